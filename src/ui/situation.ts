// What the panels show, read from the game state: sides, the order of battle with each unit's
// whereabouts, the contents of one hex, one unit's card. Plain data, no React, unit-tested. The
// shell reads the state; every "may it act" answer comes from the rules module (unitStatus).
import {
  weatherNow,
  fullWeatherEffects,
  weatherRuleAt,
  recordValues,
  contextOf,
  unitAboard,
  unitStatus,
  numberedName,
  type GameState,
  type UnitId,
  type UnitStatus,
  landUnitsNow,
  airstripWords,
  featureAt,
  fortStands,
  installationsAt,
  targetNumber,
  type FeatureKind,
} from '../rules/systems/aeto'
import { parseHexLabel } from '../rules/kernel/hex/coords'
import {
  TERRAIN_CODES,
  type AirFace,
  type AirType,
  type Terrain,
} from '../rules/systems/aeto/scenario/schema'
import {
  baseSeen,
  basesSeen,
  hiddenNames,
  isHiddenBase,
  landSeenBy,
  inPortSecret,
  maskNames,
  shipsSeenBy,
  stackWords,
  unitHidden,
  type Viewer,
} from '../rules/systems/aeto/view'
import { airTypeLabel, chitNotation, componentText } from './format'

export { sideRef, UNKNOWN_SIDE, type SideRef } from './sideRef'
import { sideRef, type SideRef } from './sideRef'

/** Where a unit is, as the order of battle filters it. */
export type UnitWhere = 'base' | 'aloft' | 'setAside' | 'aboard' | 'eliminated'

export const WHERE_NAMES: Record<UnitWhere, string> = {
  base: 'At base',
  aloft: 'Aloft',
  setAside: 'Set aside',
  aboard: 'Aboard STPs',
  eliminated: 'Eliminated',
}

export interface UnitRow {
  id: UnitId
  name: string
  type: AirType
  /** The type as printed: "N~" for a Floatplane (APTO 4.0). */
  typeLabel: string
  /** A Floatplane (APTO 4.0; D1). */
  floatplane: boolean
  /** A Small Fighter, "o" (APTO 4.2; D16). */
  small?: boolean
  /** Chit notation of the face up, e.g. "4-4/3"; a Small Fighter's "2o3/1" (APTO 4.2). */
  notation: string
  reduced: boolean
  side: SideRef
  baseName: string
  where: UnitWhere
  /** Hex label (or sea area id) where the unit is now, or null. */
  loc: string | null
}

export interface SideOrderOfBattle {
  side: SideRef
  units: UnitRow[]
}

function whereOf(state: GameState, id: UnitId): UnitWhere {
  const u = state.units[id]
  if (u.eliminated) return 'eliminated'
  if (u.aloft) return u.aloft.setAside ? 'setAside' : 'aloft'
  if (state.seaTransport?.cargo.some((c) => c.unit === id)) return 'aboard' // naval transport (APTO 3.21)
  return 'base'
}

/** Location label of a unit now: its flight's hex, or its base's hex. */
export function unitLoc(state: GameState, id: UnitId): string | null {
  const ctx = contextOf(state)
  const u = state.units[id]
  if (!u || u.eliminated) return null
  if (u.aloft) return ctx.map.locLabel(u.aloft.loc)
  if (state.seaTransport?.cargo.some((c) => c.unit === id)) return unitAboard(state, id)?.loc ?? null // where its STPs are (APTO 3.21)
  const loc = ctx.baseLoc.get(u.base)
  return loc === undefined ? null : ctx.map.locLabel(loc)
}

/** How a base the viewer may not see is named: an enemy carrier not located (rules/view.ts isHiddenBase). */
export const HIDDEN_CARRIER = 'a carrier not located'

