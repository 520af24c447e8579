// The APTO Counterstrike (APTO 4.1; D7), the third mission of the enemy Naval and Air Phase: an
// uncommitted fighter-bomber or Naval-Air unit flies an Air Interception in the Bomber role, makes no
// air combat attack in the combat it causes (a bomber never attacks, 4.16; nor may it dump its
// ordnance to), and — if neither eliminated nor aborted there — flies on from that combat hex to a
// located enemy flotilla within its printed range of its launching base, and makes an Air-Naval
// attack (4.20) like an Air-Naval Interception. It may be intercepted again on that leg (4.13).
//
// Reading (APTO spec A9): the target must be within range of the launching base, counted as for
// any strike (4.15); the leg from the combat hex is as long as the shortest route there; the unit
// returns to base by the usual rules (4.2) at the end of the Step. A cancelled engagement (4.13)
// fought no combat: its counterstrikers are set aside like any interceptor.
import { baseLoc } from '../bases'
import { airNavalTargets, mayReach, routeCost } from '../missions/airNaval'
import { navalAA, navalAttackCount, navalAttackOdds, shipSide, spentAgainst } from '../naval/ships'
import type {
  CounterstrikeOption,
  CounterstrikeTarget,
  Engagement,
  InterceptorOption,
  Loc,
  Pending,
  SideId,
  UnitId,
} from '../types'
import { defOf, unitName } from '../units'
import { emit, label, nameOrId, names, refuse, sideName, verb, type Tx } from './core'
import { mutUnit } from './draft'
import { autoRoute, checkRoute, newFlight, openWindows } from './movement'

const RULE = '4.1'

type DeclarePending = Extract<Pending, { kind: 'declare' }>
type CounterstrikePending = Extract<Pending, { kind: 'counterstrike' }>

/** This game plays the Counterstrike: APTO, unless the scenario's option says otherwise (pinned off for version 7 saves). */
export function counterstrikePlayed(t: Tx): boolean {
  return t.s.scenario.options.counterstrike ?? t.ctx.variant.counterstrike
}

/** A Counterstrike is flown by the side whose enemy's Naval and Air Phase it is (APTO 4.1: "During an enemy Naval and Air Phase"). */
function counterstrikeNow(t: Tx, side: SideId): boolean {
  return counterstrikePlayed(t) && t.s.turn.phase === 'navalAndAir' && side !== t.s.turn.phasingSide
}

/** The unit may fly as a bomber on a Counterstrike: a fighter-bomber or Naval-Air unit, uncommitted (APTO 4.1). */
function mayCounterstrike(t: Tx, id: UnitId): boolean {
  const type = defOf(t.ctx, id).type
  return (type === 'FB' || type === 'N') && t.s.units[id].commitment === 'none'
}

/** Located enemy ships the unit may strike from `from` (its base): within its printed range, not spent against them (4.15, 4.29). */
function inReach<T extends { loc: Loc; inPort: boolean }>(
  t: Tx,
  id: UnitId,
  from: Loc,
  targets: readonly T[],
): T[] {
  return targets.filter((x) => !spentAgainst(t.ctx, t.s, id, x.loc) && mayReach(t, id, from, x.loc))
}

/** The interceptors of a declaration that may fly a Counterstrike instead, with the flotillas each could strike (APTO 4.1). */
export function counterstrikeOptions(
  t: Tx,
  side: SideId,
  interceptors: readonly InterceptorOption[],
): CounterstrikeOption[] {
  if (!interceptors.length || !counterstrikeNow(t, side)) return []
  const targets = airNavalTargets(t, side)
  if (!targets.length) return []
  const out: CounterstrikeOption[] = []
  for (const g of interceptors) {
    const from = t.ctx.baseLoc.get(g.base)
    if (from === undefined) continue
    for (const u of g.units) {
      if (!mayCounterstrike(t, u.id)) continue
      const reach = inReach(t, u.id, from, targets)
      if (reach.length)
        out.push({
          id: u.id,
          base: g.base,
          targets: reach.map((x) => ({ loc: label(t, x.loc), inPort: x.inPort, ships: x.ships })),
        })
    }
  }
  return out
}

