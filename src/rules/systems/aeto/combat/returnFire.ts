// Heavy Bomber return fire (4.19; AETO §8.8, A-05, A-06; APTO §7.5 A3, A4).
import { distributionOverFaces } from './outcomeDistribution'
import type { AttackOutcome, OutcomeDistribution, Variant } from './types'

export interface ReturnFireResult {
  result: AttackOutcome
  /** natural + bomber quality − fighter quality; compared with the fighter quality again (literal reading, A-06). */
  net: number
  special?: string
}

/**
 * Return fire against the fighter that made the attack (4.19): net = natural + bomber quality − fighter quality;
 * net > fighter quality hit, = abort, < miss; a natural 6 always hits, a natural 1 always misses.
 */
export function returnFireResult(
  natural: number,
  bomberQuality: number,
  fighterQuality: number,
): ReturnFireResult {
  if (!Number.isInteger(natural) || natural < 1 || natural > 6)
    throw new RangeError(`natural die must be 1..6, got ${natural}`)
  const net = natural + bomberQuality - fighterQuality
  const base: AttackOutcome = net > fighterQuality ? 'hit' : net === fighterQuality ? 'abort' : 'miss'
  if (natural === 6)
    return base === 'hit'
      ? { result: 'hit', net }
      : { result: 'hit', net, special: 'return fire of 6 always hits (4.19)' }
  if (natural === 1)
    return base === 'miss'
      ? { result: 'miss', net }
      : { result: 'miss', net, special: 'return fire of 1 always misses (4.19)' }
  return { result: base, net }
}

export function returnFireDistribution(bomberQuality: number, fighterQuality: number): OutcomeDistribution {
  return distributionOverFaces((natural) => returnFireResult(natural, bomberQuality, fighterQuality).result)
}

export interface ReturnFireOptions {
  /** Does an abort of the Heavy Bomber also trigger return fire? Default per variant. */
  returnFireOnAbort?: boolean
}

/** Default trigger reading per variant: AETO A-05 hit or abort; APTO A3 hit only. */
export const RETURN_FIRE_ON_ABORT_DEFAULT: Record<Variant, boolean> = { aeto: true, apto: false }

/** Does this attack result on an aloft Heavy Bomber trigger return fire (4.16, 4.19)? */
export function returnFireTriggered(
  variant: Variant,
  result: AttackOutcome,
  options: ReturnFireOptions = {},
): boolean {
  const onAbort = options.returnFireOnAbort ?? RETURN_FIRE_ON_ABORT_DEFAULT[variant]
  return result === 'hit' || (onAbort && result === 'abort')
}
