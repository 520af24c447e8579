// Air transport (4.23; spec §12.1): ATP points carry Air Supply chits and infantry-type land units
// from their airbase, by way of other friendly functioning airbases where they load and unload,
// to a destination airbase; the whole route within the ATP's range. Cargo is unloaded on arrival
// at no MP cost. The ATPs then stay at the destination or return to their origin (the return needs
// its own range, A-33). Interceptable and escortable like any flight; an ATP point hit in air
// combat is lost with its cargo, the owner choosing which when a 2-point ATP carries two loads
// (D-AC-ATPLOSS). An ATP actuated in an Air Offensive ends Previously Committed (4.23).
import { baseLoc, hasRoom, isCarrier, isGrassAirfield } from '../bases'
import { baseLabel, describeValue, emit, label, names, refuse, sideName, verb, type Tx } from '../engine/core'
import { airDistance } from '../engine/geometry'
import { autoRoute, destination } from '../engine/movement'
import { landUnitNow, landUnitsNow, type LandUnitNow } from '../land'
import type { Action, BaseId, Flight, Loc, Mission, SideId, UnitId, UnitState } from '../types'
import { defOf, faceOf, isAtp, needsRole, rangeOf, unitName } from '../units'
import { fullWeatherEffects, rangeUnder, worstWeather } from '../weather/effects'
import { rangeHalvingRule } from '../weather/reachNote'
import { weatherWay } from '../engine/weatherRoute'
import type { WeatherCondition } from '../scenario/schema'
import { cargoName, isGeneral, landCargoRefused, pointLoadRefused, type CargoItem } from './cargo'
import { capacityNow } from '../installations'
import type { MissionProcedure, Unavailable } from './procedure'
import type { AirTransportState, CargoOrder } from './types'
import { airstripWords } from '../variant'

declare module '../types' {
  interface PendingByKind {
    /** D-AC-ATPLOSS: a 2-point ATP carrying two loads is hit; its owner chooses which point, and which load, is lost (4.23). */
    atpLoss: PendingBase & {
      kind: 'atpLoss'
      mission: string
      atp: UnitId
      points: { point: 1 | 2; cargo: string[] }[]
    }
  }
  interface ActionByType {
    chooseAtpLoss: { type: 'chooseAtpLoss'; point: 1 | 2 }
  }
}

const RULE = '4.23'
const AIR_SUPPLY = 'airSupply'

function st(m: Mission): AirTransportState {
  if (!m.airTransport) throw new Error(`mission ${m.id} is not an air transport`)
  return m.airTransport
}

/** A friendly functioning airbase an ATP may use (4.23): a land base of the side with capacity now, never a grass airfield (4.3). */
export function atpAirbaseRefused(t: Tx, side: SideId, base: unknown): string | null {
  const def = typeof base === 'string' ? t.ctx.baseDefs.get(base) : undefined
  if (!def) return `There is no base ${JSON.stringify(String(base))}.`
  if (def.owner !== side)
    return `${def.name} is not a ${sideName(t, side)} base: an ATP flies between friendly airbases (4.23).`
  if (isCarrier(t.ctx, def.id))
    return `${def.name} is a carrier: an ATP lands only at airbases on land (4.23).`
  if (isGrassAirfield(t.ctx, def.id))
    return `${def.name} is a ${airstripWords(t.s.scenario).name}: an ATP never uses one, not even for a stop (4.3, 4.23).`
  if (capacityNow(t.ctx, t.s, def.id) <= 0)
    return `${def.name} is not functioning (destroyed): an ATP flies to functioning airbases (4.23).`
  if (t.ctx.weatherAt(baseLoc(t.ctx, def.id)) === 'grounded')
    return `${def.name} is in a zone where the weather grounds air units (1.0, 4.23).`
  return null
}

