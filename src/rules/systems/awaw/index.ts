// The AWAW rule 23 entry point for code outside the rules module (src/rules/README.md, "Layers and
// entry points"): the types, the look-ups and limits its screens quote (cover range and share, CAP,
// eight defenders), the tables its odds read, and the view. Re-exports only: the system itself is
// registered and reached through systems/index.ts.
export * from './types'
export { viewAwaw, awawSystem } from './system'
export {
  KIND_WORDS,
  available,
  baseOf,
  capMax,
  capNas,
  coverBases,
  dist,
  enemyOf,
  forceOf,
  nearestAirBase,
  sideName,
  strikeBases,
  taskForce,
} from './world'
export {
  COVER_RANGE,
  MAX_DEFENDERS,
  CAP_SHARE,
  capLimit,
  coverShare,
  effectiveCover,
  extraProblem,
  shareCover,
} from './cover'
export { NAMED_TYPES, afloat, airDefenseLevel, lightGroup, targetsOf } from './strikeFire'
export {
  ADT_COLUMNS,
  AIR_DEFENSE_TABLE_ID,
  adtColumn,
  airDefenseResult,
  airDefenseTable,
  splitResult,
} from './charts/airDefenseTable'
export {
  NAT_COLUMNS,
  NAT_MAX_SQUADRON_ROW,
  natColumn,
  navalAttackHits,
  navalAttackTable,
} from './charts/navalAttackTable'
export { ACT_OUTCOMES, AIR_COMBAT_TABLE_ID, airCombatTable } from './charts/airCombatTable'
export { ADT_RECONSTRUCTED } from './charts/airDefenseTable'
export { NAT_RECONSTRUCTED } from './charts/navalAttackTable'
export { AIR_NATIONALITY_ITALY_RUSSIA_FRANCE, AIR_NATIONALITY_TWO } from './charts/nationality'
export { engagersProblem } from './coverCap'
export { FACES_PER_ROLL, facesProblem } from './strikeDice'
