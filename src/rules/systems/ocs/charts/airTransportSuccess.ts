// The Air Transport Success Table (14.10d: "Roll two dice for each combat unit or 1T of supply
// separately, based on the type of terrain in the mission hex and drop method (glider or
// paradrop). Apply the table's modifiers. If the roll is successful, the unit is placed in the
// drop hex … Otherwise, it is destroyed."). Not in the seed; no cell of it is fixed. Its shape
// follows those words: a row per terrain type (the players name them, from their game's terrain),
// a column per method, and in each cell the modified 2d6 totals that succeed ("≥8" or "≤6";
// "never" and "always" for a cell that needs no roll). The seed fixes one relation: "cargo on
// gliders has an increased chance for success" (14.10e E), so a terrain where the glider does worse
// than the parachute is refused. Its modifiers are a second chart, a named line each.
import type { Table, TableAxis, TableProblem } from '../../../kernel/tables'
import { checked, namedEntryProblems, normalCells, type ChartEntry, type Entered } from './chartEntry'
import { SIGNED_VALUES } from './signedValues'

export const AIR_TRANSPORT_SUCCESS_ID = 'ocs-air-transport-success'
export const AIR_TRANSPORT_MODIFIERS_ID = 'ocs-air-transport-modifiers'
export const TERRAIN_PREFIX = 'terrain:'
export const DROP_MODIFIER_PREFIX = 'other:'

export type DropMethod = 'parachute' | 'glider'
export const DROP_METHODS: readonly TableAxis[] = [
  { key: 'parachute', label: 'Paradrop' },
  { key: 'glider', label: 'Glider' },
]

export const SUCCESS_OUTCOMES: readonly string[] = [
  'never',
  'always',
  ...Array.from({ length: 11 }, (_, i) => [`≥${i + 2}`, `≤${i + 2}`]).flat(),
]

/** Whether a modified total succeeds under a cell. */
export function succeeds(cell: string, total: number): boolean {
  if (cell === 'always') return true
  if (cell === 'never') return false
  const n = Number(cell.slice(1))
  return cell.startsWith('≥') ? total >= n : total <= n
}

/** Ways out of 36 that an unmodified 2d6 succeeds under a cell (to compare glider and parachute). */
export function successWays(cell: string): number {
  let ways = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (succeeds(cell, a + b)) ways++
  return ways
}

export function placeholderAirTransportSuccess(): Table {
  return {
    id: AIR_TRANSPORT_SUCCESS_ID,
    name: 'Air Transport Success Table',
    rule: '14.10d',
    rows: [],
    columns: DROP_METHODS,
    cells: [],
    outcomes: SUCCESS_OUTCOMES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [],
  }
}

/** The terrains where the glider's chance is below the parachute's (14.10e E). */
export function gliderProblems(t: Table): TableProblem[] {
  const out: TableProblem[] = []
  t.rows.forEach((r, i) => {
    const para = t.cells[i]?.[0] ?? null
    const glider = t.cells[i]?.[1] ?? null
    if (para === null || glider === null) return
    if (!SUCCESS_OUTCOMES.includes(para) || !SUCCESS_OUTCOMES.includes(glider)) return
    if (successWays(glider) < successWays(para))
      out.push({
        field: `cells[${r.key}][glider]`,
        row: r.key,
        column: 'glider',
        message: `column Glider, row ${r.label}: got "${glider}" (${successWays(glider)} in 36), expected a chance at least the paradrop's "${para}" (${successWays(para)} in 36): "cargo on gliders has an increased chance for success" (14.10e E).`,
      })
  })
  return out
}

/** The table as the players enter it: their terrain rows (`terrain:clear`…), columns paradrop and glider. */
export function enterAirTransportSuccess(e: ChartEntry): Entered {
  const rows = e.rows ?? []
  const head = namedEntryProblems(
    e,
    TERRAIN_PREFIX,
    'the terrain types of your chart, keyed "terrain:clear" and the like',
  )
  if (!rows.length)
    head.push({ field: 'rows', message: 'rows: got none, expected the terrain types of your chart.' })
  if (head.length) return { ok: false, problems: head }
  const table: Table = {
    ...placeholderAirTransportSuccess(),
    rows,
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  }
  return checked(table, gliderProblems(table))
}

export function placeholderAirTransportModifiers(): Table {
  return {
    id: AIR_TRANSPORT_MODIFIERS_ID,
    name: 'Air Transport Success modifiers',
    rule: '14.10d',
    rows: [],
    columns: [{ key: 'value', label: 'Modifier' }],
    cells: [],
    outcomes: SIGNED_VALUES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [],
  }
}

/** The modifiers as the players enter them: a named line each (`other:…`), a signed value. */
export function enterAirTransportModifiers(e: ChartEntry): Entered {
  const rows = e.rows ?? []
  const head = namedEntryProblems(
    e,
    DROP_MODIFIER_PREFIX,
    'the modifiers of your chart, keyed "other:night" and the like',
  )
  if (head.length) return { ok: false, problems: head }
  return checked({
    ...placeholderAirTransportModifiers(),
    rows,
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  })
}
