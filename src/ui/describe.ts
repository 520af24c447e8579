// What the panels show, shaped from a scenario: the order of battle per side and the contents of
// one hex. Plain data, no React, so it is unit-tested; the game state will replace the scenario
// as the source later.
import type { AirType, Scenario, SideDef, Terrain } from '../rules/scenario/schema'
import { parseHexLabel } from '../rules/hex/coords'
import { terrainGrid } from '../map/snapshot'
import { chitNotation, kindName } from './format'

export interface SideRef {
  id: string
  name: string
  letter: string
  colour: string
}

export interface AirUnitRow {
  id: string
  name: string
  type: AirType
  /** Notation of the face up, e.g. "4-4/3". */
  notation: string
  reduced: boolean
  side: SideRef
  baseName: string
}

export interface SideOrderOfBattle {
  side: SideRef
  units: AirUnitRow[]
}

export interface BaseRow {
  id: string
  name: string
  side: SideRef
  kinds: string[]
}

export interface HexContents {
  label: string
  terrain: Terrain
  placeName: string | null
  notes: string[]
  bases: BaseRow[]
  airUnits: AirUnitRow[]
  navalUnits: { id: string; name: string; type: string; side: SideRef }[]
  landUnits: { id: string; name: string; strength: number; side: SideRef }[]
}

const UNKNOWN_SIDE: SideRef = { id: '?', name: 'Unknown side', letter: '?', colour: '#808080' }

function sideRef(d: SideDef): SideRef {
  return { id: d.id, name: d.name, letter: d.letter, colour: d.colour }
}

function lookups(s: Scenario) {
  const sides = new Map(s.sides.map((d) => [d.id, sideRef(d)]))
  const side = (id: string | undefined) => (id !== undefined ? sides.get(id) : undefined) ?? UNKNOWN_SIDE
  const nationSide = new Map(s.nations.map((n) => [n.id, n.side]))
  const ofNation = (nation: string) => side(nationSide.get(nation))
  const bases = new Map(s.bases.map((b) => [b.id, b]))
  const airRow = (u: Scenario['airUnits'][number]): AirUnitRow => {
    const reduced = u.face === 'back' && u.back !== null
    return {
      id: u.id,
      name: u.name,
      type: u.type,
      notation: chitNotation(reduced && u.back ? u.back : u.front, u.type),
      reduced,
      side: ofNation(u.nation),
      baseName: bases.get(u.base)?.name ?? u.base,
    }
  }
  return { side, ofNation, bases, airRow }
}

/** Air units per side, in the scenario's side order and unit order. */
export function orderOfBattle(s: Scenario): SideOrderOfBattle[] {
  const { side, airRow } = lookups(s)
  const rows = s.airUnits.map(airRow)
  return s.sides.map((d) => ({ side: side(d.id), units: rows.filter((r) => r.side.id === d.id) }))
}

/** Everything the scenario puts in one hex, or null if the label is not on the map. */
export function hexContents(s: Scenario, label: string): HexContents | null {
  const at = parseHexLabel(label, s.map.cols, s.map.rows)
  if (!at) return null
  const { side, ofNation, airRow } = lookups(s)
  const navalHex = new Map(s.navalUnits.map((n) => [n.id, n.hex]))
  const baseHex = (b: Scenario['bases'][number]) => b.hex ?? (b.carrier !== undefined ? navalHex.get(b.carrier) : undefined)
  const basesHere = s.bases.filter((b) => baseHex(b) === label)
  const baseIds = new Set(basesHere.map((b) => b.id))
  const feature = s.map.features.find((f) => f.hex === label)
  const notes: string[] = []
  if (feature?.radar) notes.push('Radar site')
  if (feature?.noAir) notes.push('Closed to air units')
  if (feature?.neutral) notes.push('Neutral')
  const row = terrainGrid(s.map.cols, 1, [s.map.terrain[at.row] ?? ''])
  return {
    label,
    terrain: row[at.col] ?? 'offmap',
    placeName: feature?.name ?? null,
    notes,
    bases: basesHere.map((b) => ({ id: b.id, name: b.name, side: side(b.owner), kinds: b.components.map((c) => kindName(c.kind)) })),
    airUnits: s.airUnits.filter((u) => baseIds.has(u.base)).map(airRow),
    navalUnits: s.navalUnits.filter((n) => n.hex === label).map((n) => ({ id: n.id, name: n.name, type: n.type, side: ofNation(n.nation) })),
    landUnits: s.landUnits
      .filter((l) => l.hex === label)
      .map((l) => ({ id: l.id, name: l.name, strength: l.strength, side: ofNation(l.nation) })),
  }
}
