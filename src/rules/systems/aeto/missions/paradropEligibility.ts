// Who may make a paradrop now (4.24; spec §12.2 "Eligibility"): a full-strength paratrooper that
// began the Offensive Phase in the same functioning, supplied airbase hex as an uncommitted ATP,
// launched in its side's own Land Offensive, in the ground support alternation of a land combat,
// before any of that side's supporting bomber-role units (4.24). Kept apart from paradrop.ts so the
// Land Offensive (engine/landOffensive.ts) can list the options without importing the mission.
import { launchReach } from '../engine/weatherRoute'
import { isCarrier } from '../bases'
import type { Tx } from '../engine/core'
import { airDistance } from '../engine/geometry'
import { landUnitsNow, type LandUnitNow } from '../land'
import type { ParadropOption, SideId, UnitId, UnitState } from '../types'
import { isAtp, isBomberRole, rangeOf } from '../units'
import { capacityNow } from '../installations'
import { recordValues } from '../engine/persistentRecord'

export const PARADROP_RULE = '4.24'

/** A paratrooper is a land unit whose `kind` names it so: "paratrooper", "Paratroopers"… (docs/scenario-format.md). */
export function isParatrooper(kind: string | undefined): boolean {
  return /paratroop/i.test(kind ?? '')
}

/** Whether the paratrooper's nation may use Gliders (4.24): German, UK or US; APTO: UK, US, Soviet from 1943, no German (APTO D78; T4). */
export function glidersAllowed(t: Tx, nation: string): boolean {
  const role = t.ctx.nationRole.get(nation)
  if (t.ctx.variant.id === 'apto')
    return role === 'british' || role === 'american' || (role === 'soviet' && t.s.turn.year >= 1943)
  return role === 'german' || role === 'british' || role === 'american'
}

/** The current Land Offensive's land combat, if `side` is its attacker and launches now. */
function launchingCombat(t: Tx, side: SideId) {
  const cur = t.s.offensivePhase?.current
  const land = cur?.kind === 'land' ? cur.land : undefined
  const c = land?.combats[land.combats.length - 1]
  if (!cur || cur.side !== side || !c || c.stage !== 'launching') return null
  return c
}

/** A bomber-role unit of `side` already launched to this land combat: the ATP launches before any (4.24). */
export function bombersLaunched(t: Tx, side: SideId): UnitId[] {
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.side !== side || t.s.missions[f.mission]?.kind !== 'groundSupport') continue
    for (const id of f.units) if (isBomberRole(t.ctx, t.s.units[id])) out.push(id)
  }
  for (const u of recordValues(t.s.units)) {
    // Aborted bombers are set aside, out of their flight's list, but launched all the same.
    if (
      u.side === side &&
      u.aloft?.setAside &&
      t.s.missions[t.s.flights[u.aloft.flight]?.mission]?.kind === 'groundSupport' &&
      isBomberRole(t.ctx, u) &&
      !out.includes(u.id)
    )
      out.push(u.id)
  }
  return out
}

/** Paratroopers aboard a paradrop already launched (not yet dropped or returned). */
function aboard(t: Tx): Set<string> {
  return new Set(
    Object.values(t.s.missions).flatMap((m) =>
      m.paradrop && m.paradrop.stage !== 'done' ? [m.paradrop.paratrooper] : [],
    ),
  )
}

/** Why this paratrooper may not drop now, or null (4.24). */
export function paratrooperRefused(t: Tx, l: LandUnitNow | undefined, id: string): string | null {
  if (!l) return `There is no land unit "${id}" in play.`
  if (!isParatrooper(l.kind))
    return `${l.name} is not a paratrooper: only paratrooper units make paradrops (4.24).`
  if (l.depleted)
    return `${l.name} is depleted: a depleted paratrooper never makes a paradrop (it may be transported) (4.24).`
  if (l.activated || l.moved || aboard(t).has(l.id))
    return `${l.name} has already been Activated or moved this Offensive Phase: a paratrooper drops only from the airbase where it began the Phase (4.23, 4.24).`
  return null
}

/** Why this ATP may not carry a paradrop now, or null (4.23, 4.24). */
export function atpRefused(t: Tx, u: UnitState | undefined, id: string): string | null {
  if (!u || u.eliminated) return `There is no air unit "${id}" in play.`
  if (!isAtp(t.ctx, u.id))
    return `${t.ctx.unitDefs.get(u.id)?.name ?? id} is not an ATP: a paratrooper drops from an ATP (4.24).`
  if (u.commitment !== 'none')
    return `${t.ctx.unitDefs.get(u.id)!.name} is committed: a paradrop needs an uncommitted ATP (4.24).`
  if (t.ctx.unitDefs.get(u.id)?.outOfSupply)
    return `${t.ctx.unitDefs.get(u.id)!.name} is marked out of supply: it carries nothing (4.23).`
  if (isCarrier(t.ctx, u.base) || capacityNow(t.ctx, t.s, u.base) <= 0)
    return `${t.ctx.baseDefs.get(u.base)?.name ?? u.base} is not a functioning airbase: a paradrop starts from one (4.24).`
  return null
}

/** The label of the hex of a base. */
function baseHex(t: Tx, base: string): string | null {
  const loc = t.ctx.baseLoc.get(base)
  return loc === undefined ? null : t.ctx.map.locLabel(loc)
}

/**
 * Every (ATP, paratrooper) pair of `side` that may make a paradrop to the combat hex now, or []
 * (option off, not the attacker's turn, bombers already launched, nothing eligible).
 */
export function paradropOptions(
  t: Tx,
  side: SideId,
  launchable: (base: string) => UnitState[],
): ParadropOption[] {
  if (!t.s.scenario.options.paradrops) return []
  const c = launchingCombat(t, side)
  if (!c || c.turn !== side || bombersLaunched(t, side).length) return []
  const target = t.ctx.map.parseLoc(c.hex)
  if (target === null) return []
  const troopers = landUnitsNow(t.s).filter(
    (l) => t.ctx.nationSide.get(l.nation) === side && isParatrooper(l.kind),
  )
  if (!troopers.length) return []
  const out: ParadropOption[] = []
  for (const b of t.ctx.basesBySide.get(side) ?? []) {
    const hex = baseHex(t, b.id)
    const from = t.ctx.baseLoc.get(b.id)
    if (hex === null || from === undefined) continue
    const here = troopers.filter((l) => l.hex === hex && !paratrooperRefused(t, l, l.id))
    if (!here.length) continue
    const distance = airDistance(t.ctx, from, target)
    for (const u of launchable(b.id)) {
      if (!isAtp(t.ctx, u.id) || atpRefused(t, u, u.id)) continue
      const range = rangeOf(t.ctx, u, from)
      if (range < distance || !launchReach(t, u, from, target)) continue // APTO: the weather on the way (1.5, 1.7)
      for (const l of here)
        out.push({
          base: b.id,
          atp: u.id,
          paratrooper: l.id,
          range,
          distance,
          gliders: glidersAllowed(t, l.nation),
        })
    }
  }
  return out
}
