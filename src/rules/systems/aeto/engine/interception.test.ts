// Air interception (4.13; spec §7): who may intercept, interception range (T-09), windows, the
// engagement life cycle (declare, launch one base at a time, pre-combat window, cancellation,
// dissolution, joining). Map 20 × 12, odd-q: hexes of one printed row are in a straight line.
import { describe, expect, it } from 'vitest'
import { legalActions } from './legal'
import { passUntilWindowAt, rowRoute } from '../testing/engineScenarios'
import { fixture, type FixtureBase, type FixtureUnit } from '../testing/fixtures'
import {
  act,
  eventsOf,
  hexDist,
  passWindows,
  pendingOf,
  play,
  refused,
  start,
  withUnits,
} from '../testing/play'
import type { Action, GameState } from '../types'

const HAMP: FixtureUnit = {
  id: 'hamp',
  name: 'Hampden',
  nation: 'UK',
  type: 'B',
  front: '4-10/0',
  back: '2-10/0',
  base: 'ab',
}
const BLEN: FixtureUnit = {
  id: 'blen',
  name: 'Blenheim',
  nation: 'UK',
  type: 'B',
  front: '2-8/0',
  back: '1-8/0',
  base: 'ab',
}
const HAMP2: FixtureUnit = { ...HAMP, id: 'hamp2', name: 'Hampden II', base: 'ab2' }
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'as',
}
const ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}
const ME110: FixtureUnit = {
  id: 'me110',
  name: 'Me-110',
  nation: 'DE',
  type: 'FB',
  front: '3-6/1',
  back: '2-6/1',
  base: 'x1',
}
const JU88: FixtureUnit = {
  id: 'ju88',
  name: 'Ju 88',
  nation: 'DE',
  type: 'B',
  front: '_4_-10/1',
  back: '_2_-10/1',
  base: 'x1',
}
const MECUR: FixtureUnit = {
  id: 'meCur',
  name: 'Me-109 (Current)',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}
const FW190: FixtureUnit = {
  id: 'fw190',
  name: 'Fw-190',
  nation: 'DE',
  type: 'F',
  front: '4-5/4',
  back: '2-5/4',
  base: 'x2',
}

/**
 * Allies: ab 0106 (Hampden, Blenheim), ab2 0105 (Hampden II), as 0910 (Spitfire, only if asked).
 * Axis: x1 0906 (Me-109, Me-110 FB, Ju 88 B, a Current Me-109), x2 0703 (Fw-190).
 * The Hampden flies row 06 east to 0706: 0506 is the first hex within 4 of x1 and of x2.
 */
function intSc(
  o: {
    spit?: boolean
    bases?: FixtureBase[]
    units?: FixtureUnit[]
    options?: Parameters<typeof fixture>[0]['options']
    weather?: Parameters<typeof fixture>[0]['weather']
    features?: Parameters<typeof fixture>[0]['features']
  } = {},
) {
  return withUnits(
    fixture({
      options: o.options,
      weather: o.weather,
      features: o.features,
      bases: [
        { id: 'ab', hex: '0106', owner: 'allies' },
        { id: 'ab2', hex: '0105', owner: 'allies' },
        { id: 'as', hex: '0910', owner: 'allies' },
        { id: 'x1', hex: '0906', owner: 'axis' },
        { id: 'x2', hex: '0703', owner: 'axis' },
        ...(o.bases ?? []),
      ],
      units: [
        HAMP,
        BLEN,
        HAMP2,
        ...(o.spit ? [SPIT] : []),
        ME109,
        ME110,
        JU88,
        MECUR,
        FW190,
        ...(o.units ?? []),
      ],
    }),
    { meCur: { commitment: 'current' } },
  )
}
const launchHamp: Action = {
  type: 'launch',
  base: 'ab',
  units: ['hamp'],
  mission: 'fly',
  target: '0706',
  path: rowRoute(1, 7),
}
const interceptorIds = (s: GameState) =>
  pendingOf(s, 'declare').interceptors.flatMap((g) => g.units.map((u) => u.id))

describe('geometry used by these tests', () => {
  it('x1 (0906) and x2 (0703) are 4 hexes from 0506 and 5 from 0406; as (0910) is 4 from x1 and 6 from 0506', () => {
    expect([
      hexDist(20, 12, '0906', '0506'),
      hexDist(20, 12, '0703', '0506'),
      hexDist(20, 12, '0906', '0406'),
      hexDist(20, 12, '0703', '0406'),
    ]).toEqual([4, 4, 5, 5])
    expect([hexDist(20, 12, '0910', '0906'), hexDist(20, 12, '0910', '0506')]).toEqual([4, 6])
  })
})

