// Importing a one-column chart into the Charts dialog's form (4.2, 4.10): the values by row from
// JSON (the game record's shape, or an object by row) or CSV lines, and a message naming the line
// or field, what it got and what it expects when the text is not a chart; then the rules' own
// check of the `enterTable` action sees the imported values.
import { describe, expect, it } from 'vitest'
import { apply, capacityChart, newGame, sightingChart } from '../rules/systems/aeto'
import { namedScenarios } from '../scenarios/shipped'
import { importOneColumn, importTable } from './chartImport'

const channel = () => newGame(namedScenarios().find((n) => n.id === 'channel-1943')!.scenario, { seed: 1 })

describe('importing the base capacities (4.2)', () => {
  const table = capacityChart()

  it('reads CSV lines by label or key, in any order, a header line allowed; rows not given are named', () => {
    const r = importOneColumn(
      'Kind of base, Air units\nLarge Airbase, 3\nSmallAirbase,1\n"Minor Port"; 1\nGrass Airfield\t1\n',
      table,
    )
    if (typeof r === 'string') throw new Error(r)
    expect(r.values).toEqual(['1', '3', '1', '', '', '', '1', '', ''])
    expect(r.missing).toEqual(['Major Port', 'City', 'Resource', 'UK Transfer Hex', 'Nation Box'])
  })

  it('reads the game record’s JSON and an object by row; the imported chart is what the rules check', () => {
    const values = ['1', '3', '1', '2', '2', '1', '1', '1', '4']
    const record = importOneColumn(
      JSON.stringify({ columns: ['chits'], cells: values.map((v) => [v]) }),
      table,
    )
    expect(record).toEqual({ values, missing: [] })
    const byRow = importOneColumn(
      JSON.stringify(Object.fromEntries(table.rows.map((row, i) => [row.key, Number(values[i])]))),
      table,
    )
    expect(byRow).toEqual({ values, missing: [] })
    const r = apply(channel(), {
      type: 'enterTable',
      table: 'baseCapacity',
      columns: ['chits'],
      cells: values.map((v) => [v]),
      provenance: 'userEntered',
    })
    expect(r.ok).toBe(true)
  })

  it('names the line or field, what it got and what it expects', () => {
    expect(importOneColumn('Small Airbase, 1\nTiny Airbase, 2', table)).toBe(
      'line 2: got the row "Tiny Airbase", expected one of Small Airbase, Large Airbase, Minor Port, Major Port, City, Resource, Grass Airfield, UK Transfer Hex, Nation Box.',
    )
    expect(importOneColumn('Small Airbase, 1\nCity, 2\nSmall Airbase, 2', table)).toBe(
      'line 3: Small Airbase is given twice (line 1 too).',
    )
    expect(importOneColumn('Small Airbase, 1\nCity', table)).toBe(
      'line 2: got "City", expected a row and its value, "row, value" (rows: Small Airbase, Large Airbase, Minor Port, Major Port, City, Resource, Grass Airfield, UK Transfer Hex, Nation Box).',
    )
    expect(importOneColumn('{"cells": [["1"]]}', table)).toBe(
      'cells: got [["1"]], expected 9 rows (Small Airbase, Large Airbase, Minor Port, Major Port, City, Resource, Grass Airfield, UK Transfer Hex, Nation Box), each a list of one value.',
    )
    expect(importOneColumn('{"Airstrip": 1}', table)).toBe(
      '"Airstrip": got a row the Base capacities does not have, expected one of Small Airbase, Large Airbase, Minor Port, Major Port, City, Resource, Grass Airfield, UK Transfer Hex, Nation Box.',
    )
    expect(importOneColumn('{"City": [2]}', table)).toBe(
      '"City": got [2], expected a value as text or a number.',
    )
    expect(importOneColumn('{"City": 2', table)).toMatch(/^The text is not valid JSON \(/)
  })
})

describe('importing the Flotilla Sighting Report (4.10)', () => {
  it('a report with a comma in it needs no quotes: the value is the rest of the line', () => {
    const table = sightingChart(channel())
    const r = importOneColumn(
      [
        '1, the number of chits ±50 %',
        '2, the number of chits ±25 %',
        '3, the number of chits of each type ±25 %',
        '4, the number of chits ±25 %',
        '5, the exact number of chits',
        '6, the exact number of chits of each type, and their names',
      ].join('\n'),
      table,
    )
    if (typeof r === 'string') throw new Error(r)
    expect(r.values[5]).toBe('the exact number of chits of each type, and their names')
    const entered = apply(channel(), {
      type: 'enterTable',
      table: 'sightingReport',
      columns: ['report'],
      cells: r.values.map((v) => [v]),
      provenance: 'userEntered',
    })
    expect(entered.ok).toBe(true)
  })
})

describe('importing the Bombing Table (4.26)', () => {
  it('CSV lines by column; a line of the wrong length is named', () => {
    expect(importTable('1, 0*, 0*, 0, 0, 0, 0, 1, 2, 3, 4, 5', 11)).toEqual({
      columns: ['1'],
      cells: ['0*', '0*', '0', '0', '0', '0', '1', '2', '3', '4', '5'].map((c) => [c]),
    })
    expect(importTable('1, 0, 0', 11)).toBe(
      "line 1: got 3 values, expected 12 (the column's lowest strength, then a result for each 2d6 total 2 to 12; leave a result empty for your own chart).",
    )
  })
})
