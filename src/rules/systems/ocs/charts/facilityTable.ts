// The Barrage vs Facility Table (10.0; 14.8a: Trainbusting "attack[s] the hex using the Barrage vs.
// Facility Table. If the result contains an asterisk, place a Trainbusting marker in the hex
// (otherwise there is no effect)"). The chart is not in the seed and the seed fixes no cell of it.
// Its shape is the Barrage Table's: a column per band of total barrage strength, a row per 2d6
// total. A cell is no effect ("-"), an asterisk alone, or a number of hits on the facility (10.0)
// with or without an asterisk; Trainbusting reads only the asterisk.
import type { Table } from '../../../kernel/tables'
import { TWO_DICE_ROWS } from './barrageTable'
import {
  cellsProblem,
  checked,
  normalCells,
  provenanceProblems,
  type ChartEntry,
  type Entered,
} from './chartEntry'
import { bandLabel, bandProblems, parseBand } from './strengthBands'

export const FACILITY_TABLE_ID = 'ocs-barrage-vs-facility'
export const FACILITY_OUTCOMES: readonly string[] = [
  '-',
  '*',
  ...[1, 2, 3, 4].flatMap((n) => [String(n), `${n}*`]),
]

/** Sortie knows no column of it: every roll is read off the players' chart. */
export function placeholderFacilityTable(): Table {
  return {
    id: FACILITY_TABLE_ID,
    name: 'Barrage vs Facility Table',
    rule: '10.0, 14.8a',
    rows: TWO_DICE_ROWS,
    columns: [],
    cells: TWO_DICE_ROWS.map(() => []),
    outcomes: FACILITY_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [],
  }
}

/** A Trainbusting marker is placed when the result carries an asterisk (14.8a). */
export function placesTrainbustingMarker(cell: string): boolean {
  return cell.includes('*')
}

/** The table as the players enter it: strength bands as columns ("1", "2", "3-4", …, "n+"), a result per 2d6 total. */
export function enterFacilityTable(e: ChartEntry): Entered {
  const columns = e.columns ?? []
  const head = [
    ...provenanceProblems(e),
    ...cellsProblem(e.cells),
    ...bandProblems(columns, 'columns', true).map((message) => ({ field: 'columns', message })),
  ]
  if (!columns.length)
    head.push({
      field: 'columns',
      message: 'columns: got none, expected the strength bands of your chart ("1", "2", "3-4", …).',
    })
  if (head.length) return { ok: false, problems: head }
  return checked({
    ...placeholderFacilityTable(),
    columns: columns.map((k) => ({ key: k, label: bandLabel(parseBand(k)!) })),
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  })
}
