import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { briefingOf } from './briefing'
import { contextOf } from '../rules/systems/aeto'
import { start } from '../rules/systems/aeto/testing/play'
import { piecesOf } from '../map/mapSnapshot'

const scenario = (id: string) => {
  const r = parseScenario(builtInScenarios.find((e) => e.id === id)!.data)
  if (!r.ok) throw new Error(id)
  return r.scenario
}

describe('the briefing of a scenario', () => {
  it('Channel 1943: it ends with the Offensive Phase of August; two weather zones and where they are', () => {
    const b = briefingOf(scenario('channel-1943'))
    expect(b.title).toBe('Channel, August 1943')
    expect(b.starts).toBe('August 1943, Naval and Air Phase, Western Allies phasing.')
    expect(b.ends).toBe(
      'It ends once the Offensive Phase of August 1943 is over. A closing summary then counts each side’s losses.',
    )
    expect(b.weather.map((w) => [w.name, w.condition])).toEqual([
      ['Channel', 'clear'],
      ['North Sea', 'half strength: air units attack at half strength'],
    ])
    expect(b.weather[0].where).toBe('everywhere else')
    expect(b.weather[1].where).toBe('North Sea, 80 hexes')
    expect(b.paragraphs.join(' ')).toContain('B-17')
  })

  it('the tutorial: one phase; a scenario without an end says it has none', () => {
    const t = scenario('tutorial')
    expect(briefingOf(t).ends).toBe(
      'It ends when one Naval and Air Phase (one Air Movement Step) has been played: Western Allies’. A closing summary then counts each side’s losses.',
    )
    expect(briefingOf({ ...t, end: undefined }).ends).toMatch(/^It has no set end/)
    expect(briefingOf(t).sides.map((s) => s.name)).toEqual(['Western Allies', 'Axis'])
  })
})

it('a scenario whose weather is determined each month says so for each zone (APTO Part 1)', async () => {
  const { weatherFixture } = await import('../rules/systems/aeto/testing/weatherFixture')
  expect(briefingOf(weatherFixture()).weather.map((w) => [w.name, w.condition])).toEqual([
    [
      'Pacific Severe Zone',
      'the Severe zone: its weather is determined each month from the Turn Track, then two dice for its air effects (APTO Part 1)',
    ],
    [
      'Pacific Moderate Zone',
      'the Moderate zone: its weather is determined each month from the Turn Track, then two dice for its air effects (APTO Part 1)',
    ],
    [
      'Pacific Mild Zone',
      'the Mild zone: its weather is determined each month from the Turn Track, then two dice for its air effects (the Mild zone is never affected) (APTO Part 1)',
    ],
  ])
})

describe('the built-in briefings speak to players', () => {
  it('no briefing names a spec or a development issue (words a player cannot follow)', () => {
    for (const e of builtInScenarios) {
      const b = briefingOf(scenario(e.id))
      const text = [b.title, ...b.paragraphs].join(' ')
      expect(text, e.id).not.toMatch(/\bspec\b|\bT-\d+\b|later issues?|\bissue \d+/i)
    }
  })

  it('Coral Sea says what the opening map shows: the enemy flotillas as unidentified chits, their carriers not located (4.10)', () => {
    const sc = scenario('coral-sea-1942')
    const s = start(sc)
    const kido = contextOf(s).map.parseLoc('2812')!
    // The Allies see three naval chits at 2812, none of them named, and no carrier base there.
    const seen = piecesOf(s, 'allies').places.find((p) => p.loc === kido)
    expect(seen?.naval.map((n) => [n.count, n.ships.length])).toEqual([[3, 0]])
    expect(seen?.bases ?? []).toEqual([])
    const text = briefingOf(sc).paragraphs.join(' ')
    expect(text).not.toMatch(/neither side knows where/i)
    expect(text).toContain('only as unidentified chits on the map')
  })
})
