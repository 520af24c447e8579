// The words shown while hovering a hex of the OCS map: what is there (the base, its level and
// Active count, the aircraft above and below its counter, those in the air), the Patrol Zones over
// it, the mission and barrage aimed at it, each with its rule. Pure; read off the snapshot.
import { PATROL_ZONE_RULE, patrolZonesAt, type OcsMissionType } from '../../../rules/systems/ocs'
import type { OcsMapPlane, OcsMapSnapshot } from './ocsSnapshot'

const MISSION_WORDS: Readonly<Record<OcsMissionType, string>> = {
  sweep: 'Fighter Sweep',
  barrage: 'Barrage',
  hipShoot: 'Hip Shoot',
  transfer: 'Base Transfer',
  transport: 'Air Transport',
  drop: 'Air Drop',
  trainbusting: 'Trainbusting',
}

/** "Bf 109f 4", "IL-2 (2) reduced". */
export function planeWords(p: OcsMapPlane): string {
  return `${p.name} ${p.types} ${p.acr}${p.reduced ? ' reduced' : ''}`
}

/** The lines of the hover text for a hex; the first names the hex. */
export function ocsHoverLines(s: OcsMapSnapshot, hex: string): string[] {
  const sideName = (id: string) => s.sides.find((x) => x.id === id)?.name ?? id
  const lines = [hex]
  for (const b of s.bases.filter((x) => x.hex === hex)) {
    lines.push(
      `Air base of the ${sideName(b.side)}, Level ${b.level}${b.levelStandIn ? ' (a stand-in)' : ''}: ${b.activeCount} of ${b.activeLimit} Active aircraft (4 + Level, 14.2a)`,
    )
    if (b.active.length) lines.push(`Active: ${b.active.map(planeWords).join(', ')}`)
    if (b.inactive.length)
      lines.push(`Inactive (below the base, 14.1a): ${b.inactive.map(planeWords).join(', ')}`)
  }
  for (const f of s.strays.filter((x) => x.hex === hex))
    lines.push(
      `${sideName(f.side)} aircraft without a friendly base here: ${f.planes.map(planeWords).join(', ')}`,
    )
  for (const f of s.flights.filter((x) => x.hex === hex))
    lines.push(`Aircraft of the ${sideName(f.side)} in the air: ${f.planes.map(planeWords).join(', ')}`)
  const m = s.mission
  if (m && m.hex === hex)
    lines.push(
      `Mission ${m.n} of the ${sideName(m.side)}: ${MISSION_WORDS[m.type]} (14.2e), from ${m.from.join(', ')}, at step ${m.step} of 14.2f`,
    )
  if (s.combat === hex) lines.push('Air Combat under way (14.3)')
  if (s.barrageTarget === hex) lines.push('Barrage target (14.7)')
  if (s.barraged.includes(hex))
    lines.push('Barraged this phase: no other regular barrage here this phase (14.7)')
  const zones = patrolZonesAt(s.zones, hex)
  for (const z of zones)
    lines.push(
      `In a Patrol Zone of the ${sideName(z.side)}${s.viewer && z.side !== s.viewer ? ' (enemy)' : ''}: base ${z.base}, ${z.fighters.length} Active Fighter${z.fighters.length > 1 ? 's' : ''}`,
    )
  if (zones.length) lines.push(PATROL_ZONE_RULE)
  return lines
}

export function ocsHoverText(s: OcsMapSnapshot, hex: string): string {
  return ocsHoverLines(s, hex).join(' · ')
}
