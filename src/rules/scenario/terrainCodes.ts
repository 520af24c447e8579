// The terrain codes of `map.terrain` rows, apart from the zod schema so that the map can draw a
// board without loading the validator (issue 15, the first load).
export const TERRAINS = ['sea', 'clear', 'forest', 'swamp', 'mountain', 'desert', 'city', 'offmap'] as const
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
}
