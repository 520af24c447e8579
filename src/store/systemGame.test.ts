// A rule system's own page reads the store through `systemGame`, typed by its state and actions:
// the test system "Duel" (src/rules/testing/duelSystem.ts) plays through it, and the OCS slice
// sees no game and plays nothing while the game loaded is the duel's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ocsSystem, type OcsAction } from '../rules/systems/ocs'
import { registerSystem, unregisterSystem } from '../rules/systems'
import { duelSystem, DUEL_SYSTEM_ID } from '../rules/testing/duelSystem'
import { sortieStore } from './store'
import { systemGame } from './systemGame'

const json = { system: 'test-duel', id: 'duel-1', title: 'A duel', sides: { red: 'Red', blue: 'Blue' } }
const duel = systemGame(duelSystem)
const ocs = systemGame(ocsSystem)

describe('a system page’s slice of the store', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  it('gives the state and plays the actions of its own system’s game only', () => {
    const store = sortieStore
    expect(duel.state(store.getState())).toBeNull() // no game yet
    expect(store.getState().loadScenario(json, 'duel-1', { seed: 1, dice: [4] })).toBe(true)
    expect(duel.state(store.getState())?.pending).toMatchObject({ kind: 'aim', side: 'red', rule: 'D1' })
    expect(duel.game(store.getState())?.cursor).toBe(0)
    // Another system's page sees no game of its own, and its actions are refused naming the system.
    expect(ocs.state(store.getState())).toBeNull()
    expect(ocs.game(store.getState())).toBeNull()
    expect(ocs.dispatch({ type: 'pass' } as unknown as OcsAction)).toEqual({
      rule: '',
      message:
        'The game loaded is not one of OCS air power (series rules 14.0): its "pass" cannot be played.',
    })
    expect(store.getState().game!.cursor).toBe(0)
    // The duel's own action plays: the scripted 4 hits at 4 (D2), Blue answers.
    expect(duel.dispatch({ type: 'aim', at: 4 })).toBeNull()
    expect(duel.state(store.getState())).toMatchObject({ die: 4, pending: { kind: 'answer', side: 'blue' } })
    expect(duel.game(store.getState())?.actions).toEqual([{ type: 'aim', at: 4 }])
    // The rules still judge it: an aim while the answer is due is refused (D3).
    expect(duel.dispatch({ type: 'aim', at: 2 })).toEqual({
      rule: 'D3',
      message: 'The answer decision is due; got the action "aim", expected "answer".',
    })
  })
})
