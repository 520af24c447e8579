// Launch, hex-by-hex movement, range and drop-offs, collecting, Change Base (4.0, 4.1, 4.8, 4.9,
// 4.12, 4.15; spec §5). Map 20 × 12, odd-q, flat-topped: the hexes of one printed row ("xx06")
// form a straight line, so 0106 → 0706 is 6 hexes. The Axis base "xf" at 2012 is 14+ hexes from
// everything here: no interception window opens unless a test adds a closer Axis fighter.
import { describe, expect, it } from 'vitest'
import { rowRoute } from '../testing/engineScenarios'
import { fixture, type FixtureBase, type FixtureUnit } from '../testing/fixtures'
import { collectReach } from '../overlays'
import { act, eventsOf, hexDist, pendingOf, play, refused, start, withUnits } from '../testing/play'
import type { Action } from '../types'

const WELL: FixtureUnit = {
  id: 'well',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '4-6/1',
  back: '2-6/1',
  base: 'a',
}
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'a',
}
const TYPHOON: FixtureUnit = {
  id: 'typhoon',
  name: 'Typhoon',
  nation: 'UK',
  type: 'FB',
  front: '5-5/2',
  back: '3-5/2',
  base: 'a',
}
const SWORD: FixtureUnit = {
  id: 'sword',
  name: 'Swordfish',
  nation: 'UK',
  type: 'N',
  front: '2-4/1',
  back: null,
  base: 'a',
}
const FAR_ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'xf',
}

// row 6 (0-based) has an off-map blank at column 2: hex 0307 may never be entered (4.12)
const terrain = Array.from({ length: 12 }, (_, r) => (r === 6 ? '..x' + '.'.repeat(17) : '.'.repeat(20)))

function scenario(
  extra: {
    bases?: FixtureBase[]
    units?: FixtureUnit[]
    weather?: Parameters<typeof fixture>[0]['weather']
  } = {},
) {
  return fixture({
    terrain,
    weather: extra.weather,
    bases: [
      { id: 'a', hex: '0106', owner: 'allies' },
      { id: 'xf', hex: '2012', owner: 'axis' },
      ...(extra.bases ?? []),
    ],
    units: [WELL, SPIT, TYPHOON, SWORD, FAR_ME109, ...(extra.units ?? [])],
  })
}

describe('geometry used by these tests (odd-q, flat-topped)', () => {
  it('distances: 0106–0706 = 6, 0106–0906 = 8, 0906–1306 = 4, 0306–0706 = 4; xf (2012) is 19 from 0106', () => {
    expect([
      hexDist(20, 12, '0106', '0706'),
      hexDist(20, 12, '0106', '0906'),
      hexDist(20, 12, '0906', '1306'),
      hexDist(20, 12, '0306', '0706'),
    ]).toEqual([6, 8, 4, 4])
    expect(hexDist(20, 12, '0106', '2012')).toBe(19)
  })
})

