// A Land Offensive with ground support (4.22; spec §11, §3.4, §16 (viii); ):
// declaring land combats in its three Steps, D-GS-LAUNCH alternation, air combat over the combat
// hex before the result, commitment of attackers and defenders, and refusals.
import { describe, expect, it } from 'vitest'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, playUntil, refused, start } from '../testing/play'
import { runBotGame } from '../bot'
import type { Action, GameEvent, GameState, Pending } from '../types'

const W1: FixtureUnit = {
  id: 'w1',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const W2: FixtureUnit = { ...W1, id: 'w2', name: 'Wellington 2' }
const ME: FixtureUnit = {
  id: 'me',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'x1',
}
const JU: FixtureUnit = {
  id: 'ju',
  name: 'Ju-88',
  nation: 'DE',
  type: 'B',
  front: '3-8',
  back: '1-8',
  base: 'x1',
}
const IT: FixtureUnit = {
  id: 'it',
  name: 'SM.79',
  nation: 'IT',
  type: 'B',
  front: '3-8',
  back: '1-8',
  base: 'x1',
}

const LAND: ScenarioInput['landUnits'] = [
  { id: 'inf', name: '50th Infantry', nation: 'UK', hex: '0805', strength: 8, kind: 'armor' },
  { id: 'gen', name: 'Montgomery', nation: 'UK', hex: '0805', strength: 1, kind: 'general' },
  { id: 'gren', name: 'Grenadiers', nation: 'DE', hex: '0905', strength: 3, kind: 'infantry' },
  { id: 'far', name: 'Far away', nation: 'DE', hex: '0310', strength: 2 },
]

function scenario(
  units: FixtureUnit[] = [W1, W2, ME],
  options: ScenarioInput['options'] = {},
  land = LAND,
): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0105', owner: 'allies' },
      { id: 'x1', hex: '1405', owner: 'axis' },
    ],
    units,
    landUnits: land,
    options,
  })
  return { ...sc, start: { ...sc.start, phase: 'offensive' } }
}

/** Declares the allied Land Offensive and a land combat at 0905. */
function combatDeclared(
  sc: Scenario = scenario(),
  dice: number[] = [],
  combat: Partial<Extract<Action, { type: 'declareLandCombat' }>> = {},
): GameState {
  let s = start(sc, dice)
  expect(pendingOf(s, 'offensive').options.find((o) => o.kind === 'land')).toMatchObject({ available: true })
  s = act(s, { type: 'declareOffensive', offensive: 'land' }).state
  const p = pendingOf(s, 'landCombat')
  expect(p).toMatchObject({
    side: 'allies',
    step: 'breakthrough',
    candidates: [{ hex: '0905', attackers: ['inf', 'gen'], defenders: ['gren'] }],
  })
  return act(s, { type: 'declareLandCombat', hex: '0905', attackers: ['inf', 'gen'], ...combat }).state
}

/** Answers interception windows and combat decisions passively until `until` is pending. */
const settle = (s: GameState, until: (p: Pending) => boolean, events: GameEvent[] = []): GameState =>
  playUntil(s, until, events)

