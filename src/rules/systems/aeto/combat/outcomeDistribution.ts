// Exact distribution of a one-die result: run the resolving function on every face.
import { DIE_FACES, type AttackOutcome, type OutcomeDistribution } from './types'

export function distributionOverFaces(resultOf: (natural: number) => AttackOutcome): OutcomeDistribution {
  const byFace = DIE_FACES.map(resultOf)
  const counts = { hit: 0, abort: 0, miss: 0 }
  for (const outcome of byFace) counts[outcome]++
  return { hit: counts.hit / 6, abort: counts.abort / 6, miss: counts.miss / 6, counts, byFace }
}
