import { describe, expect, it } from 'vitest'
import { attackResult } from './attackResult'
import type { AttackOutcome, Variant } from './types'

const H: AttackOutcome = 'hit'
const A: AttackOutcome = 'abort'
const M: AttackOutcome = 'miss'

// AETO §8.6 reference table, no die modifier (§15 T-12). Row = ATN, columns = natural 1..6.
const REFERENCE_TABLE: Record<number, AttackOutcome[]> = {
  0: [A, M, M, M, M, M],
  1: [A, M, M, M, M, M],
  2: [H, A, M, M, M, M],
  3: [H, H, A, M, M, M],
  4: [H, H, H, A, M, M],
  5: [H, H, H, H, A, M],
  6: [H, H, H, H, A, M],
  8: [H, H, H, H, A, M],
}

const resultOf = (variant: Variant, atn: number, natural: number, drm = 0) =>
  attackResult(variant, atn, natural, drm).result

describe('attackResult — reference table without modifiers (4.16, T-12)', () => {
  for (const variant of ['aeto', 'apto'] as const) {
    for (const [atn, row] of Object.entries(REFERENCE_TABLE)) {
      it(`${variant}: ATN ${atn}, naturals 1..6 → ${row.join(' ')} (4.16 T-12)`, () => {
        expect([1, 2, 3, 4, 5, 6].map((n) => resultOf(variant, Number(atn), n))).toEqual(row)
      })
    }
  }
})

describe('attackResult — AETO special results (4.16, A-04, T-12)', () => {
  it('ATN 6, natural 5 → abort: a 5 is never a hit (4.16 T-12)', () => {
    expect(attackResult('aeto', 6, 5, 0)).toEqual({
      result: 'abort',
      modified: 5,
      base: 'hit',
      special: 'a 5 is never a hit: abort (4.16)',
    })
  })
  it('ATN 8, natural 6 → miss: a natural 6 always misses (4.16 T-12)', () => {
    expect(attackResult('aeto', 8, 6, 0)).toEqual({
      result: 'miss',
      modified: 6,
      base: 'hit',
      special: 'a natural 6 always misses (4.16)',
    })
  })
  it('ATN 0, natural 1 → abort: a 1 never misses (4.16 T-12)', () => {
    expect(attackResult('aeto', 0, 1, 0)).toEqual({
      result: 'abort',
      modified: 1,
      base: 'miss',
      special: 'a 1 never misses: automatic abort (4.16)',
    })
  })
  it('ATN 1, natural 1 is a plain abort with no special note (4.16)', () => {
    expect(attackResult('aeto', 1, 1, 0)).toEqual({ result: 'abort', modified: 1, base: 'abort' })
  })
  it('Blitzkrieg −1, natural 1, ATN 3 → roll 0 → hit (4.18 T-12)', () => {
    expect(attackResult('aeto', 3, 1, -1)).toEqual({ result: 'hit', modified: 0, base: 'hit' })
  })
  it('strafing +1, natural 5 → roll 6 → miss (4.14, 4.16 T-12)', () => {
    expect(attackResult('aeto', 8, 5, +1)).toMatchObject({
      result: 'miss',
      modified: 6,
      special: 'a 6 always misses (4.16)',
    })
  })
  it('strafing +1, natural 4, ATN 6 → roll 5 → abort (4.16 T-12)', () => {
    expect(attackResult('aeto', 6, 4, +1)).toMatchObject({ result: 'abort', modified: 5, base: 'hit' })
  })
  it('a natural 6 lowered to 5 by −1 still misses: the 6-rule fires on the natural (A-04)', () => {
    expect(attackResult('aeto', 8, 6, -1)).toMatchObject({ result: 'miss', modified: 5 })
  })
  it('a natural 5 lowered to 4 by −1 can hit: the 5-rule reads the modified roll (A-04)', () => {
    expect(resultOf('aeto', 6, 5, -1)).toBe('hit')
    expect(resultOf('aeto', 4, 5, -1)).toBe('abort')
  })
  it('a natural 1 raised to 2 by strafing still cannot miss: the 1-rule fires on the natural (A-04)', () => {
    expect(attackResult('aeto', 1, 1, +1)).toMatchObject({ result: 'abort', modified: 2, base: 'miss' })
  })
  it('a natural 2 lowered to 1 counts as a 1 (4.16, A-04)', () => {
    expect(resultOf('aeto', 0, 2, -1)).toBe('abort')
  })
})

