// Save files in the browser: a game record to a `sortie-save` file and back. Loading runs the
// same checks as `airops validate` (parseSave: text, format and version with upgrades of older
// versions, envelope, scenario, replay of every action, state hash), then rebuilds the record
// with a snapshot after every action so undo and replay work at once. Pure: a failed load
// returns a message and touches nothing, so the game in progress stays as it was.
import {
  formatSaveErrors,
  looksLikeSave,
  makeSave,
  parseSave,
  parseSaveText,
  saveToText,
  type SaveError,
  type SaveFile,
  type SaveParseOptions,
} from '../rules/systems/aeto/save'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import { parseScenarioText } from '../rules/systems/aeto/scenario/validate'
import { replay, type GameRecord } from './game'
import { checkScenarioOfSystem, otherSystemJson } from './systemScenario'
import { isOtherSystem, loadSystemSave, makeSystemSave, otherSystemSaveJson } from './systemSave'

export interface GameToSaveOptions {
  /** ISO date written in the file (default now). */
  savedAt?: string
}

/**
 * The save of the game as it stands: scenario, seed, dice, the actions up to the cursor (an
 * undone redo line is not part of the game) and the hash of the state at the cursor.
 */
export function gameToSave(record: GameRecord, opts: GameToSaveOptions = {}): SaveFile {
  if (isOtherSystem(record)) return makeSystemSave(record, opts.savedAt)
  return makeSave(
    record.scenarioJson,
    record.seed,
    record.dice,
    record.actions.slice(0, record.cursor),
    record.states[record.cursor],
    {
      manualDice: record.manualDice,
      savedAt: opts.savedAt,
    },
  )
}

/** The text of the save file: JSON, two-space indented, ending with a newline. */
export function saveText(record: GameRecord, opts: GameToSaveOptions = {}): string {
  return saveToText(gameToSave(record, opts))
}

/** A file name for a download: "sortie-<scenario id>-<YYYY-MM-DD-HHMM>.json" (UTC), safe on every system. */
export function saveFileName(record: GameRecord, date: Date = new Date()): string {
  const id = record.scenario.id.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'game'
  const iso = date.toISOString() // 2024-06-06T06:30:00.000Z
  return `sortie-${id}-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.json`
}

export type SaveLoadResult =
  | {
      ok: true
      record: GameRecord
      save: SaveFile
      /** The file's version when it was older and has been upgraded; null otherwise. */
      migratedFrom: number | null
    }
  | {
      ok: false
      /** Every problem on its own line, "path: message" (the lines `airops validate` prints). */
      message: string
      errors: SaveError[]
    }

/** Loads the text of a save file. Never throws. */
export function loadSaveText(text: FileContent, opts: SaveParseOptions = {}): SaveLoadResult {
  const other = otherSystemSaveJson(text) // a game of another rule system: loaded by its system
  if (other !== null) return loadSave(other, opts)
  return toRecord(parseSaveText(text, opts))
}

/** Loads already-parsed save data (an autosave). Never throws. */
export function loadSave(json: unknown, opts: SaveParseOptions = {}): SaveLoadResult {
  const other = loadSystemSave(json)
  if (other) return other.ok ? { ...other, migratedFrom: null } : failed(other.errors)
  return toRecord(parseSave(json, opts))
}

function toRecord(r: ReturnType<typeof parseSave>): SaveLoadResult {
  if (!r.ok) return failed(r.errors)
  const built = recordFromSave(r.save, r.scenario)
  if (!built.ok) return built
  return { ok: true, record: built.record, save: r.save, migratedFrom: r.migratedFrom ?? null }
}

/** The record of a checked save: every action replayed, with its snapshot and events; the cursor at the end. */
export function recordFromSave(
  save: SaveFile,
  scenario: Scenario,
): { ok: true; record: GameRecord } | { ok: false; message: string; errors: SaveError[] } {
  try {
    const r = replay(
      {
        scenario,
        scenarioJson: save.scenario,
        seed: save.seed,
        dice: save.dice,
        manualDice: save.manualDice,
      },
      save.actions,
    )
    if ('violation' in r)
      return failed([
        {
          path: `actions[${r.index}]`,
          message: `no longer replays: ${r.violation.rule} ${r.violation.message}`,
        },
      ])
    return { ok: true, record: r.game }
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e)
    return failed([{ path: '', message: `the save file could not be replayed (${detail.slice(0, 200)})` }])
  }
}

function failed(errors: SaveError[]): { ok: false; message: string; errors: SaveError[] } {
  return { ok: false, message: formatSaveErrors(errors), errors }
}

export { looksLikeSave }

export type GameFileResult =
  | { ok: true; kind: 'save'; record: GameRecord; save: SaveFile; migratedFrom: number | null }
  | { ok: true; kind: 'scenario'; scenario: Scenario; json: unknown }
  | { ok: false; kind: 'save' | 'scenario'; message: string; errors: SaveError[] }

/**
 * A file dropped on the page or opened with "Load": a save (the game is restored) or a scenario
 * (a new game can start), told apart like `airops validate` does. Never throws.
 */
export function loadGameFileText(content: FileContent, opts: SaveParseOptions = {}): GameFileResult {
  if ((typeof content === 'string' || content instanceof Uint8Array) && looksLikeSave(content)) {
    return { ...loadSaveText(content, opts), kind: 'save' }
  }
  const other = otherSystemJson(content) // a scenario of another rule system: its own parser
  if (other) {
    const r = checkScenarioOfSystem(other.json)
    if (!r.ok) return { ok: false, kind: 'scenario', message: formatSaveErrors(r.errors), errors: r.errors }
    // Typed as AETO/APTO's like every game the store holds (store.ts loadScenario).
    return { ok: true, kind: 'scenario', scenario: r.scenario as Scenario, json: other.json }
  }
  const decoded = decodeUtf8(content, 'a scenario')
  if (!decoded.ok) return { kind: 'scenario', ...failed([{ path: '', message: decoded.message }]) }
  const text = decoded.text
  const sc = parseScenarioText(text, { maxErrors: opts.maxErrors })
  if (!sc.ok) return { ok: false, kind: 'scenario', message: formatSaveErrors(sc.errors), errors: sc.errors }
  try {
    const json: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    return { ok: true, kind: 'scenario', scenario: sc.scenario, json }
  } catch (e) {
    const message = `the scenario could not be read (${(e instanceof Error ? e.message : String(e)).slice(0, 200)})`
    return { ok: false, kind: 'scenario', message, errors: [{ path: '', message }] }
  }
}
