// Bombing the installations of a hex that are no base (4.26; spec §13.2; APTO D86, D87, D89): forts
// (coastal 1, fortification 2, permanent 4, each + the hex's airbase capacity), and in AETO the
// Mulberry (2), radar site (4) and rocket site (1), each + capacity, +2 fortified; in APTO the Burma
// Railway (2, +2 fortified). A fort of a given kind fortifies its hex while it stands (T-19); Malta's,
// the Maginot Line's and Addu Atoll's forts are never destroyed; a destroyed radar site gives no radar
// bonus (4.18) and a destroyed fort conceals no chit (4.11). Placeholder Bombing Table (§16): column
// 1–6 result = roll − 7, 7–11 roll − 6.
import { describe, expect, it } from 'vitest'
import { bombingPreview, bombingTargets, contextOf } from '..'
import { tx } from '../engine/core'
import { attackFacts } from '../engine/airCombat'
import { hasFortChit } from '../engine/landRecon'
import { fortifiedPortAt } from '../naval/submarines'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, raidOverTarget, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState, SideId } from '../types'
import { bestRaid, decideBombAllocation } from '../bot/bombing'
import { policyOf } from '../bot/policy'
import { scenarioFromPosition } from '../scenario/fromPosition'
import { bombableAt, installationsAt, targetNumber } from '../installations'

type Feature = NonNullable<ScenarioInput['map']['features']>[number]

const WELL1: FixtureUnit = {
  id: 'w1',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const WELL2: FixtureUnit = { ...WELL1, id: 'w2' }
const JU88: FixtureUnit = {
  id: 'ju88',
  name: 'Ju-88',
  nation: 'DE',
  type: 'B',
  front: '_5_-9',
  back: '_3_-9',
  base: 'x1',
}
const JU88B: FixtureUnit = { ...JU88, id: 'ju88b' }
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'ab',
}
const ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}

/**
 * The Allies' base ab at 0106, the Axis base x1 (a small airbase, capacity 1) at 0906, the hex
 * facts `features`; in the Offensive Phase.
 */
function game(
  features: Feature[],
  opts: { variant?: 'aeto' | 'apto'; units?: FixtureUnit[]; x1?: boolean } = {},
): Scenario {
  const sc = fixture({
    variant: opts.variant,
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      ...(opts.x1 === false
        ? []
        : [{ id: 'x1', hex: '0906', owner: 'axis' as const, kind: 'SmallAirbase' as const, capacity: 1 }]),
    ],
    units: opts.units ?? [WELL1, WELL2],
    features,
  })
  return { ...sc, start: { ...sc.start, phase: 'offensive' } }
}

/** `side` declares an Air Offensive and flies the raid; the other side never intercepts and rides it out. */
const overTarget = (sc: Scenario, launch: Action, dice: number[] = [], side: SideId = 'allies') =>
  raidOverTarget(sc, launch, dice, side)

