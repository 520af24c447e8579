// The page of an OCS game (series rules 14.0): the scenario bar with save and load, undo and redo,
// the stage of the sequence of play, the slot the OCS map goes in, the aircraft of each side, the
// decision due in its own dialog (OcsDialogs.tsx; a kind the table does not know falls back to the
// generic list), the automatic opponent's reasoning, and the log. Hot-seat: OCS hides nothing on
// the table but the dice generator (14.3e A), so the hand-over comes only when the players asked
// for one at every change of the side at the screen (handOver.ts).
import { createElement, lazy, Suspense, useEffect, useState } from 'react'
import { GAME_OVER } from '../../../rules/kernel/pending'
import { systemGame } from '../../../store/systemGame'
import { sortieStore, useSortie } from '../../../store/store'
import { ocsSystem, type OcsAction, type OcsState } from '../../../rules/systems/ocs'
import { startAutoplay } from '../../dialogs/autoplay'
import { useDialogSession } from '../../dialogs/session'
import { LoadErrors, LoadWarning, ScenarioPicker } from '../../ScenarioPicker'
import { History } from '../shared/History'
import { useHistoryKeys } from '../../historyKeys'
import { AircraftPanel } from './AircraftPanel'
import { ocsHandOverDue, ocsSideRef } from './handOver'
import { OcsLog } from './OcsLog'
import { OtherActions } from './OcsDialogs'
import { ocsDialogFor } from './dialogTable'
import { missionMenu } from './dialogLogic'
import { OcsMapPane } from './OcsMapPane'
import { scenarioWithCharts } from './ocsChartsForm'
import { requestNewGame } from '../../newGameRequest'
import { lastBotReasoning } from './ocsLog'
import { ocsTutorialNote } from './ocsTutorial'

// This page is its own chunk, fetched when an OCS game is shown: the parts the AETO/APTO page
// defers until its map is drawn come with it (there is no map to wait for).
import { HandOver, NewGameDialog, ResumeDialog, SaveMenu, StorageBanner, TakenOver } from '../../laterParts'

// The Charts form is opened on demand: its own chunk.
const OcsChartsDialog = lazy(() => import('./OcsChartsDialog').then((m) => ({ default: m.OcsChartsDialog })))

/** The store as this page reads it: the OCS game's state and actions, typed (store/systemGame.ts). */
const ocsGame = systemGame(ocsSystem)

function act(a: OcsAction): void {
  ocsGame.dispatch(a)
}

/**
 * The hand-over screen at every change between the people at the screen: OCS has no secret
 * decision (14.3e A), so hot-seat passes the screen openly unless the players ask for this.
 */
function HandOverToggle() {
  const on = useSortie((s) => s.session.handOver && s.session.handOverWhen === 'everyChange')
  return (
    <label
      className="ocs-handover-toggle"
      title="OCS hides nothing on the table (14.3e A): by default the screen passes openly"
    >
      <input
        type="checkbox"
        checked={on}
        onChange={(e) =>
          sortieStore
            .getState()
            .setSession(
              e.target.checked
                ? { handOver: true, handOverWhen: 'everyChange' }
                : { handOverWhen: 'private' },
            )
        }
      />{' '}
      Hand-over screen at every change of player
    </label>
  )
}

