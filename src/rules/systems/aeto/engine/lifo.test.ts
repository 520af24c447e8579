// Last declared, first resolved (4.13; spec §7.6, §7.7, derived test D-1). The trace of §7.7:
// the B-17 (Allies, "ab" 0207) bound for 1807 is intercepted at 0605 by the Me-109 of x1 (1004)
// = E1; the Spitfire of a1 (0702) counter-intercepts the Me-109 at 0905 = E2; the Fw-190 of x2
// (1101) counter-counter-intercepts the Spitfire as it takes off at 0702 = E3. Every die is a 6
// (always a miss), so every unit survives and the order of the combats is all that changes.
import { describe, expect, it } from 'vitest'
import { chainFixture } from '../testing/fixtures'
import { act, eventsOf, hexDist, pendingOf, play, type Played } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'

const sc = chainFixture
const SIXES = Array.from({ length: 10 }, () => 6)

/** Steps 1–3 of the trace: three declarations, nothing fought yet. */
function declareAll(): Played {
  return play(
    sc,
    [
      { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' },
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }, // E1 at 0605
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'pass' }, // the Allies let the Me-109 take off (T1 window at 1004)
      { type: 'declare', groups: [{ base: 'a1', units: ['spit'] }] }, // E2 at 0905
      { type: 'launchInterceptors', base: 'a1' },
      { type: 'declare', groups: [{ base: 'x2', units: ['fw190'] }] }, // E3 at 0702
      { type: 'launchInterceptors', base: 'x2' },
    ],
    SIXES,
  )
}

/** One full two-round combat where every attack is declared and misses, nobody aborts. */
function fightAllMiss(s: GameState): Played {
  let state = s
  const events: GameEvent[] = []
  const step = (a: Action) => {
    const r = act(state, a)
    state = r.state
    events.push(...r.events)
  }
  step({ type: 'pass' })
  step({ type: 'pass' })
  for (;;) {
    const p = state.pending
    if (p.kind === 'designate') step({ type: 'designate', units: [] })
    else if (p.kind === 'attack') {
      const a = p.attackers[0]
      step({ type: 'attack', attacker: a.id, target: a.targets.find((x) => x.legal)!.id })
    } else if (p.kind === 'voluntaryAbort') step({ type: 'voluntaryAbort', units: [] })
    else if (p.kind === 'remain') step({ type: 'remain', units: p.units })
    else if (p.kind === 'continue') {
      step({ type: 'continue', flights: p.flights.map((f) => f.id) })
      return { state, events }
    } else throw new Error(`unexpected ${p.kind}`)
  }
}

