// Each decision kind of AWAW has one owner, and each action type is accepted by one procedure
// (design §8): the engine hands an action to the owner of the decision due and to no one else.
import { describe, expect, it } from 'vitest'
import { PROCEDURES } from './engine'

describe('the procedures of AWAW rule 23', () => {
  it('own each decision kind once, every kind but the end of the game', () => {
    const kinds = PROCEDURES.flatMap((p) => Object.keys(p.decisions))
    expect(new Set(kinds).size).toBe(kinds.length)
    expect([...kinds].sort()).toEqual(
      [
        'chartLookup',
        'cover',
        'damaged',
        'engage',
        'engagers',
        'outside',
        'removeAaf',
        'roll',
        'strike',
        'targets',
      ].sort(),
    )
  })

  it('accept each action type in one decision', () => {
    const types = PROCEDURES.flatMap((p) => Object.values(p.decisions).flatMap((d) => Object.keys(d.accepts)))
    expect(new Set(types).size).toBe(types.length)
  })
})
