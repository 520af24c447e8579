import { describe, expect, it } from 'vitest'
import {
  AUTOSAVE_KEY,
  AUTOSAVE_VERSION,
  autosaveEntry,
  createAutosaver,
  gameKey,
  memoryStore,
  NOT_READ_BACK,
  PLAY_ON,
  unlike,
  type AutosaveStatus,
  type KeyValueStore,
} from './autosave'
import { currentRecord, newTimeline } from './history'
import { journalKey, journalOf, memorySyncStorage, writeJournal } from './journal'
import {
  discardSavedGame,
  exportSavedGame,
  LEGACY_GAME_ID,
  listSavedGames,
  sameGameStored,
  restoreSavedGame,
} from './savedGames'
import { CHAIN_ACTIONS, chainGame } from './testGames'

const T0 = '2026-11-25T01:00:00.000Z'
const T1 = '2026-11-25T02:00:00.000Z'
const noBuiltIn = () => undefined

async function put(kv: KeyValueStore, gameId: string, upTo: number, rev: number, savedAt = T0) {
  await kv.set(
    gameKey(gameId),
    autosaveEntry(newTimeline(chainGame(upTo)), savedAt, { scenarioId: 'file:chain' }, { gameId, rev }),
  )
}

describe('the games saved in this browser (docs/guide.md, "Never lose a game")', () => {
  it('lists every game newest first; the journal wins over an older IndexedDB entry and restores the actions IndexedDB never got', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    await put(kv, 'old', 5, 1, T0)
    await put(kv, 'g', 10, 4, T0)
    // The last 4 actions were journalled, then the page was reloaded before IndexedDB confirmed them.
    writeJournal(
      storage,
      journalOf(
        { gameId: 'g', rev: 8, savedAt: T1, scenarioId: 'file:chain', title: 'x' },
        newTimeline(chainGame(14)),
        { undoPolicy: 'hotSeat' },
      ),
    )
    const { games, error } = await listSavedGames(kv, storage)
    expect(error).toBeNull()
    expect(games.map((g) => [g.gameId, g.rev, g.actions, g.problem])).toEqual([
      ['g', 8, 14, null],
      ['old', 1, 5, null],
    ])
    const r = await restoreSavedGame(kv, storage, games[0], noBuiltIn)
    if (!r.ok) throw new Error(r.reason)
    expect(r.timeline.lines[0].record.actions).toEqual(CHAIN_ACTIONS.slice(0, 14))
    expect(r.meta).toEqual({ undoPolicy: 'hotSeat' })
  })

  it('an IndexedDB entry newer than the journal is the one restored, its state hashes checked', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    writeJournal(
      storage,
      journalOf(
        { gameId: 'g', rev: 2, savedAt: T0, scenarioId: 'file:chain', title: 'x' },
        newTimeline(chainGame(3)),
        {},
      ),
    )
    await put(kv, 'g', 12, 5, T1)
    const [g] = (await listSavedGames(kv, storage)).games
    expect([g.rev, g.actions, g.hasJournal, g.key]).toEqual([5, 12, true, gameKey('g')])
    const r = await restoreSavedGame(kv, storage, g, noBuiltIn)
    expect(r.ok && r.timeline.lines[0].record.actions.length).toBe(12)
  })

  it('a journal of a built-in scenario restores with the scenario from the catalogue, even if IndexedDB never wrote anything', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    const g = chainGame(7)
    writeJournal(
      storage,
      journalOf(
        { gameId: 'b', rev: 1, savedAt: T0, scenarioId: 'chain', title: 'Chain' },
        newTimeline(g),
        {},
      ),
    )
    const [saved] = (await listSavedGames(kv, storage)).games
    expect(saved.key).toBeNull()
    expect((await restoreSavedGame(kv, storage, saved, noBuiltIn)).ok).toBe(false)
    const r = await restoreSavedGame(kv, storage, saved, (id) =>
      id === 'chain' ? g.scenarioJson : undefined,
    )
    expect(r.ok && r.timeline.lines[0].record.actions.length).toBe(7)
  })

  it('the single game of older versions (key "game") is listed and restored', async () => {
    const kv = memoryStore()
    await kv.set(AUTOSAVE_KEY, autosaveEntry(newTimeline(chainGame(6)), T0, { scenarioId: 'chain' }))
    const { games } = await listSavedGames(kv, null)
    expect(games.map((g) => [g.gameId, g.key, g.actions, g.scenarioId])).toEqual([
      [LEGACY_GAME_ID, AUTOSAVE_KEY, 6, 'chain'],
    ])
    expect((await restoreSavedGame(kv, null, games[0], noBuiltIn)).ok).toBe(true)
  })

  it('a newer version, an edited game (hash) and a broken journal are marked with the reason; listing never deletes a game', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    const future = {
      ...autosaveEntry(newTimeline(chainGame(4)), T0, {}, { gameId: 'future', rev: 1 }),
      version: AUTOSAVE_VERSION + 1,
    }
    await kv.set(gameKey('future'), future)
    const edited = autosaveEntry(newTimeline(chainGame(8)), T0, {}, { gameId: 'edited', rev: 1 })
    edited.lines[0].save.seed = 99 // other dice: the replay no longer reaches the recorded state hash
    await kv.set(gameKey('edited'), edited)
    storage.setItem(journalKey('torn'), '{"format":"sortie-journal","vers')
    for (let i = 0; i < 4; i++) await put(kv, `ok${i}`, 2, 1, `2026-11-2${6 + i}T00:00:00.000Z`)
    for (let i = 0; i < 4; i++) await put(kv, `empty${i}`, 0, 1, `2026-11-2${6 + i}T00:00:00.000Z`)

    const { games } = await listSavedGames(kv, storage)
    const problem = (id: string) => games.find((g) => g.gameId === id)!.problem
    expect(problem('future')).toBe(
      `it was written by a newer Sortie (autosave version ${AUTOSAVE_VERSION + 1}; this one reads ${AUTOSAVE_VERSION})`,
    )
    expect(problem('torn')).toBe('its quick-storage copy is not JSON')
    expect(problem('edited')).toBeNull() // seen only when replayed:
    const r = await restoreSavedGame(
      kv,
      storage,
      games.find((g) => g.gameId === 'edited')!,
      noBuiltIn,
    )
    expect(!r.ok && r.reason).toMatch(/state hash does not match/)

    const left = (await listSavedGames(kv, storage)).games.map((g) => g.gameId).sort()
    // Every game stays listed, those with no action too: only the player deletes one.
    expect(left).toEqual([
      'edited',
      'empty0',
      'empty1',
      'empty2',
      'empty3',
      'future',
      'ok0',
      'ok1',
      'ok2',
      'ok3',
      'torn',
    ])
    // The stored copies are exported as they are, then discarded on request.
    const f = games.find((g) => g.gameId === 'future')!
    const text = await exportSavedGame(kv, storage, f)
    expect(JSON.parse(text)).toMatchObject({
      format: 'sortie-stored-game',
      gameId: 'future',
      autosave: { version: AUTOSAVE_VERSION + 1 },
    })
    expect(await discardSavedGame(kv, storage, f)).toEqual({ ok: true })
    expect(await kv.get(gameKey('future'))).toBeUndefined()
  })
})