/**
 * Why the ATP `u` cannot fly from `base` by way of `hops` (the destination last), and back when it
 * does not `stay`, or null: the whole route within its range (4.23), the return too (A-33). Its
 * range as the weather leaves it: halved at a base whose weather halves range and, in APTO, by the
 * worst weather of every leg's own route, which goes around grounded zones (1.5, 1.7; E4).
 */
export function atpRouteRefusal(
  t: Tx,
  u: UnitState,
  base: BaseId,
  hops: readonly BaseId[],
  stay: boolean,
): { rule: string; why: string } | null {
  const from = baseLoc(t.ctx, base)
  const dest = hops[hops.length - 1]
  const full = fullWeatherEffects(t.s, t.ctx)
  let weather: WeatherCondition = t.ctx.weatherAt(from)
  const way = (a: Loc, b: Loc): boolean => {
    if (!full) return true
    const w = weatherWay(t, a, b)
    if (w === null) return false
    if (w) weather = worstWeather(weather, w.weather)
    return true
  }
  let total = 0
  let at = from
  for (const h of hops) {
    const next = baseLoc(t.ctx, h)
    if (!way(at, next))
      return {
        rule: '1.5',
        why: `${unitName(t.ctx, u.id)} cannot fly from ${label(t, at)} to ${baseLabel(t, h)}: no route goes around the zones whose weather grounds all air activity this month (APTO 1.5).`,
      }
    total += airDistance(t.ctx, at, next)
    at = next
  }
  const back = !stay && way(at, from)
  if (!stay && !back)
    return {
      rule: '1.5',
      why: `${unitName(t.ctx, u.id)} cannot return from ${baseLabel(t, dest)} to ${baseLabel(t, base)}: no route goes around the zones whose weather grounds all air activity this month (APTO 1.5).`,
    }
  const range = full ? rangeUnder(t.ctx, u, weather) : rangeOf(t.ctx, u, from)
  const halved =
    range < faceOf(t.ctx, u).range ? ` — range halved by the weather, ${rangeHalvingRule(t.ctx, t.s)}` : ''
  if (total > range)
    return {
      rule: RULE,
      why: `${unitName(t.ctx, u.id)} cannot fly this route: ${total} hexes in all, more than its range ${range}${halved} (the whole flight, every stop included, 4.23).`,
    }
  if (!stay && airDistance(t.ctx, at, from) > range)
    return {
      rule: RULE,
      why: `${unitName(t.ctx, u.id)} cannot return from ${baseLabel(t, dest)} to ${baseLabel(t, base)}: ${airDistance(t.ctx, at, from)} hexes, more than its range ${range}${halved} (A-33).`,
    }
  return null
}

/** The friendly airbases an ATP of `side` may fly to: destinations and stops (4.23). */
export function atpAirbases(t: Tx, side: SideId): BaseId[] {
  return (t.ctx.basesBySide.get(side) ?? [])
    .filter((b) => atpAirbaseRefused(t, side, b.id) === null)
    .map((b) => b.id)
}

function hexOf(t: Tx, base: BaseId): string {
  return label(t, baseLoc(t.ctx, base))
}

/** Whether `side` may create an Air Supply chit at this base: a supply source of the side in its hex (4.23; Part 7). */
export function airSupplySource(t: Tx, side: SideId, base: BaseId): boolean {
  const hex = hexOf(t, base)
  return t.s.scenario.supplySources.some((s) => s.side === side && s.hex === hex)
}

/** Land units of `side` in the hex of `base` that an ATP could carry now, with why not for the others (4.23). */
export function carriableAt(
  t: Tx,
  side: SideId,
  base: BaseId,
): { unit: LandUnitNow; refused: string | null }[] {
  const hex = hexOf(t, base)
  return landUnitsNow(t.s)
    .filter((l) => l.hex === hex && t.ctx.nationSide.get(l.nation) === side)
    .map((unit) => ({ unit, refused: landRefused(t, unit) }))
}

