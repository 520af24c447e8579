import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_CAPACITY, capacityOf } from './validate'
import { capacityUsesPlaceholder } from './capacity'

describe('capacityOf (4.2) with the placeholder Player Aid values', () => {
  it('T-02: a small airbase chit and a Minor Port hold 2 chits', () => {
    expect(capacityOf({ components: [{ kind: 'SmallAirbase' }, { kind: 'MinorPort' }] })).toBe(2)
  })

  it('T-02: the Cairo/Suez hex holds 2, not 3', () => {
    const cairoSuez = { components: [{ kind: 'City' as const }, { kind: 'MajorPort' as const }] }
    expect(capacityOf(cairoSuez)).toBe(3)
    expect(capacityOf({ ...cairoSuez, capacityOverride: 2 })).toBe(2)
  })

  it('uses the placeholder for each kind', () => {
    expect(PLACEHOLDER_CAPACITY).toEqual({
      SmallAirbase: 1,
      LargeAirbase: 2,
      MinorPort: 1,
      MajorPort: 2,
      City: 1,
      Resource: 1,
      GrassAirfield: 1,
      UKTransferHex: 1,
      NationBox: 4,
    })
    expect(
      capacityOf({ components: [{ kind: 'LargeAirbase' }, { kind: 'City' }, { kind: 'Resource' }] }),
    ).toBe(4)
    expect(capacityOf({ components: [{ kind: 'NationBox' }] })).toBe(4)
  })

  it("honours a component's own capacity", () => {
    expect(capacityOf({ components: [{ kind: 'NationBox', capacity: 6 }] })).toBe(6)
    expect(capacityOf({ components: [{ kind: 'LargeAirbase', capacity: 3 }, { kind: 'MinorPort' }] })).toBe(4)
  })

  it('gives 0 for destroyed components and those under construction (4.3, 4.26)', () => {
    expect(
      capacityOf({ components: [{ kind: 'SmallAirbase', destroyed: true }, { kind: 'MinorPort' }] }),
    ).toBe(1)
    expect(capacityOf({ components: [{ kind: 'GrassAirfield', underConstruction: true }] })).toBe(0)
    expect(capacityOf({ components: [{ kind: 'LargeAirbase', destroyed: true }] })).toBe(0)
  })

  it('caps the override by what still functions', () => {
    const suezPortDestroyed = {
      components: [{ kind: 'City' as const }, { kind: 'MajorPort' as const, destroyed: true }],
      capacityOverride: 2,
    }
    expect(capacityOf(suezPortDestroyed)).toBe(1)
    const allDestroyed = { components: [{ kind: 'City' as const, destroyed: true }], capacityOverride: 2 }
    expect(capacityOf(allDestroyed)).toBe(0)
  })

  it('leaves carriers to the engine: null (4.4)', () => {
    expect(capacityOf({ components: [{ kind: 'Carrier' }] })).toBeNull()
  })
})

describe('capacityUsesPlaceholder (4.2; spec §16): where the hex panel marks the capacity as a placeholder', () => {
  it('a component of a Player Aid Card kind with no capacity of its own reads the placeholder', () => {
    expect(capacityUsesPlaceholder({ components: [{ kind: 'SmallAirbase' }] })).toBe(true)
    expect(
      capacityUsesPlaceholder({ components: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }] }),
    ).toBe(true)
    expect(capacityUsesPlaceholder({ components: [{ kind: 'NationBox' }] })).toBe(true)
  })

  it('not when every such component gives its own, when the base is overridden, nor for the kinds the rules give (4.1, 4.3) or a carrier (4.4)', () => {
    expect(capacityUsesPlaceholder({ components: [{ kind: 'LargeAirbase', capacity: 3 }] })).toBe(false)
    expect(
      capacityUsesPlaceholder({ components: [{ kind: 'City' }, { kind: 'MajorPort' }], capacityOverride: 2 }),
    ).toBe(false)
    expect(capacityUsesPlaceholder({ components: [{ kind: 'GrassAirfield' }] })).toBe(false)
    expect(capacityUsesPlaceholder({ components: [{ kind: 'UKTransferHex' }] })).toBe(false)
    expect(capacityUsesPlaceholder({ components: [{ kind: 'Carrier' }] })).toBe(false)
  })
})
