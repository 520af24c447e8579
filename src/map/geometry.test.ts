import { describe, expect, it } from 'vitest'
import { CORNER_X, CORNER_Y, HEX_RADIUS, createHexGeometry, edgeCorners } from './geometry'
import { hexNeighbours } from '../rules/kernel/hex/coords'

const R = HEX_RADIUS
const H = Math.sqrt(3) * R

describe('createHexGeometry', () => {
  const geom = createHexGeometry(8, 6)

  it('puts hex (0,0) in the top-left corner of the world', () => {
    const c = geom.centre(0, 0)
    expect(c.x).toBeCloseTo(R)
    expect(c.y).toBeCloseTo(H / 2)
  })

  it('shifts odd columns down half a hex (odd-q)', () => {
    expect(geom.centre(1, 0).y - geom.centre(0, 0).y).toBeCloseTo(H / 2)
    expect(geom.centre(2, 0).y).toBeCloseTo(geom.centre(0, 0).y)
    expect(geom.centre(1, 0).x - geom.centre(0, 0).x).toBeCloseTo(1.5 * R)
  })

  it('sizes the world to hold every hex', () => {
    expect(geom.width).toBeCloseTo(7 * 1.5 * R + 2 * R)
    expect(geom.height).toBeCloseTo(6 * H + H / 2)
    for (let col = 0; col < 8; col++) {
      for (let row = 0; row < 6; row++) {
        for (const p of geom.corners(col, row)) {
          expect(p.x).toBeGreaterThanOrEqual(-1e-9)
          expect(p.y).toBeGreaterThanOrEqual(-1e-9)
          expect(p.x).toBeLessThanOrEqual(geom.width + 1e-9)
          expect(p.y).toBeLessThanOrEqual(geom.height + 1e-9)
        }
      }
    }
  })

  it('finds the hex under every centre and near-corner point', () => {
    for (let col = 0; col < 8; col++) {
      for (let row = 0; row < 6; row++) {
        const c = geom.centre(col, row)
        expect(geom.hexAt(c)).toEqual({ col, row })
        for (const k of geom.corners(col, row)) {
          expect(geom.hexAt({ x: c.x + (k.x - c.x) * 0.9, y: c.y + (k.y - c.y) * 0.9 })).toEqual({ col, row })
        }
      }
    }
  })

  it('returns null off the map', () => {
    expect(geom.hexAt({ x: -5, y: 10 })).toBeNull()
    expect(geom.hexAt({ x: geom.width + 5, y: 10 })).toBeNull()
    expect(geom.hexAt({ x: 10, y: geom.height + 5 })).toBeNull()
  })

  it('labels hexes with 1-based column then row', () => {
    expect(geom.label(0, 0)).toBe('0101')
    expect(geom.label(6, 2)).toBe('0703')
    expect(geom.parse('0703')).toEqual({ col: 6, row: 2 })
    expect(geom.parse('0907')).toBeNull()
    expect(createHexGeometry(120, 10).label(119, 9)).toBe('120010')
  })
})

describe('fast centres and edges', () => {
  const geom = createHexGeometry(9, 7)
  it('agree with honeycomb for every hex', () => {
    for (let col = 0; col < 9; col++) {
      for (let row = 0; row < 7; row++) {
        const c = geom.centre(col, row)
        expect(geom.cx(col)).toBeCloseTo(c.x, 9)
        expect(geom.cy(col, row)).toBeCloseTo(c.y, 9)
        geom.corners(col, row).forEach((k, i) => {
          expect(c.x + CORNER_X[i] * R).toBeCloseTo(k.x, 9)
          expect(c.y + CORNER_Y[i] * R).toBeCloseTo(k.y, 9)
        })
      }
    }
  })

  it('edge d of a hex is the edge shared with its neighbour in direction d', () => {
    for (const col of [2, 3]) {
      const row = 3
      hexNeighbours(col, row).forEach((n, d) => {
        const [a, b] = edgeCorners(d)
        const mid = {
          x: geom.cx(col) + ((CORNER_X[a] + CORNER_X[b]) / 2) * R,
          y: geom.cy(col, row) + ((CORNER_Y[a] + CORNER_Y[b]) / 2) * R,
        }
        const between = {
          x: (geom.cx(col) + geom.cx(n.col)) / 2,
          y: (geom.cy(col, row) + geom.cy(n.col, n.row)) / 2,
        }
        expect(mid.x).toBeCloseTo(between.x, 9)
        expect(mid.y).toBeCloseTo(between.y, 9)
      })
    }
  })
})
