// The board of a scenario (terrain, borders, sea areas, weather zones, names, installations,
// land units) as the map draws it. Needs the scenario's context (map index, nations, bases) but
// neither the rules engine nor the validator, so the page can draw a built-in scenario's board
// before they load (map/preview.ts; the first load, docs/architecture.md, "Shell and dialogs").
import { contextOf, type FeatureKind, type WeatherNow } from '../rules/systems/aeto/board'
import { hexNeighbours, inBounds } from '../rules/kernel/hex/coords'
import type { FeatureInstallation, FortKind, Scenario } from '../rules/systems/aeto/scenario/schema'
import { TERRAIN_CODES, type TERRAINS } from '../rules/systems/aeto/scenario/terrainCodes'
import { outlineOf } from './outline'
import type { MapBoard, MapSide } from './model'

type Terrain = (typeof TERRAINS)[number]

const boards = new WeakMap<Scenario, MapBoard>()

export function parseColour(hex: string): number {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16)
  return Number.isFinite(n) ? n : 0x808080
}

/** The hex of a set closest to the set's centre (in offset coordinates), for printing its name. */
export function anchorOf(hexes: readonly number[], cols: number): number {
  let sc = 0
  let sr = 0
  for (const h of hexes) {
    sc += h % cols
    sr += Math.floor(h / cols)
  }
  const c = sc / hexes.length
  const r = sr / hexes.length
  let best = hexes[0]
  let bestD = Infinity
  for (const h of hexes) {
    const d = ((h % cols) - c) ** 2 + (Math.floor(h / cols) - r) ** 2
    if (d < bestD) {
      bestD = d
      best = h
    }
  }
  return best
}

/** A weather condition in a few words, for the map. */
export const WEATHER_WORDS: Record<string, string> = {
  clear: 'clear',
  halfStrength: 'half strength',
  halfStrengthAndRange: 'half strength and range',
  grounded: 'grounded',
}

const weatherBoards = new WeakMap<MapBoard, Map<string, MapBoard>>()

/**
 * The board with the weather in force (APTO Part 1): each zone's plate and each large sea area's
 * label say the month's condition, not the scenario's. The board is cached per scenario, so the
 * weather comes from the game state: one board per weather, cached by what it says.
 */
export function withWeather(board: MapBoard, now: WeatherNow): MapBoard {
  const key = now.zones.map((z) => `${z.id}=${z.text}`).join(';')
  let byKey = weatherBoards.get(board)
  if (!byKey) weatherBoards.set(board, (byKey = new Map()))
  let out = byKey.get(key)
  if (!out) {
    const zone = new Map(now.zones.map((z) => [z.id, z]))
    out = {
      ...board,
      weatherZones: board.weatherZones.map((z) => ({ ...z, condition: zone.get(z.id)?.text ?? z.condition })),
      largeSeaAreas: board.largeSeaAreas.map((a) => {
        const z = zone.get(a.weatherZone ?? '')
        return z ? { ...a, weather: z.pending || z.effect !== 'clear' ? z.text : null } : a
      }),
    }
    if (byKey.size >= 64) byKey.clear()
    byKey.set(key, out)
  }
  return out
}

/** Land units as stacks per hex and side: count, total strength, the first one's kind letter. */
export function landChits(
  scenario: Scenario,
  units: readonly { hex: string; nation: string; strength: number; kind?: string }[],
  sides: readonly MapSide[],
): MapBoard['land'] {
  const ctx = contextOf(scenario)
  const sideById = new Map(sides.map((s) => [s.id, s]))
  const land = new Map<string, MapBoard['land'][number]>()
  for (const l of units) {
    const hex = ctx.map.parseLoc(l.hex)
    if (hex === null) continue
    const side = sideById.get(ctx.nationSide.get(l.nation) ?? '') ?? sides[0]
    const key = `${hex}|${side.id}`
    const cur = land.get(key)
    if (!cur)
      land.set(key, {
        hex,
        side,
        count: 1,
        strength: l.strength,
        kind: (l.kind ?? '').slice(0, 1).toUpperCase(),
      })
    else {
      cur.count++
      cur.strength += l.strength
    }
  }
  return [...land.values()]
}

