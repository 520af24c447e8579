// Text alternatives for what the map shows: a polite live region announcing the selection and
// the decision due now, for screen readers (and as plain text for tests).
import { useMemo } from 'react'
import { gameState, useSortie } from '../store/store'
import { textFor } from '../rules/systems/aeto/view'
import { selectionText } from './announce'

export function Announcer() {
  const state = useSortie(gameState)
  const hex = useSortie((s) => s.ui.selectedHex)
  const unit = useSortie((s) => s.ui.selectedUnit)
  const tracing = useSortie((s) => s.ui.tracing)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const text = useMemo(
    () => (state ? selectionText(state, hex, unit, tracing?.route ?? null, viewer) : ''),
    [state, hex, unit, tracing, viewer],
  )
  const prompt = state ? textFor(state, viewer, state.pending.prompt) : ''
  const pending =
    state?.pending.kind === 'over'
      ? `Scenario over: ${prompt} (${state.pending.rule})`
      : state
        ? `${state.scenario.sides.find((s) => s.id === state.pending.side)?.name ?? state.pending.side} to decide: ${prompt} (${state.pending.rule})`
        : ''
  return (
    <div className="visually-hidden">
      <p aria-live="polite" data-testid="announce-selection">
        {text}
      </p>
      <p aria-live="polite" data-testid="announce-pending">
        {pending}
      </p>
    </div>
  )
}
