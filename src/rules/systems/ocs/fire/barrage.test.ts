// Air barrage and hip shoots (14.7): the strength added, the column by strength, the shifts of the
// players' chart, the short-range shift (14.7c), the strategic bombers' limits (14.1e), the hip
// shoot's conditions (14.7d), and what is asked when the table has no column.
import { describe, expect, it } from 'vitest'
import type { Table } from '../../../kernel/tables'
import { answerKey } from '../charts/chartCell'
import { enterBarrageShifts, placeholderBarrageShifts } from '../charts/barrageShifts'
import {
  BARRAGE_OUTCOMES,
  enterBarrageTable,
  enterHalfResults,
  placeholderBarrageTable,
  placeholderHalfResults,
} from '../charts/barrageTable'
import {
  barrageRefusal,
  barrageStrength,
  rollBarrage,
  SHORT_RANGE_HEXES,
  shortRange,
  type BarrageAircraft,
  type BarrageCharts,
  type BarrageSituation,
} from './barrage'

const ok = (r: ReturnType<typeof enterBarrageTable>): Table => {
  if (!r.ok) throw new Error(r.problems[0].message)
  return r.table
}

/** Test columns around the seed's three; every cell "-" but the seed's (test values, not a game's). */
const COLUMNS = ['1', '2', '3-4', '5-7', '8-11', '12-16', '17+']
const fullTable = ok(
  enterBarrageTable({
    columns: COLUMNS,
    cells: Array.from({ length: 11 }, (_, r) => COLUMNS.map((c) => (r === 10 && c === '3-4' ? '1/2' : '-'))),
    provenance: 'userEntered',
  }),
)
const fullShifts = ok(
  enterBarrageShifts({
    rows: [
      { key: 'unspotted', label: 'No spotter' },
      { key: 're:0-1', label: '0–1 RE' },
      { key: 're:2-3', label: '2–3 RE' },
      { key: 're:4-5', label: '4–5 RE' },
      { key: 're:6+', label: '6+ RE' },
      { key: 'other:close', label: 'Close terrain' },
    ],
    cells: [['3 left'], ['1 left'], ['none'], ['1 right'], ['2 right'], ['1 left']],
    provenance: 'userEntered',
  }),
)
const fullHalf = ok(
  enterHalfResults({
    cells: [['rounds down'], ['rounds down'], ['rounds down'], ['rounds up'], ['rounds up'], ['rounds up']],
    provenance: 'userEntered',
  }),
)
const full: BarrageCharts = { table: fullTable, shifts: fullShifts, half: fullHalf }
const seedOnly: BarrageCharts = {
  table: placeholderBarrageTable(),
  shifts: placeholderBarrageShifts(),
  half: placeholderHalfResults(),
}

const tac = (barrage: number, distanceFromBase = 12, id = 'T'): BarrageAircraft => ({
  id,
  name: id,
  types: ['tactical'],
  barrage,
  distanceFromBase,
})
const situation = (aircraft: BarrageAircraft[], patch: Partial<BarrageSituation> = {}): BarrageSituation => ({
  kind: 'barrage',
  aircraft,
  spotted: true,
  side: 'Allied',
  ...patch,
})
const columnOf = (charts: BarrageCharts, s: BarrageSituation) => {
  const r = rollBarrage(charts, s, [3, 4])
  return r.status === 'done' ? [r.column, r.finalColumn] : r.status
}

describe('barrage strength and column (14.7)', () => {
  it("adds every mission aircraft's barrage strength, fighters included", () => {
    expect(barrageStrength([{ barrage: 3 }, { barrage: 3 }, { barrage: 3 }])).toBe(9)
    expect(barrageStrength([{ barrage: 0 }, { barrage: 5 }])).toBe(5)
  })

  it('places 7 in 5–7, 8 and 11 in 8–11, 12 in 12–16 (the seed fixes 9 in 8–11)', () => {
    expect(columnOf(full, situation([tac(7)]))).toEqual(['5-7', '5-7'])
    expect(columnOf(full, situation([tac(4), tac(4)]))).toEqual(['8-11', '8-11'])
    expect(columnOf(full, situation([tac(6), tac(5)]))).toEqual(['8-11', '8-11'])
    expect(columnOf(full, situation([tac(6), tac(6)]))).toEqual(['12-16', '12-16'])
    expect(columnOf(full, situation([tac(20)]))).toEqual(['17+', '17+'])
  })

  it("without the players' table, 9 points unspotted at 4 RE land on 3–4 as in the example, and 12 points ask for the column", () => {
    const nine = rollBarrage(seedOnly, situation([tac(9)], { spotted: false, targetRE: 4 }), [6, 6], {
      halfDie: 5,
    })
    expect(nine.status === 'done' && [nine.column, nine.finalColumn, nine.steps]).toEqual(['8-11', '3-4', 1])
    const twelve = rollBarrage(seedOnly, situation([tac(12)], { spotted: false, targetRE: 4 }), [6, 6])
    expect(twelve.status === 'ask' && twelve.question.cell).toBe(
      'the column of 12 barrage points shifted 2 left, row 12 (this table has no column for 12)',
    )
    if (twelve.status !== 'ask') return
    const answered = rollBarrage(seedOnly, situation([tac(12)], { spotted: false, targetRE: 4 }), [6, 6], {
      answers: { [answerKey(twelve.question)]: 'DG' },
    })
    expect(
      answered.status === 'done' && [
        answered.column,
        answered.finalColumn,
        answered.result,
        answered.disorganized,
      ],
    ).toEqual([null, null, 'DG', true])
  })
})

