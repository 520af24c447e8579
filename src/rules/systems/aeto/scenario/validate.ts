// Loading a scenario: text → JSON → zod (shape) → cross-checks (references, map, basing rules).
// Never throws and never hangs: size, binary content, JSON syntax and nesting depth are checked
// before JSON.parse; a hostile object graph passed to parseScenario is walked iteratively with
// a depth and a value-count limit. Every problem is reported as { path, message } where path
// names the field ("airUnits[3].base"; "" = the file as a whole) and message says in plain
// English what is wrong, with the rule number where a rule is the reason.
import type { z } from 'zod'
import { TURN_TRACK_KEY, parseTurnTrackBox } from '../weather/tables'
import { hexNeighbours, inBounds, labelDigits, parseHexLabel } from '../../../kernel/hex/coords'
import { lookalikeSkeleton } from './lookalike'
import { decodeUtf8, lineColumn, positionFromJsonError, scanJsonText, type FileContent } from './jsonText'
import {
  PHASES,
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  TERRAIN_CODES,
  APTO_ONLY_TERRAINS,
  scenarioSchema,
  type AirFace,
  type BaseKind,
  type FeatureInstallation,
  type Scenario,
  type Terrain,
} from './schema'
import { appendAll } from '../collections'
import { capacityOf } from './capacity'
import { airstripWords } from '../variant'
import { describeInput, EXPECTED_WORDS } from '../../../kernel/inputWords'

export interface ScenarioError {
  /** Field path like "airUnits[3].base" or "map.terrain[2]"; "" means the file as a whole. */
  path: string
  /** Plain English: what is wrong, with the rule number when a rule is the reason. */
  message: string
}

export type ScenarioParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] }

export interface ScenarioParseOptions {
  /** Largest accepted file, in bytes of UTF-8 (default 20 MB). */
  maxBytes?: number
  /** Deepest accepted nesting of objects/arrays (default 64). */
  maxDepth?: number
  /** Most errors returned; the last one summarises the rest (default 20). */
  maxErrors?: number
}

export const MAX_SCENARIO_BYTES = 20 * 1024 * 1024
export const MAX_NESTING_DEPTH = 64
export const MAX_ERRORS = 20
/** Most values (objects, arrays, strings, numbers…) parseScenario walks before giving up. */
export const MAX_VALUES = 5_000_000
/** In `map.nations.rows`, the character for a hex that belongs to no nation (sea, off-map). */
export const NO_NATION_CODE = '-'