describe('interception range, T-09 (4.13)', () => {
  // Axis He-111 (range 12) flies west from xb (1806) along row 06; US P-51 6-10/3 waits at pa (1006).
  const t09 = (
    o: {
      variant?: 'aeto' | 'apto'
      p51?: string
      options?: Parameters<typeof fixture>[0]['options']
      weather?: Parameters<typeof fixture>[0]['weather']
      features?: Parameters<typeof fixture>[0]['features']
    } = {},
  ) =>
    fixture({
      variant: o.variant,
      phasingSide: 'axis',
      options: o.options,
      weather: o.weather,
      features: o.features,
      bases: [
        { id: 'xb', hex: '1806', owner: 'axis' },
        { id: 'pa', hex: '1006', owner: 'allies' },
      ],
      units: [
        { id: 'he111', name: 'He-111', nation: 'DE', type: 'B', front: '_6_-12', back: '_3_-12', base: 'xb' },
        {
          id: 'p51',
          name: 'P-51',
          nation: 'US',
          type: 'F',
          front: o.p51 ?? '6-10/3',
          back: '3-10/3',
          base: 'pa',
        },
      ],
    })
  const westbound: Action = {
    type: 'launch',
    base: 'xb',
    units: ['he111'],
    mission: 'fly',
    target: '0606',
    path: rowRoute(18, 6),
  }

  it('P-51 range 10 → interception range 5: the first window is at 1506, 5 hexes from its base (1706 and 1606 are skipped)', () => {
    const r = play(t09(), [westbound])
    expect(eventsOf(r.events, 'move').map((e) => e.loc)).toEqual(['1706', '1606', '1506'])
    expect(pendingOf(r.state, 'declare')).toMatchObject({
      side: 'allies',
      loc: '1506',
      trigger: 'enter',
      interceptors: [{ base: 'pa', baseHex: '1006', units: [{ id: 'p51', interceptRange: 5, distance: 5 }] }],
    })
  })

  it("6 hexes is beyond the P-51's interception range: with askEvenWhenNoInterceptor the window at 1606 is offered empty and declaring the P-51 is refused (4.13, [CONFIG])", () => {
    const r = play(t09({ options: { askEvenWhenNoInterceptor: true } }), [
      westbound,
      { type: 'pass' },
      { type: 'pass' },
    ])
    const p = pendingOf(r.state, 'declare')
    expect(p).toMatchObject({ loc: '1606', interceptors: [] })
    expect(legalActions(r.state)).toEqual([{ type: 'pass', side: 'allies' }])
    expect(refused(r.state, { type: 'declare', groups: [{ base: 'pa', units: ['p51'] }] })).toEqual({
      rule: '4.13',
      message: 'No unit at "pa" may intercept at 1606.',
    })
  })

  it("askEvenWhenNoInterceptor also opens the launch window in the bomber's base hex, 8 hexes away (spec §7.2 [CONFIG])", () => {
    const s = start(t09({ options: { askEvenWhenNoInterceptor: true } }))
    const r = act(s, westbound)
    expect(pendingOf(r.state, 'declare')).toMatchObject({ loc: '1806', trigger: 'launch', interceptors: [] })
  })

  it("a target in the P-51's own base hex (distance 0) may be intercepted; an interception need not be declared at the first chance (4.13)", () => {
    let r = play(t09(), [westbound])
    while (pendingOf(r.state, 'declare').loc !== '1006') r = act(r.state, { type: 'pass' })
    expect(interceptorIds(r.state)).toEqual(['p51'])
    expect(pendingOf(r.state, 'declare').interceptors[0].units[0].distance).toBe(0)
    const d = play(r.state, [
      { type: 'declare', groups: [{ base: 'pa', units: ['p51'] }] },
      { type: 'launchInterceptors', base: 'pa' },
    ])
    expect(eventsOf(d.events, 'arrive')[0].text).toBe('P-51 arrives at 1006 to intercept (4.13).')
  })

  it('Re 2001 4-6/2 (range 6): half is 3 < 4, so its interception range is 4 (4.13, T-09)', () => {
    const r = play(t09({ p51: '4-6/2' }), [westbound])
    expect(pendingOf(r.state, 'declare')).toMatchObject({
      loc: '1406',
      interceptors: [{ units: [{ id: 'p51', interceptRange: 4, distance: 4 }] }],
    })
  })

  it('"Half Strength and Range" weather at the P-51\'s base: range 5 → interception range max(4, 2) = 4 (4.13, T-09)', () => {
    const weather = {
      defaultZone: 'ok',
      zones: [
        { id: 'ok', name: 'Clear', condition: 'clear' as const },
        { id: 'rain', name: 'Rain', condition: 'halfStrengthAndRange' as const },
      ],
    }
    const r = play(t09({ weather, features: [{ hex: '1006', weatherZone: 'rain' }] }), [westbound])
    expect(pendingOf(r.state, 'declare')).toMatchObject({
      loc: '1406',
      interceptors: [{ units: [{ id: 'p51', interceptRange: 4, distance: 4 }] }],
    })
  })

  it('APTO: interception range max(2, half range): a 4-6/2 fighter reaches 3 hexes, not 4 (APTO 4.13)', () => {
    const r = play(t09({ variant: 'apto', p51: '4-6/2' }), [westbound])
    expect(pendingOf(r.state, 'declare')).toMatchObject({
      loc: '1306',
      interceptors: [{ units: [{ id: 'p51', interceptRange: 3, distance: 3 }] }],
    })
  })
})

