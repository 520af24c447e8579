// The PixiJS map uses honeycomb-grid for hex <-> pixel; these checks pin the settings under which
// honeycomb's geometry is ours.
import { Direction, Grid, Orientation, defineHex, distance, rectangle } from 'honeycomb-grid'
import { describe, expect, it } from 'vitest'
import { DIRECTIONS, hexDistance, hexNeighbours } from './coords'
import { HONEYCOMB_OFFSET, HONEYCOMB_ORIENTATION } from './honeycombSettings'

const WIDTH = 12
const HEIGHT = 10

function gridWith(offset: 1 | -1) {
  const HexClass = defineHex({ dimensions: 30, orientation: Orientation.FLAT, origin: 'topLeft', offset })
  return new Grid(HexClass, rectangle({ width: WIDTH, height: HEIGHT }))
}

describe('honeycomb-grid settings', () => {
  const grid = gridWith(HONEYCOMB_OFFSET)
  const settings = { offset: HONEYCOMB_OFFSET, orientation: Orientation.FLAT }
  const hexes = grid.toArray()

  it('names honeycomb’s flat orientation', () => {
    expect(HONEYCOMB_ORIENTATION).toBe(Orientation.FLAT)
  })

  it('covers the same 0-based col/row rectangle', () => {
    const cells = hexes.map((h) => `${h.col},${h.row}`).sort()
    const expected = Array.from(
      { length: WIDTH * HEIGHT },
      (_, i) => `${i % WIDTH},${Math.floor(i / WIDTH)}`,
    ).sort()
    expect(cells).toEqual(expected)
  })

  it('draws odd columns half a hex lower', () => {
    const y = (col: number, row: number) => grid.getHex({ col, row })!.y
    const hexHeight = grid.getHex({ col: 0, row: 0 })!.height
    expect(y(1, 0) - y(0, 0)).toBeCloseTo(hexHeight / 2)
    expect(y(2, 0)).toBeCloseTo(y(0, 0))
    expect(grid.getHex({ col: 1, row: 0 })!.x).toBeGreaterThan(grid.getHex({ col: 0, row: 0 })!.x)
  })

  it('measures the same distance for every pair', () => {
    let mismatches = 0
    for (const a of hexes) {
      for (const b of hexes) {
        const ours = hexDistance(a.col, a.row, b.col, b.row)
        if (distance(settings, { col: a.col, row: a.row }, { col: b.col, row: b.row }) !== ours) mismatches++
        if (grid.distance(a, b) !== ours) mismatches++
      }
    }
    expect(mismatches).toBe(0)
  })

  it('has the same neighbours in the same directions', () => {
    const honeycombDirections = DIRECTIONS.map((d) => Direction[d])
    for (const h of hexes) {
      const theirs = honeycombDirections.map((d) => {
        const n = grid.neighborOf(h, d, { allowOutside: true })
        return { col: n.col, row: n.row }
      })
      expect(theirs).toEqual(hexNeighbours(h.col, h.row))
    }
  })

  it('would disagree with the other offset', () => {
    const other = { offset: -HONEYCOMB_OFFSET as 1 | -1, orientation: Orientation.FLAT }
    expect(distance(other, { col: 0, row: 0 }, { col: 1, row: 1 })).not.toBe(hexDistance(0, 0, 1, 1))
  })
})
