// The indexes of derived.ts (unsettled units, launch options offered before) only save work: an
// action applied to a state gives exactly what it gives applied to a JSON copy of that state,
// which has no index, also when games are interleaved and play branches off from older states
// (undo, exploration, the bot trying actions).
import { describe, expect, it } from 'vitest'
import { apply, newGame, type Action, type ApplyResult, type GameState } from '..'
import type { Scenario } from '../scenario/schema'
import { randomAction, seededRng } from '../testing/randomPlay'
import { randomScenario } from '../testing/randomScenario'
import { shippedScenarios } from '../../../../scenarios/shipped'

function cold(s: GameState): GameState {
  return { ...JSON.parse(JSON.stringify({ ...s, scenario: null })), scenario: s.scenario }
}

function outcome(r: ApplyResult): string {
  return JSON.stringify(r.ok ? { events: r.events, state: { ...r.state, scenario: null } } : r)
}

/** Two games of one scenario played in turn; one action in five is applied to an older state.
 *  The JSON copies are played afterwards: playing them in between would reset the indexes. */
function checkInterleaved(scenario: Scenario, seed: number, actions: number): number {
  const sc = { ...scenario, end: undefined }
  const rng = seededRng(seed)
  const lines = [[newGame(sc, { seed })], [newGame(sc, { seed: seed + 1 })]]
  const played: { from: GameState; a: Action; got: string }[] = []
  let branches = 0
  for (let i = 0; i < actions; i++) {
    const line = lines[rng.int(2)]
    const latest = line[line.length - 1]
    const from = rng.int(5) === 0 ? line[rng.int(line.length)] : latest
    if (from.pending.kind === 'over') continue
    const a = randomAction(from, rng)
    const r = apply(from, a)
    played.push({ from, a, got: outcome(r) })
    if (from !== latest) branches++
    else if (r.ok) line.push(r.state)
  }
  played.forEach(({ from, a, got }, i) =>
    expect(got, `action ${i} ${JSON.stringify(a)}`).toBe(outcome(apply(cold(from), a))),
  )
  return branches
}

describe('derived indexes never change a result', () => {
  for (const { id, scenario } of shippedScenarios())
    it(`${id}: interleaved games and branches give what a JSON copy gives`, () => {
      expect(checkInterleaved(scenario, 11, 300)).toBeGreaterThan(20)
    })
  it('random scenarios with many bases per side (launch options reused base by base)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6])
      checkInterleaved(randomScenario({ seed, basesPerSide: 24, units: 120, mixedStart: true }), seed, 200)
  })
})
