// A base captured by enemy land units (4.7, 4.8; D-BASE-FORCED): an outside event the players
// enter ('captureBase'); the base is the captor's from then on (a grass airfield works for it,
// 4.3); its units make a Forced Rebase by the priorities of 4.7, those already over-stacked and
// those with nowhere to go are eliminated, the others are Previously Committed.
import { describe, expect, it } from 'vitest'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import { contextOf } from '../context'
import { legalActions } from './legal'
import type { Scenario } from '../scenario/schema'
import type { GameState } from '../types'
import { libya } from '../testing/basingFixtures'

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
const HE: FixtureUnit = {
  id: 'he',
  name: 'He-111',
  nation: 'DE',
  type: 'B',
  front: '_4_-10',
  back: '_2_-10',
  base: 'x1',
}
const SP: FixtureUnit = {
  id: 'sp',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'ab',
}

/** x1 (0906, capacity 2) is captured; x2 (1106, capacity 1) and the grass airfield g1 (1006) are the Axis's other bases; supply at 1906. */
function scenario(units: FixtureUnit[] = [ME, JU, SP]): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', kind: 'SmallAirbase', capacity: 2 },
      { id: 'x2', hex: '1106', owner: 'axis', kind: 'LargeAirbase', capacity: 1 },
      { id: 'g1', hex: '1006', owner: 'axis', kind: 'GrassAirfield', capacity: 1 },
    ],
    units,
  })
  return { ...sc, supplySources: [{ side: 'axis', hex: '1906' }] }
}

describe('A base captured by enemy land units (4.7)', () => {
  it('the owner picks each destination (D-BASE-FORCED); the base is the captor’s from then on', () => {
    const s = start(scenario())
    expect(pendingOf(s, 'plan').side).toBe('allies')
    const r = act(s, { type: 'captureBase', base: 'x1' })
    expect(r.events[0].text).toBe(
      'Western Allies land units occupy x1 (0906): the base is captured; the units based there make a Forced Rebase (4.7).',
    )
    // The Me-109 may go to g1 or x2 (both with room, both closer to supply than x1): the Axis chooses.
    const p = pendingOf(r.state, 'forcedRebase')
    expect(p).toMatchObject({
      side: 'axis',
      base: 'x1',
      unit: 'me',
      prompt:
        'x1 is lost (enemy land units occupied it): choose where Me-109 makes its Forced Rebase (one hop, at most twice its range; the legal bases only, 4.7).',
    })
    expect(p.destinations.map((d) => d.base)).toEqual(['g1', 'x2'])
    const r2 = act(r.state, { type: 'forcedRebase', to: 'x2' })
    // The Ju-88: x2 full now, g1 a grass airfield (never a bomber): it over-stacks x2, at once.
    expect(r2.events.map((e) => e.text)).toEqual([
      'Forced Rebase: Me-109 flies from x1 to x2; it cannot be intercepted and is Previously Committed (4.7).',
      'Forced Rebase: Ju-88 flies from x1 to x2, over-stacked: no base with room was in reach; it cannot be intercepted and is Previously Committed (4.7).',
    ])
    expect(r2.state.units.ju).toMatchObject({ base: 'x2', commitment: 'previous' })
    // The Axis places the Ju-88 in x2's stack (D-BASE-STACKORDER): on top, the Me-109 below it is the one over-stacked.
    const placed = act(r2.state, { type: 'stackOrder', position: 0 })
    expect(placed.events.map((e) => e.text)).toEqual([
      'Ju-88 is placed 1st of 2 in the stack at x2; over-stacked, flying only a Change Base later: Me-109 (4.8; A-69).',
    ])
    expect(placed.state.stacks.x2).toEqual(['ju', 'me'])
    const r3s = placed.state
    expect(pendingOf(r3s, 'plan').side).toBe('allies')
    // x1 is the Allies' now: their Spitfire may change base there.
    expect(contextOf(r3s).baseDefs.get('x1')?.owner).toBe('allies')
    const r3 = act(r3s, { type: 'launch', base: 'ab', units: ['sp'], mission: 'changeBase', hops: ['x1'] })
    let st = r3.state
    while (st.pending.kind === 'declare') st = act(st, { type: 'pass' }).state
    expect(st.units.sp.base).toBe('x1')
  })

  it('units already over-stacked, and those with nowhere to go, are eliminated', () => {
    // x1 (capacity 2) holds three: the He-111 (third) is over-stacked. g1 is a grass airfield, x2 is taken by the Me-109 first.
    const sc = scenario([ME, JU, HE, SP])
    let s: GameState = start({ ...sc, bases: sc.bases.filter((b) => b.id !== 'x2') })
    const r = act(s, { type: 'captureBase', base: 'x1' })
    // The Me-109 has one legal base (g1): at once. The Ju-88: nowhere (g1 is an airfield and full). The He-111 was over-stacked.
    expect(r.events.slice(1).map((e) => e.text)).toEqual([
      'Forced Rebase: Me-109 flies from x1 to g1; it cannot be intercepted and is Previously Committed (4.7).',
      'Ju-88 is eliminated: no friendly base within twice its range can take it after enemy land units occupied it (4.7).',
      'He-111 is eliminated: it was over-stacked at x1 when enemy land units occupied it (4.7).',
    ])
    s = r.state
    expect(s.units.ju.eliminated).toBe(true)
    expect(s.units.he.eliminated).toBe(true)
  })

  it('a grass airfield captured works for its captor (4.3); refusals name what is wrong', () => {
    const s = start(scenario())
    const r = act(s, { type: 'captureBase', base: 'g1' })
    expect(r.events[0].text).toBe(
      'Western Allies land units occupy g1 (1006): the base is captured and the grass airfield works for its captor from now on (4.3); the units based there make a Forced Rebase (4.7).',
    )
    expect(contextOf(r.state).baseDefs.get('g1')?.owner).toBe('allies')
    expect(refused(r.state, { type: 'captureBase', base: 'g1' }).message).toBe(
      "g1 is already Western Allies's: land units capture an enemy base.",
    )
    expect(refused(s, { type: 'captureBase', base: 'nowhere' }).message).toBe(
      '"nowhere" is not a base of this game.',
    )
    expect(refused(s, { type: 'captureBase', base: 'ab' }).message).toBe(
      "ab is already Western Allies's: land units capture an enemy base.",
    )
    // Listed only with the outside events (like naval combat), so the legal lists of the plan are as before.
    expect(legalActions(s).some((a) => a.type === 'captureBase')).toBe(false)
    expect(
      legalActions(s, { outsideEvents: true })
        .filter((a) => a.type === 'captureBase')
        .map((a) => (a as { base: string }).base),
    ).toEqual(['x1', 'x2', 'g1'])
  })

  it('a grass airfield built and captured in the Offensive Phase: the captor declares next', () => {
    let s = start(
      libya({ landUnits: [{ id: 'nz', name: '2nd NZ', nation: 'UK', hex: '1902', strength: 3 }] }),
    )
    s = act(s, { type: 'buildGrassAirfield', hex: '0506' }).state
    const r = act(s, { type: 'captureBase', base: 'grass-0506-1' })
    expect(r.events[0].text).toBe(
      'Western Allies land units occupy Grass airfield 0506 (0506): the base is captured and the grass airfield works for its captor from now on (4.3); the units based there make a Forced Rebase (4.7).',
    )
    expect(pendingOf(r.state, 'offensive').side).toBe('allies')
    expect(
      contextOf(r.state)
        .basesBySide.get('allies')
        ?.map((b) => b.id),
    ).toEqual(['ab', 'grass-0506-1'])
  })
})
