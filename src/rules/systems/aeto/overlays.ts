// What the map highlights, always computed here, never by the renderer: ranges, interception
// zones, the legal next hexes while a player traces a route, the engagement stack.
import { baseLoc, carrierGrounded, isFerried, isOperational } from './bases'
import { contextOf } from './context'
import { tx } from './engine/core'
import { depthName, interceptorCounts } from './engine/interception'
import { checkRoute, destination, launchableAt, mpLimit } from './engine/movement'
import { launchReach, weatherWay } from './engine/weatherRoute'
import { Refusal } from './engine/core'
import type { WeatherCondition } from './scenario/schema'
import type { Flight, GameState, Loc, SideId, UnitId } from './types'
import { interceptRange, isFighterClass, rangeOf, unitName } from './units'
import { missionProcedure } from './missions'
import { fullWeatherEffects, rangeUnder, unitWeather, worstWeather } from './weather/effects'
import { reachWeatherNote } from './weather/reachNote'
import { carrierFlotilla, stpWords } from './engine/seaTransport'
import { flotillaStps } from './naval/stpCargo'
import { shipPosition } from './naval/ships'

/**
 * Hexes within a unit's range from where it is now, and from where it could still get home — as
 * the rules accept them: at base, the targets of a mission it could fly now (as `missionReach`: none
 * from a grounded base; the range halved by the weather at its base, and in APTO by the worst
 * weather on the way, around grounded zones); aloft, the MP its leg has left (4.12, 4.13; APTO 1.5, 1.7).
 */
export function rangeOverlay(state: GameState, unit: UnitId): { range: string[]; returnRange: string[] } {
  const t = tx(state)
  const ctx = t.ctx
  const u = state.units[unit]
  if (!u || u.eliminated) return { range: [], returnRange: [] }
  const home = baseLoc(ctx, u.base)
  const range = rangeOf(ctx, u, home)
  const labels = (locs: { loc: number }[]) => locs.map((r) => ctx.map.locLabel(r.loc))
  const f = u.aloft ? state.flights[u.aloft.flight] : undefined
  if (!u.aloft || !f) {
    if (ctx.weatherAt(home) === 'grounded') return { range: [], returnRange: [] } // no launch from a grounded base (4.1; APTO 1.5)
    const reach = labels(ctx.map.reachable(home, range).filter((r) => launchReach(t, u, home, r.loc))) // within range by its cheapest route (`missionReach`), then the weather on the way
    return { range: reach, returnRange: reach } // (4.12) the return leg is also within range
  }
  const here = u.aloft.loc
  if (!fullWeatherEffects(state, ctx))
    return {
      range: labels(ctx.map.reachable(here, Math.max(0, mpLimit(t, f, u) - u.mp))),
      returnRange: labels(ctx.map.reachable(home, range)), // (4.12) the return leg is also within range
    }
  // APTO 1.7: the worst weather the flight has carried, and that of the way on, limit the leg.
  const carried = unitWeather(ctx, state, u)
  const within = (from: Loc, to: Loc, spent: number, limit: (w: WeatherCondition) => number) => {
    const way = weatherWay(t, from, to)
    return (
      way !== null && (way === undefined || spent + way.cost <= limit(worstWeather(carried, way.weather)))
    )
  }
  return {
    range: labels(
      ctx.map
        .reachable(here, Math.max(0, mpLimit(t, f, u, undefined, carried) - u.mp))
        .filter((r) => within(here, r.loc, u.mp, (w) => mpLimit(t, f, u, undefined, w))),
    ),
    returnRange: labels(
      ctx.map
        .reachable(home, rangeUnder(ctx, u, carried))
        .filter((r) => within(home, r.loc, 0, (w) => rangeUnder(ctx, u, w))),
    ),
  }
}

/**
 * Hexes where `side` could intercept now, with how many units could reach each (4.13): at each
 * location the interceptors the rules offer there (`interceptorOptions`: none into a grounded
 * location, the interception range halved by the weather at the base, and in APTO on the way).
 */
