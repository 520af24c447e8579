// View-only replay (docs/guide.md, "Replay"), in any undo policy: "Replay" opens it at the start of the game as
// played; step one event at a time, play and pause, jump to the start or the end (or click an
// event of the log). The map and the panels show the state after the action of the current event
// and the log highlights the event; the game is not changed. "Exit replay" returns to the live game.
import { useEffect, useState } from 'react'
import { sortieStore, useSortie } from '../store/store'
import { lastPos, posCount, posIndex, REPLAY_START } from '../store/replay'

/** Time between two events while playing (at least 400 ms; reduced motion does not change it). */
export const REPLAY_STEP_MS = 700

export function ReplayBar() {
  const game = useSortie((s) => s.game)
  const replay = useSortie((s) => s.ui.replay ?? null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!playing) return
    const id = setInterval(() => {
      if (!sortieStore.getState().replayStep(1)) setPlaying(false)
    }, REPLAY_STEP_MS)
    return () => clearInterval(id)
  }, [playing])
  useEffect(() => {
    if (!replay) setPlaying(false)
  }, [replay])

  if (!game || game.cursor === 0) return null
  const st = () => sortieStore.getState()
  if (!replay)
    return (
      <section
        className="replay-bar"
        aria-label="Replay"
        style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', padding: '0.2rem 0.5rem' }}
      >
        <button
          type="button"
          onClick={() => st().startReplay()}
          title="Step through the game so far event by event, without changing it"
        >
          Replay
        </button>
      </section>
    )
  const k = posIndex(game, replay.cursor)
  const n = posCount(game)
  const atStart = k === 0
  const atEnd = k >= n
  return (
    <section
      className="replay-bar"
      aria-label="Replay"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.4rem',
        alignItems: 'center',
        padding: '0.2rem 0.5rem',
      }}
    >
      <strong>Replay</strong>
      <div role="group" aria-label="Replay controls" style={{ display: 'flex', gap: '0.2rem' }}>
        <button
          type="button"
          onClick={() => st().replayTo(REPLAY_START)}
          disabled={atStart}
          aria-label="Replay: start"
          title="Jump to the start of the game"
        >
          ⇤
        </button>
        <button
          type="button"
          onClick={() => st().replayStep(-1)}
          disabled={atStart}
          aria-label="Replay: previous event"
          title="Back one event"
        >
          ←
        </button>
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          disabled={!playing && atEnd}
          aria-label={playing ? 'Replay: pause' : 'Replay: play'}
          title={playing ? 'Pause' : 'Play event by event'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button
          type="button"
          onClick={() => st().replayStep(1)}
          disabled={atEnd}
          aria-label="Replay: next event"
          title="Forward one event"
        >
          →
        </button>
        <button
          type="button"
          onClick={() => st().replayTo(lastPos(game))}
          disabled={atEnd}
          aria-label="Replay: end"
          title="Jump to the last event"
        >
          ⇥
        </button>
      </div>
      <output data-testid="replay-position" aria-live="polite">
        {atStart ? 'Start' : `Event ${k} / ${n} (action #${replay.cursor.action + 1})`}
      </output>
      <span className="note">The game is not changed while replaying; decisions are hidden.</span>
      <button type="button" onClick={() => st().exitReplay()}>
        Exit replay
      </button>
    </section>
  )
}
