// The turn facts (context) and the Bombing Table edited in the editor (context.ts): each edit gives
// what the format reads (docs/scenario-format.md, context and §9), a cleared entry leaves the file,
// and what the validator refuses is named at its path.
import { describe, expect, it } from 'vitest'
import { checkDraft } from './check'
import { newDraft } from './draft'
import { bombingTable, columnFor, resultOf } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import {
  addColumn,
  columnLabel,
  removeColumn,
  setBonus,
  setColumnFrom,
  setContext,
  setOwnBombingTable,
  setPerSide,
  setResult,
  shadowedColumns,
  toggleInvaded,
} from './context'

describe('the context', () => {
  it('the Blitzkrieg Bonus over an invaded nation, first turn (4.18): accepted with a German nation', () => {
    let d = setBonus(newDraft(4, 4), 'blitzkrieg', true)
    d = toggleInvaded(d, 'blitzkrieg', 'uk')
    expect(d.context).toEqual({ blitzkrieg: { invaded: ['uk'], firstTurn: true } })
    expect(checkDraft(d).errors).toEqual([])
    const noGerman = { ...d, nations: d.nations.map(({ role: _, ...n }) => n) }
    expect(checkDraft(noGerman).errors.map((e) => e.path)).toEqual(['context.blitzkrieg'])
    d = toggleInvaded(d, 'blitzkrieg', 'uk')
    expect(d.context?.blitzkrieg?.invaded).toEqual([])
    d = setBonus(d, 'blitzkrieg', false)
    expect('context' in d).toBe(false)
  })

  it('initiative, Offensives and EP per side; a cleared side leaves the record, an empty context leaves the file', () => {
    let d = setContext(newDraft(4, 4), 'initiativeSide', 'axis')
    d = setPerSide(d, 'offensives', 'allies', 3)
    d = setPerSide(d, 'eps', 'axis', 4)
    d = setContext(d, 'finlandConquered', true)
    expect(d.context).toEqual({
      initiativeSide: 'axis',
      offensives: { allies: 3 },
      eps: { axis: 4 },
      finlandConquered: true,
    })
    const r = parseScenario(d)
    expect(r.ok && r.scenario.context).toEqual({
      initiativeSide: 'axis',
      offensives: { allies: 3 },
      eps: { axis: 4 },
      finlandConquered: true,
    })
    d = setPerSide(setPerSide(d, 'offensives', 'allies', undefined), 'eps', 'axis', undefined)
    d = setContext(setContext(d, 'initiativeSide', undefined), 'finlandConquered', undefined)
    expect('context' in d).toBe(false)
  })

  it('an initiative side that does not exist is the validator’s error at its path', () => {
    const d = setContext(newDraft(4, 4), 'initiativeSide', 'nobody')
    expect(checkDraft(d).errors.map((e) => e.path)).toEqual(['context.initiativeSide'])
  })
})

describe('the Bombing Table (4.26)', () => {
  it('starts from the placeholder (§16): the rules read the same column 7–11, roll 9 → 3 (T-19)', () => {
    const d = setOwnBombingTable(newDraft(4, 4), true)
    expect(d.bombingTable?.columns.map((c) => c.from)).toEqual([1, 7, 12, 17, 22])
    const r = parseScenario(d)
    if (!r.ok) throw new Error('refused')
    const t = bombingTable({ scenario: r.scenario })
    expect(t.placeholder).toBe(false)
    expect(resultOf(columnFor(t, 9)!.column, 9)).toEqual({ result: 3, asterisk: false })
    expect('bombingTable' in setOwnBombingTable(d, false)).toBe(false)
  })

  it('a result changed is read by the rules; one that is not a number with an optional "*" is named at its cell', () => {
    let d = setOwnBombingTable(newDraft(4, 4), true)
    d = setResult(d, 1, 9, '4*')
    const r = parseScenario(d)
    if (!r.ok) throw new Error('refused')
    expect(resultOf(columnFor(bombingTable({ scenario: r.scenario }), 8)!.column, 9)).toEqual({
      result: 4,
      asterisk: true,
    })
    d = setResult(d, 1, 12, 'x')
    expect(checkDraft(d).errors).toEqual([
      {
        path: 'bombingTable.columns[1].results[10]',
        message: 'a result is a number, with "*" for an anti-aircraft loss, like "3" or "0*" (got "x")',
      },
    ])
  })

  it('columns added and removed (one stays), labelled by what they cover; a column starting where another does is flagged', () => {
    let d = setOwnBombingTable(newDraft(4, 4), true)
    d = addColumn(d)
    expect(d.bombingTable?.columns[5]).toEqual({ from: 27, results: d.bombingTable?.columns[4].results })
    expect([columnLabel(d, 0), columnLabel(d, 4), columnLabel(d, 5)]).toEqual(['1–6', '22–26', '27+'])
    d = setColumnFrom(d, 5, 22)
    expect(shadowedColumns(d)).toEqual([5])
    for (let i = 0; i < 10; i++) d = removeColumn(d, 0)
    expect(d.bombingTable?.columns.length).toBe(1)
    expect(checkDraft(d).errors).toEqual([])
  })
})
