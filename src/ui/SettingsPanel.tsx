// Game settings: who plays each side (a person or the automatic opponent), the hot-seat hand-over
// screen, whether hidden information is open, the undo policy and the dice of this game. The
// session settings are saved for the next visit; the players are saved with the game. Dice and seed are chosen when a game starts (the
// new-game dialog). (Map overlays and hex numbers are switched on the map's own toolbar.)
import { sortieStore, useSortie, gameState } from '../store/store'
import { dialogSession, useDialogSession } from './dialogs/session'
import { requestNewGame } from './newGameRequest'
import { allOpenNow } from './viewer'

export function SettingsPanel() {
  const session = useSortie((s) => s.session)
  const game = useSortie((s) => s.game)
  const set = sortieStore.getState().setSession

  return (
    <section className="panel-section settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <Players />
      <TutorialSetting />
      <fieldset>
        <legend>Hot-seat hand-over</legend>
        <label>
          <input
            type="checkbox"
            checked={session.handOver}
            onChange={(e) => set({ handOver: e.target.checked })}
          />{' '}
          Hide the board between sides when the deciding side changes
        </label>
        <div className="indent" role="radiogroup" aria-label="When the board is hidden">
          <label>
            <input
              type="radio"
              name="hand-over-when"
              disabled={!session.handOver}
              checked={(session.handOverWhen ?? 'private') === 'private'}
              onChange={() => set({ handOverWhen: 'private' })}
            />{' '}
            Only where a choice is private: a side’s own planning, a hidden choice, any decision of a side
            with a carrier the other has not located
          </label>
          <label>
            <input
              type="radio"
              name="hand-over-when"
              disabled={!session.handOver}
              checked={session.handOverWhen === 'everyChange'}
              onChange={() => set({ handOverWhen: 'everyChange' })}
            />{' '}
            At every change of side
          </label>
        </div>
      </fieldset>
      <HiddenInformation />
      <fieldset>
        <legend>Undo</legend>
        <label>
          <input
            type="radio"
            name="undo-policy"
            checked={session.undoPolicy === 'exploration'}
            onChange={() => set({ undoPolicy: 'exploration', allOpen: undefined })}
          />{' '}
          Exploration: undo anything (solo play, study)
        </label>
        <label>
          <input
            type="radio"
            name="undo-policy"
            checked={session.undoPolicy === 'hotSeat'}
            onChange={() => set({ undoPolicy: 'hotSeat', allOpen: undefined })}
          />{' '}
          Hot-seat: undo only your own choices, never a die roll, a hand-over or a reveal
        </label>
      </fieldset>
      <fieldset>
        <legend>Dice</legend>
        <p className="note" data-testid="dice-now">
          {game
            ? `This game: ${game.manualDice ? 'real dice, each result entered' : `the computer rolls, seed ${game.seed}`}.`
            : 'No game loaded.'}{' '}
          Dice and seed are chosen when a game starts.
        </p>
        <button type="button" onClick={() => requestNewGame({ kind: 'restart' })} disabled={!game}>
          Restart with other dice…
        </button>
        <label className="touch">
          <input
            type="checkbox"
            data-testid="skip-dice-animation"
            checked={session.skipDiceAnimation === true}
            onChange={(e) => set({ skipDiceAnimation: e.target.checked })}
          />{' '}
          Show each roll’s result at once (no dice animation); remembered for the next visit
        </label>
      </fieldset>
    </section>
  )
}

/**
 * "All open": every side's hidden information on the screen (unlocated enemy ships, 4.10). On by
 * default for solo exploration, off in hot-seat and against the automatic opponent; choosing an
 * undo policy goes back to its default (ui/viewer.ts).
 */
function HiddenInformation() {
  const session = useSortie((s) => s.session)
  const botSides = useDialogSession((s) => s.botSides)
  return (
    <fieldset>
      <legend>Hidden information</legend>
      <label className="touch">
        <input
          type="checkbox"
          checked={allOpenNow(session, botSides)}
          onChange={(e) => sortieStore.getState().setSession({ allOpen: e.target.checked })}
        />{' '}
        All open (show hidden information)
      </label>
      <p className="note">
        Off: the screen shows what the side at it may know — enemy ships are counted, not named, until located
        (4.10).
      </p>
    </fieldset>
  )
}

/** Who plays each side of the game. */
function Players() {
  const state = useSortie(gameState)
  const botSides = useDialogSession((s) => s.botSides)
  if (!state) return null
  return (
    <fieldset>
      <legend>Automatic opponent plays</legend>
      {state.scenario.sides.map((sd) => (
        <label key={sd.id} className="touch">
          <input
            type="checkbox"
            checked={botSides.includes(sd.id)}
            onChange={(e) =>
              dialogSession.setState({
                botSides: e.target.checked ? [...botSides, sd.id] : botSides.filter((x) => x !== sd.id),
                botStopped: null,
              })
            }
          />{' '}
          {sd.name}
        </label>
      ))}
    </fieldset>
  )
}

/** The tutorial's notes, on when it opens (in the tutorial only). */
function TutorialSetting() {
  const state = useSortie(gameState)
  const tutorial = useDialogSession((s) => s.tutorial)
  if (state?.scenario.id !== 'tutorial') return null
  return (
    <fieldset>
      <legend>Tutorial</legend>
      <label className="touch">
        <input
          type="checkbox"
          checked={tutorial}
          onChange={(e) => dialogSession.setState({ tutorial: e.target.checked })}
        />{' '}
        Tutorial notes
      </label>
    </fieldset>
  )
}
