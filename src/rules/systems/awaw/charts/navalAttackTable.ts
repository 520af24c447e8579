// The Naval Attack Table (20.51, 22.55, 23.44), as the seed prints it: rows the attacking air
// squadrons (AS 1–20) beside the fleet factors of rule 22 (FF; "FF 1", "FF 2" and "FF 4" have no
// squadron row), columns the modified two dice 2 to "12+", cells the naval attack effects (hits).
// The scan damaged a few cells (†) and ran the first cell of some rows into their label (‡): these
// are restored from the rows around them, so the table ships as reconstructed from a damaged scan,
// not verified. Above 20 squadrons, the "20" row and the remainder's row add up (the table's note).
import type { Table } from '../../../kernel/tables'

export const NAVAL_ATTACK_TABLE_ID = 'awaw-naval-attack'

export const NAT_COLUMNS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12+'] as const

/** [AS, FF, cells]; AS null: a fleet-factor row only. "†" damaged, "‡" split from the row label. */
export const NAT_PRINTED: readonly (readonly [number | null, string, readonly string[]])[] = [
  [null, '1', ['0', '0', '0', '0', '0', '0', '1', '1', '1', '1', '1']],
  [null, '2', ['0', '0', '0', '0', '0', '1', '1', '1', '1', '1', '2']],
  [1, '3', ['0', '0', '0', '0', '1', '1', '1', '1', '1', '2', '2']],
  [null, '4', ['0', '0', '0', '1', '1', '1', '1', '1', '2', '2', '3']],
  [2, '5–6', ['0', '0', '1', '1', '1', '1', '2', '2', '2', '3', '3']],
  [3, '7–9', ['1', '1', '1', '1', '2', '2', '2', '3', '3', '3', '4']],
  [4, '10–12', ['1', '1', '2', '2', '2', '3', '3', '3', '4', '4†', '5†']],
  [5, '13–15', ['2‡', '2', '2', '3', '3', '3', '4', '4', '5', '5', '6']],
  [6, '16–18', ['2', '2', '3', '3', '3', '4', '4', '5', '5', '6', '6']],
  [7, '19–21', ['2', '3', '3', '3', '4', '4', '5', '5', '6', '6', '7']],
  [8, '22–24', ['3‡', '3', '3', '4', '4', '5', '5', '6', '6', '7', '7']],
  [9, '25–27', ['3‡', '3', '4', '4', '5', '5', '6', '6', '7', '7', '8']],
  [10, '28–30', ['3', '4', '4', '5', '5', '6', '6', '7', '7', '8', '8']],
  [11, '31–33', ['4‡', '4', '5', '5', '6', '6', '7', '7', '8', '8', '9']],
  [12, '34–36', ['4', '5', '5', '6', '6', '7', '7', '8', '8', '9', '9']],
  [13, '37–39', ['5‡', '5', '6', '6', '7', '7', '8', '8', '9', '9', '10']],
  [14, '40–42', ['5', '6', '6', '7', '7', '8', '8', '9', '9', '10', '10']],
  [15, '43–45', ['6', '6', '7', '7', '8', '8', '9', '9', '10', '10', '11']],
  [16, '46–48', ['6', '7', '7', '8', '8', '9', '9', '10', '10', '11', '11']],
  [17, '49–51', ['7', '7', '8', '8', '9', '9', '10', '10', '11', '11', '12']],
  [18, '52–54', ['7', '8', '8', '9', '9', '10', '10', '11', '11', '12', '12']],
  [19, '55–57', ['8', '8', '9', '9', '10', '10', '11', '11', '12', '12', '13']],
  [20, '58–60', ['8', '9', '9', '10', '10', '11', '11', '12', '12', '13', '13']],
]

/** The cells restored rather than read, as "FF:column". */
export const NAT_RECONSTRUCTED: readonly string[] = NAT_PRINTED.flatMap(([, ff, row]) =>
  row.flatMap((c, j) => (/[†‡]/.test(c) ? [`${ff}:${NAT_COLUMNS[j]}`] : [])),
)

export const NAT_MAX_SQUADRON_ROW = 20

/** Rows keyed by fleet factors ("5–6"); a squadron count reads the row of its AS. */
export const navalAttackTable: Table = {
  id: NAVAL_ATTACK_TABLE_ID,
  name: 'Naval Attack Table',
  rule: '23.44',
  rows: NAT_PRINTED.map(([as, ff]) => ({ key: ff, label: as === null ? `FF ${ff}` : `AS ${as} / FF ${ff}` })),
  columns: NAT_COLUMNS.map((c) => ({ key: c, label: c })),
  cells: NAT_PRINTED.map(([, , row]) => row.map((c) => c.replace(/[†‡]/, ''))),
  outcomes: Array.from({ length: 14 }, (_, i) => String(i)),
  provenance: 'reconstructed',
  verified: false,
  fixedPoints: [],
}

/** The row of a number of attacking squadrons, 1 to 20 (23.44). */
export function natRowOfSquadrons(squadrons: number): string {
  const row = NAT_PRINTED.find(([as]) => as === squadrons)
  if (!row) throw new RangeError(`the Naval Attack Table has no row for ${squadrons} squadrons`)
  return row[1]
}

/** The column of a modified roll: below 2 reads 2, 12 and above "12+". */
export function natColumn(modified: number): string {
  return modified >= 12 ? '12+' : String(Math.max(2, modified))
}

/**
 * Hits of a number of squadrons on one target at a modified roll (23.44): above 20 squadrons, the
 * "20" row and the remainder's row add up, read with the same roll (a reading: the seed does not
 * say whether one roll serves both).
 */
export function navalAttackHits(squadrons: number, modified: number): number {
  const j = NAT_COLUMNS.indexOf(natColumn(modified) as (typeof NAT_COLUMNS)[number])
  let hits = 0
  for (let left = squadrons; left > 0; left -= NAT_MAX_SQUADRON_ROW) {
    const row = navalAttackTable.rows.findIndex(
      (r) => r.key === natRowOfSquadrons(Math.min(left, NAT_MAX_SQUADRON_ROW)),
    )
    hits += Number(navalAttackTable.cells[row][j])
  }
  return hits
}
