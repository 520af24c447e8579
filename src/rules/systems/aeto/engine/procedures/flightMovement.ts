// Flight movement (4.9, 4.12; engine/movement.ts): the moving flight follows its planned route, or
// its owner moves it one hex at a time or stops it; over a friendly base it may collect units.
import { fullWeatherEffects } from '../../weather/effects'
import type { Action, BaseId, FlightId, Pending, Role, UnitId } from '../../types'
import { label, refuse, type Tx } from '../core'
import {
  actCollect,
  actMove,
  actStop,
  arrive,
  autoRoute,
  collectableAt,
  destination,
  mpLimit,
  mpTo,
  stepFlight,
} from '../movement'
import { maxSubset, subsets } from './choices'
import type { Decided, Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    move: PendingBase & {
      kind: 'move'
      flight: FlightId
      next: string[]
      canStop: boolean
      autoPath: string[]
    }
    collect: PendingBase & {
      kind: 'collect'
      flight: FlightId
      units: { id: UnitId; base: BaseId; needsRole: boolean }[]
    }
  }
  interface ActionByType {
    move: { type: 'move'; flight: FlightId; path: string[] }
    stop: { type: 'stop'; flight: FlightId; units?: UnitId[] }
    collect: { type: 'collect'; flight: FlightId; units: UnitId[]; roles?: Record<UnitId, Role> }
  }
}

export const flightMovement: Procedure = {
  id: 'flightMovement',
  actions: {
    move: { flight: 'text', path: 'texts' },
    stop: { flight: 'text', units: 'units' },
    collect: { flight: 'text', units: 'units', roles: null },
  },
  decisions: {
    move: {
      accepts: {
        move(t, a, p) {
          checkFlight(p, a.flight)
          actMove(t, t.s.active[0], a.path)
        },
        stop(t, a, p) {
          checkFlight(p, a.flight)
          if (t.s.flights[t.s.active[0]].purpose === 'interception')
            refuse('4.13', 'Interceptors fly on to the engagement.')
          actStop(t, t.s.active[0], a.units)
        },
      },
      legal: (_s, p) => [
        ...p.next.map((h): Action => ({ type: 'move', side: p.side, flight: p.flight, path: [h] })),
        ...(p.canStop ? [{ type: 'stop', side: p.side, flight: p.flight } as Action] : []),
      ],
    },
    collect: {
      accepts: {
        collect(t, a, p) {
          checkFlight(p, a.flight)
          actCollect(t, t.s.flights[t.s.active[0]], a.units, a.roles)
        },
      },
      legal: (_s, p, o) =>
        subsets(
          p.units.map((u) => u.id),
          maxSubset(o),
          true,
        ).map((units) => ({
          type: 'collect',
          side: p.side,
          flight: p.flight,
          units,
          roles: Object.fromEntries(
            units
              .filter((id) => p.units.find((u) => u.id === id)!.needsRole)
              .map((id) => [id, 'fighter' as Role]),
          ),
        })),
    },
  },
  decide: movingFlight,
}

/** Movement decisions concern one flight: an action naming another is refused (4.12). */
function checkFlight(p: Pending, flight: unknown): void {
  if ((p.kind === 'move' || p.kind === 'collect') && flight !== p.flight)
    refuse('4.12', `Flight ${p.flight} is the one moving now; ${JSON.stringify(String(flight))} cannot act.`)
}

/** The flight at the head of `active`: it collects, follows its plan, arrives, or asks its owner for the next hex. */
function movingFlight(t: Tx): Decided {
  const s = t.s
  if (!s.active.length) return null
  const f = s.flights[s.active[0]]
  if (!f || f.status !== 'moving' || !f.units.length) {
    s.active.shift()
    return 'progress'
  }
  if (f.collectPending) {
    const units = collectableAt(t, f)
    if (!units.length) {
      f.collectPending = false
      return 'progress'
    }
    return {
      kind: 'collect',
      side: f.side,
      flight: f.id,
      units,
      rule: '4.9',
      loc: label(t, f.loc),
      prompt: `Your flight is over a friendly base at ${label(t, f.loc)}: collect units to fly with it, or none.`,
    }
  }
  if (f.plan.length) {
    stepFlight(t, f)
    return 'progress'
  }
  if (destination(t, f) === f.loc) {
    arrive(t, f)
    if (f.status !== 'moving') s.active.shift() // a Change Base hop that is not the last flies on (4.1)
    return 'progress'
  }
  const map = t.ctx.map
  const dest = destination(t, f)
  // Interceptors are offered only hexes from which every one of them still reaches the engagement (4.13).
  const full = fullWeatherEffects(s, t.ctx) // APTO 1.5, 1.7: no grounded zone is entered; a zone entered may halve the range
  const reaches = (l: number, id: string) =>
    s.units[id].mp +
      map.enterCost(l) +
      (f.purpose === 'interception' && dest !== null ? mpTo(t, l, dest) : 0) <=
    (full ? mpLimit(t, f, s.units[id], l) : mpLimit(t, f, s.units[id]))
  const next = [...map.neighbours(f.loc)]
    .filter(
      (l) =>
        !map.forbidden(l) &&
        !(full && t.ctx.weatherAt(l) === 'grounded') &&
        (f.purpose === 'interception'
          ? f.units.every((id) => reaches(l, id))
          : f.units.some((id) => reaches(l, id))),
    )
    .map((l) => label(t, l))
  return {
    kind: 'move',
    side: f.side,
    flight: f.id,
    next,
    canStop: f.purpose === 'mission',
    autoPath: autoRoute(t, f.loc, dest).map((l) => label(t, l)),
    rule: '4.12',
    loc: label(t, f.loc),
    prompt:
      dest === null
        ? 'Move your flight one hex at a time.'
        : `Move your flight toward ${label(t, dest)}, one hex at a time.`,
  }
}