const raid: Action = { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' }
const texts = (events: GameEvent[]) => events.map((e) => e.text)

describe('bombing forts, Mulberries, radar and rocket sites (4.26)', () => {
  const everything: Feature = {
    hex: '0906',
    nation: 'DE',
    fort: 'coastal',
    mulberry: true,
    radar: true,
    rocketSite: true,
  }

  it('the target computation of each (4.26): coastal fort 1 + capacity 1 = 2; the fort fortifies the hex: airbase 1 + 2 = 3, Mulberry 2 + 1 + 2 = 5, radar 4 + 1 + 2 = 7, rocket site 1 + 1 + 2 = 4', () => {
    const { state } = overTarget(game([everything]), raid)
    expect(pendingOf(state, 'bombAllocation').installations).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 },
      { id: '0906:fort', name: 'x1 coastal fortification', targetNumber: 2 },
      { id: '0906:mulberry', name: 'x1 Mulberry', targetNumber: 5 },
      { id: '0906:radar', name: 'x1 radar site', targetNumber: 7 },
      { id: '0906:rocketSite', name: 'x1 rocket site', targetNumber: 4 },
    ])
    expect(bombingPreview(state, '0906:radar', ['w1']).targetParts).toEqual([
      'radar site 4',
      'hex airbase capacity 1',
      'fortified +2',
    ])
    expect(bombingPreview(state, '0906:fort', ['w1']).targetParts).toEqual([
      'coastal fortification 1',
      'hex airbase capacity 1',
    ]) // a fort takes no fortified bonus
  })

  it('a fortification is 2 + capacity, a permanent fortification 4 + capacity; a fort of no given kind (fort: true) is no target and fortifies nothing', () => {
    const list = (fort: Feature['fort']) =>
      pendingOf(overTarget(game([{ hex: '0906', nation: 'DE', fort }]), raid).state, 'bombAllocation')
        .installations
    expect(list('fort')).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 },
      { id: '0906:fort', name: 'x1 fortification', targetNumber: 3 },
    ])
    expect(list('permanent').map((i) => i.targetNumber)).toEqual([3, 5])
    expect(list(true)).toEqual([{ id: 'x1:0', name: 'x1 small airbase', targetNumber: 1 }])
  })

  it('the coastal fort bombed: strength 10, column 7–11, target 2, least roll 8; 4 + 4 = 8 destroys it — no collateral loss; the airbase, no longer fortified, falls from 3 to 1', () => {
    const { state } = overTarget(game([everything], { units: [WELL1, WELL2, ME109] }), raid, [4, 4])
    const odds = bombingPreview(state, '0906:fort', ['w1', 'w2'])
    expect(odds).toMatchObject({ strength: 10, column: '7–11', targetNumber: 2, minRoll: 8, collateral: [1] })
    expect(odds.destroyed).toBeCloseTo(15 / 36, 12)
    expect(odds.aaLoss).toBeCloseTo(3 / 36, 12)
    const r = act(state, { type: 'allocateBombers', allocation: { '0906:fort': ['w1', 'w2'] } })
    expect(texts(r.events)).toEqual([
      'Western Allies bombs x1 coastal fortification with Wellington and Wellington (4.26).',
      'Wellington and Wellington bomb x1 coastal fortification: strength 10, column 7–11 (placeholder table), roll 4 + 4 = 8: result 2 against target number 2 — destroyed (4.26).',
      'x1 coastal fortification is destroyed: it does not function until repaired (4.26); no land chit may be concealed under it from a land reconnaissance (4.11); what it does in land combat belongs to the land rules, not played in Sortie.',
      'The bombing of 0906 is over (4.26).',
    ])
    expect(r.state.installations).toEqual({ '0906:fort': { destroyed: true } })
    expect(r.state.units.me109.face).toBe('front') // no collateral loss: not an airbase
    const t = tx(r.state)
    expect(
      installationsAt(t.ctx, r.state, t.ctx.map.parseLoc('0906')!).map((i) => [i.id, i.destroyed]),
    ).toEqual([
      ['x1:0', false],
      ['0906:fort', true],
      ['0906:mulberry', false],
      ['0906:radar', false],
      ['0906:rocketSite', false],
    ])
    expect(hasFortChit(t, '0906')).toBe(false)
    expect(hasFortChit(tx(state), '0906')).toBe(true)
  })

  it('the destroyed fort is no target any more; the others are recomputed without it: airbase 1, Mulberry 3, radar 5, rocket site 2', () => {
    const after = act(overTarget(game([everything]), raid, [4, 4]).state, {
      type: 'allocateBombers',
      allocation: { '0906:fort': ['w1', 'w2'] },
    }).state
    const ctx = contextOf(after.scenario)
    const left = bombableAt(ctx, after, 'allies', ctx.map.parseLoc('0906')!)
    expect(left.map((i) => [i.id, targetNumber(ctx, after, i).value])).toEqual([
      ['x1:0', 1],
      ['0906:mulberry', 3],
      ['0906:radar', 5],
      ['0906:rocketSite', 2],
    ])
  })

  it('a radar site in a hex of its own bombed: 4 + no capacity = 4, least roll 10 with strength 10; 5 + 5 destroys it', () => {
    const sc = game([{ hex: '0906', nation: 'DE', radar: true, name: 'Freya' }], { x1: false })
    const { state } = overTarget(sc, raid, [5, 5])
    expect(pendingOf(state, 'bombAllocation').installations).toEqual([
      { id: '0906:radar', name: 'Freya radar site', targetNumber: 4 },
    ])
    const r = act(state, { type: 'allocateBombers', allocation: { '0906:radar': ['w1', 'w2'] } })
    expect(texts(r.events)).toContain(
      'Freya radar site is destroyed: it does not function until repaired (4.26); no fighter gets the radar bonus from it (4.18).',
    )
  })

  it('a destroyed UK radar site gives the Spitfire no −1 in round 1 any more (4.18; 4.26: it does not function until repaired)', () => {
    // The Axis bombs the Chain Home site at 0506, next to the Allied airbase ab (0106 is 4 hexes away: 0506 itself).
    const sc: Scenario = (() => {
      const s = fixture({
        bases: [
          { id: 'ab', hex: '0506', owner: 'allies' },
          { id: 'x1', hex: '0906', owner: 'axis' },
        ],
        units: [SPIT, JU88, JU88B, ME109],
        features: [{ hex: '0506', nation: 'UK', radar: true, name: 'Chain Home' }],
      })
      return { ...s, start: { ...s.start, phase: 'offensive' } }
    })()
    const axisRaid: Action = {
      type: 'launch',
      base: 'x1',
      units: ['ju88', 'ju88b'],
      mission: 'bombing',
      target: '0506',
    }
    const { state } = overTarget(sc, axisRaid, [6, 5], 'axis')
    const loc = contextOf(state.scenario).map.parseLoc('0506')!
    expect(attackFacts(tx(state), 'spit', 'me109', loc, 1).radar).toBe(true)
    expect(pendingOf(state, 'bombAllocation').installations).toEqual([
      { id: 'ab:0', name: 'ab large airbase', targetNumber: 2 },
      { id: '0506:radar', name: 'Chain Home radar site', targetNumber: 10 }, // 4 + capacity 6
    ])
    // Strength 10, column 7–11 (roll − 6): 6 + 5 = 11 → 5, against 10: no effect. The radar still works.
    const miss = act(state, { type: 'allocateBombers', allocation: { '0506:radar': ['ju88', 'ju88b'] } })
    expect(texts(miss.events)[1]).toBe(
      'Ju-88 and Ju-88 bomb Chain Home radar site: strength 10, column 7–11 (placeholder table), roll 6 + 5 = 11: result 5 against target number 10 — no effect (4.26).',
    )
    expect(attackFacts(tx(miss.state), 'spit', 'me109', loc, 1).radar).toBe(true)
    // With the real table giving 12 on a 12, the same raid destroys it.
    const table = {
      columns: [{ from: 1, results: ['0*', '0', '0', '0', '0', '0', '0', '0', '0', '0', '12'] }],
    }
    const hit = overTarget({ ...sc, bombingTable: table }, axisRaid, [6, 6], 'axis')
    const r = act(hit.state, { type: 'allocateBombers', allocation: { '0506:radar': ['ju88', 'ju88b'] } })
    expect(r.state.installations).toEqual({ '0506:radar': { destroyed: true } })
    expect(attackFacts(tx(r.state), 'spit', 'me109', loc, 1).radar).toBe(false)
  })

  it('Malta’s and the Maginot Line’s permanent forts are never destroyed (4.26; A-68): not listed, and a hex with nothing else is no target', () => {
    const malta = game([
      { hex: '0906', nation: 'DE', fort: 'permanent', fortIndestructible: true, neverStrafed: true },
    ])
    const { state } = overTarget(malta, raid)
    expect(pendingOf(state, 'bombAllocation').installations).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 },
    ]) // the airbase is bombed normally, fortified by the fort
    const alone = game([{ hex: '0906', nation: 'DE', fort: 'permanent', fortIndestructible: true }], {
      x1: false,
    })
    const s = act(start(alone), { type: 'declareOffensive', offensive: 'air' }).state
    expect(refused(s, raid)).toEqual({
      rule: '4.26',
      message:
        'There is no enemy installation to bomb at 0906 (airbases, airfields, ports, forts, Mulberries, radar sites and rocket sites, 4.26).',
    })
  })

  it('the mission form lists a hex with only a feature installation, with its installations (4.26)', () => {
    const sc = game([{ hex: '0706', nation: 'DE', mulberry: true, name: 'Port Winston' }])
    const s = act(start(sc), { type: 'declareOffensive', offensive: 'air' }).state
    expect(bombingTargets(s, 'ab', ['w1'])).toEqual([
      { hex: '0706', installations: ['Port Winston Mulberry'], distance: 6 },
      { hex: '0906', installations: ['x1 small airbase'], distance: 8 },
    ])
  })

  it('an installation destroyed at the start (map.features[].destroyed) is no target; the what-if export keeps what bombing destroyed', () => {
    const sc = game([{ hex: '0906', nation: 'DE', fort: 'fort', radar: true, destroyed: ['radar'] }])
    const { state } = overTarget(sc, raid, [4, 4])
    expect(pendingOf(state, 'bombAllocation').installations.map((i) => i.id)).toEqual(['x1:0', '0906:fort'])
    // Fortification 2 + 1 = 3: 4 + 4 = 8 → 2, no effect; then the same game's export keeps the radar destroyed.
    const r = act(state, { type: 'allocateBombers', allocation: { '0906:fort': ['w1', 'w2'] } })
    expect(r.state.installations).toBeUndefined()
    const hit = act(overTarget(sc, raid, [5, 4]).state, {
      type: 'allocateBombers',
      allocation: { '0906:fort': ['w1', 'w2'] },
    }).state
    const exported = scenarioFromPosition(hit).scenario
    expect(exported.map.features).toEqual([
      { hex: '0906', nation: 'DE', fort: 'fort', radar: true, destroyed: ['fort', 'radar'] },
    ])
    const back = parseScenario(exported)
    expect(back.ok).toBe(true)
  })

  it('the bot bombs a base’s installation before a feature installation even at worse odds (the airbase 3, not the coastal fort 2), the fort once nothing else is left', () => {
    const { state } = overTarget(game([{ hex: '0906', nation: 'DE', fort: 'coastal' }]), raid)
    const d = decideBombAllocation(state, pendingOf(state, 'bombAllocation'))
    expect(d[0].action).toEqual({
      type: 'allocateBombers',
      side: 'allies',
      allocation: { 'x1:0': ['w1', 'w2'] },
    })
    const alone = overTarget(
      game([{ hex: '0906', nation: 'DE', fort: 'coastal' }], { x1: false }),
      raid,
    ).state
    expect(decideBombAllocation(alone, pendingOf(alone, 'bombAllocation'))[0].action).toEqual({
      type: 'allocateBombers',
      side: 'allies',
      allocation: { '0906:fort': ['w1', 'w2'] },
    })
  })

  it('the bot raids a feature installation only when no base installation gives a raid worth flying', () => {
    // The airbase at 0906 (target 1 + 2 = 3; two Wellingtons: 10/36) is worth a raid; with it out of reach the Mulberry at 0706 is the raid.
    const sc = game([
      { hex: '0906', nation: 'DE', fort: 'coastal' },
      { hex: '0706', nation: 'DE', mulberry: true, name: 'Port Winston' },
    ])
    const s = act(start(sc), { type: 'declareOffensive', offensive: 'air' }).state
    const plan = pendingOf(s, 'plan')
    expect(bestRaid(s, plan.bases, policyOf())).toMatchObject({ hex: '0906', name: 'x1 small airbase' })
    const short = { ...sc, airUnits: sc.airUnits.map((u) => ({ ...u, front: { ...u.front, range: 7 } })) }
    const s2 = act(start(short), { type: 'declareOffensive', offensive: 'air' }).state
    expect(bestRaid(s2, pendingOf(s2, 'plan').bases, policyOf())).toMatchObject({
      hex: '0706',
      name: 'Port Winston Mulberry',
    })
  })
})

