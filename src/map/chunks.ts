// The map is cut into square chunks of CHUNK x CHUNK hexes. Each chunk is drawn by its own
// containers (one per layer), culled as a whole when its rectangle is off screen, so panning costs
// a few rectangle tests per frame whatever the size of the map. Pure maths, no Pixi.
import type { HexGeometry } from './geometry'

/** Hexes per chunk side. */
export const CHUNK = 16
/** World pixels around a chunk's hexes that its drawings may spill into (name plates, badges). */
export const CHUNK_MARGIN = 80

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface ChunkGrid {
  readonly size: number
  /** Chunks across and down. */
  readonly across: number
  readonly down: number
  readonly count: number
  /** Chunk index of a hex id. */
  chunkOf(hex: number): number
  /** First column and row of a chunk, and one past its last. */
  span(chunk: number): { c0: number; r0: number; c1: number; r1: number }
  /** World rectangle a chunk's drawings fit in (its hexes plus the margin). */
  readonly rects: readonly Rect[]
}

export function createChunkGrid(geom: HexGeometry, size = CHUNK, margin = CHUNK_MARGIN): ChunkGrid {
  const across = Math.max(1, Math.ceil(geom.cols / size))
  const down = Math.max(1, Math.ceil(geom.rows / size))
  const span = (chunk: number) => {
    const cx = chunk % across
    const cy = (chunk - cx) / across
    return {
      c0: cx * size,
      r0: cy * size,
      c1: Math.min(geom.cols, (cx + 1) * size),
      r1: Math.min(geom.rows, (cy + 1) * size),
    }
  }
  const rects: Rect[] = []
  for (let i = 0; i < across * down; i++) {
    const { c0, r0, c1, r1 } = span(i)
    const x0 = geom.cx(c0) - geom.radius
    const x1 = geom.cx(Math.max(c0, c1 - 1)) + geom.radius
    const y0 = r0 * geom.hexHeight // the top of an even column's first hex
    const y1 = r1 * geom.hexHeight + geom.hexHeight / 2 // the bottom of an odd column's last hex
    rects.push({ x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin })
  }
  return {
    size,
    across,
    down,
    count: across * down,
    chunkOf(hex) {
      const col = hex % geom.cols
      const row = (hex - col) / geom.cols
      return Math.floor(row / size) * across + Math.floor(col / size)
    },
    span,
    rects,
  }
}

/** Whether a rectangle overlaps the world area [x0, x1) x [y0, y1). */
export function overlaps(r: Rect, x0: number, y0: number, x1: number, y1: number): boolean {
  return r.x < x1 && r.x + r.width > x0 && r.y < y1 && r.y + r.height > y0
}
