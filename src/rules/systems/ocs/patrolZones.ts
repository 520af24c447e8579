// The Patrol Zones on the table (14.4c): every hex within 10 hexes of a base that holds an Active
// Fighter, for each side, with the fighters that make it. The same test as `inPatrolZone`
// (world.ts), spelled out hex by hex so a screen can draw the zones without deciding any rule.
import { hexDistance, hexLabel, labelDigits } from '../../kernel/hex'
import { hexOf } from '../../kernel/hex'
import type { SideId } from '../../kernel/ids'
import type { OcsState } from './types'
import { baseAt, PATROL_ZONE_HEXES } from './world'

export interface PatrolZone {
  side: SideId
  /** The base at its centre. */
  base: string
  /** The Active Fighters at the base that make the zone, in scenario order. */
  fighters: string[]
  /** Every hex of the map within 10 hexes of the base (14.4c), in column then row order. */
  hexes: string[]
}

/** The rule as a player reads it on the map. */
export const PATROL_ZONE_RULE = `A Patrol Zone reaches ${PATROL_ZONE_HEXES} hexes in all directions from an air base holding an Active Fighter (14.4c). Inside an enemy Patrol Zone a mission that draws Flak may be intercepted by one Active Fighter (14.5), and a transport, drop or base transfer draws Flak only there (14.4a).`

/**
 * The Patrol Zones of the position, one per base of a side holding at least one of its Active
 * Fighters (at the base, not flying, not eliminated), in the order of the scenario's bases.
 */
export function patrolZones(s: Pick<OcsState, 'scenario' | 'aircraft'>): PatrolZone[] {
  const { cols, rows } = s.scenario.map
  const digits = labelDigits(cols, rows)
  const out: PatrolZone[] = []
  for (const b of s.scenario.airBases) {
    const fighters = s.scenario.aircraft
      .filter((a) => {
        const x = s.aircraft[a.id]
        return (
          a.side === b.side &&
          a.types.includes('F') &&
          x.steps > 0 &&
          x.mode === 'active' &&
          x.flying === null &&
          x.base === b.hex &&
          baseAt(s, x.base)?.side === a.side
        )
      })
      .map((a) => a.id)
    if (!fighters.length) continue
    const centre = hexOf(b.hex, s.scenario.map)
    if (!centre) continue
    const hexes: string[] = []
    for (
      let col = Math.max(0, centre.col - PATROL_ZONE_HEXES);
      col <= Math.min(cols - 1, centre.col + PATROL_ZONE_HEXES);
      col++
    )
      for (
        let row = Math.max(0, centre.row - PATROL_ZONE_HEXES);
        row <= Math.min(rows - 1, centre.row + PATROL_ZONE_HEXES);
        row++
      )
        if (hexDistance(centre.col, centre.row, col, row) <= PATROL_ZONE_HEXES)
          hexes.push(hexLabel(col, row, digits))
    out.push({ side: b.side, base: b.hex, fighters, hexes })
  }
  return out
}

/** The sides whose Patrol Zone covers `hex`, each with the bases that make it. */
export function patrolZonesAt(zones: readonly PatrolZone[], hex: string): PatrolZone[] {
  return zones.filter((z) => z.hexes.includes(hex))
}
