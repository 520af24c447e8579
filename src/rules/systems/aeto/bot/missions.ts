// Movement decisions of the bot: which mission to fly (bombers with escorts to the nearest enemy
// base or ship in range, a few per Step), following the route, collecting escorts over a friendly
// base, continuing after an interception, and returning to base.
import { landReconProposal } from './landRecon'
import { navalPlan } from './naval'
import { baseLoc } from '../bases'
import { contextOf } from '../context'
import { shipsSeenBy } from '../viewShips'
import { tx } from '../engine/core'
import { destination } from '../engine/movement'
import type { Action, GameState, LaunchOption, Loc, Pending, Role, SideId, UnitId } from '../types'
import { defOf, isFighterClass, needsRole, rangeOf } from '../units'
import { andList, baseLabel, locLabel, unitList } from './format'
import type { BotDecision, Policy } from './policy'
import { appendAll, maxOf, minOf } from '../collections'
import { decideBombingPlan } from './bombing'
import { interdictionListed, interdictionPlan } from './interdiction'
import { decideRaidPlan } from './strategic'
import { strafeProposal } from './strafePlan'
import { transferProposals } from './transfer'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

interface Target {
  loc: Loc
  what: string
}

/**
 * Enemy bases with a hex, and the enemy ships the side has located where they are now, by
 * location. A naval chit not located is no target: it may not be attacked (4.10, 4.20), and the
 * bot may not name it (its side's view, rules/view.ts).
 */
function enemyTargets(state: GameState, side: SideId): Target[] {
  const ctx = contextOf(state)
  const out = new Map<Loc, string[]>()
  const add = (loc: Loc, what: string) => out.set(loc, [...(out.get(loc) ?? []), what])
  for (const b of ctx.baseDefs.values()) {
    const loc = ctx.baseLoc.get(b.id)
    if (b.owner !== side && b.hex && loc !== undefined) add(loc, `${b.name}`)
  }
  for (const stack of shipsSeenBy(state, side)) {
    if (stack.side === side || stack.ships === null) continue
    for (const ship of stack.ships) add(stack.loc, `the ${ship.name}`)
  }
  return [...out].map(([loc, names]) => ({ loc, what: `${andList(names)} at ${ctx.map.locLabel(loc)}` }))
}

function roleOf(state: GameState, id: UnitId, role: Role): Record<UnitId, Role> {
  return needsRole(contextOf(state), id) ? { [id]: role } : {}
}

/** How many escorts to take from `available`: one per bomber, but at least half stay home to intercept. */
function escortCount(bombers: number, available: number): number {
  return Math.min(bombers, Math.max(1, Math.floor(available / 2)), available)
}

/** Escorts first by strength, then the shortest range that still does (long legs stay home). */
function pickEscorts(state: GameState, units: readonly { id: UnitId; range: number }[], n: number): UnitId[] {
  const ctx = contextOf(state)
  const strength = (id: UnitId) => {
    const u = state.units[id]
    const def = defOf(ctx, id)
    return (u.face === 'back' && def.back ? def.back : def.front).strength
  }
  return [...units]
    .sort((a, b) => strength(b.id) - strength(a.id) || a.range - b.range)
    .slice(0, n)
    .map((u) => u.id)
}

interface MissionPlan {
  base: LaunchOption
  target: Target
  dist: number
  bombers: { id: UnitId; range: number }[]
}

export function decidePlan(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const land = landReconProposal(state, p.side, p.landRecon, pol) // land reconnaissance costs nothing (4.11)
  if (land) return [land, ...decidePlan(state, { ...p, landRecon: undefined }, pol)]
  // APTO Part 2: in the Strategic Warfare Phase of a scenario with Convoy or Merchant Shipping Routes, the bot flies only interdiction (2.13, 2.26).
  // (Not in the Strategic Bombing Step, which comes first and flies only raids: 2.2.)
  if (state.turn.phase === 'strategicWarfare' && !state.strategic?.step && interdictionListed(p))
    return [
      ...interdictionPlan(state, p, pol),
      {
        action: { type: 'endStep', side: p.side },
        reasoning: ['End the Strategic Warfare Step: no interdiction left worth flying (2.13, 2.26).'],
      },
    ]
  const naval = navalPlan(state, p, pol) // reconnaissance and strikes on located ships come first (4.10, 4.20)
  if (naval.length) return [...naval, ...decidePlanAir(state, p, pol)]
  return decidePlanAir(state, p, pol)
}

