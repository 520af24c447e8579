import { describe, expect, it } from 'vitest'
import { HEX_RADIUS, createHexGeometry } from './geometry'

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
