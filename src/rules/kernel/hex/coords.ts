// Hex geometry for flat-topped hexes in "odd-q" offset layout: columns are vertical and every
// column with an odd 0-based index is shifted down by half a hex. Offset coordinates are
// 0-based (col, row); cube coordinates follow https://www.redblobgames.com/grids/hexagons/.

export interface Offset {
  col: number
  row: number
}

export interface Cube {
  q: number
  r: number
  s: number
}

/** Neighbour order used everywhere (flat-topped hexes have no E or W neighbour). */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const
export type Direction = (typeof DIRECTIONS)[number]

/** Cube (q, r) step for each direction, in DIRECTIONS order. */
export const CUBE_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
]

/** Offset (dcol, drow) step for each direction, in DIRECTIONS order, by column parity. */
export const OFFSET_DIRECTIONS_EVEN_COL: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [-1, -1],
]
export const OFFSET_DIRECTIONS_ODD_COL: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
]

export function offsetToCube(col: number, row: number): Cube {
  const q = col
  const r = row - ((col - (col & 1)) >> 1)
  return { q, r, s: 0 - q - r } // not -q - r, which gives -0 at the origin
}

export function cubeToOffset(q: number, r: number): Offset {
  return { col: q, row: r + ((q - (q & 1)) >> 1) }
}

export function cubeDistance(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq
  const dr = ar - br
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1
}

/** Hex steps between two hexes: adjacent = 1, same hex = 0 (the start hex is not counted). */
export function hexDistance(aCol: number, aRow: number, bCol: number, bRow: number): number {
  const ar = aRow - ((aCol - (aCol & 1)) >> 1)
  const br = bRow - ((bCol - (bCol & 1)) >> 1)
  return cubeDistance(aCol, ar, bCol, br)
}

/** The six neighbours in DIRECTIONS order, not clipped to any map. */
export function hexNeighbours(col: number, row: number): Offset[] {
  const steps = col & 1 ? OFFSET_DIRECTIONS_ODD_COL : OFFSET_DIRECTIONS_EVEN_COL
  return steps.map(([dc, dr]) => ({ col: col + dc, row: row + dr }))
}

export function inBounds(col: number, row: number, cols: number, rows: number): boolean {
  return Number.isInteger(col) && Number.isInteger(row) && col >= 0 && row >= 0 && col < cols && row < rows
}

/** Integer hex id used by the rules engine. */
export function hexId(col: number, row: number, cols: number): number {
  return row * cols + col
}

/** Digits per coordinate in printed labels: 2, or 3 on maps wider or taller than 99 hexes. */
export function labelDigits(cols: number, rows: number): number {
  return cols <= 99 && rows <= 99 ? 2 : 3
}

/** Printed label: 1-based column then 1-based row, each zero-padded ((39,14) → "4015"). */
export function hexLabel(col: number, row: number, digits: number): string {
  const c = String(col + 1)
  const r = String(row + 1)
  if (col < 0 || row < 0 || c.length > digits || r.length > digits) {
    throw new RangeError(`hex (${col},${row}) does not fit a ${digits}-digit label`)
  }
  return c.padStart(digits, '0') + r.padStart(digits, '0')
}

const ALL_DIGITS = /^[0-9]+$/

/** Inverse of hexLabel for a cols x rows map; null when malformed or off the map. */
export function parseHexLabel(label: string, cols: number, rows: number): Offset | null {
  const digits = labelDigits(cols, rows)
  if (label.length !== 2 * digits || !ALL_DIGITS.test(label)) return null
  const col = Number(label.slice(0, digits)) - 1
  const row = Number(label.slice(digits)) - 1
  return inBounds(col, row, cols, rows) ? { col, row } : null
}