type Path = readonly PropertyKey[]
type Issue = z.core.$ZodIssue

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/** Parses and validates the text of a scenario file. Never throws. */
export function parseScenarioText(
  content: FileContent,
  opts: ScenarioParseOptions = {},
): ScenarioParseResult {
  try {
    if (content instanceof Uint8Array && content.length > (opts.maxBytes ?? MAX_SCENARIO_BYTES))
      return failure([{ path: '', message: tooLarge(content.length, opts.maxBytes ?? MAX_SCENARIO_BYTES) }])
    const decoded = decodeUtf8(content, 'a scenario')
    if (!decoded.ok) return failure([{ path: '', message: decoded.message }])
    const text: unknown = decoded.text
    const maxBytes = opts.maxBytes ?? MAX_SCENARIO_BYTES
    const maxDepth = opts.maxDepth ?? MAX_NESTING_DEPTH
    if (typeof text !== 'string')
      return failure([{ path: '', message: `a scenario file must be text (got ${describeInput(text)})` }])
    if (text.length > maxBytes) return failure([{ path: '', message: tooLarge(text.length, maxBytes) }])
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text // a UTF-8 byte order mark is harmless
    const nul = body.indexOf('\u0000')
    if (nul !== -1) {
      const { line, column } = lineColumn(body, nul)
      return failure([
        {
          path: '',
          message: `this is not a text file: it contains a NUL byte (line ${line}, column ${column}); a scenario is a JSON text file`,
        },
      ])
    }
    const bytes = utf8Length(body)
    if (bytes > maxBytes) return failure([{ path: '', message: tooLarge(bytes, maxBytes) }])

    const scan = scanJsonText(body, maxDepth)
    if (scan.problem) {
      const { line, column } = lineColumn(body, scan.problem.pos)
      if (scan.problem.kind === 'duplicate')
        return failure([
          {
            path: scan.problem.path ?? '',
            message: `${scan.problem.message} (line ${line}, column ${column})`,
          },
        ])
      if (scan.problem.kind === 'depth') {
        return failure([
          {
            path: '',
            message: `the data is nested more than ${maxDepth} levels deep (line ${line}, column ${column}); a scenario needs only a few levels`,
          },
        ])
      }
      return failure([
        {
          path: '',
          message: `this is not valid JSON: ${scan.problem.message} (line ${line}, column ${column})`,
        },
      ])
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch (e) {
      // The scanner accepted the text, so this should not happen; report what JSON.parse said.
      const message = e instanceof Error ? e.message : String(e)
      const pos = positionFromJsonError(body, message)
      const where =
        pos === null ? '' : (({ line, column }) => ` (line ${line}, column ${column})`)(lineColumn(body, pos))
      return failure([{ path: '', message: `this is not valid JSON: ${message}${where}` }])
    }
    return parseScenario(json, opts)
  } catch (e) {
    return internalFailure(e)
  }
}

/** Validates already-parsed JSON data (or any value). Never throws. */
export function parseScenario(json: unknown, opts: ScenarioParseOptions = {}): ScenarioParseResult {
  try {
    const maxDepth = opts.maxDepth ?? MAX_NESTING_DEPTH
    const maxErrors = Math.max(1, opts.maxErrors ?? MAX_ERRORS)
    const structural = checkStructure(json, maxDepth)
    if (structural.length > 0) return failure(capErrors(structural, maxErrors))
    if (!isRecord(json)) {
      return failure([
        { path: '', message: `a scenario must be a JSON object {…} (got ${describeInput(json)})` },
      ])
    }
    const head = checkFormatAndVersion(json)
    if (head.length > 0) return failure(head)

    const result = scenarioSchema.safeParse(json)
    if (!result.success) {
      const errors: ScenarioError[] = []
      for (const issue of result.error.issues) appendAll(errors, mapIssue(issue, [], json))
      return failure(capErrors(dedupe(errors), maxErrors))
    }
    const semantic = crossCheckScenario(result.data)
    if (semantic.length > 0) return failure(capErrors(semantic, maxErrors))
    return { ok: true, scenario: result.data }
  } catch (e) {
    return internalFailure(e)
  }
}

/** One line per error, "path: message", for logs and the command line. */
export function formatScenarioErrors(errors: readonly ScenarioError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n')
}

function failure(errors: ScenarioError[]): ScenarioParseResult {
  return { ok: false, errors }
}

function internalFailure(e: unknown): ScenarioParseResult {
  const detail = e instanceof Error ? e.message : String(e)
  return failure([{ path: '', message: `the scenario could not be read (${detail.slice(0, 200)})` }])
}

function tooLarge(size: number, max: number): string {
  // Megabytes when they tell the two sizes apart; exact bytes otherwise.
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`
  const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`
  const fmt = mb(size) === mb(max) ? bytes : mb
  return `the file is too large (${fmt(size)}); a scenario file may be at most ${fmt(max)}`
}

function utf8Length(s: string): number {
  let bytes = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

function capErrors(errors: ScenarioError[], max: number): ScenarioError[] {
  if (errors.length <= max) return errors
  const kept = errors.slice(0, max - 1)
  const more = errors.length - kept.length
  kept.push({ path: '', message: `… and ${more} more problems` })
  return kept
}

function dedupe(errors: ScenarioError[]): ScenarioError[] {
  const seen = new Set<string>()
  return errors.filter((e) => {
    const key = `${e.path}\u0000${e.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

// ---------------------------------------------------------------------------------------------
// Paths and value descriptions
// ---------------------------------------------------------------------------------------------

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** ["airUnits", 3, "base"] → "airUnits[3].base"; odd keys are quoted: legend["~"]. */
export function formatPath(path: Path): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else {
      const k = String(key)
      if (IDENT.test(k)) out += out === '' ? k : `.${k}`
      else out += `[${JSON.stringify(k)}]`
    }
  }
  return out
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function hasOwn(o: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(o, key)
}

/** The input value at `path`, and whether the last key exists at all. */
function valueAt(root: unknown, path: Path): { present: boolean; value: unknown } {
  let cur: unknown = root
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null || !hasOwn(cur, key))
      return { present: false, value: undefined }
    cur = (cur as Record<PropertyKey, unknown>)[key]
  }
  return { present: true, value: cur }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

// ---------------------------------------------------------------------------------------------
// Structure: depth, size, prototype keys, non-JSON objects (works on any object graph)
// ---------------------------------------------------------------------------------------------

interface WalkEntry {
  value: unknown
  depth: number
  parent: WalkEntry | null
  key: PropertyKey
}

function entryPath(e: WalkEntry): PropertyKey[] {
  const keys: PropertyKey[] = []
  for (let cur: WalkEntry | null = e; cur && cur.parent; cur = cur.parent) keys.push(cur.key)
  return keys.reverse()
}

function checkStructure(root: unknown, maxDepth: number): ScenarioError[] {
  const errors: ScenarioError[] = []
  const stack: WalkEntry[] = [{ value: root, depth: 0, parent: null, key: '' }]
  let count = 0
  while (stack.length > 0) {
    const e = stack.pop() as WalkEntry
    if (++count > MAX_VALUES) {
      return [
        {
          path: '',
          message: `the scenario holds more than ${MAX_VALUES.toLocaleString('en')} values; it is too large`,
        },
      ]
    }
    const v = e.value
    if (typeof v !== 'object' || v === null) continue
    const depth = e.depth + 1
    if (depth > maxDepth) {
      return [
        {
          path: formatPath(entryPath(e)),
          message: `the data is nested more than ${maxDepth} levels deep (or refers to itself); a scenario needs only a few levels`,
        },
      ]
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, parent: e, key: i })
      continue
    }
    const proto = Object.getPrototypeOf(v)
    if (proto !== Object.prototype && proto !== null) {
      const kind = Object.prototype.toString.call(v).slice(8, -1)
      errors.push({
        path: formatPath(entryPath(e)),
        message: `must be plain JSON data (got a ${kind} object)`,
      })
      continue
    }
    const keys = Object.keys(v)
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]
      if (key === '__proto__') {
        errors.push({
          path: formatPath([...entryPath(e), key]),
          message: 'the key "__proto__" is not allowed',
        })
        continue
      }
      stack.push({ value: (v as Record<string, unknown>)[key], depth, parent: e, key })
    }
  }
  return errors
}

// ---------------------------------------------------------------------------------------------
// Format and version, before the schema (a newer file may have any shape)
// ---------------------------------------------------------------------------------------------

function checkFormatAndVersion(json: Record<string, unknown>): ScenarioError[] {
  const format = hasOwn(json, 'format') ? json.format : undefined
  if (format === 'sortie-save') {
    return [
      {
        path: 'format',
        message: 'this is a Sortie save file, not a scenario (open it with "Load game" instead)',
      },
    ]
  }
  if (format === undefined) {
    return [
      { path: 'format', message: `is required: a scenario file starts with "format": "${SCENARIO_FORMAT}"` },
    ]
  }
  if (format !== SCENARIO_FORMAT) {
    return [
      {
        path: 'format',
        message: `must be "${SCENARIO_FORMAT}" (got ${describeInput(format)}); this is not a Sortie scenario`,
      },
    ]
  }
  const version = hasOwn(json, 'version') ? json.version : undefined
  if (version === undefined)
    return [{ path: 'version', message: `is required (this Sortie understands version ${SCENARIO_VERSION})` }]
  if (typeof version === 'number' && Number.isInteger(version) && version > SCENARIO_VERSION) {
    return [
      {
        path: 'version',
        message: `scenario version ${version} is newer than this Sortie understands (${SCENARIO_VERSION}); update Sortie to open it`,
      },
    ]
  }
  if (version !== SCENARIO_VERSION) {
    return [
      {
        path: 'version',
        message: `unknown scenario version ${describeInput(version)}; this Sortie understands version ${SCENARIO_VERSION}`,
      },
    ]
  }
  return []
}

// ---------------------------------------------------------------------------------------------
// zod issues → { path, message }
// ---------------------------------------------------------------------------------------------

/** Hints for fields whose schema is a union, by formatted path. */
const UNION_HINTS: [RegExp, string][] = [
  [
    /^airUnits\[\d+\]\.front$/,
    'must be chit notation like "4-4/3" or a face object {strength, range, quality}',
  ],
  [
    /^airUnits\[\d+\]\.back$/,
    'must be chit notation like "2-4/3", a face object {strength, range, quality}, or null for a blank back',
  ],
]

function listValues(values: readonly unknown[]): string {
  const shown = values.map((v) => String(v))
  if (shown.length === 2) return `${shown[0]} or ${shown[1]}`
  return `one of ${shown.join(', ')}`
}

function mapIssue(issue: Issue, prefix: Path, root: unknown): ScenarioError[] {
  const path = [...prefix, ...issue.path]
  const at = formatPath(path)
  const { present, value } = valueAt(root, path)
  const got = ` (got ${describeInput(value)})`
  switch (issue.code) {
    case 'invalid_type': {
      if (!present || value === undefined) return [{ path: at, message: 'is required' }]
      const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected
      return [{ path: at, message: `must be ${expected}${got}` }]
    }
    case 'invalid_value': {
      if (issue.values.length === 1)
        return [{ path: at, message: `must be ${JSON.stringify(issue.values[0])}${got}` }]
      return [{ path: at, message: `must be ${listValues(issue.values)}${got}` }]
    }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string') {
        const len = typeof value === 'string' ? value.length : 0
        if (issue.exact)
          return [{ path: at, message: `must be exactly ${plural(min, 'character')} long${got}` }]
        if (min === 1) return [{ path: at, message: 'must not be empty' }]
        return [{ path: at, message: `must be at least ${plural(min, 'character')} long (got ${len})` }]
      }
      if (issue.origin === 'array') {
        const len = Array.isArray(value) ? value.length : 0
        return [{ path: at, message: `must have at least ${plural(min, 'item')} (got ${len})` }]
      }
      return [
        { path: at, message: `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min}${got}` },
      ]
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') {
        const len = typeof value === 'string' ? value.length : 0
        if (issue.exact)
          return [{ path: at, message: `must be exactly ${plural(max, 'character')} long${got}` }]
        return [{ path: at, message: `must be at most ${plural(max, 'character')} long (got ${len})` }]
      }
      if (issue.origin === 'array') {
        const len = Array.isArray(value) ? value.length : 0
        return [{ path: at, message: `must have at most ${plural(max, 'item')} (got ${len})` }]
      }
      return [
        { path: at, message: `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${max}${got}` },
      ]
    }
    case 'invalid_format': {
      // "__proto__" fails the id pattern, but the real reason is that it is reserved.
      if (typeof value === 'string' && RESERVED_IDS.has(value) && at.endsWith('id'))
        return [
          {
            path: at,
            message: `the id "${value}" is reserved (it clashes with a JavaScript built-in name); choose another`,
          },
        ]
      const custom = !issue.message.startsWith('Invalid')
      return [{ path: at, message: `${custom ? issue.message : 'has the wrong format'}${got}` }]
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeysAt(path)
      const hint = allowed ? ` (allowed: ${allowed.join(', ')})` : ''
      return issue.keys.map((key) => ({
        path: formatPath([...path, key]),
        message: `unknown field "${key}"${hint}`,
      }))
    }
    case 'invalid_key': {
      const key = String(path[path.length - 1])
      const inner = issue.issues
        .flatMap((i) => mapIssue({ ...i, path: [] }, [], key))
        .map((e) => e.message)
        .join('; ')
      return [{ path: at, message: `the key ${JSON.stringify(key)} is not allowed here: it ${inner}` }]
    }
    case 'invalid_union':
      return mapUnion(issue, path, root, value, present)
    case 'custom':
      return [{ path: at, message: issue.message }]
    default:
      return [{ path: at, message: issue.message }]
  }
}

function isRootTypeMismatch(branch: readonly Issue[]): boolean {
  return branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0
}

function mapUnion(
  issue: z.core.$ZodIssueInvalidUnion,
  path: Path,
  root: unknown,
  value: unknown,
  present: boolean,
): ScenarioError[] {
  const at = formatPath(path)
  if (!present || value === undefined) return [{ path: at, message: 'is required' }]
  const hint = UNION_HINTS.find(([re]) => re.test(at))?.[1]
  const branches = issue.errors.filter((b) => !isRootTypeMismatch(b))
  if (branches.length === 1) return branches[0].flatMap((i) => mapIssue(i, path, root))
  const literals = issue.errors.every(
    (b) => b.length === 1 && b[0]?.code === 'invalid_value' && b[0].path.length === 0,
  )
  if (literals && issue.errors.length > 0) {
    const values = issue.errors.flatMap((b) => (b[0]?.code === 'invalid_value' ? b[0].values : []))
    return [{ path: at, message: `must be ${listValues(values)} (got ${describeInput(value)})` }]
  }
  if (branches.length === 0) {
    if (hint) return [{ path: at, message: `${hint} (got ${describeInput(value)})` }]
    const expected = issue.errors.map((b) => {
      const first = b[0]
      return first && first.code === 'invalid_type'
        ? (EXPECTED_WORDS[first.expected] ?? first.expected)
        : 'something else'
    })
    return [{ path: at, message: `must be ${expected.join(' or ')} (got ${describeInput(value)})` }]
  }
  return branches[0].flatMap((i) => mapIssue(i, path, root))
}

/** The field names an object in the schema accepts at `path`, for "unknown field" messages. */
function allowedKeysAt(path: Path): string[] | null {
  type Def = {
    type: string
    shape?: Record<string, unknown>
    element?: unknown
    innerType?: unknown
    options?: unknown[]
    in?: unknown
    valueType?: unknown
  }
  const defOf = (s: unknown): Def | null => {
    const d = (s as { _zod?: { def?: Def } } | null)?._zod?.def
    return d ?? null
  }
  const unwrap = (s: unknown): Def | null => {
    let d = defOf(s)
    for (let guard = 0; d && guard < 16; guard++) {
      if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'prefault')
        d = defOf(d.innerType)
      else if (d.type === 'pipe') d = defOf(d.in)
      else if (d.type === 'union') d = (d.options ?? []).map(defOf).find((o) => o?.type === 'object') ?? null
      else break
    }
    return d
  }
  let d = unwrap(scenarioSchema)
  for (const key of path) {
    if (!d) return null
    if (d.type === 'object' && typeof key === 'string' && d.shape && hasOwn(d.shape, key))
      d = unwrap(d.shape[key])
    else if (d.type === 'array' && typeof key === 'number') d = unwrap(d.element)
    else if (d.type === 'record') d = unwrap(d.valueType)
    else return null
  }
  return d?.type === 'object' && d.shape ? Object.keys(d.shape) : null
}

// ---------------------------------------------------------------------------------------------
// Base capacity (4.2, 4.3, 4.4, 4.23) — PLACEHOLDER values
// ---------------------------------------------------------------------------------------------

export { PLACEHOLDER_CAPACITY, capacityOf, type CapacityInput } from './capacity'

// ---------------------------------------------------------------------------------------------
// Cross-checks after the schema
// ---------------------------------------------------------------------------------------------

const FIGHTER_CLASS = new Set(['F', 'FB', 'N'])
const FLOATPLANE_SHIPS = new Set(['BB', 'BBCV', 'CA', 'SS']) // (APTO 4.0, 4.4; D20)
const SMALL_FIGHTERS_PER_BASE = 4 // (APTO 4.2, 4.8; D16, D27)
const NAMED_SHIP_TYPES = new Set(['CV', 'CVL', 'BB', 'CA', 'Raider'])
/** APTO adds the BBCV (a battleship-carrier) to the named ships (4.20; APTO D64). */
const NAMED_SHIP_TYPES_APTO = new Set([...NAMED_SHIP_TYPES, 'BBCV'])
const PORT_KINDS = new Set<BaseKind>(['MinorPort', 'MajorPort'])
const BOX_KINDS = new Set<BaseKind>(['NationBox', 'UKTransferHex'])
/** Ids that would collide with built-in properties if an engine ever indexed a plain object. */
const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype))

interface HexRef {
  col: number
  row: number
}

function listIds(ids: Iterable<string>): string {
  const all = [...ids]
  if (all.length === 0) return 'none are defined'
  const shown = all.slice(0, 10).join(', ')
  return all.length > 10 ? `${shown}, …` : shown
}

/**
 * Everything the schema cannot see: ids, references between sections, the map, and the basing
 * rules a starting position must respect. Returns [] when the scenario is consistent.
 */
/** Options of the format whose rules are not played yet, with their default and what they change. */
const OPTIONS_NOT_PLAYED: Record<string, { default: unknown; what: string; by: string }> = {
  offensiveCommitmentEndsWithPhase: {
    default: true,
    what: 'commitment in the Offensive Phase (APTO C4)',
    by: 'Offensive Phase commitment always ends with the phase',
  },
}

/** The characters of a text as a reader counts them (an emoji, a letter with its accents: one each). */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function')
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (x) => x.segment,
    )
  return Array.from(text)
}

/** "U+0041" for each character, to show look-alikes apart. */
function codePoints(text: string): string {
  return [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')
}

/** The weather determined each month (APTO Part 1): an APTO scenario, each zone's APTO zone, a readable Turn Track. */
function checkDeterminedWeather(s: Scenario, err: (path: Path, message: string) => void): void {
  const w = s.weather!
  if (s.variant !== 'apto')
    err(
      ['weather', 'determined'],
      'the monthly weather rolls (the Turn Track and the zone tables of Part 1) are APTO’s: use them in an APTO scenario ("variant": "apto"), or give each zone its fixed condition',
    )
  w.zones.forEach((zone, i) => {
    if (zone.severity === undefined)
      err(
        ['weather', 'zones', i, 'severity'],
        `zone "${zone.id}" needs its APTO weather zone, "severe", "moderate" or "mild" (APTO 1.1), for the weather to be determined`,
      )
  })
  const track = w.determined!.turnTrack
  if (!Object.keys(track).length)
    err(
      ['weather', 'determined', 'turnTrack'],
      'has no box: give the month’s weather, like { "6": "M", "7": "W1-4 F5-6" } (APTO Part 1)',
    )
  for (const [key, box] of Object.entries(track)) {
    if (!TURN_TRACK_KEY.test(key))
      err(
        ['weather', 'determined', 'turnTrack', key],
        `"${key}" is not a month: write "6" for June of every year, or "1942-06" for that month only`,
      )
    const parsed = parseTurnTrackBox(box)
    if (typeof parsed === 'string') err(['weather', 'determined', 'turnTrack', key], `"${box}" ${parsed}`)
  }
}

export function crossCheckScenario(s: Scenario): ScenarioError[] {
  const errors: ScenarioError[] = []
  const err = (path: Path, message: string) => errors.push({ path: formatPath(path), message })
  const { cols, rows } = s.map
  const digits = labelDigits(cols, rows)

  // --- ids ------------------------------------------------------------------------------------
  const collect = <T extends { id: string }>(
    items: readonly T[],
    key: string,
    what: string,
  ): Map<string, T> => {
    const byId = new Map<string, T>()
    const where = new Map<string, number>()
    items.forEach((item, i) => {
      if (RESERVED_IDS.has(item.id)) {
        err(
          [key, i, 'id'],
          `the id "${item.id}" is reserved (it clashes with a JavaScript built-in name); choose another`,
        )
      }
      const first = where.get(item.id)
      if (first !== undefined)
        err([key, i, 'id'], `duplicate ${what} id "${item.id}" (also ${key}[${first}])`)
      else {
        where.set(item.id, i)
        byId.set(item.id, item)
      }
    })
    return byId
  }
  const sides = collect(s.sides, 'sides', 'side')
  const nations = collect(s.nations, 'nations', 'nation')
  const bases = collect(s.bases, 'bases', 'base')
  collect(s.airUnits, 'airUnits', 'air unit')
  const navalUnits = collect(s.navalUnits, 'navalUnits', 'naval unit')
  collect(s.landUnits, 'landUnits', 'land unit')

  // Bases and units share one namespace: the engine and the log refer to them by id alone.
  const owner = new Map<string, string>()
  for (const key of ['bases', 'airUnits', 'navalUnits', 'landUnits'] as const) {
    const items: readonly { id: string }[] = s[key]
    const local = new Set<string>()
    items.forEach((item, i) => {
      if (local.has(item.id)) return // reported above as a duplicate within the collection
      local.add(item.id)
      const other = owner.get(item.id)
      if (other !== undefined) {
        err(
          [key, i, 'id'],
          `id "${item.id}" is already used in ${other}; base and unit ids must be unique across bases, airUnits, navalUnits and landUnits`,
        )
      } else owner.set(item.id, key)
    })
  }

  const letters = new Map<string, { id: string; letter: string }>()
  s.sides.forEach((side, i) => {
    const look = lookalikeSkeleton(side.letter)
    const other = letters.get(look)
    if (other !== undefined && other.id !== side.id) {
      const same = other.letter === side.letter
      err(
        ['sides', i, 'letter'],
        same
          ? `letter "${side.letter}" is already used by side "${other.id}"; each side needs its own letter (colour must never be the only signal)`
          : `letter "${side.letter}" (${codePoints(side.letter)}) looks like side "${other.id}"'s letter "${other.letter}" (${codePoints(other.letter)}); each side needs a letter that looks different (colour must never be the only signal)`,
      )
    } else letters.set(look, { id: side.id, letter: side.letter })
  })

  const sideRef = (path: Path, id: string) => {
    if (!sides.has(id)) err(path, `side "${id}" does not exist (sides: ${listIds(sides.keys())})`)
  }
  const nationRef = (path: Path, id: string) => {
    if (!nations.has(id)) err(path, `nation "${id}" does not exist (nations: ${listIds(nations.keys())})`)
  }
  /** The side of a nation, when both exist (a missing one is reported once, where it is named). */
  const sideOfNation = (id: string): string | undefined => {
    const side = nations.get(id)?.side
    return side !== undefined && sides.has(side) ? side : undefined
  }

  s.nations.forEach((n, i) => sideRef(['nations', i, 'side'], n.side))

  // --- weather -------------------------------------------------------------------------------
  const zones = new Set<string>()
  if (s.weather) {
    s.weather.zones.forEach((zone, i) => {
      if (RESERVED_IDS.has(zone.id))
        err(
          ['weather', 'zones', i, 'id'],
          `the id "${zone.id}" is reserved (it clashes with a JavaScript built-in name); choose another`,
        )
      if (zones.has(zone.id)) err(['weather', 'zones', i, 'id'], `duplicate weather zone id "${zone.id}"`)
      zones.add(zone.id)
    })
    if (!zones.has(s.weather.defaultZone)) {
      err(
        ['weather', 'defaultZone'],
        `weather zone "${s.weather.defaultZone}" does not exist (zones: ${listIds(zones)})`,
      )
    }
    if (s.weather.determined) checkDeterminedWeather(s, err) // APTO Part 1
  }
  const zoneRef = (path: Path, id: string) => {
    if (!s.weather) err(path, `weather zone "${id}" does not exist (this scenario has no weather section)`)
    else if (!zones.has(id)) err(path, `weather zone "${id}" does not exist (zones: ${listIds(zones)})`)
  }

  // --- map: terrain and nations rows -----------------------------------------------------------
  const validCodes = Object.keys(TERRAIN_CODES)
  let terrainOk = s.map.terrain.length === rows
  if (!terrainOk)
    err(['map', 'terrain'], `has ${plural(s.map.terrain.length, 'row')} but map.rows is ${rows}`)
  // Rows are checked as the user sees them: one column per character shown (an emoji is one).
  s.map.terrain.forEach((line, r) => {
    if (r >= rows) return
    const shown = graphemes(line)
    const bad = shown.findIndex((ch) => !hasOwn(TERRAIN_CODES, ch))
    if (bad !== -1) {
      terrainOk = false
      err(
        ['map', 'terrain', r],
        `column ${bad + 1} has ${JSON.stringify(shown[bad])}, which is not a terrain code (codes: ${validCodes.join(' ')})`,
      )
      return
    }
    if (shown.length !== cols) {
      terrainOk = false
      err(['map', 'terrain', r], `has ${plural(shown.length, 'column')} but map.cols is ${cols}`)
      return
    }
    const apto =
      s.variant === 'apto' ? -1 : shown.findIndex((ch) => APTO_ONLY_TERRAINS.includes(TERRAIN_CODES[ch]))
    if (apto !== -1)
      err(
        ['map', 'terrain', r],
        `column ${apto + 1} is ${TERRAIN_CODES[shown[apto]]} (${JSON.stringify(shown[apto])}), terrain of APTO maps only (4.11, 4.22, 4.24; APTO D34, D72, D79); this is an AETO scenario`,
      )
  })
  const terrainAt = (h: HexRef): Terrain | undefined => {
    if (!terrainOk) return undefined
    return TERRAIN_CODES[s.map.terrain[h.row].charAt(h.col)]
  }

  if (s.map.nations) {
    const { legend, rows: nationRows } = s.map.nations
    for (const [code, nation] of Object.entries(legend)) {
      if (code === NO_NATION_CODE) {
        err(
          ['map', 'nations', 'legend', code],
          `"${NO_NATION_CODE}" is reserved for hexes that belong to no nation; use another character`,
        )
      }
      nationRef(['map', 'nations', 'legend', code], nation)
    }
    if (nationRows.length !== rows)
      err(['map', 'nations', 'rows'], `has ${plural(nationRows.length, 'row')} but map.rows is ${rows}`)
    nationRows.forEach((line, r) => {
      if (r >= rows) return
      const shown = graphemes(line)
      const bad = shown.findIndex((ch) => ch !== NO_NATION_CODE && !hasOwn(legend, ch))
      if (bad !== -1) {
        err(
          ['map', 'nations', 'rows', r],
          `column ${bad + 1} has ${JSON.stringify(shown[bad])}, which is not in map.nations.legend (use "${NO_NATION_CODE}" for no nation)`,
        )
        return
      }
      if (shown.length !== cols)
        err(['map', 'nations', 'rows', r], `has ${plural(shown.length, 'column')} but map.cols is ${cols}`)
    })
  }

  // --- hex labels ------------------------------------------------------------------------------
  const example = '1'.padStart(digits, '0') + '2'.padStart(digits, '0')
  const hexRef = (path: Path, label: string): HexRef | null => {
    if (label.length !== 2 * digits) {
      err(
        path,
        `hex "${label}" has ${label.length} digits, but this ${cols}×${rows} map uses ${2 * digits}-digit labels (column then row, like "${example}")`,
      )
      return null
    }
    const col = Number(label.slice(0, digits)) - 1
    const row = Number(label.slice(digits)) - 1
    if (!inBounds(col, row, cols, rows)) {
      const why: string[] = []
      if (col < 0 || col >= cols) why.push(`column ${col + 1} is not in 1–${cols}`)
      if (row < 0 || row >= rows) why.push(`row ${row + 1} is not in 1–${rows}`)
      err(path, `hex "${label}" is off the map (${why.join(', ')})`)
      return null
    }
    return { col, row }
  }
  const isSea = (h: HexRef) => terrainAt(h) === 'sea'
  const isCoastal = (h: HexRef): boolean =>
    hexNeighbours(h.col, h.row).some((n) => inBounds(n.col, n.row, cols, rows) && isSea(n))

  // --- features --------------------------------------------------------------------------------
  /** The installations of a hex that are no base (4.26): AETO's Mulberry and rocket site, APTO's Burma Railway, a fort never destroyed, those destroyed at the start, and whose they are. */
  const featureInstallations = (f: Scenario['map']['features'][number], p: Path, h: HexRef | null) => {
    if (f.mulberry && s.variant === 'apto')
      err(
        [...p, 'mulberry'],
        'Mulberries are AETO installations (4.26); APTO bombs none (APTO D86): this is an APTO scenario',
      )
    if (f.rocketSite && s.variant === 'apto')
      err(
        [...p, 'rocketSite'],
        'rocket sites are AETO installations (4.26); APTO bombs none (APTO D86): this is an APTO scenario',
      )
    if (f.burmaRailway && s.variant !== 'apto')
      err(
        [...p, 'burmaRailway'],
        'the Burma Railway is an APTO installation (APTO 4.26; D86): this is an AETO scenario',
      )
    if (f.fortIndestructible && !f.fort)
      err(
        [...p, 'fortIndestructible'],
        `hex ${f.hex} has no fort to be never destroyed (4.26): give its "fort" ("coastal", "fort" or "permanent")`,
      )
    const present: Record<FeatureInstallation, boolean> = {
      fort: !!f.fort,
      mulberry: !!f.mulberry,
      radar: !!f.radar,
      rocketSite: !!f.rocketSite,
      burmaRailway: !!f.burmaRailway,
    }
    f.destroyed?.forEach((k, j) => {
      if (f.destroyed!.indexOf(k) !== j) err([...p, 'destroyed', j], `"${k}" is listed twice`)
      else if (!present[k])
        err(
          [...p, 'destroyed', j],
          `hex ${f.hex} has no ${k} to be destroyed: set "${k}" in this entry, or leave it out of "destroyed"`,
        )
      else if (k === 'fort' && f.fortIndestructible)
        err(
          [...p, 'destroyed', j],
          `the fort of hex ${f.hex} may never be destroyed by bombing (fortIndestructible, 4.26): it cannot start destroyed`,
        )
    })
    if (!h || !(typeof f.fort === 'string' || f.mulberry || f.rocketSite || f.burmaRailway)) return
    if (isSea(h))
      err(
        [...p, 'hex'],
        `hex ${f.hex} is sea: a fort, Mulberry, rocket site or the Burma Railway stands on a land hex (4.26)`,
      )
    const nation =
      f.nation ??
      (s.map.nations
        ? (s.map.nations.legend[s.map.nations.rows[h.row]?.[h.col] ?? NO_NATION_CODE] ?? null)
        : null)
    if (f.control === undefined && nation === null)
      err(
        [...p, 'hex'],
        `hex ${f.hex} belongs to no nation: its installations belong to the side controlling it (4.26); give the hex a nation (map.nations or this entry's "nation") or a "control"`,
      )
  }
  const featureAt = new Map<string, number>()
  s.map.features.forEach((f, i) => {
    const p = ['map', 'features', i]
    const h = hexRef([...p, 'hex'], f.hex)
    if (h) {
      const first = featureAt.get(f.hex)
      if (first !== undefined)
        err(
          [...p, 'hex'],
          `hex ${f.hex} already has an entry (map.features[${first}]); put everything about one hex in one entry`,
        )
      else featureAt.set(f.hex, i)
    }
    if (f.nation !== undefined) nationRef([...p, 'nation'], f.nation)
    if (f.control !== undefined) sideRef([...p, 'control'], f.control)
    if (f.weatherZone !== undefined) zoneRef([...p, 'weatherZone'], f.weatherZone)
    if (f.hawaii && s.variant !== 'apto')
      err(
        [...p, 'hawaii'],
        'the Hawaiian Islands exceptions of December 1941 are APTO rules (4.14, 4.18; APTO D45, D55); this is an AETO scenario',
      )
    featureInstallations(f, p, h)
  })

  // --- sea areas -------------------------------------------------------------------------------
  const areaIds = new Map<string, string>()
  const areaId = (path: Path, id: string, where: string) => {
    if (RESERVED_IDS.has(id))
      err(path, `the id "${id}" is reserved (it clashes with a JavaScript built-in name); choose another`)
    const other = areaIds.get(id)
    if (other !== undefined) err(path, `duplicate sea area id "${id}" (also ${other})`)
    else areaIds.set(id, where)
  }
  const hexInArea = new Map<string, string>()
  s.map.seaAreas.forEach((a, i) => {
    areaId(['map', 'seaAreas', i, 'id'], a.id, `map.seaAreas[${i}]`)
    a.hexes.forEach((label, k) => {
      const p = ['map', 'seaAreas', i, 'hexes', k]
      const h = hexRef(p, label)
      if (!h) return
      const t = terrainAt(h)
      if (t !== undefined && t !== 'sea')
        err(p, `hex ${label} is ${t}, not sea; a sea area holds only sea hexes`)
      const other = hexInArea.get(label)
      if (other !== undefined && other !== a.id) err(p, `hex ${label} is already in sea area "${other}"`)
      else hexInArea.set(label, a.id)
    })
  })
  const largeSeaAreas = new Set<string>()
  s.map.largeSeaAreas.forEach((a, i) => {
    areaId(['map', 'largeSeaAreas', i, 'id'], a.id, `map.largeSeaAreas[${i}]`)
    largeSeaAreas.add(a.id)
    a.border.forEach((label, k) => hexRef(['map', 'largeSeaAreas', i, 'border', k], label))
    if (a.weatherZone !== undefined) zoneRef(['map', 'largeSeaAreas', i, 'weatherZone'], a.weatherZone)
  })
  // Barred entries (4.12): each hex barred from is next to the hex entered, or the bar could never apply.
  s.map.barredEntries?.forEach((b, i) => {
    const into = hexRef(['map', 'barredEntries', i, 'into'], b.into)
    b.from.forEach((label, k) => {
      const from = hexRef(['map', 'barredEntries', i, 'from', k], label)
      if (
        into &&
        from &&
        !hexNeighbours(into.col, into.row).some((n) => n.col === from.col && n.row === from.row)
      )
        err(
          ['map', 'barredEntries', i, 'from', k],
          `hex ${label} is not next to ${b.into}: an air unit enters ${b.into} only from a hex next to it, so list those (4.12)`,
        )
    })
  })

  // --- bases -----------------------------------------------------------------------------------
  const baseAtHex = new Map<string, number>()
  const carrierBaseOf = new Map<string, number>() // naval unit id → index of its base
  s.bases.forEach((b, i) => {
    const p = ['bases', i]
    sideRef([...p, 'owner'], b.owner)
    if (b.nation !== undefined) nationRef([...p, 'nation'], b.nation)
    const kinds = b.components.map((c) => c.kind)
    const isCarrier = kinds.includes('Carrier')

    b.components.forEach((c, k) => {
      const cp = [...p, 'components', k]
      if (c.kind === 'Carrier' && c.capacity !== undefined) {
        err(
          [...cp, 'capacity'],
          "a carrier's capacity is its naval unit's aircraftCapacity (4.4); remove capacity",
        )
      }
      if (c.enlarged && c.kind !== 'MinorPort')
        err(
          [...cp, 'enlarged'],
          `only a Minor Port is enlarged ([10.43]; a ${c.kind} cannot be); remove enlarged`,
        )
      else if (c.enlarged && s.variant !== 'apto')
        err(
          [...cp, 'enlarged'],
          'enlarged ports are an APTO rule ([10.43]; APTO D68): set "variant": "apto" or remove enlarged',
        )
      if (
        (c.kind === 'GrassAirfield' || c.kind === 'UKTransferHex') &&
        c.capacity !== undefined &&
        c.capacity !== 1
      ) {
        err(
          [...cp, 'capacity'],
          `a ${c.kind === 'GrassAirfield' ? airstripWords(s).name : 'UK Transfer Hex'} holds exactly 1 air unit (${c.kind === 'GrassAirfield' ? '4.3' : '4.1'}); got ${c.capacity}`,
        )
      }
    })

    if (isCarrier) {
      if (b.components.length > 1)
        err([...p, 'components'], 'a Carrier base has only the Carrier component (it is the ship, 4.4)')
      if (b.hex !== undefined)
        err([...p, 'hex'], 'a carrier base has no hex: it is wherever its naval unit is (4.4)')
      if (b.capacityOverride !== undefined)
        err([...p, 'capacityOverride'], "a carrier's capacity is its naval unit's aircraftCapacity (4.4)")
      if (b.carrier === undefined)
        err([...p, 'carrier'], 'is required for a Carrier base: the id of its naval unit')
      else {
        const ship = navalUnits.get(b.carrier)
        if (!ship) err([...p, 'carrier'], `naval unit "${b.carrier}" does not exist`)
        else {
          const shipSide = sideOfNation(ship.nation)
          if (shipSide !== undefined && shipSide !== b.owner) {
            err(
              [...p, 'carrier'],
              `naval unit "${b.carrier}" belongs to side "${shipSide}", not to this base's owner "${b.owner}"`,
            )
          }
          if (ship.front.aircraftCapacity === undefined && !ship.carriesFloatplane) {
            err(
              [...p, 'carrier'],
              `naval unit "${b.carrier}" (${ship.type}) has no aircraftCapacity on its front, so it is not a carrier (4.4)`,
            )
          }
          const first = carrierBaseOf.get(b.carrier)
          if (first !== undefined)
            err([...p, 'carrier'], `naval unit "${b.carrier}" is already the carrier of bases[${first}]`)
          else carrierBaseOf.set(b.carrier, i)
        }
      }
      return
    }

    if (b.carrier !== undefined)
      err([...p, 'carrier'], 'only a base whose component is a Carrier names a carrier')
    if (b.hex === undefined) {
      err([...p, 'hex'], 'is required (only a carrier base has no hex)')
      return
    }
    if (kinds.includes('GrassAirfield') && b.components.length > 1) {
      err(
        [...p, 'components'],
        `a ${airstripWords(s).name} cannot share its hex with a city, a resource or another airbase (4.3)`,
      )
    }
    const h = hexRef([...p, 'hex'], b.hex)
    if (!h) return
    const first = baseAtHex.get(b.hex)
    if (first !== undefined) {
      err(
        [...p, 'hex'],
        `hex ${b.hex} already holds base "${s.bases[first]?.id}" (bases[${first}]); list every installation of one hex as components of one base (4.2)`,
      )
    } else baseAtHex.set(b.hex, i)
    const t = terrainAt(h)
    const fk = featureAt.get(b.hex)
    if (fk !== undefined && s.map.features[fk].noAir)
      err(
        [...p, 'hex'],
        `hex ${b.hex} is forbidden to air units (map.features[${fk}].noAir, 4.12): no base can be there`,
      )
    if (t === 'sea') err([...p, 'hex'], `hex ${b.hex} is sea; a land base must be on land`)
    if (t === 'offmap' && !kinds.every((k) => BOX_KINDS.has(k))) {
      err(
        [...p, 'hex'],
        `hex ${b.hex} is off-map; only a NationBox or UK Transfer Hex may be placed there (4.12)`,
      )
    }
  })

  // --- air units -------------------------------------------------------------------------------
  const count = new Map<string, number>() // base id → chits (all ATPs of a base count as one, 4.23)
  const atpCounted = new Set<string>()
  const carrierLoad = new Map<string, number>()
  const ferried: { p: Path; u: (typeof s.airUnits)[number]; b: (typeof s.bases)[number] }[] = []
  const floatplanesAboard = new Map<string, string>() // ship base id → its Floatplane (APTO D20)
  const smallAt = new Map<string, number>() // base id → Small Fighters there (APTO D16)
  const aboard: { p: Path; u: (typeof s.airUnits)[number]; side: string | undefined }[] = [] // on STPs (APTO 3.21)
  s.airUnits.forEach((u, i) => {
    const p = ['airUnits', i]
    nationRef([...p, 'nation'], u.nation)
    const unitSide = sideOfNation(u.nation)

    // Chit faces (4.0, 4.17, 4.23)
    const faces: ['front' | 'back', AirFace][] = [['front', u.front]]
    if (u.back) faces.push(['back', u.back])
    for (const [name, face] of faces) {
      if (face.circled && u.type !== 'B') {
        err(
          [...p, name],
          `a circled quality (Heavy Bomber) is only for type B (4.0); this unit is type ${u.type}`,
        )
      }
      if (u.type === 'ATP' && face.strength !== 0) {
        err([...p, name], `an ATP has no combat strength (4.0, 4.23): write its ${name} as "X-${face.range}"`)
      }
    }
    if (u.back && u.back.strength > u.front.strength) {
      err(
        [...p, 'back'],
        `the back (depleted) strength ${u.back.strength} is more than the front strength ${u.front.strength}`,
      )
    }
    if (u.face === 'back' && u.back === null)
      err([...p, 'face'], 'is "back" but this chit has a blank back (back: null)')
    if (u.type === 'ATP' && u.atpPoints === undefined)
      err([...p, 'atpPoints'], 'is required for an ATP: 1 or 2 points (4.23)')
    if (u.type !== 'ATP' && u.atpPoints !== undefined)
      err([...p, 'atpPoints'], `only ATP units have atpPoints (4.23); this unit is type ${u.type}`)
    if (u.elitePilots && s.variant !== 'apto')
      err([...p, 'elitePilots'], 'elite pilots are an APTO optional rule (11.49); this is an AETO scenario')
    // Small Fighters and Floatplanes (APTO 4.0, 4.2; D1, D16)
    if (u.small && s.variant !== 'apto')
      err(
        [...p, 'small'],
        'Small Fighters ("o") are an APTO unit marking (4.2; APTO D16); this is an AETO scenario',
      )
    else if (u.small && !FIGHTER_CLASS.has(u.type))
      err(
        [...p, 'small'],
        `only a Fighter-type (F, FB or N) is a Small Fighter ("o", 4.2; APTO D16); this unit is type ${u.type}`,
      )
    if (u.floatplane && s.variant !== 'apto')
      err([...p, 'floatplane'], 'Floatplanes are an APTO unit type (4.0; APTO D1); this is an AETO scenario')
    else if (u.floatplane && u.type !== 'N')
      err(
        [...p, 'floatplane'],
        `a Floatplane is a Naval-Air unit (type N, 4.0; APTO D1); this unit is type ${u.type}`,
      )
    if (u.kamikaze && s.variant !== 'apto')
      err([...p, 'kamikaze'], 'Kamikazes are an APTO rule (4.16, 4.20, 10.7); this is an AETO scenario')
    else if (u.kamikaze && s.nations.find((n) => n.id === u.nation)?.role !== 'japanese')
      err(
        [...p, 'kamikaze'],
        `only Japanese air units fly as Kamikazes (4.20); nation "${u.nation}" does not have "role": "japanese"`,
      )
    else if (u.kamikaze && u.type === 'ATP')
      err(
        [...p, 'kamikaze'],
        'an ATP has no combat strength and never attacks: it cannot fly as a Kamikaze (4.20, 4.23)',
      )

    // Basing (4.2, 4.3, 4.4, 4.8)
    const b = bases.get(u.base)
    if (!b) {
      err([...p, 'base'], `base "${u.base}" does not exist`)
      return
    }
    if (unitSide !== undefined && sides.has(b.owner) && b.owner !== unitSide) {
      err(
        [...p, 'base'],
        `base "${b.id}" belongs to side "${b.owner}", not to this unit's side "${unitSide}"; a unit cannot be based at an enemy base`,
      )
      return
    }
    const kinds = b.components.map((c) => c.kind)
    // Aboard STPs (APTO 3.21–3.23): not at its base; checked once every unit aboard is known.
    if (u.aboard !== undefined) {
      if (kinds.includes('Carrier'))
        err(
          [...p, 'base'],
          `a unit aboard STPs keeps as its base the land base it embarked at; "${b.id}" is a carrier (3.21)`,
        )
      else aboard.push({ p, u, side: unitSide })
      return
    }
    if (kinds.includes('Carrier')) {
      const carried = b.carrier === undefined ? undefined : navalUnits.get(b.carrier)
      const floatplaneOnly = carried?.carriesFloatplane === true && !(carried.front.aircraftCapacity ?? 0)
      if (u.floatplane) {
        if (!carried) return // reported on the base
        const face = u.face === 'back' && u.back ? u.back : u.front
        if (!carried.carriesFloatplane)
          err(
            [...p, 'base'],
            `a Floatplane never bases on an aircraft carrier (${carried.type} "${carried.id}"): only on a ship printed with a "0" air capacity (carriesFloatplane, 4.4; APTO D1, D20)`,
          )
        else if (face.strength !== 0)
          err(
            [...p, 'base'],
            `only a strength-0 Floatplane bases aboard a ship (4.4; APTO D20); this one has strength ${face.strength}`,
          )
        else if (floatplanesAboard.has(b.id))
          err(
            [...p, 'base'],
            `ship "${carried.id}" already carries Floatplane "${floatplanesAboard.get(b.id)}": never more than one (4.4; APTO D20)`,
          )
        else if (carried.nation !== u.nation)
          err(
            [...p, 'base'],
            `ship "${carried.id}" is ${carried.nation}; only a Floatplane of the same nation may embark (4.4)`,
          )
        else floatplanesAboard.set(b.id, u.id)
        return
      }
      if (floatplaneOnly) {
        err(
          [...p, 'base'],
          `ship "${carried.id}" (${carried.type}) is no aircraft carrier: it carries only one strength-0 Floatplane (4.4; APTO D20)`,
        )
        return
      }
      if (u.type === 'F' || u.type === 'FB') {
        ferried.push({ p, u, b }) // checked once every carrier's Naval-Air load is known (4.6)
        return
      }
      if (u.type !== 'N') {
        err(
          [...p, 'base'],
          `only N (Naval-Air) units may be based on a carrier (4.4), besides one ferried single-step F or FB (4.6); this unit is type ${u.type}`,
        )
        return
      }
      const ship = b.carrier === undefined ? undefined : navalUnits.get(b.carrier)
      if (!ship) return // reported on the base
      if (ship.nation !== u.nation) {
        err(
          [...p, 'base'],
          `carrier "${ship.id}" is ${ship.nation}; only N units of the same nation may embark (4.4)`,
        )
        return
      }
      const face = u.face === 'back' && u.back ? u.back : u.front
      const load = (carrierLoad.get(b.id) ?? 0) + face.strength
      carrierLoad.set(b.id, load)
      // A damaged carrier keeps the N units it had aboard (4.4: "unaffected"; they cannot launch): its undamaged capacity bounds them.
      const cap = ship.front.aircraftCapacity ?? 0
      if (load > cap) {
        err(
          [...p, 'base'],
          `carrier "${ship.id}" holds at most ${cap} strength points of N units (4.4); with this unit it would hold ${load}`,
        )
      }
      return
    }
    const isGrass = kinds.includes('GrassAirfield')
    if (isGrass && !FIGHTER_CLASS.has(u.type)) {
      err(
        [...p, 'base'],
        `${airstripWords(s).name} "${b.id}" holds only Fighter-class units (F, FB, N) (4.3); this unit is type ${u.type}`,
      )
      return
    }
    // A Floatplane on land is based only at a port, where it uses no capacity (APTO 4.0, 4.2; D1, D17).
    const port = kinds.includes('MinorPort') || kinds.includes('MajorPort')
    if (u.floatplane && s.variant === 'apto') {
      if (!port)
        err(
          [...p, 'base'],
          `a Floatplane on land is based only at a port (4.0; APTO D1); base "${b.id}" has no Minor or Major Port`,
        )
      return
    }
    // A Small Fighter uses no capacity, at most 4 of them per base (APTO 4.2, 4.8; D16, D27).
    if (u.small && s.variant === 'apto') {
      const o = (smallAt.get(b.id) ?? 0) + 1
      smallAt.set(b.id, o)
      if (o > SMALL_FIGHTERS_PER_BASE)
        err(
          [...p, 'base'],
          `base "${b.id}" already holds ${SMALL_FIGHTERS_PER_BASE} Small Fighters ("o"): never more than ${SMALL_FIGHTERS_PER_BASE} exempt units at one base (4.2, 4.8; APTO D16)`,
        )
      return
    }
    let n = count.get(b.id) ?? 0
    if (u.type === 'ATP') {
      if (atpCounted.has(b.id)) return // every ATP point at one base counts as one unit (4.23)
      atpCounted.add(b.id)
    }
    n += 1
    count.set(b.id, n)
    const cap = capacityOf(b)
    if (cap === null) return
    if (isGrass && n > cap) {
      err(
        [...p, 'base'],
        `${airstripWords(s).name} "${b.id}" already holds ${plural(cap, 'air unit')}; a ${airstripWords(s).name} is never over-stacked (4.3, 4.8)`,
      )
    } else if (kinds.includes('UKTransferHex') && kinds.length === 1 && n > cap) {
      err([...p, 'base'], `the UK Transfer Hex "${b.id}" holds at most one air unit (4.1, 4.8)`)
    } else if (n > 2 * cap) {
      err(
        [...p, 'base'],
        cap === 0
          ? `base "${b.id}" has capacity 0: it can hold no air unit, not even over-stacked (4.8), and this is air unit number ${n} placed there`
          : `base "${b.id}" has capacity ${cap}: it can hold at most ${plural(2 * cap, 'air unit')} even over-stacked (4.8), and this is air unit number ${n} placed there`,
      )
    }
  })

  // Air units aboard STPs (APTO 3.21–3.23): fighter-types only, on a flotilla of their side with
  // STPs, within its STP points (2 a fighter-type, a Small Fighter free, two single-step ones as one;
  // a 2-point chit shows 1 on its back, a blank-backed chit is 1 point, 3.18, 3.22).
  const stpLoad = new Map<string, number[]>() // flotilla → [full units, single-step units]
  for (const { p, u, side } of aboard) {
    const where = [...p, 'aboard']
    const flotilla = u.aboard!
    if (s.variant !== 'apto') {
      err(where, 'naval transport of air units is an APTO rule (3.21); this is an AETO scenario')
      continue
    }
    if (!FIGHTER_CLASS.has(u.type)) {
      err(
        where,
        u.type === 'B'
          ? 'a Bomber can never be shipped (3.23)'
          : `STPs carry fighter-type air units (F, FB, N) only (3.22, 3.23); this unit is type ${u.type}`,
      )
      continue
    }
    const ships = s.navalUnits.filter((n) => (n.flotilla ?? n.id) === u.aboard)
    if (!ships.length) {
      err(
        where,
        `flotilla "${u.aboard}" does not exist: name the "flotilla" of naval units (or the id of a ship without one)`,
      )
      continue
    }
    if (side !== undefined && ships.some((n) => sideOfNation(n.nation) !== side)) {
      err(where, `flotilla "${u.aboard}" is not of this unit's side "${side}"`)
      continue
    }
    const stpPoints = ships
      .filter((n) => n.type === 'STP')
      .reduce((n, x) => n + (x.back !== null && x.face !== 'back' ? 2 : 1), 0)
    if (!stpPoints) {
      err(
        where,
        `flotilla "${u.aboard}" has no STP: only STPs carry air units, never a CL/DD pair (3.21, 3.27)`,
      )
      continue
    }
    if (u.small) continue // rides free (3.23)
    const load = stpLoad.get(flotilla) ?? [0, 0]
    if (u.face === 'back' || u.back === null) load[1]++
    else load[0]++
    stpLoad.set(flotilla, load)
    const need = 2 * (load[0] + Math.ceil(load[1] / 2))
    if (need > stpPoints)
      err(
        where,
        `flotilla "${u.aboard}" has ${stpPoints} STP point${stpPoints === 1 ? '' : 's'}; with this unit its air units aboard need ${need} (a fighter-type 2, a Small Fighter none, two single-step units together 2; 3.23)`,
      )
  }

  // A Fighter or Fighter-Bomber on a carrier is its ferried unit (4.6; T-04): single-step, on an
  // undamaged named carrier, one per carrier, using 1 point that the Naval-Air units leave spare.
  const ferrying = new Map<string, string>() // carrier base id → its ferried unit
  for (const { p, u, b } of ferried) {
    const ship = b.carrier === undefined ? undefined : navalUnits.get(b.carrier)
    if (!ship) continue // reported on the base
    const where = [...p, 'base']
    if (u.face !== 'back' && u.back !== null && !(u.small && s.variant === 'apto')) {
      // a Small Fighter counts as single-step (APTO 4.6; D24)
      err(
        where,
        `an ${u.type} on a carrier is ferried, and only a single-step (depleted) unit is ferried (4.6): this one is at full strength (set face "back")`,
      )
      continue
    }
    if (!ship.named) {
      err(where, `carrier "${ship.id}" is not named: only a named carrier ferries an air unit (4.6)`)
      continue
    }
    if (ship.face === 'back') {
      err(where, `carrier "${ship.id}" is damaged: a damaged carrier never ferries an air unit (4.6)`)
      continue
    }
    const first = ferrying.get(b.id)
    if (first !== undefined) {
      err(
        where,
        `carrier "${ship.id}" already ferries "${first}": never more than one ferried unit per carrier (4.6)`,
      )
      continue
    }
    const cap = ship.front.aircraftCapacity ?? 0
    const load = carrierLoad.get(b.id) ?? 0
    if (load + 1 > cap) {
      err(
        where,
        `carrier "${ship.id}" has capacity ${cap} and its N units use ${load}: no spare point for a ferried unit, which uses 1 (4.6)`,
      )
      continue
    }
    ferrying.set(b.id, u.id)
  }

  // --- naval units -----------------------------------------------------------------------------
  s.navalUnits.forEach((u, i) => {
    const p = ['navalUnits', i]
    nationRef([...p, 'nation'], u.nation)
    if (u.face === 'back' && u.back === null)
      err([...p, 'face'], 'is "back" but this unit has a blank back (back: null)')
    const named = s.variant === 'apto' ? NAMED_SHIP_TYPES_APTO : NAMED_SHIP_TYPES
    const list = s.variant === 'apto' ? 'CV, CVL, BB, BBCV, CA and Raider' : 'CV, CVL, BB, CA and Raider'
    const shouldBeNamed = named.has(u.type)
    if (shouldBeNamed && !u.named)
      err([...p, 'named'], `a ${u.type} is a named ship (${list} are, 4.20): set named to true`)
    if (!shouldBeNamed && u.named)
      err([...p, 'named'], `only ${list} are named ships (4.20); this is a ${u.type}`)
    if (u.countsAsDestroyer && (s.variant !== 'apto' || u.type !== 'CL'))
      err(
        [...p, 'countsAsDestroyer'],
        `only an APTO "A" light cruiser (type CL) counts as a destroyer for anti-aircraft (4.21; APTO D67); this is ${s.variant === 'apto' ? `a ${u.type}` : 'an AETO scenario'}`,
      )
    if (u.carriesFloatplane && (s.variant !== 'apto' || !FLOATPLANE_SHIPS.has(u.type)))
      err(
        [...p, 'carriesFloatplane'],
        `only an APTO BB, BBCV, CA or SS may carry a Floatplane (4.0, 4.4; APTO D20); this is ${s.variant === 'apto' ? `a ${u.type}` : 'an AETO scenario'}`,
      )
    if (u.hex === undefined && u.seaArea === undefined) {
      err(p, 'needs a position: a hex or a seaArea')
      return
    }
    if (u.hex !== undefined && u.seaArea !== undefined) {
      err([...p, 'seaArea'], 'give either hex or seaArea, not both')
      return
    }
    if (u.seaArea !== undefined) {
      if (!largeSeaAreas.has(u.seaArea))
        err(
          [...p, 'seaArea'],
          `large sea area "${u.seaArea}" does not exist (large sea areas: ${listIds(largeSeaAreas)})`,
        )
      if (u.inPort) err([...p, 'inPort'], 'a unit in a large sea area is at sea, not in port')
      return
    }
    const label = u.hex as string
    const h = hexRef([...p, 'hex'], label)
    if (!h) return
    const t = terrainAt(h)
    if (t === 'offmap') {
      err([...p, 'hex'], `hex ${label} is off-map`)
      return
    }
    if (u.inPort) {
      const bi = baseAtHex.get(label)
      const base = bi === undefined ? undefined : s.bases[bi]
      if (!base || !base.components.some((c) => PORT_KINDS.has(c.kind))) {
        err(
          [...p, 'inPort'],
          `hex ${label} has no port (no base there with a MinorPort or MajorPort component)`,
        )
      } else {
        const shipSide = sideOfNation(u.nation)
        if (shipSide !== undefined && base.owner !== shipSide)
          err(
            [...p, 'inPort'],
            `the port at ${label} ("${base.id}") belongs to side "${base.owner}", an enemy of this ship's side "${shipSide}"; a ship docks only in a friendly port`,
          )
      }
    } else if (t !== undefined && t !== 'sea' && !isCoastal(h)) {
      err([...p, 'hex'], `hex ${label} is inland (${t}); a naval unit at sea must be in a sea or coastal hex`)
    }
  })

  // Where a ship is bound: a hex of the map its ships can sail to (sea or coastal), the same for its whole flotilla.
  const boundOf = new Map<string, { i: number; bound: string | undefined }>()
  s.navalUnits.forEach((u, i) => {
    if (u.bound !== undefined) {
      const h = hexRef(['navalUnits', i, 'bound'], u.bound)
      const t = h ? terrainAt(h) : undefined
      if (h && t === 'offmap') err(['navalUnits', i, 'bound'], `hex ${u.bound} is off-map`)
      else if (h && t !== undefined && t !== 'sea' && !isCoastal(h))
        err(
          ['navalUnits', i, 'bound'],
          `hex ${u.bound} is inland (${t}); a ship is bound for a sea or coastal hex`,
        )
    }
    const f = u.flotilla ?? u.id
    const first = boundOf.get(f)
    if (!first) boundOf.set(f, { i, bound: u.bound })
    else if (first.bound !== u.bound)
      err(
        ['navalUnits', i, 'bound'],
        `is ${u.bound === undefined ? 'not given' : `"${u.bound}"`}, but its flotilla "${f}" is bound for ${first.bound === undefined ? 'nowhere' : `"${first.bound}"`} (navalUnits[${first.i}]); a flotilla sails together`,
      )
  })

  // Ships of one flotilla move and are found together: one hex, or one large sea area.
  const flotillaAt = new Map<string, { i: number; at: string }>()
  s.navalUnits.forEach((u, i) => {
    if (u.flotilla === undefined) return
    const at =
      u.hex !== undefined ? `hex ${u.hex}` : u.seaArea !== undefined ? `sea area "${u.seaArea}"` : 'nowhere'
    const first = flotillaAt.get(u.flotilla)
    if (!first) flotillaAt.set(u.flotilla, { i, at })
    else if (first.at !== at)
      err(
        ['navalUnits', i, u.hex !== undefined ? 'hex' : 'seaArea'],
        `is ${at}, but its flotilla "${u.flotilla}" is at ${first.at} (navalUnits[${first.i}]); the ships of one flotilla are in one place`,
      )
  })

  // --- land units ------------------------------------------------------------------------------
  s.landUnits.forEach((u, i) => {
    const p = ['landUnits', i]
    nationRef([...p, 'nation'], u.nation)
    const h = hexRef([...p, 'hex'], u.hex)
    if (!h) return
    const t = terrainAt(h)
    if (t === 'sea' || t === 'offmap')
      err(
        [...p, 'hex'],
        `hex ${u.hex} is ${t === 'sea' ? 'sea' : 'off-map'}; a land unit must be on a land hex`,
      )
  })

  s.supplySources.forEach((src, i) => {
    sideRef(['supplySources', i, 'side'], src.side)
    const h = hexRef(['supplySources', i, 'hex'], src.hex)
    if (h && terrainAt(h) === 'offmap')
      err(['supplySources', i, 'hex'], `hex ${src.hex} is off-map; a supply source is on the map`)
  })

  // --- APTO Convoy Routes and Merchant Shipping Routes (2.10–2.13, 2.25, 2.26) ----------------
  const routeIds = new Map<string, string>()
  const routeId = (path: Path, id: string, where: string) => {
    if (RESERVED_IDS.has(id))
      err(path, `the id "${id}" is reserved (it clashes with a JavaScript built-in name); choose another`)
    const other = routeIds.get(id)
    if (other !== undefined) err(path, `duplicate route id "${id}" (also ${other})`)
    else routeIds.set(id, where)
  }
  const apto = (key: string, what: string) => {
    if (s.variant !== 'apto')
      err(
        [key],
        `${what} are APTO rules (Part 2); this scenario's variant is "${s.variant}": remove ${key} or make the variant "apto"`,
      )
  }
  if (s.convoyRoutes?.length) apto('convoyRoutes', 'Convoy Routes (2.10–2.13)')
  if (s.merchantRoutes?.length) apto('merchantRoutes', 'Japanese Merchant Shipping Routes (2.26)')
  const areaInRoute = new Map<string, string>()
  s.convoyRoutes?.forEach((r, i) => {
    const p = ['convoyRoutes', i]
    routeId([...p, 'id'], r.id, `convoyRoutes[${i}]`)
    nationRef([...p, 'nation'], r.nation)
    r.seaAreas.forEach((a, k) => {
      if (!largeSeaAreas.has(a))
        err(
          [...p, 'seaAreas', k],
          `large sea area "${a}" does not exist (large sea areas: ${listIds(largeSeaAreas)}); a Convoy Route is made of large sea areas (2.10)`,
        )
      const other = areaInRoute.get(a)
      if (other !== undefined)
        err(
          [...p, 'seaAreas', k],
          `large sea area "${a}" is already in Convoy Route "${other}"; each area has one silhouette (2.10)`,
        )
      else areaInRoute.set(a, r.id)
    })
    if (r.open === false && !r.indianOcean)
      err(
        [...p, 'open'],
        'only the Indian Ocean Convoy Route may be closed (2.10, 2.12): remove "open": false, or mark the route "indianOcean": true',
      )
  })
  s.merchantRoutes?.forEach((r, i) => {
    const p = ['merchantRoutes', i]
    routeId([...p, 'id'], r.id, `merchantRoutes[${i}]`)
    nationRef([...p, 'nation'], r.nation)
    r.hexes.forEach((h, k) => hexRef([...p, 'hexes', k], h))
    r.resourceHexes?.forEach((h, k) => hexRef([...p, 'resourceHexes', k], h))
  })

  // --- fixed long-distance transfers (4.1: APTO's [A]–[C], D8; AETO's Trans-Atlantic and Trans-African) ---
  const transferIds = new Set<string>()
  ;(s.transfers ?? []).forEach((tr, i) => {
    const p = ['transfers', i]
    if (transferIds.has(tr.id)) err([...p, 'id'], `duplicate transfer id "${tr.id}"`)
    transferIds.add(tr.id)
    sideRef([...p, 'side'], tr.side)
    const seen = new Set<string>()
    for (const end of ['from', 'stops', 'to'] as const) {
      ;(tr[end] ?? []).forEach((id, k) => {
        const b = bases.get(id)
        if (!b) err([...p, end, k], `base "${id}" does not exist`)
        else if (b.carrier !== undefined)
          err([...p, end, k], `base "${id}" is a carrier: a fixed transfer joins bases on land or in a box`)
        if (seen.has(id))
          err(
            [...p, end, k],
            `base "${id}" is named twice: the ends and stops of a transfer are different bases`,
          )
        seen.add(id)
      })
    }
    const legs = (tr.stops?.length ?? 0) + 1
    if (tr.hops === undefined && legs > 1)
      err(
        [...p, 'hops'],
        `a transfer with stops gives the hops of each of its ${legs} legs, e.g. [1, 1, 1] (4.1)`,
      )
    if (tr.hops !== undefined && tr.hops.length !== legs)
      err(
        [...p, 'hops'],
        `got ${tr.hops.length} numbers, expected one per leg: ${legs} (the stops plus one) (4.1)`,
      )
    if (tr.hops !== undefined && tr.hops.reduce((a, b) => a + b, 0) > 3)
      err(
        [...p, 'hops'],
        `got ${tr.hops.join(' + ')} hops, expected at most 3 together: a Change Base has up to 3 hops (4.1)`,
      )
    if (tr.fromNear) hexRef([...p, 'fromNear', 'hex'], tr.fromNear.hex)
  })

  // --- options no procedure plays yet: refused unless at their default, never silently ignored ---
  for (const [key, o] of Object.entries(OPTIONS_NOT_PLAYED)) {
    const v = (s.options as Record<string, unknown>)[key]
    if (v !== o.default)
      err(
        ['options', key],
        `${JSON.stringify(v)} changes ${o.what}, which Sortie does not play yet (${o.by}); leave the option out, or at its default ${JSON.stringify(o.default)}`,
      )
  }

  // --- strategic bombing (APTO Part 2, 2.0–2.9): its targets and the facts raids need --------------
  const sb = s.strategicBombing
  if (sb) {
    if (s.variant !== 'apto')
      err(
        ['strategicBombing'],
        'strategic bombing raids are played from APTO Part 2: set "variant": "apto" or remove strategicBombing',
      )
    if (!s.options.strategicWarfarePhase)
      err(
        ['strategicBombing'],
        'the raids are flown in the Strategic Warfare Phase, which this scenario does not play: set options.strategicWarfarePhase to true',
      )
    const nationOfHex = (label: string): string | null => {
      const f = s.map.features.find((x) => x.hex === label)
      if (f?.nation) return f.nation
      const n = s.map.nations
      const at = parseHexLabel(label, cols, rows)
      const code = n && at ? n.rows[at.row]?.[at.col] : undefined
      return code && code !== NO_NATION_CODE ? (n!.legend[code] ?? null) : null
    }
    const targetAt = new Map<string, number>()
    sb.targets.forEach((tg, i) => {
      const p = ['strategicBombing', 'targets', i]
      const h = hexRef([...p, 'hex'], tg.hex)
      if (h && isSea(h))
        err([...p, 'hex'], `hex ${tg.hex} is sea; a Strategic Target is a city or resource hex on land (2.3)`)
      const first = targetAt.get(tg.hex)
      if (first !== undefined)
        err(
          [...p, 'hex'],
          `hex ${tg.hex} is already a Strategic Target (strategicBombing.targets[${first}]); one entry a hex`,
        )
      else targetAt.set(tg.hex, i)
      if (tg.nation !== undefined) nationRef([...p, 'nation'], tg.nation)
      else if (h && nationOfHex(tg.hex) === null)
        err(
          [...p, 'nation'],
          `hex ${tg.hex} belongs to no nation on the map: give the nation whose target it is`,
        )
      if (tg.heldBy !== undefined) nationRef([...p, 'heldBy'], tg.heldBy)
      if (tg.oil && tg.kind === 'city')
        err(
          [...p, 'oil'],
          'an Indonesian "oil" hex is a resource hex (an oil-field symbol, 2.9): its kind is "resource" or "cityResource"',
        )
    })
    sb.minorNations.forEach((id, k) => nationRef(['strategicBombing', 'minorNations', k], id))
    for (const key of ['conquestEps', 'railCapacity', 'income'] as const)
      for (const id of Object.keys(sb[key] ?? {})) nationRef(['strategicBombing', key, id], id)
    sb.iwoJima?.forEach((label, k) => hexRef(['strategicBombing', 'iwoJima', k], label))
  }
  s.airUnits.forEach((u, i) => {
    if (!u.b29) return
    if (s.variant !== 'apto')
      err(['airUnits', i, 'b29'], 'the B-29 rule is APTO’s (2.7); this is an AETO scenario')
    else if (u.type !== 'B')
      err(
        ['airUnits', i, 'b29'],
        `a B-29 Superfortress is a Bomber (type B, 2.7); this unit is type ${u.type}`,
      )
  })

  // --- nation roles (4.18): each role names one nation; a bonus in the context needs its nation ---
  const roleOwner = new Map<string, number>()
  s.nations.forEach((n, i) => {
    if (!n.role) return
    const first = roleOwner.get(n.role)
    if (first !== undefined)
      err(
        ['nations', i, 'role'],
        `role "${n.role}" is already given to nation "${s.nations[first].id}" (nations[${first}]); one nation plays each role`,
      )
    else roleOwner.set(n.role, i)
  })
  if (s.context.blitzkrieg && !roleOwner.has('german'))
    err(
      ['context', 'blitzkrieg'],
      'the Blitzkrieg bonus is for German fighters, and no nation has "role": "german": give it to the German nation in nations (4.18)',
    )
  if (s.context.sneakAttack && !roleOwner.has('japanese'))
    err(
      ['context', 'sneakAttack'],
      'the Sneak Attack bonus is for Japanese fighters, and no nation has "role": "japanese": give it to the Japanese nation in nations (4.18)',
    )

  // --- start and context -----------------------------------------------------------------------
  if (s.start.phase === 'offensive' && !s.options.offensivePhase)
    err(['start', 'phase'], 'the scenario starts in the Offensive Phase but options.offensivePhase is false')
  if (s.start.phase === 'strategicWarfare' && !s.options.strategicWarfarePhase)
    err(
      ['start', 'phase'],
      'the scenario starts in the Strategic Warfare Phase but options.strategicWarfarePhase is false',
    )
  if (s.end) {
    const dated = [s.end.year, s.end.month, s.end.phase].filter((x) => x !== undefined).length
    if (s.end.afterPhases === undefined && dated === 0)
      err(['end'], 'give "afterPhases", or the "year", "month" and "phase" after which the scenario ends')
    else if (s.end.afterPhases !== undefined && dated > 0)
      err(['end'], 'give either "afterPhases" or "year", "month" and "phase", not both')
    else if (dated > 0 && dated < 3)
      err(
        ['end'],
        '"year", "month" and "phase" go together: the scenario ends once that phase of that month is over',
      )
    else if (dated === 3) {
      const at = s.end.year! * 12 + s.end.month!
      const from = s.start.year * 12 + s.start.month
      if (at < from || (at === from && PHASES.indexOf(s.end.phase!) < PHASES.indexOf(s.start.phase)))
        err(
          ['end'],
          `the scenario would end (after the ${s.end.phase} phase of ${s.end.month}/${s.end.year}) before it starts (${s.start.phase}, ${s.start.month}/${s.start.year})`,
        )
      if (s.end.phase === 'offensive' && !s.options.offensivePhase)
        err(['end', 'phase'], 'the Offensive Phase is not played: options.offensivePhase is false')
      if (s.end.phase === 'strategicWarfare' && !s.options.strategicWarfarePhase)
        err(
          ['end', 'phase'],
          'the Strategic Warfare Phase is not played: options.strategicWarfarePhase is false',
        )
    }
  }
  sideRef(['start', 'phasingSide'], s.start.phasingSide)
  if (s.start.sideOrder) {
    const seen = new Set<string>()
    s.start.sideOrder.forEach((id, k) => {
      sideRef(['start', 'sideOrder', k], id)
      if (seen.has(id)) err(['start', 'sideOrder', k], `side "${id}" is listed twice`)
      seen.add(id)
    })
    if (!seen.has(s.start.phasingSide)) {
      err(['start', 'sideOrder'], `does not include the phasing side "${s.start.phasingSide}"`)
    }
  }
  const ctx = s.context
  ctx.blitzkrieg?.invaded.forEach((id, k) => nationRef(['context', 'blitzkrieg', 'invaded', k], id))
  ctx.sneakAttack?.invaded.forEach((id, k) => nationRef(['context', 'sneakAttack', 'invaded', k], id))
  if (ctx.initiativeSide !== undefined) sideRef(['context', 'initiativeSide'], ctx.initiativeSide)
  for (const id of Object.keys(ctx.offensives ?? {})) sideRef(['context', 'offensives', id], id)

  return errors
}
