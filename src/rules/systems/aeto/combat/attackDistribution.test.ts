import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attackDistribution } from './attackDistribution'
import { attackResult } from './attackResult'
import type { AttackOutcome } from './types'

const variants = fc.constantFrom('aeto' as const, 'apto' as const)
const RANK: Record<AttackOutcome, number> = { miss: 0, abort: 1, hit: 2 }

describe('attackDistribution (4.16)', () => {
  it('ATN 4, no modifier: hit 3/6, abort 1/6, miss 2/6 (4.16)', () => {
    const d = attackDistribution('aeto', 4, 0)
    expect(d.counts).toEqual({ hit: 3, abort: 1, miss: 2 })
    expect([d.hit, d.abort, d.miss]).toEqual([3 / 6, 1 / 6, 2 / 6])
    expect(d.byFace).toEqual(['hit', 'hit', 'hit', 'abort', 'miss', 'miss'])
  })
  it('ATN 8, no modifier: hit 4/6, abort 1/6, miss 1/6 — never better than that (4.16)', () => {
    expect(attackDistribution('aeto', 8, 0).counts).toEqual({ hit: 4, abort: 1, miss: 1 })
  })
  it('ATN 0: only the natural 1 aborts (4.16)', () => {
    expect(attackDistribution('aeto', 0, 0).counts).toEqual({ hit: 0, abort: 1, miss: 5 })
  })
  it('ATN 5 with Blitzkrieg −1 (AETO): naturals 1-5 hit (5 becomes 4), natural 6 misses (4.16, 4.18, A-04)', () => {
    expect(attackDistribution('aeto', 5, -1).counts).toEqual({ hit: 5, abort: 0, miss: 1 })
  })
  it('ATN 5 with Sneak Attack −1 (APTO): physical 5 stays 5 → abort: 4 hit, 1 abort, 1 miss (A2)', () => {
    expect(attackDistribution('apto', 5, -1).counts).toEqual({ hit: 4, abort: 1, miss: 1 })
  })
  it('ATN 6 strafing +1 (AETO): 1-3 hit, 4 → 5 abort, 5 → 6 miss, 6 miss (4.14, 4.16)', () => {
    expect(attackDistribution('aeto', 6, +1).byFace).toEqual(['hit', 'hit', 'hit', 'abort', 'miss', 'miss'])
  })

  it('property: the distribution is the frequency of attackResult over the six faces (same function as resolution)', () => {
    fc.assert(
      fc.property(
        variants,
        fc.integer({ min: -6, max: 14 }),
        fc.integer({ min: -3, max: 3 }),
        (variant, atn, drm) => {
          const d = attackDistribution(variant, atn, drm)
          for (const outcome of ['hit', 'abort', 'miss'] as const) {
            const faces = [1, 2, 3, 4, 5, 6].filter(
              (n) => attackResult(variant, atn, n, drm).result === outcome,
            )
            expect(d.counts[outcome]).toBe(faces.length)
            expect(d[outcome]).toBe(faces.length / 6)
          }
        },
      ),
    )
  })
  it('property: probabilities sum to 1, counts to 6', () => {
    fc.assert(
      fc.property(
        variants,
        fc.integer({ min: -6, max: 14 }),
        fc.integer({ min: -3, max: 3 }),
        (variant, atn, drm) => {
          const d = attackDistribution(variant, atn, drm)
          expect(d.counts.hit + d.counts.abort + d.counts.miss).toBe(6)
          expect(d.hit + d.abort + d.miss).toBeCloseTo(1, 12)
        },
      ),
    )
  })
  it('property: a higher ATN or a lower die modifier never makes any face worse (4.16, 4.18)', () => {
    fc.assert(
      fc.property(
        variants,
        fc.integer({ min: -6, max: 14 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (variant, atn, drm, n) => {
          const here = RANK[attackResult(variant, atn, n, drm).result]
          expect(RANK[attackResult(variant, atn + 1, n, drm).result]).toBeGreaterThanOrEqual(here)
          expect(RANK[attackResult(variant, atn, n, drm - 1).result]).toBeGreaterThanOrEqual(here)
        },
      ),
    )
  })
  it('property: a natural 6 always misses; at most 4 faces hit in APTO (physical 5), 5 in AETO (4.16, A-04, A2)', () => {
    fc.assert(
      fc.property(
        variants,
        fc.integer({ min: -6, max: 14 }),
        fc.integer({ min: -3, max: 3 }),
        (variant, atn, drm) => {
          const d = attackDistribution(variant, atn, drm)
          expect(d.byFace[5]).toBe('miss')
          expect(d.counts.hit).toBeLessThanOrEqual(variant === 'apto' ? 4 : 5)
        },
      ),
    )
  })
})