function landRefused(t: Tx, l: LandUnitNow): string | null {
  const why = landCargoRefused(l, t.ctx.variant.id)
  if (why) return why
  if (t.s.turn.phase === 'offensive' && (l.activated || l.moved))
    return `${l.name} has been ${l.activated ? 'Activated' : 'moved'} this Offensive Phase: a land unit carried in the Offensive Phase must not have been Activated or moved earlier in it (4.23).`
  return null
}

function landName(t: Tx, id: string): string {
  return t.s.scenario.landUnits.find((l) => l.id === id)?.name ?? id
}

function itemName(t: Tx, c: CargoItem): string {
  return cargoName(c.load, (id) => landName(t, id))
}

/** The ATPs of `side` ready at base that may fly air transport now (uncommitted, operational, in supply). */
function readyAtps(t: Tx, bases: Parameters<MissionProcedure['unavailable']>[2]): UnitId[] {
  return bases.flatMap((b) =>
    b.units.filter((u) => isAtp(t.ctx, u.id) && !t.ctx.unitDefs.get(u.id)?.outOfSupply).map((u) => u.id),
  )
}

// ------------------------------------------------------------------ the plan

function parseOrders(raw: unknown): CargoOrder[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw))
    refuse(
      RULE,
      `"cargo" is a list of loads, like [{ "atp": "x14", "load": "it-inf-1" }] (got ${describeValue(raw)}).`,
    )
  return raw.map((o, i) => {
    if (!o || typeof o !== 'object' || Array.isArray(o))
      refuse(RULE, `cargo[${i}] must be an object with "atp" and "load".`)
    const x = o as Record<string, unknown>
    for (const k of Object.keys(x))
      if (!['atp', 'load', 'point', 'from', 'to'].includes(k))
        refuse(
          RULE,
          `cargo[${i}] has an unknown field ${JSON.stringify(k)} (it has: atp, load, point, from, to).`,
        )
    if (typeof x.atp !== 'string') refuse(RULE, `cargo[${i}].atp must name one of the launched ATPs.`)
    if (typeof x.load !== 'string') refuse(RULE, `cargo[${i}].load must be a land unit id or "airSupply".`)
    if (x.point !== undefined && x.point !== 1 && x.point !== 2)
      refuse(RULE, `cargo[${i}].point is 1 or 2 (got ${describeValue(x.point)}).`)
    if (x.from !== undefined && typeof x.from !== 'string')
      refuse(RULE, `cargo[${i}].from must be a base id.`)
    if (x.to !== undefined && typeof x.to !== 'string') refuse(RULE, `cargo[${i}].to must be a base id.`)
    return x as unknown as CargoOrder
  })
}

/** The loads aboard each ATP point on each leg of the route must fit (4.23; APTO D74). */
function checkCapacity(t: Tx, items: readonly CargoItem[], stops: readonly BaseId[]): string | null {
  for (let leg = 0; leg < stops.length - 1; leg++) {
    const byPoint = new Map<string, (LandUnitNow | 'airSupply')[]>()
    for (const c of items) {
      if (stops.indexOf(c.from) > leg || stops.indexOf(c.to) <= leg) continue
      const key = `${c.atp}:${c.point}`
      const load = c.load.kind === 'airSupply' ? ('airSupply' as const) : landUnitNow(t.s, c.load.land)!
      byPoint.set(key, [...(byPoint.get(key) ?? []), load])
    }
    for (const [key, loads] of byPoint) {
      const why = pointLoadRefused(loads, t.ctx.variant.id)
      if (why) {
        const [atp, point] = key.split(':')
        return `${unitName(t.ctx, atp)} point ${point} from ${baseLabel(t, stops[leg])}: ${why}`
      }
    }
  }
  return null
}

