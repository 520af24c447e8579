// What the map draws: a MapSnapshot, built from the game state by src/map/mapSnapshot.ts. The
// renderer knows hexes, markers and chits, never the rules: every highlighted hex here was
// computed by the rules module. Locations are the rules' integer ids: a hex is row * cols + col;
// a large sea area is cols * rows + its index. Parts that change at different rates are separate
// objects, so the scene redraws a layer only when its part is a new object.
import type { Terrain } from '../rules/systems/aeto/scenario/schema'

export interface MapSide {
  id: string
  name: string
  /** Shown on chits and plates, so colour is never the only signal. */
  letter: string
  /** 0xrrggbb */
  colour: number
}

/** A hex edge: the hex and the direction of the neighbour across it (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
export type Edges = Int32Array // pairs: hex, direction

export interface MapSeaArea {
  id: string
  name: string
  /** Outline of the area (edges to hexes outside it). */
  outline: Edges
  /** Hex where the name is printed. */
  anchor: number
}

export interface MapLargeSeaArea {
  /** "half strength" when the area lies in a weather zone that is not clear, else null. */
  weather?: string | null
  /** Its weather zone's id (the month's weather replaces `weather`, APTO Part 1). */
  weatherZone?: string
  id: string
  name: string
  /** Entry cost printed on the map ("MP = 10"). */
  mp: number
  /** Its location id (units in the area are drawn on its plate). */
  loc: number
  /** Hexes bordering it, and the outline of that band. */
  border: Int32Array
  outline: Edges
  /** Hex the plate is drawn over. */
  anchor: number
}

export interface MapInstallation {
  hex: number
  city: boolean
  port: 'minor' | 'major' | null
  resource: boolean
  fortified: boolean
}

/** One side's naval chits at a location as the viewer sees them (rules/view.ts, 4.10). */
export interface MapNaval {
  loc: number
  side: MapSide
  inPort: boolean
  /** Chit text: the largest identified ship type ("CV", "CA", "DD"), or "" when none is identified. */
  type: string
  /** Naval chits there: known to both sides (4.10). */
  count: number
  /** The identified ships, largest first. */
  ships: { name: string; type: string }[]
  /** Chits not identified (enemy ships; located or not, 4.10). */
  unidentified: number
  /** How many of the unidentified chits the viewer has located: it may attack them (4.10). */
  located: number
  carrier: boolean
  /** Air units aboard its STPs (APTO 3.21); absent when none. */
  aboard?: number
}

export interface MapLand {
  hex: number
  side: MapSide
  count: number
  strength: number
  /** First letter of the kind of the first unit ("A" armour, "I" infantry…), or "". */
  kind: string
}

/** The board: everything fixed for the whole game (scenario facts). */
export interface MapBoard {
  cols: number
  rows: number
  /** Printed hex labels by hex id, then large sea area ids. */
  labels: readonly string[]
  /** Terrain per hex id. */
  terrain: readonly Terrain[]
  /** 1 where air units may never fly (off-map, neutral, noAir). */
  noAir: Uint8Array
  /** Edges between hexes of different nations (thick border lines). */
  nationEdges: Edges
  /**
   * Hexsides air units may not cross into a hex (4.12: the Dakar hex from Morocco), each edge
   * given from the barred hex, with the words for the hover line. Absent: none.
   */
  barred?: { edges: Edges; into: number; text: string }[]
  seaAreas: MapSeaArea[]
  largeSeaAreas: MapLargeSeaArea[]
  /**
   * Weather zones other than the scenario's default one that hold hexes: their border and a label
   * "North Sea: half strength". A large sea area's zone is on its plate.
   */
  weatherZones: { id: string; name: string; condition: string; outline: Edges; anchor: number }[]
  radar: number[]
  /** Installations of a hex that are no base and may be bombed (4.26): "Coastal fort", "Mulberry", "Rocket site", "Burma Rly". */
  sites?: { hex: number; text: string }[]
  /** Printed place names (features without a base of the same name). */
  names: { hex: number; name: string }[]
  installations: MapInstallation[]
  land: MapLand[]
  sides: MapSide[]
}

export type Commitment = 'none' | 'current' | 'previous'

