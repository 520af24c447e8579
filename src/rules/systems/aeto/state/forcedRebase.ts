// A Forced Rebase under way (4.7, 4.8): state shapes, imported by types.ts, so they import nothing above.
import type { BaseId, UnitId } from '../ids'

export interface ForcedRebaseState {
  base: BaseId
  /** What made the base unusable, for the log. */
  cause: string
  /** Units already over-stacked when the base was lost: eliminated (4.7, 4.8). */
  eliminate: UnitId[]
}

export interface RebaseDestination {
  base: BaseId
  hex: string
  distance: number
  /** It will be over-stacked: no base with room is in reach (4.7, 4.8). */
  overStacks: boolean
}
