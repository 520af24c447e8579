// What each side may know (design §7; spec §0.3): the game state as one side sees it. The map,
// panels, log and runner render a view, never the raw state. Today the view covers ships: an enemy
// naval force's location and its number of chits are known to both sides, the identity of its ships
// only once that side has located them, and again hidden once they move on (4.10). Own ships are
// always known; sunk ships are gone. More hidden facts (secret choices, sighting reports as
// reported) join `SideView` as fields.
import { contextOf } from './context'
import type { ScenarioContext } from './context'
import { isCarrierShip, isLocated, isSunk, shipDef, shipPosition, shipSide } from './naval/ships'
import type { GameState, Loc, SideId } from './types'

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
}

export interface SideView {
  viewer: Viewer
  /** Every side's ships afloat, one entry per (side, location, in port), by location. */
  ships: ShipStackSeen[]
}

/** Whether `viewer` knows which ship this is: its own, a located enemy one, or everything open (4.10). */
export function identifies(ctx: ScenarioContext, state: GameState, viewer: Viewer, ship: string): boolean {
  return viewer === null || shipSide(ctx, ship) === viewer || isLocated(state, viewer, ship)
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
    if (!stack) stacks.set(k, (stack = { side, loc, inPort, chits: 0, ships: null }))
    stack.chits++
    if (!identifies(ctx, state, viewer, d.id)) continue
    const def = shipDef(ctx, d.id)
    ;(stack.ships ??= []).push({ id: d.id, name: def.name, type: def.type, named: def.named === true, carrier: isCarrierShip(ctx, d.id) })
  }
  const sideOrder = state.scenario.sides.map((s) => s.id)
  const out = [...stacks.values()].sort((a, b) => a.loc - b.loc || Number(a.inPort) - Number(b.inPort) || sideOrder.indexOf(a.side) - sideOrder.indexOf(b.side))
  byViewer.set(key, out)
  return out
}

/** The state as `viewer` may know it (design §7). */
export function view(state: GameState, viewer: Viewer): SideView {
  return { viewer, ships: shipsSeenBy(state, viewer) }
}

/** A stack in words: "Furious (CV), 6th Destroyer Flotilla (DD)", "2 naval chits, not located", "Emden (CL) and 1 naval chit not located". */
export function stackWords(s: ShipStackSeen): string {
  const chits = (n: number) => `${n} naval chit${n === 1 ? '' : 's'}`
  if (s.ships === null) return `${chits(s.chits)}, not located`
  const named = s.ships.map((x) => `${x.name} (${x.type})`).join(', ')
  const rest = s.chits - s.ships.length
  return rest > 0 ? `${named} and ${chits(rest)} not located` : named
}
