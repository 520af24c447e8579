// The store's timeline wiring: undo policies, rewind, branches, line switching, file loading.
import { describe, expect, it } from 'vitest'
import { createSortieStore, gameState, timelineLines, undoReason } from './store'
import { interceptionScenarioJson, INTERCEPTION_ACTIONS, INTERCEPTION_SEED } from './testGames'
import { saveText } from './saveFile'

function played(upTo: number, policy: 'hotSeat' | 'exploration') {
  const store = createSortieStore()
  store.getState().setSession({ undoPolicy: policy })
  expect(store.getState().loadScenario(interceptionScenarioJson(), 'two', { seed: INTERCEPTION_SEED })).toBe(
    true,
  )
  for (const a of INTERCEPTION_ACTIONS.slice(0, upTo)) expect(store.getState().dispatch(a)).toBeNull()
  return store
}

describe('store timeline', () => {
  it('game is always the current line of the timeline', () => {
    const store = played(3, 'exploration')
    const s = store.getState()
    expect(s.timeline!.lines).toHaveLength(1)
    expect(s.game).toBe(s.timeline!.lines[0].record)
    expect(s.game!.cursor).toBe(3)
  })

  it('hot-seat undo stops at a barrier with its reason, and undoes to the decision start in one click', () => {
    const store = played(3, 'hotSeat') // declare (a barrier), launchInterceptors (own choice)
    expect(undoReason(store.getState())).toBeNull()
    store.getState().undo()
    expect(store.getState().game!.cursor).toBe(2)
    expect(undoReason(store.getState())).toMatch(/interception was declared/)
    store.getState().undo() // refused
    expect(store.getState().game!.cursor).toBe(2)
    store.getState().redo()
    expect(store.getState().game!.cursor).toBe(3)
    const s7 = played(7, 'hotSeat')
    expect(undoReason(s7.getState())).toMatch(/die was rolled/)
    const s6 = played(6, 'hotSeat') // designate after the axis pass (a hand-over)
    s6.getState().undoToDecisionStart()
    expect(s6.getState().game!.cursor).toBe(5)
    // playing after an undo in hot-seat keeps one line
    s6.getState().dispatch(INTERCEPTION_ACTIONS[5])
    expect(s6.getState().timeline!.lines).toHaveLength(1)
  })

  it('exploration rewinds anywhere; playing from an earlier point branches and keeps the old line', () => {
    const store = played(8, 'exploration')
    const endState = gameState(store.getState())
    expect(store.getState().rewindTo(6)).toBe(true)
    expect(store.getState().rewindTo(99)).toBe(false)
    store.getState().setSession({ branchDice: 'keep' })
    expect(store.getState().dispatch(INTERCEPTION_ACTIONS[6])).toBeNull()
    const ls = timelineLines(store.getState())
    expect(ls.map((l) => [l.id, l.length, l.current])).toEqual([
      ['main', 8, false],
      ['b1', 7, true],
    ])
    // the kept dice give the same roll
    const natural = (r: { events: { roll?: { natural: number } }[][] }) =>
      r.events[6].flatMap((e) => (e.roll ? [e.roll.natural] : []))
    expect(natural(store.getState().game!)).toEqual(natural(store.getState().timeline!.lines[0].record))
    expect(store.getState().switchLine('main')).toBe(true)
    expect(store.getState().game!.cursor).toBe(6)
    store.getState().rewindTo(8)
    expect(gameState(store.getState())).toBe(endState)
    expect(store.getState().switchLine('nope')).toBe(false)
  })

  it('loads a save file; a bad file leaves the game untouched and names the problem', () => {
    const store = played(4, 'exploration')
    const before = store.getState().game
    const text = saveText(played(7, 'exploration').getState().game!)
    const bad = store.getState().loadGameFile(text.slice(0, 50), 'broken.json')
    expect(bad.ok).toBe(false)
    expect(store.getState().game).toBe(before)
    expect(store.getState().loadErrors!.length).toBeGreaterThan(0)
    const future = store
      .getState()
      .loadGameFile(text.replace(/"version": \d+/, '"version": 99'), 'future.json')
    expect(future.ok).toBe(false)
    expect(store.getState().game).toBe(before)
    const ok = store.getState().loadGameFile(text, 'good.json')
    expect(ok).toEqual({ ok: true, kind: 'save', migratedFrom: null })
    expect(store.getState().game!.cursor).toBe(7)
    expect(store.getState().loadErrors).toBeNull()
  })
})
