// The map controller's modes as a player meets them: a move decision of a human side is answered
// by clicking a legal next hex (4.12); any other hex flashes and changes nothing; the automatic
// opponent's move, a replay or a route being traced are not that mode. A stand-in scene records
// what the controller asks of it.
import { describe, expect, it } from 'vitest'
import { rowRoute } from '../rules/systems/aeto/testing/engineScenarios'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { currentState } from '../store/game'
import { createSortieStore } from '../store/store'
import { createMapController, mapModeOf } from './controller'
import type { MapScene } from './scene'

/** Allied base "ab" at 0106 with a Wellington; an Axis base far away at 2012 (no interception on row 06). */
const sc = fixture({
  bases: [
    { id: 'ab', hex: '0106', owner: 'allies' },
    { id: 'xf', hex: '2012', owner: 'axis' },
  ],
  units: [
    { id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: '2-6/1', base: 'ab' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'xf' },
  ],
})
const loc = (label: string) => 20 * (Number(label.slice(2)) - 1) + Number(label.slice(0, 2)) - 1

function setup(botSides: string[] = [], playerMovedAt = -Infinity) {
  const store = createSortieStore()
  store.getState().loadScenario(JSON.parse(JSON.stringify(sc)), 'fixture')
  // The route ends at 0306, short of the target 0706: the owner moves on hex by hex (4.12).
  const v = store.getState().dispatch({
    type: 'launch',
    base: 'ab',
    units: ['well'],
    mission: 'fly',
    target: '0706',
    path: rowRoute(1, 3),
  })
  if (v) throw new Error(v.message)
  const flashes: number[] = []
  const frames: number[][] = []
  const scene = {
    setSnapshot() {},
    flash: (l: number) => void flashes.push(l),
    locOfLabel: (label: string) => loc(label),
    centreOn() {},
    ensureVisible() {},
    frame: (locs: readonly number[]) => (frames.push([...locs].sort((a, b) => a - b)), true),
    lastPlayerMove: () => playerMovedAt,
  } as unknown as MapScene
  const ctl = createMapController(scene, store, { botSides: () => botSides })
  const state = () => currentState(store.getState().game!)
  return { store, ctl, flashes, frames, state }
}

describe('map controller: a move decision on the map', () => {
  it('a click on a legal next hex moves the flight there; its own hex flashes and changes nothing', () => {
    const { store, ctl, flashes, state } = setup()
    const p = state().pending
    expect(p).toMatchObject({ kind: 'move', side: 'allies', loc: '0306' })
    expect(mapModeOf(store.getState(), [])).toBe('moving')
    const cursor = store.getState().game!.cursor

    ctl.click({ loc: loc('0306'), unit: 'well', inPanel: false }) // its own hex is no move
    expect(flashes).toEqual([loc('0306')])
    expect(store.getState().game!.cursor).toBe(cursor)
    expect(store.getState().ui).toMatchObject({ selectedHex: null, selectedUnit: null })

    ctl.click({ loc: loc('0406'), unit: null, inPanel: false })
    expect(store.getState().game!.cursor).toBe(cursor + 1)
    expect(state().units.well.aloft?.loc).toBe(loc('0406'))
    expect(flashes).toHaveLength(1)
  })

  it('a click on a hex further on flies the shortest legal path there in one move', () => {
    const { store, ctl, flashes, state } = setup()
    const cursor = store.getState().game!.cursor
    ctl.click({ loc: loc('0606'), unit: null, inPanel: false }) // three hexes on along row 06
    expect(flashes).toEqual([])
    expect(store.getState().game!.cursor).toBe(cursor + 1)
    const move = store.getState().game!.actions.at(-1)
    expect(move).toMatchObject({ type: 'move' })
    expect(move && 'path' in move ? move.path : null).toHaveLength(3) // a cheapest path: 3 hexes
    expect(move && 'path' in move ? move.path?.at(-1) : null).toBe('0606')
    expect(state().units.well.aloft?.loc).toBe(loc('0606'))
  })

  it('the keyboard: Tab puts the cursor on the first legal hex, Space moves there', () => {
    const { ctl, state } = setup()
    const p = state().pending
    if (p.kind !== 'move') throw new Error('expected a move decision')
    expect(ctl.key({ key: 'Tab', shiftKey: false })).toBe(true)
    expect(ctl.key({ key: ' ', shiftKey: false })).toBe(true)
    expect(state().units.well.aloft?.loc).toBe(loc(p.next[0]))
  })

  it("not the player's to click: the automatic opponent's side, a replay, a route being traced", () => {
    const bot = setup(['allies'])
    expect(mapModeOf(bot.store.getState(), ['allies'])).toBe('idle')
    bot.ctl.click({ loc: loc('0406'), unit: null, inPanel: false })
    expect(bot.state().units.well.aloft?.loc).toBe(loc('0306')) // unmoved: the click selected the hex
    expect(bot.store.getState().ui.selectedHex).toBe('0406')
    expect(bot.flashes).toEqual([])

    const { store } = setup()
    store.getState().startReplay()
    expect(mapModeOf(store.getState(), [])).toBe('idle')
    store.getState().exitReplay()
    expect(mapModeOf(store.getState(), [])).toBe('moving')
    store.getState().setUi({ tracing: { base: 'ab', units: ['well'], mission: 'fly', route: [] } })
    expect(mapModeOf(store.getState(), [])).toBe('tracing')
  })
})

describe('map controller: the camera follows the decision (docs/guide.md, "The camera follows the game")', () => {
  const sorted = (labels: string[]) => labels.map(loc).sort((a, b) => a - b)

  it("frames a person's move decision: the flight's hex and the hexes it may enter; each move reframes", () => {
    const { ctl, frames, state } = setup()
    const p = state().pending
    if (p.kind !== 'move') throw new Error('expected a move decision')
    expect(frames).toEqual([sorted(['0306', ...p.next])])
    ctl.click({ loc: loc('0406'), unit: null, inPanel: false })
    const q = state().pending
    if (q.kind !== 'move') throw new Error('expected a move decision')
    expect(frames).toHaveLength(2)
    expect(frames[1]).toEqual(sorted(['0406', ...q.next]))
  })

  it('leaves the camera to a player who has just moved it, and to the automatic opponent; "Show me" still frames', () => {
    const recent = setup([], performance.now())
    expect(recent.frames).toEqual([])
    expect(recent.ctl.showDecision()).toBe(true)
    expect(recent.frames).toHaveLength(1)
    const bot = setup(['allies'])
    expect(bot.frames).toEqual([])
  })
})
