// The latest air combat's results in the decision panel (not a decision: the next dialog follows
// at once): each round's results applied together (4.16) with return fire named (4.19), who
// remains for Round 2, and once the combat is over every unit's fate and what continues (4.13).
// It stays until the next combat or the end of the Step, or until the player dismisses it; it can be
// collapsed. It sits just above the next dialog and is scrolled into view whenever it has news,
// so it is where the eye is. A hidden voluntary abort is not shown to the
// other side before it is revealed (4.16).
import { useEffect, useMemo, useRef, useState } from 'react'
import { gameState, useSortie } from '../../store/store'
import { combatSummary } from '../combatSummary'
import { viewerOf } from '../viewer'
import { useDialogSession } from './session'

export function CombatSummary() {
  const game = useSortie((s) => s.game)
  const state = useSortie(gameState)
  const botSides = useDialogSession((s) => s.botSides)
  const atScreen = useSortie((s) => s.ui.viewer ?? null)
  // The side at the screen, as the map and the log; with everything open, the side deciding: a
  // simultaneous secret choice (4.16) stays hidden from the side still to choose, even solo.
  const viewer = atScreen ?? (state ? viewerOf(state, botSides) : null)
  const summary = useMemo(() => (game ? combatSummary(game, viewer) : null), [game, viewer])
  // News: another combat, or more results of this one (dismissing hides it until then).
  const news =
    summary && summary.sections.length
      ? `${summary.engagement}:${summary.sections.map((x) => `${x.heading}/${x.lines.length}`).join('|')}`
      : null
  const [dismissed, setDismissed] = useState<string | null>(null)
  const box = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (news !== null && news !== dismissed) box.current?.scrollIntoView?.({ block: 'nearest' })
  }, [news, dismissed])
  if (!summary || news === null || news === dismissed) return null
  return (
    <details ref={box} key={summary.engagement} open className="combat-summary" data-testid="combat-summary">
      <summary>
        Air combat at {summary.loc}: {summary.over ? 'final summary' : 'results so far'}
      </summary>
      <button type="button" className="link dismiss" onClick={() => setDismissed(news)}>
        Dismiss
      </button>
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
