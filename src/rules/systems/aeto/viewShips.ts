// Ships as one side may know them (design §7; spec §0.3; part of `view`): an enemy naval force's
// location and its number of chits are known to both sides. Locating a force lets a side attack
// it (4.10), but tells it only what the Flotilla Sighting Report gives, and that report may be
// falsified: so a located enemy ship is still an unidentified chit. Its identity is seen when the
// attacker examines the naval units at its attack (4.20). Own ships are always known; sunk ships
// are gone. An enemy carrier not located hides its airbase with it: the plate, its name in texts,
// and the units aboard (`hiddenCarriers`).
import { contextOf } from './context'
import type { ScenarioContext } from './context'
import { isCarrierShip, isLocated, isSunk, shipDef, shipPosition, shipSide } from './naval/ships'
import { friendlyPortAt } from './naval/waters'
import type { BaseId, GameState, Loc, SideId, UnitId } from './types'

/** The side at the screen, or null: everything open (solo exploration, the runner without --as). */
export type Viewer = SideId | null

/** One ship the viewer may identify: never built for a ship it may not (its id names it). */
export interface ShipSeen {
  id: string
  name: string
  type: string
  named: boolean
  carrier: boolean
}

/** A side's naval chits at one location (docked in port and at sea are separate locations, 4.10). */
export interface ShipStackSeen {
  side: SideId
  loc: Loc
  inPort: boolean
  /** How many naval chits: known to both sides (4.10). */
  chits: number
  /** The ships the viewer identifies, or null when it identifies none; `chits - ships.length` are unidentified. */
  ships: ShipSeen[] | null
  /** How many of the unidentified chits the viewer has located: it may attack them, not knowing which ships they are (4.10). */
  located: number
}

/**
 * Whether `viewer` knows which ship this is: its own, everything open, or an enemy one it examines
 * at its attack (4.20: the attacker may examine every enemy naval unit in the target location).
 * Locating a ship is not identifying it: the Flotilla Sighting Report tells only what its roll
 * asks, possibly falsified (4.10) — unless its roll asks for the names (APTO's 6): then the side
 * identifies the ships named while they stay located (`naval.named`).
 */
export function identifies(ctx: ScenarioContext, state: GameState, viewer: Viewer, ship: string): boolean {
  return (
    viewer === null ||
    shipSide(ctx, ship) === viewer ||
    examines(state, viewer, ship) ||
    (state.naval?.named?.[viewer]?.includes(ship) ?? false)
  )
}

/** Whether `viewer` is attacking this enemy ship now and so may examine it (4.20; a submarine attack, 3.29). */
export function examines(state: GameState, viewer: Viewer, ship: string): boolean {
  const p = state.pending
  if (p.side !== viewer) return false
  if (p.kind === 'navalAttack') return p.ships.includes(ship)
  if (p.kind === 'submarineAttack') return p.submarines.includes(ship)
  return false
}

const shipViews = new WeakMap<GameState, Map<string, ShipStackSeen[]>>()

/** The ships afloat as `viewer` sees them, one entry per (side, location, in port) stack. */
export function shipsSeenBy(state: GameState, viewer: Viewer): ShipStackSeen[] {
  let byViewer = shipViews.get(state)
  if (!byViewer) shipViews.set(state, (byViewer = new Map()))
  const key = viewer ?? ''
  const hit = byViewer.get(key)
  if (hit) return hit
  const ctx = contextOf(state)
  const stacks = new Map<string, ShipStackSeen>()
  for (const d of state.scenario.navalUnits) {
    if (isSunk(state, d.id)) continue
    const side = shipSide(ctx, d.id)
    const { loc, inPort } = shipPosition(ctx, state, d.id)
    const k = `${side}|${loc}|${inPort}`
    let stack = stacks.get(k)
    if (!stack) stacks.set(k, (stack = { side, loc, inPort, chits: 0, ships: null, located: 0 }))
    stack.chits++
    if (!identifies(ctx, state, viewer, d.id)) {
      if (viewer !== null && isLocated(state, viewer, d.id)) stack.located++
      continue
    }
    const def = shipDef(ctx, d.id)
    ;(stack.ships ??= []).push({
      id: d.id,
      name: def.name,
      type: def.type,
      named: def.named === true,
      carrier: isCarrierShip(ctx, d.id),
    })
  }
  const sideOrder = state.scenario.sides.map((s) => s.id)
  const out = [...stacks.values()].sort(
    (a, b) =>
      a.loc - b.loc ||
      Number(a.inPort) - Number(b.inPort) ||
      sideOrder.indexOf(a.side) - sideOrder.indexOf(b.side),
  )
  byViewer.set(key, out)
  return out
}

const hiddenCache = new WeakMap<GameState, Map<string, ReadonlyMap<BaseId, string>>>()

/**
 * The enemy carriers afloat the viewer has not located, as their base id → ship id. A carrier's
 * airbase travels with the ship (4.4): its plate, its name and the units aboard would tell which
 * unidentified chit is a carrier and which one, so the viewer sees none of them until it locates
 * the ship (4.10). Units of those carriers in the air are seen like any other flight.
 */
