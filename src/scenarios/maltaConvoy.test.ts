// Malta convoy, August 1942 (AETO), the built-in AETO naval scenario: a British
// convoy with a carrier task force sails for Malta; the Axis finds it in the window each move opens
// (4.10, 4.15), strikes it through its anti-aircraft fire (4.20, 4.21); neither side identifies the
// other's ships, nor sees the other's carrier airbase, until it has located them (4.10).
import { describe, expect, it } from 'vitest'
import {
  contextOf,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
  scenarioSummary,
} from '../rules/systems/aeto'
import { decideAndApply } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { act, pendingOf, start } from '../rules/systems/aeto/testing/play'
import { hiddenCarriers, shipsSeenBy } from '../rules/systems/aeto/view'
import { readBuiltIn } from './files'

const parsed = parseScenario(readBuiltIn('malta-convoy-1942'))
if (!parsed.ok) throw new Error(`malta-convoy-1942 does not load: ${JSON.stringify(parsed.errors)}`)
const scenario = parsed.scenario

const convoy = ['uk-indomitable', 'uk-rodney', 'uk-nigeria', 'uk-ashanti', 'uk-merchantmen', 'uk-ohio']

/** The stacks `viewer` sees, by printed hex: [hex, side, in port, chits, ship ids or null]. */
function seen(s: GameState, viewer: 'allies' | 'axis') {
  const map = contextOf(s).map
  return shipsSeenBy(s, viewer).map((x) => [
    map.locLabel(x.loc),
    x.side,
    x.inPort,
    x.chits,
    x.ships?.map((y) => y.id) ?? null,
  ])
}

describe('Malta convoy, August 1942: the file', () => {
  it('validates, starts in the British Naval and Air Phase and ends after two phases, weather clear', () => {
    expect(scenario.variant).toBe('aeto')
    expect(scenario.start).toMatchObject({
      year: 1942,
      month: 8,
      phase: 'navalAndAir',
      phasingSide: 'allies',
      sideOrder: ['allies', 'axis'],
    })
    expect(scenario.end).toEqual({ afterPhases: 2 })
    expect(scenario.weather?.zones.map((z) => z.condition)).toEqual(['clear'])
    // the carrier's Naval-Air units fill its capacity exactly: 3 + 2 + 2 = 7 strength points (4.4)
    const aboard = scenario.airUnits.filter((u) => u.base === 'indomitable-air')
    expect(aboard.map((u) => [u.id, u.type, u.nation])).toEqual([
      ['uk-sea-hurricane-1', 'N', 'uk'],
      ['uk-fulmar-1', 'N', 'uk'],
      ['uk-albacore-1', 'N', 'uk'],
    ])
    expect(scenario.navalUnits.find((n) => n.id === 'uk-indomitable')?.front.aircraftCapacity).toBe(7)
  })

  it('the briefing names no ship of either side (the other side has not located them, 4.10)', () => {
    for (const ship of scenario.navalUnits)
      expect(scenario.description, ship.name).not.toContain(ship.name.replace(/ \(.*\)$/, ''))
    expect(scenario.description).not.toContain('Indomitable')
  })
})

