// Import and export of the scenario being edited, and its autosave. Import reads a file with the
// same reader as file loading (parseScenarioText) and keeps the file's JSON as it is, errors and
// all, whenever the editor can show it (an object with a map, sides and lists where the editor
// expects them); a file it cannot show is refused with the validator's errors and the scenario
// being edited stays. Export writes only a scenario the validator accepts.
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import { parseScenario, parseScenarioText, type ScenarioError } from '../rules/systems/aeto/scenario/validate'
import {
  createStore as idbCreateStore,
  get as idbGet,
  set as idbSet,
  del as idbDel,
  keys as idbKeys,
} from 'idb-keyval'
import type { KeyValueStore } from '../store/autosave'
import type { Draft } from './draft'
import type { UnitType } from './pieces'
import type { EditorStore } from './store'

export type ImportResult =
  { ok: true; draft: Draft; errors: ScenarioError[] } | { ok: false; errors: ScenarioError[] }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isArrayOfObjects = (v: unknown) => Array.isArray(v) && v.every(isObject)
const isSize = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300

/** Why the editor cannot show this JSON (null: it can); the validator still lists every error. */
export function notEditable(json: unknown): string | null {
  if (!isObject(json)) return 'the file is not a scenario object'
  const map = json.map
  if (!isObject(map) || !isSize(map.cols) || !isSize(map.rows))
    return 'the scenario has no map of 1 to 300 columns and rows (map.cols, map.rows)'
  if (!Array.isArray(map.terrain) || !map.terrain.every((r) => typeof r === 'string'))
    return 'map.terrain is not a list of rows of terrain codes'
  for (const k of ['features', 'seaAreas', 'largeSeaAreas'] as const)
    if (map[k] !== undefined && !isArrayOfObjects(map[k])) return `map.${k} is not a list of objects`
  if (
    map.nations !== undefined &&
    !(
      isObject(map.nations) &&
      isObject(map.nations.legend) &&
      Array.isArray(map.nations.rows) &&
      map.nations.rows.every((r) => typeof r === 'string')
    )
  )
    return 'map.nations is not a legend with rows of codes'
  for (const k of ['sides', 'nations', 'bases', 'airUnits'] as const)
    if (!isArrayOfObjects(json[k])) return `${k} is not a list of objects`
  for (const k of ['navalUnits', 'landUnits', 'supplySources'] as const)
    if (json[k] !== undefined && !isArrayOfObjects(json[k])) return `${k} is not a list of objects`
  if ((json.sides as unknown[]).length < 1) return 'the scenario has no sides'
  if (!(json.bases as Record<string, unknown>[]).every((b) => isArrayOfObjects(b.components)))
    return 'a base has no list of components'
  if (!isObject(json.start)) return 'the scenario has no start'
  for (const k of ['options', 'context', 'end', 'weather'] as const)
    if (json[k] !== undefined && !isObject(json[k])) return `${k} is not an object`
  if (isObject(json.weather) && !isArrayOfObjects(json.weather.zones))
    return 'weather.zones is not a list of objects'
  return null
}

/** Reads a scenario file for the editor: its JSON with its errors, or why it cannot be edited. Never throws. */
export function importScenario(content: FileContent): ImportResult {
  try {
    const r = parseScenarioText(content)
    const decoded = decodeUtf8(content, 'a scenario')
    if (!decoded.ok) return { ok: false, errors: r.ok ? [{ path: '', message: decoded.message }] : r.errors }
    let json: unknown
    try {
      const text = decoded.text
      json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
    } catch {
      return { ok: false, errors: r.ok ? [{ path: '', message: 'this is not valid JSON' }] : r.errors }
    }
    const why = r.ok ? null : notEditable(json)
    if (why !== null)
      return {
        ok: false,
        errors: [
          { path: '', message: `the editor cannot open this file: ${why}` },
          ...(r.ok ? [] : r.errors),
        ],
      }
    // Shown with every error (the validator caps a file's list at 20; the editor at 200).
    const all = r.ok
      ? []
      : (parseScenario(json, { maxErrors: 200 }) as { ok: false; errors: ScenarioError[] }).errors
    return { ok: true, draft: json as Draft, errors: all }
  } catch (e) {
    return {
      ok: false,
      errors: [
        { path: '', message: `the file could not be read (${e instanceof Error ? e.message : String(e)})` },
      ],
    }
  }
}

/** The file the editor exports: the draft's JSON as it is, when the validator accepts it. */
export function exportText(
  d: Draft,
): { ok: true; text: string; name: string } | { ok: false; errors: ScenarioError[] } {
  const r = parseScenario(d)
  if (!r.ok) return { ok: false, errors: r.errors }
  const name = `${/^[A-Za-z0-9._-]+$/.test(d.id) ? d.id : 'scenario'}.json`
  return { ok: true, text: `${JSON.stringify(d, null, 2)}\n`, name }
}

// ------------------------------------------------------------------ autosave

export const EDITOR_DRAFT_KEY = 'draft'
export const EDITOR_AUTOSAVE_FORMAT = 'sortie-editor-draft'

interface SavedDraft {
  format: typeof EDITOR_AUTOSAVE_FORMAT
  version: 1
  draft: Draft
  library: UnitType[]
}

/**
 * The editor's IndexedDB (database "sortie-editor", apart from the games' autosave), through
 * idb-keyval. Not the games' store/autosave.ts adapter: importing it would tie the editor's chunk
 * to the game store's modules and split the chunks the first map needs (first-load guard).
 */
export function editorStorage(): KeyValueStore {
  let db: ReturnType<typeof idbCreateStore> | null = null
  const open = () => {
    if (typeof indexedDB === 'undefined' || indexedDB === null)
      throw new Error('IndexedDB is not available in this browser')
    db ??= idbCreateStore('sortie-editor', 'drafts')
    return db
  }
  return {
    get: async (key) => idbGet(key, open()),
    set: async (key, value) => idbSet(key, value, open()),
    del: async (key) => idbDel(key, open()),
    keys: async () => (await idbKeys(open())).filter((k): k is string => typeof k === 'string'),
  }
}

/** Reads the autosaved draft into the store (if one is there and the editor can show it); then autosaves every change. Returns a stop function. */
export async function startEditorAutosave(
  store: EditorStore,
  kv: KeyValueStore = editorStorage(),
  delayMs = 250,
): Promise<() => void> {
  try {
    const saved = (await kv.get(EDITOR_DRAFT_KEY)) as Partial<SavedDraft> | undefined
    if (saved && saved.format === EDITOR_AUTOSAVE_FORMAT && notEditable(saved.draft) === null) {
      store.setState({
        draft: saved.draft as Draft,
        library: Array.isArray(saved.library) ? saved.library : [],
        past: [],
        future: [],
        status: 'Your scenario in progress is restored.',
      })
    }
  } catch {
    store.setState({
      status: 'The browser storage cannot be read: this scenario will not be kept after a reload.',
    })
  }
  store.setState({ restored: true })
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()
  const write = () => {
    timer = null
    const { draft, library } = store.getState()
    const value: SavedDraft = { format: EDITOR_AUTOSAVE_FORMAT, version: 1, draft, library }
    writing = writing
      .then(() => kv.set(EDITOR_DRAFT_KEY, value))
      .catch(() => store.setState({ status: 'Autosave failed: the browser storage refused the scenario.' }))
  }
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.draft === prev.draft && s.library === prev.library) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(write, delayMs)
  })
  return () => {
    unsubscribe()
    if (timer) {
      clearTimeout(timer)
      write()
    }
  }
}
