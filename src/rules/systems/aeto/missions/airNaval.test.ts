// Air-naval attacks and naval anti-aircraft (4.20, 4.21, 4.29, 4.4; spec §10.4, §10.5; T-14, T-15).
import { describe, expect, it } from 'vitest'
import { fixture } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, playUntil, refused, start } from '../testing/play'
import type { ScenarioInput } from '../scenario/schema'
import type { GameState } from '../types'
import { navalAA, navalAttackCount, navalAttackOutcome, spentAgainst } from '../naval/ships'
import { contextOf } from '../context'

const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
type Ship = NonNullable<ScenarioInput['navalUnits']>[number]
const uk = (id: string, type: string, armor: number, gunnery: number, extra: Partial<Ship> = {}): Ship => ({
  id,
  name: id,
  nation: 'UK',
  type,
  named: ['BB', 'CA', 'CV', 'CVL'].includes(type),
  front: { armor, gunnery },
  back: { armor: Math.max(1, armor - 2), gunnery: Math.floor(gunnery / 2) },
  hex: '1205',
  flotilla: 'home-fleet',
  ...extra,
})

/** T-15's UK task force in the North Sea (1205): gunnery 5 + 5 + 4 + 2 + 7 × 1 + 4 × 0 = 23. */
const HOME_FLEET: Ship[] = [
  uk('nelson', 'BB', 14, 5),
  uk('rodney', 'BB', 14, 5),
  uk('queen-elizabeth', 'BB', 13, 4),
  uk('london', 'CA', 9, 2),
  ...Array.from({ length: 7 }, (_, i) => uk(`cl${i + 1}`, 'CL', 7, 1)),
  ...Array.from({ length: 4 }, (_, i) => uk(`dd${i + 1}`, 'DD', 5, 0)),
]

function heinkels(navalUnits: Ship[] = HOME_FLEET, more: Partial<Parameters<typeof fixture>[0]> = {}) {
  return fixture({
    terrain: TERRAIN,
    phasingSide: 'axis',
    bases: [{ id: 'sylt', hex: '0805', owner: 'axis' }],
    units: [
      {
        id: 'he1',
        name: 'He-111 #1',
        nation: 'DE',
        type: 'B',
        front: '_6_-12',
        back: '_3_-12',
        base: 'sylt',
      },
      {
        id: 'he2',
        name: 'He-111 #2',
        nation: 'DE',
        type: 'B',
        front: '_6_-12',
        back: '_3_-12',
        base: 'sylt',
      },
    ],
    navalUnits,
    ...more,
  })
}

/** Germany locates the ships at 1205 (reconnaissance: 6 + 6, then a sighting report die of 3). */
function located(sc: ReturnType<typeof heinkels>, dice: number[]): GameState {
  return play(sc, [{ type: 'reconnoitre', target: '1205', units: ['he1'] }], [6, 6, 3, ...dice]).state
}

