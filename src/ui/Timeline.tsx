// Exploration and replay (docs/architecture.md, "Store"; docs/guide.md, "Exploration"): a slider over the actions of the current line to
// rewind anywhere, step/play/pause through the game event by event (the map draws the state at
// the cursor and the log shows the events up to it), the lines of the game with their lengths
// (continuing from an earlier point makes a new line) and whether a new line keeps the dice.
// Shown under the exploration policy once there is an action; a hot-seat game only undoes
// within its barriers.
import { useEffect, useMemo, useState } from 'react'
import { sortieStore, useSortie } from '../store/store'
import { lines, type LineSummary } from '../store/history'

const STEP_MS = 600

function lineLabel(l: LineSummary): string {
  const from = l.parent
    ? ` (from ${l.parent.line} after ${l.parent.at}, dice ${l.dice === 'afresh' ? 'rolled afresh' : 'kept'})`
    : ''
  return `${l.id === 'main' ? 'Main line' : `Line ${l.id}`}${from} — ${l.length} action${l.length === 1 ? '' : 's'}`
}

export function TimelineBar() {
  const policy = useSortie((s) => s.session.undoPolicy)
  const branchDice = useSortie((s) => s.session.branchDice ?? 'keep')
  const cursor = useSortie((s) => s.game?.cursor ?? 0)
  const length = useSortie((s) => s.game?.actions.length ?? 0)
  const current = useSortie((s) => s.timeline?.current ?? 'main')
  const timeline = useSortie((s) => s.timeline)
  const ls = useMemo(() => (timeline ? lines(timeline) : []), [timeline])
  const [playing, setPlaying] = useState(false)
  const replayOpen = useSortie((s) => !!s.ui.replay)

  useEffect(() => {
    if (!playing) return
    const id = setInterval(() => {
      const g = sortieStore.getState().game
      if (!g || g.cursor >= g.actions.length) setPlaying(false)
      else sortieStore.getState().rewindTo(g.cursor + 1)
    }, STEP_MS)
    return () => clearInterval(id)
  }, [playing])
  useEffect(() => {
    if (playing && cursor >= length) setPlaying(false)
  }, [playing, cursor, length])

  // Nothing to show before the first action (and the map keeps its full height).
  if (replayOpen || policy !== 'exploration' || ls.length === 0 || (ls.length === 1 && length === 0))
    return null
  const go = (i: number) => sortieStore.getState().rewindTo(Math.max(0, Math.min(length, i)))
  return (
    <section
      className="timeline-bar"
      aria-label="Timeline and replay"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.4rem',
        alignItems: 'center',
        padding: '0.2rem 0.5rem',
      }}
    >
      <div role="group" aria-label="Replay" style={{ display: 'flex', gap: '0.2rem' }}>
        <button
          type="button"
          onClick={() => go(0)}
          disabled={cursor === 0}
          aria-label="Jump to the start"
          title="Jump to the start"
        >
          ⇤
        </button>
        <button
          type="button"
          onClick={() => go(cursor - 1)}
          disabled={cursor === 0}
          aria-label="Step back"
          title="Step back one event"
        >
          ←
        </button>
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          disabled={!playing && cursor >= length}
          aria-label={playing ? 'Pause' : 'Play'}
          title={playing ? 'Pause' : 'Play the game event by event'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button
          type="button"
          onClick={() => go(cursor + 1)}
          disabled={cursor >= length}
          aria-label="Step forward"
          title="Step forward one event"
        >
          →
        </button>
        <button
          type="button"
          onClick={() => go(length)}
          disabled={cursor >= length}
          aria-label="Jump to the end"
          title="Jump to the end of the line"
        >
          ⇥
        </button>
      </div>
      <label style={{ display: 'flex', gap: '0.3rem', alignItems: 'center', flex: 1, minWidth: '10rem' }}>
        <span>Action</span>
        <input
          type="range"
          min={0}
          max={length}
          step={1}
          value={cursor}
          onChange={(e) => go(Number(e.target.value))}
          aria-label="Timeline position"
          aria-valuetext={`After ${cursor} of ${length} actions`}
          style={{ flex: 1 }}
        />
        <output data-testid="timeline-position">
          {cursor} / {length}
        </output>
      </label>
      <label>
        Line{' '}
        <select
          value={current}
          onChange={(e) => sortieStore.getState().switchLine(e.target.value)}
          aria-label="Line"
          data-testid="line-picker"
          style={{ maxWidth: '13rem' }}
        >
          {ls.map((l) => (
            <option key={l.id} value={l.id}>
              {lineLabel(l)}
            </option>
          ))}
        </select>
      </label>
      {/* the dice of a new line matter only where playing makes one: before the line's end (keeps the bar one row at 1024 px) */}
      {cursor < length && (
        <fieldset
          style={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: '0.4rem' }}
          title="Playing from an earlier point makes a new line: its dice"
        >
          <legend className="visually-hidden">Dice of a new line</legend>
          <label>
            <input
              type="radio"
              name="branch-dice"
              checked={branchDice === 'keep'}
              onChange={() => sortieStore.getState().setSession({ branchDice: 'keep' })}
            />{' '}
            Keep the dice
          </label>
          <label>
            <input
              type="radio"
              name="branch-dice"
              checked={branchDice === 'afresh'}
              onChange={() => sortieStore.getState().setSession({ branchDice: 'afresh' })}
            />{' '}
            Roll afresh
          </label>
        </fieldset>
      )}
      {cursor < length && <span className="note">Playing now makes a new line from here.</span>}
    </section>
  )
}
