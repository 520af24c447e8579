// Names the editor shows for the schema's codes.
import type { TerrainCode } from './draft'

import { BASE_KIND_NAMES as KINDS, PHASE_NAMES as PHASES } from '../ui/format'

// The game's own names for base kinds and phases, so that the editor and the game say the same; by
// any text, since an imported file may name a kind that does not exist.
export const BASE_KIND_NAMES: Record<string, string> = KINDS
export const PHASE_NAMES: Record<string, string> = PHASES

export const TERRAIN_NAMES: Record<TerrainCode, string> = {
  '~': 'Sea',
  '.': 'Clear',
  f: 'Forest',
  s: 'Swamp',
  m: 'Mountain',
  d: 'Desert',
  c: 'City',
  x: 'Off-map',
  j: 'Jungle (APTO)',
  J: 'Jungle-mountain (APTO)',
}


