// The legal actions a system's dialog has no words for, as the generic list of buttons (a mission or
// a decision kind the rules add later still plays): every system's own page falls back to it.
import { actionLabel } from '../../NoScreens'

export function OtherActions<A extends { type: string }>({
  actions,
  act,
}: {
  actions: readonly A[]
  act: (a: A) => void
}) {
  if (!actions.length) return null
  return (
    <section aria-label="Other choices" data-testid="other-actions">
      <p className="note">Other choices the rules allow here, which this screen does not describe yet:</p>
      <ul className="generic-actions">
        {actions.map((a, i) => (
          <li key={i}>
            <button type="button" onClick={() => act(a)}>
              {actionLabel(a)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
