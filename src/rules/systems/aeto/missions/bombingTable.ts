// The Bombing Table (4.26): a column by the total bombing strength, a result (and an asterisk) by
// 2d6. The real table is on a Player Aid Card that is not among the rules texts: the default is
// the spec's labelled placeholder (§16), which reproduces the one data point of the rulebook
// (column 7–11, roll 9 → result 3, T-19). A scenario may give the real table (`bombingTable`).
import type { Scenario } from '../scenario/schema'

export interface BombingColumn {
  /** Lowest total strength of the column; the column runs up to the next column's `from` − 1. */
  from: number
  /** Results for 2d6 totals 2 … 12: a number, with "*" for an anti-aircraft loss. */
  results: string[]
}

export interface BombingTable {
  placeholder: boolean
  columns: BombingColumn[]
}

function placeholderColumn(from: number, shift: number): BombingColumn {
  const results: string[] = []
  for (let roll = 2; roll <= 12; roll++)
    results.push(`${Math.max(0, roll - 6 + shift)}${roll <= 3 ? '*' : ''}`)
  return { from, results }
}

/** Columns 1–6, 7–11, 12–16, 17–21, 22+ with shift −1, 0, +1, +2, +3; result = max(0, roll − 6 + shift); asterisk on 2 or 3 (spec §16). */
export const PLACEHOLDER_TABLE: BombingTable = {
  placeholder: true,
  columns: [
    placeholderColumn(1, -1),
    placeholderColumn(7, 0),
    placeholderColumn(12, 1),
    placeholderColumn(17, 2),
    placeholderColumn(22, 3),
  ],
}

export function bombingTable(scenario: Scenario): BombingTable {
  const t = scenario.bombingTable
  return t
    ? { placeholder: false, columns: [...t.columns].sort((a, b) => a.from - b.from) }
    : PLACEHOLDER_TABLE
}

export function columnFor(
  table: BombingTable,
  strength: number,
): { column: BombingColumn; label: string } | null {
  const cols = table.columns
  let k = -1
  for (let i = 0; i < cols.length; i++) if (strength >= cols[i].from) k = i
  if (k < 0) return null
  const next = cols[k + 1]
  return { column: cols[k], label: next ? `${cols[k].from}–${next.from - 1}` : `${cols[k].from}+` }
}

export function resultOf(column: BombingColumn, roll: number): { result: number; asterisk: boolean } {
  const r = column.results[roll - 2] ?? '0'
  return { result: Number.parseInt(r, 10) || 0, asterisk: r.endsWith('*') }
}

/** Ways to roll each 2d6 total, out of 36. */
export const WAYS: Readonly<Record<number, number>> = {
  2: 1,
  3: 2,
  4: 3,
  5: 4,
  6: 5,
  7: 6,
  8: 5,
  9: 4,
  10: 3,
  11: 2,
  12: 1,
}
