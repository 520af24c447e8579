// A chart exported from the Charts dialog (chartExport.ts) reads back through the dialog's own
// import (chartImport.ts) to the same cells, for every chart of a game: the Bombing Table (4.26)
// by column, the Flotilla Sighting Report (4.10) and the base capacities (4.2) by row; an entered
// chart's file says it was entered by the players.
import { describe, expect, it } from 'vitest'
import { apply, gameCharts, newGame, type GameState } from '../rules/systems/aeto'
import { namedScenarios } from '../scenarios/shipped'
import { importOneColumn, importTable } from './chartImport'
import { chartFile, chartFileName, chartFileText } from './chartExport'

const channel = () => newGame(namedScenarios().find((n) => n.id === 'channel-1943')!.scenario, { seed: 1 })
const blank = (cells: readonly (readonly (string | null)[])[]) => cells.map((r) => r.map((c) => c ?? ''))

function roundTrip(state: GameState) {
  for (const t of gameCharts(state)) {
    const text = chartFileText(t)
    if (t.columns.length === 1) {
      const r = importOneColumn(text, t)
      if (typeof r === 'string') throw new Error(`${t.id}: ${r}`)
      expect(r.values, t.id).toEqual(blank(t.cells).map((row) => row[0]))
    } else {
      const r = importTable(text, t.rows.length)
      if (typeof r === 'string') throw new Error(`${t.id}: ${r}`)
      expect(r, t.id).toEqual({ columns: t.columns.map((c) => c.key), cells: blank(t.cells) })
    }
  }
}

describe('exporting a chart', () => {
  it('every chart of the game reads back through the import to the same cells', () => {
    const s = channel()
    expect(gameCharts(s).map((t) => t.id)).toEqual(expect.arrayContaining(['bombing', 'baseCapacity']))
    roundTrip(s)
  })

  it('an entered chart is exported with its provenance and its values, and reads back', () => {
    const values = ['1', '3', '1', '2', '2', '1', '1', '1', '4']
    const r = apply(channel(), {
      type: 'enterTable',
      table: 'baseCapacity',
      columns: ['chits'],
      cells: values.map((v) => [v]),
      provenance: 'userEntered',
    })
    if (!r.ok) throw new Error(r.violation.message)
    const t = gameCharts(r.state).find((x) => x.id === 'baseCapacity')!
    expect(chartFile(t)).toMatchObject({
      id: 'baseCapacity',
      rule: t.rule,
      provenance: 'userEntered',
      verified: false,
      columns: ['chits'],
      cells: values.map((v) => [v]),
    })
    expect(chartFileName('channel-1943', t)).toBe('channel-1943-baseCapacity-chart.json')
    roundTrip(r.state)
  })
})
