// Hexes of an AWAW map, named by their printed labels ("0805": column then row), and the distance
// that cover and ranges count (23.22: hexes from a base to the naval force).
import {
  hexDistance,
  hexLabel,
  hexNeighbours,
  inBounds,
  labelDigits,
  parseHexLabel,
  type Offset,
} from '../../kernel/hex'

export function hexOf(label: string, map: { cols: number; rows: number }): Offset | null {
  return parseHexLabel(label, map.cols, map.rows)
}

/** Hexes between two labelled hexes of the map (both must be on it). */
export function distance(a: string, b: string, map: { cols: number; rows: number }): number {
  const p = hexOf(a, map)
  const q = hexOf(b, map)
  if (!p || !q) throw new RangeError(`hex ${p ? b : a} is not on the ${map.cols} × ${map.rows} map`)
  return hexDistance(p.col, p.row, q.col, q.row)
}

/** The labels of the hexes next to one, on the map. */
export function neighbours(label: string, map: { cols: number; rows: number }): string[] {
  const p = hexOf(label, map)
  if (!p) return []
  const digits = labelDigits(map.cols, map.rows)
  return hexNeighbours(p.col, p.row)
    .filter((q) => inBounds(q.col, q.row, map.cols, map.rows))
    .map((q) => hexLabel(q.col, q.row, digits))
}
