// End of an Air Movement Step (spec §14.1): return to base (4.2, 4.12, A-30), Change Base aborts
// (4.1, 4.17, D-7), commitment (4.27, A-14, A-63), the order of Phases and months, and the combat
// fought at the end of a Step over an over-stacked base (4.8, A-43).
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../scenario/schema'
import type { Action } from '../types'
import { rowRoute } from '../testing/engineScenarios'
import { fixture, type FixtureBase, type FixtureUnit } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, passWindows, refused, start, withUnits } from '../testing/play'

const WELL: FixtureUnit = {
  id: 'well',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '4-6/1',
  back: '2-6/1',
  base: 'a',
}
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'a',
}
const HURRI: FixtureUnit = {
  id: 'hurri',
  name: 'Hurricane',
  nation: 'UK',
  type: 'F',
  front: '3-4/1',
  back: '2-4/1',
  base: 'b',
}
const ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'xf',
}

/** a 0106 (Wellington, Spitfire), b 0308 (Hurricane; 3 hexes from 0506), plus extras; Axis xf far away at 2012. */
function stepSc(
  o: { bases?: FixtureBase[]; units?: FixtureUnit[]; b?: Partial<FixtureBase> } = {},
): Scenario {
  return fixture({
    bases: [
      { id: 'a', hex: '0106', owner: 'allies' },
      { id: 'b', hex: '0308', owner: 'allies', ...o.b },
      { id: 'xf', hex: '2012', owner: 'axis' },
      ...(o.bases ?? []),
    ],
    units: [WELL, SPIT, HURRI, ME109, ...(o.units ?? [])],
  })
}
const toTarget = (base: string, units: string[], fromCol: number, target = '0506'): Action => ({
  type: 'launch',
  base,
  units,
  mission: 'fly',
  target,
  path: rowRoute(fromCol, Number(target.slice(0, 2))),
})

describe('return to base (4.2, 4.12; spec §14.1)', () => {
  // Wellington + Spitfire from a, Hurricane from b, all fly to 0506 (4 from a, 3 from b).
  const hurri: Action = { type: 'launch', base: 'b', units: ['hurri'], mission: 'fly', target: '0506' }
  const flown = () => play(stepSc(), [toTarget('a', ['well', 'spit'], 1), hurri, { type: 'endStep' }])

  it('the owner chooses where each unit lands: Fighter-class units at any base that launched fighters this Step (a, b), the B only where a B launched (a) (4.2)', () => {
    const p = pendingOf(flown().state, 'returnToBase')
    expect(p.side).toBe('allies')
    expect(p.units).toEqual([
      { id: 'well', bases: ['a'], default: 'a' },
      { id: 'spit', bases: ['a', 'b'], default: 'a' },
      { id: 'hurri', bases: ['b', 'a'], default: 'b' },
    ])
  })

  it("landing at another base moves the unit to that base's stack; no assignment = own base (4.2)", () => {
    const r = act(flown().state, { type: 'returnToBase', assignments: { spit: 'b' } })
    expect(r.state.units.spit).toMatchObject({ base: 'b', aloft: null })
    expect(r.state.units.hurri).toMatchObject({ base: 'b', aloft: null })
    expect(r.state.stacks).toMatchObject({ a: ['well'], b: ['hurri', 'spit'] })
    expect(eventsOf(r.events, 'return').map((e) => e.text)).toEqual([
      'Wellington returns from 0506 to a (4.2).',
      'Spitfire returns from 0506 to b (4.2).',
      'Hurricane returns from 0506 to b (4.2).',
    ])
  })

  it('a B may not land at a base that launched only fighters (4.2): Wellington → b refused', () => {
    const v = refused(flown().state, { type: 'returnToBase', assignments: { well: 'b' } })
    expect(v).toEqual({
      rule: '4.2',
      message:
        'Wellington cannot land at b: it may land at a (a base that launched its type this Step, within range, with room).',
    })
  })

  it('the landing base must be within range of where the unit is (4.12): a fighter base 6 hexes away is not offered to the Spitfire (range 4)', () => {
    // Hurricane II launches from "far" (1106), 6 hexes from 0506, and flies to 0906.
    const sc = stepSc({
      bases: [{ id: 'far', hex: '1106', owner: 'allies' }],
      units: [{ ...HURRI, id: 'hurri2', name: 'Hurricane II', base: 'far' }],
    })
    const r = play(sc, [
      toTarget('a', ['spit'], 1),
      hurri,
      {
        type: 'launch',
        base: 'far',
        units: ['hurri2'],
        mission: 'fly',
        target: '0906',
        path: ['1006', '0906'],
      },
      { type: 'endStep' },
    ])
    const p = pendingOf(r.state, 'returnToBase')
    expect(p.units.find((u) => u.id === 'spit')!.bases).toEqual(['a', 'b'])
    expect(p.units.find((u) => u.id === 'hurri2')!.bases).toEqual(['far'])
    expect(refused(r.state, { type: 'returnToBase', assignments: { spit: 'far' } }).rule).toBe('4.2')
  })

  it("the landing base must have room (A-30): b (capacity 1) keeps the Hurricane's slot while it is aloft, so the Spitfire may only return to a", () => {
    const r = play(stepSc({ b: { capacity: 1 } }), [
      toTarget('a', ['well', 'spit'], 1),
      hurri,
      { type: 'endStep' },
    ])
    const p = pendingOf(r.state, 'returnToBase')
    expect(p.units.find((u) => u.id === 'spit')!.bases).toEqual(['a'])
  })

  it('with no choice to make, units land at their own base without a decision and the next Phase begins (4.2)', () => {
    const r = play(stepSc(), [toTarget('a', ['well'], 1), { type: 'endStep' }])
    expect(r.state.units.well).toMatchObject({ aloft: null, base: 'a' })
    expect(pendingOf(r.state, 'plan').side).toBe('axis')
  })
})

