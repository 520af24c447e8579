// The players' own Flotilla Sighting Report (4.10) and base capacities (4.2; Player Aid Card "I";
// design §8 "Tables with provenance"): entered in the game, checked against what the rulebook fixes,
// used by the rules from that point of the record on, and kept in the record so a save replays.
import { describe, expect, it } from 'vitest'
import { isOverStacked, newGame } from '.'
import { capacityChart, sightingChart } from './charts'
import { contextOf } from './context'
import { capacityNow } from './installations'
import { basesSeen } from './viewBoard'
import { makeSave, parseSave, replayActions, stateHash } from './save'
import { fixture, fixtureShip } from './testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start } from './testing/play'
import type { Action } from './types'

// Columns 1–8 land, 9–20 sea: 0805 is a coastal hex three hexes from London (as in T-06).
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const HAMPDEN = {
  id: 'hampden',
  name: 'Hampden',
  nation: 'UK',
  type: 'B' as const,
  front: '4-10',
  back: '2-10',
  base: 'london',
}

/** Three Axis destroyers at 0805, a Hampden at London to find them. */
const threeShips = (variant: 'aeto' | 'apto' = 'aeto') =>
  fixture({
    variant,
    terrain: TERRAIN,
    bases: [{ id: 'london', hex: '0505', owner: 'allies' }],
    units: [HAMPDEN],
    navalUnits: [fixtureShip('z1', '0805'), fixtureShip('z2', '0805'), fixtureShip('z3', '0805')],
  })

const reconnoitre: Action = { type: 'reconnoitre', target: '0805', units: ['hampden'] }

/** A printed table as a player might type it: each line is one of the closed list of reports. */
const PRINTED = [
  'the number of chits ±50 %',
  'the number of chits ±50 %',
  'the number of chits of each type ±25 %',
  'the number of chits ±25 %',
  'the exact number of chits',
  'the exact number of chits of each type, and their names',
]

function sighting(
  lines: (string | null)[],
  patch: Partial<Extract<Action, { type: 'enterTable' }>> = {},
): Action {
  return {
    type: 'enterTable',
    table: 'sightingReport',
    columns: ['report'],
    cells: lines.map((l) => [l]),
    provenance: 'userEntered',
    ...patch,
  }
}

