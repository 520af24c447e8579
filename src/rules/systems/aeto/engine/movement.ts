// Air movement (4.9, 4.12, 4.13): launching, hex-by-hex movement on a planned route, range and
// drop-offs, collecting units over friendly bases, arrival, Change Base hops (4.1).
import { baseLoc, carrierGrounded, isCarrier, isExemptAt, isFerried, operationalCount } from '../bases'
import type {
  Action,
  BaseId,
  Flight,
  FlightId,
  LaunchOption,
  Loc,
  Role,
  SideId,
  UnitId,
  UnitState,
} from '../types'
import { defOf, fixedRole, interceptRange, isFighterClass, needsRole, rangeOf, unitName } from '../units'
import {
  baseLabel,
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  opponentsOf,
  parseLocOrRefuse,
  refuse,
  sideName,
  verb,
  type Tx,
} from './core'
import { previousLaunchOptions } from './derived'
import { mutUnit } from './draft'
import { flightDistance } from './geometry'
import { appendAll } from '../collections'
import type { BaseDef } from '../scenario/schema'
import { missionDescription, missionProcedure, missionTable, missionUnavailable } from '../missions/hooks'
import { declaredKamikaze, noteKamikazeLaunch } from '../missions/kamikaze'
import { allowedPowers, launchInAirOffensive } from './airOffensivePowers'
import { flightWeather, fullWeatherEffects, rangeUnder, worstWeather } from '../weather/effects'
import { weatherRoute } from './weatherRoute'
export { launchReach } from './weatherRoute'
import type { WeatherCondition } from '../scenario/schema'

type LaunchAction = Extract<Action, { type: 'launch' }>

// ------------------------------------------------------------------ eligibility

/** Units declared in a group of an unresolved engagement that has not launched yet (4.13). */
export function plannedInterceptors(t: Tx): Set<UnitId> {
  return new Set(
    t.s.stack.flatMap((id) => t.s.engagements[id].groups.filter((g) => !g.launched).flatMap((g) => g.units)),
  )
}

/** Units of `side` at `base` that may launch on a mission now (4.1, 4.8, 4.27); not those declared to intercept (4.13). */
/**
 * The units of `side` that may launch from `base` now. Only the top units up to the capacity are
 * operational; the over-stacked ones below may fly only to change base (4.8), so they are listed
 * for a Change Base alone.
 */
export function launchableAt(
  t: Tx,
  side: SideId,
  base: BaseId,
  changeBase = false,
  may: (u: UnitState) => boolean = uncommitted,
): UnitState[] {
  const stack = t.s.stacks[base]
  if (!stack?.length) return []
  const loc = t.ctx.baseLoc.get(base)
  if (loc === undefined || t.ctx.weatherAt(loc) === 'grounded') return []
  // A carrier in port, or on neither Standby nor Active in its side's Offensive, launches no Naval-Air
  // unit (4.4, 4.5, 4.25); its ferried unit, no Naval-Air unit, may still change base (4.6).
  const grounded = carrierGrounded(t.ctx, base, t.s)
  if (grounded && !(changeBase && ferriedMayLeave(grounded.rule))) return []
  const carrier = isCarrier(t.ctx, base)
  const operational = changeBase ? stack.length : operationalCount(t.ctx, t.s, base) // the top units up to capacity (4.8)
  const planned = t.s.stack.length ? plannedInterceptors(t) : null
  const powers = allowedPowers(t.s, side) // an Air Offensive flies its powers' units only (4.25)
  const out: UnitState[] = []
  for (let i = 0; i < stack.length; i++) {
    if (i >= operational && !isExemptAt(t.ctx, stack[i], base)) continue // an exempt unit below the over-stacked ones still flies (APTO D16, D17, D27)
    const u = t.s.units[stack[i]]
    // A ferried unit flies only a Change Base from its carrier (4.6).
    const ferried = carrier && t.ctx.unitDefs.get(u.id)?.type !== 'N'
    if (ferried ? !changeBase : grounded) continue
    if (powers && !powers.includes(t.ctx.unitDefs.get(u.id)?.nation ?? '')) continue
    if (u.side === side && !u.eliminated && u.aloft === null && may(u) && !planned?.has(u.id)) out.push(u)
  }
  return out
}

const uncommitted = (u: UnitState): boolean => u.commitment === 'none'

/** Whether a ferried unit may still fly its Change Base from a carrier that launches no Naval-Air unit for `rule`: in port (4.5, 4.6), or not on Standby or Active (4.25 bars Naval-Air units only). */
const ferriedMayLeave = (rule: string): boolean => rule === '4.5' || rule === '4.25'

