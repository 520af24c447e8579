// Superfortresses over Japan, November 1944 (APTO): the built-in scenario of the strategic air war.
// Each month opens with the Weather Phase (Part 1), then the Strategic Warfare Phase's B-29 raids
// (2.2–2.7), the Naval and Air Phase (a carrier task group, Iwo Jima's Bettys), the Offensive
// Phase; two months. The exact dice below are the scenario's own rolls, computed by hand from the
// rules and the scenario's stand-in Bombing Table.
import { describe, expect, it } from 'vitest'
import { legalActions, type Action, type GameEvent, type GameState } from '../rules/systems/aeto'
import { runBotGame } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { act, refused, start } from '../rules/systems/aeto/testing/play'
import { readBuiltIn } from './files'

const parsed = parseScenario(readBuiltIn('marianas-1944'))
if (!parsed.ok) throw new Error(`marianas-1944 does not load: ${JSON.stringify(parsed.errors)}`)
const scenario = parsed.ok ? parsed.scenario : (undefined as never)
const B29S = ['us-b29-1', 'us-b29-2', 'us-b29-3', 'us-b29-4']
const texts = (events: readonly GameEvent[]) => events.map((e) => e.text)
const TOKYO_RAID: Action = {
  type: 'launch',
  base: 'isley',
  units: B29S,
  mission: 'strategicRaid',
  target: '1602',
}

