// The tutorial's notes beside the dialogs, when the tutorial is on.
import { gameState, useSortie } from '../../store/store'
import { useDialogSession } from '../dialogs/session'
import { tutorialNote } from './notes'

export function TutorialNotes() {
  const on = useDialogSession((s) => s.tutorial)
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  // The notes are written for the tutorial's own scenario: they would mislead anywhere else.
  if (!on || !state || !game || state.scenario.id !== 'tutorial') return null
  const last = game.cursor > 0 ? game.events[game.cursor - 1] : []
  const note = tutorialNote(state, last, game.cursor)
  return (
    <aside className="tutorial-note" aria-label="Tutorial" data-testid="tutorial-note">
      <h3>Tutorial: {note.title}</h3>
      {note.lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </aside>
  )
}
