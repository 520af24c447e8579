// Autosave: after every action the game is written to the browser's IndexedDB, and a reload
// restores it (docs/architecture.md, "Store"; docs/guide.md, "Never lose a game"). What is written is the game, not its states: the scenario,
// and for each line of the timeline its seed, dice, actions, save format version and state
// hash, with the cursor, in ONE entry under ONE key, so every write replaces the whole game at
// once (never a torn mix of two moments) and storage never grows with the number of saves.
//
// Writes are serialised and coalesced: at most one write is under way, and changes made while it
// runs are folded into the next write, which takes the latest game. A burst of actions therefore
// writes the last state, in order, never an older one after a newer one.
//
// Storage errors (a full disk: QuotaExceededError; private browsing or IndexedDB switched off;
// SecurityError in a sandboxed frame) are caught and reported as a status, so the UI can say so
// while play goes on in memory. The storage is behind a small KeyValueStore interface: IndexedDB
// (idb-keyval) in the browser, a memory store in tests.
import {
  createStore as idbCreateStore,
  del as idbDel,
  get as idbGet,
  keys as idbKeys,
  set as idbSet,
} from 'idb-keyval'
import { z } from 'zod'
import type { SaveFile, SaveParseOptions } from '../rules/systems/aeto/save'
import type { GameRecord } from './game'
import { currentRecord, newTimeline, type LineDice, type Timeline, type TimelineLine } from './history'
import { gameToSave, loadSave } from './saveFile'

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

/** Where autosaves live: async get/set/delete of structured-cloneable values. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  keys(): Promise<string[]>
}

/** An in-memory store that copies values like IndexedDB does (structured clone). */
export function memoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>()
  return {
    data,
    get: async (key) => (data.has(key) ? structuredClone(data.get(key)) : undefined),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
    keys: async () => [...data.keys()],
  }
}

/**
 * The browser's IndexedDB through idb-keyval (database "sortie", object store "autosave").
 * Opened on first use; where IndexedDB does not exist every call rejects (an Error named
 * "UnavailableError"), which the autosaver reports like any other storage error.
 */
export function idbStore(dbName = 'sortie', storeName = 'autosave'): KeyValueStore {
  let custom: ReturnType<typeof idbCreateStore> | null = null
  const open = () => {
    if (typeof indexedDB === 'undefined' || indexedDB === null) {
      const e = new Error('IndexedDB is not available in this browser')
      e.name = 'UnavailableError'
      throw e
    }
    custom ??= idbCreateStore(dbName, storeName)
    return custom
  }
  return {
    get: async (key) => idbGet(key, open()),
    set: async (key, value) => idbSet(key, value, open()),
    del: async (key) => idbDel(key, open()),
    keys: async () => (await idbKeys(open())).filter((k): k is string => typeof k === 'string'),
  }
}

export type StorageProblem = 'quota' | 'unavailable' | 'security' | 'stalled' | 'unknown'

/** What went wrong with the storage, in plain English, and its kind. */
export function describeStorageError(e: unknown): { kind: StorageProblem; reason: string } {
  const name =
    typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string'
      ? (e as { name: string }).name
      : ''
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined
  const message =
    e instanceof Error ||
    (typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string')
      ? String((e as { message: string }).message)
      : String(e)
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014)
    return { kind: 'quota', reason: `The browser's storage is full (${name || 'quota exceeded'}).` }
  if (name === 'TimeoutError')
    return { kind: 'stalled', reason: `The browser's storage does not answer (${message.slice(0, 100)}).` }
  if (name === 'SecurityError')
    return { kind: 'security', reason: 'The browser does not allow this page to store data (SecurityError).' }
  if (
    name === 'UnavailableError' ||
    name === 'InvalidStateError' ||
    name === 'NotFoundError' ||
    name === 'UnknownError' ||
    name === 'VersionError' ||
    name === 'ReferenceError'
  )
    return {
      kind: 'unavailable',
      reason: `The browser's storage cannot be used: private browsing, or storage switched off (${name}).`,
    }
  return {
    kind: 'unknown',
    reason: `The browser's storage failed (${name ? `${name}: ` : ''}${message.slice(0, 200)}).`,
  }
}

// ---------------------------------------------------------------------------------------------
// The entry
// ---------------------------------------------------------------------------------------------

/** The key of the single game older versions kept; games now live under `game:<id>`. */
export const AUTOSAVE_KEY = 'game'
export const GAME_KEY_PREFIX = 'game:'
export function gameKey(gameId: string): string {
  return `${GAME_KEY_PREFIX}${gameId}`
}
export const AUTOSAVE_FORMAT = 'sortie-autosave'
export const AUTOSAVE_VERSION = 1

