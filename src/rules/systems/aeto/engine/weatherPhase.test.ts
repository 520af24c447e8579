// The Weather Phase (APTO viii, Part 1; spec §1.2 P1, §2.1, §2.2): the month's letter from the Turn
// Track (a d6 among several letters), each zone's condition by its kind, the 2d6 Air Operation
// Effects tables of 1.3 and 1.4 with their odds, the phase's place in the monthly turn, players'
// dice, and the scenario whose zones keep their fixed conditions playing as before.
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { parseScenario } from '../scenario/validate'
import { fixture } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, playUntil, refused, start } from '../testing/play'
import { weatherFixture } from '../testing/weatherFixture'
import type { GameState } from '../types'
import {
  airEffectOdds,
  airEffectOf,
  airEffectTable,
  parseTurnTrackBox,
  turnTrackBoxText,
  ZONE_CONDITION,
} from '../weather/tables'
import { legalActions } from './legal'
import { botDecision } from '../bot'

const at = (s: GameState, hex: string) => {
  const ctx = contextOf(s)
  return ctx.weatherAt(ctx.map.parseLoc(hex)!)
}
const zonesOf = (s: GameState) =>
  Object.fromEntries(Object.entries(s.weather!.zones).map(([k, z]) => [k, `${z.condition} ${z.effect}`]))

/** Ends both sides' Air Movement Steps and passes the Offensive Phase: on to the next month's Weather Phase. */
function toNextMonth(s: GameState, events: import('../types').GameEvent[] = []): GameState {
  return playUntil(
    s,
    (p) => p.kind === 'weather',
    events,
    (x) =>
      x.pending.kind === 'plan'
        ? { type: 'endStep' }
        : x.pending.kind === 'offensive'
          ? { type: 'passOffensive' }
          : null,
  )
}

describe('the Air Operation Effects tables (1.3, 1.4; spec §2.2)', () => {
  const effects = (letter: 'W' | 'M', zone: 'severe' | 'moderate') => {
    const table = airEffectTable(letter, zone)!
    return Array.from({ length: 11 }, (_, i) => airEffectOf(table, i + 2))
  }
  it('W month, Severe zone: 2–7 no effect, 8–9 strength halved, 10–11 strength and range halved, 12 grounded (1.3)', () => {
    expect(effects('W', 'severe')).toEqual([
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'halfStrength',
      'halfStrength',
      'halfStrengthAndRange',
      'halfStrengthAndRange',
      'grounded',
    ])
    expect(airEffectOdds(airEffectTable('W', 'severe')!).map((b) => b.ways)).toEqual([21, 9, 5, 1])
  })
  it('M month, Severe zone: 2–6, 7–8, 9–10, 11–12 (1.4)', () => {
    expect(effects('M', 'severe')).toEqual([
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'halfStrength',
      'halfStrength',
      'halfStrengthAndRange',
      'halfStrengthAndRange',
      'grounded',
      'grounded',
    ])
    expect(airEffectOdds(airEffectTable('M', 'severe')!).map((b) => b.ways)).toEqual([15, 11, 7, 3])
  })
  it('M month, Moderate zone (Wet there): 2–8, 9–10, 11, 12 (1.4)', () => {
    expect(effects('M', 'moderate')).toEqual([
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'clear',
      'halfStrength',
      'halfStrength',
      'halfStrengthAndRange',
      'grounded',
    ])
    expect(airEffectOdds(airEffectTable('M', 'moderate')!).map((b) => b.ways)).toEqual([26, 7, 2, 1])
  })
  it('no roll for a Fair zone: the Moderate zone in a W month, the Mild zone always, every zone in an F month (1.0, 1.2, 1.3)', () => {
    expect(airEffectTable('W', 'moderate')).toBeNull()
    expect(airEffectTable('M', 'mild')).toBeNull()
    expect(airEffectTable('F', 'severe')).toBeNull()
    expect(ZONE_CONDITION.M).toEqual({ severe: 'M', moderate: 'W', mild: 'F' })
    expect(ZONE_CONDITION.W).toEqual({ severe: 'W', moderate: 'F', mild: 'F' })
  })
})

