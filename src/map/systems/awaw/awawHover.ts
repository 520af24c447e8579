// The words the AWAW map shows for a hex under the pointer: the hex, the air bases there with their
// air (23.11, 23.13) and range (the scenario's, rule 17), the ports, the naval forces with their
// task forces and ships as the view shows them, and the air fight over the hex (23.24, 23.25A).
import type { AwawMapSnapshot, AwawMapShip } from './awawSnapshot'

function sideName(s: AwawMapSnapshot, id: string): string {
  return s.sides.find((x) => x.id === id)?.name ?? id
}

function shipWords(sh: AwawMapShip): string {
  const state = sh.sunk
    ? ', sunk'
    : sh.hits
      ? `, ${sh.hits} hit${sh.hits === 1 ? '' : 's'}${sh.damaged ? ', damaged' : ''}`
      : ''
  return `${sh.name} (${sh.type}, ${sh.factors}${sh.nas !== null ? `, ${sh.nas} NAS` : ''}${state})`
}

export function awawHoverLines(s: AwawMapSnapshot, hex: string): string[] {
  const out = [`Hex ${hex}`]
  for (const b of s.bases.filter((x) => x.hex === hex))
    out.push(
      `${b.name} (${sideName(s, b.side)}${b.notAirBase ? ', no air base for the share of cover, 23.22A' : ''}): ${b.aaf} AAF${b.aafInverted ? ` + ${b.aafInverted} inverted` : ''}; AAS ready ${b.aas.search} search, ${b.aas.cover} cover, ${b.aas.attack} attack; ${b.nas} NAS (23.11, 23.13)${b.range !== null ? `; range ${b.range}${b.rangeStandIn ? ' (stand-in: rule 17 is not in the rules text)' : ''}` : ''}`,
    )
  for (const p of s.ports.filter((x) => x.hex === hex)) out.push(`Port: ${p.name} (${sideName(s, p.side)})`)
  for (const f of s.forces.filter((x) => x.hex === hex)) {
    out.push(`${f.name} (${sideName(s, f.side)})`)
    for (const t of f.taskForces) out.push(`  ${t.name}: ${t.ships.map(shipWords).join(', ')}`)
  }
  if (s.fight?.hex === hex)
    out.push(
      `Air fight over this hex: ${sideName(s, s.fight.attacker)} strikes (23.24)${s.fight.coverSecret ? '; the cover and CAP are secret (23.25A)' : ''}`,
    )
  return out
}
