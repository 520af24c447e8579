// The automatic opponent's strikes with Naval-Air and fighter-bombers (4.0, 4.14, 4.20, 4.26) on
// Pearl Harbor, December 1941 (APTO): its carriers sail into their bombers' reach, its Kates and
// Vals strike the battleships in port while a Zero escorts them only where American fighters could
// intercept, its Zeros strafe the airfields by the exact strafing odds, and its Air Offensive bombs
// the airbase worth most with the units on it. Then its fixed transfers (APTO D8) and its raids in
// a Strategic Bombing Step of a scenario with shipping routes (2.2).
import { describe, expect, it } from 'vitest'
import { apply, newGame } from '../index'
import { tx } from '../engine/core'
import { strafeOdds } from '../missions/strafe'
import { bombingOdds } from '../missions/bombing'
import { bombableAt } from '../installations'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture } from '../testing/fixtures'
import { raidsScenario } from '../testing/strategicFixtures'
import { readBuiltIn } from '../../../../scenarios/files'
import type { Action, GameState, Mission } from '../types'
import { botDecision, runBotGame } from './index'
import { bestRaid, raidWorth } from './bombing'
import { policyOf } from './policy'
import { transferMoves } from './transfer'

function load(input: unknown): Scenario {
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

const pearl = load(readBuiltIn('pearl-harbor-1941'))
/** Pearl Harbor with `keep` deciding which ships and air units stay in it. */
function pearlWith(o: {
  ships?: (s: Scenario['navalUnits'][number]) => boolean
  air?: (u: Scenario['airUnits'][number]) => boolean
}): Scenario {
  return {
    ...pearl,
    navalUnits: pearl.navalUnits.filter(o.ships ?? (() => true)),
    airUnits: pearl.airUnits.filter(o.air ?? (() => true)),
  }
}

/** Plays the bot's answers (or `instead`'s) until `stop`; returns the decisions made, in order. */
function botUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  instead: (s: GameState) => Action | null = () => null,
): { state: GameState; decisions: { kind: string; action: Action; reasoning: string[] }[] } {
  const decisions: { kind: string; action: Action; reasoning: string[] }[] = []
  for (let i = 0; i < 300 && !stop(state); i++) {
    const own = instead(state)
    const d = own ? { action: own, reasoning: [] } : botDecision(state, { seed: 1 })
    decisions.push({ kind: state.pending.kind, ...d })
    const r = apply(state, d.action)
    if (!r.ok) throw new Error(`refused ${JSON.stringify(d.action)}: ${r.violation.message}`)
    state = r.state
  }
  expect(stop(state)).toBe(true)
  return { state, decisions }
}

const usPassesItsNavalWindow = (s: GameState): Action | null =>
  s.pending.kind === 'navalWindow' && s.pending.side === 'allies' ? { type: 'pass', side: 'allies' } : null