describe('the Turn Track (Part 1, EXTERNAL data)', () => {
  it('reads one letter, or letters with the d6 faces that give each', () => {
    expect(parseTurnTrackBox('M')).toEqual({ text: 'M', letters: [{ letter: 'M', from: 1, to: 6 }] })
    expect(parseTurnTrackBox('W1-4 F5-6')).toEqual({
      text: 'W1-4 F5-6',
      letters: [
        { letter: 'W', from: 1, to: 4 },
        { letter: 'F', from: 5, to: 6 },
      ],
    })
    expect(parseTurnTrackBox('F1-2, W3-5, M6')).toMatchObject({
      letters: [{ letter: 'F' }, { letter: 'W' }, { letter: 'M', from: 6, to: 6 }],
    })
  })
  it('says what is wrong with a box', () => {
    expect(parseTurnTrackBox('W1-4 F5')).toBe(
      'no letter is given for a d6 roll of 6: the faces 1 to 6 are each given once',
    )
    expect(parseTurnTrackBox('W1-4 F4-6')).toBe(
      'a d6 roll of 4 is given to 2 letters: the faces 1 to 6 are each given once',
    )
    expect(parseTurnTrackBox('W F')).toBe(
      '"W" has no d6 faces: with several letters, each one gives its faces (like "W1-4 F5-6")',
    )
    expect(parseTurnTrackBox('R1-6')).toBe(
      '"R1-6" is not a letter F, W or M with its d6 faces (like "W1-4" or "M6")',
    )
  })
  it('a box for that year’s month comes before the box for the month of every year', () => {
    const track = { '6': 'M', '1943-06': 'W', '7': 'F' }
    expect(turnTrackBoxText(track, 1943, 6)).toBe('W')
    expect(turnTrackBoxText(track, 1944, 6)).toBe('M')
    expect(turnTrackBoxText(track, 1944, 8)).toBeNull()
  })
})

