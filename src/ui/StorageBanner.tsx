// The autosave's trouble, said plainly: when the browser's storage fails (full, private
// browsing, switched off) the game goes on in memory and the player is told to save to a file.
import { useSortie } from '../store/store'

export function StorageBanner() {
  const status = useSortie((s) => s.autosave)
  if (!status || status.ok) return null
  return (
    <p role="alert" className="notice banner storage-banner" data-testid="storage-banner">
      <strong>Autosave failed:</strong> {status.reason} — play continues in memory; use “Save game” to keep it.
    </p>
  )
}
