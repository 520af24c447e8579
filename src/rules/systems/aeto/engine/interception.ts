// Air interception (4.13) as a stack of engagements resolved last-declared-first: eligibility,
// declaration, launching one base at a time, pre-combat window, cancellation, dissolution,
// continue/discontinue and the resume rule (spec §7).
import { weatherWay } from './weatherRoute'
import { interceptRangeTo, rangeUnder } from '../weather/effects'
import { baseLoc, isOperational } from '../bases'
import type { ScenarioContext } from '../context'
import type { BaseDef } from '../scenario/schema'
import type {
  BaseId,
  Engagement,
  Flight,
  FlightId,
  InterceptorOption,
  Loc,
  SideId,
  UnitId,
  UnitState,
} from '../types'
import { isFighterClass, unitName } from '../units'
import { baseLabel, emit, isUnitId, label, names, refuse, sideName, verb, type Tx } from './core'
import { mutUnit } from './draft'
import { flightDistance } from './geometry'
import {
  autoRoute,
  checkRoute,
  destination,
  flightsIn,
  newFlight,
  openWindows,
  parseRoute,
  plannedInterceptors,
  takeOff,
} from './movement'
import { maxOf } from '../collections'
import { missionProcedure } from '../missions/hooks'
import { basesWithin } from './baseGrid'

// ------------------------------------------------------------------ who may intercept (spec §7.1)

function mayIntercept(t: Tx, u: UnitState, operational: Map<BaseId, boolean>): boolean {
  if (u.eliminated || u.aloft !== null || u.interceptedThisStep) return false
  if (!isFighterClass(t.ctx, u.id)) return false // flies in the Fighter role (4.13)
  // Uncommitted (4.1, A-16); against an enemy Air Offensive also Current, never Previous (4.25, 4.27).
  const enemyAirOffensive =
    t.s.offensivePhase?.current?.kind === 'air' && t.s.offensivePhase.current.side !== u.side
  if (u.commitment !== 'none' && !(enemyAirOffensive && u.commitment === 'current')) return false
  let op = operational.get(u.id)
  if (op === undefined) {
    op = isOperational(t.ctx, t.s, u.id) // not over-stacked (4.8, 4.13; A-62)
    operational.set(u.id, op)
  }
  return op
}

/** Bases of `side` from which units may ever intercept at `loc`, by scenario facts alone: within
 *  the longest interception range of the scenario, not grounded, carriers undamaged and not in
 *  port (4.4, 4.13). Computed once per location: a big map has hundreds of bases per side. */
const nearCache = new WeakMap<ScenarioContext, Map<SideId, Map<Loc, BaseDef[]>>>()
function basesNear(ctx: ScenarioContext, side: SideId, loc: Loc): BaseDef[] {
  let bySide = nearCache.get(ctx)
  if (!bySide) nearCache.set(ctx, (bySide = new Map()))
  let byLoc = bySide.get(side)
  if (!byLoc) bySide.set(side, (byLoc = new Map()))
  let list = byLoc.get(loc)
  if (!list) {
    const map = ctx.map
    list = basesWithin(ctx, side, loc, ctx.maxInterceptRange).filter((b) => {
      const from = ctx.baseLoc.get(b.id)
      if (from === undefined) return false
      if (map.isHex(from) && map.isHex(loc) && map.hexDistance(from, loc) > ctx.maxInterceptRange)
        return false // a cheap bound first
      if (ctx.weatherAt(from) === 'grounded') return false
      if (!b.carrier) return true
      const ship = ctx.navalDefs.get(b.carrier)
      return !!ship && !ship.inPort && ship.face !== 'back' // carrier undamaged, not in port (4.4)
    })
    byLoc.set(loc, list)
  }
  return list
}

/**
 * How interceptors from `from` fly to `loc` (4.13): the MP of the way, and each unit's interception
 * range on it — halved by the weather at the base, and in APTO by the worst weather on the route
 * they take by themselves, around grounded zones (1.5, 1.7) —; null when they cannot get there.
 * `units`: those at the base (their longest range bounds the search).
 */
