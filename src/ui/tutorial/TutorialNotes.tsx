// The tutorial's notes beside the dialogs, when the tutorial is on.
import { gameState, useSortie } from '../../store/store'
import { useDialogSession } from '../dialogs/session'
import { tutorialNote, type TutorialNote } from './noteForKind'
import { strikesNote } from './strikes'
import { fleetNote } from './fleet'
import { airborneNote } from './airborne'
import type { GameEvent, GameState } from '../../rules/systems/aeto'
import { requestNewGame } from '../newGameRequest'

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

/**
 * A tutorial chapter's scenario: its notes walk one learner through the decisions of both sides
 * ("you play both sides here"), so the new-game dialog offers people only, one or two at the screen,
 * never the automatic opponent, which would make the decisions the notes explain.
 */
export function isTutorial(scenarioId: string): boolean {
  return Object.hasOwn(CHAPTERS, scenarioId)
}

export function TutorialNotes() {
  const on = useDialogSession((s) => s.tutorial)
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  const hotSeat = useSortie((s) => s.session.handOver)
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
      {game.cursor === 0 && !hotSeat && (
        // The first visit opens this chapter without the new-game dialog: its choice of players is offered here.
        <p className="note">
          You play both sides on one screen, as these notes assume. Two people learning together?{' '}
          <button type="button" className="link" onClick={() => requestNewGame({ kind: 'restart' })}>
            Start it again as hot-seat…
          </button>{' '}
          hides each side’s secret choices from the other.
        </p>
      )}
    </aside>
  )
}
