// A Change Base onto an aircraft carrier (4.1, 4.4, 4.5): only Naval-Air units of the carrier's
// nation, only as the last base, only onto an undamaged carrier at sea with room in strength points
// for them (the owner may deplete a full Naval-Air unit in flight so that it fits, 4.4).
import type { ScenarioContext } from '../context'
import { carrierCapacity, carrierLoad, floatplaneCarrierRefusal } from '../bases'
import { isFloatplaneShip, isSunk, shipFaceNow, shipPosition } from '../naval/ships'
import type { BaseId, FlightId, GameState, UnitId } from '../types'
import { defOf, faceOf } from '../units'

/** The strength a unit brings aboard: its current face, or its depleted face when the owner depletes it in flight (4.4; APTO D19). */
export function strengthAboard(ctx: ScenarioContext, s: GameState, id: UnitId, depleted: boolean): number {
  const def = defOf(ctx, id)
  return depleted && def.back ? def.back.strength : faceOf(ctx, s.units[id]).strength
}

/** Strength points flying a Change Base that ends on this carrier and not landed yet (4.4): they will fill it too. */
export function incomingStrength(
  ctx: ScenarioContext,
  s: GameState,
  base: BaseId,
  except?: FlightId,
): number {
  let n = 0
  for (const f of Object.values(s.flights)) {
    if (f.id === except) continue
    const m = s.missions[f.mission]
    if (m?.kind !== 'changeBase' || m.hops[m.hops.length - 1] !== base) continue
    for (const id of f.units)
      if (!s.units[id].eliminated && s.units[id].base !== base)
        n += strengthAboard(ctx, s, id, m.depleteAboard?.includes(id) ?? false)
  }
  return n
}

/** Strength points of Naval-Air still free aboard a carrier: capacity − load − those flying to it (4.4), but for the flight `except` (the one landing). */
export function carrierRoom(ctx: ScenarioContext, s: GameState, base: BaseId, except?: FlightId): number {
  return carrierCapacity(ctx, s, base) - carrierLoad(ctx, s, base) - incomingStrength(ctx, s, base, except)
}

/** Why the carrier may not take any unit landing from a Change Base now, or null: sunk, damaged (4.4) or docked in port (4.4, 4.5). */
export function carrierClosed(
  ctx: ScenarioContext,
  s: GameState,
  base: BaseId,
): { rule: string; why: string } | null {
  const ship = ctx.baseDefs.get(base)?.carrier
  if (ship === undefined) return null
  const def = ctx.navalDefs.get(ship)
  const name = def?.name ?? ship
  if (isSunk(s, ship)) return { rule: '4.4', why: `${name} has been sunk (4.4).` }
  if (shipFaceNow(ctx, s, ship) === 'back')
    return { rule: '4.4', why: `${name} is damaged: a damaged carrier recovers no Naval-Air unit (4.4).` }
  if (shipPosition(ctx, s, ship).inPort)
    return {
      rule: '4.5',
      why: `${name} is docked in port: a carrier in port recovers no Naval-Air unit in flight (4.4, 4.5); Naval-Air units go aboard a docked carrier from the port's airbase (Carriers in port, 4.5).`,
    }
  if (isFloatplaneShip(ctx, ship))
    return {
      rule: '4.4',
      why: `${name} is no aircraft carrier: it carries only its one Floatplane (APTO 4.4, D20).`,
    }
  return null
}

/**
 * Why `units` may not end a Change Base on the carrier `base`, or null (4.1, 4.4, 4.5): only
 * Naval-Air units of the carrier's nation; the carrier undamaged and at sea; the strength points of
 * the units (those in `deplete` on their depleted face) within the room left aboard.
 */
export function carrierLandingRefusal(
  ctx: ScenarioContext,
  s: GameState,
  units: readonly UnitId[],
  base: BaseId,
  deplete: readonly UnitId[],
  landing?: FlightId,
): { rule: string; why: string } | null {
  const ship = ctx.baseDefs.get(base)?.carrier
  if (ship === undefined) return null
  const shipDef = ctx.navalDefs.get(ship)
  const name = shipDef?.name ?? ship
  for (const id of units) {
    const def = defOf(ctx, id)
    if (def.type !== 'N')
      return {
        rule: '4.4',
        why: `${def.name} is no Naval-Air unit: only Naval-Air units change base onto an aircraft carrier (4.1, 4.4); a single-step fighter goes aboard only in port, as a ferried unit (4.6).`,
      }
    if (shipDef && def.nation !== shipDef.nation)
      return {
        rule: '4.4',
        why: `${def.name} is ${def.nation}, ${name} is ${shipDef.nation}: only Naval-Air units of the carrier's nation base aboard (4.4).`,
      }
    const floatplane = floatplaneCarrierRefusal(ctx, id, base)
    if (floatplane) return floatplane
  }
  const closed = carrierClosed(ctx, s, base)
  if (closed) return closed
  const need = units.reduce((n, id) => n + strengthAboard(ctx, s, id, deplete.includes(id)), 0)
  const room = carrierRoom(ctx, s, base, landing)
  if (need > room) {
    const fit = units.some(
      (id) => !deplete.includes(id) && s.units[id].face === 'front' && defOf(ctx, id).back !== null,
    )
    return {
      rule: '4.4',
      why: `${name} has room for ${Math.max(0, room)} strength point(s) of Naval-Air (capacity ${carrierCapacity(ctx, s, base)}, ${carrierLoad(ctx, s, base)} aboard or aloft${incomingStrength(ctx, s, base, landing) ? `, ${incomingStrength(ctx, s, base, landing)} flying to it` : ''}); these units bring ${need}: a carrier never takes more than its capacity (4.4)${fit ? '. A full-strength unit may be depleted in flight to fit ("deplete")' : ''}.`,
    }
  }
  return null
}