function interceptionWay(
  t: Tx,
  from: Loc,
  loc: Loc,
  units: readonly UnitId[],
): { dist: number; range: (id: UnitId) => number } | null {
  // APTO: the route the interceptors take by themselves, around grounded zones, and the worst weather on it (1.5, 1.7).
  const way = weatherWay(t, from, loc)
  if (way === null) return null
  const range = (id: UnitId) =>
    way
      ? Math.max(
          t.ctx.variant.interceptRangeMin,
          Math.floor(rangeUnder(t.ctx, t.s.units[id], way.weather) / 2),
        )
      : interceptRangeTo(t.ctx, t.s, t.s.units[id], from, loc)
  const reach = maxOf(units, range)
  // Counted along a route interceptors can fly: forbidden hexes are flown around (4.12, 4.13).
  const dist = way ? way.cost : flightDistance(t.ctx, from, loc, reach)
  return dist === Infinity ? null : { dist, range }
}

/** Eligible interceptors of `side` for location `loc`, grouped by base (spec §7.1). */
export function interceptorOptions(t: Tx, side: SideId, loc: Loc): InterceptorOption[] {
  const out: InterceptorOption[] = []
  if (t.ctx.weatherAt(loc) === 'grounded') return out
  const operational = new Map<BaseId, boolean>()
  const planned = plannedInterceptors(t)
  for (const b of basesNear(t.ctx, side, loc)) {
    const stack = t.s.stacks[b.id]
    if (!stack?.length) continue
    const from = t.ctx.baseLoc.get(b.id)!
    const mine = stack.filter((id) => t.s.units[id].side === side)
    if (!mine.length) continue
    const way = interceptionWay(t, from, loc, mine)
    if (!way) continue
    const units: InterceptorOption['units'] = []
    for (const id of mine) {
      const u = t.s.units[id]
      const range = way.range(id) // the range halved by the weather at its base, and in APTO on the way (1.7)
      if (way.dist > range) continue // max(4, half range) in AETO, max(2, …) in APTO (4.13)
      if (!mayIntercept(t, u, operational) || planned.has(id)) continue // one interception per Step, declared ones included (4.13)
      units.push({ id, interceptRange: range, distance: way.dist })
    }
    if (units.length) out.push({ base: b.id, baseHex: label(t, from), units })
  }
  return out
}

/**
 * How many interceptors of `side` the rules offer at each of `locs` (the map's interception
 * overlay): `interceptorOptions` at every location, each base's eligible units found once.
 */
export function interceptorCounts(t: Tx, side: SideId, locs: Iterable<Loc>): Map<Loc, number> {
  const out = new Map<Loc, number>()
  const operational = new Map<BaseId, boolean>()
  const planned = plannedInterceptors(t)
  const ready = new Map<BaseId, { mine: UnitId[]; able: UnitId[] }>()
  for (const loc of locs) {
    if (t.ctx.weatherAt(loc) === 'grounded') continue
    let n = 0
    for (const b of basesNear(t.ctx, side, loc)) {
      let r = ready.get(b.id)
      if (!r) {
        const mine = (t.s.stacks[b.id] ?? []).filter((id) => t.s.units[id].side === side)
        ready.set(
          b.id,
          (r = {
            mine,
            able: mine.filter((id) => mayIntercept(t, t.s.units[id], operational) && !planned.has(id)),
          }),
        )
      }
      if (!r.able.length) continue
      const way = interceptionWay(t, t.ctx.baseLoc.get(b.id)!, loc, r.mine)
      if (way) for (const id of r.able) if (way.dist <= way.range(id)) n++
    }
    if (n) out.set(loc, n)
  }
  return out
}

