// A chart of the game exported from the Charts dialog (ChartsDialog.tsx) as JSON: the table's id,
// name and rule, where its values come from, and its columns and cells as the `enterTable` action
// holds them (a cell not given is null). It is the form the dialog's import reads back
// (chartImport.ts: `importTable`, `importOneColumn`), so a chart entered in one game can be kept in
// a file and entered again in another, or shared with other players.
import type { Table } from '../rules/systems/aeto'

export interface ChartFile {
  id: string
  name: string
  rule: string
  provenance: Table['provenance']
  verified: boolean
  /** The columns' keys ("1", "3" … for the Bombing Table's lowest strengths). */
  columns: string[]
  /** The rows' keys and labels, for the reader ("2" … "12"; a die face; a kind of base). */
  rows: { key: string; label: string }[]
  /** cells[row][column]; null: not given (read off the players' own chart when a roll lands there). */
  cells: (string | null)[][]
}

export function chartFile(t: Table): ChartFile {
  return {
    id: t.id,
    name: t.name,
    rule: t.rule,
    provenance: t.provenance,
    verified: t.verified,
    columns: t.columns.map((c) => c.key),
    rows: t.rows.map((r) => ({ key: r.key, label: r.label })),
    cells: t.cells.map((row) => [...row]),
  }
}

/** The chart's file text (JSON, two-space indented, a final newline). */
export function chartFileText(t: Table): string {
  return `${JSON.stringify(chartFile(t), null, 2)}\n`
}

/** The file name a chart is saved under: "<scenario>-<chart>.json". */
export function chartFileName(scenarioId: string, t: Pick<Table, 'id'>): string {
  return `${scenarioId}-${t.id}-chart.json`
}
