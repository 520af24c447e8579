// Hostile actions at the Offensive Phase's decision (engine/procedures/offensive.ts): whose Air
// Offensive it is (4.25; APTO D84), and debarking from STPs (APTO 3.24).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const offensiveMakers = {
  offensive: ({ state, p, rng, ctx, side, ownUnits, hostile, badUnit, add }) => {
    // Whose Air Offensive (4.25; APTO D84): an unknown power, a Combined one of a single power, powers named for another Offensive.
    add('declareOffensive: an unknown power', () => ({
      type: 'declareOffensive',
      side,
      offensive: 'air',
      nations: pick(rng, [[hostile()], [], 'UK', [null]]),
    }))
    const combined = p.options.find((o) => o.kind === 'combinedAir')?.nations ?? []
    if (combined.length)
      add('declareOffensive: a Combined Air Offensive of one power', () => ({
        type: 'declareOffensive',
        side,
        offensive: 'combinedAir',
        nations: [combined[0].id],
      }))
    if (combined.length > 1)
      add('declareOffensive: a power listed twice', () => ({
        type: 'declareOffensive',
        side,
        offensive: 'combinedAir',
        nations: [combined[0].id, combined[0].id],
      }))
    add('declareOffensive: nations for a Land Offensive', () => ({
      type: 'declareOffensive',
      side,
      offensive: 'land',
      nations: [hostile()],
    }))
    // Naval transport (APTO 3.24): only with air units aboard STPs, so other games draw as before.
    if (state.seaTransport) {
      const f = state.seaTransport.cargo[0].flotilla
      add('debarkStp: a unit not aboard, an unknown flotilla, or a base not in the port hex', () =>
        pick(rng, [
          {
            type: 'debarkStp',
            side,
            flotilla: f,
            units: [
              pick(rng, [
                badUnit(),
                ...ownUnits
                  .filter((id) => !state.seaTransport!.cargo.some((c) => c.unit === id && c.flotilla === f))
                  .slice(0, 2),
              ]),
            ],
          },
          { type: 'debarkStp', side, flotilla: pick(rng, [hostile(), null, 7]) },
          {
            type: 'debarkStp',
            side,
            flotilla: f,
            to: pick(
              rng,
              [hostile(), null, ...[...ctx.baseDefs.keys()].slice(0, 2)].filter(
                (b) => !(p.debark ?? []).some((o) => o.to.some((x) => x.base === b)),
              ),
            ),
          },
          { type: 'debarkStp', side, flotilla: f, units: pick(rng, [[], 'u', [null]]) },
        ]),
      )
    }
  },
} satisfies HostileFiles
