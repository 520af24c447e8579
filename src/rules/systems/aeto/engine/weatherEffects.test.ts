// APTO weather's effects on air units (APTO 1.5, 1.7; spec §2.3 E1–E11, T01, W2, W5, W7), with the
// month's weather determined or a zone's fixed condition: a flight keeps the worst weather of every
// place it has been, no air unit enters a grounded zone, strength halving reaches air combat,
// air-naval attacks, bombing and ground support, a Change Base within one affected zone stays legal
// in the Offensive Phase. Option weatherAirEffects false (saves of version 7): as before.
import { describe, expect, it } from 'vitest'
import { attackPreview } from '../index'
import { contextOf } from '../context'
import type { Scenario, ScenarioInput, WeatherCondition } from '../scenario/schema'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, play, playUntil, refused, start } from '../testing/play'
import { weatherFixture } from '../testing/weatherFixture'
import type { Action, GameState } from '../types'
import { navalAttackCount } from '../naval/ships'
import { groundSupportResult } from '../missions/groundSupportResult'
import { bombingStrength } from '../missions/bombing'
import { interceptRangeTo, navalInterceptionWeather, strikeHalved, unitWeather } from '../weather/effects'
import { tx } from './core'

/** Rows 1–3 the Severe zone, rows 10–12 the Mild zone, the Moderate zone between (the default). */
function band(zone: string, from: number, to: number): NonNullable<ScenarioInput['map']['features']> {
  const out: NonNullable<ScenarioInput['map']['features']> = []
  for (let r = from; r <= to; r++)
    for (let c = 1; c <= 20; c++)
      out.push({ hex: `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`, weatherZone: zone })
  return out
}

const P38: FixtureUnit = {
  id: 'p38',
  name: 'P-38',
  nation: 'US',
  type: 'F',
  front: '3-10/2',
  back: '1-10/2',
  base: 'kiska',
}
const P40: FixtureUnit = {
  id: 'p40',
  name: 'P-40',
  nation: 'US',
  type: 'F',
  front: '3-6/2',
  back: '1-6/2',
  base: 'rabaul',
}
const B25: FixtureUnit = {
  id: 'b25',
  name: 'B-25',
  nation: 'US',
  type: 'B',
  front: '6-12',
  back: '3-12',
  base: 'kiska',
}
const KI43: FixtureUnit = {
  id: 'ki43',
  name: 'Ki-43',
  nation: 'DE',
  type: 'F',
  front: '3-8/2',
  back: '1-8/2',
  base: 'buna',
}
const KI44: FixtureUnit = {
  id: 'ki44',
  name: 'Ki-44',
  nation: 'DE',
  type: 'F',
  front: '3-8/2',
  back: '1-8/2',
  base: 'shimushu',
}

/** Fixed conditions per zone (clear by default); APTO; the Naval and Air Phase of June 1943. */
function scenario(
  o: {
    severe?: WeatherCondition
    moderate?: WeatherCondition
    mild?: WeatherCondition
    units?: FixtureUnit[]
    options?: ScenarioInput['options']
    land?: ScenarioInput['landUnits']
    turnTrack?: Record<string, string>
  } = {},
): Scenario {
  return fixture({
    variant: 'apto',
    bases: [
      { id: 'kiska', hex: '0502', owner: 'allies' }, // Severe
      { id: 'attu', hex: '0902', owner: 'allies' }, // Severe
      { id: 'rabaul', hex: '0506', owner: 'allies' }, // Moderate
      { id: 'buna', hex: '0811', owner: 'axis' }, // Mild
      { id: 'shimushu', hex: '1502', owner: 'axis' }, // Severe
    ],
    units: o.units ?? [P38, P40, B25, KI43, KI44],
    features: [...band('severe', 1, 3), ...band('mild', 10, 12)],
    options: o.options,
    landUnits: o.land,
    weather: {
      defaultZone: 'moderate',
      zones: [
        { id: 'severe', name: 'Pacific Severe Zone', severity: 'severe', condition: o.severe ?? 'clear' },
        {
          id: 'moderate',
          name: 'Pacific Moderate Zone',
          severity: 'moderate',
          condition: o.moderate ?? 'clear',
        },
        { id: 'mild', name: 'Pacific Mild Zone', severity: 'mild', condition: o.mild ?? 'clear' },
      ],
      ...(o.turnTrack ? { determined: { turnTrack: o.turnTrack } } : {}),
    },
  })
}
const OLD = { weatherAirEffects: false } // as version 7 games play (V8_PINS)

