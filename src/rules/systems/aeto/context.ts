// Static facts derived once per scenario (the scenario never changes during a game): the map
// index, lookups by id, and each base's location. Cached per scenario object. A carrier's base is
// where its ship is: once naval movement has taken a carrier elsewhere, the context of that game
// state (contextOf(state)) places the base there; contexts are cached per set of carrier moves.
import { buildMapIndex, type MapIndex } from '../../kernel/hex'
import type {
  AirUnitDef,
  BaseDef,
  NationRole,
  NavalUnitDef,
  Scenario,
  WeatherCondition,
} from './scenario/schema'
import { capacityOf, PLACEHOLDER_CAPACITY, type CapacityByKind, type LandBaseKind } from './scenario/capacity'
import type { Table } from '../../kernel/tables'
import type { Loc, SideId } from './ids'
import { VARIANTS, type VariantRules } from './variant'
import { maxOf } from './collections'

export interface ScenarioContext {
  scenario: Scenario
  map: MapIndex
  variant: VariantRules
  unitDefs: Map<string, AirUnitDef>
  baseDefs: Map<string, BaseDef>
  navalDefs: Map<string, NavalUnitDef>
  nationSide: Map<string, SideId>
  /** The rules role of a nation (german, finnish…), from the scenario's nations (4.18). */
  nationRole: Map<string, NationRole>
  sideName: Map<SideId, string>
  /** Location of every base: a land base's hex; a carrier's, where its ship is. */
  baseLoc: Map<string, Loc>
  /** Carrier bases and their ships. */
  carrierBases: readonly (readonly [string, string])[]
  baseCapacity: Map<string, number>
  /** Air capacity by component kind (4.2): the placeholder, or the chart the players entered. */
  kindCapacity: CapacityByKind
  /** The players entered the base capacities (charts.ts): no base reads the placeholder. */
  capacityEntered: boolean
  basesAt: Map<Loc, string[]>
  radarHexes: Set<Loc>
  /** Whether any location is forbidden to air units: distances must then follow routes. */
  hasNoAir: boolean
  /** Bases per owning side, in scenario order. */
  basesBySide: Map<SideId, BaseDef[]>
  /** The longest interception range any unit of the scenario can have: a cheap bound. */
  maxInterceptRange: number
  hexNation: (loc: Loc) => string | null
  /** A land hex (not sea, not off-map; large sea areas are not land). */
  isLand: (loc: Loc) => boolean
  /** The side controlling a hex: its `control`, else its nation's side; null for none (4.14). */
  hexController: (loc: Loc) => SideId | null
  weatherAt: (loc: Loc) => 'clear' | 'halfStrength' | 'halfStrengthAndRange' | 'grounded'
  /** The name of the weather zone of a location (for messages), or null without weather. */
  weatherZoneName: (loc: Loc) => string | null
  /** The id of the weather zone of a location, or null without weather. */
  weatherZoneOf: (loc: Loc) => string | null
}

const cache = new WeakMap<Scenario, ScenarioContext>()

