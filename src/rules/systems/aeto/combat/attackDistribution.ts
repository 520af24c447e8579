// Exact odds of one attack (4.16): the preview uses the very function that resolves the roll.
import { attackResult, type AttackResultOptions } from './attackResult'
import { distributionOverFaces } from './outcomeDistribution'
import type { OutcomeDistribution, Variant } from './types'

export function attackDistribution(
  variant: Variant,
  atn: number,
  drm: number,
  options: AttackResultOptions = {},
): OutcomeDistribution {
  return distributionOverFaces((natural) => attackResult(variant, atn, natural, drm, options).result)
}