export function interceptionZone(state: GameState, side: SideId): Map<string, number> {
  const t = tx(state)
  const ctx = t.ctx
  const candidates = new Set<Loc>()
  for (const b of ctx.basesBySide.get(side) ?? []) {
    const from = ctx.baseLoc.get(b.id)
    if (from === undefined || ctx.weatherAt(from) === 'grounded') continue
    let reach = -1 // the longest interception range there: the weather only shortens it
    for (const id of state.stacks[b.id] ?? []) {
      const u = state.units[id]
      if (u.side !== side || u.eliminated || u.aloft || u.interceptedThisStep || !isFighterClass(ctx, id))
        continue
      reach = Math.max(reach, interceptRange(ctx, u, from))
    }
    if (reach >= 0) for (const r of ctx.map.reachable(from, reach)) candidates.add(r.loc)
  }
  return new Map(
    [
      ...interceptorCounts(
        t,
        side,
        [...candidates].sort((a, b) => a - b),
      ),
    ].map(([loc, n]) => [ctx.map.locLabel(loc), n]),
  )
}

export interface TraceStatus {
  /** Hexes the route may enter next. */
  next: string[]
  /** MP spent and left per unit after the route so far (units stopped by range show 0 left). */
  units: { id: UnitId; name: string; used: number; left: number }[]
  /** Why the route so far is illegal, if it is. */
  error: string | null
}

/** A flight that is not in the game, at its base, for checking a route before it is flown. */
function probeFlight(
  f: Pick<Flight, 'side' | 'purpose' | 'engagement' | 'units' | 'loc' | 'launchBase'>,
): Flight {
  return {
    ...f,
    id: 'trace',
    mission: 'trace',
    path: [f.loc],
    plan: [],
    status: 'moving',
    haltedBy: null,
    arrivalSeq: null,
    collectPending: false,
  }
}

/**
 * The phasing side's over-stacked units that may fly now, by base: only to change base (4.8).
 * (The plan decision lists the operational units; these come on top, for a Change Base alone.)
 */
export function changeBaseOnly(state: GameState): Record<string, UnitId[]> {
  if (state.pending.kind !== 'plan') return {}
  const t = tx(state)
  const side = state.pending.side
  const out: Record<string, UnitId[]> = {}
  for (const b of t.ctx.basesBySide.get(side) ?? []) {
    const operational = new Set(launchableAt(t, side, b.id).map((u) => u.id))
    const extra = launchableAt(t, side, b.id, true)
      .filter((u) => !operational.has(u.id))
      .map((u) => u.id)
    if (extra.length) out[b.id] = extra
  }
  return out
}

/** Tracing a mission route hex by hex before launching: legal next hexes, MP used and left. */
export function traceLaunch(
  state: GameState,
  base: string,
  units: readonly UnitId[],
  route: readonly string[],
  mission?: string,
): TraceStatus {
  const t = tx(state)
  const ctx = t.ctx
  const from = ctx.baseLoc.get(base)
  const side = state.units[units[0]]?.side
  if (from === undefined || !side) return { next: [], units: [], error: 'Choose a base and units first.' }
  const may = missionProcedure(mission)?.mayLaunch // ground support: Current units too (4.1, 4.17; §3.4)
  const ok = new Set(launchableAt(t, side, base, false, may ? (u) => may(t, u) : undefined).map((u) => u.id))
  const bad = units.find((id) => !ok.has(id))
  if (bad) return { next: [], units: [], error: `${unitName(ctx, bad)} cannot launch from this base now.` }
  const flight = probeFlight({
    side,
    purpose: 'mission',
    engagement: null,
    units: [...units],
    loc: from,
    launchBase: base,
  })
  const probe = {
    ...state,
    missions: {
      ...state.missions,
      trace: {
        id: 'trace',
        side,
        kind: 'fly' as const,
        target: null,
        hops: [],
        hop: 0,
        basesLaunched: [base],
      },
    },
  }
  const pt = tx(probe)
  const mp: Record<UnitId, number> = Object.fromEntries(units.map((id) => [id, 0]))
  const locs: Loc[] = []
  for (const label of route) {
    const loc = ctx.map.parseLoc(label)
    if (loc === null) return { next: [], units: [], error: `${label} is not on the map.` }
    locs.push(loc)
  }
  try {
    checkRoute(pt, flight, locs, mp)
  } catch (e) {
    if (e instanceof Refusal)
      return { next: [], units: [], error: `${e.violation.message} (${e.violation.rule})` }
    throw e
  }
  // Replay the spending to report MP per unit, each leg's limit as the rules set it: in APTO the
  // range of the worst weather carried so far and of the location entered (checkRoute, mpLimit; 1.7).
  const full = fullWeatherEffects(state, ctx)
  let carried: WeatherCondition | undefined = full ? ctx.weatherAt(from) : undefined
  const limit = (id: UnitId, entering?: Loc) => mpLimit(pt, flight, state.units[id], entering, carried)
  let cur = from
  const flying = new Set(units)
  for (const loc of locs) {
    const cost = ctx.map.moveCost(cur, loc)
    for (const id of [...flying]) {
      if (mp[id] + cost > limit(id, loc)) flying.delete(id)
      else mp[id] += cost
    }
    cur = loc
    if (carried !== undefined) carried = worstWeather(carried, ctx.weatherAt(loc))
  }
  const next: string[] = []
  for (const n of ctx.map.neighbours(cur)) {
    if (ctx.map.forbidden(n) || (full && ctx.weatherAt(n) === 'grounded')) continue // no air unit enters a grounded zone (APTO 1.5)
    const cost = ctx.map.enterCost(n)
    if ([...flying].some((id) => mp[id] + cost <= limit(id, n))) next.push(ctx.map.locLabel(n))
  }
  return {
    next,
    units: units.map((id) => ({
      id,
      name: unitName(ctx, id),
      used: mp[id],
      left: flying.has(id) ? Math.max(0, limit(id) - mp[id]) : 0,
    })),
    error: null,
  }
}