describe('who may intercept (4.13, 4.1, 4.8, 4.27; spec §7.1)', () => {
  it('at 0506 only fighter-class, uncommitted, operational units in range are offered: Me-109 and Me-110 (FB) from x1, Fw-190 from x2; not the Ju 88 (B) nor the Current Me-109', () => {
    const r = play(intSc(), [launchHamp])
    const p = pendingOf(r.state, 'declare')
    expect(p.interceptors.map((g) => [g.base, g.units.map((u) => u.id)])).toEqual([
      ['x1', ['me109', 'me110']],
      ['x2', ['fw190']],
    ])
  })

  it('declaring a bomber or a committed fighter is refused with the reason (4.13)', () => {
    const s = play(intSc(), [launchHamp]).state
    expect(refused(s, { type: 'declare', groups: [{ base: 'x1', units: ['ju88'] }] })).toEqual({
      rule: '4.13',
      message: 'Ju 88 cannot intercept: only fighter-types may intercept.',
    })
    expect(refused(s, { type: 'declare', groups: [{ base: 'x1', units: ['meCur'] }] })).toEqual({
      rule: '4.13',
      message: 'Me-109 (Current) cannot intercept: it is committed.',
    })
    expect(refused(s, { type: 'declare', groups: [{ base: 'x1', units: ['fw190'] }] })).toEqual({
      rule: '4.13',
      message: 'Fw-190 cannot intercept: it is not based at x1.',
    })
  })

  it('an FB intercepts in the Fighter role (4.13): the Me-110 takes off with role "fighter" and is marked as having intercepted this Step', () => {
    const r = play(intSc(), [
      launchHamp,
      { type: 'declare', groups: [{ base: 'x1', units: ['me110'] }] },
      { type: 'launchInterceptors', base: 'x1' },
    ])
    expect(r.state.units.me110).toMatchObject({
      role: 'fighter',
      interceptedThisStep: true,
      commitment: 'current',
    })
  })

  it('a unit intercepts once per Step: after its combat the Me-109 is not offered against the Blenheim later in the Step (4.13)', () => {
    let r = play(intSc(), [
      launchHamp,
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'designate', units: [] },
      { type: 'endAttacks' }, // Me-109 does not attack; nobody else can
      { type: 'continue', flights: [] },
    ])
    expect(r.state.units.me109.aloft!.setAside).toBe(true)
    r = act(r.state, {
      type: 'launch',
      base: 'ab',
      units: ['blen'],
      mission: 'fly',
      target: '0606',
      path: rowRoute(1, 6),
    })
    expect(interceptorIds(r.state)).toEqual(['me110', 'fw190'])
  })

  it('over-stacked units cannot intercept (4.8, 4.13, A-62): at x3 (capacity 1) only the top unit is offered', () => {
    const sc = intSc({
      bases: [{ id: 'x3', hex: '1306', owner: 'axis', capacity: 1 }],
      units: [
        { ...ME109, id: 'top', name: 'Top', base: 'x3' },
        { ...ME109, id: 'bottom', name: 'Bottom', base: 'x3' },
      ],
    })
    // x3 (1306) is 4 hexes from 0906: the Hampden flies to 0906 and the Axis passes until it is there
    const r = play(sc, [
      { type: 'launch', base: 'ab', units: ['hamp'], mission: 'fly', target: '0906', path: rowRoute(1, 9) },
    ])
    let s = r.state
    while (pendingOf(s, 'declare').loc !== '0906') s = act(s, { type: 'pass' }).state
    const x3 = pendingOf(s, 'declare').interceptors.find((g) => g.base === 'x3')!
    expect(x3.units.map((u) => u.id)).toEqual(['top'])
    expect(refused(s, { type: 'declare', groups: [{ base: 'x3', units: ['bottom'] }] }).message).toBe(
      'Bottom cannot intercept: 0906 is beyond its interception range or it is not operational.',
    )
  })

  it('no interception from a base whose weather grounds air units: with x1 (0906) grounded only the Fw-190 of x2 is offered at 0506 (1.0, 4.13)', () => {
    const weather = {
      defaultZone: 'ok',
      zones: [
        { id: 'ok', name: 'Clear', condition: 'clear' as const },
        { id: 'fog', name: 'Fog', condition: 'grounded' as const },
      ],
    }
    const r = play(intSc({ weather, features: [{ hex: '0906', weatherZone: 'fog' }] }), [launchHamp])
    expect(interceptorIds(r.state)).toEqual(['fw190'])
  })

  it('no interception into a hex whose weather grounds air units: the window at 0506 is skipped, the next one is at 0606 (4.13, 1.0)', () => {
    const weather = {
      defaultZone: 'ok',
      zones: [
        { id: 'ok', name: 'Clear', condition: 'clear' as const },
        { id: 'fog', name: 'Fog', condition: 'grounded' as const },
      ],
    }
    const r = play(intSc({ weather, features: [{ hex: '0506', weatherZone: 'fog' }] }), [launchHamp])
    expect(pendingOf(r.state, 'declare').loc).toBe('0606')
  })
})