describe('APTO bombing of forts and the Burma Railway (APTO D86, D87, D89)', () => {
  const apto = (features: Feature[], x1 = true) => game(features, { variant: 'apto', x1 })

  it('APTO D86: the Burma Railway is 2, no airbase capacity added; +2 in a hex fortified by a fort', () => {
    expect(
      pendingOf(
        overTarget(apto([{ hex: '0906', nation: 'DE', burmaRailway: true, name: 'Thanbyuzayat' }]), raid)
          .state,
        'bombAllocation',
      ).installations,
    ).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 1 },
      { id: '0906:burmaRailway', name: 'Burma Railway at Thanbyuzayat', targetNumber: 2 },
    ])
    expect(
      pendingOf(
        overTarget(apto([{ hex: '0906', nation: 'DE', burmaRailway: true, fort: 'coastal' }]), raid).state,
        'bombAllocation',
      ).installations,
    ).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 },
      { id: '0906:fort', name: 'x1 coastal fortification', targetNumber: 2 },
      { id: '0906:burmaRailway', name: 'Burma Railway at x1', targetNumber: 4 },
    ])
  })

  it('APTO D86: a radar site in an APTO map is no target (no Radar in the APTO list)', () => {
    expect(
      pendingOf(
        overTarget(apto([{ hex: '0906', nation: 'DE', radar: true }]), raid).state,
        'bombAllocation',
      ).installations.map((i) => i.id),
    ).toEqual(['x1:0'])
  })

  it('APTO D86, D89: the fort bombed first (Wellington 5, column 1–6: 6 + 4 = 10 → 3 against 3, destroyed), the Burma Railway falls from 4 to 2 and 5 + 4 = 9 → 2 destroys it', () => {
    const { state } = overTarget(
      apto([{ hex: '0906', nation: 'DE', burmaRailway: true, fort: 'fort' }]),
      raid,
      [6, 4, 5, 4],
    )
    const p = pendingOf(state, 'bombAllocation')
    expect(p.installations.map((i) => [i.id, i.targetNumber])).toEqual([
      ['x1:0', 3],
      ['0906:fort', 3],
      ['0906:burmaRailway', 4],
    ])
    const r = act(state, {
      type: 'allocateBombers',
      allocation: { '0906:fort': ['w1'], '0906:burmaRailway': ['w2'] },
    })
    expect(texts(r.events)).toEqual([
      'Western Allies bombs x1 fortification with Wellington; then Burma Railway at x1 with Wellington, each target number recomputed after a success (4.26; APTO D89).',
      'Wellington bombs x1 fortification: strength 5, column 1–6 (placeholder table), roll 6 + 4 = 10: result 3 against target number 3 — destroyed (4.26).',
      'x1 fortification is destroyed: it does not function until repaired (4.26); no land chit may be concealed under it from a land reconnaissance (4.11); what it does in land combat belongs to the land rules, not played in Sortie.',
      'Wellington bombs Burma Railway at x1: strength 5, column 1–6 (placeholder table), roll 5 + 4 = 9: result 2 against target number 2 (recomputed after an earlier success: it was 4, APTO D89) — destroyed (4.26).',
      'Burma Railway at x1 is destroyed: it does not function until repaired (4.26); what it carries belongs to the supply rules, not played in Sortie.',
      'The bombing of 0906 is over (4.26).',
    ])
    expect(r.state.installations).toEqual({
      '0906:fort': { destroyed: true },
      '0906:burmaRailway': { destroyed: true },
    })
  })

  it('APTO D87: the Addu Atoll fort is never destroyed — no target — and it keeps the hex fortified (airbase 1 + 2 = 3)', () => {
    const { state } = overTarget(
      apto([{ hex: '0906', nation: 'DE', fort: 'fort', fortIndestructible: true, name: 'Addu Atoll' }]),
      raid,
    )
    expect(pendingOf(state, 'bombAllocation').installations).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 },
    ])
  })

  it('APTO 3.29: a destroyed fort no longer makes its port fortified', () => {
    const sc = apto([{ hex: '0906', nation: 'DE', fort: 'coastal' }])
    const withPort: Scenario = {
      ...sc,
      bases: sc.bases.map((b) =>
        b.id === 'x1'
          ? {
              ...b,
              components: [
                ...b.components,
                { kind: 'MinorPort', fortified: false, destroyed: false, underConstruction: false },
              ],
            }
          : b,
      ),
    }
    const { state } = overTarget(withPort, raid, [6, 6])
    const ctx = contextOf(state.scenario)
    const loc = ctx.map.parseLoc('0906')!
    expect(fortifiedPortAt(ctx, state, loc, 'axis')).toBe(true)
    // Coastal fort: 1 + hex capacity 2 (airbase 1, port 1) = 3; Wellingtons 10, column 7–11: 6 + 6 → 6, destroyed.
    const r = act(state, { type: 'allocateBombers', allocation: { '0906:fort': ['w1', 'w2'] } })
    expect(r.state.installations).toEqual({ '0906:fort': { destroyed: true } })
    expect(fortifiedPortAt(ctx, r.state, loc, 'axis')).toBe(false)
  })
})

