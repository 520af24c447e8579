// Air Drop (14.10) through the engine: the Drop Plan a combat unit needs (14.10a–b), the range
// options without A, the roll per unit or 1T of supply on the Air Transport Success Table read off
// the players' chart (14.10d), what lands and what is destroyed, and the scenario's checks.
import { describe, expect, it } from 'vitest'
import { aircraft, situation } from './fixtures'
import { ocsSystem } from './system'
import { answerLookups, ocsGame, ocsScenario, play } from './testing'
import type { OcsAction, OcsState } from './types'
import { dropPreview, dropSuccessWays } from './preview'

/** A Transport of made-up values (test data, not a game's counter). */
const c47 = (id: string, range = 10) => {
  const a = aircraft({ id, base: '0210', types: ['Tpt'], acr: 0, range })
  return { ...a, full: { ...a.full, transportCap: '1T' }, reduced: { ...a.reduced, transportCap: '1/2T' } }
}
const CARGO = [
  { id: 'para1', side: 'soviet', name: '1st Para Bn', kind: 'unit', t: 1, hex: '0210', para: true },
  { id: 'rifle', side: 'soviet', name: 'Rifle Bn', kind: 'unit', t: 1, hex: '0210' },
  { id: 'sp2', side: 'soviet', name: '2 SP', kind: 'sp', t: 2, hex: '0210' },
]
const PLAN = [{ cargo: 'para1', hex: '0215', phase: 'Soviet Movement Phase' }]
const game = (dice: number[] = [], extra: object = {}) =>
  play(
    ocsGame(
      {
        ...situation([]),
        aircraft: [c47('c47'), c47('c47b')],
        cargo: CARGO,
        dropPlans: PLAN,
        terrain: { '0215': 'clear', '0216': 'clear' },
        ...extra,
      },
      dice,
    ),
    [{ type: 'endSegment' }],
  ).state
const drop = (hex: string, ...ids: string[]): OcsAction => ({
  type: 'mission',
  mission: 'drop',
  hex,
  aircraft: ids,
})
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}
/** The cell of the players' Air Transport Success Table for clear terrain by parachute: test data. */
const NEEDS_7 = { 'ocs-air-transport-success': '≥7' }

