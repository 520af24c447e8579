// The random player's launches of the plain missions: a flight to a hex or sea area ('fly') and a
// Change Base, with the hops, roles and route prefixes they draw. The other missions' launches
// are in missionLaunches.ts and strategicLaunches.ts; the plan decision (plan.ts) chooses among them.
import { contextOf } from '../../context'
import {
  artificialPlaces,
  baseLoc,
  basingRefusal,
  hasRoom,
  placesTaken,
  smallFightersFit,
  usesArtificialPlaces,
} from '../../bases'
import { carrierLandingRefusal } from '../../missions/carrierLanding'
import { flightDistance } from '../../engine/geometry'
import { chainFor } from '../../engine/baseChain'
import { tx } from '../../engine/core'
import type { Action, BaseId, GameState, LaunchOption, Role, SideId, UnitId } from '../../types'
import { isFighterClass } from '../../units'
import { capacityNow } from '../../installations'
import { maxOf, minOf } from '../../collections'
import { chance, pick, someOf, type Rng } from './rng'

/** The side's Air Offensive whose power its first launch will name (4.25). */
export function unnamedAirOffensive(state: GameState, side: SideId): boolean {
  const cur = state.offensivePhase?.current
  return (
    cur?.kind === 'air' &&
    cur.side === side &&
    !cur.powers &&
    state.scenario.options.combinedAirOffensive !== false
  )
}

/** A new mission from one base: 'fly' to a hex or sea area within reach, or 'changeBase'. */
export function randomLaunch(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const opt = pick(rng, options)
  const chosen = someOf(rng, opt.units)
  const units = chosen.map((u) => u.id)
  const roles = rolesFor(rng, chosen)
  const from = baseLoc(ctx, opt.base)
  const minRange = minOf(chosen, (u) => u.range)
  const maxRange = maxOf(chosen, (u) => u.range)
  if (chance(rng, 0.25)) {
    const hops = randomHops(state, rng, opt.base, units, minRange)
    if (hops) return { type: 'launch', side, base: opt.base, units, mission: 'changeBase', hops, ...roles }
  }
  // Usually a target every unit reaches; sometimes one only the longest-ranged reach (drop-offs).
  const reach = ctx.map.reachable(from, chance(rng, 0.8) ? minRange : maxRange).filter((r) => r.loc !== from)
  if (!reach.length) return null
  const to = pick(rng, reach).loc
  const target = ctx.map.locLabel(to)
  // Sometimes plan only the first part of the route: the rest is flown hex by hex ('move').
  const path = chance(rng, 0.15)
    ? {
        path: routePrefix(
          rng,
          (ctx.map.path(from, to) ?? []).map((l) => ctx.map.locLabel(l)),
        ),
      }
    : {}
  return { type: 'launch', side, base: opt.base, units, mission: 'fly', target, ...roles, ...path }
}

export function routePrefix(rng: Rng, route: readonly string[]): string[] {
  return route.slice(0, rng.int(route.length + 1))
}

export function rolesFor(
  rng: Rng,
  units: readonly { id: UnitId; needsRole: boolean }[],
): { roles?: Record<UnitId, Role> } {
  const need = units.filter((u) => u.needsRole)
  if (!need.length) return {}
  return { roles: Object.fromEntries(need.map((u) => [u.id, chance(rng, 0.5) ? 'fighter' : 'bomber'])) }
}

/** One or two hops of a Change Base: friendly land bases within 2 × range with room at the end. */
export function randomHops(
  state: GameState,
  rng: Rng,
  base: BaseId,
  units: readonly UnitId[],
  minRange: number,
): BaseId[] | null {
  const ctx = contextOf(state)
  const side = state.units[units[0]].side
  const allFighters = units.every((id) => isFighterClass(ctx, id))
  const hops: BaseId[] = []
  const start = baseLoc(ctx, base)
  let prev = start
  const nHops = chance(rng, 0.8) ? 1 : 2
  for (let i = 0; i < nHops; i++) {
    const last = i === nHops - 1
    const candidates = [...ctx.baseDefs.values()].filter((b) => {
      if (b.owner !== side) return false
      // A carrier only as the last base, for Naval-Air units it may take now (4.1, 4.4).
      if (b.carrier && (!last || carrierLandingRefusal(ctx, state, units, b.id, []) !== null)) return false
      const loc = ctx.baseLoc.get(b.id)
      if (loc === undefined || loc === prev) return false
      if (flightDistance(ctx, prev, loc, 2 * minRange) > 2 * minRange) return false // the route around forbidden hexes (4.12), as the launch checks it
      if (
        ctx.variant.id === 'apto' &&
        state.scenario.options.groundedChangeBaseBan &&
        ctx.weatherAt(loc) === 'grounded'
      )
        return false // (APTO 4.1, D10)
      if (
        units.some((id) => {
          const no = basingRefusal(ctx, state, id, b.id)
          return no !== null && no.rule === '4.0'
        })
      )
        return false // a Floatplane lands only at a port (APTO 4.0, D1)
      if (last && !smallFightersFit(ctx, state, b.id, units)) return false // never a fifth Small Fighter (APTO 4.2, D16)
      if (!last)
        return (
          !usesArtificialPlaces(ctx, state, b.id) &&
          !(
            state.scenario.options.basingChoices &&
            b.components.some((c) => c.kind === 'GrassAirfield') &&
            !hasRoom(ctx, state, b.id, units)
          )
        ) // never over-stacked while it uses them (4.5); a grass airfield never (4.3, 4.8)
      if (loc === start) return false // back where it started: pointless (and the units still count there)
      if (b.carrier) return true // room in strength points checked above (4.4)
      const live = placesTaken(
        ctx,
        b.id,
        (state.stacks[b.id] ?? []).filter((id) => !state.units[id].eliminated && !units.includes(id)),
      )
      if (artificialPlaces(ctx, state, b.id) > 0) {
        if (!hasRoom(ctx, state, b.id, units)) return false // (4.5)
      } else if (capacityNow(ctx, state, b.id) - live < placesTaken(ctx, b.id, units))
        return (
          (allFighters || !b.components.some((c) => c.kind === 'GrassAirfield')) &&
          !unnamedAirOffensive(state, side) &&
          chance(rng, 0.3) &&
          chainFor(tx(state), side, b.id, units) !== null
        ) // full: now and then a chained Change Base (4.8), not while the launch still names its Air Offensive's power (its residents would change)
      return allFighters || !b.components.some((c) => c.kind === 'GrassAirfield')
    })
    if (!candidates.length) return null
    const b = pick(rng, candidates)
    hops.push(b.id)
    prev = baseLoc(ctx, b.id)
  }
  return hops
}
