// The scenarios the picker offers: the built-in ones, by id and title (AETO/APTO's, then those
// of the other rule systems). Their files are fetched when
// chosen (scenarioFiles.ts) and load exactly like a user's file, through the store's loadScenario.
import { builtInIndex, otherSystemsIndex, type BuiltInEntry } from '../scenarios'

export type CatalogEntry = BuiltInEntry

export const DEFAULT_SCENARIO_ID = 'tutorial'

export const catalog: readonly CatalogEntry[] = [...builtInIndex, ...otherSystemsIndex]
