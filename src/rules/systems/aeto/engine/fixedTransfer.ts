// The fixed long-distance transfers the scenario prints (`transfers`), made in a side's own Naval
// and Air Phase: air units based at a station of a route — one end, a stop, the other end — are
// "automatically transferred" to a friendly functioning base of another station, passing the stops
// between. It is a Change Base whose hops are the route's legs: no path is traced and nothing may
// intercept it (APTO T6); only the last base must have room, as the last base of any Change Base,
// so the UK Transfer Hex is over-stacked only while passed (4.1, 4.8); "weather permitting" forbids
// a base whose weather grounds air units at either end or a stop passed. The units are Currently
// Committed, or Previously Committed when any base of the way has inclement weather (4.1, 4.27; E8).
// APTO's [A]–[C] (APTO D8): the United States Box to a Hawaiian Islands airbase, or a base in
// Alaska or Panama, three hops. AETO's Trans-Atlantic (4.1): a unit of printed range 7 or more, the
// United States or Canada Box to the Iceland Box as two hops. AETO's Trans-African (4.1): a
// supplied Allied unit of range 16 or more, the UK proper or a base within 16 hexes of Gibraltar to
// the UK Transfer Hex, to Capetown, to a base in North Africa or the Middle East, a hop each.
// A route that counts fewer than three hops leaves the Change Base a hop to fly on: the Trans-
// Atlantic's "third hop" from the Iceland Box "to any friendly base (within transfer range of
// Iceland)" (4.1). That hop is an ordinary one: the units launch from the route's end on a Change
// Base of one hop, traced hex by hex and open to interception, and the route's end is only passed.
// No state field: the units simply change base.
import { baseLoc, basingRefusal, hasRoom } from '../bases'
import { capacityNow } from '../installations'
import type { FixedTransferDef } from '../scenario/schema'
import type { Action, BaseId, SideId, UnitId } from '../types'
import { faceOf, unitName } from '../units'
import { baseLabel, emit, names, refuse, sideName, verb, type Tx } from './core'
import { mutStack, mutUnit } from './draft'
import { actLaunch, launchableAt } from './movement'
import { airDistance } from './geometry'
import { rangeOf } from '../units'

const APTO_RULE = '4.1; APTO D8'

/** The rule a transfer cites: APTO's fixed transfers are its D8; AETO's are written in 4.1 itself. */
function ruleOf(t: Tx): string {
  return t.ctx.variant.id === 'apto' ? APTO_RULE : '4.1'
}

/** What a side may transfer now from one base of a route: each unit and the bases it may go to (the first the default). */
export interface FixedTransferOption {
  transfer: string
  name: string
  from: BaseId
  /** Each unit, the bases it may go to, and for an end reached in fewer than three hops the bases one ordinary hop further on (4.1: the Trans-Atlantic's third hop). */
  units: { id: UnitId; to: BaseId[]; onward?: Partial<Record<BaseId, BaseId[]>> }[]
  /** Every base of the route this base leads to, the nearest first: the hops it counts and the stops it passes. */
  ways: { to: BaseId; hops: number; via: BaseId[] }[]
}

function routes(t: Tx, side: SideId): FixedTransferDef[] {
  return (t.s.scenario.transfers ?? []).filter((r) => r.side === side)
}

/** The stations of a route in order: the `from` end (with every friendly base near `fromNear`), each stop, the `to` end. */
function stations(t: Tx, r: FixedTransferDef): BaseId[][] {
  const named = new Set([...r.from, ...(r.stops ?? []), ...r.to])
  const near: BaseId[] = []
  const hex = r.fromNear ? t.ctx.map.parseLoc(r.fromNear.hex) : null
  if (r.fromNear && hex !== null)
    for (const b of t.ctx.baseDefs.values()) {
      const loc = t.ctx.baseLoc.get(b.id)
      if (named.has(b.id) || b.owner !== r.side || b.carrier !== undefined || loc === undefined) continue
      if (t.ctx.map.isHex(loc) && t.ctx.map.hexDistance(hex, loc) <= r.fromNear.hexes) near.push(b.id)
    }
  return [[...r.from, ...near], ...(r.stops ?? []).map((b) => [b]), [...r.to]]
}

/** The hops of each leg: the scenario's, or one leg of three (APTO D8). */
function legHops(r: FixedTransferDef): readonly number[] {
  return r.hops ?? [3]
}

