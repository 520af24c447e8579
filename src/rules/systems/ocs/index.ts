// The entry point of the OCS rule system for code outside the rules module (src/rules/README.md,
// "Layers and entry points"): what its map and its charts form read. The engine is reached
// through the registry (systems/index.ts).
export * from './types'
export { viewOcs, ocsSystem } from './system'
export { PATROL_ZONE_RULE, patrolZones, patrolZonesAt, type PatrolZone } from './patrolZones'
export { acrText, MISSION_MAX_AIRCRAFT, PATROL_ZONE_HEXES } from './world'
export { activeLimit } from './scenario'
export {
  ACT_COLUMN,
  ACT_FIXED_POINTS,
  ACT_MAX_ROW,
  ACT_MIN_ROW,
  ACT_OUTCOMES,
  AIR_COMBAT_TABLE_ID,
  airCombatTable,
} from './airCombatTable'
export { enterOcsChart, OCS_CHART_IDS, OCS_CHARTS, ocsChart, type OcsChartKind } from './charts/ocsCharts'
export type { ChartEntry, Entered } from './charts/chartEntry'
export { bandLabel, parseBand } from './charts/strengthBands'
