// The random player's answer to an interception window (engine/procedures/interceptionWindows.ts):
// declare an interception or pass, more often declaring the more aggressive it plays (4.13), and
// often the APTO Counterstrike when it is offered (4.1).
import type { Action } from '../../types'
import { ofType, type Choices } from './choice'
import { chance, pick, someOf } from './rng'

export const interceptionWindowChoices = {
  declare: ({ p, rng, opts, legal }) => {
    const declares = ofType(legal, 'declare')
    if (!declares.length || chance(rng, 0.45 * (1 - (opts.aggression ?? 0)))) return ofType(legal, 'pass')[0]
    // APTO Counterstrike (4.1): when offered, often fly it (the enumeration lists it only a few times).
    const strikes = declares.filter((a) => a.counterstrike?.length)
    let d: Extract<Action, { type: 'declare' }> =
      strikes.length && chance(rng, 0.5) ? pick(rng, strikes) : pick(rng, declares)
    // Sometimes name the target flights (a subset of those in the location).
    if (p.targets.length > 1 && chance(rng, 0.3)) d = { ...d, targets: someOf(rng, p.targets) }
    return d
  },
} satisfies Choices