/** Who may launch for a mission: uncommitted units, unless the mission says otherwise (ground support, §3.4). */
function mayLaunchFor(t: Tx, kind: unknown): ((u: UnitState) => boolean) | undefined {
  const proc = missionProcedure(kind)
  return proc?.mayLaunch ? (u) => proc.mayLaunch!(t, u) : undefined
}

/** The list of the side's bases each options list was built from, in its order (the list is never changed). */
const builtFrom = new WeakMap<readonly LaunchOption[], readonly BaseDef[]>()

/** Each base's place in a list of the side's bases (the list is never changed). */
const placeIn = new WeakMap<readonly BaseDef[], Map<BaseId, number>>()
function placesOf(bases: readonly BaseDef[]): Map<BaseId, number> {
  let m = placeIn.get(bases)
  if (!m) {
    m = new Map(bases.map((b, i) => [b.id, i]))
    placeIn.set(bases, m)
  }
  return m
}

export function launchOptions(t: Tx, side: SideId, exclude: readonly BaseId[] = []): LaunchOption[] {
  // Most actions touch a base or two: the other bases offer what they offered in the previous
  // state (recomputing hundreds of bases on every decision cost more than the action itself).
  const prev = t.s.stack.length ? null : previousLaunchOptions(t.s, side)
  const bases = t.ctx.basesBySide.get(side) ?? []
  // Built from the same list of bases (none captured or built since: 4.3, 4.7), the previous
  // options are in its order: a copy with the options of the bases written since replaced,
  // added or dropped (no pass over thousands of bases).
  if (prev && !exclude.length && builtFrom.get(prev.options) === bases) {
    const place = placesOf(bases)
    const out = prev.options.slice()
    for (const id of prev.changed) {
      const i = place.get(id)
      if (i === undefined) continue // another side's base
      let lo = 0
      let hi = out.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (place.get(out[mid].base)! < i) lo = mid + 1
        else hi = mid
      }
      const fresh = optionAt(t, side, id)
      const had = lo < out.length && out[lo].base === id
      if (fresh) {
        if (had) out[lo] = fresh
        else out.splice(lo, 0, fresh)
      } else if (had) out.splice(lo, 1)
    }
    builtFrom.set(out, bases)
    return out
  }
  // Otherwise the options of the bases not written since are looked up by base.
  const before = prev ? new Map(prev.options.map((o) => [o.base, o])) : null
  const out: LaunchOption[] = []
  for (const b of bases) {
    if (exclude.includes(b.id)) continue
    if (prev && !prev.changed.has(b.id)) {
      const kept = before!.get(b.id)
      if (kept) out.push(kept)
      continue
    }
    const o = optionAt(t, side, b.id)
    if (o) out.push(o)
  }
  if (!exclude.length) builtFrom.set(out, bases)
  return out
}

/** What `side` may launch from `base` now, or null if nothing. */
function optionAt(t: Tx, side: SideId, base: BaseId): LaunchOption | null {
  const units = launchableAt(t, side, base)
  if (!units.length) return null
  const halved = t.ctx.weatherAt(baseLoc(t.ctx, base)) === 'halfStrengthAndRange' // (A-17)
  return {
    base,
    units: units.map((u) => {
      const def = defOf(t.ctx, u.id)
      const face = u.face === 'back' && def.back ? def.back : def.front
      return {
        id: u.id,
        needsRole: def.type === 'FB' || def.type === 'N',
        range: halved ? Math.floor(face.range / 2) : face.range,
      }
    }),
  }
}

// ------------------------------------------------------------------ limits and routes

/** Where a flight is going: the engagement hex, the mission target, or the next hop's base. */
export function destination(t: Tx, f: Flight): Loc | null {
  if (f.purpose === 'interception') return f.engagement ? t.s.engagements[f.engagement].loc : null
  const m = t.s.missions[f.mission]
  const proc = missionProcedure(m.kind)
  return proc?.destination ? proc.destination(t, m) : m.target
}

/** MP a unit may spend on this leg (4.12): range; 2 × range per Change Base hop (4.1);
 *  interception range for interceptors of any depth (4.13). */
export function mpLimit(t: Tx, f: Flight, u: UnitState, entering?: Loc, carried?: WeatherCondition): number {
  const home = baseLoc(t.ctx, u.base)
  if (fullWeatherEffects(t.s, t.ctx)) {
    // APTO 1.7: the range of the worst weather the flight has carried, and of the location it enters (T01; E4, E5).
    let w = carried ?? flightWeather(t.ctx, f)
    if (entering !== undefined) w = worstWeather(w, t.ctx.weatherAt(entering))
    const range = rangeUnder(t.ctx, u, w)
    if (f.purpose === 'interception') return Math.max(t.ctx.variant.interceptRangeMin, Math.floor(range / 2))
    const m = t.s.missions[f.mission]
    const proc = missionProcedure(m.kind)
    return proc?.mpLimit?.(t, m, u) ?? (proc?.rangeFactor ?? 1) * range // a procedure's own leg (a Counterstrike's strike, APTO D7) first
  }
  if (f.purpose === 'interception') return interceptRange(t.ctx, u, home)
  const m = t.s.missions[f.mission]
  const proc = missionProcedure(m.kind)
  return proc?.mpLimit?.(t, m, u) ?? (proc?.rangeFactor ?? 1) * rangeOf(t.ctx, u, home)
}