describe('Naval-Air strikes on the battleships in port (4.0, 4.20, 4.21; APTO)', () => {
  it('the Kido Butai sails one hex so that its Kates and Vals (range 5) reach Pearl Harbor, 6 hexes off; then Akagi strikes with its Kate and Val as bombers, its Zero escorting, as American fighters could intercept there', () => {
    const { decisions } = botUntil(
      newGame(pearl, { seed: 1 }),
      (s) => s.pending.kind === 'declare' && s.pending.side === 'allies',
      usPassesItsNavalWindow,
    )
    const japan = decisions.filter((d) => d.action.side === 'japan' && d.kind === 'plan')
    expect(japan.map((d) => d.action.type)).toEqual(['reconnoitre', 'moveFlotilla', 'launch'])
    expect(japan[1].action).toEqual({
      type: 'moveFlotilla',
      side: 'japan',
      flotilla: 'kido-butai',
      to: '1208',
    })
    expect(japan[1].reasoning).toEqual([
      'Sail the carrier force at 1207 to 1208: the located enemy ships at 1113 are 6 hexes away, beyond the reach of its bombers (5) (4.15).',
    ])
    expect(japan[2].action).toEqual({
      type: 'launch',
      side: 'japan',
      base: 'akagi-air',
      units: ['jp-b5n-akagi', 'jp-d3a-akagi', 'jp-a6m-akagi'],
      mission: 'airNaval',
      target: '1113',
      inPort: true,
      roles: { 'jp-b5n-akagi': 'bomber', 'jp-d3a-akagi': 'bomber', 'jp-a6m-akagi': 'fighter' },
    })
    expect(japan[2].reasoning).toEqual([
      'Strike the located ships in port at 1113 with B5N Kate and D3A Val escorted by A6M Zero from Akagi (1208): 5 MP away (4.15, 4.20). A-20 Havoc, 2 P-40 Warhawk, P-36 Hawk and PBY Catalina could intercept over the target (4.13).',
    ])
  })

  it('with only American bombers left (none can intercept) and a B-17 on the ground at Hickam, the Zero stays aboard for strafing and the Kate and Val strike alone (4.14)', () => {
    const s = newGame(pearlWith({ air: (u) => u.nation === 'japan' || u.type === 'B' }), { seed: 1 })
    const { decisions } = botUntil(
      s,
      (x) => x.pending.kind === 'plan' && Object.keys(x.missions).length > 0,
      usPassesItsNavalWindow,
    )
    const strike = decisions.find((d) => d.action.type === 'launch')!
    expect(strike.action).toMatchObject({
      base: 'akagi-air',
      units: ['jp-b5n-akagi', 'jp-d3a-akagi'],
      mission: 'airNaval',
      roles: { 'jp-b5n-akagi': 'bomber', 'jp-d3a-akagi': 'bomber' },
    })
    expect(strike.reasoning).toEqual([
      'Strike the located ships in port at 1113 with B5N Kate and D3A Val from Akagi (1208): 5 MP away (4.15, 4.20).',
    ])
  })

  it('with no American air unit at all (nothing to intercept, nothing to strafe), the Zero bombs with the Kate and Val', () => {
    const s = newGame(pearlWith({ air: (u) => u.nation === 'japan' }), { seed: 1 })
    const { decisions } = botUntil(
      s,
      (x) => x.pending.kind === 'plan' && Object.keys(x.missions).length > 0,
      usPassesItsNavalWindow,
    )
    const strike = decisions.find((d) => d.action.type === 'launch')!
    expect(strike.action).toMatchObject({
      base: 'akagi-air',
      units: ['jp-a6m-akagi', 'jp-b5n-akagi', 'jp-d3a-akagi'],
      mission: 'airNaval',
      roles: { 'jp-b5n-akagi': 'bomber', 'jp-d3a-akagi': 'bomber', 'jp-a6m-akagi': 'bomber' },
    })
  })
})

describe('strafing by the exact odds (4.14; APTO D45)', () => {
  // The battle fleet is left out, so nothing at sea comes first (air-naval attacks precede strafing, 4.1).
  const noFleet = pearlWith({ ships: (n) => !n.inPort })

  it('a Zero strafes Hickam Field, 6 hexes off, where a B-17 is on the ground: 4 in 6 to hit it, and the American fighters that could meet it would lose more than it', () => {
    const s = newGame(noFleet, { seed: 1 })
    const d = botDecision(s, { seed: 1 })
    expect(d.action).toEqual({
      type: 'launch',
      side: 'japan',
      base: 'akagi-air',
      units: ['jp-a6m-akagi'],
      mission: 'strafe',
      target: '1213',
      roles: { 'jp-a6m-akagi': 'fighter' },
    })
    expect(d.reasoning).toEqual([
      // A hit on the two-step B-17 (a bomber) is worth 1 + ½: 4/6 × 1.5 = 1.00.
      'Strafe the enemy airbase at 1213 with A6M Zero (strength 4) from Akagi (1207): expected worth 1.00 (a hit on a one-step unit counts 2, on a bomber ½ more; +1 to the die, only hits count) (4.14).',
      'A6M Zero on B-17 Flying Fortress: hit 4/6 (66.7%).',
      'If A-20 Havoc, 2 P-40 Warhawk, P-36 Hawk and PBY Catalina intercept over 1213: 0.71 weighted steps lost by them against 0.15 by us in the first round (4.13, 4.16).',
      'Strafing mission 1 of at most 2 this Step.',
    ])
    // The odds are the rules' own: no +1 penalty against a US unit on a Hawaiian airbase in December 1941 (APTO D45).
    const t = tx(s)
    const m = { side: 'japan', target: t.ctx.map.parseLoc('1213')! } as Mission
    expect(strafeOdds(t, m, 'jp-a6m-akagi', 'us-b17-1').odds.counts.hit).toBe(4)
  })

  it('the strafing mission is flown to the end: the Zero strafes the B-17 on the ground', () => {
    const { state, decisions } = botUntil(
      newGame(noFleet, { seed: 1 }),
      (s) => s.pending.kind === 'strafeTarget',
    )
    expect(decisions[0].action).toMatchObject({ mission: 'strafe', target: '1213' })
    const d = botDecision(state, { seed: 1 })
    expect(d.action).toEqual({ type: 'strafe', side: 'japan', attacker: 'jp-a6m-akagi', target: 'us-b17-1' })
  })
})

