// Whose view the screen shows: all open, the side at the screen in hot-seat, the human side
// against the automatic opponent (design §7).
import { describe, expect, it } from 'vitest'
import { gameState } from '../store/store'
import { tutorialStore } from './testGame'
import type { GameState } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { act, start } from '../rules/systems/aeto/testing/play'
import { keepsCarrierHidden } from '../rules/systems/aeto/view'
import { readBuiltIn } from '../scenarios/files'
import { allOpenNow, needsPrivacy, screenViewer } from './viewer'

const state = () => gameState(tutorialStore().getState())! // the Allies plan

describe('allOpenNow', () => {
  it('is on by default for solo exploration, off in hot-seat, with a hand-over screen or against the automatic opponent', () => {
    expect(allOpenNow({ undoPolicy: 'exploration', handOver: false }, [])).toBe(true)
    expect(allOpenNow({ undoPolicy: 'hotSeat', handOver: false }, [])).toBe(false)
    expect(allOpenNow({ undoPolicy: 'exploration', handOver: true }, [])).toBe(false)
    expect(allOpenNow({ undoPolicy: 'exploration', handOver: false }, ['axis'])).toBe(false)
  })

  it('follows the player’s choice when there is one', () => {
    expect(allOpenNow({ undoPolicy: 'hotSeat', handOver: true, allOpen: true }, ['axis'])).toBe(true)
    expect(allOpenNow({ undoPolicy: 'exploration', handOver: false, allOpen: false }, [])).toBe(false)
  })
})

describe('screenViewer', () => {
  it('all open: no viewer', () => {
    expect(
      screenViewer({ state: state(), botSides: [], allOpen: true, handOver: true, atScreen: 'axis' }),
    ).toBeNull()
  })

  it('hot-seat: the side that took the screen at the last hand-over, even while the other side decides', () => {
    expect(
      screenViewer({ state: state(), botSides: [], allOpen: false, handOver: true, atScreen: 'axis' }),
    ).toBe('axis')
    expect(
      screenViewer({ state: state(), botSides: [], allOpen: false, handOver: true, atScreen: null }),
    ).toBe('allies')
  })

  it('against the automatic opponent: the human side; without a hand-over screen: the side deciding', () => {
    expect(
      screenViewer({ state: state(), botSides: ['allies'], allOpen: false, handOver: false, atScreen: null }),
    ).toBe('axis')
    expect(
      screenViewer({
        state: state(),
        botSides: ['allies'],
        allOpen: false,
        handOver: true,
        atScreen: 'allies',
      }),
    ).toBe('axis')
    expect(
      screenViewer({ state: state(), botSides: [], allOpen: false, handOver: false, atScreen: 'axis' }),
    ).toBe('allies')
  })
})

describe('needsPrivacy (hot-seat hand-over)', () => {
  const coralSea = () => {
    const r = parseScenario(readBuiltIn('coral-sea-1942'))
    if (!r.ok) throw new Error('coral-sea-1942')
    return r.scenario
  }

  it('a private kind of decision, or every change if the players chose so; never the end', () => {
    const s = state()
    expect(needsPrivacy(s, 'private')).toBe(true) // the Allies plan
    // The non-moving side declares its interceptions in private: its dialog lists its interceptors (4.13).
    const declare: GameState = { ...s, pending: { ...s.pending, kind: 'declare' } as GameState['pending'] }
    expect(needsPrivacy(declare, 'private')).toBe(true)
    expect(needsPrivacy(declare, 'everyChange')).toBe(true)
    // An open decision (the route of a flight) passes openly when no carrier is hidden.
    const move: GameState = { ...s, pending: { ...s.pending, kind: 'move' } as GameState['pending'] }
    expect(needsPrivacy(move, 'private')).toBe(false)
    const over: GameState = { ...s, pending: { ...s.pending, kind: 'over' } }
    expect(needsPrivacy(over, 'private')).toBe(false)
  })

  it('any decision of a side with a carrier the other side has not located: its dialog would show it (4.10)', () => {
    // Task Force 17 moves: Japan's window is open, and Japan's carriers are not located.
    const s = act(start(coralSea()), {
      type: 'moveFlotilla',
      side: 'allies',
      flotilla: 'tf17',
      to: '2016',
    }).state
    expect(s.pending.kind).toBe('navalWindow')
    expect(keepsCarrierHidden(s, 'japan')).toBe(true)
    expect(needsPrivacy(s, 'private')).toBe(true)
    // Once the Allies have located both Japanese carriers, Japan's open decisions pass openly again.
    const found: GameState = {
      ...s,
      naval: { ...s.naval!, located: { ...s.naval!.located, allies: ['jp-shokaku', 'jp-zuikaku'] } },
    }
    expect(keepsCarrierHidden(found, 'japan')).toBe(false)
    expect(needsPrivacy(found, 'private')).toBe(false)
  })
})
