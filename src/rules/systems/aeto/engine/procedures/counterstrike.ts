// The APTO Counterstrike (4.1; D7; engine/counterstrike.ts): once the engagement is resolved, its
// survivors may strike a located enemy flotilla within range of their base, or not.
import {
  actCounterstrike,
  actDeclineCounterstrike,
  counterstrikeDecision,
  legalCounterstrike,
} from '../counterstrike'
import type { Procedure } from './procedure'

export const counterstrike: Procedure = {
  id: 'counterstrike',
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
