// A hex's panel names its zone's weather this month (APTO Part 1); a scenario whose zones keep fixed
// conditions adds no note, as before.
import { expect, it } from 'vitest'
import { act, start } from '../rules/testing/play'
import { weatherFixture } from '../rules/testing/weatherFixture'
import { hexView } from './situation'

it('the hex panel names the zone’s weather of the month', () => {
  const s = act(start(weatherFixture(), [4, 5, 6, 6]), { type: 'determineWeather' }).state
  expect(hexView(s, '0506')!.notes).toContain('Weather: Pacific Moderate Zone, Wet, all air grounded')
  expect(hexView(s, '0502')!.notes).toContain('Weather: Pacific Severe Zone, Monsoon, strength and range halved')
  expect(hexView(start(weatherFixture({ determined: false })), '0502')!.notes).toEqual([])
})
