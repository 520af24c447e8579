// Forced Rebase (4.7; D-BASE-FORCED; engine/forcedRebase.ts): the units of a lost base rebase, one
// at a time, where their owner chooses.
import { actForcedRebase, forcedRebaseDecision, legalForcedRebase } from '../forcedRebase'
import type { Procedure } from './procedure'

export const forcedRebase: Procedure = {
  id: 'forcedRebase',
  decisions: {
    forcedRebase: {
      accepts: { forcedRebase: (t, a, p) => actForcedRebase(t, p, a.to) },
      legal: legalForcedRebase,
    },
  },
  decide: forcedRebaseDecision,
}
