// D-BASE-CHAIN (4.8; spec §5.2) and the UK Transfer Hex (T-22): a Change Base may end at a full
// base when enough units there change base out as it arrives; the UK Transfer Hex takes one Allied
// unit, over-stacked only while a Change Base passes through it.
import { describe, expect, it } from 'vitest'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import { legalActions } from './legal'
import { botDecision } from '../bot'
import type { ScenarioInput } from '../scenario/schema'
import type { GameState } from '../types'

const S1: FixtureUnit = {
  id: 's1',
  name: 'Spitfire I',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'a1',
}
const S2: FixtureUnit = {
  id: 's2',
  name: 'Spitfire II',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'a2',
}
const ME: FixtureUnit = {
  id: 'me',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}

/** a1 (0105, capacity 1) holds Spitfire I; Spitfire II is at a2 (0305); a3 (0108) is empty; the Axis is far away. */
function scenario(
  options: ScenarioInput['options'] = {},
  more: ScenarioInput['bases'] = [],
  units: FixtureUnit[] = [S1, S2, ME],
) {
  return fixture({
    bases: [
      { id: 'a1', hex: '0105', owner: 'allies', capacity: 1 },
      { id: 'a2', hex: '0305', owner: 'allies', capacity: 1 },
      { id: 'a3', hex: '0108', owner: 'allies', capacity: 1 },
      { id: 'x1', hex: '2012', owner: 'axis' },
    ],
    moreBases: more,
    units,
    options,
  })
}

function flyOn(s: GameState): GameState {
  while (s.pending.kind === 'declare' || s.pending.kind === 'move')
    s = act(
      s,
      s.pending.kind === 'declare'
        ? { type: 'pass' }
        : { type: 'move', flight: s.pending.flight, path: [s.pending.autoPath[0]] },
    ).state
  return s
}

describe('D-BASE-CHAIN (4.8)', () => {
  it('a Change Base ends at a full base: as it lands, the owner sends a resident out on its own Change Base', () => {
    let s = start(scenario())
    const r = act(s, { type: 'launch', base: 'a2', units: ['s2'], mission: 'changeBase', hops: ['a1'] })
    s = flyOn(r.state)
    const p = pendingOf(s, 'baseChain')
    expect(p).toMatchObject({
      side: 'allies',
      base: 'a1',
      arriving: ['s2'],
      residents: ['s1'],
      needed: 1,
      rule: '4.8',
    })
    expect(legalActions(s)).toEqual([
      { type: 'chainChangeBase', side: 'allies', units: ['s1'], hops: ['a2'] },
      { type: 'chainChangeBase', side: 'allies', units: ['s1'], hops: ['a3'] },
    ])
    expect(refused(s, { type: 'chainChangeBase', units: [], hops: ['a3'] }).message).toBe(
      '1 unit must change base out of a1 for the newcomers to fit (4.8); 0 chosen.',
    )
    expect(refused(s, { type: 'chainChangeBase', units: ['s2'], hops: ['a3'] }).message).toBe(
      'Choose units based at a1 that may change base now: Spitfire I.',
    )
    expect(botDecision(s).action).toEqual({
      type: 'chainChangeBase',
      side: 'allies',
      units: ['s1'],
      hops: ['a2'],
    })
    const c = act(s, { type: 'chainChangeBase', units: ['s1'], hops: ['a3'] })
    expect(c.events.map((e) => e.text)).toContain(
      'Western Allies changes base out of a1 with Spitfire I as Spitfire II arrives (4.8).',
    )
    s = flyOn(c.state)
    expect(pendingOf(s, 'plan').side).toBe('allies')
    expect(s.stacks).toMatchObject({ a1: ['s2'], a3: ['s1'], a2: [] })
    expect(s.units.s1.commitment).toBe('current')
  })

  it('refused when no unit there could leave, and as before when the option is off', () => {
    const off = start(scenario({ basingChoices: false }))
    expect(
      refused(off, { type: 'launch', base: 'a2', units: ['s2'], mission: 'changeBase', hops: ['a1'] })
        .message,
    ).toBe('a1 has room for 0 more unit(s): the final base of a Change Base must not be full.')
    // Spitfire I committed (it flew this Step): it cannot change base out.
    let s = start(scenario())
    s = act(s, { type: 'launch', base: 'a1', units: ['s1'], mission: 'fly', target: '0106' }).state
    s = flyOn(s)
    expect(
      refused(s, { type: 'launch', base: 'a2', units: ['s2'], mission: 'changeBase', hops: ['a1'] }).message,
    ).toBe('a1 has room for 0 more unit(s): the final base of a Change Base must not be full.')
  })
})

describe('T-22: the UK Transfer Hex (4.1, 4.8)', () => {
  const TH = [
    {
      id: 'uk-th',
      name: 'UK Transfer Hex',
      hex: '0705',
      owner: 'allies',
      components: [{ kind: 'UKTransferHex' as const }],
    },
  ]
  const B17: FixtureUnit = {
    id: 'b17',
    name: 'B-17',
    nation: 'US',
    type: 'B',
    front: '_12_-20[2]',
    back: '_6_-20[2]',
    base: 'uk-th',
  }

  it('a second Allied unit ending a Change Base there is refused; passing through while another is there is accepted', () => {
    const sc = scenario({}, TH, [S1, S2, ME, B17])
    let s = start(sc)
    expect(
      refused(s, { type: 'launch', base: 'a2', units: ['s2'], mission: 'changeBase', hops: ['uk-th'] })
        .message,
    ).toBe('UK Transfer Hex has room for 0 more unit(s): the final base of a Change Base must not be full.')
    s = act(s, {
      type: 'launch',
      base: 'a2',
      units: ['s2'],
      mission: 'changeBase',
      hops: ['uk-th', 'a3'],
    }).state
    s = flyOn(s)
    expect(s.units.s2.base).toBe('a3')
    expect(s.stacks['uk-th']).toEqual(['b17'])
  })
})
