// Terrain hex tiles, drawn once with Canvas 2D into the terrain atlas: the terrain colour, a
// pattern that tells the terrain without colour (waves, trees, tufts, peaks, stipple, blocks,
// hatching), the hex edge, and a cross-hatch on hexes air units may not enter.
import type { Terrain } from '../rules/systems/aeto/scenario/schema'
import { CORNER_X, CORNER_Y } from './geometry'
import { HEX_EDGE, TERRAIN_COLOURS, TERRAIN_INK, css } from './palette'

/** How far the picture runs past the hex edge, so mipmaps never blend the edge with emptiness. */
const BLEED = 3

/** Tile size in world pixels: the hex plus the bleed all round. */
export function tileSize(radius: number): { width: number; height: number } {
  return { width: 2 * (radius + BLEED), height: Math.ceil(Math.sqrt(3) * (radius + BLEED)) + 1 }
}

function hexPath(g: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  g.beginPath()
  for (let i = 0; i < 6; i++) {
    const x = cx + CORNER_X[i] * r
    const y = cy + CORNER_Y[i] * r
    if (i === 0) g.moveTo(x, y)
    else g.lineTo(x, y)
  }
  g.closePath()
}

/** Pattern marks around the centre, in units of the radius: fixed places so every tile matches. */
const SPOTS: [number, number][] = [
  [-0.45, -0.35],
  [0.05, -0.5],
  [0.5, -0.3],
  [-0.6, 0.15],
  [-0.1, 0.05],
  [0.4, 0.2],
  [-0.3, 0.5],
  [0.2, 0.55],
]

function pattern(g: CanvasRenderingContext2D, terrain: Terrain, cx: number, cy: number, r: number): void {
  g.strokeStyle = css(TERRAIN_INK[terrain])
  g.fillStyle = css(TERRAIN_INK[terrain])
  g.lineWidth = 0.9
  g.lineCap = 'round'
  const at = (i: number) => [cx + SPOTS[i][0] * r, cy + SPOTS[i][1] * r] as const
  switch (terrain) {
    case 'sea':
      for (const i of [0, 2, 4, 6, 7]) {
        const [x, y] = at(i)
        g.beginPath()
        g.moveTo(x - 5, y)
        g.quadraticCurveTo(x - 2.5, y - 2.5, x, y)
        g.quadraticCurveTo(x + 2.5, y + 2.5, x + 5, y)
        g.stroke()
      }
      break
    case 'forest':
      for (const i of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const [x, y] = at(i)
        g.beginPath()
        g.arc(x, y - 1.5, 2.6, 0, Math.PI * 2)
        g.fill()
        g.fillRect(x - 0.5, y, 1, 3)
      }
      break
    case 'swamp':
      for (const i of [0, 2, 3, 4, 5, 6, 7]) {
        const [x, y] = at(i)
        g.beginPath()
        g.moveTo(x - 4, y)
        g.lineTo(x + 4, y)
        g.moveTo(x, y)
        g.lineTo(x, y - 3.5)
        g.moveTo(x - 2, y)
        g.lineTo(x - 3, y - 2.5)
        g.moveTo(x + 2, y)
        g.lineTo(x + 3, y - 2.5)
        g.stroke()
      }
      break
    case 'mountain':
      for (const i of [0, 2, 4, 6, 7]) {
        const [x, y] = at(i)
        g.beginPath()
        g.moveTo(x - 6, y + 3)
        g.lineTo(x - 1, y - 4)
        g.lineTo(x + 2, y)
        g.lineTo(x + 4, y - 2.5)
        g.lineTo(x + 7, y + 3)
        g.lineWidth = 1.2
        g.stroke()
      }
      break
    case 'desert':
      for (let k = 0; k < 26; k++) {
        const a = k * 2.39996 // golden angle: an even, fixed stipple
        const d = Math.sqrt((k + 0.5) / 26) * 0.72 * r
        g.beginPath()
        g.arc(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 0.8, 0, Math.PI * 2)
        g.fill()
      }
      break
    case 'city':
      for (const [dx, dy, w, h] of [
        [-9, -6, 6, 8],
        [-1, -9, 5, 11],
        [6, -4, 6, 6],
        [-5, 4, 7, 5],
        [4, 5, 5, 6],
      ]) {
        g.fillRect(cx + dx, cy + dy, w, h)
      }
      break
    case 'jungle':
      // palm fronds: a short trunk under three leaves, at every spot (denser than forest's trees)
      for (const i of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const [x, y] = at(i)
        palm(g, x, y)
      }
      break
    case 'jungle-mountain':
      // mountain peaks with palm fronds between them: both patterns, so neither is taken for the other
      for (const i of [0, 4, 7]) {
        const [x, y] = at(i)
        g.beginPath()
        g.moveTo(x - 6, y + 3)
        g.lineTo(x - 1, y - 4)
        g.lineTo(x + 2, y)
        g.lineTo(x + 4, y - 2.5)
        g.lineTo(x + 7, y + 3)
        g.lineWidth = 1.2
        g.stroke()
      }
      g.lineWidth = 0.9
      for (const i of [1, 3, 5, 6]) {
        const [x, y] = at(i)
        palm(g, x, y)
      }
      break
    case 'offmap':
      hatch(g, cx, cy, r, 6, 0.5)
      break
    case 'clear':
      break
  }
}