describe('hex-by-hex movement and range (4.12)', () => {
  it('Wellington 4-6/1 flies 0106 → 0706 along row 06: 6 hexes entered, 1 MP each, the launch hex costs nothing; it arrives with 6 MP spent', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706', path: rowRoute(1, 7) },
    ])
    expect(eventsOf(r.events, 'move').map((e) => e.loc)).toEqual([
      '0206',
      '0306',
      '0406',
      '0506',
      '0606',
      '0706',
    ])
    expect(r.state.units.well.mp).toBe(6)
    const f = Object.values(r.state.flights)[0]
    expect(f.status).toBe('arrived')
    expect(f.path).toHaveLength(7) // launch hex first
    expect(eventsOf(r.events, 'arrive')[0].text).toMatch(/^Wellington arrives over the target 0706\b/)
    expect(r.state.pending.kind).toBe('plan')
  })

  it("a target 7 hexes away is beyond the Wellington's range 6: the launch is refused (4.12)", () => {
    const v = refused(start(scenario()), {
      type: 'launch',
      base: 'a',
      units: ['well'],
      mission: 'fly',
      target: '0806',
      path: rowRoute(1, 8),
    })
    expect(v).toEqual({
      rule: '4.12',
      message: 'No unit of the flight has the range left to enter 0806 (7 steps on).',
    })
  })

  it('without a path the engine flies a shortest route (6 hexes to 0706)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706' },
    ])
    expect(eventsOf(r.events, 'move')).toHaveLength(6)
    expect(r.state.units.well.mp).toBe(6)
  })

  it('when the planned route ends short of the target the owner is asked for the next hex, with the legal neighbours and a shortest path (4.12)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706', path: ['0206', '0306'] },
    ])
    const p = pendingOf(r.state, 'move')
    expect(p.side).toBe('allies')
    expect(p.canStop).toBe(true)
    expect(p.next.sort()).toEqual(['0205', '0206', '0305', '0405', '0406'].sort()) // 0307 is off-map blank
    expect(p.autoPath).toHaveLength(4)
    expect(p.autoPath[3]).toBe('0706')
    const done = act(r.state, { type: 'move', flight: p.flight, path: ['0406', '0506', '0606', '0706'] })
    expect(done.state.units.well.mp).toBe(6)
  })

  it('moving to a hex that is not adjacent is refused (4.12)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706', path: ['0206', '0306'] },
    ])
    const v = refused(r.state, { type: 'move', flight: pendingOf(r.state, 'move').flight, path: ['0606'] })
    expect(v).toEqual({
      rule: '4.12',
      message: '0606 is not next to 0306: air units move one location at a time.',
    })
  })

  it('entering an off-map blank hex is refused (4.12)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706', path: ['0206', '0306'] },
    ])
    const v = refused(r.state, { type: 'move', flight: pendingOf(r.state, 'move').flight, path: ['0307'] })
    expect(v).toEqual({ rule: '4.12', message: 'Air units may never enter 0307.' })
  })

  it('a route may not continue past the target (4.12)', () => {
    const v = refused(start(scenario()), {
      type: 'launch',
      base: 'a',
      units: ['well'],
      mission: 'fly',
      target: '0306',
      path: ['0206', '0306', '0406'],
    })
    expect(v).toEqual({
      rule: '4.12',
      message: 'The flight has reached its destination 0306; it cannot fly on to 0406.',
    })
  })

  it('"Half Strength and Range" weather halves range, rounded down (A-17): Wellington range 6 → 3; 0406 is reachable, 0506 is not', () => {
    const weather = {
      defaultZone: 'w',
      zones: [{ id: 'w', name: 'Europe', condition: 'halfStrengthAndRange' as const }],
    }
    const s = start(scenario({ weather }))
    expect(
      pendingOf(s, 'plan')
        .bases.find((b) => b.base === 'a')!
        .units.find((u) => u.id === 'well')!.range,
    ).toBe(3)
    expect(
      refused(s, {
        type: 'launch',
        base: 'a',
        units: ['well'],
        mission: 'fly',
        target: '0506',
        path: rowRoute(1, 5),
      }).rule,
    ).toBe('4.12')
    const ok = act(s, {
      type: 'launch',
      base: 'a',
      units: ['well'],
      mission: 'fly',
      target: '0406',
      path: rowRoute(1, 4),
    })
    expect(ok.state.units.well.mp).toBe(3)
  })
})

