// The scenario editor (docs/guide.md, "Set up your own game: the scenario editor"): the map of the scenario being edited with the chosen
// tool, the panels (map and brushes, the selected hex, bases, units, sides, options, problems),
// undo and redo, import, export and "Play this scenario". Loaded on demand (src/ui/App.tsx).
import { downloadJson } from '../common/download'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { EditorRequest } from '../common/editorRequest'
// The game page's shared modules, already loaded when the editor opens: imported here so that the
// bundler keeps them in the one chunk the first map needs instead of splitting it along the
// editor's line (the first-load guard, e2e/first-load.spec.ts). Nothing of them is used.
import '../ui/boot'
import '../ui/SideBadge'
import type { ScenarioError } from '../rules/systems/aeto/scenario/validate'
import { EditorMap, type CreateScene } from './EditorMap'
import { exportText, importScenario, notEditable, startEditorAutosave } from './io'
import { editorStore, useEditor } from './store'
import type { Draft } from './draft'
import { FieldErrors } from './panels/fields'
import { useErrors } from './panels/hooks'
import { BasesPanel } from './panels/BasesPanel'
import { HexPanel } from './panels/HexPanel'
import { MapPanel } from './panels/MapPanel'
import { OptionsPanel } from './panels/OptionsPanel'
import { ProblemsPanel } from './panels/ProblemsPanel'
import { SidesPanel } from './panels/SidesPanel'
import { UnitsPanel } from './panels/UnitsPanel'

let autosave: Promise<unknown> | null = null
/** Starts the autosave once per page (the editor's draft is read back first). */
function autosaveStarted(): Promise<unknown> {
  autosave ??= startEditorAutosave(editorStore)
  return autosave
}

const TABS = ['Map', 'Hex', 'Bases', 'Units', 'Sides', 'Options', 'Problems'] as const
type Tab = (typeof TABS)[number]

function isTyping(t: EventTarget | null): boolean {
  return t instanceof HTMLElement && (t.isContentEditable || t.closest('input, select, textarea') !== null)
}

export interface EditorScreenProps {
  request: EditorRequest
  /** Starts a game on the exported scenario (its JSON and file name); false if the game refused it. */
  onPlay: (json: unknown, name: string) => boolean
  /** Back to the game. */
  onClose: () => void
  /** The game's map scene factory (map/scene.ts createMapScene). */
  createScene: CreateScene
}