interface RouteCheck {
  /** Units that stop (range exhausted) before entering each step's location. */
  dropsBefore: UnitId[][]
}

/**
 * Checks a planned route hex by hex: adjacency, forbidden hexes, ranges. Mission units whose
 * range runs out stop where they are (4.9, 4.15); interceptors must all reach (4.13).
 */
export function checkRoute(t: Tx, f: Flight, route: readonly Loc[], mp: Record<UnitId, number>): RouteCheck {
  const map = t.ctx.map
  const dest = destination(t, f)
  let cur = f.loc
  let flying = f.units.slice()
  const spent = { ...mp }
  const dropsBefore: UnitId[][] = []
  const full = fullWeatherEffects(t.s, t.ctx)
  let carried = full ? flightWeather(t.ctx, f) : undefined // the weather the flight carries so far (APTO 1.7)
  route.forEach((loc, i) => {
    if (cur === dest)
      refuse(
        '4.12',
        `The flight has reached its destination ${label(t, cur)}; it cannot fly on to ${label(t, loc)}.`,
      )
    if (map.forbidden(loc)) refuse('4.12', `Air units may never enter ${label(t, loc)}.`) // before adjacency: moveCost is -1 for both
    if (full && t.ctx.weatherAt(loc) === 'grounded') refuse('1.5', groundedEntry(t, loc))
    if (map.entryBarred(cur, loc)) refuse('4.12', barredEntry(t, cur, loc))
    const cost = map.moveCost(cur, loc)
    if (cost < 0)
      refuse(
        '4.12',
        `${label(t, loc)} is not next to ${label(t, cur)}: air units move one location at a time.`,
      )
    const stopping = flying.filter((id) => spent[id] + cost > mpLimit(t, f, t.s.units[id], loc, carried))
    if (stopping.length && f.purpose === 'interception')
      refuse(
        '4.13',
        `${names(t, stopping)} cannot reach ${label(t, loc)}: interceptors fly at most their interception range (max(${t.ctx.variant.interceptRangeMin}, half range)).`,
      )
    flying = flying.filter((id) => !stopping.includes(id))
    if (!flying.length) {
      const halving = carried !== undefined ? rangeHalvingZone(t, route.slice(0, i + 1), f.loc) : null
      if (halving)
        refuse(
          '1.7',
          `No unit of the flight has the range left to enter ${label(t, loc)} (${i + 1} steps on): the weather of the ${halving} halves the strength and range of a flight that starts in or enters it, for the whole flight (APTO 1.3, 1.4, 1.7).`,
        )
      refuse(
        '4.12',
        `No unit of the flight has the range left to enter ${label(t, loc)} (${i + 1} steps on).`,
      )
    }
    for (const id of flying) spent[id] += cost
    dropsBefore.push(stopping)
    cur = loc
    if (carried !== undefined) carried = worstWeather(carried, t.ctx.weatherAt(loc))
  })
  // Interceptors must still be able to reach the engagement from where a partial route ends (4.13).
  const end = cur
  if (f.purpose === 'interception' && dest !== null && end !== dest) {
    const short = flying.filter(
      (id) => spent[id] + mpTo(t, end, dest) > mpLimit(t, f, t.s.units[id], dest, carried),
    )
    if (short.length)
      refuse(
        '4.13',
        `${names(t, short)} could no longer reach ${label(t, dest)} from ${label(t, end)}: interceptors fly at most their interception range (max(${t.ctx.variant.interceptRangeMin}, half range)).`,
      )
  }
  return { dropsBefore }
}

/** Why no air unit steps from `from` into `to`: a barred entry of the scenario (4.12: the Dakar hex from Morocco). */
function barredEntry(t: Tx, from: Loc, to: Loc): string {
  const into = t.ctx.map.locLabel(to)
  const entry = t.s.scenario.map.barredEntries?.find((b) => b.into === into)
  return `No air unit may enter ${label(t, to)} from ${label(t, from)}${entry?.name ? ` (${entry.name})` : ''}: that entry is barred to air units (4.12).`
}