describe('interception windows (spec §7.2)', () => {
  it('T1 launch: a bomber taking off from ab3 (0506), 4 hexes from x1, opens a "launch" window in its base hex (4.13 NOTE)', () => {
    const sc = intSc({
      bases: [{ id: 'ab3', hex: '0506', owner: 'allies' }],
      units: [{ ...BLEN, id: 'blen3', base: 'ab3' }],
    })
    const r = act(start(sc), {
      type: 'launch',
      base: 'ab3',
      units: ['blen3'],
      mission: 'fly',
      target: '0406',
    })
    expect(pendingOf(r.state, 'declare')).toMatchObject({ trigger: 'launch', loc: '0506', side: 'axis' })
  })

  it('T3 stop: an escort that stops in range opens a "stop" window for the stopped flight only (4.15)', () => {
    // Spitfire II (range 4) escorts the Hampden from ab; it stops at 0506 when the Hampden moves on.
    const sc = intSc({ units: [{ ...SPIT, id: 'spit2', name: 'Spitfire II', base: 'ab' }] })
    const r = play(sc, [
      {
        type: 'launch',
        base: 'ab',
        units: ['hamp', 'spit2'],
        mission: 'fly',
        target: '0706',
        path: rowRoute(1, 7),
      },
    ])
    const enter = pendingOf(r.state, 'declare')
    expect(enter).toMatchObject({ trigger: 'enter', loc: '0506' })
    const s = act(r.state, { type: 'pass' })
    const stop = pendingOf(s.state, 'declare')
    expect(stop).toMatchObject({ trigger: 'stop', loc: '0506' })
    expect(stop.targets).toEqual([s.state.units.spit2.aloft!.flight])
    expect(stop.prompt).toBe('Enemy flight (1 unit) stops at 0506: intercept or pass.')
  })

  it('T2 enter at every hex in range: after passing at 0506 the next window is at 0606 (4.13)', () => {
    const r = play(intSc(), [launchHamp, { type: 'pass' }])
    expect(pendingOf(r.state, 'declare')).toMatchObject({ trigger: 'enter', loc: '0606' })
  })

  it('windows are skipped when no unit could intercept: the Hampden crosses 0206–0406 with no decision (spec §7.2)', () => {
    const r = play(intSc(), [launchHamp])
    expect(eventsOf(r.events, 'noInterception')).toHaveLength(0)
    expect(eventsOf(r.events, 'move').map((e) => e.loc)).toEqual(['0206', '0306', '0406', '0506'])
  })
})

describe('declaring and gathering (4.13; spec §7.5)', () => {
  const declared = () =>
    play(intSc(), [
      launchHamp,
      {
        type: 'declare',
        groups: [
          { base: 'x1', units: ['me109'] },
          { base: 'x2', units: ['fw190'] },
        ],
      },
    ])

  it('a declaration halts the target flight and pushes an engagement (depth 1) on the stack; launch one base at a time (4.13)', () => {
    const { state, events } = declared()
    const f = state.flights[state.units.hamp.aloft!.flight]
    expect(f).toMatchObject({ status: 'halted', haltedBy: 'E1' })
    expect(state.stack).toEqual(['E1'])
    expect(state.engagements.E1).toMatchObject({
      depth: 1,
      status: 'gathering',
      declaringSide: 'axis',
      targetSide: 'allies',
    })
    expect(eventsOf(events, 'declare')[0].text).toBe(
      'Axis declares an interception of Hampden at 0506: Me-109 from x1; Fw-190 from x2 (4.13).',
    )
    const p = pendingOf(state, 'launchInterceptors')
    expect(p.bases.map((b) => [b.base, b.units, b.autoPath])).toEqual([
      ['x1', ['me109'], ['0806', '0707', '0606', '0506']],
      ['x2', ['fw190'], ['0704', '0705', '0605', '0506']],
    ])
  })

  it("after x1's flight has arrived, x2 is asked to launch; when all have arrived the pre-combat window opens, declaring side first (4.13, 4.16)", () => {
    const a = act(declared().state, { type: 'launchInterceptors', base: 'x1' })
    expect(eventsOf(a.events, 'arrive')[0].text).toBe('Me-109 arrives at 0506 to intercept (4.13).')
    expect(pendingOf(a.state, 'launchInterceptors').bases.map((b) => b.base)).toEqual(['x2'])
    const b = act(a.state, { type: 'launchInterceptors', base: 'x2' })
    expect(pendingOf(b.state, 'preCombat')).toMatchObject({ side: 'axis', engagement: 'E1' })
  })

  it('interceptors move hex by hex and may not stop short (4.13)', () => {
    const s = act(declared().state, { type: 'launchInterceptors', base: 'x1', path: ['0806'] }).state
    const p = pendingOf(s, 'move')
    expect(p).toMatchObject({ side: 'axis', canStop: false })
    expect(refused(s, { type: 'stop', flight: p.flight })).toEqual({
      rule: '4.13',
      message: 'Interceptors fly on to the engagement.',
    })
  })

  it('a partial interceptor route from whose end the engagement is out of reach is refused: 0907 leaves 3 MP for 4 hexes (4.13)', () => {
    const v = refused(declared().state, { type: 'launchInterceptors', base: 'x1', path: ['0907'] })
    expect(v).toEqual({
      rule: '4.13',
      message:
        'Me-109 could no longer reach 0506 from 0907: interceptors fly at most their interception range (max(4, half range)).',
    })
  })

  it('flown hex by hex, interceptors are offered only hexes from which they still reach the engagement: from 0806 (1 MP spent) only 0707 and 0706 (4.13)', () => {
    const s = act(declared().state, { type: 'launchInterceptors', base: 'x1', path: ['0806'] }).state
    const p = pendingOf(s, 'move')
    expect(p.next.sort()).toEqual(['0706', '0707'])
    expect(refused(s, { type: 'move', flight: p.flight, path: ['0807'] }).rule).toBe('4.13')
    const r = act(s, { type: 'move', flight: p.flight, path: ['0706', '0606', '0506'] })
    expect(eventsOf(r.events, 'arrive')).toHaveLength(1)
  })

  it('an interceptor route longer than the interception range is refused (4.13)', () => {
    const v = refused(declared().state, {
      type: 'launchInterceptors',
      base: 'x1',
      path: ['0905', '0805', '0705', '0605', '0506'],
    })
    expect(v).toEqual({
      rule: '4.13',
      message:
        'Me-109 cannot reach 0506: interceptors fly at most their interception range (max(4, half range)).',
    })
  })

  it("the declaration must target flights in the window's hex (4.13)", () => {
    const s = play(intSc(), [launchHamp]).state
    expect(
      refused(s, { type: 'declare', targets: ['F99'], groups: [{ base: 'x1', units: ['me109'] }] }).rule,
    ).toBe('4.13')
  })
})

