// The Barrage Table's column shifts (OCS 10.0, which 14.7 applies to aircraft: "All the usual
// modifiers for Barrage (including spotters) apply to air barrages as well"). 10.0 is not in the
// seed; the complex example fixes two of its lines: "no spotter: three columns left" and "4 RE in
// the hex (one shift right)". The shifts the seed prints as rules are not on this chart but in
// fire/barrage.ts: the short-range shift (14.7c) and the strategic bombers' limits (14.1e).
// Rows: `unspotted`; the RE in the target hex by band (`re:3-4`, `re:5+`); any other line of the
// players' chart (`other:…`, terrain for instance), which the mission says holds or not.
import type { FixedPoint, Table, TableAxis, TableProblem } from '../../../kernel/tables'
import {
  cellsProblem,
  checked,
  namedRowProblems,
  normalCells,
  provenanceProblems,
  type ChartEntry,
  type Entered,
} from './chartEntry'
import { bandHolds, bandLabel, bandProblems, parseBand } from './strengthBands'

export const BARRAGE_SHIFTS_ID = 'ocs-barrage-shifts'
export const UNSPOTTED_ROW = 'unspotted'
export const RE_PREFIX = 're:'
export const OTHER_PREFIX = 'other:'

/** A cell: how many columns, which way. */
export const SHIFT_OUTCOMES: readonly string[] = [
  'none',
  ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`${n} left`, `${n} right`]),
]

/** "3 left" → −3, "1 right" → +1, "none" → 0 (rightward is positive). */
export function shiftValue(cell: string): number {
  const m = /^(\d) (left|right)$/.exec(cell)
  return m ? (m[2] === 'left' ? -Number(m[1]) : Number(m[1])) : 0
}

/** −2 → "2 left". */
export function shiftWords(n: number): string {
  return n === 0 ? 'no shift' : `${Math.abs(n)} ${n < 0 ? 'left' : 'right'}`
}

const COLUMN: TableAxis = { key: 'shift', label: 'Column shift' }
const EXAMPLE_SPOTTER = '14.0, the complex example: no spotter, three columns left'
const EXAMPLE_RE = '14.0, the complex example: 4 RE in the hex, one shift right'

function reRow(band: string): TableAxis {
  const b = parseBand(band)
  return { key: `${RE_PREFIX}${band}`, label: `${b ? bandLabel(b) : band} RE in the target hex` }
}

/** The RE band of a row key, or null when the row is not an RE row. */
export function reBandOf(key: string) {
  return key.startsWith(RE_PREFIX) ? parseBand(key.slice(RE_PREFIX.length)) : null
}

function fixedPoints(rows: readonly TableAxis[]): FixedPoint[] {
  const four = rows.find((r) => {
    const b = reBandOf(r.key)
    return b !== null && bandHolds(b, 4)
  })
  return [
    { row: UNSPOTTED_ROW, column: COLUMN.key, accept: ['3 left'], source: EXAMPLE_SPOTTER },
    ...(four ? [{ row: four.key, column: COLUMN.key, accept: ['1 right'], source: EXAMPLE_RE }] : []),
  ]
}

/** What Sortie knows of the shifts without the players' chart: the example's two lines, exactly. */
export function placeholderBarrageShifts(): Table {
  const rows = [{ key: UNSPOTTED_ROW, label: 'No spotter (unspotted barrage)' }, reRow('4')]
  return {
    id: BARRAGE_SHIFTS_ID,
    name: 'Barrage column shifts',
    rule: '10.0, 14.7',
    rows,
    columns: [COLUMN],
    cells: [['3 left'], ['1 right']],
    outcomes: SHIFT_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: fixedPoints(rows),
  }
}

/**
 * The row for the RE in the target hex: in an entered chart the band that holds it; in the
 * placeholder only the RE the example names (4 exactly: the seed says nothing of 4½). Null: none.
 */
export function reRowFor(t: Table, re: number): string | null {
  const row = t.rows.find((r) => {
    const b = reBandOf(r.key)
    if (!b) return false
    return t.provenance === 'placeholder' ? re === b.from && b.to === b.from : bandHolds(b, re)
  })
  return row?.key ?? null
}

/**
 * The shifts as the players enter them: the row `unspotted`, their RE bands (`re:0-1`, …, `re:8+`,
 * following each other, the last open), and any other line (`other:…`), one cell each.
 */
export function enterBarrageShifts(e: ChartEntry): Entered {
  const rows = e.rows ?? []
  const problems: TableProblem[] = [...provenanceProblems(e), ...cellsProblem(e.cells)]
  if (!rows.some((r) => r.key === UNSPOTTED_ROW))
    problems.push({
      field: 'rows',
      row: UNSPOTTED_ROW,
      message: `rows: got no row "${UNSPOTTED_ROW}", expected one: the seed fixes the unspotted shift (${EXAMPLE_SPOTTER}).`,
    })
  const reKeys = rows.filter((r) => r.key.startsWith(RE_PREFIX)).map((r) => r.key.slice(RE_PREFIX.length))
  problems.push(
    ...bandProblems(reKeys, 'rows (RE bands)', true).map((message) => ({ field: 'rows', message })),
    ...namedRowProblems(
      rows,
      OTHER_PREFIX,
      'other lines of your shift chart, keyed "other:terrain-close" and the like',
      (k) => k === UNSPOTTED_ROW || (typeof k === 'string' && k.startsWith(RE_PREFIX)),
    ),
  )
  if (
    !reKeys.some((k) => {
      const b = parseBand(k)
      return b !== null && bandHolds(b, 4)
    })
  )
    problems.push({
      field: 'rows',
      message: `rows: got no RE band holding 4 RE, expected one: the seed fixes 4 RE to one shift right (${EXAMPLE_RE}).`,
    })
  if (problems.length) return { ok: false, problems }
  return checked({
    ...placeholderBarrageShifts(),
    rows: rows.map((r) =>
      r.key.startsWith(RE_PREFIX) && !r.label ? reRow(r.key.slice(RE_PREFIX.length)) : r,
    ),
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
    fixedPoints: fixedPoints(rows),
  })
}
