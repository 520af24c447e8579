// The outline of a set of hexes: the edges from hexes inside the set to hexes outside it or off
// the map. Geometry only: which hexes are in the set is the caller's business.
import { hexNeighbours, inBounds } from '../rules/kernel/hex/coords'
import type { Edges } from './model'

export function outlineOf(hexes: Iterable<number>, cols: number, rows: number): Edges {
  const inside = new Set(hexes)
  const out: number[] = []
  for (const h of inside) {
    if (h < 0 || h >= cols * rows) continue // a large sea area is not a hex
    const col = h % cols
    const row = (h - col) / cols
    hexNeighbours(col, row).forEach((n, d) => {
      if (!inBounds(n.col, n.row, cols, rows) || !inside.has(n.row * cols + n.col)) out.push(h, d)
    })
  }
  return Int32Array.from(out)
}
