// Chances counted over the faces of the dice, for the odds every system's dialogs quote before a
// roll (OCS: ocs/odds.ts; AWAW: awaw/odds.ts). The tables and modifiers are the rules'.

/** A chance as counted outcomes: `ways` of `of`. */
export interface Chance {
  ways: number
  of: number
}

/** How many of the 36 outcomes of two dice give each total, 2 to 12. */
export function twoDiceWays(total: number): number {
  return total < 2 || total > 12 ? 0 : 6 - Math.abs(total - 7)
}

/** "10 in 36 (27.8%)"; "none" and "certain" at the ends. */
export function chanceText(c: Chance): string {
  if (c.ways === 0) return `none (0 in ${c.of})`
  if (c.ways === c.of) return `certain (${c.of} in ${c.of})`
  return `${c.ways} in ${c.of} (${((100 * c.ways) / c.of).toFixed(1)}%)`
}

/** The chance that 2d6 + `modifier` reaches `target` or more. */
export function twoDiceAtLeast(target: number, modifier: number): Chance {
  let ways = 0
  for (let t = 2; t <= 12; t++) if (t + modifier >= target) ways += twoDiceWays(t)
  return { ways, of: 36 }
}