/** A palm: a trunk and three fronds, its foot at (x, y + 3). */
function palm(g: CanvasRenderingContext2D, x: number, y: number): void {
  g.beginPath()
  g.moveTo(x, y + 3)
  g.lineTo(x, y - 2)
  g.moveTo(x - 3.5, y - 0.5)
  g.quadraticCurveTo(x - 2, y - 3.5, x, y - 2)
  g.quadraticCurveTo(x + 2, y - 3.5, x + 3.5, y - 0.5)
  g.moveTo(x, y - 2)
  g.lineTo(x, y - 4.5)
  g.stroke()
}

function hatch(
  g: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  r: number,
  step: number,
  alpha: number,
): void {
  g.save()
  g.globalAlpha = alpha
  for (let d = -2 * r; d < 2 * r; d += step) {
    g.beginPath()
    g.moveTo(cx + d - r, cy + r)
    g.lineTo(cx + d + r, cy - r)
    g.stroke()
  }
  g.restore()
}

/** Draws one terrain tile into a tileSize(radius) box whose top-left is the origin; the hex centre is the box's centre. */
export function drawTerrainTile(
  g: CanvasRenderingContext2D,
  terrain: Terrain,
  noAir: boolean,
  radius: number,
): void {
  const { width, height } = tileSize(radius)
  const cx = width / 2
  const cy = height / 2
  g.save()
  // The mesh shows exactly the hex: the picture bleeds past it, and the edge line is cut in half
  // by the mesh, each neighbour showing its own half.
  hexPath(g, cx, cy, radius + BLEED)
  g.fillStyle = css(TERRAIN_COLOURS[terrain])
  g.fill()
  g.save()
  g.clip()
  pattern(g, terrain, cx, cy, radius)
  if (noAir && terrain !== 'offmap') {
    // no air units here (4.12): a dark cross-hatch
    g.strokeStyle = '#3a3a3a'
    g.lineWidth = 1.1
    hatch(g, cx, cy, radius, 7, 0.6)
    g.save()
    g.scale(-1, 1)
    g.translate(-2 * cx, 0)
    hatch(g, cx, cy, radius, 7, 0.6)
    g.restore()
  }
  g.restore()
  hexPath(g, cx, cy, radius)
  g.strokeStyle = css(HEX_EDGE)
  g.globalAlpha = 0.6
  g.lineWidth = 1.4
  g.stroke()
  g.restore()
}
