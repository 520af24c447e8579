// The strike after its air combat (23.42–23.44, at sea): the attacked task force's air defence level
// and the defender's two dice on the Air Defense Table; the attacker's targets (each named ship, or
// the light ships as one group, 23.43); one roll per target on the Naval Attack Table with the
// nationality and naval-air modifiers (23.441); the hits on a named ship add up until it returns to
// port, damaging it at one short of its factors and sinking it at its factors (the table's note,
// 23.443A, 23.444). The tables are reconstructed from a damaged scan: every roll line says so.
import { provenanceNote } from '../../kernel/tables'
import { adtColumn, airDefenseResult, airDefenseTable } from './charts/airDefenseTable'
import { airNationalityDrm, NAVAL_NATIONALITY_DRM, navalShipModifier } from './charts/nationality'
import { natColumn, navalAttackHits, navalAttackTable, NAT_MAX_SQUADRON_ROW } from './charts/navalAttackTable'
import { reading } from './readings'
import type { AwawEvent, AwawShip, AwawState, Draw } from './types'
import { baseOf, taskForce } from './world'

/** Named ships are targets of their own; the other surface ships are one light group (23.43A–B). */
export const NAMED_TYPES: readonly string[] = ['BB', 'CV', 'CVL', 'CVB']
const LIGHT_TYPES: readonly string[] = ['cruiser', 'DD', 'CVE', 'transport']

/** The light group's target id in a task force. */
export const lightGroup = (tf: string) => `light:${tf}`

/** The ships of a task force still with it: not sunk, not gone for a base (23.443A). */
export function afloat(s: AwawState, tf: string): AwawShip[] {
  return taskForce(s, tf)!.ships.filter((sh) => !s.ships[sh.id]?.sunk && !s.ships[sh.id]?.detached)
}

/** The targets a strike on a task force may choose (submarines only on patrol, 23.43C: not offered). */
export function targetsOf(s: AwawState, tf: string): string[] {
  const ships = afloat(s, tf)
  return [
    ...ships.filter((sh) => NAMED_TYPES.includes(sh.type)).map((sh) => sh.id),
    ...(ships.some((sh) => LIGHT_TYPES.includes(sh.type)) ? [lightGroup(tf)] : []),
  ]
}

/** The air defence level of a task force attacked at sea, term by term (23.4211, 23.4213, the table's notes). */
export function airDefenseLevel(s: AwawState, tf: string, side: string): { level: number; terms: string[] } {
  const ships = afloat(s, tf)
  const factors = ships
    .filter((sh) => sh.type !== 'sub' && sh.type !== 'transport')
    .reduce((a, sh) => a + (sh.type === 'CVE' ? 3 : sh.factors), 0)
  const terms: string[] = []
  let level = Math.ceil(factors / 10)
  terms.push(`${factors} naval factors: +${level} (23.4211)`)
  const research = s.scenario.research?.[side]?.airDefense ?? 0
  if (research) terms.push(`air defence research: +${research} (23.4213)`)
  const bb5 = ships.filter((sh) => sh.type === 'BB' && sh.factors === 5).length
  if (bb5) terms.push(`five-factor battleships: +${bb5}`)
  const cvb = ships.filter((sh) => sh.type === 'CVB').length
  if (cvb) terms.push(`CVBs: +${cvb}`)
  level += research + bb5 + cvb
  return { level, terms }
}

/** Takes `n` squadrons off a list of draws, in its order (19.6 is not in the seed: the order declared). */
export function takeOff(draws: readonly Draw[], n: number): { left: Draw[]; taken: Draw[] } {
  const left: Draw[] = []
  const taken: Draw[] = []
  for (const d of draws) {
    const t = Math.min(n, d.count)
    n -= t
    if (t) taken.push({ ...d, count: t })
    if (d.count - t) left.push({ ...d, count: d.count - t })
  }
  return { left, taken }
}

export const count = (draws: readonly Draw[]) => draws.reduce((a, d) => a + d.count, 0)

/** Whether the air defence of a task force rolls against the squadrons going on (23.4211D, 23.42). */
export function airDefenseRolls(s: AwawState, tf: string, defender: string, going: number): boolean {
  return going > 0 && airDefenseLevel(s, tf, defender).level >= 1
}

