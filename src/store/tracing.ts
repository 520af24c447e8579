// The route being traced on the map is either a mission's (planned before launch, 4.1/4.12) or
// an interceptor group's path edited while the launch decision waits (4.13). Both answer the same
// questions for the map and the panels: legal next hexes, MP used and left, why a hex is refused.
import { traceInterceptors, traceLaunch, type GameState, type TraceStatus } from '../rules'
import type { Tracing } from './store'

export interface TraceView extends TraceStatus {
  /** Interceptors only: the automatic rest of the path to the engagement. */
  rest: string[]
}

export function traceStatus(state: GameState, t: Tracing, route: readonly string[] = t.route): TraceView {
  if (t.engagement) return traceInterceptors(state, t.engagement, t.base, route)
  return { ...traceLaunch(state, t.base, t.units, route), rest: [] }
}
