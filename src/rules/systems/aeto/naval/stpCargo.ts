// What STPs carry of the air units and how much they can carry now (APTO [3.18], [3.21]–[3.23]):
// the numbers of naval transport, pure. An STP chit is a naval unit of type "STP": a chit printed
// with a back is a 2-point chit whose back is the 1-point side it flips to when hit; a blank-backed
// chit is a 1-point chit, removed when hit (3.18, 3.22) — exactly how `naval/shipLosses.ts`
// damages and sinks any ship. The air units aboard ride with a flotilla, not with one chit: they
// are lost only when the flotilla's STPs left can no longer carry them (3.18).
import type { ScenarioContext } from '../context'
import { isSmallFighter } from '../bases'
import type { GameState, UnitId } from '../types'
import { singleStep } from '../units'
import { flotillaOf, isSunk, shipDef, shipFaceNow } from './ships'

/** The STP cost of a fighter-type shipped by normal transport (3.23). */
export const FIGHTER_COST = 2

export function isStp(ctx: ScenarioContext, ship: string): boolean {
  return shipDef(ctx, ship).type === 'STP'
}

/** STP points of one chit now: 2 on the front of a chit with a back, else 1; none once sunk (3.18, 3.22). */
export function stpPoints(ctx: ScenarioContext, s: GameState, ship: string): number {
  if (!isStp(ctx, ship) || isSunk(s, ship)) return 0
  return shipDef(ctx, ship).back !== null && shipFaceNow(ctx, s, ship) === 'front' ? 2 : 1
}

const shipsCache = new WeakMap<ScenarioContext, Map<string, readonly string[]>>()

/** Every ship of a flotilla as the scenario lists them, sunk or not. */
export function flotillaShips(ctx: ScenarioContext, flotilla: string): readonly string[] {
  let by = shipsCache.get(ctx)
  if (!by) {
    by = new Map()
    for (const d of ctx.scenario.navalUnits) {
      const f = flotillaOf(ctx, d.id)
      by.set(f, [...(by.get(f) ?? []), d.id])
    }
    shipsCache.set(ctx, by)
  }
  return by.get(flotilla) ?? []
}

/** The flotilla's STP chits afloat. */
export function flotillaStps(ctx: ScenarioContext, s: GameState, flotilla: string): string[] {
  return flotillaShips(ctx, flotilla).filter((id) => isStp(ctx, id) && !isSunk(s, id))
}

/** STP points of the flotilla now: what its STPs can carry together (3.22, 3.23). */
export function flotillaPoints(ctx: ScenarioContext, s: GameState, flotilla: string): number {
  let n = 0
  for (const id of flotillaShips(ctx, flotilla)) n += stpPoints(ctx, s, id)
  return n
}

/** Why STPs can never ship this air unit, or null: they carry fighter-types (F, FB, N) only, never a Bomber or an ATP (3.22, 3.23). */
export function unshippable(ctx: ScenarioContext, unit: UnitId): string | null {
  const def = ctx.unitDefs.get(unit)
  if (!def) return `${JSON.stringify(unit)} is no air unit.`
  if (def.type === 'F' || def.type === 'FB' || def.type === 'N') return null
  if (def.type === 'B') return `${def.name} is a Bomber: a Bomber can never be shipped (3.23).`
  return `${def.name} is an ATP: STPs carry land units and fighter-type air units (F, FB, N) only (3.22, 3.23).`
}

/** What one air unit costs alone by normal transport: a fighter-type 2 STPs, a Small Fighter ("o") nothing (3.23). */
export function unitCost(ctx: ScenarioContext, unit: UnitId): number {
  return isSmallFighter(ctx, unit) ? 0 : FIGHTER_COST
}

/**
 * The STP points these air units need together by normal transport (3.23): 2 for each fighter-type,
 * nothing for a Small Fighter ("o"); two single-step (depleted) fighter-types travel together as one
 * full unit, and a lone one as a full one.
 */
export function airCargoCost(ctx: ScenarioContext, s: GameState, units: readonly UnitId[]): number {
  let full = 0
  let half = 0
  for (const id of units) {
    if (isSmallFighter(ctx, id)) continue
    if (singleStep(ctx, s.units[id])) half++
    else full++
  }
  return FIGHTER_COST * (full + Math.ceil(half / 2))
}
