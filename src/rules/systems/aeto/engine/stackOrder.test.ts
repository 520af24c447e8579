// D-BASE-STACKORDER (4.8; A-69): a unit that arrives at a base it over-stacks is placed in the
// stack by its owner; the top units up to capacity are operational. Off (`basingChoices: false`,
// saves of version 6): it stays at the bottom, as before.
import { describe, expect, it } from 'vitest'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, passWindows, pendingOf, play, refused, start } from '../testing/play'
import { rowRoute } from '../testing/engineScenarios'
import { contextOf } from '../context'
import { isOperational } from '../bases'
import { legalActions } from './legal'
import { botDecision } from '../bot'
import type { ScenarioInput } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'
import { readBuiltIn } from '../../../../scenarios/files'
import { newGame } from './newGame'
import type { Action } from '../types'

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
  base: 'x2',
}
const FW: FixtureUnit = {
  id: 'fw',
  name: 'Fw-190',
  nation: 'DE',
  type: 'F',
  front: '4-5/4',
  back: '2-5/4',
  base: 'x1',
}

/** x1 (0906) is captured; x2 (1106, capacity 1) already holds the Ju-88: whoever comes over-stacks it. */
function scenario(options: ScenarioInput['options'] = {}) {
  return fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', capacity: 2 },
      { id: 'x2', hex: '1106', owner: 'axis', capacity: 1 },
    ],
    units: [ME, FW, JU],
    options,
  })
}

describe('D-BASE-STACKORDER (4.8; A-69)', () => {
  it('the owner places the arriving unit anywhere in the stack; the top ones up to capacity are operational', () => {
    const r = act(start(scenario()), { type: 'captureBase', base: 'x1' })
    // The Me-109 rebases to x2 (its only base), over-stacking it: the Axis places it.
    const p = pendingOf(r.state, 'stackOrder')
    expect(p).toMatchObject({ side: 'axis', base: 'x2', unit: 'me', stack: ['ju'], capacity: 1, rule: '4.8' })
    expect(legalActions(r.state)).toEqual([
      { type: 'stackOrder', side: 'axis', position: 0 },
      { type: 'stackOrder', side: 'axis', position: 1 },
    ])
    expect(refused(r.state, { type: 'stackOrder', position: 2 }).message).toBe(
      'A place in the stack is a whole number from 0 (the top) to 1 (the bottom); got 2.',
    )
    const placed = act(r.state, { type: 'stackOrder', position: 0 })
    expect(placed.events[0].text).toBe(
      'Me-109 is placed 1st of 2 in the stack at x2; over-stacked, flying only a Change Base later: Ju-88 (4.8; A-69).',
    )
    const ctx = contextOf(placed.state)
    expect(isOperational(ctx, placed.state, 'me')).toBe(true)
    expect(isOperational(ctx, placed.state, 'ju')).toBe(false)
    // The Fw-190 comes next: three at x2 (capacity 1, at most 2 × 1) is too many — it is eliminated (4.8).
    expect(placed.events.map((e) => e.text)).toContain(
      'Fw-190 is eliminated: no friendly base within twice its range can take it after enemy land units occupied it (4.7).',
    )
  })

  it('the bot keeps its fighter-types operational: the Me-109 goes above the Ju-88', () => {
    const r = act(start(scenario()), { type: 'captureBase', base: 'x1' })
    const d = botDecision(r.state)
    expect(d.action).toEqual({ type: 'stackOrder', side: 'axis', position: 0 })
    expect(d.reasoning[0]).toBe(
      'Place the Me-109 1 of 2: it is worth more than the Ju-88 (fighter-types first, then strength), so it stays operational (4.8).',
    )
  })

  it('off (basingChoices false): no decision, the arriving unit stays at the bottom', () => {
    const r = act(start(scenario({ basingChoices: false })), { type: 'captureBase', base: 'x1' })
    expect(r.state.pending.kind).toBe('plan')
    expect(r.state.stacks.x2).toEqual(['ju', 'me'])
  })
})

