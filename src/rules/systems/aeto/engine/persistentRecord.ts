// A record (`Record<string, T>`) that shares its storage with the record it was copied from.
//
// On a 300 × 300 map with 20,000 air units, copying the units record for every action that
// writes one unit cost 1.5 ms of the 1.5 ms an action took. Here the values
// are kept in chunks of CHUNK entries behind a key → position index shared by every copy: a copy
// copies the list of chunks (160 pointers for 20,000 units) and writing one entry copies one
// chunk. The record is seen through a read-only Proxy, so it reads, enumerates (`Object.keys`,
// `for … in`, `Object.hasOwn`) and serialises (`JSON.stringify`, the state hash) exactly like the
// plain record it stands for, in the same key order: saves, hashes and the runner's JSON output
// do not change. Two things differ, both on purpose: it cannot be written except through
// `recordCopy` / `writeEntry` (a finished state must never change), and `structuredClone` refuses
// it (the game state goes to storage as actions, never as a cloned object).
//
// Enumerating through the Proxy costs a trap per key; code that scans every entry on each action
// uses `recordKeys` / `recordValues`, which read the storage directly.

const SHIFT = 7
const CHUNK = 1 << SHIFT

interface Table<T> {
  /** Keys in record order and their positions: shared by every copy (the key set never changes). */
  keys: readonly string[]
  index: Map<string, number>
  chunks: T[][]
}

const TABLE = Symbol('persistent record')
type Target<T> = { [TABLE]: Table<T> }

function tableOf<T>(r: object): Table<T> | undefined {
  return (r as Partial<Target<T>>)[TABLE]
}

const readOnly = (what: string) => {
  throw new TypeError(`a game state's records are read-only (${what})`)
}

const handler: ProxyHandler<Target<unknown>> = {
  get(t, key, receiver) {
    if (typeof key === 'string') {
      const table = t[TABLE]
      const i = table.index.get(key)
      if (i !== undefined) return table.chunks[i >>> SHIFT][i & (CHUNK - 1)]
    }
    return Reflect.get(t, key, receiver)
  },
  has(t, key) {
    return (typeof key === 'string' && t[TABLE].index.has(key)) || (key !== TABLE && key in t)
  },
  ownKeys(t) {
    return t[TABLE].keys
  },
  getOwnPropertyDescriptor(t, key) {
    if (typeof key !== 'string') return undefined
    const table = t[TABLE]
    const i = table.index.get(key)
    if (i === undefined) return undefined
    return {
      value: table.chunks[i >>> SHIFT][i & (CHUNK - 1)],
      writable: true,
      enumerable: true,
      configurable: true,
    }
  },
  set: (_t, key) => readOnly(`setting ${String(key)}`),
  defineProperty: (_t, key) => readOnly(`defining ${String(key)}`),
  deleteProperty: (_t, key) => readOnly(`deleting ${String(key)}`),
  setPrototypeOf: () => readOnly('its prototype'),
  preventExtensions: () => readOnly('preventExtensions'),
}

function view<T>(table: Table<T>): Record<string, T> {
  const target = { [TABLE]: table } as Target<T>
  return new Proxy(target as Target<unknown>, handler)
}

/** A copy of `r` that shares its storage; `r` may be a plain record (its one full copy). */
export function recordCopy<T>(r: Record<string, T>): Record<string, T> {
  const t = tableOf<T>(r)
  if (t) return view({ keys: t.keys, index: t.index, chunks: [...t.chunks] })
  const keys = Object.keys(r)
  const chunks: T[][] = []
  for (let i = 0; i < keys.length; i += CHUNK) chunks.push(keys.slice(i, i + CHUNK).map((k) => r[k]))
  return view({ keys, index: new Map(keys.map((k, i) => [k, i])), chunks })
}

/**
 * Writes an entry of a copy made by `recordCopy` and not yet handed out. `owned` lists the chunks
 * this copy already has to itself (the caller keeps it for the copy's lifetime as a draft); a key
 * the record does not have makes a new key list and index (rare: a base's first stack).
 */
export function writeEntry<T>(
  r: Record<string, T>,
  key: string,
  value: T,
  owned: Set<number>,
): Record<string, T> {
  const t = tableOf<T>(r)
  if (!t) throw new Error('writeEntry: not a record made by recordCopy')
  let i = t.index.get(key)
  if (i === undefined) {
    const keys = [...t.keys, key]
    i = keys.length - 1
    t.keys = keys
    t.index = new Map(t.index).set(key, i) // the source's index stays as it was
    if (i % CHUNK === 0) {
      t.chunks.push([])
      owned.add(i >>> SHIFT)
    }
  }
  const c = i >>> SHIFT
  if (!owned.has(c)) {
    t.chunks[c] = [...t.chunks[c]]
    owned.add(c)
  }
  t.chunks[c][i & (CHUNK - 1)] = value
  return r
}

/** A persistent copy of `r` with the given entries replaced (a probe of the bot, say). */
export function recordWith<T>(
  r: Record<string, T>,
  entries: Iterable<readonly [string, T]>,
): Record<string, T> {
  const copy = recordCopy(r)
  const owned = new Set<number>()
  for (const [k, v] of entries) writeEntry(copy, k, v, owned)
  return copy
}

/** The keys of a record in order, without a trap per key for a persistent one. */
export function recordKeys(r: Record<string, unknown>): readonly string[] {
  return tableOf(r)?.keys ?? Object.keys(r)
}

/** The values of a record in key order, without a trap per key for a persistent one. */
export function recordValues<T>(r: Record<string, T>): T[] {
  const t = tableOf<T>(r)
  if (!t) return Object.values(r)
  const out: T[] = []
  for (const c of t.chunks) for (let i = 0; i < c.length; i++) out.push(c[i])
  return out
}

/** Whether `r` is a record made by `recordCopy`. */
export function isPersistentRecord(r: object): boolean {
  return tableOf(r) !== undefined
}
