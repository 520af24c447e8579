// The Flak modifiers (14.4e: "The dice roll is modified by the Flak Points affecting the mission,
// per the charts and tables"). The chart is not in the seed. The complex example fixes two lines:
// "+1 for a Patrol Zone (since a Fighter is present), +1 for three mission aircraft". Its words
// "since a Fighter is present" make the Patrol Zone line depend on a Fighter, so the chart has a
// line for each case; Sortie reads "present" as among the mission aircraft (the example's two
// Hurricanes). Rows: the mission's size (1–4 aircraft, 14.2a), the two Patrol Zone lines, two
// lines the OCS system can know (an HQ in the target hex, a Trainbusting mission), and any other
// line of the players' chart (`other:…`) that the mission says holds. Flak points printed on the
// map or carried by ships are the game's data, not this chart's (fire/flak.ts takes them).
import type { Table, TableAxis } from '../../../kernel/tables'
import { checked, namedEntryProblems, normalCells, type ChartEntry, type Entered } from './chartEntry'
import { SIGNED_VALUES } from './signedValues'

export const FLAK_MODIFIERS_ID = 'ocs-flak-modifiers'
export const PZ_FIGHTER = 'pz:fighter'
export const PZ_NO_FIGHTER = 'pz:noFighter'
export const HQ_IN_HEX = 'hex:hq'
export const TRAINBUSTING = 'mission:trainbusting'
export const FLAK_OTHER_PREFIX = 'other:'

/** The row of a mission of n aircraft. */
export function sizeRow(n: number): string {
  return `aircraft:${n}`
}

/** The rows every Flak modifier chart has, in this order (the players may add `other:…` lines). */
export const FLAK_ROWS: readonly TableAxis[] = [
  ...[1, 2, 3, 4].map((n) => ({ key: sizeRow(n), label: `${n} mission aircraft` })),
  { key: PZ_FIGHTER, label: 'Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft' },
  { key: PZ_NO_FIGHTER, label: 'Target hex in an enemy Patrol Zone, no Fighter among the mission aircraft' },
  { key: HQ_IN_HEX, label: 'Target hex holds an HQ' },
  { key: TRAINBUSTING, label: 'Trainbusting mission' },
]

const COLUMN: TableAxis = { key: 'value', label: 'Flak modifier' }
const EXAMPLE =
  '14.0, the complex example: "+1 for a Patrol Zone (since a Fighter is present), +1 for three mission aircraft"'

export function placeholderFlakModifiers(): Table {
  return {
    id: FLAK_MODIFIERS_ID,
    name: 'Flak modifiers',
    rule: '14.4e',
    rows: FLAK_ROWS,
    columns: [COLUMN],
    cells: FLAK_ROWS.map((r) => [r.key === sizeRow(3) || r.key === PZ_FIGHTER ? '+1' : null]),
    outcomes: SIGNED_VALUES,
    provenance: 'placeholder',
    verified: false,
    fixedPoints: [
      { row: sizeRow(3), column: COLUMN.key, accept: ['+1'], source: EXAMPLE },
      { row: PZ_FIGHTER, column: COLUMN.key, accept: ['+1'], source: EXAMPLE },
    ],
  }
}

/**
 * The Flak modifiers as the players enter them: a value per row of FLAK_ROWS (in that order), then
 * their own lines (`rows` lists those only), a signed number "+1", "0", "-1" or null (asked at play).
 */
export function enterFlakModifiers(e: ChartEntry): Entered {
  const extra = e.rows ?? []
  const problems = namedEntryProblems(
    e,
    FLAK_OTHER_PREFIX,
    'the other lines of your Flak chart, keyed "other:ship-flak" and the like',
  )
  if (problems.length) return { ok: false, problems }
  return checked({
    ...placeholderFlakModifiers(),
    rows: [...FLAK_ROWS, ...extra],
    cells: normalCells(e.cells),
    provenance: e.provenance,
    verified: e.verified ?? false,
  })
}
