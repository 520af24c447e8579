// The map says the month's weather (APTO Part 1): the board is cached per scenario, so the weather
// zones' plates and the large sea areas' labels take the condition from the game state.
import { describe, expect, it } from 'vitest'
import { act, start } from '../rules/systems/aeto/testing/play'
import { weatherFixture } from '../rules/systems/aeto/testing/weatherFixture'
import { boardOf } from './mapSnapshot'
import { scenarioBoard } from './scenarioBoard'
import { weatherNow } from '../rules/systems/aeto'

describe('the weather on the map (APTO Part 1)', () => {
  const sc = weatherFixture({ conditions: { severe: 'halfStrength' } })
  const s0 = start(sc, [4, 5, 6, 6, 1, 1, 1, 1])
  const s1 = act(s0, { type: 'determineWeather' }).state

  it('before the first Weather Phase ends the plates say it is being determined; the scenario’s own board keeps its conditions', () => {
    expect(scenarioBoard(sc).weatherZones.map((z) => [z.name, z.condition])).toEqual([
      ['Pacific Severe Zone', 'half strength'],
      ['Pacific Mild Zone', 'clear'],
    ])
    expect(boardOf(s0).weatherZones.map((z) => z.condition)).toEqual(['to be determined', 'to be determined'])
  })

  it('once determined: each zone’s condition and air effect, on the board of that state', () => {
    expect(boardOf(s1).weatherZones.map((z) => [z.name, z.condition])).toEqual([
      ['Pacific Severe Zone', 'Monsoon, strength and range halved'],
      ['Pacific Mild Zone', 'Fair'],
    ])
    expect(boardOf(s1).terrain).toBe(scenarioBoard(sc).terrain) // the same map, redrawn in place
  })

  it('the same weather gives the same board object (no redraw); another gives another', () => {
    const again = act(s1, { type: 'endStep' }).state
    expect(boardOf(again)).toBe(boardOf(s1))
    expect(boardOf(s0)).not.toBe(boardOf(s1))
  })

  it('the top bar’s line says it too', () => {
    expect(weatherNow(s1)!.summary).toBe(
      'Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair',
    )
    expect(weatherNow(s0)!.summary).toBe(
      'Weather Phase: being determined — Pacific Severe Zone: to be determined · Pacific Moderate Zone: to be determined · Pacific Mild Zone: to be determined',
    )
  })
})
