// APTO's fixed long-distance transfers (4.1 [A]–[C]; APTO D8, T6): the scenario's routes, a Change
// Base of three hops at once — no path, no interception —, weather permitting or regardless of it,
// to a friendly functioning base with room; Current, or Previous under inclement weather.
import { describe, expect, it } from 'vitest'
import { fixedTransferChoices } from '..'
import { fixture } from '../testing/fixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { legalActions } from './legal'

// Column 20 is off-map (the United States Box at 2006); Pearl Harbor 0505 and Hickam 0605 are Hawaiian; Dutch Harbor (Alaska) 1010.
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(19) + 'x')
const TRANSFERS: NonNullable<ScenarioInput['transfers']> = [
  {
    id: 'hawaii',
    name: 'Trans-Hawaiian transfer',
    side: 'allies',
    from: ['us-box'],
    to: ['pearl', 'hickam'],
    minRange: 5,
    weather: 'permitting',
  },
  {
    id: 'alaska',
    name: 'Trans-Alaskan transfer',
    side: 'allies',
    from: ['us-box'],
    to: ['dutch'],
    weather: 'any',
  },
]

function scenario(
  o: {
    weather?: ScenarioInput['weather']
    features?: ScenarioInput['map']['features']
    hickamCapacity?: number
    transfers?: ScenarioInput['transfers']
    variant?: 'aeto' | 'apto'
    p38?: boolean
  } = {},
): ScenarioInput {
  const sc = fixture({
    variant: 'apto',
    terrain: TERRAIN,
    weather: o.weather,
    features: o.features,
    bases: [
      { id: 'pearl', hex: '0505', owner: 'allies', capacity: 2 },
      { id: 'hickam', hex: '0605', owner: 'allies', capacity: o.hickamCapacity ?? 2 },
      { id: 'dutch', hex: '1010', owner: 'allies' },
      { id: 'truk', hex: '0101', owner: 'axis' },
    ],
    moreBases: [
      {
        id: 'us-box',
        name: 'United States Box',
        hex: '2006',
        owner: 'allies',
        components: [{ kind: 'NationBox' }],
      },
    ],
    units: [
      {
        id: 'b17',
        name: 'B-17',
        nation: 'US',
        type: 'B',
        front: '_12_-20[2]',
        back: '_6_-20[2]',
        base: 'us-box',
      },
      { id: 'p40', name: 'P-40', nation: 'US', type: 'F', front: '3-4/2', back: '1-4/2', base: 'us-box' },
      { id: 'f4f', name: 'F4F', nation: 'US', type: 'F', front: '3-5/3', back: '1-5/3', base: 'pearl' },
      {
        id: 'zero',
        name: 'A6M Zero',
        nation: 'DE',
        type: 'F',
        front: '4-10/3',
        back: '2-10/3',
        base: 'truk',
      },
      ...(o.p38
        ? [
            {
              id: 'p38',
              name: 'P-38',
              nation: 'US',
              type: 'FB' as const,
              front: '4-8/3',
              back: '2-8/3',
              base: 'us-box',
            },
          ]
        : []),
    ],
  })
  return {
    ...(JSON.parse(JSON.stringify(sc)) as ScenarioInput),
    variant: o.variant ?? 'apto',
    transfers: o.transfers ?? TRANSFERS,
  }
}

function game(input: ScenarioInput = scenario()): ReturnType<typeof start> {
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return start(r.scenario as Scenario)
}

