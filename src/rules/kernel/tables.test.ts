// Tables with provenance (design §8): cells, the closed set of outcomes, the fixed points the
// rulebook's examples give, and the question asked when a cell is missing.
import { describe, expect, it } from 'vitest'
import {
  cellAt,
  fixedPointProblems,
  missingCells,
  provenanceNote,
  readingOf,
  tableProblems,
  type Table,
} from './tables'
import { chartAnswerProblem, chartAskText, chartPrompt, chartQuestion } from './chartLookup'

/** A two-by-two chart with one cell fixed by an example and one missing. */
const chart = (cells: (string | null)[][], patch: Partial<Table> = {}): Table => ({
  id: 'demo',
  name: 'Demo Table',
  rule: '9.1',
  rows: [
    { key: '2', label: '2' },
    { key: '3', label: '3' },
  ],
  columns: [
    { key: '1', label: '1–6' },
    { key: '7', label: '7+' },
  ],
  cells,
  outcomes: ['0', '1', '2', '3', '3*'],
  provenance: 'userEntered',
  verified: false,
  fixedPoints: [{ row: '3', column: '7', accept: ['3', '3*'], source: '9.1, the example' }],
  ...patch,
})

describe('a table with provenance', () => {
  it('reads a cell by row and column key; a missing cell (or row, or column) is null', () => {
    const t = chart([
      ['0', null],
      ['1', '3'],
    ])
    expect(cellAt(t, '3', '7')).toBe('3')
    expect(cellAt(t, '2', '1')).toBe('0')
    expect(cellAt(t, '2', '7')).toBeNull()
    expect(cellAt(t, '4', '7')).toBeNull()
    expect(cellAt(t, '2', '12')).toBeNull()
    expect(missingCells(t)).toEqual([{ row: '2', column: '7' }])
  })

  it('checks an entered table against the fixed point: the message names the cell, what it got and what the example expects', () => {
    const wrong = chart([
      ['0', '1'],
      ['1', '2'],
    ])
    expect(fixedPointProblems(wrong)).toEqual([
      {
        field: 'cells[3][7]',
        row: '3',
        column: '7',
        message: 'column 7+, row 3: got "2", expected "3" or "3*" (9.1, the example).',
      },
    ])
    expect(
      fixedPointProblems(
        chart([
          ['0', '1'],
          ['1', '3*'],
        ]),
      ),
    ).toEqual([])
    expect(
      fixedPointProblems(
        chart([
          ['0', '1'],
          ['1', null],
        ]),
      ),
    ).toEqual([]) // left to the chart: asked at play
    const noColumn = chart([['0'], ['1']], { columns: [{ key: '1', label: '1+' }] })
    expect(fixedPointProblems(noColumn)[0].message).toBe(
      "The table has no cell at column 7, row 3; the rulebook's example fixes it to 3 or 3* (9.1, the example).",
    )
  })

  it('refuses a cell outside the closed set of outcomes and a misshapen table, by field', () => {
    const t = chart([
      ['0', '9'],
      ['1', '3'],
    ])
    expect(tableProblems(t).map((p) => p.message)).toEqual([
      'column 7+, row 2: got "9", expected one of the table\'s results (0, 1, 2, 3, 3*) or an empty cell.',
    ])
    expect(tableProblems(chart([['0', '1']])).map((p) => p.message)).toEqual([
      'cells: got 1 rows, expected 2 (one per row of the table).',
    ])
    expect(tableProblems(chart([['0'], ['1', '3']]))[0]).toEqual({
      field: 'cells[0]',
      message: 'cells[0] (row 2): got 1 cells, expected 2 (one per column).',
    })
    expect(
      tableProblems(
        chart(
          [
            ['0', '1'],
            ['1', '3'],
          ],
          {
            rows: [
              { key: '2', label: '2' },
              { key: '2', label: '2' },
            ],
          },
        ),
      )[0].message,
    ).toBe('rows[1]: the key "2" is given twice.')
  })

  it('says its provenance in a result line: nothing only for a verified printed table', () => {
    expect(provenanceNote({ provenance: 'placeholder', verified: false })).toBe(' (placeholder table)')
    expect(provenanceNote({ provenance: 'userEntered', verified: false })).toBe(
      ' (entered table, not verified)',
    )
    expect(provenanceNote({ provenance: 'reconstructed', verified: true })).toBe(
      ' (table reconstructed from a damaged scan, verified)',
    )
    expect(provenanceNote({ provenance: 'houseRuling', verified: false })).toBe(
      ' (house-ruled table, not verified)',
    )
    expect(provenanceNote({ provenance: 'seed', verified: false })).toBe(' (printed table, not verified)')
    expect(provenanceNote({ provenance: 'seed', verified: true })).toBe('')
    const t = chart([
      ['0', null],
      ['1', '3'],
    ])
    expect(readingOf(t, true)).toEqual({
      table: 'demo',
      name: 'Demo Table',
      provenance: 'userEntered',
      verified: false,
      fromChart: true,
    })
  })
})

