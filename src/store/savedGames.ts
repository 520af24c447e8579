// The games saved in this browser. Every game has its own id and lives under its own
// IndexedDB key (`game:<id>`, the checked snapshot) and, while IndexedDB has not confirmed its
// latest change, in a journal of the synchronous storage (journal.ts). Older versions kept one
// game under the key `game`: it is read as one more saved game.
//
// A copy this version cannot resume (written by a newer Sortie, edited, or no longer replaying)
// is never written over and never deleted behind the player's back: it is listed with the reason,
// for the player to download or discard. Never throws.
import { z } from 'zod'
import {
  AUTOSAVE_FORMAT,
  AUTOSAVE_KEY,
  AUTOSAVE_VERSION,
  GAME_KEY_PREFIX,
  describeStorageError,
  restoreEntry,
  type AutosaveMeta,
  type KeyValueStore,
  type StorageProblem,
} from './autosave'
import type { Timeline } from './history'
import { fetchRulesOf } from './systemScenario'
import {
  journalIds,
  journalKey,
  parseJournal,
  removeJournal,
  restoreJournal,
  type GameHeader,
  type Journal,
  type SyncStorage,
} from './journal'
import { maxOf } from '../rules/systems/aeto'

/** A game found in this browser's storage, from its newer copy. */
export interface SavedGame extends GameHeader {
  /** Its IndexedDB key, if it has an entry there. */
  key: string | null
  hasJournal: boolean
  /** Actions of its longest line. */
  actions: number
  /** Why it cannot be resumed, or null. */
  problem: string | null
}

export const LEGACY_GAME_ID = 'legacy'

/** How long a read of IndexedDB may take before the games are listed without it (its journals only). */
export const READ_TIMEOUT_MS = 3000

/** The storage's answer, or a failure once `ms` have passed without one (IndexedDB that never opens). */
function answerWithin<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const e = new Error(`no answer after ${ms / 1000} s`)
      e.name = 'TimeoutError'
      reject(e)
    }, ms)
  })
  return Promise.race([p, late]).finally(() => clearTimeout(timer))
}

const headerOfEntry = z.object({
  format: z.literal(AUTOSAVE_FORMAT),
  version: z.literal(AUTOSAVE_VERSION),
  savedAt: z.string().max(64),
  gameId: z.string().min(1).max(100).optional(),
  rev: z.number().int().min(0).optional(),
  scenario: z.unknown(),
  lines: z.array(z.object({ save: z.object({ actions: z.array(z.unknown()) }).loose() }).loose()).min(1),
  meta: z.record(z.string(), z.unknown()),
})

function titleOf(scenario: unknown): string {
  const t =
    typeof scenario === 'object' && scenario !== null ? (scenario as { title?: unknown }).title : undefined
  return typeof t === 'string' ? t.slice(0, 300) : 'an unknown scenario'
}

function gameIdOfKey(key: string): string | null {
  if (key === AUTOSAVE_KEY) return LEGACY_GAME_ID
  return key.startsWith(GAME_KEY_PREFIX) ? key.slice(GAME_KEY_PREFIX.length) : null
}

function entryHeader(key: string, raw: unknown): SavedGame {
  const id = gameIdOfKey(key) ?? key
  const bare: SavedGame = {
    gameId: id,
    rev: 0,
    savedAt: '',
    scenarioId: null,
    title: 'an unknown scenario',
    key,
    hasJournal: false,
    actions: 0,
    problem: null,
  }
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === AUTOSAVE_FORMAT) {
    const v = (raw as { version?: unknown }).version
    const savedAt = (raw as { savedAt?: unknown }).savedAt
    const base = {
      ...bare,
      title: titleOf((raw as { scenario?: unknown }).scenario),
      savedAt: typeof savedAt === 'string' ? savedAt : '',
    }
    if (typeof v === 'number' && v > AUTOSAVE_VERSION)
      return {
        ...base,
        problem: `it was written by a newer Sortie (autosave version ${v}; this one reads ${AUTOSAVE_VERSION})`,
      }
  }
  const r = headerOfEntry.safeParse(raw)
  if (!r.success) {
    const i = r.error.issues[0]
    return {
      ...bare,
      problem: `it is not a Sortie autosave (${i.path.join('.') || 'the entry'}: ${i.message})`,
    }
  }
  const e = r.data
  const scenarioId = typeof e.meta.scenarioId === 'string' ? e.meta.scenarioId : null
  return {
    ...bare,
    gameId: e.gameId ?? id,
    rev: e.rev ?? 0,
    savedAt: e.savedAt,
    scenarioId,
    title: titleOf(e.scenario),
    actions: maxOf(e.lines, (l) => l.save.actions.length),
  }
}

