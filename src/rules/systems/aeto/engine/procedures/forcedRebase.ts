// Forced Rebase (4.7; D-BASE-FORCED; engine/forcedRebase.ts): the units of a lost base rebase, one
// at a time, where their owner chooses.
import { actForcedRebase, forcedRebaseDecision, legalForcedRebase } from '../forcedRebase'
import type { Procedure } from './procedure'
import type { BaseId, UnitId } from '../../types'
import type { RebaseDestination } from '../../state/forcedRebase'

declare module '../../types' {
  interface PendingByKind {
    /** D-BASE-FORCED: where one unit of a lost base makes its Forced Rebase (4.7). */
    forcedRebase: PendingBase & {
      kind: 'forcedRebase'
      base: BaseId
      unit: UnitId
      destinations: RebaseDestination[]
    }
  }
  interface ActionByType {
    forcedRebase: { type: 'forcedRebase'; to: BaseId }
  }
}

export const forcedRebase: Procedure = {
  id: 'forcedRebase',
  actions: {
    forcedRebase: { to: 'text' },
  },
  decisions: {
    forcedRebase: {
      accepts: { forcedRebase: (t, a, p) => actForcedRebase(t, p, a.to) },
      legal: legalForcedRebase,
    },
  },
  decide: forcedRebaseDecision,
}