export function checkGroups(
  t: Tx,
  side: SideId,
  loc: Loc,
  groups: unknown,
): { base: BaseId; units: UnitId[] }[] {
  if (!Array.isArray(groups) || !groups.length) refuse('4.13', 'Choose at least one interceptor.')
  const options = interceptorOptions(t, side, loc)
  const seen = new Set<string>()
  const out: { base: BaseId; units: UnitId[] }[] = []
  for (const g of groups as { base: unknown; units: unknown }[]) {
    const opt = options.find((o) => o.base === g?.base)
    if (!opt) refuse('4.13', `No unit at "${String(g?.base)}" may intercept at ${label(t, loc)}.`)
    if (!Array.isArray(g.units) || !g.units.length)
      refuse('4.13', `Choose the interceptors from ${baseLabel(t, opt.base)}.`)
    for (const id of g.units as unknown[]) {
      if (!isUnitId(t, id)) refuse('4.13', `There is no air unit "${String(id)}".`)
      if (seen.has(id)) refuse('4.13', `${unitName(t.ctx, id)} is listed twice.`)
      seen.add(id)
      if (!opt.units.some((o) => o.id === id)) {
        const u = t.s.units[id]
        const why =
          u.base !== opt.base
            ? `it is not based at ${baseLabel(t, opt.base)}`
            : u.interceptedThisStep
              ? 'it has already intercepted this Step'
              : plannedInterceptors(t).has(id)
                ? 'it is already declared for another interception this Step'
                : !isFighterClass(t.ctx, id)
                  ? 'only fighter-types may intercept'
                  : u.commitment !== 'none'
                    ? 'it is committed'
                    : `${label(t, loc)} is beyond its interception range or it is not operational`
        refuse('4.13', `${unitName(t.ctx, id)} cannot intercept: ${why}.`)
      }
    }
    out.push({ base: opt.base, units: [...(g.units as UnitId[])] })
  }
  return out
}

// ------------------------------------------------------------------ declaring (spec §7.5)

export function engagementDepth(t: Tx, targets: readonly FlightId[]): number {
  let depth = 1
  for (const id of targets) {
    const f = t.s.flights[id]
    if (f.purpose === 'interception' && f.engagement)
      depth = Math.max(depth, t.s.engagements[f.engagement].depth + 1)
  }
  return depth
}

export function depthName(depth: number): string {
  return depth === 1 ? 'interception' : `${'counter-'.repeat(depth - 1)}interception`
}

/** A flight may be the target of a new declaration unless an engagement below the top of the
 *  stack holds it: that engagement is resolved later, and the flight must wait for it (4.13). */
export function interceptable(t: Tx, id: FlightId, loc: Loc): boolean {
  const f = t.s.flights[id]
  if (!f || f.loc !== loc || f.status === 'setAside' || !f.units.length) return false
  const m = t.s.missions[f.mission]
  if (m && missionProcedure(m.kind)?.uninterceptable?.(t, m)) return false // a night raid (2.8)
  const top = t.s.stack[t.s.stack.length - 1]
  return !f.haltedBy || !t.s.stack.includes(f.haltedBy) || f.haltedBy === top
}

export function actDeclare(t: Tx, targets: unknown, groups: unknown): void {
  const w = t.s.windows[0]
  const available = w.flights.filter((id) => interceptable(t, id, w.loc))
  let chosen: FlightId[] = available
  if (targets !== undefined) {
    if (!Array.isArray(targets) || !targets.length || targets.some((x) => !available.includes(x)))
      refuse('4.13', `Intercept flights that are at ${label(t, w.loc)} now: ${available.join(', ')}.`)
    chosen = targets as FlightId[]
  }
  const checked = checkGroups(t, w.side, w.loc, groups)
  t.s.windows.shift()
  const targetSide = t.s.flights[chosen[0]].side

  // A-65: interceptors declared against a flight already engaged here join that engagement
  // (only the top one can still take them: a lower one waits for the engagements above it).
  const topId = t.s.stack[t.s.stack.length - 1]
  const top = topId ? t.s.engagements[topId] : undefined
  const existing =
    top &&
    top.loc === w.loc &&
    top.declaringSide === w.side &&
    top.targetFlights.some((f) => chosen.includes(f))
      ? top
      : undefined
  let e: Engagement
  if (existing) {
    e = existing
    for (const f of chosen) if (!e.targetFlights.includes(f)) e.targetFlights.push(f)
    for (const g of checked) e.groups.push({ ...g, launched: false, flight: null })
    e.status = 'gathering'
    e.passes = 0
  } else {
    const id = `E${++t.s.counters.engagement}`
    e = {
      id,
      seq: t.s.counters.engagement,
      loc: w.loc,
      kind: 'interception',
      declaringSide: w.side,
      targetSide,
      targetFlights: chosen,
      groups: checked.map((g) => ({ ...g, launched: false, flight: null })),
      depth: engagementDepth(t, chosen),
      status: 'gathering',
      preCombatTurn: null,
      passes: 0,
      cancelProposedBy: null,
    }
    t.s.engagements[id] = e
    t.s.stack.push(id)
  }
  for (const fid of chosen) {
    const f = t.s.flights[fid]
    if (f.status === 'moving') f.status = 'halted' // movement suspended (4.13)
    f.haltedBy = e.id
  }
  const allUnits = checked.flatMap((g) => g.units)
  const from = checked.map((g) => `${names(t, g.units)} from ${baseLabel(t, g.base)}`).join('; ')
  emit(t, {
    type: 'declare',
    text: `${sideName(t, w.side)} declares ${e.depth === 1 ? 'an' : 'a'} ${depthName(e.depth)} of ${names(
      t,
      chosen.flatMap((f) => t.s.flights[f].units),
    )} at ${label(t, w.loc)}: ${from} (4.13).`,
    rule: '4.13',
    side: w.side,
    loc: label(t, w.loc),
    units: allUnits,
    engagement: e.id,
  })
}

