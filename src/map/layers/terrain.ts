// Terrain and hex labels. Both are static: drawn once per map in chunks of CHUNK x CHUNK hexes,
// each one Graphics (or label container) cached as a texture and culled when off screen. A map
// of up to CHUNK x CHUNK hexes is a single Graphics.
import { BitmapText, Container, Graphics } from 'pixi.js'
import type { Terrain } from '../../rules/scenario/schema'
import type { HexGeometry } from '../geometry'
import { LABEL_FONT } from '../fonts'
import { HEX_EDGE, LABEL_INK, TERRAIN_COLOURS } from '../palette'

/** Hexes per chunk side; keeps each cached texture under about 1750 x 2050 world pixels. */
export const CHUNK = 32

function forEachChunk(geom: HexGeometry, fn: (c0: number, r0: number, c1: number, r1: number) => void): void {
  for (let r0 = 0; r0 < geom.rows; r0 += CHUNK) {
    for (let c0 = 0; c0 < geom.cols; c0 += CHUNK) fn(c0, r0, Math.min(geom.cols, c0 + CHUNK), Math.min(geom.rows, r0 + CHUNK))
  }
}

/** A one-chunk map caches its terrain at twice the resolution, to stay crisp when zoomed in. */
export function buildTerrain(geom: HexGeometry, terrain: readonly Terrain[], resolution: number): Container {
  const layer = new Container({ label: 'terrain' })
  const chunks = Math.ceil(geom.cols / CHUNK) * Math.ceil(geom.rows / CHUNK)
  const cacheResolution = chunks === 1 ? resolution * 2 : resolution
  forEachChunk(geom, (c0, r0, c1, r1) => {
    const g = new Graphics({ label: `terrain ${c0},${r0}` })
    for (let row = r0; row < r1; row++) {
      for (let col = c0; col < c1; col++) {
        g.poly(geom.corners(col, row)).fill(TERRAIN_COLOURS[terrain[row * geom.cols + col] ?? 'offmap'])
      }
    }
    for (let row = r0; row < r1; row++) {
      for (let col = c0; col < c1; col++) g.poly(geom.corners(col, row))
    }
    g.stroke({ width: 1, color: HEX_EDGE, alpha: 0.55, alignment: 0.5 })
    g.cullable = true
    g.cacheAsTexture({ resolution: cacheResolution })
    layer.addChild(g)
  })
  return layer
}

/** Printed hex labels ("4015") at the top of each hex, as on the board game's map. */
export function buildLabels(geom: HexGeometry, resolution: number): Container {
  const layer = new Container({ label: 'labels' })
  forEachChunk(geom, (c0, r0, c1, r1) => {
    const chunk = new Container({ label: `labels ${c0},${r0}` })
    for (let row = r0; row < r1; row++) {
      for (let col = c0; col < c1; col++) {
        const { x, y } = geom.centre(col, row)
        const text = new BitmapText({ text: geom.label(col, row), style: { fontFamily: LABEL_FONT, fontSize: 7 } })
        text.tint = LABEL_INK
        text.anchor.set(0.5, 0)
        text.position.set(x, y - geom.hexHeight / 2 + 1.5)
        chunk.addChild(text)
      }
    }
    chunk.cullable = true
    chunk.cacheAsTexture({ resolution: resolution * 2 }) // sharp text when zoomed in
    layer.addChild(chunk)
  })
  return layer
}