/** The declaration's `counterstrike` field, present only when one may be flown (older games' decisions stay as they were). */
export function counterstrikeField(
  t: Tx,
  side: SideId,
  interceptors: readonly InterceptorOption[],
): { counterstrike?: CounterstrikeOption[] } {
  const options = counterstrikeOptions(t, side, interceptors)
  return options.length ? { counterstrike: options } : {}
}

/** The declaration's Counterstrike units, checked against the offer (before the declaration changes the state). */
export function checkCounterstrike(t: Tx, p: DeclarePending, list: unknown, groups: unknown): UnitId[] {
  if (list === undefined) return []
  if (!Array.isArray(list))
    refuse(
      RULE,
      '"counterstrike" is a list of declared interceptors that fly as bombers on a Counterstrike, e.g. ["sbd-1"] (APTO 4.1).',
    )
  if (!list.length) return []
  const offered = p.counterstrike ?? []
  if (!offered.length) {
    if (!counterstrikePlayed(t))
      refuse(RULE, 'This game plays no Counterstrike: it is a mission of APTO (APTO 4.1, D7).')
    if (t.s.turn.phase !== 'navalAndAir' || p.side === t.s.turn.phasingSide)
      refuse(RULE, 'A Counterstrike is flown only in the enemy’s Naval and Air Phase (APTO 4.1).')
    refuse(
      RULE,
      'No interceptor here may fly a Counterstrike: it takes an uncommitted fighter-bomber or Naval-Air unit with a located enemy flotilla within range of its base (APTO 4.1).',
    )
  }
  const declared = new Set(
    Array.isArray(groups)
      ? (groups as { units?: unknown }[]).flatMap((g) =>
          Array.isArray(g?.units) ? (g.units as unknown[]) : [],
        )
      : [],
  )
  const seen = new Set<unknown>()
  for (const id of list as unknown[]) {
    if (seen.has(id)) refuse(RULE, `${nameOrId(t, id)} is listed twice for the Counterstrike.`)
    seen.add(id)
    if (!offered.some((o) => o.id === id))
      refuse(
        RULE,
        `${nameOrId(t, id)} cannot fly a Counterstrike: only an uncommitted fighter-bomber or Naval-Air unit declared here, with a located enemy flotilla within range of its base (APTO 4.1).`,
      )
    if (!declared.has(id))
      refuse(
        RULE,
        `${nameOrId(t, id)} flies the Counterstrike as one of the interceptors: list it in "groups" too (APTO 4.1).`,
      )
  }
  return list as UnitId[]
}

/** The declared engagement `e` carries these counterstrikers: they launch as bombers (APTO 4.1). */
export function noteCounterstrike(t: Tx, e: Engagement, units: readonly UnitId[]): void {
  e.counterstrike = [...(e.counterstrike ?? []), ...units]
  const one = units.length === 1
  emit(t, {
    type: 'counterstrikeDeclared',
    text: `${names(t, units)} ${verb(units, 'flies', 'fly')} this interception as ${one ? 'a bomber' : 'bombers'} on a Counterstrike: no air combat attack at ${label(t, e.loc)}; if neither eliminated nor aborted, ${one ? 'it' : 'they'} may then strike a located enemy flotilla within range of ${one ? 'its' : 'their'} base (APTO 4.1, D7).`,
    rule: RULE,
    side: e.declaringSide ?? undefined,
    loc: label(t, e.loc),
    units: [...units],
    engagement: e.id,
  })
}

/** Counterstrikers of `e` still over its hex after the combat: neither eliminated nor aborted (APTO 4.1). */
function survivors(t: Tx, e: Engagement): UnitId[] {
  return (e.counterstrike ?? []).filter((id) => {
    const u = t.s.units[id]
    const f = u.aloft ? t.s.flights[u.aloft.flight] : undefined
    return (
      !u.eliminated &&
      !u.aborted &&
      !!f &&
      f.engagement === e.id &&
      f.purpose === 'interception' &&
      u.aloft!.loc === e.loc
    )
  })
}

