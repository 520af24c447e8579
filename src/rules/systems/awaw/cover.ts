// Defending air over a naval force at sea (23.2, 23.3, 23.415): cover squadrons based within four
// hexes (Europe) or three (the Pacific) of the force; the share of them that may engage by the
// distance to the nearest friendly air base; cover shared among the task forces, the odd squadrons
// to those attacked; CAP of at most a third of the carriers' NAS; at most eight defenders in one
// air combat.
import type { AwawTheater } from './types'

/** Hexes within which cover squadrons must be based (23.22). */
export const COVER_RANGE: Readonly<Record<AwawTheater, number>> = { europe: 4, pacific: 3 }

/** Defending squadrons that may engage in one air combat (23.415A). */
export const MAX_DEFENDERS = 8

/** The share of the carriers' NAS that may fly CAP: a third, rounded up (23.33). */
export const CAP_SHARE = { num: 1, den: 3 } as const

/** The share of assigned cover that may engage, by the distance to the nearest friendly air base (23.22A). */
export function coverShare(distance: number): { num: number; den: number } {
  if (distance <= 1) return { num: 1, den: 1 }
  if (distance === 2) return { num: 2, den: 3 }
  return { num: 1, den: 3 }
}

/** Cover squadrons that may engage: the share of those assigned, rounded up (23.22A). */
export function effectiveCover(assigned: number, distance: number): number {
  const { num, den } = coverShare(distance)
  return Math.ceil((assigned * num) / den)
}

/** The most NAS that may fly CAP over a combat group with `nas` carrier NAS (CVEs' not counted, 23.33, 23.36). */
export function capLimit(nas: number): number {
  return Math.ceil((nas * CAP_SHARE.num) / CAP_SHARE.den)
}

/**
 * Cover shared among a force's task forces (23.24C): each gets the whole share, N ÷ T rounded down;
 * the odd squadrons go one each to the task forces the defender names (attacked ones first).
 */
export function shareCover(
  total: number,
  tfs: readonly string[],
  extra: readonly string[],
): Record<string, number> {
  const each = Math.floor(total / tfs.length)
  return Object.fromEntries(tfs.map((tf) => [tf, each + (extra.includes(tf) ? 1 : 0)]))
}

/** Why the odd squadrons are named wrongly (23.24C), or null. */
export function extraProblem(
  total: number,
  tfs: readonly string[],
  attacked: readonly string[],
  extra: readonly string[],
): string | null {
  const odd = total % tfs.length
  if (extra.length !== odd || new Set(extra).size !== extra.length || extra.some((t) => !tfs.includes(t)))
    return `extra: got ${JSON.stringify(extra)}, expected ${odd} different task force${odd === 1 ? '' : 's'} of the force: ${total} cover squadrons over ${tfs.length} task forces leave ${odd} to share out (23.24C)`
  const toAttacked = extra.filter((t) => attacked.includes(t)).length
  if (toAttacked < Math.min(odd, attacked.length))
    return `extra: got ${JSON.stringify(extra)}, expected the odd squadrons to go to the attacked task forces (${attacked.join(', ')}) first: cover is rounded up in favour of the task forces attacked (23.24C)`
  return null
}
