// What the first screen (firstBoard.ts) draws: the built-in scenario the page opens on, and the
// parts of its file the board reads. Pure, no DOM.
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { builtInIndex, otherSystemsIndex } from '../scenarios'
import { isScenarioAddress } from '../scenarios/fetch'
import { DEFAULT_SCENARIO_ID } from './catalog'
import { EDITOR_PARAM, SCENARIO_PARAM } from './pageParams'

/** The built-in scenario the page opens on, or null when it opens on something else (an address, the editor). */
export function firstScenarioId(search: string): string | null {
  const params = new URLSearchParams(search)
  if (params.has(EDITOR_PARAM)) return null
  const wanted = params.get(SCENARIO_PARAM)
  if (wanted === null || wanted === '') return DEFAULT_SCENARIO_ID
  if (isScenarioAddress(wanted)) return null
  // Another rule system's built-in (OCS) has its own page: no AETO/APTO board is drawn first.
  if (otherSystemsIndex.some((e) => e.id === wanted)) return null
  return builtInIndex.some((e) => e.id === wanted) ? wanted : DEFAULT_SCENARIO_ID
}

/**
 * The parts of a scenario file the board reads, with the schema's defaults filled in; null when
 * the file is not shaped like a scenario (the app's loader will say what is wrong).
 */
export function boardScenario(json: unknown): Scenario | null {
  if (typeof json !== 'object' || json === null) return null
  const sc = json as Record<string, unknown>
  const map = sc.map as Record<string, unknown> | undefined
  if (!map || typeof map.cols !== 'number' || typeof map.rows !== 'number' || !Array.isArray(map.terrain))
    return null
  if (
    !Array.isArray(sc.sides) ||
    !Array.isArray(sc.nations) ||
    !Array.isArray(sc.bases) ||
    !Array.isArray(sc.airUnits)
  )
    return null
  const list = (v: unknown) => (Array.isArray(v) ? v : [])
  const weather = sc.weather as { zones?: unknown } | undefined
  return {
    ...sc,
    ...(weather && Array.isArray(weather.zones)
      ? {
          weather: {
            ...weather,
            zones: weather.zones.map((z: Record<string, unknown>) => ({
              ...z,
              condition: z.condition ?? 'clear',
            })),
          },
        }
      : {}),
    variant: sc.variant === 'apto' ? 'apto' : 'aeto',
    map: {
      ...map,
      features: list(map.features),
      seaAreas: list(map.seaAreas),
      largeSeaAreas: list(map.largeSeaAreas),
    },
    navalUnits: list(sc.navalUnits),
    landUnits: list(sc.landUnits),
  } as unknown as Scenario
}
