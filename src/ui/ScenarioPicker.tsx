// Scenario bar: a built-in scenario from the list, a file from disk, or start again. A file that
// does not validate is explained in the alert region; the game in progress stays as it was.
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { sortieStore, useSortie } from '../store/store'
import { setScenarioParam } from './boot'
import { dialogSession } from './dialogs/session'
import { requestNewGame } from './newGameRequest'
import { catalog } from './catalog'
import { openEditor } from './editorMode'
import { URL_PREFIX } from '../scenarios/fetch'
import { fetchRulesOf } from '../store/systemScenario'

/**
 * Fetches the rules of the systems a file names (kernel/registry.ts: another system than
 * AETO/APTO comes with its first file); false, with the reason on the page, if they cannot be.
 */
export async function rulesOfFile(bytes: Uint8Array, name: string): Promise<boolean> {
  const why = await fetchRulesOf(bytes)
  if (why) sortieStore.setState({ loadErrors: [{ path: '', message: why }], loadErrorsFrom: name })
  return why === null
}

export const FILE_PREFIX = 'file:'
/** A game restored from a save file: "save:<name>". */
export const SAVE_PREFIX = 'save:'

/** Reads a dropped or chosen file and loads it; the id is "file:<name>". */
export async function loadScenarioFile(file: File): Promise<boolean> {
  // A save restores its game, a scenario starts a new one (saveFile.ts tells them apart). The
  // bytes are passed, not file.text(), so the loader tells a byte that is not UTF-8 from a U+FFFD.
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!(await rulesOfFile(bytes, file.name))) return false
  const ok = sortieStore.getState().loadGameFile(bytes, file.name).ok
  if (ok) setScenarioParam(null)
  return ok
}

/**
 * Where a scenario that is not built in came from, for the picker: a file, a saved game, an
 * address, or a what-if set up from a position (or the editor). Null for a built-in scenario: the
 * list shows it as it is, and any other game gets its own entry, never a built-in one's title.
 */
export function sourceOf(scenarioId: string | null): string | null {
  if (scenarioId === null || catalog.some((e) => e.id === scenarioId)) return null
  if (scenarioId.startsWith(FILE_PREFIX)) return `file ${scenarioId.slice(FILE_PREFIX.length)}`
  if (scenarioId.startsWith(SAVE_PREFIX)) return `saved game ${scenarioId.slice(SAVE_PREFIX.length)}`
  if (scenarioId.startsWith(URL_PREFIX)) return `from ${scenarioId.slice(URL_PREFIX.length)}`
  if (scenarioId === 'position') return 'what-if from a position'
  return 'set up in Sortie'
}

export function ScenarioPicker() {
  const scenarioId = useSortie((s) => s.scenarioId)
  const hasGame = useSortie((s) => s.game !== null)
  const title = useSortie((s) => s.game?.scenario.title ?? null)
  const fileInput = useRef<HTMLInputElement>(null)
  const fromFile = sourceOf(scenarioId)

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = '' // choosing the same file again reloads it
    if (file) await loadScenarioFile(file)
  }

  return (
    <div className="scenario-picker">
      {/* Named for screen readers; the list itself shows the scenario, and the header has no room to spare at 1024 px. */}
      <label htmlFor="scenario-picker" className="visually-hidden">
        Scenario
      </label>
      <select
        id="scenario-picker"
        value={scenarioId ?? ''}
        onChange={(e) => requestNewGame({ kind: 'builtIn', id: e.target.value })}
      >
        {fromFile !== null && (
          <option value={scenarioId!}>
            {title ?? 'A scenario'} ({fromFile})
          </option>
        )}
        {catalog.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        title="Or drop a scenario file anywhere on the page"
      >
        Open file…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Scenario file"
        data-testid="scenario-file"
        onChange={onFile}
      />
      <button
        type="button"
        onClick={() => requestNewGame({ kind: 'restart' })}
        disabled={!hasGame}
        title="Start this scenario again (the game in progress is kept in Saved games)"
      >
        Restart…
      </button>
      <button
        type="button"
        onClick={() => dialogSession.setState({ briefing: true })}
        disabled={!hasGame}
        title="What this scenario is about, and how it ends"
      >
        Briefing
      </button>
      <MakeScenarioMenu hasGame={hasGame} />
    </div>
  )
}

