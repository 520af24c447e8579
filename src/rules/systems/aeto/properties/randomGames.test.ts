// Property tests: random legal games on every shipped scenario, a hand-built fixture and random
// generated scenarios (gameProperties.ts holds the properties). A failure message ends with a
// reproduction: scenario, newGame seed, dice mode and the actions played.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  applyIsPure,
  illegalIsRefused,
  invariantsHold,
  legalIsAccepted,
  manualDiceMatchScript,
  realEngine,
  replayIsExact,
  type Engine,
  type GameSpec,
} from './gameProperties'
import { randomScenarioArb, seedArb } from './scenarios'
import { namedScenarios } from '../../../../scenarios/shipped'

const SCENARIOS = namedScenarios()

type Property = (engine: Engine, spec: GameSpec) => void

/** Half the runs on the shipped scenarios and the fixture, half on random scenarios. */
function onEveryScenario(name: string, property: Property, runs: number, [minLen, maxLen]: [number, number]) {
  const game = fc.record({ seed: seedArb, length: fc.integer({ min: minLen, max: maxLen }) })
  describe(name, () => {
    for (const { id, scenario } of SCENARIOS)
      it(id, () => {
        fc.assert(
          fc.property(game, ({ seed, length }) => property(realEngine, { id, scenario, seed, length })),
          { numRuns: Math.max(2, Math.round(runs / 2 / SCENARIOS.length)) },
        )
      })
    it('random scenarios', () => {
      fc.assert(
        fc.property(randomScenarioArb, game, ({ id, scenario }, { seed, length }) =>
          property(realEngine, { id, scenario, seed, length }),
        ),
        { numRuns: Math.round(runs / 2) },
      )
    })
  })
}

onEveryScenario('every action of a random legal game keeps every invariant', invariantsHold, 80, [60, 150])
onEveryScenario(
  'apply never changes its input state (deep-frozen), even for legal actions',
  applyIsPure,
  40,
  [60, 120],
)
onEveryScenario(
  'same scenario + seed + actions replays exactly; a JSON save resumes identically',
  replayIsExact,
  40,
  [60, 150],
)
onEveryScenario(
  'illegal actions are refused with a rule and a message, and change nothing',
  illegalIsRefused,
  40,
  [40, 100],
)
onEveryScenario('every action legalActions lists is accepted', legalIsAccepted, 24, [30, 90])
onEveryScenario(
  'rolling by hand gives the same game as scripted dice with those faces',
  manualDiceMatchScript,
  40,
  [60, 150],
)
