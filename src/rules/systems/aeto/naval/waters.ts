// Where ships may be (naval movement is outside Part 4, spec §16: the players move their
// flotillas, the engine keeps them on water): sea hexes, coastal hexes (a land hex next to a sea
// hex), large sea areas, and the quay of a friendly port.
import type { ScenarioContext } from '../context'
import type { BaseId, Loc, SideId } from '../types'
import { terrainOf } from '../engine/geometry'

const waterCache = new WeakMap<ScenarioContext['map'], Uint8Array>()

/** A location a ship may be at sea in. */
export function isWater(ctx: ScenarioContext, loc: Loc): boolean {
  let water = waterCache.get(ctx.map)
  if (!water) {
    const map = ctx.map
    const n = map.cols * map.rows
    water = new Uint8Array(n)
    for (let h = 0; h < n; h++) {
      const t = terrainOf(ctx, h)
      if (t === 'sea') water[h] = 1
      else if (t !== 'offmap')
        for (const x of map.neighbours(h))
          if (map.isSeaArea(x) || (map.isHex(x) && terrainOf(ctx, x) === 'sea')) water[h] = 1
    }
    waterCache.set(ctx.map, water)
  }
  return ctx.map.isSeaArea(loc) || water[loc] === 1
}

/** A port of `side` at `loc` where its ships may dock (a base with a Minor or Major Port), or null. */
export function friendlyPortAt(ctx: ScenarioContext, loc: Loc, side: SideId): BaseId | null {
  for (const b of ctx.basesAt.get(loc) ?? []) {
    const def = ctx.baseDefs.get(b)
    if (
      def &&
      !def.carrier &&
      def.owner === side &&
      def.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')
    )
      return b
  }
  return null
}
