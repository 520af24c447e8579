// Pure edits of what stands on the map: sides and nations, bases (with their installations as
// components), air units placed from the unit library, naval and land units, supply sources.
import { parseChit, type AirFace, type AirType, type BaseKind } from '../rules/systems/aeto/scenario/schema'
import {
  freshId,
  slug,
  usedIds,
  type AirUnitInput,
  type BaseInput,
  type ComponentInput,
  type Draft,
  type LandUnitInput,
  type NationInput,
  type NavalUnitInput,
  type SideInput,
} from './draft'

// ------------------------------------------------------------------ sides and nations

const SIDE_COLOURS = ['#2f5fb3', '#6b6b6b', '#b3352f', '#2f8f4e']

export function addSide(d: Draft): Draft {
  const used = usedIds(d)
  const letters = new Set(d.sides.map((s) => s.letter))
  const n = d.sides.length + 1
  const id = freshId(used, `side-${n}`)
  const letter = [...'ABCDEFGHJKLMNPQRSTUVWYZ'].find((l) => !letters.has(l)) ?? 'Z'
  const side: SideInput = {
    id,
    name: `Side ${n}`,
    letter,
    colour: SIDE_COLOURS[(n - 1) % SIDE_COLOURS.length],
  }
  return { ...d, sides: [...d.sides, side] }
}

/** Changes a side's fields; a new id is carried to every place that names the side. */
export function updateSide(d: Draft, index: number, patch: Partial<SideInput>): Draft {
  const old = d.sides[index]
  if (!old) return d
  const side = { ...old, ...patch }
  const sides = d.sides.map((s, i) => (i === index ? side : s))
  let out: Draft = { ...d, sides }
  if (patch.id !== undefined && patch.id !== old.id) out = renameSide(out, old.id, patch.id)
  return out
}

function renameSide(d: Draft, from: string, to: string): Draft {
  const sw = (id: string) => (id === from ? to : id)
  return {
    ...d,
    nations: d.nations.map((n) => (n.side === from ? { ...n, side: to } : n)),
    bases: d.bases.map((b) => (b.owner === from ? { ...b, owner: to } : b)),
    start: {
      ...d.start,
      phasingSide: sw(d.start.phasingSide),
      ...(d.start.sideOrder ? { sideOrder: d.start.sideOrder.map(sw) } : {}),
    },
    supplySources: (d.supplySources ?? []).map((s) => (s.side === from ? { ...s, side: to } : s)),
    map: {
      ...d.map,
      features: (d.map.features ?? []).map((f) => (f.control === from ? { ...f, control: to } : f)),
    },
  }
}

/** Removes a side (at least two stay): its nations stay and name a side that is gone, which the validator shows. */
export function removeSide(d: Draft, index: number): Draft {
  if (d.sides.length <= 2) return d
  return { ...d, sides: d.sides.filter((_, i) => i !== index) }
}

export function addNation(d: Draft, side: string): Draft {
  const n = d.nations.length + 1
  const id = freshId(usedIds(d), `nation-${n}`)
  const nation: NationInput = { id, name: `Nation ${n}`, side }
  return { ...d, nations: [...d.nations, nation] }
}

export function updateNation(d: Draft, index: number, patch: Partial<NationInput>): Draft {
  const old = d.nations[index]
  if (!old) return d
  const nation: NationInput = { ...old, ...patch }
  if (nation.role === undefined) delete nation.role
  let out: Draft = { ...d, nations: d.nations.map((n, i) => (i === index ? nation : n)) }
  if (patch.id !== undefined && patch.id !== old.id) {
    const from = old.id
    const to = patch.id
    out = {
      ...out,
      bases: out.bases.map((b) => (b.nation === from ? { ...b, nation: to } : b)),
      airUnits: out.airUnits.map((u) => (u.nation === from ? { ...u, nation: to } : u)),
      navalUnits: (out.navalUnits ?? []).map((u) => (u.nation === from ? { ...u, nation: to } : u)),
      landUnits: (out.landUnits ?? []).map((u) => (u.nation === from ? { ...u, nation: to } : u)),
      map: {
        ...out.map,
        ...(out.map.nations
          ? {
              nations: {
                ...out.map.nations,
                legend: Object.fromEntries(
                  Object.entries(out.map.nations.legend).map(([k, v]) => [k, v === from ? to : v]),
                ),
              },
            }
          : {}),
        features: (out.map.features ?? []).map((f) => (f.nation === from ? { ...f, nation: to } : f)),
      },
    }
  }
  return out
}

