// Whose Air Offensive (4.25; APTO D84): one power's, its units only, named at its declaration or by
// its first launch; a Combined Air Offensive of two or more allied major powers, each spending one
// Offensive and no EP, one of them flying the units of all, still two missions in all; never a
// minor partner's units, though a minor runs its own; saves of version 7 play as before.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../scenario/schema'
import { duelScenario } from '../testing/engineScenarios'
import { act, pendingOf, play, refused, start } from '../testing/play'
import type { GameState } from '../types'
import { legalActions } from './legal'
import { botDecision } from '../bot'

const B17 = {
  id: 'b17',
  name: 'B-17',
  nation: 'US',
  type: 'B',
  front: '_12_-20[2]',
  back: '_6_-20[2]',
} as const
const P47 = { id: 'p47', name: 'P-47', nation: 'US', type: 'F', front: '4-5/3', back: '2-5/3' } as const
const SPIT = { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' } as const
const LANC = {
  id: 'lanc',
  name: 'Lancaster',
  nation: 'UK',
  type: 'B',
  front: '_14_-25[1]',
  back: '_7_-25[1]',
} as const
const ME109 = { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' } as const

/** The Western Allies (the UK and the US, both major powers in the fixture) at ab (0106) and ab2 (0306); the Axis at x1 (0906). The Offensive Phase, the Allies first. */
function offensive(patch: (sc: Scenario) => Scenario = (sc) => sc, offensives?: number): Scenario {
  const sc = duelScenario({
    allies: [B17, P47, SPIT, LANC],
    axis: [ME109],
    bases: [{ id: 'ab2', hex: '0306', owner: 'allies' }],
  })
  return patch({
    ...sc,
    start: { ...sc.start, phase: 'offensive' },
    context: {
      ...sc.context,
      ...(offensives !== undefined ? { offensives: { allies: offensives, axis: 2 } } : {}),
    },
  })
}

const changeBase = (s: GameState, units: string[]) =>
  act(s, { type: 'launch', base: 'ab', units, mission: 'changeBase', hops: ['ab2'] })
const units = (s: GameState) => pendingOf(s, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))

describe('an Air Offensive is one power’s (4.25)', () => {
  it('the declaration offers the Air Offensive of either power and a Combined Air Offensive of both (4.25)', () => {
    const p = pendingOf(start(offensive()), 'offensive')
    expect(p.options.slice(0, 2)).toEqual([
      {
        kind: 'air',
        name: 'Air Offensive',
        rule: '4.25',
        available: true,
        nations: [
          { id: 'UK', name: 'United Kingdom' },
          { id: 'US', name: 'United States' },
        ],
      },
      {
        kind: 'combinedAir',
        name: 'Combined Air Offensive',
        rule: '4.25',
        available: true,
        nations: [
          { id: 'UK', name: 'United Kingdom' },
          { id: 'US', name: 'United States' },
        ],
      },
    ])
    const declares = legalActions(start(offensive())).filter(
      (a) => a.type === 'declareOffensive' && a.offensive !== 'land' && a.offensive !== 'sea',
    )
    expect(declares).toEqual([
      { type: 'declareOffensive', side: 'allies', offensive: 'air' },
      { type: 'declareOffensive', side: 'allies', offensive: 'air', nations: ['UK'] },
      { type: 'declareOffensive', side: 'allies', offensive: 'air', nations: ['US'] },
      { type: 'declareOffensive', side: 'allies', offensive: 'combinedAir', nations: ['UK', 'US'] },
    ])
  })

  it('named at its declaration (the UK): the plan offers UK units only, and a US unit is refused (4.25)', () => {
    const r = act(start(offensive()), { type: 'declareOffensive', offensive: 'air', nations: ['UK'] })
    expect(r.events.map((e) => e.text)).toEqual([
      'Western Allies declares an Air Offensive of United Kingdom: up to two missions — bombing installations, Change Base, air transport or air-naval attacks; only its air units fly in it (4.25).',
    ])
    expect(r.state.offensivePhase!.current!.powers).toEqual(['UK'])
    expect(r.state.offensivePhase!.used.allies).toBe(1)
    expect(units(r.state)).toEqual(['spit', 'lanc'])
    expect(
      refused(r.state, { type: 'launch', base: 'ab', units: ['b17'], mission: 'changeBase', hops: ['ab2'] }),
    ).toEqual({
      rule: '4.25',
      message:
        "B-17 is United States's: this Air Offensive is United Kingdom's, and only its air units fly in it; the units of two major powers fly together only in a Combined Air Offensive (4.25).",
    })
  })

  it('not named: its first launch names it — the B-17 (US) flies, then the Spitfire (UK) may not join it (4.25)', () => {
    const s = act(start(offensive()), { type: 'declareOffensive', offensive: 'air' })
    expect(s.events[0].text).toBe(
      "Western Allies declares an Air Offensive: up to two missions — bombing installations, Change Base, air transport or air-naval attacks; it is one power's, named by its first launch: only that nation's air units fly in it (4.25).",
    )
    expect(units(s.state)).toEqual(['b17', 'p47', 'spit', 'lanc'])
    const r = changeBase(s.state, ['b17'])
    expect(r.events.map((e) => e.text)).toContain(
      "This Air Offensive is United States's: only its air units fly in it (4.25).",
    )
    expect(r.state.offensivePhase!.current!.powers).toEqual(['US'])
    expect(units(r.state)).toEqual(['p47'])
    expect(
      refused(r.state, { type: 'launch', base: 'ab', units: ['spit'], mission: 'changeBase', hops: ['ab2'] })
        .rule,
    ).toBe('4.25')
  })

  it('a first launch of UK and US units together is refused: they fly together only in a Combined Air Offensive (4.25)', () => {
    const s = act(start(offensive()), { type: 'declareOffensive', offensive: 'air' }).state
    expect(
      refused(s, {
        type: 'launch',
        base: 'ab',
        units: ['b17', 'spit'],
        mission: 'changeBase',
        hops: ['ab2'],
      }),
    ).toEqual({
      rule: '4.25',
      message:
        "An Air Offensive is one power's: United States and United Kingdom air units fly together only in a Combined Air Offensive, declared as such (4.25).",
    })
  })
})

describe('APTO D84 the Combined Air Offensive (4.25)', () => {
  it('APTO D84: of the UK and the US — 2 Offensives spent, no EP; both powers’ units fly in one mission; still at most two missions in all (4.25)', () => {
    const r = act(start(offensive()), {
      type: 'declareOffensive',
      offensive: 'combinedAir',
      nations: ['UK', 'US'],
    })
    expect(r.events.map((e) => e.text)).toEqual([
      'Western Allies declares a Combined Air Offensive of United Kingdom and United States: each spends one Offensive (2 in all) and no EP; up to two missions in all — bombing installations, Change Base, air transport or air-naval attacks — flown with the air units of both (4.25; APTO D84).',
    ])
    expect(r.state.offensivePhase!.used.allies).toBe(2)
    expect(r.state.offensivePhase!.current!.powers).toEqual(['UK', 'US'])
    expect(units(r.state)).toEqual(['b17', 'p47', 'spit', 'lanc'])
    // The B-17 and the Spitfire change base together: one mission; the P-47 a second; the Lancaster may not make a third.
    const two = changeBase(changeBase(r.state, ['b17', 'spit']).state, ['p47']).state
    expect(two.offensivePhase!.current!.missions).toHaveLength(2)
    expect(
      refused(two, { type: 'launch', base: 'ab', units: ['lanc'], mission: 'changeBase', hops: ['ab2'] })
        .message,
    ).toBe('Change Base: This Air Offensive has launched its two missions (4.25).')
    // Over: the Allies have no Offensive left this turn.
    const over = play(two, [{ type: 'endStep' }, { type: 'passOffensive' }]).state
    expect(pendingOf(over, 'offensive')).toMatchObject({ side: 'allies', left: 0 })
  })

  it('APTO D84: each major power spends one Offensive — with 1 left the Combined Air Offensive is greyed and refused (4.25)', () => {
    const s = start(offensive(undefined, 1))
    expect(pendingOf(s, 'offensive').options[1]).toEqual({
      kind: 'combinedAir',
      name: 'Combined Air Offensive',
      rule: '4.25',
      available: false,
      reason:
        'Each major power in a Combined Air Offensive spends one Offensive: Western Allies has 1 left, 2 needed (4.25).',
      nations: [
        { id: 'UK', name: 'United Kingdom' },
        { id: 'US', name: 'United States' },
      ],
    })
    expect(
      refused(s, { type: 'declareOffensive', offensive: 'combinedAir', nations: ['UK', 'US'] }).message,
    ).toBe(
      'Each major power in a Combined Air Offensive spends one Offensive: Western Allies has 1 left, 2 needed (4.25).',
    )
    expect(refused(s, { type: 'declareOffensive', offensive: 'air', nations: ['UK', 'US'] }).message).toBe(
      'Each major power in a Combined Air Offensive spends one Offensive: 2 needed, Western Allies has 1 left (4.25).',
    )
  })

  it('APTO D84: a minor nation never joins one, though it runs an Air Offensive of its own (4.25 NOTE)', () => {
    const minorUs = offensive((sc) => ({
      ...sc,
      nations: sc.nations.map((n) => (n.id === 'US' ? { ...n, minor: true } : n)),
    }))
    const s = start(minorUs)
    const p = pendingOf(s, 'offensive')
    expect(p.options.map((o) => o.kind)).not.toContain('combinedAir') // one major power only
    expect(p.options[0].nations).toEqual([
      { id: 'UK', name: 'United Kingdom' },
      { id: 'US', name: 'United States', minor: true },
    ])
    expect(
      refused(s, { type: 'declareOffensive', offensive: 'combinedAir', nations: ['UK', 'US'] }).message,
    ).toBe(
      'United States is a minor nation: its air units may not join a Combined Air Offensive, though it may run an Air Offensive of its own (4.25).',
    )
    const own = act(s, { type: 'declareOffensive', offensive: 'air', nations: ['US'] }).state
    expect(units(own)).toEqual(['b17', 'p47'])
  })

  it('APTO D84: bad declarations are refused with the rule — an unknown nation, one power only, a power twice, "nations" for a Land Offensive', () => {
    const s = start(offensive())
    expect(refused(s, { type: 'declareOffensive', offensive: 'air', nations: ['DE'] }).message).toBe(
      '"DE" is not a nation of Western Allies with air units: "UK", "US" (4.25).',
    )
    expect(refused(s, { type: 'declareOffensive', offensive: 'combinedAir', nations: ['UK'] }).message).toBe(
      'A Combined Air Offensive joins two or more allied major powers (4.25).',
    )
    expect(refused(s, { type: 'declareOffensive', offensive: 'combinedAir' }).message).toBe(
      'A Combined Air Offensive names its major powers, e.g. "nations": ["UK", "US"] (4.25).',
    )
    expect(
      refused(s, { type: 'declareOffensive', offensive: 'combinedAir', nations: ['UK', 'UK'] }).message,
    ).toBe('"UK" is listed twice.')
    expect(refused(s, { type: 'declareOffensive', offensive: 'land', nations: ['UK'] }).rule).toMatch(
      /^4\.2[25]$/,
    )
  })

  it('a game saved at version 7 (options.combinedAirOffensive false): any unit of the side flies in one Air Offensive; no Combined Air Offensive (4.25)', () => {
    const v7 = offensive((sc) => ({ ...sc, options: { ...sc.options, combinedAirOffensive: false } }))
    const s = start(v7)
    const p = pendingOf(s, 'offensive')
    expect(p.options[0]).toEqual({ kind: 'air', name: 'Air Offensive', rule: '4.25', available: true })
    expect(p.options.map((o) => o.kind)).not.toContain('combinedAir')
    expect(refused(s, { type: 'declareOffensive', offensive: 'air', nations: ['UK'] }).message).toBe(
      'This game plays no Combined Air Offensive: an Air Offensive flies any air unit of the side (a game saved before version 8).',
    )
    const r = act(s, { type: 'declareOffensive', offensive: 'air' })
    expect(r.events[0].text).toBe(
      'Western Allies declares an Air Offensive: up to two missions — bombing installations, Change Base, air transport or air-naval attacks (4.25).',
    )
    expect(changeBase(r.state, ['b17', 'spit']).state.offensivePhase!.current!.powers).toBeUndefined()
  })

  it('against an enemy Air Offensive the UK and US fighters intercept together as usual (4.25 NOTE)', () => {
    // The Axis Air Offensive: the Me-109 changes base to 0306's neighbour x2 (0406), within reach of both fighters at ab2.
    const sc = duelScenario({
      allies: [
        { ...SPIT, base: 'ab2' },
        { ...P47, base: 'ab2' },
      ],
      axis: [ME109],
      bases: [
        { id: 'ab2', hex: '0306', owner: 'allies' },
        { id: 'x2', hex: '0506', owner: 'axis' },
      ],
    })
    let s = play(start({ ...sc, start: { ...sc.start, phase: 'offensive' } }), [
      { type: 'passOffensive' },
      { type: 'declareOffensive', offensive: 'air' },
    ]).state
    s = act(s, { type: 'launch', base: 'x1', units: ['me109'], mission: 'changeBase', hops: ['x2'] }).state
    while (s.pending.kind === 'declare' && !s.pending.interceptors.length) s = act(s, { type: 'pass' }).state
    expect(
      pendingOf(s, 'declare')
        .interceptors.flatMap((g) => g.units.map((u) => u.id))
        .sort(),
    ).toEqual(['p47', 'spit'])
  })

  it('APTO D84: the bot declares its Air Offensive as its bombers’ power', () => {
    const sc = duelScenario({ allies: [LANC, P47], axis: [ME109] })
    const s = start({ ...sc, start: { ...sc.start, phase: 'offensive' } })
    const d = botDecision(s)
    expect(d.action).toMatchObject({ type: 'declareOffensive', offensive: 'air', nations: ['UK'] })
    expect(d.reasoning[0]).toMatch(
      /^Declare an Air Offensive of United Kingdom: Lancaster .* only its air units fly in it \(4\.25, 4\.26\)\.$/,
    )
  })
})