describe('entering the printed Flotilla Sighting Report (4.10)', () => {
  it('is refused when no row gives the ±50 % report of the rulebook’s example, or a row is not one of the reports', () => {
    const s = start(threeShips())
    expect(refused(s, sighting(PRINTED.map((l) => l.replace('±50 %', '±25 %'))))).toEqual({
      rule: '4.10',
      message:
        "No row gives a number of chits that may be reported ±50 %; the rulebook's example shows one (4.10, the example of a Flotilla Sighting Report for three ships, which may be reported as + or − 50 %).",
    })
    expect(refused(s, sighting(PRINTED.map((l, i) => (i === 4 ? 'everything' : l)))).message).toBe(
      'column The report gives, row 5: got "everything", expected one of the table\'s results (the exact number of chits, the number of chits ±25 %, the number of chits ±50 %, the exact number of chits of each type, the number of chits of each type ±25 %, the number of chits of each type ±50 %, the exact number of chits of each type, and their names) or an empty cell.',
    )
    expect(refused(s, sighting(PRINTED.map((l, i) => (i === 2 ? null : l)))).message).toMatch(
      /^cells\[2\] \(3\): got nothing, expected what the report gives on that die/,
    )
    expect(refused(s, sighting(PRINTED, { columns: ['1', '7'] })).message).toBe(
      'columns: got ["1","7"], expected ["report"] (the chart has one column: what the report gives on that die (one of: the exact number of chits; the number of chits ±25 %; the number of chits ±50 %; the exact number of chits of each type; the number of chits of each type ±25 %; the number of chits of each type ±50 %; the exact number of chits of each type, and their names)).',
    )
  })

  it('APTO prints its table (D31): there is nothing to enter', () => {
    expect(refused(start(threeShips('apto')), sighting(PRINTED))).toEqual({
      rule: '4.10',
      message:
        'table: APTO prints its Flotilla Sighting Report in the rules (4.10, D31), and Sortie plays it already: there is nothing to enter.',
    })
  })

  it('the secret roll reads the entered line: a 5 gives the exact count at once, where the placeholder let it be falsified ±50 %', () => {
    const placeholder = play(threeShips(), [reconnoitre], [6, 6, 5]).state
    expect(pendingOf(placeholder, 'sightingReport').report.count).toEqual({ min: 1, max: 5, truth: 3 })

    const r = play(threeShips(), [sighting(PRINTED, { side: 'axis' }), reconnoitre], [6, 6, 5])
    expect(eventsOf(r.events, 'tableEntered')[0].text).toBe(
      'The players enter the Flotilla Sighting Report (entered table, not verified): 1 the number of chits ±50 %; 2 the number of chits ±50 %; 3 the number of chits of each type ±25 %; 4 the number of chits ±25 %; 5 the exact number of chits; 6 the exact number of chits of each type, and their names; it is used from now on (4.10).',
    )
    expect(eventsOf(r.events, 'sightingRoll')[0].roll?.result).toBe(
      'the exact number of chits (entered table, not verified)',
    )
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 3 naval chits (4.10).',
    )
    expect(r.state.pending.kind).toBe('plan')
  })

  it('a 4 (±25 %) lets three chits be reported as 2 to 4; a 3 asks for the destroyers by type, 2 to 4; a 6 names them', () => {
    const four = play(threeShips(), [sighting(PRINTED), reconnoitre], [6, 6, 4]).state
    const p = pendingOf(four, 'sightingReport')
    expect(p.report).toEqual({
      text: 'the number of chits ±25 % (entered table, not verified)',
      placeholder: false,
      count: { min: 2, max: 4, truth: 3 },
      types: false,
      names: false,
    })
    expect(p.prompt).toBe(
      'Flotilla Sighting Report (you rolled 4): give the number of chits ±25 % (entered table, not verified) — between 2 and 4 chits (the true number is 3).',
    )
    expect(refused(four, { type: 'reportSighting', count: 5 }).rule).toBe('4.10')
    const three = play(threeShips(), [sighting(PRINTED), reconnoitre], [6, 6, 3]).state
    expect(pendingOf(three, 'sightingReport').report.byType).toEqual({ DD: { min: 2, max: 4, truth: 3 } })
    const six = play(threeShips(), [sighting(PRINTED), reconnoitre], [6, 6, 6])
    expect(eventsOf(six.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 3 naval chits: 3 DD (z1, z2, z3) (4.10).',
    )
  })

  it('may not change under a roll: while the owner reports on the table in play, entering it is refused', () => {
    const s = play(threeShips(), [reconnoitre], [6, 6, 5]).state
    expect(pendingOf(s, 'sightingReport').side).toBe('axis')
    expect(refused(s, sighting(PRINTED, { side: 'axis' }))).toEqual({
      rule: '4.10',
      message:
        'table: a Flotilla Sighting Report is being given on the table in play (the owner rolled in secret); enter the chart once it is given (4.10).',
    })
    const given = act(s, { type: 'reportSighting', count: 2 }).state
    expect(act(given, sighting(PRINTED)).state.tables?.sightingReport.provenance).toBe('userEntered')
  })

  it('the Charts dialog shows the entered table; a game with it replays exactly from its save', () => {
    const sc = threeShips()
    const actions: Action[] = [sighting(PRINTED, { verified: true }), reconnoitre]
    const played = replayActions(newGame(sc, { seed: 3, dice: [6, 6, 4] }), actions)
    expect(played.failure).toBeNull()
    expect(sightingChart(played.state)).toMatchObject({ provenance: 'userEntered', verified: true })
    expect(sightingChart(played.state).cells.map((c) => c[0])).toEqual(PRINTED)
    const save = makeSave(sc, 3, [6, 6, 4], actions, played.state, { savedAt: '2026-12-07T00:00:00Z' })
    const loaded = parseSave(JSON.parse(JSON.stringify(save)))
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '))
    expect(stateHash(loaded.state)).toBe(stateHash(played.state))
    expect(pendingOf(loaded.state, 'sightingReport').report.count).toEqual({ min: 2, max: 4, truth: 3 })
  })
})

/** Capacities by kind, in the chart's row order (SmallAirbase, LargeAirbase, MinorPort, MajorPort, City, Resource, GrassAirfield, UKTransferHex, NationBox). */
function capacities(
  values: (string | null)[],
  patch: Partial<Extract<Action, { type: 'enterTable' }>> = {},
): Action {
  return {
    type: 'enterTable',
    table: 'baseCapacity',
    columns: ['chits'],
    cells: values.map((v) => [v]),
    provenance: 'userEntered',
    ...patch,
  }
}
//                    Small Large Minor Major City Res. Grass UK   Nation
const TYPED = ['1', '3', '1', '2', '1', '1', '1', '1', '5']

/** A large airbase with no capacity of its own (it reads the chart), holding three Wellingtons. */
const crowded = () => {
  const w = (id: string) => ({
    id,
    name: 'Wellington',
    nation: 'UK',
    type: 'B' as const,
    front: '_5_-22',
    back: '_3_-22',
    base: 'lb',
  })
  return fixture({
    bases: [{ id: 'x1', hex: '0906', owner: 'axis' }],
    moreBases: [
      {
        id: 'lb',
        name: 'Lb',
        hex: '0305',
        owner: 'allies',
        components: [{ kind: 'LargeAirbase', fortified: false, destroyed: false, underConstruction: false }],
      },
    ],
    units: [w('w1'), w('w2'), w('w3')],
  })
}

