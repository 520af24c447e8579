// One tab plays a game at a time (docs/guide.md, "Two tabs"). Each game's ownership is a Web Lock named
// after the game; the tab that holds it is the only one that writes the game. Another tab that
// wants the game asks the owner over a BroadcastChannel to hand it over: the owner stops (its
// journal already holds every action it acknowledged), releases the lock and says so; the new
// owner then reads the game from storage, so nothing played in the first tab is lost. An owner
// that does not answer within a few seconds (a frozen tab) has its lock stolen; it learns so from
// the lock and stops too.
//
// Where the browser has no Web Locks, every tab owns its games (the old behaviour).

export type Release = () => void

export interface Ownership {
  /** Takes the game if no other tab holds it; `onLost` is called if another tab takes it over later. */
  acquire(gameId: string, onLost: () => void): Promise<Release | null>
  /** Whether another tab holds the game now. */
  heldElsewhere(gameId: string): Promise<boolean>
  /** Asks the tab holding the game to hand it over and takes it; `onLost` as for acquire. */
  takeOver(gameId: string, onLost: () => void): Promise<Release>
}

const LOCK_PREFIX = 'sortie.game.'
const CHANNEL = 'sortie.ownership'

type Message = { type: 'handOver'; gameId: string }

/** Everything is owned at once: for browsers without Web Locks, and for tests. */
export function soleOwnership(): Ownership {
  return {
    acquire: async () => () => {},
    heldElsewhere: async () => false,
    takeOver: async () => () => {},
  }
}

interface Held {
  release: () => void
  onLost: () => void
}

export function browserOwnership(opts: { graceMs?: number } = {}): Ownership {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks || typeof BroadcastChannel === 'undefined') return soleOwnership()
  const graceMs = opts.graceMs ?? 3000
  const channel = new BroadcastChannel(CHANNEL)
  const held = new Map<string, Held>()

  channel.onmessage = (ev: MessageEvent<Message>) => {
    const m = ev.data
    if (m?.type !== 'handOver') return
    const h = held.get(m.gameId)
    if (!h) return
    // Stop first (synchronously: nothing more is written here), then let the lock go.
    held.delete(m.gameId)
    h.onLost()
    h.release()
  }

  /** Holds the lock until released; resolves once granted (or null when not available or aborted). */
  const hold = (
    gameId: string,
    mode: 'ifAvailable' | 'wait' | 'steal',
    onLost: () => void,
    signal?: AbortSignal,
  ): Promise<Release | null> =>
    new Promise((granted) => {
      let letGo: () => void = () => {}
      const released = new Promise<void>((r) => (letGo = r))
      let mine: Held | null = null
      const options: LockOptions =
        mode === 'ifAvailable' ? { ifAvailable: true } : mode === 'steal' ? { steal: true } : { signal }
      locks
        .request(LOCK_PREFIX + gameId, options, async (lock) => {
          if (!lock) {
            granted(null)
            return
          }
          const release = () => {
            if (held.get(gameId) === mine) held.delete(gameId)
            letGo()
          }
          mine = { release, onLost }
          held.set(gameId, mine)
          granted(release)
          await released
        })
        .catch(() => {
          granted(null) // an aborted wait
          // A lock this tab held was stolen by a tab that could not wait: this tab has lost the game.
          if (mine && held.get(gameId) === mine) {
            held.delete(gameId)
            onLost()
          }
        })
    })

  return {
    acquire: (gameId, onLost) => hold(gameId, 'ifAvailable', onLost),
    async heldElsewhere(gameId) {
      if (held.has(gameId)) return false
      const q = await locks.query()
      return (q.held ?? []).some((l) => l.name === LOCK_PREFIX + gameId)
    },
    async takeOver(gameId, onLost) {
      channel.postMessage({ type: 'handOver', gameId } satisfies Message)
      const abort = new AbortController()
      const waiting = hold(gameId, 'wait', onLost, abort.signal)
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), graceMs)))
      const first = await Promise.race([waiting, timeout])
      clearTimeout(timer)
      if (first !== 'late' && first) return first
      // No answer: the other tab is frozen or gone without letting go. Take the lock from it.
      abort.abort()
      const stolen = await hold(gameId, 'steal', onLost)
      return stolen ?? (() => {})
    },
  }
}
