// Hot-seat undo stops at the weather's dice (APTO Part 1): a month's weather, once rolled, is never
// rolled again by undoing; with real dice, each die entered is luck too.
import { describe, expect, it } from 'vitest'
import { weatherFixture } from '../rules/systems/aeto/testing/weatherFixture'
import { barrierAt, undoBlock } from './history'
import { replay } from './game'

describe('the Weather Phase barriers (hot-seat)', () => {
  const scenario = weatherFixture({ turnTrack: { '6': 'W1-4 F5-6' } })
  it('determining the weather rolls its dice: undo stops there', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [2, 4, 4] }, [
      { type: 'determineWeather' },
      { type: 'endStep' },
    ])
    if ('violation' in r) throw new Error(r.violation.message)
    expect(barrierAt(r.game, 0)).toEqual({
      index: 0,
      kind: 'roll',
      reason: 'A die was rolled: a hot-seat game never undoes luck.',
    })
    expect(r.game.states[1].weather!.zones.severe).toMatchObject({
      condition: 'W',
      effect: 'halfStrength',
      dice: [4, 4],
    })
  })
  it('a Fair month rolls no die for the zones, but its d6 for the letter is a barrier', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [6] }, [{ type: 'determineWeather' }])
    if ('violation' in r) throw new Error(r.violation.message)
    expect(undoBlock(r.game, 'hotSeat')).toBe('A die was rolled: a hot-seat game never undoes luck.')
  })
  it('with real dice, each die entered is a barrier', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, manualDice: true }, [
      { type: 'determineWeather' },
      { type: 'roll', value: 1 },
      { type: 'roll', value: 6 },
      { type: 'roll', value: 6 },
    ])
    if ('violation' in r) throw new Error(r.violation.message)
    expect([1, 3].map((i) => barrierAt(r.game, i)?.kind)).toEqual(['roll', 'roll'])
    expect(r.game.states[4].weather!.zones.severe).toMatchObject({ effect: 'grounded', dice: [6, 6] })
  })
})