describe('Malta convoy: what each side sees at the start (4.10)', () => {
  const s = start(scenario)

  it('each side sees the other’s ships only as a count of naval chits', () => {
    expect(seen(s, 'axis')).toEqual([
      ['1401', 'axis', true, 3, ['it-gorizia', 'it-attendolo', 'it-aviere']],
      ['0108', 'allies', false, 6, null],
      ['0908', 'axis', false, 1, ['de-u73']],
    ])
    expect(seen(s, 'allies')).toEqual([
      ['1401', 'axis', true, 3, null],
      ['0108', 'allies', false, 6, convoy],
      ['0908', 'axis', false, 1, null],
    ])
  })

  it('the British carrier’s airbase is hidden from the Axis; the Axis has no carrier to hide', () => {
    expect([...hiddenCarriers(s, 'axis')]).toEqual([['indomitable-air', 'uk-indomitable']])
    expect(hiddenCarriers(s, 'allies').size).toBe(0)
    expect(hiddenCarriers(s, null).size).toBe(0)
  })

  it('the convoy may sail one hex at a time from 0108; the Italian squadron lies in port beyond the Beauforts’ range (8 hexes from Malta, 9 to Trapani)', () => {
    const moves = legalActions(s).filter(
      (a): a is Extract<Action, { type: 'moveFlotilla' }> => a.type === 'moveFlotilla',
    )
    expect(moves.map((a) => [a.flotilla, a.to]).sort()).toEqual([
      ['convoy', '0107'],
      ['convoy', '0109'],
      ['convoy', '0207'],
      ['convoy', '0208'],
    ])
    const p = pendingOf(s, 'plan')
    // nothing to reconnoitre yet: the port of Trapani is 9 hexes from Malta, the U-boat 8 from the carrier's aircraft (range 5)
    expect((p.recon ?? []).map((r) => r.loc)).toEqual([])
    const map = contextOf(s).map
    expect(map.hexDistance(map.parseLoc('1808')!, map.parseLoc('1401')!)).toBe(9)
  })
})

