// The Flotilla Sighting Report table (4.10) as the players enter it. AETO's printed table is on
// Player Aid Card "I", which is not among the rules texts: Sortie plays a placeholder (spec §16)
// until the players enter theirs. A cell of the entered table is one of a closed list of reports,
// each saying how exact the number of chits is and whether types and names are given: the reports
// of AETO's placeholder and of APTO's printed table (4.10, D31). Rule 4.10's only example fixes no
// die result; it shows that some result lets the count be given ±50 % (three ships reported as one
// to five), so a table without such a row is refused. Pure data: no engine is imported here.
import type { FixedSomewhere } from '../../kernel/tables'

export const SIGHTING_TABLE_ID = 'sightingReport'
export const SIGHTING_TABLE_NAME = 'Flotilla Sighting Report'

/** What a report must give: the count's latitude (null: exact), and whether types and names are given. */
export interface SightingMeaning {
  /** ±p of the true count (0.25, 0.5), rounded either way (4.10; A-60); null: exact. */
  latitude: number | null
  /** The count is given by type (each type's count within the latitude). */
  types: boolean
  /** The ships are named (only with exact counts: a falsified count cannot name every ship). */
  names: boolean
}

/** The closed list of reports a cell may hold, with their meaning. */
export const SIGHTING_REPORTS: Readonly<Record<string, SightingMeaning>> = {
  'the exact number of chits': { latitude: null, types: false, names: false },
  'the number of chits ±25 %': { latitude: 0.25, types: false, names: false },
  'the number of chits ±50 %': { latitude: 0.5, types: false, names: false },
  'the exact number of chits of each type': { latitude: null, types: true, names: false },
  'the number of chits of each type ±25 %': { latitude: 0.25, types: true, names: false },
  'the number of chits of each type ±50 %': { latitude: 0.5, types: true, names: false },
  'the exact number of chits of each type, and their names': { latitude: null, types: true, names: true },
}

export const SIGHTING_OUTCOMES: readonly string[] = Object.keys(SIGHTING_REPORTS)

/** The rows: the d6 result. */
export const SIGHTING_ROWS = [1, 2, 3, 4, 5, 6].map((n) => ({ key: String(n), label: String(n) }))
export const SIGHTING_COLUMN = { key: 'report', label: 'The report gives' }

/** 4.10's example: some result lets the number of chits be reported ±50 %. */
export const AETO_SIGHTING_FIXED: readonly FixedSomewhere[] = [
  {
    column: SIGHTING_COLUMN.key,
    accept: SIGHTING_OUTCOMES.filter((o) => SIGHTING_REPORTS[o].latitude === 0.5),
    what: 'a number of chits that may be reported ±50 %',
    source:
      '4.10, the example of a Flotilla Sighting Report for three ships, which may be reported as + or − 50 %',
  },
]