/** One unit as `viewer` may see it (null: all open): aboard an enemy carrier not located, neither the carrier nor where it is. */
export function unitRow(state: GameState, id: UnitId, viewer: Viewer = null): UnitRow {
  const ctx = contextOf(state)
  const u = state.units[id]
  const def = ctx.unitDefs.get(id)!
  const reduced = u.face === 'back' && def.back !== null
  if (isHiddenBase(state, viewer, u.base))
    return {
      id,
      name: numberedName(ctx, id),
      type: def.type,
      typeLabel: airTypeLabel(def.type, def.floatplane),
      floatplane: def.floatplane === true,
      notation: chitNotation(reduced && def.back ? def.back : def.front, def.type, def.small),
      reduced,
      side: sideRef(state, u.side),
      baseName: HIDDEN_CARRIER,
      where: whereOf(state, id),
      loc: unitHidden(state, viewer, id) ? null : unitLoc(state, id),
    }
  return {
    id,
    name: numberedName(ctx, id), // numbered among namesakes: "Fw-190 #2"
    type: def.type,
    typeLabel: airTypeLabel(def.type, def.floatplane),
    floatplane: def.floatplane === true,
    ...(def.small ? { small: true } : {}),
    notation: chitNotation(reduced && def.back ? def.back : def.front, def.type, def.small),
    reduced,
    side: sideRef(state, u.side),
    baseName:
      aboardWords(state, id, viewer) ??
      ctx.baseDefs.get(inPortSecret(state, viewer, id) ?? u.base)?.name ??
      u.base, // ashore or aboard in port: not told (4.5)
    where: whereOf(state, id),
    loc: unitLoc(state, id),
  }
}

/** Where a unit aboard STPs is, in words (APTO 3.21): its STPs named for its own side (or all open), "aboard ships" for another; null when not aboard. */
function aboardWords(state: GameState, id: UnitId, viewer: Viewer): string | null {
  if (!state.seaTransport?.cargo.some((c) => c.unit === id)) return null
  const a = unitAboard(state, id)
  if (!a) return null
  return viewer === null || viewer === a.side ? `aboard ${a.stps}` : 'aboard ships'
}

/** Air units per side, in the scenario's side order and unit order. */
export function orderOfBattle(state: GameState, viewer: Viewer = null): SideOrderOfBattle[] {
  const rows = state.scenario.airUnits.map((u) => unitRow(state, u.id, viewer))
  return state.scenario.sides.map((d) => ({
    side: sideRef(state, d.id),
    units: rows.filter((r) => r.side.id === d.id),
  }))
}

export interface OobFilter {
  /** Side id, or 'all'. */
  side: string
  type: AirType | 'all'
  where: UnitWhere | 'all'
  /** Matched against name, id, base and chit, case-insensitively. */
  text: string
}

export const NO_FILTER: OobFilter = { side: 'all', type: 'all', where: 'all', text: '' }

export function matchesFilter(row: UnitRow, f: OobFilter): boolean {
  if (f.side !== 'all' && row.side.id !== f.side) return false
  if (f.type !== 'all' && row.type !== f.type) return false
  if (f.where !== 'all' && row.where !== f.where) return false
  const q = f.text.trim().toLowerCase()
  if (q === '') return true
  return [row.name, row.id, row.baseName, row.notation, row.loc ?? ''].some((s) =>
    s.toLowerCase().includes(q),
  )
}

/** The order of battle with only the rows the filter keeps; sides left out by the side filter drop. */
export function filterOrderOfBattle(oob: readonly SideOrderOfBattle[], f: OobFilter): SideOrderOfBattle[] {
  return oob
    .filter((s) => f.side === 'all' || s.side.id === f.side)
    .map((s) => ({ side: s.side, units: s.units.filter((u) => matchesFilter(u, f)) }))
}

// ---------------------------------------------------------------- one hex

export interface BaseView {
  id: string
  name: string
  side: SideRef
  kinds: string[]
  capacity: number
  /** The capacity reads a placeholder value of Player Aid Card "I" (4.2; spec §16). */
  capacityPlaceholder: boolean
  /** Units at the base now (not aloft), top of the stack first. */
  units: (UnitRow & { operational: boolean })[]
  /** Units assigned to the base but away (aloft or set aside). */
  away: number
  overStacked: boolean
}

export interface FlightView {
  id: string
  side: SideRef
  purpose: 'mission' | 'interception'
  status: string
  units: UnitRow[]
}

/** A side's naval chits here: their number is open, the ships' identities only once located (4.10). */
export interface NavalStackView {
  side: SideRef
  inPort: boolean
  chits: number
  ships: { id: string; name: string; type: string }[]
  /** Chits the viewer has not identified. */
  unidentified: number
  /** The stack in words ("2 naval chits, not located"). */
  text: string
  /** Air units aboard its STPs (naval transport, APTO 3.21); absent when none. */
  aboard?: UnitRow[]
  /** The STPs' points and what the air units aboard need, per flotilla carrying some (3.23); absent when none. */
  loads?: { flotilla: string; points: number; load: number }[]
}

