// The decision a game waits for, as every rule system states it: whose it is, what kind, under
// which rule, and one line for the player. A system's pending decisions add their own fields
// (the choices offered); the store, the dialogs and the bot read the envelope first.
import type { SideId } from './ids'

export interface PendingEnvelope {
  /** The side that decides. */
  side: SideId
  /** The decision's kind, owned by one procedure of the system ("plan", "roll", "over"…). */
  kind: string
  /** The rule that asks for it. */
  rule: string
  /** One line: what happens now. */
  prompt: string
}

/** The pending kind that ends a game: no action is accepted any more. */
export const GAME_OVER = 'over'

/** The pending kind of a die the players roll by hand (manual dice). */
export const PHYSICAL_DIE = 'roll'

/** Whether an automatic opponent may answer the decision: not a die rolled by hand, not the game over. */
export function botMayAnswer(pending: PendingEnvelope): boolean {
  return pending.kind !== PHYSICAL_DIE && pending.kind !== GAME_OVER
}