function decidePlanAir(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  if (state.offensivePhase?.current) return decideBombingPlan(state, p, pol) // an Air Offensive (4.25)
  if (state.strategic?.step) return decideRaidPlan(state, p, pol) // the Strategic Bombing Step (2.2)
  if (state.turn.phase === 'end')
    return [
      {
        action: { type: 'endStep', side: p.side },
        reasoning: [
          'End the End Phase step: its aircraft fly only against enemy ships that move into their range (4.1, 4.15).',
        ],
      },
    ]
  // Idle units make the scenario's fixed transfer (APTO D8); fighters first strafe enemy airbases (4.14); then the missions below.
  const strafe = strafeProposal(state, p, pol)
  return [...transferProposals(state, p), ...(strafe ? [strafe] : []), ...decideFlights(state, p, pol)]
}

/** The bombers' missions to the nearest enemy base or ship in range, with escorts (4.1, 4.9). */
function decideFlights(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const side = p.side
  const ctx = contextOf(state)
  const end = (why: string): BotDecision => ({
    action: { type: 'endStep', side },
    reasoning: [`End the Air Movement Step: ${why} (4.1).`],
  })
  const flown = Object.values(state.missions).filter(
    (m) => m.side === side && m.kind !== 'interception',
  ).length
  if (flown >= pol.maxMissions)
    return [end(`${flown} mission${flown === 1 ? '' : 's'} flown this Step, the most the bot flies in one`)]
  if (!p.bases.some((b) => b.units.some((u) => defOf(ctx, u.id).type === 'B')))
    return [end('no bomber of ours is ready to launch')]
  const targets = new Map(enemyTargets(state, side).map((x) => [x.loc, x]))
  const plans: MissionPlan[] = []
  for (const b of p.bases) {
    const bombers = b.units.filter((u) => defOf(ctx, u.id).type === 'B')
    if (!bombers.length) continue
    // Only the locations within the longest bomber range are searched (large maps).
    for (const r of ctx.map.reachable(
      baseLoc(ctx, b.base),
      maxOf(bombers, (u) => u.range),
    )) {
      const target = targets.get(r.loc)
      if (!target || r.cost <= 0) continue
      plans.push({ base: b, target, dist: r.cost, bombers: bombers.filter((u) => u.range >= r.cost) })
    }
  }
  if (!plans.length) return [end('no bomber of ours can reach an enemy base or ship')]
  plans.sort(
    (a, b) =>
      a.dist - b.dist ||
      b.bombers.length - a.bombers.length ||
      pol.rank(a.base.base + a.target.loc) - pol.rank(b.base.base + b.target.loc),
  )
  const out: BotDecision[] = []
  for (const plan of plans.slice(0, 3)) appendAll(out, launches(state, p, plan, flown, pol))
  out.push(end('no mission could be launched'))
  return out
}

