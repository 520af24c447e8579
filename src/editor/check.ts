// Validation as you go: the editor's draft goes through parseScenario, the validator every
// scenario file goes through, and each error is tied to the hex it concerns (for the map) and to
// its path (for the field). The preview the map draws is the draft with the items in error left
// out, so a half-finished scenario still shows everything that is right in it.
import { parseScenario, type ScenarioError } from '../rules/systems/aeto/scenario/validate'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import type { Draft } from './draft'

/** Errors shown in the editor at most (the validator's own cap for files is 20). */
export const EDITOR_MAX_ERRORS = 200

export interface DraftCheck {
  errors: ScenarioError[]
  /** The draft as the rules read it, when it has no error. */
  scenario: Scenario | null
}

export function checkDraft(d: Draft): DraftCheck {
  const r = parseScenario(d, { maxErrors: EDITOR_MAX_ERRORS })
  return r.ok ? { errors: [], scenario: r.scenario } : { errors: r.errors, scenario: null }
}

const ITEM = /^(bases|airUnits|navalUnits|landUnits|supplySources)\[(\d+)\]/
const MAP_ITEM = /^map\.(features|seaAreas|largeSeaAreas)\[(\d+)\](?:\.(?:hexes|border)\[(\d+)\])?/

/** The hex an error concerns ("0507"), or null when it concerns no one hex (a side, an option). */
export function hexOfError(d: Draft, path: string): string | null {
  const item = ITEM.exec(path)
  if (item) {
    const [, key, i] = item
    const n = Number(i)
    if (key === 'airUnits') {
      const base = d.bases.find((b) => b.id === d.airUnits[n]?.base)
      return hexOfBase(d, base)
    }
    if (key === 'bases') return hexOfBase(d, d.bases[n])
    const list =
      (key === 'navalUnits' ? d.navalUnits : key === 'landUnits' ? d.landUnits : d.supplySources) ?? []
    const hex = (list[n] as { hex?: unknown } | undefined)?.hex
    return typeof hex === 'string' ? hex : null
  }
  const m = MAP_ITEM.exec(path)
  if (m) {
    const [, key, i, h] = m
    if (key === 'features') return d.map.features?.[Number(i)]?.hex ?? null
    if (key === 'seaAreas') return d.map.seaAreas?.[Number(i)]?.hexes[Number(h ?? 0)] ?? null
    return d.map.largeSeaAreas?.[Number(i)]?.border[Number(h ?? 0)] ?? null
  }
  return null
}

function hexOfBase(d: Draft, base: Draft['bases'][number] | undefined): string | null {
  if (!base) return null
  if (base.hex !== undefined) return base.hex
  return (d.navalUnits ?? []).find((u) => u.id === base.carrier)?.hex ?? null
}

// ------------------------------------------------------------------ the preview

type Drop =
  | { list: 'bases' | 'airUnits' | 'navalUnits' | 'landUnits' | 'supplySources'; index: number }
  | { list: 'features' | 'seaAreas' | 'largeSeaAreas'; index: number }

/**
 * The draft as the map can draw it: the items in error (a base on the sea, a unit at a base that
 * is gone…) are left out, a round at a time, until the validator accepts the rest; null if
 * something the map needs is wrong (the map's size or rows, the sides).
 */
export function previewScenario(d: Draft, rounds = 8): Scenario | null {
  let cur: Draft = d
  for (let round = 0; round < rounds; round++) {
    const r = parseScenario(cur, { maxErrors: 10_000 })
    if (r.ok) return r.scenario
    const drops: Drop[] = []
    let next: Draft = cur
    for (const e of r.errors) {
      const item = ITEM.exec(e.path)
      const mapItem = MAP_ITEM.exec(e.path)
      if (item) drops.push({ list: item[1] as 'bases', index: Number(item[2]) })
      else if (mapItem) drops.push({ list: mapItem[1] as 'features', index: Number(mapItem[2]) })
      else if (e.path.startsWith('end')) next = withoutKey(next, 'end')
      else if (e.path.startsWith('context')) next = withoutKey(next, 'context')
      else if (e.path.startsWith('options')) next = withoutKey(next, 'options')
      else if (e.path.startsWith('bombingTable')) next = withoutKey(next, 'bombingTable')
      else if (e.path.startsWith('strategicBombing'))
        next = withoutKey(next, 'strategicBombing') // APTO Part 2's data in error: the map is drawn without it
      else if (e.path.startsWith('transfers'))
        next = withoutKey(next, 'transfers') // APTO D8 routes: not drawn
      else if (e.path.startsWith('start'))
        next = {
          ...next,
          start: { year: 1943, month: 6, phase: 'navalAndAir', phasingSide: next.sides[0]?.id ?? '' },
        }
      else if (e.path.startsWith('weather'))
        next = withoutKey(
          {
            ...next,
            map: { ...next.map, features: (next.map.features ?? []).map(({ weatherZone: _, ...f }) => f) },
          },
          'weather',
        )
      else if (/^nations\[\d+\]\.role/.test(e.path))
        next = { ...next, nations: next.nations.map(({ role: _, ...n }) => n) }
      else if (e.path.startsWith('map.nations')) next = { ...next, map: withoutKey(next.map, 'nations') }
      else if (['id', 'title', 'description'].includes(e.path))
        next = { ...next, id: 'preview', title: 'Preview', description: '' }
      else return null
    }
    for (const list of ['bases', 'airUnits', 'navalUnits', 'landUnits', 'supplySources'] as const) {
      const gone = new Set(drops.filter((x) => x.list === list).map((x) => x.index))
      if (gone.size > 0)
        next = { ...next, [list]: ((next[list] ?? []) as unknown[]).filter((_, i) => !gone.has(i)) }
    }
    for (const list of ['features', 'seaAreas', 'largeSeaAreas'] as const) {
      const gone = new Set(drops.filter((x) => x.list === list).map((x) => x.index))
      if (gone.size > 0)
        next = {
          ...next,
          map: { ...next.map, [list]: ((next.map[list] ?? []) as unknown[]).filter((_, i) => !gone.has(i)) },
        }
    }
    if (next === cur) return null
    cur = next
  }
  return null
}

function withoutKey<T extends object, K extends keyof T>(o: T, key: K): T {
  const copy = { ...o }
  delete copy[key]
  return copy
}

// ------------------------------------------------------------------ cached per draft

const checks = new WeakMap<object, DraftCheck>()

/** checkDraft, once per draft object (the panels and the map ask for the same draft). */
export function checkOf(d: Draft): DraftCheck {
  let c = checks.get(d)
  if (!c) checks.set(d, (c = checkDraft(d)))
  return c
}

const previews = new WeakMap<object, Scenario | null>()

/** The scenario the map draws for a draft (previewScenario), once per draft object. */
export function previewOf(d: Draft): Scenario | null {
  if (previews.has(d)) return previews.get(d)!
  const p = checkOf(d).scenario ?? previewScenario(d)
  previews.set(d, p)
  return p
}
