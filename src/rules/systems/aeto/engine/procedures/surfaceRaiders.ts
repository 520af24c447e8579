// The Japanese Surface Raider Step of the Strategic Warfare Phase (APTO 2.21; engine/surfaceRaiders.ts).
import { actRaidConvoys, raiderDecision } from '../surfaceRaiders'
import { surfaceRaidersOver } from '../sequence'
import { maxSubset, subsets } from './choices'
import type { Procedure } from './procedure'
import type { IneligibleRaider, RaiderOption } from '../../state/raiders'

declare module '../../types' {
  interface PendingByKind {
    /** D-RAIDERS: the Japanese Surface Raider Step (APTO 2.21–2.23): the ships that may interdict the Convoy Route area they occupy, each for fixed EP (no die); Japan designates any of them, or none. `ineligible`: the others there, with why. */
    surfaceRaiders: PendingBase & {
      kind: 'surfaceRaiders'
      raiders: RaiderOption[]
      ineligible: IneligibleRaider[]
    }
  }
  interface ActionByType {
    /** D-RAIDERS (APTO 2.21): the ships that raid the Convoy Route area each occupies (naval unit ids; an empty list: none). */
    raidConvoys: { type: 'raidConvoys'; ships: string[] }
  }
}

export const surfaceRaiders: Procedure = {
  id: 'surfaceRaiders',
  actions: {
    raidConvoys: { ships: 'units' },
  },
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
