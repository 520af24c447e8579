// The OCS air rules' entry point for the screens and tools (src/rules/README.md, "Entry points"):
// the types, the words the log uses for things, the rules' numbers the dialogs quote, and the
// previews (preview.ts). The system itself is registered through systems/index.ts.
export * from './types'
export {
  acrText,
  counter,
  enemyOf,
  nameOf,
  ratings,
  sideName,
  MISSION_MAX_AIRCRAFT,
  PATROL_ZONE_HEXES,
} from './world'
export { distance } from './hexes'
export { currentPhase, currentSegment, missionProblem, SEGMENT_OF } from './engine'
export {
  ACT_COLUMN,
  ACT_FIXED_POINTS,
  ACT_OUTCOMES,
  AIR_COMBAT_TABLE_ID,
  airCombatTable,
} from './airCombatTable'
export { LOSS_DIE_MIN } from './airCombat'
export { FLAK_HITS_ON, flakPreview, ocsEventsSeen, type FlakLinePreview } from './preview'
