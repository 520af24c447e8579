// The random player's launches of the missions with targets of their own: air transport (4.23),
// bombing (4.26), air-naval attacks (4.20), submarine searches (APTO 3.29) and strafing (4.14).
// Each builds one launch from the plan's options, or null when it finds none; the plan decision
// (plan.ts) decides which to try. APTO's Strategic Warfare missions are in strategicLaunches.ts.
import { contextOf } from '../../context'
import { airNavalTargets } from '../../missions/airNaval'
import { mayFlyKamikaze } from '../../missions/kamikaze'
import { submarineTargetList } from '../../missions/submarineSearch'
import { spentAgainst } from '../../naval/ships'
import { baseLoc, hasRoom } from '../../bases'
import { airDistance } from '../../engine/geometry'
import { tx } from '../../engine/core'
import type { Action, GameState, LaunchOption, Role, SideId, UnitId } from '../../types'
import { isFighterClass } from '../../units'
import { bombableAt, featureTargetHexes } from '../../installations'
import { strafeTargetRefused } from '../../missions/strafe'
import { airSupplySource, atpAirbases, carriableAt } from '../../missions/airTransport'
import { landClass } from '../../missions/cargo'
import { maxOf, minOf } from '../../collections'
import { chance, pick, shuffled, someOf, type Rng } from './rng'

/** An air transport (4.23): the ATPs of one base, maybe a fighter escort, to a friendly airbase in range, each point carrying a land unit or an Air Supply chit that may go. */
export function randomAirTransport(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const atpsOf = (o: LaunchOption) =>
    o.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'ATP' && !ctx.unitDefs.get(u.id)!.outOfSupply)
  const withAtps = options.filter((o) => atpsOf(o).length)
  if (!withAtps.length) return null
  const opt = pick(rng, withAtps)
  const atps = someOf(rng, atpsOf(opt))
  const ids = atps.map((u) => u.id)
  const from = baseLoc(ctx, opt.base)
  const reach = minOf(atps, (u) => u.range)
  const stay = chance(rng, 0.6)
  const dests = atpAirbases(t, side).filter(
    (b) =>
      b !== opt.base &&
      airDistance(ctx, from, baseLoc(ctx, b)) <= reach &&
      (!stay || hasRoom(ctx, state, b, ids)),
  )
  if (!dests.length) return null
  const loads = shuffled(
    rng,
    carriableAt(t, side, opt.base).filter((c) => c.refused === null && landClass(c.unit.kind) !== 'general'),
  ).map((c) => c.unit.id)
  if (airSupplySource(t, side, opt.base) && chance(rng, 0.5)) loads.push('airSupply')
  const cargo: { atp: UnitId; load: string; point: 1 | 2 }[] = []
  for (const id of ids)
    for (let point = 1; point <= (state.units[id].atpPoints ?? 1) && loads.length; point++)
      if (chance(rng, 0.8)) cargo.push({ atp: id, load: loads.shift()!, point: point as 1 | 2 })
  const escorts = chance(rng, 0.4)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F').slice(0, 2)
    : []
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...ids, ...escorts.map((u) => u.id)],
    mission: 'airTransport',
    hops: [pick(rng, dests)],
    cargo,
    stay,
  }
}

