// The decision due now. For `plan`: pick units at a base, trace the route hex by hex on the map
// (or with the next-hex buttons), launch; or end the Air Movement Step. Every other kind has its
// dialog (dialogs/dialogForKind.tsx); a kind without one falls back to its legal actions in words. The
// plan's forms are beside it: PlanChooser, MissionForm with MissionTargets, and TracePanel.
import { useEffect, useMemo, useState } from 'react'
import { legalActions, type GameState } from '../rules/systems/aeto'
import { gameState, sortieStore, useSortie } from '../store/store'
import { describeAction } from './actionWords'
import { guarded } from './guard'
import { SideBadge } from './SideBadge'
import { sideRef } from './situation'
import type { DialogFor } from './dialogs/dialogForKind'
import { screensOfScenario } from './systems'
import { LastRolls } from './dialogs/LastRolls'
import { CombatSummary } from './dialogs/CombatSummary'
import { startAutoplay } from './dialogs/autoplay'
import { useDialogSession } from './dialogs/session'
import { TutorialNotes } from './tutorial/TutorialNotes'
import { ScenarioOver } from './ScenarioOver'
import { ruleSuffix } from './format'
import { logSeen } from '../rules/systems/aeto/view'
import { LandCombatResults } from './dialogs/GroundSupportDialogs'
import { StrategicResults } from './dialogs/StrategicDialogs'
import { InterdictionResults } from './dialogs/InterdictionDialogs'
import { PlanChooser } from './PlanChooser'
import { TracePanel } from './TracePanel'

/** Defensive: the legal actions of a pending kind that has no dialog (none today), in words. */
function FallbackChooser({ state }: { state: GameState }) {
  const actions = useMemo(() => legalActions(state, { maxSubsetUnits: 6 }), [state])
  const [choice, setChoice] = useState(0)
  useEffect(() => setChoice(0), [actions])
  if (actions.length === 0) return <p className="hint">No action is possible.</p>
  const play = (i: number) => guarded(() => sortieStore.getState().dispatch(actions[i]))
  return (
    <div className="fallback" data-testid="fallback-chooser">
      <p className="note">Legal choices:</p>
      {actions.length <= 10 ? (
        <ul className="plain choices">
          {actions.map((a, i) => (
            <li key={i}>
              <button type="button" onClick={() => play(i)}>
                {describeAction(state, a)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="choices">
          <label>
            Choice ({actions.length})
            <select value={choice} onChange={(e) => setChoice(Number(e.target.value))}>
              {actions.map((a, i) => (
                <option key={i} value={i}>
                  {describeAction(state, a)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" onClick={() => play(choice)}>
            Do it
          </button>
        </div>
      )}
    </div>
  )
}

export function DecisionPanel() {
  const state = useSortie(gameState)
  const tracing = useSortie((s) => s.ui.tracing !== null)
  const violation = useSortie((s) => s.lastViolation)
  const cursor = useSortie((s) => s.game?.cursor ?? 0)
  // The dialog of each kind, as the game's rule system registers them (ui/systems): this panel is the
  // AETO/APTO page's, and finds its dialogs like any page, by the system the scenario names.
  const dialogs = useSortie((s) => (s.game ? screensOfScenario(s.game.scenario)?.dialogs : undefined))
  useEffect(() => startAutoplay(), [])
  if (!state) return null
  const p = state.pending
  const Dialog = dialogs?.[p.kind] as DialogFor<typeof p.kind> | undefined
  if (p.kind === 'over')
    return (
      <ScenarioOver state={state}>
        <InterdictionResults state={state} />
        <TutorialNotes />
        <BotReasoning />
      </ScenarioOver>
    )
  const side = sideRef(state, p.side)
  return (
    <section className="panel-section decision" aria-labelledby="decision-heading" data-testid="decision">
      <h2 id="decision-heading">
        <SideBadge side={side} /> {side.name} to decide
      </h2>
      <p className="prompt">
        {p.prompt}
        {ruleSuffix(p.prompt, p.rule) && <span className="rule">{ruleSuffix(p.prompt, p.rule)}</span>}
      </p>
      {violation && (
        <p role="alert" className="notice">
          {violation.rule === 'internal error'
            ? `${violation.message} `
            : `Not allowed: ${violation.message}${ruleSuffix(violation.message, violation.rule)} `}
          <button type="button" className="link" onClick={() => sortieStore.getState().clearViolation()}>
            Dismiss
          </button>
        </p>
      )}
      <LastRolls />
      <TutorialNotes />
      <CombatSummary />
      <LandCombatResults state={state} />
      <InterdictionResults state={state} />
      <StrategicResults state={state} />
      {(p.kind === 'plan' || p.kind === 'groundSupport') && tracing ? (
        <TracePanel state={state} />
      ) : p.kind === 'plan' ? (
        <PlanChooser key={`${state.turn.phase}@${state.turn.step}`} state={state} pending={p} />
      ) : Dialog ? (
        <Dialog key={cursor} state={state} p={p} />
      ) : (
        <FallbackChooser state={state} />
      )}
      <BotReasoning />
    </section>
  )
}

/** The automatic opponent's reasoning for its last decisions (newest first). */
function BotReasoning() {
  const log = useDialogSession((s) => s.botLog)
  const stopped = useDialogSession((s) => s.botStopped)
  const cursor = useSortie((s) => s.game?.cursor ?? 0)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const game = useSortie((s) => s.game)
  const last = Object.keys(log)
    .map(Number)
    .filter((k) => k < cursor)
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reverse() // the last three, read oldest first
  // The view's log: a secret choice's reasoning stays hidden from the other side until revealed.
  const seen = game && last.length ? logSeen({ ...game, bot: log, from: last[0], upTo: cursor }, viewer) : []
  const shown = last.map((k) => [k, seen.find((a) => a.index === k)?.bot ?? []] as const)
  if (shown.length === 0 && !stopped) return null
  return (
    <section className="bot-reasoning" aria-label="Automatic opponent" data-testid="bot-reasoning">
      {stopped && (
        <p role="alert" className="notice">
          {stopped}
        </p>
      )}
      {shown.map(([k, evs]) => (
        <ul key={k} className="plain">
          {evs.map((e, i) => (
            <li key={i}>
              Bot: {e.text}{' '}
              {ruleSuffix(e.text, e.rule) && <span className="rule">{ruleSuffix(e.text, e.rule)}</span>}
            </li>
          ))}
        </ul>
      ))}
    </section>
  )
}
