// Start-up: the games saved in this browser are offered at the top of the page, this tab's own
// game first ("Continue", or "Take over here" for a game another tab plays now). The game on
// screen behind the offer is a game of its own, saved under its own id: playing it, or choosing
// "Start new", never writes over a saved game. A non-modal dialog in the page flow.
import { useStore } from 'zustand'
import { dismissOffer, resumeGame, resumeStore } from './boot'

export function when(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString()
}

export function ResumeDialog() {
  const offer = useStore(resumeStore, (s) => s.offer)
  const error = useStore(resumeStore, (s) => s.resumeError)
  const busy = useStore(resumeStore, (s) => s.busy)
  const onDemand = useStore(resumeStore, (s) => s.onDemand)
  if (offer.length === 0 && !error && !onDemand) return null
  return (
    <div
      className="notice resume-dialog"
      role="dialog"
      aria-labelledby="resume-heading"
      style={{ borderLeftColor: 'var(--accent)', background: 'inherit' }}
    >
      <h2 id="resume-heading" style={{ margin: 0, fontSize: '1.05rem' }}>
        {onDemand
          ? 'Other games saved in this browser'
          : offer.length > 1
            ? 'Games are saved in this browser'
            : 'A game is saved in this browser'}
      </h2>
      {onDemand && offer.length === 0 && <p>No other game is saved in this browser.</p>}
      {error && (
        <p role="alert" data-testid="resume-error">
          {error}
        </p>
      )}
      <ul className="resume-list">
        {offer.map(({ game: g, elsewhere }, i) => (
          <li key={g.gameId} data-testid="resume-game">
            <span data-testid={i === 0 ? 'resume-summary' : undefined}>
              “{g.title}”, {g.actions} action{g.actions === 1 ? '' : 's'}, saved at {when(g.savedAt)}
              {elsewhere ? ' — open in another tab now' : ''}.
            </span>{' '}
            <button
              type="button"
              className={i === 0 ? 'primary' : undefined}
              disabled={busy}
              onClick={() => void resumeGame(g.gameId)}
            >
              {elsewhere ? 'Take over here' : i === 0 ? 'Continue your game' : 'Continue this game'}
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={dismissOffer} disabled={busy}>
          {onDemand ? 'Close' : 'Start new'}
        </button>
      </p>
      <p className="note" style={{ margin: 0 }}>
        The saved games stay in this browser whatever you choose; the game on the board is saved on its own.
        {offer.some((o) => o.elsewhere)
          ? ' Taking a game over stops it in the other tab, with nothing lost.'
          : ''}
      </p>
    </div>
  )
}
