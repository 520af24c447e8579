// Hexes of an OCS map, named by their printed labels ("0805": column then row), and the distance
// that ranges count (14.2d: hexes to the mission hex, with no path and no regard to terrain).
import { hexDistance, parseHexLabel, type Offset } from '../../kernel/hex'

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
