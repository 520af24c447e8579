// Save the game to a file (the versioned JSON that `airops validate` checks) and load a save or a
// scenario from a file. A bad file is explained in the alert region; the game stays as it was.
import { downloadJson } from '../common/download'
import { useRef, useState, type ChangeEvent } from 'react'
import { saveFileName, saveText } from '../store/saveFile'
import { sortieStore, useSortie } from '../store/store'
import { setScenarioParam, showSavedGames } from './boot'
import { currentState } from '../store/game'
import { scenarioFromPosition } from '../rules/systems/aeto/scenario/fromPosition'
import { requestNewGame } from './newGameRequest'
import { rulesOfFile } from './ScenarioPicker'
import { dialogSession } from './dialogs/session'

/** Reads a chosen or dropped file: a save restores its game, a scenario starts a new one. */
export async function loadGameFileFrom(file: File): Promise<{ ok: boolean; note: string | null }> {
  // The bytes, not file.text(): a byte that is not UTF-8 is then named, and a U+FFFD the file
  // really holds (a unit's name) is kept.
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!(await rulesOfFile(bytes, file.name))) return { ok: false, note: null }
  const r = sortieStore.getState().loadGameFile(bytes, file.name)
  if (!r.ok) return { ok: false, note: null }
  setScenarioParam(null)
  return {
    ok: true,
    note:
      r.migratedFrom !== null
        ? `“${file.name}” was written by an older Sortie (save version ${r.migratedFrom}) and has been upgraded.`
        : null,
  }
}

export function downloadSave(): void {
  const g = sortieStore.getState().game
  if (!g) return
  downloadJson(saveFileName(g), saveText(g))
}

/** Opens the new-game dialog on the scenario of the current position (docs/guide.md, "A what-if from here"). */
export function newScenarioFromHere(): void {
  const s = sortieStore.getState()
  const state = s.game ? currentState(s.game) : null
  if (!state) return
  const { scenario, notes } = scenarioFromPosition(state)
  requestNewGame({ kind: 'position', json: scenario, notes })
}

/** `onCharts`: a rule system's own charts form (OCS); by default the AETO/APTO Charts dialog. */
export function SaveMenu({ onCharts }: { onCharts?: () => void } = {}) {
  const hasGame = useSortie((s) => s.game !== null)
  const input = useRef<HTMLInputElement>(null)
  const [note, setNote] = useState<string | null>(null)
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) setNote((await loadGameFileFrom(file)).note)
  }
  return (
    <div className="save-menu" role="group" aria-label="Save and load">
      <button
        type="button"
        onClick={downloadSave}
        disabled={!hasGame}
        title="Download the game as a file (scenario, seed, actions)"
      >
        Save game
      </button>
      <button
        type="button"
        onClick={() => input.current?.click()}
        title="Load a saved game or a scenario file (or drop it on the page)"
      >
        Load game…
      </button>
      <button
        type="button"
        onClick={onCharts ?? (() => dialogSession.setState({ charts: 'bombing' }))}
        disabled={!hasGame}
        title="The game's charts, where their values come from; enter the printed ones"
        data-testid="open-charts"
      >
        Charts…
      </button>
      <button
        type="button"
        onClick={() => void showSavedGames()}
        title="The other games saved in this browser: continue one"
      >
        Saved games…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Save file"
        data-testid="save-file"
        onChange={onFile}
      />
      {note && (
        <span role="status" className="note">
          {note}
        </span>
      )}
    </div>
  )
}
