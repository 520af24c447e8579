// The bot's strafing missions (4.14): in its own Naval and Air Phase its fighters first (an F, or a
// Zero, a Typhoon flying as a fighter) strafe the enemy airbase where the exact strafing odds
// (strafeOdds, the numbers the rules roll against) promise most, unless the enemy fighters that
// could intercept over the target would win the air combat there (the forecast of that round).
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { groundUnits } from '../missions/evacuation'
import { strafeOdds, strafeTargetList } from '../missions/strafe'
import type { GameState, LaunchOption, Mission, Pending, Role, SideId, UnitId } from '../types'
import { defOf, faceOf, needsRole, singleStep } from '../units'
import { forecastWithDesignations, netFor, probeCombat } from './forecast'
import { baseLabel, p2, pc, unitList } from './format'
import type { BotDecision, Policy } from './policy'
import { enemyInterceptorsAt, fighterFirst } from './strikeForce'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

export interface StrafePlan {
  base: LaunchOption
  hex: string
  strafers: UnitId[]
  /** Expected worth of the strafing attacks: hits, a one-step unit counting double (its elimination), a bomber ½ more. */
  value: number
  lines: string[]
}

/** What a hit on a unit on the ground is worth to the strafer's side (as decideStrafeTarget ranks them). */
function worth(state: GameState, id: UnitId): number {
  const ctx = contextOf(state)
  const u = state.units[id]
  return (singleStep(ctx, u) ? 2 : 1) + (defOf(ctx, id).type === 'B' ? 0.5 : 0)
}

/** Strafing missions flown by `side` this Step. */
export function strafesFlown(state: GameState, side: SideId): number {
  return Object.values(state.missions).filter((m) => m.side === side && m.kind === 'strafe').length
}

/**
 * The best strafing mission from one base: its fighters first in range, against the enemy airbase
 * whose units on the ground they would hit most (each strafer on its best target, 4.14); a target
 * the enemy's interceptors would defend with the better of the air combat is left alone.
 */
export function bestStrafe(state: GameState, p: P<'plan'>, pol: Policy): StrafePlan | null {
  const t = tx(state)
  const side = p.side
  let best: StrafePlan | null = null
  for (const b of p.bases) {
    const fighters = b.units.filter((u) => fighterFirst(state, u.id))
    if (!fighters.length) continue
    for (const target of strafeTargetList(
      t,
      side,
      b.base,
      fighters.map((u) => u.id),
    )) {
      if (!target.ground) continue
      const loc = t.ctx.map.parseLoc(target.hex)!
      const strafers = fighters.filter((u) => u.range >= target.distance).map((u) => u.id)
      const m = { side, target: loc } as Mission // what strafeOdds and groundUnits read of a mission
      const ground = groundUnits(t, m)
      let value = 0
      const lines: string[] = []
      for (const a of strafers) {
        const scored = ground
          .map((g) => ({ g, hit: strafeOdds(t, m, a, g).odds.hit }))
          .sort((x, y) => y.hit * worth(state, y.g) - x.hit * worth(state, x.g))
        const top = scored[0]
        if (!top || top.hit <= 0) continue
        value += top.hit * worth(state, top.g)
        lines.push(
          `${unitList(state, [a])} on ${unitList(state, [top.g])}: hit ${Math.round(top.hit * 6)}/6 (${pc(top.hit)}).`,
        )
      }
      if (value < pol.minDamage) continue
      const defenders = enemyInterceptorsAt(state, side, loc)
      if (defenders.length) {
        // The enemy fighters that could meet the strafers over their airbase (4.13, 4.14): the round as the bot forecasts it.
        const enemy = state.units[defenders[0]].side
        const probe = probeCombat(state, loc, side, enemy, [
          ...strafers.map((id) => ({ id, role: 'fighter' as Role })),
          ...defenders.map((id) => ({ id, role: 'fighter' as Role })),
        ])
        const f = forecastWithDesignations(probe, pol.ratio, pol.rank)
        const net = netFor(f, side, enemy, pol.ratio)
        if (net < 0) continue
        lines.push(
          `If ${unitList(state, defenders)} intercept${defenders.length === 1 ? 's' : ''} over ${target.hex}: ${p2(f.sides[enemy]?.value ?? 0)} weighted steps lost by them against ${p2(f.sides[side]?.value ?? 0)} by us in the first round (4.13, 4.16).`,
        )
      }
      const better =
        !best ||
        value > best.value + 1e-9 ||
        (Math.abs(value - best.value) <= 1e-9 &&
          pol.rank(b.base + target.hex) < pol.rank(best.base.base + best.hex))
      if (better) best = { base: b, hex: target.hex, strafers, value, lines }
    }
  }
  return best
}

/** The strafing launch of the best plan, with its reasoning; null when none is worth flying. */
export function strafeProposal(state: GameState, p: P<'plan'>, pol: Policy): BotDecision | null {
  if (!p.missions.some((m) => m.kind === 'strafe' && m.available)) return null
  const flown = strafesFlown(state, p.side)
  if (flown >= pol.maxMissions) return null
  const plan = bestStrafe(state, p, pol)
  if (!plan) return null
  const ctx = contextOf(state)
  const roles = Object.fromEntries(
    plan.strafers.filter((id) => needsRole(ctx, id)).map((id) => [id, 'fighter' as Role]),
  )
  const strength = plan.strafers.reduce((n, id) => n + faceOf(ctx, state.units[id]).strength, 0)
  return {
    action: {
      type: 'launch',
      side: p.side,
      base: plan.base.base,
      units: plan.strafers,
      mission: 'strafe',
      target: plan.hex,
      ...(Object.keys(roles).length ? { roles } : {}),
    },
    reasoning: [
      `Strafe the enemy airbase at ${plan.hex} with ${unitList(state, plan.strafers)} (strength ${strength}) from ${baseLabel(state, plan.base.base)}: expected worth ${p2(plan.value)} (a hit on a one-step unit counts 2, on a bomber ½ more; +1 to the die, only hits count) (4.14).`,
      ...plan.lines,
      `Strafing mission ${flown + 1} of at most ${pol.maxMissions} this Step.`,
    ],
  }
}
