// A mission's roll on the Bombing Table when the players' table may leave a cell empty ("look it up
// on your chart", design §8; kernel/chartLookup.ts): the dice are rolled and logged, the question
// is kept on the mission (`Mission.chart`) and asked as the `chartLookup` decision; once answered,
// the mission's `resumeChart` rolls again with the same dice and reads the answer here. The
// bombing of installations (4.26), naval bombardment (3.28), convoy interdiction (APTO 2.13) and
// strategic bombing (APTO 2.5, 2.6) read the table through it.
import { emit, type Tx } from '../engine/core'
import { chartAskText, chartQuestion, type ChartQuestion } from '../../../kernel/chartLookup'
import { readingOf, type TableReading } from '../../../kernel/tables'
import type { Mission } from '../types'
import { BOMBING_TABLE_ID, bombingChart, cellOf, type BombingColumn } from './bombingTable'

/**
 * The cell for `dice` in `column`, with how it was read; null when the players' table leaves it
 * empty and no answer is waiting: the question is now asked (and the dice logged). `row` is the
 * 2d6 total the table is read on when modifiers change it (the B-29 +1, APTO 2.7; at most 12):
 * the dice's sum otherwise; `modifiers` are those that led from the dice to that row.
 */
export function readBombingCell(
  t: Tx,
  m: Mission,
  column: BombingColumn,
  dice: readonly number[],
  roll: {
    source: 'seeded' | 'scripted' | 'manual'
    what: string
    rule: string
    purpose: string
    row?: number
    modifiers?: ChartQuestion['modifiers']
  },
): { cell: string; reading: TableReading } | null {
  const natural = dice[0] + dice[1]
  const total = roll.row ?? natural
  const table = bombingChart(t.s)
  const cell = cellOf(column, total)
  if (cell !== null) return { cell, reading: readingOf(table) }
  const q = m.chart
  if (
    q?.answer !== undefined &&
    q.table === BOMBING_TABLE_ID &&
    q.row === String(total) &&
    q.column === String(column.from)
  ) {
    delete m.chart
    return { cell: q.answer, reading: readingOf(table, true) }
  }
  const modifiers = (roll.modifiers ?? []).map(({ label, value, rule }) => ({ label, value, rule }))
  m.chart = chartQuestion(table, String(total), String(column.from), {
    dice: [...dice],
    source: roll.source,
    modifiers,
    what: roll.what,
    side: m.side,
  })
  emit(t, {
    type: 'chartLookup',
    text: chartAskText(m.chart),
    rule: roll.rule,
    side: m.side,
    roll: {
      purpose: roll.purpose,
      natural,
      modifiers,
      modified: total,
      result: 'looked up on the player’s own chart',
      source: roll.source,
      table: readingOf(table),
    },
  })
  return null
}
