// "Look it up on your chart" (design §8): when the table a roll reads has no value in the cell the
// dice give, the engine still rolls and logs the dice and the modifiers, then asks the player to
// read the result off their own printed chart, from the table's closed set of outcomes. The
// answer is an action in the game's record, so a replay is exact. This file holds the question
// kept in the state while it waits, its prompt and the check of an answer; which procedure asks,
// and what it does with the answer, is the rule system's.
import { cellName, type Table } from './tables'

/** The words every result read off a player's chart carries in the log. */
export const FROM_YOUR_CHART = 'from your own chart'

/** A question to the player: the missing cell, the dice that led there, and the results allowed. */
export interface ChartQuestion {
  table: string
  name: string
  rule: string
  row: string
  column: string
  /** "column 7–11, row 9". */
  cell: string
  /** The dice as rolled, and where they came from. */
  dice: number[]
  source: 'seeded' | 'scripted' | 'manual'
  /** Modifiers applied before the table was read, with their rules. */
  modifiers: { label: string; value: number; rule: string }[]
  outcomes: string[]
  /** What the roll is for: "the bombing of Malta's airbase". */
  what: string
  /** The side that reads its chart. */
  side: string
  /** The player's answer, once given; the procedure reads it when it takes the roll up again. */
  answer?: string
}

export function chartQuestion(
  table: Table,
  row: string,
  column: string,
  roll: {
    dice: number[]
    source: ChartQuestion['source']
    modifiers?: ChartQuestion['modifiers']
    what: string
    side: string
  },
): ChartQuestion {
  return {
    table: table.id,
    name: table.name,
    rule: table.rule,
    row,
    column,
    cell: cellName(table, row, column),
    dice: [...roll.dice],
    source: roll.source,
    modifiers: roll.modifiers ?? [],
    outcomes: [...table.outcomes],
    what: roll.what,
    side: roll.side,
  }
}

function diceWords(q: ChartQuestion): string {
  const total = q.dice.reduce((a, b) => a + b, 0)
  const mods = q.modifiers.map(
    (m) => ` ${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} (${m.label}, ${m.rule})`,
  )
  const natural = q.dice.length > 1 ? `${q.dice.join(' + ')} = ${total}` : String(total)
  return mods.length
    ? `${natural}${mods.join('')} = ${total + q.modifiers.reduce((a, m) => a + m.value, 0)}`
    : natural
}

/** The log line when the cell is missing: the dice are rolled and shown, the result is asked. */
export function chartAskText(q: ChartQuestion): string {
  return `${q.what}: roll ${diceWords(q)}, ${q.name} ${q.cell}: this game's table has no value there; the player looks the result up on their own chart (${q.rule}).`
}

/** The prompt of the decision. */
export function chartPrompt(q: ChartQuestion): string {
  return `Look it up on your chart: ${q.what}, roll ${diceWords(q)}. Read the ${q.name}, ${q.cell}, and enter the result printed there (${q.rule}).`
}

/** Why an answer is refused (naming the field, what it got and what it expects), or null. */
export function chartAnswerProblem(q: ChartQuestion, result: unknown): string | null {
  if (typeof result !== 'string')
    return `result: got ${JSON.stringify(result) ?? String(result)}, expected the result printed in the ${q.name}, ${q.cell}, as text (one of ${q.outcomes.join(', ')}).`
  if (!q.outcomes.includes(result))
    return `result: got ${JSON.stringify(result)}, expected one of the ${q.name}'s results: ${q.outcomes.join(', ')}.`
  return null
}
