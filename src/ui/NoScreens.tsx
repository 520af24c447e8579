// A game of a rule system that has no screens in this page yet (ui/systems): instead of the
// AETO/APTO map and dialogs, which would misread its state, the page says so and shows the
// decision due through the registry alone (RuleSystem.stage, the pending envelope, legal actions),
// so the game can still be played, undone and left for another scenario. The page around it is
// systems/shared/GenericApp.tsx.
import { GAME_OVER } from '../rules/kernel/pending'
import type { PendingEnvelope } from '../rules/kernel/pending'
import type { AnySystem } from '../rules/systems'

/** An action as a line for a button: its type, then each other field ("aim: at 4"). */
export function actionLabel(action: { type: string }): string {
  const fields = Object.entries(action)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
  return fields.length ? `${action.type}: ${fields.join(', ')}` : action.type
}

export interface GenericDecisionProps {
  system: AnySystem
  /** The game's state as the system made it (its scenario and its pending decision). */
  state: { scenario: unknown; pending: PendingEnvelope }
  /** The side at the screen (null: everyone, as in solo play). */
  viewer: string | null
  onAction(action: { type: string }): void
  /** Why the last action was refused (rule and sentence), if it was. */
  refusal?: string | null
}

/** The decision due in a game whose system has no screens: who decides, the rule, the choices. */
export function GenericDecisionPanel({ system, state, viewer, onAction, refusal }: GenericDecisionProps) {
  const p = state.pending
  const sides = system.sides(state.scenario)
  const name = (id: string) => sides.find((s) => s.id === id)?.name ?? id
  const over = p.kind === GAME_OVER
  // Only the deciding side sees its choices (one side's secret choice never shows to the other).
  const mine = viewer === null || viewer === p.side
  const actions = !over && mine ? (system.legal(state) as { type: string }[]) : []
  return (
    <section className="generic-decision" aria-label="Decision">
      <p role="status" className="notice banner" data-testid="no-screens">
        The rule system “{system.name}” has no screens yet: Sortie shows its decisions as a list.
        {system.badge && (
          <>
            {' '}
            <strong className="badge" data-testid="system-badge">
              {system.badge}
            </strong>
          </>
        )}
      </p>
      <p data-testid="stage">{system.stage(state)}</p>
      {over ? (
        <p data-testid="pending">The game is over. {p.prompt}</p>
      ) : (
        <p data-testid="pending">
          {name(p.side)} decides ({p.rule}): {mine ? p.prompt : `waiting for ${name(p.side)}.`}
        </p>
      )}
      {actions.length > 0 && (
        <ul className="generic-actions">
          {actions.map((a, i) => (
            <li key={i}>
              <button type="button" onClick={() => onAction(a)}>
                {actionLabel(a)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="violation">
          {refusal}
        </p>
      )}
    </section>
  )
}
