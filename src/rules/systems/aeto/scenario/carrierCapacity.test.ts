// T-03 Carrier capacity — "Furious" (4.4; spec §4.3): a carrier holds Naval-Air units of its own
// nationality up to its capacity in combat-strength points of their current faces.
import { describe, expect, it } from 'vitest'
import { validScenario } from './fixtures'
import { parseScenario } from './validate'

/** Furious (capacity 2) with these N units aboard: [id, strength, nation]. */
function furiousWith(units: [string, number, string][]) {
  const d = validScenario()
  d.airUnits = d.airUnits.filter((u: { base: string }) => u.base !== 'furious-air')
  for (const [id, strength, nation] of units)
    d.airUnits.push({
      id,
      name: id,
      nation,
      type: 'N',
      front: `${strength}-5/0`,
      back: null,
      base: 'furious-air',
    })
  return parseScenario(d)
}

describe('T-03 carrier capacity — Furious, capacity 2 (4.4)', () => {
  it('one UK N unit of strength 2: accepted', () => {
    expect(furiousWith([['n2', 2, 'uk']]).ok).toBe(true)
  })
  it('two UK N units of strength 1: accepted', () => {
    expect(
      furiousWith([
        ['a', 1, 'uk'],
        ['b', 1, 'uk'],
      ]).ok,
    ).toBe(true)
  })
  it('N units of strength 2 and 1: rejected, load 3 > 2', () => {
    const r = furiousWith([
      ['a', 2, 'uk'],
      ['b', 1, 'uk'],
    ])
    expect(!r.ok && r.errors.map((e) => e.message)).toEqual([
      'carrier "uk-furious" holds at most 2 strength points of N units (4.4); with this unit it would hold 3',
    ])
  })
  it('an N unit of another nationality: rejected', () => {
    const r = furiousWith([['us-n', 1, 'us']])
    expect(!r.ok && r.errors.map((e) => e.message)).toEqual([
      'carrier "uk-furious" is uk; only N units of the same nation may embark (4.4)',
    ])
  })
})
