// Asking for a new game (docs/guide.md, "Pick a scenario"): choosing a scenario in the picker, Restart and "Restart the
// scenario" open the new-game dialog (NewGameDialog.tsx) instead of replacing the game at once.
import { builtInJson, fetchBuiltIn } from '../scenarios/fetch'
import { fetchRulesOf, rulesFetched } from '../store/systemScenario'
import { loadBuiltIn } from './boot'
import { dialogSession, type NewGameRequest } from './dialogs/session'

/**
 * Opens the new-game dialog for a built-in scenario (once its file and its system's rules are
 * fetched; if they cannot be, the page says why), or to restart the scenario being played.
 */
export function requestNewGame(req: NewGameRequest): void {
  if (req.kind === 'builtIn') {
    const json = builtInJson(req.id)
    if (json === undefined || !rulesFetched(json)) {
      void fetchBuiltIn(req.id).then(async (r) => {
        if (r.ok && (await fetchRulesOf({ json: r.json })) === null) requestNewGame(req)
        else void loadBuiltIn(req.id) // says why it cannot be fetched
      })
      return
    }
  }
  dialogSession.setState({ newGame: req, briefing: false })
}
