// Air barrage and hip shoots (14.7). The mission's barrage strengths are added (reduced aircraft
// with their reduced value; the complex example's fighters 6 and reduced Blenheim 3 make 9); the
// total picks a Barrage Table column; the shifts of 10.0 move it (an unspotted barrage, the RE in
// the hex, other lines of the players' shift chart), with the extra shift right of a short-range
// mission (14.7c); two dice read the result, and a half result is rounded by one more die. A
// Strategic Bomber in the mission makes the barrage unspotted, takes away the short-range shift,
// and bars hip shoots and anti-ship barrages (14.1e). A hip shoot is one aircraft of a nationality
// the game lists, with a correct spotter (14.7d). An air barrage never costs supply (14.7a). Each
// cell the players' charts leave empty is asked from their own chart (charts/chartCell.ts).
import type { ChartQuestion } from '../../../kernel/chartLookup'
import { provenanceNote, type Table, type TableReading } from '../../../kernel/tables'
import { readCell, type ChartAnswers, type CellRead } from '../charts/chartCell'
import { OTHER_PREFIX, reRowFor, shiftValue, shiftWords, UNSPOTTED_ROW } from '../charts/barrageShifts'
import { bandIndex, bandLabel, parseBand } from '../charts/strengthBands'
import { MISSION_MAX_AIRCRAFT, namesOf, type OcsAirType, type Term } from './airTypes'

/** "within 10 hexes of the base from which they flew" (14.7c). */
export const SHORT_RANGE_HEXES = 10
/** "an additional rightward shift" (14.7c): one column. */
export const SHORT_RANGE_SHIFT = 1

/** A mission aircraft as a barrage reads it. */
export interface BarrageAircraft {
  id: string
  name: string
  types: readonly OcsAirType[]
  /** Barrage strength on its current side (a reduced aircraft uses its reduced value, 14.4f). */
  barrage: number
  /** Hexes from the base it flew from to the target (14.7c). */
  distanceFromBase: number
}

/** What a barrage needs to know of its mission and target. */
export interface BarrageSituation {
  kind: 'barrage' | 'hipShoot'
  aircraft: readonly BarrageAircraft[]
  /** A correct spotter (10.0b) sees the target; a Strategic Bomber makes it unspotted anyway (14.1e A). */
  spotted: boolean
  /** RE of the units in the target hex, for the density line of the shift chart; absent: no such line read. */
  targetRE?: number
  /** Other lines of the players' shift chart that hold (their `other:…` keys: terrain…). */
  otherLines?: readonly string[]
  /** An anti-ship barrage (18.3). */
  antiShip?: boolean
  /** The aircraft's nationality is listed by the game as able to hip shoot (14.7d B). */
  hipShootNationality?: boolean
  /** The side that barrages, and reads its charts. */
  side: string
}

/** The charts a barrage reads: the Barrage Table, its shifts, and the half-result die. */
export interface BarrageCharts {
  table: Table
  shifts: Table
  half: Table
}

const hasStrategic = (s: BarrageSituation) => s.aircraft.some((a) => a.types.includes('strategic'))

/** Why the mission may not barrage so, with its rule, or null. */
export function barrageRefusal(s: BarrageSituation): { rule: string; message: string } | null {
  if (s.aircraft.length < 1 || s.aircraft.length > MISSION_MAX_AIRCRAFT)
    return {
      rule: '14.2a',
      message: `aircraft: got ${s.aircraft.length} mission aircraft, expected 1 to ${MISSION_MAX_AIRCRAFT} (14.2a).`,
    }
  if (s.kind === 'hipShoot' && hasStrategic(s))
    return {
      rule: '14.1e',
      message: 'kind: got a hip shoot with a Strategic Bomber, which never hip shoots (14.1e B).',
    }
  if (s.antiShip && hasStrategic(s))
    return {
      rule: '14.1e',
      message: 'antiShip: got an anti-ship barrage with a Strategic Bomber, which never flies one (14.1e B).',
    }
  if (s.kind === 'hipShoot') {
    if (s.aircraft.length !== 1)
      return {
        rule: '14.7d',
        message: `aircraft: got ${s.aircraft.length} aircraft for a hip shoot, expected one (14.7d B).`,
      }
    if (!s.hipShootNationality)
      return {
        rule: '14.7d',
        message: `aircraft: ${s.aircraft[0].name} is not of a nationality the game's rules list as able to hip shoot (14.7d B).`,
      }
    if (!s.spotted)
      return {
        rule: '14.7d',
        message: 'spotted: got no spotter, expected a correct spotter for a hip shoot (14.7d C).',
      }
  }
  return null
}

/** The barrage strength: every mission aircraft's barrage strength added (14.7; the complex example). */
export function barrageStrength(aircraft: readonly Pick<BarrageAircraft, 'barrage'>[]): number {
  return aircraft.reduce((a, p) => a + p.barrage, 0)
}

