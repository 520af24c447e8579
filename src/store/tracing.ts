// The route being traced on the map is either a mission's (planned before launch, 4.1/4.12) or
// an interceptor group's path edited while the launch decision waits (4.13). Both answer the same
// questions for the map and the panels: legal next hexes, MP used and left, why a hex is refused.
import {
  contextOf,
  traceInterceptors,
  traceLaunch,
  type GameState,
  type TraceStatus,
} from '../rules/systems/aeto'

/** A mission route being traced hex by hex on the map before launch (D-MSN-PLAN). */
export interface Tracing {
  base: string
  units: string[]
  mission: 'fly' | 'changeBase' | 'strafe' | 'bombing' | 'groundSupport' | 'strategicRaid'
  route: string[]
  /** A strategic bombing raid flown at night (APTO 2.8). */
  night?: boolean
  /** Roles chosen for FB/N units (4.0); used by confirmTracing when it is given none. */
  roles?: Record<string, 'fighter' | 'bomber'>
  /** Set when this is an interceptor group's path, edited while its launch waits (4.13). */
  engagement?: string
}

export interface TraceView extends TraceStatus {
  /** Interceptors only: the automatic rest of the path to the engagement. */
  rest: string[]
}

export function traceStatus(state: GameState, t: Tracing, route: readonly string[] = t.route): TraceView {
  if (t.engagement) return traceInterceptors(state, t.engagement, t.base, route)
  return { ...traceLaunch(state, t.base, t.units, route, t.mission), rest: [] }
}

/**
 * The cheapest way from one location to another, as labels (the start left out), or null: the
 * candidate the rules then check hex by hex when a player clicks a hex beyond the next ones
 * ("fly the shortest legal path to a clicked hex").
 */
export function pathBetween(state: GameState, from: string, to: string): string[] | null {
  const map = contextOf(state).map
  const a = map.parseLoc(from)
  const b = map.parseLoc(to)
  if (a === null || b === null || a === b) return null
  const path = map.path(a, b)
  return path ? path.map((l) => map.locLabel(l)) : null
}

/** Where a route being traced stands now: its last hex, or its base's location. */
export function routeHead(state: GameState, t: Tracing): string | null {
  if (t.route.length) return t.route[t.route.length - 1]
  const loc = contextOf(state).baseLoc.get(t.base)
  return loc === undefined ? null : contextOf(state).map.locLabel(loc)
}
