import { describe, expect, it } from 'vitest'
import { appendAll, maxOf, minOf } from './collections'

describe('loops for long lists (no spread into a call)', () => {
  it('handle 500,000 items, where a spread throws', () => {
    const big = Array.from({ length: 500_000 }, (_, i) => i)
    expect(() => Math.max(...big)).toThrow(RangeError)
    expect(maxOf(big, (x) => x)).toBe(499_999)
    expect(minOf(big, (x) => -x)).toBe(-499_999)
    expect(appendAll([-1], big).length).toBe(500_001)
  })
  it('agree with Math.max / Math.min on empty lists and NaN', () => {
    expect(maxOf([], (x: number) => x)).toBe(Math.max())
    expect(minOf([], (x: number) => x)).toBe(Math.min())
    expect(maxOf([1, NaN, 3], (x) => x)).toBeNaN()
  })
})
