// The charts of AETO/APTO as tables with provenance (kernel/tables.ts): the Bombing Table (4.26),
// the Flotilla Sighting Report (4.10) and the base capacities (4.2). Three of them stand in for the
// Player Aid Cards, which are not among the rules texts: each is a placeholder that reproduces only
// what the rules say of it, and is marked as one wherever its result is shown. The players may enter
// the printed Bombing Table (the `enterTable` action): it is checked against the cell the
// rulebook's example fixes, kept in the state from that point of the game's record on, so a replay
// reads the same chart; a cell left empty is read off their own chart when a roll lands on it.
import { emit, refuse, type Tx } from './engine/core'
import { latitude } from './engine/seaRecon'
import { PLACEHOLDER_CAPACITY } from './scenario/capacity'
import type { Action, GameState } from './types'
import {
  BOMBING_OUTCOMES,
  BOMBING_ROWS,
  BOMBING_TABLE_ID,
  BOMBING_TABLE_NAME,
  bombingChart,
  bombingFixedPoints,
} from './missions/bombingTable'
export { bombingChart } from './missions/bombingTable'
import {
  missingCells,
  PROVENANCE_WORDS,
  PROVENANCES,
  tableProblems,
  type Provenance,
  type Table,
} from '../../kernel/tables'
import { contextOf } from './context'

export const SIGHTING_TABLE_ID = 'sightingReport'
export const CAPACITY_TABLE_ID = 'baseCapacity'

/** The charts the players may enter in the game so far. */
export const ENTERABLE_TABLES: readonly string[] = [BOMBING_TABLE_ID]

/** The Flotilla Sighting Report by d6 (4.10): APTO's printed table (D31), AETO's placeholder (spec §16). */
export function sightingChart(state: GameState): Table {
  const t: Tx = { ctx: contextOf(state), s: state, ev: [] }
  const lines = [1, 2, 3, 4, 5, 6].map((roll) => latitude(t, [], roll))
  const placeholder = lines[0].placeholder
  return {
    id: SIGHTING_TABLE_ID,
    name: 'Flotilla Sighting Report',
    rule: '4.10',
    rows: lines.map((_, i) => ({ key: String(i + 1), label: String(i + 1) })),
    columns: [{ key: 'report', label: 'The report gives' }],
    cells: lines.map((l) => [l.text]),
    outcomes: [...new Set(lines.map((l) => l.text))],
    provenance: placeholder ? 'placeholder' : 'seed',
    verified: false,
    fixedPoints: [],
  }
}

/** Air capacity by component kind (4.2; Player Aid Card "I"): a placeholder but for the two the rules give. */
export function capacityChart(): Table {
  const kinds = Object.keys(PLACEHOLDER_CAPACITY) as (keyof typeof PLACEHOLDER_CAPACITY)[]
  return {
    id: CAPACITY_TABLE_ID,
    name: 'Base capacities',
    rule: '4.2',
    rows: kinds.map((k) => ({ key: k, label: k.replace(/([a-z])([A-Z])/g, '$1 $2') })),
    columns: [{ key: 'chits', label: 'Air units' }],
    cells: kinds.map((k) => [String(PLACEHOLDER_CAPACITY[k])]),
    outcomes: Array.from({ length: 10 }, (_, n) => String(n)),
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [
      {
        row: 'GrassAirfield',
        column: 'chits',
        accept: ['1'],
        source: '4.3: a grass airfield holds one air unit',
      },
      {
        row: 'UKTransferHex',
        column: 'chits',
        accept: ['1'],
        source: '4.1: the UK Transfer Hex holds one air unit',
      },
    ],
  }
}

/** Every chart of the game, as the Charts dialog lists them. */
export function gameCharts(state: GameState): Table[] {
  return [bombingChart(state), sightingChart(state), capacityChart()]
}

/** A Bombing Table column key: its lowest total strength, a whole number 1–999. */
function columnKeyProblem(v: unknown, i: number, prev: number): string | null {
  if (typeof v !== 'string' || !/^\d{1,3}$/.test(v) || Number(v) < 1)
    return `columns[${i}]: got ${JSON.stringify(v) ?? String(v)}, expected the column's lowest total strength as text, a whole number 1–999 ("7").`
  if (Number(v) <= prev)
    return `columns[${i}]: got ${v}, expected more than the column before (${prev}): columns go from the weakest to the strongest.`
  return null
}