/** Where a unit at `base` may go along the route: each base of another station, with the stops passed and the hops counted; null when `base` is at no station. */
function waysFrom(t: Tx, r: FixedTransferDef, base: BaseId): FixedTransferOption['ways'] | null {
  const st = stations(t, r)
  const i = st.findIndex((s) => s.includes(base))
  if (i < 0) return null
  const legs = legHops(r)
  const out: FixedTransferOption['ways'] = []
  for (let j = 0; j < st.length; j++) {
    if (j === i) continue
    const [lo, hi] = i < j ? [i, j] : [j, i]
    const hops = legs.slice(lo, hi).reduce((a, b) => a + b, 0)
    const between = st.slice(lo + 1, hi).map((s) => s[0])
    const via = i < j ? between : between.reverse()
    for (const to of st[j]) out.push({ to, hops, via })
  }
  return out.sort((a, b) => a.hops - b.hops) // the nearest first: the dialog's default
}

const HOPS = ['no hops', 'one hop', 'two hops', 'three hops']

/** Why no transfer may be flown now at all, or null (4.1: a Change Base of the side's own Naval and Air Phase). */
function phaseRefusal(t: Tx): string | null {
  if (t.s.turn.phase !== 'navalAndAir')
    return `A fixed transfer is a Change Base of your own Naval and Air Phase (${ruleOf(t)}).`
  return null
}

/** Why `base` cannot take these units at the end of the transfer, or null. */
function destinationRefusal(
  t: Tx,
  r: FixedTransferDef,
  side: SideId,
  to: BaseId,
  via: readonly BaseId[],
  units: readonly UnitId[],
  passed = false,
): string | null {
  for (const b of via) {
    const stop = t.ctx.baseDefs.get(b)
    if (stop?.owner !== side)
      return `${baseLabel(t, b)} is not a friendly base: each hop of a Change Base goes to a friendly base (4.1).`
    if (r.weather === 'permitting' && t.ctx.weatherAt(baseLoc(t.ctx, b)) === 'grounded')
      return `The weather grounds air units at ${baseLabel(t, b)}: the ${r.name} is made weather permitting (4.1; APTO T6).`
  }
  const def = t.ctx.baseDefs.get(to)
  const name = def ? baseLabel(t, to) : JSON.stringify(to)
  if (!def || def.owner !== side)
    return `${name} is not a friendly base: a fixed transfer ends at a friendly base (4.1).`
  if (capacityNow(t.ctx, t.s, to) === 0)
    return `${name} is not functioning (destroyed or under construction): a fixed transfer ends at a functioning base (4.1).`
  if (r.weather === 'permitting' && t.ctx.weatherAt(baseLoc(t.ctx, to)) === 'grounded')
    return `The weather grounds air units at ${name}: the ${r.name} is made weather permitting (4.1; APTO T6).`
  if (passed) return null // only passed on the way to the ordinary hop: over-stacked while passed (4.1, 4.8)
  for (const id of units) {
    const no = basingRefusal(t.ctx, t.s, id, to)
    if (no) return no.why
  }
  if (!hasRoom(t.ctx, t.s, to, units))
    return `${name} has no room for ${names(t, units)}: the last base of a Change Base must not be over-stacked (4.1, 4.8).`
  return null
}

/** Why `unit` may not take the route from its base, or null. */
function unitRefusal(
  t: Tx,
  r: FixedTransferDef,
  side: SideId,
  from: BaseId,
  unit: UnitId,
  may: ReadonlySet<UnitId>,
): string | null {
  if (!may.has(unit))
    return `${unitName(t.ctx, unit)} may not change base from ${baseLabel(t, from)} now: uncommitted, on the ground there, and not grounded by the weather (4.1, 4.27).`
  const range = faceOf(t.ctx, t.s.units[unit]).range
  if (range < r.minRange)
    return `${unitName(t.ctx, unit)} has a printed range of ${range}: the ${r.name} takes units of range ${r.minRange} or more (4.1).`
  if (r.supplied && t.ctx.unitDefs.get(unit)?.outOfSupply)
    return `${unitName(t.ctx, unit)} is out of supply: the ${r.name} takes supplied units only (4.1).`
  return null
}

/**
 * Whether a unit arriving by `way` may fly one ordinary hop on, in the same Change Base (4.1): the way
 * ends at the route's `to` end (the Iceland Box, "then ... as the third hop") and counts fewer than
 * three hops. The reverse way ("vice versa") would fly its ordinary hop first, into the `to` end: not
 * offered.
 */
