// Loading and writing save files. A save is checked in order: the text (size, binary, JSON
// syntax, nesting), the format and version (an older version is first upgraded step by step,
// migrate.ts), the envelope (zod), the embedded scenario (the
// scenario parser), then the actions by replaying them from a new game, and last the state hash
// when the file carries one. Every problem is { path, message } like the scenario parser's, so
// the command line and the browser's "Load game" dialog show them the same way. Never throws.
// No Node APIs: the browser uses this loader too.
import type { z } from 'zod'
import { newGame } from '../engine/newGame'
import type { Scenario } from '../scenario/schema'
import { formatPath, MAX_NESTING_DEPTH, parseScenario, type ScenarioError } from '../scenario/validate'
import { scanJsonText, type FileContent } from '../scenario/jsonText'
import { actionFieldProblems } from '../actionFields'
import type { Action, GameState } from '../types'
import { stateHash } from './hash'
import { parseJsonText } from './jsonText'
import { migrateSave, SAVE_MIGRATIONS, type SaveMigration } from './migrate'
import { replayActions } from './replay'
import { SAVE_FORMAT, SAVE_VERSION, saveSchema, type SaveFile } from './schema'
import { describeInput, EXPECTED_WORDS } from '../../../kernel/inputWords'

export { stateHash, canonicalJson, fnv1a64 } from './hash'

export type SaveError = ScenarioError

export type SaveParseResult =
  /** `migratedFrom`: the file's version when it was older and has been upgraded. */
  | { ok: true; save: SaveFile; scenario: Scenario; state: GameState; migratedFrom?: number }
  | { ok: false; errors: SaveError[] }

export interface SaveParseOptions {
  /** Largest accepted file, in bytes of UTF-8 (default 24 MB: a scenario of up to 20 MB and its actions). */
  maxBytes?: number
  /** Most errors returned; the last one summarises the rest (default 20). */
  maxErrors?: number
  /** The upgrades of older versions (default SAVE_MIGRATIONS; tests pass their own). */
  migrations?: readonly SaveMigration[]
}

export const MAX_SAVE_BYTES = 24 * 1024 * 1024

/**
 * The policy for a save without a state hash: Sortie always writes one, so a save
 * without it was made or edited by hand. It still loads, as it replays, but every loader says
 * so: the runner on stderr, the browser in a banner.
 */
export const UNVERIFIED_SAVE =
  'unverified save: it carries no state hash, so nothing shows that its dice and actions are those of the game as played (Sortie always writes one); it is loaded as it replays'

/** Whether a loaded save can be checked against the game as played (it carries a state hash). */
export function isUnverified(save: { stateHash?: string }): boolean {
  return save.stateHash === undefined
}

export const HASH_MISMATCH =
  "the save's state hash does not match its replay: the file was edited or saved by a different rules version"

/**
 * Whether a file is a save rather than a scenario: its top-level "format" says "sortie-save", in
 * any case (the save loader then says the case is wrong). A "format" key nested deeper (in a
 * scenario's own data) does not count. A file that is not JSON is judged by its opening, where
 * Sortie writes "format". Bytes that are not UTF-8 do not matter here.
 */
export function looksLikeSave(content: FileContent): boolean {
  const text = typeof content === 'string' ? content : new TextDecoder('utf-8').decode(content)
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.length <= MAX_SAVE_BYTES && scanJsonText(body, MAX_NESTING_DEPTH + 1).problem === null) {
    try {
      const json: unknown = JSON.parse(body)
      const format =
        typeof json === 'object' && json !== null && !Array.isArray(json)
          ? (json as Record<string, unknown>).format
          : undefined
      return typeof format === 'string' && format.toLowerCase() === SAVE_FORMAT
    } catch {
      // judged by its opening below
    }
  }
  return /^\s*\{\s*"format"\s*:\s*"sortie-save"/i.test(body.slice(0, 200))
}

/** Parses, validates and replays the text of a save file. Never throws. */
export function parseSaveText(text: FileContent, opts: SaveParseOptions = {}): SaveParseResult {
  const json = parseJsonText(text, {
    what: 'a save file',
    maxBytes: opts.maxBytes ?? MAX_SAVE_BYTES,
    maxDepth: MAX_NESTING_DEPTH + 1,
  })
  if (!json.ok) return fail([{ path: json.path ?? '', message: json.message }])
  return parseSave(json.json, opts)
}