/** The table an `enterTable` action describes, or a refusal naming the field, what it got and what it expects. */
export function enteredTable(state: GameState, a: Extract<Action, { type: 'enterTable' }>): Table {
  const RULE = '4.26'
  if (!ENTERABLE_TABLES.includes(a.table))
    refuse(
      RULE,
      `table: got ${JSON.stringify(a.table) ?? String(a.table)}, expected ${ENTERABLE_TABLES.map((id) => JSON.stringify(id)).join(' or ')} (the charts Sortie lets the players enter so far).`,
    )
  if (!Array.isArray(a.columns) || a.columns.length < 1 || a.columns.length > 20)
    refuse(
      RULE,
      `columns: got ${Array.isArray(a.columns) ? `${a.columns.length} columns` : (JSON.stringify(a.columns) ?? 'nothing')}, expected a list of 1 to 20 columns, each its lowest total strength ("1", "7", …).`,
    )
  let prev = 0
  a.columns.forEach((c, i) => {
    const why = columnKeyProblem(c, i, prev)
    if (why) refuse(RULE, why)
    prev = Number(c)
  })
  if (!Array.isArray(a.cells) || a.cells.some((row) => !Array.isArray(row)))
    refuse(
      RULE,
      `cells: got ${JSON.stringify(a.cells)?.slice(0, 40) ?? 'nothing'}, expected one list per 2d6 total (2 to 12), each with one result per column (null for a cell left to your own chart).`,
    )
  if (!PROVENANCES.includes(a.provenance) || a.provenance === 'placeholder')
    refuse(
      RULE,
      `provenance: got ${JSON.stringify(a.provenance) ?? 'nothing'}, expected ${PROVENANCES.filter(
        (p) => p !== 'placeholder',
      )
        .map((p) => `"${p}" (${PROVENANCE_WORDS[p]})`)
        .join(', ')}.`,
    )
  if (a.verified !== undefined && typeof a.verified !== 'boolean')
    refuse(RULE, `verified: got ${JSON.stringify(a.verified)}, expected true or false.`)
  const columns = a.columns.map((from, i) => {
    const next = a.columns[i + 1]
    return { key: from, label: next ? `${from}–${Number(next) - 1}` : `${from}+` }
  })
  const table: Table = {
    id: BOMBING_TABLE_ID,
    name: BOMBING_TABLE_NAME,
    rule: RULE,
    rows: BOMBING_ROWS,
    columns,
    cells: a.cells.map((row) => row.map((c) => (c === undefined ? null : c))),
    outcomes: BOMBING_OUTCOMES,
    provenance: a.provenance as Provenance,
    verified: a.verified ?? false,
    fixedPoints: bombingFixedPoints(state),
  }
  const problems = tableProblems(table)
  if (problems.length) refuse(RULE, problems[0].message)
  const sc = state.scenario
  if (
    missingCells(table).length &&
    (sc.convoyRoutes?.length || sc.merchantRoutes?.length || sc.strategicBombing)
  )
    refuse(
      RULE,
      'cells: this scenario flies Part 2 missions that read the Bombing Table too (convoy and merchant interdiction, strategic raids, 2.5, 2.13, 2.26), and only the bombing of installations and naval bombardment ask for a missing result (4.26, 3.28): fill every cell.',
    )
  return table
}

/** The players enter a chart: from now on the game reads it (the record keeps the action, so a replay does too). */
export function actEnterTable(t: Tx, a: Extract<Action, { type: 'enterTable' }>): void {
  const table = enteredTable(t.s, a)
  t.s.tables = { ...t.s.tables, [table.id]: table }
  const missing = missingCells(table).length
  emit(t, {
    type: 'tableEntered',
    text: `The players enter the ${table.name} (${PROVENANCE_WORDS[table.provenance]}, ${table.verified ? 'verified' : 'not verified'}): ${table.columns.length} column${table.columns.length === 1 ? '' : 's'}${missing ? `, ${missing} cell${missing === 1 ? '' : 's'} left to their own chart` : ''}; it is used from now on (${table.rule}).`,
    rule: table.rule,
  })
}
