import { describe, expect, it } from 'vitest'
import { CHIT, MAX_PEEK, PANEL, badgeAt, panelHit, panelLayout, panelOrigin, placeLayout } from './layout'

describe('stack layout in a hex', () => {
  it('centres a lone pile a little above the hex centre and caps the chits shown', () => {
    const l = placeLayout(5, [])
    expect(l.base).toEqual({ x: -CHIT / 2, y: -5 - CHIT / 2, shown: MAX_PEEK + 1, count: 5 })
    expect(l.flights).toEqual([])
    expect(placeLayout(1, []).base!.shown).toBe(1)
  })

  it('moves flights aloft up and right of the units at base, each further flight more', () => {
    const l = placeLayout(2, [1, 3])
    expect(l.base!.x).toBeLessThan(-CHIT / 2)
    expect(l.flights[0].x).toBeGreaterThan(l.base!.x)
    expect(l.flights[0].y).toBeLessThan(l.base!.y)
    expect(l.flights[1].x).toBeGreaterThan(l.flights[0].x)
    expect(l.flights[1].y).toBeLessThan(l.flights[0].y)
    expect(l.flights[1].count).toBe(3)
  })

  it('offsets a flight alone in a hex too, so aloft never looks like at base', () => {
    const l = placeLayout(0, [2])
    expect(l.base).toBeNull()
    expect(l.flights[0].x).not.toBe(-CHIT / 2)
  })

  it('puts the count badge right of the peeking chits', () => {
    const p = placeLayout(3, []).base!
    expect(badgeAt(p)).toEqual({ x: p.x + CHIT + 2 * 2.5 + 1, y: p.y })
  })
})

describe('expanded stack panel', () => {
  it('lays chits out in rows of perRow', () => {
    const l = panelLayout(8)
    expect(l.items).toHaveLength(8)
    expect(l.items[6].x).toBe(l.items[0].x)
    expect(l.items[6].y).toBeGreaterThan(l.items[0].y + PANEL.size)
    expect(l.width).toBe(2 * PANEL.pad + 6 * (PANEL.size + PANEL.gap) - PANEL.gap)
    for (const it of l.items) expect(it.y + PANEL.size).toBeLessThanOrEqual(l.height)
  })

  it('sits above the hex, or below when there is no room, inside the view', () => {
    const l = panelLayout(3)
    const above = panelOrigin({ x: 400, y: 400 }, l, { width: 800, height: 600 })
    expect(above.y + l.height).toBeLessThan(400)
    const below = panelOrigin({ x: 10, y: 20 }, l, { width: 800, height: 600 })
    expect(below.y).toBeGreaterThan(20)
    expect(below.x).toBe(4)
  })

  it('finds the chit under a point', () => {
    const l = panelLayout(3)
    const o = { x: 100, y: 50 }
    expect(panelHit(l, o, o.x + l.items[2].x + 5, o.y + l.items[2].y + 5)).toBe(2)
    expect(panelHit(l, o, o.x + 1, o.y + 1)).toBe(-1)
    expect(panelHit(l, o, 0, 0)).toBeNull()
  })
})