/** Validates and replays already-parsed save data. Never throws. */
export function parseSave(json: unknown, opts: SaveParseOptions = {}): SaveParseResult {
  const maxErrors = Math.max(1, opts.maxErrors ?? 20)
  try {
    if (!isRecord(json))
      return fail([
        { path: '', message: `a save file must be a JSON object {…} (got ${describeInput(json)})` },
      ])
    const migrated = migrateSave(json, opts.migrations ?? SAVE_MIGRATIONS)
    if (!migrated.ok) return fail([{ path: migrated.path, message: migrated.message }])
    const upgraded = migrated.json
    if (!isRecord(upgraded)) return fail([{ path: '', message: 'the upgraded save is not a JSON object' }])
    json = upgraded
    const head = checkFormatAndVersion(upgraded)
    if (head.length) return fail(head)

    const parsed = saveSchema.safeParse(json)
    if (!parsed.success)
      return fail(
        cap(
          parsed.error.issues.map((i) => issueToError(i, json)),
          maxErrors,
        ),
      )
    const data = parsed.data
    const fieldErrors: SaveError[] = []
    data.actions.forEach((a, i) => {
      for (const [key, message] of actionFieldProblems(a))
        fieldErrors.push({ path: formatPath(['actions', i, key]), message })
    })
    if (fieldErrors.length) return fail(cap(fieldErrors, maxErrors))

    const sc = parseScenario(data.scenario, { maxErrors })
    if (!sc.ok)
      return fail(
        sc.errors.map((e) => ({ path: e.path ? `scenario.${e.path}` : 'scenario', message: e.message })),
      )

    const save: SaveFile = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      scenario: data.scenario,
      seed: data.seed,
      ...(data.dice ? { dice: data.dice } : {}),
      ...(data.manualDice !== undefined ? { manualDice: data.manualDice } : {}),
      actions: data.actions as Action[],
      ...(data.savedAt !== undefined ? { savedAt: data.savedAt } : {}),
      ...(data.stateHash !== undefined ? { stateHash: data.stateHash } : {}),
    }
    const start = newGame(sc.scenario, { seed: save.seed, dice: save.dice, manualDice: save.manualDice })
    const run = replayActions(start, save.actions, { events: false })
    if (run.failure) {
      const f = run.failure
      const path = `actions[${f.index}]`
      if (f.violation)
        return fail([{ path, message: `no longer replays: ${f.violation.rule} ${f.violation.message}` }])
      return fail([
        {
          path,
          message: `no longer replays: the rules engine failed on this "${f.action.type}" action (${f.crash ?? 'unknown error'})`,
        },
      ])
    }
    // An upgraded save is checked against the hash its own version wrote (hash.ts HASH_VIEWS).
    if (
      save.stateHash !== undefined &&
      stateHash(run.state, migrated.from ?? SAVE_VERSION) !== save.stateHash
    )
      return fail([{ path: 'stateHash', message: HASH_MISMATCH }])
    return {
      ok: true,
      save,
      scenario: sc.scenario,
      state: run.state,
      ...(migrated.from !== null ? { migratedFrom: migrated.from } : {}),
    }
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e)
    return fail([{ path: '', message: `the save file could not be read (${detail.slice(0, 200)})` }])
  }
}

export interface MakeSaveOptions {
  manualDice?: boolean
  /** ISO date of the save; default now. */
  savedAt?: string
}

/**
 * A save of a game: its scenario JSON (as loaded), seed, scripted dice, actions, and the hash of
 * `state` (the state after the actions) so a later load can tell whether the replay still agrees.
 */
export function makeSave(
  scenarioJson: unknown,
  seed: number,
  dice: readonly number[] | undefined,
  actions: readonly Action[],
  state: GameState,
  opts: MakeSaveOptions = {},
): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: scenarioJson,
    seed,
    ...(dice && dice.length ? { dice: [...dice] } : {}),
    ...(opts.manualDice ? { manualDice: true } : {}),
    actions: actions.map((a) => ({ ...a })),
    savedAt: opts.savedAt ?? new Date().toISOString(),
    stateHash: stateHash(state),
  }
}

