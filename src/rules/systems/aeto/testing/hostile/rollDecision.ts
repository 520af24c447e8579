// Hostile actions at a `roll` decision (engine/procedures/rollDecision.ts): a value that is no face of a die.
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const rollMakers = {
  roll: ({ rng, side, add }) => {
    add('roll: not a die face', () => ({
      type: 'roll',
      side,
      value: pick(rng, [0, 7, -1, 2.5, NaN, Infinity, '3', null, undefined, 6.0000001]),
    }))
  },
} satisfies HostileFiles