/** The name of the first weather zone whose "strength and range halved" a flight from `start` over `route` carries (APTO 1.7), or null. */
function rangeHalvingZone(t: Tx, route: readonly Loc[], start: Loc): string | null {
  for (const l of [start, ...route])
    if (t.ctx.weatherAt(l) === 'halfStrengthAndRange') return t.ctx.weatherZoneName(l) ?? 'zone'
  return null
}

/** MP needed from `from` to `to` along a cheapest route that avoids forbidden locations; Infinity if none. */
export function mpTo(t: Tx, from: Loc, to: Loc): number {
  if (from === to) return 0
  const path = t.ctx.map.path(from, to)
  return path ? path.reduce((n, l) => n + t.ctx.map.enterCost(l), 0) : Infinity
}

export function parseRoute(t: Tx, path: unknown): Loc[] {
  if (!Array.isArray(path)) refuse('4.12', 'A route is a list of hex labels.')
  if (path.length > 2_000) refuse('4.12', 'That route is longer than any air unit can fly.')
  return path.map((p) => parseLocOrRefuse(t, p as string))
}

export function autoRoute(t: Tx, from: Loc, to: Loc | null): Loc[] {
  if (to === null || from === to) return []
  const around = weatherRoute(t, from, to) // APTO: around grounded zones (1.5)
  if (around !== undefined) return around ?? []
  return t.ctx.map.path(from, to) ?? []
}

/** Why a flight may not enter a location of a grounded zone (APTO 1.5; E6). */
export function groundedEntry(t: Tx, loc: Loc): string {
  const zone = t.ctx.weatherZoneName(loc)
  return `No air unit enters ${label(t, loc)}: the weather${zone ? ` of its zone (${zone})` : ''} grounds all air activity there this month (APTO 1.5).`
}

function mpOf(t: Tx, f: Flight): Record<UnitId, number> {
  return Object.fromEntries(f.units.map((id) => [id, t.s.units[id].mp]))
}

// ------------------------------------------------------------------ launching

export function newFlight(
  t: Tx,
  init: Omit<Flight, 'id' | 'path' | 'plan' | 'status' | 'haltedBy' | 'arrivalSeq' | 'collectPending'>,
): Flight {
  const id = `F${++t.s.counters.flight}`
  const f: Flight = {
    ...init,
    id,
    path: [init.loc],
    plan: [],
    status: 'moving',
    haltedBy: null,
    arrivalSeq: null,
    collectPending: false,
  }
  t.s.flights[id] = f
  return f
}

/** A carrier whose naval movement is under way this Phase: what it launches now it takes back as it moves on (4.4). */
function launchedUnderway(t: Tx, base: BaseId): boolean {
  const ship = t.ctx.baseDefs.get(base)?.carrier
  return ship !== undefined && (t.s.naval?.underway?.includes(ship) ?? false)
}

/** Puts units aloft in a flight: role, commitment (4.27), launch-base bookkeeping (4.2). */
export function takeOff(
  t: Tx,
  f: Flight,
  base: BaseId,
  units: readonly UnitId[],
  roles: Record<UnitId, Role | undefined>,
  interceptor: boolean,
): void {
  for (const id of units) {
    const u = mutUnit(t.s, id)
    u.aloft = {
      loc: f.loc,
      flight: f.id,
      setAside: false,
      ...(launchedUnderway(t, base) ? { underway: true as const } : {}),
    }
    u.role = fixedRole(t.ctx, id) ?? (needsRole(t.ctx, id) ? (roles[id] ?? 'fighter') : null) // ATPs have no role: they never attack (4.23)
    u.dumpedOrdnance = false
    u.mp = 0
    u.aborted = false
    if (interceptor) u.interceptedThisStep = true // one interception per Step (4.13)
    const offensive = t.s.offensivePhase?.current
    // Intercepting an enemy Air Offensive commits nothing (4.25, 4.27); in APTO nor an enemy Land Offensive (APTO C6).
    const uncommittedInterception =
      offensive && offensive.side !== f.side && (offensive.kind === 'air' || t.ctx.variant.id === 'apto')
    const own = interceptor ? undefined : missionProcedure(t.s.missions[f.mission]?.kind)?.onTakeOff
    // Strategic Warfare: Previous for every launch; otherwise Current until return (the mission may say otherwise, §3.4).
    if (interceptor && uncommittedInterception) {
      // commitment unchanged
    } else if (own) {
      Object.assign(u, own(t, t.s.missions[f.mission], u))
    } else if (t.s.turn.phase === 'strategicWarfare') {
      u.commitment = 'previous'
      u.clearsAt = null
    } else {
      u.commitment = 'current'
      u.clearsAt = t.s.turn.phase === 'offensive' ? 'endOfPhase' : 'return'
    }
  }
  const lb = (t.s.launchBases[f.side] ??= { fighter: [], bomber: [] })
  if (units.some((id) => isFighterClass(t.ctx, id)) && !lb.fighter.includes(base)) lb.fighter.push(base)
  if (units.some((id) => defOf(t.ctx, id).type === 'B') && !lb.bomber.includes(base)) lb.bomber.push(base)
}

