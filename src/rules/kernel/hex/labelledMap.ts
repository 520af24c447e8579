// Hexes of a rectangular map named by their printed labels ("0805": column then row), as the OCS
// and AWAW scenario files give them, with the distance that ranges count (no path, no terrain:
// OCS 14.2d, AWAW 23.22) and the hexes next to one.
import {
  hexDistance,
  hexLabel,
  hexNeighbours,
  inBounds,
  labelDigits,
  parseHexLabel,
  type Offset,
} from './coords'

export interface MapSize {
  cols: number
  rows: number
}

/** The hex a label names on the map, or null when it names none. */
export function hexOf(label: string, map: MapSize): Offset | null {
  return parseHexLabel(label, map.cols, map.rows)
}

/** Hexes between two labelled hexes of the map (both must be on it). */
export function distance(a: string, b: string, map: MapSize): number {
  const p = hexOf(a, map)
  const q = hexOf(b, map)
  if (!p || !q) throw new RangeError(`hex ${p ? b : a} is not on the ${map.cols} × ${map.rows} map`)
  return hexDistance(p.col, p.row, q.col, q.row)
}

/** The labels of the hexes next to one, on the map. */
export function neighbours(label: string, map: MapSize): string[] {
  const p = hexOf(label, map)
  if (!p) return []
  const digits = labelDigits(map.cols, map.rows)
  return hexNeighbours(p.col, p.row)
    .filter((q) => inBounds(q.col, q.row, map.cols, map.rows))
    .map((q) => hexLabel(q.col, q.row, digits))
}