describe('the Weather Phase (APTO viii; Part 1)', () => {
  it('a Monsoon month: the Severe zone rolls 4 + 5 = 9, strength and range halved; the Moderate zone 6 + 6 = 12, grounded; the Mild zone never rolls', () => {
    const s0 = start(weatherFixture(), [4, 5, 6, 6])
    const p = pendingOf(s0, 'weather')
    expect(p.side).toBe('allies')
    expect(p.forecast.letters).toEqual([{ letter: 'M', from: 1, to: 6, sixths: 6 }])
    expect(
      p.forecast.zones.map((z) => [z.id, z.byLetter[0].condition, z.byLetter[0].bands.map((b) => b.ways)]),
    ).toEqual([
      ['severe', 'M', [15, 11, 7, 3]],
      ['moderate', 'W', [26, 7, 2, 1]],
      ['mild', 'F', []],
    ])
    const r = act(s0, { type: 'determineWeather' })
    expect(zonesOf(r.state)).toEqual({
      severe: 'M halfStrengthAndRange',
      moderate: 'W grounded',
      mild: 'F clear',
    })
    expect(r.state.weather).toMatchObject({ year: 1943, month: 6, box: 'M', letter: 'M' })
    expect(r.state.weather!.phase).toBeUndefined()
    expect(r.events.map((e) => e.text)).toEqual([
      'Western Allies determines the weather of June 1943 (APTO viii, Part 1).',
      'Air Operation Effects Step, Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved (1.4).',
      'Air Operation Effects Step, Pacific Moderate Zone (Wet): 6 + 6 = 12 — all air grounded (1.4).',
      'Pacific Mild Zone: Fair — no air effect this month (1.0, 1.2, 1.4).',
      'The weather of June 1943: M (Monsoon) — Pacific Severe Zone Monsoon, strength and range halved; Pacific Moderate Zone Wet, all air grounded; Pacific Mild Zone Fair, no effect. It holds for the whole month (1.0).',
    ])
    expect(eventsOf(r.events, 'weatherRoll').map((e) => e.roll)).toEqual([
      {
        purpose: 'weather air effects',
        natural: 9,
        modifiers: [],
        modified: 9,
        result: 'strength and range halved',
        source: 'scripted',
      },
      {
        purpose: 'weather air effects',
        natural: 12,
        modifiers: [],
        modified: 12,
        result: 'all air grounded',
        source: 'scripted',
      },
    ])
    // The context follows the month's weather: every weather rule reads it (weatherAt).
    expect([at(r.state, '0502'), at(r.state, '0506'), at(r.state, '0511')]).toEqual([
      'halfStrengthAndRange',
      'grounded',
      'clear',
    ])
    expect(r.state.pending.kind).toBe('plan') // the scenario's start: the Allied Naval and Air Phase
  })

  it('each table band, from the dice: 2 + 5 = 7 in a Monsoon month halves the Severe zone’s strength; 4 + 4 = 8 leaves the Moderate zone clear', () => {
    const r = act(start(weatherFixture(), [2, 5, 4, 4]), { type: 'determineWeather' })
    expect(zonesOf(r.state)).toEqual({ severe: 'M halfStrength', moderate: 'W clear', mild: 'F clear' })
  })

  it('several letters: the d6 chooses (a 3 on "W1-4 F5-6" is Wet), then only the Severe zone rolls: 4 + 5 = 9, strength halved (1.3)', () => {
    const sc = weatherFixture({ turnTrack: { '6': 'W1-4 F5-6' } })
    const s0 = start(sc, [3, 4, 5])
    expect(pendingOf(s0, 'weather').forecast.letters.map((l) => [l.letter, l.sixths])).toEqual([
      ['W', 4],
      ['F', 2],
    ])
    const r = act(s0, { type: 'determineWeather' })
    expect(r.events[1]).toMatchObject({
      text: 'Weather Determination Step, June 1943: the die shows 3 on W on 1–4, F on 5–6: W — a Wet month (Part 1).',
      roll: { purpose: 'weather determination', natural: 3, result: 'W (Wet)' },
    })
    expect(zonesOf(r.state)).toEqual({ severe: 'W halfStrength', moderate: 'F clear', mild: 'F clear' })
    expect(r.state.weather!.die).toBe(3)
  })

  it('a 5 on "W1-4 F5-6": a Fair month, no zone rolls and no other die is drawn (1.2)', () => {
    const r = act(start(weatherFixture({ turnTrack: { '6': 'W1-4 F5-6' } }), [5]), {
      type: 'determineWeather',
    })
    expect(zonesOf(r.state)).toEqual({ severe: 'F clear', moderate: 'F clear', mild: 'F clear' })
    expect(r.state.dice.count).toBe(1)
  })

  it('a month the Turn Track does not give is Fair, and the log says it is a default, not a rule', () => {
    const sc = weatherFixture({ turnTrack: { '7': 'M' } })
    const s0 = start(sc)
    expect(pendingOf(s0, 'weather').forecast.box).toBeNull()
    const r = act(s0, { type: 'determineWeather' })
    expect(zonesOf(r.state)).toEqual({ severe: 'F clear', moderate: 'F clear', mild: 'F clear' })
  })

  it('comes first in each new month, after the End Phase and before the month’s first phase; its rolls are logged in order', () => {
    const s1 = act(start(weatherFixture(), [1, 1, 1, 1, 2, 6, 6]), { type: 'determineWeather' }).state
    const events: import('../types').GameEvent[] = []
    const s2 = toNextMonth(s1, events)
    expect(s2.turn).toMatchObject({ year: 1943, month: 7 })
    expect(pendingOf(s2, 'weather').prompt).toContain('Weather Phase of July 1943')
    expect(events.slice(-2).map((e) => e.text)).toEqual([
      'A new monthly turn begins: July 1943; every commitment marker is removed (4.27).',
      'Weather Phase of July 1943: the Turn Track gives W on 1–4, F on 5–6; then each zone that is not Fair rolls two dice for its air effects (APTO viii, Part 1).',
    ])
    // June's weather holds until July's is determined; then July's: W (die 2), the Severe zone 6 + 6 = 12.
    const r = act(s2, { type: 'determineWeather' })
    expect(zonesOf(r.state)).toEqual({ severe: 'W grounded', moderate: 'F clear', mild: 'F clear' })
    expect(r.events.map((e) => e.type)).toEqual([
      'determineWeather',
      'weatherRoll',
      'weatherRoll',
      'weatherZone',
      'weatherZone',
      'weather',
      'phase',
      'phase',
    ])
    expect(r.events[r.events.length - 1].text).toBe(
      'Western Allies Naval and Air Phase: Air Movement Step 3 (4.1).',
    )
    expect(r.state.pending).toMatchObject({ kind: 'plan', side: 'allies' })
  })

  it('players rolling real dice enter each die, told what it decides and the exact odds', () => {
    const s0 = start(weatherFixture({ turnTrack: { '6': 'W1-4 F5-6' } }), [], { manualDice: true })
    let s = act(s0, { type: 'determineWeather' }).state
    expect(pendingOf(s, 'roll')).toMatchObject({
      side: 'allies',
      purpose: 'weather determination',
      rule: '1.0',
      prompt: 'Roll one die for the weather of June 1943 and enter it (1–6): W on 1–4, F on 5–6 (Part 1).',
    })
    s = act(s, { type: 'roll', value: 4 }).state
    expect(pendingOf(s, 'roll')).toMatchObject({
      purpose: 'weather air effects',
      rule: '1.3',
      prompt:
        'Roll die 1 of 2 for the air effects in Pacific Severe Zone (Wet) and enter it (1–6): 2–7 no effect (21/36), 8–9 strength halved (9/36), 10–11 strength and range halved (5/36), 12 all air grounded (1/36) (1.3).',
    })
    s = act(s, { type: 'roll', value: 5 }).state
    expect(pendingOf(s, 'roll').prompt).toContain('Roll die 2 of 2')
    const r = act(s, { type: 'roll', value: 5 })
    expect(zonesOf(r.state)).toEqual({
      severe: 'W halfStrengthAndRange',
      moderate: 'F clear',
      mild: 'F clear',
    })
    expect(r.events[0].roll).toMatchObject({ natural: 10, source: 'manual' })
    expect(refused(s, { type: 'roll', value: 7 }).message).toContain('is not a die value')
  })

  it('D-WEATHER accepts only determineWeather; the legal actions, the bot and the runner agree', () => {
    const s0 = start(weatherFixture())
    expect(legalActions(s0)).toEqual([{ type: 'determineWeather', side: 'allies' }])
    expect(refused(s0, { type: 'endStep' }).message).toContain(
      '"endStep" is not possible now: Western Allies must decide — Weather Phase of June 1943',
    )
    const bot = botDecision(s0)
    expect(bot.action).toEqual({ type: 'determineWeather', side: 'allies' })
    expect(bot.reasoning[0]).toBe(
      'The weather is rolled, not chosen: the month may be Monsoon 6/6; each zone that is not Fair then rolls two dice for its air effects (APTO Part 1).',
    )
  })

  it('firstMonth "asGiven": the zones’ conditions hold for the start month; the weather is determined from the next month on', () => {
    const s0 = start(
      weatherFixture({ firstMonth: 'asGiven', conditions: { severe: 'halfStrength' } }),
      [3, 1, 1],
    )
    expect(s0.pending.kind).toBe('plan')
    expect(s0.weather).toBeUndefined()
    expect(at(s0, '0502')).toBe('halfStrength')
    const s1 = toNextMonth(s0)
    const r = act(s1, { type: 'determineWeather' })
    expect(zonesOf(r.state)).toEqual({ severe: 'W clear', moderate: 'F clear', mild: 'F clear' })
    expect(at(r.state, '0502')).toBe('clear')
  })

  it('a scenario whose zones keep fixed conditions plays as before: no Weather Phase, no weather state, the same decisions', () => {
    const sc = weatherFixture({ determined: false, conditions: { severe: 'grounded' } })
    const s0 = start(sc)
    expect(s0.pending.kind).toBe('plan')
    const s1 = toNextMonth(s0) // never reaches a weather decision: stops after 200 actions or at one
    expect(s1.pending.kind).not.toBe('weather')
    expect(s1.weather).toBeUndefined()
    expect(at(s1, '0502')).toBe('grounded')
  })
})

