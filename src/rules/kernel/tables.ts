// Tables with provenance (design §8): a rule system's chart is data, never code. Each says where
// its cells come from, whether a person checked them against the printed chart, and the cells the
// rulebook's own examples fix, so a chart typed in by a player is checked against them. A missing
// cell is null: the engine then rolls, logs the dice and asks the player to read the result off
// their own chart (chartLookup.ts). Sortie never invents a chart value. Pure data and functions:
// no rule system is imported here.

/**
 * Where a table's cells come from: printed in the rules text (`seed`); read back from a damaged
 * scan (`reconstructed`); typed in by a player (`userEntered`); agreed by the players where the
 * rules are silent (`houseRuling`); a stand-in that only reproduces what the rules say of it
 * (`placeholder`: not the game's table).
 */
export type Provenance = 'seed' | 'reconstructed' | 'userEntered' | 'houseRuling' | 'placeholder'

export const PROVENANCES: readonly Provenance[] = [
  'seed',
  'reconstructed',
  'userEntered',
  'houseRuling',
  'placeholder',
]

/** How a result line names a table's provenance: "…, column 7–11 (placeholder table), …". */
export const PROVENANCE_WORDS: Readonly<Record<Provenance, string>> = {
  seed: 'printed table',
  reconstructed: 'table reconstructed from a damaged scan',
  userEntered: 'entered table',
  houseRuling: 'house-ruled table',
  placeholder: 'placeholder table',
}

/** One row or column of a table: its key (what the engine looks up) and the label a player reads. */
export interface TableAxis {
  key: string
  label: string
}

/** A cell the rulebook's own example fixes: the table must hold one of `accept` there. */
export interface FixedPoint {
  row: string
  column: string
  /** The values the example allows (e.g. "3" and "3*" when the example says nothing of an asterisk). */
  accept: readonly string[]
  /** The example, with its rule: "4.26, the two Wellingtons bombing a fortified airbase". */
  source: string
}

/**
 * Cells the rulebook fixes only together: their values add up to `total` ("a small airbase in a
 * Minor Port hex may base up to two air unit chits", 4.2). Cells must hold whole numbers.
 */
export interface FixedSum {
  cells: readonly { row: string; column: string }[]
  total: number
  source: string
}

/**
 * A result the rulebook's example shows on some row of a column without saying which ("a report
 * for three ships, which may be reported as ± 50 %", 4.10): one cell of the column holds one of `accept`.
 */
export interface FixedSomewhere {
  column: string
  accept: readonly string[]
  /** How the problem names what is missing: "a ±50 % report". */
  what: string
  source: string
}

export interface Table {
  /** Stable id within its rule system ("bombing"). */
  id: string
  name: string
  rule: string
  rows: readonly TableAxis[]
  columns: readonly TableAxis[]
  /** cells[row][column]; null: missing (the player looks it up on their own chart). */
  cells: readonly (readonly (string | null)[])[]
  /** The closed set of results a cell may hold. */
  outcomes: readonly string[]
  provenance: Provenance
  /** A person compared every cell with the printed chart. */
  verified: boolean
  fixedPoints: readonly FixedPoint[]
  /** Cells the rulebook fixes only as a sum. */
  fixedSums?: readonly FixedSum[]
  /** Results the rulebook shows on some row of a column. */
  fixedSomewhere?: readonly FixedSomewhere[]
}

/** Something wrong with a table: where (`field`, and the cell when it is one), and a sentence. */
export interface TableProblem {
  field: string
  row?: string
  column?: string
  message: string
}

function rowIndex(t: Table, row: string): number {
  return t.rows.findIndex((r) => r.key === row)
}

function columnIndex(t: Table, column: string): number {
  return t.columns.findIndex((c) => c.key === column)
}

/** "column 7–11, row 9" as a player reads it. */
export function cellName(t: Table, row: string, column: string): string {
  const r = t.rows[rowIndex(t, row)]?.label ?? row
  const c = t.columns[columnIndex(t, column)]?.label ?? column
  return `column ${c}, row ${r}`
}

/** The cell, or null when it is missing or the row or column does not exist. */
export function cellAt(t: Table, row: string, column: string): string | null {
  const i = rowIndex(t, row)
  const j = columnIndex(t, column)
  if (i < 0 || j < 0) return null
  return t.cells[i]?.[j] ?? null
}

/** The cells the table leaves to the player's own chart. */
export function missingCells(t: Table): { row: string; column: string }[] {
  const out: { row: string; column: string }[] = []
  t.rows.forEach((r, i) =>
    t.columns.forEach((c, j) => {
      if ((t.cells[i]?.[j] ?? null) === null) out.push({ row: r.key, column: c.key })
    }),
  )
  return out
}

