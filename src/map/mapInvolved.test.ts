// The map's "involved" part: what the pending decision is about, from a duel on the
// engine fixture (Allied base "ab" at 0106, Axis base "x1" at 0906, 8 hexes east on row 06).
import { describe, expect, it } from 'vitest'
import { traceInterceptors, type GameState } from '../rules/systems/aeto'
import {
  duelScenario,
  passUntilWindowAt,
  rowRoute,
  toCombat,
} from '../rules/systems/aeto/testing/engineScenarios'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { act, passWindows, pendingOf, play } from '../rules/systems/aeto/testing/play'
import { boardOf, createMapSnapshotSelector, mapSnapshot } from './mapSnapshot'
import { createSortieStore, type Tracing, type UiSlice } from '../store/store'
import { testUi } from './testUi'

const sc = duelScenario({
  allies: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' },
  ],
  axis: [{ id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' }],
})

const ui = (patch: Partial<UiSlice> = {}): UiSlice =>
  testUi({ overlays: { range: false, interceptionZone: false, engagements: true }, ...patch })

/** The involved part with labels for locations, sorted (order carries no meaning). */
function involved(s: GameState, u: UiSlice = ui()) {
  const o = mapSnapshot(s, u).overlays.involved
  if (!o) return null
  const L = boardOf(s).labels
  const hexes = (locs: number[]) => locs.map((l) => L[l])
  return {
    kind: o.kind,
    hexes: hexes(o.locs).sort(),
    units: [...o.units].sort(),
    next: hexes(o.next).sort(),
    path: hexes(o.path),
  }
}

/** Both Allied units fly east along row 06 to 0506; the Axis window at 0506 (4 hexes from x1: in the Me-109's interception range 4). */
const atWindow = () =>
  passUntilWindowAt(
    play(sc, [
      {
        type: 'launch',
        base: 'ab',
        units: ['b17', 'spit'],
        mission: 'fly',
        target: '0506',
        path: rowRoute(1, 5),
      },
    ]),
    '0506',
  )
const declared = () => act(atWindow().state, { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] })

