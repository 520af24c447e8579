// Targeting restriction of one attacking side within one round (4.16, 4.23, 4.24; AETO §8.4, A-03; T-18).
// Not used for Strafing Attacks: strafers pick their targets freely.
import { minOf } from '../collections'

/** One opposing unit of the engagement, as the attacking side sees it. */
export interface TargetCandidate {
  id: string
  /** Name shown to the player, e.g. "Me-109"; the id is used when absent. */
  name?: string
  isATP: boolean
  isFighterRole: boolean
  /** Still in the engagement this round. Units hit or aborted earlier in THIS round are still in (results are applied at round end). */
  stillEligible: boolean
}

export interface TargetLegality {
  id: string
  legal: boolean
  reason?: string
  rule?: string
}

function nameOf(unit: TargetCandidate): string {
  return unit.name ?? unit.id
}

function listNames(units: readonly TargetCandidate[]): string {
  const names = units.map(nameOf)
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`
}

/**
 * For every opposing unit: may the next attack of this side target it?
 * `attacksThisRound[id]` = attacks this side has already made on that unit this round (absent = 0).
 */
export function targetLegality(
  opponents: readonly TargetCandidate[],
  attacksThisRound: Readonly<Record<string, number>>,
): TargetLegality[] {
  const attacks = (u: TargetCandidate) => attacksThisRound[u.id] ?? 0
  const present = opponents.filter((u) => u.stillEligible)

  // (4.23, 4.24) An ATP may be attacked only when its side has no Fighter-role unit here,
  // or every such unit has already been attacked this round.
  const unattackedEscorts = present.filter((u) => u.isFighterRole && attacks(u) === 0)
  const atpsProtected = unattackedEscorts.length > 0
  const eligible = present.filter((u) => !(u.isATP && atpsProtected))

  // (4.16, A-03) No unit is attacked an (n+1)th time before every eligible unit has been attacked n times.
  const fewest = minOf(eligible, attacks)

  return opponents.map((u): TargetLegality => {
    if (!u.stillEligible)
      return {
        id: u.id,
        legal: false,
        rule: '4.17',
        reason: `${nameOf(u)} has left the engagement (hit or aborted) and cannot be attacked (4.17).`,
      }
    if (u.isATP && atpsProtected) {
      const escorts = listNames(unattackedEscorts)
      const verb = unattackedEscorts.length === 1 ? 'has' : 'have'
      return {
        id: u.id,
        legal: false,
        rule: '4.23',
        reason: `${nameOf(u)} is a transport (ATP): it cannot be attacked until every escorting fighter has been attacked this round, and ${escorts} ${verb} not been (4.23).`,
      }
    }
    const n = attacks(u)
    if (n > fewest) {
      const behind = eligible.filter((v) => attacks(v) < n)
      const each = behind.length === 1 ? '' : ' each'
      return {
        id: u.id,
        legal: false,
        rule: '4.16',
        reason: `${nameOf(u)} has already been attacked ${times(n)} this round: ${listNames(behind)} must${each} be attacked ${times(n)} first, like every other unit (4.16).`,
      }
    }
    return { id: u.id, legal: true }
  })
}

/** Ids of the units the next attack of this side may target. */
export function legalTargetIds(
  opponents: readonly TargetCandidate[],
  attacksThisRound: Readonly<Record<string, number>>,
): string[] {
  return targetLegality(opponents, attacksThisRound)
    .filter((t) => t.legal)
    .map((t) => t.id)
}
