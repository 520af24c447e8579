// The actions the rules accept at the decision due (the runner's `legal`, the generic panel's
// buttons, the fuzzer): each procedure lists those of its own decisions (engine.ts). A strike or a
// cover assignment is any split of the squadrons in reach; the list gives the typical ones, and
// every other well-formed split is accepted too.
import { decisionOf } from './engine'
import type { Decision } from './procedure'
import type { AwawAction, AwawState } from './types'

export function legalAwaw(s: AwawState): AwawAction[] {
  const p = s.pending
  const d = decisionOf(p.kind) as Decision<typeof p.kind> | undefined
  return d ? d.legal(s, p as never) : []
}