describe('coordinated interception (4.13): collecting interceptors en route, APTO ranges', () => {
  // APTO: a Zero 4-8/3 (interception range 4) at x1 flies to 0506 over x4 (0806, 3 from 0506), which holds
  // a Ki-43 4-8/2 (range 4 → reaches) and a Ki-27 2-4/1 (range 2 → does not).
  const sc = fixture({
    variant: 'apto',
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis' },
      { id: 'x4', hex: '0806', owner: 'axis' },
    ],
    units: [
      HAMP,
      { id: 'zero', name: 'Zero', nation: 'DE', type: 'F', front: '4-8/3', back: '2-8/3', base: 'x1' },
      { id: 'ki43', name: 'Ki-43', nation: 'DE', type: 'F', front: '4-8/2', back: '2-8/2', base: 'x4' },
      { id: 'ki27', name: 'Ki-27', nation: 'DE', type: 'F', front: '2-4/1', back: null, base: 'x4' },
    ],
  })

  it('over x4 only the Ki-43 (0506 within its own interception range) may be collected; collected, it is marked as intercepting (4.13)', () => {
    // the Ki-43 could already intercept at 0406 (4 hexes from x4): the Axis waits for 0506
    const w = passUntilWindowAt(play(sc, [launchHamp]), '0506')
    const r = play(w.state, [
      { type: 'declare', groups: [{ base: 'x1', units: ['zero'] }] },
      { type: 'launchInterceptors', base: 'x1', path: ['0806', '0706', '0606', '0506'] },
    ])
    const p = pendingOf(r.state, 'collect')
    expect(p.units).toEqual([{ id: 'ki43', base: 'x4', needsRole: false }])
    const c = act(r.state, { type: 'collect', flight: p.flight, units: ['ki43'] })
    expect(c.state.units.ki43).toMatchObject({ interceptedThisStep: true, role: 'fighter' })
    expect(eventsOf(c.events, 'arrive')[0].text).toBe('Zero and Ki-43 arrive at 0506 to intercept (4.13).')
  })

  it("a unit already declared in a group that has not launched is not collected on the way (4.13): x4's Ki-43 waits for its own launch", () => {
    const w = passUntilWindowAt(play(sc, [launchHamp]), '0506')
    const r = play(w.state, [
      {
        type: 'declare',
        groups: [
          { base: 'x1', units: ['zero'] },
          { base: 'x4', units: ['ki43'] },
        ],
      },
      { type: 'launchInterceptors', base: 'x1', path: ['0806', '0706', '0606', '0506'] },
    ])
    expect(eventsOf(r.events, 'collect')).toHaveLength(0)
    expect(pendingOf(r.state, 'launchInterceptors').bases.map((b) => [b.base, b.units])).toEqual([
      ['x4', ['ki43']],
    ])
  })
})

