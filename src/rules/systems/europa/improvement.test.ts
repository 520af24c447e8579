// Initial-phase status improvement (20.C.1.a): the draft's capacity example with its exact figures,
// the cost checked again before each improvement, and what is refused.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../../../scenarios/files'
import { capacityLeft, improvementCost } from './improvement'
import { europaGame, play, refusal, situation, unit } from './testing'
import type { EuropaState } from './types'

const example = () => europaGame(JSON.parse(builtInText('europa-capacity-20-c-1-a')))

const count = (s: EuropaState) => {
  const at = Object.entries(s.units).filter(([id, u]) => u.where.kind === 'base' && id !== 'e1')
  return {
    operative: at.filter(([, u]) => u.face === 'operative').length,
    inoperative: at.filter(([, u]) => u.face === 'inoperative').length,
    x: at.reduce((n, [, u]) => n + u.x, 0),
  }
}

describe('initial-phase status improvement (20.C.1.a)', () => {
  it('the capacity example (20.C.1.a): capacity 2 and four operative units: each improvement costs 2, so one only', () => {
    const s = example()
    expect(s.pending).toMatchObject({
      kind: 'improve',
      side: 'phasing',
      bases: [{ base: 'base', left: 2, cost: 2 }],
    })
    expect(improvementCost(s, 'base')).toBe(2)
    expect(count(s)).toEqual({ operative: 4, inoperative: 2, x: 1 })
  })

  it('option one (20.C.1.a): the inoperative unit becomes operative and the X unit stays as it is: five operative, one inoperative with X', () => {
    const { state, events } = play(example(), [{ type: 'improve', unit: 'inop' }])
    expect(count(state)).toEqual({ operative: 5, inoperative: 1, x: 1 })
    expect(capacityLeft(state, 'base')).toBe(0)
    expect(events[0].text).toBe(
      'Inoperative unit (stand-in) at Airbase (capacity 2): inoperative → operative, for 2 capacity (0 left).',
    )
    // Nothing else fits: the improvement decision is over.
    expect(state.pending.kind).toBe('operationOrPass')
  })

  it('option two (20.C.1.a): the X comes off, the unit stays inoperative: four operative, two inoperative', () => {
    const { state, events } = play(example(), [{ type: 'improve', unit: 'ext' }])
    expect(count(state)).toEqual({ operative: 4, inoperative: 2, x: 0 })
    expect(state.units.ext).toMatchObject({ face: 'inoperative', x: 0 })
    expect(events[0].text).toBe(
      'Unit with X (stand-in) at Airbase (capacity 2): inoperative, X → inoperative, for 2 capacity (0 left).',
    )
  })

  it('the cost is checked before each improvement (20.C.1.a): capacity 3, two operative: 1, then 2 once three are operative', () => {
    const s = europaGame(
      situation({
        capacity: [3, 1],
        units: [
          unit('o1', 'a'),
          unit('o2', 'a'),
          unit('i1', 'a', 'F', { face: 'inoperative' }),
          unit('i2', 'a', 'F', { face: 'inoperative' }),
          unit('i3', 'a', 'F', { face: 'inoperative' }),
        ],
      }),
    )
    expect(improvementCost(s, 'a-base')).toBe(1)
    const one = play(s, [{ type: 'improve', unit: 'i1' }]).state
    expect(capacityLeft(one, 'a-base')).toBe(2)
    expect(improvementCost(one, 'a-base')).toBe(2)
    const two = play(one, [{ type: 'improve', unit: 'i2' }]).state
    expect(capacityLeft(two, 'a-base')).toBe(0)
    expect(two.units.i3.face).toBe('inoperative')
    expect(two.pending.kind).toBe('operationOrPass')
  })

  it('below capacity every improvement costs 1 (20.C.1.a): capacity 2, none operative, two improve', () => {
    const s = europaGame(
      situation({
        capacity: [2, 1],
        units: [
          unit('i1', 'a', 'F', { face: 'inoperative' }),
          unit('i2', 'a', 'F', { face: 'inoperative', marker: 'X' }),
        ],
      }),
    )
    const { state } = play(s, [
      { type: 'improve', unit: 'i1' },
      { type: 'improve', unit: 'i2' },
    ])
    expect(state.units.i1).toMatchObject({ face: 'operative', x: 0 })
    expect(state.units.i2).toMatchObject({ face: 'inoperative', x: 0 })
    expect(state.capacityUsed['a-base']).toBe(2)
  })

  it('refuses an operative unit, a unit over capacity, and the enemy’s units (20.C.1.a)', () => {
    const s = example()
    expect(refusal(s, { type: 'improve', unit: 'f1' })).toEqual({
      rule: '20.C.1.a',
      message: 'unit: got "f1" (operative), expected an inoperative unit: only those improve',
    })
    expect(refusal(s, { type: 'improve', unit: 'e1' }).message).toBe(
      'unit: got "e1", expected an air unit of Phasing player at one of its airbases',
    )
    const after = play(s, [{ type: 'improve', unit: 'ext' }]).state
    expect(after.pending.kind).toBe('operationOrPass')
    const fresh = example()
    fresh.capacityUsed.base = 1
    expect(refusal(fresh, { type: 'improve', unit: 'inop' }).message).toBe(
      'unit: got "inop", expected a unit at an airbase with the capacity to improve it: Airbase (capacity 2) has 1 left and an improvement costs 2 there',
    )
  })
})