function planCargo(
  t: Tx,
  side: SideId,
  atps: readonly UnitId[],
  orders: readonly CargoOrder[],
  origin: BaseId,
  hops: readonly BaseId[],
): CargoItem[] {
  const stops = [origin, ...hops]
  const dest = hops[hops.length - 1]
  const items: CargoItem[] = []
  const seen = new Set<string>()
  for (const o of orders) {
    if (!atps.includes(o.atp))
      refuse(
        RULE,
        `${JSON.stringify(o.atp)} is not an ATP of this launch: cargo rides only on the launched ATPs (4.23).`,
      )
    if (t.ctx.unitDefs.get(o.atp)?.outOfSupply)
      refuse(RULE, `${unitName(t.ctx, o.atp)} is marked out of supply: it cannot carry anything (4.23).`)
    const from = o.from ?? origin
    const to = o.to ?? dest
    const fi = stops.indexOf(from)
    const ti = stops.lastIndexOf(to)
    if (fi < 0 || fi === stops.length - 1)
      refuse(
        RULE,
        `${JSON.stringify(from)} is not a base of the route where a load can be taken aboard: the launch base or a stop before the destination (4.23).`,
      )
    if (ti <= fi)
      refuse(
        RULE,
        `${baseLabel(t, to)} is not a stop after ${baseLabel(t, from)} on the route: a load is unloaded at a later stop or the destination (4.23).`,
      )
    let load: CargoItem['load']
    if (o.load === AIR_SUPPLY) {
      if (t.ctx.variant.id === 'apto' && t.s.turn.phase === 'offensive')
        refuse(RULE, 'No Air Supply chit is created in the Offensive Phase (APTO 4.1, 4.23).')
      if (!airSupplySource(t, side, from))
        refuse(
          RULE,
          `An Air Supply chit is created only at a supply source of your side (4.23; Part 7): ${baseLabel(t, from)} (${hexOf(t, from)}) is not one.`,
        )
      load = { kind: 'airSupply' }
    } else {
      if (seen.has(o.load)) refuse(RULE, `${landName(t, o.load)} is listed twice.`)
      seen.add(o.load)
      const l = landUnitNow(t.s, o.load)
      if (!l) refuse(RULE, `There is no land unit ${JSON.stringify(o.load)} in play.`)
      if (t.ctx.nationSide.get(l.nation) !== side) refuse(RULE, `${l.name} is not one of your land units.`)
      if (l.hex !== hexOf(t, from))
        refuse(
          RULE,
          `${l.name} is at ${l.hex}, not at ${baseLabel(t, from)} (${hexOf(t, from)}): an ATP loads units in the hex of its airbase (4.23).`,
        )
      const why = landRefused(t, l)
      if (why) refuse(RULE, why)
      load = { kind: 'land', land: l.id }
    }
    const points = t.s.units[o.atp].atpPoints ?? defOf(t.ctx, o.atp).atpPoints ?? 1
    if (o.point !== undefined && o.point > points)
      refuse(RULE, `${unitName(t.ctx, o.atp)} has ${points} point(s): there is no point ${o.point} (4.23).`)
    const general = load.kind === 'land' && isGeneral(landUnitNow(t.s, load.land)!)
    const item: CargoItem = {
      atp: o.atp,
      point: o.point ?? 1,
      load,
      from,
      to: stops[ti],
      status: fi === 0 ? 'aboard' : 'waiting',
    }
    if (o.point === undefined && !general) {
      // The first point with room on every leg this load rides.
      const free = ([1, 2] as const)
        .filter((p) => p <= points)
        .find((p) => checkCapacity(t, [...items, { ...item, point: p }], stops) === null)
      if (free !== undefined) item.point = free
    }
    items.push(item)
    const why = checkCapacity(t, items, stops)
    if (why) refuse(RULE, why)
  }
  return items
}

// ------------------------------------------------------------------ arrival, loss, return

function setLand(t: Tx, id: string, patch: Partial<NonNullable<Tx['s']['land']>[string]>): void {
  t.s.land = { ...(t.s.land ?? {}), [id]: { ...(t.s.land?.[id] ?? {}), ...patch } }
}

