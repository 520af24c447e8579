// Result of one air combat attack roll (4.16; AETO §8.6 and A-04; APTO §7.5 A2).
import type { AttackOutcome, Variant } from './types'

/** How each variant reads the special die results "1", "5" and "6" of (4.16). */
interface SpecialDieReading {
  /** Natural faces that no die modifier may change (APTO: "a physical 5 or 6 cannot be modified"). */
  unmodifiableNaturals: readonly number[]
  /** The 1-rule also fires on a natural 1 that a modifier raised (AETO A-04); otherwise only on a result ≤ 1 (APTO A2). */
  oneRuleOnNatural: boolean
  /** The 6-rule also fires on a natural 6 that a modifier lowered (AETO A-04); APTO gets the same effect from the unmodifiable 6. */
  sixRuleOnNatural: boolean
  /** Rule cited for the special results. */
  rule: string
}

export const SPECIAL_DIE_READINGS: Record<Variant, SpecialDieReading> = {
  aeto: { unmodifiableNaturals: [], oneRuleOnNatural: true, sixRuleOnNatural: true, rule: '4.16' },
  apto: { unmodifiableNaturals: [5, 6], oneRuleOnNatural: false, sixRuleOnNatural: true, rule: '4.16' },
}

export interface AttackResultOptions {
  /** APTO §7.5 A2 (ii), literal reading: every physical 5 aborts, even when ATN < 5. Default false. */
  physicalFiveAlwaysAborts?: boolean
}

export interface AttackResult {
  result: AttackOutcome
  /** The die roll result compared with the ATN (natural + drm, unless the natural cannot be modified). */
  modified: number
  /** What the plain comparison gave before the special 1/5/6 results (4.16). */
  base: AttackOutcome
  /** Why the result differs from the plain comparison, or why the modifier was not used. */
  special?: string
}

function compare(roll: number, atn: number): AttackOutcome {
  if (roll < atn) return 'hit'
  if (roll === atn) return 'abort'
  return 'miss'
}

/**
 * Result of an attack with air target number `atn`, natural die `natural` (1..6) and die modifier `drm` (4.16):
 * roll < ATN hit, = ATN abort, > ATN miss; then a 6 always misses, a 5 never hits (abort instead),
 * a 1 never misses (abort instead).
 */
export function attackResult(
  variant: Variant,
  atn: number,
  natural: number,
  drm: number,
  options: AttackResultOptions = {},
): AttackResult {
  if (!Number.isInteger(natural) || natural < 1 || natural > 6)
    throw new RangeError(`natural die must be 1..6, got ${natural}`)
  const reading = SPECIAL_DIE_READINGS[variant]
  const rule = reading.rule
  const frozen = drm !== 0 && reading.unmodifiableNaturals.includes(natural)
  const modified = frozen ? natural : natural + drm
  const base = compare(modified, atn)
  const notes: string[] = frozen ? [`a natural ${natural} cannot be modified (${rule})`] : []
  const done = (result: AttackOutcome, why?: string): AttackResult => {
    if (why !== undefined && result !== base) notes.push(why)
    return notes.length > 0
      ? { result, modified, base, special: notes.join('; ') }
      : { result, modified, base }
  }

  if (reading.sixRuleOnNatural && natural === 6) return done('miss', `a natural 6 always misses (${rule})`)
  // A result above 6 arises only from a natural 6 with real modifiers; it is read as a 6.
  if (modified >= 6) return done('miss', `a 6 always misses (${rule})`)
  if (modified === 5 && base === 'hit') return done('abort', `a 5 is never a hit: abort (${rule})`)
  if (options.physicalFiveAlwaysAborts && reading.unmodifiableNaturals.includes(5) && natural === 5)
    return done('abort', `a physical 5 is an abort (${rule}, literal reading)`)
  const isOne = modified <= 1 || (reading.oneRuleOnNatural && natural === 1)
  if (isOne && base === 'miss') return done('abort', `a 1 never misses: automatic abort (${rule})`)
  return done(base)
}
