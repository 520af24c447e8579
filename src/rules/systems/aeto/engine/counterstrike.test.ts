// APTO D7, the Counterstrike (APTO 4.1; spec §4.5): in the enemy Naval and Air Phase an uncommitted
// FB or N flies an Air Interception as a bomber, makes no air combat attack, and, if neither
// eliminated nor aborted, flies on from the combat hex to strike a located flotilla within its
// range of its base; it may be intercepted again on that leg.
import { describe, expect, it } from 'vitest'
import type { FixtureUnit } from '../testing/fixtures'
import { counterstrikeScenario, F4F, G4M, KAGA, SBD, ZERO } from '../testing/counterstrikeFixture'
import { act, eventsOf, pendingOf, refused, sightingReport, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'
import { legalActions } from './legal'
import { counterstrikeOdds } from './counterstrike'
import { tx } from './core'
import { botDecision } from '../bot'

const coral = counterstrikeScenario

function run(s: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  for (const a of actions) {
    const r = act(s, a)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/**
 * The Axis moves Kaga to `to`; the Allies' SBD reconnoitres it (APTO D29: 6 needed at 2 hexes, 10
 * at 4) and the Axis reports it (the report die follows the reconnaissance dice); then the Allies
 * let it go on, and the Axis launches its flight to `target`.
 */
function locateThenFly(s: GameState, to: string, flight: Action, scout = 'sbd'): GameState {
  s = run(s, [
    { type: 'moveFlotilla', flotilla: 'kido', to },
    { type: 'reconnoitre', target: to, units: [scout] },
  ]).state
  if (s.pending.kind === 'sightingReport') s = act(s, sightingReport(s, 1)).state
  if (s.pending.kind === 'navalWindow') s = act(s, { type: 'pass' }).state // the window comes back: the Allies let Kaga go on
  return act(s, flight).state
}

/** Up to the Allies' interception window over 0705, where the Betty flies (Kaga located at 0605: 4 + 4 = 8 against 6, report die 3). */
function toWindow(dice: number[] = [], opts: Parameters<typeof coral>[0] = {}, escort = false): GameState {
  return locateThenFly(start(coral(opts), [4, 4, 3, ...dice]), '0605', {
    type: 'launch',
    base: 'x1',
    units: escort ? ['g4m', 'zero'] : ['g4m'],
    mission: 'fly',
    target: '0705',
  })
}

/** Passes every decision that is not `until` (interception windows, pre-combat windows), continuing no flight. */
function passUntil(s: GameState, until: string, events: GameEvent[] = []): GameState {
  for (let i = 0; i < 40 && s.pending.kind !== until; i++) {
    const a: Action =
      s.pending.kind === 'continue'
        ? { type: 'continue', flights: [] }
        : s.pending.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: s.pending.bases[0].base }
          : { type: 'pass' }
    const r = act(s, a)
    s = r.state
    events.push(...r.events)
  }
  return s
}

describe('APTO D7 the Counterstrike is offered (4.1)', () => {
  it('APTO D7: in the Axis Naval and Air Phase the Allied SBD (N, uncommitted, interception range 3) may fly it against Kaga at 0605, 2 hexes from its base; the F4F (a fighter) may not', () => {
    const s = toWindow()
    const p = pendingOf(s, 'declare')
    expect(p.loc).toBe('0705')
    expect(p.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['sbd']) // the F4F's interception range (2) falls short of 0705 (3)
    expect(p.counterstrike).toEqual([
      { id: 'sbd', base: 'a1', targets: [{ loc: '0605', inPort: false, ships: ['kaga'] }] },
    ])
    expect(legalActions(s)).toContainEqual({
      type: 'declare',
      side: 'allies',
      groups: [{ base: 'a1', units: ['sbd'] }],
      counterstrike: ['sbd'],
    })
  })

  it('APTO D7: not offered in AETO, nor in a version 7 game (options.counterstrike pinned false), nor with no located flotilla', () => {
    expect(pendingOf(toWindow([], { variant: 'aeto' }), 'declare').counterstrike).toBeUndefined()
    expect(
      pendingOf(toWindow([], { options: { counterstrike: false } }), 'declare').counterstrike,
    ).toBeUndefined()
    // Unlocated: the reconnaissance fails (2 + 3 = 5 against 6).
    const s = locateThenFly(start(coral(), [2, 3]), '0605', {
      type: 'launch',
      base: 'x1',
      units: ['g4m'],
      mission: 'fly',
      target: '0705',
    })
    expect(s.naval?.located.allies ?? []).toEqual([])
    expect(pendingOf(s, 'declare').counterstrike).toBeUndefined()
  })

  it('APTO D7: not offered when the located flotilla is beyond the unit’s range of its base (a range-3 SBD; Kaga 4 hexes away)', () => {
    const short = { ...SBD, front: '2-3', back: '1-3' } // interception range max(2, 1) = 2 (APTO D37)
    // Kaga moves to 0805, 4 hexes from a1; a Catalina (range 20) there locates it (10 needed: 6 + 6); the Betty flies to 0605, 2 hexes from a1.
    const pby: FixtureUnit = {
      id: 'pby',
      name: 'PBY Catalina',
      nation: 'US',
      type: 'B',
      front: '1-20',
      base: 'a1',
    }
    const s = locateThenFly(
      start(coral({ units: [short, F4F, G4M, pby], ships: [{ ...KAGA, hex: '0806' }] }), [6, 6, 3]),
      '0805',
      { type: 'launch', base: 'x1', units: ['g4m'], mission: 'fly', target: '0605' },
      'pby',
    )
    expect(s.naval!.located.allies).toEqual(['kaga'])
    const p = pendingOf(s, 'declare')
    expect(p.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['sbd', 'f4f'])
    expect(p.counterstrike).toBeUndefined()
  })

  it('APTO D7 (reading A9): the target need only be within range of the base — 4 hexes from a1, though 7 from the combat hex and the SBD flew 3 to get there', () => {
    // The Betty flies to 0408, 3 hexes from a1; Kaga is located at 0602 (4 hexes from a1: 5 + 5 = 10 against 10).
    let s = locateThenFly(start(coral({ ships: [{ ...KAGA, hex: '0702' }] }), [5, 5, 3]), '0602', {
      type: 'launch',
      base: 'x1',
      units: ['g4m'],
      mission: 'fly',
      target: '0408',
    })
    const p = pendingOf(s, 'declare')
    expect(p.counterstrike).toEqual([
      { id: 'sbd', base: 'a1', targets: [{ loc: '0602', inPort: false, ships: ['kaga'] }] },
    ])
    s = passUntil(
      act(s, { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] }).state,
      'counterstrike',
    )
    expect(pendingOf(s, 'counterstrike').targets).toEqual([
      { loc: '0602', inPort: false, ships: ['kaga'], units: ['sbd'], mp: 7 },
    ])
    s = act(s, { type: 'counterstrike', target: '0602' }).state
    s = passUntil(s, 'navalAttack')
    expect(s.units.sbd.aloft!.loc).toBe(tx(s).ctx.map.parseLoc('0602'))
    expect(s.units.sbd.mp).toBe(7)
  })

  it('APTO D7: refused — a fighter named for it, a unit not declared in the groups, in its own Naval and Air Phase', () => {
    const s = toWindow()
    expect(
      refused(s, { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['f4f'] })
        .message,
    ).toContain('F4F Wildcat cannot fly a Counterstrike')
    expect(
      refused(s, { type: 'declare', groups: [{ base: 'a1', units: [] }], counterstrike: ['sbd'] }).message,
    ).toBe(
      'SBD Dauntless flies the Counterstrike as one of the interceptors: list it in "groups" too (APTO 4.1).',
    )
    expect(
      refused(s, { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: 'sbd' as never })
        .message,
    ).toContain('"counterstrike" is a list')
    // The Axis counter-intercepting in its own phase: no Counterstrike (the Allies' is an enemy phase for them only).
    const aeto = toWindow([], { variant: 'aeto' })
    expect(
      refused(aeto, { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] })
        .message,
    ).toBe('This game plays no Counterstrike: it is a mission of APTO (APTO 4.1, D7).')
  })
})