function checkRoles(
  t: Tx,
  units: readonly UnitId[],
  roles: Record<string, unknown> | undefined,
): Record<UnitId, Role> {
  const out: Record<UnitId, Role> = {}
  for (const id of units) {
    if (!needsRole(t.ctx, id)) continue
    const r = roles?.[id]
    if (r !== 'fighter' && r !== 'bomber')
      refuse(
        '4.0',
        `${unitName(t.ctx, id)} is a ${defOf(t.ctx, id).type}: choose its role (fighter or bomber) at launch.`,
      )
    out[id] = r
  }
  return out
}

function checkUnitList(t: Tx, units: unknown, allowed: readonly UnitId[], where: string): UnitId[] {
  if (!Array.isArray(units))
    refuse('4.1', `"units" must be a list of air unit ids, e.g. ["spit-1"] (got ${describeValue(units)}).`)
  if (units.length === 0) refuse('4.1', 'Choose at least one air unit.')
  const seen = new Set<string>()
  for (const id of units) {
    if (!isUnitId(t, id)) refuse('4.1', `There is no air unit "${String(id)}".`)
    if (seen.has(id)) refuse('4.1', `${unitName(t.ctx, id)} is listed twice.`)
    seen.add(id)
    if (!allowed.includes(id))
      refuse(
        '4.1',
        `${unitName(t.ctx, id)} cannot launch from ${where} now: it must be an uncommitted, operational unit at that base.`,
      )
  }
  return units as UnitId[]
}