describe('the Air Offensive bombs the airbase worth most (4.26)', () => {
  it('Wheeler Field with its three fighters on the ground, from Akagi: Kate and Val bomb, the Zero escorts; worth = destroyed × (1 + ¼ × 3 units) + the collateral steps', () => {
    const s = newGame(pearl, { seed: 1 })
    const p = s.pending
    if (p.kind !== 'plan') throw new Error('plan expected')
    const raid = bestRaid(s, p.bases, policyOf({}))!
    expect({
      base: raid.base.base,
      hex: raid.hex,
      bombers: raid.bombers,
      escorts: raid.escorts,
      name: raid.name,
    }).toEqual({
      base: 'akagi-air',
      hex: '1211',
      bombers: ['jp-b5n-akagi', 'jp-d3a-akagi'],
      escorts: ['jp-a6m-akagi'],
      name: 'Wheeler Field large airbase',
    })
    const t = tx(s)
    const odds = bombingOdds(t, bombableAt(t.ctx, s, 'japan', t.ctx.map.parseLoc('1211')!)[0], raid.bombers)
    expect(odds.destroyed).toBeCloseTo(15 / 36, 12)
    // APTO D90: a roll of 10, 11, 12 takes 1, 2, 3 collateral steps: 3/36 + 2 × 2/36 + 3 × 1/36 = 10/36.
    expect(raid.worth).toBeCloseTo((15 / 36) * 1.75 + 10 / 36, 12)
    expect(raidWorth(s, odds, 'wheeler', 'japan')).toBe(raid.worth)
    // An empty airbase is worth its destruction alone.
    expect(raidWorth({ ...s, stacks: { ...s.stacks, wheeler: [] } }, odds, 'wheeler', 'japan')).toBeCloseTo(
      15 / 36,
      12,
    )
  })
})

describe('Pearl Harbor, both automatic opponents, seed 1 (what Japan does)', () => {
  // The located ships are chits to Japan until its bombers examine them at the attack (4.10, 4.20):
  // it strikes by what it may know, so the ships at sea at 0809 are worth a strike as much as those in port.
  it('Japan sails in, strikes the battleships with Kates and Vals (every Kate and Val of a strike bombs), sinks the six of them and the two ships at sea at 0809, and bombs an airbase in its Air Offensive with a Kate', () => {
    const g = runBotGame(pearl, { botSides: ['allies', 'japan'], seed: 1, steps: Infinity })
    expect(g.stopped).toBe('over')
    const japan = g.actions.filter((a) => a.side === 'japan')
    expect(japan.find((a) => a.type === 'moveFlotilla')).toEqual({
      type: 'moveFlotilla',
      side: 'japan',
      flotilla: 'kido-butai',
      to: '1208',
    })
    const launches = japan.filter((a): a is Extract<Action, { type: 'launch' }> => a.type === 'launch')
    const strikes = launches.filter((a) => a.mission === 'airNaval' || a.mission === 'bombing')
    expect(strikes.length).toBeGreaterThan(1)
    for (const a of strikes)
      for (const id of a.units)
        if (!id.startsWith('jp-a6m')) expect(a.roles?.[id], JSON.stringify(a)).toBe('bomber')
    // The strike of the Naval and Air Phase: Kaga's Kate and Val (the Zeros are aloft, intercepting the American answer to the move).
    expect(strikes[0]).toMatchObject({
      base: 'kaga-air',
      units: ['jp-b5n-kaga', 'jp-d3a-kaga'],
      mission: 'airNaval',
      target: '1113',
      inPort: true,
    })
    expect(strikes[1]).toMatchObject({ base: 'zuikaku-air', mission: 'airNaval', target: '0809' })
    expect(launches.find((a) => a.mission === 'bombing')).toMatchObject({
      base: 'soryu-air',
      mission: 'bombing',
      roles: { 'jp-b5n-soryu': 'bomber' },
    })
    const battleships = pearl.navalUnits.filter((n) => n.type === 'BB' && n.nation === 'us').map((n) => n.id)
    expect(battleships.filter((id) => g.state.naval?.ships?.[id]?.sunk)).toEqual(battleships)
    expect(g.state.naval?.ships?.['us-enterprise']?.sunk).toBe(true)
    expect(g.state.naval?.ships?.['us-northampton']?.sunk).toBe(true)
  })
})

