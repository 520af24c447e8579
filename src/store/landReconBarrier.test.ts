// Hot-seat undo stops at land reconnaissance (4.11): the die is luck, and the owner's concealment
// under a fort chit shows the reconnoitring side the other land units — neither is undone.
import { describe, expect, it } from 'vitest'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { barrierAt, undoBlock } from './history'
import { replay } from './game'

const sc = fixture({
  bases: [
    { id: 'ab', hex: '0105', owner: 'allies' },
    { id: 'x1', hex: '1405', owner: 'axis' },
  ],
  units: [{ id: 'blen', name: 'Blenheim', nation: 'UK', type: 'B', front: '2-10', back: '1-10', base: 'ab' }],
  landUnits: [
    { id: 'gren', name: 'Grenadiers', nation: 'DE', hex: '0505', strength: 3 },
    { id: 'pz', name: '15th Panzer', nation: 'DE', hex: '0505', strength: 6 },
  ],
  features: [{ hex: '0505', fort: true }],
})
const scenario = { ...sc, start: { ...sc.start, phase: 'offensive' as const } }

describe('land reconnaissance barriers (hot-seat)', () => {
  it('the roll and the reveal after the concealment are barriers', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [4] }, [
      { type: 'reconnoitreLand', hex: '0505', unit: 'blen' },
      { type: 'concealLand', unit: 'pz' },
    ])
    if ('violation' in r) throw new Error(r.violation.message)
    expect(barrierAt(r.game, 0)?.kind).toBe('roll')
    expect(barrierAt(r.game, 1)).toEqual({
      index: 1,
      kind: 'reveal',
      reason:
        'A land reconnaissance showed the enemy land units of a hex: a hot-seat game cannot undo what was seen (4.11).',
    })
    expect(undoBlock(r.game, 'hotSeat')).toBe(
      'A land reconnaissance showed the enemy land units of a hex: a hot-seat game cannot undo what was seen (4.11).',
    )
  })
})
