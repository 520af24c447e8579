// The end of a scenario (pending `over`; scenario `end.afterPhases`, 4.1): what each side lost,
// and what the players can do next — restart with the same settings, save, or undo.
import { requestNewGame } from './newGameRequest'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { scenarioSummary, type GameState } from '../rules/systems/aeto'
import { useSortie } from '../store/store'
import { guarded } from './guard'
import { downloadSave } from './SaveMenu'
import { SideBadge } from './SideBadge'
import { sideRef } from './situation'
import { undoBlock } from './undo'
import { monthYear, phaseName } from './format'

/** Why the scenario is over, in a sentence: its last phase played (with the Naval and Air Phases before it, if any), or its N Naval and Air Phases. */
export function overPrompt(state: GameState, n: number): string {
  const end = state.scenario.end
  if (state.turn.ended && end?.phase) {
    const last = `${state.scenario.title}: its last phase (${phaseName(end.phase)}, ${monthYear(end.year!, end.month!)}) has been played`
    return n === 0 ? last : `${last}, after ${n} Naval and Air Phase${n === 1 ? '' : 's'}`
  }
  return `${state.scenario.title}: its ${n} Naval and Air Phase${n === 1 ? ' has' : 's have'} been played`
}

export function ScenarioOver({ state, children }: { state: GameState; children?: ReactNode }) {
  const summary = useMemo(() => scenarioSummary(state), [state])
  const game = useSortie((s) => s.game)
  const policy = useSortie((s) => s.session.undoPolicy)
  const undoWhy = undoBlock(game, policy)
  const heading = useRef<HTMLHeadingElement>(null)
  // The decision the player was answering is gone: bring the keyboard to the end's summary.
  useEffect(() => {
    if (
      !(document.activeElement instanceof HTMLElement) ||
      document.activeElement === document.body ||
      !document.activeElement.isConnected
    )
      heading.current?.focus()
  }, [])
  const n = summary.phases
  return (
    <section
      className="panel-section decision scenario-over"
      aria-labelledby="scenario-over-heading"
      data-testid="scenario-over"
    >
      <h2 id="scenario-over-heading" ref={heading} tabIndex={-1}>
        Scenario over
      </h2>
      <p className="prompt">
        {overPrompt(state, n)} <span className="rule">(4.1)</span>.
      </p>
      <h3 id="scenario-summary-heading">What each side lost</h3>
      <ul className="plain" aria-labelledby="scenario-summary-heading" data-testid="scenario-summary">
        {summary.sides.map((x) => (
          <li key={x.side}>
            <SideBadge side={sideRef(state, x.side)} decorative />{' '}
            <span className="summary-text">{x.text}</span>
          </li>
        ))}
      </ul>
      <h3 id="scenario-next-heading">What next</h3>
      <ul className="plain" aria-labelledby="scenario-next-heading">
        <li>
          <button
            type="button"
            className="primary"
            onClick={() => guarded(() => requestNewGame({ kind: 'restart' }))}
          >
            Restart the scenario
          </button>{' '}
          <span className="note">from the start, with the same dice settings and players</span>
        </li>
        <li>
          <button type="button" onClick={downloadSave}>
            Save the finished game
          </button>{' '}
          <span className="note">as a file you can load again with Load game…</span>
        </li>
        <li className="note" data-testid="scenario-over-undo">
          {undoWhy === null
            ? 'Undo (Ctrl+Z) takes back the last action: the scenario then goes on from there.'
            : `Undo is not available: ${undoWhy}`}
        </li>
      </ul>
      {children}
    </section>
  )
}
