// Asking for a new game (docs/guide.md, "Pick a scenario"): choosing a scenario in the picker, Restart and "Restart the
// scenario" open the new-game dialog (NewGameDialog.tsx) instead of replacing the game at once.
import { builtInJson, fetchBuiltIn } from '../scenarios/fetch'
import { loadBuiltIn } from './boot'
import { dialogSession, type NewGameRequest } from './dialogs/session'

/**
 * Opens the new-game dialog for a built-in scenario (once its file is fetched; if it cannot be,
 * the page says why), or to restart the scenario being played.
 */
export function requestNewGame(req: NewGameRequest): void {
  if (req.kind === 'builtIn' && builtInJson(req.id) === undefined) {
    void fetchBuiltIn(req.id).then((r) => {
      if (r.ok) requestNewGame(req)
      else void loadBuiltIn(req.id) // says why it cannot be fetched
    })
    return
  }
  dialogSession.setState({ newGame: req, briefing: false })
}
