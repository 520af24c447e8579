// Forced Rebase (4.7; spec §4.6, A-28; D-BASE-FORCED) after bombing destroys an airbase: one hop
// of at most twice the range; a base with room first, closer to supply if possible; never a grass
// airfield for a bomber; else an airbase over-stacked up to twice its capacity; otherwise, or if
// already over-stacked, eliminated; Previously Committed after.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../scenario/schema'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, playUntil, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'

const W1: FixtureUnit = {
  id: 'w1',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const W2: FixtureUnit = { ...W1, id: 'w2' }
const ME: FixtureUnit = {
  id: 'me',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}
const JU: FixtureUnit = {
  id: 'ju',
  name: 'Ju-88',
  nation: 'DE',
  type: 'B',
  front: '_5_-9',
  back: '_3_-9',
  base: 'x1',
}

/** x1 (0906, small airbase, fortified, capacity 2) is bombed; x2 (1106, capacity 1) and the grass airfield g1 (1006) are the Axis's other bases. */
function scenario(
  units: FixtureUnit[] = [W1, W2, ME, JU],
  patch: Partial<Scenario> = {},
  x1Capacity = 2,
): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', kind: 'SmallAirbase', capacity: x1Capacity },
      { id: 'x2', hex: '1106', owner: 'axis', kind: 'LargeAirbase', capacity: 1 },
      { id: 'g1', hex: '1006', owner: 'axis', kind: 'GrassAirfield', capacity: 1 },
    ],
    units,
  })
  return {
    ...sc,
    start: { ...sc.start, phase: 'offensive' },
    bases: sc.bases.map((b) =>
      b.id === 'x1' ? { ...b, components: b.components.map((c) => ({ ...c, fortified: true })) } : b,
    ),
    supplySources: [{ side: 'axis', hex: '1906' }],
    ...patch,
  }
}