describe('APTO 3.28: ships bombard a fort and the Burma Railway (the same target numbers)', () => {
  /** Columns 1–8 land, 9–20 sea. Munda (0805, small airbase capacity 2) with a coastal fort and the Burma Railway; TF 64 (Washington 4, San Francisco 3) at sea at 0905. */
  function coast(features: Feature[]): Scenario {
    const sc = fixture({
      variant: 'apto',
      terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
      bases: [{ id: 'henderson', hex: '0502', owner: 'allies' }],
      moreBases: [
        {
          id: 'munda',
          name: 'Munda',
          hex: '0805',
          owner: 'axis',
          components: [{ kind: 'SmallAirbase', capacity: 2 }],
        },
      ],
      units: [],
      navalUnits: [
        {
          id: 'washington',
          name: 'Washington',
          nation: 'US',
          type: 'BB',
          named: true,
          front: { armor: 10, gunnery: 4 },
          back: null,
          hex: '0905',
          flotilla: 'tf64',
        },
        {
          id: 'sf',
          name: 'San Francisco',
          nation: 'US',
          type: 'CA',
          named: true,
          front: { armor: 10, gunnery: 3 },
          back: null,
          hex: '0905',
          flotilla: 'tf64',
        },
      ],
      features,
    })
    return { ...sc, start: { ...sc.start, phase: 'offensive' } }
  }
  function atTheCoast(sc: Scenario, dice: number[]): GameState {
    let s = start(sc, dice)
    for (const a of [
      { type: 'declareOffensive', offensive: 'sea' },
      { type: 'moveFlotilla', flotilla: 'tf64', to: '0805' },
    ] as Action[]) {
      s = act(s, a).state
      while ((s.pending.kind === 'navalWindow' || s.pending.kind === 'declare') && s.pending.side === 'axis')
        s = act(s, { type: 'pass' }).state
    }
    return s
  }

  it('the plan lists the fort (1 + capacity 2 = 3) and the Burma Railway (2 + 2 fortified = 4); gunnery 7 rolls 5 + 4 = 9 → 3 against the fort: destroyed (3.28)', () => {
    const s = atTheCoast(coast([{ hex: '0805', nation: 'DE', fort: 'coastal', burmaRailway: true }]), [5, 4])
    expect(pendingOf(s, 'plan').bombard![0].installations).toEqual([
      { id: 'munda:0', name: 'Munda small airbase', targetNumber: 3 },
      { id: '0805:fort', name: 'Munda coastal fortification', targetNumber: 3 },
      { id: '0805:burmaRailway', name: 'Burma Railway at Munda', targetNumber: 4 },
    ])
    const r = act(s, { type: 'bombard', flotilla: 'tf64', allocation: { '0805:fort': ['washington', 'sf'] } })
    expect(texts(r.events.filter((e) => e.type === 'bombardmentRoll' || e.type === 'bombed'))).toEqual([
      'Washington, San Francisco bombard Munda coastal fortification: gunnery 7, column 7–11 (placeholder table), roll 5 + 4 = 9: result 3 against target number 3 — destroyed (3.28).',
      'Munda coastal fortification is destroyed: it does not function until repaired (3.28); no land chit may be concealed under it from a land reconnaissance (4.11); what it does in land combat belongs to the land rules, not played in Sortie.',
    ])
    expect(r.state.installations).toEqual({ '0805:fort': { destroyed: true } })
  })

  it('APTO D87: ships never bombard the Addu Atoll fort either; the Burma Railway in its hex they may (2 + 2, the hex fortified by that fort)', () => {
    const rail = atTheCoast(
      coast([{ hex: '0805', nation: 'DE', fort: 'fort', fortIndestructible: true, burmaRailway: true }]),
      [],
    )
    expect(pendingOf(rail, 'plan').bombard![0].installations.map((i) => [i.id, i.targetNumber])).toEqual([
      ['munda:0', 3],
      ['0805:burmaRailway', 4],
    ])
  })
})

