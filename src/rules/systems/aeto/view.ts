// What each side may know (design §7, §8; spec §0.3): `view(state, side | null)` is the game as
// one side sees it, and the only read model of the map, the panels, the log, the replay, the
// runner's `--as` and the automatic opponent. null is everything open (solo exploration, the
// runner without --as). Its parts live beside it, one question each:
// - viewShips.ts: ships (enemy chits counted, named once located, 4.10), hidden enemy carriers and
//   their units, carriers in port pooled with the port (4.5), hidden names masked in texts;
// - viewLand.ts: enemy land stacks (the top chit, the rest by adjacency or reconnaissance, 4.11);
// - viewBoard.ts: bases (capacity, over-stacking, operational units, 4.8) and flights;
// - viewLog.ts: the log and the last rolls, private events masked until revealed (4.10, 4.16);
// - viewPending.ts: the decision due, and which decisions are private to their side.
// Nothing in the view names what the side may not know: a property test stringifies it over random
// games of every built-in scenario and looks for each hidden carrier and each private event.
import type { GameState } from './types'
import { weatherNow, type WeatherNow } from './weather/now'
import { basesSeen, flightsSeen, type BaseSeen, type FlightSeen } from './viewBoard'
import { landSeenBy, type LandStackSeen } from './viewLand'
import { logSeen, rollsSeen, type ActionSeen, type EventSeen, type GameLog } from './viewLog'
import { pendingSeen, type PendingSeen } from './viewPending'
import { shipsSeenBy, type ShipStackSeen, type Viewer } from './viewShips'

export * from './viewShips'
export * from './viewLand'
export * from './viewBoard'
export * from './viewLog'
export * from './viewPending'

export interface SideView {
  viewer: Viewer
  /** Every side's ships afloat, one entry per (side, location, in port), by location (4.10). */
  ships: ShipStackSeen[]
  /** Land stacks, enemy ones as far as the viewer may inspect them (4.11). */
  land: LandStackSeen[]
  /** The bases the viewer may see, with capacity and stack (4.8). */
  bases: BaseSeen[]
  /** The flights in the air. */
  flights: FlightSeen[]
  /** The month's weather, when the scenario has weather zones (APTO Part 1): public. */
  weather: WeatherNow | null
  /** The decision due, masked for a side that does not make it. */
  pending: PendingSeen
  /** The log up to this state, when the game's log was given. */
  log?: ActionSeen[]
  /** The dice of the last action the viewer may see, when the game's log was given. */
  lastRolls?: EventSeen[]
}

/** The state as `viewer` may know it (design §7); with `log`, the log as it may read it too. */
export function view(state: GameState, viewer: Viewer, log?: GameLog): SideView {
  const out: SideView = {
    viewer,
    ships: shipsSeenBy(state, viewer),
    land: landSeenBy(state, viewer),
    bases: basesSeen(state, viewer),
    flights: flightsSeen(state),
    weather: state.scenario.weather ? weatherNow(state) : null,
    pending: pendingSeen(state, viewer),
  }
  if (log) {
    const actions = logSeen(log, viewer)
    out.log = actions
    out.lastRolls = rollsSeen(actions[actions.length - 1])
  }
  return out
}