export function actPassWindow(t: Tx): void {
  const w = t.s.windows.shift()!
  emit(t, {
    type: 'noInterception',
    text: `${sideName(t, w.side)} does not intercept at ${label(t, w.loc)} (4.13).`,
    rule: '4.13',
    side: w.side,
    loc: label(t, w.loc),
  })
}

// ------------------------------------------------------------------ gathering (one base at a time)

export function unlaunchedGroups(e: Engagement) {
  return e.groups.filter((g) => !g.launched)
}

export function actLaunchInterceptors(t: Tx, e: Engagement, base: unknown, path: unknown): void {
  const g = e.groups.find((x) => x.base === base && !x.launched)
  if (!g)
    refuse(
      '4.13',
      `Launch one of the declared bases that has not launched yet: ${unlaunchedGroups(e)
        .map((x) => x.base)
        .join(', ')}.`,
    )
  // Units that became ineligible meanwhile (e.g. eliminated) are dropped.
  const units = g.units.filter((id) => !t.s.units[id].eliminated && t.s.units[id].aloft === null)
  if (path !== undefined) parseRoute(t, path) // a malformed path is refused even when nobody is left to fly it
  g.launched = true
  if (!units.length) return
  let missionId = Object.values(t.s.missions).find(
    (m) => m.kind === 'interception' && m.id === `I-${e.id}`,
  )?.id
  if (!missionId) {
    missionId = `I-${e.id}`
    t.s.missions[missionId] = {
      id: missionId,
      side: e.declaringSide!,
      kind: 'interception',
      target: e.loc,
      hops: [],
      hop: 0,
      basesLaunched: [],
    }
  }
  t.s.missions[missionId].basesLaunched.push(g.base)
  const from = baseLoc(t.ctx, g.base)
  const f = newFlight(t, {
    side: e.declaringSide!,
    mission: missionId,
    purpose: 'interception',
    engagement: e.id,
    units: [...units],
    loc: from,
    launchBase: g.base,
  })
  const route = path !== undefined ? parseRoute(t, path) : autoRoute(t, from, e.loc)
  checkRoute(t, f, route, Object.fromEntries(units.map((id) => [id, 0])))
  f.plan = route
  g.flight = f.id
  takeOff(
    t,
    f,
    g.base,
    units,
    Object.fromEntries(
      (e.counterstrike ?? []).filter((id) => units.includes(id)).map((id) => [id, 'bomber' as const]),
    ),
    true,
  ) // a Counterstrike flies as a bomber (APTO 4.1)
  emit(t, {
    type: 'launchInterceptors',
    text: `${names(t, units)} ${verb(units, 'takes off', 'take off')} from ${baseLabel(t, g.base)} (${label(t, from)}) to intercept at ${label(t, e.loc)} (4.13).`,
    rule: '4.13',
    side: e.declaringSide!,
    loc: label(t, from),
    units: [...units],
    engagement: e.id,
  })
  t.s.active.unshift(f.id)
  openWindows(t, from, e.declaringSide!, 'launch') // a counter-interception opportunity (4.13)
}

/** Interceptor flights of an engagement, and whether any is still on its way. */
export function gatherStatus(
  t: Tx,
  e: Engagement,
): { unlaunched: number; enRoute: number; arrived: Flight[] } {
  const flights = e.groups.filter((g) => g.flight).map((g) => t.s.flights[g.flight!])
  const more = Object.values(t.s.flights).filter(
    (f) => f.engagement === e.id && f.purpose === 'interception' && !flights.includes(f),
  ) // flights split off by drop-offs
  const all = [...flights, ...more]
  return {
    unlaunched: unlaunchedGroups(e).length,
    enRoute: all.filter((f) => (f.status === 'moving' || f.status === 'halted') && f.units.length).length,
    arrived: all.filter((f) => f.status === 'arrived' && f.loc === e.loc && f.units.length),
  }
}