/**
 * The air defence roll against the squadrons going on (23.42), with the two dice `faces` (drawn or
 * entered: strikeDice.ts): eliminated first, then aborted, in the order declared. Returns those
 * that get through and those aborted. No roll when none goes on, or at level 0.
 */
export function airDefense(
  s: AwawState,
  tf: string,
  defender: string,
  going: readonly Draw[],
  ev: AwawEvent[],
  faces: readonly number[],
): { through: Draw[]; aborted: Draw[] } {
  const { level, terms } = airDefenseLevel(s, tf, defender)
  const name = taskForce(s, tf)!.name
  if (!count(going)) {
    ev.push({
      type: 'airDefense',
      text: `${name}: no attacking squadron goes on, so no air defence roll (23.42).`,
      rule: '23.42',
    })
    return { through: [], aborted: [] }
  }
  if (level < 1) {
    ev.push({
      type: 'airDefense',
      text: `${name}: air defence level 0, no air defence roll (23.4211D).`,
      rule: '23.4211D',
    })
    return { through: [...going], aborted: [] }
  }
  const total = faces[0] + faces[1]
  const r = airDefenseResult(level, total)!
  const n = count(going)
  const elim = Math.min(n, r.eliminated)
  const abort = Math.min(n - elim, r.aborted)
  const killed = takeOff(going, elim)
  const aborted = takeOff(killed.left, abort)
  const rows = level > 10 ? `rows 10 and ${level - 10}` : `row ${level}`
  ev.push({
    type: 'airDefense',
    text: `${name}'s air defence: level ${level} (${terms.join(', ')}); dice ${faces.join(' + ')} = ${total}, ${airDefenseTable.name} ${rows}, column ${adtColumn(total)}: ${r.eliminated}/${r.aborted}${provenanceNote(airDefenseTable)}: ${elim} attacking squadron${elim === 1 ? '' : 's'} eliminated, ${abort} aborted; ${n - elim - abort} get through (23.42, 23.422).`,
    rule: '23.42',
    dice: [...faces],
  })
  return { through: aborted.left, aborted: aborted.taken }
}

