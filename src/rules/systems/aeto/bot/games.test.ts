// The automatic opponent in whole games: its answer is always legal at random positions of random
// legal games (shipped scenarios, the chain fixture, generated scenarios), it never changes the
// state it is given, and all-bot games finish every shipped scenario (and Steps of generated ones).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apply, newGame, scenarioSummary } from '../index'
import { deepFreeze, playGame, realEngine } from '../properties/gameProperties'
import { randomScenarioArb, seedArb } from '../properties/scenarios'
import { namedScenarios, shippedScenarios } from '../../../../scenarios/shipped'
import type { Scenario } from '../scenario/schema'
import type { GameState } from '../types'
import { botDecision, runBotGame } from './index'

/** At every position of a random legal game, the bot's answer is accepted by `apply`. */
function botIsLegalAlong(
  id: string,
  scenario: Scenario,
  seed: number,
  length: number,
  aggression: number,
): void {
  const g = playGame(realEngine, { id, scenario, seed, length })
  g.states.forEach((s: GameState, i) => {
    if (s.pending.kind === 'roll' || s.pending.kind === 'over') return // a physical die; the end of the scenario
    deepFreeze(s) // the bot must not modify the state it reads
    const d = botDecision(s, { seed, aggression })
    const r = apply(s, d.action)
    const where = `${id}, game seed ${seed}, position ${i} (${s.pending.kind}), aggression ${aggression}: ${JSON.stringify(d.action)}`
    if (!r.ok) throw new Error(`refused [${r.violation.rule}] ${r.violation.message} — ${where}`)
    if (!d.reasoning.length || d.reasoning.some((l) => l.startsWith('Fallback')))
      throw new Error(`no reasoning or a fallback — ${where}: ${d.reasoning.join(' | ')}`)
    if (d.action.side !== s.pending.side) throw new Error(`answered for the wrong side — ${where}`)
  })
}

const game = fc.record({
  seed: seedArb,
  length: fc.integer({ min: 30, max: 120 }),
  aggression: fc.constantFrom(0, 0.5, 1),
})

describe('the bot always answers with a legal action (property, random positions of random legal games)', () => {
  for (const { id, scenario } of namedScenarios())
    it(id, () => {
      fc.assert(
        fc.property(game, ({ seed, length, aggression }) =>
          botIsLegalAlong(id, scenario, seed, length, aggression),
        ),
        { numRuns: 4 },
      )
    })
  it('random scenarios', () => {
    fc.assert(
      fc.property(randomScenarioArb, game, ({ id, scenario }, { seed, length, aggression }) =>
        botIsLegalAlong(id, scenario, seed, length, aggression),
      ),
      { numRuns: 12 },
    )
  })
})

