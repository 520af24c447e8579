// Turn and phase tracker: the month, the phase, the Air Movement Step, the phasing side and the
// decision due now (side, what to decide, rule), with undo and redo.
import { redoToPerson, undoToPerson } from './dialogs/undoSteps'
import { gameState, sortieStore, useSortie } from '../store/store'
import { LAND_STEP_NAMES, type GameState, weatherNow } from '../rules/systems/aeto'
import { textFor } from '../rules/systems/aeto/view'
import { AutosaveIndicator } from './AutosaveIndicator'
import { monthYear, phaseName } from './format'
import { SideBadge } from './SideBadge'
import { sideRef } from './sideRef'
import { decisionUndoCount, redoBlock, undoBlock } from './undo'

/** The Step within the phase: the Air Movement Step, or where the Offensive Phase stands (§16 (viii)). */
function stepText(state: GameState): string {
  const { turn, pending } = state
  if (pending.kind === 'over') return turn.ended ? 'Over' : `Air Movement Step ${turn.step} (the last)`
  if (state.weather?.phase)
    return state.weather.letter === null ? 'Weather Determination' : 'Air Operation Effects' // APTO viii: the Weather Phase's two Steps
  const op = state.offensivePhase
  if (op) {
    if (!op.current) return 'Declaring Offensives'
    if (op.current.land) {
      const c = op.current.land.combats[op.current.land.combats.length - 1]
      const open = c && c.stage !== 'done' ? `: land combat at ${c.hex}` : ''
      return `${sideRef(state, op.current.side).name} Land Offensive, ${LAND_STEP_NAMES[op.current.land.step]}${open}`
    }
    if (op.current.kind === 'sea')
      return `${sideRef(state, op.current.side).name} Sea Offensive${op.current.sea?.flotilla ? ': a flotilla Activated' : ': Activate a flotilla by moving it'}`
    return `Air Offensive: ${op.current.missions.length} of 2 missions launched`
  }
  if (turn.phase === 'strategicWarfare' && state.strategic?.step)
    return `Strategic Bombing Step: ${sideRef(state, turn.phasingSide).name} raid`
  if (turn.phase === 'strategicWarfare' && state.raiderStep) return 'Japanese Surface Raider Step' // (APTO 2.21)
  if (turn.phase === 'strategicWarfare') return `${sideRef(state, turn.phasingSide).name} Air Movement Step`
  if (turn.phase === 'end') return `${sideRef(state, turn.phasingSide).name} ships move`
  return `Air Movement Step ${turn.step + 1}`
}

export function TopBar() {
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  const policy = useSortie((s) => s.session.undoPolicy)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  if (!state || !game) return <div className="top-bar" aria-label="Turn" />
  const { turn } = state
  const weather = weatherNow(state) // the month's weather when determined each month (APTO Part 1); fixed conditions show on the map only
  // Another side's prompt may name its carrier that the viewer has not located (4.10).
  const pending = { ...state.pending, prompt: textFor(state, viewer, state.pending.prompt) }
  const undoWhy = undoBlock(game, policy)
  const redoWhy = redoBlock(game)
  const decisionBack = decisionUndoCount(game, policy)
  return (
    <div className="top-bar" role="region" aria-label="Turn and decision">
      <dl className="turn">
        <div>
          <dt>Turn</dt>
          <dd data-testid="turn">{monthYear(turn.year, turn.month)}</dd>
        </div>
        <div>
          <dt>Phase</dt>
          <dd data-testid="phase">{weather?.rolling ? 'Weather Phase' : phaseName(turn.phase)}</dd>
        </div>
        <div>
          <dt>Step</dt>
          <dd data-testid="step">{stepText(state)}</dd>
        </div>
        {weather?.determined && (
          <div className="weather-now">
            <dt>Weather</dt>
            <dd data-testid="weather" title={`Determined each month (APTO Part 1): ${weather.summary}`}>
              {weather.summary}
            </dd>
          </div>
        )}
        <div>
          <dt>Phasing</dt>
          <dd data-testid="phasing">
            <SideBadge side={sideRef(state, turn.phasingSide)} decorative />{' '}
            {sideRef(state, turn.phasingSide).name}
          </dd>
        </div>
      </dl>
      <div className="undo-redo" role="group" aria-label="History">
        <AutosaveIndicator />
        <button
          type="button"
          onClick={undoToPerson}
          disabled={undoWhy !== null}
          title={undoWhy ?? 'Undo the last action (Ctrl+Z)'}
        >
          Undo
        </button>
        {policy === 'hotSeat' && (
          <button
            type="button"
            onClick={() => sortieStore.getState().undoToDecisionStart()}
            disabled={decisionBack < 2}
            title={
              decisionBack < 2
                ? 'Nothing more to undo in this decision'
                : `Undo the ${decisionBack} choices of this decision`
            }
          >
            Back to my decision’s start
          </button>
        )}
        <button
          type="button"
          onClick={redoToPerson}
          disabled={redoWhy !== null}
          title={redoWhy ?? 'Redo (Ctrl+Y)'}
        >
          Redo
        </button>
        <span className="note undo-why" data-testid="undo-why" aria-live="polite">
          {undoWhy !== null && game.cursor > 0 ? `Undo is not available: ${undoWhy}` : ''}
        </span>
      </div>
      {pending.kind === 'over' ? (
        <p className="pending" data-testid="pending">
          <strong>
            Scenario over <span className="rule">({pending.rule})</span>:
          </strong>{' '}
          {pending.prompt}
        </p>
      ) : (
        <p
          className="pending"
          data-testid="pending"
          title={`${sideRef(state, pending.side).name} to decide (${pending.rule}): ${pending.prompt}`}
        >
          <SideBadge side={sideRef(state, pending.side)} decorative />{' '}
          <strong>
            {sideRef(state, pending.side).name} to decide <span className="rule">({pending.rule})</span>:
          </strong>{' '}
          {pending.prompt}
        </p>
      )}
    </div>
  )
}
