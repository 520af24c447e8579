// Look-ups over an AWAW game: sides, bases, task forces, carriers, distances, and the squadrons a
// base can put up for a role (its ready squadrons plus those its uninverted AAF would break into,
// 23.131).
import { capLimit, COVER_RANGE } from './cover'
import { distance } from '../../kernel/hex'
import {
  CAP_CARRIERS,
  type AwawAirBase,
  type AwawNavalForce,
  type AwawState,
  type AwawTaskForce,
  type SquadronKind,
} from './types'

export function sideName(s: AwawState, side: string): string {
  return s.scenario.sides.find((x) => x.id === side)?.name ?? side
}

export function enemyOf(s: AwawState, side: string): string {
  return s.scenario.sides.find((x) => x.id !== side)!.id
}

export function baseOf(s: AwawState, id: string): AwawAirBase | undefined {
  return s.scenario.airBases.find((b) => b.id === id)
}

export function forceOf(s: AwawState, id: string): AwawNavalForce | undefined {
  return s.scenario.navalForces.find((f) => f.id === id)
}

export function taskForce(s: AwawState, id: string): AwawTaskForce | undefined {
  for (const f of s.scenario.navalForces) {
    const t = f.taskForces.find((x) => x.id === id)
    if (t) return t
  }
  return undefined
}

export function dist(s: AwawState, a: string, b: string): number {
  return distance(a, b, s.scenario.map)
}

/** Squadrons of a kind a base can put up now: ready ones, and for an AAS role one per uninverted AAF (23.131). */
export function available(s: AwawState, base: string, kind: SquadronKind): number {
  const b = s.bases[base]
  return b.ready[kind] + (kind === 'nas' ? 0 : b.aaf)
}

/** Carrier NAS in a task force that count for CAP: CVs, CVLs and CVBs, not CVEs (23.33, 23.36). */
export function capNas(s: AwawState, tf: string): number {
  return (taskForce(s, tf)?.ships ?? [])
    .filter((sh) => CAP_CARRIERS.includes(sh.type) && !s.ships[sh.id]?.sunk && !s.ships[sh.id]?.detached)
    .reduce((a, sh) => a + (s.carriers[sh.id] ?? 0), 0)
}

/** The most CAP over a task force (its combat group outside naval combat, 23.33). */
export function capMax(s: AwawState, tf: string): number {
  return capLimit(capNas(s, tf))
}

/** The defender's bases whose cover may reach a hex (23.22): within four hexes (Europe) or three (Pacific). */
export function coverBases(s: AwawState, side: string, hex: string): AwawAirBase[] {
  return s.scenario.airBases.filter(
    (b) => b.side === side && dist(s, b.hex, hex) <= COVER_RANGE[s.scenario.theater],
  )
}

/** The attacker's bases whose air reaches a hex (their range, rule 17, is the scenario's). */
export function strikeBases(s: AwawState, side: string, hex: string): AwawAirBase[] {
  return s.scenario.airBases.filter(
    (b) => b.side === side && b.range !== undefined && dist(s, b.hex, hex) <= b.range,
  )
}

/**
 * The distance from a hex to the side's nearest friendly air base, which sets the share of cover
 * that engages (23.22A); a one-hex island that is no air base does not count. Infinity: none.
 */
export function nearestAirBase(s: AwawState, side: string, hex: string): number {
  return Math.min(
    Infinity,
    ...s.scenario.airBases.filter((b) => b.side === side && !b.notAirBase).map((b) => dist(s, b.hex, hex)),
  )
}

export const KIND_WORDS: Readonly<Record<SquadronKind, string>> = {
  search: 'search AAS',
  cover: 'cover AAS',
  attack: 'attack AAS',
  nas: 'NAS',
}
