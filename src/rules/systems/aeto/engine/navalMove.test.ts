// Naval movement entered by the players and the air windows it opens (spec §10.2–10.3, §6.1;
// 4.10, 4.15): one location at a time, on water; located status ends on a move; automatic location
// within 1 hex; D-NAVAL-AIRWINDOW (reconnoitre, air-naval interception, pass); T-10 and T-11 as a
// whole narrative, hex by hex.
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip, type FixtureShip } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start } from '../testing/play'
import { rowRoute } from '../testing/engineScenarios'
import { legalActions } from './legal'
import { shipPosition } from '../naval/ships'
import { contextOf } from '../context'
import type { GameState } from '../types'
import { readBuiltIn } from '../../../../scenarios/files'
import { parseScenario } from '../scenario/validate'
import { flotillaMoves } from './navalMove'
import { tx } from './core'

const ship = (id: string, hex: string, extra: Partial<FixtureShip> = {}) =>
  fixtureShip(id, hex, { flotilla: 'tf', ...extra })

// Columns 01–08 land, 09–20 sea: column 08 is the coastal column.
const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))

/** The Axis moves (phasing); an Allied bomber base at 0505; the task force of two ships at sea at 1205. */
const basic = fixture({
  terrain: COAST,
  phasingSide: 'axis',
  bases: [
    { id: 'london', hex: '0505', owner: 'allies' },
    { id: 'kiel', hex: '0210', owner: 'axis' },
  ],
  moreBases: [
    { id: 'brest', name: 'Brest', hex: '0808', owner: 'axis', components: [{ kind: 'MinorPort' }] },
  ],
  units: [
    { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', back: '2-10', base: 'london' },
    { id: 'me110', name: 'Me-110', nation: 'DE', type: 'F', front: '3-5', back: '1-5', base: 'kiel' },
  ],
  navalUnits: [ship('z1', '1205'), ship('z2', '1205')],
})

const at = (s: GameState, id: string) => {
  const p = shipPosition(contextOf(s), s, id)
  return `${contextOf(s).map.locLabel(p.loc)}${p.inPort ? ' port' : ''}`
}

describe('naval movement (an outside event, 4.15; spec §16)', () => {
  it('a flotilla moves one location at a time with all its ships; the move is announced with its chit count', () => {
    const r = play(basic, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1105' }])
    expect([at(r.state, 'z1'), at(r.state, 'z2')]).toEqual(['1105', '1105'])
    expect(eventsOf(r.events, 'navalMove')[0].text).toBe(
      'Axis moves a flotilla of 2 naval chits to 1105 (naval movement, entered by the players; 4.15).',
    )
  })

  it('the plan lists each flotilla’s next locations: water only, and a friendly port to dock in', () => {
    const nearBrest = fixture({
      terrain: COAST,
      phasingSide: 'axis',
      bases: [{ id: 'kiel', hex: '0210', owner: 'axis' }],
      moreBases: [
        { id: 'brest', name: 'Brest', hex: '0807', owner: 'axis', components: [{ kind: 'MinorPort' }] },
      ],
      units: [
        { id: 'me110', name: 'Me-110', nation: 'DE', type: 'F', front: '3-5', back: '1-5', base: 'kiel' },
      ],
      navalUnits: [ship('z1', '0907')],
    })
    const s = start(nearBrest)
    const to = legalActions(s)
      .flatMap((a) => (a.type === 'moveFlotilla' ? [`${a.to}${a.inPort ? ' port' : ''}`] : []))
      .sort()
    // the six neighbours (sea, or coastal hexes of column 08) and Brest's quay next door
    expect(to).toEqual(['0806', '0807', '0807 port', '0906', '0908', '1006', '1007'])
    expect(
      to.every(
        (x) =>
          contextOf(s).map.hexDistance(
            contextOf(s).map.parseLoc(x.split(' ')[0])!,
            contextOf(s).map.parseLoc('0907')!,
          ) === 1,
      ),
    ).toBe(true)
  })

  it('refuses a move onto land, two hexes at once, into no port, an enemy or unknown flotilla — also in the enemy’s window, where only the deciding side’s own flotillas may react', () => {
    const s = start(basic)
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'tf', to: '1005' })).toEqual({
      rule: '4.15',
      message: 'Ships move one location at a time: 1005 is not next to 1205.',
    })
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'tf', to: '0505' }).message).toBe(
      '0505 is inland: ships move on water (sea and coastal hexes, large sea areas).',
    )
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'tf', to: '1105', inPort: true }).message).toBe(
      'There is no Axis port at 1105 to dock in.',
    )
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'home-fleet', to: '1105' }).message).toBe(
      '"home-fleet" is not a flotilla of Axis afloat; yours: tf.',
    )
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'tf', to: 'zz99' }).message).toBe(
      '"zz99" is not a hex or sea area of this map.',
    )
    const w = act(s, { type: 'moveFlotilla', flotilla: 'tf', to: '1105' }).state
    expect(pendingOf(w, 'navalWindow').side).toBe('allies')
    expect(refused(w, { type: 'moveFlotilla', flotilla: 'tf', to: '1005' }).message).toBe(
      '"tf" is not a flotilla of Western Allies afloat.',
    )
  })

  it('docks in a friendly port and puts to sea again: in port and at sea are different locations (4.15)', () => {
    const route = ['1105', '1005', '0905', '0906', '0907', '0908'].flatMap((to) => [
      { type: 'moveFlotilla' as const, flotilla: 'tf', to },
      { type: 'pass' as const },
    ])
    let r = play(basic, route)
    if (r.state.pending.kind === 'navalWindow') r = act(r.state, { type: 'pass' })
    const docked = act(r.state, { type: 'moveFlotilla', flotilla: 'tf', to: '0808', inPort: true })
    expect(at(docked.state, 'z1')).toBe('0808 port')
    let s = docked.state
    while (s.pending.kind === 'navalWindow') s = act(s, { type: 'pass' }).state
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'tf', to: '0908' }).message).toBe(
      'Flotilla tf is in port at 0808: it first puts to sea there.',
    )
    expect(at(act(s, { type: 'moveFlotilla', flotilla: 'tf', to: '0808' }).state, 'z1')).toBe('0808')
  })
})