/** The decision due: who decides, and the dialog of its kind, or who is waited for. */
export function OcsDecision({
  state,
  botSides,
  botStopped,
  mapHex = null,
}: {
  state: OcsState
  botSides: readonly string[]
  botStopped: string | null
  /** The hex last clicked on the map (a target the mission order may take). */
  mapHex?: string | null
}) {
  const p = state.pending
  const violation = useSortie((s) => s.lastViolation)
  const game = useSortie((s) => s.game)
  const botLog = useDialogSession((s) => s.botLog)
  const tutorial = useDialogSession((s) => s.tutorial)
  const reasoning = game ? lastBotReasoning(game.cursor, botLog) : []
  if (p.kind === GAME_OVER)
    return (
      <section className="ocs-decision" aria-label="Decision">
        <p data-testid="ocs-over">The game is over. {p.prompt}</p>
      </section>
    )
  const name = (id: string) => state.scenario.sides.find((x) => x.id === id)?.name ?? id
  const bot = botSides.includes(p.side)
  // The dice rolled by hand and the charts are on the players' table: a person answers them for the
  // automatic opponent too (it answers neither, kernel/pending.ts and the OCS bot).
  const forPeople = p.kind === 'roll' || p.kind === 'chartLookup'
  const legal = ocsSystem.legal(state)
  const Dialog = ocsDialogFor(p.kind)
  const note = tutorial ? ocsTutorialNote(state) : null
  return (
    <section className="ocs-decision" aria-label="Decision">
      <p data-testid="ocs-pending">
        Deciding now: {name(p.side)}
        {bot ? ' (the automatic opponent)' : ''}, rule {p.rule}.
      </p>
      {reasoning.length > 0 && (
        <div className="ocs-bot-reasoning note" data-testid="ocs-bot-reasoning">
          The automatic opponent: {reasoning.map((e) => e.text).join(' ')}
        </div>
      )}
      {bot && !forPeople ? (
        <p className="note" data-testid="ocs-bot-thinking">
          The automatic opponent decides for {name(p.side)}: {p.prompt}
        </p>
      ) : (
        <>
          {bot && forPeople && (
            <p className="note">
              {p.kind === 'roll' ? 'Roll the dice' : 'Read your chart'} for {name(p.side)}: the automatic
              opponent leaves the dice and the printed charts to the people at the table.
            </p>
          )}
          {Dialog ? (
            // The kind's dialog from the table (dialogTable.ts), keyed by the game's step so that
            // each decision opens fresh.
            createElement(Dialog, { key: `${game?.cursor}`, state, pending: p, legal, act, mapHex })
          ) : Dialog === undefined ? (
            <>
              <p>{p.prompt}</p>
              <OtherActions actions={legal} act={act} />
            </>
          ) : null}
        </>
      )}
      {note && (
        <aside className="tutorial-note" aria-label="Tutorial" data-testid="tutorial-note">
          <h3>Tutorial: {note.title}</h3>
          {note.lines.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </aside>
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

/** The whole page of an OCS game. */
export default function OcsApp() {
  const state = useSortie(ocsGame.state)
  const firstState = useSortie((s) => s.game?.states[0] ?? null)
  const handOverOn = useSortie((s) => s.session.handOver)
  const when = useSortie((s) => s.session.handOverWhen ?? 'private')
  const botSides = useDialogSession((s) => s.botSides)
  const botStopped = useDialogSession((s) => s.botStopped)
  const modal = useDialogSession((s) => s.newGame !== null || s.briefing)
  const [atScreen, setAtScreen] = useState<string | null>(() => state?.pending.side ?? null)
  const [mapHex, setMapHex] = useState<string | null>(null)
  const [chartsOpen, setChartsOpen] = useState(false)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const scenarioName = useSortie((s) => s.scenarioId)
  useEffect(() => startAutoplay(), [])
  useHistoryKeys()
  // A new game: whoever decides first is at the screen (set while rendering, as React advises for
  // state that follows a prop, so the page never shows one frame with the previous side).
  const [seenFirst, setSeenFirst] = useState(firstState)
  if (seenFirst !== firstState) {
    setSeenFirst(firstState)
    setAtScreen(state?.pending.side ?? null)
  }
  const pendingSide = state?.pending.side ?? null
  const handOver =
    state !== null &&
    ocsHandOverDue({
      handOver: handOverOn,
      when,
      pendingSide,
      atScreen,
      botSides,
      over: state.pending.kind === GAME_OVER,
    })
  // With no hand-over due, the side deciding is the one at the screen (nothing is hidden, 14.3e A).
  if (!handOver && pendingSide !== null && !botSides.includes(pendingSide) && pendingSide !== atScreen)
    setAtScreen(pendingSide)
  if (!state) return null
  // The map marks the target hexes the mission order offers (from the rules' legal actions); a
  // click on one of them picks it in the dialog.
  const targets =
    state.pending.kind === 'phase' && !botSides.includes(state.pending.side)
      ? [...new Set([...missionMenu(ocsSystem.legal(state)).missions.values()].flatMap((m) => [...m.keys()]))]
      : []
  return (
    <div className="app ocs-app" data-system="ocs">
      <header className="app-header">
        <h1>Sortie</h1>
        <ScenarioPicker />
        <SaveMenu onCharts={() => setChartsOpen(true)} />
        <History />
        <HandOverToggle />
      </header>
      <div className="app-notices">
        <ResumeDialog />
        <StorageBanner />
        <LoadErrors />
        <LoadWarning />
      </div>
      <p className="ocs-stage" data-testid="stage">
        {ocsSystem.stage(state)}
      </p>
      <main
        className="ocs-main"
        inert={handOver || modal || undefined}
        aria-hidden={handOver || modal || undefined}
      >
        <div className="ocs-board">
          <div data-testid="ocs-map-slot" className="ocs-map-slot" aria-label="Map">
            {!handOver && (
              <OcsMapPane state={state} viewer={viewer} highlight={targets} onHexClick={setMapHex} />
            )}
          </div>
          <AircraftPanel state={state} />
        </div>
        <div className="ocs-side">
          <OcsDecision state={state} botSides={botSides} botStopped={botStopped} mapHex={mapHex} />
          <OcsLog />
        </div>
      </main>
      {handOver && pendingSide !== null && (
        <HandOver
          to={ocsSideRef(state, pendingSide)}
          kind={state.pending.kind}
          onReady={() => setAtScreen(pendingSide)}
        />
      )}
      {chartsOpen && (
        <Suspense fallback={null}>
          <OcsChartsDialog
            scenario={state.scenario}
            onClose={() => setChartsOpen(false)}
            onSave={(save) => {
              // The engine reads the charts a scenario carries when a game starts (docs/ocs-charts.md):
              // entered charts start a new game of this scenario, through the new-game dialog.
              setChartsOpen(false)
              requestNewGame({
                kind: 'charts',
                json: scenarioWithCharts(state.scenario, save),
                name: `${scenarioName ?? 'ocs'}-with-charts.json`,
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
