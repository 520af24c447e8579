// A scenario's briefing (briefing.ts): shown in the new-game dialog, on demand from the header,
// and at the head of the Situation panel until the first action of a game.
import { useState } from 'react'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { useSortie } from '../store/store'
import { briefingOf } from './briefing'
import { dialogSession } from './dialogs/session'

export function BriefingText({ scenario, brief = false }: { scenario: Scenario; brief?: boolean }) {
  const b = briefingOf(scenario)
  const paragraphs = brief ? b.paragraphs.slice(0, 1) : b.paragraphs
  return (
    <div className="briefing" data-testid="briefing">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <dl className="briefing-facts">
        <dt>Starts</dt>
        <dd>{b.starts}</dd>
        <dt>Ends</dt>
        <dd data-testid="briefing-ends">{b.ends}</dd>
        {!brief && b.weather.length > 0 && (
          <>
            <dt>Weather</dt>
            <dd>
              <ul className="plain" data-testid="briefing-weather">
                {b.weather.map((w) => (
                  <li key={w.name}>
                    <strong>{w.name}</strong> ({w.where}): {w.condition}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </div>
  )
}

/**
 * At the head of the Situation panel while a game has no action yet: the scenario's first lines
 * and how it ends, with the whole briefing one click away.
 */
export function BriefingCard() {
  const scenario = useSortie((s) => (s.game && s.game.actions.length === 0 ? s.game.scenario : null))
  const [hiddenFor, setHiddenFor] = useState<Scenario | null>(null)
  if (!scenario || hiddenFor === scenario) return null
  const b = briefingOf(scenario)
  return (
    <section className="briefing-card panel-section" aria-label="Briefing" data-testid="briefing-card">
      <h2>{b.title}</h2>
      {b.paragraphs[0] && <p className="clamped">{b.paragraphs[0]}</p>}
      <p>
        <strong>Ends:</strong> {b.ends}
      </p>
      <p className="briefing-card-actions">
        <button type="button" onClick={() => dialogSession.setState({ briefing: true })}>
          Read the briefing
        </button>{' '}
        <button type="button" className="link" onClick={() => setHiddenFor(scenario)}>
          Hide
        </button>
      </p>
    </section>
  )
}