/** Passes every interception window and pre-combat decision. */
function passWindows(state: GameState, events: GameEvent[] = []): { state: GameState; events: GameEvent[] } {
  while (state.pending.kind === 'declare' || state.pending.kind === 'preCombat') {
    const r = act(state, { type: 'pass' })
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

/** Ends every step and passes every Offensive until the next month's Weather Phase. */
function toNextWeatherPhase(s: GameState): GameState {
  const month = s.turn.month
  for (let i = 0; i < 40; i++) {
    if (s.pending.kind === 'weather' && s.turn.month !== month) return s
    const legal = legalActions(s)
    const a =
      legal.find((x) => x.type === 'endStep') ??
      legal.find((x) => x.type === 'passOffensive') ??
      legal.find((x) => x.type === 'pass') ??
      legal[0]
    s = act(s, a).state
  }
  throw new Error(`no Weather Phase after ${month}: ${s.pending.kind}`)
}

describe('Superfortresses over Japan, November 1944 (APTO)', () => {
  it('opens on the Weather Phase of November 1944, the Turn Track’s box F1-2 W3-6, the United States holding the Initiative; Japan is in the Pacific Severe Zone', () => {
    const s = start(scenario)
    expect(s.pending).toMatchObject({ kind: 'weather' })
    expect(s.turn).toMatchObject({ year: 1944, month: 11, phase: 'strategicWarfare' })
    expect(scenario.context).toMatchObject({ initiativeSide: 'allies' })
    expect(scenario.weather?.determined?.turnTrack).toEqual({ '11': 'F1-2 W3-6', '12': 'W' })
    const zoneOf = (hex: string) =>
      scenario.map.features.find((f) => f.hex === hex)?.weatherZone ?? scenario.weather!.defaultZone
    expect(['1602', '1203', '0903'].map(zoneOf)).toEqual(['severe', 'severe', 'severe']) // Tokyo, Nagoya, Osaka
    expect(['1311', '1409', '1217', '1120', '1710'].map(zoneOf)).toEqual([
      'moderate',
      'moderate',
      'moderate',
      'moderate',
      'moderate',
    ]) // Iwo, Chichi, Saipan, Guam, the task group
    expect(scenario.airUnits.filter((u) => u.b29).map((u) => u.id)).toEqual(B29S)
  })

  it('a Wet November halves the strength over Japan: four B-29s raid Tokyo at 40, column 60+, +4 for the B-29s: Japan loses 12 EP (1.3, 1.5, 2.1, 2.3, 2.7)', () => {
    // Dice: the month's die 4 (W), the Severe zone 5 + 3 = 8 (strength halved, 1.3); the raid is not intercepted; the bombing roll 3 + 4.
    const w = act(start(scenario, [4, 5, 3, 3, 4]), { type: 'determineWeather' })
    expect(texts(w.events)).toContain(
      'Weather Determination Step, November 1944: the die shows 4 on F on 1–2, W on 3–6: W — a Wet month (Part 1).',
    )
    expect(texts(w.events)).toContain(
      'Air Operation Effects Step, Pacific Severe Zone (Wet): 5 + 3 = 8 — strength halved (1.3).',
    )
    expect(w.state.pending).toMatchObject({ kind: 'plan', side: 'allies' })
    const raid = passWindows(act(w.state, TOKYO_RAID).state)
    expect(raid.state.pending).toMatchObject({ kind: 'raidAttacks', bombers: B29S, b29Optional: false })
    const done = act(raid.state, { type: 'bombStrategic', groups: [B29S] })
    // 4 × (20 halved to 10) = 40: the 40–59 column, one right for a city/resource target and one more
    // for the capital — past the table's last column, which is 60+ (APTO S1); 3 + 4 = 7, +4 = 11 → 12.
    expect(texts(done.events)).toContain(
      'B-29 (497th BG), B-29 (498th BG), B-29 (499th BG) and B-29 (500th BG) bomb Tokyo (1602): strength 40 (the weather halves every bomber’s strength, APTO 1.5, 2.1), column 60+ (a city/resource target: one column right; a national capital, not conquered: one more column right) (placeholder table), roll 3 + 4 = 7 + 4 (B-29, 2.7) = 11: result 12 — Japan loses 12 EP (2.5).',
    )
    for (const id of B29S) expect(done.state.units[id].commitment).toBe('previous')
  })

  it('a December whose Severe zone halves range too keeps Tokyo out of the B-29s’ reach: 17 hexes, range 20 halved to 10 (1.3, 1.7)', () => {
    // November Fair (die 1); December is W: the Severe zone rolls 6 + 4 = 10, strength and range halved. The raid's own
    // route keeps out of the Severe zone as long as a shortest route can (APTO 1.7): it enters it at 1506, 13 hexes on.
    const nov = act(start(scenario, [1, 6, 4]), { type: 'determineWeather' })
    expect(texts(nov.events)).toContain(
      'The weather of November 1944: F (Fair) — Pacific Severe Zone Fair, no effect; Pacific Moderate Zone Fair, no effect. It holds for the whole month (1.0).',
    )
    const dec = act(toNextWeatherPhase(nov.state), { type: 'determineWeather' })
    expect(texts(dec.events)).toContain(
      'Air Operation Effects Step, Pacific Severe Zone (Wet): 6 + 4 = 10 — strength and range halved (1.3).',
    )
    expect(dec.state.turn).toMatchObject({ month: 12, phase: 'strategicWarfare' })
    expect(refused(dec.state, TOKYO_RAID)).toMatchObject({
      rule: '1.7',
      message:
        'No unit of the flight has the range left to enter 1506 (13 steps on): the weather of the Pacific Severe Zone halves the strength and range of a flight that starts in or enters it, for the whole flight (APTO 1.3, 1.4, 1.7).',
    })
  })

  it('both automatic opponents play its two months to the end: the weather twice, B-29 raids, the carriers’ Naval-Air in the air', () => {
    const g = runBotGame(scenario, { botSides: ['allies', 'japan'], seed: 1, maxActions: 4000, steps: 20 })
    expect(g.stopped).toBe('over')
    expect(g.actions.filter((a) => a.type === 'determineWeather')).toHaveLength(2)
    expect(
      g.actions.some(
        (a) => a.type === 'launch' && a.mission === 'strategicRaid' && a.units.some((u) => B29S.includes(u)),
      ),
    ).toBe(true)
    const carrierBorne = new Set(
      scenario.airUnits.filter((u) => u.base === 'essex-air' || u.base === 'langley-air').map((u) => u.id),
    )
    expect(
      g.actions.some(
        (a) =>
          (a.type === 'launch' && a.units.some((u) => carrierBorne.has(u))) ||
          (a.type === 'declare' && a.groups.some((g) => g.units.some((u) => carrierBorne.has(u)))),
      ),
    ).toBe(true)
  })
})
