// The exact odds the OCS dialogs quote before a roll, counted over the 36 outcomes of two dice (or
// the 6 of one): the Air Combat roll, 2d6 + the attacker's rating − the defender's, on the rows of
// the Air Combat Table the players entered (14.3e C); the loss die, 5 or 6 (14.3e C); Flak, 11 or
// more on 2d6 plus the modifiers (14.4e). Pure; the modified roll and the table's reading are the
// rules module's.
import { airCombatResult, modifiedAirCombatRoll } from '../../../rules/systems/ocs'
import { twoDiceWays, type Chance } from '../shared/diceOdds'

export { chanceText, twoDiceAtLeast, twoDiceWays, type Chance } from '../shared/diceOdds'

/** One modified roll of an Air Combat: its row, its chance, and the result the entered table gives there (or null). */
export interface AirCombatRow {
  row: number
  ways: number
  result: string | null
}

/**
 * The Air Combat roll for an attacker of rating `atk` against a defender of `def` (14.3e C): each
 * modified roll it can give with its chance, the result of the entered table there, and the chance
 * of each result (rows not entered are counted apart: "from your own chart").
 */
export function airCombatOdds(
  atk: number,
  def: number,
  entered: Readonly<Record<string, string>> | undefined,
): { rows: AirCombatRow[]; byResult: { result: string; ways: number }[]; notEntered: number } {
  const rows: AirCombatRow[] = []
  // The rules' own modified roll and table reading (airCombatTable.ts), over the 11 totals of 2d6.
  for (let t = 2; t <= 12; t++) {
    const row = modifiedAirCombatRoll(t, atk, def)
    rows.push({ row, ways: twoDiceWays(t), result: airCombatResult(entered, row) })
  }
  const byResult: { result: string; ways: number }[] = []
  for (const r of rows) {
    if (r.result === null) continue
    const had = byResult.find((b) => b.result === r.result)
    if (had) had.ways += r.ways
    else byResult.push({ result: r.result, ways: r.ways })
  }
  return { rows, byResult, notEntered: rows.filter((r) => r.result === null).reduce((a, r) => a + r.ways, 0) }
}

/** The chance that one die shows `min` or more. */
export function oneDieAtLeast(min: number): Chance {
  return { ways: Math.max(0, Math.min(6, 7 - min)), of: 6 }
}