describe('APTO D7 the Counterstrike flies and strikes (4.1, 4.20)', () => {
  it('APTO D7: the SBD intercepts the Betty as a bomber (no attack), then strikes Kaga at 0605: 4 + 3 + 3 = 10 against armor 10 damages it, 5 + 2 + 3 = 10 against armor 8 sinks it', () => {
    let s = toWindow([4, 3, 5, 2])
    const events: GameEvent[] = []
    let r = run(s, [
      { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
      { type: 'launchInterceptors', base: 'a1' },
    ])
    events.push(...r.events)
    expect(r.state.units.sbd.role).toBe('bomber')
    s = passUntil(r.state, 'counterstrike', events)
    expect(eventsOf(events, 'counterstrikeDeclared')[0].text).toBe(
      'SBD Dauntless flies this interception as a bomber on a Counterstrike: no air combat attack at 0705; if neither eliminated nor aborted, it may then strike a located enemy flotilla within range of its base (APTO 4.1, D7).',
    )
    expect(eventsOf(events, 'attack')).toEqual([]) // two bombers: nobody attacks (4.16)
    const p = pendingOf(s, 'counterstrike')
    expect(p).toMatchObject({
      side: 'allies',
      loc: '0705',
      units: ['sbd'],
      targets: [{ loc: '0605', inPort: false, ships: ['kaga'], units: ['sbd'], mp: 1 }],
      rule: '4.1',
    })
    // The exact odds before the strike: +3 Naval-Air vs a named CV, armor 10: a natural 7 or more hits (21/36); doubles that hit sink (4-4, 5-5, 6-6: 3/36); AA 0.
    const odds = counterstrikeOdds(tx(s), 'sbd', { loc: '0605', inPort: false }, 'kaga')
    expect(odds).toMatchObject({ drm: 3, armor: 10, hit: 21 / 36, sunk: 3 / 36, aa: 0, attacks: 2 })
    r = run(s, [{ type: 'counterstrike', target: '0605' }])
    expect(eventsOf(r.events, 'counterstrike')[0].text).toBe(
      'SBD Dauntless flies on from 0705 to strike the located ships at 0605, 1 MP away: a Counterstrike, the target within range of its base (APTO 4.1, D7).',
    )
    expect(pendingOf(r.state, 'navalAttack').bombers).toEqual([{ id: 'sbd', left: 2 }])
    r = run(r.state, [
      { type: 'navalAttack', bomber: 'sbd', ship: 'kaga' },
      { type: 'navalAttack', bomber: 'sbd', ship: 'kaga' },
    ])
    expect(eventsOf(r.events, 'navalAttack').map((e) => e.text)).toEqual([
      'SBD Dauntless attacks Kaga: roll 4 + 3 + 3 = 10 against armor 10 — a hit: damaged (4.20, 4.21).',
      'SBD Dauntless attacks Kaga: roll 5 + 2 + 3 = 10 against armor 8 — a hit on a damaged ship: sunk (4.20, 4.21).',
    ])
    expect(r.state.naval!.ships.kaga.sunk).toBe(true)
    // Back at base at the end of the Step, uncommitted again (N&A Phase, 4.27).
    r = run(r.state, [{ type: 'endStep' }])
    expect(r.state.units.sbd).toMatchObject({ aloft: null, base: 'a1', commitment: 'none' })
    expect(eventsOf(r.events, 'return').map((e) => e.text)).toContain(
      'SBD Dauntless returns from 0605 to a1 (4.2).',
    )
  })

  it('APTO D7: the owner may decline: the SBD stays set aside at 0705 and returns at the end of the Step; Kaga is untouched', () => {
    const s = passUntil(
      run(toWindow(), [{ type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] }])
        .state,
      'counterstrike',
    )
    expect(legalActions(s)).toEqual([
      { type: 'pass', side: 'allies' },
      { type: 'counterstrike', side: 'allies', target: '0605' },
    ])
    const r = act(s, { type: 'pass' })
    expect(eventsOf(r.events, 'counterstrikeDeclined')[0].text).toBe(
      'Western Allies flies no Counterstrike from 0705: SBD Dauntless stays set aside there until the end of the Step (APTO 4.1).',
    )
    expect(r.state.units.sbd.aloft).toMatchObject({ setAside: true })
    expect(r.state.pending.kind).toBe('plan')
  })

  it('APTO D7: a target not offered is refused with the list of those that are', () => {
    const s = passUntil(
      run(toWindow(), [{ type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] }])
        .state,
      'counterstrike',
    )
    expect(refused(s, { type: 'counterstrike', target: '1605' }).message).toBe(
      "No located enemy flotilla at sea at 1605 is within range of the counterstrikers' bases: 0605 (APTO 4.1).",
    )
    expect(refused(s, { type: 'counterstrike', target: '0605', units: ['f4f'] }).message).toContain(
      'is not a counterstriker',
    )
  })
})

