// The OCS Charts form's model: each chart starts as Sortie's placeholder (only what the seed
// fixes, read-only), an entry is checked by the rules module and refused where it contradicts the
// seed (naming the cell, what it got and what the seed fixes), imports come from JSON or text,
// and the save holds only what the players entered, in the scenario's shape.
import { describe, expect, it } from 'vitest'
import {
  addColumn,
  addRow,
  CHART_SHAPES,
  cellProblems,
  checkDraft,
  exportJson,
  fixedCells,
  importDraft,
  initialDrafts,
  OCS_FORM_CHART_IDS,
  provenanceWords,
  removeRow,
  saveOf,
  scenarioWithCharts,
  setCell,
  type ChartDraft,
  type OcsChartsSave,
} from './ocsChartsForm'

const draft = (id: string, drafts = initialDrafts()): ChartDraft => drafts.find((d) => d.id === id)!
const imported = (id: string, text: string): ChartDraft => {
  const r = importDraft(draft(id), text)
  if (typeof r === 'string') throw new Error(r)
  return r
}
const messages = (d: ChartDraft) => checkDraft(d).problems.map((p) => p.message)
const rowOf = (d: ChartDraft, key: string) => d.rows.findIndex((r) => r.key === key)
const colOf = (d: ChartDraft, key: string) => d.columns.findIndex((c) => c.key === key)

describe('the charts as the form opens them', () => {
  it('every chart the seed refers to, as a placeholder holding only what the seed fixes', () => {
    const drafts = initialDrafts()
    expect(drafts.map((d) => d.id)).toEqual(OCS_FORM_CHART_IDS)
    expect(OCS_FORM_CHART_IDS).toEqual([
      'ocs-air-combat',
      'ocs-flak-modifiers',
      'ocs-mission-loss',
      'ocs-barrage',
      'ocs-half-results',
      'ocs-barrage-shifts',
      'ocs-barrage-vs-facility',
      'ocs-air-transport-success',
      'ocs-air-transport-modifiers',
    ])
    expect(Object.keys(CHART_SHAPES).sort()).toEqual([...OCS_FORM_CHART_IDS].sort()) // each chart's axes are known
    for (const d of drafts) {
      expect([d.id, provenanceWords(d), messages(d)]).toEqual([
        d.id,
        'placeholder: only what the seed fixes',
        [],
      ])
    }
    expect(saveOf(drafts)).toEqual({ ok: true, save: { airCombatTable: {}, charts: {} } })
  })

  it('shows the seed\'s fixed cells: 7 "both abort" (14.3e), Flak +1 twice, 12 on 3–4 "1/2", 3 left unspotted, 4 RE 1 right', () => {
    const fixed = (id: string) => [...fixedCells(draft(id)).entries()].map(([k, v]) => [k, v.value])
    expect(fixed('ocs-air-combat')).toEqual([['7|result', 'both abort']])
    expect(fixed('ocs-flak-modifiers')).toEqual([
      ['aircraft:3|value', '+1'],
      ['pz:fighter|value', '+1'],
    ])
    expect(fixed('ocs-barrage')).toEqual([['12|3-4', '1/2']])
    expect(fixed('ocs-barrage-shifts')).toEqual([
      ['unspotted|shift', '3 left'],
      ['re:4|shift', '1 right'],
    ])
    expect(fixed('ocs-mission-loss')).toEqual([])
    const act = draft('ocs-air-combat')
    expect(act.cells[rowOf(act, '7')]).toEqual(['both abort'])
  })
})

