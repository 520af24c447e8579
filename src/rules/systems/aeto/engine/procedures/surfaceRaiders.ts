// The Japanese Surface Raider Step of the Strategic Warfare Phase (APTO 2.21; engine/surfaceRaiders.ts).
import { actRaidConvoys, raiderDecision } from '../surfaceRaiders'
import { surfaceRaidersOver } from '../sequence'
import { maxSubset, subsets } from './choices'
import type { Procedure } from './procedure'

export const surfaceRaiders: Procedure = {
  id: 'surfaceRaiders',
  decisions: {
    surfaceRaiders: {
      accepts: {
        raidConvoys(t, a) {
          actRaidConvoys(t, a.ships)
          surfaceRaidersOver(t) // on to the next side's step of the Strategic Warfare Phase (APTO [viii])
        },
      },
      // (APTO 2.21) any of the eligible ships, or none
      legal: (_s, p, o) =>
        subsets(
          p.raiders.map((r) => r.ship),
          maxSubset(o),
          true,
        ).map((ships) => ({ type: 'raidConvoys', side: p.side, ships })),
    },
  },
  decide: raiderDecision,
}