describe('all-bot games', () => {
  for (const { id, scenario } of shippedScenarios())
    it(`${id}: the automatic opponent finishes the scenario (${scenario.end?.afterPhases ?? scenario.end?.phase} ) without a refusal, for several seeds, and replays exactly`, () => {
      // A dated end (channel-1943: the Offensive Phase of its first month) comes after each side's Naval and Air Phase
      // of every month up to it (marianas-1944: two months); a scenario that starts in its first month's Offensive Phase
      // (tutorial-airborne) plays none that month.
      const months =
        scenario.end!.year === undefined
          ? 1
          : (scenario.end!.year - scenario.start.year) * 12 + scenario.end!.month! - scenario.start.month + 1
      const phases =
        scenario.end!.afterPhases ??
        months * scenario.sides.length - (scenario.start.phase === 'offensive' ? scenario.sides.length : 0)
      for (const seed of [1, 2, 3, 4]) {
        const sides = scenario.sides.map((x) => x.id)
        const r = runBotGame(scenario, { botSides: sides, seed, steps: Infinity })
        expect(r.stopped, `${id} seed ${seed}: ${r.message ?? ''}`).toBe('over')
        expect(r.state.pending.kind).toBe('over')
        expect(r.steps).toBe(phases)
        if (scenario.end!.phase === 'offensive')
          expect(r.events.flat().some((e) => e.type === 'offensivePhaseOver')).toBe(true)
        expect(r.actions.length).toBeGreaterThan(0)
        for (const t of r.turns) {
          expect(t.reasoning.length, JSON.stringify(t.action)).toBeGreaterThan(0)
          expect(
            t.reasoning.some((l) => l.startsWith('Fallback')),
            t.reasoning.join(' | '),
          ).toBe(false)
        }
        // The last event is the end, with the summary of the final state (4.1).
        const last = r.events[r.events.length - 1]
        const summary = scenarioSummary(r.state)
        expect(last[last.length - 1]).toMatchObject({ type: 'scenarioOver', rule: '4.1' })
        expect(last[last.length - 1].text).toBe(
          `The scenario is over after ${summary.phases} Naval and Air Phase${summary.phases === 1 ? '' : 's'} (4.1). ${summary.sides.map((x) => x.text).join(' ')}`,
        )
        expect(summary.sides.map((x) => x.steps).reduce((a, b) => a + b, 0)).toBe(phases)
        // The recorded actions replay from a new game to the same state (they are plain, legal actions).
        let s = newGame(scenario, { seed })
        for (const a of r.actions) {
          const x = apply(s, a)
          expect(x.ok).toBe(true)
          if (x.ok) s = x.state
        }
        expect(JSON.stringify(s)).toBe(JSON.stringify(r.state))
        // Nothing can be played after the end, by the bot or anyone.
        expect(runBotGame(scenario, { botSides: sides, seed, from: r.state }).stopped).toBe('over')
        expect(apply(r.state, { type: 'endStep' }).ok).toBe(false)
      }
    })

  // Every kind of decision the fixtures raise (weather, the Initiative, strategic raids with B-29s, convoy and
  // merchant interdiction, submarine search, naval bombardment, Counterstrike…) is answered without a stall.
  for (const { id, scenario } of namedScenarios().filter((n) => n.id.startsWith('fixture-')))
    it(`${id}: an all-bot game plays four Naval and Air Phases (or to its end) without a refusal or a fallback`, () => {
      for (const seed of [1, 2]) {
        const r = runBotGame(scenario, {
          botSides: scenario.sides.map((x) => x.id),
          seed,
          steps: 4,
          maxActions: 3000,
        })
        expect(['steps', 'over'], `${id} seed ${seed}: ${r.stopped} ${r.message ?? ''}`).toContain(r.stopped)
        for (const t of r.turns)
          expect(
            t.reasoning.some((l) => l.startsWith('Fallback')),
            t.reasoning.join(' | '),
          ).toBe(false)
      }
    })

  it('random scenarios: an all-bot game goes on until the Steps are done', () => {
    fc.assert(
      fc.property(randomScenarioArb, seedArb, ({ scenario }, seed) => {
        const r = runBotGame(scenario, {
          botSides: scenario.sides.map((x) => x.id),
          seed,
          steps: 2,
          maxActions: 3000,
        })
        expect(r.stopped, r.message).toBe('steps')
      }),
      { numRuns: 10 },
    )
  })

  it('the tutorial, seed 1: the Allied mission is intercepted, counter-intercepted and counter-counter-intercepted', () => {
    const { scenario } = shippedScenarios().find((x) => x.id === 'tutorial')!
    const r = runBotGame(scenario, { botSides: ['allies', 'axis'], seed: 1, steps: 1 })
    const declared = r.events
      .flat()
      .filter((e) => e.type === 'declare')
      .map((e) => e.text)
    expect(declared).toEqual([
      'Axis declares an interception of Wellington and B-17 at 0705: Me-109 and Me-109 from Dunenfeld (4.13).',
      'Western Allies declares a counter-interception of Me-109 and Me-109 at 0906: Spitfire, P-47 and Spitfire from Kestrel Field (4.13).',
      'Axis declares a counter-counter-interception of Spitfire, P-47 and Spitfire at 0906: Fw-190 and Fw-190 from Waldheim (4.13).',
    ])
    // The Emden's task force is found first (reconnaissance neither moves nor commits), then struck.
    expect(r.reasoning[0][0]).toBe(
      'Reconnoitre 0905 (2 enemy naval chits) with 2 Spitfire, P-47, Wellington and B-17: 6 needed on 2d6, +1 for each unit after the first; reconnaissance neither moves nor commits them (4.10).',
    )
    expect(r.reasoning[1][0]).toBe(
      'Strike the located ships at 0905 with Wellington and B-17 from Marsham (0207): 7 MP away (4.15, 4.20).',
    )
  })
})
