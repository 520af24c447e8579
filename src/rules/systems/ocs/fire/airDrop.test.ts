// The Air Drop roll (14.10d): two dice per combat unit or 1T, by terrain and method, with the
// table's modifiers; success lands the cargo, failure destroys it. The tables are test values.
import { describe, expect, it } from 'vitest'
import type { Table } from '../../../kernel/tables'
import {
  enterAirTransportModifiers,
  enterAirTransportSuccess,
  placeholderAirTransportModifiers,
  placeholderAirTransportSuccess,
} from '../charts/airTransportSuccess'
import { answerKey } from '../charts/chartCell'
import type { Entered } from '../charts/chartEntry'
import { rollAirDrop, type DropSituation } from './airDrop'

const ok = (r: Entered): Table => {
  if (!r.ok) throw new Error(r.problems[0].message)
  return r.table
}
const charts = {
  success: ok(
    enterAirTransportSuccess({
      rows: [{ key: 'terrain:open', label: 'Open' }],
      cells: [['≥7', '≥5']],
      provenance: 'userEntered',
    }),
  ),
  modifiers: ok(
    enterAirTransportModifiers({
      rows: [{ key: 'other:night', label: 'Night' }],
      cells: [['-2']],
      provenance: 'userEntered',
    }),
  ),
}
const drop = (patch: Partial<DropSituation> = {}): DropSituation => ({
  cargo: 'the 1st Parachute Battalion',
  terrain: 'terrain:open',
  method: 'parachute',
  side: 'Allied',
  ...patch,
})

describe('the Air Drop roll on the Air Transport Success Table (14.10d)', () => {
  it("succeeds at the cell's total and fails below it, with the modifiers applied", () => {
    const at = (dice: [number, number], patch: Partial<DropSituation> = {}) => {
      const r = rollAirDrop(charts, drop(patch), dice)
      return r.status === 'done' ? [r.total, r.success] : r.status
    }
    expect(at([3, 4])).toEqual([7, true])
    expect(at([3, 3])).toEqual([6, false])
    expect(at([4, 4], { modifierLines: ['other:night'] })).toEqual([6, false])
    expect(at([2, 3], { method: 'glider' })).toEqual([5, true])
    const r = rollAirDrop(charts, drop({ modifierLines: ['other:night'] }), [5, 4])
    expect(r.status === 'done' && r.text).toBe(
      'The drop of the 1st Parachute Battalion by parachute on Open: roll 5 + 4 = 9 − 2 (Night) = 7, needs ≥7 (Air Transport Success Table (entered table, not verified)): it lands in the drop hex and moves no more this phase (14.10d).',
    )
  })

  it("without the players' table, the terrain's cell is asked from their own chart", () => {
    const seedOnly = {
      success: placeholderAirTransportSuccess(),
      modifiers: placeholderAirTransportModifiers(),
    }
    const asked = rollAirDrop(seedOnly, drop(), [2, 2])
    expect(asked.status === 'ask' && [asked.question.table, asked.question.cell]).toEqual([
      'ocs-air-transport-success',
      'the row for open, column parachute',
    ])
    if (asked.status !== 'ask') return
    const done = rollAirDrop(seedOnly, drop(), [2, 2], 'seeded', { [answerKey(asked.question)]: '≥5' })
    expect(done.status === 'done' && [done.success, done.table.fromChart]).toEqual([false, true])
  })
})