export function actLaunch(t: Tx, a: LaunchAction, side: SideId, joinMission: string | null): void {
  const bdef = t.ctx.baseDefs.get(a.base)
  if (!bdef) refuse('4.1', `There is no base "${String(a.base)}".`)
  if (bdef.owner !== side) refuse('4.1', `${bdef.name} is not a ${sideName(t, side)} base.`)
  const changeBase = a.mission === 'changeBase' && !joinMission
  const ferried = Array.isArray(a.units)
    ? a.units.find(
        (id) => typeof id === 'string' && t.s.units[id]?.base === a.base && isFerried(t.ctx, t.s, id),
      )
    : undefined
  if (ferried !== undefined && !changeBase)
    refuse(
      '4.6',
      `${unitName(t.ctx, ferried)} is ferried aboard ${bdef.name}: a ferried unit never launches on any mission except a Change Base from its carrier (4.6).`,
    )
  const carrier = carrierGrounded(t.ctx, a.base, t.s)
  // In port only the ferried unit may leave, on its Change Base (4.4, 4.5, 4.6).
  if (
    carrier &&
    !(
      ferriedMayLeave(carrier.rule) &&
      changeBase &&
      Array.isArray(a.units) &&
      a.units.length > 0 &&
      a.units.every((id) => typeof id === 'string' && isFerried(t.ctx, t.s, id))
    )
  )
    refuse(carrier.rule, carrier.why)
  if (t.ctx.weatherAt(baseLoc(t.ctx, a.base)) === 'grounded') {
    const zone = t.ctx.weatherZoneName(baseLoc(t.ctx, a.base))
    refuse(
      '4.1',
      `No air unit launches from ${bdef.name}: the weather${zone ? ` of its weather zone (${zone})` : ''} is Grounded this turn (1.0).`,
    )
  }
  launchInAirOffensive(t, side, a.units) // its power's units only; the first launch names it (4.25)
  const may = mayLaunchFor(t, joinMission ? t.s.missions[joinMission].kind : a.mission)
  const allowed = launchableAt(t, side, a.base, changeBase, may).map((u) => u.id)
  if (!changeBase && Array.isArray(a.units)) {
    const overStacked = launchableAt(t, side, a.base, true, may).find(
      (u) => a.units.includes(u.id) && !allowed.includes(u.id),
    )
    if (overStacked)
      refuse(
        '4.8',
        `${unitName(t.ctx, overStacked.id)} is over-stacked at ${bdef.name}: it may fly only to change base (4.8).`,
      )
  }
  const units = checkUnitList(t, a.units, allowed, bdef.name)
  const roles = checkRoles(t, units, a.roles)
  const kamikaze = declaredKamikaze(t, a, units, joinMission ? t.s.missions[joinMission].kind : a.mission) // (APTO 4.20)
  const from = baseLoc(t.ctx, a.base)

  let missionId: string
  if (joinMission) {
    const m = t.s.missions[joinMission]
    if (m.basesLaunched.includes(a.base))
      refuse(
        '4.9',
        `${bdef.name} has already launched for this mission: units flying together launch from one base or are collected.`,
      )
    const proc = missionProcedure(m.kind)
    for (const id of units) {
      const no = proc?.unitRefused?.(t, t.s.units[id], roles[id])
      if (no) refuse(no.rule, no.reason)
    }
    m.basesLaunched.push(a.base)
    if (kamikaze.length && m.airNaval) m.airNaval.kamikaze = [...(m.airNaval.kamikaze ?? []), ...kamikaze]
    missionId = m.id
  } else {
    const proc = missionProcedure(a.mission)
    if (!proc || a.mission === 'interception')
      refuse(
        '4.1',
        `Unknown mission ${JSON.stringify(String(a.mission))}: ${missionTable()
          .filter((x) => x.listed?.(t) ?? true)
          .map((x) => x.kind)
          .join(', ')}.`,
      )
    const no = missionUnavailable(t, proc, side, launchOptions(t, side))
    if (no) refuse(no.rule, `${proc.name}: ${no.reason}`)
    const offensive = t.s.offensivePhase?.current
    if (offensive)
      for (const id of units)
        // An ATP marked out of supply may still change base in the Offensive Phase, one hop (4.23; changeBase.ts).
        if (
          t.ctx.unitDefs.get(id)?.outOfSupply &&
          !(
            a.mission === 'changeBase' &&
            t.s.scenario.options.airTransport &&
            defOf(t.ctx, id).type === 'ATP'
          )
        )
          refuse(
            '4.25',
            `${unitName(t.ctx, id)} is marked out of supply: it may not take part in an Air Offensive (4.25).`,
          )
    if (!proc.plan) refuse(proc.rule, `Sortie does not fly this mission yet.`)
    for (const id of units) {
      const bad = proc.unitRefused?.(t, t.s.units[id], roles[id])
      if (bad) refuse(bad.rule, bad.reason)
    }
    const planned = proc.plan(t, a, side, units, from, a.base)
    missionId = `M${++t.s.counters.mission}`
    const { target, hops = [], ...own } = planned
    t.s.missions[missionId] = {
      id: missionId,
      side,
      kind: proc.kind,
      target,
      hops,
      hop: 0,
      basesLaunched: [a.base],
      ...own,
    }
    if (t.s.offensivePhase?.current?.kind === 'air' && t.s.offensivePhase.current.side === side)
      t.s.offensivePhase.current.missions.push(missionId) // one of the Air Offensive's two missions (4.25)
  }

  const f = newFlight(t, {
    side,
    mission: missionId,
    purpose: 'mission',
    engagement: null,
    units: [...units],
    loc: from,
    launchBase: a.base,
  })
  const route = a.path !== undefined ? parseRoute(t, a.path) : autoRoute(t, from, destination(t, f))
  const goal = destination(t, f)
  if (goal !== null && fullWeatherEffects(t.s, t.ctx) && t.ctx.weatherAt(goal) === 'grounded')
    refuse('1.5', groundedEntry(t, goal))
  if (
    a.path === undefined &&
    !route.length &&
    goal !== null &&
    goal !== from &&
    fullWeatherEffects(t.s, t.ctx)
  )
    refuse(
      '1.5',
      `No route from ${bdef.name} to ${label(t, goal)} goes around the zones whose weather grounds all air activity this month (APTO 1.5).`,
    )
  checkRoute(t, f, route, Object.fromEntries(units.map((id) => [id, 0])))
  f.plan = route
  takeOff(t, f, a.base, units, roles, false)
  const m = t.s.missions[missionId]
  const what =
    missionDescription(t, m) ??
    (m.kind === 'changeBase'
      ? `change base to ${m.hops.map((h) => baseLabel(t, h)).join(' → ')}`
      : m.kind === 'strafe'
        ? `strafe ${label(t, m.target!)}`
        : m.kind === 'groundSupport'
          ? `fly ground support to ${label(t, m.target!)}`
          : m.kind === 'airNaval'
            ? `attack the located ships ${m.airNaval?.inPort ? 'in port ' : ''}at ${label(t, m.target!)}`
            : `fly to ${label(t, m.target!)}`)
  emit(t, {
    type: 'launch',
    text: `${names(t, units)} ${verb(units, 'launches', 'launch')} from ${bdef.name} (${label(t, from)}) to ${what} (4.1).`,
    rule: '4.1',
    side,
    loc: label(t, from),
    units: [...units],
  })
  noteKamikazeLaunch(t, side, kamikaze)
  t.s.active.unshift(f.id)
  openWindows(t, from, side, 'launch') // launching counts as movement (4.13)
}

