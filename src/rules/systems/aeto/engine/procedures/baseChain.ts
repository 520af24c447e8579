// The base chain (4.8; D-BASE-CHAIN; engine/baseChain.ts): a Change Base landed at a full base, and
// residents change base out in turn.
import { tx } from '../core'
import { actChainChangeBase, chainDecision, legalChain } from '../baseChain'
import type { Procedure } from './procedure'

export const baseChain: Procedure = {
  id: 'baseChain',
  decisions: {
    baseChain: {
      accepts: { chainChangeBase: (t, a, p) => actChainChangeBase(t, p, a) },
      legal: (state, p) => legalChain(state, p, tx(state)),
    },
  },
  decide: chainDecision,
}
