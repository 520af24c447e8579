// The scenario being edited, as the scenario file holds it (ScenarioInput), and the pure edits the
// editor makes to it. Every edit returns a new object and leaves the old one untouched (the undo
// history keeps the old ones); parts that do not change keep their identity. Nothing here checks
// the rules: the validator (validate.ts, the same as for file loading) says what is wrong.
import { hexLabel, labelDigits, parseHexLabel } from '../rules/kernel/hex/coords'
import { NO_NATION_CODE } from '../rules/systems/aeto/scenario/validate'
import {
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  TERRAIN_CODES,
  type ScenarioInput,
} from '../rules/systems/aeto/scenario/schema'

export type Draft = ScenarioInput
export type FeatureInput = NonNullable<Draft['map']['features']>[number]
export type BaseInput = Draft['bases'][number]
export type ComponentInput = BaseInput['components'][number]
export type AirUnitInput = Draft['airUnits'][number]
export type NavalUnitInput = NonNullable<Draft['navalUnits']>[number]
export type LandUnitInput = NonNullable<Draft['landUnits']>[number]
export type SideInput = Draft['sides'][number]
export type NationInput = Draft['nations'][number]
export type TerrainCode = keyof typeof TERRAIN_CODES

export const MAX_MAP = 300

/** A new scenario: a map of `cols` × `rows` hexes of one terrain, two sides with a nation each. */
export function newDraft(cols: number, rows: number, fill: TerrainCode = '.'): Draft {
  const c = clampSize(cols)
  const r = clampSize(rows)
  return {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    id: 'my-scenario',
    title: 'My scenario',
    description: '',
    variant: 'aeto',
    sides: [
      { id: 'allies', name: 'Allies', letter: 'A', colour: '#2f5fb3' },
      { id: 'axis', name: 'Axis', letter: 'X', colour: '#6b6b6b' },
    ],
    nations: [
      { id: 'uk', name: 'United Kingdom', side: 'allies' },
      { id: 'germany', name: 'Germany', side: 'axis', role: 'german' },
    ],
    map: {
      cols: c,
      rows: r,
      terrain: Array.from({ length: r }, () => fill.repeat(c)),
      features: [],
      seaAreas: [],
      largeSeaAreas: [],
    },
    bases: [],
    airUnits: [],
    navalUnits: [],
    landUnits: [],
    start: { year: 1943, month: 6, phase: 'navalAndAir', phasingSide: 'allies' },
  }
}

function clampSize(n: number): number {
  return Math.max(1, Math.min(MAX_MAP, Math.floor(Number.isFinite(n) ? n : 1)))
}

// ------------------------------------------------------------------ hexes

export function labelOf(d: Draft, col: number, row: number): string {
  return hexLabel(col, row, labelDigits(d.map.cols, d.map.rows))
}

export function offsetOf(d: Draft, label: string): { col: number; row: number } | null {
  return parseHexLabel(label, d.map.cols, d.map.rows)
}

