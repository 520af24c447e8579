import { describe, expect, it } from 'vitest'
import { createChunkGrid, overlaps } from './chunks'
import { createHexGeometry } from './geometry'

describe('chunk grid', () => {
  const geom = createHexGeometry(40, 20)
  const grid = createChunkGrid(geom, 16, 0)

  it('cuts the map into whole chunks, the last ones partial', () => {
    expect([grid.across, grid.down, grid.count]).toEqual([3, 2, 6])
    expect(grid.span(2)).toEqual({ c0: 32, r0: 0, c1: 40, r1: 16 })
    expect(grid.span(5)).toEqual({ c0: 32, r0: 16, c1: 40, r1: 20 })
  })

  it('puts every hex in the chunk whose rectangle holds its corners', () => {
    for (let row = 0; row < 20; row++) {
      for (let col = 0; col < 40; col++) {
        const r = grid.rects[grid.chunkOf(row * 40 + col)]
        const s = grid.span(grid.chunkOf(row * 40 + col))
        expect(col >= s.c0 && col < s.c1 && row >= s.r0 && row < s.r1).toBe(true)
        for (const p of geom.corners(col, row)) {
          expect(p.x).toBeGreaterThanOrEqual(r.x - 1e-9)
          expect(p.x).toBeLessThanOrEqual(r.x + r.width + 1e-9)
          expect(p.y).toBeGreaterThanOrEqual(r.y - 1e-9)
          expect(p.y).toBeLessThanOrEqual(r.y + r.height + 1e-9)
        }
      }
    }
  })

  it('tests rectangles against a view', () => {
    const r = { x: 10, y: 10, width: 10, height: 10 }
    expect(overlaps(r, 0, 0, 11, 11)).toBe(true)
    expect(overlaps(r, 20, 0, 30, 30)).toBe(false)
    expect(overlaps(r, 0, 0, 10, 10)).toBe(false)
  })
})
