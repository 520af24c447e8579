// Look it up on your chart in APTO Part 2 (design §8; kernel/chartLookup.ts): a convoy
// interdiction (2.13) or a strategic bombing attack (2.5, 2.7) whose roll lands on a cell the
// players' Bombing Table leaves empty rolls and logs the dice, asks the rolling side for the printed
// result from the table's closed list, and goes on with that answer, its log line saying it came
// from the player's own chart; the odds before the roll leave that share out and say how large it
// is; the record replays to the same state.
import { describe, expect, it } from 'vitest'
import { interdictionPreview, raidPreview } from '..'
import { botCanDecide, botDecision } from '../bot'
import { makeSave, parseSave, replayActions, stateHash } from '../save'
import { act, pendingOf, refused, start } from '../testing/play'
import { convoyScenario } from '../testing/convoyFixtures'
import { APTO_TEST_TABLE, B29, pacific } from '../testing/strategicFixtures'
import type { Action, GameState } from '../types'
import { PLACEHOLDER_TABLE } from './bombingTable'
import { FROM_YOUR_CHART } from '../../../kernel/chartLookup'

/** An `enterTable` of `columns`, `cells` by [2d6 total − 2][column], with the cells of `empty` (total, column index) left to the player's chart. */
function enterWithEmpty(
  columns: { from: number; results: readonly (string | null)[] }[],
  empty: [total: number, column: number][],
): Action {
  const cells = Array.from({ length: 11 }, (_, r) => columns.map((c) => c.results[r] ?? null))
  for (const [total, j] of empty) cells[total - 2][j] = null
  return {
    type: 'enterTable',
    table: 'bombing',
    columns: columns.map((c) => String(c.from)),
    cells,
    provenance: 'userEntered',
  }
}

const passAll = (s: GameState, actions: Action[]): GameState => {
  let state = s
  while (state.pending.kind === 'declare' || state.pending.kind === 'preCombat') {
    actions.push({ type: 'pass' })
    state = act(state, { type: 'pass' }).state
  }
  return state
}

