// Each invariant check fires on a state broken on purpose (and stays quiet on sound states).
import { describe, expect, it } from 'vitest'
import { apply, newGame, type Action, type GameState } from '../index'
import { fixture } from '../testing/fixtures'
import { checkInvariants, checkTransition, jsonProblems, stateJson } from './invariants'
import { chainFixture } from './scenarios'

function play(state: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(state, a)
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.violation.message}`)
    state = r.state
  }
  return state
}

/** A writable deep copy (the scenario stays shared). */
function copy(s: GameState): GameState {
  return { ...(JSON.parse(stateJson(s)) as Omit<GameState, 'scenario'>), scenario: s.scenario }
}

/** The chain fixture in air combat at 0605: the B-17 (flight F1) against the Me-109 (F2). */
function inCombat(): GameState {
  let s = play(newGame(chainFixture, { seed: 1, dice: Array(40).fill(6) }), [
    { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' },
    { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
    { type: 'launchInterceptors', base: 'x1' },
  ])
  while (s.pending.kind === 'declare' || s.pending.kind === 'preCombat') s = play(s, [{ type: 'pass' }])
  return s
}

const mixed = fixture({
  phasingSide: 'axis',
  bases: [
    { id: 'ab', hex: '0106', owner: 'allies' },
    { id: 'x1', hex: '0906', owner: 'axis' },
  ],
  units: [
    { id: 'ju52', name: 'Ju-52', nation: 'DE', type: 'ATP', front: 'X-7', base: 'x1', atpPoints: 2 },
    { id: 'blenheim', name: 'Blenheim', nation: 'UK', type: 'B', front: '2-14', back: null, base: 'ab' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
  ],
})

describe('checkInvariants', () => {
  const combat = inCombat()
  const sound = [newGame(chainFixture), combat, newGame(mixed)]

  it('finds nothing wrong in sound states', () => {
    expect(combat.combat).not.toBeNull()
    for (const s of sound) expect(checkInvariants(s)).toEqual([])
  })

  const cases: [string, (s: GameState) => void, RegExp, GameState?][] = [
    [
      'a unit in two base stacks',
      (s) => s.stacks.a1.push('b17'),
      /b17: assigned to ab but found in stacks \[ab, a1\]/,
    ],
    ['a unit in no base stack', (s) => (s.stacks.ab = []), /b17: assigned to ab but found in stacks \[\]/],
    [
      'an eliminated unit still in its stack',
      (s) => ((s.units.spit.eliminated = true), (s.units.spit.aloft = null)),
      /spit: eliminated but still in the stack/,
    ],
    [
      'an eliminated unit still aloft',
      (s) => ((s.units.b17.eliminated = true), (s.stacks.ab = [])),
      /b17: eliminated but still in flight/,
    ],
    [
      'an aloft unit missing from its flight',
      (s) => (s.flights.F1.units = []),
      /b17: aloft in F1 \(not set aside\) but not among its units/,
    ],
    ['a unit in two flights', (s) => s.flights.F2.units.push('b17'), /b17: in several flights F1, F2/],
    [
      'a unit at base listed in a flight',
      (s) => ((s.units.spit.aloft = null), s.flights.F1.units.push('spit')),
      /spit: at its base but listed in flight F1/,
    ],
    ['a unit away from its flight', (s) => (s.units.b17.aloft!.loc = 0), /b17: at 0 but its flight F1 is at/],
    ['an aloft unit uncommitted', (s) => (s.units.b17.commitment = 'none'), /b17: aloft but uncommitted/],
    [
      'a bomber flying as a fighter',
      (s) => (s.units.b17.role = 'fighter'),
      /b17: a B aloft with role fighter/,
    ],
    ['negative movement points', (s) => (s.units.b17.mp = -1), /b17: -1 movement points/],
    [
      'a resolved engagement left on the stack',
      (s) => (s.engagements.E1.status = 'resolved'),
      /engagement E1 is resolved but still on the stack/,
    ],
    [
      'an unresolved engagement off the stack',
      (s) => ((s.stack = []), (s.combat = null)),
      /engagement E1 is combat but not on the stack/,
    ],
    [
      'a combat for an engagement not on top',
      (s) => (s.combat!.engagement = 'E9'),
      /combat: fought for E9 but the top of the stack is E1/,
    ],
    [
      'a unit in the round that is not aloft',
      (s) => s.combat!.inRound.push('spit'),
      /combat: spit is in the round but not an aloft, active unit/,
    ],
    [
      'a declared interceptor already aloft',
      (s) => s.engagements.E1.groups.push({ base: 'ab', units: ['b17'], launched: false, flight: null }),
      /b17: waits to take off for E1 from ab but is already aloft/,
    ],
    [
      'a pending decision for no side',
      (s) => (s.pending.side = 'martians'),
      /side "martians" is not a side of the scenario/,
    ],
    ['a pending decision without a prompt', (s) => (s.pending.prompt = ''), /no prompt/],
    [
      'a decision with no legal action',
      (s) =>
        (s.pending = {
          kind: 'move',
          side: 'allies',
          flight: 'F1',
          next: [],
          canStop: false,
          autoPath: [],
          rule: '4.12',
          prompt: 'Move.',
        }),
      /no legal action/,
    ],
    [
      'a plan while an engagement is unresolved',
      (s) =>
        (s.pending = { kind: 'plan', side: 'allies', bases: [], missions: [], rule: '4.1', prompt: 'Plan.' }),
      /plan pending with engagements unresolved \[E1\]/,
    ],
    [
      'a plan while a window is open',
      (s) => (
        (s.stack = []),
        (s.combat = null),
        (s.engagements = {}),
        s.windows.push({ loc: 1, side: 'axis', trigger: 'enter', flights: [] }),
        (s.pending = { kind: 'plan', side: 'allies', bases: [], missions: [], rule: '4.1', prompt: 'Plan.' })
      ),
      /plan pending with 1 interception window/,
    ],
    ['NaN in the state', (s) => (s.units.b17.mp = NaN), /state.units.b17.mp is NaN/],
    [
      'a Map in the state',
      (s) => ((s as unknown as { extra: unknown }).extra = new Map()),
      /state.extra is a Map object/,
    ],
    [
      'a hole in an array',
      (s) => (s.active = [, 'F1'] as unknown as string[]),
      /state.active\[0\] is a hole or undefined/,
    ],
  ]
  for (const [what, corrupt, expected] of cases)
    it(`catches ${what}`, () => {
      const s = copy(combat)
      corrupt(s)
      expect(checkInvariants(s).join('\n')).toMatch(expected)
    })

  it('catches a depleted single-step unit, an ATP with no points, a role on an ATP', () => {
    const s = copy(newGame(mixed))
    s.units.blenheim.face = 'back'
    s.units.ju52.atpPoints = 0
    const all = checkInvariants(s).join('\n')
    expect(all).toMatch(/blenheim: depleted but its chit has no back/)
    expect(all).toMatch(/ju52: an ATP alive with 0 point/)
    const aloft = play(newGame(mixed), [
      { type: 'launch', base: 'x1', units: ['ju52'], mission: 'fly', target: '0905' },
    ])
    expect(checkInvariants(aloft)).toEqual([])
    const bad = copy(aloft)
    bad.units.ju52.role = 'bomber'
    expect(checkInvariants(bad).join('\n')).toMatch(/ju52: a ATP aloft with role bomber/)
  })
})

describe('checkTransition', () => {
  const before = inCombat()
  it('finds nothing wrong in a real transition', () => {
    const r = apply(before, { type: 'designate', units: [] })
    expect(r.ok).toBe(true)
    if (r.ok) expect(checkTransition(before, { type: 'designate', units: [] }, r.state)).toEqual([])
  })
  const cases: [string, (s: GameState) => void, RegExp][] = [
    ['a depleted unit repaired', (s) => (s.units.b17.face = 'front'), /b17 was repaired/],
    ['a counter going back', (s) => (s.counters.flight = 0), /counter flight went back/],
    ['a Step number jumping', (s) => (s.turn.step += 2), /the Step jumped from 0 to 2/],
    [
      'a Step ended without endStep, leaving flights',
      (s) => (s.turn.step += 1),
      /the Step ended on "designate" without being ended[\s\S]*new Step starts with 2 flights left over/,
    ],
  ]
  for (const [what, corrupt, expected] of cases)
    it(`catches ${what}`, () => {
      const was = copy(before)
      if (what.startsWith('a depleted')) was.units.b17.face = 'back'
      const after = copy(before)
      corrupt(after)
      expect(checkTransition(was, { type: 'designate', units: [] }, after).join('\n')).toMatch(expected)
    })
  it('catches a unit back from elimination', () => {
    const was = copy(before)
    was.units.spit.eliminated = true
    expect(checkTransition(was, { type: 'designate', units: [] }, copy(before)).join('\n')).toMatch(
      /spit came back from elimination/,
    )
  })
})

describe('jsonProblems', () => {
  it('accepts plain data with shared (not cyclic) parts, and names what JSON would lose', () => {
    const shared = { a: 1 }
    expect(jsonProblems({ x: shared, y: [shared], z: undefined })).toEqual([])
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonProblems(cyclic)).toEqual(['state.self contains itself (a cycle)'])
    expect(jsonProblems({ d: new Date(0), f: () => 1, n: -0, i: Infinity })).toEqual([
      'state.d is a Date object',
      'state.f is a function',
      'state.n is -0',
      'state.i is Infinity',
    ])
  })
})