describe('APTO D8: fixed transfers from the scenario (4.1 [A]–[C])', () => {
  it('the plan offers each unit of range 5 or more at the United States Box the Hawaiian bases, and any unit Dutch Harbor; the P-40 (range 4) only Alaska', () => {
    const s = game()
    expect(fixedTransferChoices(s)).toEqual([
      {
        transfer: 'hawaii',
        name: 'Trans-Hawaiian transfer',
        from: 'us-box',
        units: [{ id: 'b17', to: ['pearl', 'hickam'] }],
        ways: [
          { to: 'pearl', hops: 3, via: [] },
          { to: 'hickam', hops: 3, via: [] },
        ],
      },
      {
        transfer: 'hawaii',
        name: 'Trans-Hawaiian transfer',
        from: 'pearl',
        units: [{ id: 'f4f', to: ['us-box'] }],
        ways: [{ to: 'us-box', hops: 3, via: [] }],
      },
      {
        transfer: 'alaska',
        name: 'Trans-Alaskan transfer',
        from: 'us-box',
        units: [
          { id: 'b17', to: ['dutch'] },
          { id: 'p40', to: ['dutch'] },
        ],
        ways: [{ to: 'dutch', hops: 3, via: [] }],
      },
    ])
    expect(legalActions(s).filter((a) => a.type === 'fixedTransfer')).toEqual([
      { type: 'fixedTransfer', side: 'allies', transfer: 'hawaii', units: ['b17'], to: 'pearl' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'hawaii', units: ['b17'], to: 'hickam' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'hawaii', units: ['f4f'], to: 'us-box' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'alaska', units: ['b17'], to: 'dutch' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'alaska', units: ['p40'], to: 'dutch' },
    ])
    expect(refused(s, { type: 'fixedTransfer', transfer: 'hawaii', units: ['p40'], to: 'pearl' })).toEqual({
      rule: '4.1; APTO D8',
      message:
        'P-40 has a printed range of 4: the Trans-Hawaiian transfer takes units of range 5 or more (4.1).',
    })
  })

  it('the B-17 is at Pearl Harbor at once: no flight, no interception window, Currently Committed; the log says so', () => {
    const r = act(game(), { type: 'fixedTransfer', transfer: 'hawaii', units: ['b17'], to: 'pearl' })
    expect(r.state.units.b17).toMatchObject({
      base: 'pearl',
      aloft: null,
      commitment: 'current',
      clearsAt: 'endOfPhase',
    })
    expect(r.state.stacks.pearl).toEqual(['f4f', 'b17'])
    expect(r.state.stacks['us-box']).toEqual(['p40'])
    expect(r.state.flights).toEqual({})
    expect(pendingOf(r.state, 'plan').side).toBe('allies')
    expect(r.events.map((e) => [e.rule, e.text])).toEqual([
      [
        '4.1; APTO D8',
        'B-17 makes the Trans-Hawaiian transfer from United States Box to pearl: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27; APTO D8).',
      ],
    ])
    // Committed, it transfers no more this Phase.
    expect(fixedTransferChoices(r.state).some((o) => o.units.some((u) => u.id === 'b17'))).toBe(false)
  })

  it('the destination must have room; weather permitting: never into a grounded zone, but the Alaskan transfer goes regardless; inclement weather makes it Previous', () => {
    const s = act(game(scenario({ hickamCapacity: 1, p38: true })), {
      type: 'fixedTransfer',
      transfer: 'hawaii',
      units: ['b17'],
      to: 'hickam',
    }).state
    expect(
      fixedTransferChoices(s).find((o) => o.transfer === 'hawaii' && o.from === 'us-box')?.units,
    ).toEqual([{ id: 'p38', to: ['pearl'] }])
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'hawaii', units: ['p38'], to: 'hickam' }).message,
    ).toBe('hickam has no room for P-38: the last base of a Change Base must not be over-stacked (4.1, 4.8).')
    const weather = {
      defaultZone: 'clear',
      zones: [
        { id: 'clear', name: 'Clear', condition: 'clear' as const },
        { id: 'storm', name: 'North Pacific storm', condition: 'grounded' as const },
        { id: 'rain', name: 'Hawaiian rain', condition: 'halfStrength' as const },
      ],
    }
    const stormy = game(
      scenario({
        weather,
        features: [
          { hex: '1010', weatherZone: 'storm' },
          { hex: '0605', weatherZone: 'storm' },
          { hex: '0505', weatherZone: 'rain' },
        ],
      }),
    )
    expect(
      refused(stormy, { type: 'fixedTransfer', transfer: 'hawaii', units: ['b17'], to: 'hickam' }).message,
    ).toBe(
      'The weather grounds air units at hickam: the Trans-Hawaiian transfer is made weather permitting (4.1; APTO T6).',
    )
    expect(
      act(stormy, { type: 'fixedTransfer', transfer: 'alaska', units: ['p40'], to: 'dutch' }).state.units.p40,
    ).toMatchObject({ base: 'dutch', commitment: 'previous' })
    const rained = act(stormy, { type: 'fixedTransfer', transfer: 'hawaii', units: ['b17'], to: 'pearl' })
    expect(rained.state.units.b17).toMatchObject({ base: 'pearl', commitment: 'previous', clearsAt: null })
    expect(rained.events[0].text).toContain('Previously Committed (inclement weather)')
  })

  it('refusals: an unknown route, no unit named, a base at neither end of the route, outside the Naval and Air Phase', () => {
    const s = game()
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'hawaii', units: ['f4f'], to: 'hickam' }).message,
    ).toBe('The Trans-Hawaiian transfer from pearl ends at United States Box.')
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'atlantic', units: ['b17'], to: 'pearl' }).message,
    ).toBe(
      '"atlantic" is not a fixed transfer of Western Allies (the scenario\'s transfers: "hawaii", "alaska").',
    )
    expect(refused(s, { type: 'fixedTransfer', transfer: 'hawaii', units: [], to: 'pearl' }).message).toBe(
      'Name the units that transfer: "units": ["b17-1"].',
    )
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'alaska', units: ['f4f'], to: 'dutch' }).message,
    ).toBe('F4F is at pearl, at neither end of the Trans-Alaskan transfer.')
    const offensive = parseScenario({ ...scenario(), start: { ...scenario().start, phase: 'offensive' } })
    if (!offensive.ok) throw new Error('invalid')
    const o = start(offensive.scenario)
    expect(
      refused(act(o, { type: 'declareOffensive', offensive: 'air' }).state, {
        type: 'fixedTransfer',
        transfer: 'hawaii',
        units: ['b17'],
        to: 'pearl',
      }).message,
    ).toBe('A fixed transfer is a Change Base of your own Naval and Air Phase (4.1; APTO D8).')
  })

  it('the scenario format: its bases must exist, never a carrier, never twice; the hops one per leg, at most 3 together (4.1)', () => {
    const errors = (input: ScenarioInput) => {
      const r = parseScenario(input)
      return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
    }
    expect(errors(scenario({ variant: 'aeto' }))).toEqual([])
    expect(errors(scenario({ transfers: [{ ...TRANSFERS[0], to: ['pearl', 'midway', 'us-box'] }] }))).toEqual(
      [
        'transfers[0].to[1]: base "midway" does not exist',
        'transfers[0].to[2]: base "us-box" is named twice: the ends and stops of a transfer are different bases',
      ],
    )
    expect(errors(scenario({ transfers: [{ ...TRANSFERS[0], stops: ['dutch'] }] }))).toEqual([
      'transfers[0].hops: a transfer with stops gives the hops of each of its 2 legs, e.g. [1, 1, 1] (4.1)',
    ])
    expect(errors(scenario({ transfers: [{ ...TRANSFERS[0], stops: ['dutch'], hops: [2] }] }))).toEqual([
      'transfers[0].hops: got 1 numbers, expected one per leg: 2 (the stops plus one) (4.1)',
    ])
    expect(errors(scenario({ transfers: [{ ...TRANSFERS[0], stops: ['dutch'], hops: [2, 2] }] }))).toEqual([
      'transfers[0].hops: got 2 + 2 hops, expected at most 3 together: a Change Base has up to 3 hops (4.1)',
    ])
    expect(errors(scenario({ transfers: [{ ...TRANSFERS[0], stops: ['dutch'], hops: [2, 1] }] }))).toEqual([])
    expect(
      errors(scenario({ transfers: [{ ...TRANSFERS[0], fromNear: { hex: '3001', hexes: 16 } }] })),
    ).toEqual(['transfers[0].fromNear.hex: hex "3001" is off the map (column 30 is not in 1–20)'])
  })
})
