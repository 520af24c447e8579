// Waiting for the browser's storage. On a busy or slow machine the first IndexedDB read after a
// reload can take many seconds. Giving up after the first timeout would show a new game as if
// nothing were stored, while the player's game is still there. So the saved games are listed
// again and again, each read given longer than the last and the tries spaced out (backoff),
// until the storage answers; meanwhile the player is told that Sortie is waiting, and only after
// PATIENCE_MS is the player told that the storage does not answer (the tries go on).
import type { SavedGameList } from './savedGames'

/** How long the first read may take; each later try doubles it, up to MAX_READ_MS. */
export const FIRST_READ_MS = 3000
export const MAX_READ_MS = 30_000
/** Pauses between tries: 1, 2, 4, 8 s, then 15 s each. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000]
/** After this long without an answer the player is told so (Sortie keeps trying). */
export const PATIENCE_MS = 60_000

export interface StorageWaiting {
  /** Tries made so far (all unanswered). */
  tries: number
  /** Since the first try. */
  waitedMs: number
  /** Until the next try. */
  nextTryMs: number
  /** Waited longer than PATIENCE_MS: time to tell the player, not only to wait. */
  overdue: boolean
  /** What the last try met, in words. */
  reason: string
}

export interface WaitOptions {
  /** Resolves after `ms` (or earlier, when the player asks to try now). */
  sleep: (ms: number) => Promise<void>
  now: () => number
  /**
   * Called before every pause between tries, with what that try could read: the games of the
   * journals (localStorage) answer even when IndexedDB does not, and may be offered meanwhile.
   */
  onWaiting: (w: StorageWaiting, partial: SavedGameList) => void
  /** True once the wait is no longer wanted (the page moved on): the last answer is returned. */
  cancelled?: () => boolean
}

/** Storage that does not answer, or fails for an unknown reason, may answer later: try again. */
function worthRetrying(list: SavedGameList): boolean {
  return list.error !== null && (list.errorKind === 'stalled' || list.errorKind === 'unknown')
}

/** The saved games, once the storage answers (or fails for a reason that waiting will not mend). */
export async function listWhenStorageAnswers(
  list: (readTimeoutMs: number) => Promise<SavedGameList>,
  opts: WaitOptions,
): Promise<SavedGameList> {
  const start = opts.now()
  for (let tries = 1; ; tries++) {
    const timeout = Math.min(FIRST_READ_MS * 2 ** (tries - 1), MAX_READ_MS)
    const r = await list(timeout)
    if (!worthRetrying(r) || opts.cancelled?.()) return r
    const pause = RETRY_DELAYS_MS[Math.min(tries - 1, RETRY_DELAYS_MS.length - 1)]
    const waitedMs = opts.now() - start
    opts.onWaiting(
      { tries, waitedMs, nextTryMs: pause, overdue: waitedMs >= PATIENCE_MS, reason: r.error! },
      r,
    )
    await opts.sleep(pause)
    if (opts.cancelled?.()) return r
  }
}