export function removeNation(d: Draft, index: number): Draft {
  if (d.nations.length <= 1) return d
  return { ...d, nations: d.nations.filter((_, i) => i !== index) }
}

export function sideOfNation(d: Draft, nation: string): string | null {
  return d.nations.find((n) => n.id === nation)?.side ?? null
}

// ------------------------------------------------------------------ bases and installations

/** Land bases at a hex (one at most in a valid scenario: 4.2). */
export function baseAt(d: Draft, hex: string): BaseInput | undefined {
  return d.bases.find((b) => b.hex === hex)
}

/** Carrier bases whose ship is at `hex`. */
export function carrierBasesAt(d: Draft, hex: string): BaseInput[] {
  const ships = new Set((d.navalUnits ?? []).filter((u) => u.hex === hex).map((u) => u.id))
  return d.bases.filter((b) => b.carrier !== undefined && ships.has(b.carrier))
}

export interface NewBase {
  kind: Exclude<BaseKind, 'Carrier'>
  nation: string
  name?: string
}

/**
 * Click on a hex with the base tool: a new base there (owned by the nation's side), or the
 * installation added to the base already there (one base per hex, its installations as components, 4.2).
 */
export function placeBase(d: Draft, hex: string, nb: NewBase): Draft {
  const here = baseAt(d, hex)
  if (here) {
    if (here.components.some((c) => c.kind === nb.kind)) return d
    return updateBase(d, d.bases.indexOf(here), { components: [...here.components, { kind: nb.kind }] })
  }
  const name = nb.name?.trim() || `Base ${hex}`
  const id = freshId(usedIds(d), slug(name, `base-${hex}`))
  const base: BaseInput = {
    id,
    name,
    hex,
    owner: sideOfNation(d, nb.nation) ?? d.sides[0].id,
    nation: nb.nation,
    components: [{ kind: nb.kind }],
  }
  return { ...d, bases: [...d.bases, base] }
}

export function updateBase(d: Draft, index: number, patch: Partial<BaseInput>): Draft {
  const old = d.bases[index]
  if (!old) return d
  const base: BaseInput = { ...old, ...patch }
  for (const k of ['capacityOverride', 'nation', 'hex', 'carrier'] as const)
    if (base[k] === undefined) delete base[k]
  let out: Draft = { ...d, bases: d.bases.map((b, i) => (i === index ? base : b)) }
  if (patch.id !== undefined && patch.id !== old.id)
    out = { ...out, airUnits: out.airUnits.map((u) => (u.base === old.id ? { ...u, base: patch.id! } : u)) }
  return out
}

export function updateComponent(
  d: Draft,
  baseIndex: number,
  index: number,
  patch: Partial<ComponentInput>,
): Draft {
  const b = d.bases[baseIndex]
  if (!b) return d
  const c: ComponentInput = { ...b.components[index], ...patch }
  for (const k of ['capacity', 'fortified', 'destroyed', 'underConstruction'] as const)
    if (c[k] === undefined || c[k] === false) delete c[k]
  return updateBase(d, baseIndex, { components: b.components.map((x, i) => (i === index ? c : x)) })
}

export function removeComponent(d: Draft, baseIndex: number, index: number): Draft {
  const b = d.bases[baseIndex]
  if (!b) return d
  if (b.components.length <= 1) return removeBase(d, baseIndex)
  return updateBase(d, baseIndex, { components: b.components.filter((_, i) => i !== index) })
}

/** Removes a base and the air units at it. */
export function removeBase(d: Draft, index: number): Draft {
  const b = d.bases[index]
  if (!b) return d
  return {
    ...d,
    bases: d.bases.filter((_, i) => i !== index),
    airUnits: d.airUnits.filter((u) => u.base !== b.id),
  }
}

// ------------------------------------------------------------------ the unit library

