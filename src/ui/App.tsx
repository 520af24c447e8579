// The page: the scenario bar and the turn tracker on top, the map beside the side panel, the
// hand-over screen when the deciding side changes, and drop-a-file-anywhere loading.
import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { gameState, sortieStore, useSortie } from '../store/store'
import type { GameState } from '../rules/systems/aeto'
import { resumeStore, type BootResult } from './boot'
import { useStore } from 'zustand'
import { dialogSession, useDialogSession } from './dialogs/session'
import { deferred } from './deferred'
import { closeEditor, useEditorMode } from './editorMode'
import { MapPane } from './MapPane'
import { createMapScene } from '../map/scene'
import { LoadErrors, LoadWarning, ScenarioPicker, loadScenarioFile } from './ScenarioPicker'
import { SidePanel } from './SidePanel'
import { sideRef } from './sideRef'
import { TopBar } from './TopBar'
import { screensOfScenario } from './systems'
import { useHistoryKeys } from './historyKeys'
import { allOpenNow, needsPrivacy as needsPrivacyNow, screenViewer } from './viewer'

const later = () => import('./laterParts')
const Announcer = deferred(() => later().then((m) => m.Announcer))
const HandOver = deferred(() => later().then((m) => m.HandOver))
const NewGameDialog = deferred(() => later().then((m) => m.NewGameDialog))
const ChartsDialog = deferred(() => later().then((m) => m.ChartsDialog))
const ReplayBar = deferred(() => later().then((m) => m.ReplayBar))
const ResumeDialog = deferred(() => later().then((m) => m.ResumeDialog))
const SaveMenu = deferred(() => later().then((m) => m.SaveMenu))
const StorageBanner = deferred(() => later().then((m) => m.StorageBanner))
const TakenOver = deferred(() => later().then((m) => m.TakenOver))
const TimelineBar = deferred(() => later().then((m) => m.TimelineBar))
/** The scenario editor: fetched only when opened (docs/guide.md, "Set up your own game: the scenario editor"). */
const EditorScreen = lazy(() => import('../editor/EditorScreen'))
/** The in-app help, the player's guide: fetched only when opened (docs/guide.md, bundled as text). */
const HelpDialog = lazy(() => import('./help/HelpDialog'))
/** The page of a game whose system has no screens yet: the generic decision list (NoScreens.tsx). */
const GenericApp = lazy(() => import('./systems/shared/GenericApp'))

/**
 * A traced route belongs to the decision it was started for: a mission's to `plan`, an
 * interceptor group's to the launch of that engagement. Drop it if the decision changed (undo, redo).
 */
function useTracingGuard(): void {
  useEffect(
    () =>
      sortieStore.subscribe((s) => {
        const tr = s.ui.tracing
        if (!tr) return
        const p = gameState(s)?.pending
        const belongs = tr.engagement
          ? p?.kind === 'launchInterceptors' &&
            p.engagement === tr.engagement &&
            p.bases.some((b) => b.base === tr.base)
          : p?.kind === 'plan' || p?.kind === 'groundSupport'
        if (!belongs) s.cancelTracing()
      }),
    [],
  )
}

/**
 * "Play this scenario" in the editor: the new-game dialog on it (who plays each side, the hand-over,
 * the dice), as for any scenario; the game starts as on a file opened from disk (NewGameDialog).
 */
function playFromEditor(json: unknown, name: string): boolean {
  dialogSession.setState({ newGame: { kind: 'editor', json, name }, briefing: false })
  return true
}

const FOLD_KEY = 'sortie.panelFolded'

/**
 * Whether the side panel is folded away (kept for the next visit). A new decision for a person
 * brings it back: the dialog that asks for it is in the panel.
 */
function usePanelFold(): [boolean, (v: boolean) => void] {
  const [folded, setFolded] = useState(() => {
    try {
      return window.localStorage.getItem(FOLD_KEY) === '1'
    } catch {
      return false
    }
  })
  const set = (v: boolean) => {
    setFolded(v)
    try {
      window.localStorage.setItem(FOLD_KEY, v ? '1' : '0')
    } catch {
      // storage disabled: the choice holds for this visit
    }
  }
  useEffect(
    () =>
      sortieStore.subscribe((s, prev) => {
        const p = gameState(s)?.pending
        if (!p || gameState(prev)?.pending === p || p.kind === 'over') return
        if (!dialogSession.getState().botSides.includes(p.side)) setFolded(false)
      }),
    [],
  )
  return [folded, set]
}