describe('look it up on your chart', () => {
  const t = chart([
    ['0', null],
    ['1', '3'],
  ])
  const q = chartQuestion(t, '2', '7', {
    dice: [1, 1],
    source: 'seeded',
    what: 'The Wellingtons bomb Malta',
    side: 'allies',
    modifiers: [{ label: 'night', value: -1, rule: '9.2' }],
  })

  it('keeps the dice, the modifiers, the cell and the closed set of outcomes', () => {
    expect(q).toEqual({
      table: 'demo',
      name: 'Demo Table',
      rule: '9.1',
      row: '2',
      column: '7',
      cell: 'column 7+, row 2',
      dice: [1, 1],
      source: 'seeded',
      modifiers: [{ label: 'night', value: -1, rule: '9.2' }],
      outcomes: ['0', '1', '2', '3', '3*'],
      what: 'The Wellingtons bomb Malta',
      side: 'allies',
    })
    expect(chartAskText(q)).toBe(
      "The Wellingtons bomb Malta: roll 1 + 1 = 2 − 1 (night, 9.2) = 1, Demo Table column 7+, row 2: this game's table has no value there; the player looks the result up on their own chart (9.1).",
    )
    expect(chartPrompt(q)).toBe(
      'Look it up on your chart: The Wellingtons bomb Malta, roll 1 + 1 = 2 − 1 (night, 9.2) = 1. Read the Demo Table, column 7+, row 2, and enter the result printed there (9.1).',
    )
  })

  it('accepts only one of the outcomes, naming the field, what it got and what it expects', () => {
    expect(chartAnswerProblem(q, '3*')).toBeNull()
    expect(chartAnswerProblem(q, '4')).toBe(
      'result: got "4", expected one of the Demo Table\'s results: 0, 1, 2, 3, 3*.',
    )
    expect(chartAnswerProblem(q, 3)).toBe(
      'result: got 3, expected the result printed in the Demo Table, column 7+, row 2, as text (one of 0, 1, 2, 3, 3*).',
    )
  })
})

describe('what the rulebook fixes beyond single cells', () => {
  const rows = [
    { key: 'a', label: 'Small Airbase' },
    { key: 'b', label: 'Minor Port' },
    { key: 'c', label: 'City' },
  ]
  const oneColumn = (cells: (string | null)[], patch: Partial<Table> = {}): Table => ({
    id: 'cap',
    name: 'Capacities',
    rule: '9.2',
    rows,
    columns: [{ key: 'n', label: 'n' }],
    cells: cells.map((c) => [c]),
    outcomes: ['0', '1', '2', '3', 'x', 'y'],
    provenance: 'userEntered',
    verified: false,
    fixedPoints: [],
    ...patch,
  })
  const sum = {
    fixedSums: [
      {
        cells: [
          { row: 'a', column: 'n' },
          { row: 'b', column: 'n' },
        ],
        total: 2,
        source: '9.2, a small airbase in a Minor Port hex holds two',
      },
    ],
  }

  it('a sum the example gives: the cells must add up to it; a missing cell breaks nothing', () => {
    expect(fixedPointProblems(oneColumn(['1', '1', '3'], sum))).toEqual([])
    expect(fixedPointProblems(oneColumn(['2', '1', '3'], sum))).toEqual([
      {
        field: 'cells[a][n]',
        row: 'a',
        column: 'n',
        message:
          'Small Airbase + Minor Port: got 2 + 1 = 3, expected 2 (9.2, a small airbase in a Minor Port hex holds two).',
      },
    ])
    expect(fixedPointProblems(oneColumn(['0', '1', '3'], sum))).toHaveLength(1) // less is wrong too
    expect(fixedPointProblems(oneColumn([null, '1', '3'], sum))).toEqual([])
  })

  it('a result the example shows on some row: one row must give it, unless a cell is left missing', () => {
    const some = {
      fixedSomewhere: [{ column: 'n', accept: ['x'], what: 'an x', source: '9.3, the example' }],
    }
    expect(fixedPointProblems(oneColumn(['y', 'x', 'y'], some))).toEqual([])
    expect(fixedPointProblems(oneColumn(['y', 'y', 'y'], some))).toEqual([
      {
        field: 'cells[*][n]',
        column: 'n',
        message: "No row gives an x; the rulebook's example shows one (9.3, the example).",
      },
    ])
    expect(fixedPointProblems(oneColumn(['y', null, 'y'], some))).toEqual([])
    expect(tableProblems(oneColumn(['y', 'y', 'y'], some)).map((p) => p.field)).toEqual(['cells[*][n]'])
  })
})
