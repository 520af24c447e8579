// The exact odds the AWAW dialogs show before a roll, read off the rules' own functions: the air
// defence level (strikeFire.airDefenseLevel) and the Air Defense Table (airDefenseResult) over the
// 36 faces of two dice (23.42); the Naval Attack Table row of a number of squadrons
// (navalAttackHits) over each modified roll (23.44). Presentation only: nothing here decides a
// rule, it counts the dice faces under the rules' answers.
import {
  adtColumn,
  airDefenseLevel,
  airDefenseResult,
  airDefenseTable,
  natColumn,
  navalAttackHits,
  navalAttackTable,
  type AwawState,
} from '../../../rules/systems/awaw'
import { provenanceNote } from '../../../rules/kernel/tables'
import { chanceText, twoDiceWays } from '../shared/diceOdds'

export interface AirDefenseOdds {
  level: number
  terms: string[]
  /** Each result of the table at this level and its chance: "1/2" → 5 of 36. */
  results: { eliminated: number; aborted: number; ways: number; columns: string[] }[]
}

/**
 * The air defence roll against a strike on a task force (23.42): its level term by term, and the
 * chance of each result. Null: a level below 1 makes no roll (23.4211D).
 */
export function airDefenseOdds(s: AwawState, tf: string, defender: string): AirDefenseOdds | null {
  const { level, terms } = airDefenseLevel(s, tf, defender)
  if (level < 1) return null
  const by = new Map<string, AirDefenseOdds['results'][number]>()
  for (let total = 2; total <= 12; total++) {
    const r = airDefenseResult(level, total)!
    const key = `${r.eliminated}/${r.aborted}`
    const had = by.get(key) ?? { ...r, ways: 0, columns: [] }
    by.set(key, { ...had, ways: had.ways + twoDiceWays(total), columns: [...had.columns, adtColumn(total)] })
  }
  return { level, terms, results: [...by.values()] }
}

export function airDefenseLines(o: AirDefenseOdds | null, squadrons: number): string[] {
  if (!o) return ['Air defence level 0: no air defence roll (23.4211D).']
  return [
    `Air defence level ${o.level} (${o.terms.join(', ')}); the defender rolls two dice on the ${airDefenseTable.name}${provenanceNote(airDefenseTable)} (23.42):`,
    ...o.results.map(
      (r) =>
        `${r.eliminated}/${r.aborted} (columns ${r.columns.join(', ')}): ${chanceText({ ways: r.ways, of: 36 })}; of ${squadrons} attacking squadron${squadrons === 1 ? '' : 's'}, ${Math.min(squadrons, r.eliminated)} eliminated, ${Math.min(Math.max(0, squadrons - r.eliminated), r.aborted)} aborted (23.422).`,
    ),
  ]
}

/**
 * The hits of `squadrons` on one target for each column of the Naval Attack Table (23.44): the
 * modified roll is two dice plus the modifiers of 23.441, which the rules add when they roll.
 */
export function navalAttackRow(squadrons: number): { column: string; hits: number }[] {
  const out: { column: string; hits: number }[] = []
  for (let m = 2; m <= 12; m++) out.push({ column: natColumn(m), hits: navalAttackHits(squadrons, m) })
  return out
}

export function navalAttackLine(squadrons: number): string {
  const row = navalAttackRow(squadrons)
  return `${squadrons} squadron${squadrons === 1 ? '' : 's'} on the ${navalAttackTable.name}${provenanceNote(navalAttackTable)}, by modified roll: ${row.map((c) => `${c.column}: ${c.hits}`).join(', ')} hits (23.44).`
}