describe('drop-offs (4.9, 4.15)', () => {
  it('an escort stops where its range runs out: Spitfire 4-4/3 with the Wellington to 0706 stops at 0506 after 4 MP; the Wellington flies on', () => {
    const r = play(scenario(), [
      {
        type: 'launch',
        base: 'a',
        units: ['well', 'spit'],
        mission: 'fly',
        target: '0706',
        path: rowRoute(1, 7),
      },
    ])
    expect(eventsOf(r.events, 'stop')[0].text).toBe(
      'Spitfire reaches the limit of its range and stops at 0506 (4.12, 4.15).',
    )
    expect(r.state.units.spit.mp).toBe(4)
    expect(r.state.units.well.mp).toBe(6)
    const spitFlight = r.state.flights[r.state.units.spit.aloft!.flight]
    expect(spitFlight.status).toBe('stopped')
    expect(spitFlight.path[spitFlight.path.length - 1]).toBe(r.state.units.spit.aloft!.loc)
    expect(r.state.flights[r.state.units.well.aloft!.flight].status).toBe('arrived')
  })

  it('the owner may leave units behind on the way: Spitfire stopped at 0206 by choice; the Wellington continues (4.15)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well', 'spit'], mission: 'fly', target: '0706', path: ['0206'] },
    ])
    const p = pendingOf(r.state, 'move')
    const s = act(r.state, { type: 'stop', flight: p.flight, units: ['spit'] })
    expect(s.events[0].text).toBe('Spitfire stops at 0206 (4.15).')
    expect(pendingOf(s.state, 'move').flight).toBe(p.flight)
    const done = act(s.state, { type: 'move', flight: p.flight, path: rowRoute(2, 7) })
    expect(done.state.units.well.mp).toBe(6)
    expect(done.state.units.spit.mp).toBe(1)
  })

  it('stopping the whole flight ends its movement; the owner plans again (4.15)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0706', path: ['0206'] },
    ])
    const s = act(r.state, { type: 'stop', flight: pendingOf(r.state, 'move').flight })
    expect(Object.values(s.state.flights)[0].status).toBe('stopped')
    expect(s.state.pending.kind).toBe('plan')
  })
})