describe('Change Base aborts (4.1, 4.17, D-7)', () => {
  // a 0506 (Spitfire) → m 0906 (capacity 1, holds Lysander) → c 1706. Axis Me-109 at x 1306, 4 from m.
  const d7 = () =>
    fixture({
      bases: [
        { id: 'a', hex: '0506', owner: 'allies' },
        { id: 'm', hex: '0906', owner: 'allies', capacity: 1 },
        { id: 'c', hex: '1706', owner: 'allies' },
        { id: 'x', hex: '1306', owner: 'axis' },
      ],
      units: [
        { ...SPIT, base: 'a' },
        { id: 'lys', name: 'Lysander', nation: 'UK', type: 'F', front: '1-4/0', back: null, base: 'm' },
        { ...ME109, base: 'x' },
      ],
    })

  it('D-7: Spitfire hopping a → m → c, aborted at m as the second hop launches, returns to m (the last base occupied) even though m becomes over-stacked — not to a', () => {
    let r = play(
      d7(),
      [
        {
          type: 'launch',
          base: 'a',
          units: ['spit'],
          mission: 'changeBase',
          hops: ['m', 'c'],
          path: rowRoute(5, 9),
        },
      ],
      [6, 4],
    )
    expect(pendingOf(r.state, 'declare')).toMatchObject({ trigger: 'enter', loc: '0906' })
    r = play(r.state, [{ type: 'pass' }])
    expect(eventsOf(r.events, 'land')[0].text).toBe('Spitfire lands at m (0906) (4.1).')
    expect(r.state.stacks.m).toEqual(['lys', 'spit']) // temporarily over-stacked (4.8)
    expect(pendingOf(r.state, 'declare')).toMatchObject({ trigger: 'launch', loc: '0906' })
    // the Allies pass the counter-interception windows the Lysander (at m) gets on the Me-109's way
    r = passWindows(
      play(r.state, [
        { type: 'declare', groups: [{ base: 'x', units: ['me109'] }] },
        { type: 'launchInterceptors', base: 'x' },
      ]),
    )
    r = play(r.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'spit', target: 'me109' }, // natural 6 → miss
      { type: 'attack', attacker: 'me109', target: 'spit' }, // ATN 4, natural 4 → abort
    ])
    expect(r.state.units.spit).toMatchObject({ aborted: true, face: 'front' })
    const end = act(r.state, { type: 'endStep' })
    // a launched a fighter this Step and is 4 hexes away, but an aborted Change Base goes back to its last base
    expect(end.state.units.spit).toMatchObject({ base: 'm', aloft: null })
    expect(end.state.stacks.m).toEqual(['lys', 'spit'])
    expect(eventsOf(end.events, 'return').find((e) => e.units![0] === 'spit')!.text).toBe(
      'Spitfire returns from 0906 to m (4.2).',
    )
  })

  it('APTO D9: aborted back to a Dirt Airstrip it would over-stack, a Change Base unit is eliminated (A-32) — play never fills it meanwhile, so the state is set by hand', () => {
    // a 0506 → strip 0906 (an empty Dirt Airstrip) → c 1706; the Spitfire lands at the strip, is aborted on its way to c.
    const sc = fixture({
      variant: 'apto',
      bases: [
        { id: 'a', hex: '0506', owner: 'allies' },
        { id: 'strip', hex: '0906', owner: 'allies', kind: 'GrassAirfield', capacity: 1 },
        { id: 'c', hex: '1706', owner: 'allies' },
        { id: 'x', hex: '1306', owner: 'axis' },
        { id: 'b', hex: '0206', owner: 'allies' },
      ],
      units: [
        { ...SPIT, base: 'a' },
        { ...HURRI, base: 'b' },
        { ...ME109, base: 'x' },
      ],
    })
    let r = play(
      sc,
      [
        {
          type: 'launch',
          base: 'a',
          units: ['spit'],
          mission: 'changeBase',
          hops: ['strip', 'c'],
          path: rowRoute(5, 9),
        },
      ],
      [6, 4],
    )
    r = play(r.state, [{ type: 'pass' }])
    expect(r.state.stacks.strip).toEqual(['spit']) // its place there is kept while it flies on: nothing else may take it
    r = passWindows(
      play(r.state, [
        { type: 'declare', groups: [{ base: 'x', units: ['me109'] }] },
        { type: 'launchInterceptors', base: 'x' },
      ]),
    )
    r = play(r.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'spit', target: 'me109' }, // natural 6 → miss
      { type: 'attack', attacker: 'me109', target: 'spit' }, // ATN 4, natural 4 → abort
    ])
    expect(r.state.units.spit.aborted).toBe(true)
    // By hand: the Hurricane stands at the strip (no action of the game puts it there while the Spitfire's place is kept).
    const s = {
      ...r.state,
      units: { ...r.state.units, hurri: { ...r.state.units.hurri, base: 'strip' } },
      stacks: { ...r.state.stacks, b: [], strip: ['hurri', 'spit'] },
    }
    const end = act(s, { type: 'endStep' })
    expect(end.state.units.spit.eliminated).toBe(true)
    expect(eventsOf(end.events, 'eliminated')[0].text).toBe(
      'Spitfire is eliminated: aborted on its Change Base, it is back at strip, which may not be over-stacked so far (a Dirt Airstrip or the UK Transfer Hex never, any base never beyond twice its capacity) (4.8; A-32).',
    )
  })

  it('aborted on the first hop, a Change Base unit returns to its starting base (the last base occupied) (4.1, 4.17)', () => {
    // The Me-109 intercepts the Spitfire as it enters m's hex on the first hop.
    const flown = passWindows(
      play(
        d7(),
        [
          {
            type: 'launch',
            base: 'a',
            units: ['spit'],
            mission: 'changeBase',
            hops: ['m', 'c'],
            path: rowRoute(5, 9),
          },
          { type: 'declare', groups: [{ base: 'x', units: ['me109'] }] },
          { type: 'launchInterceptors', base: 'x' },
        ],
        [6, 4],
      ),
    )
    const r = play(flown.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'endStep' },
    ])
    expect(r.state.units.spit).toMatchObject({ base: 'a', aloft: null })
    expect(r.state.stacks.m).toEqual(['lys'])
  })
})

