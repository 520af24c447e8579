import { describe, expect, it } from 'vitest'
import { parseSavedSession, parseViewSettings, seedParam } from './boot'
import { playInterception, tutorialStore } from './testGame'
import { redoBlock, undoBlock } from './undo'

describe('undo policy', () => {
  it('exploration undoes anything but an empty history', () => {
    expect(undoBlock(null, 'exploration')).toBe('Nothing to undo.')
    expect(undoBlock(tutorialStore().getState().game, 'exploration')).toBe('Nothing to undo.')
    expect(undoBlock(playInterception().getState().game, 'exploration')).toBeNull()
  })

  it("hot-seat undoes the deciding side's own choice, never a declaration or a hand-over", () => {
    const store = playInterception()
    const g = store.getState().game!
    // the Axis declared an interception: announced to the Allies, so it stays
    expect(undoBlock(g, 'hotSeat')).toMatch(/interception was declared.*\(4\.13\)/)
    expect(undoBlock(g, 'exploration')).toBeNull()
    store.getState().undo()
    // the Allies' last choice (collect) handed the decision to the Axis
    const g1 = store.getState().game!
    expect(g1.states[g1.cursor].pending).toMatchObject({ kind: 'declare', side: 'axis' })
    expect(undoBlock(g1, 'hotSeat')).toBe(
      'The decision passed from Western Allies to Axis: a hot-seat game cannot undo a hand-over.',
    )
    store.getState().undo()
    // the launch left the decision with the Allies (collect over Kestrel Field): their own choice
    const g2 = store.getState().game!
    expect(g2.states[g2.cursor].pending).toMatchObject({ kind: 'collect', side: 'allies' })
    expect(undoBlock(g2, 'hotSeat')).toBeNull()
  })

  it('redo needs an undone action', () => {
    const store = playInterception()
    expect(redoBlock(store.getState().game)).toBe('Nothing to redo.')
    store.getState().undo()
    expect(redoBlock(store.getState().game)).toBeNull()
  })
})

describe('saved settings', () => {
  it('remembers whether the dice animation is skipped', () => {
    expect(parseSavedSession('{"skipDiceAnimation":true}')).toEqual({ skipDiceAnimation: true })
    expect(parseSavedSession('{"skipDiceAnimation":false}')).toEqual({ skipDiceAnimation: false })
    expect(parseSavedSession('{"skipDiceAnimation":"yes"}')).toEqual({})
  })

  it('keeps well-formed values only', () => {
    expect(parseSavedSession(null)).toEqual({})
    expect(parseSavedSession('not json')).toEqual({})
    expect(
      parseSavedSession('{"handOver":true,"undoPolicy":"hotSeat","diceMode":"manual","seed":42}'),
    ).toEqual({
      handOver: true,
      undoPolicy: 'hotSeat',
      diceMode: 'manual',
      seed: 42,
    })
    expect(
      parseSavedSession('{"handOver":"yes","undoPolicy":"any","diceMode":1,"seed":-3,"allOpen":"on"}'),
    ).toEqual({})
    expect(parseSavedSession('{"allOpen":false}')).toEqual({ allOpen: false })
  })
})

describe('the ?seed= of a shared link', () => {
  it('takes decimal non-negative safe integers only', () => {
    expect(seedParam('1')).toBe(1)
    expect(seedParam('1734431870')).toBe(1734431870)
    expect(seedParam(null)).toBeNull()
    expect(seedParam('')).toBeNull()
    expect(seedParam('-3')).toBeNull()
    expect(seedParam('1e3')).toBeNull()
    expect(seedParam('0x10')).toBeNull()
    expect(seedParam('9999999999999999')).toBeNull() // beyond Number.MAX_SAFE_INTEGER
  })
})

describe('saved map view settings', () => {
  it('keeps hex numbers and a whole, well-formed set of overlays only', () => {
    expect(parseViewSettings(null)).toEqual({})
    expect(parseViewSettings('[')).toEqual({})
    expect(
      parseViewSettings(
        '{"showCoords":false,"overlays":{"range":false,"interceptionZone":true,"engagements":true}}',
      ),
    ).toEqual({
      showCoords: false,
      overlays: { range: false, interceptionZone: true, engagements: true },
    })
    expect(parseViewSettings('{"showCoords":"no","overlays":{"range":false}}')).toEqual({})
  })
})
