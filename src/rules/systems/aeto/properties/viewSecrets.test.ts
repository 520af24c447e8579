// Property: every side's view keeps the other sides' secrets over random legal games of every
// built-in scenario (viewSecrets.ts), and the property catches a view that leaks.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedArb } from './scenarios'
import { shippedScenarios } from '../../../../scenarios/shipped'
import { viewKeepsSecrets } from './viewSecrets'
import { view } from '../view'
import type { GameEvent } from '../types'

const SCENARIOS = shippedScenarios().flatMap((n) => [
  n,
  { id: `${n.id} (no end)`, scenario: { ...n.scenario, end: undefined } },
])

describe('the view of a side names no unlocated enemy carrier and no private event of the other side', () => {
  for (const spec of SCENARIOS)
    it(spec.id, () => {
      fc.assert(
        fc.property(seedArb, fc.integer({ min: 40, max: 120 }), (seed, length) =>
          viewKeepsSecrets({ ...spec, seed, length }),
        ),
        { numRuns: 3 },
      )
    })
})

describe('the property can fail', () => {
  const coral = SCENARIOS.find((s) => s.id === 'coral-sea-1942 (no end)')!

  it('a view that lists the hidden carriers is caught', () => {
    expect(() =>
      viewKeepsSecrets({ ...coral, seed: 1, length: 5 }, (s, v, log) => ({
        ...view(s, v, log),
        ships: view(s, null).ships,
      })),
    ).toThrow(/names the carrier/)
  })

  it('a view that names the ships it has located, as if locating identified them, is caught (4.10, 4.20)', () => {
    // Malta, seed 1709958009: successful reconnaissance (and their sighting reports) in its first 69 actions.
    const malta = SCENARIOS.find((s) => s.id === 'malta-convoy-1942 (no end)')!
    const game = { ...malta, seed: 1709958009, length: 69 }
    const locatedNamed: typeof view = (s, v, log) => {
      const open = view(s, null).ships
      const own = view(s, v, log)
      return {
        ...own,
        ships: own.ships.map((x) =>
          x.located > 0
            ? open.find((o) => o.side === x.side && o.loc === x.loc && o.inPort === x.inPort)!
            : x,
        ),
      }
    }
    expect(() => viewKeepsSecrets(game, view, 1)).not.toThrow()
    expect(() => viewKeepsSecrets(game, locatedNamed, 1)).toThrow(/which it has not identified/)
  })

  it('a view whose log keeps the private events is caught', () => {
    // Malta, seed 1709958009: secret Flotilla Sighting Report dice (4.10) and voluntary aborts (4.16) in its first 69 actions.
    const malta = SCENARIOS.find((s) => s.id === 'malta-convoy-1942 (no end)')!
    const leaky: typeof view = (s, v, log) => ({
      ...view(s, v, log),
      ...(log ? { raw: log.events.flat().filter((e: GameEvent) => e.privateTo !== undefined) } : {}),
    })
    const game = { ...malta, seed: 1709958009, length: 69 }
    expect(() => viewKeepsSecrets(game, view, 1)).not.toThrow()
    expect(() => viewKeepsSecrets(game, leaky, 1)).toThrow(/holds a private event of another side/)
  })
})
