// The charts of AETO/APTO as tables with provenance (kernel/tables.ts): the Bombing Table (4.26),
// the Flotilla Sighting Report (4.10) and the base capacities (4.2). They stand in for the Player
// Aid Cards, which are not among the rules texts (APTO prints its sighting report, D31): each is a
// placeholder that reproduces only what the rules say of it, and is marked as one wherever its
// result is shown. The players may enter the printed ones (the `enterTable` action): each is checked
// against what the rulebook's examples fix (a cell, a sum, a result some row must give), kept in the
// state from that point of the game's record on, so a replay reads the same chart. A Bombing Table
// cell left empty is read off the player's own chart when a roll lands on it, whatever the mission
// (bombing, naval bombardment, convoy interdiction, strategic bombing: missions/chartRoll.ts); the
// two one-column charts are read where no one can be asked (at every move, at a secret roll) and
// must be full.
import { emit, refuse, type Tx } from './engine/core'
import { latitude } from './engine/seaRecon'
import { PLACEHOLDER_CAPACITY, type LandBaseKind } from './scenario/capacity'
import {
  AETO_SIGHTING_FIXED,
  SIGHTING_COLUMN,
  SIGHTING_OUTCOMES,
  SIGHTING_ROWS,
  SIGHTING_TABLE_ID,
  SIGHTING_TABLE_NAME,
} from './sightingTable'
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
import { CAPACITY_TABLE_ID, contextOf } from './context'

export { SIGHTING_TABLE_ID } from './sightingTable'
export { CAPACITY_TABLE_ID } from './context'

/** The charts the players may enter in the game. */
export const ENTERABLE_TABLES: readonly string[] = [BOMBING_TABLE_ID, SIGHTING_TABLE_ID, CAPACITY_TABLE_ID]

/** The Flotilla Sighting Report by d6 (4.10): the one the players entered, APTO's printed table (D31), or AETO's placeholder (spec §16). */
export function sightingChart(state: GameState): Table {
  const entered = state.tables?.[SIGHTING_TABLE_ID]
  if (entered) return entered
  const t: Tx = { ctx: contextOf(state), s: state, ev: [] }
  const lines = [1, 2, 3, 4, 5, 6].map((roll) => latitude(t, [], roll))
  const placeholder = lines[0].placeholder
  return {
    id: SIGHTING_TABLE_ID,
    name: SIGHTING_TABLE_NAME,
    rule: '4.10',
    rows: SIGHTING_ROWS,
    columns: [SIGHTING_COLUMN],
    cells: lines.map((l) => [l.text]),
    outcomes: [...new Set(lines.map((l) => l.text))],
    provenance: placeholder ? 'placeholder' : 'seed',
    verified: false,
    fixedPoints: [],
    ...(placeholder ? { fixedSomewhere: AETO_SIGHTING_FIXED } : {}),
  }
}

const CAPACITY_COLUMN = { key: 'chits', label: 'Air units' }
const CAPACITY_KINDS = Object.keys(PLACEHOLDER_CAPACITY) as LandBaseKind[]
const CAPACITY_LABELS: Readonly<Record<LandBaseKind, string>> = {
  SmallAirbase: 'Small Airbase',
  LargeAirbase: 'Large Airbase',
  MinorPort: 'Minor Port',
  MajorPort: 'Major Port',
  City: 'City',
  Resource: 'Resource',
  GrassAirfield: 'Grass Airfield',
  UKTransferHex: 'UK Transfer Hex',
  NationBox: 'Nation Box',
}
/** A kind's capacity in air unit chits: a whole number 0–99. */
const CAPACITY_OUTCOMES = Array.from({ length: 100 }, (_, n) => String(n))

/** What the rules fix of the base capacities: two kinds by rule, and one sum by example (4.1, 4.2, 4.3). */
const CAPACITY_FIXED: Pick<Table, 'fixedPoints' | 'fixedSums'> = {
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
  fixedSums: [
    {
      cells: [
        { row: 'SmallAirbase', column: 'chits' },
        { row: 'MinorPort', column: 'chits' },
      ],
      total: 2,
      source: '4.2: a small airbase in a Minor Port hex may base up to two air unit chits',
    },
  ],
}