/** The attacker's Air Nationality DRM for squadrons on one target (19.31A, 23.441A). */
function airDrm(s: AwawState, draws: readonly Draw[]): { drm: number; words: string } {
  const drms = draws.map((d) => {
    const b = baseOf(s, d.base)!
    const r = airNationalityDrm(b.nationality, s.scenario.airNationalityRows)
    // The scenario is refused without the rows its nationalities need (scenario.ts).
    return { nationality: b.nationality, drm: 'drm' in r ? r.drm : 0 }
  })
  const which = reading(s, 'mixedAirDrm')
  const drm = (which === 'lowest' ? Math.min : Math.max)(...drms.map((x) => x.drm))
  const nats = [...new Set(drms.map((x) => x.nationality))]
  return {
    drm,
    words:
      nats.length === 1
        ? `${nats[0]} air ${signed(drm)}`
        : `mixed air (${nats.join(', ')}): the ${which}, ${signed(drm)}, a reading: mixed-nationality strikes are rule 19's`,
  }
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`)

/** The target's Naval Nationality DRM (22.552A, 23.441B): a named ship's own; a light group's by its ships' nationality. */
function navalDrm(s: AwawState, tf: string, target: string): number {
  const ships = afloat(s, tf)
  if (target === lightGroup(tf)) {
    const light = ships.filter((sh) => LIGHT_TYPES.includes(sh.type))
    // Light ships of several nationalities: a reading (readings.ts, mixedLightDrm).
    const pick = reading(s, 'mixedLightDrm') === 'lowest' ? Math.min : Math.max
    const base = pick(...light.map((sh) => NAVAL_NATIONALITY_DRM[sh.nationality] ?? 0))
    return base + (light.every((sh) => sh.type === 'CVE') ? -2 : 0)
  }
  const sh = ships.find((x) => x.id === target)!
  return (NAVAL_NATIONALITY_DRM[sh.nationality] ?? 0) + navalShipModifier(sh)
}

/** The Naval Attack Table's row words for a number of squadrons. */
function natRows(n: number): string {
  if (n <= NAT_MAX_SQUADRON_ROW) return `row AS ${n}`
  return `rows AS ${NAT_MAX_SQUADRON_ROW} and AS ${n - NAT_MAX_SQUADRON_ROW}`
}

/**
 * A named ship of `factors` with `hits` at sea (the table's note, 23.443A): sunk at its factors,
 * damaged at one short of them. A one-factor ship is not damaged before it is hit: one hit sinks it.
 */
export function damageOf(factors: number, hits: number): { damaged: boolean; sunk: boolean } {
  const sunk = hits >= factors
  return { sunk, damaged: !sunk && hits >= Math.max(1, factors - 1) }
}

/**
 * What is added to the two dice of an air attack on one target (23.441): the attacker's Air
 * Nationality DRM, minus the target's Naval Nationality DRM, + 1 when only naval air attacks at sea.
 */
export function navalAttackModifiers(
  s: AwawState,
  tf: string,
  target: string,
  draws: readonly Draw[],
): { air: { drm: number; words: string }; naval: number; nas: number; total: number } {
  const air = airDrm(s, draws)
  const naval = navalDrm(s, tf, target)
  // With NAS and AAS on one target, a reading (readings.ts, nasBonus).
  const isNas = (d: Draw) => d.kind === 'nas'
  const nas = (reading(s, 'nasBonus') === 'allNas' ? draws.every(isNas) : draws.some(isNas)) ? 1 : 0
  return { air, naval, nas, total: air.drm - naval + nas }
}

/**
 * One air attack roll on one target (23.44) with its two dice `faces`: 2d6 + the modifiers of
 * 23.441; the hits on a named ship add up and damage or sink it; the hits on a light group are
 * logged for the players (20.551 is not in the seed).
 */
export function attackTarget(
  s: AwawState,
  tf: string,
  target: string,
  draws: readonly Draw[],
  ev: AwawEvent[],
  faces: readonly number[],
): AwawState {
  const n = count(draws)
  const natural = faces[0] + faces[1]
  const { air, naval, nas, total: drm } = navalAttackModifiers(s, tf, target, draws)
  const modified = natural + drm
  const hits = navalAttackHits(n, modified)
  const ship = taskForce(s, tf)!.ships.find((x) => x.id === target)
  const what = ship ? ship.name : `the light ships of ${taskForce(s, tf)!.name}`
  const head = `${n} squadron${n === 1 ? '' : 's'} attack ${what}: dice ${faces.join(' + ')} = ${natural} ${signed(air.drm)} (${air.words}, 23.441A) ${signed(-naval)} (Naval Nationality DRM ${naval}, 23.441B)${nas ? ' + 1 (naval air at sea, 23.441C)' : ''} = ${modified}; ${navalAttackTable.name} ${natRows(n)}, column ${natColumn(modified)}: ${hits} hit${hits === 1 ? '' : 's'}${provenanceNote(navalAttackTable)}`
  let next: AwawState = s
  if (!ship) {
    ev.push({
      type: 'navalAttack',
      dice: [...faces],
      text: `${head}. The players spread the hits over the light ships (20.551, not in the seed: an only-cruiser group's odd hit damages one cruiser; each hit on one-factor ships sinks a factor; a mixed group shares them evenly) (23.44).`,
      rule: '23.44',
    })
    return next
  }
  const was = next.ships[ship.id]
  const had = was?.hits ?? 0
  const total = had + hits
  const { damaged, sunk } = damageOf(ship.factors, total)
  next = {
    ...next,
    ships: { ...next.ships, [ship.id]: { ...was, hits: total, damaged: damaged || sunk, sunk } },
  }
  ev.push({
    type: 'navalAttack',
    dice: [...faces],
    text: `${head}: ${ship.name} (${ship.factors} factors) has ${total} hit${total === 1 ? '' : 's'}${had ? ` (${had} before)` : ''}: ${sunk ? 'sunk' : damaged ? 'damaged' : 'the hits stay with it until it returns to port'} (23.44, 23.443A, 23.444).`,
    rule: '23.44',
  })
  return next
}
