// Bases: location, capacity and the operational part of an over-stacked stack (4.2, 4.8).
import type { ScenarioContext } from './context'
import { faceOf, isAtp } from './units'
import type { BaseId, GameState, Loc, SideId, UnitId } from './types'
import { maxOf } from './collections'
import { capacityNow } from './missions/installations'
import { shipPosition, shipValues } from './naval/ships'

export function baseLoc(ctx: ScenarioContext, base: BaseId): Loc {
  const loc = ctx.baseLoc.get(base)
  if (loc === undefined) throw new Error(`base ${base} has no location`)
  return loc
}

export function baseName(ctx: ScenarioContext, base: BaseId): string {
  return ctx.baseDefs.get(base)?.name ?? base
}

export function baseOwner(ctx: ScenarioContext, base: BaseId): SideId {
  return ctx.baseDefs.get(base)?.owner ?? ''
}

export function isGrassAirfield(ctx: ScenarioContext, base: BaseId): boolean {
  return ctx.baseDefs.get(base)?.components.some((c) => c.kind === 'GrassAirfield') ?? false
}

export function isCarrier(ctx: ScenarioContext, base: BaseId): boolean {
  return ctx.baseDefs.get(base)?.carrier !== undefined
}

/**
 * Why no Naval-Air unit may launch from a carrier base now, or null: a carrier docked in port
 * (4.4, 4.5) or damaged (4.4) launches nothing.
 */
export function carrierGrounded(ctx: ScenarioContext, base: BaseId, s: GameState): { rule: string; why: string } | null {
  const b = ctx.baseDefs.get(base)
  if (!b?.carrier) return null
  const ship = ctx.navalDefs.get(b.carrier)
  if (!ship) return null
  const now = s.naval?.ships[ship.id]
  if (now?.sunk) return { rule: '4.4', why: `${ship.name} has been sunk (4.4).` }
  if (shipPosition(ctx, s, ship.id).inPort) return { rule: '4.5', why: `${ship.name} is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).` }
  if ((now?.face ?? ship.face) === 'back') return { rule: '4.4', why: `${ship.name} is damaged: no Naval-Air unit launches from a damaged carrier (4.4).` }
  return null
}

/** A carrier sunk or damaged recovers no unit: its Naval-Air units aloft land elsewhere (4.4). */
export function carrierLost(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  const ship = ctx.baseDefs.get(base)?.carrier
  if (ship === undefined || !s.naval) return false
  const now = s.naval.ships[ship]
  return now?.sunk === true || now?.face === 'back'
}

/**
 * Whether a unit is ferried by a carrier: a Fighter or Fighter-Bomber based on a carrier (only
 * Naval-Air units are the carrier's own complement, 4.4). It flies only a Change Base from the
 * carrier, never intercepts and is no part of the carrier's operations (4.6).
 */
export function isFerried(ctx: ScenarioContext, s: GameState, unit: UnitId): boolean {
  const u = s.units[unit]
  return u !== undefined && !u.eliminated && isCarrier(ctx, u.base) && ctx.unitDefs.get(unit)?.type !== 'N'
}

/** The unit a carrier base ferries aboard (not aloft on its Change Base), or null (4.6). */
export function ferriedAboard(ctx: ScenarioContext, s: GameState, base: BaseId): UnitId | null {
  if (!isCarrier(ctx, base)) return null
  return (s.stacks[base] ?? []).find((id) => !s.units[id].aloft && isFerried(ctx, s, id)) ?? null
}

/** Strength points of a carrier's Naval-Air units on their current faces, aboard or aloft (4.4). */
export function navalAirLoad(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  let load = 0
  for (const id of s.stacks[base] ?? []) {
    const u = s.units[id]
    if (!u.eliminated && ctx.unitDefs.get(id)?.type === 'N') load += faceOf(ctx, u).strength
  }
  return load
}

/** A carrier's load: its Naval-Air strength points plus 1 for a ferried unit aboard (4.4, 4.6). */
export function carrierLoad(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  return navalAirLoad(ctx, s, base) + (ferriedAboard(ctx, s, base) === null ? 0 : 1)
}

/** A carrier's aircraft capacity on the face its ship shows now (4.4). */
export function carrierCapacity(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  const ship = ctx.baseDefs.get(base)?.carrier
  return ship === undefined ? 0 : (shipValues(ctx, s, ship).aircraftCapacity ?? 0)
}

/** Chits counted against capacity: all ATPs of a base together count as one (4.23). */
function slotsUsed(ctx: ScenarioContext, units: readonly UnitId[]): number[] {
  const slot: number[] = []
  let used = 0
  let atpSlot = -1
  for (const id of units) {
    if (isAtp(ctx, id)) {
      if (atpSlot < 0) atpSlot = used++
      slot.push(atpSlot)
    } else slot.push(used++)
  }
  return slot
}

/** The units of a base that may fly: the top ones up to capacity (4.8). */
export function operationalSet(ctx: ScenarioContext, s: GameState, base: BaseId): Set<UnitId> {
  const stack = s.stacks[base] ?? []
  const cap = capacityNow(ctx, s, base)
  if (stack.length <= cap) return new Set(stack) // the common case: no over-stacking
  const slots = slotsUsed(ctx, stack)
  return new Set(stack.filter((_, i) => slots[i] < cap))
}

/** How many chits of a stack are operational: the first `n` units (4.8). */
export function operationalCount(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  const stack = s.stacks[base] ?? []
  const cap = capacityNow(ctx, s, base)
  if (stack.length <= cap) return stack.length
  const slots = slotsUsed(ctx, stack)
  let n = 0
  while (n < stack.length && slots[n] < cap) n++
  return n
}

export function isOperational(ctx: ScenarioContext, s: GameState, unit: UnitId): boolean {
  if (isFerried(ctx, s, unit)) return false // it flies only a Change Base from its carrier (4.6)
  return operationalSet(ctx, s, s.units[unit].base).has(unit)
}

/** Whether `adding` more chits fit in the base without over-stacking. */
export function hasRoom(ctx: ScenarioContext, s: GameState, base: BaseId, adding: readonly UnitId[]): boolean {
  const stack = (s.stacks[base] ?? []).filter((id) => !adding.includes(id))
  const slots = slotsUsed(ctx, [...stack, ...adding])
  const used = slots.length ? maxOf(slots, (x) => x) + 1 : 0
  return used <= capacityNow(ctx, s, base)
}

/** Whether units beyond the base's capacity are on the ground there now (not aloft): targets for enemy fighters (4.8; A-43). */
export function overStackedOnGround(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  if (!isOverStacked(ctx, s, base)) return false
  const operational = operationalSet(ctx, s, base)
  return (s.stacks[base] ?? []).some((id) => !operational.has(id) && !s.units[id].aloft && !s.units[id].eliminated)
}

export function isOverStacked(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  const stack = s.stacks[base] ?? []
  return stack.length > operationalSet(ctx, s, base).size
}