describe('pre-combat window (4.13, 4.16; spec §7.5)', () => {
  const atPreCombat = () =>
    play(intSc(), [
      launchHamp,
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
    ])

  it('two consecutive passes, declaring side first, start the combat (4.16 Round 1 step 1)', () => {
    const s = atPreCombat().state
    expect(pendingOf(s, 'preCombat').side).toBe('axis')
    const a = act(s, { type: 'pass' })
    expect(pendingOf(a.state, 'preCombat').side).toBe('allies')
    const b = act(a.state, { type: 'pass' })
    expect(eventsOf(b.events, 'combat')[0].text).toBe(
      'Air combat at 0506: Western Allies (Hampden) against Axis (Me-109) (4.16).',
    )
  })

  it('adding interceptors sends the engagement back to gathering; the pass count starts again (4.16)', () => {
    const s = atPreCombat().state
    const a = act(s, { type: 'addInterceptors', groups: [{ base: 'x2', units: ['fw190'] }] })
    expect(a.state.engagements.E1).toMatchObject({ status: 'gathering', passes: 0 })
    const b = play(a.state, [{ type: 'launchInterceptors', base: 'x2' }])
    expect(pendingOf(b.state, 'preCombat').side).toBe('axis')
  })

  it('only the intercepting side adds interceptors (4.16)', () => {
    const s = act(atPreCombat().state, { type: 'pass' }).state
    expect(refused(s, { type: 'addInterceptors', groups: [{ base: 'x2', units: ['fw190'] }] })).toEqual({
      rule: '4.16',
      message: 'Only the intercepting side adds interceptors.',
    })
  })

  it('the intercepted side may launch more of the same mission from another base (A-21); the other side answers before combat', () => {
    const s = act(atPreCombat().state, { type: 'pass' }).state
    const p = pendingOf(s, 'preCombat')
    expect(p.joinMissionFor).toBe('M1')
    expect(p.launch.map((b) => b.base)).toEqual(['ab2']) // ab has already launched for M1
    // Hampden II flies 0105 → 0205 → 0306 → … → 0706; the Axis passes its windows on the way.
    let r = act(s, {
      type: 'launch',
      base: 'ab2',
      units: ['hamp2'],
      mission: 'fly',
      path: ['0205', '0306', '0406', '0506', '0606', '0706'],
    })
    while (r.state.pending.kind === 'declare') r = act(r.state, { type: 'pass' })
    expect(r.state.missions.M1.basesLaunched).toEqual(['ab', 'ab2'])
    // a launch is not a pass: the Axis decides again before any combat
    expect(pendingOf(r.state, 'preCombat').side).toBe('axis')
    expect(r.state.engagements.E1.passes).toBe(0)
  })

  it('launching again from a base that already launched for the mission is refused (4.9)', () => {
    const s = act(atPreCombat().state, { type: 'pass' }).state
    expect(refused(s, { type: 'launch', base: 'ab', units: ['blen'], mission: 'fly' })).toEqual({
      rule: '4.9',
      message:
        'ab has already launched for this mission: units flying together launch from one base or are collected.',
    })
  })

  it('the intercepting side cannot launch a mission in the pre-combat window (4.9)', () => {
    expect(
      refused(atPreCombat().state, {
        type: 'launch',
        base: 'x1',
        units: ['ju88'],
        mission: 'fly',
        target: '0506',
      }),
    ).toEqual({
      rule: '4.9',
      message: 'Only the side whose mission is intercepted may launch more of it now.',
    })
  })
})

describe('several interceptions of one flight in one hex join one engagement (A-65)', () => {
  it('Hampden II of the same mission enters 0506 while E1 waits: the Fw-190 declared there joins E1 against both flights', () => {
    let r = play(intSc(), [
      launchHamp,
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'pass' },
    ])
    r = act(r.state, {
      type: 'launch',
      base: 'ab2',
      units: ['hamp2'],
      mission: 'fly',
      path: ['0205', '0306', '0406', '0506', '0606', '0706'],
    })
    expect(pendingOf(r.state, 'declare').loc).toBe('0506')
    const j = act(r.state, { type: 'declare', groups: [{ base: 'x2', units: ['fw190'] }] })
    expect(j.state.stack).toEqual(['E1'])
    const e = j.state.engagements.E1
    expect(e.targetFlights).toEqual([j.state.units.hamp.aloft!.flight, j.state.units.hamp2.aloft!.flight])
    expect(e.groups.map((g) => [g.base, g.launched])).toEqual([
      ['x1', true],
      ['x2', false],
    ])
    expect(e.status).toBe('gathering')
    const c = play(j.state, [{ type: 'launchInterceptors', base: 'x2' }, { type: 'pass' }, { type: 'pass' }])
    expect(eventsOf(c.events, 'combat')[0].text).toBe(
      'Air combat at 0506: Western Allies (Hampden and Hampden II) against Axis (Me-109 and Fw-190) (4.16).',
    )
  })
})

