// The Barrage Table (OCS 10.0, applied to aircraft by 14.7): a column by the total barrage strength,
// a result by 2d6. 10.0 and its chart are not in the seed; what the seed fixes comes from the
// complex example at the end of 14.0: 9 points fall in the 8–11 column; two shifts left from there
// land on the 3–4 column, so one column (5–7) lies between; a 12 on the 3–4 column gives "1/2".
// Without an entered chart Sortie knows only those three columns and that one cell (a placeholder);
// every other roll is read off the players' own chart.
import type { FixedPoint, Table, TableAxis, TableProblem } from '../../../kernel/tables'
import {
  cellsProblem,
  checked,
  normalCells,
  provenanceProblems,
  type ChartEntry,
  type Entered,
} from './chartEntry'
import { bandLabel, bandProblems, parseBand } from './strengthBands'

export const BARRAGE_TABLE_ID = 'ocs-barrage'

/** The rows: the 2d6 total ("rolls two dice and gets a 12", 14.0 complex example). */
export const TWO_DICE_ROWS: readonly TableAxis[] = Array.from({ length: 11 }, (_, i) => ({
  key: String(i + 2),
  label: String(i + 2),
}))

/**
 * The results a cell may hold: no effect ("-"), DG, and step losses, a half step ("1/2") being
 * rounded by a die (the example's "1/2" with a 5 "rounds up" to one step). A bracketed result is
 * printed on the chart with a condition that 10.0 (not in the seed) states; Sortie shows it as
 * printed. The list is the notation of the charts; the seed itself names only "1/2".
 */
export const BARRAGE_OUTCOMES: readonly string[] = [
  '-',
  'DG',
  ...['1/2', '1', '2', '3', '4'].flatMap((n) => [n, `[${n}]`]),
]

/** The columns the example fixes (14.7): 9 points are in 8–11, and 8–11 two left is 3–4, so 5–7 lies between. */
export const SEED_BARRAGE_COLUMNS: readonly string[] = ['3-4', '5-7', '8-11']

const EXAMPLE =
  '14.0, the complex example: 9 barrage points give the 8–11 column, two shifts left give the 3–4 column'

export const BARRAGE_FIXED_POINTS: readonly FixedPoint[] = [
  {
    row: '12',
    column: '3-4',
    accept: ['1/2'],
    source: '14.0, the complex example: on the 3–4 column a roll of 12 gives a "1/2" result',
  },
]

function columnsOf(keys: readonly string[]): TableAxis[] {
  return keys.map((k) => {
    const b = parseBand(k)
    return { key: k, label: b ? bandLabel(b) : k }
  })
}

/** The Barrage Table Sortie knows without the players' chart: the seed's three columns and its one cell. */
export function placeholderBarrageTable(): Table {
  return {
    id: BARRAGE_TABLE_ID,
    name: 'Barrage Table',
    rule: '10.0, 14.7',
    rows: TWO_DICE_ROWS,
    columns: columnsOf(SEED_BARRAGE_COLUMNS),
    cells: TWO_DICE_ROWS.map((r) =>
      SEED_BARRAGE_COLUMNS.map((c) => (r.key === '12' && c === '3-4' ? '1/2' : null)),
    ),
    outcomes: BARRAGE_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: BARRAGE_FIXED_POINTS,
  }
}

/** The seed's columns an entered chart must have, exactly (14.7 example). */
export function barrageColumnProblems(keys: readonly string[]): TableProblem[] {
  return SEED_BARRAGE_COLUMNS.filter((k) => !keys.includes(k)).map((k) => {
    const want = parseBand(k)!
    const near = keys.find((g) => {
      const b = parseBand(g)
      return b !== null && b.from <= want.to! && (b.to === null || b.to >= want.from)
    })
    return {
      field: 'columns',
      column: k,
      message: `columns: got ${near ? `a column ${JSON.stringify(near)}` : 'no column'} where the seed fixes the column ${bandLabel(want)} (${EXAMPLE}).`,
    }
  })
}

/**
 * The Barrage Table as the players enter it: columns by strength band ("1", "2", "3-4", …, "117+"),
 * one result per 2d6 total; checked against the seed's columns and its one cell.
 */
export function enterBarrageTable(e: ChartEntry): Entered {
  const head = [...provenanceProblems(e), ...cellsProblem(e.cells)]
  const columns = e.columns ?? []
  const bands = bandProblems(columns, 'columns', true).map((message) => ({ field: 'columns', message }))
  if (!columns.length)
    bands.push({
      field: 'columns',
      message: 'columns: got none, expected the strength bands of your chart ("1", "2", "3-4", …).',
    })
  if (head.length || bands.length) return { ok: false, problems: [...head, ...bands] }
  return checked(
    {
      ...placeholderBarrageTable(),
      columns: columnsOf(columns),
      cells: normalCells(e.cells),
      provenance: e.provenance,
      verified: e.verified ?? false,
    },
    barrageColumnProblems(columns),
  )
}

// Half results: a "1/2" loses a step or not by one die (10.0, not in the seed). The example fixes
// one face: "He then rolls a 5 with one die, so it 'rounds up'" (14.0 complex example).

export const HALF_RESULTS_ID = 'ocs-half-results'
export const HALF_OUTCOMES: readonly string[] = ['rounds up', 'rounds down']
const DIE_ROWS: readonly TableAxis[] = [1, 2, 3, 4, 5, 6].map((n) => ({ key: String(n), label: String(n) }))
const HALF_COLUMN: TableAxis = { key: 'half', label: 'A half result' }

export function placeholderHalfResults(): Table {
  return {
    id: HALF_RESULTS_ID,
    name: 'Half results (one die)',
    rule: '10.0, 14.7',
    rows: DIE_ROWS,
    columns: [HALF_COLUMN],
    cells: DIE_ROWS.map((r) => [r.key === '5' ? 'rounds up' : null]),
    outcomes: HALF_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [
      {
        row: '5',
        column: 'half',
        accept: ['rounds up'],
        source: '14.0, the complex example: after the "1/2" result a die of 5 "rounds up"',
      },
    ],
  }
}

/** The half-result die as the players enter it: one column, a row per face. */
export function enterHalfResults(e: ChartEntry): Entered {
  const head = [...provenanceProblems(e), ...cellsProblem(e.cells)]
  if (head.length) return { ok: false, problems: head }
  return checked({
    ...placeholderHalfResults(),
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  })
}
