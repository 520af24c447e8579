// Hostile actions at the moving flight's decisions (engine/procedures/flightMovement.ts): paths
// that are not lists, not next or not locations, another flight's id, units of another flight,
// and collections with bad units or roles (4.9, 4.12).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'
import { nonAdjacent, wrongFlight } from './places'

export const flightMovementMakers = {
  move: ({ state, p, rng, ctx, side, badUnit, add }) => {
    const next = p.next[0] ?? '0101'
    add('move: path not a list', () => ({
      type: 'move',
      side,
      flight: p.flight,
      path: pick(rng, [next, null, 3, { 0: next }]),
    }))
    add('move: empty path', () => ({ type: 'move', side, flight: p.flight, path: [] }))
    add('move: a location that is not next', () => {
      const here = state.flights[p.flight].loc
      const far = nonAdjacent(state, here)
      return far === null ? null : { type: 'move', side, flight: p.flight, path: [ctx.map.locLabel(far)] }
    })
    add('move: not a location', () => ({
      type: 'move',
      side,
      flight: p.flight,
      path: [pick(rng, ['9999', 'x', '', '__proto__', null])],
    }))
    if (p.next.length)
      add('move: wrong flight id', () => ({
        type: 'move',
        side,
        flight: wrongFlight(state, p.flight, rng),
        path: [next],
      }))
    add('stop: units of another flight', () => ({
      type: 'stop',
      side,
      flight: p.flight,
      units: [badUnit()],
    }))
    add('stop: units not a list', () => ({
      type: 'stop',
      side,
      flight: p.flight,
      units: pick(rng, ['u', 3, null]),
    }))
    if (p.canStop)
      add('stop: wrong flight id', () => ({
        type: 'stop',
        side,
        flight: wrongFlight(state, p.flight, rng),
      }))
  },
  collect: ({ state, p, rng, side, protoRecord, add, unitLists }) => {
    unitLists(
      'collect',
      p.units.map((u) => u.id),
      { flight: p.flight },
    )
    add('collect: wrong flight id', () => ({
      type: 'collect',
      side,
      flight: wrongFlight(state, p.flight, rng),
      units: [],
    }))
    const roleUnit = p.units.find((u) => u.needsRole)
    if (roleUnit)
      add('collect: no role for a FB/N unit', () => ({
        type: 'collect',
        side,
        flight: p.flight,
        units: [roleUnit.id],
        roles: pick(rng, [undefined, { [roleUnit.id]: 'ace' }, protoRecord('fighter')]),
      }))
  },
} satisfies HostileFiles
