// Sea reconnaissance (4.10; spec §6.1, T-05 – T-08): range, the 2d6 table, modifiers, the one
// attempt per flotilla per location per Phase, located ships, and the Flotilla Sighting Report.
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start } from '../testing/play'
import { tx } from './core'
import { clearNavalPhase, latitude, reconNeeded, reconTargets } from './seaRecon'
import { actMoveFlotilla, flotillaMoves } from './navalMove'
import { contextOf } from '../context'
import { identifies, shipsSeenBy } from '../viewShips'

// Columns 1–8 land, 9–20 sea: column 08 is the coastal column.
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const ship = fixtureShip

/** T-06: "London" at 0505, an Axis ship in the coastal hex 0805 (3 hexes): 5 needed, +1 coastal. */
const t06 = fixture({
  terrain: TERRAIN,
  bases: [{ id: 'london', hex: '0505', owner: 'allies' }],
  units: [
    { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', back: '2-10', base: 'london' },
    { id: 'whitley', name: 'Whitley', nation: 'UK', type: 'B', front: '7-16', back: '3-16', base: 'london' },
  ],
  navalUnits: [ship('z1', '0805', { flotilla: 'cherbourg' })],
})

describe('the reconnaissance table (4.10; A-09)', () => {
  it('AETO: distance 1 automatic, 2 → 4, 3 → 5, 4 → 6, 5–6 → 7, 7–8 → 8, 9–10 → 9, 11–12 → 10, 13+ → 11', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20].map((d) => reconNeeded('aeto', d))).toEqual([
      0, 4, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
    ])
  })
  it('APTO: 2 → 6 … 13+ → 20', () => {
    expect([1, 2, 3, 4, 5, 7, 9, 11, 13].map((d) => reconNeeded('apto', d))).toEqual([
      0, 6, 8, 10, 12, 14, 16, 18, 20,
    ])
  })
})

describe('T-06 reconnaissance range (4.10)', () => {
  it('the plan offers 0805 at distance 3, 5 needed', () => {
    const s = start(t06)
    const p = pendingOf(s, 'plan')
    expect(p.missions.find((m) => m.kind === 'seaRecon')?.available).toBe(true)
    // With both units: +1 extra, +1 coastal: 3 or more on 2d6, 35/36.
    expect(p.recon).toEqual([
      {
        loc: '0805',
        inPort: false,
        chits: 1,
        units: [
          { id: 'hampden', distance: 3 },
          { id: 'whitley', distance: 3 },
        ],
        needed: 5,
        drm: 2,
        chance: 35 / 36,
      },
    ])
  })

  it('natural 4 (1 + 3) + 1 coastal = 5: success; the ships are located; the unit stays uncommitted', () => {
    const r = play(t06, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [1, 3, 3])
    const roll = eventsOf(r.events, 'reconRoll')[0]
    expect(roll.roll).toMatchObject({ natural: 4, modified: 5, target: 5, result: 'located' })
    expect(roll.roll!.modifiers).toEqual([
      { value: 1, rule: '4.10', label: 'the target is in a coastal hex' },
    ])
    expect(r.state.naval!.located.allies).toEqual(['z1'])
    expect(r.state.units.hampden.commitment).toBe('none')
    expect(r.state.units.hampden.aloft).toBeNull()
    // Sighting report: die 3 on the placeholder table = the exact number of chits: given at once.
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 1 naval chit (4.10).',
    )
    expect(eventsOf(r.events, 'sightingRoll')[0].privateTo).toBe('axis')
    expect(r.state.pending.kind).toBe('plan')
    expect(r.state.naval!.recon).toBeNull()
  })

  it('natural 3 (1 + 2) + 1 = 4: failure; nobody may try that flotilla again this Phase (T-05)', () => {
    const r = play(t06, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [1, 2])
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 3,
      modified: 4,
      result: 'not found',
    })
    expect(r.state.naval!.located.allies ?? []).toEqual([])
    expect(pendingOf(r.state, 'plan').recon ?? []).toEqual([])
    expect(refused(r.state, { type: 'reconnoitre', target: '0805', units: ['whitley'] })).toEqual({
      rule: '4.10',
      message:
        'The flotilla at 0805 has been reconnoitred once this Phase: not again until it enters another location or a new Phase begins (4.10).',
    })
  })

  it('a new Phase allows a new attempt on the same flotilla (T-05)', () => {
    let s = play(
      t06,
      [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }, { type: 'endStep' }],
      [1, 2],
    ).state
    // The Axis Naval and Air Phase, then the Offensive Phase: a new Phase.
    s = act(s, { type: 'endStep' }).state
    expect(s.turn.phase).toBe('offensive')
    expect(s.naval!.tried).toEqual([])
    expect(reconTargets(tx(s), 'allies').map((r) => r.loc)).toEqual(['0805'])
  })

  it('additional units add +1 each; each listed unit must be in range', () => {
    const r = play(t06, [{ type: 'reconnoitre', target: '0805', units: ['hampden', 'whitley'] }], [1, 1, 3])
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 2,
      modified: 4,
      target: 5,
      result: 'not found',
    })
    expect(
      refused(start(t06), { type: 'reconnoitre', target: '0805', units: ['hampden', 'hampden'] }).message,
    ).toBe('Hampden is listed twice.')
    expect(refused(start(t06), { type: 'reconnoitre', target: '0905', units: ['hampden'] }).message).toBe(
      'There is no enemy ship at sea at 0905 to reconnoitre (4.10).',
    )
  })

  it('a friendly ship within 2 hexes adds +1 (4.10)', () => {
    const sc = fixture({
      ...fixtureOpts(),
      navalUnits: [ship('z1', '0805'), ship('hms', '1005', { nation: 'UK' })],
    })
    const r = play(sc, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [1, 2, 3])
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 3,
      modified: 5,
      result: 'located',
    })
  })
})

