// The autosave's trouble, said plainly: when the browser's storage fails (full, private
// browsing, switched off, or not answering) the game goes on in memory and the player is told to
// save to a file. A saved game this version cannot resume is shown with the reason in words (the
// reader's own text behind "Details"), to download or discard: it is never written over.
import { useStore } from 'zustand'
import { problemInWords } from '../store/problemWords'
import { useSortie } from '../store/store'
import { discardUnreadable, downloadUnreadable, resumeStore, showSavedGames } from './boot'
import { when } from './ResumeDialog'

export function StorageBanner() {
  const status = useSortie((s) => s.autosave)
  const unreadable = useStore(resumeStore, (s) => s.unreadable)
  return (
    <>
      {status && !status.ok && (
        <p role="alert" className="notice banner storage-banner" data-testid="storage-banner">
          <strong>{status.kind === 'stalled' ? 'Autosave not confirmed:' : 'Autosave failed:'}</strong>{' '}
          {status.reason} — play continues in memory; use “Save game” to keep it.
          {status.kind === 'quota' && (
            <>
              {' '}
              Sortie deletes no saved game by itself: to make room, choose which to delete.{' '}
              <button type="button" onClick={() => void showSavedGames()}>
                Saved games…
              </button>
            </>
          )}
        </p>
      )}
      {unreadable.map(({ game: g, reason }) => (
        <div
          key={g.gameId}
          role="alert"
          className="notice banner storage-banner"
          data-testid="unreadable-banner"
        >
          <strong>A saved game cannot be resumed:</strong> “{g.title}”
          {g.savedAt ? `, saved at ${when(g.savedAt)}` : ''}. {problemInWords(reason).words} It is kept as it
          was until you decide.{' '}
          <button type="button" onClick={() => void downloadUnreadable(g.gameId)}>
            Download it as a file
          </button>{' '}
          <button type="button" onClick={() => void discardUnreadable(g.gameId)}>
            Discard it
          </button>
          <details data-testid="unreadable-details">
            <summary>Details</summary>
            <code>{problemInWords(reason).details}</code>
          </details>
        </div>
      ))}
    </>
  )
}
