// Paradrops in a Land Offensive (4.24; spec §12.2, §12.3, §3.3, D-PARA-DROP): eligibility and its
// refusals, the launch in the ground support alternation before the bombers, D-PARA-DROP with the
// modifiers read from the game (air superiority, terrain, weather, adjacency), the die through the
// dice source, the land unit's new state, Gliders' point, cancelling, and the paratrooper lost
// with its ATP (4.23).
import { describe, expect, it } from 'vitest'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, playUntil, refused, start } from '../testing/play'
import { legalActions } from '../engine/legal'
import { landUnitNow } from '../land'
import type { Action, GameEvent, GameState, Pending } from '../types'
import { botDecision } from '../bot'
import { glidersAllowed } from './paradropEligibility'
import { tx } from '../engine/core'

const DAK: FixtureUnit = {
  id: 'dak',
  name: 'Dakota',
  nation: 'UK',
  type: 'ATP',
  front: 'X-8',
  base: 'ab',
  atpPoints: 1,
}
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'ab',
}
const WELLY: FixtureUnit = {
  id: 'welly',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const ME: FixtureUnit = {
  id: 'me',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'x1',
}
const ME2: FixtureUnit = { ...ME, id: 'me2', name: 'Me-109 2' }

const LAND: ScenarioInput['landUnits'] = [
  { id: 'inf', name: '50th Infantry', nation: 'UK', hex: '0805', strength: 6, kind: 'infantry' },
  { id: 'para', name: '1st Airborne', nation: 'UK', hex: '0305', strength: 4, kind: 'paratrooper' },
  { id: 'gren', name: 'Grenadiers', nation: 'DE', hex: '0905', strength: 3, kind: 'infantry' },
]

interface Opts {
  units?: FixtureUnit[]
  land?: ScenarioInput['landUnits']
  options?: ScenarioInput['options']
  terrain?: string[]
  weather?: ScenarioInput['weather']
  variant?: 'aeto' | 'apto'
}

function scenario(o: Opts = {}): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0305', owner: 'allies' },
      { id: 'x1', hex: '1405', owner: 'axis' },
    ],
    units: o.units ?? [DAK, SPIT, ME],
    landUnits: o.land ?? LAND,
    options: o.options,
    terrain: o.terrain,
    weather: o.weather,
    variant: o.variant,
  })
  // The UK paratroopers have Gliders (4.24): the rules read the nation's role.
  return {
    ...sc,
    nations: sc.nations.map((n) => (n.id === 'UK' ? { ...n, role: 'british' as const } : n)),
    start: { ...sc.start, phase: 'offensive' },
  }
}

