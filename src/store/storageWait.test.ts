import { describe, expect, it } from 'vitest'
import { autosaveEntry, gameKey, memoryStore, type KeyValueStore } from './autosave'
import { newTimeline } from './history'
import { journalOf, memorySyncStorage, writeJournal } from './journal'
import { listSavedGames } from './savedGames'
import { listWhenStorageAnswers, PATIENCE_MS, type StorageWaiting } from './storageWait'
import { chainGame } from './testGames'

const T0 = '2026-11-25T01:00:00.000Z'

/** IndexedDB on a slow machine: its reads go unanswered until the `answersFrom`-th try. */
async function slowStore(answersFrom: number) {
  const inner = memoryStore()
  await inner.set(
    gameKey('g'),
    autosaveEntry(newTimeline(chainGame(8)), T0, { scenarioId: 'file:chain' }, { gameId: 'g', rev: 8 }),
  )
  let tries = 0
  const kv: KeyValueStore = {
    ...inner,
    keys: () => (++tries >= answersFrom ? inner.keys() : new Promise<string[]>(() => {})),
  }
  return kv
}

/** A clock that the pauses and the reads' timeouts move on. */
function clock() {
  let t = 0
  return {
    now: () => t,
    sleep: async (ms: number) => void (t += ms),
    read: (ms: number) => void (t += ms),
  }
}

describe('a reload on a slow machine: the saved games are listed once the storage answers', () => {
  it('one unanswered read lists nothing; waiting with backoff finds the game, the player told meanwhile', async () => {
    const storage = memorySyncStorage() // IndexedDB had confirmed the game: no journal is left
    // One read, as before: after its timeout the game is not found.
    const once = await listSavedGames(await slowStore(4), storage, 1)
    expect(once.games).toEqual([])
    expect(once.errorKind).toBe('stalled')

    const kv = await slowStore(4)
    const c = clock()
    const waits: StorageWaiting[] = []
    const timeouts: number[] = []
    const r = await listWhenStorageAnswers(
      (ms) => {
        timeouts.push(ms)
        c.read(ms)
        return listSavedGames(kv, storage, ms / 1000) // the reads' timeouts, scaled down for the test
      },
      { sleep: c.sleep, now: c.now, onWaiting: (w) => waits.push(w) },
    )
    expect(r.error).toBeNull()
    expect(r.games.map((g) => [g.gameId, g.actions])).toEqual([['g', 8]])
    expect(timeouts).toEqual([3000, 6000, 12000, 24000]) // each read given longer
    expect(waits.map((w) => [w.tries, w.nextTryMs, w.overdue])).toEqual([
      [1, 1000, false],
      [2, 2000, false],
      [3, 4000, false],
    ])
    expect(waits[2].waitedMs).toBe(3000 + 1000 + 6000 + 2000 + 12000)
    expect(waits[0].reason).toMatch(/^The games saved in this browser could not be read\. .*does not answer/)
  })

  it('after a minute without an answer the player is told so, and the tries go on', async () => {
    const kv = await slowStore(9)
    const c = clock()
    const waits: StorageWaiting[] = []
    const r = await listWhenStorageAnswers((ms) => (c.read(ms), listSavedGames(kv, null, 1)), {
      sleep: c.sleep,
      now: c.now,
      onWaiting: (w) => waits.push(w),
    })
    expect(r.games.map((g) => g.gameId)).toEqual(['g'])
    expect(waits).toHaveLength(8)
    const firstOverdue = waits.findIndex((w) => w.overdue)
    expect(waits[firstOverdue].waitedMs).toBeGreaterThanOrEqual(PATIENCE_MS)
    expect(waits[firstOverdue - 1].waitedMs).toBeLessThan(PATIENCE_MS)
    expect(waits.at(-1)!.nextTryMs).toBe(15_000) // the pauses stop growing
  })

  it('a storage that cannot be used at all (no IndexedDB) is reported at once, not waited for', async () => {
    const unavailable: KeyValueStore = {
      ...memoryStore(),
      keys: async () => {
        const e = new Error('IndexedDB is not available in this browser')
        e.name = 'UnavailableError'
        throw e
      },
    }
    const waits: StorageWaiting[] = []
    const r = await listWhenStorageAnswers(() => listSavedGames(unavailable, null, 1), {
      sleep: async () => {},
      now: () => 0,
      onWaiting: (w) => waits.push(w),
    })
    expect(r.errorKind).toBe('unavailable')
    expect(waits).toEqual([])
  })

  it('while IndexedDB is silent, each try hands over the games of the journals, which can be offered meanwhile', async () => {
    const kv = await slowStore(3)
    const storage = memorySyncStorage()
    writeJournal(
      storage,
      journalOf(
        { gameId: 'j', rev: 5, savedAt: T0, scenarioId: 'chain', title: 'Chain' },
        newTimeline(chainGame(5)),
        {},
      ),
    )
    const partials: string[][] = []
    const r = await listWhenStorageAnswers((ms) => listSavedGames(kv, storage, ms / 1000), {
      sleep: async () => {},
      now: () => 0,
      onWaiting: (_w, partial) => partials.push(partial.games.map((g) => `${g.gameId}:${g.actions}`)),
    })
    expect(partials).toEqual([['j:5'], ['j:5']]) // two unanswered tries, the journal's game in each
    expect(r.games.map((g) => g.gameId).sort()).toEqual(['g', 'j'])
  })

  it('a wait that is no longer wanted stops', async () => {
    const kv = await slowStore(100)
    let tries = 0
    const r = await listWhenStorageAnswers(() => (tries++, listSavedGames(kv, null, 1)), {
      sleep: async () => {},
      now: () => 0,
      onWaiting: () => {},
      cancelled: () => tries >= 2,
    })
    expect(tries).toBe(2)
    expect(r.errorKind).toBe('stalled')
  })
})
