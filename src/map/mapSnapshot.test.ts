import { describe, expect, it } from 'vitest'
import {
  apply,
  engagementStack,
  interceptionZone,
  newGame,
  rangeOverlay,
  traceLaunch,
  type Action,
  type GameEvent,
  type GameState,
} from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { readBuiltIn } from '../scenarios/files'
import {
  boardOf,
  createMapSnapshotSelector,
  interceptingSides,
  lastCombat,
  mapSnapshot,
  piecesOf,
  replayPieces,
} from './mapSnapshot'
import { createSortieStore, type UiSlice } from '../store/store'
import { ALL_OVERLAYS, testUi } from './testUi'

const tutorialJson = readBuiltIn('tutorial')
const channelJson = readBuiltIn('channel-1943')

const sc = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies', capacity: 2 },
    { id: 'x1', hex: '1004', owner: 'axis' },
  ],
  units: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]', base: 'ab' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
    { id: 'hurri', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-4/2', back: null, base: 'ab' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
  ],
})
const ui = (patch: Partial<UiSlice> = {}): UiSlice => testUi({ overlays: ALL_OVERLAYS, ...patch })
const hex = (s: GameState, label: string) =>
  s.scenario.map.cols * (Number(label.slice(2)) - 1) + Number(label.slice(0, 2)) - 1
const labels = (s: GameState, locs: readonly number[]) => locs.map((l) => boardOf(s).labels[l])

