// Fields of a decision that take long to list and that carrying the game on does not read: the plan's
// mission list and reconnaissance targets (§3.2, 4.10, 4.11), an Offensive's options (4.25). They are
// worked out from the finished state the first time something reads them (the dialog, the bot,
// `legalActions`, a save, the state hash) and kept. A finished state is never modified, so the value
// is the one the decision would have listed at once; a field that comes out undefined is left out of
// JSON and of the state hash as an absent one is.
import type { Tx } from './core'

/** Defines each of `fields` on `target` as an enumerable property computed on first read. */
export function lazyFields<T extends object, F extends Record<string, unknown>>(
  target: T,
  fields: { [K in keyof F]: () => F[K] },
): T & F {
  for (const key of Object.keys(fields)) {
    let compute: (() => unknown) | null = fields[key]
    let value: unknown
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        if (compute) {
          const f = compute
          compute = null // not again, even if it throws
          value = f()
        }
        return value
      },
      set(v: unknown) {
        compute = null
        value = v
      },
    })
  }
  return target as T & F
}

/**
 * What a lazy field of the decision being built reads: the finished state with its `pending` still
 * the decision just answered, as the procedure sees it while it builds the next one (some rules read
 * it: the launch from an Intensive attack's decision, 4.28). Made once, on first read.
 */
export function asBuilt(t: Tx): () => Tx {
  const { ctx, s } = t
  const answered = s.pending
  let view: Tx | null = null
  return () => (view ??= { ctx, s: { ...s, pending: answered }, ev: [] })
}