describe('commitment (4.27; spec §3.3)', () => {
  it('a unit that flew is Current until it returns; at the end of the Step it is uncommitted again (4.27)', () => {
    const r = play(stepSc(), [toTarget('a', ['well'], 1)])
    expect(r.state.units.well).toMatchObject({ commitment: 'current', clearsAt: 'return' })
    expect(pendingOf(r.state, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))).not.toContain('well')
    const e = act(r.state, { type: 'endStep' })
    expect(e.state.units.well).toMatchObject({ commitment: 'none', clearsAt: null, role: null, mp: 0 })
  })

  it('the one-interception-per-Step mark is cleared at the end of the Step (4.13)', () => {
    const sc = fixture({
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'x1', hex: '0906', owner: 'axis' },
      ],
      units: [WELL, { ...ME109, base: 'x1' }],
    })
    const r = play(sc, [
      toTarget('a', ['well'], 1),
      { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] },
      { type: 'launchInterceptors', base: 'x1' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'designate', units: [] },
      { type: 'endAttacks' },
      { type: 'continue', flights: [] },
    ])
    expect(r.state.units.me109.interceptedThisStep).toBe(true)
    const e = act(r.state, { type: 'endStep' })
    expect(e.state.units.me109).toMatchObject({ interceptedThisStep: false, aloft: null, commitment: 'none' })
  })

  it('a completed Change Base is Current until the end of the Naval and Air Phase (4.27 NOTE, A-14): it cannot fly again this Step; uncommitted afterwards', () => {
    const sc = stepSc({ bases: [{ id: 'c1', hex: '0906', owner: 'allies' }] })
    const r = play(sc, [{ type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1'] }])
    expect(r.state.units.spit).toMatchObject({
      base: 'c1',
      aloft: null,
      commitment: 'current',
      clearsAt: 'endOfPhase',
    })
    expect(pendingOf(r.state, 'plan').bases.find((b) => b.base === 'c1')).toBeUndefined()
    expect(
      refused(r.state, { type: 'launch', base: 'c1', units: ['spit'], mission: 'fly', target: '0806' }).rule,
    ).toBe('4.1')
    const e = act(r.state, { type: 'endStep' })
    expect(e.state.units.spit.commitment).toBe('none')
  })

  it('Strategic Warfare launches are Previously Committed for the rest of the month (4.1, 4.27)', () => {
    const base = stepSc()
    const sc: Scenario = {
      ...base,
      start: { ...base.start, phase: 'strategicWarfare' },
      options: { ...base.options, strategicWarfarePhase: true },
    }
    const r = play(sc, [toTarget('a', ['well'], 1)])
    expect(r.state.units.well).toMatchObject({ commitment: 'previous', clearsAt: null })
    const e = play(r.state, [{ type: 'endStep' }])
    expect(e.state.units.well.commitment).toBe('previous')
    expect(e.state.turn).toMatchObject({ phase: 'strategicWarfare', phasingSide: 'axis', month: 6, step: 0 })
    // Each side has its Strategic Warfare Step, then the Naval and Air Phases begin (§16 (viii)); the Wellington stays Previous.
    const n = play(e.state, [{ type: 'endStep' }])
    expect(n.state.turn).toMatchObject({ phase: 'navalAndAir', phasingSide: 'allies', month: 6, step: 0 })
    expect(n.state.units.well.commitment).toBe('previous')
    expect(pendingOf(n.state, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))).not.toContain('well')
  })

  it('Previous lasts until the next monthly turn (A-63): after the Allied and the Axis Steps, June 1943 becomes July and every unit is uncommitted', () => {
    const s = start(
      withUnits(stepSc(), { well: { commitment: 'previous' }, me109: { commitment: 'previous' } }),
    )
    const a = act(s, { type: 'endStep' })
    expect(a.state.turn).toMatchObject({ phasingSide: 'axis', month: 6, year: 1943, step: 1 })
    expect(a.state.units.well.commitment).toBe('previous')
    expect(eventsOf(a.events, 'phase')[0].text).toMatch(/^Axis Naval and Air Phase: Air Movement Step 2\b/)
    const b = act(a.state, { type: 'endStep' })
    // The Offensive Phase comes next (§16 (viii)): the Allies declare first; still June, still Previous.
    expect(b.state.turn).toMatchObject({ phase: 'offensive', phasingSide: 'allies', month: 6, step: 2 })
    expect(pendingOf(b.state, 'offensive').options.map((o) => [o.kind, o.available])).toEqual([
      ['air', true],
      ['land', false],
      ['sea', false], // no ship in this scenario
      ['grass', false], // no nation on its map: no builder's presence to check (4.3)
    ])
    expect(b.state.units.well.commitment).toBe('previous')
    const c = play(b.state, [{ type: 'passOffensive' }, { type: 'passOffensive' }])
    expect(c.events.filter((e) => e.type === 'phase' || e.type === 'turn').map((e) => e.text)).toEqual([
      'Movement Phase: land and naval movement; no air missions (Part 4 has none in this phase).',
      'End Phase: no ship afloat, so no naval movement and no air-naval strike (4.1, 4.15).',
      'A new monthly turn begins: July 1943; every commitment marker is removed (4.27).',
      'Strategic Warfare Phase: not played in this scenario (Part 2; spec §16).',
      'Western Allies Naval and Air Phase: Air Movement Step 3 (4.1).',
    ])
    expect(c.state.turn).toMatchObject({
      phase: 'navalAndAir',
      phasingSide: 'allies',
      month: 7,
      year: 1943,
      step: 2,
    })
    expect(c.state.offensivePhase).toBeUndefined()
    expect([c.state.units.well.commitment, c.state.units.me109.commitment]).toEqual(['none', 'none'])
  })

  it('December is followed by January of the next year', () => {
    const base = stepSc()
    const sc: Scenario = { ...base, start: { ...base.start, month: 12, year: 1942 } }
    const r = play(sc, [
      { type: 'endStep' },
      { type: 'endStep' },
      { type: 'passOffensive' },
      { type: 'passOffensive' },
    ])
    expect(r.state.turn).toMatchObject({ month: 1, year: 1943 })
    expect(eventsOf(r.events, 'turn')[0].text).toMatch(/^A new monthly turn begins: January 1943\b/)
  })
})

