// A chart as the players enter it (issue of "enter the charts once": typed in the app or imported
// from a file): its rows or columns where the chart lets them choose, its cells, its provenance.
// Every entered chart is checked here for its shape and by the chart's own module against what the
// seed fixes; a problem names the field (and the cell), what it got and what is expected.
import {
  PROVENANCE_WORDS,
  PROVENANCES,
  tableProblems,
  type Provenance,
  type Table,
  type TableAxis,
  type TableProblem,
} from '../../../kernel/tables'

/** What the players give for one chart. */
export interface ChartEntry {
  /** The rows, where the chart lets the players name them (terrain, conditions, RE bands). */
  rows?: readonly TableAxis[]
  /** The column keys, where the chart lets the players name them (strength bands "3-4"). */
  columns?: readonly string[]
  /** cells[row][column]: a result from the chart's closed list, or null (left to their own chart). */
  cells: readonly (readonly (string | null)[])[]
  provenance: Provenance
  verified?: boolean
}

export type Entered = { ok: true; table: Table } | { ok: false; problems: TableProblem[] }

/** The provenance an entered chart may claim: anything but a placeholder. */
export function provenanceProblems(e: { provenance?: unknown; verified?: unknown }): TableProblem[] {
  const out: TableProblem[] = []
  if (!PROVENANCES.includes(e.provenance as Provenance) || e.provenance === 'placeholder')
    out.push({
      field: 'provenance',
      message: `provenance: got ${JSON.stringify(e.provenance) ?? 'nothing'}, expected ${PROVENANCES.filter(
        (p) => p !== 'placeholder',
      )
        .map((p) => `"${p}" (${PROVENANCE_WORDS[p]})`)
        .join(', ')}.`,
    })
  if (e.verified !== undefined && typeof e.verified !== 'boolean')
    out.push({
      field: 'verified',
      message: `verified: got ${JSON.stringify(e.verified)}, expected true or false.`,
    })
  return out
}

/** What every chart of rows the players name checks first: its provenance, its cells, those rows. */
export function namedEntryProblems(e: ChartEntry, prefix: string, what: string): TableProblem[] {
  return [...provenanceProblems(e), ...cellsProblem(e.cells), ...namedRowProblems(e.rows ?? [], prefix, what)]
}

/** The rows a chart's players name: unique keys with a prefix ("terrain:"), each with a label. */
export function namedRowProblems(
  rows: unknown,
  prefix: string,
  what: string,
  /** Rows the chart names itself, checked elsewhere. */
  skip: (key: unknown) => boolean = () => false,
): TableProblem[] {
  if (!Array.isArray(rows))
    return [
      {
        field: 'rows',
        message: `rows: got ${JSON.stringify(rows) ?? 'nothing'}, expected a list of ${what}.`,
      },
    ]
  const out: TableProblem[] = []
  rows.forEach((r: unknown, i) => {
    const o = r as Partial<TableAxis> | null
    if (skip(o?.key)) return
    if (!o || typeof o.key !== 'string' || !o.key.startsWith(prefix) || o.key.length === prefix.length)
      out.push({
        field: `rows[${i}].key`,
        message: `rows[${i}].key: got ${JSON.stringify(o?.key) ?? 'nothing'}, expected "${prefix}" followed by a name (${what}).`,
      })
    if (!o || typeof o.label !== 'string' || !o.label.trim())
      out.push({
        field: `rows[${i}].label`,
        message: `rows[${i}].label: got ${JSON.stringify(o?.label) ?? 'nothing'}, expected the words of your chart's line.`,
      })
  })
  return out
}

/** The table checked by the kernel (shape, closed list, fixed points) and by the chart's own checks. */
export function checked(table: Table, own: TableProblem[] = []): Entered {
  const problems = [...tableProblems(table), ...own]
  return problems.length ? { ok: false, problems } : { ok: true, table }
}

/** The cells as given, missing ones as null; a problem when they are not a list of lists. */
export function cellsProblem(cells: unknown): TableProblem[] {
  if (Array.isArray(cells) && cells.every((r) => Array.isArray(r))) return []
  return [
    {
      field: 'cells',
      message: `cells: got ${JSON.stringify(cells)?.slice(0, 40) ?? 'nothing'}, expected one list per row, each with one result per column (null for a cell left to your own chart).`,
    },
  ]
}

export function normalCells(cells: ChartEntry['cells']): (string | null)[][] {
  return cells.map((r) => r.map((c) => (c === undefined || c === '' ? null : c)))
}
