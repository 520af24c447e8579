// The Mission Loss Table (14.4f: "Determine which air unit in a stack takes the loss by using the
// Mission Loss Table"); the complex example uses it "to randomly select one of his aircraft". The
// seed prints no cell of it and shows no roll. Its shape follows the series' chart sheet: one die,
// a column per size of mission (2, 3 or 4 aircraft; a lone aircraft takes the loss without a
// roll). A cell names the aircraft: "#n" is the n-th mission aircraft in the order the mission
// player listed them when declaring the mission; "weakest" and "strongest" are by current barrage
// strength, the owning player choosing among equals.
import type { Table, TableAxis, TableProblem } from '../../../kernel/tables'
import {
  cellsProblem,
  checked,
  normalCells,
  provenanceProblems,
  type ChartEntry,
  type Entered,
} from './chartEntry'

export const MISSION_LOSS_ID = 'ocs-mission-loss'
export const MISSION_LOSS_OUTCOMES: readonly string[] = ['#1', '#2', '#3', '#4', 'weakest', 'strongest']

const DIE_ROWS: readonly TableAxis[] = [1, 2, 3, 4, 5, 6].map((n) => ({ key: String(n), label: String(n) }))
const SIZE_COLUMNS: readonly TableAxis[] = [2, 3, 4].map((n) => ({ key: String(n), label: `${n} aircraft` }))

export function placeholderMissionLoss(): Table {
  return {
    id: MISSION_LOSS_ID,
    name: 'Mission Loss Table',
    rule: '14.4f',
    rows: DIE_ROWS,
    columns: SIZE_COLUMNS,
    cells: DIE_ROWS.map(() => SIZE_COLUMNS.map(() => null)),
    outcomes: MISSION_LOSS_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [],
  }
}

/** A cell that names an aircraft the mission does not have ("#3" in a mission of two). */
export function missionLossCellProblems(t: Table): TableProblem[] {
  const out: TableProblem[] = []
  t.rows.forEach((r, i) =>
    t.columns.forEach((c, j) => {
      const cell = t.cells[i]?.[j] ?? null
      const n = cell?.startsWith('#') ? Number(cell.slice(1)) : 0
      if (n > Number(c.key))
        out.push({
          field: `cells[${r.key}][${c.key}]`,
          row: r.key,
          column: c.key,
          message: `column ${c.label}, row ${r.label}: got "${cell}", expected one of #1 … #${c.key}, weakest, strongest (a mission of ${c.key} aircraft has no ${cell}, 14.4f).`,
        })
    }),
  )
  return out
}

/** The table as the players enter it: rows die 1–6, columns 2, 3 and 4 aircraft. */
export function enterMissionLoss(e: ChartEntry): Entered {
  const head = [...provenanceProblems(e), ...cellsProblem(e.cells)]
  if (head.length) return { ok: false, problems: head }
  const table: Table = {
    ...placeholderMissionLoss(),
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  }
  return checked(table, missionLossCellProblems(table))
}
