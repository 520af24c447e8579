// The seed's complex example (end of OCS 14.0): a Blenheim V and two Hurricane IIs barrage an Axis
// stack in Reserve mode inside a Patrol Zone. Flak +2 (+1 Patrol Zone with a Fighter, +1 three
// mission aircraft), a 10 → 12: one step lost, on the Blenheim; 6 + 3 = 9 barrage points, column
// 8–11, no spotter three left, 4 RE one right: column 3–4; a 12 gives "1/2", a 5 rounds it up.
// Stand-ins: the seed gives the two Hurricanes' barrage only together (6), so each is 3 here; it
// gives no range, and no short-range shift applied ("No further column shifts apply"), so the
// aircraft are 12 hexes from their bases; the Mission Loss Table's die is not shown (answered "#1").
import { describe, expect, it } from 'vitest'
import { chartPrompt } from '../../../kernel/chartLookup'
import { answerKey } from '../charts/chartCell'
import { placeholderBarrageShifts } from '../charts/barrageShifts'
import { placeholderBarrageTable, placeholderHalfResults } from '../charts/barrageTable'
import { placeholderFlakModifiers } from '../charts/flakModifiers'
import { placeholderMissionLoss } from '../charts/missionLoss'
import { rollBarrage, type BarrageAircraft, type BarrageSituation } from './barrage'
import { flakStepLoss, missionLoss, rollFlak, type FlakAircraft, type FlakSituation } from './flak'

const blenheim: FlakAircraft = {
  id: 'blenheim',
  name: 'Blenheim V',
  types: ['tactical'],
  steps: 2,
  barrage: 4,
} // full-strength barrage: a stand-in
const hurricanes: FlakAircraft[] = [1, 2].map((n) => ({
  id: `hurricane${n}`,
  name: 'Hurricane II',
  types: ['fighter'],
  steps: 2,
  barrage: 3, // stand-in: the seed gives the two together, 6
}))
const flakSituation: FlakSituation = {
  mission: 'barrage',
  aircraft: [blenheim, ...hurricanes],
  inEnemyPatrolZone: true,
  side: 'Axis',
}