/** One air unit as its chit shows it. */
export interface MapChit {
  id: string
  name: string
  side: MapSide
  /** F, FB, B, N or ATP. */
  type: string
  /** null for an ATP ("X"). */
  strength: number | null
  range: number
  /** 0 = none printed. */
  quality: number
  /** Circled quality: a heavy bomber (4.0). */
  circled: boolean
  /** Underscored strength (4.20). */
  underscored: boolean
  /** A Small Fighter: "o" between strength and range (APTO 4.2; D16). */
  small?: boolean
  /** A Floatplane: type printed "N~" (APTO 4.0; D1). */
  floatplane?: boolean
  /** The depleted (back) face is up (4.17). */
  depleted: boolean
  commitment: Commitment
  aloft: boolean
  /** Flight number while aloft (F3 → 3). */
  flight: number | null
  setAside: boolean
  aborted: boolean
  /** False for the units of an over-stacked base beyond its capacity (4.8). */
  operational: boolean
}

export interface MapBase {
  id: string
  name: string
  loc: number
  side: MapSide
  /** Short type: L large, S small, G grass, CV carrier, Box nation box, C city, P port. */
  kind: string
  /** Chits counted against capacity now, and the capacity. */
  used: number
  capacity: number
  overStacked: boolean
  /** What bombing did to its installations, or how the scenario has them (4.26): shown on its plate. */
  status: 'destroyed' | 'damaged' | 'building' | null
}

export interface MapFlight {
  id: string
  number: number
  side: MapSide
  loc: number
  /** Top chit first. */
  chits: MapChit[]
  setAside: boolean
}

/** Everything at one location. */
export interface MapPlace {
  loc: number
  bases: MapBase[]
  /** Units at the bases here, top first. */
  atBase: MapChit[]
  /** Flights aloft here. */
  flights: MapFlight[]
  /** Naval chits here, per side and in port or at sea, as the viewer may see them. */
  naval: MapNaval[]
  /** Installations here that are no base, destroyed by bombing or from the start (4.26): "Radar site", "Coastal fort". */
  wrecked?: string[]
}

/** The pieces: what changes with every action. */
export interface MapPieces {
  places: MapPlace[]
  /** Every drawn unit in Tab order (by location, bases before flights, top first). */
  unitOrder: string[]
  /** Location of every drawn unit. */
  unitLoc: ReadonlyMap<string, number>
}

export interface MapTrace {
  /** Launch location first, then the hexes traced so far. */
  route: number[]
  /** Where the route may go next. */
  next: number[]
  units: { id: string; name: string; used: number; left: number }[]
  error: string | null
  /** An interceptor group's path only: the automatic rest of the route to the engagement (4.13). */
  rest: number[]
}

export interface MapCombat {
  loc: number
  /** One line per result, e.g. "B-17: depleted". */
  lines: string[]
  /** The engagement is not resolved yet: its results are shown beside it (else only its mark, until the Step ends). */
  open: boolean
}

/**
 * What the pending decision is about, so the map beside the dialog shows it: the
 * locations and units involved, and for a move decision the legal next hexes (clickable).
 * Hidden choices are never in it: a voluntary abort marks every unit of the combat, not the
 * ones chosen.
 */
export interface MapInvolved {
  /** The pending decision's kind ('declare', 'attack', 'move' …). */
  kind: string
  /** Locations involved: the engagement's hex, the interceptors' bases, where units may land. */
  locs: number[]
  /** Units involved (drawn outlined; a collapsed pile holding one is outlined as a whole). */
  units: string[]
  /** `move` only: the legal next hexes; a click on one moves the flight there (4.12). */
  next: number[]
  /** `launchInterceptors` only: the automatic path of the first group to launch, base first (4.13). */
  path: number[]
}

/** Highlights computed by the rules module. */
export interface MapOverlays {
  range: number[]
  returnRange: number[]
  /** Where enemy fighters could intercept, with how many units could reach each location. */
  interception: { loc: number; count: number }[]
  /** Whose fighters the interception zone shows (side ids). */
  interceptionSides: string[]
  trace: MapTrace | null
  /** Unresolved engagements, bottom (1) to top. */
  engagements: { loc: number; n: number; name: string }[]
  lastCombat: MapCombat | null
  /** What the pending decision is about; null when it concerns nothing on the map (planning). */
  involved: MapInvolved | null
}

export interface MapUi {
  selectedLoc: number | null
  selectedUnit: string | null
  hoverLoc: number | null
  showCoords: boolean
  expandedLoc: number | null
}

export interface MapSnapshot {
  board: MapBoard
  pieces: MapPieces
  overlays: MapOverlays
  ui: MapUi
}

export const NO_OVERLAYS: MapOverlays = {
  range: [],
  returnRange: [],
  interception: [],
  interceptionSides: [],
  trace: null,
  engagements: [],
  lastCombat: null,
  involved: null,
}
