// What an ATP point carries (4.23; APTO 4.23): shared by air transport and paradrops (4.24).
//
// How the scenario's land units are read (docs/scenario-format.md, `landUnits[]`):
// - the class comes from the free-text `kind`, case-insensitive: "general" → a General (rides
//   along free, any number); "hq"/"headquarters" → an HQ; "para"/"fallschirm" → a paratrooper;
//   armour, panzer, tank, mechanized, motorized, flak, artillery, cavalry or Siberian → not
//   infantry-type; "infantry", "commando" or "mountain" → infantry-type (4.0). A unit without a
//   `kind` is not infantry-type: Sortie cannot know it is.
// - its steps: the optional `steps` (1 or 2, default 2); a depleted unit has one step left.
import type { LandUnitNow } from '../land'
import type { BaseId, UnitId } from '../ids'

/** One load of an ATP point: a land unit, or an Air Supply chit (4.23). */
export type CargoLoad = { kind: 'land'; land: string } | { kind: 'airSupply' }

/** A load on one point of one ATP, from where it is loaded to where it is unloaded (4.23). */
export interface CargoItem {
  atp: UnitId
  /** The ATP point that carries it (1 or 2); a General rides along on point 1 and takes no point. */
  point: 1 | 2
  load: CargoLoad
  /** The origin or a stop of the route where it is loaded, and the later stop or destination where it is unloaded. */
  from: BaseId
  to: BaseId
  /** waiting (not loaded yet), aboard, delivered, lost with its ATP point (4.23), or undelivered (back with an aborted ATP). */
  status: 'waiting' | 'aboard' | 'delivered' | 'lost' | 'undelivered'
}

export type LandClass = 'general' | 'hq' | 'paratrooper' | 'infantry' | 'other'

/** The class of a land unit for the air rules, from its scenario `kind` (4.0, 4.23). */
export function landClass(kind: string | undefined): LandClass {
  const k = (kind ?? '').toLowerCase()
  if (k.includes('general')) return 'general'
  if (/\bhq\b|headquarters/.test(k)) return 'hq'
  if (/para|fallschirm/.test(k)) return 'paratrooper'
  if (/armou?r|panzer|tank|mech|motori|flak|artiller|cavalry|siberian/.test(k)) return 'other'
  if (/infantry|commando|mountain/.test(k)) return 'infantry'
  return 'other'
}

export function isParatrooper(l: Pick<LandUnitNow, 'kind'>): boolean {
  return landClass(l.kind) === 'paratrooper'
}

export function isGeneral(l: Pick<LandUnitNow, 'kind'>): boolean {
  return landClass(l.kind) === 'general'
}

/** Steps the unit has now: its scenario `steps` (default 2), one once depleted (Part 5). */
export function landSteps(l: Pick<LandUnitNow, 'steps' | 'depleted'>): number {
  return l.depleted ? 1 : (l.steps ?? 2)
}

/** Why no ATP may carry this land unit at all, or null (4.23; APTO D74). */
export function landCargoRefused(l: LandUnitNow, variant: 'aeto' | 'apto'): string | null {
  const c = landClass(l.kind)
  if (c === 'other')
    return `${l.name} is not an infantry-type unit${l.kind ? ` (it is ${l.kind})` : ' (its scenario kind does not say it is one)'}: an ATP carries only infantry-type units, HQs, Generals, paratroopers and Air Supply (4.0, 4.23).`
  if (c === 'general' || c === 'hq' || c === 'paratrooper') return null
  if (variant === 'apto')
    return l.strength > 2
      ? `${l.name} has ${l.strength} strength points: an ATP point carries infantry-type units totalling at most 2 (APTO 4.23).`
      : null
  if (landSteps(l) > 1)
    return `${l.name} is a two-step infantry unit: no ATP carries one, not even a 2-point ATP (4.23).`
  return null
}

/** What one point carries at one moment: land units (Generals ride free) and Air Supply chits. */
export function pointLoadRefused(
  loads: readonly (LandUnitNow | 'airSupply')[],
  variant: 'aeto' | 'apto',
): string | null {
  const counted = loads.filter((x) => x === 'airSupply' || !isGeneral(x))
  if (counted.length <= 1) return null
  if (variant === 'apto' && counted.every((x) => x !== 'airSupply' && landClass(x.kind) !== 'hq')) {
    const total = counted.reduce((n, x) => n + (x as LandUnitNow).strength, 0)
    return total <= 2
      ? null
      : `one ATP point carries infantry-type units totalling at most 2 strength points, not ${total} (APTO 4.23).`
  }
  return 'one ATP point carries one load at a time: an Air Supply chit, a one-step infantry-type unit, a paratrooper or an HQ (Generals ride along free) (4.23).'
}

export function cargoName(load: CargoLoad, landName: (id: string) => string): string {
  return load.kind === 'airSupply' ? 'an Air Supply chit' : landName(load.land)
}
