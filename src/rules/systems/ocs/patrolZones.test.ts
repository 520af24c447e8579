// The Patrol Zones drawn on the map (14.4c), hex by hex, on the seed's example of Air Combat
// (14.3e): the Bf 109f makes a German zone around its base, the LaGG-3 a Soviet one; Inactive
// fighters, fighters in flight and bombers make none. The hex list agrees with `inPatrolZone`,
// which the procedures read.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { distance } from '../../kernel/hex'
import { PATROL_ZONE_RULE, patrolZones, patrolZonesAt } from './patrolZones'
import { ocsGame } from './testing'
import type { OcsAircraftState, OcsState } from './types'
import { inPatrolZone } from './world'

const example = () => ocsGame(readBuiltIn('ocs-air-combat-14-3e'))
const withPlane = (s: OcsState, id: string, x: Partial<OcsAircraftState>): OcsState => ({
  ...s,
  aircraft: { ...s.aircraft, [id]: { ...s.aircraft[id], ...x } },
})
const allHexes = (s: OcsState) =>
  Array.from({ length: s.scenario.map.cols }, (_, c) =>
    Array.from(
      { length: s.scenario.map.rows },
      (_, r) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`,
    ),
  ).flat()

describe('Patrol Zones (14.4c) on the 14.3e example', () => {
  it('one zone per base holding an Active Fighter (14.4c): the Bf 109f at 1006, the LaGG-3 at 0306', () => {
    const zones = patrolZones(example())
    expect(zones.map((z) => [z.side, z.base, z.fighters])).toEqual([
      ['soviet', '0306', ['lagg3']],
      ['german', '1006', ['bf109f']],
    ])
  })

  it('reaches exactly 10 hexes from the base (14.4c), clipped to the 20 × 12 map', () => {
    const s = example()
    const [soviet, german] = patrolZones(s)
    // 0306 is column 3: 1306 lies 10 hexes east (in), 1406 11 (out); 0301 and 0312 are map edges.
    expect(soviet.hexes).toContain('1306')
    expect(soviet.hexes).not.toContain('1406')
    expect(soviet.hexes).toContain('0101')
    // 1006: 2006 is 10 hexes east and the map's last column; 0006 is off the map.
    expect(german.hexes).toContain('2006')
    expect(german.hexes).not.toContain('0006')
    expect(german.hexes).toContain('0306') // the Soviet base is 7 hexes away
    for (const z of [soviet, german])
      for (const h of allHexes(s))
        expect([h, z.hexes.includes(h)]).toEqual([h, distance(z.base, h, s.scenario.map) <= 10])
    // 20 × 12 = 240 hexes; within 10 of 1006: all but the far corners of the first and last columns.
    expect(german.hexes.length).toBe(
      allHexes(s).filter((h) => distance('1006', h, s.scenario.map) <= 10).length,
    )
  })

  it('agrees with inPatrolZone, hex by hex and side by side (14.4c, 14.5)', () => {
    for (const s of [example(), withPlane(example(), 'lagg3', { flying: '1006' })]) {
      const zones = patrolZones(s)
      for (const side of ['soviet', 'german'])
        for (const h of allHexes(s))
          expect([side, h, zones.some((z) => z.side === side && z.hexes.includes(h))]).toEqual([
            side,
            h,
            inPatrolZone(s, side, h),
          ])
    }
  })

  it('no zone once the fighter is Inactive (both abort, 14.3e), flying, or eliminated; a reduced one still makes it', () => {
    const base = example()
    expect(patrolZones(withPlane(base, 'bf109f', { mode: 'inactive' })).map((z) => z.base)).toEqual(['0306'])
    expect(patrolZones(withPlane(base, 'bf109f', { flying: '0306' })).map((z) => z.base)).toEqual(['0306'])
    expect(patrolZones(withPlane(base, 'bf109f', { steps: 0 })).map((z) => z.base)).toEqual(['0306'])
    expect(patrolZones(withPlane(base, 'bf109f', { steps: 1 })).map((z) => z.base)).toEqual(['0306', '1006'])
    // The Inactive fighter B below the German base makes none (14.4c: an Active Fighter).
    expect(
      patrolZones(
        withPlane(withPlane(base, 'bf109f', { mode: 'inactive' }), 'inactive-2', { mode: 'inactive' }),
      ),
    ).toHaveLength(1)
    // The Stukas are no fighters.
    expect(
      patrolZones(withPlane(withPlane(base, 'bf109f', { mode: 'inactive' }), 'lagg3', { mode: 'inactive' })),
    ).toEqual([])
  })

  it('names the zones over a hex and states the rule with its number (14.4c)', () => {
    const zones = patrolZones(example())
    expect(patrolZonesAt(zones, '0706').map((z) => z.side)).toEqual(['soviet', 'german'])
    expect(patrolZonesAt(zones, '2001').map((z) => z.side)).toEqual(['german'])
    expect(PATROL_ZONE_RULE).toMatch(/^A Patrol Zone reaches 10 hexes .*\(14\.4c\)/)
  })
})
