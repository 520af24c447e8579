// Saves of a game of another rule system than AETO/APTO (kernel/save.ts): the same envelope and
// file format (`sortie-save`, its current version), the scenario as loaded, the dice and the
// actions, with the state hash of the scenario's own system. Loading one finds the system by the
// embedded scenario's `system`, checks the scenario with that system's parser, replays the
// actions through the store's record (game.ts) and compares the hash. AETO/APTO saves keep their
// own loader (save/load.ts: upgrades of older versions, action fields), untouched.
import { DEFAULT_SYSTEM, systemIdOf, systemOfScenario } from '../rules/systems'
import {
  HASH_MISMATCH,
  MAX_SAVE_BYTES,
  SAVE_FORMAT,
  SAVE_VERSION,
  parseJsonText,
  saveSchema,
  type SaveError,
  type SaveFile,
} from '../rules/systems/aeto/save'
import { MAX_NESTING_DEPTH } from '../rules/systems/aeto/scenario/validate'
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import { replay, systemOf, type GameRecord } from './game'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Whether a record plays another rule system than AETO/APTO (its saves are written here). */
export function isOtherSystem(record: { scenario: unknown }): boolean {
  return systemOf(record.scenario).id !== DEFAULT_SYSTEM
}

/** The save of a game of another rule system: the envelope, hashed by its own system. */
export function makeSystemSave(record: GameRecord, savedAt?: string): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: record.scenarioJson,
    seed: record.seed,
    ...(record.dice.length ? { dice: [...record.dice] } : {}),
    ...(record.manualDice ? { manualDice: true } : {}),
    actions: record.actions.slice(0, record.cursor).map((a) => ({ ...a })),
    savedAt: savedAt ?? new Date().toISOString(),
    stateHash: systemOf(record.scenario).hash(record.states[record.cursor]),
  }
}

export type SystemSaveResult =
  { ok: true; record: GameRecord; save: SaveFile } | { ok: false; errors: SaveError[] }

/** The JSON of a save text whose scenario names another rule system, or null (AETO/APTO's, or not JSON). */
export function otherSystemSaveJson(content: FileContent): unknown {
  // Most saves are AETO/APTO's: parsed once, by their own loader.
  const decoded = decodeUtf8(content, 'a save file')
  if (!decoded.ok || !/"system"\s*:\s*"(?!aeto-apto")/.test(decoded.text)) return null
  const r = parseJsonText(content, {
    what: 'a save file',
    maxBytes: MAX_SAVE_BYTES,
    maxDepth: MAX_NESTING_DEPTH + 1,
  })
  if (!r.ok || !isRecord(r.json) || !isRecord(r.json.scenario)) return null
  return systemIdOf(r.json.scenario) === DEFAULT_SYSTEM ? null : r.json
}

/**
 * Loads a save (parsed JSON) whose scenario names another rule system; null when it names none
 * (AETO/APTO's loader reads it). Never throws.
 */
export function loadSystemSave(json: unknown): SystemSaveResult | null {
  if (!isRecord(json) || !isRecord(json.scenario) || systemIdOf(json.scenario) === DEFAULT_SYSTEM) return null
  const found = systemOfScenario(json.scenario)
  if (!found.ok)
    return { ok: false, errors: [{ path: 'scenario.system', message: found.error.replace(/^system: /, '') }] }
  const parsed = saveSchema.safeParse(json)
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    }
  const save = parsed.data as SaveFile
  const sc = found.system.parseScenario(save.scenario)
  if (!sc.ok)
    return {
      ok: false,
      errors: sc.errors.map((e) => ({
        path: e.path ? `scenario.${e.path}` : 'scenario',
        message: e.message,
      })),
    }
  try {
    const r = replay(
      {
        scenario: sc.scenario as GameRecord['scenario'],
        scenarioJson: save.scenario,
        seed: save.seed,
        dice: save.dice,
        manualDice: save.manualDice,
      },
      save.actions,
    )
    if ('violation' in r)
      return {
        ok: false,
        errors: [
          {
            path: `actions[${r.index}]`,
            message: `no longer replays: ${r.violation.rule} ${r.violation.message}`,
          },
        ],
      }
    const state = r.game.states[r.game.cursor]
    if (save.stateHash !== undefined && found.system.hash(state) !== save.stateHash)
      return { ok: false, errors: [{ path: 'stateHash', message: HASH_MISMATCH }] }
    return { ok: true, record: r.game, save }
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e)
    return {
      ok: false,
      errors: [{ path: '', message: `the save file could not be replayed (${detail.slice(0, 200)})` }],
    }
  }
}