describe('D-NAVAL-AIRWINDOW (4.10, 4.15; spec §10.3 step 1)', () => {
  it('the side opposing the mover may reconnoitre the flotilla that halts, or pass; then the mover goes on', () => {
    const w = play(basic, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1105' }]).state
    const p = pendingOf(w, 'navalWindow')
    expect(p).toMatchObject({
      side: 'allies',
      mover: 'axis',
      flotilla: 'tf',
      loc: '1105',
      inPort: false,
      chits: 2,
      located: [],
      bases: [],
    })
    expect(p.recon).toMatchObject({ loc: '1105', needed: 7, units: [{ id: 'hampden', distance: 6 }] }) // 5–6 hexes: 7; the sea hex is not coastal
    expect(legalActions(w)).toEqual([
      { type: 'pass', side: 'allies' },
      { type: 'reconnoitre', side: 'allies', target: '1105', units: ['hampden'] },
    ])
    const passed = act(w, { type: 'pass' })
    expect(eventsOf(passed.events, 'navalWindowPass')[0].text).toBe(
      'Western Allies lets the flotilla at 1105 go on (4.15).',
    )
    expect(pendingOf(passed.state, 'plan').side).toBe('axis')
  })

  it('only the flotilla that halts may be reconnoitred or intercepted in the window', () => {
    const w = play(basic, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1105' }]).state
    expect(refused(w, { type: 'reconnoitre', target: '1205', units: ['hampden'] }).message).toBe(
      'Now only the flotilla that has just entered 1105 may be reconnoitred; "1205" is not its location (4.15).',
    )
  })

  it('after a successful reconnaissance the window offers an air-naval interception; the strike flies and attacks (4.15, 4.20)', () => {
    // 2d6 = 5 + 4 = 9 ≥ 7; the secret sighting report d6 = 1 (exact: given automatically)
    const r = play(
      basic,
      [
        { type: 'moveFlotilla', flotilla: 'tf', to: '1105' },
        { type: 'reconnoitre', target: '1105', units: ['hampden'] },
      ],
      [5, 4, 1],
    )
    expect(r.state.naval!.located.allies).toEqual(['z1', 'z2'])
    const p = pendingOf(r.state, 'navalWindow')
    expect(p.located).toEqual(['z1', 'z2'])
    expect(p.bases).toEqual([{ base: 'london', units: [{ id: 'hampden', needsRole: false, range: 10 }] }])
    expect(
      refused(r.state, {
        type: 'launch',
        base: 'london',
        units: ['hampden'],
        mission: 'strafe',
        target: '1105',
      }).message,
    ).toBe('Only an air-naval interception of the flotilla that has just moved is launched now (4.15).')
    const strike = act(r.state, { type: 'launch', base: 'london', units: ['hampden'], mission: 'airNaval' })
    expect(strike.state.missions.M1).toMatchObject({
      kind: 'airNaval',
      side: 'allies',
      target: contextOf(r.state).map.parseLoc('1105'),
    })
    expect(eventsOf(strike.events, 'launch')[0].text).toBe(
      'Hampden launches from london (0505) to attack the located ships at 1105 (4.1).',
    )
  })

  it('a move ends the located status (4.10); found again, the reconnaissance has +1 “located earlier this Phase”', () => {
    const r = play(
      basic,
      [
        { type: 'moveFlotilla', flotilla: 'tf', to: '1105' },
        { type: 'reconnoitre', target: '1105', units: ['hampden'] },
        { type: 'pass' },
      ],
      [5, 4, 1],
    )
    expect(r.state.naval!.located.allies).toEqual(['z1', 'z2'])
    const moved = act(r.state, { type: 'moveFlotilla', flotilla: 'tf', to: '1005' })
    expect(moved.state.naval!.located.allies).toEqual([])
    const recon = pendingOf(moved.state, 'navalWindow').recon!
    expect(recon).toMatchObject({ needed: 7, drm: 1 }) // 5 hexes: 7
  })

  it('a flotilla moving within 1 hex of an enemy air unit able to reconnoitre is located at once (4.10)', () => {
    const near = fixture({
      terrain: COAST,
      phasingSide: 'axis',
      bases: [{ id: 'plymouth', hex: '0805', owner: 'allies' }],
      units: [
        {
          id: 'hampden',
          name: 'Hampden',
          nation: 'UK',
          type: 'B',
          front: '4-10',
          back: '2-10',
          base: 'plymouth',
        },
      ],
      navalUnits: [ship('z1', '1005')],
    })
    const r = play(near, [{ type: 'moveFlotilla', flotilla: 'tf', to: '0905' }])
    expect(eventsOf(r.events, 'located')[0].text).toBe(
      'The flotilla moves within 1 hex of Western Allies air units at 0905: it is located at once (4.10).',
    )
    expect(pendingOf(r.state, 'navalWindow')).toMatchObject({ located: ['z1'], recon: null })
  })
})

describe('reactive naval moves inside a window (Part 3; 4.15, APTO T09 step 8)', () => {
  /** The Axis task force (two ships at 1205) moves; an Allied cruiser force waits at 1406; each side has a long-range reconnaissance bomber. */
  const reactive = fixture({
    terrain: COAST,
    phasingSide: 'axis',
    bases: [
      { id: 'london', hex: '0505', owner: 'allies' },
      { id: 'kiel', hex: '0210', owner: 'axis' },
    ],
    units: [
      {
        id: 'hampden',
        name: 'Hampden',
        nation: 'UK',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'london',
      },
      { id: 'condor', name: 'Fw-200', nation: 'DE', type: 'B', front: '2-22', back: '1-22', base: 'kiel' },
    ],
    navalUnits: [
      ship('z1', '1205'),
      ship('z2', '1205'),
      fixtureShip('glasgow', '1406', { nation: 'UK', flotilla: 'cruisers' }),
    ],
  })

  it('the side deciding in the window may move one of its flotillas: that move’s window comes first, then the first one resumes', () => {
    // Into 1105, 3 hexes from the cruisers at 1406: too far off to react.
    const far = act(start(reactive), { type: 'moveFlotilla', flotilla: 'tf', to: '1105' }).state
    expect(legalActions(far).some((a) => a.type === 'moveFlotilla')).toBe(false)
    expect(refused(far, { type: 'moveFlotilla', flotilla: 'cruisers', to: '1306' }).message).toBe(
      "Flotilla cruisers is more than 2 hexes from 1105: only a surface force that near reacts to the enemy's move.",
    )
    // Into 1305, 1 hex off: the cruisers may react.
    const w = act(start(reactive), { type: 'moveFlotilla', flotilla: 'tf', to: '1305' }).state
    expect(pendingOf(w, 'navalWindow').prompt).toBe(
      'An enemy flotilla (2 naval chits) has entered 1305 and halts: reconnoitre it, react with your ships, or let it go on.',
    )
    expect(legalActions(w)).toContainEqual({
      type: 'moveFlotilla',
      side: 'allies',
      flotilla: 'cruisers',
      to: '1306',
    })
    const r = act(w, { type: 'moveFlotilla', flotilla: 'cruisers', to: '1306' })
    expect(eventsOf(r.events, 'navalMove')[0].text).toBe(
      'Western Allies moves a flotilla of 1 naval chit to 1306 (naval movement, entered by the players; 4.15).',
    )
    // The Axis answers the reactive move first (its Fw-200 may reconnoitre the cruisers); it may not react to a reaction.
    const inner = pendingOf(r.state, 'navalWindow')
    expect(inner).toMatchObject({ side: 'axis', mover: 'allies', flotilla: 'cruisers', loc: '1306' })
    expect(legalActions(r.state).some((a) => a.type === 'moveFlotilla')).toBe(false)
    expect(refused(r.state, { type: 'moveFlotilla', flotilla: 'tf', to: '1005' }).message).toBe(
      'This window answers a reactive move: Axis may reconnoitre or strike the flotilla that reacted, or let it go on; its own flotillas move again when the enemy’s move resumes.',
    )
    // Passed: the Allies' window on the task force at 1105 is back, and they may react again or pass.
    const back = act(r.state, { type: 'pass' }).state
    expect(pendingOf(back, 'navalWindow')).toMatchObject({
      side: 'allies',
      mover: 'axis',
      flotilla: 'tf',
      loc: '1305',
    })
    expect(pendingOf(act(back, { type: 'pass' }).state, 'plan').side).toBe('axis')
  })

  it('the reacting force intercepts: every window at that hex closes, and no air-naval interception is flown there again this Phase (4.15; T09 step 12)', () => {
    let s = act(start(reactive), { type: 'moveFlotilla', flotilla: 'tf', to: '1305' }).state // next to the cruisers
    s = act(s, { type: 'moveFlotilla', flotilla: 'cruisers', to: '1306' }).state
    s = act(s, { type: 'pass' }).state // the Axis lets the cruisers go on
    s = act(s, { type: 'moveFlotilla', flotilla: 'cruisers', to: '1305' }).state // into the task force's hex
    s = act(s, { type: 'pass' }).state
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'allies', flotilla: 'tf', loc: '1305' })
    const r = act(s, { type: 'navalInterception', flotilla: 'cruisers' })
    expect(r.state.naval!.window).toBeNull()
    expect(r.state.naval!.interceptedAt).toEqual([contextOf(s).map.parseLoc('1305')])
    expect(r.state.naval!.located).toEqual({ axis: ['glasgow'], allies: ['z1', 'z2'] })
    expect(pendingOf(r.state, 'plan').side).toBe('axis')
    // The task force moves out and back in: located no more, the Allies may look again, but never strike it there.
    let again = act(r.state, { type: 'moveFlotilla', flotilla: 'tf', to: '1205' }).state
    again = act(again, { type: 'pass' }).state
    again = act(again, { type: 'moveFlotilla', flotilla: 'tf', to: '1305' }).state
    const p = pendingOf(again, 'navalWindow')
    expect(p.bases).toEqual([])
    expect(
      refused(again, { type: 'launch', base: 'london', units: ['hampden'], mission: 'airNaval' }),
    ).toEqual({
      rule: '4.15',
      message:
        'A naval interception has been made at 1305 this Phase: every air-naval interception there comes before it, so none is flown now (4.15).',
    })
  })
})