export interface HexView {
  label: string
  terrain: Terrain | 'seaArea'
  placeName: string | null
  notes: string[]
  bases: BaseView[]
  flights: FlightView[]
  /** Units set aside here until the end of the Step (4.13). */
  setAside: UnitRow[]
  /** Ships as the viewer may see them (4.10): one entry per side and in port or at sea. */
  naval: NavalStackView[]
  landUnits: { id: string; name: string; strength: number; side: SideRef }[]
  /** Enemy land chits the viewer may not inspect here (4.11): one entry per side, counted. */
  landNotSeen: { side: SideRef; chits: number; text: string }[]
  /** Air Supply chits delivered here by air transport, per side (4.23). */
  airSupply: { side: SideRef; count: number }[]
}

function terrainAt(state: GameState, label: string): Terrain | null {
  const m = state.scenario.map
  const at = parseHexLabel(label, m.cols, m.rows)
  if (!at) return null
  return TERRAIN_CODES[m.terrain[at.row]?.[at.col] ?? 'x'] ?? 'offmap'
}

const SITE_WORDS: Record<FeatureKind, string> = {
  CoastalFortification: 'Coastal fortification',
  Fortification: 'Fortification',
  PermanentFortification: 'Permanent fortification',
  Mulberry: 'Mulberry',
  Radar: 'Radar site',
  RocketSite: 'Rocket site',
  BurmaRailway: 'Burma Railway',
}

/** The hex's installations that are no base, as the hex panel says them (4.26): "Coastal fortification: bombing target 2 (4.26)", "Radar site destroyed: …", a fort never destroyed; a fort chit of no kind (4.11). Public facts (4.26: all players may know them). */
export function featureSiteNotes(state: GameState, loc: number): { notes: string[]; radar: boolean } {
  const ctx = contextOf(state)
  const notes: string[] = []
  let radar = false
  for (const i of installationsAt(ctx, state, loc)) {
    if (!i.feature) continue
    if (i.feature === 'radar') radar = true
    const what = SITE_WORDS[i.kind]
    if (i.indestructible) notes.push(`${what}: never destroyed by bombing (4.26)`)
    else if (i.destroyed) notes.push(`${what} destroyed: it does not function until repaired (4.26)`)
    else notes.push(`${what}: bombing target ${targetNumber(ctx, state, i).value} (4.26)`)
  }
  const f = featureAt(ctx, loc)
  if (f?.fort === true)
    notes.push(fortStands(state, f) ? 'Fort chit (4.11)' : 'Fort chit destroyed (4.11, 4.26)')
  return { notes, radar }
}

