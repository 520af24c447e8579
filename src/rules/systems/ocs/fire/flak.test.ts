// Flak (14.4): who draws it (14.4a), the 11 on two dice with the players' modifiers (14.4e), the
// Mission Loss Table (14.4f), and the step lost (14.1b).
import { describe, expect, it } from 'vitest'
import { answerKey } from '../charts/chartCell'
import { enterFlakModifiers, placeholderFlakModifiers } from '../charts/flakModifiers'
import { enterMissionLoss, placeholderMissionLoss } from '../charts/missionLoss'
import type { Table } from '../../../kernel/tables'
import type { OcsMission } from './airTypes'
import {
  FLAK_HITS_ON,
  flakApplies,
  flakStepLoss,
  missionLoss,
  rollFlak,
  type FlakAircraft,
  type FlakSituation,
} from './flak'

const plane = (id: string, types: FlakAircraft['types'], barrage = 2, steps: 1 | 2 = 2): FlakAircraft => ({
  id,
  name: id,
  types,
  steps,
  barrage,
})
const three = [plane('A', ['tactical']), plane('B', ['fighter']), plane('C', ['fighter'])]
const situation = (patch: Partial<FlakSituation> = {}): FlakSituation => ({
  mission: 'barrage',
  aircraft: three,
  inEnemyPatrolZone: true,
  side: 'Axis',
  ...patch,
})

/** A full Flak chart as players might enter it (test values, not a game's). */
function entered(extraRows: { key: string; label: string }[] = [], extraCells: string[] = []): Table {
  const r = enterFlakModifiers({
    rows: extraRows,
    cells: [['0'], ['0'], ['+1'], ['+1'], ['+1'], ['+2'], ['+1'], ['+1'], ...extraCells.map((c) => [c])],
    provenance: 'userEntered',
  })
  if (!r.ok) throw new Error(r.problems[0].message)
  return r.table
}

describe('which missions draw Flak (14.4a)', () => {
  it('always a barrage, hip shoot and trainbusting; transport, drop and transfer only in an enemy Patrol Zone; never a sweep or interception', () => {
    const always: OcsMission[] = ['barrage', 'hipShoot', 'trainbusting']
    const inPz: OcsMission[] = ['airTransport', 'airDrop', 'baseTransfer']
    const never: OcsMission[] = ['fighterSweep', 'interception']
    for (const m of always) expect([flakApplies(m, false), flakApplies(m, true)]).toEqual([true, true])
    for (const m of inPz) expect([flakApplies(m, false), flakApplies(m, true)]).toEqual([false, true])
    for (const m of never) expect([flakApplies(m, false), flakApplies(m, true)]).toEqual([false, false])
  })

  it('a base transfer to a hex outside any enemy Patrol Zone rolls no Flak (§3.6 O-T10)', () => {
    expect(
      rollFlak(entered(), situation({ mission: 'baseTransfer', inEnemyPatrolZone: false }), [6, 6]),
    ).toEqual({
      status: 'none',
      text: 'No Flak: a Base Transfer outside an enemy Patrol Zone draws no Flak (14.4a).',
    })
    expect(rollFlak(entered(), situation({ mission: 'fighterSweep' }), [6, 6])).toEqual({
      status: 'none',
      text: 'No Flak: a Fighter Sweep never draws Flak (14.4a).',
    })
  })
})

describe('the Flak roll: 11 or more on two dice with the modifiers (14.4e)', () => {
  it('hits on a modified 11, not on a 10', () => {
    expect(FLAK_HITS_ON).toBe(11)
    const chart = placeholderFlakModifiers() // +1 three aircraft, +1 Patrol Zone with a Fighter
    const at = (dice: [number, number]) => {
      const r = rollFlak(chart, situation(), dice)
      return r.status === 'done' ? [r.total, r.hit] : r.status
    }
    expect(at([4, 5])).toEqual([11, true])
    expect(at([4, 4])).toEqual([10, false])
    expect(at([1, 1])).toEqual([4, false])
  })

  it('reads the line of the Patrol Zone with or without a Fighter among the mission aircraft, and the mission size', () => {
    const chart = entered()
    const noFighter = rollFlak(
      chart,
      situation({ aircraft: [plane('A', ['tactical']), plane('B', ['strategic'])] }),
      [3, 3],
    )
    expect(noFighter.status === 'done' && noFighter.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['2 mission aircraft', 0],
      ['Target hex in an enemy Patrol Zone, no Fighter among the mission aircraft', 2],
    ])
    const outside = rollFlak(
      chart,
      situation({ inEnemyPatrolZone: false, aircraft: [...three, plane('D', ['tactical'])] }),
      [3, 3],
    )
    expect(outside.status === 'done' && outside.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['4 mission aircraft', 1],
    ])
  })

  it("adds an HQ in the hex, a trainbusting mission, the players' own lines and the Flak points of the game's data", () => {
    const chart = entered([{ key: 'other:night', label: 'Night' }], ['-1'])
    const r = rollFlak(
      chart,
      situation({
        mission: 'trainbusting',
        hqInHex: true,
        otherLines: ['other:night'],
        flakPoints: [{ label: 'printed map Flak 2', value: 2, rule: '14.4e' }],
      }),
      [2, 3],
    )
    expect(r.status === 'done' && [r.modifiers.map((m) => m.value), r.total]).toEqual([
      [1, 1, 1, 1, -1, 2],
      10,
    ])
    expect(r.status === 'done' && r.text).toBe(
      'Flak against A, B and C: roll 2 + 3 = 5 + 1 (3 mission aircraft, 14.4e) + 1 (Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft, 14.4e) + 1 (Target hex holds an HQ, 14.4e) + 1 (Trainbusting mission, 14.4e) − 1 (Night, 14.4e) + 2 (printed map Flak 2, 14.4e) = 10 — Flak modifiers (entered table, not verified): below 11, no effect (14.4e).',
    )
  })

  it("asks a missing line from the players' own chart, one at a time, and takes their answer", () => {
    const chart = placeholderFlakModifiers()
    const two = situation({ aircraft: three.slice(0, 2) })
    const asked = rollFlak(chart, two, [5, 5])
    expect(asked.status).toBe('ask')
    if (asked.status !== 'ask') return
    expect(asked.question).toMatchObject({
      table: 'ocs-flak-modifiers',
      row: 'aircraft:2',
      column: 'value',
      dice: [5, 5],
    })
    const done = rollFlak(chart, two, [5, 5], 'seeded', { [answerKey(asked.question)]: '0' })
    expect(done.status === 'done' && [done.total, done.hit, done.modifiers[0].fromChart]).toEqual([
      11,
      true,
      true,
    ])
    expect(done.status === 'done' && done.text).toContain(
      '+ 0 (2 mission aircraft, from your own chart, 14.4e)',
    )
    const bad = rollFlak(chart, two, [5, 5], 'seeded', { [answerKey(asked.question)]: '+12' })
    expect(bad).toMatchObject({ status: 'refused', rule: '14.4e' })
  })

  it('refuses a mission of five aircraft (14.2a) and a line the chart does not have', () => {
    const five = [...three, plane('D', ['fighter']), plane('E', ['fighter'])]
    expect(rollFlak(entered(), situation({ aircraft: five }), [1, 1])).toEqual({
      status: 'refused',
      rule: '14.2a',
      message: 'aircraft: got 5 mission aircraft, expected 1 to 4 (14.2a).',
    })
    expect(rollFlak(entered(), situation({ otherLines: ['other:fog'] }), [1, 1])).toEqual({
      status: 'refused',
      rule: '14.4e',
      message:
        'otherLines: got "other:fog", expected a line of the Flak chart in play (it has none of its own).',
    })
  })
})