function mayFlyOn(r: FixedTransferDef, way: { to: BaseId; hops: number }): boolean {
  return way.hops < 3 && r.to.includes(way.to)
}

/**
 * The bases one ordinary hop on from `end` for `unit` (4.1): friendly functioning bases other than
 * the route's own, within twice the unit's range of `end`, that may base it and have room. The launch
 * checks the rest (the weather on the way) when it is flown.
 */
function onwardBases(t: Tx, r: FixedTransferDef, side: SideId, end: BaseId, unit: UnitId): BaseId[] {
  const route = new Set(stations(t, r).flat())
  const from = baseLoc(t.ctx, end)
  const reach = 2 * rangeOf(t.ctx, t.s.units[unit], from)
  const out: BaseId[] = []
  for (const b of t.ctx.basesBySide.get(side) ?? []) {
    // The UK Transfer Hex is entered only "automatically", by its own route (4.1).
    if (route.has(b.id) || b.carrier !== undefined || b.components.some((c) => c.kind === 'UKTransferHex'))
      continue
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined || airDistance(t.ctx, from, loc) > reach) continue
    if (capacityNow(t.ctx, t.s, b.id) === 0 || basingRefusal(t.ctx, t.s, unit, b.id)) continue
    if (hasRoom(t.ctx, t.s, b.id, [unit])) out.push(b.id)
  }
  return out
}

/** The deciding side's transfers open now, per route and base of departure (4.1; APTO D8). */
export function fixedTransferOptions(t: Tx, side: SideId): FixedTransferOption[] {
  if (phaseRefusal(t)) return []
  const out: FixedTransferOption[] = []
  for (const r of routes(t, side)) {
    for (const from of stations(t, r).flat()) {
      const def = t.ctx.baseDefs.get(from)
      if (!def || def.owner !== side) continue
      const may = new Set(launchableAt(t, side, from, true).map((u) => u.id))
      const units: FixedTransferOption['units'] = []
      const ways = waysFrom(t, r, from)!
      for (const id of may) {
        if (unitRefusal(t, r, side, from, id, may)) continue
        const to = ways
          .filter((w) => destinationRefusal(t, r, side, w.to, w.via, [id]) === null)
          .map((w) => w.to)
        // The `to` end reached in fewer than three hops: one ordinary hop further on (4.1); the end is only passed then.
        const onward: Partial<Record<BaseId, BaseId[]>> = {}
        for (const w of ways)
          if (mayFlyOn(r, w) && destinationRefusal(t, r, side, w.to, w.via, [id], true) === null) {
            const on = onwardBases(t, r, side, w.to, id)
            if (on.length) onward[w.to] = on
          }
        if (to.length || Object.keys(onward).length)
          units.push({ id, to, ...(Object.keys(onward).length ? { onward } : {}) })
      }
      if (units.length) out.push({ transfer: r.id, name: r.name, from, units, ways })
    }
  }
  return out
}