/** The text of a save file: JSON, two-space indented, ending with a newline. */
export function saveToText(save: SaveFile): string {
  return `${JSON.stringify(save, null, 2)}\n`
}

/** One line per error, "path: message". */
export function formatSaveErrors(errors: readonly SaveError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n')
}

// ---------------------------------------------------------------------------------------------

function fail(errors: SaveError[]): SaveParseResult {
  return { ok: false, errors }
}

function cap(errors: SaveError[], max: number): SaveError[] {
  if (errors.length <= max) return errors
  const kept = errors.slice(0, max - 1)
  kept.push({ path: '', message: `… and ${errors.length - kept.length} more problems` })
  return kept
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function hasOwn(o: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(o, key)
}

function checkFormatAndVersion(json: Record<string, unknown>): SaveError[] {
  const format = hasOwn(json, 'format') ? json.format : undefined
  if (format === 'sortie-scenario')
    return [
      {
        path: 'format',
        message: 'this is a Sortie scenario file, not a save file (start a new game with it instead)',
      },
    ]
  if (format === undefined)
    return [{ path: 'format', message: `is required: a save file starts with "format": "${SAVE_FORMAT}"` }]
  if (typeof format === 'string' && format !== SAVE_FORMAT && format.toLowerCase() === SAVE_FORMAT)
    return [
      {
        path: 'format',
        message: `must be exactly "${SAVE_FORMAT}", in lower case (got ${describeInput(format)})`,
      },
    ]
  if (format !== SAVE_FORMAT)
    return [
      {
        path: 'format',
        message: `must be "${SAVE_FORMAT}" (got ${describeInput(format)}); this is not a Sortie save file`,
      },
    ]
  const version = hasOwn(json, 'version') ? json.version : undefined
  if (version === undefined)
    return [
      { path: 'version', message: `is required (this Sortie understands save version ${SAVE_VERSION})` },
    ]
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_VERSION)
    return [
      {
        path: 'version',
        message: `save version ${version} is newer than this Sortie understands (${SAVE_VERSION})`,
      },
    ]
  if (version !== SAVE_VERSION)
    return [
      {
        path: 'version',
        message: `unknown save version ${describeInput(version)}; this Sortie understands version ${SAVE_VERSION}`,
      },
    ]
  return []
}

function valueAt(root: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let cur: unknown = root
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null || !hasOwn(cur, key))
      return { present: false, value: undefined }
    cur = (cur as Record<PropertyKey, unknown>)[key]
  }
  return { present: true, value: cur }
}

function issueToError(issue: z.core.$ZodIssue, root: unknown): SaveError {
  const at = formatPath(issue.path)
  const { present, value } = valueAt(root, issue.path)
  const got = ` (got ${describeInput(value)})`
  switch (issue.code) {
    case 'invalid_type':
      if (!present || value === undefined) return { path: at, message: 'is required' }
      if (issue.expected === 'int' || (issue.expected === 'number' && typeof value === 'number'))
        return { path: at, message: `must be a whole number${got}` }
      return { path: at, message: `must be ${EXPECTED_WORDS[issue.expected] ?? issue.expected}${got}` }
    case 'too_small':
      if (issue.origin === 'string') return { path: at, message: 'must not be empty' }
      if (issue.origin === 'array')
        return { path: at, message: `must have at least ${String(issue.minimum)} items` }
      return { path: at, message: `must be at least ${String(issue.minimum)}${got}` }
    case 'too_big':
      if (issue.origin === 'string')
        return { path: at, message: `must be at most ${String(issue.maximum)} characters long` }
      if (issue.origin === 'array')
        return { path: at, message: `must have at most ${String(issue.maximum)} items` }
      return { path: at, message: `must be at most ${String(issue.maximum)}${got}` }
    case 'invalid_format':
      return {
        path: at,
        message: `${issue.message.startsWith('Invalid') ? 'has the wrong format' : issue.message}${got}`,
      }
    case 'unrecognized_keys':
      return {
        path: issue.keys.length === 1 ? formatPath([...issue.path, issue.keys[0]]) : at,
        message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (allowed: format, version, scenario, seed, dice, manualDice, actions, savedAt, stateHash)`,
      }
    case 'invalid_value':
      return { path: at, message: `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}${got}` }
    default:
      return { path: at, message: `${issue.message}${got}` }
  }
}
