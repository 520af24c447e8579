// Every illegal action is refused with the rule number and a plain sentence, and the state it was
// applied to is left exactly as it was (JSON before = JSON after; `refused` checks it).
import { describe, expect, it } from 'vitest'
import { apply } from './flow'
import { duelScenario, rowRoute, toCombat } from '../testing/engineScenarios'
import { fixture } from '../testing/fixtures'
import { act, passWindows, pendingOf, play, refused, start } from '../testing/play'
import type { Action, GameState } from '../types'

/** Allies: ab 0106 (Hampden, Blenheim), ab2 0110 (Whitley), h 0306 (Spitfire). Axis: x1 0906 (Me-109, Fw-190). */
const sc = fixture({
  bases: [
    { id: 'ab', hex: '0106', owner: 'allies' },
    { id: 'ab2', hex: '0110', owner: 'allies' },
    { id: 'h', hex: '0306', owner: 'allies' },
    { id: 'x1', hex: '0906', owner: 'axis' },
  ],
  units: [
    { id: 'hamp', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10/0', back: '2-10/0', base: 'ab' },
    { id: 'blen', name: 'Blenheim', nation: 'UK', type: 'B', front: '2-8/0', back: '1-8/0', base: 'ab' },
    { id: 'whit', name: 'Whitley', nation: 'UK', type: 'B', front: '7-16', back: '3-16', base: 'ab2' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'h' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    { id: 'fw190', name: 'Fw-190', nation: 'DE', type: 'F', front: '4-5/4', back: '2-5/4', base: 'x1' },
  ],
})
const s0 = () => start(sc)
const launch = (extra: Partial<Extract<Action, { type: 'launch' }>>): Action => ({
  type: 'launch',
  base: 'ab',
  units: ['hamp'],
  mission: 'fly',
  target: '0506',
  ...extra,
})

describe('any decision (engine contract §0.3)', () => {
  it('an action of the wrong kind names who must decide and what (4.1)', () => {
    expect(refused(s0(), { type: 'attack', attacker: 'me109', target: 'hamp' })).toEqual({
      rule: '4.1',
      message:
        '"attack" is not possible now: Western Allies must decide — Launch a mission from one of your bases, or end the Air Movement Step.',
    })
  })

  it('an action by the side that is not deciding is refused (4.1)', () => {
    expect(refused(s0(), { type: 'endStep', side: 'axis' })).toEqual({
      rule: '4.1',
      message: "It is Western Allies's decision now, not Axis's.",
    })
  })

  it('something that is not an action is refused without touching the state', () => {
    const s = s0()
    const before = JSON.stringify(s)
    const r = apply(s, null as unknown as Action)
    expect(r).toEqual({
      ok: false,
      violation: { rule: '4.1', message: 'An action is an object with a "type", e.g. { "type": "pass" }.' },
    })
    expect(JSON.stringify(s)).toBe(before)
  })
})

describe('launching (4.0, 4.1, 4.12)', () => {
  it.each<[string, Partial<Extract<Action, { type: 'launch' }>>, string, string]>([
    ['an unknown base', { base: 'zz' }, '4.1', 'There is no base "zz".'],
    ['an enemy base', { base: 'x1', units: ['me109'] }, '4.1', 'x1 is not a Western Allies base.'],
    ['no unit', { units: [] }, '4.1', 'Choose at least one air unit.'],
    ['an unknown unit', { units: ['ghost'] }, '4.1', 'There is no air unit "ghost".'],
    ['a unit listed twice', { units: ['hamp', 'hamp'] }, '4.1', 'Hampden is listed twice.'],
    [
      'a unit of another base',
      { units: ['whit'] },
      '4.1',
      'Whitley cannot launch from ab now: it must be an uncommitted, operational unit at that base.',
    ],
    [
      'an unknown mission',
      { mission: 'bomb' as never },
      '4.1',
      'Unknown mission "bomb": fly, strafe, changeBase, airNaval, airTransport, bombing, groundSupport, paradrop, seaRecon, landRecon.',
    ],
    [
      'interception as a mission',
      { mission: 'interception' },
      '4.1',
      'Unknown mission "interception": fly, strafe, changeBase, airNaval, airTransport, bombing, groundSupport, paradrop, seaRecon, landRecon.',
    ],
    [
      'bombing outside an Air Offensive',
      { mission: 'bombing' },
      '4.25',
      'Bomb installations (Air Offensive): Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
    ],
    [
      'an air transport with no ATP ready',
      { mission: 'airTransport' },
      '4.23',
      'Air transport: None of your ATPs is ready to launch: an uncommitted, operational ATP in supply at a functioning airbase (4.23).',
    ],
    [
      'an air-naval attack with no ship located',
      { mission: 'airNaval' },
      '4.10',
      'Air-naval attack on located ships: No enemy ship is located: reconnoitre first; only located ships may be attacked (4.10).',
    ],
    ['a fly mission without target', { target: undefined }, '4.1', 'Name the target hex of the mission.'],
    ['a target off the map', { target: '9999' }, '4.12', '"9999" is not a hex or sea area of this map.'],
    ['the launching base as target', { target: '0106' }, '4.1', 'The target is the launching base itself.'],
    ['a route that is not a list', { path: '0206' as never }, '4.12', 'A route is a list of hex labels.'],
    [
      'a Change Base with no hop',
      { mission: 'changeBase', hops: [] },
      '4.1',
      'A Change Base goes through one to three bases (hops).',
    ],
    [
      'a Change Base to an enemy base',
      { mission: 'changeBase', hops: ['x1'] },
      '4.1',
      'Each hop of a Change Base ends at a friendly base; "x1" is not one.',
    ],
    [
      'a Change Base to where it is',
      { mission: 'changeBase', hops: ['ab'] },
      '4.1',
      'ab is where the hop starts.',
    ],
  ])('refuses %s', (_what, extra, rule, message) => {
    expect(refused(s0(), launch(extra))).toEqual({ rule, message })
  })
})

describe('moving, stopping, collecting (4.9, 4.12, 4.15)', () => {
  const moving = () => play(sc, [launch({ target: '0706', path: ['0206'] })]).state
  const overH = () => play(sc, [launch({ target: '0706', path: rowRoute(1, 7) })]).state

  it('a move without a route or with an empty one is refused (4.12)', () => {
    const s = moving()
    const flight = pendingOf(s, 'move').flight
    expect(refused(s, { type: 'move', flight, path: [] })).toEqual({
      rule: '4.12',
      message: 'Give at least one location to move to.',
    })
    expect(refused(s, { type: 'move', flight, path: ['nowhere'] })).toEqual({
      rule: '4.12',
      message: '"nowhere" is not a hex or sea area of this map.',
    })
  })

  it('stopping units that are not in the moving flight is refused (4.15)', () => {
    const s = moving()
    expect(refused(s, { type: 'stop', flight: pendingOf(s, 'move').flight, units: ['spit'] })).toEqual({
      rule: '4.15',
      message: 'Choose units of this flight to stop here.',
    })
  })

  it('collecting: not a list, a unit twice, an enemy unit are refused (4.9)', () => {
    const s = overH()
    const flight = pendingOf(s, 'collect').flight
    expect(refused(s, { type: 'collect', flight, units: 'spit' as never })).toEqual({
      rule: '4.9',
      message: 'List the units to collect (an empty list collects none).',
    })
    expect(refused(s, { type: 'collect', flight, units: ['spit', 'spit'] })).toEqual({
      rule: '4.9',
      message: 'A unit is listed twice.',
    })
    expect(refused(s, { type: 'collect', flight, units: ['me109'] })).toEqual({
      rule: '4.9',
      message: 'Me-109 cannot be collected here.',
    })
  })
})

describe('declaring and flying interceptions (4.13)', () => {
  // the Hampden enters 0506, 4 hexes from x1, by a route that avoids h (0205, 0305, 0405 are 5+ from x1)
  const atWindow = () => play(sc, [launch({ path: ['0205', '0305', '0405', '0506'] })]).state

  it.each<[string, unknown, string]>([
    ['no group', [], 'Choose at least one interceptor.'],
    [
      'a base with no eligible unit',
      [{ base: 'ab', units: ['hamp'] }],
      'No unit at "ab" may intercept at 0506.',
    ],
    ['a group without units', [{ base: 'x1', units: [] }], 'Choose the interceptors from x1.'],
    ['an unknown unit', [{ base: 'x1', units: ['ghost'] }], 'There is no air unit "ghost".'],
    [
      'a unit twice',
      [
        { base: 'x1', units: ['me109'] },
        { base: 'x1', units: ['me109'] },
      ],
      'Me-109 is listed twice.',
    ],
  ])('a declaration with %s is refused (4.13)', (_what, groups, message) => {
    expect(refused(atWindow(), { type: 'declare', groups: groups as never })).toEqual({
      rule: '4.13',
      message,
    })
  })

  it('launching a base that was not declared, or twice, is refused (4.13)', () => {
    const s = play(atWindow(), [{ type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }]).state
    expect(refused(s, { type: 'launchInterceptors', base: 'ab' })).toEqual({
      rule: '4.13',
      message: 'Launch one of the declared bases that has not launched yet: x1.',
    })
  })

  it('answering a cancellation that nobody proposed is refused; proposing during combat too', () => {
    const s = play(atWindow(), [{ type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }]).state
    expect(refused(s, { type: 'acceptCancel' }).message).toMatch(
      /^"acceptCancel" is not possible now: Axis must decide — Launch your interceptors/,
    )
  })

  it('continue: an unknown flight or a non-list is refused (4.13)', () => {
    // the Allies pass the counter-interception windows the Spitfire at h gets on the Me-109's way
    let s = passWindows(
      play(atWindow(), [
        { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
        { type: 'launchInterceptors', base: 'x1' },
      ]),
    ).state
    s = play(s, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'designate', units: [] },
      { type: 'endAttacks' },
    ]).state
    expect(pendingOf(s, 'continue').side).toBe('allies')
    expect(refused(s, { type: 'continue', flights: ['F99'] })).toEqual({
      rule: '4.13',
      message: '"F99" is not a surviving flight of this engagement.',
    })
    expect(refused(s, { type: 'continue', flights: 'F1' as never })).toEqual({
      rule: '4.13',
      message: 'List the flights that continue (an empty list: all discontinue).',
    })
  })
})

describe('air combat (4.16)', () => {
  const duel = () =>
    toCombat(
      duelScenario({
        allies: [
          { id: 'b', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: '2-6/1' },
          { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' },
        ],
        axis: [{ id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' }],
      }),
      [6, 6, 6],
    ).state
  const atAttack = () => act(duel(), { type: 'designate', units: [] }).state // Axis designates nobody; Allies attack first

  it('designating a unit that cannot attack bombers, or listing a unit twice, is refused (4.16)', () => {
    const s = duel()
    expect(pendingOf(s, 'designate').side).toBe('axis')
    expect(refused(s, { type: 'designate', units: ['spit'] })).toEqual({
      rule: '4.16',
      message: 'Spitfire cannot attack bombers now.',
    })
    expect(refused(s, { type: 'designate', units: ['me109', 'me109'] })).toEqual({
      rule: '4.16',
      message: 'A unit is listed twice.',
    })
    expect(refused(s, { type: 'designate', units: 'me109' as never })).toEqual({
      rule: '4.16',
      message: 'Give a list of units (an empty list for none).',
    })
  })

  it('attacking with an enemy unit, a bomber, or at a friendly unit is refused (4.16)', () => {
    const s = atAttack()
    expect(pendingOf(s, 'attack').side).toBe('allies')
    expect(refused(s, { type: 'attack', attacker: 'me109', target: 'spit' })).toEqual({
      rule: '4.16',
      message: 'Me-109 is not one of your units in this combat.',
    })
    expect(refused(s, { type: 'attack', attacker: 'b', target: 'me109' })).toEqual({
      rule: '4.16',
      message:
        'Wellington cannot attack: only fighter-role units attack, and half-step Naval-Air units only in Round 1.',
    })
    expect(refused(s, { type: 'attack', attacker: 'spit', target: 'b' })).toEqual({
      rule: '4.16',
      message: 'Wellington is not an enemy unit in this combat.',
    })
    expect(refused(s, { type: 'attack', attacker: 'spit', target: 'ghost' })).toEqual({
      rule: '4.16',
      message: '"ghost" is not an enemy unit in this combat.',
    })
  })

  it('voluntary aborts and "remain" only for one\'s own units (4.16)', () => {
    let s: GameState = play(atAttack(), [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
    ]).state
    expect(pendingOf(s, 'voluntaryAbort').side).toBe('allies')
    expect(refused(s, { type: 'voluntaryAbort', units: ['me109'] })).toEqual({
      rule: '4.16',
      message: 'Me-109 cannot abort now.',
    })
    s = play(s, [
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
    ]).state
    expect(refused(s, { type: 'remain', units: ['me109'] })).toEqual({
      rule: '4.16',
      message: 'Me-109 cannot remain now.',
    })
  })

  it('dumping ordnance of a unit that is not a bomber-role FB/N is refused (4.16)', () => {
    const fb = toCombat(
      duelScenario({
        allies: [
          { id: 'fb', name: 'Typhoon', nation: 'UK', type: 'FB', front: '5-5/2', back: null },
          { id: 'b', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: null },
        ],
        axis: [{ id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: null }],
      }),
      [],
      { roles: { fb: 'bomber' } },
    ).state
    expect(refused(fb, { type: 'dumpOrdnance', units: ['b'] })).toEqual({
      rule: '4.16',
      message: 'Wellington cannot dump ordnance now.',
    })
  })

  it('a manual die value that is not a whole number from 1 to 6 is refused (4.16)', () => {
    const sc2 = duelScenario({
      allies: [{ id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: null }],
      axis: [{ id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: null }],
    })
    const s = act(toCombat(sc2, [], { manualDice: true }).state, {
      type: 'attack',
      attacker: 'spit',
      target: 'me109',
    }).state
    expect(refused(s, { type: 'roll', value: '3' as never })).toEqual({
      rule: '4.16',
      message: 'A die shows 1 to 6; "3" is not a die value.',
    })
    expect(refused(s, { type: 'roll', value: -1 })).toEqual({
      rule: '4.16',
      message: 'A die shows 1 to 6; -1 is not a die value.',
    })
  })
})

describe('end of the Step (4.2)', () => {
  it('refuses a landing assignment for a unit that is not aloft, and a non-object (4.2)', () => {
    // Spitfire from h and Hampden from ab both fly to 0506: the Spitfire may land at h (its base) — only fighters launched there
    const r = fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'b', hex: '0308', owner: 'allies' },
        { id: 'x', hex: '2012', owner: 'axis' },
      ],
      units: [
        { id: 's1', name: 'Spitfire I', nation: 'UK', type: 'F', front: '4-4/3', back: null, base: 'a' },
        { id: 's2', name: 'Spitfire II', nation: 'UK', type: 'F', front: '4-4/3', back: null, base: 'b' },
        { id: 'idle', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-4/1', back: null, base: 'a' },
        { id: 'xx', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: null, base: 'x' },
      ],
    })
    const s = play(r, [
      { type: 'launch', base: 'a', units: ['s1'], mission: 'fly', target: '0506', path: rowRoute(1, 5) },
      { type: 'launch', base: 'b', units: ['s2'], mission: 'fly', target: '0506' },
      { type: 'endStep' },
    ]).state
    expect(pendingOf(s, 'returnToBase').side).toBe('allies')
    expect(refused(s, { type: 'returnToBase', assignments: ['a'] as never })).toEqual({
      rule: '4.2',
      message: 'Give the landing base of each unit as { unit: base }.',
    })
    expect(refused(s, { type: 'returnToBase', assignments: { idle: 'a' } })).toEqual({
      rule: '4.2',
      message: '"idle" is not one of your units aloft.',
    })
    expect(refused(s, { type: 'returnToBase', assignments: { s1: 'x' } })).toEqual({
      rule: '4.2',
      message:
        'Spitfire I cannot land at x: it may land at a, b (a base that launched its type this Step, within range, with room).',
    })
  })
})
