// Plain, JSON-serialisable data shared by the air-to-air combat maths (4.16 – 4.19).
// The engine works out the facts (who is over its own base, which bonus applies, …);
// this module only turns facts into numbers and results.

export type Variant = 'aeto' | 'apto'

/** The three possible results of an air combat attack or of return fire (4.17). */
export type AttackOutcome = 'hit' | 'abort' | 'miss'

/** One strength or die modifier, always with the rule that grants it. */
export interface Modifier {
  value: number
  rule: string
  label: string
}

/** Count of die faces (out of 6) giving each outcome. */
export interface OutcomeCounts {
  hit: number
  abort: number
  miss: number
}

/** Exact probabilities of each outcome; `counts` are the same numbers out of 6 faces. */
export interface OutcomeDistribution extends OutcomeCounts {
  counts: OutcomeCounts
  /** byFace[n − 1] = result of natural n. */
  byFace: AttackOutcome[]
}

export const DIE_FACES = [1, 2, 3, 4, 5, 6] as const
