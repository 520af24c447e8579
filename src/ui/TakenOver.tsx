// Another tab of this browser has taken the game over (one tab plays a game at a time): this page
// stops, covered, and can take the game back with everything played in the other tab.
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { resumeGame, resumeStore } from './boot'

export function TakenOver() {
  const taken = useStore(resumeStore, (s) => s.takenOver)
  const busy = useStore(resumeStore, (s) => s.busy)
  const error = useStore(resumeStore, (s) => s.resumeError)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (taken) button.current?.focus()
  }, [taken])
  if (!taken) return null
  return (
    <div
      className="hand-over taken-over"
      role="dialog"
      aria-modal="true"
      aria-labelledby="taken-over-heading"
    >
      <h2 id="taken-over-heading">This game is open in another tab</h2>
      <p>
        “{taken.title}” is now played in another tab of this browser, so this tab has stopped. Nothing is
        lost: every action is kept.
      </p>
      {error && <p role="alert">{error}</p>}
      <button
        ref={button}
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => void resumeGame(taken.gameId)}
      >
        Take over here
      </button>
    </div>
  )
}
