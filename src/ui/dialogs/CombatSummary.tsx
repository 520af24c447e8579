// The latest air combat's results in the decision panel (not a decision: the next dialog follows
// at once): each round's results applied together (4.16) with return fire named (4.19), who
// remains for Round 2, and once the combat is over every unit's fate and what continues (4.13).
// It stays until the next combat or the end of the Step; it can be collapsed. A hidden voluntary
// abort is not shown to the other side before it is revealed (4.16).
import { useMemo } from 'react'
import { gameState, useSortie } from '../../store/store'
import { combatSummary, viewerOf } from '../combatSummary'
import { useDialogSession } from './session'

export function CombatSummary() {
  const game = useSortie((s) => s.game)
  const state = useSortie(gameState)
  const botSides = useDialogSession((s) => s.botSides)
  const viewer = state ? viewerOf(state, botSides) : null
  const summary = useMemo(() => (game ? combatSummary(game, viewer) : null), [game, viewer])
  if (!summary || summary.sections.length === 0) return null
  return (
    <details key={summary.engagement} open className="combat-summary" data-testid="combat-summary">
      <summary>
        Air combat at {summary.loc}: {summary.over ? 'final summary' : 'results so far'}
      </summary>
      {summary.sections.map((s) => (
        <section key={s.heading} aria-label={s.heading} data-testid="combat-summary-section">
          <h4>{s.heading}</h4>
          <ul className="plain">
            {s.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  )
}
