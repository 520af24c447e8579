// The event log: one group per action, newest last, every event with its rule number and every
// die roll with its computation. An event with a hex centres the map there when clicked.
import { useEffect, useMemo, useRef } from 'react'
import { gameState, sortieStore, useSortie } from '../store/store'
import { rollLines } from './format'
import { logGroups, type LogEntry } from './log'
import { SideBadge } from './SideBadge'

function showHex(loc: string): void {
  const st = sortieStore.getState()
  st.select({ hex: loc })
  st.centreMap(loc)
}

function Entry({ e }: { e: LogEntry }) {
  const body = (
    <>
      {e.text}
      {e.rule && !e.text.includes(`${e.rule})`) && <span className="rule"> ({e.rule})</span>}
    </>
  )
  return (
    <li className={e.hidden ? 'log-entry hidden-choice' : 'log-entry'} data-testid="log-entry">
      {e.loc !== null ? (
        <button type="button" className="log-link" onClick={() => showHex(e.loc!)} title={`Show ${e.loc} on the map`}>
          {body} <span className="loc-tag">{e.loc}</span>
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
  const state = useSortie(gameState)
  const viewer = state?.pending.side ?? null
  const groups = useMemo(() => (game ? logGroups(game, viewer) : []), [game, viewer])
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [groups.length])

  return (
    <section className="panel-section event-log" aria-labelledby="log-heading">
      <h2 id="log-heading">Event log</h2>
      {groups.length === 0 ? (
        <p className="hint">Nothing has happened yet. Events appear here, newest last, with their rule numbers.</p>
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
