// Undo and Redo with the automatic opponent in play: they step over its decisions, back (or on) to
// a person's decision, so they never land where it would act at once.
import { redoBlock, undoBlock } from '../undo'
import { gameState, sortieStore } from '../../store/store'
import { dialogSession } from './session'

const botDecides = (): boolean => {
  const st = gameState(sortieStore.getState())
  return !!st && st.pending.kind !== 'over' && dialogSession.getState().botSides.includes(st.pending.side)
}

/**
 * Undo, then on over the decisions of the automatic opponent, back to a person's decision (or as
 * far as the undo policy allows): one Undo takes back the person's last choice and the bot's
 * answers to it, and the bot does not play them again at once.
 */
export function undoToPerson(): void {
  const once = (): boolean => {
    const s = sortieStore.getState()
    if (undoBlock(s.game, s.session.undoPolicy) !== null) return false
    const before = s.game!.cursor
    s.undo()
    return sortieStore.getState().game!.cursor < before
  }
  if (!once()) return
  while (botDecides() && once());
}

/** Redo, then on over the automatic opponent's recorded decisions, to the next person's decision. */
export function redoToPerson(): void {
  const once = (): boolean => {
    const s = sortieStore.getState()
    if (redoBlock(s.game) !== null) return false
    const before = s.game!.cursor
    s.redo()
    return sortieStore.getState().game!.cursor > before
  }
  if (!once()) return
  while (botDecides() && once());
}
