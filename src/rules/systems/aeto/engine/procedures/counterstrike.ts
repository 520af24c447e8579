// The APTO Counterstrike (4.1; D7; engine/counterstrike.ts): once the engagement is resolved, its
// survivors may strike a located enemy flotilla within range of their base, or not.
import {
  actCounterstrike,
  actDeclineCounterstrike,
  counterstrikeDecision,
  legalCounterstrike,
} from '../counterstrike'
import type { Procedure } from './procedure'
import type { EngagementId, UnitId } from '../../types'

declare module '../../types' {
  interface PendingByKind {
    /** APTO Counterstrike (4.1; D7): its survivors of the combat at `loc` may strike a located enemy flotilla within range of their base, or not. */
    counterstrike: PendingBase & {
      kind: 'counterstrike'
      engagement: EngagementId
      units: UnitId[]
      targets: CounterstrikeTarget[]
    }
  }
  interface ActionByType {
    /** APTO Counterstrike (4.1; D7): the survivors fly from the combat hex to strike the located ships at `target` (default: every survivor that reaches it). */
    counterstrike: { type: 'counterstrike'; target: string; inPort?: boolean; units?: UnitId[] }
  }
}

export const counterstrike: Procedure = {
  id: 'counterstrike',
  actions: {
    counterstrike: { target: 'text', inPort: 'boolean', units: 'units' },
  },
  decisions: {
    counterstrike: {
      accepts: {
        counterstrike: (t, a, p) => actCounterstrike(t, p, a.target, a.inPort, a.units),
        pass: (t, _a, p) => actDeclineCounterstrike(t, p),
      },
      legal: (_s, p) => legalCounterstrike(p),
    },
  },
  decide: counterstrikeDecision,
}
