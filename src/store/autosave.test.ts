import { describe, expect, it } from 'vitest'
import { SAVE_VERSION, stateHash } from '../rules/systems/aeto/save'
import {
  AUTOSAVE_KEY,
  autosaveEntry,
  createAutosaver,
  describeStorageError,
  idbStore,
  loadAutosave,
  memoryStore,
  type AutosaveStatus,
  type KeyValueStore,
} from './autosave'
import type { GameRecord } from './game'
import { currentRecord, lines, newTimeline, play, rewind, undoOne } from './history'
import { CHAIN_ACTIONS, chainGame, INTERCEPTION_ACTIONS, interceptionGame } from './testGames'

const NOW = new Date('2024-06-06T06:30:00.000Z')

/** A scheduler the test runs by hand: no timers, no waiting. */
function manualScheduler() {
  const queue: (() => void)[] = []
  return {
    schedule: (fn: () => void) => {
      queue.push(fn)
      return () => {
        const i = queue.indexOf(fn)
        if (i !== -1) queue.splice(i, 1)
      }
    },
    pending: () => queue.length,
    run: () => {
      const fns = queue.splice(0)
      for (const fn of fns) fn()
    },
  }
}

/** A store whose writes finish only when the test says so, recording how many run at once. */
function gatedStore() {
  const inner = memoryStore()
  const gates: (() => void)[] = []
  const written: unknown[] = []
  let running = 0
  let maxRunning = 0
  const store: KeyValueStore = {
    get: inner.get,
    del: inner.del,
    keys: inner.keys,
    set: async (key, value) => {
      running++
      maxRunning = Math.max(maxRunning, running)
      await new Promise<void>((resolve) => gates.push(resolve))
      await inner.set(key, value)
      written.push(value)
      running--
    },
  }
  return { store, inner, written, gates, maxRunning: () => maxRunning }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('autosave and reload', () => {
  it('a reload in the middle of a combat round restores the same pending decision', async () => {
    const store = memoryStore()
    const g = chainGame(21)
    const statuses: AutosaveStatus[] = []
    const saver = createAutosaver({ store, now: () => NOW, onStatus: (s) => statuses.push(s) })
    saver.changed(g, { scenarioId: 'chain', undoPolicy: 'hotSeat' })
    expect(await saver.flush()).toEqual({ ok: true, state: 'saved', savedAt: NOW.toISOString(), actions: 21 })
    expect(statuses).toEqual([{ ok: true, state: 'saved', savedAt: NOW.toISOString(), actions: 21 }])

    const r = await loadAutosave(store)
    if (!r.ok) throw new Error(r.reason)
    expect(r.savedAt).toBe(NOW.toISOString())
    expect(r.meta).toEqual({ scenarioId: 'chain', undoPolicy: 'hotSeat' })
    expect(r.dropped).toEqual([])
    expect(r.record.cursor).toBe(21)
    expect(r.record.actions).toEqual(CHAIN_ACTIONS.slice(0, 21))
    expect(r.record.states[21].pending).toEqual(g.states[21].pending)
    expect(r.record.states.map(stateHash)).toEqual(g.states.map(stateHash))
  })

  it('what is written: the scenario once, and per line a save (format version, seed, dice, actions, state hash) and the cursor', () => {
    const g = undoOne(interceptionGame(6), 'hotSeat') // cursor 5 of 6
    const e = autosaveEntry(g, NOW.toISOString(), { scenarioId: 'x' })
    expect(e).toEqual({
      format: 'sortie-autosave',
      version: 1,
      savedAt: NOW.toISOString(),
      scenario: g.scenarioJson,
      current: 'main',
      nextBranch: 1,
      lines: [
        {
          id: 'main',
          parent: null,
          dice: 'original',
          cursor: 5,
          save: {
            format: 'sortie-save',
            version: SAVE_VERSION,
            seed: 7,
            actions: INTERCEPTION_ACTIONS.slice(0, 6),
            savedAt: NOW.toISOString(),
            stateHash: stateHash(g.states[6]),
          },
        },
      ],
      meta: { scenarioId: 'x' },
    })
  })

  it('keeps the redo line of an undo, and the cursor', async () => {
    const store = memoryStore()
    const saver = createAutosaver({ store })
    saver.changed(undoOne(interceptionGame(6), 'hotSeat'))
    await saver.flush()
    const r = await loadAutosave(store)
    if (!r.ok) throw new Error(r.reason)
    expect(r.record.actions).toHaveLength(6)
    expect(r.record.cursor).toBe(5)
  })

  it('an exploration timeline comes back with all its lines', async () => {
    let t = rewind(newTimeline(interceptionGame()), 6)
    const p = play(
      t,
      { type: 'attack', side: 'allies', attacker: 'spit2', target: 'he111' },
      { dice: 'afresh', seed: 3 },
    )
    if (!p.ok) throw new Error(p.violation.message)
    t = p.timeline
    const store = memoryStore()
    const saver = createAutosaver({ store })
    saver.changed(t)
    await saver.flush()
    const r = await loadAutosave(store)
    if (!r.ok) throw new Error(r.reason)
    expect(lines(r.timeline)).toEqual(lines(t))
    expect(r.timeline.nextBranch).toBe(2)
    expect(r.timeline.lines[1].record.seed).toBe(3)
    for (const [i, l] of t.lines.entries())
      expect(r.timeline.lines[i].record.states.map(stateHash)).toEqual(l.record.states.map(stateHash))
    expect(r.record).toBe(currentRecord(r.timeline))
  })
})

describe('writes are serialised: a burst writes the last state, never a torn or older one', () => {
  it('changes before the write starts are folded into one write of the latest game', async () => {
    const store = memoryStore()
    const clock = manualScheduler()
    let writes = 0
    const saver = createAutosaver({
      store: { ...store, set: (k, v) => (writes++, store.set(k, v)) },
      schedule: clock.schedule,
      delayMs: 100,
    })
    for (let k = 1; k <= 5; k++) saver.changed(chainGame(k))
    expect(clock.pending()).toBe(1)
    expect(writes).toBe(0)
    clock.run()
    await saver.flush()
    expect(writes).toBe(1)
    const r = await loadAutosave(store)
    expect(r.ok && r.record.cursor).toBe(5)
  })

  it('changes during a write wait for it, then the latest is written: one write at a time, in order', async () => {
    const gated = gatedStore()
    const saver = createAutosaver({ store: gated.store, schedule: (fn) => (fn(), () => {}) })
    const games: GameRecord[] = [1, 2, 3, 4].map((k) => chainGame(k))
    saver.changed(games[0]) // starts writing game 1
    saver.changed(games[1])
    saver.changed(games[2])
    saver.changed(games[3]) // 2 and 3 are superseded by 4 before they are written
    expect(gated.gates).toHaveLength(1)
    gated.gates.shift()!()
    await tick()
    expect(gated.gates).toHaveLength(1) // the write of game 4 has started
    gated.gates.shift()!()
    await saver.flush()
    expect(gated.maxRunning()).toBe(1)
    expect(gated.written.map((e) => (e as { lines: { cursor: number }[] }).lines[0].cursor)).toEqual([1, 4])
    const r = await loadAutosave(gated.inner)
    expect(r.ok && r.record.cursor).toBe(4)
  })

  it('flush writes what is pending at once', async () => {
    const store = memoryStore()
    const clock = manualScheduler()
    const saver = createAutosaver({ store, schedule: clock.schedule, delayMs: 60_000 })
    saver.changed(chainGame(3))
    expect(await saver.flush()).toMatchObject({ ok: true, state: 'saved', actions: 3 })
    expect(clock.pending()).toBe(0)
    expect(store.data.has(AUTOSAVE_KEY)).toBe(true)
  })
})

describe('storage errors are reported, and play goes on in memory', () => {
  const QUOTA =
    "The game could not be saved in this browser. The browser's storage is full (QuotaExceededError). Play goes on, but a reload would lose what is not saved: save the game to a file."

  it('a full disk (QuotaExceededError) gives a status; the next write after space is freed succeeds', async () => {
    const inner = memoryStore()
    let full = true
    const store: KeyValueStore = {
      ...inner,
      set: async (k, v) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        await inner.set(k, v)
      },
    }
    const statuses: AutosaveStatus[] = []
    const saver = createAutosaver({ store, now: () => NOW, onStatus: (s) => statuses.push(s) })
    saver.changed(chainGame(2))
    expect(await saver.flush()).toEqual({ ok: false, kind: 'quota', reason: QUOTA })
    expect(saver.status()).toEqual({ ok: false, kind: 'quota', reason: QUOTA })
    full = false
    saver.changed(chainGame(3))
    expect(await saver.flush()).toEqual({ ok: true, state: 'saved', savedAt: NOW.toISOString(), actions: 3 })
    expect(statuses.map((s) => s.ok)).toEqual([false, true])
  })

  it('names the other storage errors', () => {
    expect(describeStorageError(new DOMException('x', 'SecurityError'))).toEqual({
      kind: 'security',
      reason: 'The browser does not allow this page to store data (SecurityError).',
    })
    expect(
      describeStorageError(
        new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        ),
      ),
    ).toEqual({
      kind: 'unavailable',
      reason:
        "The browser's storage cannot be used: private browsing, or storage switched off (InvalidStateError).",
    })
    expect(describeStorageError({ name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'full' }).kind).toBe('quota')
    expect(describeStorageError({ code: 22 }).kind).toBe('quota')
    expect(describeStorageError(new TypeError('boom'))).toEqual({
      kind: 'unknown',
      reason: "The browser's storage failed (TypeError: boom).",
    })
  })

  it('without IndexedDB at all (private browsing in some browsers), idbStore fails and the status says so', async () => {
    expect(typeof indexedDB).toBe('undefined') // Node: no IndexedDB here (autosave.idb.test.ts has a fake one)
    const saver = createAutosaver({ store: idbStore() })
    saver.changed(chainGame(1))
    expect(await saver.flush()).toEqual({
      ok: false,
      kind: 'unavailable',
      reason:
        "The game could not be saved in this browser. The browser's storage cannot be used: private browsing, or storage switched off (UnavailableError). Play goes on, but a reload would lose what is not saved: save the game to a file.",
    })
    expect(await loadAutosave(idbStore())).toEqual({
      ok: false,
      kind: 'storage',
      reason:
        "The saved game could not be read. The browser's storage cannot be used: private browsing, or storage switched off (UnavailableError).",
    })
  })

  it('clear forgets the saved game', async () => {
    const store = memoryStore()
    const saver = createAutosaver({ store })
    saver.changed(chainGame(1))
    await saver.flush()
    expect(await saver.clear()).toEqual({ ok: true, state: 'idle' })
    expect(await loadAutosave(store)).toEqual({
      ok: false,
      kind: 'none',
      reason: 'No game is saved in this browser.',
    })
  })
})