/** Small JSON facts the UI keeps with the game (scenario id, undo policy, hand-over screen…). */
export type AutosaveMeta = Record<string, string | number | boolean | null>

/** One line of the timeline: a save file without its scenario, plus where the player was. */
export interface AutosaveLine {
  id: string
  parent: { line: string; at: number } | null
  dice: LineDice
  cursor: number
  save: Omit<SaveFile, 'scenario'>
}

export interface AutosaveEntry {
  format: typeof AUTOSAVE_FORMAT
  version: typeof AUTOSAVE_VERSION
  savedAt: string
  /** The game's id and revision (see journal.ts); absent in entries of older versions. */
  gameId?: string
  rev?: number
  /** The scenario JSON as loaded, once for every line. */
  scenario: unknown
  current: string
  nextBranch: number
  lines: AutosaveLine[]
  meta: AutosaveMeta
}

/** The entry for a game: every line of the timeline (a hot-seat game is a timeline of one line). */
export function autosaveEntry(
  game: Timeline | GameRecord,
  savedAt: string,
  meta: AutosaveMeta = {},
  id?: { gameId: string; rev: number },
): AutosaveEntry {
  const t = 'lines' in game ? game : newTimeline(game)
  const first = t.lines[0].record
  return {
    format: AUTOSAVE_FORMAT,
    version: AUTOSAVE_VERSION,
    savedAt,
    ...(id ? { gameId: id.gameId, rev: id.rev } : {}),
    scenario: first.scenarioJson,
    current: t.current,
    nextBranch: t.nextBranch,
    lines: t.lines.map((l) => {
      // The whole line (its redo part too), with the hash of the state at its end.
      const { scenario: _scenario, ...save } = gameToSave(
        { ...l.record, cursor: l.record.actions.length },
        { savedAt },
      )
      return { id: l.id, parent: l.parent, dice: l.dice, cursor: l.record.cursor, save }
    }),
    meta: { ...meta },
  }
}

const lineSchema = z.object({
  id: z.string().min(1).max(64),
  parent: z.object({ line: z.string().max(64), at: z.number().int().min(0) }).nullable(),
  dice: z.enum(['original', 'keep', 'afresh']),
  cursor: z.number().int().min(0),
  save: z.record(z.string(), z.unknown()),
})
const entrySchema = z.object({
  format: z.literal(AUTOSAVE_FORMAT),
  version: z.literal(AUTOSAVE_VERSION),
  savedAt: z.string().max(64),
  gameId: z.string().min(1).max(100).optional(),
  rev: z.number().int().min(0).optional(),
  scenario: z.unknown(),
  current: z.string(),
  nextBranch: z.number().int().min(1),
  lines: z.array(lineSchema).min(1).max(10_000),
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
})

export type AutosaveLoad =
  | {
      ok: true
      timeline: Timeline
      /** The line being played. */
      record: GameRecord
      savedAt: string
      meta: AutosaveMeta
      /** Lines that could not be restored and were left out (never the current one). */
      dropped: string[]
      /** The save format version the game was written with, when it was older and has been upgraded. */
      migratedFrom: number | null
    }
  | { ok: false; kind: 'none' | 'storage' | 'invalid'; reason: string }

const NOT_RESTORED = 'The game saved in this browser could not be restored'

/** Reads and checks the autosaved game: every line is replayed and its state hash checked. Never throws. */
export async function loadAutosave(
  store: KeyValueStore,
  key = AUTOSAVE_KEY,
  opts: SaveParseOptions = {},
): Promise<AutosaveLoad> {
  let raw: unknown
  try {
    raw = await store.get(key)
  } catch (e) {
    return {
      ok: false,
      kind: 'storage',
      reason: `The saved game could not be read. ${describeStorageError(e).reason}`,
    }
  }
  if (raw === undefined || raw === null)
    return { ok: false, kind: 'none', reason: 'No game is saved in this browser.' }
  try {
    return restoreEntry(raw, opts)
  } catch (e) {
    return {
      ok: false,
      kind: 'invalid',
      reason: `${NOT_RESTORED} (${(e instanceof Error ? e.message : String(e)).slice(0, 200)}).`,
    }
  }
}

