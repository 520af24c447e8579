// The players' own Bombing Table (4.26; design §8 "Tables with provenance"): entered in the game,
// checked against the cell the rulebook's example fixes (T-19), used by the rolls from that point
// of the record on, with its provenance in every result line; a cell left empty is read off the
// player's own chart; the record keeps both, so a save replays to the same state.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apply, bombingPreview, legalActions, newGame } from '.'
import { botCanDecide, botDecision } from './bot'
import { bombingChart, capacityChart, gameCharts, sightingChart } from './charts'
import { BOMBING_ROWS, PLACEHOLDER_TABLE } from './missions/bombingTable'
import { makeSave, parseSave, replayActions, stateHash } from './save'
import type { Scenario } from './scenario/schema'
import { fixture, type FixtureUnit } from './testing/fixtures'
import { act, pendingOf, raidOverTarget, refused } from './testing/play'
import type { Action, GameState } from './types'
import { randomAction, seededRng } from './testing/randomPlay'
import { namedScenarios } from '../../../scenarios/shipped'
import { FROM_YOUR_CHART } from '../../kernel/chartLookup'

const WELL1: FixtureUnit = {
  id: 'w1',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const WELL2: FixtureUnit = { ...WELL1, id: 'w2' }
const ATP: FixtureUnit = {
  id: 'ju52',
  name: 'Ju-52',
  nation: 'DE',
  type: 'ATP',
  front: 'X-7',
  back: null,
  base: 'x1',
  atpPoints: 1,
}

/** T-19: two Wellingtons (strength 10: column 7–11) on the fortified small airbase x1 (target number 3). */
function t19(): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', kind: 'SmallAirbase', capacity: 2 },
    ],
    units: [WELL1, WELL2, ATP],
  })
  return {
    ...sc,
    start: { ...sc.start, phase: 'offensive' },
    bases: sc.bases.map((b) =>
      b.id === 'x1' ? { ...b, components: b.components.map((c) => ({ ...c, fortified: true })) } : b,
    ),
  }
}

const raid: Action = { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' }
const allocate: Action = { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } }

/** The placeholder's cells, [row 2–12][column], to change one at a time. */
function cells(): (string | null)[][] {
  return BOMBING_ROWS.map((_, r) => PLACEHOLDER_TABLE.columns.map((c) => c.results[r]))
}
const COLUMNS = ['1', '7', '12', '17', '22']
/** Row index of a 2d6 total; column index of the 7–11 column. */
const row = (total: number) => total - 2
const C7 = 1

function entered(
  edit: (c: (string | null)[][]) => void,
  patch: Partial<Extract<Action, { type: 'enterTable' }>> = {},
): Action {
  const c = cells()
  edit(c)
  return {
    type: 'enterTable',
    table: 'bombing',
    columns: COLUMNS,
    cells: c,
    provenance: 'userEntered',
    ...patch,
  }
}

describe('the charts of the game and their provenance (4.2, 4.10, 4.26)', () => {
  it('the Bombing Table, the AETO Flotilla Sighting Report and the base capacities are placeholders; APTO prints its report (D31)', () => {
    const s = newGame(t19(), { seed: 1 })
    expect(gameCharts(s).map((t) => [t.id, t.provenance])).toEqual([
      ['bombing', 'placeholder'],
      ['sightingReport', 'placeholder'],
      ['baseCapacity', 'placeholder'],
    ])
    expect(bombingChart(s).columns.map((c) => c.label)).toEqual(['1–6', '7–11', '12–16', '17–21', '22+'])
    expect(bombingChart(s).cells[row(9)][C7]).toBe('3')
    expect(sightingChart(s).cells.map((c) => c[0])).toEqual([
      'the exact number of chits and their types (placeholder table)',
      'the exact number of chits and their types (placeholder table)',
      'the exact number of chits (placeholder table)',
      'the exact number of chits (placeholder table)',
      'the number of chits, which may be falsified by up to ±50 % (placeholder table)',
      'the number of chits, which may be falsified by up to ±50 % (placeholder table)',
    ])
    const apto = newGame({ ...t19(), variant: 'apto' }, { seed: 1 })
    expect(sightingChart(apto).provenance).toBe('seed')
    expect(sightingChart(apto).cells[5][0]).toBe('exact counts by type and by name')
    const cap = capacityChart()
    expect(cap.rows.map((r) => r.key)).toContain('GrassAirfield')
    expect(cap.fixedPoints.map((f) => [f.row, f.accept])).toEqual([
      ['GrassAirfield', ['1']],
      ['UKTransferHex', ['1']],
    ])
  })
})

