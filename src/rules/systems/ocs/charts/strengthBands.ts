// Bands of a number on a chart's axis: the Barrage Table's columns by total barrage strength
// ("2", "3-4", "117+"), the RE in a barraged hex. A key names its band: "n" is n alone, "n-m" runs
// from n to m, "n+" is n and above. A band holds a value v when from ≤ v < to + 1, so a band of
// whole numbers also holds the fractions up to the next band ("3-4" holds 4.5 when "5-7" follows).

export interface Band {
  key: string
  from: number
  /** The band's last whole number; null: open-ended ("117+"). */
  to: number | null
}

/** The band a key names, or null when the key is not of the form "n", "n-m" or "n+". */
export function parseBand(key: string): Band | null {
  const m = /^(\d{1,4})(?:(\+)|-(\d{1,4}))?$/.exec(key)
  if (!m) return null
  const from = Number(m[1])
  if (m[2]) return { key, from, to: null }
  const to = m[3] === undefined ? from : Number(m[3])
  return to >= from ? { key, from, to } : null
}

/** "3–4", "2", "117+" as a player reads it. */
export function bandLabel(b: Band): string {
  if (b.to === null) return `${b.from}+`
  return b.to === b.from ? String(b.from) : `${b.from}–${b.to}`
}

export function bandHolds(b: Band, v: number): boolean {
  return v >= b.from && (b.to === null || v < b.to + 1)
}

/** Index of the band that holds v among `keys`, or -1. */
export function bandIndex(keys: readonly string[], v: number): number {
  return keys.findIndex((k) => {
    const b = parseBand(k)
    return b !== null && bandHolds(b, v)
  })
}

/**
 * What is wrong with a list of band keys (`field` names it in each message): each must parse, the
 * bands must follow each other without gap or overlap, and, when `complete`, the last is open ("117+").
 */
export function bandProblems(keys: readonly string[], field: string, complete: boolean): string[] {
  const out: string[] = []
  let prev: Band | null = null
  keys.forEach((k, i) => {
    const b = parseBand(k)
    if (!b) {
      out.push(
        `${field}[${i}]: got ${JSON.stringify(k)}, expected a band as "n", "n-m" (n ≤ m) or "n+", whole numbers ("3-4").`,
      )
      return
    }
    if (prev) {
      if (prev.to === null)
        out.push(
          `${field}[${i}]: got ${JSON.stringify(k)} after the open band "${prev.key}": it must be the last.`,
        )
      else if (b.from !== prev.to + 1)
        out.push(
          `${field}[${i}]: got ${JSON.stringify(k)}, expected a band starting at ${prev.to + 1} (right after "${prev.key}", with no gap or overlap).`,
        )
    }
    prev = b
  })
  const last = keys.length ? parseBand(keys[keys.length - 1]) : null
  if (complete && keys.length && last && last.to !== null)
    out.push(
      `${field}[${keys.length - 1}]: got ${JSON.stringify(last.key)}, expected the last band to be open ("${last.from}+"), so every value above has a band.`,
    )
  return out
}
