// The Initiative (APTO [viii]; engine/initiative.ts): the side holding it chooses which side goes
// first in the phase beginning.
import { actChooseFirst, initiativeDecision } from '../initiative'
import { beginChosenPhase } from '../sequence'
import type { Procedure } from './procedure'

export const initiative: Procedure = {
  id: 'initiative',
  decisions: {
    initiative: {
      accepts: { chooseFirst: (t, a) => beginChosenPhase(t, actChooseFirst(t, a.first)) },
      legal: (_s, p) => p.sides.map((first) => ({ type: 'chooseFirst', side: p.side, first })),
    },
  },
  decide: initiativeDecision,
}