function fixtureOpts() {
  return {
    terrain: TERRAIN,
    bases: [{ id: 'london', hex: '0505', owner: 'allies' as const }],
    units: [
      {
        id: 'hampden',
        name: 'Hampden',
        nation: 'UK',
        type: 'B' as const,
        front: '4-10',
        back: '2-10',
        base: 'london',
      },
      {
        id: 'whitley',
        name: 'Whitley',
        nation: 'UK',
        type: 'B' as const,
        front: '7-16',
        back: '3-16',
        base: 'london',
      },
    ],
  }
}

describe('T-07 reconnaissance into a large sea area (4.10, 4.15)', () => {
  // The Atlantic: MP 10, bordered by 0901; the base 0501 is 4 hexes from it.
  const sea = fixture({
    terrain: TERRAIN,
    largeSeaAreas: [{ id: 'atlantic', name: 'Atlantic', mp: 10, border: ['0901'] }],
    bases: [{ id: 'glasgow', hex: '0501', owner: 'allies' }],
    units: [
      {
        id: 'whitley',
        name: 'Whitley',
        nation: 'UK',
        type: 'B',
        front: '7-16',
        back: '3-16',
        base: 'glasgow',
      },
      {
        id: 'blenheim',
        name: 'Blenheim',
        nation: 'UK',
        type: 'B',
        front: '2-13',
        back: null,
        base: 'glasgow',
      },
    ],
    navalUnits: [
      ship('a1', '', { seaArea: 'atlantic', hex: undefined, flotilla: 'A' }),
      ship('b1', '', { seaArea: 'atlantic', hex: undefined, flotilla: 'B' }),
    ],
  })

  it('4 hexes to the edge + MP 10 = 14: 11 needed; a range-13 unit cannot reach; one target per flotilla (T-05)', () => {
    const recon = pendingOf(start(sea), 'plan').recon!
    expect(
      recon.map((r) => [r.loc, r.flotilla, r.needed, r.units.map((u) => `${u.id}@${u.distance}`)]),
    ).toEqual([
      ['atlantic', 'A', 11, ['whitley@14']],
      ['atlantic', 'B', 11, ['whitley@14']],
    ])
  })

  it('a failed attempt on flotilla A leaves flotilla B open, and locates only the flotilla named', () => {
    let r = play(
      sea,
      [{ type: 'reconnoitre', target: 'atlantic', flotilla: 'A', units: ['whitley'] }],
      [1, 1, 6, 6, 3],
    )
    const said = eventsOf(r.events, 'recon')[0].text
    expect(said).toMatch(/reconnoitres atlantic \(a flotilla of \d naval chits?\)/) // by its chits: a flotilla's id names its ships (4.10)
    expect(said).not.toContain('flotilla A')
    expect(pendingOf(r.state, 'plan').recon!.map((x) => x.flotilla)).toEqual(['B'])
    expect(refused(r.state, { type: 'reconnoitre', target: 'atlantic', units: ['whitley'] }).message).toBe(
      'In a large sea area the reconnaissance names one of the 2 enemy flotillas there, as the plan lists them (4.10).',
    ) // their ids name the ships: not told
    r = play(r.state, [{ type: 'reconnoitre', target: 'atlantic', flotilla: 'B', units: ['whitley'] }])
    expect(r.state.naval!.located.allies).toEqual(['b1'])
  })

  it('carrier N inside the area count its MP as the distance: range 5 < MP 10, no reconnaissance', () => {
    const sc = fixture({
      terrain: TERRAIN,
      largeSeaAreas: [{ id: 'atlantic', name: 'Atlantic', mp: 10, border: ['0901'] }],
      bases: [],
      moreBases: [
        {
          id: 'ark-air',
          name: 'Ark Royal',
          carrier: 'ark',
          owner: 'allies',
          components: [{ kind: 'Carrier' }],
        },
      ],
      units: [
        {
          id: 'swordfish',
          name: 'Swordfish',
          nation: 'UK',
          type: 'N',
          front: '3-5/1',
          back: '1-5/1',
          base: 'ark-air',
        },
      ],
      navalUnits: [
        ship('a1', '', { seaArea: 'atlantic', hex: undefined, flotilla: 'A' }),
        {
          id: 'ark',
          name: 'Ark Royal',
          nation: 'UK',
          type: 'CV',
          named: true,
          front: { armor: 8, gunnery: 2, aircraftCapacity: 4 },
          back: { armor: 6, gunnery: 1, aircraftCapacity: 2 },
          seaArea: 'atlantic',
        },
      ],
    })
    const t = tx(start(sc))
    expect(reconTargets(t, 'allies')).toEqual([])
  })
})

