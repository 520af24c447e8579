// The plan's mission list and reconnaissance targets, and an Offensive's options, are worked out
// when first read (lazyFields.ts): read late (after play went on from the state) or at once, they
// are the same, and an absent field stays absent in JSON and in the state hash.
import { describe, expect, it } from 'vitest'
import { apply, newGame, type Action, type GameState } from '..'
import { stateHash } from '../save/hash'
import { randomAction, seededRng } from '../testing/randomPlay'
import { shippedScenarios } from '../../../../scenarios/shipped'
import { lazyFields } from './lazyFields'

describe('lazy fields', () => {
  it('are computed once, on first read, and an undefined one is left out of JSON', () => {
    let calls = 0
    const o = lazyFields({ kind: 'x' }, { n: () => ++calls, gone: () => undefined })
    expect(calls).toBe(0)
    expect(o.n).toBe(1)
    expect(o.n).toBe(1)
    expect(calls).toBe(1)
    expect(JSON.stringify(o)).toBe('{"kind":"x","n":1}')
  })

  it('a decision read after play went on from its state lists what it lists read at once', () => {
    for (const { id, scenario } of shippedScenarios().slice(0, 6)) {
      const start = newGame({ ...scenario, end: undefined }, { seed: 5 })
      const rng = seededRng(5)
      const actions: Action[] = []
      const atOnce = [stateHash(start)]
      let s = start
      for (let i = 0; i < 150 && s.pending.kind !== 'over'; i++) {
        const a = randomAction(s, rng)
        const r = apply(s, a)
        if (!r.ok) throw new Error(`${id}: ${r.violation.message}`)
        s = r.state
        actions.push(a)
        atOnce.push(stateHash(s)) // every field read as soon as the state is made
      }
      // The same game replayed with nothing read, then every state hashed at the end.
      const states: GameState[] = [start]
      for (const a of actions) {
        const r = apply(states[states.length - 1], a)
        if (!r.ok) throw new Error(`${id}: ${r.violation.message}`)
        states.push(r.state)
      }
      expect(
        states.map((x) => stateHash(x)),
        id,
      ).toEqual(atOnce)
      expect(actions.length, id).toBeGreaterThan(100)
    }
  })
})
