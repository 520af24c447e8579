// The Initiative (APTO [viii]; engine/initiative.ts): the side holding it chooses which side goes
// first in the phase beginning.
import { actChooseFirst, initiativeDecision } from '../initiative'
import { beginChosenPhase } from '../sequence'
import type { Procedure } from './procedure'
import type { SideId } from '../../types'
import type { InitiativePhase } from '../../state/initiative'

declare module '../../types' {
  interface PendingByKind {
    /** D-INITIATIVE: the side holding the Initiative chooses which side goes first in `phase` (APTO [viii]). */
    initiative: PendingBase & {
      kind: 'initiative'
      phase: InitiativePhase
      sides: SideId[]
    }
  }
  interface ActionByType {
    /** D-INITIATIVE (APTO [viii]): the side that goes first in the phase the Initiative side is choosing for. */
    chooseFirst: { type: 'chooseFirst'; first: SideId }
  }
}

export const initiative: Procedure = {
  id: 'initiative',
  actions: {
    chooseFirst: { first: 'text' },
  },
  decisions: {
    initiative: {
      accepts: { chooseFirst: (t, a) => beginChosenPhase(t, actChooseFirst(t, a.first)) },
      legal: (_s, p) => p.sides.map((first) => ({ type: 'chooseFirst', side: p.side, first })),
    },
  },
  decide: initiativeDecision,
}