describe('T-08 sighting report latitude (4.10; A-60)', () => {
  it('3 chits ±50 %: any whole number from 1 to 5', () => {
    const t = tx(start(t06))
    expect(latitude(t, ['a', 'b', 'c'], 5).count).toEqual({ min: 1, max: 5, truth: 3 })
    expect(latitude(t, ['a', 'b', 'c'], 2)).toMatchObject({
      count: { min: 3, max: 3 },
      types: true,
      placeholder: true,
    })
  })

  it('the owner reports within the latitude: 0 and 6 refused, 5 accepted', () => {
    const sc = fixture({
      ...fixtureOpts(),
      navalUnits: [ship('z1', '0805'), ship('z2', '0805'), ship('z3', '0805')],
    })
    const s = play(sc, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [6, 6, 5]).state
    const p = pendingOf(s, 'sightingReport')
    expect(p.side).toBe('axis')
    expect(p.report.count).toEqual({ min: 1, max: 5, truth: 3 })
    expect(refused(s, { type: 'reportSighting', count: 0 })).toEqual({
      rule: '4.10',
      message:
        'The report may give any whole number from 1 to 5 naval chits on this result (4.10; A-60); 0 is outside it.',
    })
    expect(refused(s, { type: 'reportSighting', count: 6 }).rule).toBe('4.10')
    const r = act(s, { type: 'reportSighting', count: 5 })
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 5 naval chits (4.10).',
    )
    expect(r.state.pending.kind).toBe('plan')
  })
})

