// Engine bugs found by the property tests, each kept here with its minimal reproduction as a
// regression test now that it is fixed.
import { describe, expect, it } from 'vitest'
import { apply, legalActions, newGame, type Action, type GameState } from '../index'
import { fixture } from '../testing/fixtures'
import { PROTOTYPE_KEYS } from '../testing/randomPlay'
import { checkInvariants, stateJson } from './invariants'
import { chainFixture } from './scenarios'

function play(state: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(state, a)
    if (!r.ok) throw new Error(`setup refused ${JSON.stringify(a)}: ${r.violation.message}`)
    state = r.state
  }
  return state
}

/** An illegal action must be refused (not thrown), with the state unchanged. */
function expectRefused(state: GameState, action: unknown): void {
  const json = stateJson(state)
  const r = apply(state, action as Action)
  expect(r.ok, JSON.stringify(action)).toBe(false)
  expect(stateJson(state)).toBe(json)
}

const start = () => newGame(chainFixture, { seed: 1, dice: Array(40).fill(6) })
/** Chain fixture: the B-17 flies east; the Axis may intercept it at 0605 with the Me-109. */
const atDeclare = () =>
  play(start(), [{ type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' }])
/** …the Me-109 intercepts it at 0605 (no counter-interception, nothing added): combat. */
const atDesignate = () => {
  let s = play(atDeclare(), [
    { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
    { type: 'launchInterceptors', base: 'x1' },
  ])
  while (s.pending.kind === 'declare' || s.pending.kind === 'preCombat') s = play(s, [{ type: 'pass' }])
  return s
}

describe('BUG-1: an id that is a name of Object.prototype makes apply throw instead of refusing', () => {
  // `state.units` is a plain object: state.units['constructor'] is Object, so the "is there such
  // a unit" checks pass and the message builder then throws "unknown air unit constructor".
  // Affects launch, declare, addInterceptors, collect, attack (attacker and target), designate,
  // dumpOrdnance, voluntaryAbort, remain. (The scenario validator already rejects such ids.)
  for (const key of PROTOTYPE_KEYS) {
    it(`launch with unit "${key}"`, () => {
      expectRefused(start(), {
        type: 'launch',
        base: 'ab',
        units: ['b17', key],
        mission: 'fly',
        target: '0307',
      })
    })
  }
  it('declare with unit "toString"', () => {
    const s = atDeclare()
    expect(s.pending.kind).toBe('declare')
    expectRefused(s, { type: 'declare', groups: [{ base: 'x1', units: ['toString'] }] })
  })
  it('designate with unit "hasOwnProperty"', () => {
    const s = atDesignate()
    expect(s.pending.kind).toBe('designate')
    expectRefused(s, { type: 'designate', units: ['hasOwnProperty'] })
  })
  it('attack "constructor" (as attacker and as target)', () => {
    const s = play(atDesignate(), [{ type: 'designate', units: ['me109'] }])
    expect(s.pending.kind).toBe('attack')
    expectRefused(s, { type: 'attack', attacker: 'me109', target: 'constructor' })
    expectRefused(s, { type: 'attack', attacker: 'constructor', target: 'b17' })
  })
})

describe('BUG-2: move / stop / collect name a flight, but apply ignores it and acts on the moving flight', () => {
  // flow.ts dispatch: `actMove(t, s.active[0], a.path)` — `a.flight` is never compared with the
  // pending decision's flight, so an action for another (or no) flight moves this one.
  const atMove = () =>
    play(start(), [{ type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807', path: [] }])
  it('a move for flight "F999" is refused', () => {
    const s = atMove()
    expect(s.pending.kind).toBe('move')
    const next = (s.pending as Extract<GameState['pending'], { kind: 'move' }>).next[0]
    expectRefused(s, { type: 'move', flight: 'F999', path: [next] })
  })
  it('a stop for flight "F999" is refused', () => {
    expectRefused(atMove(), { type: 'stop', flight: 'F999' })
  })
})

describe('BUG-3: interceptors are offered by straight hex distance, then cannot fly around forbidden hexes', () => {
  // A wall of forbidden hexes (column 08, rows 02-12) between the Me-109 at 1006 (interception
  // range 4) and 0606: the distance is 4, so the Me-109 is offered and the declaration accepted,
  // but the only route is 11 hexes long and the launch is refused. The pending decision then
  // offers only that launch or a cancellation the Allies may refuse: the game cannot go on.
  const wall = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((row) => ({
    hex: `08${row}`,
    noAir: true,
  }))
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '1006', owner: 'axis' },
    ],
    units: [
      {
        id: 'wellington',
        name: 'Wellington',
        nation: 'UK',
        type: 'B',
        front: '5-22',
        back: '3-22',
        base: 'ab',
      },
      { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-8/3', back: '2-8/3', base: 'x1' },
    ],
    features: wall,
  })
  it('the Me-109 behind the wall is not offered at 0606: its route around is 11 hexes (4.12, 4.13)', () => {
    let s = play(newGame(sc, { seed: 1 }), [
      { type: 'launch', base: 'ab', units: ['wellington'], mission: 'fly', target: '0606' },
    ])
    const offeredAt: string[] = []
    while (s.pending.kind === 'declare') {
      if (s.pending.interceptors.some((g) => g.units.some((u) => u.id === 'me109')))
        offeredAt.push(s.pending.loc!)
      s = play(s, [{ type: 'pass' }])
    }
    expect(offeredAt).not.toContain('0606')
    for (const hex of offeredAt) {
      // wherever it is offered, it can take off and fly there
      let at = play(newGame(sc, { seed: 1 }), [
        { type: 'launch', base: 'ab', units: ['wellington'], mission: 'fly', target: '0606' },
      ])
      while (at.pending.kind === 'declare' && at.pending.loc !== hex) at = play(at, [{ type: 'pass' }])
      at = play(at, [{ type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }])
      const r = apply(at, { type: 'launchInterceptors', base: 'x1' })
      expect(r.ok ? 'launched' : r.violation.message).toBe('launched')
    }
  })
})

describe('BUG-4: a declaration that joins a lower engagement (A-65) with a new target hangs the scheduler', () => {
  // Chain fixture, 7 actions. The B-17 changes base to a1 (0702) and is intercepted there by the
  // Me-109 (E1). The Spitfire counter-intercepts the Me-109 at 1004 (E2, on top) and takes off
  // from a1 (0702). The Axis declares the Fw-190 at 0702 against both flights there (the halted
  // B-17 and the Spitfire): A-65 adds it to E1, and the Spitfire's flight is halted by E1, below
  // E2 — E2 waits for the Spitfire, which waits for E1, which waits for E2: advance() gives up
  // with "the procedure did not reach a decision". (Declaring with `targets` naming only the
  // Spitfire's flight, or only the B-17's, works.)
  it('only the Spitfire may be targeted at 0702: the B-17 there waits for E1, below the top (4.13)', () => {
    const s = play(start(), [
      { type: 'launch', base: 'ab', units: ['b17'], mission: 'changeBase', hops: ['a1'] },
      { type: 'pass' },
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'declare', groups: [{ base: 'a1', units: ['spit'] }] },
      { type: 'launchInterceptors', base: 'a1' },
    ])
    expect(s.pending.kind === 'declare' && s.pending.targets.map((f) => s.flights[f].units)).toEqual([
      ['spit'],
    ])
    const declare: Action = { type: 'declare', groups: [{ base: 'x2', units: ['fw190'] }] }
    expect(legalActions(s)).toContainEqual({ ...declare, side: 'axis' })
    const r = apply(s, declare)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(checkInvariants(r.state)).toEqual([])
    expect(r.state.stack.map((id) => r.state.engagements[id].depth)).toEqual([1, 2, 3])
  })
})