// ------------------------------------------------------------------ moving

export function actMove(t: Tx, flightId: FlightId, path: unknown): void {
  const f = t.s.flights[flightId]
  const route = parseRoute(t, path)
  if (!route.length) refuse('4.12', 'Give at least one location to move to.')
  checkRoute(t, f, route, mpOf(t, f))
  f.plan = route
}

/** The owner stops some or all units of a moving flight where they are (4.15, 4.22). */
export function actStop(t: Tx, flightId: FlightId, units: unknown): void {
  const f = t.s.flights[flightId]
  const list = units === undefined ? f.units.slice() : (units as UnitId[])
  if (!Array.isArray(list) || !list.length || list.some((id) => !f.units.includes(id)))
    refuse('4.15', 'Choose units of this flight to stop here.')
  stopUnits(t, f, list, false)
}

/** Splits `units` off into a flight that stays in the current location (drop-off). */
function stopUnits(t: Tx, f: Flight, units: readonly UnitId[], forced: boolean): void {
  const all = units.length === f.units.length
  let stopped: Flight
  if (all) {
    stopped = f
    f.status = 'stopped'
    f.plan = []
  } else {
    f.units = f.units.filter((id) => !units.includes(id))
    stopped = newFlight(t, {
      side: f.side,
      mission: f.mission,
      purpose: f.purpose,
      engagement: f.engagement,
      units: [...units],
      loc: f.loc,
      launchBase: f.launchBase,
    })
    stopped.status = 'stopped'
    for (const id of units) mutUnit(t.s, id).aloft!.flight = stopped.id
  }
  emit(t, {
    type: 'stop',
    text: forced
      ? `${names(t, units)} ${verb(units, 'reaches the limit of its range and stops', 'reach the limit of their range and stop')} at ${label(t, f.loc)} (4.12, 4.15).`
      : `${names(t, units)} ${verb(units, 'stops', 'stop')} at ${label(t, f.loc)} (4.15).`,
    rule: '4.15',
    side: f.side,
    loc: label(t, f.loc),
    units: [...units],
  })
  openWindows(t, f.loc, f.side, 'stop', [stopped.id])
}

/** Enters the next planned location (one step of movement). */
export function stepFlight(t: Tx, f: Flight): void {
  const next = f.plan[0]
  if (fullWeatherEffects(t.s, t.ctx) && t.ctx.weatherAt(next) === 'grounded') {
    f.plan = [] // a planned route into a grounded zone stops short of it: the owner moves on another way (APTO 1.5)
    return
  }
  const cost = t.ctx.map.moveCost(f.loc, next)
  const exhausted = f.units.filter((id) => t.s.units[id].mp + cost > mpLimit(t, f, t.s.units[id], next))
  if (exhausted.length === f.units.length) {
    // Only reachable if circumstances changed since the route was checked: end movement here.
    f.plan = []
    stopUnits(t, f, exhausted, true)
    return
  }
  if (exhausted.length) stopUnits(t, f, exhausted, true)
  f.plan.shift()
  f.loc = next
  f.path.push(next)
  for (const id of f.units) {
    const u = mutUnit(t.s, id)
    u.mp += cost
    u.aloft!.loc = next
  }
  emit(t, {
    type: 'move',
    text: `${names(t, f.units)} ${f.purpose === 'interception' ? '(interceptors) ' : ''}${verb(f.units, 'enters', 'enter')} ${label(t, next)} (4.12).`,
    side: f.side,
    loc: label(t, next),
    units: [...f.units],
    rule: '4.12',
  })
  const m = t.s.missions[f.mission]
  if (missionProcedure(m.kind)?.onEnter?.(t, f, m)) return // the mission opens the windows itself later (4.14)
  if (collectableAt(t, f).length) f.collectPending = true
  else openWindows(t, next, f.side, 'enter')
}

// ------------------------------------------------------------------ collecting (4.9)

export function collectableAt(t: Tx, f: Flight): { id: UnitId; base: BaseId; needsRole: boolean }[] {
  const bases = t.ctx.basesAt.get(f.loc) ?? []
  const out: { id: UnitId; base: BaseId; needsRole: boolean }[] = []
  if (f.status !== 'moving') return out
  const m = t.s.missions[f.mission]
  const proc = missionProcedure(m.kind)
  if (proc?.noCollecting || proc?.refusesCollecting?.(m)) return out
  for (const b of bases) {
    if (t.ctx.baseDefs.get(b)?.owner !== f.side) continue
    for (const u of launchableAt(
      t,
      f.side,
      b,
      false,
      f.purpose === 'mission' ? mayLaunchFor(t, m.kind) : undefined,
    )) {
      if (f.purpose === 'interception' && !canJoinInterception(t, f, u)) continue
      if (f.purpose === 'mission' && proc?.mayCollect && !proc.mayCollect(t, f, m, u)) continue // (a raid's Bomber must reach the target, 2.2)
      out.push({ id: u.id, base: b, needsRole: f.purpose === 'mission' && needsRole(t.ctx, u.id) })
    }
  }
  return out
}

