// The random player's answers to the engagement's decisions (engine/procedures/engagements.ts):
// interceptors launched from one declared base, sometimes on part of the route; before combat,
// pass, propose to cancel (4.13), join the intercepted mission (4.9) or add interceptors, less
// calmly the more aggressive it plays.
import { contextOf } from '../../context'
import { baseLoc } from '../../bases'
import type { PendingOf } from '../../engine/procedures/procedure'
import type { Action, GameState, Role } from '../../types'
import { isFighterClass } from '../../units'
import { ofType, type Choices } from './choice'
import { rolesFor, routePrefix } from './launches'
import { chance, pick, someOf, type Rng } from './rng'

export const engagementChoices = {
  launchInterceptors: ({ p, rng, opts, legal }) => {
    const cancel = ofType(legal, 'proposeCancel') // (once per side and engagement, 4.13)
    if (cancel.length && chance(rng, 0.1 * (1 - (opts.aggression ?? 0)))) return cancel[0]
    const b = pick(rng, p.bases)
    const partial = chance(rng, 0.15)
    return {
      type: 'launchInterceptors',
      side: p.side,
      base: b.base,
      ...(partial ? { path: routePrefix(rng, b.autoPath) } : {}),
    }
  },
  preCombat: ({ state, p, rng, opts, legal }) => {
    const calm = 1 - (opts.aggression ?? 0)
    const r = rng.next()
    if (r < 0.55 * calm) return ofType(legal, 'pass')[0]
    if (r < 0.63 * calm) return ofType(legal, 'proposeCancel')[0] ?? ofType(legal, 'pass')[0]
    if (r < 0.8) {
      const join = joinLaunch(state, p, rng)
      if (join) return join
    }
    const add = ofType(legal, 'addInterceptors')
    return add.length ? pick(rng, add) : ofType(legal, 'pass')[0]
  },
} satisfies Choices

/** Before combat, the side whose mission is intercepted may launch more of it (4.9). */
function joinLaunch(state: GameState, p: PendingOf<'preCombat'>, rng: Rng): Action | null {
  if (!p.joinMissionFor || !p.launch.length) return null
  const ctx = contextOf(state)
  const mission = state.missions[p.joinMissionFor]
  if (!mission || mission.target === null) return null
  const opt = pick(rng, p.launch)
  if (mission.kind === 'strafe') {
    const cost = ctx.map.costFrom(baseLoc(ctx, opt.base))[mission.target]
    const able = opt.units.filter((u) => isFighterClass(ctx, u.id) && cost >= 0 && cost <= u.range)
    if (!able.length) return null
    const chosen = someOf(rng, able)
    const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
    return {
      type: 'launch',
      side: p.side,
      base: opt.base,
      units: chosen.map((u) => u.id),
      mission: 'strafe',
      ...(Object.keys(roles).length ? { roles } : {}),
    }
  }
  const from = baseLoc(ctx, opt.base)
  const cost = ctx.map.costFrom(from)[mission.target]
  const able = opt.units.filter((u) => cost >= 0 && cost <= u.range)
  if (!able.length || mission.target === from) return null
  const chosen = someOf(rng, able)
  // Interdiction (APTO 2.13, 2.26): fighter-bombers and naval air join only as escorts, fighters.
  if (mission.kind === 'convoyInterdiction' || mission.kind === 'merchantInterdiction') {
    const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
    return {
      type: 'launch',
      side: p.side,
      base: opt.base,
      units: chosen.map((u) => u.id),
      mission: 'fly',
      ...(Object.keys(roles).length ? { roles } : {}),
    }
  }
  return {
    type: 'launch',
    side: p.side,
    base: opt.base,
    units: chosen.map((u) => u.id),
    mission: 'fly',
    ...rolesFor(rng, chosen),
  }
}