/** Everything in one hex (or large sea area) now as `viewer` may see it (null: all open), or null if the label is not on the map. */
export function hexView(state: GameState, label: string, viewer: Viewer = null): HexView | null {
  const ctx = contextOf(state)
  const loc = ctx.map.parseLoc(label)
  if (loc === null) return null
  const s = state.scenario
  const seaArea = ctx.map.isSeaArea(loc) ? s.map.largeSeaAreas.find((a) => a.id === label) : undefined
  const feature = s.map.features.find((f) => f.hex === label)
  const notes: string[] = []
  if (seaArea) notes.push(`Large sea area, ${seaArea.mp} MP to enter (4.12)`)
  const sites = featureSiteNotes(state, loc)
  if (feature?.radar && !sites.radar) notes.push('Radar site')
  notes.push(...sites.notes)
  if (feature?.noAir) notes.push('Closed to air units')
  if (feature?.neutral) notes.push('Neutral')
  if (feature?.hawaii)
    notes.push(
      'Hawaiian Islands: in December 1941 no strafing penalty against US units based here, no own-airbase bonus for US fighter-types (APTO D45, D55)',
    )
  if (state.weather) {
    // The month's weather in this hex's zone (APTO Part 1; 1.5).
    const zone = weatherNow(state)?.zones.find((z) => z.id === ctx.weatherZoneOf(loc))
    if (zone) notes.push(`Weather: ${zone.name}, ${zone.text}`)
  }
  // What that weather does to the reach of air units here (1.3–1.5, 1.7; AETO 4.12).
  const effect = ctx.weatherAt(loc)
  const apto = fullWeatherEffects(state, ctx)
  if (effect === 'halfStrengthAndRange')
    notes.push(
      `Range halved by the weather, ${weatherRuleAt(ctx, state, loc)}: a unit based here${apto ? ', or flying in (1.7),' : ''} flies half its range`,
    )
  if (effect === 'grounded')
    notes.push(
      `No reach: all air is grounded by the weather here, ${weatherRuleAt(ctx, state, loc)}${apto ? ' — no unit launches from, flies into or intercepts in this zone' : ' — no unit launches from or intercepts here'}`,
    )
  const nationSide = new Map(s.nations.map((n) => [n.id, n.side]))
  const ofNation = (nation: string) => sideRef(state, nationSide.get(nation))
  const landHere = landSeenBy(state, viewer).filter((x) => x.hex === label)
  const seenLand = new Set(landHere.flatMap((x) => x.units.map((u) => u.id)))
  // The bases here as the viewer sees them (rules/view.ts): not an enemy carrier it has not located
  // (4.10); an enemy carrier docked here lists its units with the port's, neither told apart (4.5).
  const bases: BaseView[] = basesSeen(state, viewer)
    .filter((b) => b.loc === loc)
    .map((b) => {
      const ops = new Set(b.operational)
      return {
        id: b.id,
        name: b.name,
        side: sideRef(state, b.owner),
        kinds: b.components.map((c) => componentText(c, airstripWords(state.scenario))),
        capacity: b.capacity,
        capacityPlaceholder: b.capacityPlaceholder,
        units: b.units
          .filter((u) => !state.units[u].aloft)
          .map((u) => ({ ...unitRow(state, u, viewer), operational: ops.has(u) })),
        away: b.units.filter((u) => state.units[u].aloft).length,
        overStacked: b.overStacked,
      }
    })
  const flights: FlightView[] = Object.values(state.flights)
    .filter((f) => f.loc === loc && f.status !== 'setAside')
    .map((f) => ({
      id: f.id,
      side: sideRef(state, f.side),
      purpose: f.purpose,
      status: f.status,
      units: f.units
        .filter((u) => state.units[u]?.aloft && !state.units[u].aloft.setAside)
        .map((u) => unitRow(state, u, viewer)),
    }))
    .filter((f) => f.units.length > 0)
  const setAside = recordValues(state.units)
    .filter((u) => !u.eliminated && u.aloft?.setAside && u.aloft.loc === loc)
    .map((u) => unitRow(state, u.id, viewer))
  return {
    label,
    terrain: seaArea ? 'seaArea' : (terrainAt(state, label) ?? 'offmap'),
    placeName: seaArea?.name ?? feature?.name ?? null,
    notes,
    bases,
    flights,
    setAside,
    naval: shipsSeenBy(state, viewer)
      .filter((x) => x.loc === loc)
      .map((x) => {
        const ships = (x.ships ?? []).map(({ id, name, type }) => ({ id, name, type }))
        const carried = (state.seaTransport?.cargo ?? [])
          .map((c) => ({ c, a: unitAboard(state, c.unit) }))
          .filter(({ a }) => a !== null && a.loc === label && a.inPort === x.inPort && a.side === x.side)
        const loads = [
          ...new Map(
            carried.map(({ c, a }) => [
              c.flotilla,
              { flotilla: c.flotilla, points: a!.points, load: a!.load },
            ]),
          ).values(),
        ]
        return {
          side: sideRef(state, x.side),
          inPort: x.inPort,
          chits: x.chits,
          ships,
          unidentified: x.chits - ships.length,
          text: stackWords(x),
          ...(carried.length
            ? { aboard: carried.map(({ c }) => unitRow(state, c.unit, viewer)), loads }
            : {}),
        }
      }),
    // Enemy land stacks as the viewer may see them: the top chit and the ones it inspected (4.11).
    landUnits: landUnitsNow(state)
      .filter((l) => l.hex === label && seenLand.has(l.id))
      .map((l) => ({ id: l.id, name: l.name, strength: l.strength, side: ofNation(l.nation) })),
    landNotSeen: landHere
      .filter((x) => x.units.length < x.chits)
      .map((x) => {
        const n = x.chits - x.units.length
        const why =
          x.seen === 'reconnoitred' && x.concealed
            ? 'concealed under the fort chit (4.11)'
            : x.seen === 'reconnoitred'
              ? 'not seen'
              : 'not inspected: reconnoitre the hex, or be next to it (4.11)'
        return {
          side: sideRef(state, x.side),
          chits: n,
          text: `${n} more land chit${n === 1 ? '' : 's'}, ${why}`,
        }
      }),
    airSupply: state.scenario.sides
      .map((x) => ({
        side: sideRef(state, x.id),
        count: (state.airSupply ?? []).filter((c) => c.hex === label && c.side === x.id).length,
      }))
      .filter((x) => x.count > 0),
  }
}

/** All air units in a hex view, top of the first stack first: what Tab cycles and the live region counts. */
export function unitsInHex(h: HexView): UnitRow[] {
  return [
    ...h.bases.flatMap((b) => b.units),
    ...h.flights.flatMap((f) => f.units),
    ...h.setAside,
    ...h.naval.flatMap((n) => n.aboard ?? []),
  ]
}