describe('False Reporting (4.10; APTO D32)', () => {
  /** APTO: three Axis ships at 0805 (3 hexes from London: 8 needed, +1 coastal); the Hampden rolls 6 + 6, then the owner’s secret die. */
  function reported(die: number, options: Record<string, unknown> = {}) {
    const sc = fixture({
      ...fixtureOpts(),
      variant: 'apto',
      navalUnits: [
        ship('z1', '0805', { type: 'CA', named: true, name: 'Maya' }),
        ship('z2', '0805'),
        ship('z3', '0805'),
      ],
    })
    return play(
      { ...sc, options: { ...sc.options, ...options } },
      [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }],
      [6, 6, die],
    ).state
  }

  it('APTO D32: on a 1 (±50 %, no types) the owner may add types and names, true or false; the report shows them as given, the choice is secret', () => {
    const s = reported(1)
    const p = pendingOf(s, 'sightingReport')
    expect(p.mayAdd).toEqual({ types: true, names: true })
    expect(p.report.count).toEqual({ min: 1, max: 5, truth: 3 })
    expect(p.prompt).toBe(
      'Flotilla Sighting Report (you rolled 1): give the number of ships ±50 %, no types — between 1 and 5 chits (the true number is 3). You may add types and names, true or false, as the roll does not ask for them (False Reporting, 4.10; APTO D32).',
    )
    expect(refused(s, { type: 'reportSighting', count: 3, types: { CV: 2 } })).toEqual({
      rule: '4.10; APTO D32',
      message: 'The types claimed add up to 2 chits; they must add up to the 3 reported.',
    })
    expect(refused(s, { type: 'reportSighting', count: 1, names: ['Yamato', 'Musashi'] }).message).toBe(
      '2 names for 1 chit: at most one name a chit.',
    )
    const r = act(s, { type: 'reportSighting', count: 3, types: { CV: 2, BB: 1 }, names: ['Yamato'] })
    expect(eventsOf(r.events, 'falseReport')[0]).toMatchObject({
      privateTo: 'axis',
      text: 'Axis adds types and names of its choice to the report, as the roll 1 allows (False Reporting, 4.10; APTO D32).',
    })
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 3 naval chits: 2 CV, 1 BB (Yamato) (4.10).',
    )
  })

  it('APTO D32: on a 5 (exact counts by type) the types are given exactly, but the owner may add names: the report becomes a decision', () => {
    const s = reported(5)
    const p = pendingOf(s, 'sightingReport')
    expect(p.mayAdd).toEqual({ types: false, names: true })
    expect(p.report.count).toEqual({ min: 3, max: 3, truth: 3 })
    expect(refused(s, { type: 'reportSighting', count: 3, types: { CV: 3 } }).message).toBe(
      'This roll asks for the types: they are given exactly, none may be added (False Reporting, 4.10; APTO D32).',
    )
    const r = act(s, { type: 'reportSighting', count: 3, names: ['Tone', 'Chikuma'] })
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 3 naval chits: 1 CA, 2 DD (Tone, Chikuma) (4.10).',
    )
  })

  it('APTO D32: on a 6 (by type and by name) nothing may be added: the report is given at once', () => {
    const s = reported(6)
    expect(s.pending.kind).toBe('plan')
  })

  it('4.10: a 6 names the ships, truly: the Allies identify the Maya and both destroyers while they stay located, and see their names; a 5 with names added, true or false, identifies none', () => {
    const known = (s: ReturnType<typeof reported>) =>
      ['z1', 'z2', 'z3'].filter((id) => identifies(contextOf(s), s, 'allies', id))
    const six = reported(6)
    expect(six.naval?.named).toEqual({ allies: ['z1', 'z2', 'z3'] })
    expect(known(six)).toEqual(['z1', 'z2', 'z3'])
    const stack = shipsSeenBy(six, 'allies').find((x) => x.side === 'axis')!
    expect(stack.ships?.map((x) => x.name)).toContain('Maya')
    // A new Phase ends it, as it ends the location (4.10).
    const next = tx(structuredClone(six))
    clearNavalPhase(next)
    expect(next.s.naval?.named).toBeUndefined()
    expect(known(next.s)).toEqual([])
    expect(shipsSeenBy(six, 'axis').length).toBeGreaterThan(0) // the owner always knows its own
    // The Maya's flotilla sails on: located no more, it is a chit again; the destroyers that stay are still known (4.10).
    const sail = tx(structuredClone(six))
    const f = flotillaMoves(sail, 'axis').find((x) => x.ships.includes('z1'))!
    expect(f.ships).toEqual(['z1'])
    const to = f.next.find((n) => !n.inPort && n.to !== '0805')!
    actMoveFlotilla(sail, { type: 'moveFlotilla', side: 'axis', flotilla: f.flotilla, to: to.to }, 'axis')
    expect(sail.s.naval?.named).toEqual({ allies: ['z2', 'z3'] })
    expect(sail.s.naval?.located.allies).toEqual(['z2', 'z3'])
    expect(known(sail.s)).toEqual(['z2', 'z3'])
    expect(shipsSeenBy(sail.s, 'allies').flatMap((x) => x.ships?.map((y) => y.name) ?? [])).not.toContain(
      'Maya',
    )
    // A 5 asks for no names: the names the owner adds may be false, and identify nothing (APTO D32).
    const five = act(reported(5), { type: 'reportSighting', count: 3, names: ['Maya', 'Tone'] }).state
    expect(five.naval?.named).toBeUndefined()
    expect(known(five)).toEqual([])
    // Version 10 saves (option sightingNames false): the names were only in the log.
    expect(known(reported(6, { sightingNames: false }))).toEqual([])
  })

  it('version 7 saves (option falseReporting false): a 5 is given at once, and on a 1 no type may be added', () => {
    expect(reported(5, { falseReporting: false }).pending.kind).toBe('plan')
    const s = reported(1, { falseReporting: false })
    expect(pendingOf(s, 'sightingReport').mayAdd).toBeUndefined()
    expect(refused(s, { type: 'reportSighting', count: 3, types: { CV: 3 } }).message).toBe(
      'No type may be added to this report: False Reporting is APTO’s, where the roll asks for no type (4.10; APTO D32).',
    )
  })

  it('the bot claims destroyers where the roll asks for no type; its answer is legal', async () => {
    const { botDecision } = await import('../bot/decide')
    const s = reported(1)
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'reportSighting', side: 'axis', count: 1, types: { DD: 1 } })
    expect(act(s, d.action).state.pending.kind).toBe('plan')
  })
})

