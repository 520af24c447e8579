import { describe, expect, it } from 'vitest'
import { scenarioSchema } from '../rules/scenario/schema'
import { hexContents, orderOfBattle } from './describe'
import { FIXTURE } from './fixture'
import { snapshotFromScenario } from './mapSnapshot'

const scenario = scenarioSchema.parse(FIXTURE)

describe('orderOfBattle', () => {
  it('lists air units per side with chit notation and base name', () => {
    const oob = orderOfBattle(scenario)
    expect(oob.map((s) => [s.side.name, s.units.length])).toEqual([
      ['Allies', 3],
      ['Axis', 1],
    ])
    expect(oob[0].units[0]).toMatchObject({ name: 'Spitfire I', type: 'F', notation: '4-4/3', baseName: 'Hull', reduced: false })
    expect(oob[0].units[1]).toMatchObject({ name: 'Hurricane I', notation: '1-4/2', reduced: true })
  })
})

describe('hexContents', () => {
  it('tells what is in a base hex', () => {
    const hex = hexContents(scenario, '0703')!
    expect(hex.terrain).toBe('city')
    expect(hex.placeName).toBe('Hull')
    expect(hex.bases.map((b) => [b.name, b.side.letter, b.kinds])).toEqual([['Hull', 'A', ['Large airbase']]])
    expect(hex.airUnits.map((u) => u.name)).toEqual(['Spitfire I', 'Hurricane I'])
  })

  it('reads terrain of an empty hex', () => {
    const hex = hexContents(scenario, '0101')!
    expect(hex.terrain).toBe('sea')
    expect(hex.bases).toEqual([])
    expect(hex.airUnits).toEqual([])
  })

  it('rejects labels off the map', () => {
    expect(hexContents(scenario, '0907')).toBeNull()
    expect(hexContents(scenario, 'abcd')).toBeNull()
  })
})

describe('snapshotFromScenario', () => {
  it('stacks air units at their base hex, top chit first', () => {
    const snap = snapshotFromScenario(scenario)
    expect(snap.terrain).toHaveLength(8 * 6)
    expect(snap.terrain[2 * 8 + 6]).toBe('city')
    expect(snap.bases.map((b) => [b.name, b.hex, b.side.letter])).toEqual([
      ['Hull', '0703', 'A'],
      ['Leeming', '0601', 'A'],
      ['Sylt', '0205', 'X'],
    ])
    const hull = snap.stacks.find((s) => s.hex === '0703')!
    expect(hull.chits.map((c) => [c.typeLetter, c.notation, c.reduced, c.side.colour])).toEqual([
      ['F', '4-4/3', false, 0x3b6fb6],
      ['F', '1-4/2', true, 0x3b6fb6],
    ])
  })
})
