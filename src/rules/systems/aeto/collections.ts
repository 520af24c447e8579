// Loops for lists that may be long. Spreading a list into a call (`out.push(...xs)`,
// `Math.max(...xs)`) passes every item as an argument and throws "Maximum call stack size
// exceeded" past roughly 100,000 items: these never do.

/** Appends every item of `items` to `out`. */
export function appendAll<T>(out: T[], items: Iterable<T>): T[] {
  for (const x of items) out.push(x)
  return out
}

/** The largest value of `f` over `items` (-Infinity for none, like Math.max()). */
export function maxOf<T>(items: Iterable<T>, f: (x: T) => number): number {
  let m = -Infinity
  for (const x of items) {
    const v = f(x)
    if (v > m || Number.isNaN(v)) m = v
  }
  return m
}

/** The smallest value of `f` over `items` (Infinity for none, like Math.min()). */
export function minOf<T>(items: Iterable<T>, f: (x: T) => number): number {
  let m = Infinity
  for (const x of items) {
    const v = f(x)
    if (v < m || Number.isNaN(v)) m = v
  }
  return m
}
