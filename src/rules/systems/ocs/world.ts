// What the procedures read of a position: an aircraft's counter and current side of it, who is
// in a hex, the Patrol Zones, the bases an aircraft may return to, and how the log names things.
import { distance } from '../../kernel/hex'
import type { OcsAircraft, OcsRatings, OcsScenario, OcsState } from './types'
import type { SideId } from '../../kernel/ids'

/** Patrol Zones reach 10 hexes in all directions from a base with an Active Fighter (14.4c). */
export const PATROL_ZONE_HEXES = 10

/** A mission takes at most four aircraft (14.2a, 14.2f). */
export const MISSION_MAX_AIRCRAFT = 4

const byId = new WeakMap<OcsScenario, Map<string, OcsAircraft>>()

export function counter(s: { scenario: OcsScenario }, id: string): OcsAircraft {
  let m = byId.get(s.scenario)
  if (!m) byId.set(s.scenario, (m = new Map(s.scenario.aircraft.map((a) => [a.id, a]))))
  const a = m.get(id)
  if (!a) throw new Error(`no aircraft "${id}" in the scenario`)
  return a
}

export function isAircraft(s: { scenario: OcsScenario }, id: unknown): id is string {
  return typeof id === 'string' && s.scenario.aircraft.some((a) => a.id === id)
}

/** The side of the counter it shows: full strength with two steps, reduced with one (14.1b). */
export function ratings(s: OcsState, id: string): OcsRatings {
  const a = counter(s, id)
  return s.aircraft[id].steps >= 2 ? a.full : a.reduced
}

export function isFighter(s: { scenario: OcsScenario }, id: string): boolean {
  return counter(s, id).types.includes('F')
}

/** "Bf 109f", or "Stuka (stuka-2)" when two counters share the name. */
export function nameOf(s: { scenario: OcsScenario }, id: string): string {
  const a = counter(s, id)
  const twins = s.scenario.aircraft.filter((x) => x.name === a.name).length
  return twins > 1 ? `${a.name} (${a.id})` : a.name
}

/** "2", or "(1)" for a parenthesized rating. */
export function acrText(r: OcsRatings): string {
  return r.acrParen ? `(${r.acr})` : String(r.acr)
}

export function sideName(s: { scenario: OcsScenario }, side: SideId): string {
  return s.scenario.sides.find((x) => x.id === side)?.name ?? side
}

export function enemyOf(s: { scenario: OcsScenario }, side: SideId): SideId {
  return s.scenario.sides.find((x) => x.id !== side)!.id
}

export function baseAt(s: { scenario: OcsScenario }, hex: string) {
  return s.scenario.airBases.find((b) => b.hex === hex)
}

/** Active aircraft in a hex: at their base there, or flown into it (14.3). Inactive ones take no part. */
export function presentIn(s: OcsState, hex: string): string[] {
  return s.scenario.aircraft
    .filter((a) => {
      const x = s.aircraft[a.id]
      return x.steps > 0 && x.mode === 'active' && (x.flying === hex || (x.flying === null && x.base === hex))
    })
    .map((a) => a.id)
}

/** The Active Fighters of `side` at a base whose Patrol Zone covers `hex`, free to intercept (14.4c, 14.5). */
export function patrolFighters(s: OcsState, side: SideId, hex: string): string[] {
  return s.scenario.aircraft
    .filter((a) => {
      const x = s.aircraft[a.id]
      return (
        a.side === side &&
        a.types.includes('F') &&
        x.steps > 0 &&
        x.mode === 'active' &&
        x.flying === null &&
        !x.flown &&
        baseAt(s, x.base)?.side === side &&
        distance(x.base, hex, s.scenario.map) <= PATROL_ZONE_HEXES
      )
    })
    .map((a) => a.id)
}

/** Whether `hex` lies in a Patrol Zone of `side`: within 10 hexes of its base with an Active Fighter (14.4c). */
export function inPatrolZone(s: OcsState, side: SideId, hex: string): boolean {
  return s.scenario.aircraft.some((a) => {
    const x = s.aircraft[a.id]
    return (
      a.side === side &&
      a.types.includes('F') &&
      x.steps > 0 &&
      x.mode === 'active' &&
      x.flying === null &&
      baseAt(s, x.base)?.side === side &&
      distance(x.base, hex, s.scenario.map) <= PATROL_ZONE_HEXES
    )
  })
}

/** A Base Transfer reaches twice the aircraft's range (14.11). */
export const TRANSFER_RANGE_FACTOR = 2

/** The friendly air bases within the aircraft's range (or `within` hexes) of `hex`, nearest first (14.1c, 14.9e). */
export function returnBases(s: OcsState, id: string, hex: string, within?: number): string[] {
  const a = counter(s, id)
  const reach = within ?? a.range
  return s.scenario.airBases
    .filter((b) => b.side === a.side)
    .map((b) => ({ hex: b.hex, d: distance(b.hex, hex, s.scenario.map) }))
    .filter((b) => b.d <= reach)
    .sort((p, q) => p.d - q.d || p.hex.localeCompare(q.hex))
    .map((b) => b.hex)
}