export interface InterceptorTrace extends TraceStatus {
  /** The automatic rest of the route from where the traced part ends to the engagement (4.13). */
  rest: string[]
}

/**
 * Editing an interceptor flight's path hex by hex while the launch decision waits (4.13): the
 * legal next hexes are those from which every unit of the group still reaches the engagement
 * within its interception range; `rest` completes the path automatically. The same check
 * (`checkRoute`) refuses a bad path when the launch is played.
 */
export function traceInterceptors(
  state: GameState,
  engagement: string,
  base: string,
  route: readonly string[],
): InterceptorTrace {
  const ctx = contextOf(state)
  const e = state.engagements[engagement]
  const from = ctx.baseLoc.get(base)
  const g = e?.groups.find((x) => x.base === base && !x.launched)
  const none = (error: string): InterceptorTrace => ({ next: [], units: [], error, rest: [] })
  if (!e || !g || from === undefined || !e.declaringSide)
    return none('No interceptors wait to launch from that base.')
  const units = g.units.filter((id) => !state.units[id].eliminated && state.units[id].aloft === null)
  if (!units.length) return none('None of the declared interceptors at that base can still launch.')
  const flight = probeFlight({
    side: e.declaringSide,
    purpose: 'interception',
    engagement,
    units,
    loc: from,
    launchBase: base,
  })
  const t = tx(state)
  const check = (locs: Loc[]): string | null => {
    try {
      checkRoute(t, flight, locs, Object.fromEntries(units.map((id) => [id, 0])))
      return null
    } catch (err) {
      if (err instanceof Refusal) return `${err.violation.message} (${err.violation.rule})`
      throw err
    }
  }
  const locs: Loc[] = []
  for (const label of route) {
    const loc = ctx.map.parseLoc(label)
    if (loc === null) return none(`${label} is not on the map.`)
    locs.push(loc)
  }
  const error = check(locs)
  if (error) return none(error)
  const end = locs.length ? locs[locs.length - 1] : from
  let used = 0
  let cur = from
  for (const loc of locs) {
    used += ctx.map.moveCost(cur, loc)
    cur = loc
  }
  const next =
    end === e.loc
      ? []
      : [...ctx.map.neighbours(end)].filter((n) => !ctx.map.forbidden(n) && check([...locs, n]) === null)
  return {
    next: next.map((l) => ctx.map.locLabel(l)),
    units: units.map((id) => {
      const limit = interceptRange(ctx, state.units[id], baseLoc(ctx, state.units[id].base))
      return { id, name: unitName(ctx, id), used, left: limit - used }
    }),
    error: null,
    rest: end === e.loc ? [] : (ctx.map.path(end, e.loc) ?? []).map((l) => ctx.map.locLabel(l)),
  }
}

