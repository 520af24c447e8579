// Entering the OCS charts: each chart's placeholder holds only what the seed fixes, and a chart
// the players enter is refused where it contradicts the seed, with a message naming the cell (or
// field), what it got and what the seed fixes.
import { describe, expect, it } from 'vitest'
import { missingCells, tableProblems, type Table } from '../../../kernel/tables'
import {
  enterAirTransportModifiers,
  enterAirTransportSuccess,
  succeeds,
  successWays,
} from './airTransportSuccess'
import { enterBarrageShifts, reRowFor } from './barrageShifts'
import { enterBarrageTable, enterHalfResults, placeholderBarrageTable } from './barrageTable'
import type { ChartEntry, Entered } from './chartEntry'
import { enterFacilityTable, placesTrainbustingMarker } from './facilityTable'
import { enterFlakModifiers, placeholderFlakModifiers } from './flakModifiers'
import { enterMissionLoss } from './missionLoss'
import { enterOcsChart, OCS_CHARTS, ocsChart } from './ocsCharts'
import { bandIndex, bandProblems, parseBand } from './strengthBands'

const messages = (r: Entered) => (r.ok ? [] : r.problems.map((p) => p.message))
const table = (r: Entered): Table => {
  if (!r.ok) throw new Error(r.problems[0].message)
  return r.table
}
const grid = (rows: number, cols: number, f: (r: number, c: number) => string | null) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)))

describe('the placeholders: only what the seed fixes', () => {
  it('every placeholder passes its own checks and is marked a placeholder', () => {
    for (const c of OCS_CHARTS) {
      const t = c.placeholder()
      expect([t.id, t.provenance, tableProblems(t)]).toEqual([c.id, 'placeholder', []])
    }
  })

  it('Flak: +1 for three mission aircraft and +1 for a Patrol Zone with a Fighter, nothing else', () => {
    const t = placeholderFlakModifiers()
    const filled = t.rows
      .filter((_, i) => t.cells[i][0] !== null)
      .map((r, i) => [r.key, t.cells[t.rows.indexOf(r)][0], i])
    expect(filled.map(([k, v]) => [k, v])).toEqual([
      ['aircraft:3', '+1'],
      ['pz:fighter', '+1'],
    ])
  })

  it('Barrage Table: columns 3–4, 5–7, 8–11 and one cell, 12 on 3–4 = "1/2"', () => {
    const t = placeholderBarrageTable()
    expect(t.columns.map((c) => c.label)).toEqual(['3–4', '5–7', '8–11'])
    expect(missingCells(t)).toHaveLength(11 * 3 - 1)
  })

  it('ocsChart gives the entered chart, else the placeholder; an unknown id is refused by name', () => {
    const entered = table(
      enterHalfResults({
        cells: grid(6, 1, (r) => (r === 4 ? 'rounds up' : 'rounds down')),
        provenance: 'seed',
      }),
    )
    expect(ocsChart({ [entered.id]: entered }, 'ocs-half-results')).toBe(entered)
    expect(ocsChart({}, 'ocs-half-results').provenance).toBe('placeholder')
    expect(messages(enterOcsChart('ocs-acts', { cells: [], provenance: 'userEntered' }))[0]).toMatch(
      /^table: got "ocs-acts", expected one of "ocs-flak-modifiers", /,
    )
  })
})