/** The Allies fly the P-38 from Kiska (Severe) to 0510 (Mild); the Axis intercepts it there from Buna with the Ki-43; up to the first attack decision. */
function t01Combat(from: Scenario | GameState): GameState {
  const s0 = 'pending' in from ? from : start(from)
  const s = act(s0, { type: 'launch', base: 'kiska', units: ['p38'], mission: 'fly', target: '0510' }).state
  return playUntil(
    s,
    (p) => p.kind === 'attack',
    [],
    (x) => {
      const p = x.pending
      if (p.kind === 'collect') return { type: 'collect', flight: p.flight, units: [] }
      if (p.kind === 'declare' && p.side === 'axis')
        return p.loc === '0510' && p.interceptors.length
          ? { type: 'declare', groups: [{ base: 'buna', units: ['ki43'] }] }
          : { type: 'pass' }
      if (p.kind === 'launchInterceptors') return { type: 'launchInterceptors', base: 'buna' }
      return null
    },
  )
}

describe('APTO T01 [1.7]: weather carries over from the base', () => {
  it('a P-38 from a Severe-zone base whose strength is halved keeps the halving in a Mild-zone combat; the Ki-43 based in the Mild zone does not (1.5, 1.7; W2, W7)', () => {
    const s = t01Combat(scenario({ severe: 'halfStrength' }))
    const mine = attackPreview(s, 'p38', 'ki43').atn
    expect(mine.strengthMods).toEqual([
      {
        value: -2,
        rule: 'W2; 1.7',
        label: 'weather halves strength (carried from where its flight has been)',
      },
    ])
    expect(mine.strength).toBe(1)
    expect(attackPreview(s, 'ki43', 'p38').atn.strengthMods).toEqual([])
    const u = s.units.p38
    expect(unitWeather(contextOf(s), s, u)).toBe('halfStrength')
  })

  it('with the weather determined: a Monsoon month whose Severe zone rolled 3 + 4 = 7, strength halved (1.4), gives the same', () => {
    const s0 = act(start(scenario({ units: [P38, KI43], turnTrack: { '6': 'M' } }), [3, 4, 1, 1]), {
      type: 'determineWeather',
    }).state
    expect(s0.weather!.zones).toMatchObject({
      severe: { condition: 'M', effect: 'halfStrength' },
      moderate: { condition: 'W', effect: 'clear' },
      mild: { condition: 'F', effect: 'clear' },
    })
    expect(attackPreview(t01Combat(s0), 'p38', 'ki43').atn.strength).toBe(1)
  })

  it('played as version 7 games (weatherAirEffects false): the weather of the combat hex only', () => {
    const s = t01Combat(scenario({ severe: 'halfStrength', options: OLD }))
    expect(attackPreview(s, 'p38', 'ki43').atn.strengthMods).toEqual([])
  })

  it('a unit entering a zone whose weather halves range is treated as if it started there: the P-40 (range 6) from Rabaul cannot enter the Severe zone 4 hexes away (1.3, 1.7; E4)', () => {
    const v = refused(start(scenario({ severe: 'halfStrengthAndRange' })), {
      type: 'launch',
      base: 'rabaul',
      units: ['p40'],
      mission: 'fly',
      target: '0502',
    })
    // 0503 is entered with 3 MP spent: the halved range; the refusal names the weather that halves it
    expect(v).toEqual({
      rule: '1.7',
      message:
        'No unit of the flight has the range left to enter 0502 (4 steps on): the weather of the Pacific Severe Zone halves the strength and range of a flight that starts in or enters it, for the whole flight (APTO 1.3, 1.4, 1.7).',
    })
    // As version 7 games: its base's weather only.
    expect(
      play(scenario({ severe: 'halfStrengthAndRange', options: OLD }), [
        { type: 'launch', base: 'rabaul', units: ['p40'], mission: 'fly', target: '0502' },
      ]).state.units.p40.aloft,
    ).not.toBeNull()
  })

  it('the return leg too: the P-40, its range halved in the Severe zone, may land only within 3 of 0503 — not at Attu, 4 away, which launched a fighter too (4.2, 4.12; 1.7)', () => {
    const P39: FixtureUnit = {
      id: 'p39',
      name: 'P-39',
      nation: 'US',
      type: 'F',
      front: '2-6/1',
      back: '1-6/1',
      base: 'attu',
    }
    const returnBases = (o: Parameters<typeof scenario>[0]) => {
      const launches: Action[] = [
        { type: 'launch', base: 'attu', units: ['p39'], mission: 'fly', target: '1002' },
        { type: 'launch', base: 'rabaul', units: ['p40'], mission: 'fly', target: '0503' },
        { type: 'endStep' },
      ]
      let s = start(scenario({ ...o, units: [P39, P40, KI43] }))
      for (const a of launches)
        s = playUntil(
          act(s, a).state,
          (p) => p.kind === 'plan' || p.kind === 'returnToBase',
          [],
          (x) =>
            x.pending.kind === 'collect' ? { type: 'collect', flight: x.pending.flight, units: [] } : null,
        )
      return s.pending.kind === 'returnToBase'
        ? s.pending.units.find((u) => u.id === 'p40')?.bases
        : `no choice: back at ${s.units.p40.base}`
    }
    expect(returnBases({ severe: 'halfStrengthAndRange' })).toBe('no choice: back at rabaul')
    expect(returnBases({ severe: 'halfStrengthAndRange', options: OLD })).toEqual(['rabaul', 'attu'])
  })
})

