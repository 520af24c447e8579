// The end of a scenario (scenario `end.afterPhases`; 4.1 sequence of Naval and Air Phases): the
// game stops once the last phase's Air Movement Step is over, with a summary per side, and every
// further action is refused.
import { describe, expect, it } from 'vitest'
import { botCanDecide } from '../bot'
import { legalActions, scenarioSummary } from '../index'
import { checkInvariants } from '../properties/invariants'
import type { Scenario } from '../scenario/schema'
import { duelScenario, toCombat } from '../testing/engineScenarios'
import { eventsOf, pendingOf, play, refused } from '../testing/play'

const B17 = {
  id: 'b17',
  name: 'B-17',
  nation: 'US',
  type: 'B',
  front: '_12_-20[2]',
  back: '_6_-20[2]',
} as const
/** A single-step Me-109 (blank back): a hit eliminates it (4.17). */
const ME109 = { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: null } as const
const SPIT = { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' } as const

function ending(afterPhases: number | undefined): Scenario {
  const sc = duelScenario({ allies: [B17, SPIT], axis: [ME109] })
  return afterPhases === undefined ? sc : { ...sc, end: { afterPhases } }
}

/** The B-17 flies to 0506 and the Me-109 intercepts it there. Me-109 ATN 4 + 3 − 2 = 5: natural 2
 *  hits the B-17 (depleted, aborted); its return fire natural 5 → 5 + 2 − 3 = 4 > 3 hits the
 *  Me-109, which has no back: eliminated (4.16, 4.17, 4.19; T-13). Then the Allies end the Step. */
function oneMission(sc: Scenario) {
  const p = toCombat(sc, [2, 5], { units: ['b17'] })
  return play(p.state, [
    { type: 'designate', units: [] },
    { type: 'attack', attacker: 'me109', target: 'b17' },
    { type: 'endStep' },
  ])
}

describe('a scenario ends after its last Naval and Air Phase (end.afterPhases; 4.1)', () => {
  it('afterPhases 1: the Allied Step ends, the B-17 returns to base, and the scenario is over instead of the Axis phase beginning', () => {
    const before = toCombat(ending(1), [2, 5], { units: ['b17'] })
    expect(before.state.pending.kind).toBe('designate') // mid-Step the game goes on as usual
    const r = oneMission(ending(1))
    expect(r.state.pending).toEqual({
      kind: 'over',
      side: 'allies', // the side that acted last: the Allies ended their Step
      rule: '4.1',
      prompt: 'The scenario is over: its 1 Naval and Air Phase has been played.',
    })
    // The Allied Step was played; no Axis phase began and the month did not change.
    expect(r.state.turn).toMatchObject({ step: 1, phasingSide: 'allies', month: 6, year: 1943 })
    expect(eventsOf(r.events, 'phase')).toEqual([])
    expect(r.events.slice(-3).map((e) => `${e.type}: ${e.text}`)).toEqual([
      'endStep: Western Allies ends its Air Movement Step: every unit aloft returns to base (4.13).',
      'return: B-17 returns from 0506 to ab (4.2).',
      'scenarioOver: The scenario is over after 1 Naval and Air Phase (4.1). Western Allies: no unit eliminated, 1 unit depleted (B-17); 1 Air Movement Step played. Axis: 1 unit eliminated (Me-109), no unit depleted; 0 Air Movement Steps played.',
    ])
    expect(eventsOf(r.events, 'scenarioOver')[0]).toMatchObject({ rule: '4.1', side: 'allies' })
    expect(scenarioSummary(r.state)).toEqual({
      over: true,
      phases: 1,
      afterPhases: 1,
      sides: [
        {
          side: 'allies',
          name: 'Western Allies',
          eliminated: [],
          depleted: ['b17'],
          steps: 1,
          text: 'Western Allies: no unit eliminated, 1 unit depleted (B-17); 1 Air Movement Step played.',
        },
        {
          side: 'axis',
          name: 'Axis',
          eliminated: ['me109'],
          depleted: [],
          steps: 0,
          text: 'Axis: 1 unit eliminated (Me-109), no unit depleted; 0 Air Movement Steps played.',
        },
      ],
    })
    expect(checkInvariants(r.state)).toEqual([])
  })

  it('once over, no action is legal, the bot has nothing to decide, and every action is refused with the state unchanged', () => {
    const { state } = oneMission(ending(1))
    expect(legalActions(state, { missionTargets: true })).toEqual([])
    expect(botCanDecide(state)).toBe(false)
    const message =
      'The scenario is over: its 1 Naval and Air Phase has been played. No action can be played now.'
    expect(refused(state, { type: 'endStep' })).toEqual({ rule: '4.1', message })
    expect(
      refused(state, { type: 'launch', base: 'ab', units: ['spit'], mission: 'fly', target: '0506' }),
    ).toEqual({ rule: '4.1', message })
    expect(refused(state, { type: 'pass', side: 'axis' })).toEqual({ rule: '4.1', message })
  })

  it('afterPhases 2: the Axis plays its phase (Step 2), then the scenario is over; the summary counts one Step per side', () => {
    const first = oneMission(ending(2))
    expect(pendingOf(first.state, 'plan').side).toBe('axis')
    expect(eventsOf(first.events, 'phase').map((e) => e.text)).toEqual([
      'Axis Naval and Air Phase: Air Movement Step 2 (4.1).',
    ])
    const r = play(first.state, [{ type: 'endStep' }])
    expect(r.state.pending).toMatchObject({
      kind: 'over',
      side: 'axis',
      prompt: 'The scenario is over: its 2 Naval and Air Phases have been played.',
    })
    expect(r.events.map((e) => e.type)).toEqual(['endStep', 'scenarioOver'])
    expect(scenarioSummary(r.state).sides.map((x) => x.steps)).toEqual([1, 1])
  })

  it('without an end the game goes on: after two Steps and the Offensive Phase, three Steps in, the Axis plans in July', () => {
    const r = play(ending(undefined), [
      { type: 'endStep' },
      { type: 'endStep' },
      { type: 'passOffensive' },
      { type: 'passOffensive' },
      { type: 'endStep' },
    ])
    expect(pendingOf(r.state, 'plan').side).toBe('axis')
    expect(r.state.turn).toMatchObject({ step: 3, month: 7 })
    expect(scenarioSummary(r.state)).toMatchObject({ over: false, phases: 3, afterPhases: null })
    expect(scenarioSummary(r.state).sides.map((x) => x.steps)).toEqual([2, 1])
  })

  it('a unit that starts depleted is not counted as depleted in the summary', () => {
    const sc = duelScenario({ allies: [B17], axis: [ME109] })
    const started = {
      ...sc,
      airUnits: sc.airUnits.map((u) => (u.id === 'b17' ? { ...u, face: 'back' as const } : u)),
      end: { afterPhases: 1 },
    }
    const r = play(started, [{ type: 'endStep' }])
    expect(r.state.pending.kind).toBe('over')
    expect(scenarioSummary(r.state).sides[0]).toMatchObject({ depleted: [], eliminated: [], steps: 1 })
  })
})