function journalHeader(gameId: string, text: string | null): SavedGame {
  const bare: SavedGame = {
    gameId,
    rev: 0,
    savedAt: '',
    scenarioId: null,
    title: 'an unknown scenario',
    key: null,
    hasJournal: true,
    actions: 0,
    problem: null,
  }
  if (text === null) return { ...bare, problem: 'its quick-storage copy could not be read' }
  const r = parseJournal(text)
  if (!r.ok) return { ...bare, problem: r.reason }
  const j = r.journal
  let actions = 0
  for (const l of j.lines) actions = Math.max(actions, l.actions.length)
  return {
    ...bare,
    gameId: j.gameId,
    rev: j.rev,
    savedAt: j.savedAt,
    scenarioId: j.scenarioId,
    title: j.title,
    actions,
  }
}

function readJournalText(storage: SyncStorage, gameId: string): string | null {
  try {
    return storage.getItem(journalKey(gameId))
  } catch {
    return null
  }
}

export type SavedGameList = {
  games: SavedGame[]
  /** Why IndexedDB could not be read (the games are then those of the journals only), or null. */
  error: string | null
  errorKind?: StorageProblem | null
}

/** Every game saved in this browser, newest first, with the unreadable ones marked. */
export async function listSavedGames(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<SavedGameList> {
  const byId = new Map<string, SavedGame>()
  let error: string | null = null
  let errorKind: StorageProblem | null = null
  try {
    for (const key of await answerWithin(kv.keys(), timeoutMs)) {
      if (gameIdOfKey(key) === null) continue
      const g = entryHeader(key, await answerWithin(kv.get(key), timeoutMs))
      const seen = byId.get(g.gameId)
      if (!seen || (!g.problem && (seen.problem || g.rev > seen.rev))) byId.set(g.gameId, g) // (the legacy game, once moved to its own key)
    }
  } catch (e) {
    const d = describeStorageError(e)
    error = `The games saved in this browser could not be read. ${d.reason}`
    errorKind = d.kind
  }
  for (const id of storage ? journalIds(storage) : []) {
    const j = journalHeader(id, readJournalText(storage!, id))
    const e = byId.get(id)
    if (!e) byId.set(id, j)
    else if (j.problem) byId.set(id, { ...e, hasJournal: true, problem: e.problem ?? j.problem })
    else if (e.problem || j.rev >= e.rev) byId.set(id, { ...j, key: e.key, problem: e.problem })
    else byId.set(id, { ...e, hasJournal: true })
  }
  const games = [...byId.values()].sort((a, b) =>
    a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0,
  )
  return { games, error, errorKind }
}

export type RestoredGame =
  | {
      ok: true
      timeline: Timeline
      meta: AutosaveMeta
      /** Lines left out because they no longer replay: the stored copies are then kept as they are. */
      dropped: string[]
      /** The autosave's save format version, when it was older and has been upgraded. */
      migratedFrom: number | null
    }
  | { ok: false; reason: string }

/**
 * Restores a saved game from its newer copy: the journal when it is at least as new as the
 * IndexedDB entry (its scenario from the journal, the entry or the built-in scenarios), else the
 * entry (every line replayed and its state hash checked).
 */
export async function restoreSavedGame(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  g: SavedGame,
  builtIn: (id: string) => unknown | Promise<unknown>,
): Promise<RestoredGame> {
  if (g.problem) return { ok: false, reason: g.problem }
  let raw: unknown = undefined
  try {
    if (g.key) raw = await answerWithin(kv.get(g.key), READ_TIMEOUT_MS)
  } catch (e) {
    if (!g.hasJournal) return { ok: false, reason: `it could not be read. ${describeStorageError(e).reason}` }
    raw = undefined // the journal alone, if it holds the scenario or names a built-in one
  }
  const entry = raw === undefined ? null : entryHeader(g.key!, raw)
  let journal: Journal | null = null
  if (g.hasJournal && storage) {
    const r = parseJournal(readJournalText(storage, g.gameId) ?? '')
    if (!r.ok) return { ok: false, reason: r.reason }
    journal = r.journal
  }
  if (journal && (!entry || journal.rev >= entry.rev)) {
    const scenario =
      journal.scenario ??
      (raw as { scenario?: unknown } | undefined)?.scenario ??
      (journal.scenarioId ? await builtIn(journal.scenarioId) : undefined)
    if (scenario === undefined) return { ok: false, reason: 'its scenario was not stored' }
    const why = await fetchRulesOf({ json: scenario })
    if (why) return { ok: false, reason: why }
    const r = restoreJournal(journal, scenario)
    if (!r.ok) return { ok: false, reason: r.reason }
    return { ok: true, timeline: r.timeline, meta: journal.meta, dropped: r.dropped, migratedFrom: null }
  }
  if (raw === undefined) return { ok: false, reason: 'it is no longer stored' }
  const why = await fetchRulesOf({ json: raw }) // the entry holds the scenario
  if (why) return { ok: false, reason: why }
  const r = restoreEntry(raw)
  if (!r.ok)
    return {
      ok: false,
      reason: r.reason.replace(/^The game saved in this browser could not be restored: /, ''),
    }
  return { ok: true, timeline: r.timeline, meta: r.meta, dropped: r.dropped, migratedFrom: r.migratedFrom }
}

/** Everything stored of a game, as the text of a file to keep (for a newer Sortie or a bug report). */
export async function exportSavedGame(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  g: SavedGame,
): Promise<string> {
  let entry: unknown = null
  try {
    if (g.key) entry = (await kv.get(g.key)) ?? null
  } catch (e) {
    entry = { unreadable: describeStorageError(e).reason }
  }
  const journalText = storage ? readJournalText(storage, g.gameId) : null
  let journal: unknown = journalText
  if (journalText !== null) {
    try {
      journal = JSON.parse(journalText)
    } catch {
      // kept as text
    }
  }
  const out = { format: 'sortie-stored-game', gameId: g.gameId, problem: g.problem, autosave: entry, journal }
  return `${JSON.stringify(out, null, 2)}\n`
}

/** Deletes every stored copy of a game. */
export async function discardSavedGame(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  g: SavedGame,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    if (g.key) await kv.del(g.key)
  } catch (e) {
    return { ok: false, reason: describeStorageError(e).reason }
  }
  if (storage) removeJournal(storage, g.gameId)
  return { ok: true }
}