describe('loadAutosave says why a saved game cannot be restored', () => {
  async function entryWith(patch: (e: ReturnType<typeof autosaveEntry>) => unknown) {
    const store = memoryStore()
    await store.set(AUTOSAVE_KEY, patch(autosaveEntry(chainGame(12), NOW.toISOString())))
    return loadAutosave(store)
  }

  it('not an autosave, a newer autosave, a missing current line', async () => {
    expect(await entryWith(() => 'junk')).toEqual({
      ok: false,
      kind: 'invalid',
      reason:
        'The game saved in this browser could not be restored: it is not a Sortie autosave (the entry: Invalid input: expected object, received string).',
    })
    expect(await entryWith((e) => ({ ...e, version: 2 }))).toEqual({
      ok: false,
      kind: 'invalid',
      reason:
        'The game saved in this browser could not be restored: it was written by a newer Sortie (autosave version 2; this one reads 1).',
    })
    expect(await entryWith((e) => ({ ...e, current: 'b7' }))).toEqual({
      ok: false,
      kind: 'invalid',
      reason: 'The game saved in this browser could not be restored: its current line "b7" is missing.',
    })
  })

  it('the current line must replay to its state hash', async () => {
    const r = await entryWith((e) => ({
      ...e,
      lines: [{ ...e.lines[0], save: { ...e.lines[0].save, stateHash: '0123456789abcdef' } }],
    }))
    expect(r).toEqual({
      ok: false,
      kind: 'invalid',
      reason:
        "The game saved in this browser could not be restored: stateHash: the save's state hash does not match its replay: the file was edited or saved by a different rules version",
    })
  })

  it('another line that no longer replays is left out, and named', async () => {
    const r = await entryWith((e) => ({
      ...e,
      nextBranch: 2,
      lines: [
        e.lines[0],
        {
          ...e.lines[0],
          id: 'b1',
          parent: { line: 'main', at: 3 },
          dice: 'keep',
          save: { ...e.lines[0].save, actions: [{ type: 'pass' }] },
        },
      ],
    }))
    if (!r.ok) throw new Error(r.reason)
    expect(r.timeline.lines.map((l) => l.id)).toEqual(['main'])
    expect(r.dropped).toEqual([
      'b1: actions[0]: no longer replays: 4.1 "pass" is not possible now: Western Allies must decide — Launch a mission from one of your bases, or end the Air Movement Step.',
    ])
  })
})
