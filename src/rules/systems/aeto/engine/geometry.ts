// Air distances between locations, counting the destination but not the start (4.10, 4.13),
// with large sea areas entered at their MP cost (4.12, 4.15; A-18).
import { TERRAIN_CODES } from '../scenario/schema'
import type { ScenarioContext } from '../context'
import type { Loc } from '../types'

export function airDistance(ctx: ScenarioContext, from: Loc, to: Loc): number {
  const map = ctx.map
  if (from === to) return 0
  if (map.isHex(from) && map.isHex(to)) return map.hexDistance(from, to)
  if (map.isHex(from)) return toSeaArea(ctx, from, to)
  if (map.isHex(to)) return toSeaArea(ctx, to, from) // leaving costs the area's MP again
  // sea area to sea area: through a border hex of each
  let best = Infinity
  for (const b of map.neighbours(from)) best = Math.min(best, 1 + toSeaArea(ctx, b, to))
  return best
}

/** MP of the cheapest route from `from` to `to` that avoids forbidden locations, if it is at most
 *  `max`; otherwise Infinity. Equal to airDistance on maps without forbidden hexes. */
export function flightDistance(ctx: ScenarioContext, from: Loc, to: Loc, max: number): number {
  const straight = airDistance(ctx, from, to)
  if (!ctx.hasNoAir || straight > max || from === to) return straight > max ? Infinity : straight
  const path = ctx.map.path(from, to, max)
  if (!path) return Infinity
  return path.reduce((n, l) => n + ctx.map.enterCost(l), 0)
}

function toSeaArea(ctx: ScenarioContext, hex: Loc, area: Loc): number {
  const map = ctx.map
  let best = Infinity
  for (const b of map.neighbours(area)) {
    if (map.isHex(b)) best = Math.min(best, map.hexDistance(hex, b))
  }
  return best + map.enterCost(area)
}

/** The printed terrain of a hex (TERRAIN_CODES); a large sea area is sea; an unknown code is clear. */
export function terrainOf(ctx: ScenarioContext, loc: Loc): string {
  if (!ctx.map.isHex(loc)) return 'sea'
  const code = ctx.scenario.map.terrain[ctx.map.rowOf(loc)]?.[ctx.map.colOf(loc)]
  return (code && TERRAIN_CODES[code]) ?? 'clear'
}