/**
 * The depth a declaration against `targets` would have (4.13): 1 against a mission, one more than
 * the engagement the targeted interceptors fly to otherwise. Not the stack's height: a second
 * interception of a mission while another engagement waits is still an interception. Also names
 * that engagement (the one the new declaration would be fought before), if any.
 */
export function declarationDepth(
  state: GameState,
  targets: readonly string[],
): { depth: number; name: string; before: string | null } {
  let depth = 1
  let before: string | null = null
  for (const id of targets) {
    const f = state.flights[id]
    const e = f?.purpose === 'interception' && f.engagement ? state.engagements[f.engagement] : undefined
    if (e && e.depth + 1 > depth) {
      depth = e.depth + 1
      before = e.id
    }
  }
  return { depth, name: depthName(depth).replace(/^./, (c) => c.toUpperCase()), before }
}

/**
 * A flight aloft: where it is going (the mission target, the Change Base hop's base, or the
 * engagement it intercepts) and each unit's MP used and left on this leg (4.1, 4.12, 4.13).
 */
export function flightStatus(
  state: GameState,
  flight: string,
): { destination: string | null; units: { id: UnitId; used: number; left: number }[] } | null {
  const f = state.flights[flight]
  if (!f) return null
  const t = tx(state)
  const dest = destination(t, f)
  return {
    destination: dest === null ? null : t.ctx.map.locLabel(dest),
    units: f.units.map((id) => {
      const u = state.units[id]
      return { id, used: u.mp, left: Math.max(0, mpLimit(t, f, u) - u.mp) }
    }),
  }
}

/** The unresolved engagements, bottom to top, for the map and the dialog breadcrumb. */
export function engagementStack(
  state: GameState,
): { id: string; hex: string; depth: number; name: string; status: string }[] {
  const ctx = contextOf(state)
  return state.stack.map((id) => {
    const e = state.engagements[id]
    const name =
      e.kind === 'missionHex' ? 'Air combat' : depthName(e.depth).replace(/^./, (c) => c.toUpperCase())
    return { id, hex: ctx.map.locLabel(e.loc), depth: e.depth, name, status: e.status }
  })
}

export interface UnitStatus {
  /** One line: where the unit is and in what state. */
  where: string
  /** Whether it may launch on a mission now, and why not (with the rule). */
  canLaunch: { ok: boolean; why: string; rule?: string }
  /** Whether it could be sent to intercept this Step (range aside), and why not. */
  canIntercept: { ok: boolean; why: string; rule?: string }
  commitment: string
  /** Why the weather shortens its reach now (range halved, or none from a grounded base), when it does: the map's reach overlays show the shorter reach. */
  reach?: { range: number; printed: number; why: string; rule: string }
}