/** Restores the timeline of an entry (as read from storage). */
export function restoreEntry(raw: unknown, opts: SaveParseOptions = {}): AutosaveLoad {
  const invalid = (why: string): AutosaveLoad => ({
    ok: false,
    kind: 'invalid',
    reason: `${NOT_RESTORED}: ${why}`,
  })
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === AUTOSAVE_FORMAT) {
    const v = (raw as { version?: unknown }).version
    if (typeof v === 'number' && v > AUTOSAVE_VERSION)
      return invalid(
        `it was written by a newer Sortie (autosave version ${v}; this one reads ${AUTOSAVE_VERSION}).`,
      )
  }
  const parsed = entrySchema.safeParse(raw)
  if (!parsed.success) {
    const i = parsed.error.issues[0]
    return invalid(`it is not a Sortie autosave (${i.path.join('.') || 'the entry'}: ${i.message}).`)
  }
  const entry = parsed.data
  if (!entry.lines.some((l) => l.id === entry.current))
    return invalid(`its current line "${entry.current}" is missing.`)
  const lines: TimelineLine[] = []
  const dropped: string[] = []
  let migratedFrom: number | null = null
  for (const l of entry.lines) {
    const r = loadSave({ ...l.save, scenario: entry.scenario }, opts)
    if (!r.ok || l.cursor > r.record.actions.length) {
      const why = r.ok
        ? `its cursor ${l.cursor} is past its ${r.record.actions.length} actions`
        : r.message.replace(/\n/g, '; ')
      if (l.id === entry.current) return invalid(why)
      dropped.push(`${l.id}: ${why}`)
      continue
    }
    if (r.migratedFrom !== null) migratedFrom = r.migratedFrom
    lines.push({ id: l.id, parent: l.parent, dice: l.dice, record: { ...r.record, cursor: l.cursor } })
  }
  const timeline: Timeline = { lines, current: entry.current, nextBranch: entry.nextBranch }
  return {
    ok: true,
    timeline,
    record: currentRecord(timeline),
    savedAt: entry.savedAt,
    meta: entry.meta,
    dropped,
    migratedFrom,
  }
}

// ---------------------------------------------------------------------------------------------
// The writer
// ---------------------------------------------------------------------------------------------

export type AutosaveStatus =
  | { ok: true; state: 'idle' }
  | { ok: true; state: 'saved'; savedAt: string; actions: number }
  | { ok: false; kind: StorageProblem; reason: string }

export const AUTOSAVE_FAILED = 'The game could not be saved in this browser.'
export const PLAY_ON = 'Play goes on, but a reload would lose what is not saved: save the game to a file.'

export interface AutosaverOptions {
  store: KeyValueStore
  key?: string
  /** Write at most this long after a change; changes in between are folded in (default 0: the next tick). */
  delayMs?: number
  /**
   * A write the storage has not confirmed after this long is reported as a failure (kind
   * "stalled"), so "saved" always means confirmed (default 4000 ms; 0 turns the watch off).
   */
  stallMs?: number
  /** Runs `fn` after `ms`; returns a cancel function (default setTimeout). Tests pass a manual one. */
  schedule?: (fn: () => void, ms: number) => () => void
  /** The clock for `savedAt` (default the current time). */
  now?: () => Date
  /** Called on every change of status (saved, failed, stalled, recovered). */
  onStatus?: (status: AutosaveStatus) => void
  /** Called when the storage confirmed a write, with the revision it held. */
  onSaved?: (rev: number) => void
}

export interface Autosaver {
  /** The game changed: write it soon. Only the latest game is written. `id` names the game and its revision. */
  changed(game: Timeline | GameRecord, meta?: AutosaveMeta, id?: { gameId: string; rev: number }): void
  /** Writes what is pending now and resolves when nothing is left to write. */
  flush(): Promise<AutosaveStatus>
  status(): AutosaveStatus
  /** Forgets the saved game (what is pending is dropped). */
  clear(): Promise<AutosaveStatus>
  /** Writes nothing more: what is pending is dropped (the game has moved to another tab or another key). */
  stop(): void
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms)
  return () => clearTimeout(id)
}

export const STALLED = 'The browser has not confirmed the autosave'
export const NOT_READ_BACK =
  'The browser said the game was saved, but reading it back did not find what was written:'