describe('column shifts (10.0 through 14.7, 14.7c, 14.1e)', () => {
  it('no spotter: three left; 4 RE: one right (the complex example)', () => {
    expect(columnOf(full, situation([tac(9)], { spotted: false }))).toEqual(['8-11', '2'])
    expect(columnOf(full, situation([tac(9)], { targetRE: 4 }))).toEqual(['8-11', '12-16'])
    expect(columnOf(full, situation([tac(9)], { spotted: false, targetRE: 4 }))).toEqual(['8-11', '3-4'])
    expect(columnOf(full, situation([tac(9)], { targetRE: 3.5, otherLines: ['other:close'] }))).toEqual([
      '8-11',
      '5-7',
    ])
  })

  it('the placeholder knows the density line for exactly 4 RE only: 4½ RE is asked', () => {
    const r = rollBarrage(seedOnly, situation([tac(9)], { targetRE: 4.5 }), [6, 6])
    expect(r.status === 'ask' && [r.question.table, r.question.row, r.question.cell]).toEqual([
      'ocs-barrage-shifts',
      're:4.5',
      'the line for 4.5 RE in the target hex',
    ])
  })

  it(`short range: one more right when every aircraft is within ${SHORT_RANGE_HEXES} hexes of its base; not at 11`, () => {
    expect(shortRange({ aircraft: [tac(3, 10), tac(3, 2)] })).toBe(true)
    expect(shortRange({ aircraft: [tac(3, 10), tac(3, 11)] })).toBe(false)
    const near = rollBarrage(full, situation([tac(9, 10)]), [3, 4])
    expect(near.status === 'done' && [near.finalColumn, near.shifts.map((t) => [t.value, t.rule])]).toEqual([
      '12-16',
      [[1, '14.7c']],
    ])
    expect(columnOf(full, situation([tac(9, 11)]))).toEqual(['8-11', '8-11'])
  })

  it('a Strategic Bomber: unspotted even with a spotter, and no short-range shift (14.1e A, C; §3.6 O-T14)', () => {
    const s = situation([{ ...tac(9, 5), id: 'S', name: 'B-17', types: ['strategic'] }, tac(2, 5)])
    expect(shortRange(s)).toBe(false)
    const r = rollBarrage(full, s, [3, 4])
    expect(
      r.status === 'done' && [r.strength, r.finalColumn, r.shifts.map((t) => [t.label, t.value, t.rule])],
    ).toEqual([11, '2', [['unspotted: a Strategic Bomber in the mission', -3, '10.0, 14.1e A']]])
  })

  it("a shift past the table's edge is read off the players' chart (10.0 is not in the seed)", () => {
    const r = rollBarrage(full, situation([tac(3)], { spotted: false }), [3, 4])
    expect(r.status === 'ask' && r.question.cell).toBe(
      "the 3–4 column shifted 3 left, row 7 (beyond this table's columns)",
    )
  })
})

describe('results (10.0 as 14.7 reads it)', () => {
  const only = (cell: string) =>
    ok(
      enterBarrageTable({
        columns: COLUMNS,
        cells: Array.from({ length: 11 }, (_, r) =>
          COLUMNS.map((c) => (r === 10 && c === '3-4' ? '1/2' : cell)),
        ),
        provenance: 'userEntered',
      }),
    )
  it('"-" has no effect; "DG" disorganizes; "2" loses two steps and disorganizes; a bracket is flagged', () => {
    const at = (cell: string) => {
      const r = rollBarrage({ ...full, table: only(cell) }, situation([tac(9)]), [3, 4])
      return r.status === 'done' ? [r.steps, r.disorganized, r.bracketed] : r.status
    }
    expect(at('-')).toEqual([0, false, false])
    expect(at('DG')).toEqual([0, true, false])
    expect(at('2')).toEqual([2, true, false])
    expect(at('[1]')).toEqual([1, true, true])
    expect(BARRAGE_OUTCOMES).toContain('[1/2]')
  })
})

describe('what a barrage or hip shoot may not be (14.1e, 14.7d, 14.2a)', () => {
  const strat = { ...tac(6, 5), id: 'S', name: 'B-17', types: ['strategic' as const] }
  it('a hip shoot is one aircraft of a listed nationality with a correct spotter, never a Strategic Bomber', () => {
    const hip = (aircraft: BarrageAircraft[], patch: Partial<BarrageSituation> = {}) =>
      barrageRefusal(situation(aircraft, { kind: 'hipShoot', hipShootNationality: true, ...patch }))
    expect(hip([tac(4)])).toBeNull()
    expect(hip([tac(4), tac(4)])).toEqual({
      rule: '14.7d',
      message: 'aircraft: got 2 aircraft for a hip shoot, expected one (14.7d B).',
    })
    expect(hip([tac(4)], { hipShootNationality: false })?.rule).toBe('14.7d')
    expect(hip([tac(4)], { spotted: false })).toEqual({
      rule: '14.7d',
      message: 'spotted: got no spotter, expected a correct spotter for a hip shoot (14.7d C).',
    })
    expect(hip([strat])).toEqual({
      rule: '14.1e',
      message: 'kind: got a hip shoot with a Strategic Bomber, which never hip shoots (14.1e B).',
    })
  })

  it('no anti-ship barrage with a Strategic Bomber; at most four aircraft', () => {
    expect(barrageRefusal(situation([strat], { antiShip: true }))?.rule).toBe('14.1e')
    expect(barrageRefusal(situation([tac(1), tac(1), tac(1), tac(1)]))).toBeNull()
    expect(barrageRefusal(situation([tac(1), tac(1), tac(1), tac(1), tac(1)]))).toEqual({
      rule: '14.2a',
      message: 'aircraft: got 5 mission aircraft, expected 1 to 4 (14.2a).',
    })
    expect(rollBarrage(full, situation([tac(4)], { kind: 'hipShoot' }), [3, 4]).status).toBe('refused')
  })
})
