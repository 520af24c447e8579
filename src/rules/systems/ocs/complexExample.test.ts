// The seed's complex aircraft mission example (end of OCS 14.0) played through `apply`: a Blenheim V
// and two Hurricane IIs barrage an Axis stack of 4 RE inside an Axis Patrol Zone. The Axis player
// declines to intercept (14.5); Flak 10 + 1 (three mission aircraft) + 1 (Patrol Zone, a Fighter
// present) = 12, a loss (14.4e); the Mission Loss Table picks the Blenheim, which is reduced (14.4f);
// 3 + 3 + 3 = 9 barrage points, column 8–11, three left (no spotter), one right (4 RE): 3–4; a 12
// gives "1/2", a 5 rounds up: one step and DG, applied by the players (14.7). The scenario is the
// built-in one, its stand-ins marked; the Mission Loss Table's die is not in the example (a 2 here).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsBot } from './bot'
import { ocsSystem } from './system'
import { ocsScenario, play } from './testing'
import type { OcsAction, OcsState } from './types'

const EXAMPLE = () => readBuiltIn('ocs-barrage-complex-example') as Record<string, unknown>
/** Flak 4 + 6 = 10, the Mission Loss die 2, the Barrage Table 6 + 6 = 12, the half-result die 5. */
const DICE = [4, 6, 2, 6, 6, 5]
const BARRAGE: OcsAction = {
  type: 'mission',
  mission: 'barrage',
  hex: '1406',
  aircraft: ['blenheim', 'hurricane-1', 'hurricane-2'],
}
const DECLINE: OcsAction = { type: 'intercept', aircraft: null }

const texts = (r: { events: { text: string }[] }) => r.events.map((e) => e.text)

function game(json: Record<string, unknown> = EXAMPLE(), dice = DICE, manualDice = false): OcsState {
  return ocsSystem.newGame(ocsScenario(json), { seed: 1, dice, manualDice })
}

/** Up to the Mission Loss Table's question: the barrage declared, the interception declined. */
function toMissionLoss(s = game()) {
  const r = play(s, [BARRAGE])
  expect(r.state.pending).toMatchObject({ kind: 'intercept', side: 'axis', choices: ['axis-fighter'] })
  const d = play(r.state, [DECLINE])
  return { state: d.state, events: [...r.events, ...d.events] }
}

