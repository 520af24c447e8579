// Allied air interdiction of the Japanese Merchant Shipping Routes (APTO 2.26; spec §3.11, APTO
// S6): in the Strategic Warfare Phase, full-strength bombers (B) to a hex of an enemy route that
// leads to a resource hex its nation's side holds; after any air combat, a bomber still there at
// full strength costs the route's nation 1 EP, one bomber per route colour and Phase.
import { describe, expect, it } from 'vitest'
import { merchantTargets } from '..'
import { botDecision } from '../bot'
import { act, pendingOf, refused, start } from '../testing/play'
import { B17, B17_2, convoyScenario, P40, ZERO, type ConvoyFixture } from '../testing/convoyFixtures'
import type { Action, GameEvent, GameState } from '../types'

const TO_RED: Action = {
  type: 'launch',
  base: 'darwin',
  units: ['b17'],
  mission: 'merchantInterdiction',
  target: '0707',
}

/** The Allies' Strategic Warfare Step (Japan ends its own at once). */
function alliedStep(o: ConvoyFixture = {}, dice: number[] = []): GameState {
  return act(start(convoyScenario({ units: [ZERO, B17, B17_2, P40], ...o }), dice), { type: 'endStep' }).state
}

/** Plays `launch`, Japan passing every window, to the Allies' next plan. */
function fly(s: GameState, launch: Action): GameEvent[] {
  const events: GameEvent[] = []
  let r = act(s, launch)
  events.push(...r.events)
  while (r.state.pending.kind === 'declare') {
    r = act(r.state, { type: 'pass' })
    events.push(...r.events)
  }
  expect(r.state.pending.kind).toBe('plan')
  return events
}

