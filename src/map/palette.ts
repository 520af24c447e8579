// Colours of the map. Terrain colours are muted so chits and markers stand out; the panel names
// the terrain of the selected hex, so colour is never the only way to tell.
import type { Terrain } from '../rules/scenario/schema'

export const TERRAIN_COLOURS: Record<Terrain, number> = {
  sea: 0x9cc3e0,
  clear: 0xeae6cc,
  forest: 0x93b77e,
  swamp: 0xa3bba9,
  mountain: 0xb89f80,
  desert: 0xeed7a0,
  city: 0xc6c0b8,
  offmap: 0x5f6368,
}

export const BACKGROUND = 0x2b2f33
export const HEX_EDGE = 0x5a5a50
export const LABEL_INK = 0x3a3a34
export const INK = 0x1d1d1b
export const PAPER = 0xfbfaf4
/** Selected hex: a thick yellow ring inside a dark one, visible on every terrain. */
export const SELECTION = 0xffd21f

/** Black or white, whichever reads better on the colour. */
export function inkOn(colour: number): number {
  const r = (colour >> 16) & 0xff
  const g = (colour >> 8) & 0xff
  const b = colour & 0xff
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  return luminance > 0.55 ? INK : 0xffffff
}
