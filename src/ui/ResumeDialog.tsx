// Start-up: a game saved in this browser is offered at the top of the page ("Continue your game" /
// "Start new"). Until the player answers, nothing is autosaved, so the saved game is kept. It is a
// non-modal dialog in the page flow: the board stays usable (and covered by nothing).
import { useStore } from 'zustand'
import { answerResume, resumeStore } from './boot'

function when(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString()
}

export function ResumeDialog() {
  const offer = useStore(resumeStore, (s) => s.offer)
  if (!offer) return null
  const n = offer.actions
  return (
    <div className="notice resume-dialog" role="dialog" aria-labelledby="resume-heading" style={{ borderLeftColor: 'var(--accent)', background: 'inherit' }}>
      <h2 id="resume-heading" style={{ margin: 0, fontSize: '1.05rem' }}>
        A game is saved in this browser
      </h2>
      <p data-testid="resume-summary">
        “{offer.title}”, {n} action{n === 1 ? '' : 's'}
        {offer.timeline.lines.length > 1 ? `, ${offer.timeline.lines.length} lines` : ''}, saved at {when(offer.savedAt)}.
      </p>
      <p>
        <button type="button" className="primary" onClick={() => answerResume(true)}>
          Continue your game
        </button>{' '}
        <button type="button" onClick={() => answerResume(false)}>
          Start new
        </button>
      </p>
      <p className="note" style={{ margin: 0 }}>
        Until you choose, nothing is saved in this browser. “Start new” replaces the saved game.
      </p>
    </div>
  )
}
