// Submarines and air units (APTO [3.29]; spec §4.8): a submarine at sea is never found by sea
// reconnaissance — only an air search by bombers (missions/submarineSearch.ts) finds it, for one
// air-naval attack — and a submarine docked in a functioning fortified port is immune to air
// attack. In an unfortified port it is reconnoitred and attacked like any ship. AETO's air rules
// (Part 4) have no such rule: there sea reconnaissance and air-naval attacks treat U-boats as ships.
import type { ScenarioContext } from '../context'
import { terrainOf } from '../engine/geometry'
import { componentsNow, featureAt, fortStands } from '../installations'
import type { GameState, Loc, SideId } from '../types'
import { isSubmarine, isSunk, shipDef, shipPosition, shipSide } from './ships'
import { isWater } from './waters'

export const SUBMARINE_RULE = '3.29'

export function isSubmarineShip(ctx: ScenarioContext, id: string): boolean {
  return isSubmarine(shipDef(ctx, id).type)
}

/** The game plays APTO's submarines and air ([3.29]): option submarineAirSearch, default by variant (APTO; pinned false for version 7 saves). */
export function submarineAirSearch(ctx: ScenarioContext): boolean {
  return ctx.scenario.options.submarineAirSearch ?? ctx.variant.submarineAirSearch
}

/** APTO [3.29]: a submarine at sea is found by an air search, never by sea reconnaissance (nor by proximity). */
export function foundOnlyBySearch(ctx: ScenarioContext, s: GameState, id: string): boolean {
  return submarineAirSearch(ctx) && isSubmarineShip(ctx, id) && !shipPosition(ctx, s, id).inPort
}

/** A land hex next to the sea: the search's +1 ([3.29]). */
export function isCoastalHex(ctx: ScenarioContext, loc: Loc): boolean {
  return ctx.map.isHex(loc) && terrainOf(ctx, loc) !== 'sea' && isWater(ctx, loc)
}

/** A functioning port of `side` at `loc` in a fortified hex (a fortified component, or a fort chit): "any type of fort" ([3.29]). */
export function fortifiedPortAt(ctx: ScenarioContext, s: GameState, loc: Loc, side: SideId): boolean {
  const bases = (ctx.basesAt.get(loc) ?? []).filter((b) => !ctx.baseDefs.get(b)?.carrier)
  const port = bases.some(
    (b) =>
      ctx.baseDefs.get(b)!.owner === side &&
      (componentsNow(ctx, s, b) ?? []).some(
        (c) => (c.kind === 'MinorPort' || c.kind === 'MajorPort') && !c.destroyed,
      ),
  )
  if (!port) return false
  const f = featureAt(ctx, loc)
  const fort = !!f && fortStands(s, f) // a destroyed fort does not function (4.26)
  return fort || bases.some((b) => ctx.baseDefs.get(b)!.components.some((c) => c.fortified))
}

/** APTO [3.29]: a submarine docked in a functioning fortified port is immune to air-naval attacks. */
export function immuneToAir(ctx: ScenarioContext, s: GameState, id: string): boolean {
  if (!submarineAirSearch(ctx) || !isSubmarineShip(ctx, id)) return false
  const at = shipPosition(ctx, s, id)
  return at.inPort && fortifiedPortAt(ctx, s, at.loc, shipSide(ctx, id))
}

/** Enemy submarines of `side` at sea, afloat, by location: what an air search may look for ([3.29]). */
export function enemySubmarinesAtSea(ctx: ScenarioContext, s: GameState, side: SideId): Map<Loc, string[]> {
  const out = new Map<Loc, string[]>()
  for (const d of ctx.scenario.navalUnits) {
    if (isSunk(s, d.id) || !isSubmarine(d.type) || shipSide(ctx, d.id) === side) continue
    const at = shipPosition(ctx, s, d.id)
    if (at.inPort) continue
    out.set(at.loc, [...(out.get(at.loc) ?? []), d.id])
  }
  return out
}
