// Reading one cell of an OCS chart, or asking for it (design §8, kernel/chartLookup.ts): the seed
// (OCS series rules 14.0) prints none of the charts it refers to, so a cell is often missing. The
// reader then returns the question the player answers from their own printed chart; the caller
// keeps the answer (keyed by `answerKey`) and reads again with it, so a replay is exact.
import { chartAnswerProblem, chartQuestion, type ChartQuestion } from '../../../kernel/chartLookup'
import { cellAt, readingOf, type Table, type TableReading } from '../../../kernel/tables'

/** The roll that led to a cell: the dice as rolled, where they came from, what they were for, whose chart. */
export interface ChartRoll {
  dice: readonly number[]
  source: ChartQuestion['source']
  modifiers?: ChartQuestion['modifiers']
  what: string
  side: string
}

/** The players' answers to chart questions, by `answerKey`. */
export type ChartAnswers = Readonly<Record<string, string>>

/** A cell read, a question for the player, or an answer refused (naming the field, what it got and what it expects). */
export type CellRead =
  | { status: 'read'; cell: string; reading: TableReading }
  | { status: 'ask'; question: ChartQuestion }
  | { status: 'refused'; message: string }

/** The key of an answer: the table, row and column it reads. */
export function answerKey(q: Pick<ChartQuestion, 'table' | 'row' | 'column'>): string {
  return `${q.table}|${q.row}|${q.column}`
}

/**
 * The cell at row and column; when the table has none there (or no such row or column: `place`
 * says in words where the player looks), the player's answer if given, else the question.
 */
export function readCell(
  table: Table,
  row: string,
  column: string,
  roll: ChartRoll,
  answers: ChartAnswers = {},
  place?: string,
): CellRead {
  const cell = cellAt(table, row, column)
  if (cell !== null) return { status: 'read', cell, reading: readingOf(table) }
  const question: ChartQuestion = {
    ...chartQuestion(table, row, column, { ...roll, dice: [...roll.dice] }),
    ...(place ? { cell: place } : {}),
  }
  const answer = answers[answerKey(question)]
  if (answer === undefined) return { status: 'ask', question }
  const problem = chartAnswerProblem(question, answer)
  if (problem) return { status: 'refused', message: problem }
  return { status: 'read', cell: answer, reading: readingOf(table, true) }
}