/** Coordinated interception: a collected unit must itself be eligible and in range (4.13). */
function canJoinInterception(t: Tx, f: Flight, u: UnitState): boolean {
  if (!isFighterClass(t.ctx, u.id) || u.interceptedThisStep) return false
  const target = destination(t, f)!
  const home = baseLoc(t.ctx, u.base)
  const range = interceptRange(t.ctx, u, home)
  return flightDistance(t.ctx, home, target, range) <= range
}

export function actCollect(
  t: Tx,
  f: Flight,
  units: unknown,
  roles: Record<string, unknown> | undefined,
): void {
  const options = collectableAt(t, f)
  const list = Array.isArray(units)
    ? (units as UnitId[])
    : refuse('4.9', 'List the units to collect (an empty list collects none).')
  for (const id of list)
    if (!options.some((o) => o.id === id)) refuse('4.9', `${nameOrId(t, id)} cannot be collected here.`)
  if (new Set(list).size !== list.length) refuse('4.9', 'A unit is listed twice.')
  const roleMap = f.purpose === 'interception' ? {} : checkRoles(t, list, roles)
  if (list.length && f.plan.length) {
    const mp = { ...mpOf(t, f), ...Object.fromEntries(list.map((id) => [id, 0])) }
    checkRoute(t, { ...f, units: [...f.units, ...list] }, f.plan, mp)
  }
  f.collectPending = false
  if (list.length) {
    const byBase = new Map<BaseId, UnitId[]>()
    for (const id of list) {
      const b = options.find((o) => o.id === id)!.base
      byBase.set(b, [...(byBase.get(b) ?? []), id])
    }
    for (const [b, ids] of byBase) {
      takeOff(t, f, b, ids, roleMap, f.purpose === 'interception')
      const m = t.s.missions[f.mission]
      if (!m.basesLaunched.includes(b)) m.basesLaunched.push(b)
    }
    appendAll(f.units, list)
    const m = t.s.missions[f.mission]
    missionProcedure(m.kind)?.onCollect?.(t, f, m, list)
    emit(t, {
      type: 'collect',
      text: `${names(t, list)} ${verb(list, 'joins', 'join')} the flight over ${label(t, f.loc)} (collected, 4.9).`,
      rule: '4.9',
      side: f.side,
      loc: label(t, f.loc),
      units: [...list],
    })
  }
  openWindows(t, f.loc, f.side, list.length ? 'launch' : 'enter') // collecting = launching there (4.13)
}

// ------------------------------------------------------------------ arrival

export function arrive(t: Tx, f: Flight): void {
  const m = t.s.missions[f.mission]
  if (f.purpose === 'mission' && missionProcedure(m.kind)?.onArrive?.(t, f, m)) return
  f.status = 'arrived'
  f.arrivalSeq = ++t.s.counters.arrival
  emit(t, {
    type: 'arrive',
    text:
      f.purpose === 'interception'
        ? `${names(t, f.units)} ${verb(f.units, 'arrives', 'arrive')} at ${label(t, f.loc)} to intercept (4.13).`
        : `${names(t, f.units)} ${verb(f.units, 'arrives', 'arrive')} over the target ${label(t, f.loc)} (4.12).`,
    rule: f.purpose === 'interception' ? '4.13' : '4.12',
    side: f.side,
    loc: label(t, f.loc),
    units: [...f.units],
  })
}

// ------------------------------------------------------------------ interception windows

/** Opens the opponents' interception windows for `side`'s flights in `loc` (4.13; spec §7.2). */
export function openWindows(
  t: Tx,
  loc: Loc,
  side: SideId,
  trigger: 'launch' | 'enter' | 'stop' | 'continue',
  only?: FlightId[],
): void {
  const flights = only ?? flightsIn(t, loc, side).map((f) => f.id)
  if (!flights.length) return
  for (const opp of opponentsOf(t, side)) t.s.windows.push({ loc, side: opp, trigger, flights })
}

export function flightsIn(t: Tx, loc: Loc, side: SideId): Flight[] {
  return Object.values(t.s.flights).filter(
    (f) => f.side === side && f.loc === loc && f.status !== 'setAside' && f.units.length > 0,
  )
}
