// Bases: location, capacity and the operational part of an over-stacked stack (4.2, 4.8).
import type { ScenarioContext } from './context'
import { faceOf, isAtp } from './units'
import type { BaseId, GameState, Loc, SideId, UnitId } from './types'
import { maxOf } from './collections'
import { capacityNow, componentsNow } from './installations'
import { isFloatplaneShip, isSunk, shipFaceNow, shipPosition, shipValues } from './naval/ships'
import { friendlyPortAt } from './naval/waters'
import { airstripWords } from './variant'
import { offensiveLaunchBarred } from './naval/carrierStatus'

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
 * (4.4, 4.5) or damaged (4.4) launches nothing, nor one on neither Standby nor Active status via
 * its side's own Offensive (4.25).
 */
export function carrierGrounded(
  ctx: ScenarioContext,
  base: BaseId,
  s: GameState,
): { rule: string; why: string } | null {
  const b = ctx.baseDefs.get(base)
  if (!b?.carrier) return null
  const ship = ctx.navalDefs.get(b.carrier)
  if (!ship) return null
  const now = s.naval?.ships[ship.id]
  if (now?.sunk) return { rule: '4.4', why: `${ship.name} has been sunk (4.4).` }
  if (shipPosition(ctx, s, ship.id).inPort)
    return {
      rule: '4.5',
      why: `${ship.name} is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).`,
    }
  if ((now?.face ?? ship.face) === 'back')
    return {
      rule: '4.4',
      why: `${ship.name} is damaged: no Naval-Air unit launches from a damaged carrier (4.4).`,
    }
  return offensiveLaunchBarred(ctx, s, base) // its own Offensive: only from a carrier on Standby or Active (4.25)
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

/** Most Small Fighters ("o") one base may hold, exempt from its capacity (APTO 4.2, 4.8; D16, D27). */
export const SMALL_FIGHTERS_PER_BASE = 4

/** Whether a land base is at a port location: a Minor or Major Port among its components (one base per hex), where Floatplanes base (APTO 4.0, 4.2; D1, D17). */
export function isPortBase(ctx: ScenarioContext, base: BaseId): boolean {
  const def = ctx.baseDefs.get(base)
  return (
    def !== undefined &&
    !def.carrier &&
    def.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')
  )
}

export function isSmallFighter(ctx: ScenarioContext, id: UnitId): boolean {
  return ctx.unitDefs.get(id)?.small === true && ctx.variant.id === 'apto'
}

export function isFloatplane(ctx: ScenarioContext, id: UnitId): boolean {
  return ctx.unitDefs.get(id)?.floatplane === true && ctx.variant.id === 'apto'
}

/**
 * Whether a unit takes no place at a land base (APTO 4.2, 4.8): a Small Fighter ("o", D16, D27 —
 * at most 4 at one base, `smallFightersFit`) and a Floatplane at a port (D17) are exempt from its
 * capacity and so never over-stacked. AETO has neither.
 */
export function isExemptAt(ctx: ScenarioContext, id: UnitId, base: BaseId): boolean {
  const def = ctx.unitDefs.get(id)
  if (!def || (!def.small && !def.floatplane) || ctx.variant.id !== 'apto' || isCarrier(ctx, base))
    return false
  return def.small === true || isPortBase(ctx, base)
}

/** How many of `units` take a place at the base: all but the exempt ones (APTO D16, D17); ATPs each count here. */
export function placesTaken(ctx: ScenarioContext, base: BaseId, units: readonly UnitId[]): number {
  let n = 0
  for (const id of units) if (!isExemptAt(ctx, id, base)) n++
  return n
}

/** Whether the base's Small Fighters, with `adding` landing there, stay at most 4 (APTO 4.2, 4.8; D16, D27). */
export function smallFightersFit(
  ctx: ScenarioContext,
  s: GameState,
  base: BaseId,
  adding: readonly UnitId[],
): boolean {
  if (!adding.some((id) => isSmallFighter(ctx, id)) || isCarrier(ctx, base)) return true
  const all = new Set([...(s.stacks[base] ?? []).filter((id) => !s.units[id]?.eliminated), ...adding])
  let n = 0
  for (const id of all) if (isSmallFighter(ctx, id)) n++
  return n <= SMALL_FIGHTERS_PER_BASE
}

/** A Floatplane never bases on an aircraft carrier, only on the ship printed with a "0" air capacity (APTO 4.0, 4.4; D20); null otherwise. */
export function floatplaneCarrierRefusal(
  ctx: ScenarioContext,
  unit: UnitId,
  base: BaseId,
): { rule: string; why: string } | null {
  if (!isFloatplane(ctx, unit)) return null
  const ship = ctx.baseDefs.get(base)?.carrier
  if (ship === undefined || ctx.navalDefs.get(ship)?.carriesFloatplane) return null
  return {
    rule: '4.4',
    why: `${ctx.unitDefs.get(unit)?.name ?? unit} is a Floatplane: it never bases on an aircraft carrier (APTO 4.0, 4.4).`,
  }
}

/**
 * Why `unit` may not be based at `base`, or null, for what the unit is (not for room): a grass
 * airfield takes only fighter-types (4.3); a Floatplane bases on land only at a port and never on
 * an aircraft carrier (APTO 4.0, 4.4; D1, D20); a fifth Small Fighter never (APTO 4.2; D16).
 */
export function basingRefusal(
  ctx: ScenarioContext,
  s: GameState,
  unit: UnitId,
  base: BaseId,
): { rule: string; why: string } | null {
  const def = ctx.unitDefs.get(unit)
  if (!def) return null
  const name = def.name
  if (isGrassAirfield(ctx, base) && def.type !== 'F' && def.type !== 'FB' && def.type !== 'N')
    return {
      rule: '4.3',
      why: `${name} cannot base at a ${airstripWords(ctx.scenario).name}: only fighter-types can (4.3).`,
    }
  if (isFloatplane(ctx, unit)) {
    const onCarrier = floatplaneCarrierRefusal(ctx, unit, base)
    if (onCarrier) return onCarrier
    if (ctx.baseDefs.get(base)?.carrier === undefined && !isPortBase(ctx, base))
      return { rule: '4.0', why: `${name} is a Floatplane: on land it bases only at a port (APTO 4.0).` }
  }
  if (!smallFightersFit(ctx, s, base, [unit]))
    return {
      rule: '4.2',
      why: `${baseName(ctx, base)} already holds ${SMALL_FIGHTERS_PER_BASE} Small Fighters ("o"): never more than ${SMALL_FIGHTERS_PER_BASE} exempt units at one base (APTO 4.2, 4.8).`,
    }
  return null
}

/** Chits counted against capacity: all ATPs of a base together count as one (4.23); an exempt unit none (slot -1; APTO D16, D17). */
function slotsUsed(ctx: ScenarioContext, units: readonly UnitId[], base?: BaseId): number[] {
  const slot: number[] = []
  let used = 0
  let atpSlot = -1
  for (const id of units) {
    if (base !== undefined && isExemptAt(ctx, id, base)) slot.push(-1)
    else if (isAtp(ctx, id)) {
      if (atpSlot < 0) atpSlot = used++
      slot.push(atpSlot)
    } else slot.push(used++)
  }
  return slot
}

/**
 * Carriers in port (4.5): the undamaged carriers of the base's side docked in its port, when `base`
 * is the port base of its hex — the friendly land base with a functioning Minor or Major Port,
 * where the side's ships dock (`friendlyPortAt`). That base alone carries the doubled capacity.
 * Empty for every other base.
 */
export function dockedCarriers(ctx: ScenarioContext, s: GameState, base: BaseId): BaseId[] {
  if (!ctx.carrierBases.length || !s.scenario.options.carriersInPort) return []
  const def = ctx.baseDefs.get(base)
  if (!def || def.carrier || !def.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort'))
    return []
  const loc = ctx.baseLoc.get(base)
  if (loc === undefined || friendlyPortAt(ctx, loc, def.owner) !== base) return []
  if (
    !(componentsNow(ctx, s, base) ?? []).some(
      (c) => (c.kind === 'MinorPort' || c.kind === 'MajorPort') && !c.destroyed,
    )
  )
    return []
  const out: BaseId[] = []
  for (const [carrier, ship] of ctx.carrierBases) {
    if (
      ctx.baseDefs.get(carrier)?.owner !== def.owner ||
      isSunk(s, ship) ||
      shipFaceNow(ctx, s, ship) === 'back'
    )
      continue
    if (isFloatplaneShip(ctx, ship)) continue // a ship carrying a Floatplane is no aircraft carrier (APTO D20)
    const at = shipPosition(ctx, s, ship)
    if (at.inPort && at.loc === loc) out.push(carrier)
  }
  return out
}

/** The artificial places of a port base (4.5): its normal capacity again while an undamaged carrier of its side is docked there (one or several: still double), else 0. Only Naval-Air units take them. */
export function artificialPlaces(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  return dockedCarriers(ctx, s, base).length ? capacityNow(ctx, s, base) : 0
}

function isNavalAir(ctx: ScenarioContext, id: UnitId): boolean {
  return ctx.unitDefs.get(id)?.type === 'N'
}

/** Chits of a stack that are not Naval-Air units (all ATPs together one, 4.23). */
function otherChits(ctx: ScenarioContext, units: readonly UnitId[], base: BaseId): number {
  const slots = slotsUsed(
    ctx,
    units.filter((id) => !isNavalAir(ctx, id)),
    base,
  )
  return slots.length ? maxOf(slots, (x) => x) + 1 : 0
}

/**
 * The operational units of a port base with artificial places (4.5), or null when they cannot be
 * used: the other units beyond the normal places (over-stacked already) leave no place a Naval-Air
 * unit could take without the port being over-stacked. Otherwise every other unit holds a normal
 * place and the Naval-Air units, in stack order, take the normal places left and the artificial ones.
 */
function portOperational(
  ctx: ScenarioContext,
  stack: readonly UnitId[],
  cap: number,
  extra: number,
  base: BaseId,
): Set<UnitId> | null {
  const others = otherChits(ctx, stack, base)
  if (others > cap) return null
  let navalAirPlaces = cap - others + extra
  return new Set(
    stack.filter((id) => !isNavalAir(ctx, id) || isExemptAt(ctx, id, base) || navalAirPlaces-- > 0),
  )
}

/** Whether a port base is using its artificial places (4.5): more chits than its normal capacity, all beyond it Naval-Air units. It may then never be over-stacked (4.5, 4.8). */
export function usesArtificialPlaces(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  const stack = s.stacks[base] ?? []
  const cap = capacityNow(ctx, s, base)
  if (stack.length <= cap || !artificialPlaces(ctx, s, base)) return false
  return otherChits(ctx, stack, base) <= cap && chitCount(ctx, stack, base) > cap
}

function chitCount(ctx: ScenarioContext, units: readonly UnitId[], base: BaseId): number {
  const slots = slotsUsed(ctx, units, base)
  return slots.length ? maxOf(slots, (x) => x) + 1 : 0
}

/** The units of a base that may fly: the top ones up to capacity (4.8); at a port with carriers docked, Naval-Air units also in the artificial places (4.5). */
export function operationalSet(ctx: ScenarioContext, s: GameState, base: BaseId): Set<UnitId> {
  const stack = s.stacks[base] ?? []
  const cap = capacityNow(ctx, s, base)
  if (stack.length <= cap) return new Set(stack) // the common case: no over-stacking
  const extra = artificialPlaces(ctx, s, base)
  const port = extra > 0 ? portOperational(ctx, stack, cap, extra, base) : null
  if (port) return port
  const slots = slotsUsed(ctx, stack, base)
  return new Set(stack.filter((_, i) => slots[i] < cap))
}

/** How many chits of a stack are operational: the first `n` units (4.8). At a port using artificial places the stack is kept with its Naval-Air units last (`keepPortOrder`), so the operational units stay the first ones (4.5). */
export function operationalCount(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  const stack = s.stacks[base] ?? []
  const cap = capacityNow(ctx, s, base)
  if (stack.length <= cap) return stack.length
  if (artificialPlaces(ctx, s, base) > 0) {
    const ops = operationalSet(ctx, s, base)
    let n = 0
    while (n < stack.length && ops.has(stack[n])) n++
    return n
  }
  const slots = slotsUsed(ctx, stack, base)
  let n = 0
  while (n < stack.length && slots[n] < cap) n++
  return n
}

export function isOperational(ctx: ScenarioContext, s: GameState, unit: UnitId): boolean {
  if (isFerried(ctx, s, unit)) return false // it flies only a Change Base from its carrier (4.6)
  return operationalSet(ctx, s, s.units[unit].base).has(unit)
}

/**
 * `isOperational` for the units of one base's stack, asked one by one: its operational set is worked
 * out once, not for each unit (4.8).
 */
export function operationalAt(ctx: ScenarioContext, s: GameState, base: BaseId): (unit: UnitId) => boolean {
  let ops: Set<UnitId> | null = null
  return (unit) => {
    if (isFerried(ctx, s, unit)) return false // it flies only a Change Base from its carrier (4.6)
    const at = s.units[unit].base
    return (at === base ? (ops ??= operationalSet(ctx, s, base)) : operationalSet(ctx, s, at)).has(unit)
  }
}

/** Whether `adding` more chits fit in the base without over-stacking; at a port with carriers docked, Naval-Air units also in its artificial places (4.5). */
export function hasRoom(
  ctx: ScenarioContext,
  s: GameState,
  base: BaseId,
  adding: readonly UnitId[],
): boolean {
  const stack = (s.stacks[base] ?? []).filter((id) => !adding.includes(id))
  const all = [...stack, ...adding]
  if (!smallFightersFit(ctx, s, base, adding)) return false // never a fifth Small Fighter (APTO 4.2; D16)
  const used = chitCount(ctx, all, base)
  const cap = capacityNow(ctx, s, base)
  if (cap <= 0 && adding.length) return false // not functioning: not even an exempt unit lands (as before for every other unit)
  if (used <= cap) return true
  const extra = artificialPlaces(ctx, s, base)
  return extra > 0 && otherChits(ctx, all, base) <= cap && used <= cap + extra // the places beyond capacity only for Naval-Air units (4.5)
}

/**
 * Whether one more unit may over-stack the base where over-stacking is allowed (a Forced Rebase, a
 * carrier lost, 4.4, 4.7, 4.8): never beyond twice its capacity, never at a grass airfield, never
 * at a port using artificial places for Naval-Air units (4.5, 4.8), never at the UK Transfer Hex.
 */
export function mayOverStack(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  const cap = capacityNow(ctx, s, base)
  if (cap <= 0 || isGrassAirfield(ctx, base) || usesArtificialPlaces(ctx, s, base)) return false
  // The UK Transfer Hex is over-stacked only while a Change Base passes through it (4.1, 4.8); games before version 7 did not check it.
  if (
    s.scenario.options.basingChoices &&
    ctx.baseDefs.get(base)?.components.some((c) => c.kind === 'UKTransferHex')
  )
    return false
  return placesTaken(ctx, base, s.stacks[base] ?? []) + 1 <= 2 * cap // exempt units take no place (APTO D16, D17)
}

/**
 * At a port using artificial places, the stack keeps its other units first and its Naval-Air units
 * last (stable): the Naval-Air units beyond the normal capacity are then the bottom of the stack, so
 * the moment no undamaged carrier is docked any more, exactly they are over-stacked (4.5, 4.8). The
 * port is never over-stacked while it uses those places, so the order decides nothing else. Returns
 * the new order, or null when the stack is already so (or the port does not use them).
 */
export function portOrder(ctx: ScenarioContext, s: GameState, base: BaseId): UnitId[] | null {
  if (!usesArtificialPlaces(ctx, s, base)) return null
  const stack = s.stacks[base] ?? []
  const order = [...stack.filter((id) => !isNavalAir(ctx, id)), ...stack.filter((id) => isNavalAir(ctx, id))]
  return order.every((id, i) => id === stack[i]) ? null : order
}

/** Whether units beyond the base's capacity are on the ground there now (not aloft): targets for enemy fighters (4.8; A-43). */
export function overStackedOnGround(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  if (!isOverStacked(ctx, s, base)) return false
  const operational = operationalSet(ctx, s, base)
  return (s.stacks[base] ?? []).some(
    (id) => !operational.has(id) && !s.units[id].aloft && !s.units[id].eliminated,
  )
}

export function isOverStacked(ctx: ScenarioContext, s: GameState, base: BaseId): boolean {
  const stack = s.stacks[base] ?? []
  return stack.length > operationalSet(ctx, s, base).size
}