describe('a Change Base aborted back to its last base (4.1, 4.8; D-7, A-32, A-69)', () => {
  const SPIT: FixtureUnit = {
    id: 'spit',
    name: 'Spitfire',
    nation: 'UK',
    type: 'F',
    front: '4-4/3',
    back: '2-4/3',
    base: 'a',
  }
  const ME109: FixtureUnit = {
    id: 'me109',
    name: 'Me-109',
    nation: 'DE',
    type: 'F',
    front: '4-4/3',
    back: '2-4/3',
    base: 'x',
  }
  const LYS: FixtureUnit = {
    id: 'lys',
    name: 'Lysander',
    nation: 'UK',
    type: 'F',
    front: '1-4/0',
    back: null,
    base: 'm',
  }
  // a 0506 (Spitfire) → m 0906 (capacity 1, holds the Lysander) → c 1706; the Me-109 at x 1306 aborts the Spitfire at m (dice 6, 4).
  const d7 = (mKind: 'LargeAirbase' | 'GrassAirfield') =>
    fixture({
      bases: [
        { id: 'a', hex: '0506', owner: 'allies' },
        { id: 'm', hex: '0906', owner: 'allies', capacity: 1, kind: mKind },
        { id: 'c', hex: '1706', owner: 'allies' },
        { id: 'x', hex: '1306', owner: 'axis' },
      ],
      units: [SPIT, LYS, ME109],
    })
  const aborted = (mKind: 'LargeAirbase' | 'GrassAirfield') => {
    let r = play(
      d7(mKind),
      [
        {
          type: 'launch',
          base: 'a',
          units: ['spit'],
          mission: 'changeBase',
          hops: ['m', 'c'],
          path: rowRoute(5, 9),
        },
        { type: 'pass' },
      ],
      [6, 4],
    )
    r = passWindows(
      play(r.state, [
        { type: 'declare', groups: [{ base: 'x', units: ['me109'] }] },
        { type: 'launchInterceptors', base: 'x' },
      ]),
    )
    r = play(r.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
    ])
    expect(r.state.units.spit.aborted).toBe(true)
    return act(r.state, { type: 'endStep' })
  }

  it('back at an airbase it over-stacks, the owner places it in the stack', () => {
    const end = aborted('LargeAirbase')
    expect(end.state.units.spit).toMatchObject({ base: 'm', aloft: null })
    expect(pendingOf(end.state, 'stackOrder')).toMatchObject({
      side: 'allies',
      base: 'm',
      unit: 'spit',
      stack: ['lys'],
      capacity: 1,
    })
    const placed = act(end.state, { type: 'stackOrder', position: 0 })
    expect(placed.state.stacks.m).toEqual(['spit', 'lys'])
  })

  it('a Change Base never passes through a full grass airfield, not even for a hop (4.3, 4.8)', () => {
    const s = start(d7('GrassAirfield'))
    expect(
      refused(s, { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['m', 'c'] })
        .message,
    ).toBe(
      'm is a grass airfield with no room for them: it is never over-stacked, not even during a Change Base hop (4.3, 4.8).',
    )
  })
})

describe('the last Naval and Air Phase ends with a unit back at an over-stacked base (4.1, 4.8)', () => {
  it('Coral Sea, a random game found by the property tests: the game is over at once, the D3A left at the bottom of Tulagi’s stack, no owner asked', () => {
    const parsed = parseScenario(readBuiltIn('coral-sea-1942'))
    if (!parsed.ok) throw new Error('coral-sea-1942')
    const actions = [
      {
        type: 'launch',
        side: 'allies',
        base: 'port-moresby',
        units: ['au-hudson-1'],
        mission: 'fly',
        target: '0819',
      },
      {
        type: 'launch',
        side: 'allies',
        base: 'port-moresby',
        units: ['us-p39-1'],
        mission: 'fly',
        target: '0608',
        path: ['0910', '0809', '0709'],
      },
      { type: 'move', side: 'allies', flight: 'F2', path: ['0808'] },
      { type: 'stop', side: 'allies', flight: 'F2' },
      { type: 'endStep', side: 'allies' },
      { type: 'reconnoitre', side: 'japan', target: '2017', units: ['jp-h6k-1'] },
      {
        type: 'launch',
        side: 'japan',
        base: 'shokaku-air',
        units: ['jp-a6m-1', 'jp-d3a-1'],
        mission: 'fly',
        target: '2709',
        roles: { 'jp-a6m-1': 'fighter', 'jp-d3a-1': 'fighter' },
      },
      {
        type: 'launch',
        side: 'japan',
        base: 'zuikaku-air',
        units: ['jp-a6m-2', 'jp-b5n-1'],
        mission: 'changeBase',
        hops: ['tulagi'],
        roles: { 'jp-a6m-2': 'bomber', 'jp-b5n-1': 'bomber' },
      },
      { type: 'navalCombat', side: 'japan', ship: 'jp-shokaku', result: 'damaged' },
      { type: 'moveFlotilla', side: 'japan', flotilla: 'mo-convoy', to: '1605' },
      { type: 'reconnoitre', side: 'allies', target: '1605', units: ['au-hudson-1'] },
      {
        type: 'launch',
        side: 'japan',
        base: 'tulagi',
        units: ['jp-h6k-1'],
        mission: 'changeBase',
        hops: ['rabaul'],
      },
      { type: 'moveFlotilla', side: 'japan', flotilla: 'mo-convoy', to: '1706' },
      { type: 'reconnoitre', side: 'allies', target: '1706', units: ['au-hudson-1'] },
      { type: 'endStep', side: 'japan' },
    ] as Action[]
    const r = play(newGame(parsed.scenario, { seed: 1573627024 }), actions)
    expect(r.events.map((e) => e.text)).toContain('D3A Val returns from 2709 to Tulagi (4.2).')
    expect(r.state.pending.kind).toBe('over')
    expect(r.state.stacks.tulagi).toEqual(['jp-a6m-2', 'jp-b5n-1', 'jp-a6m-1', 'jp-d3a-1'])
  })
})