describe('convoy interdiction on a cell left to the player’s chart (2.13; design §8)', () => {
  // The placeholder's columns, as the players typed them, with the 12 of the 17–21 column left empty.
  const EMPTY_TWELVE = enterWithEmpty(PLACEHOLDER_TABLE.columns, [[12, 3]])
  const LAUNCH: Action = {
    type: 'launch',
    base: 'rabaul',
    units: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
    mission: 'convoyInterdiction',
    target: 'indian',
  }

  /** Japan's bombers over the Indian Ocean with the entered table; the record so far. */
  function overArea(dice: number[]): { start: GameState; state: GameState; actions: Action[] } {
    const s0 = start(convoyScenario({}), dice)
    const actions: Action[] = [EMPTY_TWELVE, LAUNCH]
    const state = passAll(act(act(s0, EMPTY_TWELVE).state, LAUNCH).state, actions)
    return { start: s0, state, actions }
  }

  it('is no longer refused in a scenario with Convoy Routes; the odds leave the empty cell out and say its share', () => {
    const { state } = overArea([6, 6])
    expect(state.tables?.bombing.cells[10][3]).toBeNull()
    const odds = interdictionPreview(state, ['ki21-a', 'ki21-b']) // strength 17: column 17–21
    expect(odds.column).toBe('17–21')
    expect(odds.unknown * 36).toBeCloseTo(1, 12) // only a 12 lands on the empty cell
    expect(odds.rows[10]).toEqual({ roll: 12, result: null, counted: null, asterisk: false })
    expect(odds.eps.length).toBe(8) // 7 EP at most from the cells the table gives (11 → 7); the 12's 8 is not known
    expect(odds.eps.reduce((a, b) => a + b, 0) + odds.unknown).toBeCloseTo(1, 12)
    expect(odds.aaLoss * 36).toBeCloseTo(3, 12) // asterisks on 2 and 3 only
    // The other column still reads every cell.
    expect(interdictionPreview(state, ['g4m-a', 'g4m-b']).unknown).toBe(0)
    // The bot counts only the cells the table gives, and says so: the two Ki-21s alone roll on 17–21,
    // 1·4 + 2·5 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 = 104 EP-ways in 36 from the rolls 5 to 11.
    const kis = passAll(
      act(act(start(convoyScenario({}), [6, 6]), EMPTY_TWELVE).state, {
        ...LAUNCH,
        units: ['ki21-a', 'ki21-b'],
      }).state,
      [],
    )
    expect(botDecision(kis).reasoning.join(' ')).toContain(
      "strength 17, column 17–21; 2.89 EP expected of the 10 still allowed in Indian Ocean, anti-aircraft loss 8.3%; 2.8% of the rolls land on cells left to the players' own chart, not counted (2.13).",
    )
  })

  it('6 + 6 on the empty cell: the dice are logged and Japan is asked for the printed result, from the closed list', () => {
    const { state } = overArea([6, 6])
    const r = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] })
    expect(r.events.map((e) => e.text)).toEqual([
      "Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean (strength 17): roll 6 + 6 = 12, Bombing Table column 17–21, row 12: this game's table has no value there; the player looks the result up on their own chart (4.26).", // the table's rule; the event's is the mission's
    ])
    expect(r.events[0]).toMatchObject({ type: 'chartLookup', rule: '2.13', side: 'japan' })
    expect(r.events[0].roll).toMatchObject({
      purpose: 'convoy interdiction',
      natural: 12,
      source: 'scripted',
    })
    const p = pendingOf(r.state, 'chartLookup')
    expect(p).toMatchObject({
      side: 'japan',
      rule: '4.26',
      chart: { table: 'bombing', row: '12', column: '17', cell: 'column 17–21, row 12', dice: [6, 6] },
    })
    expect(r.state.interdiction ?? []).toEqual([]) // nothing is counted before the answer
    expect(botCanDecide(r.state)).toBe(false) // the bot has no printed chart
    expect(refused(r.state, { type: 'chartResult', result: 'eight' }).message).toMatch(
      /^result: got "eight", expected one of the Bombing Table's results: 0, 0\*, 1/,
    )
    // The table may not change under the roll.
    expect(refused(r.state, EMPTY_TWELVE)).toEqual({
      rule: '4.26',
      message:
        'table: a roll on the Bombing Table waits for the result at column 17–21, row 12, read off your own chart; give it, then enter the chart (4.26).',
    })
  })

  it('the answer is the table’s result: the cap and the asterisk apply to it, the log says it came from the player’s own chart, no die is drawn again', () => {
    const { state } = overArea([6, 6, 5, 5])
    const asked = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] }).state
    const r = act(asked, { type: 'chartResult', result: '12*' })
    expect(r.events.map((e) => e.text)).toEqual([
      `Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (entered table, not verified), roll 6 + 6 = 12: result 12*, ${FROM_YOUR_CHART} — United Kingdom loses 10 EP — 12 rolled, but air interdiction may cost Indian Ocean at most 10 EP this Phase (its MP): 10 of 10 now (2.13).`,
    ])
    expect(r.events[0].roll).toMatchObject({
      natural: 12,
      modified: 12,
      result: '10 EP',
      table: { table: 'bombing', provenance: 'userEntered', fromChart: true },
    })
    expect(r.state.interdiction).toEqual([
      {
        kind: 'convoy',
        where: 'indian',
        nation: 'UK',
        eps: 10,
        rolled: 12,
        roll: 12,
        column: '17–21',
        units: ['ki21-a', 'ki21-b'],
        year: 1942,
        month: 6,
      },
    ])
    expect(r.state.dice).toEqual(asked.dice) // the answer rolls nothing: the 5 + 5 are still to come
    expect(Object.values(r.state.missions).some((m) => m.chart)).toBe(false)
    // The asterisk: the convoys' side chooses which of the two bombers loses a step (2.13).
    expect(pendingOf(r.state, 'convoyAa')).toMatchObject({ side: 'allies', bombers: ['ki21-a', 'ki21-b'] })
    // Another answer gives another game: a 6 costs 6 EP, no asterisk.
    const six = act(asked, { type: 'chartResult', result: '6' })
    expect(six.state.interdiction?.[0]).toMatchObject({ eps: 6, rolled: 6 })
    expect(six.state.pending.kind).toBe('convoyAttack')
  })

  it('the record replays to the same state, answer included, from its save', () => {
    const { start: s0, state, actions } = overArea([6, 6, 5, 5])
    const more: Action[] = [
      { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] },
      { type: 'chartResult', result: '7' },
      { type: 'interdict', bombers: ['g4m-a', 'g4m-b'] }, // 5 + 5 on the 12–16 column: the table's 5, capped to 3
    ]
    let s = state
    for (const a of more) s = act(s, a).state
    actions.push(...more)
    expect(s.interdiction?.map((x) => [x.rolled, x.eps])).toEqual([
      [7, 7],
      [5, 3],
    ])
    const played = replayActions(s0, actions)
    expect(played.failure).toBeNull()
    expect(stateHash(played.state)).toBe(stateHash(s))
    const save = makeSave(convoyScenario({}), 1, [6, 6, 5, 5], actions, s, {
      savedAt: '2026-12-07T00:00:00Z',
    })
    const loaded = parseSave(JSON.parse(JSON.stringify(save)))
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '))
    expect(stateHash(loaded.state)).toBe(stateHash(s))
  })
})