function groupBy<T, K>(items: readonly T[], key: (x: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>()
  for (const x of items) {
    const k = key(x)
    const list = m.get(k)
    if (list) list.push(x)
    else m.set(k, [x])
  }
  return m
}

/** What the context needs of a game state: its scenario, where naval movement took its ships, the bases built or captured. */
export interface PositionedState {
  scenario: Scenario
  pending: unknown
  naval?: { ships: Readonly<Record<string, { loc?: Loc }>> }
  basing?: BasingFacts
  /** The month's weather as determined (APTO Part 1): each zone's air effect. */
  weather?: { zones: Readonly<Record<string, { effect: WeatherCondition }>> }
  /** The charts the players entered (charts.ts): the base capacities among them. */
  tables?: Readonly<Record<string, Table>>
}

/** The id of the base capacities chart among the entered tables (charts.ts). */
export const CAPACITY_TABLE_ID = 'baseCapacity'

/** A grass airfield built during the game (4.3): a base of its builder's side from the turn it is placed. */
export interface BuiltAirfield {
  id: string
  name: string
  hex: string
  /** The side that built it (its owner until captured). */
  owner: SideId
  /** The building nation (4.3). */
  nation: string
  /** Under construction until the End Phase of the turn it was placed (4.3). */
  complete: boolean
  /** The turn it was placed: year * 12 + month - 1. */
  placed: number
}

/** The bases of a game that differ from its scenario's: grass airfields built (4.3), bases captured by enemy land units (4.7). */
export interface BasingFacts {
  built?: readonly BuiltAirfield[]
  /** The side holding a captured base now. */
  owner?: Readonly<Record<string, SideId>>
}

const positioned = new WeakMap<ScenarioContext, Map<string, ScenarioContext>>()

/** The context of a scenario, or of a game state (its carriers' bases where their ships are now). */
export function contextOf(of: Scenario | PositionedState): ScenarioContext {
  if (!('pending' in of)) return scenarioContext(of)
  const ctx = positionedContext(of)
  const capacities = of.tables?.[CAPACITY_TABLE_ID]
  const charted = capacities ? capacityContext(ctx, capacities) : ctx
  const based = of.basing ? basingContext(charted, of.basing) : charted
  return of.weather ? weatherContext(based, of.weather.zones) : based
}

/** Capacity by kind as an entered chart gives it: its one column of whole numbers, by kind (4.2). */
export function capacitiesOf(table: Table): CapacityByKind {
  const out: Record<string, number> = { ...PLACEHOLDER_CAPACITY }
  table.rows.forEach((r, i) => {
    const v = table.cells[i]?.[0]
    if (r.key in out && v !== null && v !== undefined) out[r.key] = Number(v)
  })
  return out as Record<LandBaseKind, number>
}

const withCapacities = new WeakMap<ScenarioContext, Map<string, ScenarioContext>>()
const chartRead = new WeakMap<Table, { kindCapacity: CapacityByKind; key: string }>()

/** The context with the base capacities the players entered (4.2; charts.ts): every land base's capacity by the chart. Cached per chart. */
function capacityContext(base: ScenarioContext, table: Table): ScenarioContext {
  // contextOf runs for every action: the chart's reading is kept per table object (a state's
  // tables are shared by the states after it).
  let read = chartRead.get(table)
  if (!read) {
    const kindCapacity = capacitiesOf(table)
    read = { kindCapacity, key: JSON.stringify(kindCapacity) }
    chartRead.set(table, read)
  }
  const { kindCapacity, key } = read
  let byKey = withCapacities.get(base)
  if (!byKey) withCapacities.set(base, (byKey = new Map<string, ScenarioContext>()))
  let ctx = byKey.get(key)
  if (!ctx) {
    const baseCapacity = new Map(base.baseCapacity)
    for (const [id, def] of base.baseDefs) {
      const cap = capacityOf(def, kindCapacity)
      if (cap !== null) baseCapacity.set(id, cap)
    }
    ctx = { ...base, baseCapacity, kindCapacity, capacityEntered: true }
    if (byKey.size >= 256) byKey.clear()
    byKey.set(key, ctx)
  }
  return ctx
}

const withWeather = new WeakMap<ScenarioContext, Map<string, ScenarioContext>>()

/** The context with the month's weather as determined (APTO Part 1): each zone's air effect; a zone not determined keeps the scenario's. Cached per set of effects. */
function weatherContext(
  base: ScenarioContext,
  zones: Readonly<Record<string, { effect: WeatherCondition }>>,
): ScenarioContext {
  let key = ''
  for (const id in zones) key += `${id}:${zones[id].effect};`
  if (!key) return base
  let byKey = withWeather.get(base)
  if (!byKey) withWeather.set(base, (byKey = new Map()))
  let ctx = byKey.get(key)
  if (!ctx) {
    const effects = new Map(Object.entries(zones).map(([id, z]) => [id, z.effect]))
    ctx = {
      ...base,
      weatherAt: (loc) => {
        const zone = base.weatherZoneOf(loc)
        return (zone !== null ? effects.get(zone) : undefined) ?? base.weatherAt(loc)
      },
    }
    if (byKey.size >= 256) byKey.clear()
    byKey.set(key, ctx)
  }
  return ctx
}

const withBasing = new WeakMap<ScenarioContext, Map<string, ScenarioContext>>()

/** Basing records that an `apply` is still writing (engine/draft.ts): they may change yet. */
const basingInDraft = new WeakSet<BasingFacts>()

/** engine/draft.ts: `basing` is a draft's own copy now (`writing`), or its draft is finished. */
export function basingDrafted(basing: BasingFacts, writing: boolean): void {
  if (writing) basingInDraft.add(basing)
  else basingInDraft.delete(basing)
}

/** The context last worked out for each finished basing record (shared by the states until one writes it), and from which context. */
const ofBasing = new WeakMap<BasingFacts, { base: ScenarioContext; ctx: ScenarioContext }>()

/** The context with the game's own bases: grass airfields built (4.3) and captured bases with their new owner (4.7). Cached per set of such facts. */
function basingContext(base: ScenarioContext, facts: BasingFacts): ScenarioContext {
  // contextOf runs several times per action: a finished record never changes, so its key is not built again.
  const finished = !basingInDraft.has(facts)
  const known = finished ? ofBasing.get(facts) : undefined
  if (known?.base === base) return known.ctx
  const ctx = basingContextByKey(base, facts)
  if (finished) ofBasing.set(facts, { base, ctx })
  return ctx
}

function basingContextByKey(base: ScenarioContext, facts: BasingFacts): ScenarioContext {
  let key = ''
  for (const b of facts.built ?? []) key += `${b.id}${b.complete ? '+' : '-'};`
  for (const id in facts.owner ?? {}) key += `${id}@${facts.owner![id]};`
  if (!key) return base
  let byKey = withBasing.get(base)
  if (!byKey) withBasing.set(base, (byKey = new Map()))
  let ctx = byKey.get(key)
  if (!ctx) {
    const baseDefs = new Map(base.baseDefs)
    const baseLoc = new Map(base.baseLoc)
    const basesAt = new Map(base.basesAt)
    const baseCapacity = new Map(base.baseCapacity)
    for (const b of facts.built ?? []) {
      const def: BaseDef = {
        id: b.id,
        name: b.name,
        hex: b.hex,
        owner: b.owner,
        nation: b.nation,
        components: [
          { kind: 'GrassAirfield', fortified: false, destroyed: false, underConstruction: !b.complete },
        ],
      }
      const loc = base.map.parseLoc(b.hex)
      if (loc === null) continue
      baseDefs.set(b.id, def)
      baseLoc.set(b.id, loc)
      basesAt.set(loc, [...(basesAt.get(loc) ?? []), b.id])
      baseCapacity.set(b.id, capacityOf(def, base.kindCapacity) ?? 0)
    }
    for (const id in facts.owner ?? {}) {
      const def = baseDefs.get(id)
      if (def && def.owner !== facts.owner![id]) baseDefs.set(id, { ...def, owner: facts.owner![id] })
    }
    ctx = {
      ...base,
      baseDefs,
      baseLoc,
      basesAt,
      baseCapacity,
      basesBySide: groupBy([...baseDefs.values()], (b) => b.owner),
    }
    if (byKey.size >= 256) byKey.clear()
    byKey.set(key, ctx)
  }
  return ctx
}

function positionedContext(of: PositionedState): ScenarioContext {
  const base = scenarioContext(of.scenario)
  const ships = of.naval?.ships
  if (!ships || !base.carrierBases.length) return base
  let key = ''
  for (const [b, ship] of base.carrierBases) {
    const loc = ships[ship]?.loc
    if (loc !== undefined && loc !== base.baseLoc.get(b)) key += `${b}@${loc};`
  }
  if (!key) return base
  let byKey = positioned.get(base)
  if (!byKey) positioned.set(base, (byKey = new Map()))
  let ctx = byKey.get(key)
  if (!ctx) {
    const baseLoc = new Map(base.baseLoc)
    const basesAt = new Map(base.basesAt)
    for (const [b, ship] of base.carrierBases) {
      const loc = ships[ship]?.loc
      const was = base.baseLoc.get(b)
      if (loc === undefined || loc === was) continue
      baseLoc.set(b, loc)
      if (was !== undefined)
        basesAt.set(
          was,
          (basesAt.get(was) ?? []).filter((x) => x !== b),
        )
      basesAt.set(loc, [...(basesAt.get(loc) ?? []), b])
    }
    ctx = { ...base, baseLoc, basesAt }
    if (byKey.size >= 256) byKey.clear()
    byKey.set(key, ctx)
  }
  return ctx
}

function scenarioContext(scenario: Scenario): ScenarioContext {
  let ctx = cache.get(scenario)
  if (!ctx) {
    ctx = buildContext(scenario)
    cache.set(scenario, ctx)
  }
  return ctx
}

function buildContext(scenario: Scenario): ScenarioContext {
  const m = scenario.map
  const probe = buildMapIndex({ cols: m.cols, rows: m.rows })
  const hexId = (label: string): number => {
    const loc = probe.parseLoc(label)
    if (loc === null) throw new Error(`hex ${label} is not on the map`)
    return loc
  }
  const noAir: number[] = []
  m.terrain.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === 'x') noAir.push(r * m.cols + c)
  })
  for (const f of m.features) if (f.noAir) noAir.push(hexId(f.hex))
  const map = buildMapIndex({
    cols: m.cols,
    rows: m.rows,
    noAir,
    ...(m.barredEntries?.length
      ? {
          barredEntries: m.barredEntries.flatMap((b) =>
            b.from.map((from) => ({ from: hexId(from), to: hexId(b.into) })),
          ),
        }
      : {}),
    largeSeaAreas: m.largeSeaAreas.map((a) => ({ id: a.id, mp: a.mp, border: a.border.map(hexId) })),
  })

  const navalDefs = new Map(scenario.navalUnits.map((n) => [n.id, n]))
  const baseLoc = new Map<string, Loc>()
  const basesAt = new Map<Loc, string[]>()
  const baseCapacity = new Map<string, number>()
  for (const b of scenario.bases) {
    let loc: Loc | null = null
    if (b.hex) loc = hexId(b.hex)
    else if (b.carrier) {
      const ship = navalDefs.get(b.carrier)
      if (ship?.hex) loc = hexId(ship.hex)
      else if (ship?.seaArea) loc = map.seaAreaOf(ship.seaArea)
    }
    if (loc !== null) {
      baseLoc.set(b.id, loc)
      basesAt.set(loc, [...(basesAt.get(loc) ?? []), b.id])
    }
    // A ship carrying a Floatplane holds that one unit (APTO 4.4; D20).
    const carrierCap = b.carrier
      ? Math.max(
          navalDefs.get(b.carrier)?.front.aircraftCapacity ?? 0,
          navalDefs.get(b.carrier)?.carriesFloatplane ? 1 : 0,
        )
      : 0
    baseCapacity.set(b.id, capacityOf(b) ?? carrierCap)
  }

  const nationLegend = m.nations?.legend ?? {}
  const nationRows = m.nations?.rows ?? []
  const featureNation = new Map<Loc, string>()
  const featureControl = new Map<Loc, string>()
  const radarHexes = new Set<Loc>()
  const zoneOf = new Map<Loc, string>()
  for (const f of m.features) {
    const loc = hexId(f.hex)
    if (f.nation) featureNation.set(loc, f.nation)
    if (f.control) featureControl.set(loc, f.control)
    if (f.radar) radarHexes.add(loc)
    if (f.weatherZone) zoneOf.set(loc, f.weatherZone)
  }
  m.largeSeaAreas.forEach((a) => {
    if (a.weatherZone) zoneOf.set(map.seaAreaOf(a.id), a.weatherZone)
  })
  const zones = new Map((scenario.weather?.zones ?? []).map((z) => [z.id, z.condition]))
  const zoneNames = new Map((scenario.weather?.zones ?? []).map((z) => [z.id, z.name]))
  const defaultZone = scenario.weather?.defaultZone

  const hexNation = (loc: Loc): string | null => {
    if (!map.isHex(loc)) return null
    const f = featureNation.get(loc)
    if (f) return f
    const code = nationRows[map.rowOf(loc)]?.[map.colOf(loc)]
    return code ? (nationLegend[code] ?? null) : null
  }
  const nationSide = new Map(scenario.nations.map((n) => [n.id, n.side]))
  return {
    scenario,
    map,
    variant: VARIANTS[scenario.variant],
    unitDefs: new Map(scenario.airUnits.map((u) => [u.id, u])),
    baseDefs: new Map(scenario.bases.map((b) => [b.id, b])),
    navalDefs,
    nationSide,
    nationRole: new Map(scenario.nations.flatMap((n) => (n.role ? [[n.id, n.role] as const] : []))),
    sideName: new Map(scenario.sides.map((s) => [s.id, s.name])),
    baseLoc,
    carrierBases: scenario.bases.flatMap((b) => (b.carrier ? [[b.id, b.carrier] as const] : [])),
    baseCapacity,
    kindCapacity: PLACEHOLDER_CAPACITY,
    capacityEntered: false,
    basesAt,
    radarHexes,
    hasNoAir: noAir.length > 0,
    basesBySide: groupBy(scenario.bases, (b) => b.owner),
    maxInterceptRange: Math.max(
      VARIANTS[scenario.variant].interceptRangeMin,
      maxOf(scenario.airUnits, (u) => Math.floor(Math.max(u.front.range, u.back?.range ?? 0) / 2)),
    ),
    hexNation,
    isLand: (loc) => {
      if (!map.isHex(loc)) return false
      const code = m.terrain[map.rowOf(loc)]?.[map.colOf(loc)]
      return code !== undefined && code !== '~' && code !== 'x'
    },
    hexController: (loc) => {
      if (!map.isHex(loc)) return null
      const control = featureControl.get(loc)
      if (control) return control
      const nation = hexNation(loc)
      return nation === null ? null : (nationSide.get(nation) ?? null)
    },
    weatherAt: (loc) => {
      const zone = zoneOf.get(loc) ?? defaultZone
      return (zone && zones.get(zone)) || 'clear'
    },
    weatherZoneName: (loc) => {
      const zone = zoneOf.get(loc) ?? defaultZone
      return (zone && zoneNames.get(zone)) || null
    },
    weatherZoneOf: (loc) => zoneOf.get(loc) ?? defaultZone ?? null,
  }
}