/** Every aircraft within 10 hexes of its base, and no Strategic Bomber (14.7c, 14.1e C). */
export function shortRange(s: Pick<BarrageSituation, 'aircraft'>): boolean {
  return (
    s.aircraft.every((a) => a.distanceFromBase <= SHORT_RANGE_HEXES) &&
    !s.aircraft.some((a) => a.types.includes('strategic'))
  )
}

/**
 * A result: its steps (a half step is rounded by a die), whether it was printed in brackets, and
 * whether it makes the stack DG: "DG" does, and so does a loss result, as the complex example's
 * "1/2" did ("the mode of the stack is changed from Reserve to DG"); 10.0, not in the seed, is the
 * rule, and Sortie reads every loss result as the example shows it.
 */
export function parseBarrageResult(cell: string): {
  steps: number
  half: boolean
  bracketed: boolean
  dg: boolean
} {
  const bracketed = cell.startsWith('[')
  const core = cell.replace(/^\[|\]$/g, '')
  if (core === '-') return { steps: 0, half: false, bracketed, dg: false }
  if (core === 'DG') return { steps: 0, half: false, bracketed, dg: true }
  const half = core === '1/2'
  return { steps: half ? 0 : Number(core), half, bracketed, dg: true }
}

export type BarrageRoll =
  | { status: 'refused'; rule: string; message: string }
  | { status: 'ask'; question: ChartQuestion }
  /** The result is a half: roll one more die (14.0 complex example) and call again with it. */
  | { status: 'rollHalfDie'; partial: string }
  | {
      status: 'done'
      strength: number
      /** The column the strength gives, and the one the shifts land on (null: read off the players' chart beyond the table's columns). */
      column: string | null
      finalColumn: string | null
      shifts: Term[]
      netShift: number
      dice: [number, number]
      result: string
      /** Steps the target loses (a half rounded by its die), DG, and whether the result was printed in brackets. */
      steps: number
      disorganized: boolean
      bracketed: boolean
      halfDie?: number
      table: TableReading
      text: string
    }

function failed(r: CellRead, rule: string): BarrageRoll | null {
  if (r.status === 'ask') return { status: 'ask', question: r.question }
  if (r.status === 'refused') return { status: 'refused', rule, message: r.message }
  return null
}

/**
 * The shifts of the barrage: unspotted (no correct spotter, or a Strategic Bomber), the RE in the
 * hex, the other lines that hold, each from the players' shift chart, then the short-range shift.
 */
export function barrageShifts(
  charts: BarrageCharts,
  s: BarrageSituation,
  dice: readonly number[],
  source: ChartQuestion['source'],
  answers: ChartAnswers,
): { shifts: Term[] } | BarrageRoll {
  const shifts: Term[] = []
  const what = `the barrage of ${namesOf(s.aircraft)}`
  const read = (row: string, label: string, rule: string, place?: string): BarrageRoll | null => {
    const r = readCell(charts.shifts, row, 'shift', { dice, source, what, side: s.side }, answers, place)
    const bad = failed(r, rule)
    if (bad) return bad
    if (r.status !== 'read') return null
    shifts.push({
      label,
      value: shiftValue(r.cell),
      rule,
      ...(r.reading.fromChart ? { fromChart: true as const } : {}),
    })
    return null
  }
  const strategic = hasStrategic(s)
  if (!s.spotted || strategic) {
    const bad = read(
      UNSPOTTED_ROW,
      strategic ? 'unspotted: a Strategic Bomber in the mission' : 'no spotter',
      strategic ? '10.0, 14.1e A' : '10.0',
    )
    if (bad) return bad
  }
  if (s.targetRE !== undefined) {
    const row = reRowFor(charts.shifts, s.targetRE)
    const bad = read(
      row ?? `re:${s.targetRE}`,
      `${s.targetRE} RE in the target hex`,
      '10.0',
      row ? undefined : `the line for ${s.targetRE} RE in the target hex`,
    )
    if (bad) return bad
  }
  for (const line of s.otherLines ?? []) {
    const row = charts.shifts.rows.find((r) => r.key === line)
    if (!line.startsWith(OTHER_PREFIX) || !row)
      return {
        status: 'refused',
        rule: '10.0',
        message: `otherLines: got ${JSON.stringify(line)}, expected a line of the shift chart in play (${
          charts.shifts.rows
            .filter((r) => r.key.startsWith(OTHER_PREFIX))
            .map((r) => `"${r.key}"`)
            .join(', ') || 'it has none of its own'
        }).`,
      }
    const bad = read(line, row.label, '10.0')
    if (bad) return bad
  }
  if (shortRange(s))
    shifts.push({
      label: `short range: every aircraft within ${SHORT_RANGE_HEXES} hexes of its base`,
      value: SHORT_RANGE_SHIFT,
      rule: '14.7c',
    })
  return { shifts }
}

/**
 * A barrage or hip shoot rolled: `dice` the two dice on the Barrage Table, `halfDie` the die that
 * rounds a half result once asked for (status `rollHalfDie`), `answers` what the players read off
 * their own charts so far. Call again with more until the status is `done`.
 */