describe('APTO D7 the Counterstrike in a fight (4.1, 4.16, 4.13)', () => {
  /** The Betty flies with a Zero escort (3-14/3): the Zero may attack the SBD, a bomber. */
  const escorted = (dice: number[]) => toWindow(dice, { units: [SBD, F4F, G4M, ZERO] }, true)

  it('APTO D7: the escort attacks the SBD; the SBD is offered no attack and no ordnance to dump; a 6 misses: it strikes Kaga afterwards', () => {
    const events: GameEvent[] = []
    let s = run(escorted([6]), [
      { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
    ]).state
    const seen: string[] = []
    for (let i = 0; i < 40 && s.pending.kind !== 'counterstrike'; i++) {
      seen.push(`${s.pending.kind}:${s.pending.side}`)
      const p = s.pending
      const a: Action =
        p.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: 'a1' }
          : p.kind === 'attack'
            ? { type: 'attack', attacker: 'zero', target: 'sbd' }
            : p.kind === 'continue'
              ? { type: 'continue', flights: [] }
              : p.kind === 'remain' && p.side === 'allies'
                ? { type: 'remain', units: ['sbd'] } // not staying for Round 2 is an abort (4.16)
                : p.kind === 'voluntaryAbort' ||
                    p.kind === 'remain' ||
                    p.kind === 'dumpOrdnance' ||
                    p.kind === 'designate'
                  ? { type: p.kind, units: [] }
                  : { type: 'pass' }
      const r = act(s, a)
      s = r.state
      events.push(...r.events)
    }
    expect(seen).not.toContain('dumpOrdnance:allies')
    expect(seen).not.toContain('attack:allies')
    expect(eventsOf(events, 'attack').map((e) => e.units?.[0])).toEqual(['zero'])
    expect(pendingOf(s, 'counterstrike').units).toEqual(['sbd'])
  })

  it('APTO D7: aborted in the combat (the Zero rolls 5: an abort), the SBD may not strike — no Counterstrike', () => {
    const events: GameEvent[] = []
    let s = run(escorted([5]), [
      { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
    ]).state
    for (let i = 0; i < 40 && s.pending.kind !== 'plan'; i++) {
      const p = s.pending
      const a: Action =
        p.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: 'a1' }
          : p.kind === 'attack'
            ? p.side === 'axis' && !events.some((e) => e.type === 'attack')
              ? { type: 'attack', attacker: 'zero', target: 'sbd' }
              : { type: 'endAttacks' }
            : p.kind === 'continue'
              ? { type: 'continue', flights: [] }
              : p.kind === 'voluntaryAbort' ||
                  p.kind === 'remain' ||
                  p.kind === 'dumpOrdnance' ||
                  p.kind === 'designate'
                ? { type: p.kind, units: [] }
                : { type: 'pass' }
      const r = act(s, a)
      s = r.state
      events.push(...r.events)
      expect(s.pending.kind).not.toBe('counterstrike')
    }
    expect(s.units.sbd.aborted).toBe(true)
    expect(eventsOf(events, 'counterstrikeOver')[0].text).toBe(
      'No counterstriker is left at 0705 (eliminated or aborted in the combat): no Counterstrike (APTO 4.1).',
    )
  })

  it('APTO D7: the strike leg may be intercepted again (4.13): a Zero at 0508 declares on the SBD entering 0605', () => {
    const zero = { ...ZERO, base: 'x2' }
    let s = toWindow([], {
      units: [SBD, F4F, G4M, zero],
      moreBases: [{ id: 'x2', hex: '0508', owner: 'axis' }],
    })
    s = run(s, [{ type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] }]).state
    s = passUntil(s, 'counterstrike')
    s = act(s, { type: 'counterstrike', target: '0605' }).state
    // The Axis windows: at 0705 as it flies on (trigger "continue"), then at 0605 as it enters.
    const seen: string[] = []
    for (let i = 0; i < 5 && s.pending.kind === 'declare'; i++) {
      seen.push(`${s.pending.loc}:${s.pending.side}`)
      if (s.pending.loc === '0605') break
      s = act(s, { type: 'pass' }).state
    }
    expect(seen).toEqual(['0705:axis', '0605:axis'])
    const p = pendingOf(s, 'declare')
    expect(p.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['zero'])
    expect(p.counterstrike).toBeUndefined() // the Axis plays its own Phase
  })
})

