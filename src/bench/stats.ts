// Timing helpers for the benchmarks: run a function many times, report median and p95. Figures
// only: nothing here passes or fails.

export interface Timing {
  name: string
  /** Milliseconds per run. */
  median: number
  p95: number
  /** The slowest run, where the samples are few or uneven enough for it to matter. */
  max?: number
  runs: number
  /** What "ok" means, e.g. 1 for "< 1 ms". */
  targetMs: number | null
  /** A line of context (sizes, counts) printed under the table. */
  note?: string
  /** A fingerprint of what was computed (e.g. the state hash at the end of a replay), compared by --against. */
  check?: string
}

export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[i]
}

/** Times `fn` `runs` times after `warmup` untimed runs; `fn` returns something so it is not optimised away. */
export function time(
  name: string,
  fn: () => unknown,
  opts: { runs: number; warmup?: number; targetMs: number | null; note?: string; check?: string },
): Timing {
  let sink = 0
  for (let i = 0; i < (opts.warmup ?? Math.min(50, opts.runs)); i++) sink ^= fn() ? 1 : 0
  const samples: number[] = []
  for (let i = 0; i < opts.runs; i++) {
    const t0 = performance.now()
    sink ^= fn() ? 1 : 0
    samples.push(performance.now() - t0)
  }
  if (sink === 2) console.log('') // keeps `sink` alive
  return {
    ...summarise(name, samples),
    targetMs: opts.targetMs,
    ...(opts.note ? { note: opts.note } : {}),
    ...(opts.check ? { check: opts.check } : {}),
  }
}

/** Median, p95 and max of `samples` (milliseconds; sorted here). */
export function summarise(name: string, samples: number[]): Omit<Timing, 'targetMs'> {
  samples.sort((a, b) => a - b)
  return {
    name,
    median: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    max: samples[samples.length - 1],
    runs: samples.length,
  }
}

/** One row per kind (e.g. action type), the slowest p95 first: "<prefix> <kind>". */
export function perKind(
  prefix: string,
  kinds: ReadonlyMap<string, number[]>,
  targetMs: number | null,
): Timing[] {
  return [...kinds]
    .map(([kind, samples]) => ({ ...summarise(`${prefix} ${kind}`, samples), targetMs }))
    .sort((a, b) => b.p95 - a.p95)
}

export function ms(x: number): string {
  if (!Number.isFinite(x)) return '—'
  return x < 0.1 ? `${(x * 1000).toFixed(1)} µs` : x < 10 ? `${x.toFixed(3)} ms` : `${x.toFixed(1)} ms`
}

/** The results table: benchmark, median, p95, target, ok/over (p95 against the target). */
export function printTable(rows: readonly (Timing | { name: string; pending: string })[]): void {
  const lines: string[][] = [['benchmark', 'median', 'p95', 'max', 'runs', 'target', '']]
  for (const r of rows) {
    if ('pending' in r) lines.push([r.name, '—', '—', '—', '—', '—', r.pending])
    else
      lines.push([
        r.name,
        ms(r.median),
        ms(r.p95),
        r.max === undefined ? '' : ms(r.max),
        String(r.runs),
        r.targetMs === null ? '—' : `< ${ms(r.targetMs)}`,
        r.targetMs === null ? '' : r.p95 < r.targetMs ? 'ok' : 'over',
      ])
  }
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)))
  const fmt = (l: string[]) =>
    l
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd()
  console.log(fmt(lines[0]))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const l of lines.slice(1)) console.log(fmt(l))
  const notes = rows.filter((r): r is Timing => 'note' in r && !!r.note)
  if (notes.length) {
    console.log('')
    for (const r of notes) console.log(`${r.name}: ${r.note}`)
  }
}
