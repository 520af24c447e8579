// AAF ⇄ AAS (23.13–23.14): an AAF breaks into one search, one cover and one attack squadron, its
// counter parked in the force pool's designated area (23.131–23.133); at the end of a player turn
// the squadrons left at each base recombine (23.141C, 23.142A): one is eliminated, two to four make
// one AAF, five to seven two, and so on; the AAF in play may then not exceed the force pool
// (23.142C). A recombined AAF is uninverted only if made of one uninverted squadron of each role
// (23.144); the owner picks which squadrons combine (a reading: the rule does not say).

/** AAF made of n AAS at one location (23.142A): 1 → 0, 2–4 → 1, 5–7 → 2, … */
export function aafFromAas(n: number): number {
  return Math.floor((n + 1) / 3)
}

/** AAS one AAF breaks into (23.132). */
export const AAS_PER_AAF = 3

/**
 * Uninverted AAF among those recombined at one location: each needs one uninverted squadron of
 * each role (23.144); the owner forms as many as he can.
 */
export function uninvertedAafFrom(
  ready: { search: number; cover: number; attack: number },
  aaf: number,
): number {
  return Math.min(aaf, ready.search, ready.cover, ready.attack)
}

/**
 * The AAF a side may have in play after its squadrons recombine (23.142C): those never broken
 * down, plus what its surviving squadrons make as a whole. How losses of squadrons reduce the
 * designated area is not in the seed (19.6, the force-pool rules): this reading counts the
 * survivors together, which gives 23.143's example (15 AAS, 9 lost: 2 AAF).
 */
export function poolCap(unbroken: number, survivingAas: number): number {
  return unbroken + aafFromAas(survivingAas)
}