/** Located enemy flotillas the survivors may strike now, each with those whose base has it within range, and the MP from the combat hex. */
function strikeTargets(t: Tx, e: Engagement, units: readonly UnitId[]): CounterstrikeTarget[] {
  const out: CounterstrikeTarget[] = []
  for (const x of airNavalTargets(t, e.declaringSide!)) {
    const able = units.filter((id) => inReach(t, id, baseLoc(t.ctx, t.s.units[id].base), [x]).length > 0)
    const mp = routeCost(t, e.loc, x.loc)
    if (able.length && mp !== Infinity)
      out.push({ loc: label(t, x.loc), inPort: x.inPort, ships: x.ships, units: able, mp })
  }
  return out
}

/** D-COUNTERSTRIKE, once an engagement with counterstrikers is over: its survivors strike, or are set aside (APTO 4.1). */
export function counterstrikeDecision(t: Tx): Pending | 'progress' | null {
  if (t.s.turn.phase !== 'navalAndAir' || !counterstrikePlayed(t)) return null
  for (const e of Object.values(t.s.engagements)) {
    if (!e.counterstrike || e.counterstrikeOver || e.status !== 'resolved') continue
    const units = survivors(t, e)
    const targets = units.length ? strikeTargets(t, e, units) : []
    if (!targets.length) {
      e.counterstrikeOver = true
      emit(t, {
        type: 'counterstrikeOver',
        text: units.length
          ? `${names(t, units)} may strike no located enemy flotilla within range of ${units.length === 1 ? 'its' : 'their'} base now: no Counterstrike from ${label(t, e.loc)}; set aside there until the end of the Step (APTO 4.1).`
          : `No counterstriker is left at ${label(t, e.loc)} (eliminated or aborted in the combat): no Counterstrike (APTO 4.1).`,
        rule: RULE,
        side: e.declaringSide ?? undefined,
        engagement: e.id,
      })
      return 'progress'
    }
    return {
      kind: 'counterstrike',
      side: e.declaringSide!,
      engagement: e.id,
      units,
      targets,
      rule: RULE,
      loc: label(t, e.loc),
      prompt: `Counterstrike: ${names(t, units)} came through the combat at ${label(t, e.loc)}; strike a located enemy flotilla within range of ${units.length === 1 ? 'its' : 'their'} base, or not (APTO 4.1).`,
    }
  }
  return null
}