describe('cancellation by agreement (4.13, A-57)', () => {
  const midGather = () =>
    play(intSc(), [
      launchHamp,
      {
        type: 'declare',
        groups: [
          { base: 'x1', units: ['me109'] },
          { base: 'x2', units: ['fw190'] },
        ],
      },
      { type: 'launchInterceptors', base: 'x1' },
    ])

  it('proposed while interceptors are still launching and accepted: no combat; launched Me-109 set aside with its interception used; Fw-190 stays at base; the Hampden resumes with a new window', () => {
    const p = act(midGather().state, { type: 'proposeCancel' })
    expect(pendingOf(p.state, 'acceptCancel')).toMatchObject({
      side: 'allies',
      prompt: 'Axis proposes to cancel the interception at 0506: accept or refuse.',
    })
    const a = act(p.state, { type: 'acceptCancel' })
    expect(a.events[0].text).toBe('Western Allies agrees: the engagement at 0506 is cancelled (4.13).')
    expect(a.state.engagements.E1.status).toBe('dissolved')
    expect(a.state.stack).toEqual([])
    expect(a.state.units.me109).toMatchObject({ interceptedThisStep: true, aloft: { setAside: true } })
    expect(a.state.units.fw190).toMatchObject({ interceptedThisStep: false, aloft: null, commitment: 'none' })
    expect(a.state.flights[a.state.units.hamp.aloft!.flight].status).toBe('moving')
    const w = pendingOf(a.state, 'declare')
    expect(w).toMatchObject({ trigger: 'continue', loc: '0506' })
    expect(w.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['me110', 'fw190'])
  })

  it('refused: the interception goes on where it was (4.13)', () => {
    const r = play(midGather().state, [{ type: 'proposeCancel' }, { type: 'refuseCancel' }])
    expect(eventsOf(r.events, 'cancelRefused')[0].text).toBe(
      'Western Allies refuses: the engagement at 0506 goes on (4.13).',
    )
    expect(pendingOf(r.state, 'launchInterceptors').bases.map((b) => b.base)).toEqual(['x2'])
  })

  it('the intercepted side may propose in the pre-combat window; once combat has begun no cancellation is possible (4.13)', () => {
    const s = play(midGather().state, [{ type: 'launchInterceptors', base: 'x2' }, { type: 'pass' }]).state
    const p = act(s, { type: 'proposeCancel' })
    expect(pendingOf(p.state, 'acceptCancel').side).toBe('axis')
    const c = play(s, [{ type: 'pass' }]).state
    expect(c.combat).not.toBeNull()
    expect(refused(c, { type: 'proposeCancel' }).message).toMatch(
      /^"proposeCancel" is not possible now: Axis must decide/,
    )
  })
})

describe("a refused cancellation is not proposed again (4.13: it needs both sides' agreement)", () => {
  const midGather = () =>
    play(intSc(), [
      launchHamp,
      {
        type: 'declare',
        groups: [
          { base: 'x1', units: ['me109'] },
          { base: 'x2', units: ['fw190'] },
        ],
      },
      { type: 'launchInterceptors', base: 'x1' },
    ])

  it('once refused, the same side cannot propose again: not offered, and refused with the rule; the other side still may, once', () => {
    const r = play(midGather().state, [{ type: 'proposeCancel' }, { type: 'refuseCancel' }])
    expect(r.state.engagements.E1.cancelRefused).toEqual(['axis'])
    expect(legalActions(r.state)).toEqual([{ type: 'launchInterceptors', side: 'axis', base: 'x2' }])
    expect(refused(r.state, { type: 'proposeCancel' })).toEqual({
      rule: '4.13',
      message:
        "Axis has already proposed to cancel the engagement at 0506 and Western Allies refused: cancelling needs both sides' agreement, and a side proposes it once.",
    })
    // In the pre-combat window the Axis may only add interceptors or pass; the Allies may propose once.
    const pre = play(r.state, [{ type: 'launchInterceptors', base: 'x2' }]).state
    expect(pendingOf(pre, 'preCombat')).toMatchObject({ side: 'axis', canCancel: false })
    expect(legalActions(pre).some((a) => a.type === 'proposeCancel')).toBe(false)
    const allies = play(pre, [{ type: 'pass' }]).state
    expect(pendingOf(allies, 'preCombat')).toMatchObject({ side: 'allies', canCancel: true })
    const again = play(allies, [{ type: 'proposeCancel' }, { type: 'refuseCancel' }]).state
    expect(again.engagements.E1.cancelRefused).toEqual(['axis', 'allies'])
    expect(pendingOf(again, 'preCombat').canCancel).toBe(false)
  })

  it('the loop of proposals that never ended now ends: at most one refused proposal per side, then combat', () => {
    let s = play(midGather().state, [{ type: 'launchInterceptors', base: 'x2' }]).state
    let proposals = 0
    for (let i = 0; i < 80 && !s.combat; i++) {
      const p = s.pending
      const a: Action =
        p.kind === 'acceptCancel'
          ? { type: 'refuseCancel' }
          : legalActions(s).some((x) => x.type === 'proposeCancel')
            ? { type: 'proposeCancel' }
            : { type: 'pass' }
      if (a.type === 'proposeCancel') proposals++
      s = act(s, a).state
    }
    expect(proposals).toBe(2)
    expect(s.combat).not.toBeNull()
  })
})

