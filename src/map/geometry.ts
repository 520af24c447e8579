// Hex <-> pixel geometry for the map, in world coordinates (before the camera). honeycomb-grid
// is the source of truth for the maths; the settings come from the rules module so both agree on
// the layout: flat-topped hexes, odd-q (odd 0-based columns shifted down half a hex).
import { Grid, Orientation, defineHex, type Hex, type Point } from 'honeycomb-grid'
import { HONEYCOMB_OFFSET } from '../rules/kernel/hex/honeycombSettings'
import { hexLabel, inBounds, labelDigits, parseHexLabel, type Offset } from '../rules/kernel/hex/coords'

/** Distance from a hex centre to a corner, in world pixels. */
export const HEX_RADIUS = 36

/** Corner offsets from the centre of a flat-topped hex of radius 1, in honeycomb's order (top right first, clockwise). */
export const CORNER_X: readonly number[] = [0.5, 1, 0.5, -0.5, -1, -0.5]
export const CORNER_Y: readonly number[] = [
  -Math.sqrt(3) / 2,
  0,
  Math.sqrt(3) / 2,
  Math.sqrt(3) / 2,
  0,
  -Math.sqrt(3) / 2,
]

/** The two corners of the edge towards the neighbour in direction d (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
export function edgeCorners(d: number): [number, number] {
  return [(d + 5) % 6, d]
}

export interface HexGeometry {
  readonly cols: number
  readonly rows: number
  /** Corner-to-corner width and flat-to-flat height of one hex. */
  readonly hexWidth: number
  readonly hexHeight: number
  /** Size of the whole map; its top-left corner is the world origin. */
  readonly width: number
  readonly height: number
  /** Digits per coordinate in labels (2, or 3 on maps over 99). */
  readonly digits: number
  centre(col: number, row: number): Point
  /** The 6 corners, in drawing order. */
  corners(col: number, row: number): Point[]
  /** The hex under a world point, or null outside the map. */
  hexAt(point: Point): Offset | null
  label(col: number, row: number): string
  /** Offset of a printed label like "4015", or null if malformed or off the map. */
  parse(label: string): Offset | null
  /** Centre of a hex without allocating (hot loops): x of a column, y of a column and row. */
  cx(col: number): number
  cy(col: number, row: number): number
  readonly radius: number
}

export function createHexGeometry(cols: number, rows: number, radius = HEX_RADIUS): HexGeometry {
  const Tile = defineHex({
    dimensions: radius,
    orientation: Orientation.FLAT,
    origin: 'topLeft',
    offset: HONEYCOMB_OFFSET,
  })
  const grid = new Grid<Hex>(Tile) // empty: only its hex prototype is used, by pointToHex
  const hexWidth = 2 * radius
  const hexHeight = Math.sqrt(3) * radius
  const digits = labelDigits(cols, rows)
  return {
    cols,
    rows,
    hexWidth,
    hexHeight,
    width: cols > 0 ? (cols - 1) * 1.5 * radius + hexWidth : 0,
    height: rows > 0 ? rows * hexHeight + (cols > 1 ? hexHeight / 2 : 0) : 0,
    digits,
    centre(col, row) {
      const hex = new Tile({ col, row })
      return { x: hex.x, y: hex.y }
    },
    corners(col, row) {
      return new Tile({ col, row }).corners
    },
    hexAt(point) {
      const hex = grid.pointToHex(point, { allowOutside: true })
      const col = hex.col | 0 // honeycomb may answer -0
      const row = hex.row | 0
      return inBounds(col, row, cols, rows) ? { col, row } : null
    },
    label: (col, row) => hexLabel(col, row, digits),
    parse: (label) => parseHexLabel(label, cols, rows),
    // odd-q: odd columns sit half a hex lower (checked against honeycomb in geometry.test.ts)
    cx: (col) => radius + col * 1.5 * radius,
    cy: (col, row) => hexHeight / 2 + row * hexHeight + (col & 1 ? hexHeight / 2 : 0),
    radius,
  }
}
