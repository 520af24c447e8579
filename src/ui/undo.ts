// Whether undo and redo are allowed now under the game's undo policy (design §2). The policy is
// src/store/history.ts's: exploration rewinds anything; a hot-seat game undoes only the deciding
// side's own choices, back to its last barrier — a die roll, a reveal, an interception
// declaration, a hand-over to the other side.
import type { GameRecord } from '../store/game'
import { canRedo, decisionStart, undoBlock as historyUndoBlock, type UndoPolicy } from '../store/history'

/** Why undo is not possible now, or null when it is. */
export function undoBlock(g: GameRecord | null, policy: UndoPolicy): string | null {
  return g ? historyUndoBlock(g, policy) : 'Nothing to undo.'
}

export function redoBlock(g: GameRecord | null): string | null {
  return !g || !canRedo(g) ? 'Nothing to redo.' : null
}

/** How many actions "undo to the start of my decision" would take back (0: none). */
export function decisionUndoCount(g: GameRecord | null, policy: UndoPolicy): number {
  return g ? g.cursor - decisionStart(g, policy) : 0
}
