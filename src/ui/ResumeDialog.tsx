// Start-up: the games saved in this browser are offered at the top of the page, this tab's own
// game first ("Continue", or "Take over here" for a game another tab plays now). The game on
// screen behind the offer is a game of its own, saved under its own id: playing it, or choosing
// "Start new", never writes over a saved game. A non-modal dialog in the page flow.
//
// Every stored game is listed, a page at a time, with a search by title when there are more than
// a page; on demand (Saved games…) a game may be deleted, on the player's word only. While the
// browser's storage has not answered, the dialog says that Sortie waits for it (storageWait.ts).
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  OFFER_PAGE,
  checkOffered,
  deleteSavedGame,
  dismissOffer,
  resumeGame,
  resumeStore,
  tryStorageNow,
} from './boot'
import type { StorageWaiting } from '../store/storageWait'

export function when(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString()
}

const secs = (ms: number) => Math.max(1, Math.round(ms / 1000))

function Waiting({ waiting }: { waiting: StorageWaiting }) {
  return (
    <div data-testid="storage-waiting">
      <p>
        <strong>Waiting for this browser’s storage…</strong> The games saved here will be offered as soon as
        it answers. It has not answered after {secs(waiting.waitedMs)} s ({waiting.tries}{' '}
        {waiting.tries === 1 ? 'try' : 'tries'}); the next try is in {secs(waiting.nextTryMs)} s.{' '}
        <button type="button" onClick={tryStorageNow}>
          Try now
        </button>
      </p>
      {waiting.overdue && (
        <p role="alert">
          The browser’s storage has not answered for over a minute, so the games saved here cannot be listed
          yet. Sortie keeps trying; closing other Sortie tabs, or restarting the browser, may help.
        </p>
      )}
      <p className="note" style={{ margin: 0 }}>
        Meanwhile the board shows a new game, saved on its own: no saved game is touched.
      </p>
    </div>
  )
}

export function ResumeDialog() {
  const offer = useStore(resumeStore, (s) => s.offer)
  const checked = useStore(resumeStore, (s) => s.checked)
  const error = useStore(resumeStore, (s) => s.resumeError)
  const busy = useStore(resumeStore, (s) => s.busy)
  const onDemand = useStore(resumeStore, (s) => s.onDemand)
  const waiting = useStore(resumeStore, (s) => s.waiting)
  const [page, setPage] = useState(0)
  const [search, setSearch] = useState('')
  const [deleting, setDeleting] = useState<string | null>(null)
  const wanted = search.trim().toLowerCase()
  const found = wanted ? offer.filter((o) => o.game.title.toLowerCase().includes(wanted)) : offer
  const pages = Math.max(1, Math.ceil(found.length / OFFER_PAGE))
  const at = Math.min(page, pages - 1)
  const shown = found.slice(at * OFFER_PAGE, (at + 1) * OFFER_PAGE)
  const shownIds = shown.map((o) => o.game.gameId).join('\n')
  useEffect(() => {
    if (shownIds) void checkOffered(shownIds.split('\n'))
  }, [shownIds])
  if (offer.length === 0 && !error && !onDemand && !waiting) return null
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
          : waiting
            ? 'Looking for the games saved in this browser'
            : offer.length > 1
              ? 'Games are saved in this browser'
              : 'A game is saved in this browser'}
      </h2>
      {waiting && <Waiting waiting={waiting} />}
      {onDemand && !waiting && offer.length === 0 && <p>No other game is saved in this browser.</p>}
      {error && (
        <p role="alert" data-testid="resume-error">
          {error}
        </p>
      )}
      {offer.length > OFFER_PAGE && (
        <p>
          <label>
            Find by title:{' '}
            <input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value)
                setPage(0)
              }}
            />
          </label>{' '}
          <span data-testid="resume-count">
            {found.length === offer.length
              ? `${offer.length} saved games`
              : `${found.length} of ${offer.length} saved games`}
            {pages > 1 ? `, page ${at + 1} of ${pages}` : ''}
          </span>
        </p>
      )}
      <ul className="resume-list">
        {shown.map(({ game: g, elsewhere }, i) => {
          const first = at === 0 && i === 0 && !wanted
          return (
            <li key={g.gameId} data-testid="resume-game">
              <span data-testid={first ? 'resume-summary' : undefined}>
                “{g.title}”, {g.actions} action{g.actions === 1 ? '' : 's'}, saved at {when(g.savedAt)}
                {elsewhere ? ' — open in another tab now' : ''}
                {checked.has(g.gameId) ? '' : ' (being checked)'}.
              </span>{' '}
              <button
                type="button"
                className={first ? 'primary' : undefined}
                disabled={busy}
                onClick={() => void resumeGame(g.gameId)}
              >
                {elsewhere ? 'Take over here' : first ? 'Continue your game' : 'Continue this game'}
              </button>
              {onDemand &&
                !elsewhere &&
                (deleting === g.gameId ? (
                  <>
                    {' '}
                    Delete it for good?{' '}
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => {
                        setDeleting(null)
                        void deleteSavedGame(g.gameId)
                      }}
                    >
                      Yes, delete
                    </button>{' '}
                    <button type="button" onClick={() => setDeleting(null)}>
                      Keep it
                    </button>
                  </>
                ) : (
                  <>
                    {' '}
                    <button type="button" disabled={busy} onClick={() => setDeleting(g.gameId)}>
                      Delete…
                    </button>
                  </>
                ))}
            </li>
          )
        })}
      </ul>
      {pages > 1 && (
        <p>
          <button type="button" disabled={at === 0} onClick={() => setPage(at - 1)}>
            Newer games
          </button>{' '}
          <button type="button" disabled={at === pages - 1} onClick={() => setPage(at + 1)}>
            Older games
          </button>
        </p>
      )}
      <p>
        <button type="button" onClick={dismissOffer} disabled={busy}>
          {onDemand ? 'Close' : 'Start new'}
        </button>
      </p>
      <p className="note" style={{ margin: 0 }}>
        The saved games stay in this browser whatever you choose, until you delete one; the game on the board
        is saved on its own.
        {offer.some((o) => o.elsewhere)
          ? ' Taking a game over stops it in the other tab, with nothing lost.'
          : ''}
      </p>
    </div>
  )
}
