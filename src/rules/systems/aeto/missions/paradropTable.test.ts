// The paradrop die (4.24): D-5 (bands, A-11) and every modifier alone, with a stated die and its
// exact result (signs A-10).
import { describe, expect, it } from 'vitest'
import { paradropBand, paradropChoice, paradropModifiers, type ParadropFacts } from './paradropTable'

/** A drop with no modifier at all: clear hex, clear weather, no air superiority, a friendly unit adjacent. */
const PLAIN: ParadropFacts = {
  surprise: false,
  surpriseName: 'Blitzkrieg Bonus',
  gliders: false,
  superiority: 'none',
  terrain: 'clear',
  inclement: false,
  adjacentFriendly: true,
}

/** The result of a natural die under these facts. */
function drop(facts: Partial<ParadropFacts>, natural: number) {
  const mods = paradropModifiers({ ...PLAIN, ...facts })
  const total = mods.reduce((n, m) => n + m.value, 0)
  return {
    mods: mods.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label} (${m.rule})`),
    modified: natural + total,
    result: paradropBand(natural + total),
  }
}

describe('paradrop bands (4.24; D-5, A-11)', () => {
  it('D-5: modified 2 eliminated, 3 depleted, 5 intact', () => {
    expect(paradropBand(2)).toBe('eliminated')
    expect(paradropBand(3)).toBe('depleted')
    expect(paradropBand(5)).toBe('intact')
  })
  it('the edges: 4 depleted, below 1 eliminated, above 6 intact (A-11)', () => {
    expect(paradropBand(4)).toBe('depleted')
    expect(paradropBand(-3)).toBe('eliminated')
    expect(paradropBand(9)).toBe('intact')
  })
  it('no modifier: eliminated on 1–2, depleted on 3–4, intact on 5–6', () => {
    expect(paradropChoice(false, [])).toEqual({
      gliders: false,
      modifiers: [],
      total: 0,
      sixths: { eliminated: 2, depleted: 2, intact: 2 },
    })
    expect(drop({}, 2)).toEqual({ mods: [], modified: 2, result: 'eliminated' })
  })
})

describe('paradrop modifiers, each alone (4.24; A-10)', () => {
  it('+1 Blitzkrieg Bonus: a 4 becomes 5, intact', () => {
    expect(drop({ surprise: true }, 4)).toEqual({
      mods: ['+1 Blitzkrieg Bonus (4.24)'],
      modified: 5,
      result: 'intact',
    })
  })
  it('+1 Gliders: a 2 becomes 3, depleted instead of eliminated', () => {
    expect(drop({ gliders: true }, 2)).toEqual({
      mods: ['+1 Gliders (4.24)'],
      modified: 3,
      result: 'depleted',
    })
  })
  it('+2 friendly air superiority: a 3 becomes 5, intact', () => {
    expect(drop({ superiority: 'friendly' }, 3)).toEqual({
      mods: ['+2 friendly air superiority in the drop hex (4.24, 4.22)'],
      modified: 5,
      result: 'intact',
    })
  })
  it('−1 woods/forest, swamp or mountain: a 3 becomes 2, eliminated', () => {
    expect(drop({ terrain: 'forest' }, 3)).toEqual({
      mods: ['-1 forest drop hex (4.24; A-10)'],
      modified: 2,
      result: 'eliminated',
    })
    expect(drop({ terrain: 'swamp' }, 5).result).toBe('depleted')
    expect(drop({ terrain: 'mountain' }, 5).result).toBe('depleted')
    expect(drop({ terrain: 'desert' }, 5).result).toBe('intact')
  })
  it('APTO D79: −1 jungle or jungle-mountain, once: a 3 becomes 2, eliminated; the modifier cites D79', () => {
    expect(drop({ terrain: 'jungle' }, 3)).toEqual({
      mods: ['-1 jungle drop hex (4.24; A-10; APTO D79)'],
      modified: 2,
      result: 'eliminated',
    })
    expect(drop({ terrain: 'jungle-mountain' }, 5)).toEqual({
      mods: ['-1 jungle-mountain drop hex (4.24; A-10; APTO D79)'],
      modified: 4,
      result: 'depleted',
    })
  })
  it('−2 enemy air superiority: a 6 becomes 4, depleted', () => {
    expect(drop({ superiority: 'enemy' }, 6)).toEqual({
      mods: ['-2 enemy air superiority in the drop hex (4.24, 4.22; A-10)'],
      modified: 4,
      result: 'depleted',
    })
  })
  it('−1 inclement weather: a 5 becomes 4, depleted', () => {
    expect(drop({ inclement: true }, 5)).toEqual({
      mods: ['-1 inclement weather (air effects) in the drop hex (4.24; A-10)'],
      modified: 4,
      result: 'depleted',
    })
  })
  it('−1 no friendly land unit adjacent: a 3 becomes 2, eliminated', () => {
    expect(drop({ adjacentFriendly: false }, 3)).toEqual({
      mods: ['-1 no friendly land unit adjacent to the drop hex (4.24; A-10)'],
      modified: 2,
      result: 'eliminated',
    })
  })
  it('cumulative: Gliders and friendly superiority in a forest, alone: +1 +2 −1 −1 = +1; the exact odds', () => {
    const mods = paradropModifiers({
      ...PLAIN,
      gliders: true,
      superiority: 'friendly',
      terrain: 'forest',
      adjacentFriendly: false,
    })
    expect(paradropChoice(true, mods)).toMatchObject({
      total: 1,
      sixths: { eliminated: 1, depleted: 2, intact: 3 },
    })
  })
})