/** The hexes within `radius` of `label` (a brush), on the map; none if `label` is not on it. */
export function brushHexes(d: Draft, label: string, radius: number): string[] {
  const at = offsetOf(d, label)
  if (!at) return []
  if (radius <= 0) return [label]
  const out: string[] = []
  // offset (odd columns shifted down: rules/kernel/hex/coords) → cube, then every hex within the radius
  const toCube = (col: number, row: number) => {
    const q = col
    const r = row - (col - (col & 1)) / 2
    return { q, r }
  }
  const a = toCube(at.col, at.row)
  for (let col = at.col - radius; col <= at.col + radius; col++) {
    for (let row = at.row - radius - 1; row <= at.row + radius + 1; row++) {
      if (col < 0 || row < 0 || col >= d.map.cols || row >= d.map.rows) continue
      const b = toCube(col, row)
      const dist = (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2
      if (dist <= radius) out.push(labelOf(d, col, row))
    }
  }
  return out
}

export function terrainAt(d: Draft, label: string): TerrainCode | null {
  const at = offsetOf(d, label)
  if (!at) return null
  const ch = d.map.terrain[at.row]?.charAt(at.col) ?? ''
  return Object.hasOwn(TERRAIN_CODES, ch) ? ch : null
}

/** Paints terrain on hexes (rows are rewritten only where a hex changes). */
export function paintTerrain(d: Draft, labels: readonly string[], code: TerrainCode): Draft {
  const terrain = [...d.map.terrain]
  let changed = false
  for (const label of labels) {
    const at = offsetOf(d, label)
    if (!at) continue
    const line = (terrain[at.row] ?? '').padEnd(d.map.cols, '.')
    if (line.charAt(at.col) === code) continue
    terrain[at.row] = line.slice(0, at.col) + code + line.slice(at.col + 1)
    changed = true
  }
  return changed ? { ...d, map: { ...d.map, terrain } } : d
}

/** Resizes the map: new hexes get `fill`; everything placed on a hex now off the map stays, and the validator names it. */
export function resizeMap(d: Draft, cols: number, rows: number, fill: TerrainCode = '~'): Draft {
  const c = clampSize(cols)
  const r = clampSize(rows)
  const terrain = Array.from({ length: r }, (_, row) =>
    (d.map.terrain[row] ?? '').slice(0, c).padEnd(c, fill),
  )
  const nations = d.map.nations && {
    ...d.map.nations,
    rows: Array.from({ length: r }, (_, row) =>
      (d.map.nations!.rows[row] ?? '').slice(0, c).padEnd(c, NO_NATION_CODE),
    ),
  }
  return { ...d, map: { ...d.map, cols: c, rows: r, terrain, ...(nations ? { nations } : {}) } }
}

// ------------------------------------------------------------------ nations on the map (borders)

/** The legend code of a nation, adding one to the legend if it has none yet. */
function nationCode(
  legend: Record<string, string>,
  nation: string,
): { code: string; legend: Record<string, string> } {
  const found = Object.entries(legend).find(([, id]) => id === nation)
  if (found) return { code: found[0], legend }
  const used = new Set(Object.keys(legend))
  const candidates = [
    ...`${nation[0]?.toUpperCase() ?? ''}${nation[0]?.toLowerCase() ?? ''}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789`,
  ]
  const code =
    candidates.find((ch) => ch !== NO_NATION_CODE && /[A-Za-z0-9]/.test(ch) && !used.has(ch)) ?? '?'
  return { code, legend: { ...legend, [code]: nation } }
}

export function nationAt(d: Draft, label: string): string | null {
  const at = offsetOf(d, label)
  const n = d.map.nations
  if (!at || !n) return null
  return n.legend[n.rows[at.row]?.charAt(at.col) ?? ''] ?? null
}

/** Paints the owning nation of hexes (null: no nation); the borders are drawn where two nations meet. */
export function paintNation(d: Draft, labels: readonly string[], nation: string | null): Draft {
  const { cols, rows } = d.map
  const current = d.map.nations ?? {
    legend: {},
    rows: Array.from({ length: rows }, () => NO_NATION_CODE.repeat(cols)),
  }
  const { code, legend } =
    nation === null ? { code: NO_NATION_CODE, legend: current.legend } : nationCode(current.legend, nation)
  const out = Array.from({ length: rows }, (_, r) => (current.rows[r] ?? '').padEnd(cols, NO_NATION_CODE))
  for (const label of labels) {
    const at = offsetOf(d, label)
    if (!at) continue
    const line = out[at.row]
    out[at.row] = line.slice(0, at.col) + code + line.slice(at.col + 1)
  }
  return { ...d, map: { ...d.map, nations: { legend, rows: out } } }
}

// ------------------------------------------------------------------ hex features

/** The yes/no marks of a hex: radar (4.18), closed to air units (4.12), neutral, a fort chit (4.11), never strafed like Malta (4.14), the Hawaiian Islands (APTO D45, D55). */
export type FeatureFlag = 'radar' | 'noAir' | 'neutral' | 'fort' | 'neverStrafed' | 'hawaii'

export function featureAt(d: Draft, label: string): FeatureInput | undefined {
  return (d.map.features ?? []).find((f) => f.hex === label)
}

/** Sets (or with undefined values, removes) fields of a hex's feature entry; an entry left with only its hex is dropped. */
export function setFeature(d: Draft, label: string, patch: Partial<Omit<FeatureInput, 'hex'>>): Draft {
  const features = [...(d.map.features ?? [])]
  const i = features.findIndex((f) => f.hex === label)
  const merged: Record<string, unknown> = { ...(i >= 0 ? features[i] : { hex: label }), ...patch }
  for (const k of Object.keys(merged))
    if (merged[k] === undefined || merged[k] === false || merged[k] === '') delete merged[k]
  const entry = merged as FeatureInput
  const empty = Object.keys(entry).length === 1
  if (i >= 0) {
    if (empty) features.splice(i, 1)
    else features[i] = entry
  } else if (!empty) features.push(entry)
  else return d
  return { ...d, map: { ...d.map, features } }
}

/** Toggles a flag on hexes: on for all if the first hex lacks it, else off for all. */
export function toggleFlag(d: Draft, labels: readonly string[], flag: FeatureFlag): Draft {
  if (labels.length === 0) return d
  const on = !featureAt(d, labels[0])?.[flag]
  return labels.reduce((acc, l) => setFeature(acc, l, { [flag]: on || undefined }), d)
}

// ------------------------------------------------------------------ sea areas and weather zones

/** Adds hexes to sea area `id` (taking them out of any other), or takes them out of it if the first is in it already. */
export function toggleSeaArea(d: Draft, labels: readonly string[], id: string): Draft {
  const areas = d.map.seaAreas ?? []
  const area = areas.find((a) => a.id === id)
  if (!area || labels.length === 0) return d
  const remove = area.hexes.includes(labels[0])
  const set = new Set(labels)
  const seaAreas = areas.map((a) => {
    if (a.id === id)
      return {
        ...a,
        hexes: remove
          ? a.hexes.filter((h) => !set.has(h))
          : [...a.hexes.filter((h) => !set.has(h)), ...labels],
      }
    return remove ? a : { ...a, hexes: a.hexes.filter((h) => !set.has(h)) }
  })
  return { ...d, map: { ...d.map, seaAreas } }
}

/** Adds hexes to the border of large sea area `id` (the hexes from which it is entered, 4.12), or takes them off if the first is on it already. */
export function toggleLargeSeaBorder(d: Draft, labels: readonly string[], id: string): Draft {
  const areas = d.map.largeSeaAreas ?? []
  const area = areas.find((a) => a.id === id)
  if (!area || labels.length === 0) return d
  const remove = area.border.includes(labels[0])
  const set = new Set(labels)
  const border = remove
    ? area.border.filter((h) => !set.has(h))
    : [...area.border.filter((h) => !set.has(h)), ...labels]
  return { ...d, map: { ...d.map, largeSeaAreas: areas.map((a) => (a.id === id ? { ...a, border } : a)) } }
}

export function seaAreaAt(d: Draft, label: string): string | null {
  return (d.map.seaAreas ?? []).find((a) => a.hexes.includes(label))?.id ?? null
}

/** Puts hexes in weather zone `zone` (the default zone: no entry). */
export function paintWeatherZone(d: Draft, labels: readonly string[], zone: string): Draft {
  const dflt = d.weather?.defaultZone
  return labels.reduce((acc, l) => setFeature(acc, l, { weatherZone: zone === dflt ? undefined : zone }), d)
}

// ------------------------------------------------------------------ ids

/** "Kestrel Field" → "kestrel-field"; an id the schema accepts. */
export function slug(text: string, fallback = 'item'): string {
  const s = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40)
  return s === '' ? fallback : s
}

/** Every id of the shared namespace (bases and units) and of sides, nations and areas. */
export function usedIds(d: Draft): Set<string> {
  return new Set([
    ...d.bases.map((b) => b.id),
    ...d.airUnits.map((u) => u.id),
    ...(d.navalUnits ?? []).map((u) => u.id),
    ...(d.landUnits ?? []).map((u) => u.id),
    ...d.sides.map((s) => s.id),
    ...d.nations.map((n) => n.id),
    ...(d.map.seaAreas ?? []).map((a) => a.id),
    ...(d.map.largeSeaAreas ?? []).map((a) => a.id),
    ...(d.weather?.zones ?? []).map((z) => z.id),
  ])
}

/** `base` if free, else base-2, base-3… */
export function freshId(used: ReadonlySet<string>, base: string): string {
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}
