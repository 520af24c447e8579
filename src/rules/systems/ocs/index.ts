// The OCS air rules' entry point for code outside the rules module (src/rules/README.md, "Layers
// and entry points"): the types, the words the log uses for things, the rules' numbers the dialogs
// quote, the previews (preview.ts), and what the map and the charts form read. The system itself
// is registered and reached through systems/index.ts.
export * from './types'
export { viewOcs, ocsSystem } from './system'
export { PATROL_ZONE_RULE, patrolZones, patrolZonesAt, type PatrolZone } from './patrolZones'
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
export { distance } from '../../kernel/hex'
export { activeLimit } from './scenario'
export { currentPhase, currentSegment, missionProblem, SEGMENT_OF } from './engine'
export {
  ACT_COLUMN,
  ACT_FIXED_POINTS,
  ACT_MAX_ROW,
  ACT_MIN_ROW,
  ACT_OUTCOMES,
  AIR_COMBAT_TABLE_ID,
  airCombatResult,
  airCombatTable,
  modifiedAirCombatRoll,
} from './airCombatTable'
export { LOSS_DIE_MIN } from './airCombat'
export {
  FLAK_HITS_ON,
  dropPreview,
  dropSuccessWays,
  flakPreview,
  ocsEventsSeen,
  type DropPreview,
  type FlakLinePreview,
} from './preview'
export { enterOcsChart, OCS_CHART_IDS, OCS_CHARTS, ocsChart, type OcsChartKind } from './charts/ocsCharts'
export type { ChartEntry, Entered } from './charts/chartEntry'
export { bandLabel, parseBand } from './charts/strengthBands'
