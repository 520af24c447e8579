// The random player's launches of APTO's Strategic Warfare missions (Part 2): Convoy Route
// interdiction (2.13), Merchant Shipping Route interdiction (2.26) and strategic bombing raids
// (2.2–2.9). Each builds one launch from the plan's options, or null when it finds none.
import { contextOf } from '../../context'
import { baseLoc, isCarrier } from '../../bases'
import { tx } from '../../engine/core'
import type { Action, GameState, LaunchOption, Role, SideId, UnitId } from '../../types'
import { isFighterClass } from '../../units'
import { raidBomber, raidTargetList } from '../../missions/strategicRaid'
import { convoyTargetList } from '../../missions/convoyInterdiction'
import { merchantTargetList } from '../../missions/merchantInterdiction'
import { fullStrength, isInterdictor } from '../../missions/interdiction'
import { chance, pick, someOf, type Rng } from './rng'

/** A Convoy Route interdiction (APTO 2.13): bombers (B) of one base that reach an open enemy area, maybe fighters as escorts. */
export function randomConvoyInterdiction(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const t = tx(state)
  const withBombers = options.filter((o) => o.units.some((u) => isInterdictor(t, u.id)))
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const targets = convoyTargetList(
    t,
    side,
    opt.base,
    opt.units.map((u) => u.id),
  ).filter((x) => x.refused === null && x.reach.length)
  if (!targets.length) return null
  const target = pick(rng, targets)
  const bombers = someOf(rng, target.reach)
  const escorts = chance(rng, 0.5) ? opt.units.filter((u) => isFighterClass(t.ctx, u.id)).slice(0, 2) : []
  const roles = Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...bombers, ...escorts.map((u) => u.id)],
    mission: 'convoyInterdiction',
    target: target.area,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** A Merchant Shipping Route interdiction (APTO 2.26): full-strength bombers of one base to a hex of an enemy route in reach. */
export function randomMerchantInterdiction(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const t = tx(state)
  const able = (o: LaunchOption) => o.units.filter((u) => isInterdictor(t, u.id) && fullStrength(t, u.id))
  const withBombers = options.filter((o) => able(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const bombers = someOf(rng, able(opt)).map((u) => u.id)
  const routes = merchantTargetList(t, side, opt.base, bombers).filter(
    (r) => r.refused === null && r.hexes.length,
  )
  if (!routes.length) return null
  const r = pick(rng, routes)
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: bombers,
    mission: 'merchantInterdiction',
    target: pick(rng, r.hexes).hex,
  }
}

/** A strategic bombing raid (APTO 2.2, 2.8): Bombers of one base to an enemy Strategic Target they reach, maybe escorts (fighter-types as fighters), sometimes at night (Bombers only, not US). */
export function randomRaid(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const bombersOf = (o: LaunchOption) => o.units.filter((u) => raidBomber(t, u.id))
  const withBombers = options.filter((o) => bombersOf(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const bombers = someOf(rng, bombersOf(opt))
  const targets = raidTargetList(
    t,
    side,
    opt.base,
    bombers.map((u) => u.id),
  )
  if (!targets.length) return null
  const target = pick(rng, targets).hex
  const american = (id: UnitId) => ctx.nationRole.get(ctx.unitDefs.get(id)!.nation) === 'american'
  if (chance(rng, 0.2) && !bombers.some((u) => american(u.id)))
    return {
      type: 'launch',
      side,
      base: opt.base,
      units: bombers.map((u) => u.id),
      mission: 'strategicRaid',
      target,
      night: true,
    }
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => isFighterClass(ctx, u.id) && !ctx.unitDefs.get(u.id)!.outOfSupply).slice(0, 2)
    : []
  const roles = Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  // Sometimes by way of a friendly base, to collect there (2.2): the route passes over it.
  const via = chance(rng, 0.3) ? options.filter((o) => o.base !== opt.base && !isCarrier(ctx, o.base)) : []
  const from = baseLoc(ctx, opt.base)
  const to = ctx.map.parseLoc(target)!
  if (via.length) {
    const mid = baseLoc(ctx, pick(rng, via).base)
    const a = ctx.map.path(from, mid)
    const b = ctx.map.path(mid, to)
    const cost = (a ?? []).concat(b ?? []).reduce((n, l) => n + ctx.map.enterCost(l), 0)
    if (a && b && !a.includes(to) && bombers.every((u) => u.range >= cost))
      return {
        type: 'launch',
        side,
        base: opt.base,
        units: [...bombers, ...escorts].map((u) => u.id),
        mission: 'strategicRaid',
        target,
        path: [...a, ...b].map((l) => ctx.map.locLabel(l)),
        ...(Object.keys(roles).length ? { roles } : {}),
      }
  }
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...bombers, ...escorts].map((u) => u.id),
    mission: 'strategicRaid',
    target,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}
