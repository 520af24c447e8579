import { describe, expect, it } from 'vitest'
import type { AttackOutcome } from './types'
import { returnFireDistribution, returnFireResult, returnFireTriggered } from './returnFire'

describe('returnFireResult (4.19, A-06)', () => {
  // T-13: B-17 quality 2 fires back at the Me-109 quality 3.
  it('T-13: natural 3 → net 3 + 2 − 3 = 2 < 3 → miss (4.19 example)', () => {
    expect(returnFireResult(3, 2, 3)).toEqual({ result: 'miss', net: 2 })
  })
  it('T-13: natural 4 → net 3 = 3 → abort (4.19)', () => {
    expect(returnFireResult(4, 2, 3)).toEqual({ result: 'abort', net: 3 })
  })
  it('T-13: natural 5 → net 4 > 3 → hit (4.19)', () => {
    expect(returnFireResult(5, 2, 3)).toEqual({ result: 'hit', net: 4 })
  })
  it('T-13: natural 6 → always hit (4.19)', () => {
    expect(returnFireResult(6, 2, 3).result).toBe('hit')
  })
  it('T-13: natural 1 → always miss (4.19)', () => {
    expect(returnFireResult(1, 2, 3).result).toBe('miss')
  })
  it('T27: B-29 [4] vs Ki-84 4-8/4, natural 3 → 3 + 4 − 4 = 3 < 4 → miss; 4 → abort; 5 → hit (APTO 4.19)', () => {
    expect(returnFireResult(3, 4, 4)).toEqual({ result: 'miss', net: 3 })
    expect(returnFireResult(4, 4, 4)).toEqual({ result: 'abort', net: 4 })
    expect(returnFireResult(5, 4, 4)).toEqual({ result: 'hit', net: 5 })
  })
  it('the 6 and 1 overrides are flagged when they change the computed result (4.19)', () => {
    expect(returnFireResult(6, 0, 4)).toEqual({
      result: 'hit',
      net: 2,
      special: 'return fire of 6 always hits (4.19)',
    })
    expect(returnFireResult(1, 6, 0)).toEqual({
      result: 'miss',
      net: 7,
      special: 'return fire of 1 always misses (4.19)',
    })
  })
  it('distribution B-17 [2] vs Me-109 /3: hit 2/6, abort 1/6, miss 3/6 (4.19)', () => {
    const d = returnFireDistribution(2, 3)
    expect(d.counts).toEqual({ hit: 2, abort: 1, miss: 3 })
    expect(d.byFace).toEqual(['miss', 'miss', 'miss', 'abort', 'hit', 'hit'])
  })
  it('distribution is always between 1/6 and 5/6 hit: the 6 and 1 overrides (4.19)', () => {
    expect(returnFireDistribution(0, 5).counts).toEqual({ hit: 1, abort: 0, miss: 5 })
    expect(returnFireDistribution(9, 0).counts).toEqual({ hit: 5, abort: 0, miss: 1 })
  })
})

const OUTCOMES: AttackOutcome[] = ['hit', 'abort', 'miss']

describe('returnFireTriggered (4.16, 4.19; AETO A-05, APTO A3)', () => {
  it('AETO default: a hit or an abort of the Heavy Bomber triggers return fire (A-05)', () => {
    expect(OUTCOMES.map((r) => returnFireTriggered('aeto', r))).toEqual([true, true, false])
  })
  it('APTO default: only a hit triggers return fire (A3)', () => {
    expect(OUTCOMES.map((r) => returnFireTriggered('apto', r))).toEqual([true, false, false])
  })
  it('the option overrides the variant default both ways', () => {
    expect(returnFireTriggered('aeto', 'abort', { returnFireOnAbort: false })).toBe(false)
    expect(returnFireTriggered('apto', 'abort', { returnFireOnAbort: true })).toBe(true)
  })
})
