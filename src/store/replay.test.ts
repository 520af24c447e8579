// View-only replay: event-position arithmetic (replay.ts) and the store's replay, which shows
// earlier states without changing the game.
import { describe, expect, it } from 'vitest'
import type { GameRecord } from './game'
import {
  clampPos,
  lastPos,
  nextPos,
  posCount,
  posIndex,
  posKey,
  prevPos,
  REPLAY_START,
  type ReplayPos,
} from './replay'
import { createSortieStore, gameState, liveState, replayLogKey } from './store'
import { interceptionScenarioJson, INTERCEPTION_ACTIONS, INTERCEPTION_SEED } from './testGames'

/** A record shaped for the arithmetic only: actions with 2, 0 and 3 events, cursor after all three. */
function shaped(cursor = 3): GameRecord {
  const ev = (n: number) => Array.from({ length: n }, () => ({ type: 'x', text: 'x' }))
  return {
    cursor,
    actions: [{}, {}, {}],
    events: [ev(2), ev(0), ev(3)],
    states: [0, 1, 2, 3],
  } as unknown as GameRecord
}

function walk(
  r: GameRecord,
  from: ReplayPos,
  step: (r: GameRecord, p: ReplayPos) => ReplayPos | null,
): ReplayPos[] {
  const out = [from]
  for (let p = step(r, from); p; p = step(r, p)) out.push(p)
  return out
}

describe('replay positions', () => {
  it('steps one event at a time, an action without events being one position', () => {
    const r = shaped()
    const fwd = walk(r, REPLAY_START, nextPos)
    expect(fwd).toEqual([
      REPLAY_START,
      { action: 0, event: 0 },
      { action: 0, event: 1 },
      { action: 1, event: 0 },
      { action: 2, event: 0 },
      { action: 2, event: 1 },
      { action: 2, event: 2 },
    ])
    expect(walk(r, lastPos(r), prevPos)).toEqual([...fwd].reverse())
    expect(fwd.map((p) => posIndex(r, p))).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(posCount(r)).toBe(6)
    expect(posKey(r, { action: 0, event: 1 })).toBe('0.1')
    expect(posKey(r, { action: 1, event: 0 })).toBeNull()
    expect(posKey(r, REPLAY_START)).toBeNull()
  })

  it('stops at the cursor (the game as played) and clamps out-of-range positions', () => {
    const r = shaped(1)
    expect(lastPos(r)).toEqual({ action: 0, event: 1 })
    expect(nextPos(r, { action: 0, event: 1 })).toBeNull()
    expect(clampPos(r, { action: 2, event: 0 })).toEqual({ action: 0, event: 1 })
    expect(clampPos(r, { action: 0, event: 9 })).toEqual({ action: 0, event: 1 })
    expect(clampPos(r, { action: -5, event: 3 })).toEqual(REPLAY_START)
    expect(lastPos(shaped(0))).toEqual(REPLAY_START)
    expect(nextPos(shaped(0), REPLAY_START)).toBeNull()
  })
})

describe('store replay', () => {
  function played(policy: 'hotSeat' | 'exploration') {
    const store = createSortieStore()
    store.getState().setSession({ undoPolicy: policy })
    store.getState().loadScenario(interceptionScenarioJson(), 'two', { seed: INTERCEPTION_SEED })
    for (const a of INTERCEPTION_ACTIONS.slice(0, 4)) expect(store.getState().dispatch(a)).toBeNull()
    return store
  }

  it.each(['hotSeat', 'exploration'] as const)(
    '%s: shows earlier states without changing the game, and refuses play while open',
    (policy) => {
      const store = played(policy)
      const game = store.getState().game!
      const live = gameState(store.getState())
      expect(store.getState().startReplay()).toBe(true)
      expect(gameState(store.getState())).toBe(game.states[0])
      expect(liveState(store.getState())).toBe(live)
      expect(store.getState().replayStep(-1)).toBe(false)
      expect(store.getState().replayStep(1)).toBe(true)
      expect(gameState(store.getState())).toBe(game.states[1])
      expect(replayLogKey(store.getState())).toBe(game.events[0].length ? '0.0' : null)
      store.getState().replayTo({ action: 2, event: 0 })
      expect(gameState(store.getState())).toBe(game.states[3])
      // Nothing changes the game while replaying.
      expect(store.getState().dispatch(INTERCEPTION_ACTIONS[4])).not.toBeNull()
      store.getState().undo()
      expect(store.getState().rewindTo(0)).toBe(false)
      expect(store.getState().game).toBe(game)
      store.getState().replayTo(lastPos(game))
      expect(store.getState().replayStep(1)).toBe(false)
      expect(gameState(store.getState())).toBe(live)
      store.getState().exitReplay()
      expect(store.getState().ui.replay).toBeNull()
      expect(store.getState().game).toBe(game)
      expect(gameState(store.getState())).toBe(live)
      expect(store.getState().dispatch(INTERCEPTION_ACTIONS[4])).toBeNull()
    },
  )

  it('a new game closes the replay', () => {
    const store = played('exploration')
    store.getState().startReplay()
    store.getState().restart()
    expect(store.getState().ui.replay).toBeNull()
  })
})