describe('enemy fighters over an over-stacked base at the end of the Step (4.8, A-43)', () => {
  // Axis base xo (0906, capacity 1): Me-109 on top (operational), Ju 88 below (over-stacked).
  // The Spitfire flies from a (0506) to 0906 and is still there when the Allies end the Step.
  const overSc = () =>
    fixture({
      bases: [
        { id: 'a', hex: '0506', owner: 'allies' },
        { id: 'xo', hex: '0906', owner: 'axis', capacity: 1 },
      ],
      units: [
        { ...SPIT, base: 'a' },
        { ...ME109, base: 'xo' },
        {
          id: 'ju88',
          name: 'Ju 88',
          nation: 'DE',
          type: 'B',
          front: '_4_-10/1',
          back: '_2_-10/1',
          base: 'xo',
        },
      ],
    })
  const overBase = (dice: number[]) => {
    const p = passWindows(
      play(
        overSc(),
        [
          {
            type: 'launch',
            base: 'a',
            units: ['spit'],
            mission: 'fly',
            target: '0906',
            path: rowRoute(5, 9),
          },
        ],
        dice,
      ),
    )
    return act(p.state, { type: 'endStep' })
  }

  it('the Spitfire must fight there: the over-stacked Ju 88 is a target like a bomber, the operational Me-109 on the ground is not (4.8, 4.16)', () => {
    const r = overBase([1])
    expect(eventsOf(r.events, 'missionHex')[0].text).toBe(
      'Opposing air units are together at 0906: they must fight (4.16).',
    )
    expect(pendingOf(r.state, 'designate')).toMatchObject({ side: 'allies', units: ['spit'] })
    const d = act(r.state, { type: 'designate', units: ['spit'] })
    expect(pendingOf(d.state, 'attack').attackers).toEqual([
      { id: 'spit', targets: [{ id: 'ju88', legal: true, reason: undefined, rule: undefined }] },
    ])
  })

  it('quality 0 for the ground target: ATN 4 + 3 − 0 = 7; natural 1 → hit → Ju 88 depleted, not aborted (it is on the ground) (4.8, 4.17)', () => {
    const r = play(overBase([1]).state, [
      { type: 'designate', units: ['spit'] },
      { type: 'attack', attacker: 'spit', target: 'ju88' },
    ])
    expect(eventsOf(r.events, 'attack')[0].roll).toMatchObject({ natural: 1, target: 7, result: 'hit' })
    expect(r.state.units.ju88).toMatchObject({ face: 'back', aborted: false, aloft: null })
    expect(eventsOf(r.events, 'depleted')[0].text).toBe('Ju 88 is hit: depleted (4.17).')
  })

  it('an abort against a unit on the ground is ignored (4.8): natural 5 (never a hit) → abort → no effect', () => {
    const r = play(overBase([5]).state, [
      { type: 'designate', units: ['spit'] },
      { type: 'attack', attacker: 'spit', target: 'ju88' },
    ])
    expect(eventsOf(r.events, 'attack')[0].text).toContain(
      'abort (ignored against a unit on the ground, 4.8)',
    )
    expect(r.state.units.ju88).toMatchObject({ face: 'front', aborted: false })
  })
})

