// The reach the map and the panels show agrees with what the rules accept under the weather (APTO
// 1.3–1.5, 1.7; spec §2.3 E4 range halved, E5 interception range, E6 grounded; AETO 4.12, 4.13):
// for each unit the range overlay is exactly the hexes a mission launch accepts as its target, the
// interception overlay exactly the hexes where the rules offer interceptors, and the target lists
// (strafing, bombing, air transport) and the traced route only what the launch accepts.
import { describe, expect, it } from 'vitest'
import {
  airTransportChoices,
  apply,
  bombingTargets,
  interceptionZone,
  rangeOverlay,
  strafeTargets,
  traceLaunch,
  unitStatus,
} from './index'
import { contextOf } from './context'
import { tx } from './engine/core'
import { interceptorOptions } from './engine/interception'
import { act, start } from './testing/play'
import { weatherFixture, WEATHER_UNITS } from './testing/weatherFixture'
import type { FixtureUnit } from './testing/fixtures'
import type { Action, GameState, Loc } from './types'
import { needsRole } from './units'

/** Every hex label of the fixture's 20 × 12 map. */
const HEXES = Array.from({ length: 12 }, (_, r) =>
  Array.from({ length: 20 }, (_, c) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`),
).flat()
const row = (hex: string) => Number(hex.slice(2))
const dist = (s: GameState, a: string, b: string) => {
  const map = contextOf(s).map
  return map.hexDistance(map.parseLoc(a)!, map.parseLoc(b)!)
}

/** The hexes a `fly` mission of `unit` alone from `base` is accepted to, by `apply` itself, and its base's hex. */
function acceptedTargets(s: GameState, base: string, unit: string): string[] {
  const home = contextOf(s).map.locLabel(contextOf(s).baseLoc.get(base)!)
  const roles = needsRole(contextOf(s), unit) ? { roles: { [unit]: 'fighter' as const } } : {}
  return [
    home,
    ...HEXES.filter(
      (h) =>
        h !== home &&
        apply(s, { type: 'launch', base, units: [unit], mission: 'fly', target: h, ...roles }).ok,
    ),
  ].sort()
}

/** Where the rules offer interceptors of `side`, with how many units, hex by hex. */
function offeredInterceptions(s: GameState, side: string): [string, number][] {
  const t = tx(s)
  return HEXES.map((h): [string, number] => [
    h,
    interceptorOptions(t, side, t.ctx.map.parseLoc(h)! as Loc).reduce((n, o) => n + o.units.length, 0),
  ])
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0].localeCompare(b[0]))
}

const sorted = (m: Map<string, number>) => [...m].sort((a, b) => a[0].localeCompare(b[0]))

describe('APTO weather, E4–E6: June 1943 rolled — the Severe zone 4 + 5 = 9, strength and range halved; the Moderate zone 6 + 6 = 12, all air grounded (1.4)', () => {
  const june = () => act(start(weatherFixture(), [4, 5, 6, 6]), { type: 'determineWeather' }).state

  it('the B-17 at Kiska (range 12 halved to 6): its range overlay is exactly the targets the rules accept, within 6 and never into the grounded Moderate zone; the unit card says why', () => {
    const s = june()
    const { range, returnRange } = rangeOverlay(s, 'b17')
    expect([...range].sort()).toEqual(acceptedTargets(s, 'kiska', 'b17'))
    expect([...range].sort()).toEqual(HEXES.filter((h) => row(h) <= 3 && dist(s, '0502', h) <= 6).sort())
    expect(returnRange).toEqual(range)
    expect(unitStatus(s, 'b17').reach).toEqual({
      range: 6,
      printed: 12,
      rule: '1.4',
      why: 'Range 6 of 12: range halved by the weather, 1.4 — at its base (Pacific Severe Zone: Monsoon, strength and range halved).',
    })
  })

  it('the P-40 at grounded Rabaul: no reach at all, and the unit card says why', () => {
    const s = june()
    expect(rangeOverlay(s, 'p40')).toEqual({ range: [], returnRange: [] })
    expect(acceptedTargets(s, 'rabaul', 'p40')).toEqual(['0506'])
    expect(unitStatus(s, 'p40').reach?.why).toBe(
      'No reach: all air is grounded by the weather at its base, 1.4 (Pacific Moderate Zone: Wet, all air grounded).',
    )
  })

  it('the SBD at Darwin (Mild, Fair) keeps its range 8 in its zone, but the grounded Moderate zone bars the way north: the overlay and the card say so', () => {
    const s = june()
    expect([...rangeOverlay(s, 'sbd').range].sort()).toEqual(acceptedTargets(s, 'darwin', 'sbd'))
    expect(rangeOverlay(s, 'sbd').range.every((h) => row(h) >= 10)).toBe(true)
    expect(unitStatus(s, 'sbd').reach?.why).toBe(
      'Range 8; range halved by the weather to 4 wherever it flies into the Pacific Severe Zone; no flight into the Pacific Moderate Zone, grounded by the weather, 1.4 (1.7).',
    )
  })

  it('interception (E5, E6): the Ki-43 at Paramushiro intercepts out to max(2, 4 / 2) = 2, never into the grounded zone; the A6M at grounded Truk nowhere — the overlay is where the rules offer them', () => {
    const s = june()
    const zone = sorted(interceptionZone(s, 'axis'))
    expect(zone).toEqual(offeredInterceptions(s, 'axis'))
    expect(zone.map(([h]) => h)).toEqual(HEXES.filter((h) => row(h) <= 3 && dist(s, '1502', h) <= 2).sort())
    expect(zone.some(([h]) => h === '1504')).toBe(false) // 2 hexes off, but grounded (the old overlay showed it)
  })
})

describe('APTO weather, E4, E5 with fixed conditions: the Severe zone strength and range halved, the others clear (1.5, 1.7)', () => {
  const P38: FixtureUnit = {
    id: 'p38',
    name: 'P-38',
    nation: 'US',
    type: 'F',
    front: '3-10/2',
    back: '1-10/2',
    base: 'rabaul',
  }
  const C47: FixtureUnit = {
    id: 'c47',
    name: 'C-47',
    nation: 'US',
    type: 'ATP',
    front: 'X-6',
    back: null,
    atpPoints: 2,
    base: 'rabaul',
  }
  const fixed = (options?: { weatherAirEffects: boolean }) =>
    start(
      weatherFixture({
        determined: false,
        conditions: { severe: 'halfStrengthAndRange' },
        units: [...WEATHER_UNITS, P38, C47],
        options,
      }),
    )

  it('the P-40 at Rabaul (range 6) reaches the Severe zone only 3 hexes out, its range halved as it enters: overlay = accepted targets; the card says why', () => {
    const s = fixed()
    const range = [...rangeOverlay(s, 'p40').range].sort()
    expect(range).toEqual(acceptedTargets(s, 'rabaul', 'p40'))
    expect(range.filter((h) => row(h) <= 3)).toEqual(
      HEXES.filter((h) => row(h) <= 3 && dist(s, '0506', h) <= 3).sort(),
    )
    expect(range.filter((h) => row(h) > 3)).toEqual(
      HEXES.filter((h) => row(h) > 3 && dist(s, '0506', h) <= 6).sort(),
    )
    expect(unitStatus(s, 'p40').reach?.why).toBe(
      'Range 6; range halved by the weather to 3 wherever it flies into the Pacific Severe Zone, 1.5 (1.7).',
    )
  })

  it('the P-38 at Rabaul (range 10) flies to Truk, 10 hexes along the Moderate zone: the route it takes by itself stays out of the Severe zone at no cost (1.7)', () => {
    const s = fixed()
    expect(rangeOverlay(s, 'p38').range).toContain('1506')
    expect(
      apply(s, { type: 'launch', base: 'rabaul', units: ['p38'], mission: 'fly', target: '1506' }).ok,
    ).toBe(true)
  })

  it('interception: the A6M at Truk (range 10) intercepts 5 hexes out in its zone but only max(2, 5 / 2) = 2 into the Severe zone — the overlay is where the rules offer it', () => {
    const s = fixed()
    const zone = sorted(interceptionZone(s, 'axis'))
    expect(zone).toEqual(offeredInterceptions(s, 'axis'))
    const a6m = zone.filter(([h]) => dist(s, '1506', h) <= 5 && row(h) > 3).map(([h]) => h)
    expect(a6m).toEqual(HEXES.filter((h) => row(h) > 3 && dist(s, '1506', h) <= 5).sort())
    // Severe hexes 3 to 5 hexes from Truk (the old overlay showed them) that the Ki-43 at Paramushiro (halved to 2) does not reach either: none.
    const severeBeyond = HEXES.filter(
      (h) => row(h) <= 3 && dist(s, '1506', h) >= 3 && dist(s, '1506', h) <= 5 && dist(s, '1502', h) > 2,
    )
    expect(severeBeyond.length).toBeGreaterThan(0)
    expect(zone.filter(([h]) => severeBeyond.includes(h))).toEqual([])
  })

  it('strafing: the P-38 lists Truk and Lae, 10 hexes off, not Paramushiro in the Severe zone (its range halved to 5 there), as the launch accepts them (4.14)', () => {
    const s = fixed()
    expect(strafeTargets(s, 'rabaul', ['p38']).map((x) => x.hex)).toEqual(['1506', '1511'])
    const strafe = (target: string): Action => ({
      type: 'launch',
      base: 'rabaul',
      units: ['p38'],
      mission: 'strafe',
      target,
    })
    expect(apply(s, strafe('1506')).ok).toBe(true)
    expect(apply(s, strafe('1502')).ok).toBe(false)
  })

  it('bombing: the B-17 at Kiska (12 halved to 6) lists no installation: Paramushiro is 10 hexes off (4.26)', () => {
    const s = fixed()
    expect(bombingTargets(s, 'kiska', ['b17'])).toEqual([])
    expect(
      apply(s, { type: 'launch', base: 'kiska', units: ['b17'], mission: 'bombing', target: '1502' }).ok,
    ).toBe(false)
  })

  it('air transport: the C-47 (range 6) reaches Darwin, 5 hexes off, not Kiska, 4 hexes off in the Severe zone (halved to 3): the choices and the launch say the same (4.23; E4)', () => {
    const s = fixed()
    const bases = airTransportChoices(s, 'rabaul', { atps: ['c47'], hops: [] }).bases
    const why =
      'C-47 cannot fly this route: 4 hexes in all, more than its range 3 — range halved by the weather, 1.5 (the whole flight, every stop included, 4.23).'
    expect(bases.map((b) => [b.id, b.outOfReach])).toEqual([
      ['kiska', why],
      ['darwin', null],
    ])
    const transport = (hop: string): Action => ({
      type: 'launch',
      base: 'rabaul',
      units: ['c47'],
      mission: 'airTransport',
      hops: [hop],
      cargo: [],
    })
    const r = apply(s, transport('kiska'))
    expect(r.ok ? null : r.violation).toEqual({ rule: '4.23', message: why })
    expect(apply(s, transport('darwin')).ok).toBe(true)
    expect(airTransportChoices(s, 'rabaul').bases.every((b) => b.outOfReach === undefined)).toBe(true) // no ATP chosen yet: nothing to measure
  })

  it('tracing a route: once the P-40 has entered the Severe zone its range is 3, so after 3 MP no hex is offered next and none is left (1.7)', () => {
    const s = fixed()
    const two = traceLaunch(s, 'rabaul', ['p40'], ['0505', '0504'])
    expect(two.units).toEqual([{ id: 'p40', name: 'P-40', used: 2, left: 4 }])
    expect(two.next).toEqual(expect.arrayContaining(['0503', '0403']))
    const three = traceLaunch(s, 'rabaul', ['p40'], ['0505', '0504', '0503'])
    expect(three).toMatchObject({ next: [], units: [{ id: 'p40', used: 3, left: 0 }], error: null })
  })

  it('as version 7 games play (weatherAirEffects false): only the base’s weather halves, and the overlay still equals the accepted targets', () => {
    const s = fixed({ weatherAirEffects: false })
    expect([...rangeOverlay(s, 'b17').range].sort()).toEqual(acceptedTargets(s, 'kiska', 'b17'))
    expect(rangeOverlay(s, 'b17').range.length).toBe(HEXES.filter((h) => dist(s, '0502', h) <= 6).length)
    const p40 = [...rangeOverlay(s, 'p40').range].sort()
    expect(p40).toEqual(acceptedTargets(s, 'rabaul', 'p40'))
    expect(p40).toEqual(HEXES.filter((h) => dist(s, '0506', h) <= 6).sort()) // no halving on entering the zone
    expect(unitStatus(s, 'p40').reach).toBeUndefined()
    expect(sorted(interceptionZone(s, 'axis'))).toEqual(offeredInterceptions(s, 'axis'))
  })
})