/** The fixed points the table breaks: each names the cell, what it holds and what the example expects. */
export function fixedPointProblems(t: Table): TableProblem[] {
  const out: TableProblem[] = []
  for (const f of t.fixedPoints) {
    if (columnIndex(t, f.column) < 0 || rowIndex(t, f.row) < 0) {
      out.push({
        field: `cells[${f.row}][${f.column}]`,
        row: f.row,
        column: f.column,
        message: `The table has no cell at column ${f.column}, row ${f.row}; the rulebook's example fixes it to ${f.accept.join(' or ')} (${f.source}).`,
      })
      continue
    }
    const got = cellAt(t, f.row, f.column)
    if (got === null || f.accept.includes(got)) continue // a missing cell breaks nothing: it is asked at play
    out.push({
      field: `cells[${f.row}][${f.column}]`,
      row: f.row,
      column: f.column,
      message: `${cellName(t, f.row, f.column)}: got ${JSON.stringify(got)}, expected ${f.accept.map((a) => JSON.stringify(a)).join(' or ')} (${f.source}).`,
    })
  }
  for (const f of t.fixedSums ?? []) {
    const values = f.cells.map((c) => cellAt(t, c.row, c.column))
    if (values.some((v) => v === null || !/^\d+$/.test(v))) continue // missing, or refused as a result already
    const sum = values.reduce((a, v) => a + Number(v), 0)
    if (sum === f.total) continue
    const first = f.cells[0]
    out.push({
      field: `cells[${first.row}][${first.column}]`,
      row: first.row,
      column: first.column,
      message: `${f.cells.map((c) => t.rows[rowIndex(t, c.row)]?.label ?? c.row).join(' + ')}: got ${values.join(' + ')} = ${sum}, expected ${f.total} (${f.source}).`,
    })
  }
  for (const f of t.fixedSomewhere ?? []) {
    const j = columnIndex(t, f.column)
    const column = t.rows.map((_, i) => (j < 0 ? null : (t.cells[i]?.[j] ?? null)))
    if (j >= 0 && column.some((v) => v === null || f.accept.includes(v))) continue // a missing cell may hold it
    out.push({
      field: `cells[*][${f.column}]`,
      column: f.column,
      message: `No row gives ${f.what}; the rulebook's example shows one (${f.source}).`,
    })
  }
  return out
}

/** Everything wrong with a table: its shape, cells outside the closed set of outcomes, broken fixed points. */
export function tableProblems(t: Table): TableProblem[] {
  const out: TableProblem[] = []
  const keys = (axis: readonly TableAxis[], name: 'rows' | 'columns') => {
    const seen = new Set<string>()
    axis.forEach((a, i) => {
      if (seen.has(a.key))
        out.push({
          field: `${name}[${i}]`,
          message: `${name}[${i}]: the key ${JSON.stringify(a.key)} is given twice.`,
        })
      seen.add(a.key)
    })
  }
  keys(t.rows, 'rows')
  keys(t.columns, 'columns')
  if (t.cells.length !== t.rows.length)
    out.push({
      field: 'cells',
      message: `cells: got ${t.cells.length} rows, expected ${t.rows.length} (one per row of the table).`,
    })
  t.cells.forEach((line, i) => {
    if (line.length !== t.columns.length)
      out.push({
        field: `cells[${i}]`,
        message: `cells[${i}] (row ${t.rows[i]?.label ?? i}): got ${line.length} cells, expected ${t.columns.length} (one per column).`,
      })
    line.forEach((cell, j) => {
      if (cell === null || t.outcomes.includes(cell)) return
      const row = t.rows[i]?.key ?? String(i)
      const column = t.columns[j]?.key ?? String(j)
      out.push({
        field: `cells[${row}][${column}]`,
        row,
        column,
        message: `${cellName(t, row, column)}: got ${JSON.stringify(cell)}, expected one of the table's results (${outcomeList(t)}) or an empty cell.`,
      })
    })
  })
  return [...out, ...fixedPointProblems(t)]
}

/** "-, 1, 2 … 20, each with or without *" style summaries are the system's; this lists them plainly, shortened. */
function outcomeList(t: Table): string {
  return t.outcomes.length <= 12
    ? t.outcomes.join(', ')
    : `${t.outcomes.slice(0, 6).join(', ')} … ${t.outcomes[t.outcomes.length - 1]}`
}

/** " (placeholder table)", " (entered table, not verified)", or nothing for a verified printed table. */
export function provenanceNote(t: Pick<Table, 'provenance' | 'verified'>): string {
  if (t.provenance === 'seed' && t.verified) return ''
  if (t.provenance === 'placeholder') return ` (${PROVENANCE_WORDS.placeholder})`
  return ` (${PROVENANCE_WORDS[t.provenance]}${t.verified ? ', verified' : ', not verified'})`
}

/** What a roll line carries of the table it read. */
export interface TableReading {
  table: string
  name: string
  provenance: Provenance
  verified: boolean
  /** The cell was missing: the player read it off their own chart. */
  fromChart?: true
}

export function readingOf(t: Table, fromChart = false): TableReading {
  return {
    table: t.id,
    name: t.name,
    provenance: t.provenance,
    verified: t.verified,
    ...(fromChart ? { fromChart: true as const } : {}),
  }
}
