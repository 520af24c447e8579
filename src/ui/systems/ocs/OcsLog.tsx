// The log of an OCS game: one group per action, newest last, each event with its rule.
import { useMemo } from 'react'
import { useSortie } from '../../../store/store'
import { useDialogSession } from '../../dialogs/session'
import { ocsLogGroups } from './ocsLog'

export function OcsLog() {
  const game = useSortie((s) => s.game)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const botLog = useDialogSession((s) => s.botLog)
  const groups = useMemo(() => (game ? ocsLogGroups(game, viewer, botLog) : []), [game, viewer, botLog])
  return (
    <section className="ocs-log event-log" aria-label="Log" data-testid="ocs-log">
      <h2>Log</h2>
      {groups.length === 0 && <p className="note">Nothing has happened yet.</p>}
      <ol className="plain">
        {groups.map((g) => (
          <li key={g.index} className="log-group">
            <strong>
              {g.side}: {g.action}
            </strong>
            <ul className="plain">
              {g.events.map((e, k) => (
                <li
                  key={k}
                  className={e.bot ? 'log-entry bot-entry' : 'log-entry'}
                  data-testid={e.bot ? 'log-bot-entry' : 'log-entry'}
                >
                  {e.bot && <span className="log-bot">Bot’s reasoning: </span>}
                  {e.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
