// The page of an AWAW game (rule 23, air-naval operations): the scenario bar with save and load,
// undo and redo, the stage, the map, each side's air bases and naval forces, the decision due in
// its own dialog (AwawDialogs.tsx; a kind the table does not know falls back to the generic list),
// and the log. Everything shown is the view of the side at the screen (the rules' `view`), never
// the whole state: the cover and CAP are secret (23.25A), so hot-seat hands the screen over at
// every change of the person deciding (screen.ts).
import { createElement, lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { GAME_OVER } from '../../../rules/kernel/pending'
import { awawSystem, type AwawAction, type AwawState } from '../../../rules/systems/awaw'
import { sortieStore, useSortie } from '../../../store/store'
import { systemGame } from '../../../store/systemGame'
import { startAutoplay } from '../../dialogs/autoplay'
import { useDialogSession } from '../../dialogs/session'
import { useHistoryKeys } from '../../historyKeys'
import { LoadErrors, LoadWarning, ScenarioPicker } from '../../ScenarioPicker'
import { OtherActions } from '../shared/OtherActions'
import { History } from '../shared/History'
import { lastBotReasoning } from '../shared/logGroups'
import { SystemLog } from '../shared/SystemLog'
import { awawBotLogSeen, awawLogGroups } from './awawLog'
import { AwawMapPane } from './AwawMapPane'
import { awawDialogFor } from './dialogTable'
import { ForcesPanel } from './ForcesPanel'
import { AWAW_COLOURS, awawHandOverDue, awawViewer } from './screen'
import { asState, type AwawView } from './words'

// This page is its own chunk, fetched when an AWAW game is shown, with the parts the AETO/APTO page
// defers until its map is drawn.
import { HandOver, NewGameDialog, ResumeDialog, SaveMenu, StorageBanner, TakenOver } from '../../laterParts'
import { requestNewGame } from '../../newGameRequest'

// The Charts form is opened on demand: its own chunk.
const AwawChartsDialog = lazy(() =>
  import('./AwawChartsDialog').then((m) => ({ default: m.AwawChartsDialog })),
)

/** The store as this page reads it: the AWAW game's state and actions, typed (store/systemGame.ts). */
const awawGame = systemGame(awawSystem)

function act(a: AwawAction): void {
  awawGame.dispatch(a)
}

/** The decision due as the side at the screen sees it: its dialog, or who is waited for. */
export function AwawDecision({
  view,
  viewer,
  botSides,
  botStopped,
  mapHex = null,
}: {
  view: AwawState
  viewer: string | null
  botSides: readonly string[]
  botStopped: string | null
  mapHex?: string | null
}) {
  const p = view.pending
  const violation = useSortie((s) => s.lastViolation)
  const game = useSortie((s) => s.game)
  const botLog = useDialogSession((s) => s.botLog)
  const reasoning = game ? lastBotReasoning(game.cursor, awawBotLogSeen(botLog, viewer)) : []
  if (p.kind === GAME_OVER)
    return (
      <section className="awaw-decision" aria-label="Decision">
        <p data-testid="awaw-over">The game is over. {p.prompt}</p>
      </section>
    )
  const name = (id: string) => view.scenario.sides.find((x) => x.id === id)?.name ?? id
  const bot = botSides.includes(p.side)
  // The naval movement and the Air Combat Table are the players' (outside the rules text, and the
  // automatic opponent answers neither): a person enters them for the automatic opponent's side too.
  const forPeople = p.kind === 'outside' || p.kind === 'chartLookup'
  const mine = viewer === null || viewer === p.side || (bot && forPeople)
  const legal = mine ? awawSystem.legal(view) : []
  const Dialog = awawDialogFor(p.kind)
  return (
    <section className="awaw-decision" aria-label="Decision">
      <p data-testid="awaw-pending">
        Deciding now: {name(p.side)}
        {bot ? ' (the automatic opponent)' : ''}, rule {p.rule}.
      </p>
      {reasoning.length > 0 && (
        <div className="awaw-bot-reasoning note" data-testid="awaw-bot-reasoning">
          The automatic opponent: {reasoning.map((e) => e.text).join(' ')}
        </div>
      )}
      {!mine ? (
        <p className="note" data-testid="awaw-waiting">
          {bot ? `The automatic opponent decides for ${name(p.side)}.` : `Waiting for ${name(p.side)}.`}
        </p>
      ) : (
        <>
          {bot && (
            <p className="note">
              {p.kind === 'outside' ? 'Enter the naval movement' : 'Read your chart'} for {name(p.side)}: the
              automatic opponent leaves what the rules text does not hold to the people at the table.
            </p>
          )}
          {Dialog ? (
            createElement(Dialog, { key: `${game?.cursor}`, state: view, pending: p, legal, act, mapHex })
          ) : Dialog === undefined ? (
            <>
              <p>{p.prompt}</p>
              <OtherActions actions={legal} act={act} />
            </>
          ) : null}
        </>
      )}
      {botStopped && !forPeople && (
        <p role="status" className="notice">
          {botStopped}
        </p>
      )}
      {violation && (
        <p role="alert" className="violation">
          {violation.message} ({violation.rule})
        </p>
      )}
    </section>
  )
}

/** The whole page of an AWAW game. */
export default function AwawApp() {
  const state = useSortie(awawGame.state)
  const firstState = useSortie((s) => s.game?.states[0] ?? null)
  const handOverOn = useSortie((s) => s.session.handOver)
  const botSides = useDialogSession((s) => s.botSides)
  const botStopped = useDialogSession((s) => s.botStopped)
  const botLog = useDialogSession((s) => s.botLog)
  const game = useSortie((s) => s.game)
  const modal = useDialogSession((s) => s.newGame !== null || s.briefing)
  const [atScreen, setAtScreen] = useState<string | null>(() => state?.pending.side ?? null)
  const [mapHex, setMapHex] = useState<string | null>(null)
  const [chartsOpen, setChartsOpen] = useState(false)
  const scenarioName = useSortie((s) => s.scenarioId)
  useEffect(() => startAutoplay(), [])
  useHistoryKeys()
  // A new game: whoever decides first is at the screen (set while rendering, as React advises for
  // state that follows a prop).
  const [seenFirst, setSeenFirst] = useState(firstState)
  if (seenFirst !== firstState) {
    setSeenFirst(firstState)
    setAtScreen(state?.pending.side ?? null)
  }
  const pendingSide = state?.pending.side ?? null
  const over = state?.pending.kind === GAME_OVER
  const handOver =
    state !== null && awawHandOverDue({ handOver: handOverOn, pendingSide, atScreen, botSides, over })
  // Without the hand-over screen, the side deciding is at the screen.
  if (!handOverOn && pendingSide !== null && !botSides.includes(pendingSide) && pendingSide !== atScreen)
    setAtScreen(pendingSide)
  const sides = useMemo(() => state?.scenario.sides.map((x) => x.id) ?? [], [state?.scenario])
  const viewer = awawViewer({ handOver: handOverOn, pendingSide, atScreen, botSides, sides })
  // The store's viewer follows (the scenario bar's save and the announcer read it).
  useEffect(() => {
    if ((sortieStore.getState().ui.viewer ?? null) !== viewer) sortieStore.getState().setUi({ viewer })
  }, [viewer])
  const view = useMemo(() => (state ? (awawSystem.view(state, viewer) as AwawView) : null), [state, viewer])
  const groups = useMemo(() => (game ? awawLogGroups(game, viewer, botLog) : []), [game, viewer, botLog])
  if (!state || !view) return null
  const v = asState(view)
  // The map marks the hexes the outside event offers (from the rules' legal actions); a click on one
  // picks it in the dialog.
  const targets =
    v.pending.kind === 'outside'
      ? [...new Set(awawSystem.legal(v).flatMap((a) => (a.type === 'enterHex' ? [a.hex] : [])))]
      : []
  const sideIndex = state.scenario.sides.findIndex((x) => x.id === pendingSide)
  return (
    <div className="app awaw-app" data-system="awaw">
      <header className="app-header">
        <h1>Sortie</h1>
        <ScenarioPicker />
        <SaveMenu onCharts={() => setChartsOpen(true)} />
        <History />
        <span className="note" data-testid="awaw-viewer">
          {viewer ? `Showing what ${view.scenario.sides.find((x) => x.id === viewer)?.name} may see` : ''}
        </span>
      </header>
      <div className="app-notices">
        <ResumeDialog />
        <StorageBanner />
        <LoadErrors />
        <LoadWarning />
      </div>
      <p className="awaw-stage" data-testid="stage">
        {awawSystem.stage(v)}
      </p>
      <main
        className="awaw-main"
        inert={handOver || modal || undefined}
        aria-hidden={handOver || modal || undefined}
      >
        {!handOver && (
          <>
            <div className="awaw-board">
              <div data-testid="awaw-map-slot" className="awaw-map-slot" aria-label="Map">
                <AwawMapPane view={view} viewer={viewer} highlight={targets} onHexClick={setMapHex} />
              </div>
              <ForcesPanel state={v} viewer={viewer} />
            </div>
            <div className="awaw-side">
              <AwawDecision
                view={v}
                viewer={viewer}
                botSides={botSides}
                botStopped={botStopped}
                mapHex={mapHex}
              />
              <SystemLog groups={groups} className="awaw-log" />
            </div>
          </>
        )}
      </main>
      {handOver && pendingSide !== null && (
        <HandOver
          to={{
            id: pendingSide,
            name: state.scenario.sides[sideIndex]?.name ?? pendingSide,
            letter: (state.scenario.sides[sideIndex]?.name ?? pendingSide).slice(0, 1).toUpperCase(),
            colour: AWAW_COLOURS[sideIndex] ?? '#808080',
          }}
          kind={state.pending.kind}
          onReady={() => setAtScreen(pendingSide)}
        />
      )}
      {chartsOpen && (
        <Suspense fallback={null}>
          <AwawChartsDialog
            scenario={state.scenario}
            onClose={() => setChartsOpen(false)}
            onSave={(scenario) => {
              // The rules read the entered rows when a game begins: a new game of this scenario.
              setChartsOpen(false)
              requestNewGame({
                kind: 'charts',
                json: scenario,
                name: `${scenarioName ?? 'awaw'}-with-charts.json`,
              })
            }}
          />
        </Suspense>
      )}
      <NewGameDialog />
      <TakenOver />
    </div>
  )
}
