// The tutorial's notes beside the dialogs, when the tutorial is on.
import { gameState, useSortie } from '../../store/store'
import { useDialogSession } from '../dialogs/session'
import { tutorialNote, type TutorialNote } from './noteForKind'
import { strikesNote } from './strikes'
import { fleetNote } from './fleet'
import { airborneNote } from './airborne'
import type { GameEvent, GameState } from '../../rules/systems/aeto'

/** Each tutorial chapter's notes, by its scenario id: written for that scenario, they would mislead anywhere else. */
const CHAPTERS: Record<
  string,
  (state: GameState, last: readonly GameEvent[], played: number) => TutorialNote | null
> = {
  tutorial: tutorialNote,
  'tutorial-strikes': strikesNote,
  'tutorial-fleet': fleetNote,
  'tutorial-airborne': airborneNote,
}

export function TutorialNotes() {
  const on = useDialogSession((s) => s.tutorial)
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  const chapter = state ? CHAPTERS[state.scenario.id] : undefined
  if (!on || !state || !game || !chapter) return null
  const last = game.cursor > 0 ? game.events[game.cursor - 1] : []
  const note = chapter(state, last, game.cursor)
  if (!note) return null // a decision the chapter has no note for
  return (
    <aside className="tutorial-note" aria-label="Tutorial" data-testid="tutorial-note">
      <h3>Tutorial: {note.title}</h3>
      {note.lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </aside>
  )
}