function unload(t: Tx, m: Mission, c: CargoItem, base: BaseId, delivered: boolean): void {
  const hex = hexOf(t, base)
  c.status = delivered ? 'delivered' : 'undelivered'
  if (c.load.kind === 'land') {
    setLand(t, c.load.land, { hex, ...(t.s.turn.phase === 'offensive' ? { moved: true } : {}) })
  } else if (delivered) {
    t.s.airSupply = [...(t.s.airSupply ?? []), { side: m.side, hex }]
  }
  emit(t, {
    type: delivered ? 'cargoUnloaded' : 'cargoBack',
    text: delivered
      ? `${unitName(t.ctx, c.atp)} unloads ${itemName(t, c)} at ${baseLabel(t, base)} (${hex}), at no MP cost (4.23).`
      : `${unitName(t.ctx, c.atp)} comes back with ${itemName(t, c)} undelivered: it is unloaded at ${baseLabel(t, base)} (${hex}) (4.23).`,
    rule: RULE,
    side: m.side,
    loc: hex,
    units: [c.atp],
  })
}

/** The flight reached a stop of its route or the destination: unload there, then load (4.23). */
function atStop(t: Tx, f: Flight, m: Mission): void {
  const s = st(m)
  const stop = m.hops[m.hop]
  const flying = new Set(f.units)
  for (const c of s.cargo)
    if (c.status === 'aboard' && c.to === stop && flying.has(c.atp)) unload(t, m, c, stop, true)
  const loaded = s.cargo.filter(
    (c) =>
      c.status === 'waiting' &&
      c.from === stop &&
      flying.has(c.atp) &&
      !(s.lostPoints[c.atp] ?? []).includes(c.point),
  )
  for (const c of loaded) c.status = 'aboard'
  if (loaded.length)
    emit(t, {
      type: 'cargoLoaded',
      text: `At ${baseLabel(t, stop)} (${hexOf(t, stop)}) ${loaded.map((c) => `${unitName(t.ctx, c.atp)} loads ${itemName(t, c)}`).join('; ')}, at no MP cost (4.23).`,
      rule: RULE,
      side: m.side,
      loc: hexOf(t, stop),
    })
}

function eliminateLand(t: Tx, c: CargoItem): void {
  c.status = 'lost'
  if (c.load.kind === 'land') setLand(t, c.load.land, { eliminated: true })
}

/** One point of `atp` is lost with what it carries (4.23). */
function losePoint(t: Tx, m: Mission, atp: UnitId, point: 1 | 2): void {
  const s = st(m)
  s.lostPoints = { ...s.lostPoints, [atp]: [...(s.lostPoints[atp] ?? []), point] }
  const lost: CargoItem[] = []
  for (const c of s.cargo) {
    if (c.atp !== atp || c.point !== point) continue
    if (
      c.status === 'aboard' &&
      !(c.load.kind === 'land' && isGeneral(landUnitNow(t.s, c.load.land) ?? { kind: undefined }))
    ) {
      eliminateLand(t, c)
      lost.push(c)
    } else if (c.status === 'waiting') c.status = 'undelivered'
  }
  emit(t, {
    type: 'cargoLost',
    text: lost.length
      ? `${unitName(t.ctx, atp)} loses point ${point} and ${lost.map((c) => itemName(t, c)).join(' and ')} aboard it: eliminated (4.23).`
      : `${unitName(t.ctx, atp)} loses point ${point}, which carried nothing (4.23).`,
    rule: RULE,
    side: m.side,
    units: [atp],
  })
}

/** Loads aboard each point of `atp` now (Generals ride along on the chit, not on a point). */
function aboardByPoint(t: Tx, s: AirTransportState, atp: UnitId): Map<1 | 2, CargoItem[]> {
  const out = new Map<1 | 2, CargoItem[]>()
  for (const p of [1, 2] as const) if (!(s.lostPoints[atp] ?? []).includes(p)) out.set(p, [])
  for (const c of s.cargo) {
    if (c.atp !== atp || c.status !== 'aboard') continue
    if (c.load.kind === 'land' && isGeneral(landUnitNow(t.s, c.load.land) ?? { kind: undefined })) continue
    out.get(c.point)?.push(c)
  }
  return out
}

