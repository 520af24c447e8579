// The random player's answer to the Counterstrike's survivors (engine/procedures/counterstrike.ts;
// APTO 4.1, D7): strike more often than not.
import { ofType, type Choices } from './choice'
import { chance, pick } from './rng'

export const counterstrikeChoices = {
  counterstrike: ({ rng, legal }) => {
    const strikes = ofType(legal, 'counterstrike')
    return strikes.length && chance(rng, 0.7) ? pick(rng, strikes) : ofType(legal, 'pass')[0]
  },
} satisfies Choices