function play(s: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  for (const a of actions) {
    const r = apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

describe('map snapshot: the board', () => {
  const tutorial = parseScenario(tutorialJson)
  if (!tutorial.ok) throw new Error('tutorial does not load')
  const s = newGame(tutorial.scenario, { seed: 1 })
  const b = boardOf(s)

  it("shows the weather zones that are not the default: Channel's North Sea, half strength, on its hexes and its large sea area", () => {
    expect(b.weatherZones).toEqual([]) // the tutorial has one zone, the default
    const channel = parseScenario(channelJson)
    if (!channel.ok) throw new Error('channel does not load')
    const c = boardOf(newGame(channel.scenario, { seed: 1 }))
    expect(c.weatherZones.map((z) => [z.id, z.name, z.condition])).toEqual([
      ['north', 'North Sea', 'half strength'],
    ])
    expect(c.weatherZones[0].outline.length).toBeGreaterThan(0)
    expect(c.largeSeaAreas.map((a) => [a.name, a.weather])).toEqual([['North Sea', 'half strength']])
  })

  it('is cached per scenario and holds the terrain of every hex', () => {
    expect(boardOf(newGame(tutorial.scenario, { seed: 2 }))).toBe(b)
    expect(b.terrain).toHaveLength(16 * 12)
    expect(b.labels[hex(s, '0101')]).toBe('0101')
    expect(new Set(b.terrain)).toContain('sea')
  })

  it('outlines sea areas, marks installations from base components', () => {
    expect(b.seaAreas.map((a) => a.name)).toEqual(['The Narrow Sea'])
    expect(b.seaAreas[0].outline.length % 2).toBe(0)
    expect(b.seaAreas[0].outline.length).toBeGreaterThan(0)
    const kestrel = b.installations.find((i) => i.hex === hex(s, '0507'))
    expect(kestrel).toMatchObject({ city: true, port: null })
    expect(b.installations.find((i) => i.hex === hex(s, '1106'))).toMatchObject({ port: 'minor' })
    expect(b.names.map((n) => n.name)).toEqual(['Ashcombe', 'Hafenstadt'])
  })

  it('draws nation borders only between hexes of two different nations', () => {
    const ctxNations = tutorial.scenario.map.nations!
    for (let i = 0; i < b.nationEdges.length; i += 2) {
      const h = b.nationEdges[i]
      const row = Math.floor(h / 16)
      const code = ctxNations.rows[row][h % 16]
      expect(ctxNations.legend[code]).toBeTruthy()
    }
  })
})

describe('map snapshot: the pieces', () => {
  it('APTO D18, D98: a Dirt Airstrip is a "D" on its plate, a grass airfield a "G"', () => {
    const at = (variant: 'aeto' | 'apto') => {
      const s = newGame(
        fixture({
          variant,
          bases: [{ id: 'strip', hex: '0303', owner: 'allies', kind: 'GrassAirfield', capacity: 1 }],
          units: [],
        }),
        { seed: 1 },
      )
      return piecesOf(s).places.find((x) => x.loc === hex(s, '0303'))!.bases[0].kind
    }
    expect(at('apto')).toBe('D')
    expect(at('aeto')).toBe('G')
  })

  it('stacks units at their base, top first, with base type, used/capacity and over-stacking', () => {
    const s = newGame(sc, { seed: 1 })
    const p = piecesOf(s)
    expect(piecesOf(s)).toBe(p)
    const ab = p.places.find((x) => x.loc === hex(s, '0207'))!
    expect(ab.atBase.map((c) => c.id)).toEqual(['b17', 'spit', 'hurri'])
    expect(ab.bases[0]).toMatchObject({ id: 'ab', used: 3, capacity: 2, overStacked: true, kind: 'L' })
    expect(ab.atBase.map((c) => c.operational)).toEqual([true, true, false])
    expect(ab.atBase[0]).toMatchObject({
      type: 'B',
      strength: 12,
      range: 20,
      quality: 2,
      circled: true,
      underscored: true,
      depleted: false,
      aloft: false,
    })
    expect(p.unitOrder).toEqual(['me109', 'b17', 'spit', 'hurri']) // reading order: by row, then column
    expect(p.unitLoc.get('me109')).toBe(hex(s, '1004'))
  })

  it('shows flights aloft with their number where they are, apart from the units at base', () => {
    const s0 = newGame(sc, { seed: 1 })
    const { state } = play(s0, [
      { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '0607', path: ['0307', '0407'] },
    ])
    const p = piecesOf(state)
    const u = state.units.b17
    expect(u.aloft).not.toBeNull()
    const there = p.places.find((x) => x.loc === u.aloft!.loc)!
    expect(there.flights).toHaveLength(1)
    expect(there.flights[0]).toMatchObject({
      id: u.aloft!.flight,
      number: Number(u.aloft!.flight.slice(1)),
      setAside: false,
    })
    expect(there.flights[0].chits[0]).toMatchObject({
      id: 'b17',
      aloft: true,
      commitment: 'current',
      flight: Number(u.aloft!.flight.slice(1)),
    })
    const base = p.places.find((x) => x.loc === hex(state, '0207'))!
    expect(base.atBase.map((c) => c.id)).toEqual(['spit', 'hurri'])
  })
})

describe('map snapshot: ships as the viewer may see them (4.10; rules/view.ts)', () => {
  const tutorial = parseScenario(tutorialJson)
  if (!tutorial.ok) throw new Error('tutorial does not load')
  const s = newGame(tutorial.scenario, { seed: 1 })
  const navalAt = (state: GameState, label: string, viewer: string | null) =>
    piecesOf(state, viewer).places.find((p) => p.loc === hex(state, label))?.naval

  it('all open: one chit per side and location, its largest ship type, the ships largest first', () => {
    expect(navalAt(s, '0905', null)).toEqual([
      expect.objectContaining({
        type: 'CL',
        count: 2,
        unidentified: 0,
        carrier: false,
        inPort: false,
        ships: [
          { name: 'Emden', type: 'CL' },
          { name: 'Z 10', type: 'DD' },
        ],
      }),
    ])
  })

  it('the Allies before reconnaissance: a plain marker with the chit count, no name, no type', () => {
    expect(navalAt(s, '0905', 'allies')).toEqual([
      expect.objectContaining({ type: '', count: 2, unidentified: 2, ships: [] }),
    ])
    expect(JSON.stringify(piecesOf(s, 'allies'))).not.toMatch(/Emden|Z 10|de-emden|de-z10/)
    expect(navalAt(s, '0905', 'axis')![0].ships.map((x) => x.name)).toEqual(['Emden', 'Z 10'])
  })

  it('the Allies after a successful reconnaissance have located the ships, not identified them (4.10)', () => {
    const { state } = play(newGame(tutorial.scenario, { seed: 1, dice: [6, 6] }), [
      { type: 'reconnoitre', target: '0905', units: ['uk-wellington-1'] },
    ])
    expect(state.naval?.located.allies).toEqual(['de-emden', 'de-z10'])
    expect(navalAt(state, '0905', 'allies')![0]).toMatchObject({ type: '', unidentified: 2, ships: [] })
    expect(JSON.stringify(piecesOf(state, 'allies'))).not.toMatch(/Emden|Z 10|de-emden|de-z10/)
  })

  it('caches the pieces per state and viewer; ships are pieces, not the board', () => {
    expect(piecesOf(s, 'allies')).toBe(piecesOf(s, 'allies'))
    expect(piecesOf(s, 'allies')).not.toBe(piecesOf(s, 'axis'))
    expect(mapSnapshot(s, ui({ viewer: 'allies' })).pieces).toBe(piecesOf(s, 'allies'))
    expect('naval' in boardOf(s)).toBe(false)
  })
})

describe('map snapshot: overlays come from the rules module', () => {
  const s = newGame(sc, { seed: 1 })

  it('range and return range of the selected unit are rangeOverlay, as locations', () => {
    const o = mapSnapshot(s, ui({ selectedUnit: 'spit' })).overlays
    const r = rangeOverlay(s, 'spit')
    expect(new Set(labels(s, o.range))).toEqual(new Set(r.range))
    expect(new Set(labels(s, o.returnRange))).toEqual(new Set(r.returnRange))
    expect(
      mapSnapshot(
        s,
        ui({ selectedUnit: 'spit', overlays: { range: false, interceptionZone: false, engagements: false } }),
      ).overlays.range,
    ).toEqual([])
  })

  it('interception zone: the opponents of the selected unit, else of the deciding side', () => {
    expect(interceptingSides(s, { selectedUnit: 'me109', tracing: null, overlays: ui().overlays })).toEqual([
      'allies',
    ])
    expect(interceptingSides(s, { selectedUnit: null, tracing: null, overlays: ui().overlays })).toEqual([
      'axis',
    ])
    const o = mapSnapshot(s, ui()).overlays
    const zone = interceptionZone(s, 'axis')
    expect(
      new Set(
        labels(
          s,
          o.interception.map((z) => z.loc),
        ),
      ),
    ).toEqual(new Set(zone.keys()))
    expect(o.interception.find((z) => z.loc === hex(s, '1004'))?.count).toBe(zone.get('1004'))
    expect(o.interceptionSides).toEqual(['axis'])
  })

  it('tracing: the route from the base, the legal next hexes and MP per unit are traceLaunch', () => {
    const tracing = { base: 'ab', units: ['spit'], mission: 'fly' as const, route: ['0307', '0407'] }
    const o = mapSnapshot(s, ui({ tracing })).overlays
    const t = traceLaunch(s, 'ab', ['spit'], tracing.route)
    expect(labels(s, o.trace!.route)).toEqual(['0207', '0307', '0407'])
    expect(new Set(labels(s, o.trace!.next))).toEqual(new Set(t.next))
    expect(o.trace!.units).toEqual(t.units)
    expect(interceptingSides(s, { selectedUnit: 'me109', tracing, overlays: ui().overlays })).toEqual([
      'axis',
    ])
  })

  it('the engagement stack and the last combat with its results', () => {
    let { state, events } = play(s, [
      {
        type: 'launch',
        base: 'ab',
        units: ['b17'],
        mission: 'fly',
        target: '0806',
        path: ['0307', '0406', '0506', '0606', '0706', '0806'],
      },
    ])
    for (let guard = 0; guard < 20 && engagementStack(state).length === 0; guard++) {
      const p = state.pending
      const more = play(state, [
        p.kind === 'declare' && p.side === 'axis' && p.interceptors.length
          ? { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }
          : { type: 'pass' },
      ])
      state = more.state
      events = [...events, ...more.events]
    }
    const stack = engagementStack(state)
    expect(stack.length).toBeGreaterThan(0)
    const o = mapSnapshot(state, ui(), events).overlays
    expect(
      labels(
        state,
        o.engagements.map((e) => e.loc),
      ),
    ).toEqual(stack.map((e) => e.hex))
    expect(o.engagements.map((e) => e.n)).toEqual(stack.map((_, i) => i + 1))
    expect(o.lastCombat).toBeNull()

    const fake: GameEvent[] = [
      { type: 'combat', text: 'Air combat at 0806', loc: '0806', engagement: 'E1' },
      {
        type: 'attack',
        text: '',
        engagement: 'E1',
        units: ['me109', 'b17'],
        roll: { purpose: '', natural: 1, modifiers: [], modified: 1, result: 'hit', source: 'seeded' },
      },
      {
        type: 'attack',
        text: '',
        engagement: 'E1',
        units: ['spit', 'me109'],
        roll: { purpose: '', natural: 6, modifiers: [], modified: 6, result: 'miss', source: 'seeded' },
      },
      { type: 'depleted', text: '', engagement: 'E1', units: ['b17'] },
      { type: 'aborted', text: '', engagement: 'E9', units: ['spit'] },
    ]
    expect(lastCombat(state, [events, fake])).toEqual({
      loc: hex(state, '0806'),
      lines: ['2 attacks: 1 hit, 0 abort, 1 miss', 'B-17: depleted'],
      open: true,
    })
    // its results are shown while it is under way only; the Step's end or the scenario's end removes it
    const resolved = {
      ...state,
      engagements: { ...state.engagements, E1: { ...state.engagements.E1, status: 'resolved' as const } },
    }
    expect(lastCombat(resolved, [events, fake])?.open).toBe(false)
    expect(lastCombat(state, [events, fake, [{ type: 'endStep', text: '' }]])).toBeNull()
    expect(lastCombat({ ...state, engagements: {} }, [events, fake])).toBeNull()
    expect(lastCombat({ ...state, pending: { ...state.pending, kind: 'over' } }, [events, fake])).toBeNull()
  })
})

describe('map snapshot selector on the store', () => {
  it('keeps every unchanged part (and the whole snapshot) identical', () => {
    const store = createSortieStore()
    store.getState().loadScenario(JSON.parse(JSON.stringify(sc)), 'fixture')
    const select = createMapSnapshotSelector()
    const a = select(store.getState())!
    expect(select(store.getState())).toBe(a)
    store.getState().hover('0505')
    const b = select(store.getState())!
    expect(b).not.toBe(a)
    expect(b.board).toBe(a.board)
    expect(b.pieces).toBe(a.pieces)
    expect(b.overlays).toBe(a.overlays)
    expect(b.ui.hoverLoc).toBe(hex(store.getState().game!.states[0], '0505'))
    store.getState().select({ hex: '0207', unit: 'spit' })
    const c = select(store.getState())!
    expect(c.overlays).not.toBe(b.overlays)
    expect(c.overlays.range.length).toBeGreaterThan(0)
    store.getState().dispatch({
      type: 'launch',
      base: 'ab',
      units: ['b17'],
      mission: 'fly',
      target: '0607',
      path: ['0307', '0407'],
    })
    const d = select(store.getState())!
    expect(d.pieces).not.toBe(c.pieces)
    expect(d.board).toBe(c.board)
  })
})

describe('replay: the map follows the event being replayed (docs/guide.md, "Replay")', () => {
  it('a launch with its route: the B-17 at base before, at 0207 at launch, at each hex entered, and as after the action at its last event', () => {
    const parsed = parseScenario(tutorialJson)
    if (!parsed.ok) throw new Error('tutorial does not load')
    const before = newGame(parsed.scenario, { seed: 1 })
    const r = apply(before, {
      type: 'launch',
      base: 'marsham',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '0706',
      path: ['0307', '0407', '0507', '0606', '0706'],
    })
    if (!r.ok) throw new Error(r.violation.message)
    const ev = r.events
    const moves = ev
      .map((e, i) => [e.type, e.loc, i] as const)
      .filter(([t]) => t === 'move' || t === 'launch')
    expect(moves.map(([t, l]) => `${t} ${l}`).slice(0, 3)).toEqual(['launch 0207', 'move 0307', 'move 0407'])
    const where = (k: number) =>
      labels(before, [replayPieces(before, r.state, ev, k).unitLoc.get('us-b17-1')!])[0]
    const flightOf = (k: number) =>
      replayPieces(before, r.state, ev, k).places.find((p) =>
        p.flights.some((f) => f.chits.some((c) => c.id === 'us-b17-1')),
      )
    for (const [type, loc, i] of moves) {
      expect(where(i), `${type} ${loc}`).toBe(loc)
      expect(flightOf(i), 'aloft').toBeDefined()
    }
    expect(replayPieces(before, r.state, ev, ev.length - 1)).toBe(piecesOf(r.state))
    // units the action does not move stay as they are
    expect(replayPieces(before, r.state, ev, moves[1][2]).unitLoc.get('us-wellington-1') ?? null).toBe(
      piecesOf(r.state).unitLoc.get('us-wellington-1') ?? null,
    )
  })
})

describe('installation states on the map (4.26)', () => {
  it('a base plate says destroyed, damaged (a Major Port reduced) or building (under construction)', () => {
    const parsed = parseScenario(channelJson)
    if (!parsed.ok) throw new Error('channel-1943 does not load')
    const s0 = newGame(parsed.scenario, { seed: 1 })
    const status = (s: GameState, id: string) =>
      piecesOf(s)
        .places.flatMap((p) => p.bases)
        .find((b) => b.id === id)?.status
    expect(status(s0, 'marck')).toBeNull()
    expect(status({ ...s0, installations: { 'marck:0': { destroyed: true } } }, 'marck')).toBe('destroyed')
    expect(status({ ...s0, installations: { 'london:1': { reduced: true } } }, 'london')).toBe('damaged') // London's Major Port (component 1) reduced to Minor
    const building = {
      ...parsed.scenario,
      bases: parsed.scenario.bases.map((b) =>
        b.id === 'marck'
          ? { ...b, components: b.components.map((c) => ({ ...c, underConstruction: true })) }
          : b,
      ),
    }
    expect(status(newGame(building, { seed: 1 }), 'marck')).toBe('building')
  })
})