// ------------------------------------------------------------------ the procedure

export const airTransport: MissionProcedure = {
  kind: 'airTransport',
  name: 'Air transport',
  rule: RULE,
  unavailable(t, _side, bases): Unavailable | null {
    if (!t.s.scenario.options.airTransport)
      return { rule: RULE, reason: 'Sortie does not fly air transport yet.' }
    const phase = t.s.turn.phase
    if (phase !== 'navalAndAir' && phase !== 'offensive')
      return {
        rule: RULE,
        reason:
          'Air transport is flown in your own Naval and Air Phase or as a mission of an Air Offensive (4.1, 4.23, 4.25).',
      }
    if (!readyAtps(t, bases).length)
      return {
        rule: RULE,
        reason:
          'None of your ATPs is ready to launch: an uncommitted, operational ATP in supply at a functioning airbase (4.23).',
      }
    return null
  },
  unitRefused(t, u, role) {
    const def = defOf(t.ctx, u.id)
    if (def.type === 'ATP') {
      if (def.outOfSupply)
        return {
          rule: RULE,
          reason: `${def.name} is marked out of supply: it carries nothing and may only change base, in the Offensive Phase (4.23).`,
        }
      return null
    }
    if (def.type === 'F' || (needsRole(t.ctx, u.id) && role === 'fighter')) return null
    return {
      rule: RULE,
      reason: `${def.name} cannot fly an air transport: only ATPs fly it, with fighter-role escorts (4.1, 4.23).`,
    }
  },
  onTakeOff(t, _m, u: UnitState) {
    const offensive = t.s.offensivePhase?.current
    if (isAtp(t.ctx, u.id) && offensive?.kind === 'air') return { commitment: 'previous', clearsAt: null } // (4.23)
    return { commitment: 'current', clearsAt: t.s.turn.phase === 'offensive' ? 'endOfPhase' : 'return' } // (4.27)
  },
  plan(t, a, side, units, _from, base) {
    const atps = units.filter((id) => isAtp(t.ctx, id))
    if (!atps.length)
      refuse(RULE, 'An air transport needs at least one ATP; fighters fly with it only as escorts (4.23).')
    if (!Array.isArray(a.hops) || a.hops.length < 1 || a.hops.length > 6)
      refuse(
        RULE,
        'Give the route as "hops": the airbases where the ATPs stop to load or unload, the destination last (one to six bases) (4.23).',
      )
    const hops = a.hops
    let prev = base
    for (const h of hops) {
      const why = atpAirbaseRefused(t, side, h)
      if (why) refuse(RULE, why)
      if (h === prev) refuse(RULE, `${baseLabel(t, h)} is where that leg starts.`)
      prev = h
    }
    const stay = a.stay ?? true
    if (typeof stay !== 'boolean')
      refuse(
        RULE,
        `"stay" is true (the ATPs stay at the destination) or false (they return to ${baseLabel(t, base)}).`,
      )
    const dest = hops[hops.length - 1]
    for (const id of atps) {
      const no = atpRouteRefusal(t, t.s.units[id], base, hops, stay)
      if (no) refuse(no.rule, no.why)
    }
    // An ATP on an Air Transport mission is not changing base: it may not over-stack, not even at a stop (4.8).
    for (const h of hops)
      if ((h !== dest || stay) && !hasRoom(t.ctx, t.s, h, atps))
        refuse(
          '4.8',
          `${baseLabel(t, h)} has no room for the ATPs: an ATP on an Air Transport mission may not over-stack, not even for a stop (4.23, 4.8).`,
        )
    const cargo = planCargo(t, side, atps, parseOrders(a.cargo), base, hops)
    return {
      target: null,
      hops,
      airTransport: { origin: base, atps, cargo, stay, lostPoints: {}, lossDue: [] },
    }
  },
  describe(t, m) {
    const s = st(m)
    const loads = s.cargo.map((c) => itemName(t, c))
    return `fly air transport to ${m.hops.map((h) => baseLabel(t, h)).join(' → ')}${loads.length ? ` carrying ${loads.join(', ')}` : ' with no cargo'}, then ${s.stay ? 'stay there' : `return to ${baseLabel(t, s.origin)}`}`
  },
  destination: (t, m) => baseLoc(t.ctx, m.hops[m.hop]),
  onArrive(t, f, m) {
    atStop(t, f, m)
    if (m.hop < m.hops.length - 1) {
      m.hop++
      f.plan = autoRoute(t, f.loc, destination(t, f))
      return true
    }
    f.status = 'arrived'
    f.arrivalSeq = ++t.s.counters.arrival
    emit(t, {
      type: 'arrive',
      text: `${names(t, f.units)} ${verb(f.units, 'arrives', 'arrive')} at ${baseLabel(t, m.hops[m.hop])} (${label(t, f.loc)}), the destination of the air transport (4.23).`,
      rule: RULE,
      side: f.side,
      loc: label(t, f.loc),
      units: [...f.units],
    })
    return true
  },
  onAtpHit(t, m, atp, eliminated) {
    const s = st(m)
    if (!s.atps.includes(atp)) return
    if (eliminated) {
      const lost = s.cargo.filter((c) => c.atp === atp && c.status === 'aboard')
      for (const c of lost) eliminateLand(t, c)
      for (const c of s.cargo) if (c.atp === atp && c.status === 'waiting') c.status = 'undelivered'
      if (lost.length)
        emit(t, {
          type: 'cargoLost',
          text: `${lost.map((c) => itemName(t, c)).join(' and ')} ${verb(lost, 'is', 'are')} lost with ${unitName(t.ctx, atp)}: eliminated (4.23).`,
          rule: RULE,
          side: m.side,
          units: [atp],
        })
      return
    }
    const points = aboardByPoint(t, s, atp)
    const loaded = [...points].filter(([, cs]) => cs.length > 0)
    if (loaded.length === points.size && points.size > 1) {
      s.lossDue = [...s.lossDue, atp] // both points carry a load: the owner chooses (D-AC-ATPLOSS)
      return
    }
    const empty = [...points].find(([, cs]) => cs.length === 0)?.[0] ?? [...points.keys()][0]
    losePoint(t, m, atp, empty)
  },
  returnBases(t, m, u) {
    const s = st(m)
    if (!s.atps.includes(u.id)) return null
    const f = t.s.flights[u.aloft!.flight]
    const dest = m.hops[m.hops.length - 1]
    const reached =
      !u.aborted && f?.status === 'arrived' && f.loc === baseLoc(t.ctx, dest) && f.units.includes(u.id)
    // It stays at the destination, or returns to its origin (4.1, 4.23); an ATP that did not get there goes back (4.17).
    if (reached && s.stay && hasRoom(t.ctx, t.s, dest, [u.id])) return [dest]
    return [s.origin]
  },
  onLand(t, m, unit, base) {
    const s = st(m)
    for (const c of s.cargo) {
      if (c.atp !== unit) continue
      if (c.status === 'waiting') c.status = 'undelivered'
      if (c.status !== 'aboard') continue
      if (
        c.from === base ||
        (c.load.kind === 'land' && landUnitNow(t.s, c.load.land)?.hex === hexOf(t, base))
      ) {
        c.status = 'undelivered'
        emit(t, {
          type: 'cargoBack',
          text: `${unitName(t.ctx, unit)} comes back to ${baseLabel(t, base)} with ${itemName(t, c)} undelivered (4.23).`,
          rule: RULE,
          side: m.side,
          units: [unit],
        })
      } else unload(t, m, c, base, false)
    }
  },
  interruptsCombat: (_t, m) => (m.airTransport?.lossDue.length ?? 0) > 0,
  urgent(t, m) {
    const s = m.airTransport
    if (!s?.lossDue.length) return null
    const atp = s.lossDue[0]
    const points = [...aboardByPoint(t, s, atp)].map(([point, cs]) => ({
      point,
      cargo: cs.map((c) => itemName(t, c)),
    }))
    return {
      kind: 'atpLoss',
      side: m.side,
      mission: m.id,
      atp,
      points,
      rule: RULE,
      prompt: `${unitName(t.ctx, atp)} is hit and loses one of its two points: choose which point is lost, with the load it carries (4.23).`,
    }
  },
  actions: {
    chooseAtpLoss: { point: 'number' },
  },
  decisions: { atpLoss: ['chooseAtpLoss'] },
  act(t, a, p, m) {
    if (a.type !== 'chooseAtpLoss' || p.kind !== 'atpLoss') return
    if (!p.points.some((x) => x.point === a.point))
      refuse(
        RULE,
        `Choose point ${p.points.map((x) => x.point).join(' or ')} of ${unitName(t.ctx, p.atp)} (got ${describeValue(a.point)}).`,
      )
    const s = st(m)
    s.lossDue = s.lossDue.filter((x) => x !== p.atp)
    losePoint(t, m, p.atp, a.point)
  },
  legal(_state, p): Action[] {
    if (p.kind !== 'atpLoss') return []
    return p.points.map((x) => ({ type: 'chooseAtpLoss', side: p.side, point: x.point }))
  },
}

