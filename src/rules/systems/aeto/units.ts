// Derived values of air units, always from the current face (4.0, 4.16) and weather.
import { recordValues } from './engine/persistentRecord'
import type { ScenarioContext } from './context'
import type { AirFace, AirUnitDef } from './scenario/schema'
import type { GameState, Loc, Role, UnitId, UnitState } from './types'

export function defOf(ctx: ScenarioContext, id: UnitId): AirUnitDef {
  const def = ctx.unitDefs.get(id)
  if (!def) throw new Error(`unknown air unit ${id}`)
  return def
}

export function faceOf(ctx: ScenarioContext, u: UnitState): AirFace {
  const def = defOf(ctx, u.id)
  return u.face === 'back' && def.back ? def.back : def.front
}

export function unitName(ctx: ScenarioContext, id: UnitId): string {
  return defOf(ctx, id).name
}

const numbered = new WeakMap<ReadonlyMap<string, AirUnitDef>, Map<UnitId, number>>()

/**
 * The unit's name, with its number when another air unit of its nation has the same name: "Fw-190 #2"
 * (numbered in the scenario's order), so that a reason naming two Fw-190s says which is which; every
 * panel, dialog and map label of the screens names units so. The log and the rules' refusals keep the
 * bare name (`unitName`).
 */
export function numberedName(ctx: ScenarioContext, id: UnitId): string {
  let nth = numbered.get(ctx.unitDefs)
  if (!nth) {
    nth = new Map()
    const seen = new Map<string, UnitId[]>()
    for (const d of ctx.unitDefs.values()) {
      const key = `${d.nation}\u0000${d.name}`
      seen.set(key, [...(seen.get(key) ?? []), d.id])
    }
    for (const ids of seen.values()) if (ids.length > 1) ids.forEach((x, i) => nth!.set(x, i + 1))
    numbered.set(ctx.unitDefs, nth)
  }
  const n = nth.get(id)
  return n === undefined ? unitName(ctx, id) : `${unitName(ctx, id)} #${n}`
}

/** Range after weather: "Half Strength and Range" halves it, rounded down. */
export function rangeOf(ctx: ScenarioContext, u: UnitState, at: Loc): number {
  const r = faceOf(ctx, u).range
  return ctx.weatherAt(at) === 'halfStrengthAndRange' ? Math.floor(r / 2) : r
}

const longest = new WeakMap<ReadonlyMap<string, AirUnitDef>, number>()

/** The longest range of any air unit of the scenario, on either face: no unit reaches farther, whatever the weather. */
export function longestRange(ctx: ScenarioContext): number {
  let r = longest.get(ctx.unitDefs)
  if (r === undefined) {
    r = 0
    for (const d of ctx.unitDefs.values()) r = Math.max(r, d.front.range, d.back?.range ?? 0)
    longest.set(ctx.unitDefs, r)
  }
  return r
}

/** Interception range: max(4, floor(range / 2)) in AETO, max(2, …) in APTO (4.13; T-09). */
export function interceptRange(ctx: ScenarioContext, u: UnitState, at: Loc): number {
  return Math.max(ctx.variant.interceptRangeMin, Math.floor(rangeOf(ctx, u, at) / 2))
}

export function isHeavy(ctx: ScenarioContext, u: UnitState): boolean {
  return defOf(ctx, u.id).type === 'B' && faceOf(ctx, u).circled // (4.0)
}

/** F, FB or N regardless of role: basing and return to base (4.2, A-13). */
export function isFighterClass(ctx: ScenarioContext, id: UnitId): boolean {
  const t = defOf(ctx, id).type
  return t === 'F' || t === 'FB' || t === 'N'
}

export function needsRole(ctx: ScenarioContext, id: UnitId): boolean {
  const t = defOf(ctx, id).type
  return t === 'FB' || t === 'N' // role chosen at launch (4.0)
}

export function fixedRole(ctx: ScenarioContext, id: UnitId): Role | null {
  const t = defOf(ctx, id).type
  return t === 'F' ? 'fighter' : t === 'B' ? 'bomber' : null
}

/** Fighter-role: F, or FB/N flying as Fighter (4.16). */
export function isFighterRole(ctx: ScenarioContext, u: UnitState): boolean {
  return defOf(ctx, u.id).type === 'F' || u.role === 'fighter'
}

export function isBomberRole(ctx: ScenarioContext, u: UnitState): boolean {
  return defOf(ctx, u.id).type === 'B' || u.role === 'bomber'
}

export function isAtp(ctx: ScenarioContext, id: UnitId): boolean {
  return defOf(ctx, id).type === 'ATP'
}

export function singleStep(ctx: ScenarioContext, u: UnitState): boolean {
  return u.face === 'back' || defOf(ctx, u.id).back === null
}

export function liveUnits(s: GameState): UnitState[] {
  return recordValues(s.units).filter((u) => !u.eliminated)
}