describe('"saved" means confirmed (docs/guide.md, "Never lose a game")', () => {
  it('a write the storage never confirms is reported as stalled; a later confirmation says saved', async () => {
    const timers: { fn: () => void; ms: number }[] = []
    const schedule = (fn: () => void, ms: number) => {
      const t = { fn, ms }
      timers.push(t)
      return () => void timers.splice(timers.indexOf(t), 1)
    }
    let finish: () => void = () => {}
    const inner = memoryStore()
    const kv: KeyValueStore = {
      ...inner,
      set: (k, v) => new Promise<void>((r) => (finish = () => void inner.set(k, v).then(r))),
    }
    const statuses: AutosaveStatus[] = []
    const saver = createAutosaver({
      store: kv,
      schedule,
      stallMs: 4000,
      onStatus: (s) => statuses.push(s),
      now: () => new Date(T0),
    })
    saver.changed(chainGame(3))
    timers.shift()!.fn() // the write starts
    expect(timers.map((t) => t.ms)).toEqual([4000]) // the watch
    expect(saver.status()).toEqual({ ok: true, state: 'idle' }) // never "saved" before the storage says so
    timers.shift()!.fn() // 4 s pass with no answer
    expect(saver.status()).toMatchObject({ ok: false, kind: 'stalled' })
    expect(saver.status().ok === false && saver.status()).toMatchObject({
      reason: expect.stringMatching(/^The browser has not confirmed the autosave after 4 s/),
    })
    finish()
    await saver.flush()
    expect(saver.status()).toEqual({ ok: true, state: 'saved', savedAt: T0, actions: 3 })
    expect(statuses.map((s) => (s.ok ? s.state : s.kind))).toEqual(['stalled', 'saved'])
  })
})