describe('attackResult — APTO reading (4.16, APTO §7.5 A2)', () => {
  it('T 7 (F 4-10/3 vs B 2-14): 1-4 hit, 5 abort, 6 miss; own base T 8 unchanged (APTO derived)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => resultOf('apto', 7, n))).toEqual([H, H, H, H, A, M])
    expect([1, 2, 3, 4, 5, 6].map((n) => resultOf('apto', 8, n))).toEqual([H, H, H, H, A, M])
  })
  it('T −1 (N 2-2/0 vs F 4-10/3): natural 1 aborts, everything else misses (APTO derived)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => resultOf('apto', -1, n))).toEqual([A, M, M, M, M, M])
  })
  it('Sneak Attack −1 turns a natural 2 into 1: at least an abort (4.18, A2)', () => {
    expect(attackResult('apto', 0, 2, -1)).toMatchObject({ result: 'abort', modified: 1 })
  })
  it('Sneak Attack cannot lower a physical 5: ATN 4 → miss (AETO Blitzkrieg gives abort) (4.16, A2)', () => {
    expect(attackResult('apto', 4, 5, -1)).toEqual({
      result: 'miss',
      modified: 5,
      base: 'miss',
      special: 'a natural 5 cannot be modified (4.16)',
    })
    expect(resultOf('aeto', 4, 5, -1)).toBe('abort')
  })
  it('Sneak Attack cannot lower a physical 5: ATN 6 → abort, never a hit (4.16, A2)', () => {
    expect(resultOf('apto', 6, 5, -1)).toBe('abort')
  })
  it('Sneak Attack cannot lower a physical 6: always a miss (4.16, A2)', () => {
    expect(attackResult('apto', 9, 6, -1)).toMatchObject({ result: 'miss', modified: 6 })
  })
  it('strafing cannot raise a physical 5 to 6: ATN 6 → abort (AETO: miss) (4.16, A2)', () => {
    expect(resultOf('apto', 6, 5, +1)).toBe('abort')
    expect(resultOf('aeto', 6, 5, +1)).toBe('miss')
  })
  it('the 1-rule reads the modified roll: natural 1 +1 strafing vs ATN 1 → miss (AETO: abort) (A2)', () => {
    expect(resultOf('apto', 1, 1, +1)).toBe('miss')
    expect(resultOf('aeto', 1, 1, +1)).toBe('abort')
  })
  it('a natural 1 pushed to 0 still counts as a 1 when T ≤ −1 (A2 note i)', () => {
    expect(attackResult('apto', -1, 1, -1)).toMatchObject({ result: 'abort', modified: 0, base: 'miss' })
  })
  it('option "physical 5 always aborts" makes natural 5 abort even with ATN < 5 (A2 note ii)', () => {
    expect(attackResult('apto', 3, 5, 0, { physicalFiveAlwaysAborts: true }).result).toBe('abort')
    expect(attackResult('apto', 3, 5, 0).result).toBe('miss')
    expect(attackResult('aeto', 3, 5, 0, { physicalFiveAlwaysAborts: true }).result).toBe('miss')
  })
})

describe('attackResult — input checks', () => {
  it('rejects a natural outside 1..6', () => {
    expect(() => attackResult('aeto', 4, 0, 0)).toThrow(RangeError)
    expect(() => attackResult('aeto', 4, 7, 0)).toThrow(RangeError)
  })
})
