// The bases and flights on the board as one side may see them (design §7; part of `view`): the
// facts the map and the panels draw, answered here by the rules (capacity, over-stacking and the
// operational units, 4.8; installations destroyed or under construction, 4.3, 4.26), with what
// the side may not know taken out: an enemy carrier it has not located, with the units aboard it
// (4.10), and which enemy Naval-Air units are aboard a carrier in port and which ashore (4.5).
import { isOverStacked, operationalSet } from './bases'
import { contextOf } from './context'
import { recordValues } from './engine/persistentRecord'
import { capacityNow, componentsNow } from './installations'
import { capacityUsesPlaceholder } from './scenario/capacity'
import type { BaseComponent } from './scenario/schema'
import type { BaseId, FlightId, GameState, Loc, SideId, UnitId } from './types'
import { hiddenCarriers, pooledInPort, type Viewer } from './viewShips'

/** A base as the viewer sees it: never built for an enemy carrier it has not located. */
export interface BaseSeen {
  id: BaseId
  name: string
  owner: SideId
  /** Its location; a carrier's moves with the ship (4.4). */
  loc: Loc
  /** The installations it has now (bombing destroys or reduces them, 4.26; a grass airfield may be demolished, 4.3). */
  components: BaseComponent[]
  /** Its capacity now (4.8, 4.26). */
  capacity: number
  /** The capacity reads a placeholder value of Player Aid Card "I" (4.2; spec §16): marked as one wherever it is shown. */
  capacityPlaceholder: boolean
  /** More units than capacity: the units below the top ones are not operational (4.8). */
  overStacked: boolean
  /** Any installation destroyed (4.26), a Major Port reduced to Minor, one under construction (4.3), or null. */
  status: 'destroyed' | 'damaged' | 'building' | null
  /** The units of its stack not eliminated the viewer may see here, top first, aloft ones too (they fly from it). */
  units: UnitId[]
  /** Of those on the ground, the operational ones (4.8); an enemy Naval-Air unit pooled in port counts as operational. */
  operational: UnitId[]
  /** Chits counted against capacity as the viewer sees them (ATPs together as one chit, 4.23; a carrier in port pooled with the port, 4.5). */
  used: number
}

/** Destroyed (any installation destroyed, 4.26), damaged (a Major Port reduced to Minor), building (under construction), or null. */
function baseStatus(state: GameState, base: BaseId, now: readonly BaseComponent[]): BaseSeen['status'] {
  if (now.some((c) => c.destroyed)) return 'destroyed'
  if (
    Object.entries(state.installations ?? {}).some(
      ([k, v]) => k.startsWith(`${base}:`) && (v.reduced || v.removed),
    )
  )
    return 'damaged'
  if (now.some((c) => c.underConstruction)) return 'building'
  return null
}

const basesCache = new WeakMap<GameState, Map<string, BaseSeen[]>>()

/**
 * The bases `viewer` may see (null: all open), in the scenario's order: not an enemy carrier it
 * has not located (4.10), nor a carrier with no location, nor a grass airfield eliminated or
 * demolished with nobody on it (it leaves the map, 4.3). An enemy carrier docked in port is seen
 * with no units: its Naval-Air units on the ground count on the port's base, ashore or aboard not
 * told (4.5).
 */
export function basesSeen(state: GameState, viewer: Viewer): BaseSeen[] {
  let byViewer = basesCache.get(state)
  if (!byViewer) basesCache.set(state, (byViewer = new Map()))
  const key = viewer ?? ''
  const hit = byViewer.get(key)
  if (hit) return hit
  const ctx = contextOf(state)
  const hidden = hiddenCarriers(state, viewer)
  const pooled = pooledInPort(state, viewer)
  const alive = (base: BaseId) => (state.stacks[base] ?? []).filter((id) => !state.units[id]?.eliminated)
  const onGround = (ids: readonly UnitId[]) => ids.filter((id) => !state.units[id]?.aloft)
  const pooledInto = new Map<BaseId, UnitId[]>()
  for (const [carrier, port] of pooled)
    pooledInto.set(port, [...(pooledInto.get(port) ?? []), ...onGround(alive(carrier))])
  const out: BaseSeen[] = []
  for (const b of ctx.baseDefs.values()) {
    const loc = ctx.baseLoc.get(b.id)
    if (loc === undefined || loc < 0 || hidden.has(b.id)) continue
    const own = alive(b.id)
    const now = componentsNow(ctx, state, b.id) ?? b.components
    if (!own.length && b.components.every((c) => c.kind === 'GrassAirfield') && !now.length) continue
    const guests = pooledInto.get(b.id) ?? []
    const units = pooled.has(b.id) ? own.filter((id) => state.units[id]?.aloft) : [...own, ...guests]
    const ops = operationalSet(ctx, state, b.id)
    const ground = onGround(units)
    // ATPs of a base together count as one chit against capacity (4.23); units aloft keep their place.
    const atp = own.filter((id) => ctx.unitDefs.get(id)?.type === 'ATP').length
    const away = pooled.has(b.id) ? onGround(own).length : 0
    out.push({
      id: b.id,
      name: b.name,
      owner: b.owner,
      loc,
      components: now,
      capacity: capacityNow(ctx, state, b.id),
      capacityPlaceholder: capacityUsesPlaceholder(b, ctx.capacityEntered),
      overStacked: isOverStacked(ctx, state, b.id),
      status: baseStatus(state, b.id, now),
      units,
      operational: ground.filter((id) => ops.has(id) || guests.includes(id)),
      used: own.length - atp + (atp > 0 ? 1 : 0) + guests.length - away,
    })
  }
  byViewer.set(key, out)
  return out
}

/** One base as `viewer` sees it, or null when it may not see it. */
export function baseSeen(state: GameState, viewer: Viewer, base: BaseId): BaseSeen | null {
  return basesSeen(state, viewer).find((b) => b.id === base) ?? null
}

/** A flight in the air: seen by both sides, whatever base it came from (4.10). */
export interface FlightSeen {
  id: FlightId
  side: SideId
  loc: Loc
  /** Its units aloft, in the flight's own order when it has one. */
  units: UnitId[]
  setAside: boolean
}

const flightsCache = new WeakMap<GameState, FlightSeen[]>()

/** The flights in the air, by flight number; their units in the flight's order. */
export function flightsSeen(state: GameState): FlightSeen[] {
  const hit = flightsCache.get(state)
  if (hit) return hit
  const byId = new Map<FlightId, FlightSeen>()
  for (const u of recordValues(state.units)) {
    if (!u.aloft || u.eliminated) continue
    let f = byId.get(u.aloft.flight)
    if (!f)
      byId.set(
        u.aloft.flight,
        (f = { id: u.aloft.flight, side: u.side, loc: u.aloft.loc, units: [], setAside: u.aloft.setAside }),
      )
    f.units.push(u.id)
  }
  const number = (id: string) => Number.parseInt(id.replace(/^\D+/, ''), 10)
  const out = [...byId.values()].sort((a, b) => (number(a.id) || 0) - (number(b.id) || 0))
  for (const f of out) {
    const order = state.flights[f.id]?.units
    if (order) f.units.sort((a, b) => order.indexOf(a) - order.indexOf(b))
  }
  flightsCache.set(state, out)
  return out
}
