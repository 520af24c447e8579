// Colours of the map. Terrain colours are muted so chits and markers stand out; the panel names
// the terrain of the selected hex, so colour is never the only way to tell.
import type { Terrain } from '../rules/systems/aeto/scenario/schema'

export const TERRAIN_COLOURS: Record<Terrain, number> = {
  sea: 0x9cc3e0,
  clear: 0xeae6cc,
  forest: 0x93b77e,
  swamp: 0xa3bba9,
  mountain: 0xb89f80,
  desert: 0xeed7a0,
  city: 0xc6c0b8,
  offmap: 0x5f6368,
  jungle: 0x6fa35f,
  'jungle-mountain': 0x9c9d6c,
}

/** Fonts of every text on the map (DejaVu Sans ships with Debian). */
export const FONT_FAMILY = ['DejaVu Sans', 'Arial', 'Helvetica', 'sans-serif']

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

/** 0xrrggbb → "#rrggbb" for Canvas 2D drawing. */
export function css(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`
}

/** Darker or lighter version of a colour (factor < 1 darkens). */
export function shade(colour: number, factor: number): number {
  const f = (c: number) =>
    Math.max(0, Math.min(255, Math.round(factor <= 1 ? c * factor : c + (255 - c) * (factor - 1))))
  return (f((colour >> 16) & 0xff) << 16) | (f((colour >> 8) & 0xff) << 8) | f(colour & 0xff)
}

/** Patterns printed over terrain colours, so terrain never depends on colour alone. */
export const TERRAIN_INK: Record<Terrain, number> = {
  sea: 0x5d8fb8,
  clear: 0xc9c3a2,
  forest: 0x4f7a3c,
  swamp: 0x5d7f6a,
  mountain: 0x7a5f42,
  desert: 0xb8955a,
  city: 0x6f6a64,
  offmap: 0x8a8e92,
  jungle: 0x2f5f28,
  'jungle-mountain': 0x4f5a2c,
}

/** A depleted chit's face: paper with the side's colour as a band (4.17). */
export const DEPLETED_FACE = 0xf1ede0
/** Commitment markers (4.27): C current, P previous; letters say it, colours echo it. */
export const COMMIT_CURRENT = 0xc62828
export const COMMIT_PREVIOUS = 0xef8f00
export const OVERSTACK = 0xd32f2f
export const RANGE = 0x1565c0
export const INTERCEPT = 0xd84315
export const TRACE = 0xff9800
export const NEXT = 0x2e7d32
export const REFUSED = 0xe53935
export const ENGAGEMENT = 0xb71c1c
export const COMBAT = 0x6a1b9a
export const HOVER = 0xffffff
/** What the pending decision is about: drawn dashed and doubled, so never by colour alone. */
export const INVOLVED = 0x00e5ff