/** The survivors fly on from the combat hex to strike the located ships at the target: an Air-Naval attack (APTO 4.1; 4.15, 4.20). */
export function actCounterstrike(
  t: Tx,
  p: CounterstrikePending,
  target: unknown,
  inPort: unknown,
  units: unknown,
): void {
  if (typeof target !== 'string')
    refuse(
      RULE,
      `The target is the hex label of located enemy ships in quotes, like "0805": ${p.targets.map((x) => x.loc + (x.inPort ? ' (in port)' : '')).join(', ')} (APTO 4.1).`,
    )
  const port = inPort === true
  const tg = p.targets.find((x) => x.loc === target && x.inPort === port)
  if (!tg)
    refuse(
      RULE,
      `No located enemy flotilla ${port ? 'in port' : 'at sea'} at ${target} is within range of the counterstrikers' bases: ${p.targets.map((x) => x.loc + (x.inPort ? ' (in port)' : '')).join(', ')} (APTO 4.1).`,
    )
  let flying: UnitId[] = tg.units
  if (units !== undefined) {
    if (!Array.isArray(units) || !units.length)
      refuse(
        RULE,
        'List the counterstrikers that strike, e.g. ["sbd-1"] (leave "units" out for all of them).',
      )
    const seen = new Set<unknown>()
    for (const id of units as unknown[]) {
      if (seen.has(id)) refuse(RULE, `${nameOrId(t, id)} is listed twice.`)
      seen.add(id)
      if (!p.units.includes(id as UnitId))
        refuse(
          RULE,
          `${nameOrId(t, id)} is not a counterstriker that came through the combat at ${p.loc} (APTO 4.1).`,
        )
      if (!tg.units.includes(id as UnitId))
        refuse(
          RULE,
          `${nameOrId(t, id)} cannot strike ${target}: it is beyond ${unitName(t.ctx, id as UnitId)}'s range of its base (APTO 4.1, 4.15).`,
        )
    }
    flying = units as UnitId[]
  }
  const e = t.s.engagements[p.engagement]
  e.counterstrikeOver = true
  const loc = t.ctx.map.parseLoc(target)!
  const bases = [...new Set(flying.map((id) => t.s.units[id].base))]
  const id = `M${++t.s.counters.mission}`
  t.s.missions[id] = {
    id,
    side: p.side,
    kind: 'airNaval',
    target: loc,
    hops: [],
    hop: 0,
    basesLaunched: bases,
    airNaval: {
      inPort: port,
      stage: 'waiting',
      made: {},
      aaHits: {},
      roll: null,
      chits: 0,
      counterstrike: { from: e.loc, mp: tg.mp },
    },
  }
  const f = newFlight(t, {
    side: p.side,
    mission: id,
    purpose: 'mission',
    engagement: null,
    units: [...flying],
    loc: e.loc,
    launchBase: bases[0],
  })
  for (const uid of flying) {
    const u = mutUnit(t.s, uid)
    const old = t.s.flights[u.aloft!.flight]
    if (old) old.units = old.units.filter((x) => x !== uid)
    u.aloft = { ...u.aloft!, flight: f.id, setAside: false }
    u.mp = 0
  }
  const route = autoRoute(t, e.loc, loc)
  checkRoute(t, f, route, Object.fromEntries(flying.map((uid) => [uid, 0])))
  f.plan = route
  const one = flying.length === 1
  emit(t, {
    type: 'counterstrike',
    text: `${names(t, flying)} ${verb(flying, 'flies', 'fly')} on from ${label(t, e.loc)} to strike the located ships ${port ? 'in port ' : ''}at ${target}, ${tg.mp} MP away: a Counterstrike, the target within range of ${one ? 'its' : 'their'} base (APTO 4.1, D7).`,
    rule: RULE,
    side: p.side,
    loc: label(t, e.loc),
    units: [...flying],
  })
  t.s.active.unshift(f.id)
  openWindows(t, e.loc, p.side, 'continue', [f.id]) // it may be intercepted again on its way (4.13)
}

/** The side lets its counterstrikers be: they stay set aside where they fought until the end of the Step (4.13; APTO 4.1). */
export function actDeclineCounterstrike(t: Tx, p: CounterstrikePending): void {
  t.s.engagements[p.engagement].counterstrikeOver = true
  emit(t, {
    type: 'counterstrikeDeclined',
    text: `${sideName(t, p.side)} flies no Counterstrike from ${p.loc}: ${names(t, p.units)} ${verb(p.units, 'stays', 'stay')} set aside there until the end of the Step (APTO 4.1).`,
    rule: RULE,
    side: p.side,
  })
}

/** Exact odds of one attack of `bomber` on `ship` at a Counterstrike target (4.20, 4.21), and its number of attacks. */
export function counterstrikeOdds(
  t: Tx,
  bomber: UnitId,
  target: { loc: string; inPort: boolean },
  ship: string,
) {
  const loc = t.ctx.map.parseLoc(target.loc)!
  const aa = navalAA(t.ctx, t.s, loc, target.inPort, shipSide(t.ctx, ship))
  return {
    ...navalAttackOdds(t.ctx, t.s, t.s.units[bomber], ship, target.inPort, aa),
    aa: aa.value,
    attacks: navalAttackCount(t.ctx, t.s.units[bomber]),
  }
}

/** Every legal answer to D-COUNTERSTRIKE: no strike; each target with all its counterstrikers, and each one alone. */
export function legalCounterstrike(p: CounterstrikePending): import('../types').Action[] {
  const out: import('../types').Action[] = [{ type: 'pass', side: p.side }]
  for (const x of p.targets) {
    const at = { target: x.loc, ...(x.inPort ? { inPort: true } : {}) }
    out.push({ type: 'counterstrike', side: p.side, ...at })
    if (x.units.length > 1)
      for (const u of x.units) out.push({ type: 'counterstrike', side: p.side, ...at, units: [u] })
  }
  return out
}