describe('dissolution when no interceptor arrives (4.13; spec §7.5, §7.6)', () => {
  // The Spitfire at "as" (0910) counter-intercepts the Me-109 as it takes off from x1 (0906).
  const counter = (dice: number[]) =>
    play(
      intSc({ spit: true }),
      [
        launchHamp,
        { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
        { type: 'launchInterceptors', base: 'x1' },
      ],
      dice,
    )

  it('the Spitfire hits the Me-109 in the counter-interception (E2); E1 has no interceptor left and dissolves; the Hampden resumes', () => {
    const s = counter([6, 1]).state
    expect(pendingOf(s, 'declare')).toMatchObject({ side: 'allies', trigger: 'launch', loc: '0906' })
    // the Axis passes its counter-counter-interception windows on the Spitfire's way, then both pass before combat
    const flown = passWindows(
      play(s, [
        { type: 'declare', groups: [{ base: 'as', units: ['spit'] }] },
        { type: 'launchInterceptors', base: 'as' },
      ]),
    )
    expect(pendingOf(flown.state, 'preCombat')).toMatchObject({ side: 'allies', engagement: 'E2' })
    const r = play(flown.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'me109', target: 'spit' }, // Axis is first in E2: natural 6 → miss
      { type: 'attack', attacker: 'spit', target: 'me109' }, // ATN 4 + 3 − 3 = 4, natural 1 → hit
    ])
    expect(r.state.units.me109).toMatchObject({ face: 'back', aborted: true })
    expect(r.state.engagements.E2.status).toBe('resolved')
    expect(r.state.engagements.E1.status).toBe('dissolved')
    expect(eventsOf(r.events, 'dissolve')[0].text).toBe(
      'No interceptor reached 0506: no combat there (4.13).',
    )
    expect(r.state.stack).toEqual([])
    // the Hampden flies on to 0706 (no other Axis unit within reach chooses to intercept)
    let t = r.state
    while (t.pending.kind === 'declare') t = act(t, { type: 'pass' }).state
    expect(t.flights[t.units.hamp.aloft!.flight].status).toBe('arrived')
  })

  it('a counter-intercepted Me-109 that survives but discontinues is dropped from E1, which dissolves (§7.6)', () => {
    const s = counter([6, 6]).state
    // the Axis passes its counter-counter-interception windows on the Spitfire's way, then both pass before combat
    const flown = passWindows(
      play(s, [
        { type: 'declare', groups: [{ base: 'as', units: ['spit'] }] },
        { type: 'launchInterceptors', base: 'as' },
      ]),
    )
    expect(pendingOf(flown.state, 'preCombat')).toMatchObject({ side: 'allies', engagement: 'E2' })
    const r = play(flown.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'me109', target: 'spit' }, // natural 6 → miss
      { type: 'attack', attacker: 'spit', target: 'me109' }, // natural 6 → miss
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['me109'] }, // Axis (first side in E2) stays
      { type: 'remain', units: [] }, // the Spitfire leaves: nobody can attack in Round 2
    ])
    expect(pendingOf(r.state, 'continue')).toMatchObject({ side: 'axis', engagement: 'E2' })
    const d = act(r.state, { type: 'continue', flights: [] })
    expect(d.state.engagements.E1.status).toBe('dissolved')
    expect(d.state.units.me109).toMatchObject({ aborted: false, aloft: { setAside: true } })
    expect(eventsOf(d.events, 'dissolve')).toHaveLength(1)
  })
})

describe('one interception per Step also binds declared, not yet launched units (4.13)', () => {
  // E1: the Me-109 (x1) and the Fw-190 4-10/4 (x2 0703, interception range 5) are declared at 0506; x1 launches first.
  // The Spitfire at as2 (0708) counter-intercepts the Me-109 at 0906 (E2) and takes off: the Axis window at 0708
  // may not offer the Fw-190 again, still waiting to launch for E1 (0708 is 5 from x2). The Me-110 at x2 may be used.
  const sc = fixture({
    options: { askEvenWhenNoInterceptor: true },
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'as2', hex: '0708', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis' },
      { id: 'x2', hex: '0703', owner: 'axis' },
    ],
    units: [
      HAMP,
      { ...SPIT, base: 'as2' },
      ME109,
      { ...FW190, front: '4-10/4', back: '2-10/4' },
      { ...ME110, front: '3-10/1', back: '2-10/1', base: 'x2' },
    ],
  })

  it('the Fw-190 is not offered at 0708 while its E1 group waits; declaring it is refused; the Me-110 is offered', () => {
    let s = play(sc, [launchHamp]).state
    while (pendingOf(s, 'declare').loc !== '0506') s = act(s, { type: 'pass' }).state
    s = play(s, [
      {
        type: 'declare',
        groups: [
          { base: 'x1', units: ['me109'] },
          { base: 'x2', units: ['fw190'] },
        ],
      },
      { type: 'launchInterceptors', base: 'x1' },
    ]).state
    expect(pendingOf(s, 'declare')).toMatchObject({ side: 'allies', loc: '0906', trigger: 'launch' })
    s = play(s, [
      { type: 'declare', groups: [{ base: 'as2', units: ['spit'] }] },
      { type: 'launchInterceptors', base: 'as2' },
    ]).state
    const w = pendingOf(s, 'declare')
    expect(w).toMatchObject({ side: 'axis', loc: '0708', trigger: 'launch' })
    expect(w.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['me110'])
    expect(refused(s, { type: 'declare', groups: [{ base: 'x2', units: ['fw190'] }] })).toEqual({
      rule: '4.13',
      message: 'Fw-190 cannot intercept: it is already declared for another interception this Step.',
    })
  })
})