describe('the complex aircraft mission example of 14.0, through the mission sequence', () => {
  it('Flak 10 + 2 = 12 takes a step; the Mission Loss Table, read off the players\' chart, says "#1": the Blenheim is reduced (14.4e–f)', () => {
    const r = toMissionLoss()
    expect(texts(r)).toContain(
      'E) Flak against Blenheim V, Hurricane II (hurricane-1) and Hurricane II (hurricane-2): roll 4 + 6 = 10 + 1 (3 mission aircraft, 14.4e) + 1 (Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft, 14.4e) = 12 — Flak modifiers (placeholder table): 11 or more, one mission aircraft step is lost (14.4e).',
    )
    // The seed prints no cell of the Mission Loss Table: the mission player reads it off his chart.
    expect(r.state.pending).toMatchObject({ kind: 'chartLookup', side: 'allied', rule: '14.4f' })
    const p = r.state.pending as Extract<OcsState['pending'], { kind: 'chartLookup' }>
    expect(p.chart).toMatchObject({
      table: 'ocs-mission-loss',
      row: '2',
      column: '3',
      dice: [2],
      source: 'scripted',
      outcomes: ['#1', '#2', '#3', '#4', 'weakest', 'strongest'],
    })
    // "#4" names no aircraft of a mission of three: neither listed nor accepted (14.4f).
    expect(ocsSystem.legal(r.state)).toHaveLength(5)
    const four = ocsSystem.apply(r.state, { type: 'chart', result: '#4' })
    expect(four.ok ? '' : four.violation.message).toBe(
      'result: got "#4", expected #1 … #3, weakest or strongest (a mission of 3 aircraft, 14.4f).',
    )
    expect(ocsBot(r.state)).toBeNull() // a printed chart is the players'
    const bad = ocsSystem.apply(r.state, { type: 'chart', result: '#5' })
    expect(bad.ok ? '' : bad.violation.message).toMatch(/^result: got "#5", expected one of/)
    // Undo stops before the answer: the Flak dice are seen.
    expect(ocsSystem.barrier!(game(), DECLINE, r.state, r.events)).toMatchObject({ kind: 'roll' })
    const a = play(r.state, [{ type: 'chart', result: '#1' }])
    expect(texts(a).slice(0, 3)).toEqual([
      'Allies: "#1" read off the Mission Loss Table, column 3 aircraft, row 2, from your own chart (14.4f).',
      'E) Mission Loss Table, 3 aircraft, die 2: #1 (Mission Loss Table (placeholder table), from your own chart): Blenheim V takes the Flak loss (14.4f).',
      'E) Blenheim V is reduced and finishes the mission with its reduced values (14.4f).',
    ])
    expect(a.state.aircraft.blenheim.steps).toBe(1)
    // The answer is in the game's record: a replay of the same actions reads the same cell.
    expect(play(game(), [BARRAGE, DECLINE, { type: 'chart', result: '#1' }]).state).toEqual(a.state)
  })

  it('the barrage: 9 points, column 8–11, no spotter three left, 4 RE one right: 3–4; 12 gives "1/2", a 5 rounds up; the aircraft go home (14.7)', () => {
    const a = play(toMissionLoss().state, [{ type: 'chart', result: '#1' }])
    const t = texts(a)
    expect(t).toContain(
      'F) Blenheim V, Hurricane II (hurricane-1) and Hurricane II (hurricane-2) barrage: strength 3 + 3 + 3 = 9 (14.7), column 8–11; no spotter: 3 left (10.0), 4 RE in the target hex: 1 right (10.0); net 2 left: column 3–4; roll 6 + 6 = 12: 1/2 (Barrage Table (placeholder table)); half result, die 5: rounds up (placeholder table): the defender removes 1 step of his choice and the stack is DG; an air barrage costs no supply (14.7, 14.7a).',
    )
    expect(t).toContain(
      'F) The barrage\'s result "1/2" (its half rounded up) means 1 step loss and DG to the stack in 1406, applied by the players (the ground units are outside the air rules, 10.0).',
    )
    // G) One base within range: each returns there, Inactive (14.1c); the Blenheim stays reduced.
    expect(t).toContain('Blenheim V returns to 0206, Inactive (14.1c).')
    expect(a.state.aircraft.blenheim).toEqual({
      steps: 1,
      mode: 'inactive',
      base: '0206',
      flying: null,
      flown: true,
    })
    expect(a.state.aircraft['hurricane-1']).toMatchObject({ steps: 2, mode: 'inactive', base: '0206' })
    expect(a.state.mission).toBeNull()
    expect(a.state.pending).toMatchObject({ kind: 'phase', side: 'allied', segment: 'barrage' })
    expect(a.state.dice.scriptPos).toBe(DICE.length)
  })

  it('with manual dice every roll is a decision of the side that rolls: Flak the Axis, the rest the Allies', () => {
    let s = toMissionLoss(game(EXAMPLE(), [], true)).state
    const rolls: [string, number, string][] = []
    const values: number[][] = [[4, 6], [2], [6, 6], [5]]
    for (const v of values) {
      if (s.pending.kind === 'chartLookup') s = play(s, [{ type: 'chart', result: '#1' }]).state
      expect(s.pending.kind).toBe('roll')
      if (s.pending.kind !== 'roll') return
      rolls.push([s.pending.side, s.pending.count, s.pending.rule])
      expect(ocsBot(s)).toBeNull()
      s = play(s, [{ type: 'roll', values: v }]).state
    }
    expect(rolls).toEqual([
      ['axis', 2, '14.4e'],
      ['allied', 1, '14.4f'],
      ['allied', 2, '14.7'],
      ['allied', 1, '14.7'],
    ])
    expect(s.aircraft.blenheim.steps).toBe(1)
    expect(s.pending).toMatchObject({ kind: 'phase' })
  })

  it('"weakest" leaves the owning player to choose among equals (the two Hurricanes, barrage 3); the bot takes the first (14.4f)', () => {
    const r = play(toMissionLoss().state, [{ type: 'chart', result: 'weakest' }])
    expect(r.state.pending).toMatchObject({
      kind: 'flakLoss',
      side: 'allied',
      rule: '14.4f',
      choices: ['hurricane-1', 'hurricane-2'],
    })
    expect(ocsSystem.legal(r.state)).toEqual([
      { type: 'flakLoss', aircraft: 'hurricane-1' },
      { type: 'flakLoss', aircraft: 'hurricane-2' },
    ])
    expect(ocsSystem.apply(r.state, { type: 'flakLoss', aircraft: 'blenheim' })).toMatchObject({
      ok: false,
      violation: { rule: '14.4f' },
    })
    expect(ocsBot(r.state)?.action).toEqual({ type: 'flakLoss', aircraft: 'hurricane-1' })
    const c = play(r.state, [{ type: 'flakLoss', aircraft: 'hurricane-2' }])
    expect(c.state.aircraft['hurricane-2'].steps).toBe(1)
    expect(c.state.aircraft.blenheim.steps).toBe(2)
    // The full Blenheim (4, a stand-in) and the reduced Hurricane (1, a stand-in) make 4 + 3 + 1 = 8.
    expect(texts(c).some((x) => x.includes('strength 4 + 3 + 1 = 8 (14.7), column 8–11'))).toBe(true)
  })

  it('a reduced aircraft that takes the loss is eliminated and leaves the mission (14.1b, 14.4f)', () => {
    const json = EXAMPLE()
    const aircraft = (json.aircraft as Record<string, unknown>[]).map((a) =>
      a.id === 'blenheim' ? { ...a, steps: 1 } : a,
    )
    const r = play(toMissionLoss(game({ ...json, aircraft })).state, [{ type: 'chart', result: '#1' }])
    expect(texts(r)).toContain(
      'E) Blenheim V loses its last step and is eliminated, to the Dead Pile (14.1b, 14.4f).',
    )
    expect(r.state.aircraft.blenheim).toMatchObject({ steps: 0, flying: null })
    // Only the Hurricanes barrage: 3 + 3 = 6, column 5–7, two left: beyond this table's columns.
    expect(r.state.mission?.aircraft).toEqual(['hurricane-1', 'hurricane-2'])
    expect(r.state.pending).toMatchObject({ kind: 'chartLookup', side: 'allied', rule: '10.0, 14.7' })
    const p = r.state.pending as Extract<OcsState['pending'], { kind: 'chartLookup' }>
    expect(p.chart.cell).toBe("the 5–7 column shifted 2 left, row 12 (beyond this table's columns)")
  })

  it('no Flak roll below 11: 4 + 4 + 2 = 10 costs nothing, and the Mission Loss Table is not read (14.4e)', () => {
    const r = toMissionLoss(game(EXAMPLE(), [4, 4, 6, 6, 5]))
    expect(texts(r)).toContain(
      'E) Flak against Blenheim V, Hurricane II (hurricane-1) and Hurricane II (hurricane-2): roll 4 + 4 = 8 + 1 (3 mission aircraft, 14.4e) + 1 (Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft, 14.4e) = 10 — Flak modifiers (placeholder table): below 11, no effect (14.4e).',
    )
    expect(texts(r).some((x) => x.includes('Mission Loss Table'))).toBe(false)
    // Full Blenheim (4, a stand-in): 4 + 3 + 3 = 10, still column 8–11.
    expect(texts(r).some((x) => x.includes('strength 4 + 3 + 3 = 10 (14.7), column 8–11'))).toBe(true)
    expect(r.state.aircraft.blenheim.steps).toBe(2)
  })
})