// ------------------------------------------------------------------ pre-combat window (4.13, 4.16)

export function actPreCombatPass(t: Tx, e: Engagement, side: SideId): void {
  e.passes++
  emit(t, {
    type: 'preCombatPass',
    text: `${sideName(t, side)} has nothing more to bring to ${label(t, e.loc)} (4.16).`,
    rule: '4.16',
    side,
    engagement: e.id,
  })
  e.preCombatTurn = otherSide(e, side)
}

export function otherSide(e: Engagement, side: SideId): SideId {
  return side === e.declaringSide ? e.targetSide : e.declaringSide!
}

export function actAddInterceptors(t: Tx, e: Engagement, groups: unknown): void {
  const checked = checkGroups(t, e.declaringSide!, e.loc, groups)
  for (const g of checked) e.groups.push({ ...g, launched: false, flight: null })
  e.status = 'gathering'
  e.passes = 0
  emit(t, {
    type: 'addInterceptors',
    text: `${sideName(t, e.declaringSide!)} sends more interceptors to ${label(t, e.loc)}: ${checked.map((g) => `${names(t, g.units)} from ${baseLabel(t, g.base)}`).join('; ')} (4.16).`,
    rule: '4.16',
    side: e.declaringSide!,
    engagement: e.id,
    units: checked.flatMap((g) => g.units),
  })
}

/** Whether `side` may still propose to cancel `e`: once per side and engagement (4.13; a refusal is its answer). */
export function mayProposeCancel(e: Engagement, side: SideId): boolean {
  return (e.status === 'gathering' || e.status === 'preCombat') && !e.cancelRefused?.includes(side)
}

export function actProposeCancel(t: Tx, e: Engagement, side: SideId): void {
  if (e.status !== 'gathering' && e.status !== 'preCombat')
    refuse('4.13', 'An interception can only be cancelled before its combat begins.')
  if (e.cancelRefused?.includes(side))
    refuse(
      '4.13',
      `${sideName(t, side)} has already proposed to cancel the engagement at ${label(t, e.loc)} and ${sideName(t, otherSide(e, side))} refused: cancelling needs both sides' agreement, and a side proposes it once.`,
    )
  e.cancelProposedBy = side
  emit(t, {
    type: 'proposeCancel',
    text: `${sideName(t, side)} proposes to cancel the engagement at ${label(t, e.loc)} (4.13).`,
    rule: '4.13',
    side,
    engagement: e.id,
  })
}

export function actAnswerCancel(t: Tx, e: Engagement, side: SideId, accept: boolean): void {
  const proposer = e.cancelProposedBy
  e.cancelProposedBy = null
  if (!accept && proposer) e.cancelRefused = [...(e.cancelRefused ?? []), proposer]
  emit(t, {
    type: accept ? 'cancelAccepted' : 'cancelRefused',
    text: `${sideName(t, side)} ${accept ? 'agrees: the engagement' : 'refuses: the engagement'} at ${label(t, e.loc)} ${accept ? 'is cancelled' : 'goes on'} (4.13).`,
    rule: '4.13',
    side,
    engagement: e.id,
  })
  if (accept) dissolve(t, e, 'cancelled')
}

/** Ends an engagement without combat: cancelled by agreement, or no interceptor arrived (4.13). */
export function dissolve(t: Tx, e: Engagement, why: 'cancelled' | 'noInterceptor'): void {
  e.status = 'dissolved'
  t.s.stack.splice(t.s.stack.indexOf(e.id), 1)
  // Launched interceptors are set aside and keep their interception mark (A-57).
  for (const f of Object.values(t.s.flights)) {
    if (f.engagement !== e.id || f.purpose !== 'interception' || f.status === 'setAside') continue
    if (f.status === 'halted') continue // held by a higher engagement: it resolves that first
    setAsideFlight(t, f)
  }
  if (why === 'noInterceptor')
    emit(t, {
      type: 'dissolve',
      text: `No interceptor reached ${label(t, e.loc)}: no combat there (4.13).`,
      rule: '4.13',
      engagement: e.id,
      loc: label(t, e.loc),
    })
  resumeTargets(t, e, e.targetFlights)
}

