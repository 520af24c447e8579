// The sequence of play of a monthly turn (spec §16 (viii), §3.2, §3.3): the Offensive Phase
// between the Naval and Air Phases and the Movement Phase; sides alternate one Offensive at a time
// until every side has passed in a row; an Air Offensive flies at most two missions of its kinds
// (4.25); the enemy intercepts it with uncommitted or Current fighters and stays uncommitted
// (4.25, 4.27); Current from the Offensive lasts to the end of the phase (4.27); `end` names a phase.
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../scenario/schema'
import { duelScenario } from '../testing/engineScenarios'
import { act, pendingOf, play, refused, start } from '../testing/play'
import type { GameState } from '../types'

const B17 = {
  id: 'b17',
  name: 'B-17',
  nation: 'US',
  type: 'B',
  front: '_12_-20[2]',
  back: '_6_-20[2]',
} as const
const SPIT = { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' } as const
const SPIT2 = { ...SPIT, id: 'spit2', name: 'Spitfire II' } as const
const ME109 = { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' } as const

/** Allies at ab (0106), Axis at x1 (0906); a second Allied base ab2 (0306). Starts in the Offensive Phase. */
function offensiveStart(patch: Partial<Scenario> = {}): Scenario {
  const sc = duelScenario({
    allies: [B17, SPIT, SPIT2],
    axis: [ME109],
    bases: [{ id: 'ab2', hex: '0306', owner: 'allies' }],
  })
  return { ...sc, start: { ...sc.start, phase: 'offensive' }, ...patch }
}

function changeBase(state: GameState, unit: string, hop = 'ab2') {
  return act(state, {
    type: 'launch',
    base: state.units[unit].base,
    units: [unit],
    mission: 'changeBase',
    hops: [hop],
  })
}

describe('the Offensive Phase (§16 (viii), 4.25)', () => {
  it('sides alternate, the first side in order first; it ends when every side has passed in a row', () => {
    const s = start(offensiveStart())
    expect(s.turn).toMatchObject({ phase: 'offensive', phasingSide: 'allies' })
    expect(pendingOf(s, 'offensive')).toMatchObject({ side: 'allies', left: 2 })
    const a = act(s, { type: 'passOffensive' })
    expect(pendingOf(a.state, 'offensive').side).toBe('axis')
    // The Axis declares: the passes in a row start again, so the Allies may still declare afterwards.
    const b = act(a.state, { type: 'declareOffensive', offensive: 'air' })
    expect(b.events.map((e) => e.text)).toEqual([
      'Axis declares an Air Offensive of Germany: up to two missions — bombing installations, Change Base, air transport or air-naval attacks; only its air units fly in it (4.25).',
    ])
    expect(pendingOf(b.state, 'plan').side).toBe('axis')
    const c = act(b.state, { type: 'endStep' })
    expect(c.events.map((e) => e.text)).toEqual([
      'Axis ends its Air Offensive: every unit aloft returns to base (4.25, 4.13).',
      'Axis’ Air Offensive is over (4.25).',
    ])
    expect(pendingOf(c.state, 'offensive').side).toBe('allies')
    const d = play(c.state, [{ type: 'passOffensive' }])
    expect(pendingOf(d.state, 'offensive')).toMatchObject({ side: 'axis', left: 1 })
    const e = play(d.state, [{ type: 'passOffensive' }])
    expect(e.state.turn).toMatchObject({ phase: 'navalAndAir', phasingSide: 'allies', month: 7 })
    expect(e.state.offensivePhase).toBeUndefined()
  })

  it('each side declares at most its Offensives of the turn (placeholder 2, or the scenario’s)', () => {
    const s = start(offensiveStart({ context: { ...offensiveStart().context, offensives: { allies: 1 } } }))
    const a = play(s, [
      { type: 'declareOffensive', offensive: 'air' },
      { type: 'endStep' },
      { type: 'passOffensive' },
    ])
    const p = pendingOf(a.state, 'offensive')
    expect(p).toMatchObject({ side: 'allies', left: 0 })
    expect(p.options[0]).toEqual({
      kind: 'air',
      name: 'Air Offensive',
      rule: '4.25',
      available: false,
      reason: 'Western Allies has no Offensive left this turn (the Offensive Track).',
    })
    expect(refused(a.state, { type: 'declareOffensive', offensive: 'air' })).toEqual({
      rule: '4.25',
      message: 'Western Allies has no Offensive left this turn (the Offensive Track).',
    })
    expect(refused(a.state, { type: 'declareOffensive', offensive: 'land' }).rule).toBe('4.22')
    expect(refused(a.state, { type: 'declareOffensive', offensive: 'sea' })).toEqual({
      rule: '4.15',
      message: 'Western Allies has no Offensive left this turn (the Offensive Track).',
    })
    expect(refused(a.state, { type: 'declareOffensive', offensive: 'naval' as never })).toEqual({
      rule: '4.25',
      message: 'An Offensive is "air", "combinedAir", "land" or "sea" (got "naval").',
    })
  })

  it('an Air Offensive flies at most two missions, of its own kinds; out-of-supply units may not join (4.25)', () => {
    const sc0 = offensiveStart()
    const s = act(
      start({
        ...sc0,
        airUnits: [
          ...sc0.airUnits,
          { ...sc0.airUnits.find((u) => u.id === 'spit')!, id: 'spit3', name: 'Spitfire III' },
        ],
      }),
      { type: 'declareOffensive', offensive: 'air' },
    ).state
    const plan = pendingOf(s, 'plan')
    expect(plan.prompt).toBe(
      'Launch a mission of your Air Offensive (at most two), or end the Air Offensive.',
    )
    expect(plan.missions.filter((m) => m.available).map((m) => m.kind)).toEqual(['changeBase', 'bombing'])
    expect(
      refused(s, { type: 'launch', base: 'ab', units: ['spit'], mission: 'fly', target: '0506' }),
    ).toEqual({
      rule: '4.25',
      message:
        'Fly to a hex (no strike): An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
    })
    const two = changeBase(changeBase(s, 'spit').state, 'spit2').state
    expect(two.offensivePhase!.current!.missions).toHaveLength(2)
    expect(pendingOf(two, 'plan').missions.find((m) => m.kind === 'changeBase')).toMatchObject({
      available: false,
      reason: 'This Air Offensive has launched its two missions (4.25).',
    })
    expect(
      refused(two, { type: 'launch', base: 'ab', units: ['spit3'], mission: 'changeBase', hops: ['ab2'] })
        .message,
    ).toBe('Change Base: This Air Offensive has launched its two missions (4.25).')
    const sc = offensiveStart()
    const outOfSupply = {
      ...sc,
      airUnits: sc.airUnits.map((u) => (u.id === 'spit' ? { ...u, outOfSupply: true } : u)),
    }
    const o = act(start(outOfSupply), { type: 'declareOffensive', offensive: 'air' }).state
    expect(
      refused(o, { type: 'launch', base: 'ab', units: ['spit'], mission: 'changeBase', hops: ['ab2'] }),
    ).toEqual({
      rule: '4.25',
      message: 'Spitfire is marked out of supply: it may not take part in an Air Offensive (4.25).',
    })
  })

  it('units launched in the Offensive are Current until the end of the Offensive Phase (4.27)', () => {
    const s = play(start(offensiveStart()), [{ type: 'declareOffensive', offensive: 'air' }]).state
    const flown = changeBase(s, 'spit').state
    expect(flown.units.spit).toMatchObject({ base: 'ab2', commitment: 'current', clearsAt: 'endOfPhase' })
    const after = play(flown, [{ type: 'endStep' }, { type: 'passOffensive' }]).state
    expect(after.units.spit.commitment).toBe('current') // still the Offensive Phase
    expect(pendingOf(after, 'offensive').side).toBe('allies')
    const done = play(after, [{ type: 'passOffensive' }]).state
    expect(done.turn.phase).toBe('navalAndAir')
    expect(done.units.spit.commitment).toBe('none')
  })

  it('in the Offensive Phase a Change Base may not go into or out of inclement weather (4.1)', () => {
    const sc = offensiveStart({
      weather: { defaultZone: 'z', zones: [{ id: 'z', name: 'North', condition: 'halfStrength' }] },
    })
    const s = act(start(sc), { type: 'declareOffensive', offensive: 'air' }).state
    expect(
      refused(s, { type: 'launch', base: 'ab', units: ['spit'], mission: 'changeBase', hops: ['ab2'] }),
    ).toEqual({
      rule: '4.1',
      message:
        'ab is in a zone of inclement weather: in the Offensive Phase no Change Base goes into or out of one (4.1).',
    })
  })

  it('against an enemy Air Offensive, Current fighters may intercept, and intercepting commits nobody (4.25, 4.27)', () => {
    // The Axis Air Offensive: the Me-109 changes base from x1 (0906) to x2 (0506), within reach of the Spitfires.
    const sc = duelScenario({
      allies: [SPIT],
      axis: [ME109],
      bases: [{ id: 'x2', hex: '0506', owner: 'axis' }],
    })
    const axisFirst: Scenario = {
      ...sc,
      start: { ...sc.start, phase: 'offensive' },
      airUnits: sc.airUnits.map((u) => (u.id === 'spit' ? { ...u, commitment: 'current' as const } : u)),
    }
    let s = play(start(axisFirst), [
      { type: 'passOffensive' },
      { type: 'declareOffensive', offensive: 'air' },
    ]).state
    s = act(s, { type: 'launch', base: 'x1', units: ['me109'], mission: 'changeBase', hops: ['x2'] }).state
    while (s.pending.kind === 'declare' && !s.pending.interceptors.length) s = act(s, { type: 'pass' }).state
    const d = pendingOf(s, 'declare')
    expect(d.side).toBe('allies')
    expect(d.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['spit']) // Current, yet it may intercept
    const declared = act(s, { type: 'declare', groups: [{ base: 'ab', units: ['spit'] }] }).state
    const launched = act(declared, { type: 'launchInterceptors', base: 'ab' }).state
    expect(launched.units.spit).toMatchObject({
      commitment: 'current',
      clearsAt: null,
      interceptedThisStep: true,
    })
    // A Previous fighter may not (4.27).
    const previous: Scenario = {
      ...axisFirst,
      airUnits: axisFirst.airUnits.map((u) =>
        u.id === 'spit' ? { ...u, commitment: 'previous' as const } : u,
      ),
    }
    let p = play(start(previous), [
      { type: 'passOffensive' },
      { type: 'declareOffensive', offensive: 'air' },
    ]).state
    p = act(p, { type: 'launch', base: 'x1', units: ['me109'], mission: 'changeBase', hops: ['x2'] }).state
    expect(p.pending.kind).toBe('plan') // no window was opened for the Allies: the Change Base is over
    expect(p.units.me109.base).toBe('x2')
  })
})

describe('the phases of the turn and the end (§16 (viii))', () => {
  it('a scenario may end after a named phase: here the Offensive Phase of June', () => {
    const sc = offensiveStart({ end: { year: 1943, month: 6, phase: 'offensive' } })
    const r = play(start(sc), [{ type: 'passOffensive' }, { type: 'passOffensive' }])
    expect(r.state.turn).toMatchObject({ phase: 'offensive', ended: true })
    expect(r.state.pending).toMatchObject({
      kind: 'over',
      prompt: 'The scenario is over: its last phase (the Offensive Phase, June 1943) has been played.',
    })
    expect(r.events.map((e) => e.type)).toEqual([
      'passOffensive',
      'passOffensive',
      'offensivePhaseOver',
      'scenarioOver',
    ])
  })

  it('a scenario without the Offensive Phase goes from the last Naval and Air Phase to the next month (saves of version 2)', () => {
    const sc = duelScenario({ allies: [SPIT], axis: [ME109] })
    const legacy: Scenario = { ...sc, options: { ...sc.options, offensivePhase: false } }
    const r = play(start(legacy), [{ type: 'endStep' }, { type: 'endStep' }])
    expect(r.events.map((e) => e.text).slice(-2)).toEqual([
      'A new monthly turn begins: July 1943; every commitment marker is removed (4.27).',
      'Western Allies Naval and Air Phase: Air Movement Step 3 (4.1).',
    ])
  })

  it('a scenario that starts in the Movement Phase begins with the next phase that has air decisions', () => {
    const sc = duelScenario({ allies: [SPIT], axis: [ME109] })
    const s = start({ ...sc, start: { ...sc.start, phase: 'movement' } })
    expect(s.turn).toMatchObject({ phase: 'navalAndAir', month: 7, phasingSide: 'allies' })
  })
})