/** The state where the Allies identify Kaga, as a Flotilla Sighting Report that names it does (APTO's 6, 4.10). */
const kagaNamed = (s: GameState): GameState => ({ ...s, naval: { ...s.naval!, named: { allies: ['kaga'] } } })

describe('APTO D7 the bot (4.1)', () => {
  it('APTO D7: the bot flies the SBD on a Counterstrike against an unescorted Betty (no risk), then strikes the located chit: not identified, its armour is not known (4.10), so each attack counts as one hit in two', () => {
    const s = toWindow()
    const d = botDecision(s)
    expect(d.action).toEqual({
      type: 'declare',
      side: 'allies',
      groups: [{ base: 'a1', units: ['sbd'] }],
      counterstrike: ['sbd'],
    })
    expect(d.reasoning[1]).toBe(
      'SBD Dauntless could then strike 0605: its armour is not known before the attack, counted as 50.0% to hit each attack (4.20).',
    )
    expect(d.reasoning.join(' ')).not.toContain('Kaga')
    // Kaga's printed armour is not the Allies' to know: another armour, the same choice and words.
    const armoured: GameState = {
      ...s,
      scenario: {
        ...s.scenario,
        navalUnits: s.scenario.navalUnits.map((n) =>
          n.id === 'kaga' ? { ...n, front: { ...n.front, armor: 20 } } : n,
        ),
      },
    }
    expect(botDecision(armoured)).toEqual(d)
    const at = passUntil(act(s, d.action).state, 'counterstrike')
    const d2 = botDecision(at)
    expect(d2.action).toEqual({ type: 'counterstrike', side: 'allies', target: '0605' })
    expect(d2.reasoning[1]).toBe(
      'SBD Dauntless on an unidentified naval chit: its armour is not known before the attack, counted as 50.0% to hit each attack (4.20).',
    )
  })

  it('APTO D7: once a sighting report has named Kaga (APTO 6), the bot reckons the exact odds against its armour: 58.3% to hit, 8.3% to sink', () => {
    const s = kagaNamed(toWindow())
    const d = botDecision(s)
    expect(d.action).toEqual({
      type: 'declare',
      side: 'allies',
      groups: [{ base: 'a1', units: ['sbd'] }],
      counterstrike: ['sbd'],
    })
    expect(d.reasoning[0]).toContain('as bombers on a Counterstrike')
    const at = passUntil(act(s, d.action).state, 'counterstrike')
    const d2 = botDecision(kagaNamed(at))
    expect(d2.action).toEqual({ type: 'counterstrike', side: 'allies', target: '0605' })
    expect(d2.reasoning[1]).toBe('SBD Dauntless on Kaga: 58.3% to hit, 8.3% to sink each attack (4.20).')
  })
})
