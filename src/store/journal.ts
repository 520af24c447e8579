// The write-ahead journal of the game in play (docs/guide.md, "Never lose a game"). IndexedDB writes are
// asynchronous: a reload or a closed tab a few milliseconds after an action can abort the write
// and lose the action. So, before the UI shows an action as played, the store's subscriber writes
// the game's record (every line's seed, dice, actions and cursor, and the scenario when it is not
// a built-in one that IndexedDB has not yet confirmed) to the page's synchronous storage
// (localStorage). The IndexedDB entry remains the checked snapshot (state hashes); once it has
// confirmed the latest revision the journal is removed, so the synchronous storage holds only
// what IndexedDB has not confirmed yet.
//
// At start-up a game is restored from whichever of the two is newer (`rev` counts the changes
// of a game in this browser). Journals are the project's own record and carry no state hash: the
// actions are replayed by the rules module, which refuses any that do not apply.
import { z } from 'zod'
import type { Action } from '../rules/systems/aeto'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { checkScenarioOfSystem } from './systemScenario'
import { replay, type GameRecord } from './game'
import type { LineDice, Timeline, TimelineLine } from './history'

export const JOURNAL_PREFIX = 'sortie.journal.'
export const JOURNAL_FORMAT = 'sortie-journal'
export const JOURNAL_VERSION = 1

/** The part of the Web Storage API the journal uses (localStorage in the page, a Map in tests). */
export interface SyncStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key(index: number): string | null
  readonly length: number
}

export function memorySyncStorage(): SyncStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size
    },
  }
}

/** What every saved copy of a game says about it (autosave entry and journal alike). */
export interface GameHeader {
  gameId: string
  /** Changes of this game in this browser: the newer copy has the higher revision. */
  rev: number
  savedAt: string
  scenarioId: string | null
  title: string
}

export interface JournalLine {
  id: string
  parent: { line: string; at: number } | null
  choice: LineDice
  seed: number
  forced: number[]
  manualDice: boolean
  actions: Action[]
  cursor: number
}

export interface Journal extends GameHeader {
  format: typeof JOURNAL_FORMAT
  version: typeof JOURNAL_VERSION
  /** The scenario JSON, when no confirmed IndexedDB entry and no built-in scenario holds it. */
  scenario?: unknown
  current: string
  nextBranch: number
  lines: JournalLine[]
  meta: Record<string, string | number | boolean | null>
}

export function journalKey(gameId: string): string {
  return `${JOURNAL_PREFIX}${gameId}`
}

export function journalOf(
  header: GameHeader,
  t: Timeline,
  meta: Journal['meta'],
  scenario?: unknown,
): Journal {
  return {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    ...header,
    ...(scenario !== undefined ? { scenario } : {}),
    current: t.current,
    nextBranch: t.nextBranch,
    lines: t.lines.map((l) => ({
      id: l.id,
      parent: l.parent,
      choice: l.dice,
      seed: l.record.seed,
      forced: l.record.dice,
      manualDice: l.record.manualDice,
      actions: l.record.actions,
      cursor: l.record.cursor,
    })),
    meta,
  }
}

/** Writes the journal; the error (quota, storage switched off) is returned, never thrown. */
export function writeJournal(storage: SyncStorage, j: Journal): { ok: true } | { ok: false; error: unknown } {
  try {
    storage.setItem(journalKey(j.gameId), JSON.stringify(j))
    return { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}

export function removeJournal(storage: SyncStorage, gameId: string): void {
  try {
    storage.removeItem(journalKey(gameId))
  } catch {
    // storage switched off: there is nothing to remove
  }
}

/** The game ids that have a journal. */
export function journalIds(storage: SyncStorage): string[] {
  const ids: string[] = []
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i)
      if (k?.startsWith(JOURNAL_PREFIX)) ids.push(k.slice(JOURNAL_PREFIX.length))
    }
  } catch {
    // storage switched off
  }
  return ids
}

const headerSchema = z.object({
  gameId: z.string().min(1).max(100),
  rev: z.number().int().min(0),
  savedAt: z.string().max(64),
  scenarioId: z.string().max(300).nullable(),
  title: z.string().max(300),
})
const lineSchema = z.object({
  id: z.string().min(1).max(64),
  parent: z.object({ line: z.string().max(64), at: z.number().int().min(0) }).nullable(),
  choice: z.enum(['original', 'keep', 'afresh']),
  seed: z.number().int().min(0),
  forced: z.array(z.number().int().min(1).max(6)),
  manualDice: z.boolean(),
  actions: z.array(z.record(z.string(), z.unknown())),
  cursor: z.number().int().min(0),
})
const journalSchema = headerSchema.extend({
  format: z.literal(JOURNAL_FORMAT),
  version: z.literal(JOURNAL_VERSION),
  scenario: z.unknown().optional(),
  current: z.string(),
  nextBranch: z.number().int().min(1),
  lines: z.array(lineSchema).min(1).max(10_000),
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
})

export type JournalRead = { ok: true; journal: Journal } | { ok: false; reason: string }

/** Reads and checks the shape of a journal's text (not yet replayed). */
export function parseJournal(text: string): JournalRead {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'its quick-storage copy is not JSON' }
  }
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === JOURNAL_FORMAT) {
    const v = (raw as { version?: unknown }).version
    if (typeof v === 'number' && v > JOURNAL_VERSION)
      return {
        ok: false,
        reason: `it was written by a newer Sortie (journal version ${v}; this one reads ${JOURNAL_VERSION})`,
      }
  }
  const r = journalSchema.safeParse(raw)
  if (!r.success) {
    const i = r.error.issues[0]
    return {
      ok: false,
      reason: `its quick-storage copy is not a Sortie journal (${i.path.join('.') || 'the journal'}: ${i.message})`,
    }
  }
  return { ok: true, journal: r.data as Journal }
}

/** Replays every line of a journal on its scenario. Never throws. */
export function restoreJournal(
  j: Journal,
  scenarioJson: unknown,
): { ok: true; timeline: Timeline; dropped: string[] } | { ok: false; reason: string } {
  const sc = checkScenarioOfSystem(scenarioJson) // the system the scenario names (absent: AETO/APTO)
  if (!sc.ok)
    return {
      ok: false,
      reason: `its scenario no longer validates (${sc.errors[0].path}: ${sc.errors[0].message})`,
    }
  const lines: TimelineLine[] = []
  const dropped: string[] = []
  for (const l of j.lines) {
    const r = replay(
      {
        scenario: sc.scenario as Scenario,
        scenarioJson,
        seed: l.seed,
        dice: l.forced,
        manualDice: l.manualDice,
      },
      l.actions,
    )
    if ('violation' in r) {
      const why = `action ${r.index + 1} of line ${l.id} no longer applies (${r.violation.rule} ${r.violation.message})`
      if (l.id === j.current) return { ok: false, reason: why }
      dropped.push(`${l.id}: ${why}`) // another line of the timeline is left out, not the game
      continue
    }
    if (l.cursor > l.actions.length)
      return {
        ok: false,
        reason: `line ${l.id}'s cursor ${l.cursor} is past its ${l.actions.length} actions`,
      }
    const record: GameRecord = { ...r.game, cursor: l.cursor }
    lines.push({ id: l.id, parent: l.parent, dice: l.choice, record })
  }
  if (!lines.some((l) => l.id === j.current))
    return { ok: false, reason: `its current line "${j.current}" is missing` }
  return { ok: true, timeline: { lines, current: j.current, nextBranch: j.nextBranch }, dropped }
}