describe('the coverage table is honest about the placeholders (4.2, 4.10, 4.26; spec §16)', () => {
  // docs/coverage.md is generated from src/docs/coverage.ts and checked to be up to date there; the
  // docs layer may not import the rules, so the tie between a placeholder chart and its row is here.
  const coverage = readFileSync(new URL('../../../../docs/coverage.md', import.meta.url), 'utf8')
  const rowOf = (rule: string) =>
    coverage
      .split('\n')
      .find((line) => line.startsWith(`| ${rule} |`))
      ?.split(' | ') ?? []

  it('every section whose chart is a placeholder is "partly" and names the chart as a placeholder', () => {
    const placeholders = gameCharts(newGame(t19(), { seed: 1 })).filter((t) => t.provenance === 'placeholder')
    expect(placeholders.map((t) => t.rule)).toEqual(['4.26', '4.10', '4.2'])
    for (const t of placeholders) {
      const [, , status, missing] = rowOf(t.rule)
      expect(status, t.rule).toBe('partly')
      expect(missing?.toLowerCase(), t.rule).toContain(t.name.toLowerCase())
      expect(missing, t.rule).toContain('placeholder')
    }
  })
})

describe('entering the printed Bombing Table (4.26)', () => {
  it('is refused when it breaks the cell the rulebook fixes (T-19: column 7–11, a 9 gives 3), naming the cell, what it got and what it expects', () => {
    const s = newGame(t19(), { seed: 1 })
    expect(
      refused(
        s,
        entered((c) => (c[row(9)][C7] = '4')),
      ),
    ).toEqual({
      rule: '4.26',
      message:
        'column 7–11, row 9: got "4", expected "3" or "3*" (4.26, the example of two Wellingtons bombing a fortified airbase: on the 7–11 column a 9 gives a result of 3).',
    })
    expect(
      refused(
        s,
        entered(() => {}, { columns: ['1', '8', '12', '17', '22'] }),
      ).message,
    ).toBe(
      "The table has no cell at column 7, row 9; the rulebook's example fixes it to 3 or 3* (4.26, the example of two Wellingtons bombing a fortified airbase: on the 7–11 column a 9 gives a result of 3).",
    )
  })

  it('is refused, by field, when a value is not what the table holds', () => {
    const s = newGame(t19(), { seed: 1 })
    expect(
      refused(
        s,
        entered((c) => (c[row(5)][0] = 'x')),
      ).message,
    ).toBe(
      'column 1–6, row 5: got "x", expected one of the table\'s results (0, 0*, 1, 1*, 2, 2* … 99*) or an empty cell.',
    )
    expect(
      refused(
        s,
        entered(() => {}, { columns: ['1', '7', '7', '17', '22'] }),
      ).message,
    ).toBe(
      'columns[2]: got 7, expected more than the column before (7): columns go from the weakest to the strongest.',
    )
    expect(
      refused(
        s,
        entered(() => {}, { table: 'weather' }),
      ).message,
    ).toBe(
      'table: got "weather", expected "bombing", "sightingReport", "baseCapacity" (the charts Sortie lets the players enter).',
    )
    expect(
      refused(
        s,
        entered(() => {}, { provenance: 'placeholder' }),
      ).message,
    ).toBe(
      'provenance: got "placeholder", expected "seed" (printed table), "reconstructed" (table reconstructed from a damaged scan), "userEntered" (entered table), "houseRuling" (house-ruled table).',
    )
  })

  it('either side enters it at any decision; the game reads it from then on, and the roll line says its provenance', () => {
    const { state } = raidOverTarget(t19(), raid, [6, 6])
    const before = bombingPreview(state, 'x1:0', ['w1', 'w2'])
    expect(before).toMatchObject({ minRoll: 9, placeholder: true, tableNote: ' (placeholder table)' })
    // The printed table, as the players typed it: here a 12 on the 7–11 column gives 2 (below the target number 3).
    const r = act(
      state,
      entered((c) => (c[row(12)][C7] = '2'), { side: 'axis', verified: true }),
    )
    expect(r.events.map((e) => e.text)).toEqual([
      'The players enter the Bombing Table (entered table, verified): 5 columns; it is used from now on (4.26).',
    ])
    expect(r.state.pending).toEqual(state.pending) // it answers no decision
    const after = bombingPreview(r.state, 'x1:0', ['w1', 'w2'])
    expect(after).toMatchObject({ minRoll: 9, placeholder: false, tableNote: ' (entered table, verified)' })
    expect(after.destroyed * 36).toBeCloseTo(9, 12) // 9, 10, 11: 4 + 3 + 2 ways; the 12 no longer destroys
    const bombed = act(r.state, allocate)
    expect(bombed.events[1].text).toBe(
      'Wellington and Wellington bomb x1 small airbase: strength 10, column 7–11 (entered table, verified), roll 6 + 6 = 12: result 2 against target number 3 — no effect (4.26).',
    )
    expect(bombed.events[1].roll?.table).toEqual({
      table: 'bombing',
      name: 'Bombing Table',
      provenance: 'userEntered',
      verified: true,
    })
    expect(bombed.state.installations).toBeUndefined() // with the placeholder, the 12 destroyed it (T-19)
  })

  it('a game with an entered table replays exactly from its save (the table is an action of the record)', () => {
    const sc = t19()
    const start = newGame(sc, { seed: 7, dice: [6, 6] })
    const actions: Action[] = [
      { type: 'declareOffensive', offensive: 'air' },
      entered((c) => (c[row(12)][C7] = '2')),
      raid,
    ]
    let s: GameState = replayActions(start, actions).state
    while (s.pending.kind === 'declare' || s.pending.kind === 'evacuation') {
      const a: Action = s.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} }
      actions.push(a)
      s = act(s, a).state
    }
    actions.push(allocate)
    const played = replayActions(start, actions)
    expect(played.failure).toBeNull()
    expect(
      played.events.some((e) =>
        e.text.includes('roll 6 + 6 = 12: result 2 against target number 3 — no effect'),
      ),
    ).toBe(true)
    const save = makeSave(sc, 7, [6, 6], actions, played.state, { savedAt: '2026-12-07T00:00:00Z' })
    const loaded = parseSave(JSON.parse(JSON.stringify(save)))
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '))
    expect(stateHash(loaded.state)).toBe(stateHash(played.state))
    expect(loaded.state.tables?.bombing.cells[row(12)][C7]).toBe('2')
  })
})

