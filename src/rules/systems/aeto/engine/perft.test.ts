// Golden counts of legal actions ("perft") in canned positions: `legalActions(state)` lists every
// choice of the pending decision (subsets in full up to maxSubsetUnits), and every listed action
// is accepted by `apply`.
import { describe, expect, it } from 'vitest'
import { apply } from './flow'
import { legalActions } from './legal'
import { duelScenario, rowRoute, toCombat } from '../testing/engineScenarios'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, play, start } from '../testing/play'
import type { Action, GameState } from '../types'

const F = (id: string, base: string, chit = '4-4/3', nation = 'DE'): FixtureUnit => ({
  id,
  name: id,
  nation,
  type: 'F',
  front: chit,
  back: null,
  base,
})

/** Allies: ab 0106 (Hampden). Axis: x1 0906 (Me-109, Me-110 FB), x2 0703 (Fw-190); all three reach 0506. */
const sc = fixture({
  bases: [
    { id: 'ab', hex: '0106', owner: 'allies' },
    { id: 'x1', hex: '0906', owner: 'axis' },
    { id: 'x2', hex: '0703', owner: 'axis' },
  ],
  units: [
    { id: 'hamp', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10/0', back: '2-10/0', base: 'ab' },
    F('me109', 'x1'),
    { id: 'me110', name: 'Me-110', nation: 'DE', type: 'FB', front: '3-6/1', back: '2-6/1', base: 'x1' },
    F('fw190', 'x2', '4-5/4'),
  ],
})
const launch: Action = {
  type: 'launch',
  base: 'ab',
  units: ['hamp'],
  mission: 'fly',
  target: '0706',
  path: rowRoute(1, 7),
}
const atWindow = () => play(sc, [launch]).state

/** Every listed action is accepted (and does not modify the state it is applied to). */
function allAccepted(state: GameState, legal: Action[]): void {
  const before = JSON.stringify(state)
  for (const a of legal) {
    const r = apply(state, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: [${r.violation.rule}] ${r.violation.message}`)
  }
  expect(JSON.stringify(state)).toBe(before)
}

const count = (legal: Action[]) => {
  const out: Record<string, number> = {}
  for (const a of legal) out[a.type] = (out[a.type] ?? 0) + 1
  return out
}

describe('perft: legal action counts (every action listed is accepted)', () => {
  it('plan at the start of the Step: only "endStep" unless mission targets are asked for', () => {
    const s = start(sc)
    expect(legalActions(s)).toEqual([{ type: 'endStep', side: 'allies' }])
    allAccepted(s, legalActions(s))
  })

  it('plan with mission targets: an F of range 1 has 6 targets, an FB of range 1 has 6 × 2 roles = 12; + endStep = 19', () => {
    const small = fixture({
      cols: 9,
      rows: 9,
      bases: [
        { id: 'a', hex: '0505', owner: 'allies' },
        { id: 'x', hex: '0909', owner: 'axis' },
      ],
      units: [
        { id: 'f1', name: 'F1', nation: 'UK', type: 'F', front: '1-1/0', back: null, base: 'a' },
        { id: 'fb1', name: 'FB1', nation: 'UK', type: 'FB', front: '1-1/0', back: null, base: 'a' },
        F('xx', 'x', '1-1/0'),
      ],
    })
    const s = start(small)
    const legal = legalActions(s, { missionTargets: true })
    expect(count(legal)).toEqual({ endStep: 1, launch: 18 })
    allAccepted(s, legal)
  })

  it('the Axis has exactly 7 legal interception declarations plus pass with 3 eligible fighters (2 at x1, 1 at x2)', () => {
    const s = atWindow()
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ pass: 1, declare: 7 })
    expect(legal[legal.length - 1]).toEqual({
      type: 'declare',
      side: 'axis',
      groups: [
        { base: 'x1', units: ['me109', 'me110'] },
        { base: 'x2', units: ['fw190'] },
      ],
    })
    allAccepted(s, legal)
  })

  it('above maxSubsetUnits the subsets are "each unit alone" and "all": 3 eligible with max 2 → pass + 3 + 1 = 5', () => {
    const legal = legalActions(atWindow(), { maxSubsetUnits: 2 })
    expect(count(legal)).toEqual({ pass: 1, declare: 4 })
  })

  it('launchInterceptors with two declared bases: 2 launches + proposeCancel = 3', () => {
    const s = act(atWindow(), {
      type: 'declare',
      groups: [
        { base: 'x1', units: ['me109'] },
        { base: 'x2', units: ['fw190'] },
      ],
    }).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ launchInterceptors: 2, proposeCancel: 1 })
    allAccepted(s, legal)
  })

  it('pre-combat, intercepting side, 2 more eligible fighters (Me-110, Fw-190): pass + proposeCancel + 3 additions = 5; the other side: pass + proposeCancel = 2', () => {
    const s = play(atWindow(), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
    ]).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ pass: 1, proposeCancel: 1, addInterceptors: 3 })
    allAccepted(s, legal)
    const other = act(s, { type: 'pass' }).state
    expect(count(legalActions(other))).toEqual({ pass: 1, proposeCancel: 1 })
    allAccepted(other, legalActions(other))
  })

  it('accept or refuse a cancellation: 2', () => {
    const s = play(atWindow(), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'proposeCancel' },
    ]).state
    expect(legalActions(s)).toEqual([
      { type: 'acceptCancel', side: 'allies' },
      { type: 'refuseCancel', side: 'allies' },
    ])
    allAccepted(s, legalActions(s))
  })

  it('move: an interior hex has 6 neighbours + stop = 7 actions', () => {
    const s = play(sc, [
      { type: 'launch', base: 'ab', units: ['hamp'], mission: 'fly', target: '0706', path: ['0206'] },
    ]).state
    expect(pendingOf(s, 'move').loc).toBe('0206')
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ move: 6, stop: 1 })
    allAccepted(s, legal)
  })

  it('an interceptor flown hex by hex: only the neighbours from which it still reaches the engagement, no stop: 2', () => {
    const s = play(atWindow(), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1', path: ['0806'] },
    ]).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ move: 2 })
    allAccepted(s, legal)
  })

  it('collect: two units at the over-flown base → 4 subsets (none, each, both)', () => {
    const c = fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'h', hex: '0306', owner: 'allies' },
        { id: 'x', hex: '2012', owner: 'axis' },
      ],
      units: [
        { id: 'hamp', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10/0', back: null, base: 'a' },
        F('s1', 'h', '4-4/3', 'UK'),
        { id: 'fb', name: 'FB', nation: 'UK', type: 'FB', front: '3-6/1', back: null, base: 'h' },
        F('xx', 'x'),
      ],
    })
    const s = play(c, [
      { type: 'launch', base: 'a', units: ['hamp'], mission: 'fly', target: '0606', path: rowRoute(1, 6) },
    ]).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ collect: 4 })
    allAccepted(s, legal)
  })
})

describe('perft in air combat', () => {
  const two = duelScenario({
    allies: [F('spit', 'ab', '4-4/3', 'UK'), F('spit2', 'ab', '4-4/3', 'UK')],
    axis: [F('me109', 'x1'), F('fw190', 'x1', '4-5/4')],
  })

  it('first attack: 2 attackers × 2 legal targets + endAttacks = 5; after Spitfire → Me-109, the other Spitfire has 1 legal target: 2', () => {
    const s = toCombat(two, [6, 6, 6, 6]).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ endAttacks: 1, attack: 4 })
    allAccepted(s, legal)
    const after = act(s, { type: 'attack', attacker: 'spit', target: 'me109' }).state
    expect(legalActions(after)).toEqual([
      { type: 'endAttacks', side: 'allies' },
      { type: 'attack', side: 'allies', attacker: 'spit2', target: 'fw190' },
    ])
  })

  it('designate with two fighters that may attack bombers: 4 subsets', () => {
    const s = toCombat(
      duelScenario({
        allies: [{ id: 'b', name: 'B', nation: 'UK', type: 'B', front: '4-8/0', back: null }],
        axis: [F('me109', 'x1'), F('fw190', 'x1', '4-5/4')],
      }),
    ).state
    const legal = legalActions(s)
    expect(count(legal)).toEqual({ designate: 4 })
    allAccepted(s, legal)
  })

  it('dump ordnance with one FB in the bomber role: 2 (dump or not)', () => {
    const s = toCombat(
      duelScenario({
        allies: [{ id: 'fb', name: 'FB', nation: 'UK', type: 'FB', front: '4-5/2', back: null }],
        axis: [F('me109', 'x1')],
      }),
      [],
      {
        roles: { fb: 'bomber' },
      },
    ).state
    expect(legalActions(s)).toEqual([
      { type: 'dumpOrdnance', side: 'allies', units: [] },
      { type: 'dumpOrdnance', side: 'allies', units: ['fb'] },
    ])
    allAccepted(s, legalActions(s))
  })

  it('voluntary aborts with two units left: 4; Round 2 "remain" with two units: 4', () => {
    let s = toCombat(two, [6, 6, 6, 6]).state
    for (const a of [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'spit2', target: 'fw190' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'attack', attacker: 'fw190', target: 'spit2' },
    ] as Action[])
      s = act(s, a).state
    expect(count(legalActions(s))).toEqual({ voluntaryAbort: 4 })
    allAccepted(s, legalActions(s))
    s = play(s, [
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
    ]).state
    expect(count(legalActions(s))).toEqual({ remain: 4 })
    allAccepted(s, legalActions(s))
  })

  it('continue with one surviving flight: 2 (continue it, or discontinue)', () => {
    let s = toCombat(
      duelScenario({ allies: [F('spit', 'ab', '4-4/3', 'UK')], axis: [F('me109', 'x1')] }),
      [6, 6],
    ).state
    s = play(s, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['spit'] },
      { type: 'remain', units: [] },
    ]).state
    expect(count(legalActions(s))).toEqual({ continue: 2 })
    allAccepted(s, legalActions(s))
  })

  it('a manual die: 6 faces', () => {
    const s = play(
      toCombat(duelScenario({ allies: [F('spit', 'ab', '4-4/3', 'UK')], axis: [F('me109', 'x1')] }), [], {
        manualDice: true,
      }).state,
      [{ type: 'attack', attacker: 'spit', target: 'me109' }],
    ).state
    expect(legalActions(s).map((a) => (a as { value: number }).value)).toEqual([1, 2, 3, 4, 5, 6])
    allAccepted(s, legalActions(s))
  })
})

describe('perft at the end of the Step', () => {
  it('return to base: Spitfire (a or b) × Hurricane (b or a), Wellington only a → 4 assignments', () => {
    const r = fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'b', hex: '0308', owner: 'allies' },
        { id: 'x', hex: '2012', owner: 'axis' },
      ],
      units: [
        { id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: null, base: 'a' },
        F('spit', 'a', '4-4/3', 'UK'),
        F('hurri', 'b', '3-4/1', 'UK'),
        F('xx', 'x'),
      ],
    })
    const s = play(r, [
      {
        type: 'launch',
        base: 'a',
        units: ['well', 'spit'],
        mission: 'fly',
        target: '0506',
        path: rowRoute(1, 5),
      },
      { type: 'launch', base: 'b', units: ['hurri'], mission: 'fly', target: '0506' },
      { type: 'endStep' },
    ]).state
    const legal = legalActions(s)
    expect(legal.map((a) => (a as { assignments: unknown }).assignments)).toEqual([
      { spit: 'a', hurri: 'b' },
      { spit: 'a', hurri: 'a' },
      { spit: 'b', hurri: 'b' },
      { spit: 'b', hurri: 'a' },
    ])
    allAccepted(s, legal)
  })
})
