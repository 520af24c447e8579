import { describe, expect, it } from 'vitest'
import { applyHit } from './applyHit'

describe('applyHit (4.17)', () => {
  it('a full-strength unit with a printed back is depleted (flipped) (4.17)', () => {
    expect(applyHit('front', true)).toBe('depleted')
  })
  it('a unit with a blank back is eliminated (4.17)', () => {
    expect(applyHit('front', false)).toBe('eliminated')
  })
  it('a depleted unit is eliminated (4.17)', () => {
    expect(applyHit('back', true)).toBe('eliminated')
  })
})