describe('the Mission Loss Table (14.4f) and the step lost (14.1b)', () => {
  const chart = (() => {
    const r = enterMissionLoss({
      cells: [
        ['#1', '#1', '#1'],
        ['#1', '#1', '#2'],
        ['#1', '#2', '#3'],
        ['#2', '#2', '#4'],
        ['#2', '#3', 'weakest'],
        ['#2', '#3', 'strongest'],
      ],
      provenance: 'houseRuling', // test values
    })
    if (!r.ok) throw new Error(r.problems[0].message)
    return r.table
  })()
  const four = [
    plane('A', ['tactical'], 4),
    plane('B', ['fighter'], 1),
    plane('C', ['fighter'], 1),
    plane('D', ['tactical'], 4),
  ]

  it('a lone aircraft takes the loss without a roll', () => {
    expect(missionLoss(chart, [four[0]], undefined, 'Allied')).toEqual({
      status: 'done',
      result: null,
      candidates: ['A'],
      text: 'A takes the Flak loss: the only mission aircraft (14.4f).',
    })
  })

  it('"#n" is the n-th aircraft as listed; "weakest" and "strongest" by barrage strength, the owner choosing among equals', () => {
    expect(missionLoss(chart, four, 4, 'Allied')).toMatchObject({ result: '#4', candidates: ['D'] })
    expect(missionLoss(chart, four.slice(0, 3), 5, 'Allied')).toMatchObject({
      result: '#3',
      candidates: ['C'],
    })
    const weakest = missionLoss(chart, four, 5, 'Allied')
    expect(weakest).toMatchObject({ result: 'weakest', candidates: ['B', 'C'] })
    expect(weakest.status === 'done' && weakest.text).toBe(
      'Mission Loss Table, 4 aircraft, die 5: weakest (Mission Loss Table (house-ruled table, not verified)): the owning player chooses which of B and C (equal barrage strength 1) takes the Flak loss (14.4f).',
    )
    expect(missionLoss(chart, four, 6, 'Allied')).toMatchObject({
      result: 'strongest',
      candidates: ['A', 'D'],
    })
    expect(missionLoss(chart, four, 7, 'Allied')).toEqual({
      status: 'refused',
      rule: '14.4f',
      message: 'die: got 7, expected a die from 1 to 6.',
    })
  })

  it("an answer from the players' chart naming an aircraft the mission lacks is refused", () => {
    const asked = missionLoss(placeholderMissionLoss(), four.slice(0, 2), 3, 'Allied')
    if (asked.status !== 'ask') throw new Error('expected a question')
    expect(
      missionLoss(placeholderMissionLoss(), four.slice(0, 2), 3, 'Allied', 'manual', {
        [answerKey(asked.question)]: '#3',
      }),
    ).toEqual({
      status: 'refused',
      rule: '14.4f',
      message: 'result: got "#3", expected #1 … #2, weakest or strongest (a mission of 2 aircraft).',
    })
  })

  it('a full-strength aircraft is reduced; a reduced one is eliminated', () => {
    expect(flakStepLoss({ name: 'A', steps: 2 })).toMatchObject({ steps: 1, eliminated: false })
    expect(flakStepLoss({ name: 'A', steps: 1 })).toEqual({
      steps: 0,
      eliminated: true,
      text: 'A loses its last step and is eliminated, to the Dead Pile (14.1b, 14.4f).',
    })
  })
})