describe('APTO D8: the bot makes a fixed transfer for units idle where they are', () => {
  // Column 20 is off the map: the United States Box (2006), 19 hexes from the Japanese base at Truk (0101);
  // Pearl Harbor (0505) is 6 hexes from Truk, Hickam (0605) 7.
  function transferScenario(range: number): Scenario {
    const sc = fixture({
      variant: 'apto',
      terrain: Array.from({ length: 12 }, () => '.'.repeat(19) + 'x'),
      bases: [
        { id: 'pearl', hex: '0505', owner: 'allies', capacity: 2 },
        { id: 'hickam', hex: '0605', owner: 'allies', capacity: 2 },
        { id: 'truk', hex: '0101', owner: 'axis' },
      ],
      moreBases: [
        {
          id: 'us-box',
          name: 'United States Box',
          hex: '2006',
          owner: 'allies',
          components: [{ kind: 'NationBox' }],
        },
      ],
      units: [
        {
          id: 'b17',
          name: 'B-17',
          nation: 'US',
          type: 'B',
          front: `_12_-${range}[2]`,
          back: `_6_-${range}[2]`,
          base: 'us-box',
        },
        {
          id: 'zero',
          name: 'A6M Zero',
          nation: 'DE',
          type: 'F',
          front: '4-10/3',
          back: '2-10/3',
          base: 'truk',
        },
      ],
    })
    const transfers: ScenarioInput['transfers'] = [
      {
        id: 'hawaii',
        name: 'Trans-Hawaiian transfer',
        side: 'allies',
        from: ['us-box'],
        to: ['pearl', 'hickam'],
        minRange: 5,
        weather: 'permitting',
      },
    ]
    return load({ ...(JSON.parse(JSON.stringify(sc)) as ScenarioInput), transfers })
  }

  it('APTO D8: a B-17 of range 12 in the United States Box (no enemy base within 12) transfers to Pearl Harbor, the end nearest Truk; once there it stays', () => {
    const s = newGame(transferScenario(12), { seed: 1 })
    const d = botDecision(s, { seed: 1 })
    expect(d.action).toEqual({
      type: 'fixedTransfer',
      side: 'allies',
      transfer: 'hawaii',
      units: ['b17'],
      to: 'pearl',
    })
    expect(d.reasoning).toEqual([
      "Transfer B-17 from United States Box (2006) to pearl (0505) by the Trans-Hawaiian transfer: no enemy base is within its range where it is; from pearl (0505) the enemy's truk (0101) is 6 hexes away. At once, no interception; Currently Committed this Phase (4.1; APTO D8).",
    ])
    const after = apply(s, d.action)
    if (!after.ok) throw new Error(after.violation.message)
    expect(after.state.units.b17.base).toBe('pearl')
    // Committed at Pearl Harbor, where Truk is in its range: no transfer back, now or later.
    expect(transferMoves(after.state, 'allies')).toEqual([])
    expect(botDecision(after.state, { seed: 1 }).action.type).not.toBe('fixedTransfer')
  })

  it('APTO D8: a B-17 of range 20 reaches Truk from the United States Box: it stays there and flies from it', () => {
    const s = newGame(transferScenario(20), { seed: 1 })
    expect(transferMoves(s, 'allies')).toEqual([])
    expect(botDecision(s, { seed: 1 }).action).toMatchObject({
      type: 'launch',
      base: 'us-box',
      units: ['b17'],
    })
  })
})

describe('a Strategic Bombing Step in a scenario with shipping routes (2.2, 2.26)', () => {
  it('the Allies raid Tokyo with the B-29s, escorted by a P-47, as without the route: the greyed interdiction missions of a Merchant Shipping Route no longer make the bot decline the raids', () => {
    const input = JSON.parse(JSON.stringify(raidsScenario())) as ScenarioInput
    const sc = load({
      ...input,
      merchantRoutes: [
        { id: 'red', name: 'Red route', nation: 'JP', hexes: ['4329', '4429'], resourceHexes: ['4428'] },
      ],
    })
    const s = newGame(sc, { seed: 1 })
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'allies' })
    const d = botDecision(s, { seed: 1 })
    expect(d.action).toEqual({
      type: 'launch',
      side: 'allies',
      base: 'okinawa',
      units: ['b1', 'b2', 'p1'],
      mission: 'strategicRaid',
      target: '4831',
      roles: { p1: 'fighter' },
    })
    // The same raid as in the scenario without the route.
    expect(botDecision(newGame(raidsScenario(), { seed: 1 }), { seed: 1 })).toEqual(d)
    // Both bots play the Phase on without a refusal or a fallback.
    const g = runBotGame(sc, { botSides: ['allies', 'japan'], seed: 1, steps: 2, maxActions: 2000 })
    expect(['steps', 'over']).toContain(g.stopped)
    expect(
      g.actions.filter((a) => a.type === 'launch' && a.mission === 'strategicRaid').length,
    ).toBeGreaterThan(0)
    expect(g.turns.some((t) => t.reasoning.some((l) => l.startsWith('Fallback')))).toBe(false)
  })
})
