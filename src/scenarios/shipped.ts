// The shipped scenarios parsed, and with them the fixtures the property tests play (Node only: the
// files are read from the disk, which the rules module never does).
import { builtInScenarios } from './files'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import {
  namedScenarios as withFixtures,
  type NamedScenario,
} from '../rules/systems/aeto/properties/scenarios'

export type { NamedScenario }

/** Every shipped scenario, parsed like a user's file; one that does not load throws with its errors. */
export function shippedScenarios(): NamedScenario[] {
  return builtInScenarios.map((b) => {
    const r = parseScenario(b.data)
    if (!r.ok) throw new Error(`shipped scenario ${b.id} does not load: ${JSON.stringify(r.errors)}`)
    return { id: b.id, scenario: r.scenario }
  })
}

/** The shipped scenarios (with and without their end) and the fixtures of the property tests. */
export function namedScenarios(): NamedScenario[] {
  return withFixtures(shippedScenarios())
}
