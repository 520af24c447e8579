// Forced Rebase (4.7; spec §4.6, A-28; D-BASE-FORCED): when bombing destroys an airbase so that it
// holds no air unit any more, each unit on the ground there flies one hop of at most twice its
// range to another friendly base: never a grass airfield for an ATP or a bomber, never where the
// weather grounds air units; a base with room if there is one (even farther from supply); among
// those, one closer to the side's nearest supply source than the lost base, if any (A-28); else an
// airbase (not an airfield) over-stacked up to twice its capacity (4.8). It cannot be
// intercepted; the unit becomes Previously Committed. A unit with nowhere to go, or already
// over-stacked when the base was lost, is eliminated. The owner picks among the legal bases, one
// unit at a time (a single legal base is taken at once).
import { fullWeatherEffects, rangeBetween } from '../weather/effects'
import {
  baseLoc,
  basingRefusal,
  hasRoom,
  isCarrier,
  isGrassAirfield,
  mayOverStack,
  operationalSet,
} from '../bases'
import type { Action, BaseId, GameState, Loc, Pending, SideId, UnitId } from '../types'
import { defOf, rangeOf, unitName } from '../units'
import { capacityNow } from '../installations'
import { eliminate } from './losses'
import { baseLabel, emit, label, names, refuse, sideName, type Tx } from './core'
import { contextOf } from '../context'
import { arrived } from './stackOrder'
import { mutBasing, mutStack, mutUnit } from './draft'
import { airDistance } from './geometry'
import { scenarioEnded } from './summary'
import { airstripWords } from '../variant'
import type { RebaseDestination } from '../state/forcedRebase'
export type { ForcedRebaseState, RebaseDestination } from '../state/forcedRebase'

const RULE = '4.7'

function onGround(t: Tx, base: BaseId): UnitId[] {
  return (t.s.stacks[base] ?? []).filter((id) => !t.s.units[id].eliminated && !t.s.units[id].aloft)
}

/** Units on the ground at `base` beyond its capacity now: asked before the base is lost (4.7, 4.8). */
export function overStackedAt(t: Tx, base: BaseId): UnitId[] {
  const operational = operationalSet(t.ctx, t.s, base)
  return onGround(t, base).filter((id) => !operational.has(id))
}

/** `base` was lost: its units on the ground will rebase, except `overStacked` (over-stacked before it was lost: eliminated, 4.7). */
export function baseLost(t: Tx, base: BaseId, cause: string, overStacked: readonly UnitId[]): void {
  if (!t.s.scenario.options.forcedRebase || !onGround(t, base).length) return
  ;(t.s.forcedRebase ??= []).push({ base, cause, eliminate: [...overStacked] })
}

function supplyDistance(t: Tx, side: SideId, loc: Loc): number | null {
  let best: number | null = null
  for (const s of t.s.scenario.supplySources) {
    if (s.side !== side) continue
    const at = t.ctx.map.parseLoc(s.hex)
    if (at === null) continue
    const d = airDistance(t.ctx, loc, at)
    if (best === null || d < best) best = d
  }
  return best
}