describe('a grounded zone: no air activity of any kind there (APTO 1.5; E6)', () => {
  it('no mission flies into it, and the refusal names the zone', () => {
    const v = refused(start(scenario({ severe: 'grounded' })), {
      type: 'launch',
      base: 'rabaul',
      units: ['p40'],
      mission: 'fly',
      target: '0503',
    })
    expect(v).toEqual({
      rule: '1.5',
      message:
        'No air unit enters 0503: the weather of its zone (Pacific Severe Zone) grounds all air activity there this month (APTO 1.5).',
    })
  })

  it('a route is flown around it, and no move into it is offered', () => {
    // Rabaul 0506 → 0704 (Moderate) with the row-3 hexes of the Severe zone grounded.
    const s0 = play(scenario({ severe: 'grounded' }), [
      { type: 'launch', base: 'rabaul', units: ['p40'], mission: 'fly', target: '0704', path: ['0605'] },
    ]).state
    const s = act(s0, { type: 'move', flight: pendingOf(s0, 'move').flight, path: ['0604'] }).state
    const p = pendingOf(s, 'move')
    expect(p.loc).toBe('0604')
    expect(p.next.filter((h) => h.endsWith('03'))).toEqual([])
    expect(refused(s, { type: 'move', flight: p.flight, path: ['0603'] })).toEqual({
      rule: '1.5',
      message:
        'No air unit enters 0603: the weather of its zone (Pacific Severe Zone) grounds all air activity there this month (APTO 1.5).',
    })
  })

  it('a base lost in a grounded zone: its units cannot make the Forced Rebase and are eliminated (1.5, 4.7; W5)', () => {
    const r = act(start(scenario({ severe: 'grounded' })), { type: 'captureBase', base: 'shimushu' })
    const e = r.events.find((x) => x.type === 'eliminated')!
    expect(e.text).toBe(
      'Ki-44 is eliminated: the weather of its zone (Pacific Severe Zone) grounds all air activity, a Forced Rebase included, so it cannot leave shimushu after enemy land units occupied it (APTO 1.5; W5) (4.7).',
    )
    expect(r.state.units.ki44.eliminated).toBe(true)
  })

  it('no land reconnaissance of a hex in it (1.5, 4.11)', () => {
    const sc = scenario({
      severe: 'grounded',
      land: [{ id: 'inf', name: 'Infantry', nation: 'DE', hex: '0603', strength: 3 }],
    })
    const s = start({ ...sc, start: { ...sc.start, phase: 'offensive' } })
    expect(pendingOf(s, 'offensive').landRecon ?? []).toEqual([])
    expect(refused(s, { type: 'reconnoitreLand', hex: '0603', unit: 'p40' })).toEqual({
      rule: '1.5',
      message:
        'No land reconnaissance of 0603: the weather of its zone (Pacific Severe Zone) grounds all air activity there this month, reconnaissance included (APTO 1.5).',
    })
  })
})