/** The mission with escorts from its own base, else by way of a friendly base to collect them (4.9), else alone. */
function launches(
  state: GameState,
  p: P<'plan'>,
  plan: MissionPlan,
  flown: number,
  pol: Policy,
): BotDecision[] {
  const side = p.side
  const ctx = contextOf(state)
  const from = baseLoc(ctx, plan.base.base)
  const bomberIds = plan.bombers.map((u) => u.id)
  const roles = (ids: readonly UnitId[], role: Role) =>
    Object.assign({}, ...ids.map((id) => roleOf(state, id, role))) as Record<UnitId, Role>
  const head = (escorts: UnitId[]) =>
    `Launch ${unitList(state, bomberIds)}${escorts.length ? ` with ${unitList(state, escorts)} as escort` : ''} from ${baseLabel(state, plan.base.base)} against ${plan.target.what}: ${plan.dist} hexes, the nearest enemy target in range (4.1).`
  const count = `Mission ${flown + 1} of at most ${pol.maxMissions} this Step.`
  const out: BotDecision[] = []
  const target = locLabel(state, plan.target.loc)

  // 1. Escorts from the same base.
  const local = plan.base.units.filter((u) => isFighterClass(ctx, u.id) && u.range >= plan.dist)
  if (local.length) {
    const escorts = pickEscorts(state, local, escortCount(bomberIds.length, local.length))
    const units = [...bomberIds, ...escorts]
    out.push({
      action: {
        type: 'launch',
        side,
        base: plan.base.base,
        units,
        mission: 'fly',
        target,
        ...withRoles(roles(escorts, 'fighter')),
      },
      reasoning: [head(escorts), count],
    })
  }
  // 2. By way of a friendly base whose fighters can be collected (a detour of at most 2 hexes).
  const direct = plan.dist
  const minRange = minOf(plan.bombers, (u) => u.range)
  const limit = Math.min(minRange, direct + 2)
  const near = new Map(ctx.map.reachable(from, limit).map((r) => [r.loc, r.cost]))
  const vias = p.bases
    .filter(
      (b) =>
        b.base !== plan.base.base &&
        near.has(baseLoc(ctx, b.base)) &&
        b.units.some((u) => isFighterClass(ctx, u.id)),
    )
    .map((b) => {
      const at = baseLoc(ctx, b.base)
      const leg1 = near.get(at)!
      const leg2 =
        ctx.map.reachable(at, limit - leg1).find((r) => r.loc === plan.target.loc)?.cost ?? Infinity
      const fighters = b.units.filter((u) => isFighterClass(ctx, u.id) && u.range >= leg2)
      return { b, at, leg1, leg2, fighters }
    })
    .filter((v) => v.leg1 > 0 && v.leg2 > 0 && v.fighters.length && v.leg1 + v.leg2 <= limit)
    .sort((a, b) => a.leg1 + a.leg2 - (b.leg1 + b.leg2) || pol.rank(a.b.base) - pol.rank(b.b.base))
  for (const v of vias.slice(0, 2)) {
    const first = ctx.map.path(from, v.at)
    const second = ctx.map.path(v.at, plan.target.loc)
    if (!first || !second) continue
    const path = [...first, ...second].map((l) => ctx.map.locLabel(l))
    out.push({
      action: { type: 'launch', side, base: plan.base.base, units: bomberIds, mission: 'fly', target, path },
      reasoning: [
        head([]),
        `Route by way of ${baseLabel(state, v.b.base)} to collect escorts there (4.9): ${path.join(', ')}.`,
        count,
      ],
    })
  }
  // 3. Alone.
  out.push({
    action: { type: 'launch', side, base: plan.base.base, units: bomberIds, mission: 'fly', target },
    reasoning: [head([]), 'No escort can reach the target.', count],
  })
  return out
}

function withRoles(roles: Record<UnitId, Role>): { roles?: Record<UnitId, Role> } {
  return Object.keys(roles).length ? { roles } : {}
}

function destinationText(state: GameState, flightId: string): { loc: Loc | null; text: string } {
  const t = tx(state)
  const f = state.flights[flightId]
  const dest = f ? destination(t, f) : null
  if (!f || dest === null) return { loc: null, text: 'its destination' }
  const what =
    f.purpose === 'interception'
      ? 'the interception at'
      : state.missions[f.mission]?.kind === 'changeBase'
        ? 'its next base at'
        : 'its target'
  return { loc: dest, text: `${what} ${locLabel(state, dest)}` }
}

function hexesTo(state: GameState, from: Loc, to: Loc): number {
  const d = contextOf(state).map.costFrom(from)[to]
  return d === undefined ? -1 : d
}

export function decideMove(state: GameState, p: P<'move'>): BotDecision[] {
  const side = p.side
  const dest = destinationText(state, p.flight)
  const out: BotDecision[] = []
  if (p.autoPath.length && p.next.includes(p.autoPath[0])) {
    out.push({
      action: { type: 'move', side, flight: p.flight, path: [...p.autoPath] },
      reasoning: [`Fly on to ${dest.text} by the shortest route: ${p.autoPath.join(', ')} (4.12).`],
    })
    out.push({
      action: { type: 'move', side, flight: p.flight, path: [p.autoPath[0]] },
      reasoning: [`Fly on to ${p.autoPath[0]}, toward ${dest.text} (4.12).`],
    })
  }
  if (p.canStop)
    out.push({
      action: { type: 'stop', side, flight: p.flight },
      reasoning: [`Stop here at ${p.loc}: the flight cannot get closer to ${dest.text} (4.15).`],
    })
  for (const h of p.next)
    out.push({
      action: { type: 'move', side, flight: p.flight, path: [h] },
      reasoning: [`Fly on to ${h} (4.12).`],
    })
  return out
}

