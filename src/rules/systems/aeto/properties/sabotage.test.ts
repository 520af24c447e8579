// The properties of randomGames.test.ts must be able to fail: each is run here against an
// engine broken on purpose (a wrapper around the real `apply` / `legalActions`) and must catch
// it. A property that passes with a sabotaged engine is worthless.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Action, ApplyResult, Flight, GameState } from '../types'
import {
  applyIsPure,
  illegalIsRefused,
  invariantsHold,
  legalIsAccepted,
  manualDiceMatchScript,
  realEngine,
  replayIsExact,
  type Engine,
  type GameSpec,
} from './gameProperties'
import { chainFixture, seedArb } from './scenarios'
import { namedScenarios } from '../../../../scenarios/shipped'

const shipped = namedScenarios().find((s) => s.id === 'tutorial') ?? {
  id: 'fixture-chain',
  scenario: chainFixture,
}
// Without its end (one phase), so that every game is long enough for a sabotage that strikes on
// the Nth call to strike at all: a random game of the one-phase tutorial may last two actions.
const tutorial = { ...shipped, scenario: { ...shipped.scenario, end: undefined } }

/** The property must fail within a few games on the tutorial scenario. */
function expectCaught(
  property: (engine: Engine, spec: GameSpec) => void,
  engine: Engine,
  message: RegExp,
  runs = 6,
) {
  let caught: unknown = null
  try {
    fc.assert(
      fc.property(seedArb, (seed) => property(engine, { ...tutorial, seed, length: 150 })),
      { numRuns: runs, endOnFailure: true },
    )
  } catch (e) {
    caught = e
  }
  expect(caught, 'the property did not fail').not.toBeNull()
  // fast-check reports the property's own error as the cause (and so does playGame).
  const messages: string[] = []
  for (let e = caught; e instanceof Error; e = e.cause) messages.push(e.message)
  expect(messages.join('\n')).toMatch(message)
}

const wrap = (apply: (s: GameState, a: Action, real: Engine['apply']) => ApplyResult): Engine => ({
  ...realEngine,
  apply: (s, a) => apply(s, a, realEngine.apply),
})

describe('the properties catch a broken engine', () => {
  it('invariants: a unit dropped from its base stack when it takes off', () => {
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      if (!r.ok || a.type !== 'launch') return r
      const id = a.units[0]
      const base = r.state.units[id].base
      return {
        ...r,
        state: {
          ...r.state,
          stacks: { ...r.state.stacks, [base]: r.state.stacks[base].filter((u) => u !== id) },
        },
      }
    })
    expectCaught(invariantsHold, engine, /assigned to .* but found in stacks \[\]/)
  })

  it('invariants: a Step that ends with a flight left over', () => {
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      if (!r.ok || r.state.turn.step === s.turn.step) return r
      const f: Flight = {
        id: 'F0',
        side: s.turn.phasingSide,
        mission: 'M0',
        purpose: 'mission',
        engagement: null,
        units: [],
        loc: 0,
        path: [0],
        plan: [],
        status: 'stopped',
        haltedBy: null,
        arrivalSeq: null,
        launchBase: '',
        collectPending: false,
      }
      return { ...r, state: { ...r.state, flights: { F0: f } } }
    })
    expectCaught(invariantsHold, engine, /new Step starts with 1 flights left over/)
  })

  it('purity: apply that writes to its input state', () => {
    const engine = wrap((s, a, real) => {
      if (a.type === 'endStep') (s.turn as { step: number }).step += 0 // any write to a frozen state throws
      return real(s, a)
    })
    expectCaught(applyIsPure, engine, /apply threw TypeError: Cannot assign to read only property/)
  })

  it('purity: apply that depends on a hidden counter', () => {
    let calls = 0
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      return r.ok && ++calls % 5 === 0
        ? {
            ...r,
            state: { ...r.state, counters: { ...r.state.counters, arrival: r.state.counters.arrival + 1 } },
          }
        : r
    })
    expectCaught(applyIsPure, engine, /two different results/)
  })

  it('replay: apply that depends on how many times it was called', () => {
    let calls = 0
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      return r.ok && ++calls % 37 === 0
        ? { ...r, events: [...r.events, { type: 'ghost', text: 'A ghost event.' }] }
        : r
    })
    expectCaught(replayIsExact, engine, /the replay's events differ/)
  })

  it('replay: a state that does not survive a JSON save (a Map that becomes {})', () => {
    const engine = wrap((s, a, real) => {
      const cache = (s as unknown as { cache?: unknown }).cache
      const r = real(s, a)
      if (!r.ok) return r
      const restored = cache !== undefined && !(cache instanceof Map)
      const state = { ...r.state, cache: new Map() } as GameState
      return { ...r, state, events: restored ? [] : r.events }
    })
    expectCaught(
      replayIsExact,
      engine,
      /restored from JSON after \d+ actions, the events of action \d+ differ/,
    )
  })

  it('illegal actions: apply that accepts an action of the wrong type', () => {
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      return !r.ok && /is not possible now/.test(r.violation.message) ? { ok: true, state: s, events: [] } : r
    })
    expectCaught(illegalIsRefused, engine, /apply accepted an illegal action/)
  })

  it('illegal actions: a refusal that changes the state', () => {
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      if (!r.ok) s.counters.flight++
      return r
    })
    expectCaught(illegalIsRefused, engine, /changed the state/)
  })

  it('illegal actions: a refusal without a sentence', () => {
    const engine = wrap((s, a, real) => {
      const r = real(s, a)
      return r.ok ? r : { ok: false, violation: { rule: r.violation.rule, message: '' } }
    })
    expectCaught(illegalIsRefused, engine, /without a rule or a sentence/)
  })

  it('legal actions: legalActions that lists an action apply refuses', () => {
    const engine: Engine = {
      ...realEngine,
      legalActions: (s, o) => [...realEngine.legalActions(s, o), { type: 'roll', value: 3 }],
    }
    expectCaught(
      legalIsAccepted,
      engine,
      /legalActions lists \{"type":"roll","value":3\} but apply refuses it/,
    )
  })

  it('manual dice: a die entered by hand that is read as another face', () => {
    const engine = wrap((s, a, real) =>
      real(s, a.type === 'roll' && s.dice.mode === 'manual' ? { ...a, value: (a.value % 6) + 1 } : a),
    )
    expectCaught(manualDiceMatchScript, engine, /the scripted game's (state|events) differ/, 12)
  })
})