/** The Wellingtons destroy x1 with a roll of 9 (the least that destroys it: no collateral loss). */
function destroyed(sc: Scenario): { state: GameState; events: GameEvent[] } {
  let s = start(sc, [5, 4])
  s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
  s = act(s, { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' }).state
  while (s.pending.kind === 'declare' || s.pending.kind === 'evacuation')
    s = act(s, s.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} }).state
  const r = act(s, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
  return r
}

describe('Forced Rebase after an airbase is destroyed (4.7)', () => {
  it('each unit picks among the legal bases; with no room left, a bomber over-stacks an airbase, never an airfield', () => {
    const { state, events } = destroyed(scenario())
    expect(events.map((e) => e.text)).toContain(
      'x1 small airbase is destroyed: it does not function until repaired (4.26).',
    )
    // The Me-109 (range 4: up to 8 hexes): x2 and the grass airfield both have room and are closer to supply (1906) than x1.
    const p = pendingOf(state, 'forcedRebase')
    expect(p).toMatchObject({ side: 'axis', base: 'x1', unit: 'me' })
    expect(p.destinations).toEqual([
      { base: 'g1', hex: '1006', distance: 1, overStacks: false },
      { base: 'x2', hex: '1106', distance: 2, overStacks: false },
    ])
    expect(refused(state, { type: 'forcedRebase', to: 'ab' }).message).toBe(
      'Me-109 may rebase only to g1, x2: within twice its range, with room if any base in reach has room, closer to supply if it can (4.7).',
    )
    const r = act(state, { type: 'forcedRebase', to: 'x2' })
    // The Ju-88: x2 is full and g1 is a grass airfield (no bombers): it over-stacks x2 (1 + 1 ≤ 2 × 1), its only choice, at once.
    expect(r.events.map((e) => e.text)).toEqual([
      'Forced Rebase: Me-109 flies from x1 to x2; it cannot be intercepted and is Previously Committed (4.7).',
      'Forced Rebase: Ju-88 flies from x1 to x2, over-stacked: no base with room was in reach; it cannot be intercepted and is Previously Committed (4.7).',
    ])
    expect(r.state.units.me).toMatchObject({ base: 'x2', commitment: 'previous' })
    expect(r.state.units.ju).toMatchObject({ base: 'x2', commitment: 'previous' })
    expect(r.state.stacks.x1).toEqual([])
    // The Ju-88 over-stacks x2: the Axis places it in the stack (D-BASE-STACKORDER); at the bottom it is the one over-stacked.
    expect(pendingOf(r.state, 'stackOrder')).toMatchObject({
      side: 'axis',
      base: 'x2',
      unit: 'ju',
      stack: ['me'],
      capacity: 1,
    })
    const placed = act(r.state, { type: 'stackOrder', position: 1 })
    expect(placed.state.stacks.x2).toEqual(['me', 'ju'])
    expect(placed.state.forcedRebase).toBeUndefined()
  })

  it('A-28: among bases with room, only those closer to supply than the lost base, if any', () => {
    const { state, events } = destroyed(
      scenario(undefined, { supplySources: [{ side: 'axis', hex: '1006' }] }),
    )
    // Supply at 1006: only g1 (distance 0) is closer than x1 (1); x2 (1) is not: the Me-109 goes to g1 at once. The Ju-88
    // may not use the grass airfield; x2 has room but is no closer: with nothing closer, any base with room.
    expect(events.filter((e) => e.type === 'forcedRebase').map((e) => e.text)).toEqual([
      'Forced Rebase: Me-109 flies from x1 to g1; it cannot be intercepted and is Previously Committed (4.7).',
      'Forced Rebase: Ju-88 flies from x1 to x2; it cannot be intercepted and is Previously Committed (4.7).',
    ])
    expect(state.pending.kind).toBe('plan')
  })

  it('a unit already over-stacked when the base is lost, and a unit with nowhere to go, are eliminated', () => {
    const far: Scenario = { ...scenario([W1, W2, ME, { ...JU, id: 'ju2' }, JU], {}, 2) }
    // Three units at a capacity-2 base: the last (the Ju-88) was over-stacked.
    const { state, events } = destroyed({
      ...far,
      bases: far.bases.filter((b) => b.id !== 'g1' && b.id !== 'x2'),
    })
    // No other Axis base at all: the Me-109 and the first Ju-88 have nowhere to go.
    expect(events.filter((e) => e.type === 'eliminated').map((e) => e.text)).toEqual([
      'Me-109 is eliminated: no friendly base within twice its range can take it after x1 small airbase was destroyed (4.7).',
      'Ju-88 is eliminated: no friendly base within twice its range can take it after x1 small airbase was destroyed (4.7).',
      'Ju-88 is eliminated: it was over-stacked at x1 when x1 small airbase was destroyed (4.7).',
    ])
    for (const id of ['me', 'ju2', 'ju']) expect(state.units[id].eliminated).toBe(true)
  })

  it('games saved before Forced Rebases existed (options.forcedRebase false): the units stay, over-stacked', () => {
    const base = scenario()
    const { state } = destroyed({ ...base, options: { ...base.options, forcedRebase: false } })
    expect(state.units.me).toMatchObject({ base: 'x1', eliminated: false })
    expect(state.forcedRebase).toBeUndefined()
  })

  it('the bot rebases to the nearest legal base', async () => {
    const { botDecision } = await import('../bot')
    const { state } = destroyed(scenario())
    const d = botDecision(state, {})
    expect(d.action).toEqual({ type: 'forcedRebase', side: 'axis', to: 'g1' } satisfies Action)
    expect(d.reasoning[0]).toBe(
      'Forced Rebase of the Me-109 to g1 (1006), 1 hexes away: the nearest legal base (4.7).',
    )
  })
})

describe('a unit aloft when its base is destroyed (4.7)', () => {
  it('lands back there at the end of the Step, then makes its Forced Rebase (never counted as over-stacked before)', () => {
    // The Me-109 intercepts the raid on its way and fights without attacking; its base x1 is destroyed meanwhile.
    let s = start(scenario([W1, W2, ME]), [5, 4])
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    s = act(s, { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' }).state
    const events: GameEvent[] = []
    s = playUntil(
      s,
      (p) => p.kind === 'bombAllocation',
      [],
      (x) => {
        const p = x.pending
        if (p.kind === 'declare' && p.interceptors.length && !x.units.me.interceptedThisStep)
          return { type: 'declare', groups: [{ base: 'x1', units: ['me'] }] }
        if (p.kind === 'launchInterceptors') return { type: 'launchInterceptors', base: 'x1' }
        if (p.kind === 'attack') return { type: 'endAttacks' }
        if (p.kind === 'evacuation') return { type: 'evacuate', moves: {} }
        return null
      },
    )
    expect(s.units.me.aloft).not.toBeNull()
    s = act(s, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } }).state
    expect(s.forcedRebase).toBeUndefined() // nobody on the ground at x1
    const end = act(s, { type: 'endStep' })
    events.push(...end.events)
    s = end.state
    if (s.pending.kind === 'returnToBase') {
      const r = act(s, { type: 'returnToBase' })
      events.push(...r.events)
      s = r.state
    }
    expect(events.map((e) => e.text)).toContain('Me-109 returns from 0504 to x1 (4.2).')
    const p = pendingOf(s, 'forcedRebase')
    expect(p).toMatchObject({ unit: 'me', base: 'x1' })
    expect(p.prompt).toContain('x1 was destroyed while they were aloft')
    const r = act(s, { type: 'forcedRebase', to: 'x2' })
    expect(r.state.units.me).toMatchObject({ base: 'x2', commitment: 'previous', eliminated: false })
  })
})
