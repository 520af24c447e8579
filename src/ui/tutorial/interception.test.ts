// The first tutorial (tutorial.json) played as its briefing says: the raid's route, the Axis
// interception, the Allied counter-interception and the Axis counter-counter-interception, each
// flying the shortest route the map offers, and the hexes and order the briefing names checked
// against the state they describe (4.12, 4.13).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../scenarios/files'
import { apply, contextOf, newGame, type Action, type GameState } from '../../rules/systems/aeto'
import { parseScenario } from '../../rules/systems/aeto/scenario/validate'

const parsed = parseScenario(readBuiltIn('tutorial'))
if (!parsed.ok) throw new Error('tutorial does not load')
const scenario = parsed.scenario
const briefing = scenario.description ?? ''

function play(s: GameState, a: Action): GameState {
  const r = apply(s, a)
  if (!r.ok) throw new Error(`${a.type} refused: ${r.violation.message}`)
  return r.state
}

/** The route a flight has flown, as hex labels (its base first). */
function flown(s: GameState, flight: string): string[] {
  const ctx = contextOf(s)
  return (s.flights[flight]?.path ?? []).map((l) => ctx.map.locLabel(l))
}

/** The raid and the three interceptions the briefing walks through, with whole groups each time. */
function playBriefing(): { s: GameState; flights: string[] } {
  let s = newGame(scenario, { seed: 1 })
  s = play(s, {
    type: 'launch',
    base: 'marsham',
    units: ['uk-wellington-1', 'us-b17-1'],
    mission: 'fly',
    target: '0706',
    path: ['0307', '0407', '0507', '0606', '0706'],
  })
  const raid = Object.keys(s.flights)[0]
  s = play(s, { type: 'collect', flight: raid, units: ['uk-spitfire-1'] })
  const flights = [raid]
  for (const [side, base, units] of [
    ['axis', 'dunenfeld', ['de-me109-1', 'de-me109-2']],
    ['allies', 'kestrel', ['uk-spitfire-2', 'us-p47-1']],
    ['axis', 'waldheim', ['de-fw190-1', 'de-fw190-2']],
  ] as const) {
    expect(s.pending).toMatchObject({ kind: 'declare', side })
    s = play(s, { type: 'declare', groups: [{ base, units: [...units] }] })
    const before = new Set(Object.keys(s.flights))
    s = play(s, { type: 'launchInterceptors', base })
    flights.push(Object.keys(s.flights).find((f) => !before.has(f))!)
  }
  return { s, flights }
}

describe('Tutorial 1: the briefing describes the play', () => {
  const { s, flights } = playBriefing()
  const [raid, me109s, counter, fw190s] = flights.map((f) => flown(s, f))

  it('the raid flies Marsham, Kestrel Field, 0606 and 0706, where its route ends', () => {
    expect(raid).toEqual(['0207', '0307', '0407', '0507', '0606', '0706'])
    expect(briefing).toContain('Fly 0307 and 0407 to Kestrel Field (0507)')
    expect(briefing).toContain('then fly 0606 and 0706')
    expect(briefing).not.toMatch(/fly on to the task force/)
  })

  it('the Me-109s fly west and are counter-intercepted where the briefing says', () => {
    expect(me109s[0]).toBe('1106')
    const meet = me109s[me109s.length - 1]
    expect(briefing).toContain(`As the Me-109s fly west (${me109s.slice(1).join(', ')})`)
    expect(briefing).toContain(`counter-intercept them at ${meet}`)
  })

  it('the counter-interceptors fly east and the Fw-190s of Waldheim meet them where the briefing says', () => {
    expect(counter[0]).toBe('0507')
    expect(fw190s[0]).toBe('1109')
    const meet = counter[counter.length - 1]
    expect(fw190s[fw190s.length - 1]).toBe(meet)
    expect(briefing).toContain(`As those fly east (${counter.slice(1).join(', ')})`)
    expect(briefing).toContain(`counter-counter-intercept them at ${meet}`)
  })

  it('the engagements are fought last declared, first resolved, in the order the briefing gives (4.13)', () => {
    const ctx = contextOf(s)
    const order = [...s.stack].reverse().map((id) => ctx.map.locLabel(s.engagements[id].loc))
    expect(order).toHaveLength(3)
    expect(briefing).toContain(
      `last declared, first resolved (4.13): ${order[0]}, then ${order[1]}, then ${order[2]}`,
    )
  })
})
