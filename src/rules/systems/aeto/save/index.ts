// Save files: format (schema.ts), loading and writing (load.ts), replay and state hash.
export { SAVE_FORMAT, SAVE_VERSION, saveSchema, type SaveFile } from './schema'
export {
  HASH_MISMATCH,
  UNVERIFIED_SAVE,
  isUnverified,
  MAX_SAVE_BYTES,
  formatSaveErrors,
  looksLikeSave,
  makeSave,
  parseSave,
  parseSaveText,
  saveToText,
  type MakeSaveOptions,
  type SaveError,
  type SaveParseOptions,
  type SaveParseResult,
} from './load'
export { canonicalJson, fnv1a64, stateHash, stateWithoutScenario } from './hash'
export {
  actionTypeOf,
  replayActions,
  type NumberedEvent,
  type ReplayFailure,
  type ReplayOutcome,
} from './replay'
export { parseJsonText, type JsonTextResult } from './jsonText'
export { migrateSave, SAVE_MIGRATIONS, type MigrateResult, type SaveMigration } from './migrate'