/** The allied Land Offensive's land combat at 0905, D-GS-LAUNCH due to the Allies. */
function combatDeclared(sc: Scenario, dice: number[] = []): GameState {
  let s = start(sc, dice)
  s = act(s, { type: 'declareOffensive', offensive: 'land' }).state
  return act(s, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'] }).state
}

const PARADROP: Action = {
  type: 'launch',
  base: 'ab',
  units: ['dak', 'spit'],
  mission: 'paradrop',
  paratrooper: 'para',
}

/** Launches `launch`, then lets everything happen (no interception, the Axis declines) until D-PARA-DROP. */
function toDrop(s: GameState, launch: Action = PARADROP, events: GameEvent[] = []): GameState {
  const r = act(s, launch)
  events.push(...r.events)
  return playUntil(
    r.state,
    (p) => p.kind === 'paradrop',
    events,
    (x) => (x.pending.kind === 'groundSupport' ? { type: 'declineSupport' } : null),
  )
}

const labels = (p: Extract<Pending, { kind: 'paradrop' }>, gliders = false) =>
  p.choices
    .find((c) => c.gliders === gliders)!
    .modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`)

describe('paradrop eligibility and launch (4.24)', () => {
  it('offers the ATP and the full-strength paratrooper at its airbase in the attacker’s D-GS-LAUNCH', () => {
    const s = combatDeclared(scenario())
    const gs = pendingOf(s, 'groundSupport')
    expect(gs.side).toBe('allies')
    expect(gs.paradrops).toEqual([
      { base: 'ab', atp: 'dak', paratrooper: 'para', range: 8, distance: 6, gliders: true },
    ])
    expect(legalActions(s).filter((a) => a.type === 'launch' && a.mission === 'paradrop')).toEqual([
      {
        type: 'launch',
        side: 'allies',
        base: 'ab',
        units: ['dak'],
        mission: 'paradrop',
        paratrooper: 'para',
      },
      {
        type: 'launch',
        side: 'allies',
        base: 'ab',
        units: ['dak', 'spit'],
        mission: 'paradrop',
        paratrooper: 'para',
      },
    ])
  })

  it('with the option off nothing changes: no paradrop offered, the mission greyed as before', () => {
    const s = combatDeclared(scenario({ options: { paradrops: false } }))
    expect(pendingOf(s, 'groundSupport').paradrops).toBeUndefined()
    expect(refused(s, PARADROP)).toEqual({
      rule: '4.22',
      message: 'Only ground support to 0905 is launched now (4.22).',
    })
    const plan = start({
      ...scenario({ options: { paradrops: false } }),
      start: { ...scenario().start, phase: 'navalAndAir' },
    })
    expect(pendingOf(plan, 'plan').missions.find((m) => m.kind === 'paradrop')).toEqual({
      kind: 'paradrop',
      name: 'Paradrop',
      rule: '4.24',
      available: false,
      reason: 'A paradrop, in a Land Offensive, is flown only in the Offensive Phase (4.24).',
    })
  })

  it('refuses a depleted paratrooper (4.24)', () => {
    const s = combatDeclared(scenario())
    const depleted = { ...s, land: { para: { depleted: true } } }
    expect(pendingOf(act(depleted, { type: 'declineSupport' }).state, 'groundSupport')).toBeDefined() // (the Axis turn)
    expect(refused(depleted, PARADROP)).toEqual({
      rule: '4.24',
      message:
        '1st Airborne is depleted: a depleted paratrooper never makes a paradrop (it may be transported) (4.24).',
    })
  })

  it('refuses a land unit that is not a paratrooper, and one not at the ATP’s airbase (4.24)', () => {
    const s = combatDeclared(scenario({ land: [...LAND.slice(0, 1), { ...LAND[1], hex: '0405' }, LAND[2]] }))
    expect(pendingOf(s, 'groundSupport').paradrops).toBeUndefined()
    expect(refused(s, PARADROP)).toEqual({
      rule: '4.24',
      message:
        '1st Airborne is at 0405, not at ab (0305): it boards an ATP at the airbase where it began the Offensive Phase (4.24).',
    })
    expect(refused(s, { ...PARADROP, paratrooper: 'inf' })).toEqual({
      rule: '4.24',
      message: '50th Infantry is not a paratrooper: only paratrooper units make paradrops (4.24).',
    })
  })

  it('refuses a committed ATP (4.24)', () => {
    const s = combatDeclared(scenario())
    const committed = {
      ...s,
      units: { ...s.units, dak: { ...s.units.dak, commitment: 'previous' as const } },
    }
    expect(pendingOf(committed, 'groundSupport').side).toBe('allies')
    expect(refused(committed, PARADROP).message).toMatch(/Dakota/)
  })

  it('the ATP launches before any supporting bomber (4.24): after the Wellington, no paradrop', () => {
    let s = combatDeclared(scenario({ units: [DAK, SPIT, WELLY, ME] }))
    s = act(s, { type: 'launch', base: 'ab', units: ['welly'], mission: 'groundSupport' }).state
    s = playUntil(
      s,
      (p) => p.kind === 'groundSupport' && p.side === 'allies',
      [],
      (x) =>
        x.pending.kind === 'groundSupport'
          ? { type: 'launch', base: 'x1', units: ['me'], mission: 'groundSupport' }
          : null,
    )
    expect(pendingOf(s, 'groundSupport').paradrops).toBeUndefined()
    expect(refused(s, PARADROP)).toEqual({
      rule: '4.24',
      message:
        'Paradrop: Wellington has already launched as ground support: the ATP launches before any supporting bomber (4.24).',
    })
  })

  it('refuses a bomber in the paradrop flight and a drop hex beyond the ATP’s printed range (4.24)', () => {
    const s = combatDeclared(scenario({ units: [DAK, SPIT, WELLY, ME] }))
    expect(refused(s, { ...PARADROP, units: ['dak', 'welly'] })).toEqual({
      rule: '4.24',
      message:
        'Wellington is a bomber: only fighters escort the ATP; bombers launch after it as ground support (4.24).',
    })
    expect(refused(s, { ...PARADROP, target: '1205' })).toEqual({
      rule: '4.24',
      message: "1205 is 9 hexes from 0305: beyond Dakota's printed range of 8 (4.24).",
    })
  })
})

describe('D-PARA-DROP and the drop die (4.24)', () => {
  it('escorted to the combat hex: +2 for friendly air superiority; a natural 1 → 3, depleted; the unit moves, is Activated and joins the attack', () => {
    const events: GameEvent[] = []
    const s = toDrop(combatDeclared(scenario(), [1]), PARADROP, events)
    const p = pendingOf(s, 'paradrop')
    expect(p).toMatchObject({ side: 'allies', paratrooper: 'para', atp: 'dak', hex: '0905' })
    expect(labels(p)).toEqual(['+2 friendly air superiority in the drop hex'])
    expect(labels(p, true)).toEqual(['+1 Gliders', '+2 friendly air superiority in the drop hex'])
    expect(p.choices.map((c) => c.sixths)).toEqual([
      { eliminated: 0, depleted: 2, intact: 4 },
      { eliminated: 0, depleted: 1, intact: 5 },
    ])
    expect(events.find((e) => e.type === 'paradropLaunch')?.text).toBe(
      '1st Airborne boards Dakota at 0305 for a paradrop on 0905 with the land combat there; it is Activated by the Land Offensive (4.24).',
    )
    const r = act(s, { type: 'paradrop' })
    const drop = r.events.find((e) => e.roll)!
    expect(drop.roll).toMatchObject({
      purpose: 'paradrop',
      natural: 1,
      modified: 3,
      result: 'depleted',
      source: 'scripted',
    })
    expect(drop.text).toContain(
      'Paradrop of 1st Airborne on 0905: roll 1 + 2 = 3: 1st Airborne lands depleted (4.24; A-11). Its strength counts 2 (half of 4, rounded up; not a rule: default used).',
    )
    expect(landUnitNow(r.state, 'para')).toMatchObject({
      hex: '0905',
      depleted: true,
      activated: true,
      strength: 2,
    })
    // The land combat's result counts it among the attackers; the flights then return to base.
    const c = r.state.offensivePhase!.current!.land!.combats[0]
    expect(c.attackers).toEqual(['inf', 'para'])
    expect(c.paradrops).toMatchObject([
      { paratrooper: 'para', hex: '0905', result: 'depleted', gliders: false, natural: 1, modified: 3 },
    ])
    expect(c.result?.airSuperiority).toBe('attacker')
    expect(r.state.units.dak).toMatchObject({ commitment: 'current', atpPoints: 1 })
  })

  it('Gliders: +1 and the ATP loses a point after the roll whatever the result (4.24); a 1-point ATP is eliminated', () => {
    const s = toDrop(combatDeclared(scenario(), [4]))
    const r = act(s, { type: 'paradrop', gliders: true })
    expect(r.events.find((e) => e.roll)?.roll).toMatchObject({ natural: 4, modified: 7, result: 'intact' })
    expect(r.events.find((e) => e.type === 'paradrop')!.text).toContain('+1 to that land combat die roll')
    expect(r.events.find((e) => e.text.startsWith('Gliders'))?.text).toBe(
      'Gliders: Dakota loses its point and is eliminated (4.24).',
    )
    expect(r.state.units.dak.eliminated).toBe(true)
    expect(landUnitNow(r.state, 'para')).toMatchObject({ hex: '0905', depleted: false, activated: true })
  })

  it('Gliders on a 2-point ATP: one point lost, the other flies home (4.24)', () => {
    const s = toDrop(combatDeclared(scenario({ units: [{ ...DAK, atpPoints: 2 }, SPIT, ME] }), [6]))
    const r = act(s, { type: 'paradrop', gliders: true })
    expect(r.events.find((e) => e.text.startsWith('Gliders'))?.text).toBe(
      'Gliders: Dakota loses one point (4.24).',
    )
    expect(r.state.units.dak).toMatchObject({ atpPoints: 1, eliminated: false })
  })

  it('Gliders refused to a nation without them (4.24)', () => {
    const sc = scenario()
    const noGliders = {
      ...sc,
      nations: sc.nations.map((n) =>
        n.id === 'UK' ? { id: 'UK', name: 'United Kingdom', side: 'allies' } : n,
      ),
    }
    const s = toDrop(combatDeclared(noGliders, [6]))
    expect(pendingOf(s, 'paradrop').choices.map((c) => c.gliders)).toEqual([false])
    expect(refused(s, { type: 'paradrop', gliders: true })).toEqual({
      rule: '4.24',
      message: '1st Airborne may not use Gliders: only German, UK and US paratroopers have them (4.24).',
    })
  })

  it('cancel: the ATP returns with the paratrooper, Previously Committed; the paratrooper marked Active and home (4.24; §3.3)', () => {
    const s = toDrop(combatDeclared(scenario()))
    const r = act(s, { type: 'cancelParadrop' })
    expect(r.events.find((e) => e.type === 'paradrop')?.text).toBe(
      'Western Allies cancels the paradrop on 0905: Dakota returns with 1st Airborne; the ATP is Previously Committed and the paratrooper marked Active (4.24).',
    )
    expect(r.state.units.dak).toMatchObject({ commitment: 'previous', aloft: null, base: 'ab' })
    expect(r.state.units.spit.commitment).toBe('current')
    expect(landUnitNow(r.state, 'para')).toMatchObject({ hex: '0305', activated: true, depleted: false })
    expect(r.state.offensivePhase!.current!.land!.combats[0].paradrops).toMatchObject([
      { result: 'cancelled' },
    ])
    // Activated: it drops no more this Phase.
    const next = act(r.state, { type: 'endLandStep' }).state
    const again = act(next, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'] }).state
    expect(pendingOf(again, 'groundSupport').paradrops).toBeUndefined()
  })

  it('−2 enemy air superiority: unescorted, two Me-109s stay over the hex; their attacks miss on 6s; natural 6 − 2 = 4, depleted', () => {
    let s = combatDeclared(scenario({ units: [DAK, ME, ME2] }), [6, 6, 6, 6, 6, 6, 6, 6, 6])
    s = act(s, { ...PARADROP, units: ['dak'] }).state
    s = playUntil(
      s,
      (p) => p.kind === 'paradrop',
      [],
      (x) =>
        x.pending.kind === 'groundSupport'
          ? x.pending.side === 'axis'
            ? { type: 'launch', base: 'x1', units: ['me', 'me2'], mission: 'groundSupport' }
            : { type: 'declineSupport' }
          : null,
    )
    const p = pendingOf(s, 'paradrop')
    expect(labels(p)).toEqual(['-2 enemy air superiority in the drop hex'])
    const r = act(s, { type: 'paradrop' })
    expect(r.events.find((e) => e.roll?.purpose === 'paradrop')?.roll).toMatchObject({
      natural: 6,
      modified: 4,
      result: 'depleted',
    })
  })

  it('−1 forest drop hex; −1 inclement weather (and no air superiority in it)', () => {
    const forest = Array.from({ length: 12 }, (_, r) =>
      r === 4 ? '........f...........' : '....................',
    )
    expect(labels(pendingOf(toDrop(combatDeclared(scenario({ terrain: forest }))), 'paradrop'))).toEqual([
      '+2 friendly air superiority in the drop hex',
      '-1 forest drop hex',
    ])
    const rain = { defaultZone: 'z', zones: [{ id: 'z', name: 'Front', condition: 'halfStrength' as const }] }
    const s = toDrop(combatDeclared(scenario({ weather: rain }), [3]))
    expect(labels(pendingOf(s, 'paradrop'))).toEqual(['-1 inclement weather (air effects) in the drop hex'])
    expect(act(s, { type: 'paradrop' }).events.find((e) => e.roll)?.roll).toMatchObject({
      natural: 3,
      modified: 2,
      result: 'eliminated',
    })
  })

  it('APTO D79: −1 jungle drop hex, read from the map; natural 4 + 2 − 1 = 5, intact', () => {
    const jungle = Array.from({ length: 12 }, (_, r) =>
      r === 4 ? '........j...........' : '....................',
    )
    const s = toDrop(combatDeclared(scenario({ terrain: jungle, variant: 'apto' }), [4]))
    const p = pendingOf(s, 'paradrop')
    expect(p.choices.find((c) => !c.gliders)!.modifiers).toEqual([
      { value: 2, rule: '4.24, 4.22', label: 'friendly air superiority in the drop hex' },
      { value: -1, rule: '4.24; A-10; APTO D79', label: 'jungle drop hex' },
    ])
    expect(act(s, { type: 'paradrop' }).events.find((e) => e.roll)?.roll).toMatchObject({
      natural: 4,
      modified: 5,
      result: 'intact',
    })
  })

  it('a lone drop on another hex: −1 with no friendly land unit adjacent; natural 5 + 2 − 1 = 6, intact in an unoccupied hex that becomes friendly', () => {
    const s = toDrop(combatDeclared(scenario(), [5]), { ...PARADROP, target: '0308' })
    const p = pendingOf(s, 'paradrop')
    expect(p.hex).toBe('0308')
    expect(labels(p)).toEqual([
      '+2 friendly air superiority in the drop hex',
      '-1 no friendly land unit adjacent to the drop hex',
    ])
    const r = act(s, { type: 'paradrop' })
    expect(r.events.find((e) => e.roll)!.text).toContain(
      'roll 5 + 1 = 6: 1st Airborne lands intact (4.24; A-11). The hex becomes friendly at once',
    )
    expect(landUnitNow(r.state, 'para')?.hex).toBe('0308')
    expect(r.state.offensivePhase!.current!.land!.combats[0].attackers).toEqual(['inf'])
  })

  it('the ATP shot down with the paratrooper aboard: the paratrooper is eliminated (4.23)', () => {
    // Unescorted; the Me-109 flies to the combat hex to defend it and hits the ATP there on a 1.
    let s = combatDeclared(scenario({ units: [DAK, ME] }), [1, 1, 1, 1])
    s = act(s, { ...PARADROP, units: ['dak'] }).state
    const events: GameEvent[] = []
    s = playUntil(
      s,
      (p) => p.kind === 'landCombat',
      events,
      (x) => {
        const p = x.pending
        if (p.kind === 'groundSupport')
          return p.side === 'axis'
            ? { type: 'launch', base: 'x1', units: ['me'], mission: 'groundSupport' }
            : { type: 'declineSupport' }
        return null
      },
    )
    expect(s.units.dak.eliminated).toBe(true)
    expect(events.find((e) => e.rule === '4.23' && e.type === 'eliminated')?.text).toBe(
      'Dakota is lost with 1st Airborne aboard: the paratrooper is eliminated (4.23, 4.24).',
    )
    expect(landUnitNow(s, 'para')).toBeUndefined()
    expect(s.land?.para).toMatchObject({ eliminated: true })
  })
})

describe('the bot and paradrops (4.24)', () => {
  it('launches the paradrop first, escorted by the fighters of the ATP’s base', () => {
    const d = botDecision(combatDeclared(scenario({ units: [DAK, SPIT, WELLY, ME] })))
    expect(d.action).toEqual({
      type: 'launch',
      side: 'allies',
      base: 'ab',
      units: ['dak', 'spit'],
      mission: 'paradrop',
      paratrooper: 'para',
    })
    expect(d.reasoning[0]).toContain('the ATP launches before any supporting bomber (4.24)')
  })
  it('drops with Gliders when they improve the odds, and says why', () => {
    const d = botDecision(toDrop(combatDeclared(scenario(), [6])))
    expect(d.action).toEqual({ type: 'paradrop', side: 'allies', gliders: true })
    expect(d.reasoning).toEqual([
      'Without Gliders: modifier +2: eliminated 0/6 (0%), depleted 2/6 (33%), intact 4/6 (67%) (4.24).',
      'With Gliders: modifier +3: eliminated 0/6 (0%), depleted 1/6 (17%), intact 5/6 (83%); one ATP point is lost after the roll (4.24).',
      'Drop with Gliders: they improve the odds, worth the ATP point.',
    ])
  })
  it('cancels when elimination is likely: rain and a forest, no Gliders (−2: eliminated on 1–4)', () => {
    const sc = scenario({
      weather: { defaultZone: 'z', zones: [{ id: 'z', name: 'Front', condition: 'halfStrength' }] },
      terrain: Array.from({ length: 12 }, (_, r) =>
        r === 4 ? '........f...........' : '....................',
      ),
    })
    const s = toDrop(
      combatDeclared({
        ...sc,
        nations: sc.nations.map((n) =>
          n.id === 'UK' ? { id: 'UK', name: 'United Kingdom', side: 'allies' } : n,
        ),
      }),
    )
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'cancelParadrop', side: 'allies' })
    expect(d.reasoning.at(-1)).toBe(
      'Cancel: 1st Airborne returns with the ATP rather than face 4/6 (67%) of elimination; the ATP becomes Previously Committed (4.24).',
    )
  })
})

describe('Gliders by nation and game (4.24; APTO D78)', () => {
  function glidersFor(
    variant: 'aeto' | 'apto',
    role: 'german' | 'british' | 'american' | 'soviet',
    year: number,
  ): boolean {
    const sc = fixture({ variant, year, bases: [{ id: 'ab', hex: '0305', owner: 'allies' }], units: [] })
    const withRole: Scenario = { ...sc, nations: sc.nations.map((n) => (n.id === 'UK' ? { ...n, role } : n)) }
    return glidersAllowed(tx(start(withRole)), 'UK')
  }
  it('AETO: German, British and American paratroopers have Gliders; Soviet ones do not', () => {
    expect(
      ['german', 'british', 'american', 'soviet'].map((r) => glidersFor('aeto', r as never, 1943)),
    ).toEqual([true, true, true, false])
  })
  it('APTO: British and American, Soviet from 1943 only, never German (APTO D78)', () => {
    expect(
      ['german', 'british', 'american', 'soviet'].map((r) => glidersFor('apto', r as never, 1943)),
    ).toEqual([false, true, true, true])
    expect(glidersFor('apto', 'soviet', 1942)).toBe(false)
  })
})

describe('the surprise +1 on the drop die (4.24; APTO D82)', () => {
  it('APTO: a Japanese paratrooper in the first month of a Sneak Attack invasion drops at +1 (Sneak Attack Bonus); AETO keeps the Blitzkrieg for Germans', () => {
    const base = scenario({ options: { blitzAirScope: 'anywhere' } })
    const apto: Scenario = {
      ...base,
      variant: 'apto',
      nations: base.nations.map((n) => (n.id === 'UK' ? { ...n, role: 'japanese' as const } : n)),
      context: { ...base.context, sneakAttack: { invaded: ['DE'], firstTurn: true } },
    }
    const p = pendingOf(toDrop(combatDeclared(apto)), 'paradrop')
    expect(labels(p)).toEqual(['+1 Sneak Attack Bonus', '+2 friendly air superiority in the drop hex'])
    // The same month in AETO: no Blitzkrieg for a nation that is not German.
    const aeto: Scenario = {
      ...base,
      context: { ...base.context, blitzkrieg: { invaded: ['DE'], firstTurn: true } },
    }
    expect(labels(pendingOf(toDrop(combatDeclared(aeto)), 'paradrop'))).toEqual([
      '+2 friendly air superiority in the drop hex',
    ])
  })
})
