// The scenarios the picker offers (the built-in ones) and how one is loaded: exactly like a
// user's file, through parseScenario.
import { builtInScenarios, type BuiltInScenario } from '../scenarios'
import { parseScenario, type ScenarioParseResult } from '../rules/scenario/validate'

export type CatalogEntry = BuiltInScenario

export const DEFAULT_SCENARIO_ID = 'tutorial'

export const catalog: readonly CatalogEntry[] = builtInScenarios

/** Validate an entry's data: the scenario, or the problems found with their paths. */
export function loadScenario(entry: CatalogEntry): ScenarioParseResult {
  return parseScenario(entry.data)
}
