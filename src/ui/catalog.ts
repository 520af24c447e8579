// The scenarios the picker offers: the built-in ones. They load exactly like a user's file,
// through the store's loadScenario (which validates with parseScenario).
import { builtInScenarios, type BuiltInScenario } from '../scenarios'

export type CatalogEntry = BuiltInScenario

export const DEFAULT_SCENARIO_ID = 'tutorial'

export const catalog: readonly CatalogEntry[] = builtInScenarios