describe('Malta convoy: the convoy sails, the Axis finds it and strikes it', () => {
  // Dice, in order: the reconnaissance 4 + 2; the British Flotilla Sighting Report die 3 (the
  // exact count, no choice); the SM.79's attack on the carrier 4 + 3; its attack on the tanker 1 + 1.
  const dice = [4, 2, 3, 4, 3, 1, 1]

  function sailAndStrike() {
    const events: GameEvent[] = []
    let s = start(scenario, dice)
    const step = (a: Action) => {
      const r = act(s, a)
      events.push(...r.events)
      s = r.state
    }
    const log = () => events.map((e) => e.text)
    return {
      get s() {
        return s
      },
      step,
      log,
      events,
    }
  }

  it('the move opens the Axis window; the SM.79 from Cagliari needs 6 at 4 hexes and locates the convoy; the attacks damage the carrier and sink the tanker; anti-aircraft fire depletes the SM.79', () => {
    const g = sailAndStrike()
    g.step({ type: 'moveFlotilla', side: 'allies', flotilla: 'convoy', to: '0208' })
    // D-NAVAL-AIRWINDOW for the Axis: 6 unidentified chits; reconnaissance from Cagliari (0606), 4 hexes:
    // 6 needed (4.10); the Cant Z.1007 at Trapani is 13 hexes away (the other two would add +1 each).
    let w = pendingOf(g.s, 'navalWindow')
    expect(w).toMatchObject({
      side: 'axis',
      mover: 'allies',
      flotilla: 'convoy',
      loc: '0208',
      chits: 6,
      located: [],
    })
    expect(w.recon).toMatchObject({ loc: '0208', needed: 6 })
    expect(w.recon!.units).toEqual([
      { id: 'it-sm79-1', distance: 4 },
      { id: 'it-sm79-2', distance: 4 },
      { id: 'it-cant-z1007-1', distance: 13 },
    ])
    g.step({ type: 'reconnoitre', side: 'axis', target: '0208', units: ['it-sm79-1'] })
    expect(g.log()).toContain('Reconnaissance of 0208: roll 4 + 2 = 6 against 6 — success (4.10).')
    expect(g.log()).toContain('Flotilla Sighting Report from British for 0208: 6 naval chits (4.10).')
    expect(g.s.naval!.located.axis).toEqual(convoy)
    // Located, not identified: the Axis sees six chits, no ship named, and the carrier's airbase (4.10, 4.20).
    expect(seen(g.s, 'axis').find((x) => x[0] === '0208')).toEqual(['0208', 'allies', false, 6, null])
    expect(hiddenCarriers(g.s, 'axis').size).toBe(0)

    // The air-naval interception (4.15): both SM.79s from Cagliari; the British let it fly (no interception).
    w = pendingOf(g.s, 'navalWindow')
    expect(w.bases.map((b) => b.base)).toEqual(['cagliari', 'trapani'])
    g.step({
      type: 'launch',
      side: 'axis',
      base: 'cagliari',
      units: ['it-sm79-1', 'it-sm79-2'],
      mission: 'airNaval',
    })
    while (g.s.pending.kind === 'declare') g.step({ type: 'pass', side: 'allies' })

    // Anti-aircraft: gunnery 2 + 5 + 2 + 1 = 10 → 1, +1 an undamaged named carrier = 2 (4.21).
    let a = pendingOf(g.s, 'navalAttack')
    expect(a.aa).toBe(2)
    expect(a.bombers).toEqual([
      { id: 'it-sm79-1', left: 3 },
      { id: 'it-sm79-2', left: 3 },
    ])
    // SM.79 (3-12, not underscored): +2 against a named ship (4.20): 4 + 3 + 2 = 9 against armor 9 — damaged;
    // natural 7 > AA 2: no anti-aircraft hit.
    g.step({ type: 'navalAttack', side: 'axis', bomber: 'it-sm79-1', ship: 'uk-indomitable' })
    expect(g.log()).toContain(
      'SM.79 attacks Indomitable: roll 4 + 3 + 2 = 9 against armor 9 — a hit: damaged (4.20, 4.21).',
    )
    expect(g.s.naval!.ships['uk-indomitable'].face).toBe('back')
    // AA recomputed after the hit (4.21): gunnery 1 + 5 + 2 + 1 = 9 → 0, the carrier is damaged → 0.
    a = pendingOf(g.s, 'navalAttack')
    expect(a.aa).toBe(0)
    // 1 + 1 = 2 against the tanker's armor 2 (an STP: no modifier) — sunk, its back is blank; a
    // natural 2 is an anti-aircraft hit when a destroyer is present, even at AA 0 (4.21).
    g.step({ type: 'navalAttack', side: 'axis', bomber: 'it-sm79-1', ship: 'uk-ohio' })
    expect(g.log()).toContain(
      'SM.79 attacks Ohio (tanker): roll 1 + 1 = 2 against armor 2 — a hit: sunk (no damaged side); anti-aircraft hit on SM.79 noted (natural 2, AA 0) (4.20, 4.21).',
    )
    expect(g.s.naval!.ships['uk-ohio'].sunk).toBe(true)
    expect(g.s.units['it-sm79-1'].face).toBe('front') // noted, applied after the attacks (4.21)
    g.step({ type: 'endNavalAttacks', side: 'axis' })
    expect(g.log()).toContain('SM.79 loses a step: anti-aircraft fire (4.21).')
    expect(g.s.units['it-sm79-1'].face).toBe('back')
    expect(g.s.units['it-sm79-2'].face).toBe('front')
    // Five chits are left, all still located while they stay at 0208 (4.10); the Cant Z.1007 may strike them next.
    w = pendingOf(g.s, 'navalWindow')
    expect(w).toMatchObject({ side: 'axis', loc: '0208', chits: 5 })
    expect(w.bases.map((b) => b.base)).toEqual(['trapani'])
  })
})

describe('Malta convoy: both automatic opponents play it to its end', () => {
  it.each([1, 2])(
    'seed %i: every decision is the bot’s, the scenario is over after two phases, each side’s summary present',
    (seed) => {
      let s = start(scenario, [], { seed })
      let n = 0
      const types = new Set<string>()
      while (s.pending.kind !== 'over') {
        if (++n > 2000) throw new Error(`no end after 2000 decisions (pending ${s.pending.kind})`)
        const { decision, result } = decideAndApply(s)
        types.add(decision.action.type)
        s = result.state
      }
      expect(s.pending.kind).toBe('over')
      const summary = scenarioSummary(s)
      expect(summary).toMatchObject({ over: true, phases: 2, afterPhases: 2 })
      expect(summary.sides.map((x) => [x.side, x.steps])).toEqual([
        ['allies', 1],
        ['axis', 1],
      ])
      for (const x of summary.sides)
        expect(x.text).toMatch(/^(British|Axis): .*1 Air Movement Step played\.$/)
      // In its own phase the Axis bot reconnoitres the convoy (4.10) and strikes what it finds.
      expect(types.has('reconnoitre')).toBe(true)
      expect(types.has('launch')).toBe(true)
      expect(n).toBeLessThan(120)
    },
  )
})