describe('Change Base and inclement weather (4.1, 4.27)', () => {
  // a 0106 is in the "rain" zone (Half Strength); c1 0906 and c2 1706 are clear.
  const rainSc = (rainAt: string) =>
    fixture({
      weather: {
        defaultZone: 'ok',
        zones: [
          { id: 'ok', name: 'Clear', condition: 'clear' },
          { id: 'rain', name: 'Rain', condition: 'halfStrength' },
        ],
      },
      features: [{ hex: rainAt, weatherZone: 'rain' }],
      bases: [
        { id: 'a', hex: '0106', owner: 'allies' },
        { id: 'c1', hex: '0906', owner: 'allies' },
        { id: 'c2', hex: '1706', owner: 'allies' },
        { id: 'xf', hex: '2012', owner: 'axis' },
      ],
      units: [SPIT, ME109],
    })

  it('a Change Base out of an inclement-weather zone makes the unit Previously Committed (4.1, 4.27): one hop a (rain) → c1', () => {
    const r = play(rainSc('0106'), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1'] },
    ])
    expect(r.state.units.spit).toMatchObject({ base: 'c1', commitment: 'previous' })
  })

  it('the same when the zone is left on the first of two hops: a (rain) → c1 → c2 is Previous, not Current (4.1, 4.27)', () => {
    const r = play(rainSc('0106'), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1', 'c2'] },
    ])
    expect(r.state.units.spit).toMatchObject({ base: 'c2', commitment: 'previous' })
  })

  it('and when an intermediate base is in the zone: a → c1 (rain) → c2 is Previous (4.1, 4.27)', () => {
    const r = play(rainSc('0906'), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1', 'c2'] },
    ])
    expect(r.state.units.spit).toMatchObject({ base: 'c2', commitment: 'previous' })
  })

  it('all clear: Current until the end of the Phase (4.27 NOTE)', () => {
    const r = play(rainSc('2012'), [
      { type: 'launch', base: 'a', units: ['spit'], mission: 'changeBase', hops: ['c1', 'c2'] },
    ])
    expect(r.state.units.spit).toMatchObject({ base: 'c2', commitment: 'current', clearsAt: 'endOfPhase' })
  })
})