/** The units transfer along the route to `a.to`: a Change Base of the legs' hops, at once (4.1; APTO D8, T6). */
export function actFixedTransfer(t: Tx, a: Extract<Action, { type: 'fixedTransfer' }>, side: SideId): void {
  const RULE = ruleOf(t)
  const phase = phaseRefusal(t)
  if (phase) refuse(RULE, phase)
  const r = routes(t, side).find((x) => x.id === a.transfer)
  if (!r)
    refuse(
      RULE,
      `${JSON.stringify(String(a.transfer))} is not a fixed transfer of ${sideName(t, side)} (the scenario's transfers: ${
        routes(t, side)
          .map((x) => `"${x.id}"`)
          .join(', ') || 'none'
      }).`,
    )
  if (!Array.isArray(a.units) || !a.units.length || !a.units.every((u) => typeof u === 'string'))
    refuse(RULE, 'Name the units that transfer: "units": ["b17-1"].')
  if (new Set(a.units).size !== a.units.length) refuse(RULE, 'A unit is listed twice.')
  const first = t.s.units[a.units[0]]
  if (!Object.hasOwn(t.s.units, a.units[0]) || !first || first.side !== side)
    refuse(RULE, `${JSON.stringify(a.units[0])} is not an air unit of ${sideName(t, side)}.`)
  const from = first.base
  const ways = waysFrom(t, r, from)
  if (ways === null)
    refuse(
      RULE,
      `${unitName(t.ctx, first.id)} is at ${baseLabel(t, from)}, at neither end${r.stops ? ' nor a stop' : ''} of the ${r.name}.`,
    )
  const way = typeof a.to === 'string' ? ways.find((w) => w.to === a.to) : undefined
  if (!way)
    refuse(
      RULE,
      `The ${r.name} from ${baseLabel(t, from)} ends at ${ways.map((w) => baseLabel(t, w.to)).join(' or ')}.`,
    )
  const may = new Set(launchableAt(t, side, from, true).map((u) => u.id))
  for (const id of a.units) {
    if (!Object.hasOwn(t.s.units, id) || t.s.units[id].side !== side)
      refuse(RULE, `${JSON.stringify(id)} is not an air unit of ${sideName(t, side)}.`)
    if (t.s.units[id].base !== from)
      refuse(
        RULE,
        `${unitName(t.ctx, id)} is not at ${baseLabel(t, from)}: the units of one transfer leave one base together.`,
      )
    const no = unitRefusal(t, r, side, from, id, may)
    if (no) refuse(RULE, no)
  }
  if (r.weather === 'permitting' && t.ctx.weatherAt(baseLoc(t.ctx, from)) === 'grounded')
    refuse(
      RULE,
      `The weather grounds air units at ${baseLabel(t, from)}: the ${r.name} is made weather permitting (4.1; APTO T6).`,
    )
  const onward = a.onward
  if (onward !== undefined) {
    if (typeof onward !== 'string')
      refuse(
        RULE,
        `"onward" names the base of the ordinary hop after the route, e.g. "london"; got ${JSON.stringify(onward)}.`,
      )
    if (way.hops >= 3)
      refuse(
        RULE,
        `The ${r.name} to ${baseLabel(t, a.to)} counts ${HOPS[way.hops]}: a Change Base has no hop left to fly on (4.1).`,
      )
    if (!mayFlyOn(r, way))
      refuse(
        RULE,
        `The ${r.name} flies on from its far end only (${r.to.map((b) => baseLabel(t, b)).join(', ')}): ${baseLabel(t, a.to)} is not one (4.1).`,
      )
  }
  const no = destinationRefusal(t, r, side, a.to, way.via, a.units, onward !== undefined)
  if (no) refuse(RULE, no)
  // Previously Committed when any base of the way has inclement weather, as any Change Base (4.1; E8); else Current (4.27).
  const inclement = [from, ...way.via, a.to].some((b) => t.ctx.weatherAt(baseLoc(t.ctx, b)) !== 'clear')
  for (const id of a.units) {
    const u = mutUnit(t.s, id)
    const old = mutStack(t.s, from)
    old.splice(old.indexOf(id), 1)
    mutStack(t.s, a.to).push(id)
    u.base = a.to
    u.lastBase = a.to
    if (onward !== undefined) continue // committed when the ordinary hop lands (4.1, 4.27)
    u.commitment = inclement ? 'previous' : 'current'
    u.clearsAt = inclement ? null : 'endOfPhase'
  }
  const passing = way.via.length ? ` by ${way.via.map((b) => baseLabel(t, b)).join(', ')}` : ''
  if (onward !== undefined) {
    emit(t, {
      type: 'fixedTransfer',
      text: `${names(t, a.units)} ${verb(a.units, 'makes', 'make')} the ${r.name} from ${baseLabel(t, from)} to ${baseLabel(t, a.to)}${passing}: ${HOPS[way.hops]} of a Change Base at once, no path traced, no interception; then ${HOPS[3 - way.hops] === 'one hop' ? 'the third hop' : 'a further hop'}, an ordinary one, on to ${baseLabel(t, onward)} (4.1).`,
      rule: RULE,
      side,
      units: [...a.units],
    })
    // The ordinary hop: a launch from the route's end, traced and open to interception (4.1, 4.13).
    actLaunch(
      t,
      { type: 'launch', base: a.to, units: [...a.units], mission: 'changeBase', hops: [onward] },
      side,
      null,
    )
    return
  }
  const cite = t.ctx.variant.id === 'apto' ? '4.1, 4.27; APTO D8' : '4.1, 4.27'
  emit(t, {
    type: 'fixedTransfer',
    text: `${names(t, a.units)} ${verb(a.units, 'makes', 'make')} the ${r.name} from ${baseLabel(t, from)} to ${baseLabel(t, a.to)}${passing}: a Change Base of ${HOPS[way.hops]} at once, no path traced, no interception; ${inclement ? 'Previously Committed (inclement weather)' : 'Currently Committed'} (${cite}).`,
    rule: RULE,
    side,
    units: [...a.units],
  })
}
