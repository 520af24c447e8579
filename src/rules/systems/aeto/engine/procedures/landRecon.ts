// Land reconnaissance under way (4.11; engine/landRecon.ts): its die, then the owner's secret
// concealment under a fort chit (D-RECON-CONCEAL). The `reconnoitreLand` action that starts one is
// accepted at the Offensive decision and at the plan (offensive.ts, plan.ts).
import type { Action, SideId } from '../../types'
import { actConcealLand, landReconDecision, landReconDie } from '../landRecon'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    /** D-RECON-CONCEAL: the owner of a hex with a fort chit, reconnoitred by the enemy, conceals one of its land chits there or none, in secret (4.11). */
    reconConceal: PendingBase & {
      kind: 'reconConceal'
      hex: string
      reconnoitring: SideId
      units: { id: string; name: string; strength: number }[]
    }
  }
  interface ActionByType {
    /** D-RECON-CONCEAL (4.11): the land chit concealed under the fort chit, or null for none. */
    concealLand: { type: 'concealLand'; unit: string | null }
  }
}

export const landRecon: Procedure = {
  id: 'landRecon',
  actions: {
    concealLand: { unit: null },
  },
  decisions: {
    reconConceal: {
      accepts: { concealLand: (t, a, p) => actConcealLand(t, p, a.unit) },
      legal: (_s, p) => [
        { type: 'concealLand', side: p.side, unit: null },
        ...p.units.map((u): Action => ({ type: 'concealLand', side: p.side, unit: u.id })),
      ],
    },
  },
  die: landReconDie,
  decide: landReconDecision,
}