/** A type of air unit entered once, of which copies are placed on bases. */
export interface UnitType {
  key: string
  name: string
  nation: string
  type: AirType
  front: AirFace
  /** The depleted face; null: a blank back (a single-step chit, 4.17). */
  back: AirFace | null
  atpPoints?: 1 | 2
}

function sameFace(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The library key of a unit type: its name and nation. */
export function typeKey(t: Pick<UnitType, 'name' | 'nation'>): string {
  return `${t.nation}/${t.name}`
}

/** Adds a type to the library, or replaces the type of the same key. */
export function saveType(library: readonly UnitType[], t: Omit<UnitType, 'key'>): UnitType[] {
  const key = typeKey(t)
  const entry: UnitType = { ...t, key }
  const i = library.findIndex((x) => x.key === key)
  return i >= 0 ? library.map((x, k) => (k === i ? entry : x)) : [...library, entry]
}

/** Places a copy of library type `t` at base `base`: a new air unit with a fresh id. */
export function placeCopy(d: Draft, t: UnitType, base: string): Draft {
  const id = freshId(usedIds(d), `${slug(t.nation)}-${slug(t.name, 'unit')}-1`.replace(/-1$/, '')) // "uk-spitfire", then "uk-spitfire-2"…
  const unit: AirUnitInput = {
    id,
    name: t.name,
    nation: t.nation,
    type: t.type,
    front: { ...t.front },
    back: t.back && { ...t.back },
    base,
  }
  if (t.type === 'ATP') unit.atpPoints = t.atpPoints ?? 1
  return { ...d, airUnits: [...d.airUnits, unit] }
}

/** The library a scenario implies: one type per distinct chit (name, nation, type, faces) of its air units. */
export function libraryOf(d: Draft): UnitType[] {
  let library: UnitType[] = []
  for (const u of d.airUnits) {
    const front = typeof u.front === 'string' ? parseChit(u.front) : u.front
    const back =
      u.back === null ? null : typeof u.back === 'string' ? (parseChit(u.back) ?? undefined) : u.back
    if (!front || back === undefined || typeof front !== 'object') continue // unreadable faces: shown by the validator
    const face = (f: typeof front): AirFace => ({
      strength: f.strength,
      range: f.range,
      quality: f.quality ?? 0,
      underscored: f.underscored ?? false,
      circled: f.circled ?? false,
    })
    const t = {
      name: u.name,
      nation: u.nation,
      type: u.type,
      front: face(front),
      back: back && face(back),
      ...(u.atpPoints ? { atpPoints: u.atpPoints } : {}),
    }
    const existing = library.find((x) => x.key === typeKey(t))
    if (
      existing &&
      sameFace(existing.front, t.front) &&
      sameFace(existing.back, t.back) &&
      existing.type === t.type
    )
      continue
    library = saveType(library, existing ? { ...t, name: `${t.name} (${u.id})` } : t)
  }
  return library
}

export function updateAirUnit(d: Draft, index: number, patch: Partial<AirUnitInput>): Draft {
  const old = d.airUnits[index]
  if (!old) return d
  const unit: AirUnitInput = { ...old, ...patch }
  for (const k of ['atpPoints', 'outOfSupply', 'elitePilots', 'small', 'floatplane', 'kamikaze'] as const)
    if (unit[k] === undefined) delete unit[k]
  return { ...d, airUnits: d.airUnits.map((u, i) => (i === index ? unit : u)) }
}

/** A face as the editor edits it: chit notation ("4-4/3") read into its fields; null if unreadable. */
export function airFaceOf(f: unknown): AirFace | null {
  const o = typeof f === 'string' ? parseChit(f) : f
  if (!o || typeof o !== 'object') return null
  const x = o as Partial<AirFace>
  if (typeof x.strength !== 'number' || typeof x.range !== 'number') return null
  return {
    strength: x.strength,
    range: x.range,
    quality: x.quality ?? 0,
    underscored: x.underscored ?? false,
    circled: x.circled ?? false,
  }
}

/** Changes a placed unit's type: an ATP gets its points (1 unless given, 4.23) and no combat strength (X on its chit); any other type has no points. */
export function setAirUnitType(d: Draft, index: number, type: AirType): Draft {
  const u = d.airUnits[index]
  if (!u) return d
  if (type !== 'ATP') return updateAirUnit(d, index, { type, atpPoints: undefined })
  const noStrength = (f: unknown) => {
    const face = airFaceOf(f)
    return face ? { ...face, strength: 0, underscored: false, circled: false } : f
  }
  return updateAirUnit(d, index, {
    type,
    atpPoints: u.atpPoints ?? 1,
    front: noStrength(u.front) as AirUnitInput['front'],
    back: (u.back === null ? null : noStrength(u.back)) as AirUnitInput['back'],
  })
}

/** Sets a placed unit's front or depleted face; a blank back (null) turns a depleted unit to its front (4.17). */
export function setAirFace(d: Draft, index: number, which: 'front' | 'back', face: AirFace | null): Draft {
  const u = d.airUnits[index]
  if (!u) return d
  if (which === 'front') return face ? updateAirUnit(d, index, { front: face }) : d
  return updateAirUnit(d, index, {
    back: face,
    ...(face === null && u.face === 'back' ? { face: 'front' as const } : {}),
  })
}

export function removeAirUnit(d: Draft, index: number): Draft {
  return { ...d, airUnits: d.airUnits.filter((_, i) => i !== index) }
}

// ------------------------------------------------------------------ naval and land units

/** Ships that are named (4.20). */
export const NAMED_TYPES = ['CV', 'CVL', 'BB', 'CA', 'Raider']
export const SHIP_TYPES = ['CV', 'CVL', 'BB', 'BC', 'CA', 'CL', 'DD', 'SS', 'STP', 'Raider']

export interface NewShip {
  name: string
  nation: string
  type: string
  armor: number
  gunnery: number
  aircraftCapacity?: number
  /** Damaged face; null: sunk when hit. */
  back: { armor: number; gunnery: number; aircraftCapacity?: number } | null
  flotilla?: string
}

/** A ship at `hex`, docked if a friendly port is there; a carrier (aircraft capacity) gets its Carrier base (4.4). */
export function placeShip(d: Draft, hex: string, s: NewShip, inPort: boolean): Draft {
  const used = usedIds(d)
  const id = freshId(used, `${slug(s.nation)}-${slug(s.name, 'ship')}`)
  const front = {
    armor: s.armor,
    gunnery: s.gunnery,
    ...(s.aircraftCapacity ? { aircraftCapacity: s.aircraftCapacity } : {}),
  }
  const ship: NavalUnitInput = {
    id,
    name: s.name,
    nation: s.nation,
    type: s.type,
    named: shipTypesOf(d).named.includes(s.type),
    front,
    back: s.back,
    hex,
    ...(inPort ? { inPort: true } : {}),
    ...(s.flotilla ? { flotilla: s.flotilla } : {}),
  }
  let out: Draft = { ...d, navalUnits: [...(d.navalUnits ?? []), ship] }
  if (s.aircraftCapacity) {
    const base: BaseInput = {
      id: freshId(usedIds(out), `${id}-deck`),
      name: s.name,
      carrier: id,
      owner: sideOfNation(d, s.nation) ?? d.sides[0].id,
      nation: s.nation,
      components: [{ kind: 'Carrier' }],
    }
    out = { ...out, bases: [...out.bases, base] }
  }
  return out
}

export function updateShip(d: Draft, index: number, patch: Partial<NavalUnitInput>): Draft {
  const ships = d.navalUnits ?? []
  const old = ships[index]
  if (!old) return d
  const ship: NavalUnitInput = { ...old, ...patch }
  for (const k of ['flotilla', 'hex', 'seaArea', 'bound'] as const)
    if (ship[k] === undefined || ship[k] === '') delete ship[k]
  for (const k of ['inPort', 'countsAsDestroyer'] as const) if (ship[k] === undefined) delete ship[k]
  if (patch.type !== undefined) ship.named = shipTypesOf(d).named.includes(ship.type)
  return { ...d, navalUnits: ships.map((u, i) => (i === index ? ship : u)) }
}

/** The ship types of the scenario's variant, and the named ones (4.20; APTO adds the BBCV, D64). */
export function shipTypesOf(d: Draft): { all: string[]; named: string[] } {
  return d.variant === 'apto'
    ? { all: [...SHIP_TYPES, 'BBCV'], named: [...NAMED_TYPES, 'BBCV'] }
    : { all: SHIP_TYPES, named: NAMED_TYPES }
}

/**
 * Sets a placed ship's undamaged or damaged face (null: sunk when hit). A ship given an aircraft
 * capacity on its front becomes a carrier and gets its Carrier base; one whose capacity is taken
 * away loses that base and the aircraft aboard (4.4).
 */
export function setShipFace(d: Draft, index: number, which: 'front' | 'back', face: NewShip['back']): Draft {
  const ship = (d.navalUnits ?? [])[index]
  if (!ship) return d
  if (which === 'back')
    return updateShip(d, index, {
      back: face,
      ...(face === null && ship.face === 'back' ? { face: 'front' as const } : {}),
    })
  if (!face) return d
  const front = {
    armor: face.armor,
    gunnery: face.gunnery,
    ...(face.aircraftCapacity ? { aircraftCapacity: face.aircraftCapacity } : {}),
  }
  let out = updateShip(d, index, { front })
  const decks = out.bases.filter((b) => b.carrier === ship.id)
  if (front.aircraftCapacity && decks.length === 0) {
    const base: BaseInput = {
      id: freshId(usedIds(out), `${ship.id}-deck`),
      name: ship.name,
      carrier: ship.id,
      owner: sideOfNation(d, ship.nation) ?? d.sides[0].id,
      nation: ship.nation,
      components: [{ kind: 'Carrier' }],
    }
    out = { ...out, bases: [...out.bases, base] }
  } else if (!front.aircraftCapacity && decks.length > 0) {
    const gone = new Set(decks.map((b) => b.id))
    out = {
      ...out,
      bases: out.bases.filter((b) => !gone.has(b.id)),
      airUnits: out.airUnits.filter((u) => !gone.has(u.base)),
    }
  }
  return out
}

/** Removes a ship, its carrier base and the aircraft aboard. */
export function removeShip(d: Draft, index: number): Draft {
  const ship = (d.navalUnits ?? [])[index]
  if (!ship) return d
  const decks = new Set(d.bases.filter((b) => b.carrier === ship.id).map((b) => b.id))
  return {
    ...d,
    navalUnits: (d.navalUnits ?? []).filter((_, i) => i !== index),
    bases: d.bases.filter((b) => !decks.has(b.id)),
    airUnits: d.airUnits.filter((u) => !decks.has(u.base)),
  }
}

export function placeLandUnit(d: Draft, hex: string, u: Omit<LandUnitInput, 'id' | 'hex'>): Draft {
  const id = freshId(usedIds(d), `${slug(u.nation)}-${slug(u.name, 'land')}`)
  const unit: LandUnitInput = {
    id,
    name: u.name,
    nation: u.nation,
    hex,
    strength: u.strength,
    ...(u.kind ? { kind: u.kind } : {}),
  }
  return { ...d, landUnits: [...(d.landUnits ?? []), unit] }
}

export function updateLandUnit(d: Draft, index: number, patch: Partial<LandUnitInput>): Draft {
  const units = d.landUnits ?? []
  if (!units[index]) return d
  const unit: LandUnitInput = { ...units[index], ...patch }
  for (const k of ['kind', 'steps'] as const) if (unit[k] === undefined || unit[k] === '') delete unit[k]
  return { ...d, landUnits: units.map((u, i) => (i === index ? unit : u)) }
}

export function removeLandUnit(d: Draft, index: number): Draft {
  return { ...d, landUnits: (d.landUnits ?? []).filter((_, i) => i !== index) }
}

/** Toggles a supply source of `side` at `hex` (4.7). */
export function toggleSupply(d: Draft, hex: string, side: string): Draft {
  const list = d.supplySources ?? []
  const has = list.some((s) => s.hex === hex && s.side === side)
  return {
    ...d,
    supplySources: has ? list.filter((s) => !(s.hex === hex && s.side === side)) : [...list, { side, hex }],
  }
}
