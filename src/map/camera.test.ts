import { describe, expect, it } from 'vitest'
import {
  FIT_MARGIN,
  FRAME_MARGIN,
  MAX_SCALE,
  READABLE_SCALE,
  centreOn,
  frameBox,
  fitCamera,
  panBy,
  panToShow,
  toScreen,
  toWorld,
  visibleWorld,
  zoomAt,
  zoomLimits,
} from './camera'

describe('camera', () => {
  it('fits the world inside the view with a margin, centred', () => {
    const cam = fitCamera({ width: 400, height: 100 }, { width: 824, height: 600 })
    expect(cam.scale).toBeCloseTo((824 - 2 * FIT_MARGIN) / 400)
    const topLeft = toScreen(cam, { x: 0, y: 0 })
    const bottomRight = toScreen(cam, { x: 400, y: 100 })
    expect(topLeft.x).toBeCloseTo(FIT_MARGIN)
    expect(bottomRight.x).toBeCloseTo(824 - FIT_MARGIN)
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300)
  })

  it('never fits closer than MAX_SCALE', () => {
    expect(fitCamera({ width: 10, height: 10 }, { width: 800, height: 600 }).scale).toBe(MAX_SCALE)
  })

  it('keeps the world point under the cursor when zooming', () => {
    const cam = { x: 30, y: -20, scale: 1.5 }
    const at = { x: 200, y: 150 }
    const before = toWorld(cam, at)
    const after = zoomAt(cam, at, 1.7, { min: 0.1, max: 4 })
    expect(after.scale).toBeCloseTo(2.55)
    const w = toWorld(after, at)
    expect(w.x).toBeCloseTo(before.x)
    expect(w.y).toBeCloseTo(before.y)
  })

  it('clamps zoom to the limits', () => {
    const limits = zoomLimits({ width: 1000, height: 1000 }, { width: 500, height: 500 })
    expect(limits.max).toBe(MAX_SCALE)
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, { x: 0, y: 0 }, 100, limits).scale).toBe(MAX_SCALE)
    expect(zoomAt({ x: 0, y: 0, scale: 0.5 }, { x: 0, y: 0 }, 0.01, limits).scale).toBeCloseTo(limits.min)
  })

  it('pans by screen pixels', () => {
    const cam = panBy({ x: 1, y: 2, scale: 3 }, 10, -5)
    expect(cam).toEqual({ x: 11, y: -3, scale: 3 })
    expect(toWorld(cam, toScreen(cam, { x: 7, y: 9 }))).toEqual({ x: 7, y: 9 })
  })
})

describe('camera helpers', () => {
  const view = { width: 800, height: 600 }
  it('centres a world point', () => {
    const cam = centreOn({ x: 5, y: 5, scale: 2 }, { x: 100, y: 50 }, view)
    expect(toScreen(cam, { x: 100, y: 50 })).toEqual({ x: 400, y: 300 })
    expect(cam.scale).toBe(2)
  })

  it('gives the world rectangle in view', () => {
    const r = visibleWorld({ x: -100, y: 50, scale: 2 }, view)
    expect(r).toEqual({ x0: 50, y0: -25, x1: 450, y1: 275 })
  })

  it('pans as little as needed to show a point, and not at all when it is shown', () => {
    const cam = { x: 0, y: 0, scale: 1 }
    expect(panToShow(cam, { x: 400, y: 300 }, view)).toEqual(cam)
    const moved = panToShow(cam, { x: 1000, y: -20 }, view, 60)
    expect(toScreen(moved, { x: 1000, y: -20 })).toEqual({ x: 740, y: 60 })
  })
})

describe('framing a decision', () => {
  const view = { width: 600, height: 500 }
  const limits = { min: 0.2, max: MAX_SCALE }
  const onScreen = (cam: ReturnType<typeof frameBox>, x: number, y: number) => toScreen(cam, { x, y })

  it('keeps the camera when the box is in view and counters are readable', () => {
    const cam = { x: -100, y: -50, scale: 1 }
    expect(frameBox(cam, { x0: 200, y0: 200, x1: 400, y1: 300 }, view, limits)).toBe(cam)
  })

  it('zooms a fitted, unreadable map in to readable and centres the box', () => {
    const cam = { x: 10, y: 10, scale: 0.5 }
    const next = frameBox(cam, { x0: 200, y0: 200, x1: 400, y1: 300 }, view, limits)
    expect(next.scale).toBe(READABLE_SCALE)
    const c = onScreen(next, 300, 250)
    expect(c.x).toBeCloseTo(300)
    expect(c.y).toBeCloseTo(250)
  })

  it('zooms out only as far as a wide box needs, margin kept', () => {
    const cam = { x: 0, y: 0, scale: 2 }
    const next = frameBox(cam, { x0: 0, y0: 0, x1: 1040, y1: 100 }, view, limits)
    expect(next.scale).toBeCloseTo((600 - 2 * FRAME_MARGIN) / 1040)
    expect(onScreen(next, 0, 0).x).toBeCloseTo(FRAME_MARGIN)
    expect(onScreen(next, 1040, 0).x).toBeCloseTo(600 - FRAME_MARGIN)
  })

  it('pans to a box off screen at the same readable scale', () => {
    const cam = { x: 0, y: 0, scale: 1.5 }
    const next = frameBox(cam, { x0: 2000, y0: 2000, x1: 2100, y1: 2050 }, view, limits)
    expect(next.scale).toBe(1.5)
    expect(onScreen(next, 2050, 2025).x).toBeCloseTo(300)
  })
})
