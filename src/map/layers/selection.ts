// Outline of the selected hex: a yellow ring inside a dark one, so it reads on every terrain
// and does not depend on colour alone (it is a shape around the hex).
import { Graphics } from 'pixi.js'
import type { Offset } from '../../rules/hex/coords'
import type { HexGeometry } from '../geometry'
import { INK, SELECTION } from '../palette'

export function drawSelection(g: Graphics, geom: HexGeometry, at: Offset | null): void {
  g.clear()
  if (!at) return
  const corners = geom.corners(at.col, at.row)
  g.poly(corners).stroke({ width: 5, color: INK, alignment: 0.5, join: 'round' })
  g.poly(corners).stroke({ width: 2.5, color: SELECTION, alignment: 0.5, join: 'round' })
}
