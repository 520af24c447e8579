// The charts a game of OCS reads: the players' entered chart when the scenario carries one
// (`charts`, checked by enterOcsChart when the scenario is parsed), else the placeholder holding
// only what the seed fixes, whose empty cells are read off the players' own chart (ChartQuestion).
import type { Table } from '../../kernel/tables'
import { enterOcsChart, ocsChart } from './charts/ocsCharts'
import type { OcsScenario } from './types'

// The entered tables are built once per scenario (a scenario is never changed once parsed).
const built = new WeakMap<OcsScenario, Record<string, Table>>()

function enteredTables(scenario: OcsScenario): Record<string, Table> | undefined {
  if (!scenario.charts) return undefined
  let tables = built.get(scenario)
  if (!tables) {
    tables = {}
    for (const [id, entry] of Object.entries(scenario.charts)) {
      const r = enterOcsChart(id, entry)
      // parseOcsScenario refused any entry with a problem: one here is a program error.
      if (!r.ok) throw new Error(`charts.${id}: ${r.problems.map((p) => p.message).join(' ')}`)
      tables[id] = r.table
    }
    built.set(scenario, tables)
  }
  return tables
}

/** The chart `id` in play in this scenario: the players' entry, or the seed's placeholder. */
export function chartInPlay(scenario: OcsScenario, id: string): Table {
  return ocsChart(enteredTables(scenario), id)
}
