// Stack order (4.8; engine/stackOrder.ts): a unit arrived at a base it over-stacks, and its owner
// places it in the stack.
import { actStackOrder, legalStackOrder, stackOrderDecision } from '../stackOrder'
import type { Procedure } from './procedure'

export const stackOrder: Procedure = {
  id: 'stackOrder',
  decisions: {
    stackOrder: {
      accepts: { stackOrder: (t, a, p) => actStackOrder(t, p, a.position) },
      legal: legalStackOrder,
    },
  },
  decide: stackOrderDecision,
}
