// The Air Defense Table (23.42), as the seed prints it: rows the air defence level 1–10, columns the
// two dice 2 to "12+", cells "a/b" (a attackers eliminated, b aborted, 23.422) or "0". The scan
// lost the slashes of most cells; they are restored. The cells marked † below were damaged beyond
// reading: each is taken from the pattern every legible cell obeys (each row is an 11-cell window
// over one sequence, ADT_SEQUENCE), so the table ships as reconstructed from a damaged scan, not
// verified, until a player checks it against the printed chart. A level above 10 adds the "10"
// row's result to that of the remainder's row (the table's note).
import type { Table } from '../../../kernel/tables'

export const AIR_DEFENSE_TABLE_ID = 'awaw-air-defense'

export const ADT_COLUMNS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12+'] as const

/** The rows as the seed prints them; "†" marks a cell the scan lost (filled from ADT_SEQUENCE). */
export const ADT_PRINTED: readonly (readonly string[])[] = [
  ['0', '0', '0', '0', '0', '0/1', '0/1', '1/0', '1/0', '1/1', '1/1'],
  ['0', '0', '0/1', '0/1', '1/0', '1/0', '1/1', '1/1', '1/2†', '1/2', '2/1'],
  ['0/1†', '0/1', '1/0', '1/0', '1/1†', '1/1', '1/2', '1/2', '2/1', '2/1', '2/2†'],
  ['1/0', '1/0', '1/1', '1/1†', '1/2', '1/2', '2/1†', '2/1†', '2/2', '2/2', '2/3'],
  ['1/0', '1/1†', '1/1', '1/2', '1/2', '2/1', '2/1†', '2/2', '2/2', '2/3', '2/3'],
  ['1/1', '1/1', '1/2', '1/2', '2/1†', '2/1†', '2/2', '2/2', '2/3†', '2/3', '3/2'],
  ['1/1', '1/2', '1/2', '2/1†', '2/1†', '2/2', '2/2', '2/3', '2/3', '3/2', '3/2'],
  ['1/2', '1/2', '2/1', '2/1†', '2/2', '2/2†', '2/3', '2/3', '3/2', '3/2', '3/3'],
  ['1/2', '2/1', '2/1', '2/2', '2/2', '2/3†', '2/3', '3/2', '3/2', '3/3', '3/3'],
  ['2/1', '2/1', '2/2', '2/2', '2/3†', '2/3', '3/2†', '3/2', '3/3', '3/3', '3/4'],
]

/**
 * The one sequence every row is a window of (the pattern of the legible cells): six "0", then each
 * result twice, ending with "3/4". Row n starts at ADT_OFFSETS[n − 1].
 */
export const ADT_SEQUENCE: readonly string[] = [
  ...Array<string>(6).fill('0'),
  ...['0/1', '1/0', '1/1', '1/2', '2/1', '2/2', '2/3', '3/2', '3/3'].flatMap((r) => [r, r]),
  '3/4',
]
export const ADT_OFFSETS: readonly number[] = [1, 4, 6, 8, 9, 10, 11, 12, 13, 14]

export const ADT_OUTCOMES: readonly string[] = [
  '0',
  '0/1',
  '1/0',
  '1/1',
  '1/2',
  '2/1',
  '2/2',
  '2/3',
  '3/2',
  '3/3',
  '3/4',
]

/** The cells the scan lost, as "level:column". */
export const ADT_RECONSTRUCTED: readonly string[] = ADT_PRINTED.flatMap((row, i) =>
  row.flatMap((c, j) => (c.endsWith('†') ? [`${i + 1}:${ADT_COLUMNS[j]}`] : [])),
)

export const airDefenseTable: Table = {
  id: AIR_DEFENSE_TABLE_ID,
  name: 'Air Defense Table',
  rule: '23.42',
  rows: ADT_PRINTED.map((_, i) => ({ key: String(i + 1), label: String(i + 1) })),
  columns: ADT_COLUMNS.map((c) => ({ key: c, label: c })),
  cells: ADT_PRINTED.map((row) => row.map((c) => c.replace('†', ''))),
  outcomes: ADT_OUTCOMES,
  provenance: 'reconstructed',
  verified: false,
  fixedPoints: [],
}

/** The column of a two-dice roll (no modifiers; 12 and above read "12+", 23.42). */
export function adtColumn(roll: number): string {
  return roll >= 12 ? '12+' : String(Math.max(2, roll))
}

/** "a/b" as numbers ("0": none). */
export function splitResult(r: string): { eliminated: number; aborted: number } {
  if (r === '0') return { eliminated: 0, aborted: 0 }
  const [a, b] = r.split('/').map(Number)
  return { eliminated: a, aborted: b }
}

/**
 * The result of an air defence level and a roll (23.42): levels above 10 add the "10" row's result
 * to the remainder's row, read with the same roll (one roll for both rows: a reading, the seed does
 * not say). Null: a level below 1 makes no roll (23.4211D).
 */
export function airDefenseResult(adl: number, roll: number): { eliminated: number; aborted: number } | null {
  if (adl < 1) return null
  const column = ADT_COLUMNS.indexOf(adtColumn(roll) as (typeof ADT_COLUMNS)[number])
  let eliminated = 0
  let aborted = 0
  for (let left = adl; left > 0; left -= 10) {
    const r = splitResult(airDefenseTable.cells[Math.min(left, 10) - 1][column]!)
    eliminated += r.eliminated
    aborted += r.aborted
  }
  return { eliminated, aborted }
}
