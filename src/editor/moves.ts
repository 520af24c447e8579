// Where a unit goes when it is placed or moved, by a click or a drag on the map: an air unit to a
// base of its side at the hex (4.2: a unit is never based at an enemy base), a ship to a sea or
// coastal hex (docked if a friendly port is there) or into a large sea area (4.12), its flotilla
// with it, a land unit to a hex. Pure: each returns the new draft and the sentence to show, or
// the reason nothing was done.
import { offsetOf, terrainAt, type BaseInput, type Draft } from './draft'
import {
  baseAt,
  carrierBasesAt,
  placeCopy,
  placeShip,
  sideOfNation,
  updateAirUnit,
  updateLandUnit,
  updateShip,
  type NewShip,
  type UnitType,
} from './pieces'

/** A place on the editor's map: a hex, or a large sea area (an ocean off the hexes, 4.12). */
export type Place = { hex: string } | { seaArea: string }

export type Outcome = { ok: true; draft: Draft; say: string } | { ok: false; say: string }

/** The place a map label names: a hex of the map, or the id of a large sea area; null if neither. */
export function placeOf(d: Draft, label: string): Place | null {
  if (offsetOf(d, label)) return { hex: label }
  if ((d.map.largeSeaAreas ?? []).some((a) => a.id === label)) return { seaArea: label }
  return null
}

export function placeText(p: Place): string {
  return 'hex' in p ? p.hex : `large sea area ${p.seaArea}`
}

/** The carriers' bases whose ship is in large sea area `id`. */
function carrierBasesIn(d: Draft, id: string): BaseInput[] {
  const ships = new Set((d.navalUnits ?? []).filter((u) => u.seaArea === id).map((u) => u.id))
  return d.bases.filter((b) => b.carrier !== undefined && ships.has(b.carrier))
}

/** The base of `nation`'s side at the place (a land base, else a carrier there) an air unit can stand at, or why there is none. */
export function airBaseAt(
  d: Draft,
  nation: string,
  place: Place,
): { ok: true; base: BaseInput } | { ok: false; say: string } {
  const at = 'hex' in place ? place.hex : place.seaArea
  const bases =
    'hex' in place
      ? [baseAt(d, place.hex), ...carrierBasesAt(d, place.hex)].filter((b) => b !== undefined)
      : carrierBasesIn(d, place.seaArea)
  if (bases.length === 0)
    return {
      ok: false,
      say:
        'hex' in place
          ? `There is no base at ${at}: place a base there first (an air unit stands at a base).`
          : `There is no carrier in ${placeText(place)}: an air unit stands at a base.`,
    }
  const side = sideOfNation(d, nation)
  const base = bases.find((b) => b.owner === side)
  if (!base)
    return {
      ok: false,
      say: `${bases[0].name} at ${at} is not a base of ${nation}'s side: a unit is never based at an enemy base.`,
    }
  return { ok: true, base }
}

/** A ship of `nation` at `hex` is docked if a friendly port stands on the (land) hex (4.5). */
export function dockedAt(d: Draft, nation: string, hex: string): boolean {
  const port = baseAt(d, hex)
  const t = terrainAt(d, hex)
  return (
    t !== null &&
    t !== '~' &&
    !!port &&
    port.owner === sideOfNation(d, nation) &&
    port.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')
  )
}

/** A copy of library type `t` at the base of its side at the place. */
export function copyTypeTo(d: Draft, t: UnitType, place: Place): Outcome {
  const at = airBaseAt(d, t.nation, place)
  if (!at.ok) return at
  return {
    ok: true,
    draft: placeCopy(d, t, at.base.id),
    say: `${t.name} placed at ${at.base.name} (${'hex' in place ? place.hex : place.seaArea}).`,
  }
}

/** A new ship from the form at the place: docked in a friendly port, at sea in a hex, or in a large sea area. */
export function shipTo(d: Draft, form: NewShip, place: Place): Outcome {
  if ('hex' in place) {
    const inPort = dockedAt(d, form.nation, place.hex)
    return {
      ok: true,
      draft: placeShip(d, place.hex, form, inPort),
      say: `${form.type} ${form.name} placed at ${place.hex}${inPort ? ', in port' : ''}.`,
    }
  }
  const placed = placeShip(d, '', form, false)
  const index = (placed.navalUnits ?? []).length - 1
  return {
    ok: true,
    draft: updateShip(placed, index, { hex: undefined, seaArea: place.seaArea }),
    say: `${form.type} ${form.name} placed in ${placeText(place)}.`,
  }
}

/** Moves a placed unit (air, naval or land, by id) to a place; a ship takes the other ships of its flotilla with it. */
export function moveUnitTo(d: Draft, unitId: string, place: Place): Outcome {
  const air = d.airUnits.findIndex((u) => u.id === unitId)
  if (air >= 0) {
    const u = d.airUnits[air]
    const at = airBaseAt(d, u.nation, place)
    if (!at.ok) return at
    if (at.base.id === u.base) return { ok: false, say: `${u.name} is at ${at.base.name} already.` }
    return {
      ok: true,
      draft: updateAirUnit(d, air, { base: at.base.id }),
      say: `${u.name} moved to ${at.base.name} (${'hex' in place ? place.hex : place.seaArea}).`,
    }
  }
  const ships = d.navalUnits ?? []
  const ship = ships.findIndex((u) => u.id === unitId)
  if (ship >= 0) {
    const u = ships[ship]
    const mates = ships.flatMap((x, i) =>
      i === ship || (u.flotilla !== undefined && x.flotilla === u.flotilla) ? [i] : [],
    )
    const to =
      'hex' in place
        ? { hex: place.hex, seaArea: undefined, inPort: dockedAt(d, u.nation, place.hex) || undefined }
        : { hex: undefined, seaArea: place.seaArea, inPort: undefined }
    if ('hex' in place ? u.hex === place.hex && !u.seaArea : u.seaArea === place.seaArea)
      return { ok: false, say: `${u.name} is at ${placeText(place)} already.` }
    const draft = mates.reduce((acc, i) => updateShip(acc, i, to), d)
    const flotilla =
      mates.length > 1
        ? ` with its flotilla ${u.flotilla} (${mates.length} ships: the ships of one flotilla are in one place)`
        : ''
    return {
      ok: true,
      draft,
      say: `${u.type} ${u.name} moved to ${placeText(place)}${to.inPort ? ', in port' : ''}${flotilla}.`,
    }
  }
  const lands = d.landUnits ?? []
  const land = lands.findIndex((u) => u.id === unitId)
  if (land >= 0) {
    const u = lands[land]
    if (!('hex' in place))
      return { ok: false, say: `${u.name} cannot go into ${placeText(place)}: a land unit stands in a hex.` }
    if (u.hex === place.hex) return { ok: false, say: `${u.name} is at ${place.hex} already.` }
    return {
      ok: true,
      draft: updateLandUnit(d, land, { hex: place.hex }),
      say: `${u.name} moved to ${place.hex}.`,
    }
  }
  return { ok: false, say: `There is no unit "${unitId}" in the scenario.` }
}