describe('launch eligibility (4.0, 4.1, 4.8, 4.27)', () => {
  it('an FB or N must be given a role at launch (4.0)', () => {
    const s = start(scenario())
    expect(
      refused(s, { type: 'launch', base: 'a', units: ['typhoon'], mission: 'fly', target: '0306' }),
    ).toEqual({
      rule: '4.0',
      message: 'Typhoon is a FB: choose its role (fighter or bomber) at launch.',
    })
    expect(
      refused(s, {
        type: 'launch',
        base: 'a',
        units: ['sword'],
        mission: 'fly',
        target: '0306',
        roles: { sword: 'ace' as never },
      }).rule,
    ).toBe('4.0')
  })

  it('roles are recorded: Typhoon (FB) as bomber, Swordfish (N) as fighter; F is always fighter and B always bomber (4.0)', () => {
    const r = play(scenario(), [
      {
        type: 'launch',
        base: 'a',
        units: ['typhoon', 'sword', 'spit', 'well'],
        mission: 'fly',
        target: '0306',
        roles: { typhoon: 'bomber', sword: 'fighter' },
      },
    ])
    expect(['typhoon', 'sword', 'spit', 'well'].map((id) => r.state.units[id].role)).toEqual([
      'bomber',
      'fighter',
      'fighter',
      'bomber',
    ])
    expect(pendingOf(start(scenario()), 'plan').bases[0].units.map((u) => [u.id, u.needsRole])).toEqual([
      ['well', false],
      ['spit', false],
      ['typhoon', true],
      ['sword', true],
    ])
  })

  it.each(['current', 'previous'] as const)(
    'a %s-committed unit cannot launch and is not offered (4.1, 4.27)',
    (commitment) => {
      const s = start(withUnits(scenario(), { well: { commitment } }))
      expect(pendingOf(s, 'plan').bases[0].units.map((u) => u.id)).not.toContain('well')
      expect(
        refused(s, { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0306' }),
      ).toEqual({
        rule: '4.1',
        message:
          'Wellington cannot launch from a now: it must be an uncommitted, operational unit at that base.',
      })
    },
  )

  it('over-stacked units cannot fly (4.8): base "o" (capacity 1) holds Hurricane on top and Defiant below; only the Hurricane may launch', () => {
    const sc = scenario({
      bases: [{ id: 'o', hex: '0110', owner: 'allies', capacity: 1 }],
      units: [
        { id: 'hurri', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-4/1', back: '2-4/1', base: 'o' },
        { id: 'defiant', name: 'Defiant', nation: 'UK', type: 'F', front: '2-4/0', back: null, base: 'o' },
      ],
    })
    const s = start(sc)
    expect(
      pendingOf(s, 'plan')
        .bases.find((b) => b.base === 'o')!
        .units.map((u) => u.id),
    ).toEqual(['hurri'])
    expect(
      refused(s, { type: 'launch', base: 'o', units: ['defiant'], mission: 'fly', target: '0210' }),
    ).toEqual({ rule: '4.8', message: 'Defiant is over-stacked at o: it may fly only to change base (4.8).' })
    expect(() =>
      act(s, { type: 'launch', base: 'o', units: ['hurri'], mission: 'fly', target: '0210' }),
    ).not.toThrow()
  })

  it('no launch from a base whose weather grounds air units (4.7, 1.0)', () => {
    const sc = fixture({
      terrain,
      weather: {
        defaultZone: 'ok',
        zones: [
          { id: 'ok', name: 'Clear', condition: 'clear' },
          { id: 'fog', name: 'Fog', condition: 'grounded' },
        ],
      },
      features: [{ hex: '0106', weatherZone: 'fog' }],
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'xf', hex: '2012', owner: 'axis' },
      ],
      units: [WELL, FAR_ME109],
    })
    const s = start(sc)
    expect(pendingOf(s, 'plan').bases).toEqual([])
    expect(
      refused(s, { type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0306' }).rule,
    ).toBe('4.1')
  })

  it('APTO: no Change Base into a zone whose weather grounds air units; AETO lets it land there (APTO D10)', () => {
    const game = (variant: 'aeto' | 'apto') =>
      start(
        fixture({
          variant,
          terrain,
          weather: {
            defaultZone: 'ok',
            zones: [
              { id: 'ok', name: 'Clear', condition: 'clear' },
              { id: 'fog', name: 'Fog', condition: 'grounded' },
            ],
          },
          features: [{ hex: '0306', weatherZone: 'fog' }],
          bases: [
            { id: 'a', hex: '0106', owner: 'allies' },
            { id: 'f', hex: '0306', owner: 'allies' },
            { id: 'xf', hex: '2012', owner: 'axis' },
          ],
          units: [WELL, FAR_ME109],
        }),
      )
    const into: Action = { type: 'launch', base: 'a', units: ['well'], mission: 'changeBase', hops: ['f'] }
    expect(refused(game('apto'), into)).toEqual({
      rule: '4.1',
      message:
        'f is in a zone whose weather grounds air units: no Change Base goes within, into or out of one (APTO 4.1).',
    })
    expect(() => act(game('aeto'), into)).not.toThrow()
  })

  it('launching makes a unit Current until it returns (4.27) and records the base as a fighter/bomber launch base (4.2)', () => {
    const r = play(scenario(), [
      { type: 'launch', base: 'a', units: ['well', 'spit'], mission: 'fly', target: '0306' },
    ])
    expect(r.state.units.well).toMatchObject({ commitment: 'current', clearsAt: 'return' })
    expect(r.state.launchBases.allies).toEqual({ fighter: ['a'], bomber: ['a'] })
  })
})

describe('collecting over friendly bases (4.9)', () => {
  // "h" at 0306 holds Spitfire II, Typhoon II (FB) and Mustang (Current). Hampden 4-10/0 flies 0106 → 0906.
  const HAMP: FixtureUnit = {
    id: 'hamp',
    name: 'Hampden',
    nation: 'UK',
    type: 'B',
    front: '4-10/0',
    back: '2-10/0',
    base: 'a',
  }
  const collectSc = (axis: FixtureUnit[] = [FAR_ME109], axisBases: FixtureBase[] = []) =>
    withUnits(
      fixture({
        bases: [
          { id: 'a', hex: '0106', owner: 'allies' },
          { id: 'h', hex: '0306', owner: 'allies' },
          { id: 'xf', hex: '2012', owner: 'axis' },
          ...axisBases,
        ],
        units: [
          HAMP,
          { ...SPIT, id: 'spit2', name: 'Spitfire II', base: 'h' },
          { ...TYPHOON, id: 'typh2', name: 'Typhoon II', base: 'h' },
          {
            id: 'mustang',
            name: 'Mustang',
            nation: 'US',
            type: 'F',
            front: '4-10/3',
            back: '2-10/3',
            base: 'h',
          },
          ...axis,
        ],
      }),
      { mustang: { commitment: 'current' } },
    )
  const overH = () =>
    play(collectSc(), [
      { type: 'launch', base: 'a', units: ['hamp'], mission: 'fly', target: '0906', path: rowRoute(1, 9) },
    ])

  it('entering 0306 the owner is offered the uncommitted units of h (the Current Mustang is not offered) (4.9, 4.27)', () => {
    const p = pendingOf(overH().state, 'collect')
    expect(p).toMatchObject({ side: 'allies', loc: '0306', rule: '4.9' })
    expect(p.units).toEqual([
      { id: 'spit2', base: 'h', needsRole: false },
      { id: 'typh2', base: 'h', needsRole: true },
    ])
  })

  it('a collected Spitfire counts MP from its own base and stops 4 hexes beyond it, at 0706; the Hampden reaches 0906 (4.9, 4.15)', () => {
    const s = overH().state
    const r = act(s, { type: 'collect', flight: pendingOf(s, 'collect').flight, units: ['spit2'] })
    expect(r.events[0].text).toBe('Spitfire II joins the flight over 0306 (collected, 4.9).')
    expect(eventsOf(r.events, 'stop')[0].text).toBe(
      'Spitfire II reaches the limit of its range and stops at 0706 (4.12, 4.15).',
    )
    expect(r.state.units.spit2).toMatchObject({ mp: 4, commitment: 'current' })
    expect(r.state.units.hamp.mp).toBe(8)
    expect(Object.values(r.state.missions)[0].basesLaunched).toEqual(['a', 'h'])
    expect(r.state.launchBases.allies.fighter).toEqual(['h'])
  })

  it('before the choice, collectReach says the Spitfire II would stop at 0706, 4 of 6 hexes on; the Typhoon II (range 5) at 0806', () => {
    const s = overH().state
    expect(collectReach(s)).toEqual([
      { unit: 'spit2', flies: 4, of: 6, stopsAt: '0706' },
      { unit: 'typh2', flies: 5, of: 6, stopsAt: '0806' },
    ])
    const r = act(s, {
      type: 'collect',
      flight: pendingOf(s, 'collect').flight,
      units: ['typh2'],
      roles: { typh2: 'fighter' },
    })
    expect(eventsOf(r.events, 'stop')[0].text).toBe(
      'Typhoon II reaches the limit of its range and stops at 0806 (4.12, 4.15).',
    )
  })

  it('collecting nobody is allowed: the Spitfire stays at base, uncommitted (4.9)', () => {
    const s = overH().state
    const r = act(s, { type: 'collect', flight: pendingOf(s, 'collect').flight, units: [] })
    expect(r.state.units.spit2).toMatchObject({ aloft: null, commitment: 'none' })
  })

  it('a collected FB needs a role (4.0); a unit of another base cannot be collected here (4.9)', () => {
    const s = overH().state
    const flight = pendingOf(s, 'collect').flight
    expect(refused(s, { type: 'collect', flight, units: ['typh2'] }).rule).toBe('4.0')
    expect(refused(s, { type: 'collect', flight, units: ['mustang'] })).toEqual({
      rule: '4.9',
      message: 'Mustang cannot be collected here.',
    })
    const ok = act(s, { type: 'collect', flight, units: ['typh2'], roles: { typh2: 'fighter' } })
    expect(ok.state.units.typh2.role).toBe('fighter')
  })

  it('collecting counts as launching there: the opponent\'s window at 0306 has trigger "launch" (4.13 NOTE); without collecting it is "enter"', () => {
    // Axis Me-109 at "xn" (0706) is 4 hexes from 0306.
    const sc = collectSc([{ ...FAR_ME109, base: 'xn' }], [{ id: 'xn', hex: '0706', owner: 'axis' }])
    const s = play(sc, [
      { type: 'launch', base: 'a', units: ['hamp'], mission: 'fly', target: '0906', path: rowRoute(1, 9) },
    ]).state
    const flight = pendingOf(s, 'collect').flight
    expect(pendingOf(act(s, { type: 'collect', flight, units: ['spit2'] }).state, 'declare')).toMatchObject({
      trigger: 'launch',
      loc: '0306',
      side: 'axis',
    })
    expect(pendingOf(act(s, { type: 'collect', flight, units: [] }).state, 'declare')).toMatchObject({
      trigger: 'enter',
      loc: '0306',
    })
  })
})

describe('Change Base (4.1, 4.8, 4.12)', () => {
  // a 0106 → c1 0906 (8) → c2 1706 (8) → c3 1702 (4); f 0506 full (capacity 1); g 0306 grass airfield.
  const cbSc = (axis: { bases: FixtureBase[]; units: FixtureUnit[] } = { bases: [], units: [] }) =>
    fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'c1', hex: '0906', owner: 'allies' },
        { id: 'c2', hex: '1706', owner: 'allies' },
        { id: 'c3', hex: '1702', owner: 'allies' },
        { id: 'c9', hex: '1006', owner: 'allies' },
        { id: 'f', hex: '0506', owner: 'allies', capacity: 1 },
        { id: 'g', hex: '0306', owner: 'allies', kind: 'GrassAirfield', capacity: 1 },
        { id: 'xf', hex: '2012', owner: 'axis' },
        ...axis.bases,
      ],
      units: [
        SPIT,
        WELL,
        { id: 'lys', name: 'Lysander', nation: 'UK', type: 'F', front: '1-4/0', back: null, base: 'f' },
        FAR_ME109,
        ...axis.units,
      ],
    })

  it('one hop of up to 2 × range: Spitfire range 4 flies 0106 → c1 (0906), 8 hexes, and lands there: new base, Current until the end of the Phase (4.1, 4.12, 4.27)', () => {
    const r = play(cbSc(), [
      {
        type: 'launch',
        base: 'a',
        units: ['spit'],
        mission: 'changeBase',
        hops: ['c1'],
        path: rowRoute(1, 9),
      },
    ])
    expect(eventsOf(r.events, 'land')[0].text).toBe('Spitfire completes its Change Base at c1 (0906) (4.1).')
    expect(r.state.units.spit).toMatchObject({
      base: 'c1',
      aloft: null,
      commitment: 'current',
      clearsAt: 'endOfPhase',
    })
    expect(r.state.stacks.c1).toEqual(['spit'])
    expect(r.state.stacks.a).toEqual(['well'])
  })

  it('a hop longer than 2 × range is refused: c9 (1006) is 9 hexes (4.1)', () => {
    expect(
      refused(start(cbSc()), {
        type: 'launch',
        base: 'a',
        units: ['spit'],
        mission: 'changeBase',
        hops: ['c9'],
      }),
    ).toEqual({
      rule: '4.1',
      message: 'Spitfire cannot reach c9: each hop is at most twice its range (8).',
    })
  })

  it('up to 3 hops: a → c1 → c2 → c3, landing at each; a 4th hop is refused (4.1)', () => {
    const r = play(cbSc(), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1', 'c2', 'c3'] },
    ])
    expect(eventsOf(r.events, 'land').map((e) => e.text)).toEqual([
      'Spitfire lands at c1 (0906) (4.1).',
      'Spitfire lands at c2 (1706) (4.1).',
      'Spitfire completes its Change Base at c3 (1702) (4.1).',
    ])
    expect(r.state.units.spit.base).toBe('c3')
    expect(
      refused(start(cbSc()), {
        type: 'launch',
        base: 'a',
        units: ['spit'],
        mission: 'changeBase',
        hops: ['c1', 'c2', 'c3', 'c1'],
      }),
    ).toEqual({
      rule: '4.1',
      message: 'A Change Base goes through one to three bases (hops).',
    })
  })

  it('the final base must not be full: f (capacity 1, holding the Lysander) is refused as the last hop (4.8)', () => {
    // Without the basing choices (saves of version 6): refused. With them, the Lysander could change base out as the Spitfire
    // arrives (D-BASE-CHAIN, baseChain.test.ts), so it is refused only once the Lysander has flown this Step (committed).
    const off = { ...cbSc(), options: { ...cbSc().options, basingChoices: false } }
    expect(
      refused(start(off), { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['f'] }),
    ).toEqual({
      rule: '4.8',
      message: 'f has room for 0 more unit(s): the final base of a Change Base must not be full.',
    })
    expect(
      refused(start(cbSc()), {
        type: 'launch',
        base: 'a',
        units: ['spit', 'well'],
        mission: 'changeBase',
        hops: ['f'],
      }).message,
    ).toBe(
      'f has room for 0 more unit(s): the final base of a Change Base must not be full, unless enough units there change base out when they arrive (only 1 may).',
    )
  })

  it('units flying a Change Base back to their own full base do not count against it: f → c1 → f is legal for the Lysander (4.8)', () => {
    const r = play(cbSc(), [
      { type: 'launch', base: 'f', units: ['lys'], mission: 'changeBase', hops: ['c1', 'f'] },
    ])
    expect(eventsOf(r.events, 'land').map((e) => e.text)).toEqual([
      'Lysander lands at c1 (0906) (4.1).',
      'Lysander completes its Change Base at f (0506) (4.1).',
    ])
    expect(r.state.stacks.f).toEqual(['lys'])
  })

  it('an intermediate base may be over-stacked temporarily: a → f (full) → c1 is legal (4.1, 4.8)', () => {
    const r = play(cbSc(), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['f', 'c1'] },
    ])
    expect(eventsOf(r.events, 'land').map((e) => e.loc)).toEqual(['0506', '0906'])
    expect(r.state.stacks.f).toEqual(['lys'])
    expect(r.state.units.spit.base).toBe('c1')
  })

  it('T-22: a second Allied unit ending a Change Base in the UK Transfer Hex is refused; passing through it as a hop is legal (4.1, 4.8)', () => {
    const base = cbSc()
    const sc = {
      ...base,
      bases: base.bases.map((b) =>
        b.id === 'f'
          ? {
              ...b,
              name: 'UK Transfer Hex',
              components: [
                {
                  kind: 'UKTransferHex' as const,
                  fortified: false,
                  destroyed: false,
                  underConstruction: false,
                },
              ],
            }
          : b,
      ),
    }
    expect(
      refused(start(sc), { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['f'] }),
    ).toEqual({
      rule: '4.8',
      message:
        'UK Transfer Hex has room for 0 more unit(s): the final base of a Change Base must not be full.',
    })
    const r = play(sc, [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['f', 'c1'] },
    ])
    expect(eventsOf(r.events, 'land').map((e) => e.text)).toEqual([
      'Spitfire lands at UK Transfer Hex (0506) (4.1).',
      'Spitfire completes its Change Base at c1 (0906) (4.1).',
    ])
    expect(r.state.stacks.f).toEqual(['lys'])
  })

  it('a bomber cannot change base to a grass airfield (4.3)', () => {
    expect(
      refused(start(cbSc()), {
        type: 'launch',
        base: 'a',
        units: ['well'],
        mission: 'changeBase',
        hops: ['g'],
      }),
    ).toEqual({
      rule: '4.3',
      message: 'Wellington cannot base at a grass airfield: only fighter-types can.',
    })
  })

  it('each hop is a launch: after landing at c1 the next hop opens a "launch" window there (4.13)', () => {
    // Axis Me-109 at xb (1306) is 4 hexes from c1.
    const sc = cbSc({
      bases: [{ id: 'xb', hex: '1306', owner: 'axis' }],
      units: [{ ...FAR_ME109, id: 'me109b', base: 'xb' }],
    })
    const r = play(sc, [
      {
        type: 'launch',
        base: 'a',
        units: ['spit'],
        mission: 'changeBase',
        hops: ['c1', 'c2'],
        path: rowRoute(1, 9),
      },
    ])
    expect(pendingOf(r.state, 'declare')).toMatchObject({ trigger: 'enter', loc: '0906' })
    const s = act(r.state, { type: 'pass' })
    expect(s.events.map((e) => e.type)).toEqual(['noInterception', 'land'])
    expect(pendingOf(s.state, 'declare')).toMatchObject({ trigger: 'launch', loc: '0906', side: 'axis' })
  })

  it('no units are collected during a Change Base: flying over g and f offers no collection (4.9)', () => {
    const r = play(cbSc(), [
      {
        type: 'launch',
        base: 'a',
        units: ['spit'],
        mission: 'changeBase',
        hops: ['c1'],
        path: rowRoute(1, 9),
      },
    ])
    expect(eventsOf(r.events, 'collect')).toHaveLength(0)
    expect(r.state.units.lys.aloft).toBeNull()
  })
})