describe('look it up on your chart: a cell the entered table leaves empty (design §8)', () => {
  /** Over the target with the 12 of the 7–11 column left empty, and 6 + 6 to roll. */
  function emptyTwelve() {
    const { state } = raidOverTarget(t19(), raid, [6, 6])
    return act(
      state,
      entered((c) => (c[row(12)][C7] = null)),
    ).state
  }

  it('the dice are rolled and logged, then the bombing side is asked for the printed result, from the closed list', () => {
    const s = emptyTwelve()
    const odds = bombingPreview(s, 'x1:0', ['w1', 'w2'])
    expect(odds.unknown * 36).toBeCloseTo(1, 12) // only a 12 lands on the empty cell
    expect(odds.destroyed * 36).toBeCloseTo(9, 12)
    const r = act(s, allocate)
    expect(r.events.map((e) => e.text).slice(1)).toEqual([
      "Wellington and Wellington bomb x1 small airbase (strength 10): roll 6 + 6 = 12, Bombing Table column 7–11, row 12: this game's table has no value there; the player looks the result up on their own chart (4.26).",
    ])
    expect(r.events[1].roll).toMatchObject({ natural: 12, source: 'scripted' })
    const p = pendingOf(r.state, 'chartLookup')
    expect(p).toMatchObject({
      side: 'allies',
      rule: '4.26',
      chart: { table: 'bombing', row: '12', column: '7', cell: 'column 7–11, row 12', dice: [6, 6] },
    })
    expect(p.prompt).toBe(
      'Look it up on your chart: Wellington and Wellington bomb x1 small airbase (strength 10), roll 6 + 6 = 12. Read the Bombing Table, column 7–11, row 12, and enter the result printed there (4.26).',
    )
    const legal = legalActions(r.state)
    expect(legal).toHaveLength(200)
    expect(legal[7]).toEqual({ type: 'chartResult', side: 'allies', result: '3*' })
    expect(refused(r.state, { type: 'chartResult', result: '7x' })).toEqual({
      rule: '4.26',
      message: expect.stringMatching(
        /^result: got "7x", expected one of the Bombing Table's results: 0, 0\*, 1/,
      ),
    })
    expect(refused(r.state, { type: 'roll', value: 3 }).message).toMatch(/^"roll" is not possible now/)
    expect(botCanDecide(r.state)).toBe(false)
    expect(() => botDecision(r.state)).toThrow(
      'The bot has no printed chart: the Bombing Table entered in this game leaves column 7–11, row 12 empty, and a player must read the result off their own chart (4.26).',
    )
  })

  it('the answer is used as the table’s result, the log says it came from the player’s own chart, and no die is drawn again', () => {
    const asked = act(emptyTwelve(), allocate).state
    const r = act(asked, { type: 'chartResult', result: '6' })
    expect(r.events.map((e) => e.text)).toEqual([
      'Wellington and Wellington bomb x1 small airbase: strength 10, column 7–11 (entered table, not verified), roll 6 + 6 = 12: result 6, from your own chart against target number 3 — destroyed (4.26).',
      'x1 small airbase is destroyed: it does not function until repaired (4.26).',
      // The least destroying roll is still 9 (the table's cells): even totals 10 and 12 above it, two collateral steps (A-26).
      'Ju-52 is eliminated: collateral loss in the destroyed airbase (4.26).',
      'No unit is left at x1 to take the 1 remaining collateral loss (4.26).',
      'The bombing of 0906 is over (4.26).',
    ])
    expect(r.events[0].roll?.table).toEqual({
      table: 'bombing',
      name: 'Bombing Table',
      provenance: 'userEntered',
      verified: false,
      fromChart: true,
    })
    expect(r.state.installations).toEqual({ 'x1:0': { destroyed: true } })
    expect(r.state.dice).toEqual(asked.dice) // the answer rolls nothing
    expect(Object.values(r.state.missions).some((m) => m.chart)).toBe(false)
    // Another answer from the same chart gives another game: "2" does not destroy it.
    const low = act(asked, { type: 'chartResult', result: '2' })
    expect(low.events[0].text).toContain('result 2, from your own chart against target number 3 — no effect')
  })

  it('the record replays to the same state, answer included', () => {
    const sc = t19()
    const start = newGame(sc, { seed: 3, dice: [6, 6] })
    const actions: Action[] = [
      entered((c) => (c[row(12)][C7] = null)),
      { type: 'declareOffensive', offensive: 'air' },
      raid,
    ]
    let s = replayActions(start, actions).state
    while (s.pending.kind === 'declare' || s.pending.kind === 'evacuation') {
      const a: Action = s.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} }
      actions.push(a)
      s = act(s, a).state
    }
    actions.push(allocate, { type: 'chartResult', result: '6' })
    const once = replayActions(start, actions)
    const twice = replayActions(start, actions)
    expect(once.failure).toBeNull()
    expect(stateHash(once.state)).toBe(stateHash(twice.state))
    expect(once.state.installations).toEqual({ 'x1:0': { destroyed: true } })
    const r = apply(start, { type: 'chartResult', result: '6' })
    expect(r.ok).toBe(false)
  })
})

