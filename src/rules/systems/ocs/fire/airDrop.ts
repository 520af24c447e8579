// The Air Drop roll (14.10d): after Flak, "roll two dice for each combat unit or 1T of supply
// separately, based on the type of terrain in the mission hex and drop method (glider or
// paradrop). Apply the table's modifiers. If the roll is successful, the unit is placed in the drop
// hex (and its movement is finished for the phase). Otherwise, it is destroyed." The Air Transport
// Success Table and its modifiers are the players' (charts/airTransportSuccess.ts); each line or
// cell they leave empty is asked from their own chart.
import type { ChartQuestion } from '../../../kernel/chartLookup'
import { provenanceNote, type Table, type TableReading } from '../../../kernel/tables'
import { succeeds, type DropMethod } from '../charts/airTransportSuccess'
import { readCell, type ChartAnswers } from '../charts/chartCell'
import { signedValue } from '../charts/signedValues'
import type { Term } from './airTypes'

/** One drop: a combat unit or 1T of supply. */
export interface DropSituation {
  /** "the 1st Parachute Battalion", "1T of supply". */
  cargo: string
  /** The terrain row of the players' table (`terrain:…`) and its words. */
  terrain: string
  method: DropMethod
  /** The lines of the players' modifier chart that hold (`other:…`). */
  modifierLines?: readonly string[]
  side: string
}

export type DropRoll =
  | { status: 'ask'; question: ChartQuestion }
  | { status: 'refused'; rule: string; message: string }
  | {
      status: 'done'
      natural: number
      modifiers: Term[]
      total: number
      cell: string
      success: boolean
      table: TableReading
      text: string
    }

/** One Air Drop roll on the Air Transport Success Table (14.10d). */
export function rollAirDrop(
  charts: { success: Table; modifiers: Table },
  d: DropSituation,
  dice: [number, number],
  source: ChartQuestion['source'] = 'seeded',
  answers: ChartAnswers = {},
): DropRoll {
  const what = `the drop of ${d.cargo} by ${d.method === 'glider' ? 'glider' : 'parachute'}`
  const modifiers: Term[] = []
  for (const line of d.modifierLines ?? []) {
    const row = charts.modifiers.rows.find((r) => r.key === line)
    const r = readCell(
      charts.modifiers,
      line,
      'value',
      { dice, source, modifiers: [...modifiers], what, side: d.side },
      answers,
      row ? undefined : `the line "${line}"`,
    )
    if (r.status === 'ask') return { status: 'ask', question: r.question }
    if (r.status === 'refused') return { status: 'refused', rule: '14.10d', message: r.message }
    modifiers.push({
      label: row?.label ?? line.replace(/^other:/, ''),
      value: signedValue(r.cell),
      rule: '14.10d',
      ...(r.reading.fromChart ? { fromChart: true as const } : {}),
    })
  }
  const natural = dice[0] + dice[1]
  const total = natural + modifiers.reduce((a, m) => a + m.value, 0)
  const terrain = charts.success.rows.find((r) => r.key === d.terrain)
  const cell = readCell(
    charts.success,
    d.terrain,
    d.method,
    { dice, source, modifiers, what, side: d.side },
    answers,
    terrain ? undefined : `the row for ${d.terrain.replace(/^terrain:/, '')}, column ${d.method}`,
  )
  if (cell.status === 'ask') return { status: 'ask', question: cell.question }
  if (cell.status === 'refused') return { status: 'refused', rule: '14.10d', message: cell.message }
  const success = succeeds(cell.cell, total)
  const terms = modifiers
    .map(
      (m) =>
        ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${m.label}${m.fromChart ? ', from your own chart' : ''})`,
    )
    .join('')
  return {
    status: 'done',
    natural,
    modifiers,
    total,
    cell: cell.cell,
    success,
    table: cell.reading,
    text: `${what[0].toUpperCase()}${what.slice(1)} on ${terrain?.label ?? d.terrain.replace(/^terrain:/, '')}: roll ${dice[0]} + ${dice[1]} = ${natural}${terms}${terms ? ` = ${total}` : ''}, needs ${cell.cell} (${charts.success.name}${provenanceNote(charts.success)}${cell.reading.fromChart ? ', from your own chart' : ''}): ${success ? 'it lands in the drop hex and moves no more this phase' : 'it is destroyed'} (14.10d).`,
  }
}
