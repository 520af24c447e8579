// The end of the Step (4.2; engine/step.ts): the units aloft return to base, each side in turn
// choosing among the bases each unit may reach.
import type { BaseId, UnitId } from '../../types'
import { actReturnToBase, returnDecision } from '../step'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    returnToBase: PendingBase & {
      kind: 'returnToBase'
      units: { id: UnitId; bases: BaseId[]; default: BaseId }[]
    }
  }
  interface ActionByType {
    returnToBase: { type: 'returnToBase'; assignments?: Record<UnitId, BaseId> }
  }
}

export const returnToBase: Procedure = {
  id: 'returnToBase',
  actions: {
    returnToBase: { assignments: null },
  },
  decisions: {
    returnToBase: {
      accepts: { returnToBase: (t, a) => actReturnToBase(t, a.assignments) },
      legal(_s, p) {
        let combos: Record<UnitId, BaseId>[] = [{}]
        for (const u of p.units) {
          if (u.bases.length < 2) continue
          const next: Record<UnitId, BaseId>[] = []
          for (const c of combos) for (const b of u.bases) next.push({ ...c, [u.id]: b })
          combos = next.length > 4096 ? combos : next
        }
        return combos.map((assignments) => ({ type: 'returnToBase', side: p.side, assignments }))
      },
    },
  },
  decide: (t) => (t.s.stepEnding ? (returnDecision(t) ?? 'progress') : null),
}