describe('entering the printed base capacities (4.2)', () => {
  it('lists the kinds in the order the form shows them', () => {
    expect(capacityChart().rows.map((r) => r.key)).toEqual([
      'SmallAirbase',
      'LargeAirbase',
      'MinorPort',
      'MajorPort',
      'City',
      'Resource',
      'GrassAirfield',
      'UKTransferHex',
      'NationBox',
    ])
  })

  it('is refused when it breaks what the rules fix: a grass airfield and the UK Transfer Hex hold one (4.3, 4.1), a small airbase in a Minor Port hex two (4.2)', () => {
    const s = start(crowded())
    expect(refused(s, capacities(TYPED.map((v, i) => (i === 6 ? '2' : v))))).toEqual({
      rule: '4.2',
      message:
        'column Air units, row Grass Airfield: got "2", expected "1" (4.3: a grass airfield holds one air unit).',
    })
    expect(refused(s, capacities(TYPED.map((v, i) => (i === 7 ? '2' : v)))).message).toBe(
      'column Air units, row UK Transfer Hex: got "2", expected "1" (4.1: the UK Transfer Hex holds one air unit).',
    )
    expect(refused(s, capacities(TYPED.map((v, i) => (i === 0 ? '2' : v)))).message).toBe(
      'Small Airbase + Minor Port: got 2 + 1 = 3, expected 2 (4.2: a small airbase in a Minor Port hex may base up to two air unit chits).',
    )
    expect(refused(s, capacities(TYPED.map((v, i) => (i === 1 ? 'two' : v)))).message).toBe(
      'column Air units, row Large Airbase: got "two", expected one of the table\'s results (0, 1, 2, 3, 4, 5 … 99) or an empty cell.',
    )
    expect(refused(s, capacities(TYPED.map((v, i) => (i === 8 ? null : v)))).message).toBe(
      'cells[8] (Nation Box): got nothing, expected the air unit chits the kind of base holds, a whole number 0–99: fill every row (this chart is read where no player can be asked).',
    )
  })

  it('every base reads the entered chart from then on: a large airbase of 3 holds three units, and is no longer marked placeholder', () => {
    const s = start(crowded())
    expect(capacityNow(contextOf(s), s, 'lb')).toBe(2) // the placeholder's large airbase
    expect(isOverStacked(contextOf(s), s, 'lb')).toBe(true)
    expect(basesSeen(s, 'allies').find((b) => b.id === 'lb')).toMatchObject({
      capacity: 2,
      capacityPlaceholder: true,
      overStacked: true,
    })
    const r = act(s, capacities(TYPED))
    expect(eventsOf(r.events, 'tableEntered')[0].text).toBe(
      'The players enter the Base capacities (entered table, not verified): Small Airbase 1; Large Airbase 3; Minor Port 1; Major Port 2; City 1; Resource 1; Grass Airfield 1; UK Transfer Hex 1; Nation Box 5; it is used from now on (4.2).',
    )
    expect(capacityNow(contextOf(r.state), r.state, 'lb')).toBe(3)
    expect(isOverStacked(contextOf(r.state), r.state, 'lb')).toBe(false)
    expect(basesSeen(r.state, 'allies').find((b) => b.id === 'lb')).toMatchObject({
      capacity: 3,
      capacityPlaceholder: false,
      overStacked: false,
    })
    expect(capacityChart(r.state)).toMatchObject({ provenance: 'userEntered', verified: false })
  })

  it('the plan offers at once what the entered chart allows: the third unit of a large airbase of 3 may fly its mission (4.2, 4.8)', () => {
    const s = start(crowded())
    const offered = (st: typeof s) =>
      pendingOf(st, 'plan')
        .bases.find((b) => b.base === 'lb')
        ?.units.map((u) => u.id)
    expect(offered(s)).toEqual(['w1', 'w2']) // the placeholder's 2: the third is over-stacked, Change Base only (4.8)
    // A first chart with a large airbase of 2 changes nothing; the second, of 3, frees the third unit.
    const first = act(s, capacities(TYPED.map((v, i) => (i === 1 ? '2' : v))))
    expect(offered(first.state)).toEqual(['w1', 'w2'])
    const r = act(first.state, capacities(TYPED))
    expect(offered(r.state)).toEqual(['w1', 'w2', 'w3'])
    expect(
      act(r.state, { type: 'launch', base: 'lb', units: ['w3'], mission: 'fly', target: '0405' }).state.units
        .w3.aloft,
    ).not.toBeNull()
  })

  it('a game with entered capacities replays exactly from its save', () => {
    const sc = crowded()
    const actions: Action[] = [capacities(TYPED, { provenance: 'seed', verified: true })]
    const played = replayActions(newGame(sc, { seed: 5 }), actions)
    expect(played.failure).toBeNull()
    const save = makeSave(sc, 5, [], actions, played.state, { savedAt: '2026-12-07T00:00:00Z' })
    const loaded = parseSave(JSON.parse(JSON.stringify(save)))
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '))
    expect(stateHash(loaded.state)).toBe(stateHash(played.state))
    expect(capacityNow(contextOf(loaded.state), loaded.state, 'lb')).toBe(3)
  })
})