/** What a player needs to know about one unit now: where it is and why it can or cannot act. */
export function unitStatus(state: GameState, unit: UnitId): UnitStatus {
  const ctx = contextOf(state)
  const u = state.units[unit]
  const base = ctx.baseDefs.get(u.base)?.name ?? u.base
  const commitment =
    u.commitment === 'none'
      ? 'Uncommitted'
      : u.commitment === 'current'
        ? 'Currently committed'
        : 'Previously committed'
  if (u.eliminated) {
    const no = { ok: false, why: 'Eliminated.', rule: '4.17' }
    return { where: 'Eliminated', canLaunch: no, canIntercept: no, commitment }
  }
  if (u.aloft) {
    const at = ctx.map.locLabel(u.aloft.loc)
    const where = u.aloft.setAside
      ? `Set aside at ${at} until the end of the Step (${u.aborted ? 'aborted' : 'interceptor'})`
      : `Aloft at ${at} (flight ${u.aloft.flight})`
    const no = { ok: false, why: 'It is aloft; it returns to base at the end of the Step.', rule: '4.13' }
    const reach = reachWeatherNote(ctx, state, u)
    return {
      where,
      canLaunch: no,
      canIntercept: { ...no, why: 'Only units at a base can intercept.' },
      commitment,
      ...(reach ? { reach } : {}),
    }
  }
  const flotilla = carrierFlotilla(tx(state), unit)
  if (flotilla !== null) {
    // Aboard STPs (APTO 3.21–3.24): at no base; it flies again once debarked in a friendly port.
    const stps = flotillaStps(ctx, state, flotilla)
    const at = stps.length ? shipPosition(ctx, state, stps[0]) : null
    const where = `Aboard ${stpWords(tx(state), flotilla)}${at ? ` ${at.inPort ? 'in port at' : 'at sea at'} ${ctx.map.locLabel(at.loc)}` : ''} (flotilla ${flotilla})`
    const no = {
      ok: false,
      why: 'Aboard STPs: it debarks in a friendly port, for an Air Offensive or in the Movement Phase (3.24).',
      rule: '3.24',
    }
    return { where, canLaunch: no, canIntercept: no, commitment }
  }
  const operational = isOperational(ctx, state, unit)
  const weatherOk = ctx.weatherAt(baseLoc(ctx, u.base)) !== 'grounded'
  const carrier = carrierGrounded(ctx, u.base, state)
  const ferried = isFerried(ctx, state, unit)
  const launch = ferried
    ? {
        ok: false,
        why: `Ferried aboard ${base}: it may fly only a Change Base from the carrier.`,
        rule: '4.6',
      }
    : carrier
      ? { ok: false, why: carrier.why, rule: carrier.rule }
      : !operational
        ? { ok: false, why: `Over-stacked at ${base}: it may fly only to change base.`, rule: '4.8' }
        : u.commitment !== 'none'
          ? { ok: false, why: `${commitment}: it may not launch again yet.`, rule: '4.27' }
          : !weatherOk
            ? { ok: false, why: 'The weather grounds its base.', rule: '4.1' }
            : u.side !== state.turn.phasingSide
              ? {
                  ok: false,
                  why: 'Only the phasing side launches missions now; it may intercept.',
                  rule: '4.1',
                }
              : { ok: true, why: 'May launch on a mission.' }
  const intercept = !isFighterClass(ctx, unit)
    ? { ok: false, why: 'Only fighter-types intercept.', rule: '4.13' }
    : u.interceptedThisStep
      ? { ok: false, why: 'It has already intercepted this Step.', rule: '4.13' }
      : ferried
        ? { ok: false, why: 'A ferried unit never intercepts.', rule: '4.6' }
        : !operational
          ? { ok: false, why: 'Over-stacked units cannot intercept.', rule: '4.8' }
          : u.commitment !== 'none'
            ? { ok: false, why: `${commitment}: it cannot intercept.`, rule: '4.27' }
            : {
                ok: true,
                why: `May intercept up to ${interceptRange(ctx, u, baseLoc(ctx, u.base))} hexes from ${base}.`,
              }
  const reach = reachWeatherNote(ctx, state, u)
  return {
    where: `At ${base} (${ctx.map.locLabel(baseLoc(ctx, u.base))})`,
    canLaunch: launch,
    canIntercept: intercept,
    commitment,
    ...(reach ? { reach } : {}),
  }
}

/** How far a unit that may be collected would fly of the flight's planned route (4.9, 4.12, 4.15). */
export interface CollectReach {
  unit: UnitId
  /** Hexes of the planned route it flies. */
  flies: number
  /** Hexes of the planned route still to fly. */
  of: number
  /** Where it would stop for lack of range (4.15), or null: it flies the whole planned route. */
  stopsAt: string | null
}

/**
 * For a collect decision: each unit that may be collected, and where its range would end on the
 * rest of the flight's planned route. A collected unit flies from its own base with no MP spent;
 * one whose range runs out is dropped off where it stops (4.12, 4.15), as the move will do.
 */
export function collectReach(state: GameState): CollectReach[] {
  const p = state.pending
  if (p.kind !== 'collect') return []
  const t = tx(state)
  const f = state.flights[p.flight]
  if (!f) return []
  return p.units.map(({ id }) => {
    const limit = mpLimit(t, f, state.units[id])
    let cur = f.loc
    let spent = 0
    let flies = 0
    for (const loc of f.plan) {
      const cost = t.ctx.map.moveCost(cur, loc)
      if (cost < 0 || spent + cost > limit) break
      spent += cost
      flies++
      cur = loc
    }
    return {
      unit: id,
      flies,
      of: f.plan.length,
      stopsAt: flies < f.plan.length ? t.ctx.map.locLabel(cur) : null,
    }
  })
}
