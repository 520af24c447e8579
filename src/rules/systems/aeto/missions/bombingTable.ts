// The Bombing Table (4.26): a column by the total bombing strength, a result (and an asterisk) by
// 2d6. The real table is on a Player Aid Card that is not among the rules texts: the default is
// the spec's labelled placeholder (§16), which reproduces the one data point of the rulebook
// (column 7–11, roll 9 → result 3, T-19). A scenario may give the real table (`bombingTable`), and
// the players may enter theirs during the game (the `enterTable` action, charts.ts); then a cell
// they left empty is read off their own chart when a roll lands on it (kernel/chartLookup.ts).
import type { Scenario } from '../scenario/schema'
import type { FixedPoint, Provenance, Table, TableAxis } from '../../../kernel/tables'

export interface BombingColumn {
  /** Lowest total strength of the column; the column runs up to the next column's `from` − 1. */
  from: number
  /** Results for 2d6 totals 2 … 12: a number, with "*" for an anti-aircraft loss; null: missing (asked at play). */
  results: (string | null)[]
}

export interface BombingTable {
  placeholder: boolean
  provenance: Provenance
  verified: boolean
  columns: BombingColumn[]
}

export const BOMBING_TABLE_ID = 'bombing'
export const BOMBING_TABLE_NAME = 'Bombing Table'

/** The rows: the 2d6 totals. */
export const BOMBING_ROWS: readonly TableAxis[] = Array.from({ length: 11 }, (_, i) => ({
  key: String(i + 2),
  label: String(i + 2),
}))

/** What a cell may hold, as the scenario format has it: a number 0–99, with "*" for an anti-aircraft loss (4.26). */
export const BOMBING_OUTCOMES: readonly string[] = Array.from({ length: 100 }, (_, n) => [
  String(n),
  `${n}*`,
]).flat()

/** The cell the rulebook's example fixes (4.26, T-19): column 7–11, a roll of 9 gives 3; the example says nothing of an asterisk. */
export const AETO_BOMBING_FIXED_POINTS: readonly FixedPoint[] = [
  {
    row: '9',
    column: '7',
    accept: ['3', '3*'],
    source:
      '4.26, the example of two Wellingtons bombing a fortified airbase: on the 7–11 column a 9 gives a result of 3',
  },
]

function placeholderColumn(from: number, shift: number): BombingColumn {
  const results: string[] = []
  for (let roll = 2; roll <= 12; roll++)
    results.push(`${Math.max(0, roll - 6 + shift)}${roll <= 3 ? '*' : ''}`)
  return { from, results }
}

/** Columns 1–6, 7–11, 12–16, 17–21, 22+ with shift −1, 0, +1, +2, +3; result = max(0, roll − 6 + shift); asterisk on 2 or 3 (spec §16). */
export const PLACEHOLDER_TABLE: BombingTable = {
  placeholder: true,
  provenance: 'placeholder',
  verified: false,
  columns: [
    placeholderColumn(1, -1),
    placeholderColumn(7, 0),
    placeholderColumn(12, 1),
    placeholderColumn(17, 2),
    placeholderColumn(22, 3),
  ],
}

/** What bombingTable reads: the scenario, and the tables the players entered during the game. */
export interface TablesSource {
  scenario: Scenario
  tables?: Readonly<Record<string, Table>>
}

/** The Bombing Table in play: the one the players entered, else the scenario's, else the placeholder. */
export function bombingTable(s: TablesSource): BombingTable {
  const entered = s.tables?.[BOMBING_TABLE_ID]
  if (entered) return fromTable(entered)
  const t = s.scenario.bombingTable
  return t
    ? {
        placeholder: t.provenance === 'placeholder',
        provenance: t.provenance ?? 'userEntered', // typed into the scenario file by its author unless it says
        verified: t.verified ?? false,
        columns: [...t.columns].sort((a, b) => a.from - b.from),
      }
    : PLACEHOLDER_TABLE
}

/** The cells of the Bombing Table the rulebook fixes: AETO's example (4.26); APTO's examples name columns only. */
export function bombingFixedPoints(s: Pick<TablesSource, 'scenario'>): readonly FixedPoint[] {
  return s.scenario.variant === 'aeto' ? AETO_BOMBING_FIXED_POINTS : []
}

/** The Bombing Table in play as a table with provenance (kernel/tables.ts). */
export function bombingChart(s: TablesSource): Table {
  return asTable(bombingTable(s), bombingFixedPoints(s))
}

/** "7–11" or "22+". */
export function columnLabel(columns: readonly { from: number }[], i: number): string {
  const next = columns[i + 1]
  return next ? `${columns[i].from}–${next.from - 1}` : `${columns[i].from}+`
}

/** The Bombing Table as a table with provenance (kernel/tables.ts): rows 2–12, a column per lowest strength. */
export function asTable(bt: BombingTable, fixedPoints: readonly FixedPoint[]): Table {
  return {
    id: BOMBING_TABLE_ID,
    name: BOMBING_TABLE_NAME,
    rule: '4.26',
    rows: BOMBING_ROWS,
    columns: bt.columns.map((c, i) => ({ key: String(c.from), label: columnLabel(bt.columns, i) })),
    cells: BOMBING_ROWS.map((_, r) => bt.columns.map((c) => c.results[r] ?? null)),
    outcomes: BOMBING_OUTCOMES,
    provenance: bt.provenance,
    verified: bt.verified,
    fixedPoints,
  }
}

function fromTable(t: Table): BombingTable {
  const columns = t.columns
    .map((c, j) => ({ from: Number(c.key), results: t.rows.map((_, r) => t.cells[r]?.[j] ?? null) }))
    .sort((a, b) => a.from - b.from)
  return {
    placeholder: t.provenance === 'placeholder',
    provenance: t.provenance,
    verified: t.verified,
    columns,
  }
}

export function columnFor(
  table: BombingTable,
  strength: number,
): { column: BombingColumn; label: string } | null {
  const cols = table.columns
  let k = -1
  for (let i = 0; i < cols.length; i++) if (strength >= cols[i].from) k = i
  if (k < 0) return null
  return { column: cols[k], label: columnLabel(cols, k) }
}

/** The cell for a 2d6 total, or null when the table leaves it to the player's chart. */
export function cellOf(column: BombingColumn, roll: number): string | null {
  return column.results[roll - 2] ?? null
}

/** A cell's number and asterisk. */
export function parseResult(cell: string): { result: number; asterisk: boolean } {
  return { result: Number.parseInt(cell, 10) || 0, asterisk: cell.endsWith('*') }
}

/**
 * The result for a 2d6 total of a table known to be full (the placeholder, a test's table): the
 * rolls of the game read a cell through missions/chartRoll.ts, which asks the player for a missing one.
 */
export function resultOf(column: BombingColumn, roll: number): { result: number; asterisk: boolean } {
  const cell = cellOf(column, roll)
  if (cell === null) throw new Error(`the Bombing Table has no result for a roll of ${roll}`)
  return parseResult(cell)
}

/** Ways to roll each 2d6 total, out of 36. */
export const WAYS: Readonly<Record<number, number>> = {
  2: 1,
  3: 2,
  4: 3,
  5: 4,
  6: 5,
  7: 6,
  8: 5,
  9: 4,
  10: 3,
  11: 2,
  12: 1,
}