describe('LIFO resolution of interceptions, D-1 (4.13; spec §7.7)', () => {
  it('geometry: 0605 is 4 from x1; 0905 is 4 from a1; a1 (0702) is 4 from x2', () => {
    expect([
      hexDist(20, 12, '1004', '0605'),
      hexDist(20, 12, '0702', '0905'),
      hexDist(20, 12, '1101', '0702'),
    ]).toEqual([4, 4, 4])
  })

  it('three declarations build the stack [E1, E2, E3] with depths 1, 2, 3 and their names (4.13)', () => {
    const { state, events } = declareAll()
    expect(state.stack).toEqual(['E1', 'E2', 'E3'])
    expect(
      ['E1', 'E2', 'E3'].map((id) => [
        state.engagements[id].loc,
        state.engagements[id].depth,
        state.engagements[id].declaringSide,
      ]),
    ).toEqual([
      [state.engagements.E1.loc, 1, 'axis'],
      [state.engagements.E2.loc, 2, 'allies'],
      [state.engagements.E3.loc, 3, 'axis'],
    ])
    expect(eventsOf(events, 'declare').map((e) => e.text)).toEqual([
      'Axis declares an interception of B-17 at 0605: Me-109 from x1 (4.13).',
      'Western Allies declares a counter-interception of Me-109 at 0905: Spitfire from a1 (4.13).',
      'Axis declares a counter-counter-interception of Spitfire at 0702: Fw-190 from x2 (4.13).',
    ])
  })

  it('while E3 is gathered, E1 and E2 wait: the B-17 is halted at 0605 and the Me-109 at 0905 (4.13)', () => {
    const { state } = declareAll()
    expect(state.flights[state.units.b17.aloft!.flight]).toMatchObject({ status: 'halted', haltedBy: 'E1' })
    expect(state.flights[state.units.me109.aloft!.flight]).toMatchObject({ status: 'halted', haltedBy: 'E2' })
    expect(state.flights[state.units.spit.aloft!.flight]).toMatchObject({ status: 'halted', haltedBy: 'E3' })
    expect(pendingOf(state, 'preCombat')).toMatchObject({ engagement: 'E3', side: 'axis', loc: '0702' })
  })

  it('E3 is fought first, at 0702; the Spitfire continues to 0905; the Fw-190 is set aside; the stack is [E1, E2]', () => {
    const r = fightAllMiss(declareAll().state)
    expect(eventsOf(r.events, 'combat').map((e) => e.engagement)).toEqual(['E3'])
    expect(eventsOf(r.events, 'setAside')[0].text).toBe(
      'Fw-190 is set aside at 0702 until the end of the Step (4.13).',
    )
    expect(r.state.stack).toEqual(['E1', 'E2'])
    expect(pendingOf(r.state, 'preCombat')).toMatchObject({ engagement: 'E2', loc: '0905' })
  })

  it('then E2 at 0905 (the Me-109 continues to 0605), then E1 at 0605: the order is E3, E2, E1 (D-1)', () => {
    let r = fightAllMiss(declareAll().state)
    const all = [...r.events]
    r = fightAllMiss(r.state)
    all.push(...r.events)
    expect(r.state.stack).toEqual(['E1'])
    r = fightAllMiss(r.state)
    all.push(...r.events)
    expect(eventsOf(all, 'combat').map((e) => [e.engagement, e.loc])).toEqual([
      ['E3', '0702'],
      ['E2', '0905'],
      ['E1', '0605'],
    ])
    expect(eventsOf(all, 'setAside').map((e) => e.units)).toEqual([['fw190'], ['spit'], ['me109']])
    expect(r.state.stack).toEqual([])
    expect(['E1', 'E2', 'E3'].map((id) => r.state.engagements[id].status)).toEqual([
      'resolved',
      'resolved',
      'resolved',
    ])
  })

  it('in each combat the side that was there first is the first side: Allies in E3 and E1, Axis in E2 (4.16)', () => {
    let r = declareAll()
    const firsts: string[] = []
    for (let i = 0; i < 3; i++) {
      const before = r.state
      r = fightAllMiss(before)
      const combat = eventsOf(r.events, 'combat')[0]
      firsts.push(combat.text.split(' (')[0].replace(/^Air combat at \d{4}: /, ''))
    }
    expect(firsts).toEqual(['Western Allies', 'Axis', 'Western Allies'])
  })

  it('after E1 the B-17 continues toward 1807 and arrives; every aloft unit returns at the end of the Step (4.13)', () => {
    let r = declareAll()
    for (let i = 0; i < 3; i++) r = fightAllMiss(r.state)
    let s = r.state
    while (s.pending.kind === 'declare') s = act(s, { type: 'pass' }).state
    expect(s.flights[s.units.b17.aloft!.flight].status).toBe('arrived')
    const e = play(s, [{ type: 'endStep' }])
    // x1 and x2 both launched fighters this Step (4.2): the Fw-190 at 0702 may land at either (x1 is 4 away,
    // range 5); the Me-109 at 0605 only at x1 (x2 is 7 away, range 4)
    expect(pendingOf(e.state, 'returnToBase').units.map((u) => [u.id, u.bases])).toEqual([
      ['me109', ['x1']],
      ['fw190', ['x2', 'x1']],
    ])
    e.state = act(e.state, { type: 'returnToBase' }).state
    expect(['b17', 'spit', 'me109', 'fw190'].map((id) => e.state.units[id].aloft)).toEqual([
      null,
      null,
      null,
      null,
    ])
  })
})