export function hiddenCarriers(state: GameState, viewer: Viewer): ReadonlyMap<BaseId, string> {
  if (viewer === null) return new Map()
  let byViewer = hiddenCache.get(state)
  if (!byViewer) hiddenCache.set(state, (byViewer = new Map()))
  const hit = byViewer.get(viewer)
  if (hit) return hit
  const ctx = contextOf(state)
  const out = new Map<BaseId, string>()
  for (const b of state.scenario.bases) {
    if (b.carrier === undefined || !ctx.navalDefs.has(b.carrier) || isSunk(state, b.carrier)) continue
    // A located carrier's airbase is seen (its aircraft may be struck there, 4.10, 4.20).
    if (
      shipSide(ctx, b.carrier) !== viewer &&
      !isLocated(state, viewer, b.carrier) &&
      !examines(state, viewer, b.carrier)
    )
      out.set(b.id, b.carrier)
  }
  byViewer.set(viewer, out)
  return out
}

const pooledCache = new WeakMap<GameState, Map<string, ReadonlyMap<BaseId, BaseId>>>()

/**
 * Carriers in port (4.5): which Naval-Air units are ashore and which aboard which carrier is the
 * owner's secret. For a viewer of another side, each enemy carrier it sees docked in a port (not
 * hidden, `hiddenCarriers`) is pooled with that port's base: the Naval-Air units aboard and those
 * based at the port are shown together as "in port", with no carrier named. Carrier base → port base.
 */
export function pooledInPort(state: GameState, viewer: Viewer): ReadonlyMap<BaseId, BaseId> {
  if (viewer === null) return new Map()
  let byViewer = pooledCache.get(state)
  if (!byViewer) pooledCache.set(state, (byViewer = new Map()))
  const hit = byViewer.get(viewer)
  if (hit) return hit
  const ctx = contextOf(state)
  const hidden = hiddenCarriers(state, viewer)
  const out = new Map<BaseId, BaseId>()
  for (const [carrier, ship] of ctx.carrierBases) {
    const owner = ctx.baseDefs.get(carrier)?.owner
    if (owner === undefined || owner === viewer || hidden.has(carrier) || isSunk(state, ship)) continue
    const at = shipPosition(ctx, state, ship)
    const port = at.inPort ? friendlyPortAt(ctx, at.loc, owner) : null
    if (port !== null) out.set(carrier, port)
  }
  byViewer.set(viewer, out)
  return out
}

/** The port where the viewer sees this enemy Naval-Air unit "in port", ashore or aboard not told (4.5), or null. */
export function inPortSecret(state: GameState, viewer: Viewer, unit: UnitId): BaseId | null {
  const u = state.units[unit]
  if (!u || u.eliminated || u.aloft !== null || viewer === null || u.side === viewer) return null
  const pooled = pooledInPort(state, viewer)
  if (!pooled.size) return null
  const port = pooled.get(u.base)
  if (port !== undefined) return port
  if (contextOf(state).unitDefs.get(unit)?.type !== 'N') return null
  for (const p of pooled.values()) if (p === u.base) return p
  return null
}

/** Whether this base is an enemy carrier's the viewer has not located: the viewer sees neither it nor its units aboard (4.10). */
export function isHiddenBase(state: GameState, viewer: Viewer, base: BaseId): boolean {
  return hiddenCarriers(state, viewer).has(base)
}

/** Whether the viewer may not see this unit: it is aboard (not aloft from) an enemy carrier it has not located. */
export function unitHidden(state: GameState, viewer: Viewer, unit: UnitId): boolean {
  const u = state.units[unit]
  return u !== undefined && u.aloft === null && hiddenCarriers(state, viewer).has(u.base)
}

/**
 * The names a text may not show the viewer: each hidden carrier's airbase name and ship name
 * (longest first, so "USS Lexington" goes before "Lexington"). See `maskNames`.
 */
export function hiddenNames(state: GameState, viewer: Viewer): string[] {
  const ctx = contextOf(state)
  const names = new Set<string>()
  for (const [base, ship] of hiddenCarriers(state, viewer)) {
    const b = ctx.baseDefs.get(base)
    if (b) names.add(b.name)
    names.add(shipDef(ctx, ship).name)
  }
  return [...names].filter((n) => n.trim() !== '').sort((a, b) => b.length - a.length)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text with every hidden name replaced by "a carrier not located" (whole words only). */
export function maskNames(text: string, names: readonly string[]): string {
  if (names.length === 0) return text
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
  return text.replace(re, 'a carrier not located')
}

/** One text as `viewer` may read it: the hidden carriers' names masked (null: all open). */
export function textFor(state: GameState, viewer: Viewer, text: string): string {
  return viewer === null ? text : maskNames(text, hiddenNames(state, viewer))
}

/**
 * A stack in words: "Furious (CV), 6th Destroyer Flotilla (DD)", "2 naval chits, not located",
 * "3 naval chits, located, not identified", "Emden (CL) and 1 naval chit not located".
 */
export function stackWords(s: ShipStackSeen): string {
  const chits = (n: number) => `${n} naval chit${n === 1 ? '' : 's'}`
  const rest = s.chits - (s.ships?.length ?? 0)
  const unknown =
    s.located === 0
      ? 'not located'
      : s.located === rest
        ? 'located, not identified'
        : `${s.located} located, not identified; the others not located`
  if (s.ships === null) return `${chits(s.chits)}, ${unknown}`
  const named = s.ships.map((x) => `${x.name} (${x.type})`).join(', ')
  return rest > 0 ? `${named} and ${chits(rest)} ${unknown}` : named
}
