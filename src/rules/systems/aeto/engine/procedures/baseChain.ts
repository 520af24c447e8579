// The base chain (4.8; D-BASE-CHAIN; engine/baseChain.ts): a Change Base landed at a full base, and
// residents change base out in turn.
import { tx } from '../core'
import { actChainChangeBase, chainDecision, legalChain } from '../baseChain'
import type { Procedure } from './procedure'
import type { BaseId, UnitId } from '../../types'

declare module '../../types' {
  interface PendingByKind {
    /** D-BASE-CHAIN: `arriving` landed at the full `base`; `needed` of `residents` change base out now (4.8). */
    baseChain: PendingBase & {
      kind: 'baseChain'
      base: BaseId
      arriving: UnitId[]
      residents: UnitId[]
      needed: number
    }
  }
  interface ActionByType {
    /** D-BASE-CHAIN (4.8): residents of the full base change base out along `hops` as the newcomers arrive. */
    chainChangeBase: { type: 'chainChangeBase'; units: UnitId[]; hops: BaseId[] }
  }
}

export const baseChain: Procedure = {
  id: 'baseChain',
  actions: {
    chainChangeBase: { units: 'units', hops: 'texts' },
  },
  decisions: {
    baseChain: {
      accepts: { chainChangeBase: (t, a, p) => actChainChangeBase(t, p, a) },
      legal: (state, p) => legalChain(state, p, tx(state)),
    },
  },
  decide: chainDecision,
}