describe('T-10 range into a large sea area — Blenheim (4.15)', () => {
  // Glasgow at 0505, 4 hexes from 0905, a hex bordering the large sea area "iceland" (MP 10).
  const t10 = (range: number) =>
    fixture({
      terrain: COAST,
      phasingSide: 'axis',
      largeSeaAreas: [{ id: 'iceland', name: 'Iceland Box', mp: 10, border: ['0905'] }],
      bases: [{ id: 'glasgow', hex: '0505', owner: 'allies' }],
      units: [
        {
          id: 'blenheim',
          name: 'Blenheim',
          nation: 'UK',
          type: 'B',
          front: `2-${range}`,
          back: `1-${range}`,
          base: 'glasgow',
        },
      ],
      navalUnits: [ship('z1', '1005', { flotilla: 'tf' })],
    })
  // Located at sea next to the area (the reconnaissance, 2d6 = 6 + 6, report d6 1), then it enters the area.
  const intoArea = (range: number) =>
    play(
      t10(range),
      [
        { type: 'moveFlotilla', flotilla: 'tf', to: '0905' },
        { type: 'reconnoitre', target: '0905', units: ['blenheim'] },
        { type: 'pass' },
        { type: 'moveFlotilla', flotilla: 'tf', to: 'iceland' },
      ],
      [6, 6, 1, 6, 6, 1],
    ).state

  it('range 14: the cost to enter is 4 + 10 = 14, the air-naval interception is legal', () => {
    const s = intoArea(14)
    // (entering the area ended the located status: the window offers a new reconnaissance of flotilla tf)
    const p = pendingOf(s, 'navalWindow')
    expect(p).toMatchObject({ loc: 'iceland', flotilla: 'tf' })
    expect(p.recon).toMatchObject({
      loc: 'iceland',
      flotilla: 'tf',
      units: [{ id: 'blenheim', distance: 14 }],
    })
    const found = act(s, {
      type: 'reconnoitre',
      target: 'iceland',
      flotilla: 'tf',
      units: ['blenheim'],
    }).state
    expect(pendingOf(found, 'navalWindow').bases.map((b) => b.base)).toEqual(['glasgow'])
    expect(
      act(found, { type: 'launch', base: 'glasgow', units: ['blenheim'], mission: 'airNaval' }).state.missions
        .M1.kind,
    ).toBe('airNaval')
  })

  it('range 13: out of reach — neither reconnaissance nor interception is offered, and the window is skipped', () => {
    const s = play(
      t10(13),
      [
        { type: 'moveFlotilla', flotilla: 'tf', to: '0905' },
        { type: 'reconnoitre', target: '0905', units: ['blenheim'] },
        { type: 'pass' },
      ],
      [6, 6, 1],
    ).state
    const moved = act(s, { type: 'moveFlotilla', flotilla: 'tf', to: 'iceland' })
    expect(pendingOf(moved.state, 'plan').side).toBe('axis')
  })
})