describe('Air Drop (14.10)', () => {
  it('14.10a–b: a combat unit drops only as a "Para" unit on its Drop Plan, for that hex and Movement Phase; supply always', () => {
    const s = game()
    const planned = play(s, [drop('0215', 'c47')]).state
    expect(planned.pending).toMatchObject({
      kind: 'load',
      cargo: ['para1', 'sp2'],
      options: { c47: ['C', 'B'] },
    })
    // Another hex: the plan names 0215, so only the supply may drop at 0216.
    expect(play(s, [drop('0216', 'c47', 'c47b')]).state.pending).toMatchObject({
      kind: 'load',
      cargo: ['sp2'],
    })
    expect(refusal(planned, { type: 'load', options: { c47: 'B' }, cargo: ['rifle'] })).toMatchObject({
      rule: '14.9a',
      message: 'cargo: got "rifle", expected cargo waiting at the Transports\' bases: para1, sp2.',
    })
    // The plan names its phase: a turn early, the unit stays home; in the phase planned, it may drop.
    const phases = [
      situation([]).phases[0],
      { name: 'Next Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['movement'] },
    ]
    const early = game([], { phases, dropPlans: [{ ...PLAN[0], phase: 'Next Soviet Movement Phase' }] })
    expect(play(early, [drop('0215', 'c47')]).state.pending).toMatchObject({ kind: 'load', cargo: ['sp2'] })
    const due = play(early, [{ type: 'endSegment' }]).state
    expect(play(due, [drop('0215', 'c47')]).state.pending).toMatchObject({
      kind: 'load',
      cargo: ['para1', 'sp2'],
    })
  })

  it('14.10d: the drop hex needs its terrain, which the players give; option A is not open (no air base there)', () => {
    const s = game()
    expect(refusal(s, drop('0217', 'c47'))).toEqual({
      rule: '14.10d',
      message:
        'hex: 0217 has no terrain in the scenario\'s "terrain"; an Air Drop is rolled by the terrain of the drop hex (14.10d), which the players give.',
    })
    const far = play(
      ocsGame(
        {
          ...situation([]),
          aircraft: [c47('c47', 4)],
          cargo: CARGO,
          dropPlans: PLAN,
          terrain: { '0215': 'clear' },
        },
        [],
      ),
      [{ type: 'endSegment' }],
    ).state
    expect(refusal(far, drop('0215', 'c47'))).toMatchObject({ rule: '14.10' })
  })

  it('14.10d: one roll for the unit: 4 + 4 = 8 lands on "≥7", 3 + 3 = 6 is destroyed', () => {
    const land = answerLookups(
      play(game([4, 4]), [drop('0215', 'c47'), { type: 'load', options: { c47: 'B' }, cargo: ['para1'] }])
        .state,
      NEEDS_7,
    )
    const log = land.events.map((e) => e.text).join('\n')
    expect(log).toContain(
      'F) The drop of 1st Para Bn by parachute on clear: roll 4 + 4 = 8, needs ≥7 (Air Transport Success Table (placeholder table), from your own chart): it lands in the drop hex and moves no more this phase (14.10d).',
    )
    expect(land.state.cargo!.para1).toEqual({ hex: '0215', destroyed: false })
    const lost = answerLookups(
      play(game([3, 3]), [drop('0215', 'c47'), { type: 'load', options: { c47: 'B' }, cargo: ['para1'] }])
        .state,
      NEEDS_7,
    )
    expect(lost.events.map((e) => e.text).join('\n')).toContain('= 6, needs ≥7')
    expect(lost.state.cargo!.para1).toEqual({ hex: '0210', destroyed: true })
    expect(lost.state.pending).toMatchObject({ kind: 'returnBase', aircraft: 'c47' })
  })

  it('14.10d: supply rolls per 1T: of 2 SP one lands (6 + 2) and one is lost (1 + 1)', () => {
    const r = answerLookups(
      play(game([6, 2, 1, 1]), [drop('0215', 'c47'), { type: 'load', options: { c47: 'C' }, cargo: ['sp2'] }])
        .state,
      NEEDS_7,
    )
    const drops = r.events.filter((e) => e.type === 'drop').map((e) => e.text)
    expect(drops).toHaveLength(2)
    expect(drops[0]).toContain('1T of 2 SP (roll 1) by parachute on clear: roll 6 + 2 = 8')
    expect(drops[1]).toContain('roll 1 + 1 = 2, needs ≥7 (')
    expect(r.state.cargo!.sp2).toEqual({ hex: '0215', destroyed: false, lost: 1 })
    expect(r.events.map((e) => e.text)).toContain(
      "F) Air Drop over 0215: 2 SP (1T) landed (a unit moves no more this phase; cargo landing on an enemy combat unit is destroyed, the players' to apply); the players place it (14.10d).",
    )
  })

  it('14.10d: "Apply the table\'s modifiers": the lines the scenario gives for the hex, entered or read off the chart; exact odds before the roll', () => {
    // The players' charts (test data): clear by parachute needs ≥8; "night" is −1; "drop-zone-marked"
    // is a line they name but did not enter, so it is read off their chart.
    const charts = {
      'ocs-air-transport-success': {
        provenance: 'userEntered',
        rows: [{ key: 'terrain:clear', label: 'Clear' }],
        cells: [['≥8', '≥6']],
      },
      'ocs-air-transport-modifiers': {
        provenance: 'userEntered',
        rows: [{ key: 'other:night', label: 'Night drop' }],
        cells: [['-1']],
      },
    }
    const extra = { charts, dropModifiers: { '0215': ['other:night', 'other:drop-zone-marked'] } }
    const s = play(
      ocsSystem.newGame(
        ocsScenario({
          ...situation([]),
          aircraft: [c47('c47'), c47('c47b')],
          cargo: CARGO,
          dropPlans: PLAN,
          terrain: { '0215': 'clear', '0216': 'clear' },
          ...extra,
        }),
        { seed: 1, manualDice: true },
      ),
      [
        { type: 'endSegment' },
        drop('0215', 'c47'),
        { type: 'load', options: { c47: 'B' }, cargo: ['para1'] },
      ],
    ).state
    expect(s.pending).toMatchObject({ kind: 'roll', rule: '14.10d' })
    expect(dropPreview(s)).toEqual({
      label: '1st Para Bn',
      method: 'parachute',
      cell: '≥8',
      lines: [
        { label: 'Night drop', value: -1 },
        { label: 'drop-zone-marked', value: null },
      ],
    })
    // With the line read as +2: 2d6 + 1 ≥ 8, 21 in 36.
    expect(dropSuccessWays('≥8', -1 + 2)).toBe(21)
    const r = play(s, [{ type: 'roll', values: [4, 3] }])
    expect(r.state.pending).toMatchObject({
      kind: 'chartLookup',
      chart: { table: 'ocs-air-transport-modifiers', row: 'other:drop-zone-marked' },
    })
    const done = play(r.state, [{ type: 'chart', result: '+2' }])
    expect(done.events.map((e) => e.text)).toContain(
      'F) The drop of 1st Para Bn by parachute on Clear: roll 4 + 3 = 7 − 1 (Night drop) + 2 (drop-zone-marked, from your own chart) = 8, needs ≥8 (Air Transport Success Table (entered table, not verified)): it lands in the drop hex and moves no more this phase (14.10d).',
    )
    const bad = ocsSystem.parseScenario({ ...situation([]), dropModifiers: { '0215': ['night'] } })
    expect(bad.ok ? [] : bad.errors).toEqual([
      {
        path: 'dropModifiers.0215[0]',
        message: 'got "night", expected a modifier line of your chart keyed "other:night" and the like',
      },
    ])
  })

  it('the drop roll is an undo barrier and replays to the same hash', () => {
    const actions: OcsAction[] = [
      drop('0215', 'c47'),
      { type: 'load', options: { c47: 'B' }, cargo: ['para1'] },
    ]
    const a = play(game([4, 4]), actions)
    const b = play(game([4, 4]), actions)
    expect(ocsSystem.hash(a.state)).toBe(ocsSystem.hash(b.state))
    const r = ocsSystem.apply(play(game([4, 4]), actions).state, { type: 'chart', result: '≥7' })
    if (!r.ok) throw new Error(r.violation.message)
    expect(ocsSystem.barrier!(a.state, { type: 'chart', result: '≥7' }, r.state, r.events)).toMatchObject({
      kind: 'roll',
    })
  })

  it('refuses bad Para flags, Drop Plans and terrain with path: got …, expected …', () => {
    const r = ocsSystem.parseScenario({
      ...situation([]),
      cargo: [{ id: 'sp', side: 'soviet', name: 'SP', kind: 'sp', t: 1, hex: '0210', para: true }, CARGO[0]],
      dropPlans: [
        { cargo: 'sp', hex: '0215', phase: 'Soviet Movement Phase' },
        { cargo: 'para1', hex: '0215', phase: 'German Reaction Phase' },
      ],
      terrain: { '0215': 'Clear!' },
    })
    expect(r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'cargo[0].para: got true, expected only on a combat unit ("kind": "unit"): Supply Points drop without it (14.10a)',
      'dropPlans[0].cargo: got "sp", expected the id of a combat unit in cargo (14.10b)',
      'dropPlans[1].phase: got "German Reaction Phase", expected the name of a Movement Phase of the scenario: planned drops are made only in the Movement Phase (14.10b)',
      'terrain.0215: got "Clear!", expected a terrain key of your chart in lower case, e.g. "clear" or "woods"',
    ])
  })
})
