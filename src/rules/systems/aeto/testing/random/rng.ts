// The random player's source of randomness: a seeded generator and the draws built on it. No
// Math.random: every choice of the random player and of the hostile actions comes from the `Rng`
// passed in, so a seed reproduces a game exactly. The order of the draws is part of that: a change
// here (or in the order a maker draws) changes every random game, the fuzz corpus and the golden
// counts.

export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number
  /** Uniform float in [0, 1). */
  next(): number
}

/** mulberry32: small, fast, deterministic. */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000
  }
  return { next, int: (n) => Math.floor(next() * n) }
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (!items.length) throw new Error('pick from an empty list')
  return items[rng.int(items.length)]
}

export function chance(rng: Rng, p: number): boolean {
  return rng.next() < p
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** A random non-empty subset, small sizes more likely. */
export function someOf<T>(rng: Rng, items: readonly T[], max = items.length): T[] {
  const n = Math.min(max, items.length)
  const k = 1 + Math.min(rng.int(n), rng.int(n)) // biased toward small flights
  return shuffled(rng, items).slice(0, k)
}