describe('scenario checks for determined weather (Part 1)', () => {
  const withWeather = (weather: unknown, variant: 'aeto' | 'apto' = 'apto') => {
    const base = fixture({ variant, bases: [{ id: 'a', hex: '0101', owner: 'allies' }], units: [] })
    return parseScenario({ ...base, weather })
  }
  it('needs an APTO scenario, each zone’s APTO zone, and readable Turn Track boxes', () => {
    const r = withWeather(
      {
        defaultZone: 'z',
        zones: [{ id: 'z', name: 'Z' }],
        determined: { turnTrack: { '6': 'W1-4 F5', '13': 'M' } },
      },
      'aeto',
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'weather.determined: the monthly weather rolls (the Turn Track and the zone tables of Part 1) are APTO’s: use them in an APTO scenario ("variant": "apto"), or give each zone its fixed condition',
      'weather.zones[0].severity: zone "z" needs its APTO weather zone, "severe", "moderate" or "mild" (APTO 1.1), for the weather to be determined',
      'weather.determined.turnTrack["6"]: "W1-4 F5" no letter is given for a d6 roll of 6: the faces 1 to 6 are each given once',
      'weather.determined.turnTrack["13"]: "13" is not a month: write "6" for June of every year, or "1942-06" for that month only',
    ])
  })
  it('a determined scenario is valid without a condition per zone (clear until rolled)', () => {
    const r = withWeather({
      defaultZone: 'z',
      zones: [{ id: 'z', name: 'Z', severity: 'severe' }],
      determined: { turnTrack: { '6': 'M' } },
    })
    expect(r.ok).toBe(true)
  })
})