describe('map snapshot: what the pending decision is about', () => {
  it('plan: nothing (the planning UI has its own selection and trace)', () => {
    const s = play(sc, []).state
    expect(s.pending.kind).toBe('plan')
    expect(involved(s)).toBeNull()
  })

  it('declare (4.13): the enemy flight at 0506 with its B-17 and Spitfire; the Me-109 at its base x1 (0906)', () => {
    const s = atWindow().state
    expect(pendingOf(s, 'declare')).toMatchObject({ side: 'axis', loc: '0506' })
    expect(involved(s)).toEqual({
      kind: 'declare',
      hexes: ['0506', '0906'],
      units: ['b17', 'me109', 'spit'],
      next: [],
      path: [],
    })
  })

  it('launchInterceptors (4.13): the base still to launch, its Me-109 and its automatic path 0906 → 0506; no path while a route is traced', () => {
    const s = declared().state
    const p = pendingOf(s, 'launchInterceptors')
    expect(p.bases[0].autoPath).toEqual(['0806', '0707', '0606', '0506'])
    expect(involved(s)).toEqual({
      kind: 'launchInterceptors',
      hexes: ['0906'],
      units: ['me109'],
      next: [],
      path: ['0906', '0806', '0707', '0606', '0506'],
    })
    const tracing: Tracing = {
      base: 'x1',
      units: ['me109'],
      mission: 'fly',
      route: ['0806'],
      engagement: p.engagement,
    }
    expect(involved(s, ui({ tracing }))?.path).toEqual([])
  })

  it('attack (4.16): the engagement hex 0506 and every unit in the combat (the attacker option Spitfire and its target Me-109 among them)', () => {
    // dice 6s: no combat result gets in the way; the Axis designates nobody, then the Allies attack
    let s = toCombat(sc, [6, 6, 6, 6, 6, 6]).state
    expect(s.pending.kind).toBe('designate')
    expect(involved(s)).toEqual({
      kind: 'designate',
      hexes: ['0506'],
      units: ['b17', 'me109', 'spit'],
      next: [],
      path: [],
    })
    s = act(s, { type: 'designate', units: [] }).state
    const p = pendingOf(s, 'attack')
    expect(p.attackers).toEqual([{ id: 'spit', targets: [{ id: 'me109', legal: true }] }])
    expect(involved(s)).toEqual({
      kind: 'attack',
      hexes: ['0506'],
      units: ['b17', 'me109', 'spit'],
      next: [],
      path: [],
    })
  })

  it('move (4.12): the flight at 0306 with its B-17, and next = the legal neighbours of 0306', () => {
    // the planned route ends at 0306, short of the target 0706: the owner moves on hex by hex
    const s = passWindows(
      play(sc, [
        {
          type: 'launch',
          base: 'ab',
          units: ['b17'],
          mission: 'fly',
          target: '0706',
          path: ['0206', '0306'],
        },
      ]),
    ).state
    const p = pendingOf(s, 'move')
    expect(p.loc).toBe('0306')
    expect(involved(s)).toEqual({
      kind: 'move',
      hexes: ['0306'],
      units: ['b17'],
      next: ['0205', '0206', '0305', '0307', '0405', '0406'],
      path: [],
    })
    expect(involved(s)!.next).toEqual([...p.next].sort())
  })

  it('collect (4.9): the flight over the friendly base a2 (0306) with its B-17, and the Spitfire it may collect there', () => {
    const withBase = duelScenario({
      allies: [
        { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]' },
        { id: 'spit2', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a2' },
      ],
      axis: [{ id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' }],
      bases: [{ id: 'a2', hex: '0306', owner: 'allies' }],
    })
    const s = passWindows(
      play(withBase, [
        { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '0406', path: rowRoute(1, 4) },
      ]),
    ).state
    expect(pendingOf(s, 'collect').units).toEqual([{ id: 'spit2', base: 'a2', needsRole: false }])
    expect(involved(s)).toEqual({
      kind: 'collect',
      hexes: ['0306'],
      units: ['b17', 'spit2'],
      next: [],
      path: [],
    })
  })

  it('returnToBase (4.2): the units aloft and every base they may land at (a 0106, b 0308)', () => {
    // Wellington + Spitfire from a (0106), Hurricane from b (0308), all to 0506; the Step ends
    const steps = fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'b', hex: '0308', owner: 'allies' },
        { id: 'xf', hex: '2012', owner: 'axis' },
      ],
      units: [
        { id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: '2-6/1', base: 'a' },
        { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a' },
        { id: 'hurri', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-4/1', back: '2-4/1', base: 'b' },
        { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'xf' },
      ],
    })
    const s = play(steps, [
      {
        type: 'launch',
        base: 'a',
        units: ['well', 'spit'],
        mission: 'fly',
        target: '0506',
        path: rowRoute(1, 5),
      },
      { type: 'launch', base: 'b', units: ['hurri'], mission: 'fly', target: '0506' },
      { type: 'endStep' },
    ]).state
    expect(pendingOf(s, 'returnToBase').units.map((u) => u.bases)).toEqual([['a'], ['a', 'b'], ['b', 'a']])
    expect(involved(s)).toEqual({
      kind: 'returnToBase',
      hexes: ['0106', '0308'],
      units: ['hurri', 'spit', 'well'],
      next: [],
      path: [],
    })
  })

  it('is one object per state (and tracing or not), so the map redraws it only when it changes', () => {
    const s = atWindow().state
    const a = mapSnapshot(s, ui()).overlays.involved
    expect(mapSnapshot(s, ui({ selectedUnit: 'spit' })).overlays.involved).toBe(a)
    const store = createSortieStore()
    store.getState().loadScenario(JSON.parse(JSON.stringify(sc)), 'duel')
    store.getState().dispatch({
      type: 'launch',
      base: 'ab',
      units: ['b17', 'spit'],
      mission: 'fly',
      target: '0506',
      path: rowRoute(1, 5),
    })
    const select = createMapSnapshotSelector()
    const first = select(store.getState())!
    expect(first.overlays.involved?.kind).toBe('declare')
    store.getState().select({ hex: '0506', unit: 'b17' }) // new overlays (range), same decision
    const second = select(store.getState())!
    expect(second.overlays).not.toBe(first.overlays)
    expect(second.overlays.involved).toBe(first.overlays.involved)
  })
})

describe('map snapshot: an interceptor route being traced', () => {
  it("carries traceInterceptors' automatic rest to the engagement (drawn dashed after the traced hexes)", () => {
    const s = declared().state
    const engagement = pendingOf(s, 'launchInterceptors').engagement
    const tracing: Tracing = { base: 'x1', units: ['me109'], mission: 'fly', route: ['0806'], engagement }
    const t = mapSnapshot(s, ui({ tracing })).overlays.trace!
    const L = boardOf(s).labels
    const rest = traceInterceptors(s, engagement, 'x1', ['0806']).rest
    expect(rest.length).toBeGreaterThan(0)
    expect(rest[rest.length - 1]).toBe('0506')
    expect(t.rest.map((l) => L[l])).toEqual(rest)
    expect(t.route.map((l) => L[l])).toEqual(['0906', '0806'])
    // a mission's route has no automatic rest
    const mission = mapSnapshot(
      play(sc, []).state,
      ui({ tracing: { base: 'ab', units: ['spit'], mission: 'fly', route: ['0206'] } }),
    ).overlays.trace!
    expect(mission.rest).toEqual([])
  })
})