describe('random play with a Bombing Table left wholly to the players’ charts (4.26, 3.28, APTO 2.5, 2.13; design §8)', () => {
  // The random player (testing/randomPlay.ts) answers the chartLookup decision from its legal
  // actions, so the fuzzer and the properties meet it once a table leaves cells empty.
  const blank: Action = {
    type: 'enterTable',
    table: 'bombing',
    columns: COLUMNS,
    cells: BOMBING_ROWS.map(() => COLUMNS.map(() => null)),
    provenance: 'userEntered',
  }

  it('every roll on it asks the rolling side, every answer is logged as from its own chart, and the record replays', () => {
    let asked = 0
    const kinds = new Set<string>()
    for (const id of [
      'fixture-installations-aeto',
      'fixture-installations-apto',
      'fixture-convoy',
      'fixture-strategic-raids',
    ])
      for (let seed = 1; seed <= 3; seed++) {
        const { scenario } = namedScenarios().find((n) => n.id === id)!
        const start = newGame(scenario, { seed })
        const actions: Action[] = [blank]
        let s = act(start, blank).state
        const rng = seededRng(seed)
        for (let i = 0; i < 150 && s.pending.kind !== 'over'; i++) {
          const p = s.pending
          const a = randomAction(s, rng)
          const r = apply(s, a)
          if (!r.ok) throw new Error(`${id} seed ${seed}: ${a.type} refused: ${r.violation.message}`)
          if (p.kind === 'chartLookup') {
            asked++
            kinds.add(s.missions[p.mission].kind)
            expect(a.type, id).toBe('chartResult')
            expect(p.side).toBe(s.missions[p.mission].side)
            expect(r.events.some((e) => e.roll?.table?.fromChart && e.text.includes(FROM_YOUR_CHART))).toBe(
              true,
            )
            expect(r.state.missions[p.mission]?.chart).toBeUndefined()
          }
          actions.push(a)
          s = r.state
        }
        const replay = replayActions(start, actions)
        expect(replay.failure).toBeNull()
        expect(stateHash(replay.state)).toBe(stateHash(s))
      }
    expect(asked).toBeGreaterThan(5)
    expect([...kinds].sort()).toEqual(['bombing', 'convoyInterdiction', 'strategicRaid'])
  })
})