/** The bases a unit may rebase to, by the priorities of 4.7 (A-28); empty: it is eliminated. */
export function rebaseDestinations(t: Tx, unit: UnitId, from: BaseId): RebaseDestination[] {
  const u = t.s.units[unit]
  const def = defOf(t.ctx, unit)
  const fromLoc = baseLoc(t.ctx, from)
  const reach = 2 * rangeOf(t.ctx, u, fromLoc) // one hop of twice the range, weather-halved (4.7)
  const reachable: { base: BaseId; loc: Loc; distance: number }[] = []
  const full = fullWeatherEffects(t.s, t.ctx)
  for (const b of t.ctx.basesBySide.get(u.side) ?? []) {
    if (b.id === from || isCarrier(t.ctx, b.id)) continue
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined) continue
    // Out of reach (the test below, first: the others ask about the base's units and installations).
    if (!full && airDistance(t.ctx, fromLoc, loc) > reach) continue
    if ((def.type === 'ATP' || def.type === 'B') && isGrassAirfield(t.ctx, b.id)) continue // (4.7)
    if (basingRefusal(t.ctx, t.s, unit, b.id)) continue // a Floatplane only to a port; never a fifth Small Fighter (APTO 4.0, 4.2; D1, D16)
    if (t.ctx.weatherAt(loc) === 'grounded') continue // (4.7)
    if (capacityNow(t.ctx, t.s, b.id) <= 0) continue // not functioning
    const distance = airDistance(t.ctx, fromLoc, loc)
    const hop = full ? 2 * rangeBetween(t.ctx, t.s, u, fromLoc, loc) : reach // a zone entered halves the range too (APTO 1.7)
    if (distance <= hop) reachable.push({ base: b.id, loc, distance })
  }
  const closer = (list: typeof reachable) => {
    const here = supplyDistance(t, u.side, fromLoc)
    if (here === null) return list
    const better = list.filter((x) => (supplyDistance(t, u.side, x.loc) ?? Infinity) < here)
    return better.length ? better : list
  }
  const withRoom = reachable.filter((x) => hasRoom(t.ctx, t.s, x.base, [unit]))
  let legal = withRoom.length ? closer(withRoom) : []
  let overStacks = false
  if (!legal.length) {
    // Nothing without over-stacking: an airbase (not an airfield) up to twice its capacity (4.7, 4.8).
    overStacks = true
    legal = closer(reachable.filter((x) => mayOverStack(t.ctx, t.s, x.base))) // never a port using artificial places (4.5, 4.8)
  }
  return legal
    .sort((a, b) => a.distance - b.distance || a.base.localeCompare(b.base))
    .map((x) => ({ base: x.base, hex: label(t, x.loc), distance: x.distance, overStacks }))
}

function eliminateOnGround(t: Tx, id: UnitId, why: string): void {
  eliminate(t, id)
  emit(t, {
    type: 'eliminated',
    text: `${unitName(t.ctx, id)} is eliminated: ${why} (4.7).`,
    rule: RULE,
    side: t.s.units[id].side,
    units: [id],
  })
}

function move(t: Tx, id: UnitId, to: BaseId, dest: RebaseDestination | undefined): void {
  const u = mutUnit(t.s, id)
  const from = u.base
  const old = mutStack(t.s, from)
  old.splice(old.indexOf(id), 1)
  mutStack(t.s, to).push(id)
  u.base = to
  u.lastBase = to
  u.commitment = 'previous' // (4.7, 4.27)
  u.clearsAt = null
  emit(t, {
    type: 'forcedRebase',
    text: `Forced Rebase: ${unitName(t.ctx, id)} flies from ${baseLabel(t, from)} to ${baseLabel(t, to)}${dest?.overStacks ? ', over-stacked: no base with room was in reach' : ''}; it cannot be intercepted and is Previously Committed (4.7).`,
    rule: RULE,
    side: u.side,
    units: [id],
  })
  arrived(t, to, id) // over-stacking it: its owner places it in the stack (4.8; A-69)
}

/** The next unit to rebase: a decision when it has a choice, else it moves or is eliminated at once ('progress'). */
export function forcedRebaseDecision(t: Tx): Pending | 'progress' | null {
  const queue = t.s.forcedRebase
  if (!queue?.length) return null
  if (t.s.turn.ended || scenarioEnded(t.s)) {
    delete t.s.forcedRebase // the scenario is over: nothing flies any more
    return null
  }
  const fr = queue[0]
  const ground = onGround(t, fr.base)
  if (!ground.length) {
    queue.shift()
    if (!queue.length) delete t.s.forcedRebase
    return 'progress'
  }
  const id = ground[0]
  if (fr.eliminate.includes(id)) {
    eliminateOnGround(t, id, `it was over-stacked at ${baseLabel(t, fr.base)} when ${fr.cause}`)
    return 'progress'
  }
  if (fullWeatherEffects(t.s, t.ctx) && t.ctx.weatherAt(baseLoc(t.ctx, fr.base)) === 'grounded') {
    const zone = t.ctx.weatherZoneName(baseLoc(t.ctx, fr.base))
    eliminateOnGround(
      t,
      id,
      `the weather${zone ? ` of its zone (${zone})` : ''} grounds all air activity, a Forced Rebase included, so it cannot leave ${baseLabel(t, fr.base)} after ${fr.cause} (APTO 1.5; W5)`,
    )
    return 'progress'
  }
  const dests = rebaseDestinations(t, id, fr.base)
  if (!dests.length) {
    eliminateOnGround(t, id, `no friendly base within twice its range can take it after ${fr.cause}`)
    return 'progress'
  }
  if (dests.length === 1) {
    move(t, id, dests[0].base, dests[0])
    return 'progress'
  }
  return {
    kind: 'forcedRebase',
    side: t.s.units[id].side,
    base: fr.base,
    unit: id,
    destinations: dests,
    rule: RULE,
    loc: label(t, baseLoc(t.ctx, fr.base)),
    prompt: `${baseLabel(t, fr.base)} is lost (${fr.cause}): choose where ${unitName(t.ctx, id)} makes its Forced Rebase (one hop, at most twice its range; the legal bases only, 4.7).`,
  }
}

