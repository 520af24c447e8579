// Hostile actions at the Counterstrike's decision (engine/procedures/counterstrike.ts; APTO 4.1,
// D7): a target not offered, a unit that is not a survivor, units not a list.
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const counterstrikeMakers = {
  counterstrike: ({ p, rng, side, hostile, badUnit, add }) => {
    add('counterstrike: a target not offered', () => ({
      type: 'counterstrike',
      side,
      target: pick(rng, [
        hostile(),
        null,
        7,
        ...p.targets
          .filter((x) => !x.inPort)
          .map((x) => x.loc)
          .slice(0, 1)
          .map((l) => `${l}x`),
      ]),
    }))
    const tg = p.targets[0]
    add('counterstrike: a unit that is not a survivor', () => ({
      type: 'counterstrike',
      side,
      target: tg.loc,
      ...(tg.inPort ? { inPort: true } : {}),
      units: [badUnit()],
    }))
    add('counterstrike: units not a list', () => ({
      type: 'counterstrike',
      side,
      target: tg.loc,
      ...(tg.inPort ? { inPort: true } : {}),
      units: pick(rng, [[], 'u1', 3]),
    }))
  },
} satisfies HostileFiles