export function EditorScreen({ request, onPlay: play, onClose, createScene }: EditorScreenProps) {
  const [tab, setTab] = useState<Tab>(request.kind === 'edit' ? 'Problems' : 'Map')
  const [importErrors, setImportErrors] = useState<{ from: string; errors: ScenarioError[] } | null>(null)
  // The panels fold away to see the whole map (below 1000 px they lie over the map, app.css).
  const [folded, setFolded] = useState(false)
  const restored = useEditor((s) => s.restored)
  const status = useEditor((s) => s.status)
  const canUndo = useEditor((s) => s.past.length > 0)
  const canRedo = useEditor((s) => s.future.length > 0)
  const title = useEditor((s) => s.draft.title)
  const errors = useErrors()
  const fileInput = useRef<HTMLInputElement>(null)
  const handled = useRef<EditorRequest | null>(null)

  useEffect(() => {
    void autosaveStarted().then(() => {
      if (handled.current === request) return
      handled.current = request
      if (request.kind === 'edit') {
        const json = structuredClone(request.json)
        if (notEditable(json) === null)
          editorStore
            .getState()
            .replace(
              json as Draft,
              `Editing “${request.title}”: your changes make a new scenario (the game is unchanged).`,
            )
      } else if (request.kind === 'new') {
        setTab('Map')
        editorStore
          .getState()
          .say('Choose the size of the new map and create it (the scenario in progress stays until you do).')
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('.editor-section[aria-label="New map"] input')?.focus(),
        )
      }
    })
  }, [request])

  // A hex picked with the Select tool (or a problem's "Show hex") opens the Hex panel.
  useEffect(
    () =>
      editorStore.subscribe((st, prev) => {
        if (st.selectedHex !== null && st.selectedHex !== prev.selectedHex && st.tool.kind === 'select')
          setTab('Hex')
      }),
    [],
  )

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTyping(e.target)) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) editorStore.getState().undo()
      else if (key === 'y' || (key === 'z' && e.shiftKey)) editorStore.getState().redo()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const onExport = () => {
    const out = exportText(editorStore.getState().draft)
    if (!out.ok) {
      setTab('Problems')
      return editorStore
        .getState()
        .say(
          `Not exported: the validator finds ${out.errors.length} problem${out.errors.length > 1 ? 's' : ''} (see Problems).`,
        )
    }
    downloadJson(out.name, out.text)
    editorStore.getState().say(`Exported ${out.name}.`)
  }
  const onPlay = () => {
    const out = exportText(editorStore.getState().draft)
    if (!out.ok) {
      setTab('Problems')
      return editorStore
        .getState()
        .say('Fix the problems first: the game starts only on a scenario the validator accepts.')
    }
    if (play(JSON.parse(out.text), out.name)) onClose()
  }
  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    const r = importScenario(new Uint8Array(await file.arrayBuffer()))
    if (!r.ok) {
      setImportErrors({ from: file.name, errors: r.errors })
      return editorStore
        .getState()
        .say(`“${file.name}” could not be opened in the editor; the scenario in progress is unchanged.`)
    }
    setImportErrors(null)
    editorStore
      .getState()
      .replace(
        r.draft,
        r.errors.length
          ? `Imported “${file.name}” with ${r.errors.length} problem${r.errors.length > 1 ? 's' : ''} to fix (see Problems).`
          : `Imported “${file.name}”.`,
      )
    setTab(r.errors.length ? 'Problems' : 'Map')
  }

  return (
    <div className="editor" aria-busy={!restored}>
      <header className="app-header editor-header">
        <h1>Sortie · Scenario editor</h1>
        <span className="editor-title">{typeof title === 'string' ? title : ''}</span>
        <div className="editor-actions" role="toolbar" aria-label="Editor">
          <button
            type="button"
            onClick={() => editorStore.getState().undo()}
            disabled={!canUndo}
            title="Ctrl+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={() => editorStore.getState().redo()}
            disabled={!canRedo}
            title="Ctrl+Y or Ctrl+Shift+Z"
          >
            Redo
          </button>
          <button type="button" onClick={() => fileInput.current?.click()}>
            Import…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Scenario file to import"
            data-testid="editor-import"
            onChange={onImport}
          />
          <button
            type="button"
            onClick={onExport}
            aria-disabled={errors.length > 0}
            title={errors.length ? 'Fix the problems first' : 'Download the scenario file'}
          >
            Export
          </button>
          <button type="button" onClick={onPlay} aria-disabled={errors.length > 0}>
            Play this scenario
          </button>
          <button type="button" onClick={onClose} title="Back to the game; the scenario in progress is kept">
            Close editor
          </button>
        </div>
      </header>
      <p className="editor-status" role="status" aria-live="polite">
        {status}
      </p>
      {importErrors && (
        <div role="alert" className="load-errors notice">
          <h2>“{importErrors.from}” could not be opened in the editor</h2>
          <FieldErrors errors={importErrors.errors} />
          <button type="button" onClick={() => setImportErrors(null)}>
            Dismiss
          </button>
        </div>
      )}
      <main className={`editor-main${folded ? ' panel-folded' : ''}`}>
        <EditorMap store={editorStore} createScene={createScene} />
        {folded && (
          <button
            type="button"
            className="panel-unfold"
            onClick={() => setFolded(false)}
            aria-expanded={false}
            aria-controls="editor-panels"
          >
            ◂ Show panels
          </button>
        )}
        <aside className="editor-panel side-panel" id="editor-panels" aria-label="Editor panels">
          <div className="tab-row">
            <div
              role="tablist"
              aria-label="Editor panels"
              className="tabs"
              onKeyDown={(e) => {
                const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
                if (!step) return
                const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]
                setTab(next)
                document.getElementById(`editor-tab-${next}`)?.focus()
                e.preventDefault()
              }}
            >
              {TABS.map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  id={`editor-tab-${t}`}
                  aria-selected={tab === t}
                  tabIndex={tab === t ? 0 : -1}
                  aria-controls="editor-tabpanel"
                  onClick={() => setTab(t)}
                >
                  {t === 'Problems' ? `Problems (${errors.length})` : t}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="panel-fold"
              onClick={() => setFolded(true)}
              aria-label="Hide the panels"
              title="Hide the panels to see the whole map"
            >
              ▸
            </button>
          </div>
          <div
            role="tabpanel"
            id="editor-tabpanel"
            aria-labelledby={`editor-tab-${tab}`}
            className="editor-tabpanel"
          >
            {tab === 'Map' && <MapPanel />}
            {tab === 'Hex' && <HexPanel />}
            {tab === 'Bases' && <BasesPanel />}
            {tab === 'Units' && <UnitsPanel />}
            {tab === 'Sides' && <SidesPanel />}
            {tab === 'Options' && <OptionsPanel />}
            {tab === 'Problems' && <ProblemsPanel onShowHex={() => setTab('Hex')} />}
          </div>
        </aside>
      </main>
    </div>
  )
}

export default EditorScreen