/** The validator's findings for a file that could not be loaded. */
/** A file that loaded with a warning: an unverified save (no state hash; docs/guide.md, "Save files"). */
export function LoadWarning() {
  const warning = useSortie((s) => s.loadWarning)
  if (!warning) return null
  return (
    <p role="alert" className="notice banner load-warning" data-testid="load-warning">
      <strong>Unverified save:</strong> {warning}{' '}
      <button type="button" className="link" onClick={() => sortieStore.getState().dismissLoadWarning()}>
        Dismiss
      </button>
    </p>
  )
}

export function LoadErrors() {
  const errors = useSortie((s) => s.loadErrors)
  const from = useSortie((s) => s.loadErrorsFrom)
  const title = useSortie((s) => s.game?.scenario.title ?? null)
  if (!errors) return null
  return (
    <div role="alert" className="load-errors notice" aria-labelledby="load-errors-heading">
      <h2 id="load-errors-heading">
        {from ? `“${from}” could not be loaded` : 'The scenario could not be loaded'}
      </h2>
      <ul>
        {errors.slice(0, 50).map((e, i) => (
          <li key={i}>
            {e.path !== '' ? <code>{e.path}</code> : <code>(file)</code>}: {e.message}
          </li>
        ))}
        {errors.length > 50 && <li>… and {errors.length - 50} more.</li>}
      </ul>
      {title !== null && <p>The game in progress (“{title}”) is unchanged.</p>}
      {from !== null && /^https?:\/\//.test(from) && (
        <p data-testid="load-errors-builtin">
          The built-in scenarios can be played meanwhile: choose one in the Scenario list.
        </p>
      )}
      <button type="button" onClick={() => sortieStore.getState().dismissLoadErrors()}>
        Dismiss
      </button>
    </div>
  )
}

/**
 * "New scenario": the scenario editor on a new map or on the scenario played, or a what-if from
 * the position of the game (docs/guide.md, "A what-if from here"). One button in the header, its three choices below it.
 */
function MakeScenarioMenu({ hasGame }: { hasGame: boolean }) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  const choose = (f: () => void) => () => {
    setOpen(false)
    f()
  }
  return (
    <div
      className="menu-button"
      ref={box}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          setOpen(false)
          box.current?.querySelector<HTMLButtonElement>('button')?.focus()
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="make-scenario-menu"
        onClick={() => setOpen((o) => !o)}
        title="The scenario editor, or a what-if from this position"
      >
        New scenario ▾
      </button>
      {open && (
        <ul id="make-scenario-menu" className="menu-list plain" aria-label="New scenario">
          <li>
            <button
              type="button"
              onClick={choose(() => openEditor({ kind: 'new' }))}
              title="Set up your own game: the scenario editor (a scenario in progress there is kept)"
            >
              On a new map…
            </button>
          </li>
          <li>
            <button
              type="button"
              disabled={!hasGame}
              title="Open this scenario in the editor, to change it into a scenario of your own"
              onClick={choose(() => {
                const g = sortieStore.getState().game
                if (g) openEditor({ kind: 'edit', json: g.scenarioJson, title: g.scenario.title })
              })}
            >
              Edit this scenario
            </button>
          </li>
          <li>
            <button
              type="button"
              disabled={!hasGame}
              title="A new scenario from this position, to play as a what-if, edit or download"
              onClick={choose(() => void import('./SaveMenu').then((m) => m.newScenarioFromHere()))}
            >
              From this position…
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