/** Why the entry read back is not the entry written (its time, revision, lines and actions), or null when it is. */
export function unlike(back: unknown, written: AutosaveEntry): string | null {
  if (typeof back !== 'object' || back === null) return 'nothing is stored under its key.'
  const b = back as Partial<AutosaveEntry>
  if (b.savedAt !== written.savedAt || b.rev !== written.rev)
    return `another copy is stored (revision ${String(b.rev)} saved at ${String(b.savedAt)}, not revision ${String(written.rev)} saved at ${written.savedAt}).`
  const count = (e: Partial<AutosaveEntry>) =>
    Array.isArray(e.lines)
      ? e.lines.map((l) => (Array.isArray(l?.save?.actions) ? l.save.actions.length : -1)).join(',')
      : ''
  if (count(b) !== count(written))
    return `the stored copy holds ${count(b) || 'no'} action(s) per line, not ${count(written)}.`
  return null
}

export function createAutosaver(opts: AutosaverOptions): Autosaver {
  const key = opts.key ?? AUTOSAVE_KEY
  const schedule = opts.schedule ?? defaultSchedule
  const now = opts.now ?? (() => new Date())
  const stallMs = opts.stallMs ?? 4000
  let status: AutosaveStatus = { ok: true, state: 'idle' }
  let pending: {
    game: Timeline | GameRecord
    meta: AutosaveMeta
    id?: { gameId: string; rev: number }
  } | null = null
  let cancelTimer: (() => void) | null = null
  let writing: Promise<void> | null = null
  let stopped = false

  const setStatus = (s: AutosaveStatus) => {
    status = s
    opts.onStatus?.(s)
  }
  const failed = (e: unknown) => {
    const d = describeStorageError(e)
    setStatus({ ok: false, kind: d.kind, reason: `${AUTOSAVE_FAILED} ${d.reason} ${PLAY_ON}` })
  }

  /** Starts the next write if there is something to write and no write under way. */
  const pump = () => {
    if (writing || !pending || stopped) return
    const { game, meta, id } = pending
    pending = null
    const savedAt = now().toISOString()
    let entry: AutosaveEntry
    try {
      entry = autosaveEntry(game, savedAt, meta, id)
    } catch (e) {
      failed(e)
      return
    }
    const actions = 'lines' in game ? currentRecord(game).cursor : game.cursor
    // "Saved" is said only once the storage confirms; a write that hangs (IndexedDB that never
    // opens, a transaction that never completes) is reported after stallMs.
    const cancelWatch =
      stallMs > 0
        ? schedule(() => {
            const secs = Math.round(stallMs / 100) / 10
            setStatus({
              ok: false,
              kind: 'stalled',
              reason: `${STALLED} after ${secs} s: its storage does not answer. ${PLAY_ON}`,
            })
          }, stallMs)
        : () => {}
    writing = (async () => {
      try {
        await opts.store.set(key, entry)
        // A write the browser reports complete may still be lost (a transaction dropped as it
        // commits, an extension or a full disk between the two): "saved" is said only once the
        // entry read back is the one written, so the journal is never removed for a lost write.
        const lost = unlike(await opts.store.get(key), entry)
        cancelWatch()
        if (stopped) return
        if (lost) {
          setStatus({ ok: false, kind: 'unknown', reason: `${NOT_READ_BACK} ${lost} ${PLAY_ON}` })
          return
        }
        setStatus({ ok: true, state: 'saved', savedAt, actions })
        if (id) opts.onSaved?.(id.rev)
      } catch (e) {
        cancelWatch()
        if (!stopped) failed(e)
      }
    })().finally(() => {
      writing = null
      // Changes made during the write: write the latest now (its delay has passed already).
      if (pending && !cancelTimer) pump()
    })
  }

  const settle = async (): Promise<AutosaveStatus> => {
    for (;;) {
      if (cancelTimer) {
        cancelTimer()
        cancelTimer = null
      }
      pump()
      if (!writing) return status
      await writing
    }
  }

  return {
    changed(game, meta = {}, id) {
      if (stopped) return
      pending = { game, meta, id }
      if (cancelTimer || writing) return // the timer, or the end of the write, will pick it up
      let fired = false
      const cancel = schedule(() => {
        fired = true
        cancelTimer = null
        pump()
      }, opts.delayMs ?? 0)
      if (!fired) cancelTimer = cancel // (a scheduler may run `fn` at once)
    },
    flush: settle,
    status: () => status,
    async clear() {
      pending = null
      if (cancelTimer) {
        cancelTimer()
        cancelTimer = null
      }
      if (writing) await writing
      try {
        await opts.store.del(key)
        setStatus({ ok: true, state: 'idle' })
      } catch (e) {
        failed(e)
      }
      return status
    },
    stop() {
      stopped = true
      pending = null
      if (cancelTimer) {
        cancelTimer()
        cancelTimer = null
      }
    },
  }
}