/** What the plan dialog offers for an air transport from `base`: destinations and stops, loads there (with why not), Air Supply (4.23). */
export interface AirTransportChoices {
  /** `outOfReach`: why the ATPs chosen cannot fly on to it after the stops chosen (their range, halved by the weather or not), or null; absent when no ATP is given. */
  bases: { id: BaseId; name: string; hex: string; distance: number; outOfReach?: string | null }[]
  /** The land units at the launch base; a General rides on the chit, beside the points' loads (4.23, 4.24). */
  loads: AirTransportLoad[]
  airSupply: boolean
  /** Each stop of the route chosen (before the destination): what may be taken aboard there (4.23). */
  stops: { id: BaseId; name: string; loads: AirTransportLoad[]; airSupply: boolean }[]
}

export interface AirTransportLoad {
  id: string
  name: string
  kind: string
  general: boolean
  refused: string | null
}

function loadsAt(t: Tx, side: SideId, base: BaseId): AirTransportLoad[] {
  return carriableAt(t, side, base).map(({ unit, refused }) => ({
    id: unit.id,
    name: unit.name,
    kind: unit.kind ?? '',
    general: isGeneral(unit),
    refused,
  }))
}

export function airTransportChoicesAt(
  t: Tx,
  side: SideId,
  base: BaseId,
  route?: { atps: readonly UnitId[]; hops: readonly BaseId[] },
): AirTransportChoices {
  const from = baseLoc(t.ctx, base)
  const atps = (route?.atps ?? []).filter((id) => Object.hasOwn(t.s.units, id) && isAtp(t.ctx, id))
  const outOfReach = (b: BaseId): string | null => {
    for (const id of atps) {
      const no = atpRouteRefusal(t, t.s.units[id], base, [...(route?.hops ?? []), b], true)
      if (no) return no.why
    }
    return null
  }
  return {
    bases: atpAirbases(t, side)
      .filter((b) => b !== base)
      .map((b) => ({
        id: b,
        name: baseLabel(t, b),
        hex: hexOf(t, b),
        distance: airDistance(t.ctx, from, baseLoc(t.ctx, b)),
        ...(atps.length ? { outOfReach: outOfReach(b) } : {}),
      }))
      .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name)),
    loads: loadsAt(t, side, base),
    airSupply: airSupplySource(t, side, base),
    stops: (route?.hops ?? [])
      .slice(0, -1)
      .filter((b) => t.ctx.baseDefs.has(b))
      .map((b) => ({
        id: b,
        name: baseLabel(t, b),
        loads: loadsAt(t, side, b),
        airSupply: airSupplySource(t, side, b),
      })),
  }
}
