// A hex's panel names its zone's weather this month (APTO Part 1); a scenario whose zones keep fixed
// conditions adds no note, as before.
import { expect, it } from 'vitest'
import { act, start } from '../rules/systems/aeto/testing/play'
import { weatherFixture } from '../rules/systems/aeto/testing/weatherFixture'
import { hexView, unitCard } from './situation'

it('the hex panel names the zone’s weather of the month', () => {
  const s = act(start(weatherFixture(), [4, 5, 6, 6]), { type: 'determineWeather' }).state
  expect(hexView(s, '0506')!.notes).toContain('Weather: Pacific Moderate Zone, Wet, all air grounded')
  expect(hexView(s, '0502')!.notes).toContain(
    'Weather: Pacific Severe Zone, Monsoon, strength and range halved',
  )
  expect(hexView(start(weatherFixture({ determined: false })), '0502')!.notes).toEqual([])
})

it('APTO weather, E4 and E6: the hex panel says why reach is short there, and the unit card why a unit’s is (1.4, 1.7)', () => {
  const s = act(start(weatherFixture(), [4, 5, 6, 6]), { type: 'determineWeather' }).state
  expect(hexView(s, '0502')!.notes).toContain(
    'Range halved by the weather, 1.4: a unit based here, or flying in (1.7), flies half its range',
  )
  expect(hexView(s, '0506')!.notes).toContain(
    'No reach: all air is grounded by the weather here, 1.4 — no unit launches from, flies into or intercepts in this zone',
  )
  expect(hexView(s, '0511')!.notes).toEqual(['Weather: Pacific Mild Zone, Fair'])
  expect(unitCard(s, 'b17')!.status.reach?.why).toBe(
    'Range 6 of 12: range halved by the weather, 1.4 — at its base (Pacific Severe Zone: Monsoon, strength and range halved).',
  )
  expect(unitCard(s, 'p40')!.status.reach?.why).toBe(
    'No reach: all air is grounded by the weather at its base, 1.4 (Pacific Moderate Zone: Wet, all air grounded).',
  )
})
