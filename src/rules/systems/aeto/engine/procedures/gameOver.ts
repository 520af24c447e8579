// The end of the scenario (scenario `end`; 4.1): after its last phase no action is possible.
import { monthName, PHASE_NAMES } from '../sequence'
import { scenarioEnded } from '../summary'
import type { Tx } from '../core'
import type { Pending } from '../../types'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    /** The scenario has ended (its `end.afterPhases` were played): no action is possible. `side` is the side that acted last. */
    over: PendingBase & { kind: 'over' }
  }
}

export const gameOver: Procedure = {
  id: 'gameOver',
  decisions: { over: { accepts: {}, legal: () => [] } },
  decide: (t) => (scenarioEnded(t.s) ? overDecision(t) : null),
}

function overDecision(t: Tx): Pending {
  const n = t.s.turn.step
  // `pending` still holds the decision just answered: its side acted last (a new game never ends at once: afterPhases ≥ 1).
  return {
    kind: 'over',
    side: t.s.pending.side,
    rule: '4.1',
    prompt: t.s.turn.ended
      ? `The scenario is over: its last phase (${PHASE_NAMES[t.s.scenario.end!.phase!]}, ${monthName(t.s.scenario.end!.month!)} ${t.s.scenario.end!.year}) has been played.`
      : `The scenario is over: its ${n} Naval and Air Phase${n === 1 ? ' has' : 's have'} been played.`,
  }
}
