// The Air Combat Table (14.3e C). The seed does not print it: the players enter it from their own
// chart (a table with provenance "userEntered", kernel/tables.ts); a row they have not entered is
// read off their chart when a roll lands there (kernel/chartLookup.ts). Its rows are the modified
// roll, 2d6 + the attacker's Air Combat Rating − the defender's (no modifiers, 14.3b), and every
// result is an abort of one or both of the selected aircraft (14.3). The seed fixes one cell: the
// LaGG-3's 9 + 2 − 4 = 7 gives "Both Abort" (14.3e example).
import { cellAt, type Table } from '../../kernel/tables'
import type { AirCombatResult } from './types'

export const ACT_OUTCOMES: readonly AirCombatResult[] = ['attacker aborts', 'defender aborts', 'both abort']

/** Ratings a scenario may give (scenario.ts): 0 to 9. */
export const MAX_ACR = 9

/** Every modified roll the dice and the ratings can give: 2 − 9 to 12 + 9. */
export const ACT_MIN_ROW = 2 - MAX_ACR
export const ACT_MAX_ROW = 12 + MAX_ACR

export const ACT_COLUMN = 'result'

export const AIR_COMBAT_TABLE_ID = 'ocs-air-combat'

export const ACT_FIXED_POINTS = [
  {
    row: '7',
    column: ACT_COLUMN,
    accept: ['both abort'],
    source: '14.3e, the LaGG-3 against the Bf 109f: 9 + 2 − 4 = 7, “Both Abort”',
  },
] as const

const ROWS = Array.from({ length: ACT_MAX_ROW - ACT_MIN_ROW + 1 }, (_, i) => String(ACT_MIN_ROW + i))

/** The table of a game: the rows entered (modified roll → result), the others left to the chart. */
export function airCombatTable(entered: Readonly<Record<string, string>> | undefined): Table {
  return {
    id: AIR_COMBAT_TABLE_ID,
    name: 'Air Combat Table',
    rule: '14.3e',
    rows: ROWS.map((key) => ({ key, label: key })),
    columns: [{ key: ACT_COLUMN, label: 'Result' }],
    cells: ROWS.map((r) => [entered?.[r] ?? null]),
    outcomes: ACT_OUTCOMES,
    provenance: 'userEntered',
    verified: false,
    fixedPoints: ACT_FIXED_POINTS,
  }
}

/** The modified Air Combat roll (14.3e C): the two dice plus the attacker's rating minus the defender's (no other modifier, 14.3b). */
export function modifiedAirCombatRoll(diceTotal: number, attackerAcr: number, defenderAcr: number): number {
  return diceTotal + attackerAcr - defenderAcr
}

/** What the game's table gives for a modified roll, or null: a row read off the players' own chart. */
export function airCombatResult(
  entered: Readonly<Record<string, string>> | undefined,
  modified: number,
): string | null {
  return cellAt(airCombatTable(entered), String(modified), ACT_COLUMN)
}