it('replays: the same scenario, seed and actions give the same weather', () => {
  const a = play(weatherFixture({ turnTrack: { '6': 'F1-2 W3-4 M5-6' } }), [{ type: 'determineWeather' }])
  const b = play(weatherFixture({ turnTrack: { '6': 'F1-2 W3-4 M5-6' } }), [{ type: 'determineWeather' }])
  expect(JSON.stringify(a.state.weather)).toBe(JSON.stringify(b.state.weather))
  expect(a.events.map((e) => e.text)).toEqual(b.events.map((e) => e.text))
})

it('a new scenario from a position keeps the month’s weather as the start month’s conditions, then rolls from the Turn Track', async () => {
  const { scenarioFromPosition } = await import('../scenario/fromPosition')
  const s = act(start(weatherFixture(), [4, 5, 6, 6]), { type: 'determineWeather' }).state
  const w = scenarioFromPosition(s).scenario.weather!
  expect(w.zones.map((z) => [z.id, z.condition])).toEqual([
    ['severe', 'halfStrengthAndRange'],
    ['moderate', 'grounded'],
    ['mild', 'clear'],
  ])
  expect(w.determined).toEqual({ turnTrack: { '6': 'M', '7': 'W1-4 F5-6', '8': 'F' }, firstMonth: 'asGiven' })
  const again = parseScenario(scenarioFromPosition(s).scenario)
  if (!again.ok) throw new Error(again.errors.map((e) => e.message).join('; '))
  const s2 = start(again.scenario)
  expect(s2.pending.kind).toBe('plan')
  expect([at(s2, '0502'), at(s2, '0506')]).toEqual(['halfStrengthAndRange', 'grounded'])
})
