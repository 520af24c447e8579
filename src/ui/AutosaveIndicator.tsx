// The autosave's state in a word, in the top bar: "Saved ✓" (and when, in its title) only once the browser's
// storage has confirmed the write (docs/guide.md, "Never lose a game"); "Not saved" while it fails or does not
// answer (the banner says why).
import { useSortie } from '../store/store'

export function AutosaveIndicator() {
  const status = useSortie((s) => s.autosave)
  if (!status || (status.ok && status.state === 'idle')) return null
  if (!status.ok)
    return (
      <span className="note autosave-indicator bad" data-testid="autosave-indicator" title={status.reason}>
        Not saved
      </span>
    )
  const t = new Date(status.savedAt)
  return (
    <span
      className="note autosave-indicator"
      data-testid="autosave-indicator"
      title={`Autosaved: the browser confirmed the save of ${status.actions} action(s) at ${Number.isNaN(t.getTime()) ? '' : t.toLocaleTimeString()}.`}
    >
      Saved ✓
      <span className="visually-hidden">
        {' '}
        in this browser at {Number.isNaN(t.getTime()) ? '' : t.toLocaleTimeString()}
      </span>
    </span>
  )
}
