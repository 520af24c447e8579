// The runner and the APTO weather determined each month (Part 1): the `weather` decision and its
// action, the rolls in the events, the weather in the JSON output and in the narration.
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { weatherFixture } from '../rules/systems/aeto/testing/weatherFixture'
import { memoryIo } from './io'
import { main } from './runner'

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'w.json': JSON.stringify(weatherFixture()), ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}
const DETERMINE = JSON.stringify([{ type: 'determineWeather' }])

describe('airops and the weather determined each month (APTO Part 1)', () => {
  it('the game begins with the weather decision; "legal" lists determineWeather', () => {
    const r = run(['legal', 'w.json'])
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.pending).toMatchObject({ kind: 'weather', side: 'allies', rule: '1.0' })
    expect(out.legal).toEqual([{ type: 'determineWeather', side: 'allies' }])
  })

  it('play prints each zone’s roll with its rule and the weather in force (dice 4 + 5, 6 + 6 in a Monsoon month)', () => {
    const r = run(['play', 'w.json', '--actions', 'a.json', '--dice', '4,5,6,6'], { 'a.json': DETERMINE })
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.weather).toEqual({
      month: '1943-06',
      letter: 'M',
      rolling: false,
      zones: [
        {
          id: 'severe',
          name: 'Pacific Severe Zone',
          condition: 'M',
          effect: 'halfStrengthAndRange',
          text: 'Monsoon, strength and range halved',
        },
        {
          id: 'moderate',
          name: 'Pacific Moderate Zone',
          condition: 'W',
          effect: 'grounded',
          text: 'Wet, all air grounded',
        },
        { id: 'mild', name: 'Pacific Mild Zone', condition: 'F', effect: 'clear', text: 'Fair' },
      ],
      summary:
        'Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair',
    })
    expect(out.state.weather.zones.severe).toEqual({
      condition: 'M',
      effect: 'halfStrengthAndRange',
      dice: [4, 5],
    })
    expect(
      out.events
        .filter((e: { roll?: unknown }) => e.roll)
        .map((e: { rule: string; roll: { natural: number } }) => [e.rule, e.roll.natural]),
    ).toEqual([
      ['1.4', 9],
      ['1.4', 12],
    ])
    const n = run(['play', 'w.json', '--actions', 'a.json', '--dice', '4,5,6,6', '--narrate'], {
      'a.json': DETERMINE,
    })
    expect(n.stdout).toContain(
      '#0 Air Operation Effects Step, Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved (1.4).\n',
    )
    expect(n.stdout).toContain(
      'weather: Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair\n',
    )
  })

  it('the weather is open to both sides: --as shows it too', () => {
    const r = run(['play', 'w.json', '--actions', 'a.json', '--dice', '4,5,6,6', '--as', 'axis'], {
      'a.json': DETERMINE,
    })
    expect(JSON.parse(r.stdout).weather.letter).toBe('M')
  })

  it('a scenario whose zones keep fixed conditions prints no weather field, as before', () => {
    const r = run(['play', 'tutorial'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).weather).toBeUndefined()
  })

  it('a field determineWeather does not have is refused by name', () => {
    const r = run(['play', 'w.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'determineWeather', zone: 'severe' }]),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('unknown field "zone" in a "determineWeather" action (it has: type, side)')
  })
})