describe('strength halving reaches every use of strength (1.3–1.5; E2, E3, W2)', () => {
  it('air-naval attacks: halve the strength first, then the underscore, then the cap of 4', () => {
    const s = play(scenario({ severe: 'halfStrength' }), [
      { type: 'launch', base: 'kiska', units: ['b25'], mission: 'fly', target: '0508' },
    ]).state
    const ctx = contextOf(s)
    const b25 = s.units.b25
    const target = ctx.map.parseLoc('0510')!
    expect(strikeHalved(ctx, s, b25, target)).toBe(true)
    expect(navalAttackCount(ctx, b25)).toBe(4) // 6, capped at 4
    expect(navalAttackCount(ctx, b25, false, true)).toBe(3) // 6 halved
  })

  it('bombing: each bomber’s printed strength halved, rounded down', () => {
    const s = play(scenario({ severe: 'halfStrength' }), [
      { type: 'launch', base: 'kiska', units: ['b25'], mission: 'fly', target: '0508' },
    ]).state
    expect(bombingStrength(tx(s), ['b25'])).toBe(3)
    const old = play(scenario({ severe: 'halfStrength', options: OLD }), [
      { type: 'launch', base: 'kiska', units: ['b25'], mission: 'fly', target: '0508' },
    ]).state
    expect(bombingStrength(tx(old), ['b25'])).toBe(6)
  })

  it('ground support: a bomber that flew through inclement weather is halved and gives no air superiority (1.5, 1.7; E1, E2)', () => {
    const r = groundSupportResult({
      variant: 'apto',
      air: [
        {
          name: 'B-25',
          side: 'attacker',
          strength: 6,
          bomberRole: true,
          heavy: false,
          atp: false,
          wasCurrent: false,
          inclement: true,
        },
      ],
      weather: 'clear',
      terrain: 'clear',
      fortified: false,
      attackers: [{ name: 'Infantry', strength: 8, general: false }],
      defenders: [{ name: 'Garrison', strength: 4, general: false }],
      capIncludesGenerals: false,
    })
    expect(r.bomberStrength.attacker).toBe(3)
    expect(r.lines.attacker[0]).toBe(
      'B-25: 6 halved (inclement weather its flight has been through (APTO 1.7)) → 3.',
    )
    expect(r.airSuperiority).toBe('none')
    expect(r.superiorityWhy).toBe(
      "The attacker's air units that flew through inclement weather give no air superiority; the others total strength 0, and at least 2 are needed (APTO 1.5, 1.7; 4.22).",
    )
  })

  it('interception range: max(2, half the range), the range halved where the engagement is (4.13; E5, W6)', () => {
    const s = start(scenario({ severe: 'halfStrengthAndRange' }))
    const ctx = contextOf(s)
    const rabaul = ctx.map.parseLoc('0506')!
    expect(interceptRangeTo(ctx, s, s.units.p40, rabaul, ctx.map.parseLoc('0505')!)).toBe(3) // range 6 → 3
    expect(interceptRangeTo(ctx, s, s.units.p40, rabaul, ctx.map.parseLoc('0503')!)).toBe(2) // range 6 → 3 → 1, at least 2
  })
})

describe('Change Base in the Offensive Phase (APTO 1.5, 4.1; E8; APTO D10)', () => {
  const offensive = (o: Parameters<typeof scenario>[0]) => {
    const sc = scenario(o)
    return act(start({ ...sc, start: { ...sc.start, phase: 'offensive' } }), {
      type: 'declareOffensive',
      offensive: 'air',
    }).state
  }
  const cb = (to: string): Action => ({
    type: 'launch',
    base: 'kiska',
    units: ['p38'],
    mission: 'changeBase',
    hops: [to],
  })

  it('within one affected zone: legal, and the unit is Previously Committed', () => {
    const r = play(offensive({ severe: 'halfStrength' }), [cb('attu')])
    expect(r.state.units.p38).toMatchObject({ base: 'attu', commitment: 'previous' })
  })

  it('out of it: refused, the rule and each base’s zone named', () => {
    expect(refused(offensive({ severe: 'halfStrength' }), cb('rabaul'))).toEqual({
      rule: '1.5',
      message:
        'In the Offensive Phase no Change Base goes into or out of a zone of inclement weather; one wholly within a single such zone may (APTO 1.5, 4.1): kiska is in Pacific Severe Zone (inclement), rabaul is in Pacific Moderate Zone (clear).',
    })
  })

  it('as version 7 games: within the zone refused too (4.1)', () => {
    expect(refused(offensive({ severe: 'halfStrength', options: OLD }), cb('attu')).rule).toBe('4.1')
  })
})

it('naval interception: the players’ roll takes −1 Wet in the Severe zone and −1 for inclement weather there (1.3, 3.6; E11)', () => {
  const s = act(start(weatherFixture({ turnTrack: { '6': 'W' } }), [4, 4]), {
    type: 'determineWeather',
  }).state
  expect(s.weather!.zones.severe).toMatchObject({ condition: 'W', effect: 'halfStrength' })
  const ctx = contextOf(s)
  expect(navalInterceptionWeather(ctx, s, ctx.map.parseLoc('0502')!)).toEqual([
    { value: -1, rule: '1.3', label: 'Wet in the Severe zone' },
    { value: -1, rule: '3.6', label: 'inclement weather effects' },
  ])
  expect(navalInterceptionWeather(ctx, s, ctx.map.parseLoc('0506')!)).toEqual([])
})