export function decideCollect(state: GameState, p: P<'collect'>): BotDecision[] {
  const side = p.side
  const ctx = contextOf(state)
  const f = state.flights[p.flight]
  const none: Action = { type: 'collect', side, flight: p.flight, units: [] }
  if (!f || f.purpose === 'interception')
    return [
      {
        action: none,
        reasoning: [`Collect no one at ${p.loc}: the fighters there stay for their own interceptions (4.9).`],
      },
    ]
  const dest = destination(tx(state), f)
  const toGo = dest === null ? 0 : hexesTo(state, f.loc, dest)
  // A strategic bombing raid collects every Bomber offered: each reaches the target (APTO 2.2).
  const extra =
    state.missions[f.mission]?.kind === 'strategicRaid'
      ? p.units.filter((u) => defOf(ctx, u.id).type === 'B').map((u) => u.id)
      : []
  const bombers =
    f.units.filter((id) => defOf(ctx, id).type === 'B' || state.units[id].role === 'bomber').length +
    extra.length
  const escorting = f.units.length + extra.length - bombers
  const reach = p.units
    .filter((u) => isFighterClass(ctx, u.id))
    .map((u) => ({ id: u.id, range: rangeOf(ctx, state.units[u.id], baseLoc(ctx, u.base)) }))
    .filter((u) => toGo >= 0 && u.range >= toGo)
  const wanted = Math.max(0, bombers - escorting)
  const n = wanted ? escortCount(wanted, reach.length) : 0
  const chosen = [...extra, ...pickEscorts(state, reach, n)]
  const kept = p.units.map((u) => u.id).filter((id) => !chosen.includes(id))
  if (!chosen.length) {
    const why = !wanted ? 'the flight has escorts enough' : 'no fighter here can reach the target'
    return [{ action: none, reasoning: [`Collect no one at ${p.loc}: ${why} (4.9).`] }]
  }
  const roles = Object.fromEntries(
    chosen.filter((id) => needsRole(ctx, id)).map((id) => [id, 'fighter' as Role]),
  )
  return [
    {
      action: {
        type: 'collect',
        side,
        flight: p.flight,
        units: chosen,
        ...(Object.keys(roles).length ? { roles } : {}),
      },
      reasoning: [
        `Collect ${unitList(state, chosen)} at ${p.loc}${extra.length ? `, the Bombers to raid with the flight and the others` : ''} as escort for ${bombers} bomber${bombers === 1 ? '' : 's'}, ${toGo} hexes from the target (4.9)${kept.length ? `; ${unitList(state, kept)} stay${kept.length === 1 ? 's' : ''} for interceptions` : ''}.`,
      ],
    },
    { action: none, reasoning: [`Collect no one at ${p.loc} (4.9).`] },
  ]
}

export function decideContinue(state: GameState, p: P<'continue'>): BotDecision[] {
  const ctx = contextOf(state)
  const lines: string[] = []
  const going: string[] = []
  for (const fl of p.flights) {
    const units = fl.units.filter((id) => !state.units[id].eliminated)
    const hurt = units.filter((id) => state.units[id].face === 'back' && defOf(ctx, id).back)
    const unhurt = units.length - hurt.length
    const dest = destinationText(state, fl.id)
    const f = state.flights[fl.id]
    const left = dest.loc !== null && f ? hexesTo(state, f.loc, dest.loc) : -1
    const where =
      left >= 0 ? `${left} hex${left === 1 ? '' : 'es'} from ${dest.text}` : `on the way to ${dest.text}`
    const who = unitList(state, units)
    if (units.length && unhurt >= hurt.length) {
      going.push(fl.id)
      lines.push(
        hurt.length
          ? `Continue: ${unhurt} of ${units.length} units of ${who} are unhurt, ${where} (4.13).`
          : `Continue: the ${who} ${units.length === 1 ? 'is' : 'are'} unhurt and ${where} (4.13).`,
      )
    } else
      lines.push(
        `Discontinue: ${unitList(state, hurt)} ${hurt.length === 1 ? 'is' : 'are'} damaged; the flight stays at ${p.loc}, ${where} (4.13).`,
      )
  }
  return [
    { action: { type: 'continue', side: p.side, flights: going }, reasoning: lines },
    {
      action: { type: 'continue', side: p.side, flights: [] },
      reasoning: ['Discontinue every flight (4.13).'],
    },
  ]
}

export function decideReturn(state: GameState, p: P<'returnToBase'>): BotDecision[] {
  const byBase = new Map<string, UnitId[]>()
  for (const u of p.units) byBase.set(u.default, [...(byBase.get(u.default) ?? []), u.id])
  const list = [...byBase].map(([b, ids]) => `${unitList(state, ids)} to ${baseLabel(state, b)}`)
  return [
    {
      action: { type: 'returnToBase', side: p.side },
      reasoning: [`Return every unit to its own base: ${andList(list)} (4.2).`],
    },
  ]
}