/** What makes two copies one game: the scenario's title, and the line played (seed, scripted dice, actions). */
export interface GameLine {
  title: string
  seed: number
  dice: readonly number[]
  actions: readonly unknown[]
}

const sameLine = (a: GameLine, b: GameLine) =>
  a.title === b.title &&
  a.seed === b.seed &&
  JSON.stringify(a.dice) === JSON.stringify(b.dice) &&
  JSON.stringify(a.actions) === JSON.stringify(b.actions)

/** The line being played of a stored game, from its newer copy, or null if it cannot be read. */
async function storedLine(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  g: SavedGame,
): Promise<GameLine | null> {
  if (g.hasJournal && storage) {
    const r = parseJournal(readJournalText(storage, g.gameId) ?? '')
    if (r.ok && (g.key === null || r.journal.rev >= g.rev)) {
      const l = r.journal.lines.find((x) => x.id === r.journal.current)
      if (l) return { title: r.journal.title, seed: l.seed, dice: l.forced, actions: l.actions }
    }
  }
  if (!g.key) return null
  try {
    const raw = (await answerWithin(kv.get(g.key), READ_TIMEOUT_MS)) as {
      current?: unknown
      lines?: { id?: unknown; save?: { seed?: unknown; dice?: unknown; actions?: unknown } }[]
    }
    const l = raw?.lines?.find((x) => x?.id === raw.current)?.save
    if (!l || typeof l.seed !== 'number' || !Array.isArray(l.actions)) return null
    const dice = Array.isArray(l.dice) ? (l.dice as number[]) : []
    return { title: g.title, seed: l.seed, dice, actions: l.actions }
  } catch {
    return null
  }
}

/**
 * A stored game (other than `except`) whose line being played is `line`: the same game loaded
 * twice, or saved to a file and loaded back, is one game, not two entries. Null if there is none.
 */
export async function sameGameStored(
  kv: KeyValueStore,
  storage: SyncStorage | null,
  line: GameLine,
  except: string,
): Promise<SavedGame | null> {
  const { games } = await listSavedGames(kv, storage)
  for (const g of games) {
    if (g.gameId === except || g.problem || g.title !== line.title || g.actions < line.actions.length)
      continue
    const l = await storedLine(kv, storage, g)
    if (l && sameLine(l, line)) return g
  }
  return null
}