describe('APTO Flotilla Sighting Report, faces 2–4 (4.10; APTO D31, D32)', () => {
  /** APTO: a named CA and four DD at 0805; the Hampden rolls 6 + 6, then the owner’s secret die. */
  function reported(die: number) {
    const sc = fixture({
      ...fixtureOpts(),
      variant: 'apto',
      navalUnits: [
        ship('z1', '0805', { type: 'CA', named: true, name: 'Maya' }),
        ship('z2', '0805'),
        ship('z3', '0805'),
        ship('z4', '0805'),
        ship('z5', '0805'),
      ],
    })
    return play(sc, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [6, 6, die]).state
  }

  it('D31 face 2: the number of ships ±25 %, no types: 5 chits → 3 to 7 (3.75 down, 6.25 up, A-60); 2 and 8 refused', () => {
    const s = reported(2)
    const p = pendingOf(s, 'sightingReport')
    expect(p.report).toMatchObject({ count: { min: 3, max: 7, truth: 5 }, types: false, names: false })
    expect(p.report.byType).toBeUndefined()
    expect(p.mayAdd).toEqual({ types: true, names: true })
    expect(refused(s, { type: 'reportSighting', count: 2 }).message).toBe(
      'The report may give any whole number from 3 to 7 naval chits on this result (4.10; A-60); 2 is outside it.',
    )
    expect(refused(s, { type: 'reportSighting', count: 8 }).rule).toBe('4.10')
    const r = act(s, { type: 'reportSighting', count: 7 })
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 7 naval chits (4.10).',
    )
  })

  it('D31 face 3: counts by type ±50 %: CA 1 → 1–2, DD 4 → 2–6; a report with no types is refused', () => {
    const s = reported(3)
    const p = pendingOf(s, 'sightingReport')
    expect(p.report).toMatchObject({
      text: 'named and unnamed counts ±50 %, by type',
      types: true,
      names: false,
      count: { min: 3, max: 8, truth: 5 },
      byType: { CA: { min: 1, max: 2, truth: 1 }, DD: { min: 2, max: 6, truth: 4 } },
    })
    expect(p.prompt).toBe(
      'Flotilla Sighting Report (you rolled 3): give named and unnamed counts ±50 %, by type — by type, CA 1–2 (there are 1), DD 2–6 (there are 4); the chits reported are their sum. You may add names, true or false, as the roll does not ask for them (False Reporting, 4.10; APTO D32).',
    )
    // The roll asks for types: a bare count is refused, and no type may be invented (D32 applies only where none is asked).
    expect(refused(s, { type: 'reportSighting', count: 3 })).toEqual({
      rule: '4.10',
      message:
        'This roll asks for the counts by type (4.10): give "types" as { "CA": 1 }, one count for each of CA 1–2, DD 2–6.',
    })
    expect(refused(s, { type: 'reportSighting', count: 3, types: { CA: 1, DD: 1, BB: 1 } }).message).toBe(
      '"BB" is not among the types reported on this roll: the report gives CA 1–2, DD 2–6 (4.10); a type may be invented only where the roll asks for none (APTO D32).',
    )
    expect(refused(s, { type: 'reportSighting', count: 2, types: { CA: 1, DD: 1 } }).message).toBe(
      'types.DD: the report gives from 2 to 6 DD chits on this roll (4.10; A-60); got 1.',
    )
    expect(refused(s, { type: 'reportSighting', count: 8, types: { CA: 1, DD: 7 } }).message).toBe(
      'types.DD: the report gives from 2 to 6 DD chits on this roll (4.10; A-60); got 7.',
    )
    expect(refused(s, { type: 'reportSighting', count: 4, types: { CA: 2, DD: 6 } }).message).toBe(
      'The counts by type add up to 8 chits; the report gives 4: they must be equal (4.10).',
    )
    const r = act(s, { type: 'reportSighting', count: 8, types: { DD: 6, CA: 2 }, names: ['Yamato'] })
    expect(eventsOf(r.events, 'falseReport')[0].text).toBe(
      'Axis adds names of its choice to the report, as the roll 3 allows (False Reporting, 4.10; APTO D32).',
    )
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 8 naval chits: 2 CA, 6 DD (Yamato) (4.10).',
    )
  })

  it('D31 face 4: counts by type ±25 %: CA 1 → 1–2, DD 4 → 3–5 (DD 2 and 6 refused)', () => {
    const s = reported(4)
    const p = pendingOf(s, 'sightingReport')
    expect(p.report).toMatchObject({
      types: true,
      count: { min: 4, max: 7, truth: 5 },
      byType: { CA: { min: 1, max: 2, truth: 1 }, DD: { min: 3, max: 5, truth: 4 } },
    })
    expect(refused(s, { type: 'reportSighting', count: 3, types: { CA: 1, DD: 2 } }).message).toBe(
      'types.DD: the report gives from 3 to 5 DD chits on this roll (4.10; A-60); got 2.',
    )
    expect(refused(s, { type: 'reportSighting', count: 7, types: { CA: 1, DD: 6 } }).rule).toBe('4.10')
    expect(refused(s, { type: 'reportSighting', count: 4 }).rule).toBe('4.10')
    const r = act(s, { type: 'reportSighting', count: 4, types: { CA: 1, DD: 3 } })
    expect(eventsOf(r.events, 'falseReport')).toEqual([])
    expect(eventsOf(r.events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 4 naval chits: 1 CA, 3 DD (4.10).',
    )
  })

  it('version 8 games (option sightingByType false, V9_PINS) keep a bare count on a 3: 1 to 8 chits, no types asked', () => {
    const s0 = reported(3)
    const sc = { ...s0.scenario, options: { ...s0.scenario.options, sightingByType: false } }
    const s = play(sc, [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }], [6, 6, 3]).state
    const p = pendingOf(s, 'sightingReport')
    expect(p.report).toMatchObject({ types: false, count: { min: 2, max: 8, truth: 5 } })
    expect(p.report.byType).toBeUndefined()
    expect(eventsOf(act(s, { type: 'reportSighting', count: 2 }).events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 2 naval chits (4.10).',
    )
  })

  it('D31: the words of each face, and a version 8 game (sightingByType false) still gives the types of a 5 and a 6', () => {
    const ships = ['z1', 'z2', 'z3', 'z4', 'z5']
    const t = tx(reported(1))
    expect([1, 2, 3, 4, 5, 6].map((roll) => latitude(t, ships, roll).text)).toEqual([
      'the number of ships ±50 %, no types',
      'the number of ships ±25 %, no types',
      'named and unnamed counts ±50 %, by type',
      'named and unnamed counts ±25 %, by type',
      'exact counts by type',
      'exact counts by type and by name',
    ])
    const v8 = tx(reported(1))
    v8.s.scenario = { ...v8.s.scenario, options: { ...v8.s.scenario.options, sightingByType: false } }
    expect(
      [3, 4, 5, 6].map((roll) => [latitude(v8, ships, roll).types, latitude(v8, ships, roll).count]),
    ).toEqual([
      [false, { min: 2, max: 8, truth: 5 }],
      [false, { min: 3, max: 7, truth: 5 }],
      [true, { min: 5, max: 5, truth: 5 }],
      [true, { min: 5, max: 5, truth: 5 }],
    ])
  })

  it('faces 3–4: the bot reports the fewest of each type, and every listed action is accepted', async () => {
    const { botDecision } = await import('../bot/decide')
    const { legalActions } = await import('./legal')
    for (const die of [3, 4]) {
      const s = reported(die)
      const d = botDecision(s)
      expect(d.action).toEqual({
        type: 'reportSighting',
        side: 'axis',
        count: die === 3 ? 3 : 4,
        types: die === 3 ? { CA: 1, DD: 2 } : { CA: 1, DD: 3 },
      })
      const listed = legalActions(s)
      expect(listed.map((a) => (a.type === 'reportSighting' ? a.count : null))).toEqual(
        die === 3 ? [3, 4, 5, 6, 7, 8, 3] : [4, 5, 6, 7, 4],
      )
      for (const a of listed) expect(act(s, a).state.pending.kind).toBe('plan')
    }
  })
})