describe('entering a chart', () => {
  it('a fixed cell cannot be typed over; another cell can, and the chart becomes entered by the players', () => {
    const act = draft('ocs-air-combat')
    expect(setCell(act, rowOf(act, '7'), 0, 'attacker aborts')).toBe(act)
    const d = setCell(act, rowOf(act, '12'), 0, 'defender aborts')
    expect([d.entered, provenanceWords(d), messages(d)]).toEqual([
      true,
      'entered by the players, not verified',
      [],
    ])
    expect(saveOf([d])).toEqual({
      ok: true,
      save: { airCombatTable: { '7': 'both abort', '12': 'defender aborts' }, charts: {} },
    })
  })

  it('an Air Combat Table contradicting 14.3e is refused naming the cell, what it got and what the seed fixes', () => {
    const d = imported('ocs-air-combat', '{"7": "attacker aborts", "8": "defender aborts"}')
    const problems = checkDraft(d).problems
    expect(problems.map((p) => p.message)).toEqual([
      'column Result, row 7: got "attacker aborts", expected "both abort" (14.3e, the LaGG-3 against the Bf 109f: 9 + 2 − 4 = 7, “Both Abort”).',
    ])
    expect(cellProblems(problems, '7', 'result')).toHaveLength(1)
    expect(cellProblems(problems, '8', 'result')).toEqual([])
    expect(saveOf([d])).toEqual({
      ok: false,
      problems: [{ chart: 'Air Combat Table', message: problems[0].message }],
    })
    // The wrong value can be corrected; once it holds the seed's value it is locked again.
    const fixedUp = setCell(d, rowOf(d, '7'), 0, 'both abort')
    expect(messages(fixedUp)).toEqual([])
    expect(setCell(fixedUp, rowOf(d, '7'), 0, 'attacker aborts')).toBe(fixedUp)
    // A result outside the closed list of 14.3 is refused too.
    expect(messages(imported('ocs-air-combat', '{"9": "destroyed"}'))[0]).toMatch(/row 9: got "destroyed"/)
  })

  it('Flak modifiers from lines "row, value": three aircraft must be +1 (14.0 complex example)', () => {
    const ok = imported('ocs-flak-modifiers', '1 mission aircraft, 0\n2 mission aircraft, 0\naircraft:4, +2')
    expect(messages(ok)).toEqual([])
    expect(ok.cells.map((c) => c[0])).toEqual(['0', '0', '+1', '+2', '+1', null, null, null])
    const d = draft('ocs-flak-modifiers')
    // The fixed +1 cannot be typed over; a JSON entry that contradicts it is refused by the rules' check.
    const bad = imported(
      'ocs-flak-modifiers',
      JSON.stringify({ cells: [['0'], ['0'], ['+2'], ['+2'], ['+1'], [null], [null], [null]] }),
    )
    expect(messages(bad)).toEqual([
      'column Flak modifier, row 3 mission aircraft: got "+2", expected "+1" (14.0, the complex example: "+1 for a Patrol Zone (since a Fighter is present), +1 for three mission aircraft").',
    ])
    // The players' own lines are keyed "other:…" (flakModifiers.ts).
    const extra = addRow(d, 'ship', 'Ships')
    expect(messages(extra)).toContain(
      'rows[0].key: got "ship", expected "other:" followed by a name (the other lines of your Flak chart, keyed "other:ship-flak" and the like).',
    )
    const good = setCell(addRow(d, 'other:ships', 'Ships in the hex'), 8, 0, '+1')
    expect(messages(good)).toEqual([])
    expect(removeRow(good, 2)).toBe(good) // Sortie's rows stay
    expect(removeRow(good, 8).rows).toHaveLength(8)
  })

  const barrageLines = (cell: (band: string, roll: number) => string) =>
    ['1', '2', '3-4', '5-7', '8-11', '12-16', '17+']
      .map((b) => [b, ...Array.from({ length: 11 }, (_, i) => cell(b, i + 2))].join(', '))
      .join('\n')

  it('the Barrage Table from one line per column (ui/chartImport.ts): a 12 on 3–4 must be "1/2"', () => {
    const ok = imported(
      'ocs-barrage',
      barrageLines((b, r) => (b === '3-4' && r === 12 ? '1/2' : '-')),
    )
    expect([ok.columns.map((c) => c.key), messages(ok)]).toEqual([
      ['1', '2', '3-4', '5-7', '8-11', '12-16', '17+'],
      [],
    ])
    expect(
      messages(
        imported(
          'ocs-barrage',
          barrageLines(() => 'DG'),
        ),
      ),
    ).toEqual([
      'column 3–4, row 12: got "DG", expected "1/2" (14.0, the complex example: on the 3–4 column a roll of 12 gives a "1/2" result).',
    ])
    // Columns the seed fixes cannot go missing: 9 points are in 8–11 (14.7).
    const d = imported(
      'ocs-barrage',
      barrageLines((b, r) => (b === '3-4' && r === 12 ? '1/2' : '-')),
    )
    const noEight = {
      ...d,
      columns: d.columns.filter((c) => c.key !== '8-11'),
      cells: d.cells.map((l) => l.filter((_, j) => j !== 4)),
    }
    expect(messages(noEight)).toContain(
      'columns[4]: got "12-16", expected a band starting at 8 (right after "5-7", with no gap or overlap).',
    )
    expect(addColumn(draft('ocs-barrage'), '17+').columns.map((c) => c.key)).toEqual([
      '3-4',
      '5-7',
      '8-11',
      '17+',
    ])
  })

  it('the column shifts from lines "key, label, shift": no spotter 3 left, the band holding 4 RE 1 right', () => {
    const lines = (four: string) =>
      `unspotted, No spotter, 3 left\nre:0-3, 0 to 3 RE, none\nre:4-7, 4 to 7 RE, ${four}\nre:8+, 8 RE or more, 2 right`
    const ok = imported('ocs-barrage-shifts', lines('1 right'))
    expect([ok.rows.map((r) => r.key), messages(ok)]).toEqual([
      ['unspotted', 're:0-3', 're:4-7', 're:8+'],
      [],
    ])
    expect([...fixedCells(ok).keys()]).toEqual(['unspotted|shift', 're:4-7|shift'])
    expect(messages(imported('ocs-barrage-shifts', lines('none')))).toEqual([
      'column Column shift, row 4 to 7 RE: got "none", expected "1 right" (14.0, the complex example: 4 RE in the hex, one shift right).',
    ])
    expect(importDraft(draft('ocs-barrage-shifts'), 'unspotted, 3 left')).toBe(
      'line 1: got 2 values, expected 3 (the row key, its label, then Column shift; leave a value empty for your own chart).',
    )
  })

  it('the Mission Loss Table refuses an aircraft the mission does not have (14.4f)', () => {
    const d = draft('ocs-mission-loss')
    const bad = setCell(d, 0, colOf(d, '2'), '#3')
    expect(messages(bad)).toEqual([
      'column 2 aircraft, row 1: got "#3", expected one of #1 … #2, weakest, strongest (a mission of 2 aircraft has no #3, 14.4f).',
    ])
  })

  it('the save holds only the charts entered, and its JSON imports back to the same entries', () => {
    const drafts = initialDrafts().map((d) =>
      d.id === 'ocs-half-results'
        ? setCell(d, 0, 0, 'rounds down')
        : d.id === 'ocs-air-combat'
          ? setCell(d, 12, 0, 'defender aborts')
          : d,
    )
    const r = saveOf(drafts)
    if (!r.ok) throw new Error(r.problems[0].message)
    expect(Object.keys(r.save.charts)).toEqual(['ocs-half-results'])
    expect(r.save.airCombatTable).toEqual({ '5': 'defender aborts', '7': 'both abort' })
    const json = exportJson(r.save)
    const again = initialDrafts(JSON.parse(json) as OcsChartsSave)
    expect(saveOf(again)).toEqual({ ok: true, save: r.save })
    const one = importDraft(draft('ocs-half-results'), json)
    expect(typeof one === 'string' ? one : one.cells).toEqual(r.save.charts['ocs-half-results'].cells)
    expect(importDraft(draft('ocs-half-results'), '{"cells": 3')).toMatch(/^The text is not valid JSON/)
    // Saved into the scenario: the entries replace the ones it carried; none entered, none kept.
    const scenario = { id: 'x', airCombatTable: { '9': 'attacker aborts' }, charts: { old: {} } }
    expect(scenarioWithCharts(scenario, r.save)).toEqual({
      id: 'x',
      airCombatTable: r.save.airCombatTable,
      charts: r.save.charts,
    })
    expect(scenarioWithCharts(scenario, { airCombatTable: {}, charts: {} })).toEqual({ id: 'x' })
  })
})