/** The board of a scenario as it starts: terrain, borders, sea areas, weather zones, names, installations and land units. Cached per scenario object. */
export function scenarioBoard(scenario: Scenario): MapBoard {
  let board = boards.get(scenario)
  if (board) return board
  const ctx = contextOf(scenario)
  const { cols, rows } = scenario.map
  const map = ctx.map
  const hexCount = cols * rows
  const sides: MapSide[] = scenario.sides.map((s) => ({
    id: s.id,
    name: s.name,
    letter: s.letter,
    colour: parseColour(s.colour),
  }))

  const terrain: Terrain[] = new Array<Terrain>(hexCount)
  for (let row = 0; row < rows; row++) {
    const line = scenario.map.terrain[row] ?? ''
    for (let col = 0; col < cols; col++)
      terrain[row * cols + col] = TERRAIN_CODES[line[col] ?? 'x'] ?? 'offmap'
  }
  const noAir = new Uint8Array(hexCount)
  for (let h = 0; h < hexCount; h++) if (map.forbidden(h)) noAir[h] = 1
  for (const f of scenario.map.features) {
    const loc = map.parseLoc(f.hex)
    if (loc !== null && f.neutral) noAir[loc] = 1
  }

  const nationEdges: number[] = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = row * cols + col
      const a = ctx.hexNation(h)
      if (!a) continue
      const ns = hexNeighbours(col, row)
      for (let d = 0; d < 3; d++) {
        const n = ns[d]
        if (!inBounds(n.col, n.row, cols, rows)) continue
        const b = ctx.hexNation(n.row * cols + n.col)
        if (b && b !== a) nationEdges.push(h, d)
      }
    }
  }

  // The hexsides of 4.12's barred entries, from the hex entered toward each hex it may not be entered from.
  const barred: NonNullable<MapBoard['barred']> = []
  for (const b of scenario.map.barredEntries ?? []) {
    const into = map.parseLoc(b.into)
    if (into === null || into >= hexCount) continue
    const col = into % cols
    const ns = hexNeighbours(col, (into - col) / cols)
    const edges: number[] = []
    for (const label of b.from) {
      const from = map.parseLoc(label)
      const d = ns.findIndex((n) => inBounds(n.col, n.row, cols, rows) && n.row * cols + n.col === from)
      if (d >= 0) edges.push(into, d)
    }
    if (edges.length)
      barred.push({
        edges: Int32Array.from(edges),
        into,
        text: `${b.name ? `${b.name}: ` : ''}no air entry from ${b.from.join(', ')} (4.12)`,
      })
  }

  const hexesOf = (labels: readonly string[]) =>
    labels.map((l) => map.parseLoc(l)).filter((l): l is number => l !== null && l < hexCount)
  const seaAreas = scenario.map.seaAreas
    .map((a) => ({ a, hexes: hexesOf(a.hexes) }))
    .filter(({ hexes }) => hexes.length > 0)
    .map(({ a, hexes }) => ({
      id: a.id,
      name: a.name,
      outline: outlineOf(hexes, cols, rows),
      anchor: anchorOf(hexes, cols),
    }))
  // Weather zones (4.0 weather): the hexes of each zone named by a feature; the default zone has the rest.
  const zoneDefs = new Map((scenario.weather?.zones ?? []).map((z) => [z.id, z]))
  const condition = (id: string | undefined) => {
    const z = id !== undefined ? zoneDefs.get(id) : undefined
    return z && z.condition !== 'clear' ? WEATHER_WORDS[z.condition] : null
  }
  const zoneHexes = new Map<string, number[]>()
  for (const f of scenario.map.features) {
    if (!f.weatherZone || f.weatherZone === scenario.weather?.defaultZone) continue
    const loc = map.parseLoc(f.hex)
    if (loc === null || loc >= hexCount) continue
    zoneHexes.set(f.weatherZone, [...(zoneHexes.get(f.weatherZone) ?? []), loc])
  }
  const weatherZones = [...zoneHexes].flatMap(([id, hexes]) => {
    const z = zoneDefs.get(id)
    return z
      ? [
          {
            id,
            name: z.name,
            condition: WEATHER_WORDS[z.condition],
            outline: outlineOf(hexes, cols, rows),
            anchor: anchorOf(hexes, cols),
          },
        ]
      : []
  })
  const largeSeaAreas = scenario.map.largeSeaAreas.map((a) => {
    const border = hexesOf(a.border)
    return {
      id: a.id,
      name: a.name,
      mp: a.mp,
      loc: map.seaAreaOf(a.id),
      border: Int32Array.from(border),
      outline: outlineOf(border, cols, rows),
      anchor: anchorOf(border, cols),
      weather: condition(a.weatherZone ?? scenario.weather?.defaultZone),
      weatherZone: a.weatherZone ?? scenario.weather?.defaultZone,
    }
  })

  const baseNames = new Set(scenario.bases.map((b) => b.name))
  const radar: number[] = []
  const names: { hex: number; name: string }[] = []
  const sites: { hex: number; text: string }[] = []
  for (const f of scenario.map.features) {
    const loc = map.parseLoc(f.hex)
    if (loc === null) continue
    const text = siteTags(f, ctx.variant.featureTargets)
    if (text) sites.push({ hex: loc, text })
    if (f.radar) radar.push(loc)
    else if (f.name && !baseNames.has(f.name)) names.push({ hex: loc, name: f.name })
  }

  const installations = new Map<number, MapBoard['installations'][number]>()
  for (const b of scenario.bases) {
    const loc = ctx.baseLoc.get(b.id)
    if (loc === undefined || loc >= hexCount) continue
    const inst = installations.get(loc) ?? {
      hex: loc,
      city: false,
      port: null,
      resource: false,
      fortified: false,
    }
    for (const c of b.components) {
      if (c.kind === 'City') inst.city = true
      if (c.kind === 'MinorPort' && inst.port === null) inst.port = 'minor'
      if (c.kind === 'MajorPort') inst.port = 'major'
      if (c.kind === 'Resource') inst.resource = true
      if (c.fortified) inst.fortified = true
    }
    if (inst.city || inst.port || inst.resource) installations.set(loc, inst)
  }

  board = {
    cols,
    rows,
    labels: map.labels,
    terrain,
    noAir,
    nationEdges: Int32Array.from(nationEdges),
    ...(barred.length ? { barred } : {}),
    seaAreas,
    largeSeaAreas,
    weatherZones,
    radar,
    ...(sites.length ? { sites } : {}),
    names,
    installations: [...installations.values()],
    land: landChits(scenario, scenario.landUnits, sides),
    sides,
  }
  boards.set(scenario, board)
  return board
}

/** The short tags of a hex's installations that are no base (a radar site has its icon; 4.26): "Coastal fort · Mulberry". */
function siteTags(f: Scenario['map']['features'][number], bombed: readonly FeatureInstallation[]): string {
  const tags: string[] = []
  if (typeof f.fort === 'string' && bombed.includes('fort')) tags.push(SITE_TAGS[f.fort])
  if (f.mulberry && bombed.includes('mulberry')) tags.push('Mulberry')
  if (f.rocketSite && bombed.includes('rocketSite')) tags.push('Rocket site')
  if (f.burmaRailway && bombed.includes('burmaRailway')) tags.push('Burma Rly')
  return tags.join(' · ')
}

/** The short names of the destroyed ones, on the map (4.26). */
export const SITE_TAGS: Record<FortKind, string> & Record<FeatureKind, string> = {
  coastal: 'Coastal fort',
  fort: 'Fort',
  permanent: 'Permanent fort',
  CoastalFortification: 'Coastal fort',
  Fortification: 'Fort',
  PermanentFortification: 'Permanent fort',
  Mulberry: 'Mulberry',
  Radar: 'Radar site',
  RocketSite: 'Rocket site',
  BurmaRailway: 'Burma Rly',
}