describe('the complex example of 14.0 through Flak, the Mission Loss Table and the barrage', () => {
  it('Flak: 10 + 1 (three mission aircraft) + 1 (Patrol Zone, a Fighter in the mission) = 12, one step lost (14.4e)', () => {
    const r = rollFlak(placeholderFlakModifiers(), flakSituation, [4, 6])
    expect(r.status).toBe('done')
    if (r.status !== 'done') return
    expect(r.total).toBe(12)
    expect(r.hit).toBe(true)
    expect(r.modifiers.map((m) => m.value)).toEqual([1, 1])
    expect(r.text).toBe(
      'Flak against Blenheim V, Hurricane II and Hurricane II: roll 4 + 6 = 10 + 1 (3 mission aircraft, 14.4e) + 1 (Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft, 14.4e) = 12 — Flak modifiers (placeholder table): 11 or more, one mission aircraft step is lost (14.4e).',
    )
  })

  it('the Mission Loss Table is read off the players\' chart (the seed prints no cell), and "#1" reduces the Blenheim (14.4f)', () => {
    const chart = placeholderMissionLoss()
    expect(missionLoss(chart, flakSituation.aircraft, undefined, 'Allied')).toEqual({ status: 'rollDie' })
    const asked = missionLoss(chart, flakSituation.aircraft, 2, 'Allied')
    expect(asked.status).toBe('ask')
    if (asked.status !== 'ask') return
    expect(asked.question).toMatchObject({ table: 'ocs-mission-loss', row: '2', column: '3', dice: [2] })
    expect(asked.question.outcomes).toEqual(['#1', '#2', '#3', '#4', 'weakest', 'strongest'])
    expect(chartPrompt(asked.question)).toBe(
      'Look it up on your chart: the Flak loss among Blenheim V, Hurricane II and Hurricane II, roll 2. Read the Mission Loss Table, column 3 aircraft, row 2, and enter the result printed there (14.4f).',
    )
    const done = missionLoss(chart, flakSituation.aircraft, 2, 'Allied', 'seeded', {
      [answerKey(asked.question)]: '#1',
    })
    expect(done).toEqual({
      status: 'done',
      result: '#1',
      candidates: ['blenheim'],
      text: 'Mission Loss Table, 3 aircraft, die 2: #1 (Mission Loss Table (placeholder table), from your own chart): Blenheim V takes the Flak loss (14.4f).',
    })
    expect(flakStepLoss(blenheim)).toEqual({
      steps: 1,
      eliminated: false,
      text: 'Blenheim V is reduced and finishes the mission with its reduced values (14.4f).',
    })
  })

  const barrage = (
    patch: Partial<BarrageSituation> = {},
    aircraft?: BarrageAircraft[],
  ): BarrageSituation => ({
    kind: 'barrage',
    aircraft: aircraft ?? [
      { id: 'blenheim', name: 'Blenheim V', types: ['tactical'], barrage: 3, distanceFromBase: 12 }, // reduced: 3 (seed)
      ...hurricanes.map((h) => ({
        id: h.id,
        name: h.name,
        types: h.types,
        barrage: 3,
        distanceFromBase: 12,
      })),
    ],
    spotted: false,
    targetRE: 4,
    side: 'Allied',
    ...patch,
  })
  const charts = {
    table: placeholderBarrageTable(),
    shifts: placeholderBarrageShifts(),
    half: placeholderHalfResults(),
  }

  it('the barrage: 9 points, column 8–11, three left unspotted, one right for 4 RE: column 3–4; a 12 gives "1/2"; a 5 rounds up (14.7)', () => {
    const first = rollBarrage(charts, barrage(), [6, 6])
    expect(first.status).toBe('rollHalfDie')
    const r = rollBarrage(charts, barrage(), [6, 6], { halfDie: 5 })
    expect(r.status).toBe('done')
    if (r.status !== 'done') return
    expect(r).toMatchObject({
      strength: 9,
      column: '8-11',
      finalColumn: '3-4',
      netShift: -2,
      result: '1/2',
      steps: 1,
      disorganized: true,
      bracketed: false,
      halfDie: 5,
    })
    expect(r.shifts.map((t) => [t.label, t.value])).toEqual([
      ['no spotter', -3],
      ['4 RE in the target hex', 1],
    ])
    expect(r.text).toBe(
      'Blenheim V, Hurricane II and Hurricane II barrage: strength 3 + 3 + 3 = 9 (14.7), column 8–11; no spotter: 3 left (10.0), 4 RE in the target hex: 1 right (10.0); net 2 left: column 3–4; roll 6 + 6 = 12: 1/2 (Barrage Table (placeholder table)); half result, die 5: rounds up (placeholder table): the defender removes 1 step of his choice and the stack is DG; an air barrage costs no supply (14.7, 14.7a).',
    )
  })

  it("every other roll of the example is read off the players' chart: another total, another half die", () => {
    const eleven = rollBarrage(charts, barrage(), [5, 6])
    expect(eleven.status === 'ask' && eleven.question).toMatchObject({
      table: 'ocs-barrage',
      row: '11',
      column: '3-4',
    })
    const four = rollBarrage(charts, barrage(), [6, 6], { halfDie: 4 })
    expect(four.status === 'ask' && four.question).toMatchObject({
      table: 'ocs-half-results',
      row: '4',
      column: 'half',
    })
    if (four.status !== 'ask') return
    const down = rollBarrage(charts, barrage(), [6, 6], {
      halfDie: 4,
      answers: { [answerKey(four.question)]: 'rounds down' },
    })
    expect(down.status === 'done' && [down.steps, down.disorganized]).toEqual([0, true])
  })
})
