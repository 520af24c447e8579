// A Transport mission's capacity (14.9a, 14.9b, 14.9e, 14.10e C) and its cargo after a Flak loss
// (14.4g, 14.10e F).
import { describe, expect, it } from 'vitest'
import { cargoAfterLoss, planeCapacity, poolCarries, rangeOptions } from './cargo'

describe('cargo after a Flak loss (14.4g)', () => {
  it('a 1T load on a plane dropping from 1T to ½T survives whole (§3.6 O-T6)', () => {
    expect(cargoAfterLoss(1, 0.5)).toEqual({
      kept: 1,
      destroyed: 0,
      text: 'The mission now carries 0.5T, rounded up to 1T in favour of the cargo: the whole 1T cargo survives (14.4g).',
    })
  })

  it('what exceeds the new capacity is destroyed, the player choosing', () => {
    expect(cargoAfterLoss(3, 1.5)).toMatchObject({ kept: 2, destroyed: 1 })
    expect(cargoAfterLoss(2, 1)).toEqual({
      kept: 1,
      destroyed: 1,
      text: 'The mission now carries 1T: 1T of the 2T cargo is destroyed, the player choosing which (14.4g).',
    })
  })

  it('recalculates with the range option and gliders: doubled at half range (14.9e C), a towed glider 2T, 1T once the tow is hit (14.10e C, F)', () => {
    expect(planeCapacity({ name: 'Ju 52', capacity: 1, option: 'C' })).toMatchObject({ capacity: 2 })
    expect(planeCapacity({ name: 'Ju 52', capacity: 0.5, option: 'C' })).toMatchObject({ capacity: 1 })
    expect(planeCapacity({ name: 'Ju 52', capacity: 1, option: 'A' })).toMatchObject({ capacity: 1 })
    expect(planeCapacity({ name: 'C-47', capacity: 1, option: 'B', gliderPoints: 1 })).toMatchObject({
      capacity: 2,
    })
    expect(planeCapacity({ name: 'C-47', capacity: 1, option: 'C', gliderPoints: 2 })).toMatchObject({
      capacity: 4,
    })
    expect(planeCapacity({ name: 'C-47', capacity: 1, option: 'C', gliderPoints: 1 })).toMatchObject({
      capacity: 3,
    })
    expect(
      planeCapacity({ name: 'C-47', capacity: 1, option: 'B', gliderPoints: 1, lostStep: true }),
    ).toEqual({
      capacity: 1,
      why: 'C-47: the tow took a loss, the Transport/Glider combination carries 1T (14.10e F)',
    })
    expect(planeCapacity({ name: 'C-47', capacity: 1, option: 'B', gliderPoints: 2 })).toEqual({
      problem:
        'gliderPoints: got 2 for C-47, expected 1: only a double-capacity trip tows two glider points (14.10e C).',
    })
  })
})

describe('capacity and range options of air transport (14.9a, 14.9b, 14.9e, 14.10e C)', () => {
  const half = (name: string): Parameters<typeof poolCarries>[0][number] => ({
    name,
    capacity: 0.5,
    option: 'B',
  })

  it('two ½T Transports at one base carry a 1T parachute battalion; one alone does not (§3.6 O-T5)', () => {
    expect(poolCarries([half('Ju 52 a'), half('Ju 52 b')], 1)).toEqual({
      carries: true,
      capacity: 1,
      text: 'Ju 52 a: 0.5T + Ju 52 b: 0.5T = 1T: carries the 1T load (14.9a).',
    })
    expect(poolCarries([half('Ju 52 a')], 1)).toMatchObject({ carries: false, capacity: 0.5 })
    expect(poolCarries([{ ...half('Ju 52 a'), option: 'C' }], 1)).toMatchObject({
      carries: true,
      capacity: 1,
    })
  })

  it('a 1T Transport of range 20 flying 10 hexes may carry 2T and return within 10 hexes (§3.6 O-T12)', () => {
    expect(rangeOptions(20, 10).map((o) => [o.option, o.returnWithin])).toEqual([
      ['C', 10],
      ['B', 20],
      ['A', null],
    ])
    expect(rangeOptions(20, 11).map((o) => o.option)).toEqual(['B', 'A'])
    expect(rangeOptions(20, 21).map((o) => o.option)).toEqual(['A'])
    expect(rangeOptions(20, 40).map((o) => o.option)).toEqual(['A'])
    expect(rangeOptions(20, 41)).toEqual([])
    expect(poolCarries([{ name: 'Ju 52', capacity: 1, option: 'C' }], 2)).toMatchObject({
      carries: true,
      capacity: 2,
    })
  })

  it('a full-strength Transport with 1 glider point carries 2T; on a double-capacity trip 4T with 2 points, or 2T plus its printed capacity (§3.6 O-T7)', () => {
    expect(poolCarries([{ name: 'C-47', capacity: 1, option: 'B', gliderPoints: 1 }], 2).capacity).toBe(2)
    expect(poolCarries([{ name: 'C-47', capacity: 1, option: 'C', gliderPoints: 2 }], 4).capacity).toBe(4)
    expect(poolCarries([{ name: 'C-47', capacity: 1, option: 'C', gliderPoints: 1 }], 3).capacity).toBe(3)
  })
})
