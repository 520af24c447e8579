// The log panel of a system's own page (OCS, AWAW): one group per action, newest last, each event
// with its rule, and the automatic opponent's reasoning marked as such. The groups come from the
// system's own words (shared/logGroups.ts).
import type { LogGroup } from './logGroups'

export function SystemLog({ groups, className }: { groups: readonly LogGroup[]; className: string }) {
  return (
    <section className={`${className} event-log`} aria-label="Log" data-testid={className}>
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