describe('strategic bombing on a cell left to the player’s chart (2.5, 2.7; design §8)', () => {
  // The test table's columns; on the 25–39 column (index 5) the rows 8 and 12 are left empty.
  const ENTERED = enterWithEmpty(APTO_TEST_TABLE.columns, [
    [8, 5],
    [12, 5],
  ])
  const RAID: Action = {
    type: 'launch',
    base: 'okinawa',
    units: ['b1'],
    mission: 'strategicRaid',
    target: '4428',
  }

  /** One B-29 over Kure (strength 20, one column right: 25–39; +1 to the roll, 2.7) with the entered table. */
  function overKure(dice: number[]): { start: GameState; state: GameState; actions: Action[] } {
    const s0 = start(pacific({ units: [B29('b1', 'okinawa')] }), dice)
    const actions: Action[] = [ENTERED, RAID]
    const state = passAll(act(act(s0, ENTERED).state, RAID).state, actions)
    return { start: s0, state, actions }
  }

  it('the odds read the row the modified roll gives: natural 7 reads row 8, and 11 and 12 both read row 12 (APTO S2); their share is shown apart', () => {
    const { state } = overKure([3, 4])
    const f = raidPreview(state, 'strategic', ['b1'])
    expect(f.column).toBe('25–39')
    expect(f.outcomes.map((o) => (o ? o.result : null))).toEqual([2, 3, 4, 5, 6, null, 8, 9, 10, null, null])
    expect(f.chances.unknown * 36).toBeCloseTo(6 + 2 + 1, 12)
    expect(Object.values(f.chances.loss).reduce((a, b) => a + b, 0) + f.chances.unknown).toBeCloseTo(1, 12)
  })

  it('3 + 4 + 1 lands on row 8: the dice and the B-29 modifier are logged, the Allies are asked; the answer costs Japan its EP', () => {
    const { state } = overKure([3, 4])
    const r = act(state, { type: 'bombStrategic', groups: [['b1']] })
    const ask = r.events.find((e) => e.type === 'chartLookup')!
    expect(ask.text).toBe(
      "B-29 b1 bombs Kure (4428) (strength 20, column 25–39): roll 3 + 4 = 7 + 1 (1 full-strength B-29: +1 each, 2.7) = 8, Bombing Table column 25–39, row 8: this game's table has no value there; the player looks the result up on their own chart (4.26).",
    )
    expect(ask).toMatchObject({ rule: '2.5', side: 'allies' })
    expect(ask.roll).toMatchObject({ purpose: 'strategic bombing', natural: 7, modified: 8 })
    const p = pendingOf(r.state, 'chartLookup')
    expect(p).toMatchObject({
      side: 'allies',
      chart: {
        row: '8',
        column: '25',
        dice: [3, 4],
        modifiers: [{ value: 1, rule: '2.7', label: '1 full-strength B-29: +1 each' }],
      },
    })
    expect(p.prompt).toBe(
      'Look it up on your chart: B-29 b1 bombs Kure (4428) (strength 20, column 25–39), roll 3 + 4 = 7 + 1 (1 full-strength B-29: +1 each, 2.7) = 8. Read the Bombing Table, column 25–39, row 8, and enter the result printed there (4.26).',
    )
    expect(r.state.strategic?.results).toEqual([])
    const done = act(r.state, { type: 'chartResult', result: '9' })
    expect(done.events[0].text).toBe(
      `B-29 b1 bombs Kure (4428): strength 20, column 25–39 (a city/resource target: one column right) (entered table, not verified), roll 3 + 4 = 7 + 1 (B-29, 2.7) = 8: result 9, ${FROM_YOUR_CHART} — Japan loses 9 EP (2.5).`,
    )
    expect(done.events[0].roll?.table).toMatchObject({ fromChart: true, provenance: 'userEntered' })
    expect(done.state.strategic?.results.map((x) => [x.natural, x.modified, x.result, x.loss])).toEqual([
      [7, 8, 9, 9],
    ])
    expect(done.state.dice).toEqual(r.state.dice)
  })

  it('6 + 6 + 1 reads the top row (APTO S2): the question names row 12', () => {
    const { state } = overKure([6, 6])
    const r = act(state, { type: 'bombStrategic', groups: [['b1']] })
    expect(pendingOf(r.state, 'chartLookup').chart).toMatchObject({ row: '12', cell: 'column 25–39, row 12' })
    const done = act(r.state, { type: 'chartResult', result: '11*' })
    expect(done.state.strategic?.results[0]).toMatchObject({
      natural: 12,
      modified: 13,
      result: 11,
      asterisk: true,
    })
    expect(done.state.units.b1.face).toBe('back') // the asterisk: its only bomber loses a step (2.5)
  })

  it('a full row reads the table as before; the record with an answer replays to the same state', () => {
    const known = overKure([2, 3]) // 5 + 1 = row 6: the table's 5
    const r = act(known.state, { type: 'bombStrategic', groups: [['b1']] })
    expect(r.events.some((e) => e.type === 'chartLookup')).toBe(false)
    expect(r.state.strategic?.results[0]).toMatchObject({ modified: 6, result: 5 })

    const { start: s0, state, actions } = overKure([3, 4])
    const more: Action[] = [
      { type: 'bombStrategic', groups: [['b1']] },
      { type: 'chartResult', result: '9' },
    ]
    let s = state
    for (const a of more) s = act(s, a).state
    actions.push(...more)
    const played = replayActions(s0, actions)
    expect(played.failure).toBeNull()
    expect(stateHash(played.state)).toBe(stateHash(s))
  })
})
