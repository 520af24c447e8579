// Which rule system reads a scenario the player opens (kernel/registry.ts): the one its `system`
// field names (absent: AETO/APTO). An AETO/APTO file goes through its own text checks and parser
// unchanged; a file of another system is read as JSON with the same safety checks and handed to
// that system's parser. An unknown system is refused naming the field.
import {
  DEFAULT_SYSTEM,
  knownSystemIds,
  loadSystem,
  systemById,
  systemIdOf,
  systemOfScenario,
  type AnySystem,
} from '../rules/systems'
import type { ScenarioError } from '../rules/systems/aeto/scenario/validate'
import { MAX_NESTING_DEPTH, MAX_SCENARIO_BYTES } from '../rules/systems/aeto/scenario/validate'
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import { parseJsonText } from '../rules/systems/aeto/save/jsonText'

export type SystemScenarioCheck =
  { ok: true; system: AnySystem; scenario: unknown } | { ok: false; errors: ScenarioError[] }

/** A scenario (parsed JSON) checked by the rule system it names. */
export function checkScenarioOfSystem(json: unknown): SystemScenarioCheck {
  const found = systemOfScenario(json)
  if (!found.ok)
    return { ok: false, errors: [{ path: 'system', message: found.error.replace(/^system: /, '') }] }
  const r = found.system.parseScenario(json)
  return r.ok ? { ok: true, system: found.system, scenario: r.scenario } : { ok: false, errors: r.errors }
}

/**
 * The JSON of a scenario file that names another rule system than AETO/APTO, or null when the file
 * is AETO/APTO's (or not JSON at all: AETO/APTO's text checks then say what is wrong with it).
 */
export function otherSystemJson(content: FileContent): { json: unknown } | null {
  const decoded = decodeUtf8(content, 'a scenario')
  if (!decoded.ok || !/"system"\s*:/.test(decoded.text)) return null // most files: AETO/APTO, parsed once
  const r = parseJsonText(content, {
    what: 'a scenario',
    maxBytes: MAX_SCENARIO_BYTES,
    maxDepth: MAX_NESTING_DEPTH,
  })
  if (!r.ok) return null
  if (systemIdOf(r.json) === DEFAULT_SYSTEM) return null
  return { json: r.json }
}

/**
 * Fetches the rules of the systems a scenario or save names, before the synchronous loaders above
 * and in saveFile.ts read it: a system other than AETO/APTO is a chunk of its own, fetched when a
 * file first names it (kernel/registry.ts, loadSystem). `file` is the file's bytes or text, or its
 * parsed JSON (a scenario, or a save or autosave entry holding one). Every `"system": "<id>"` of a
 * known system in it is fetched: a file that only mentions one is harmless, one more chunk. Gives
 * the reason in words when the rules cannot be fetched (offline on a first visit), else null; an
 * unknown system is left to the loaders, which name the field.
 */
export async function fetchRulesOf(file: FileContent | { json: unknown }): Promise<string | null> {
  const known = new Set(knownSystemIds())
  const ids = new Set<string>()
  if (typeof file === 'string' || file instanceof Uint8Array) {
    const text = typeof file === 'string' ? file : new TextDecoder().decode(file)
    for (const m of text.matchAll(/"system"\s*:\s*"([^"\\]*)"/g)) ids.add(m[1])
  } else {
    const json = file.json as { scenario?: unknown } | null
    for (const sc of [json, json && typeof json === 'object' ? json.scenario : undefined]) {
      const id = sc && typeof sc === 'object' ? systemIdOf(sc) : undefined
      if (id !== undefined) ids.add(id)
    }
  }
  for (const id of ids) {
    if (!known.has(id)) continue
    try {
      await loadSystem(id)
    } catch (e) {
      return `the rules of its system "${id}" could not be fetched (${e instanceof Error ? e.message : String(e)})`
    }
  }
  return null
}

/** Whether the rules of the system a scenario (parsed JSON) names are here: registered, or unknown (nothing to fetch). */
export function rulesFetched(json: unknown): boolean {
  const id = systemIdOf(json)
  return id === undefined || systemById(id) !== undefined || !knownSystemIds().includes(id)
}
