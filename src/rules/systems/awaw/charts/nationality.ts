// The Air Nationality Chart (19.31A, 23.441A) and the Naval Nationality Chart (22.552A, 23.441B) as
// the seed prints them. The scan lost the DRM of the Air Nationality Chart's second and third rows
// (Italy, Russia and France; every minor country but Finland, Sweden and Australia): the players
// enter them (the scenario's `airNationalityRows`), and Sortie never fills them in, whatever the
// layout suggests. Nationalities are written in lower case ("japan", "usa").
import type { EnteredNationalityRows } from '../types'

/** The legible row: DRM 2 (19.31A). */
export const AIR_NATIONALITY_TWO: readonly string[] = [
  'germany',
  'japan',
  'usa',
  'britain',
  'finland',
  'sweden',
  'australia',
]
/** The row whose DRM the scan lost. */
export const AIR_NATIONALITY_ITALY_RUSSIA_FRANCE: readonly string[] = ['italy', 'russia', 'france']

/** The majors and named minors the charts list; any other nationality is a minor country. */
export const KNOWN_MAJORS: readonly string[] = [
  'germany',
  'japan',
  'usa',
  'britain',
  'italy',
  'russia',
  'france',
]

/**
 * The Air Nationality DRM of a nationality, before the chart's modifiers: a number, or the row the
 * players have not entered yet (`missing`).
 */
export function airNationalityDrm(
  nationality: string,
  entered: EnteredNationalityRows | undefined,
): { drm: number } | { missing: 'italyRussiaFrance' | 'minors' } {
  if (AIR_NATIONALITY_TWO.includes(nationality)) return { drm: 2 }
  if (AIR_NATIONALITY_ITALY_RUSSIA_FRANCE.includes(nationality))
    return entered?.italyRussiaFrance === undefined
      ? { missing: 'italyRussiaFrance' }
      : { drm: entered.italyRussiaFrance }
  return entered?.minors === undefined ? { missing: 'minors' } : { drm: entered.minors }
}

/** The chart's modifiers (19.31A): a unit's flags add these to its row's DRM. */
export const AIR_NATIONALITY_MODIFIERS = {
  eliteJapaneseNaval: 1,
  interceptors: 1,
  usPacificStrategicBombers: 1,
  britishNavalAir: -1,
  winterEightOrMore: -1,
  partialSupplyOrAirOil: -1,
} as const

/** The Naval Nationality Chart's rows (22.552A). */
export const NAVAL_NATIONALITY_DRM: Readonly<Record<string, number>> = {
  japan: 3,
  germany: 2,
  britain: 2,
  usa: 2,
  sweden: 2,
  australia: 2,
  italy: 1,
  france: 1,
  russia: 0,
  greece: 0,
  rumania: 0,
  spain: 0,
  turkey: 0,
  'dutch east indies': 0,
}

/** The Naval Nationality Chart's modifiers by ship (22.552A): carriers and 5-factor battleships. */
export function navalShipModifier(ship: { type: string; nationality: string; factors: number }): number {
  if (ship.type === 'BB' && ship.factors === 5) return 1
  if (ship.type === 'CV' || ship.type === 'CVE') return -2
  if (ship.type === 'CVL') return ship.nationality === 'japan' || ship.nationality === 'usa' ? -2 : -1
  if (ship.type === 'CVB') return -1
  return 0
}