/** Air capacity by component kind (4.2; Player Aid Card "I"): the one the players entered, else a placeholder but for the two the rules give. */
export function capacityChart(state?: Pick<GameState, 'tables'>): Table {
  const entered = state?.tables?.[CAPACITY_TABLE_ID]
  if (entered) return entered
  return {
    id: CAPACITY_TABLE_ID,
    name: 'Base capacities',
    rule: '4.2',
    rows: CAPACITY_KINDS.map((k) => ({ key: k, label: CAPACITY_LABELS[k] })),
    columns: [CAPACITY_COLUMN],
    cells: CAPACITY_KINDS.map((k) => [String(PLACEHOLDER_CAPACITY[k])]),
    outcomes: CAPACITY_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    ...CAPACITY_FIXED,
  }
}

/** Why the players may not enter a chart in this game (the Charts dialog says it), or null when they may. */
export function enterRefusal(state: Pick<GameState, 'scenario'>, table: string): string | null {
  if (!ENTERABLE_TABLES.includes(table)) return 'Entering this chart in the game is not offered.'
  if (table === SIGHTING_TABLE_ID && state.scenario.variant === 'apto')
    return 'APTO prints its Flotilla Sighting Report in the rules (4.10, D31), and Sortie plays it already: there is nothing to enter.'
  return null
}

/** Every chart of the game, as the Charts dialog lists them. */
export function gameCharts(state: GameState): Table[] {
  return [bombingChart(state), sightingChart(state), capacityChart(state)]
}

/** A Bombing Table column key: its lowest total strength, a whole number 1–999. */
function columnKeyProblem(v: unknown, i: number, prev: number): string | null {
  if (typeof v !== 'string' || !/^\d{1,3}$/.test(v) || Number(v) < 1)
    return `columns[${i}]: got ${JSON.stringify(v) ?? String(v)}, expected the column's lowest total strength as text, a whole number 1–999 ("7").`
  if (Number(v) <= prev)
    return `columns[${i}]: got ${v}, expected more than the column before (${prev}): columns go from the weakest to the strongest.`
  return null
}

type EnterTable = Extract<Action, { type: 'enterTable' }>

const RULE_OF: Readonly<Record<string, string>> = {
  [BOMBING_TABLE_ID]: '4.26',
  [SIGHTING_TABLE_ID]: '4.10',
  [CAPACITY_TABLE_ID]: '4.2',
}

/** The table an `enterTable` action describes, or a refusal naming the field, what it got and what it expects. */
export function enteredTable(state: GameState, a: EnterTable): Table {
  if (!ENTERABLE_TABLES.includes(a.table))
    refuse(
      '4.26',
      `table: got ${JSON.stringify(a.table) ?? String(a.table)}, expected ${ENTERABLE_TABLES.map((id) => JSON.stringify(id)).join(', ')} (the charts Sortie lets the players enter).`,
    )
  const RULE = RULE_OF[a.table]
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
  if (a.table === SIGHTING_TABLE_ID) return enteredSighting(state, a)
  if (a.table === CAPACITY_TABLE_ID) return enteredCapacities(a)
  return enteredBombing(state, a)
}

/**
 * A one-column chart (the Flotilla Sighting Report, the base capacities): its column as given, and
 * every row filled. These charts are read outside any roll (a capacity is read at every move) or
 * by a secret roll, so a row left empty could not be asked when it is read.
 */
function oneColumn(
  a: EnterTable,
  rule: string,
  column: string,
  rows: readonly { key: string; label: string }[],
  what: string,
): (string | null)[][] {
  if (!Array.isArray(a.columns) || a.columns.length !== 1 || a.columns[0] !== column)
    refuse(
      rule,
      `columns: got ${JSON.stringify(a.columns) ?? 'nothing'}, expected ["${column}"] (the chart has one column: ${what}).`,
    )
  if (
    !Array.isArray(a.cells) ||
    a.cells.length !== rows.length ||
    a.cells.some((r) => !Array.isArray(r) || r.length !== 1)
  )
    refuse(
      rule,
      `cells: got ${JSON.stringify(a.cells)?.slice(0, 40) ?? 'nothing'}, expected ${rows.length} rows (${rows.map((r) => r.label).join(', ')}), each a list of one value.`,
    )
  const empty = a.cells.findIndex((r) => r[0] === null || r[0] === undefined || r[0] === '')
  if (empty >= 0)
    refuse(
      rule,
      `cells[${empty}] (${rows[empty].label}): got nothing, expected ${what}: fill every row (this chart is read where no player can be asked).`,
    )
  return a.cells.map((r) => [r[0]])
}

