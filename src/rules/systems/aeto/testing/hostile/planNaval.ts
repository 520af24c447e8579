// Hostile actions at the plan for the outside events of the naval game the players enter there:
// naval combat results (Part 3) and naval movement (4.15). Part of the plan's makers (plan.ts),
// in their order.
import { tx } from '../../engine/core'
import { flotillaMoves } from '../../engine/navalMove'
import { chance, pick } from '../random/rng'
import type { Hostile } from './context'

export function planNavalMakers({ state, rng, ctx, side, sides, hostile, add }: Hostile<'plan'>): void {
  add('navalCombat: an unknown ship or a result that is not one', () => ({
    type: 'navalCombat',
    side,
    ship: pick(rng, [hostile(), null, 3]),
    result: 'sunk',
  }))
  const afloat = state.scenario.navalUnits.filter((n) => !state.naval?.ships[n.id]?.sunk)
  if (afloat.length)
    add('navalCombat: a bad result', () => ({
      type: 'navalCombat',
      side,
      ship: pick(rng, afloat).id,
      result: pick(rng, ['lost', '', null, 'Sunk']),
    }))
  const gone = state.scenario.navalUnits.filter((n) => state.naval?.ships[n.id]?.sunk)
  if (gone.length)
    add('navalCombat: a ship already sunk', () => ({
      type: 'navalCombat',
      side,
      ship: pick(rng, gone).id,
      result: pick(rng, ['sunk', 'damaged']),
    }))
  const fleet = flotillaMoves(tx(state), side)
  add('moveFlotilla: unknown or enemy flotilla', () => ({
    type: 'moveFlotilla',
    side,
    flotilla: pick(rng, [
      hostile(),
      7,
      null,
      ...flotillaMoves(tx(state), pick(rng, sides.filter((x) => x !== side).concat(side)))
        .map((f) => f.flotilla)
        .filter((f) => !fleet.some((o) => o.flotilla === f)),
    ]),
    to: '0101',
  }))
  if (fleet.length) {
    const f = pick(rng, fleet)
    add('moveFlotilla: not a location', () => ({
      type: 'moveFlotilla',
      side,
      flotilla: f.flotilla,
      to: pick(rng, ['9999', '', null, 12, '__proto__']),
    }))
    add('moveFlotilla: two locations at once, onto land or into no port', () => {
      const here = ctx.map.parseLoc(f.loc)!
      const far: string[] = []
      for (let l = 0; l < ctx.map.cols * ctx.map.rows; l += 7)
        if (!f.next.some((n) => n.to === ctx.map.locLabel(l)) && l !== here) far.push(ctx.map.locLabel(l))
      return far.length
        ? {
            type: 'moveFlotilla',
            side,
            flotilla: f.flotilla,
            to: pick(rng, far),
            ...(chance(rng, 0.3) ? { inPort: true } : {}),
          }
        : null
    })
  }
}