/** A bombing mission (4.26): bombers (FB/N as bombers), maybe fighters as escort, to an enemy installation hex in range. */
export function randomBombing(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const bombers = (o: LaunchOption) =>
    o.units.filter(
      (u) => ['B', 'FB', 'N'].includes(ctx.unitDefs.get(u.id)!.type) || mayFlyKamikaze(ctx, u.id),
    )
  const withBombers = options.filter((o) => bombers(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const chosen = someOf(rng, bombers(opt))
  const from = baseLoc(ctx, opt.base)
  const reach = maxOf(chosen, (u) => u.range)
  const cost = ctx.map.costFrom(from) // along routes air units may fly (forbidden hexes flown around, 4.12)
  // Enemy bases' hexes and the hexes of forts, Mulberries, radar and rocket sites, the Burma Railway (4.26).
  const targets = [
    ...new Set([
      ...[...ctx.baseDefs.values()]
        .filter((b) => b.owner !== side && b.hex)
        .map((b) => ctx.baseLoc.get(b.id)!),
      ...featureTargetHexes(ctx),
    ]),
  ].filter(
    (loc) =>
      loc !== from && cost[loc] >= 0 && cost[loc] <= reach && bombableAt(ctx, state, side, loc).length > 0,
  )
  if (!targets.length) return null
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F').slice(0, 2)
    : []
  const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...chosen, ...escorts].map((u) => u.id),
    mission: 'bombing',
    target: ctx.map.locLabel(pick(rng, targets)),
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** An air-naval attack (4.20): bombers (FB/N as bombers), maybe fighters as escort, to located enemy ships in range. */
export function randomAirNaval(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const targets = airNavalTargets(tx(state), side)
  const bombers = (o: LaunchOption) =>
    o.units.filter((u) => ['B', 'FB', 'N'].includes(ctx.unitDefs.get(u.id)!.type))
  const withBombers = options.filter((o) => bombers(o).length)
  if (!withBombers.length || !targets.length) return null
  const opt = pick(rng, withBombers)
  const target = pick(rng, targets)
  const cost = ctx.map.costFrom(baseLoc(ctx, opt.base))[target.loc]
  const chosen = bombers(opt).filter(
    (u) => cost >= 0 && cost <= u.range && !spentAgainst(ctx, state, u.id, target.loc),
  )
  if (!chosen.length) return null
  let picked = someOf(rng, chosen)
  // Kamikazes (APTO 4.20): some of the units allowed (no die drawn where there is none, so other games are unchanged).
  const able = picked.filter((u) => mayFlyKamikaze(ctx, u.id))
  const kamikaze = able.length ? able.filter(() => chance(rng, 0.5)).map((u) => u.id) : []
  picked = picked.filter((u) => ctx.unitDefs.get(u.id)!.type !== 'F' || kamikaze.includes(u.id)) // a fighter strikes only as a Kamikaze
  if (!picked.length) return null
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F' && !picked.includes(u)).slice(0, 2)
    : []
  const roles = Object.fromEntries(picked.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...picked, ...escorts].map((u) => u.id),
    mission: 'airNaval',
    target: ctx.map.locLabel(target.loc),
    ...(target.inPort ? { inPort: true } : {}),
    ...(Object.keys(roles).length ? { roles } : {}),
    ...(kamikaze.length ? { kamikaze } : {}),
  }
}

/** A submarine search (APTO 3.29): the searchers of one base that reach an enemy submarine at sea (FB and N as bombers, refused N included now and then), maybe fighters as escort. */
export function randomSubmarineSearch(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const opt = pick(rng, options)
  const roles = Object.fromEntries(opt.units.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  const targets = submarineTargetList(
    t,
    side,
    opt.base,
    opt.units.map((u) => u.id),
    roles,
  ).filter((x) => x.searchers.length)
  if (!targets.length) return null
  const target = pick(rng, targets)
  const searchers = someOf(rng, target.searchers)
  const escorts = chance(rng, 0.4)
    ? opt.units
        .filter((u) => ctx.unitDefs.get(u.id)!.type === 'F' && target.reach.includes(u.id))
        .slice(0, 2)
        .map((u) => u.id)
    : []
  const used = Object.fromEntries(searchers.filter((id) => roles[id]).map((id) => [id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...searchers, ...escorts],
    mission: 'submarineSearch',
    target: target.hex,
    ...(Object.keys(used).length ? { roles: used } : {}),
  }
}

/** A strafing mission (4.14): fighter-types flying as fighters to an enemy airbase in range. */
export function randomStrafe(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const opt = pick(rng, options)
  const able = opt.units.filter((u) => isFighterClass(ctx, u.id))
  if (!able.length) return null
  const chosen = someOf(rng, able)
  const from = baseLoc(ctx, opt.base)
  const reach = maxOf(chosen, (u) => u.range)
  const cost = ctx.map.costFrom(from) // along routes air units may fly (forbidden hexes flown around, 4.12)
  const t = tx(state)
  const targets = [
    ...new Set(
      [...ctx.baseDefs.values()]
        .filter((b) => b.owner !== side && !b.carrier && b.hex)
        .map((b) => ctx.baseLoc.get(b.id)!),
    ),
  ].filter(
    (loc) => loc !== from && cost[loc] >= 0 && cost[loc] <= reach && !strafeTargetRefused(t, side, loc), // e.g. APTO: once per hex and Phase
  )
  if (!targets.length) return null
  const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: chosen.map((u) => u.id),
    mission: 'strafe',
    target: ctx.map.locLabel(pick(rng, targets)),
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}
