// Hostile actions at the plan (engine/procedures/plan.ts): the carriers', transports' and naval
// game's actions (planBasing.ts, planNaval.ts), then ill-formed launches and Change Bases. The
// launching base is drawn first, as it always was, so a seed's hostile actions stay the same.
import { baseLoc } from '../../bases'
import { carrierLandingRefusal } from '../../missions/carrierLanding'
import { airDistance } from '../../engine/geometry'
import type { LaunchOption, Loc } from '../../types'
import { pick } from '../random/rng'
import type { HostileFiles, Hostile } from './context'
import { rolesOf, targetNear } from './places'
import { planBasingMakers } from './planBasing'
import { planNavalMakers } from './planNaval'

export const planMakers = {
  plan: (h) => {
    const opt = h.p.bases.length ? pick(h.rng, h.p.bases) : null
    planBasingMakers(h)
    planNavalMakers(h)
    planLaunchMakers(h, opt)
  },
} satisfies HostileFiles

function planLaunchMakers(
  { state, rng, ctx, side, ownUnits, hostile, badUnit, notAList, protoRecord, add }: Hostile<'plan'>,
  opt: LaunchOption | null,
): void {
  const enemyBases = [...ctx.baseDefs.values()].filter((b) => b.owner !== side).map((b) => b.id)
  const from = opt ? baseLoc(ctx, opt.base) : null
  const launch = (extra: Record<string, unknown>) =>
    opt
      ? {
          type: 'launch',
          side,
          base: opt.base,
          units: [opt.units[0].id],
          mission: 'fly',
          target: targetNear(state, from!),
          ...rolesOf(opt.units[0]),
          ...extra,
        }
      : null
  add('launch: unknown base', () => ({
    type: 'launch',
    side,
    base: hostile(),
    units: ownUnits.slice(0, 1),
    mission: 'fly',
    target: '0101',
  }))
  if (enemyBases.length)
    add('launch: from an enemy base', () => {
      const b = pick(rng, enemyBases)
      return {
        type: 'launch',
        side,
        base: b,
        units: (state.stacks[b] ?? []).slice(0, 1),
        mission: 'fly',
        target: '0101',
      }
    })
  if (opt) {
    add('launch: unknown or enemy unit', () => launch({ units: [opt.units[0].id, badUnit()] }))
    add('launch: units not a list', () => launch({ units: notAList() }))
    add('launch: no units', () => launch({ units: [] }))
    add('launch: unit twice', () => launch({ units: [opt.units[0].id, opt.units[0].id] }))
    add('launch: unknown mission kind', () =>
      launch({ mission: pick(rng, ['bomb', '', null, 'interception']) }),
    )
    add('launch: target not on the map', () =>
      launch({ target: pick(rng, ['9999', 'abc', '', '0000', 17, null, '__proto__']) }),
    )
    add('launch: target is the base itself', () => launch({ target: ctx.map.locLabel(from!) }))
    add('launch: target beyond range', () => {
      const u = opt.units[0]
      const costs = ctx.map.costFrom(from!)
      const far: Loc[] = []
      for (let l = 0; l < costs.length; l++) if (costs[l] > u.range) far.push(l)
      return far.length ? launch({ target: ctx.map.locLabel(pick(rng, far)) }) : null
    })
    const roleUnit = opt.units.find((u) => u.needsRole)
    if (roleUnit) {
      add('launch: no role for a FB/N unit', () => launch({ units: [roleUnit.id], roles: undefined }))
      add('launch: a bad role', () =>
        launch({
          units: [roleUnit.id],
          roles: pick(rng, [{ [roleUnit.id]: 'pilot' }, protoRecord('bomber'), []]),
        }),
      )
    }
    add('changeBase: bad hops', () =>
      launch({
        mission: 'changeBase',
        target: undefined,
        hops: pick(rng, [
          [],
          null,
          'b',
          [hostile()],
          ['a', 'b', 'c', 'd'],
          enemyBases.slice(0, 1),
          [opt.base],
        ]),
      }),
    )
    // A Change Base onto a carrier that may not take the unit (4.1, 4.4, 4.5): only where one exists, so other games draw as before.
    const closedCarriers = ctx.carrierBases
      .map(([b]) => b)
      .filter(
        (b) =>
          ctx.baseDefs.get(b)?.owner === side &&
          carrierLandingRefusal(ctx, state, [opt.units[0].id], b, []) !== null,
      )
    if (closedCarriers.length)
      add('changeBase: onto a carrier that may not take the unit', () =>
        launch({ mission: 'changeBase', target: undefined, hops: [pick(rng, closedCarriers)] }),
      )
    add('changeBase: a hop beyond twice the range', () => {
      const u = opt.units[0]
      const far = [...ctx.baseDefs.values()].filter((b) => {
        const l = ctx.baseLoc.get(b.id)
        return b.owner === side && !b.carrier && l !== undefined && airDistance(ctx, from!, l) > 2 * u.range
      })
      return far.length
        ? launch({ mission: 'changeBase', target: undefined, hops: [pick(rng, far).id] })
        : null
    })
  }
}