describe('entered charts against the seed', () => {
  const flak = (three: string, pz: string) =>
    enterFlakModifiers({
      cells: [['0'], ['0'], [three], ['+2'], [pz], [null], [null], [null]],
      provenance: 'userEntered',
    })

  it('Flak modifiers: three aircraft and the Patrol Zone with a Fighter must be +1', () => {
    expect(flak('+1', '+1').ok).toBe(true)
    expect(messages(flak('+2', '+1'))).toEqual([
      'column Flak modifier, row 3 mission aircraft: got "+2", expected "+1" (14.0, the complex example: "+1 for a Patrol Zone (since a Fighter is present), +1 for three mission aircraft").',
    ])
    expect(messages(flak('+1', '0'))[0]).toMatch(
      /^column Flak modifier, row Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft: got "0", expected "\+1"/,
    )
    expect(messages(flak('+1', '+10'))[0]).toMatch(/got "\+10", expected one of the table's results/)
    expect(
      messages(
        enterFlakModifiers({ rows: [{ key: 'ship', label: 'Ships' }], cells: [], provenance: 'userEntered' }),
      ),
    ).toContain(
      'rows[0].key: got "ship", expected "other:" followed by a name (the other lines of your Flak chart, keyed "other:ship-flak" and the like).',
    )
    expect(
      messages(enterFlakModifiers({ cells: grid(8, 1, () => '0'), provenance: 'placeholder' }))[0],
    ).toMatch(/^provenance: got "placeholder", expected "seed"/)
  })

  const barrageEntry = (
    columns: string[],
    cell: (row: string, col: string) => string | null,
  ): ChartEntry => ({
    columns,
    cells: Array.from({ length: 11 }, (_, r) => columns.map((c) => cell(String(r + 2), c))),
    provenance: 'userEntered',
  })
  const COLUMNS = ['1', '2', '3-4', '5-7', '8-11', '12-16', '17+']

  it('Barrage Table: a 12 on the 3–4 column gives "1/2"', () => {
    expect(
      enterBarrageTable(barrageEntry(COLUMNS, (r, c) => (r === '12' && c === '3-4' ? '1/2' : '-'))).ok,
    ).toBe(true)
    expect(messages(enterBarrageTable(barrageEntry(COLUMNS, () => '1')))).toEqual([
      'column 3–4, row 12: got "1", expected "1/2" (14.0, the complex example: on the 3–4 column a roll of 12 gives a "1/2" result).',
    ])
    expect(
      enterBarrageTable(barrageEntry(COLUMNS, (r, c) => (r === '12' && c === '3-4' ? null : 'DG'))).ok,
    ).toBe(true) // left to their chart
  })

  it('Barrage Table: the columns 3–4, 5–7 and 8–11 are fixed (9 points in 8–11, two left to 3–4)', () => {
    const cells = (r: string, c: string) => (r === '12' && c === '3-4' ? '1/2' : '-')
    expect(messages(enterBarrageTable(barrageEntry(['1', '2', '3-4', '5-7', '8-12', '13+'], cells)))).toEqual(
      [
        'columns: got a column "8-12" where the seed fixes the column 8–11 (14.0, the complex example: 9 barrage points give the 8–11 column, two shifts left give the 3–4 column).',
      ],
    )
    expect(messages(enterBarrageTable(barrageEntry(['1', '3-4', '5-6', '7-11', '12+'], cells)))).toEqual([
      'columns[1]: got "3-4", expected a band starting at 2 (right after "1", with no gap or overlap).',
    ])
    expect(messages(enterBarrageTable(barrageEntry(['1-2', '3-4', '5-6', '7-11', '12+'], cells)))).toEqual([
      'columns: got a column "5-6" where the seed fixes the column 5–7 (14.0, the complex example: 9 barrage points give the 8–11 column, two shifts left give the 3–4 column).',
      'columns: got a column "7-11" where the seed fixes the column 8–11 (14.0, the complex example: 9 barrage points give the 8–11 column, two shifts left give the 3–4 column).',
    ])
    expect(messages(enterBarrageTable(barrageEntry(['1', '2', '3-4', '5-7', '8-11'], cells)))).toEqual([
      'columns[4]: got "8-11", expected the last band to be open ("8+"), so every value above has a band.',
    ])
  })

  it('half results: a die of 5 rounds up', () => {
    expect(
      messages(enterHalfResults({ cells: grid(6, 1, () => 'rounds down'), provenance: 'userEntered' })),
    ).toEqual([
      'column A half result, row 5: got "rounds down", expected "rounds up" (14.0, the complex example: after the "1/2" result a die of 5 "rounds up").',
    ])
  })

  const shifts = (unspotted: string, reRows: [string, string][]) =>
    enterBarrageShifts({
      rows: [
        { key: 'unspotted', label: 'No spotter' },
        ...reRows.map(([k]) => ({ key: `re:${k}`, label: `${k} RE` })),
      ],
      cells: [[unspotted], ...reRows.map(([, v]) => [v])],
      provenance: 'userEntered',
    })

  it('shifts: unspotted three left, and the RE band holding 4 one right', () => {
    const good = table(
      shifts('3 left', [
        ['0-3', 'none'],
        ['4-7', '1 right'],
        ['8+', '2 right'],
      ]),
    )
    expect([reRowFor(good, 4), reRowFor(good, 7.5), reRowFor(good, 3.5), reRowFor(good, 12)]).toEqual([
      're:4-7',
      're:4-7',
      're:0-3',
      're:8+',
    ])
    expect(
      messages(
        shifts('2 left', [
          ['0-3', 'none'],
          ['4+', '1 right'],
        ]),
      ),
    ).toEqual([
      'column Column shift, row No spotter: got "2 left", expected "3 left" (14.0, the complex example: no spotter, three columns left).',
    ])
    expect(
      messages(
        shifts('3 left', [
          ['0-4', 'none'],
          ['5+', '1 right'],
        ]),
      ),
    ).toEqual([
      'column Column shift, row 0-4 RE: got "none", expected "1 right" (14.0, the complex example: 4 RE in the hex, one shift right).',
    ])
    expect(messages(shifts('3 left', [['0-3', 'none']]))).toEqual([
      'rows (RE bands)[0]: got "0-3", expected the last band to be open ("0+"), so every value above has a band.',
      'rows: got no RE band holding 4 RE, expected one: the seed fixes 4 RE to one shift right (14.0, the complex example: 4 RE in the hex, one shift right).',
    ])
  })

  it('the Mission Loss Table: a cell naming an aircraft its column lacks is refused', () => {
    const cells = grid(6, 3, (r, c) => (r === 2 && c === 0 ? '#3' : '#1'))
    expect(messages(enterMissionLoss({ cells, provenance: 'userEntered' }))).toEqual([
      'column 2 aircraft, row 3: got "#3", expected one of #1 … #2, weakest, strongest (a mission of 2 aircraft has no #3, 14.4f).',
    ])
    expect(enterMissionLoss({ cells: grid(6, 3, (_, c) => `#${c + 2}`), provenance: 'userEntered' }).ok).toBe(
      true,
    )
  })

  it('Barrage vs Facility: strength bands and 2d6; the asterisk places a Trainbusting marker (14.8a)', () => {
    const cols = ['1-4', '5-11', '12+']
    expect(
      enterFacilityTable({
        columns: cols,
        cells: grid(11, 3, (r) => (r > 8 ? '1*' : '-')),
        provenance: 'userEntered',
      }).ok,
    ).toBe(true)
    expect(
      messages(
        enterFacilityTable({ columns: cols, cells: grid(11, 3, () => 'X'), provenance: 'userEntered' }),
      )[0],
    ).toBe(
      'column 1–4, row 2: got "X", expected one of the table\'s results (-, *, 1, 1*, 2, 2*, 3, 3*, 4, 4*) or an empty cell.',
    )
    expect([
      placesTrainbustingMarker('*'),
      placesTrainbustingMarker('2*'),
      placesTrainbustingMarker('2'),
      placesTrainbustingMarker('-'),
    ]).toEqual([true, true, false, false])
  })

  it('Air Transport Success: terrain rows, paradrop and glider; a glider never worse than a paradrop (14.10e E)', () => {
    const rows = [
      { key: 'terrain:open', label: 'Open' },
      { key: 'terrain:rough', label: 'Rough' },
    ]
    expect(
      enterAirTransportSuccess({
        rows,
        cells: [
          ['≥6', '≥5'],
          ['≥9', '≥9'],
        ],
        provenance: 'userEntered',
      }).ok,
    ).toBe(true)
    expect(
      messages(
        enterAirTransportSuccess({
          rows,
          cells: [
            ['≥6', '≥5'],
            ['≥8', '≥9'],
          ],
          provenance: 'userEntered',
        }),
      ),
    ).toEqual([
      'column Glider, row Rough: got "≥9" (10 in 36), expected a chance at least the paradrop\'s "≥8" (15 in 36): "cargo on gliders has an increased chance for success" (14.10e E).',
    ])
    expect([
      succeeds('≥8', 8),
      succeeds('≥8', 7),
      succeeds('≤4', 4),
      succeeds('≤4', 5),
      succeeds('never', 12),
      succeeds('always', 2),
    ]).toEqual([true, false, true, false, false, true])
    expect([successWays('≥7'), successWays('≤2'), successWays('always')]).toEqual([21, 1, 36])
    expect(
      enterAirTransportModifiers({
        rows: [{ key: 'other:night', label: 'Night drop' }],
        cells: [['-2']],
        provenance: 'userEntered',
      }).ok,
    ).toBe(true)
  })
})

describe('strength bands', () => {
  it('parses "n", "n-m", "n+" and holds the fractions up to the next band', () => {
    expect(parseBand('3-4')).toEqual({ key: '3-4', from: 3, to: 4 })
    expect(parseBand('117+')).toEqual({ key: '117+', from: 117, to: null })
    expect(parseBand('4-3')).toBeNull()
    expect(bandIndex(['1', '2', '3-4', '5-7', '8+'], 4.5)).toBe(2)
    expect(bandIndex(['1', '2', '3-4', '5-7', '8+'], 0.5)).toBe(-1)
    expect(bandProblems(['1', 'x'], 'columns', false)).toEqual([
      'columns[1]: got "x", expected a band as "n", "n-m" (n ≤ m) or "n+", whole numbers ("3-4").',
    ])
  })
})