describe('scenario validation of the installations that are no base (4.26)', () => {
  const errors = (variant: 'aeto' | 'apto', features: Feature[]) => {
    const sc = JSON.parse(JSON.stringify(game([], { variant }))) as ScenarioInput
    sc.map.features = features
    const r = parseScenario(sc)
    return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
  }
  it('AETO-only and APTO-only installations are refused in the other game', () => {
    expect(errors('apto', [{ hex: '0906', nation: 'DE', mulberry: true, rocketSite: true }])).toEqual([
      'map.features[0].mulberry: Mulberries are AETO installations (4.26); APTO bombs none (APTO D86): this is an APTO scenario',
      'map.features[0].rocketSite: rocket sites are AETO installations (4.26); APTO bombs none (APTO D86): this is an APTO scenario',
    ])
    expect(errors('aeto', [{ hex: '0906', nation: 'DE', burmaRailway: true }])).toEqual([
      'map.features[0].burmaRailway: the Burma Railway is an APTO installation (APTO 4.26; D86): this is an AETO scenario',
    ])
  })
  it('a fort never destroyed needs a fort; what starts destroyed must be there, once, and destructible; the installation needs a side', () => {
    expect(
      errors('aeto', [
        { hex: '0906', nation: 'DE', fortIndestructible: true, destroyed: ['radar', 'radar'] },
      ]),
    ).toEqual([
      'map.features[0].fortIndestructible: hex 0906 has no fort to be never destroyed (4.26): give its "fort" ("coastal", "fort" or "permanent")',
      'map.features[0].destroyed[0]: hex 0906 has no radar to be destroyed: set "radar" in this entry, or leave it out of "destroyed"',
      'map.features[0].destroyed[1]: "radar" is listed twice',
    ])
    expect(
      errors('aeto', [
        { hex: '0906', nation: 'DE', fort: 'permanent', fortIndestructible: true, destroyed: ['fort'] },
      ]),
    ).toEqual([
      'map.features[0].destroyed[0]: the fort of hex 0906 may never be destroyed by bombing (fortIndestructible, 4.26): it cannot start destroyed',
    ])
    expect(errors('aeto', [{ hex: '0706', fort: 'coastal' }])).toEqual([
      'map.features[0].hex: hex 0706 belongs to no nation: its installations belong to the side controlling it (4.26); give the hex a nation (map.nations or this entry\'s "nation") or a "control"',
    ])
    expect(
      errors('aeto', [
        { hex: '0706', control: 'axis', fort: 'coastal' },
        { hex: '0806', fort: true },
      ]),
    ).toEqual([]) // a fort chit of no kind needs no side
  })
})