/** The Flotilla Sighting Report as the players enter it (4.10): AETO only, APTO printing its own (D31). */
function enteredSighting(state: GameState, a: EnterTable): Table {
  const RULE = '4.10'
  const barred = enterRefusal(state, SIGHTING_TABLE_ID)
  if (barred) refuse(RULE, `table: ${barred}`)
  // The owner has rolled on the table in play and reports now: the chart may not change under the roll.
  const report = state.naval?.recon?.report
  if (report && report.roll !== null)
    refuse(
      RULE,
      `table: a Flotilla Sighting Report is being given on the table in play (the owner rolled in secret); enter the chart once it is given (4.10).`,
    )
  const table: Table = {
    id: SIGHTING_TABLE_ID,
    name: SIGHTING_TABLE_NAME,
    rule: RULE,
    rows: SIGHTING_ROWS,
    columns: [SIGHTING_COLUMN],
    cells: oneColumn(
      a,
      RULE,
      SIGHTING_COLUMN.key,
      SIGHTING_ROWS,
      `what the report gives on that die (one of: ${SIGHTING_OUTCOMES.join('; ')})`,
    ),
    outcomes: SIGHTING_OUTCOMES,
    provenance: a.provenance,
    verified: a.verified ?? false,
    fixedPoints: [],
    fixedSomewhere: AETO_SIGHTING_FIXED,
  }
  const problems = tableProblems(table)
  if (problems.length) refuse(RULE, problems[0].message)
  return table
}

/** The base capacities as the players enter them (4.2): a whole number of air unit chits per kind. */
function enteredCapacities(a: EnterTable): Table {
  const RULE = '4.2'
  const chart = capacityChart()
  const table: Table = {
    ...chart,
    cells: oneColumn(
      a,
      RULE,
      CAPACITY_COLUMN.key,
      chart.rows,
      'the air unit chits the kind of base holds, a whole number 0–99',
    ),
    provenance: a.provenance,
    verified: a.verified ?? false,
  }
  const problems = tableProblems(table)
  if (problems.length) refuse(RULE, problems[0].message)
  return table
}

/** The Bombing Table as the players enter it (4.26): columns by lowest strength, a result per 2d6 total. */
function enteredBombing(state: GameState, a: EnterTable): Table {
  const RULE = '4.26'
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
  // A roll waits for a result read off the players' chart: the table may not change under it.
  const waiting = Object.values(state.missions).find((m) => m.chart && m.chart.table === BOMBING_TABLE_ID)
  if (waiting)
    refuse(
      RULE,
      `table: a roll on the Bombing Table waits for the result at ${waiting.chart!.cell}, read off your own chart; give it, then enter the chart (4.26).`,
    )
  return table
}

/** The players enter a chart: from now on the game reads it (the record keeps the action, so a replay does too). */
export function actEnterTable(t: Tx, a: Extract<Action, { type: 'enterTable' }>): void {
  const table = enteredTable(t.s, a)
  t.s.tables = { ...t.s.tables, [table.id]: table }
  if (table.id === CAPACITY_TABLE_ID) t.ctx = contextOf(t.s) // the decision offered next sees the entered capacities (4.2, 4.8)
  const missing = missingCells(table).length
  const shape =
    table.id === BOMBING_TABLE_ID
      ? `${table.columns.length} column${table.columns.length === 1 ? '' : 's'}`
      : table.rows.map((r, i) => `${r.label} ${table.cells[i][0]}`).join('; ')
  emit(t, {
    type: 'tableEntered',
    text: `The players enter the ${table.name} (${PROVENANCE_WORDS[table.provenance]}, ${table.verified ? 'verified' : 'not verified'}): ${shape}${missing ? `, ${missing} cell${missing === 1 ? '' : 's'} left to their own chart` : ''}; it is used from now on (${table.rule}).`,
    rule: table.rule,
  })
}