export function setAsideFlight(t: Tx, f: Flight): void {
  for (const id of f.units) {
    const u = mutUnit(t.s, id)
    if (u.aloft) u.aloft.setAside = true
  }
  f.status = 'setAside'
  f.plan = []
}

/** Continuing targets resume the movement the engagement interrupted, after a new window (§7.6). */
export function resumeTargets(t: Tx, e: Engagement, flights: readonly FlightId[]): void {
  const resuming: FlightId[] = []
  for (const id of flights) {
    const f = t.s.flights[id]
    if (!f || f.haltedBy !== e.id) continue
    f.haltedBy = null
    if (f.status !== 'halted' || !f.units.length) continue
    f.status = 'moving'
    resuming.push(id)
  }
  if (!resuming.length) return
  t.s.active.unshift(...resuming)
  const loc = t.s.flights[resuming[0]].loc
  openWindows(t, loc, t.s.flights[resuming[0]].side, 'continue', resuming) // T4 (A-42)
}

/**
 * APTO's example of 4.15 (D50): a unit that switched from the Bomber to the Fighter role in combat on
 * its way "is not eligible to continue on toward the task force". After the combat it leaves its
 * mission flight and stays aloft in the hex, set aside, as the Spitfire left at its range; it returns
 * at the end of the Step. Its flight's other units may still continue (4.13).
 */
export function dropSwitchedUnits(t: Tx, e: Engagement): void {
  if (!(t.s.scenario.options.switchedRoleStops ?? t.ctx.variant.switchedRoleStops) || e.kind === 'missionHex')
    return
  for (const id of e.targetFlights) {
    const f = t.s.flights[id]
    if (!f || f.purpose !== 'mission' || f.haltedBy !== e.id || f.status !== 'halted') continue
    const target = t.s.missions[f.mission]?.target
    if (target === undefined || target === null || f.loc === target) continue
    const switched = f.units.filter((u) => t.s.units[u].dumpedOrdnance)
    if (!switched.length) continue
    f.units = f.units.filter((u) => !switched.includes(u))
    for (const u of switched) {
      const m = mutUnit(t.s, u)
      if (m.aloft) m.aloft.setAside = true
    }
    if (!f.units.length) {
      f.status = 'stopped'
      f.plan = []
      f.haltedBy = null
    }
    emit(t, {
      type: 'setAside',
      text: `${names(t, switched)} switched to the Fighter role: not eligible to continue toward the target, ${verb(switched, 'it stays', 'they stay')} at ${label(t, f.loc)} until the end of the Step (4.15, 4.16; APTO D50).`,
      rule: '4.16',
      side: f.side,
      units: [...switched],
      engagement: e.id,
    })
  }
}

/** After combat: continuing flights resume; the others stay idle in the hex (4.13, 4.16). */
export function finishEngagement(t: Tx, e: Engagement, continuing: readonly FlightId[]): void {
  e.status = 'resolved'
  t.s.stack.splice(t.s.stack.indexOf(e.id), 1)
  for (const f of Object.values(t.s.flights)) {
    if (f.purpose === 'interception' && f.engagement === e.id && f.status === 'arrived') {
      if (f.units.length)
        emit(t, {
          type: 'setAside',
          text: `${names(t, f.units)} ${verb(f.units, 'is', 'are')} set aside at ${label(t, f.loc)} until the end of the Step (4.13).`,
          rule: '4.13',
          side: f.side,
          units: [...f.units],
        })
      setAsideFlight(t, f) // (4.13)
    }
  }
  for (const id of e.targetFlights) {
    const f = t.s.flights[id]
    if (!f || f.haltedBy !== e.id) continue
    if (!continuing.includes(id) && f.status === 'halted') {
      f.status = 'stopped'
      f.plan = []
      f.haltedBy = null
      if (f.units.length)
        emit(t, {
          type: 'discontinue',
          text: `${names(t, f.units)} ${verb(f.units, 'discontinues and stays', 'discontinue and stay')} at ${label(t, f.loc)} (4.13).`,
          rule: '4.13',
          side: f.side,
        })
    }
  }
  resumeTargets(t, e, continuing)
}

export function isDestinationReached(t: Tx, f: Flight): boolean {
  return destination(t, f) === f.loc
}

export { flightsIn }
