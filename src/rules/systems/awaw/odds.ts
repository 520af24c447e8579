// The exact odds of a strike's rolls before they are made (23.42, 23.44), for the dialogs: ways out
// of the 36 throws of two dice. They read the tables through the same functions the rolls use
// (airDefenseResult, navalAttackHits, navalAttackModifiers), so odds and result cannot disagree.
import { airDefenseResult } from './charts/airDefenseTable'
import { navalAttackHits } from './charts/navalAttackTable'
import { airDefenseLevel, count, damageOf, navalAttackModifiers } from './strikeFire'
import type { AwawState, Draw } from './types'
import { taskForce } from './world'

/** The throws of two dice, as [total, ways out of 36]. */
export const TWO_DICE: readonly (readonly [number, number])[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(
  (t) => [t, 6 - Math.abs(t - 7)] as const,
)

export interface AirDefenseOdds {
  level: number
  outcomes: { eliminated: number; aborted: number; through: number; ways: number }[]
}

/** The air defence roll of a task force against `going` attacking squadrons (23.42): each outcome, in ways out of 36. */
export function airDefenseOdds(s: AwawState, tf: string, defender: string, going: number): AirDefenseOdds {
  const { level } = airDefenseLevel(s, tf, defender)
  if (level < 1 || !going)
    return { level, outcomes: [{ eliminated: 0, aborted: 0, through: going, ways: 36 }] }
  const out = new Map<string, AirDefenseOdds['outcomes'][number]>()
  for (const [total, ways] of TWO_DICE) {
    const r = airDefenseResult(level, total)!
    const eliminated = Math.min(going, r.eliminated)
    const aborted = Math.min(going - eliminated, r.aborted)
    const key = `${eliminated}/${aborted}`
    const was = out.get(key)
    out.set(key, {
      eliminated,
      aborted,
      through: going - eliminated - aborted,
      ways: (was?.ways ?? 0) + ways,
    })
  }
  return { level, outcomes: [...out.values()] }
}

export interface NavalAttackOdds {
  /** What is added to the dice (23.441). */
  modifier: number
  outcomes: { hits: number; ways: number }[]
  /** For a named ship: the ways it ends damaged, and sunk, with the hits it already has (23.443A, 23.444). */
  damaged?: number
  sunk?: number
}

/** An air attack roll of `draws` on one target (23.44): the hits, in ways out of 36. */
export function navalAttackOdds(
  s: AwawState,
  tf: string,
  target: string,
  draws: readonly Draw[],
): NavalAttackOdds {
  const n = count(draws)
  const modifier = navalAttackModifiers(s, tf, target, draws).total
  const ways = new Map<number, number>()
  for (const [total, w] of TWO_DICE) {
    const hits = navalAttackHits(n, total + modifier)
    ways.set(hits, (ways.get(hits) ?? 0) + w)
  }
  const outcomes = [...ways].map(([hits, w]) => ({ hits, ways: w }))
  const ship = taskForce(s, tf)!.ships.find((x) => x.id === target)
  if (!ship) return { modifier, outcomes }
  const had = s.ships[ship.id]?.hits ?? 0
  const waysTo = (f: (o: { hits: number }) => boolean) => outcomes.filter(f).reduce((a, o) => a + o.ways, 0)
  const sunk = waysTo((o) => damageOf(ship.factors, had + o.hits).sunk)
  const damaged = waysTo((o) => damageOf(ship.factors, had + o.hits).damaged)
  return { modifier, outcomes, damaged, sunk }
}
