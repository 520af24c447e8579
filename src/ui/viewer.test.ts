// Whose view the screen shows: all open, the side at the screen in hot-seat, the human side
// against the automatic opponent (design §7).
import { describe, expect, it } from 'vitest'
import { gameState } from '../store/store'
import { tutorialStore } from './testGame'
import { allOpenNow, screenViewer } from './viewer'

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
    expect(screenViewer({ state: state(), botSides: [], allOpen: true, handOver: true, atScreen: 'axis' })).toBeNull()
  })

  it('hot-seat: the side that took the screen at the last hand-over, even while the other side decides', () => {
    expect(screenViewer({ state: state(), botSides: [], allOpen: false, handOver: true, atScreen: 'axis' })).toBe('axis')
    expect(screenViewer({ state: state(), botSides: [], allOpen: false, handOver: true, atScreen: null })).toBe('allies')
  })

  it('against the automatic opponent: the human side; without a hand-over screen: the side deciding', () => {
    expect(screenViewer({ state: state(), botSides: ['allies'], allOpen: false, handOver: false, atScreen: null })).toBe('axis')
    expect(screenViewer({ state: state(), botSides: ['allies'], allOpen: false, handOver: true, atScreen: 'allies' })).toBe('axis')
    expect(screenViewer({ state: state(), botSides: [], allOpen: false, handOver: false, atScreen: 'axis' })).toBe('allies')
  })
})