describe('a Land Offensive and its ground support (4.22)', () => {
  it('the attacker launches first; the defender declines; the bombers give air superiority and add strength up to the cap', () => {
    let s = combatDeclared()
    const gs = pendingOf(s, 'groundSupport')
    expect(gs).toMatchObject({
      side: 'allies',
      hex: '0905',
      attacker: 'allies',
      bases: [{ base: 'ab', units: [{ id: 'w1' }, { id: 'w2' }] }],
    })
    s = act(s, { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    expect(pendingOf(s, 'groundSupport')).toMatchObject({ side: 'axis', launches: { allies: 1 } })
    const events: GameEvent[] = []
    const r = act(s, { type: 'declineSupport' })
    events.push(...r.events)
    s = settle(r.state, (p) => p.kind === 'landCombat', events)
    const result = events.find((e) => e.type === 'groundSupportResult')!
    expect(result.text).toBe(
      'Land combat at 0905: Western Allies air superiority (+1 to the land combat die); bomber strength added: attacker 8, defender 0 (4.22). Only the attacker has air units over the combat hex, total strength 10 (at least 2): attacker air superiority (4.22).',
    )
    const combat = s.offensivePhase!.current!.land!.combats[0]
    expect(combat.result).toMatchObject({
      airSuperiority: 'attacker',
      bomberStrength: { attacker: 8, defender: 0 },
    }) // 10 capped at the armour's 8; the General does not raise the cap
    // Back at base, Current until the end of the Offensive Phase (4.27); not again in this Step (4.22).
    expect(s.units.w1).toMatchObject({ aloft: null, commitment: 'current', clearsAt: 'endOfPhase' })
    expect(pendingOf(s, 'landCombat').candidates).toEqual([]) // the attackers have attacked this Step
  })

  it('a unit supports one combat per Step, and may launch again in a later Step of the same Land Offensive (4.1, 4.17, 4.22)', () => {
    let s = combatDeclared()
    s = act(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    s = settle(act(s, { type: 'declineSupport' }).state, (p) => p.kind === 'landCombat')
    s = act(s, { type: 'endLandStep' }).state
    expect(pendingOf(s, 'landCombat')).toMatchObject({ step: 'combat', candidates: [{ hex: '0905' }] })
    s = act(s, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'] }).state
    expect(pendingOf(s, 'groundSupport').bases[0].units.map((u) => u.id)).toEqual(['w1', 'w2'])
  })

  it('the Steps run Breakthrough, Combat, Exploitation; then the Offensive is over and the other side declares or passes', () => {
    let s = start(scenario())
    s = act(s, { type: 'declareOffensive', offensive: 'land' }).state
    const events: GameEvent[] = []
    for (const step of ['breakthrough', 'combat', 'exploitation']) {
      expect(pendingOf(s, 'landCombat').step).toBe(step)
      const r = act(s, { type: 'endLandStep' })
      events.push(...r.events)
      s = r.state
    }
    expect(events.map((e) => e.text)).toContain('Western Allies’ Land Offensive is over (4.22).')
    expect(pendingOf(s, 'offensive').side).toBe('axis')
  })

  it('both sides over the hex after air combat: no air superiority, and the bombers still add their strength', () => {
    let s = combatDeclared(scenario(), [6, 6, 6, 6, 6, 6, 6, 6])
    s = act(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    s = act(s, { type: 'launch', base: 'x1', units: ['me'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    expect(pendingOf(s, 'groundSupport')).toMatchObject({ side: 'allies', launches: { allies: 1, axis: 1 } })
    const events: GameEvent[] = []
    const declined = act(s, { type: 'declineSupport' })
    events.push(...declined.events)
    s = settle(declined.state, (p) => p.kind === 'landCombat', events)
    expect(events.some((e) => e.type === 'missionHex')).toBe(true) // the Me-109 and the Wellington fought over 0905 first (4.16, 4.22)
    const result = s.offensivePhase!.current!.land!.combats[0].result!
    expect(result.airSuperiority).toBe('none')
    expect(result.bomberStrength.attacker).toBe(5) // sixes always miss: the Wellington stays
  })
})

describe('APTO D72: bombers over a land combat in a jungle hex are halved, rounding down (4.22)', () => {
  it('a Wellington _5_ supporting the attack on Grenadiers in a jungle hex adds 2; the result names the halving and its rule', () => {
    const terrain = Array.from({ length: 12 }, (_, r) =>
      Array.from({ length: 20 }, (_, c) => (r === 4 && c === 8 ? 'j' : '.')).join(''),
    )
    const sc0 = fixture({
      bases: [
        { id: 'ab', hex: '0105', owner: 'allies' },
        { id: 'x1', hex: '1405', owner: 'axis' },
      ],
      units: [W1],
      landUnits: LAND,
      terrain,
      variant: 'apto',
    })
    let s = combatDeclared({ ...sc0, start: { ...sc0.start, phase: 'offensive' } })
    s = settle(
      act(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport' }).state,
      (p) => p.kind === 'landCombat',
    )
    const result = s.offensivePhase!.current!.land!.combats[0].result!
    expect(result.bomberStrength).toEqual({ attacker: 2, defender: 0 })
    expect(result.lines.attacker[0]).toBe('Wellington: 5 halved (jungle hex, APTO D72) → 2.')
  })
})

describe('D-GS-LAUNCH alternation (4.22; A-24)', () => {
  it('firstDecline: an opening decline by the attacker leaves the defender free to launch alone', () => {
    let s = combatDeclared()
    s = act(s, { type: 'declineSupport' }).state
    expect(pendingOf(s, 'groundSupport').side).toBe('axis')
    s = act(s, { type: 'launch', base: 'x1', units: ['me'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport' || p.kind === 'landCombat')
    // The attacker is out: the defender answers again (nothing left → it declines, and the combat is fought).
    expect(s.pending.kind).toBe('landCombat')
    expect(s.offensivePhase!.current!.land!.combats[0].result).toMatchObject({ airSuperiority: 'defender' })
  })
  it('bothPass: a decline hands over; launching goes on until both decline in a row', () => {
    let s = combatDeclared(scenario([W1, W2, ME, JU], { gsAlternationEnd: 'bothPass' }))
    s = act(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    s = act(s, { type: 'declineSupport' }).state // the defender passes…
    expect(pendingOf(s, 'groundSupport').side).toBe('allies') // …the attacker may still launch
    s = act(s, { type: 'launch', base: 'ab', units: ['w2'], mission: 'groundSupport' }).state
    s = settle(s, (p) => p.kind === 'groundSupport')
    expect(pendingOf(s, 'groundSupport').side).toBe('axis')
  })
  it('only ground support to the combat hex flies now', () => {
    const s = combatDeclared()
    expect(refused(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'fly', target: '0905' })).toEqual(
      { rule: '4.22', message: 'Only ground support to 0905 is launched now (4.22).' },
    )
    expect(
      refused(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport', target: '0906' }),
    ).toEqual({
      rule: '4.22',
      message:
        'Ground support flies to the combat hex, 0905: all units of a ground support flight support the same combat (4.22).',
    })
  })
})

describe('defensive ground support (§3.4; 4.27, A-70)', () => {
  function defend(
    sc: Scenario,
    combat: Partial<Extract<Action, { type: 'declareLandCombat' }>> = {},
  ): GameState {
    let s = combatDeclared(sc, [], combat)
    s = act(s, { type: 'declineSupport' }).state
    return s
  }
  it('an uncommitted unit defending only unactivated units stays uncommitted', () => {
    let s = defend(scenario([W1, ME, JU]))
    s = act(s, { type: 'launch', base: 'x1', units: ['ju'], mission: 'groundSupport' }).state
    expect(s.units.ju.commitment).toBe('none')
    s = settle(s, (p) => p.kind === 'groundSupport' || p.kind === 'landCombat')
    expect(s.units.ju.commitment).toBe('none')
  })
  it('…unless half or more of the defending chits are of another nationality (an Italian bomber over German defenders)', () => {
    const s = act(defend(scenario([W1, ME, IT])), {
      type: 'launch',
      base: 'x1',
      units: ['it'],
      mission: 'groundSupport',
    }).state
    expect(s.units.it).toMatchObject({ commitment: 'current', clearsAt: 'endOfPhase' })
  })
  it('4.27 boundary: a German bomber over 1 German and 1 Italian chit (half foreign) is Current; over 2 German and 1 Italian (a third) it stays uncommitted', () => {
    const launchOver = (defenders: NonNullable<ScenarioInput['landUnits']>) => {
      let s = start(scenario([W1, ME, JU], {}, [...LAND, ...defenders]))
      s = act(s, { type: 'declareOffensive', offensive: 'land' }).state
      s = act(s, { type: 'declareLandCombat', hex: '0905', attackers: ['inf', 'gen'] }).state
      s = act(s, { type: 'declineSupport' }).state
      expect(s.offensivePhase!.current!.land!.combats[0].defenders).toHaveLength(1 + defenders.length)
      return act(s, { type: 'launch', base: 'x1', units: ['ju'], mission: 'groundSupport' }).state.units.ju
    }
    const ariete = { id: 'ariete', name: 'Ariete', nation: 'IT', hex: '0905', strength: 2 }
    expect(launchOver([ariete])).toMatchObject({ commitment: 'current', clearsAt: 'endOfPhase' })
    expect(
      launchOver([ariete, { id: 'pz', name: 'Panzer', nation: 'DE', hex: '0905', strength: 4 }]),
    ).toMatchObject({ commitment: 'none', clearsAt: null })
  })
  it('defending Activated units commits it Current; a Current unit may then defend Activated units only', () => {
    const s = act(defend(scenario([W1, ME, JU]), { activated: ['gren'] }), {
      type: 'launch',
      base: 'x1',
      units: ['ju'],
      mission: 'groundSupport',
    }).state
    expect(s.units.ju).toMatchObject({ commitment: 'current', clearsAt: 'endOfPhase' })
    // A Current defender is not offered against unactivated defenders.
    const sc = scenario([W1, ME, JU])
    let u = start(sc)
    u = { ...u, units: { ...u.units, ju: { ...u.units.ju, commitment: 'current', clearsAt: 'endOfPhase' } } }
    u = act(u, { type: 'declareOffensive', offensive: 'land' }).state
    const unactivated = act(act(u, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'] }).state, {
      type: 'declineSupport',
    }).state
    expect(pendingOf(unactivated, 'groundSupport').bases.flatMap((b) => b.units.map((x) => x.id))).toEqual([
      'me',
    ])
    const activated = act(
      act(u, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'], activated: ['gren'] }).state,
      { type: 'declineSupport' },
    ).state
    expect(pendingOf(activated, 'groundSupport').bases.flatMap((b) => b.units.map((x) => x.id))).toEqual([
      'me',
      'ju',
    ])
  })
})

describe('declaring a land combat: refusals', () => {
  it('names what is wrong and changes nothing', () => {
    const s = act(start(scenario()), { type: 'declareOffensive', offensive: 'land' }).state
    expect(refused(s, { type: 'declareLandCombat', hex: '0805', attackers: ['inf'] })).toEqual({
      rule: '4.22',
      message:
        'There is no enemy land unit at 0805 to attack: a land combat is declared against a hex held by the enemy (Part 5).',
    })
    expect(refused(s, { type: 'declareLandCombat', hex: '0310', attackers: ['inf'] })).toEqual({
      rule: '4.22',
      message:
        'None of your land units next to 0310 may attack it in this Step (each attacks once per Step).',
    })
    expect(refused(s, { type: 'declareLandCombat', hex: '0905', attackers: [] })).toEqual({
      rule: '4.22',
      message: 'Choose the land units that attack 0905.',
    })
    expect(
      refused(s, { type: 'declareLandCombat', hex: '0905', attackers: ['inf'], activated: ['far'] }),
    ).toEqual({ rule: '4.22', message: 'Far away is not a defender at 0905.' })
  })
  it('a side with no land unit cannot declare a Land Offensive', () => {
    const s = start(scenario([W1, W2, ME], {}, []))
    expect(pendingOf(s, 'offensive').options.find((o) => o.kind === 'land')).toEqual({
      kind: 'land',
      name: 'Land Offensive',
      rule: '4.22',
      available: false,
      reason: 'Western Allies has no land unit on the map to attack with (Part 5).',
    })
  })
})

describe('the automatic opponent in a Land Offensive', () => {
  it('bot against bot: declares the Land Offensive, attacks, both sides answer D-GS-LAUNCH, and the result is logged', () => {
    const sc = { ...scenario([W1, W2, ME, JU]), end: { year: 1943, month: 6, phase: 'offensive' as const } }
    const r = runBotGame(sc, { botSides: ['allies', 'axis'], seed: 5 })
    expect(r.stopped).toBe('over')
    const kinds = r.turns.map((x) => `${x.side}:${x.pending}:${x.action.type}`)
    expect(kinds).toContain('allies:offensive:declareOffensive')
    expect(kinds).toContain('allies:landCombat:declareLandCombat')
    expect(kinds).toContain('axis:groundSupport:launch') // the Wellingtons flew the Air Offensive first: Current, they stay home
    expect(kinds).toContain('allies:landCombat:endLandStep')
    const results = r.events.flat().filter((e) => e.type === 'groundSupportResult')
    expect(results.length).toBeGreaterThanOrEqual(1)
    for (const t of r.turns) expect(t.reasoning.length).toBeGreaterThan(0)
  })
})

describe('interceptors in an enemy Land Offensive (A-16; APTO C6)', () => {
  function intercepted(variant: 'aeto' | 'apto'): GameState {
    const base = scenario([W1, { ...ME, front: '4-10/3' }]) // interception range 5: it reaches 0905
    const sc: Scenario = { ...base, variant }
    let s = combatDeclared(
      sc,
      Array.from({ length: 20 }, () => 6),
    )
    s = act(s, { type: 'launch', base: 'ab', units: ['w1'], mission: 'groundSupport' }).state
    for (let i = 0; i < 20 && !s.units.me.aloft; i++) {
      const p = s.pending
      if (p.kind === 'launchInterceptors') s = act(s, { type: 'launchInterceptors', base: 'x1' }).state
      else
        s = act(
          s,
          pendingOf(s, 'declare').interceptors.length
            ? { type: 'declare', groups: [{ base: 'x1', units: ['me'] }] }
            : { type: 'pass' },
        ).state
    }
    expect(s.units.me.aloft).not.toBeNull()
    return s
  }
  it('AETO: an uncommitted interceptor becomes Current for the rest of the Offensive Phase', () => {
    expect(intercepted('aeto').units.me).toMatchObject({ commitment: 'current', clearsAt: 'endOfPhase' })
  })
  it('APTO: interceptors of an enemy Land Offensive are not committed, as against an Air Offensive (C6)', () => {
    expect(intercepted('apto').units.me.commitment).toBe('none')
  })
})