export function rollBarrage(
  charts: BarrageCharts,
  s: BarrageSituation,
  dice: [number, number],
  opts: { halfDie?: number; source?: ChartQuestion['source']; answers?: ChartAnswers } = {},
): BarrageRoll {
  const source = opts.source ?? 'seeded'
  const answers = opts.answers ?? {}
  const refusal = barrageRefusal(s)
  if (refusal) return { status: 'refused', ...refusal }
  const strength = barrageStrength(s.aircraft)
  const got = barrageShifts(charts, s, dice, source, answers)
  if (!('shifts' in got)) return got
  const { shifts } = got
  const netShift = shifts.reduce((a, t) => a + t.value, 0)
  const keys = charts.table.columns.map((c) => c.key)
  const base = bandIndex(keys, strength)
  const target = base < 0 ? -1 : base + netShift
  const label = (i: number) => charts.table.columns[i].label
  const total = dice[0] + dice[1]
  const column = base >= 0 ? keys[base] : null
  const finalColumn = target >= 0 && target < keys.length ? keys[target] : null
  const place =
    finalColumn !== null
      ? undefined
      : base < 0
        ? `the column of ${strength} barrage points shifted ${shiftWords(netShift)}, row ${total} (this table has no column for ${strength})`
        : `the ${label(base)} column shifted ${shiftWords(netShift)}, row ${total} (beyond this table's columns)`
  const cellRead = readCell(
    charts.table,
    String(total),
    finalColumn ?? `${strength}${netShift < 0 ? '' : '+'}${netShift}`,
    {
      dice,
      source,
      what: `the barrage of ${namesOf(s.aircraft)}, strength ${strength}`,
      side: s.side,
    },
    answers,
    place,
  )
  const bad = failed(cellRead, '14.7')
  if (bad) return bad
  if (cellRead.status !== 'read') throw new Error('unreachable')
  const result = cellRead.cell
  const parsed = parseBarrageResult(result)
  const strengthWords = `${s.aircraft.map((a) => a.barrage).join(' + ')}${s.aircraft.length > 1 ? ` = ${strength}` : ''}`
  const shiftText = shifts.length
    ? `; ${shifts.map((t) => `${t.label}: ${shiftWords(t.value)}${t.fromChart ? ' (from your own chart)' : ''} (${t.rule})`).join(', ')}; net ${shiftWords(netShift)}`
    : '; no column shift'
  const columnText =
    base < 0
      ? `no column for ${strength} on this table`
      : `column ${label(base)}${shiftText}${finalColumn !== null ? `: column ${label(target)}` : ': beyond the table'}`
  const resultText = `roll ${dice[0]} + ${dice[1]} = ${total}: ${result} (${charts.table.name}${provenanceNote(charts.table)}${cellRead.reading.fromChart ? ', from your own chart' : ''})`
  const partial = `${namesOf(s.aircraft)} ${s.aircraft.length === 1 ? 'barrages' : 'barrage'}${s.kind === 'hipShoot' ? ' (a hip shoot)' : ''}: strength ${strengthWords} (14.7), ${columnText}; ${resultText}`
  let steps = parsed.steps
  let halfText = ''
  if (parsed.half) {
    if (opts.halfDie === undefined) return { status: 'rollHalfDie', partial }
    const h = readCell(
      charts.half,
      String(opts.halfDie),
      'half',
      {
        dice: [opts.halfDie],
        source,
        what: `the half result of ${namesOf(s.aircraft)}'s barrage`,
        side: s.side,
      },
      answers,
    )
    const hb = failed(h, '14.7')
    if (hb) return hb
    if (h.status !== 'read') throw new Error('unreachable')
    steps = h.cell === 'rounds up' ? 1 : 0
    halfText = `; half result, die ${opts.halfDie}: ${h.cell}${provenanceNote(charts.half)}${h.reading.fromChart ? ', from your own chart' : ''}`
  }
  const effect =
    parsed.dg || steps > 0
      ? `${steps > 0 ? `the defender removes ${steps} step${steps === 1 ? '' : 's'} of his choice and ` : ''}the stack is DG`
      : 'no effect'
  const bracket = parsed.bracketed ? ' (a bracketed result: 10.0, not in the seed, says when it applies)' : ''
  return {
    status: 'done',
    strength,
    column,
    finalColumn,
    shifts,
    netShift,
    dice,
    result,
    steps,
    disorganized: parsed.dg || steps > 0,
    bracketed: parsed.bracketed,
    ...(opts.halfDie !== undefined && parsed.half ? { halfDie: opts.halfDie } : {}),
    table: cellRead.reading,
    text: `${partial}${halfText}: ${effect}${bracket}; an air barrage costs no supply (14.7, 14.7a).`,
  }
}

/** "3–4" for a column key, as a player reads it. */
export function columnWords(key: string): string {
  const b = parseBand(key)
  return b ? bandLabel(b) : key
}