// T-11 (4.15), the whole narrative: the German task force moves; the UK reconnoitres it with the
// Hampden, then flies the air-naval interception: the Whitley from Liverpool collects the Spitfire
// over Hull, the Spitfire stops at the end of its range, German fighters intercept the Whitley, the
// Hampden joins from Scapa Flow before combat, every German attack misses (natural 6s), the UK
// aborts the Whitley, and the Hampden makes its four attacks on the task force.
//   Liverpool 0108, Hull 0308, Scapa Flow 0601 (9 from the task force); German fighters at gx1 1208
//   and gx2 1005; the task force moves from 1108 into 1008 (sea hexes of printed row 08).
describe('T-11 Whitley / Spitfire / Hampden as a whole narrative, hex by hex (4.10, 4.15, 4.20; spec §15)', () => {
  const terrain = Array.from({ length: 14 }, (_, r) =>
    r === 7 ? '.'.repeat(8) + '~~~' + '.'.repeat(9) : '.'.repeat(20),
  )
  const sc = fixture({
    cols: 20,
    rows: 14,
    terrain,
    phasingSide: 'axis',
    bases: [
      { id: 'liverpool', hex: '0108', owner: 'allies' },
      { id: 'hull', hex: '0308', owner: 'allies' },
      { id: 'scapa', hex: '0601', owner: 'allies' },
      { id: 'gx1', hex: '1208', owner: 'axis' },
      { id: 'gx2', hex: '1005', owner: 'axis' },
    ],
    units: [
      {
        id: 'whitley',
        name: 'Whitley',
        nation: 'UK',
        type: 'B',
        front: '7-16',
        back: '3-16',
        base: 'liverpool',
      },
      {
        id: 'spitfire',
        name: 'Spitfire',
        nation: 'UK',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'hull',
      },
      { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', back: '2-10', base: 'scapa' },
      {
        id: 'yellow',
        name: 'Me-109 Yellow',
        nation: 'DE',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'gx1',
      },
      {
        id: 'black',
        name: 'Me-109 Black',
        nation: 'DE',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'gx2',
      },
    ],
    navalUnits: [
      ship('hipper', '1108', {
        name: 'Admiral Hipper',
        type: 'CA',
        named: true,
        front: { armor: 8, gunnery: 2 },
        back: { armor: 6, gunnery: 1 },
      }),
    ],
  })

  it('steps 1–11', () => {
    // 1. The task force enters 1008, within 10 hexes of Scapa Flow: the UK window, not located yet.
    // dice: the reconnaissance 4 + 5, the sighting report 1, the two German attacks 6 and 6, the first air-naval attack 6 + 5
    let r = play(sc, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1008' }], [4, 5, 1, 6, 6, 6, 5])
    let w = pendingOf(r.state, 'navalWindow')
    expect(w).toMatchObject({ side: 'allies', loc: '1008', located: [], bases: [] })
    expect(w.recon!.units.map((u) => [u.id, u.distance])).toEqual([
      ['hampden', 9],
      ['whitley', 9],
    ])
    // 2. Reconnaissance by the Hampden: 9 needed at 9 hexes; 4 + 5 = 9, located. The Hampden stays uncommitted.
    r = act(r.state, { type: 'reconnoitre', target: '1008', units: ['hampden'] })
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 9,
      target: 9,
      result: 'located',
    })
    expect(r.state.units.hampden.commitment).toBe('none')
    w = pendingOf(r.state, 'navalWindow')
    expect(w.located).toEqual(['hipper'])
    expect(w.bases.map((b) => b.base)).toEqual(['liverpool', 'scapa'])
    // 3. The UK launches the Whitley from Liverpool for the air-naval interception; 4. over Hull it collects the Spitfire.
    r = act(r.state, {
      type: 'launch',
      base: 'liverpool',
      units: ['whitley'],
      mission: 'airNaval',
      target: '1008',
      path: rowRoute(1, 10, '08'),
    })
    const flight = pendingOf(r.state, 'collect').flight
    r = play(r.state, [{ type: 'collect', flight, units: ['spitfire'] }, { type: 'pass' }])
    // 5. The Spitfire stops at 0708 at the limit of its range; Germany passes its window.
    expect(r.state.units.spitfire.mp).toBe(4)
    r = act(r.state, { type: 'pass' })
    // 6. The Whitley enters 0808: Germany intercepts with all its eligible fighters (E1); the Whitley halts.
    expect(pendingOf(r.state, 'declare')).toMatchObject({ side: 'axis', loc: '0808' })
    r = play(r.state, [
      {
        type: 'declare',
        groups: [
          { base: 'gx1', units: ['yellow'] },
          { base: 'gx2', units: ['black'] },
        ],
      },
      { type: 'launchInterceptors', base: 'gx1' },
      { type: 'launchInterceptors', base: 'gx2' },
    ])
    // 8. Before combat the UK, though not phasing, launches the Hampden from Scapa Flow as part of the same interception.
    r = act(r.state, { type: 'pass' })
    expect(pendingOf(r.state, 'preCombat')).toMatchObject({ side: 'allies', joinMissionFor: 'M1' })
    r = act(r.state, { type: 'launch', base: 'scapa', units: ['hampden'], mission: 'airNaval' })
    expect(eventsOf(r.events, 'arrive').pop()!.text).toMatch(/^Hampden arrives over the target 1008\b/)
    expect(r.state.missions.M1.airNaval!.stage).toBe('waiting') // the stack is not empty: no attack yet (4.13, 4.20)
    // 9. Both pass; Round 1: both Me-109s attack the Whitley with natural 6s, misses. 10. The UK aborts the Whitley.
    r = play(r.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'designate', units: ['yellow', 'black'] },
      { type: 'attack', attacker: 'yellow', target: 'whitley' },
      { type: 'attack', attacker: 'black', target: 'whitley' },
      { type: 'voluntaryAbort', units: ['whitley'] },
      { type: 'voluntaryAbort', units: [] },
    ])
    expect(eventsOf(r.events, 'attack').map((e) => e.roll!.result)).toEqual(['miss', 'miss'])
    // 11. The stack is empty and every bomber is there or removed: the Hampden makes up to 4 attacks, +2 against a named ship.
    const attacks = pendingOf(r.state, 'navalAttack')
    expect(attacks).toMatchObject({
      side: 'allies',
      bombers: [{ id: 'hampden', left: 4 }],
      ships: ['hipper'],
    })
    expect(attacks.loc).toBe('1008')
    expect(r.state.units.whitley).toMatchObject({ aborted: true, face: 'front', commitment: 'current' })
    expect(r.state.units.yellow.aloft!.setAside).toBe(true)
    // The first attack: 6 + 5 = 11, +2 against a named ship: a hit against armor 8; the Hipper is damaged where it halted.
    r = act(r.state, { type: 'navalAttack', bomber: 'hampden', ship: 'hipper' })
    expect(eventsOf(r.events, 'navalAttack')[0].roll).toMatchObject({ natural: 11, result: 'damaged' })
    expect(r.state.naval!.ships.hipper).toMatchObject({ face: 'back' })
    expect(at(r.state, 'hipper')).toBe('1008')
  })
})

describe('a port on an inland hex (a scenario oddity)', () => {
  it('its docked flotilla is offered no move, so no move the rules refuse is ever offered (4.15)', () => {
    const d = structuredClone(readBuiltIn('pearl-harbor-1941')) as {
      bases: { id: string; hex?: string }[]
      navalUnits: { hex?: string; inPort?: boolean }[]
      map: { features: { hex: string }[] }
    }
    for (const b of d.bases) if (b.id === 'pearl-harbor') b.hex = '1212' // in the middle of Oahu
    for (const n of d.navalUnits) if (n.inPort) n.hex = '1212'
    d.map.features = d.map.features.filter((f) => f.hex !== '1212')
    const p = parseScenario(d)
    if (!p.ok) throw new Error(p.errors[0].message)
    const moves = flotillaMoves(tx(start(p.scenario)), 'allies')
    expect(moves.find((m) => m.flotilla === 'battle-force')).toMatchObject({
      loc: '1212',
      inPort: true,
      next: [],
    })
    expect(moves.find((m) => m.flotilla === 'tf8')?.next.length).toBeGreaterThan(0)
  })
})
