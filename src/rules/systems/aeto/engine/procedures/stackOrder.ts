// Stack order (4.8; engine/stackOrder.ts): a unit arrived at a base it over-stacks, and its owner
// places it in the stack.
import { actStackOrder, legalStackOrder, stackOrderDecision } from '../stackOrder'
import type { Procedure } from './procedure'
import type { BaseId, UnitId } from '../../types'

declare module '../../types' {
  interface PendingByKind {
    /** D-BASE-STACKORDER: where `unit`, just arrived at the over-stacked `base`, goes in its stack (`stack`: the other units, top first); the top units up to `capacity` are operational (4.8; A-69). */
    stackOrder: PendingBase & {
      kind: 'stackOrder'
      base: BaseId
      unit: UnitId
      stack: UnitId[]
      capacity: number
    }
  }
  interface ActionByType {
    /** D-BASE-STACKORDER (4.8): the arriving unit's place in the stack, 0 = top. */
    stackOrder: { type: 'stackOrder'; position: number }
  }
}

export const stackOrder: Procedure = {
  id: 'stackOrder',
  actions: {
    stackOrder: { position: 'number' },
  },
  decisions: {
    stackOrder: {
      accepts: { stackOrder: (t, a, p) => actStackOrder(t, p, a.position) },
      legal: legalStackOrder,
    },
  },
  decide: stackOrderDecision,
}
