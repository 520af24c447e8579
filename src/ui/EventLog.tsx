// The event log: one group per action, newest last, every event with its rule number and every
// die roll with its computation. An event with a hex centres the map there when clicked.
import { useEffect, useMemo, useRef } from 'react'
import { replayLogKey, sortieStore, useSortie } from '../store/store'
import { useDialogSession } from './dialogs/session'
import { rollLines } from './format'
import { logGroups, type LogEntry } from './log'
import { SideBadge } from './SideBadge'
import { ruleSuffix } from './format'

function showHex(loc: string): void {
  const st = sortieStore.getState()
  st.select({ hex: loc })
  st.centreMap(loc)
}

/** The replay position of a log key "<action>.<event>" (bot lines and others have none). */
function replayPosOf(key: string): { action: number; event: number } | null {
  const m = /^(\d+)\.(\d+)$/.exec(key)
  return m ? { action: Number(m[1]), event: Number(m[2]) } : null
}

function Entry({ e }: { e: LogEntry }) {
  // While a replay is open: the current event is highlighted and scrolled to; a click jumps there.
  const current = useSortie((s) => replayLogKey(s) === e.key)
  const replayOn = useSortie((s) => !!s.ui.replay)
  const pos = replayOn ? replayPosOf(e.key) : null
  const jump = pos ? () => sortieStore.getState().replayTo(pos) : null
  const li = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (current) li.current?.scrollIntoView?.({ block: 'nearest' })
  }, [current])
  const body = (
    <>
      {e.bot && <span className="log-bot">Bot’s reasoning: </span>}
      {e.text}
      {ruleSuffix(e.text, e.rule) && <span className="rule">{ruleSuffix(e.text, e.rule)}</span>}
    </>
  )
  return (
    <li
      ref={li}
      className={['log-entry', e.hidden && 'hidden-choice', e.bot && 'bot-entry', current && 'replay-current']
        .filter(Boolean)
        .join(' ')}
      data-testid={e.bot ? 'log-bot-entry' : 'log-entry'}
      aria-current={current ? 'step' : undefined}
    >
      {e.loc !== null || jump ? (
        <button
          type="button"
          className="log-link"
          onClick={() => {
            jump?.()
            if (e.loc !== null) showHex(e.loc)
          }}
          title={jump ? 'Replay from this event' : `Show ${e.loc} on the map`}
        >
          {body} {e.loc !== null && <span className="loc-tag">{e.loc}</span>}
        </button>
      ) : (
        <span>{body}</span>
      )}
      {e.roll && (
        <ul className="roll" aria-label="Die roll">
          {rollLines(e.roll).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

export function EventLog() {
  const game = useSortie((s) => s.game)
  const viewer = useSortie((s) => s.ui.viewer ?? null) // the side at the screen (null: all open), also while a replay shows an earlier state
  const botLog = useDialogSession((s) => s.botLog)
  const groups = useMemo(() => (game ? logGroups(game, viewer, botLog) : []), [game, viewer, botLog])
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [groups.length])

  return (
    <section className="panel-section event-log" aria-labelledby="log-heading">
      <h2 id="log-heading">Event log</h2>
      {groups.length === 0 ? (
        <p className="hint">
          Nothing has happened yet. Events appear here, newest last, with their rule numbers.
        </p>
      ) : (
        <ol className="log-groups">
          {groups.map((g) => (
            <li key={g.index} className="log-group">
              <p className="log-action">
                <span className="log-index">#{g.index + 1}</span> <SideBadge side={g.side} /> {g.action}
              </p>
              <ul className="plain">
                {g.entries.map((e) => (
                  <Entry key={e.key} e={e} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <div ref={end} />
    </section>
  )
}