/**
 * Keeps the store's `ui.viewer` (whose view the map and panels render, design §7) in step with the
 * players and the settings. Hot-seat: the view switches at the hand-over — to the side that takes
 * the screen, or that reaches a private decision with no hand-over due — never at an open change
 * of the deciding side (an interception, a die). Set before the browser paints, so the screen
 * never shows a view it should not, even for one frame.
 */
function useScreenViewer(
  handOverOn: boolean,
  handOverDue: boolean,
  needsPrivacy: boolean,
  botSides: readonly string[],
): void {
  const state = useSortie(gameState)
  const firstState = useSortie((s) => s.game?.states[0] ?? null)
  const session = useSortie((s) => s.session)
  const [atScreen, setAtScreen] = useState<string | null>(null)
  const pendingSide = state?.pending.side ?? null
  useLayoutEffect(
    () => setAtScreen(sortieStore.getState().game ? gameState(sortieStore.getState())!.pending.side : null),
    [firstState, handOverOn],
  )
  useLayoutEffect(() => {
    if (handOverOn && !handOverDue && needsPrivacy && pendingSide !== null && !botSides.includes(pendingSide))
      setAtScreen(pendingSide)
  }, [handOverOn, handOverDue, needsPrivacy, pendingSide, botSides])
  const viewer = state
    ? screenViewer({
        state,
        botSides,
        allOpen: allOpenNow(session, botSides),
        handOver: handOverOn,
        atScreen,
      })
    : null
  useLayoutEffect(() => {
    if ((sortieStore.getState().ui.viewer ?? null) !== viewer) sortieStore.getState().setUi({ viewer })
  }, [viewer])
}

/** Nobody has said who sits at the screen yet (a game resumed after a reload, in hot-seat). */
const AT_SCREEN_UNKNOWN = ''

/**
 * The page, picked through the registry of screens (ui/systems, screensFor): the system's own page
 * when it registers one (OCS), the AETO/APTO page around a system's dialogs otherwise, and for a
 * system with no screens yet the generic decision panel (NoScreens.tsx). No game yet: the
 * AETO/APTO page and its picker.
 */
export function App({ booted }: { booted?: Promise<BootResult> }) {
  const screens = useSortie((s) => (s.game ? (screensOfScenario(s.game.scenario) ?? null) : undefined))
  if (screens === null)
    return (
      <Suspense fallback={<p className="editor-loading">Loading the game’s screens…</p>}>
        <GenericApp />
      </Suspense>
    )
  if (screens?.App) {
    const Page = screens.App
    return (
      <Suspense fallback={<p className="editor-loading">Loading the game’s screens…</p>}>
        <Page />
      </Suspense>
    )
  }
  return <SystemApp booted={booted} />
}