// ---------------------------------------------------------------- one unit

export interface FaceView {
  notation: string
  strength: number
  range: number
  quality: number
  heavy: boolean
  underscored: boolean
}

export interface UnitCardView {
  row: UnitRow
  nation: string
  front: FaceView
  /** null: a single-step chit with a blank back (4.17). */
  back: FaceView | null
  faceUp: 'front' | 'back'
  role: string | null
  mpUsed: number
  status: UnitStatus
  /** hidden: an enemy carrier the viewer has not located; only its words are shown (4.10). */
  base: {
    id: string
    name: string
    hex: string | null
    kinds: string[]
    capacity: number
    units: number
    overStacked: boolean
    operational: boolean
    hidden: boolean
  }
}

function faceView(face: AirFace, type: AirType): FaceView {
  return {
    notation: chitNotation(face, type),
    strength: face.strength,
    range: face.range,
    quality: face.quality,
    heavy: type === 'B' && face.circled,
    underscored: face.underscored,
  }
}

/** An enemy unit of a carrier not located: its status without the carrier's name, nor, aboard, where it is (4.10). */
function hiddenStatus(st: UnitStatus, state: GameState, viewer: Viewer, aboard: boolean): UnitStatus {
  const names = hiddenNames(state, viewer)
  const mask = (v: UnitStatus['canLaunch']) => ({ ...v, why: maskNames(v.why, names) })
  return {
    where: aboard ? `Aboard ${HIDDEN_CARRIER}` : maskNames(st.where, names),
    canLaunch: mask(st.canLaunch),
    canIntercept: mask(st.canIntercept),
    commitment: st.commitment,
  }
}

export function unitCard(state: GameState, id: UnitId, viewer: Viewer = null): UnitCardView | null {
  const u = state.units[id]
  if (!u) return null
  const ctx = contextOf(state)
  const def = ctx.unitDefs.get(id)!
  const hidden = isHiddenBase(state, viewer, u.base)
  const port = inPortSecret(state, viewer, id)
  const status = hidden
    ? hiddenStatus(unitStatus(state, id), state, viewer, unitHidden(state, viewer, id))
    : port !== null
      ? inPortStatus(state, id, port)
      : unitStatus(state, id)
  const common = {
    row: unitRow(state, id, viewer),
    nation: state.scenario.nations.find((n) => n.id === def.nation)?.name ?? def.nation,
    front: faceView(def.front, def.type),
    back: def.back ? faceView(def.back, def.type) : null,
    faceUp: u.face,
    role: u.role === null ? null : u.dumpedOrdnance ? 'fighter (ordnance dumped)' : u.role,
    mpUsed: u.mp,
    status,
  }
  if (hidden)
    return {
      ...common,
      base: {
        id: '',
        name: HIDDEN_CARRIER,
        hex: null,
        kinds: [],
        capacity: 0,
        units: 0,
        overStacked: false,
        operational: true,
        hidden: true,
      },
    }
  const shown = port ?? u.base // ashore or aboard in port: the port, for the other side (4.5)
  const bdef = ctx.baseDefs.get(shown)
  const seen = baseSeen(state, viewer, shown)
  return {
    ...common,
    base: {
      id: shown,
      name: bdef?.name ?? shown,
      hex: seen ? ctx.map.locLabel(seen.loc) : null,
      kinds: (seen?.components ?? bdef?.components ?? []).map((c) =>
        componentText(c, airstripWords(state.scenario)),
      ),
      capacity: seen?.capacity ?? 0,
      units: (state.stacks[shown] ?? []).filter((x) => !state.units[x].eliminated).length,
      overStacked: seen?.overStacked ?? false,
      operational: port !== null || (!u.eliminated && (seen?.operational.includes(id) ?? false)),
      hidden: false,
    },
  }
}

/** An enemy Naval-Air unit in port, ashore or aboard a carrier there — which, the owner does not tell (4.5). */
function inPortStatus(state: GameState, id: UnitId, port: string): UnitStatus {
  const name = contextOf(state).baseDefs.get(port)?.name ?? port
  const notTold = {
    ok: false,
    why: `Not told: ashore at ${name} it operates normally, aboard a carrier in port it cannot fly (4.5).`,
    rule: '4.5',
  }
  return {
    where: `In port at ${name}: ashore or aboard a carrier there, the owner does not tell (4.5)`,
    canLaunch: notTold,
    canIntercept: notTold,
    commitment: unitStatus(state, id).commitment,
  }
}
