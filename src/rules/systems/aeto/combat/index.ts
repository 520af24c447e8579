// Air-to-air combat mathematics (4.16 – 4.19): pure functions over plain data.
export type { AttackOutcome, Modifier, OutcomeCounts, OutcomeDistribution, Variant } from './types'
export { DIE_FACES } from './types'
export { airTargetNumber } from './airTargetNumber'
export type { AirTargetNumber, AttackContext, IgnoredModifier } from './airTargetNumber'
export { attackResult, SPECIAL_DIE_READINGS } from './attackResult'
export type { AttackResult, AttackResultOptions } from './attackResult'
export { attackDistribution } from './attackDistribution'
export { distributionOverFaces } from './outcomeDistribution'
export {
  returnFireResult,
  returnFireDistribution,
  returnFireTriggered,
  RETURN_FIRE_ON_ABORT_DEFAULT,
} from './returnFire'
export type { ReturnFireOptions, ReturnFireResult } from './returnFire'
export { targetLegality, legalTargetIds } from './targeting'
export type { TargetCandidate, TargetLegality } from './targeting'
export { roundDistribution, poissonBinomial } from './roundDistribution'
export type {
  PlannedAttack,
  RoundDistribution,
  RoundPlan,
  RoundUnit,
  SideRoundOdds,
  UnitRoundOdds,
} from './roundDistribution'
export { applyHit } from './applyHit'
export type { HitEffect } from './applyHit'
