// The players' charts in a hot-seat game (design §8 "Tables with provenance"): entering one is an
// action of the record like the others. It rolls nothing, reveals nothing and hands nothing over,
// so the side that entered it may undo it until its decision passes to the other side; the entry
// is public: both sides read it in their log and play by it.
import { describe, expect, it } from 'vitest'
import { capacityNow, contextOf, type Action } from '../rules/systems/aeto'
import { fixture, fixtureShip } from '../rules/systems/aeto/testing/fixtures'
import { logSeen, type GameLog } from '../rules/systems/aeto/view'
import { replay, type GameRecord } from './game'
import { barrierAt, undoBlock, undoOne } from './history'

const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
/** A Hampden at London, two Axis destroyers at sea three hexes away, and a large airbase that reads the chart. */
const scenario = fixture({
  terrain: TERRAIN,
  bases: [{ id: 'london', hex: '0505', owner: 'allies' }],
  moreBases: [
    {
      id: 'lb',
      name: 'Lb',
      hex: '0305',
      owner: 'allies',
      components: [{ kind: 'LargeAirbase', fortified: false, destroyed: false, underConstruction: false }],
    },
  ],
  units: [
    { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', back: '2-10', base: 'london' },
  ],
  navalUnits: [fixtureShip('z1', '0805'), fixtureShip('z2', '0805')],
})

const capacities = (side: 'allies' | 'axis'): Action => ({
  type: 'enterTable',
  side,
  table: 'baseCapacity',
  columns: ['chits'],
  cells: ['1', '3', '1', '2', '1', '1', '1', '1', '4'].map((v) => [v]),
  provenance: 'userEntered',
})
const reconnoitre: Action = { type: 'reconnoitre', target: '0805', units: ['hampden'] }
const ENTERED =
  'The players enter the Base capacities (entered table, not verified): Small Airbase 1; Large Airbase 3; Minor Port 1; Major Port 2; City 1; Resource 1; Grass Airfield 1; UK Transfer Hex 1; Nation Box 4; it is used from now on (4.2).'

function game(actions: Action[], dice: number[]): GameRecord {
  const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice }, actions)
  if ('violation' in r) throw new Error(r.violation.message)
  return r.game
}

const logOf = (g: GameRecord): GameLog => ({ states: g.states, events: g.events })

describe('a chart entered in a hot-seat game', () => {
  it('is no barrier: the side that entered it at its own decision undoes it, and the placeholder is back', () => {
    const g = game([capacities('allies')], [])
    expect(barrierAt(g, 0)).toBeNull()
    expect(undoBlock(g, 'hotSeat')).toBeNull()
    const s = g.states[1]
    expect(capacityNow(contextOf(s), s, 'lb')).toBe(3)
    const undone = undoOne(g, 'hotSeat')
    expect(undone.cursor).toBe(0)
    const before = undone.states[undone.cursor]
    expect(before.tables).toBeUndefined()
    expect(capacityNow(contextOf(before), before, 'lb')).toBe(2) // the placeholder's large airbase
  })

  it('undo across it stops where it would for any action: at the reconnaissance dice after it', () => {
    const g = game([capacities('allies'), reconnoitre], [6, 6, 5])
    expect(barrierAt(g, 1)?.kind).toBe('roll')
    expect(undoBlock(g, 'hotSeat')).toBe('A die was rolled: a hot-seat game never undoes luck.')
    expect(undoOne(g, 'hotSeat')).toBe(g) // the table stays, with the dice rolled after it
  })

  it('entered by the other side at its own decision after a hand-over: both sides read it in their log and play by it', () => {
    // The reconnaissance succeeds and the Axis reports (placeholder 5: a count to give): a hand-over.
    const g = game([reconnoitre, capacities('axis')], [6, 6, 5])
    expect(g.states[1].pending).toMatchObject({ kind: 'sightingReport', side: 'axis' })
    expect(barrierAt(g, 0)?.kind).toBe('roll')
    expect(barrierAt(g, 1)).toBeNull() // the Axis may undo its entry, not the Allies' roll before it
    expect(undoOne(g, 'hotSeat').cursor).toBe(1)
    for (const side of ['allies', 'axis'] as const) {
      const texts = logSeen(logOf(g), side).flatMap((a) => a.events.map((e) => e.text))
      expect(texts, side).toContain(ENTERED)
    }
    const s = g.states[2]
    expect(capacityNow(contextOf(s), s, 'lb')).toBe(3) // the Allies' base reads the Axis's entry
  })
})