describe('"saved" means read back: a write the browser drops as it completes is never called saved', () => {
  /** A store that reports every write after the first `keep` done, but keeps none of them (a transaction dropped as it commits). */
  function droppingStore(keep: number) {
    const inner = memoryStore()
    let writes = 0
    const kv: KeyValueStore = {
      ...inner,
      set: async (k, v) => {
        if (++writes <= keep) await inner.set(k, v)
      },
    }
    return { kv, inner }
  }

  it('the status says what was found instead, and the journal is kept so a reload restores every action', async () => {
    const { kv } = droppingStore(1)
    const storage = memorySyncStorage()
    const saved: number[] = []
    const saver = createAutosaver({
      store: kv,
      key: gameKey('g'),
      schedule: (fn) => (fn(), () => {}),
      onSaved: (rev) => saved.push(rev),
      now: () => new Date(T0),
    })
    saver.changed(newTimeline(chainGame(2)), {}, { gameId: 'g', rev: 1 })
    expect(await saver.flush()).toEqual({ ok: true, state: 'saved', savedAt: T0, actions: 2 })
    expect(saved).toEqual([1])
    // Six more actions: the browser reports the write done, but drops it.
    const later = newTimeline(chainGame(8))
    writeJournal(
      storage,
      journalOf({ gameId: 'g', rev: 2, savedAt: T0, scenarioId: 'chain', title: 'Chain' }, later, {}),
    )
    saver.changed(later, {}, { gameId: 'g', rev: 2 })
    const status = await saver.flush()
    expect(status).toMatchObject({ ok: false, kind: 'unknown' })
    expect(status.ok === false && status.reason).toBe(
      `${NOT_READ_BACK} another copy is stored (revision 1 saved at ${T0}, not revision 2 saved at ${T0}). ${PLAY_ON}`,
    )
    expect(saved).toEqual([1]) // rev 2 was never confirmed: its journal stays
    const { games } = await listSavedGames(kv, storage)
    const r = await restoreSavedGame(kv, storage, games[0], () => chainGame(0).scenarioJson)
    expect(r.ok && currentRecord(r.timeline).cursor).toBe(8)
  })

  it('nothing stored, or an older copy, is named', () => {
    const e = autosaveEntry(newTimeline(chainGame(3)), T0, {}, { gameId: 'g', rev: 4 })
    expect(unlike(undefined, e)).toBe('nothing is stored under its key.')
    expect(unlike({ ...e, rev: 3, savedAt: '2026-01-01T00:00:00.000Z' }, e)).toBe(
      `another copy is stored (revision 3 saved at 2026-01-01T00:00:00.000Z, not revision 4 saved at ${T0}).`,
    )
    const short = autosaveEntry(newTimeline(chainGame(1)), T0, {}, { gameId: 'g', rev: 4 })
    expect(unlike(short, e)).toBe('the stored copy holds 1 action(s) per line, not 3.')
    expect(unlike(structuredClone(e), e)).toBeNull()
  })
})

describe('the same game loaded twice is one entry', () => {
  const lineOf = (upTo: number, title = chainGame(0).scenario.title) => {
    const r = chainGame(upTo)
    return { title, seed: r.seed, dice: r.dice, actions: r.actions.slice(0, r.cursor) }
  }

  it('a stored game whose line is the loaded one is found, from its IndexedDB entry or from its journal', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    await put(kv, 'six', 6, 3)
    await put(kv, 'four', 4, 2)
    expect((await sameGameStored(kv, storage, lineOf(6), 'new'))?.gameId).toBe('six')
    expect((await sameGameStored(kv, storage, lineOf(4), 'new'))?.gameId).toBe('four')
    expect(await sameGameStored(kv, storage, lineOf(5), 'new')).toBeNull() // another moment: another game
    expect(await sameGameStored(kv, storage, lineOf(6), 'six')).toBeNull() // never itself
    expect(await sameGameStored(kv, storage, lineOf(6, 'Another title'), 'new')).toBeNull()
    const other = { ...lineOf(6), seed: lineOf(6).seed + 1 }
    expect(await sameGameStored(kv, storage, other, 'new')).toBeNull() // other dice
    // A game IndexedDB has not confirmed yet: its journal is read.
    const t = newTimeline(chainGame(7))
    writeJournal(
      storage,
      journalOf({ gameId: 'seven', rev: 1, savedAt: T1, scenarioId: 'chain', title: lineOf(7).title }, t, {}),
    )
    expect((await sameGameStored(kv, storage, lineOf(7), 'new'))?.gameId).toBe('seven')
  })
})
