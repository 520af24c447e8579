// Names the editor shows for the schema's codes.
import type { TerrainCode } from './draft'

import { BASE_KIND_NAMES as KINDS, PHASE_NAMES as PHASES } from '../common/words'
import { airstripWords } from '../rules/systems/aeto'

// The game's own names for base kinds and phases, so that the editor and the game say the same; by
// any text, since an imported file may name a kind that does not exist.
export const BASE_KIND_NAMES: Record<string, string> = KINDS

/** The base kinds' names in the draft's words: the forward airstrip is a Dirt Airstrip in APTO (APTO D18, D98). */
export function baseKindNames(d: {
  variant?: unknown
  options?: { dirtAirstripName?: unknown }
}): Record<string, string> {
  const dirt = d.options?.dirtAirstripName
  const words = airstripWords({
    variant: d.variant === 'apto' ? 'apto' : 'aeto',
    options: { dirtAirstripName: typeof dirt === 'boolean' ? dirt : undefined },
  })
  return { ...KINDS, GrassAirfield: words.Name }
}
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

/** A nation's name as the draft gives it ("United Kingdom"), its id only when the draft has no such nation. */
export function nationName(d: { nations: readonly { id?: unknown; name?: unknown }[] }, id: string): string {
  const n = d.nations.find((x) => x.id === id)
  return typeof n?.name === 'string' && n.name.trim() ? n.name : id
}
