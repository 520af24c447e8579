// The terrain codes of `map.terrain` rows, apart from the zod schema so that the map can draw a
// board without loading the validator (the first load; docs/architecture.md, "Shell and dialogs").
export const TERRAINS = [
  'sea',
  'clear',
  'forest',
  'swamp',
  'mountain',
  'desert',
  'city',
  'offmap',
  'jungle',
  'jungle-mountain',
] as const
/** One character per hex in `map.terrain` rows. */
export const TERRAIN_CODES: Record<string, (typeof TERRAINS)[number]> = {
  '~': 'sea',
  '.': 'clear',
  f: 'forest',
  s: 'swamp',
  m: 'mountain',
  d: 'desert',
  c: 'city',
  x: 'offmap',
  j: 'jungle', // APTO maps only (4.11, 4.22, 4.24; APTO D34, D72, D79)
  J: 'jungle-mountain', // APTO maps only (4.11, 4.24; APTO D34, D79)
}
/** Terrain an APTO map prints and an AETO map never has (APTO D34, D72, D79). */
export const APTO_ONLY_TERRAINS: readonly (typeof TERRAINS)[number][] = ['jungle', 'jungle-mountain']
