// LEGACY: the first page's scenario-based map picture. The map now draws src/map/model.ts, built
// from the game state by src/store/mapSnapshot.ts, and ignores this. Kept only because
// src/ui/mapSnapshot.ts still imports it; delete both once the shell mounts `<MapView />`.
import type { Terrain } from '../rules/scenario/schema'
import { TERRAIN_CODES } from '../rules/scenario/schema'

export interface MapSide {
  id: string
  /** Shown on markers and chits, so colour is never the only signal. */
  letter: string
  /** 0xrrggbb */
  colour: number
}

export interface MapBase {
  id: string
  name: string
  hex: string
  side: MapSide
}

export interface MapChit {
  id: string
  side: MapSide
  /** Air type letter(s): F, FB, B, N, ATP. */
  typeLetter: string
  /** Strength-range/quality of the face shown, e.g. "4-4/3". */
  notation: string
  /** True when the reduced (back) face is up. */
  reduced: boolean
}

export interface MapStack {
  hex: string
  /** Top chit first. */
  chits: MapChit[]
}

export interface MapSnapshot {
  cols: number
  rows: number
  /** Row-major, cols * rows entries. */
  terrain: Terrain[]
  bases: MapBase[]
  stacks: MapStack[]
}

export function parseColour(hex: string): number {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16)
  return Number.isFinite(n) ? n : 0x808080
}

/** Terrain of every hex from the scenario rows; missing or unknown codes count as off-map. */
export function terrainGrid(cols: number, rows: number, lines: readonly string[]): Terrain[] {
  const out: Terrain[] = new Array(cols * rows)
  for (let row = 0; row < rows; row++) {
    const line = lines[row] ?? ''
    for (let col = 0; col < cols; col++) out[row * cols + col] = TERRAIN_CODES[line[col] ?? 'x'] ?? 'offmap'
  }
  return out
}