describe('T-14 attacks per bomber and the 12+ rule (4.20)', () => {
  it('4-10 → 4; _6_-12 → 3; 14-25[1] underscored → 7 → at most 4', () => {
    const sc = fixture({
      bases: [{ id: 'b', hex: '0101', owner: 'allies' }],
      units: [
        { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', base: 'b' },
        { id: 'he111', name: 'He-111', nation: 'UK', type: 'B', front: '_6_-12', base: 'b' },
        { id: 'lancaster', name: 'Lancaster', nation: 'UK', type: 'B', front: '_14_-25[1]', base: 'b' },
      ],
    })
    const s = start(sc)
    const ctx = contextOf(sc)
    expect(['hampden', 'he111', 'lancaster'].map((id) => navalAttackCount(ctx, s.units[id]))).toEqual([
      4, 3, 4,
    ])
  })

  it('armor 14, N unit +3: natural 9 → 12 hits (12+); natural 8 → 11 misses; 4 + 4 on armor 10 → 11: sunk outright', () => {
    expect(navalAttackOutcome([4, 5], 3, 14, false, false, 0, false)).toMatchObject({
      hit: true,
      sunk: false,
      modified: 12,
    })
    expect(navalAttackOutcome([3, 5], 3, 14, false, false, 0, false)).toMatchObject({
      hit: false,
      modified: 11,
    })
    expect(navalAttackOutcome([4, 4], 3, 10, false, false, 0, false)).toMatchObject({
      hit: true,
      sunk: true,
      doubles: true,
    })
    // Doubles that hit an STP only damage it (3.18); a hit on a damaged ship sinks it.
    expect(navalAttackOutcome([4, 4], 3, 10, false, true, 0, false)).toMatchObject({ hit: true, sunk: false })
    expect(navalAttackOutcome([5, 6], 0, 10, true, false, 0, false)).toMatchObject({ hit: true, sunk: true })
  })
})

describe('T-15 anti-aircraft: two He-111 against a UK task force (4.21)', () => {
  it('gunnery 23 → AA 2; 4 destroyers < 11 other chits, no carrier: AA 2', () => {
    const sc = heinkels()
    const aa = navalAA(contextOf(sc), start(sc), contextOf(sc).map.parseLoc('1205')!, false, 'allies')
    expect(aa).toMatchObject({ value: 2, gunnery: 23, destroyers: true })
    expect(aa.parts).toEqual([{ value: 2, rule: '4.21', label: 'gunnery 23 ÷ 10' }])
  })

  it('He-111 #1 rolls 3, 5, 7: no AA hit; #2 rolls 2, 2, 9: two hits noted, applied after all attacks — depleted, then eliminated', () => {
    let s = located(heinkels(), [1, 2, 2, 3, 3, 4, 1, 1, 1, 1, 4, 5])
    expect(s.naval!.located.axis).toHaveLength(15)
    s = act(s, {
      type: 'launch',
      base: 'sylt',
      units: ['he1', 'he2'],
      mission: 'airNaval',
      target: '1205',
    }).state
    const p = pendingOf(s, 'navalAttack')
    expect(p.aa).toBe(2)
    expect(p.bombers).toEqual([
      { id: 'he1', left: 3 },
      { id: 'he2', left: 3 },
    ])
    const events = []
    for (const bomber of ['he1', 'he1', 'he1', 'he2', 'he2', 'he2']) {
      const r = act(s, { type: 'navalAttack', bomber, ship: 'nelson' })
      s = r.state
      events.push(...r.events)
    }
    const attacks = eventsOf(events, 'navalAttack')
    expect(attacks.map((e) => e.roll!.natural)).toEqual([3, 5, 7, 2, 2, 9])
    // Each He-111 attack on a named ship: +1 (land-based, underscored strength); armor 14: 12 hits.
    expect(attacks.map((e) => e.roll!.modified)).toEqual([4, 6, 8, 3, 3, 10])
    expect(attacks[3].text).toContain('anti-aircraft hit on He-111 #2 noted (natural 2, AA 2)')
    expect(eventsOf(events, 'hit').map((e) => e.text)).toEqual([
      'He-111 #2 loses a step: anti-aircraft fire (4.21).',
    ])
    expect(eventsOf(events, 'eliminated').map((e) => e.text)).toEqual([
      'He-111 #2 is eliminated: anti-aircraft fire (4.21).',
    ])
    expect(s.units.he1.face).toBe('front')
    expect(s.units.he2.eliminated).toBe(true)
    expect(s.pending.kind).toBe('plan')
  })

  it('a third AA hit is lost, never passed on (4.21)', () => {
    let s = located(heinkels(), [1, 2, 2, 3, 3, 4, 1, 1, 1, 1, 1, 1])
    s = act(s, {
      type: 'launch',
      base: 'sylt',
      units: ['he1', 'he2'],
      mission: 'airNaval',
      target: '1205',
    }).state
    const r = play(
      s,
      ['he1', 'he1', 'he1', 'he2', 'he2', 'he2'].map((bomber) => ({
        type: 'navalAttack' as const,
        bomber,
        ship: 'nelson',
      })),
    )
    expect(r.state.units.he1.face).toBe('front')
    expect(r.state.units.he2.eliminated).toBe(true)
    expect(eventsOf(r.events, 'hit').length + eventsOf(r.events, 'eliminated').length).toBe(2)
  })
})

describe('air-naval attacks (4.20)', () => {
  const small = (ships: Ship[]) => heinkels(ships)

  it('only located ships may be attacked (4.10); every bomber must reach the target (4.15)', () => {
    const s = start(small([uk('dd1', 'DD', 5, 0)]))
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'airNaval')).toMatchObject({
      available: false,
      rule: '4.10',
    })
    const loc = located(small([uk('dd1', 'DD', 5, 0)]), [])
    expect(
      refused(loc, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1206' }),
    ).toEqual({
      rule: '4.10',
      message: 'No located enemy ship is at sea at 1206: only located ships may be attacked (4.10).',
    })
    // A Ju-87 of range 3 cannot reach 1205, 4 hexes away, even with the He-111 (4.15).
    const withStuka = heinkels([uk('dd1', 'DD', 5, 0)], {
      units: [
        {
          id: 'he1',
          name: 'He-111 #1',
          nation: 'DE',
          type: 'B',
          front: '_6_-12',
          back: '_3_-12',
          base: 'sylt',
        },
        { id: 'ju87', name: 'Ju-87', nation: 'DE', type: 'B', front: '2-3', back: '1-3', base: 'sylt' },
      ],
    })
    expect(
      refused(located(withStuka, []), {
        type: 'launch',
        base: 'sylt',
        units: ['he1', 'ju87'],
        mission: 'airNaval',
        target: '1205',
      }),
    ).toEqual({
      rule: '4.15',
      message:
        'Ju-87 cannot reach 1205: 4 MP away, range 3; every bomber must have the range to reach the target (4.15).',
    })
  })

  it('a hit damages a full ship, a second hit sinks it; AA is recomputed (4.20, 4.21)', () => {
    // Naturals 6 + 5 = 11 hit armor 5 (damaged); then 5 + 6 sinks it.
    let s = located(small([uk('dd1', 'DD', 5, 0), uk('dd2', 'DD', 5, 0)]), [6, 5, 5, 6])
    s = act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1205' }).state
    let r = act(s, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' })
    expect(r.state.naval!.ships.dd1).toEqual({ face: 'back' })
    r = act(r.state, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' })
    expect(r.state.naval!.ships.dd1).toEqual({ face: 'back', sunk: true })
    expect(eventsOf(r.events, 'sunk')[0].text).toBe('dd1 (DD) is sunk: a hit on a damaged ship (4.20).')
    expect(pendingOf(r.state, 'navalAttack').ships).toEqual(['dd2'])
  })

  it('4.29: land-based bombers attacking two ships at sea are not committed and land at once', () => {
    let s = located(small([uk('dd1', 'DD', 5, 0), uk('dd2', 'DD', 5, 0)]), [1, 3])
    s = act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1205' }).state
    const r = act(act(s, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' }).state, {
      type: 'endNavalAttacks',
    })
    expect(eventsOf(r.events, 'irrelevancy')).toHaveLength(1)
    expect(r.state.units.he1).toMatchObject({ aloft: null, commitment: 'none' })
    // It may fly again, but not against these ships this Phase.
    expect(
      refused(r.state, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1205' })
        .rule,
    ).toBe('4.29')
  })

  it('4.29: the ships attacked stay barred to the freed bomber even if they move; the hex they left is free again', () => {
    const sc = small([
      uk('dd1', 'DD', 5, 0),
      uk('dd2', 'DD', 5, 0),
      uk('dd3', 'DD', 5, 0, { hex: '1207', flotilla: 'patrol' }),
    ])
    let s = located(sc, [1, 3])
    // dd3 sails alone in 1207; the He-111 attacks the two destroyers in 1205 and is freed (4.29).
    s = act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1205' }).state
    s = act(act(s, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' }).state, {
      type: 'endNavalAttacks',
    }).state
    expect(s.units.he1).toMatchObject({ aloft: null, commitment: 'none' })
    // The surviving destroyers then sail on to 1207, where dd3 is: "even if the surviving naval
    // unit(s) move", the He-111 may not attack them, so neither that hex (4.29).
    const ctx = contextOf(sc)
    const to = ctx.map.parseLoc('1207')!
    const moved: GameState = {
      ...s,
      naval: {
        ...s.naval!,
        ships: {
          ...s.naval!.ships,
          dd1: { ...s.naval!.ships.dd1, loc: to, inPort: false },
          dd2: { ...s.naval!.ships.dd2, loc: to, inPort: false },
        },
      },
    }
    expect(spentAgainst(ctx, moved, 'he1', to)).toBe(true)
    expect(spentAgainst(ctx, moved, 'he1', ctx.map.parseLoc('1205')!)).toBe(false)
    // Before they came, dd3's hex was open to it.
    expect(spentAgainst(ctx, s, 'he1', to)).toBe(false)
    expect(spentAgainst(ctx, s, 'he1', ctx.map.parseLoc('1205')!)).toBe(true)
  })

  it('4.29 frees only non-Naval-Air bombers: the He-111 lands at once, the Naval-Air unit that attacked with it stays committed', () => {
    const sc0 = small([uk('dd1', 'DD', 5, 0), uk('dd2', 'DD', 5, 0)])
    const he1 = sc0.airUnits.find((u) => u.id === 'he1')!
    const sc = {
      ...sc0,
      airUnits: [...sc0.airUnits, { ...he1, id: 'ar196', name: 'Ar-196', type: 'N' as const }],
    }
    let s = located(sc, [1, 3, 1, 3])
    s = act(s, {
      type: 'launch',
      base: 'sylt',
      units: ['he1', 'ar196'],
      roles: { ar196: 'bomber' },
      mission: 'airNaval',
      target: '1205',
    }).state
    s = act(s, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' }).state
    s = act(s, { type: 'navalAttack', bomber: 'ar196', ship: 'dd2' }).state
    const r = act(s, { type: 'endNavalAttacks' })
    expect(eventsOf(r.events, 'irrelevancy').map((e) => e.units)).toEqual([['he1']])
    expect(r.state.units.he1).toMatchObject({ aloft: null, commitment: 'none' })
    expect(r.state.units.ar196.commitment).toBe('current')
    expect(r.state.units.ar196.aloft).not.toBeNull()
  })

  it('three ships: the bombers stay committed (4.29 does not apply)', () => {
    let s = located(small([uk('dd1', 'DD', 5, 0), uk('dd2', 'DD', 5, 0), uk('dd3', 'DD', 5, 0)]), [1, 3])
    s = act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1205' }).state
    const r = act(act(s, { type: 'navalAttack', bomber: 'he1', ship: 'dd1' }).state, {
      type: 'endNavalAttacks',
    })
    expect(eventsOf(r.events, 'irrelevancy')).toHaveLength(0)
    expect(r.state.units.he1.commitment).toBe('current')
    expect(r.state.units.he1.aloft).not.toBeNull()
  })

  it('ships in port: +2 to the attack, and the port adds to the AA (4.20, 4.21)', () => {
    const sc = fixture({
      terrain: TERRAIN,
      phasingSide: 'axis',
      bases: [{ id: 'sylt', hex: '0505', owner: 'axis' }],
      moreBases: [
        {
          id: 'scapa',
          name: 'Scapa Flow',
          hex: '0805',
          owner: 'allies',
          components: [{ kind: 'MajorPort' }],
        },
      ],
      units: [
        {
          id: 'he1',
          name: 'He-111 #1',
          nation: 'DE',
          type: 'B',
          front: '_6_-12',
          back: '_3_-12',
          base: 'sylt',
        },
      ],
      navalUnits: [uk('hood', 'BB', 12, 6, { hex: '0805', inPort: true })],
    })
    const recon = play(sc, [{ type: 'reconnoitre', target: '0805', inPort: true, units: ['he1'] }], [3, 1, 2])
    expect(eventsOf(recon.events, 'recon')[0].text).toBe(
      'He-111 #1 reconnoitres the port of 0805: an enemy port — automatic success (4.10).',
    )
    const s = act(recon.state, {
      type: 'launch',
      base: 'sylt',
      units: ['he1'],
      mission: 'airNaval',
      target: '0805',
      inPort: true,
    }).state
    expect(pendingOf(s, 'navalAttack').aa).toBe(2) // gunnery 6 → 0; major port +2
    const r = act(s, { type: 'navalAttack', bomber: 'he1', ship: 'hood' })
    expect(eventsOf(r.events, 'navalAttack')[0].roll!.modifiers.map((m) => `${m.value} ${m.label}`)).toEqual([
      '1 land-based bomber (underscored strength) against a named ship',
      '2 the target is in port',
    ])
    expect(eventsOf(r.events, 'navalAttack')[0].roll!.modified).toBe(6)
    // A single ship, but in port: 4.29 does not free the bomber ("unless the naval units are presently in port").
    const done = act(r.state, { type: 'endNavalAttacks' })
    expect(eventsOf(done.events, 'irrelevancy')).toEqual([])
    expect(done.state.units.he1.commitment).toBe('current')
    expect(done.state.units.he1.aloft).not.toBeNull()
  })
})

describe('carriers sunk or damaged (4.4)', () => {
  const carrierScenario = () =>
    fixture({
      terrain: TERRAIN,
      phasingSide: 'axis',
      bases: [
        { id: 'sylt', hex: '0805', owner: 'axis' },
        { id: 'hull', hex: '0305', owner: 'allies' },
      ],
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
          id: 'he1',
          name: 'He-111 #1',
          nation: 'DE',
          type: 'B',
          front: '_6_-12',
          back: '_3_-12',
          base: 'sylt',
        },
        {
          id: 'swordfish',
          name: 'Swordfish',
          nation: 'UK',
          type: 'N',
          front: '2-5',
          back: '1-5',
          base: 'ark-air',
        },
        { id: 'skua', name: 'Skua', nation: 'UK', type: 'N', front: '1-4', back: null, base: 'ark-air' },
      ],
      navalUnits: [
        {
          id: 'ark',
          name: 'Ark Royal',
          nation: 'UK',
          type: 'CV',
          named: true,
          front: { armor: 6, gunnery: 1, aircraftCapacity: 4 },
          back: { armor: 4, gunnery: 1, aircraftCapacity: 2 },
          hex: '1005',
        },
      ],
    })

  it('a sunk carrier takes the Naval-Air units aboard with it', () => {
    // Reconnaissance at distance 2: automatic? no — 4 needed: 6 + 6; report die 3; the attack: 3 + 3 doubles + 2 (named) hit → sunk.
    let s = play(
      carrierScenario(),
      [{ type: 'reconnoitre', target: '1005', units: ['he1'] }],
      [6, 6, 3, 3, 3],
    ).state
    s = playUntil(
      act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1005' }).state,
      (p) => p.kind === 'navalAttack',
    )
    const r = act(s, { type: 'navalAttack', bomber: 'he1', ship: 'ark' })
    expect(eventsOf(r.events, 'sunk')[0].text).toBe('Ark Royal (CV) is sunk: doubles that hit (4.20).')
    expect(r.state.units.swordfish.eliminated).toBe(true)
    expect(r.state.units.skua.eliminated).toBe(true)
  })

  it('a damaged carrier launches nothing (4.4)', () => {
    let s = play(
      carrierScenario(),
      [{ type: 'reconnoitre', target: '1005', units: ['he1'] }],
      [6, 6, 3, 5, 6, 1, 1, 1, 1],
    ).state
    s = playUntil(
      act(s, { type: 'launch', base: 'sylt', units: ['he1'], mission: 'airNaval', target: '1005' }).state,
      (p) => p.kind === 'navalAttack',
    )
    const r = play(s, [
      { type: 'navalAttack', bomber: 'he1', ship: 'ark' },
      { type: 'endNavalAttacks' },
      { type: 'endStep' },
    ])
    expect(r.state.naval!.ships.ark).toEqual({ face: 'back' })
    expect(r.state.units.swordfish.eliminated).toBe(false)
    expect(pendingOf(r.state, 'plan').bases.some((b) => b.base === 'ark-air')).toBe(false)
  })
})
