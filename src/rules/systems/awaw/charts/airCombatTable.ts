// The Air Combat Table is rule 19's, not in the seed: every air combat result is read off the
// players' own chart (kernel/chartLookup.ts). Its results are "a/b": a opposing squadrons
// eliminated, b aborted (23.416's example), or "0". The seed fixes no cell (the dice and modifiers
// are rule 19's); it says only that "1/2" is the most likely result with no modifiers (23.416).
import type { Table } from '../../../kernel/tables'

export const AIR_COMBAT_TABLE_ID = 'awaw-air-combat'

/** The results offered: "0" and every "a/b" with a and b from 0 to 8 (at most 8 defenders engage, 23.415A). */
export const ACT_OUTCOMES: readonly string[] = [
  '0',
  ...Array.from({ length: 9 }, (_, a) => Array.from({ length: 9 }, (_, b) => `${a}/${b}`))
    .flat()
    .filter((r) => r !== '0/0'),
]

/**
 * The table as Sortie has it: one empty cell, the result of a roll made by rule 19's dice and
 * modifiers (not in the seed), asked from the players' own chart.
 */
export const airCombatTable: Table = {
  id: AIR_COMBAT_TABLE_ID,
  name: 'Air Combat Table',
  rule: '19.3',
  rows: [{ key: 'roll', label: 'your roll by rule 19' }],
  columns: [{ key: 'result', label: 'result' }],
  cells: [[null]],
  outcomes: ACT_OUTCOMES,
  provenance: 'userEntered',
  verified: false,
  fixedPoints: [],
}