export function actForcedRebase(t: Tx, p: Extract<Pending, { kind: 'forcedRebase' }>, to: unknown): void {
  const dest = p.destinations.find((d) => d.base === to)
  if (!dest)
    refuse(
      RULE,
      `${unitName(t.ctx, p.unit)} may rebase only to ${p.destinations.map((d) => baseLabel(t, d.base)).join(', ')}: within twice its range, with room if any base in reach has room, closer to supply if it can (4.7).`,
    )
  move(t, p.unit, dest.base, dest)
}

/** Every legal answer (fuzzer, bot, runner). */
export function legalForcedRebase(_state: GameState, p: Extract<Pending, { kind: 'forcedRebase' }>) {
  return p.destinations.map((d) => ({ type: 'forcedRebase' as const, side: p.side, to: d.base }))
}

/**
 * Outside event (Part 5; design §7): the land units of `side` have occupied the enemy base
 * `a.base`. It is the captor's from now on (a grass airfield works for it, 4.3); the units on the
 * ground there make a Forced Rebase, those already over-stacked are eliminated (4.7, 4.8).
 */
export function actCaptureBase(t: Tx, a: Extract<Action, { type: 'captureBase' }>, side: SideId): void {
  const def = typeof a.base === 'string' ? t.ctx.baseDefs.get(a.base) : undefined
  if (!def) refuse(RULE, `${JSON.stringify(String(a.base))} is not a base of this game.`)
  if (def.carrier) refuse(RULE, `${def.name} is a carrier: land units occupy land bases only.`)
  if (def.owner === side)
    refuse(RULE, `${def.name} is already ${sideName(t, side)}'s: land units capture an enemy base.`)
  if (!t.s.scenario.options.forcedRebase)
    refuse(
      RULE,
      'This game is played without Forced Rebases (scenario option "forcedRebase"): no base can be captured.',
    )
  const aloft = (t.s.stacks[def.id] ?? []).filter((id) => !t.s.units[id].eliminated && t.s.units[id].aloft)
  if (aloft.length)
    refuse(
      RULE,
      `${names(t, aloft)} based at ${def.name} ${aloft.length === 1 ? 'is' : 'are'} aloft: enter the capture once ${aloft.length === 1 ? 'it has' : 'they have'} landed (not a rule: Sortie rebases a captured base's units from the ground).`,
    )
  const over = overStackedAt(t, def.id) // over-stacked when the base is lost: eliminated (4.7, 4.8)
  const grass = isGrassAirfield(t.ctx, def.id)
  const loc = baseLoc(t.ctx, def.id)
  const b = mutBasing(t.s)
  ;(b.owner ??= {})[def.id] = side
  t.ctx = contextOf(t.s) // the rest of this action sees the base as the captor's
  emit(t, {
    type: 'baseCaptured',
    text: `${sideName(t, side)} land units occupy ${def.name} (${label(t, loc)}): the base is captured${grass ? ` and the ${airstripWords(t.s.scenario).name} works for its captor from now on (4.3)` : ''}; the units based there make a Forced Rebase (4.7).`,
    rule: RULE,
    side,
    loc: label(t, loc),
  })
  baseLost(t, def.id, 'enemy land units occupied it', over)
}

/** The enemy land bases `side` may enter as captured now (outside event): not carriers, no unit of theirs aloft. */
export function capturableBases(t: Tx, side: SideId): BaseId[] {
  if (!t.s.scenario.options.forcedRebase) return []
  const out: BaseId[] = []
  for (const [id, def] of t.ctx.baseDefs) {
    if (def.owner === side || def.carrier) continue
    if ((t.s.stacks[id] ?? []).some((u) => !t.s.units[u].eliminated && t.s.units[u].aloft)) continue
    out.push(id)
  }
  return out
}
