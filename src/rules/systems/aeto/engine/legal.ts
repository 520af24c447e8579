// Every legal action for the pending decision, as concrete actions (for "perft" counts, the
// fuzzer, the automatic opponent and the runner's `legal` command), given by the procedure that
// owns the decision (procedures/). Subset choices are enumerated in full up to `maxSubsetUnits`
// units, then as "none", each single unit and "all".
import type { Action, GameState } from '../types'
import { ownerOf } from './procedures'
import type { LegalOptions } from './procedures/procedure'

export type { LegalOptions } from './procedures/procedure'
export { subsets } from './procedures/choices'

export function legalActions(state: GameState, opts: LegalOptions = {}): Action[] {
  return ownerOf(state.pending.kind).decision.legal(state, state.pending, opts)
}