/** The AETO/APTO page: map, panels, dialogs, hand-over. */
function SystemApp({ booted }: { booted?: Promise<BootResult> }) {
  const state = useSortie(gameState)
  const firstState = useSortie((s) => s.game?.states[0] ?? null)
  const handOverOn = useSortie((s) => s.session.handOver)
  const replayOpen = useSortie((s) => !!s.ui.replay)
  const [readySide, setReadySide] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => void booted?.then((r) => setNotice(r.unknownId)), [booted])
  useHistoryKeys()
  useTracingGuard()
  const [folded, setFolded] = usePanelFold()

  const pendingSide = state?.pending.side ?? null
  // A new game or switching the screen on: whoever decides now is at the screen. A game resumed or
  // loaded part-way (a reload): nobody has said who sits at the screen, so in hot-seat the hand-over
  // comes before the board. A layout effect: the board never shows for one frame before it.
  const lastFirst = useRef<GameState | null>(null)
  useLayoutEffect(() => {
    const g = sortieStore.getState().game
    const loaded = firstState !== lastFirst.current
    lastFirst.current = firstState
    if (!g) return setReadySide(null)
    setReadySide(loaded && g.cursor > 0 ? AT_SCREEN_UNKNOWN : gameState(sortieStore.getState())!.pending.side)
  }, [firstState, handOverOn])
  // Never for a side the automatic opponent plays: only a human side takes the screen over, from
  // another human side (the last human at the screen while the bot played is still readySide).
  const botSides = useDialogSession((s) => s.botSides)
  const suspended = useSortie((s) => s.suspended !== null)
  const helpOpen = useDialogSession((s) => s.help)
  const modal = useDialogSession((s) => s.newGame !== null || s.briefing || s.help || s.charts !== null)
  // 'private': the screen passes openly for the rest (an interception, a die, a combat choice),
  // so the side deciding now counts as at the screen (docs/guide.md, "Hot-seat").
  const when = useSortie((s) => s.session.handOverWhen ?? 'private')
  const needsPrivacy = useMemo(() => needsPrivacyNow(state, when), [state, when])
  useEffect(() => {
    if (
      handOverOn &&
      !needsPrivacy &&
      readySide !== AT_SCREEN_UNKNOWN &&
      pendingSide !== null &&
      !botSides.includes(pendingSide)
    )
      setReadySide(pendingSide)
  }, [handOverOn, needsPrivacy, readySide, pendingSide, botSides])
  const handOverDue =
    handOverOn &&
    (needsPrivacy || readySide === AT_SCREEN_UNKNOWN) &&
    state !== null &&
    pendingSide !== null &&
    readySide !== null &&
    pendingSide !== readySide &&
    !botSides.includes(pendingSide) &&
    state.pending.kind !== 'over'
  const handOver = !replayOpen && handOverDue
  useScreenViewer(handOverOn, handOverDue, needsPrivacy, botSides)

  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files')
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }
  const onDrop = async (e: DragEvent) => {
    if (!hasFiles(e)) return
    e.preventDefault()
    setDragging(false)
    const file = e.dataTransfer.files[0]
    if (file) await loadScenarioFile(file)
  }

  const editorOpen = useEditorMode()
  const storageAnswered = useStore(resumeStore, (s) => s.answered)
  if (editorOpen)
    return (
      <div className="app editor-mode">
        <Suspense fallback={<p className="editor-loading">Loading the scenario editor…</p>}>
          <EditorScreen
            request={editorOpen}
            onPlay={playFromEditor}
            onClose={closeEditor}
            createScene={createMapScene}
          />
        </Suspense>
      </div>
    )

  return (
    <div
      className="app"
      data-storage={storageAnswered ? 'answered' : 'waiting'} // read by the end-to-end tests
      onDragOver={onDragOver}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
    >
      <a
        href="#panels"
        className="skip-link"
        onClick={(e) => {
          e.preventDefault()
          document.querySelector<HTMLElement>('.side-panel [role="tab"][aria-selected="true"]')?.focus()
        }}
      >
        Skip to the panels
      </a>
      <header className="app-header">
        <h1>Sortie</h1>
        <ScenarioPicker />
        <SaveMenu />
        <button
          type="button"
          className="help-button"
          aria-label="Help: the player's guide"
          title="Help: the player's guide"
          onClick={() => dialogSession.setState({ help: true })}
        >
          ?
        </button>
      </header>
      <TopBar />
      <TimelineBar />
      <ReplayBar />
      <div className="app-notices">
        <ResumeDialog />
        <StorageBanner />
        {notice !== null && (
          <p role="alert" className="notice banner">
            There is no built-in scenario “{notice}”; showing “{state?.scenario.title ?? '—'}”.{' '}
            <button type="button" className="link" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </p>
        )}
        <LoadErrors />
        <LoadWarning />
      </div>
      <main
        className={`app-main${folded ? ' panel-folded' : ''}`}
        inert={handOver || suspended || modal || undefined}
        aria-hidden={handOver || suspended || modal || undefined}
      >
        <MapPane />
        <SidePanel onFold={() => setFolded(true)} />
        {folded && (
          <button
            type="button"
            className="panel-unfold"
            onClick={() => setFolded(false)}
            aria-expanded={false}
            aria-controls="panels"
          >
            ◂ Show panels
          </button>
        )}
      </main>
      {handOver && state && (
        <HandOver
          to={sideRef(state, pendingSide)}
          kind={state.pending.kind}
          onReady={() => setReadySide(pendingSide)}
        />
      )}
      <NewGameDialog />
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpDialog />
        </Suspense>
      )}
      <ChartsDialog />
      <TakenOver />
      {dragging && (
        <div className="drop-zone" aria-hidden="true">
          Drop a scenario or saved game file to load it
        </div>
      )}
      <Announcer />
    </div>
  )
}