describe('interdicting the Japanese Merchant Shipping Routes (2.26)', () => {
  it('a full-strength bomber on the Red route costs Japan 1 EP; a second bomber there adds nothing: one per route colour', () => {
    const s = alliedStep()
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'merchantInterdiction')).toEqual({
      kind: 'merchantInterdiction',
      name: 'Interdict a Merchant Shipping Route (Strategic Warfare)',
      rule: '2.26',
      available: true,
    })
    const events = fly(s, { ...TO_RED, units: ['b17', 'b17-2'] })
    expect(events.filter((e) => e.type === 'interdictionResult').map((e) => e.text)).toEqual([
      'B-17 occupies the Red route at 0707 at full strength: Japan loses 1 EP (one bomber counts per route colour: B-17 II adds nothing) (2.26).',
    ])
  })

  it('one bomber per route colour and Phase: a second mission to the route costs nothing more, and the route is then greyed', () => {
    let s = alliedStep()
    let r = act(s, TO_RED)
    s = r.state
    expect(s.interdiction).toEqual([
      { kind: 'merchant', where: 'red', nation: 'JP', eps: 1, units: ['b17'], year: 1942, month: 6 },
    ])
    expect(merchantTargets(s, 'darwin', ['b17-2'])).toEqual([
      {
        route: 'red',
        name: 'Red route',
        nation: 'Japan',
        refused:
          'Red route has been interdicted by a bomber this Phase: one bomber counts per route colour (2.26).',
        hexes: [
          { hex: '0807', distance: 6 },
          { hex: '0707', distance: 7 },
          { hex: '0607', distance: 8 },
        ],
      },
    ])
    expect(refused(s, { ...TO_RED, units: ['b17-2'] })).toEqual({
      rule: '2.26',
      message:
        'Interdict a Merchant Shipping Route (Strategic Warfare): Red route has been interdicted by a bomber this Phase: one bomber counts per route colour (2.26).',
    })
    r = act(s, { type: 'endStep' })
    expect(r.state.turn.phase).toBe('navalAndAir')
  })

  it('in a hex of two routes a bomber counts for the first not yet interdicted this Phase; once both are, a third adds nothing', () => {
    const sc = convoyScenario({ units: [B17, B17_2, { ...B17, id: 'b17-3', name: 'B-17 III' }] })
    const blue = { id: 'blue', name: 'Blue route', nation: 'JP', hexes: ['0707', '0706'] }
    let s = act(start({ ...sc, merchantRoutes: [...sc.merchantRoutes!, blue] }), { type: 'endStep' }).state
    const one = act(s, TO_RED)
    const two = act(one.state, { ...TO_RED, units: ['b17-2'] })
    expect(
      [...one.events, ...two.events].filter((e) => e.type === 'interdictionResult').map((e) => e.text),
    ).toEqual([
      'B-17 occupies the Red route at 0707 at full strength: Japan loses 1 EP (2.26).',
      'B-17 II occupies the Blue route at 0707 at full strength: Japan loses 1 EP (2.26).',
    ])
    s = two.state
    expect(refused(s, { ...TO_RED, units: ['b17-3'] })).toEqual({
      rule: '2.26',
      message:
        'Interdict a Merchant Shipping Route (Strategic Warfare): Red route has been interdicted by a bomber this Phase: one bomber counts per route colour (2.26).',
    })
  })

  it('full-strength bombers only; fighter-types escort; the hex must be on an enemy route', () => {
    const s = alliedStep({ units: [B17, P40, ZERO, { ...B17_2, face: 'back' }] })
    expect(refused(s, { ...TO_RED, units: ['b17-2'] })).toEqual({
      rule: '2.26',
      message:
        'B-17 II is depleted: only a full-strength bomber interdicts a Merchant Shipping Route (2.26).',
    })
    expect(refused(s, { ...TO_RED, units: ['p40'] })).toEqual({
      rule: '2.26',
      message:
        'Interdicting a Merchant Shipping Route needs at least one full-strength bomber (B); fighter-types may go with it as escort (2.26).',
    })
    expect(refused(s, { ...TO_RED, target: '0708' })).toEqual({
      rule: '2.26',
      message: '0708 is on no enemy Merchant Shipping Route (routes: Red route) (2.26).',
    })
  })

  it('a route counts only while it leads to a resource hex its nation’s side holds: greyed, with why', () => {
    const s = alliedStep({ resourceHeldBy: 'allies' })
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'merchantInterdiction')).toMatchObject({
      available: false,
      reason: 'Red route leads to no island, nation or territory where Japan holds a resource hex (2.26).',
    })
  })

  it('a bomber depleted in air combat over the route counts no more (APTO S6)', () => {
    // A Zero based at Truk (0407), 3 hexes from 0707, intercepts the B-17 there and hits it (die 1).
    const truk = {
      id: 'truk',
      name: 'Truk',
      hex: '0407',
      owner: 'japan',
      nation: 'JP',
      components: [{ kind: 'LargeAirbase' as const, capacity: 2 }],
    }
    let s = act(start(convoyScenario({ units: [{ ...ZERO, base: 'truk' }, B17, P40], bases: [truk] }), [1]), {
      type: 'endStep',
    }).state
    s = act(s, TO_RED).state
    while (s.pending.kind === 'declare' && s.pending.loc !== '0707') s = act(s, { type: 'pass' }).state
    s = act(s, { type: 'declare', groups: [{ base: 'truk', units: ['zero'] }] }).state
    const events: GameEvent[] = []
    for (let i = 0; i < 40 && s.pending.kind !== 'plan'; i++) {
      const p = s.pending
      const a: Action =
        p.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: 'truk' }
          : p.kind === 'designate'
            ? { type: 'designate', units: p.side === 'japan' ? p.units : [] }
            : p.kind === 'attack'
              ? p.side === 'japan' && p.attackers.length
                ? { type: 'attack', attacker: 'zero', target: 'b17' }
                : { type: 'endAttacks' }
              : p.kind === 'voluntaryAbort' || p.kind === 'remain'
                ? { type: p.kind, units: [] }
                : p.kind === 'continue'
                  ? { type: 'continue', flights: [] }
                  : { type: 'pass' }
      const r = act(s, a)
      events.push(...r.events)
      s = r.state
    }
    expect(s.units.b17.face).toBe('back')
    expect(events.filter((e) => e.type === 'interdictionOver').map((e) => e.text)).toEqual([
      'No full-strength bomber is left at 0707: the Red route is not interdicted (2.26).',
    ])
    expect(s.interdiction).toBeUndefined()
  })

  it('the bot sends one full-strength bomber to each enemy route it reaches (2.26)', () => {
    const d = botDecision(alliedStep())
    expect(d.action).toEqual({
      type: 'launch',
      side: 'allies',
      base: 'darwin',
      units: ['b17'],
      mission: 'merchantInterdiction',
      target: '0807',
    })
    expect(d.reasoning).toEqual([
      'Send the B-17 from Darwin (1405) to 0807 on the Red route, 6 MP away: at full strength there after any air combat it costs Japan 1 EP (2.26).',
    ])
  })
})
