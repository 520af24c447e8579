// Which rule system reads a scenario the player opens (kernel/registry.ts): the one its `system`
// field names (absent: AETO/APTO). An AETO/APTO file goes through its own text checks and parser
// unchanged; a file of another system is read as JSON with the same safety checks and handed to
// that system's parser. An unknown system is refused naming the field.
import { DEFAULT_SYSTEM, systemIdOf, systemOfScenario, type AnySystem } from '../rules/systems'
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
