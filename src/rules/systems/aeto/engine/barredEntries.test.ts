// A hex air units may never enter from certain hexes next to it (4.12: "no air unit may ever enter
// the Dakar hex from Morocco"), as scenario data (`map.barredEntries`): the step is refused in
// movement, and every path search (automatic routes, reach, MP costs) goes around it; the hex is
// entered normally from elsewhere and left normally. Map 20 × 12, odd-q: row "xx06" is a straight
// line, so 0106 → 0406 is 3 hexes; 0307 is an off-map blank (forbidden, 4.12).
import { describe, expect, it } from 'vitest'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { pendingOf, play, refused, start } from '../testing/play'
import { contextOf } from '../context'
import { parseScenario } from '../scenario/validate'
import type { Scenario } from '../scenario/schema'
import type { Action } from '../types'

const WELL: FixtureUnit = {
  id: 'well',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '4-6/1',
  back: '2-6/1',
  base: 'a',
}
const terrain = Array.from({ length: 12 }, (_, r) => (r === 6 ? '..x' + '.'.repeat(17) : '.'.repeat(20)))
const PLAIN = fixture({
  terrain,
  bases: [
    { id: 'a', hex: '0106', owner: 'allies' },
    { id: 'xf', hex: '2012', owner: 'axis' },
  ],
  units: [WELL],
})
/** 0406 stands for Dakar, 0306 for the Moroccan hex next to it. */
const DAKAR: Scenario = {
  ...PLAIN,
  map: { ...PLAIN.map, barredEntries: [{ into: '0406', from: ['0306'], name: 'Dakar from Morocco' }] },
}
const loc = (sc: Scenario, label: string) => contextOf(sc).map.parseLoc(label)!
const labels = (sc: Scenario, path: readonly number[] | null) =>
  path?.map((l) => contextOf(sc).map.locLabel(l)) ?? null

describe('entry barred (4.12: the Dakar hex from Morocco)', () => {
  it('a route stepping from Morocco into Dakar is refused with the rule; the same route is legal without the bar', () => {
    const launch: Action = {
      type: 'launch',
      base: 'a',
      units: ['well'],
      mission: 'fly',
      target: '0706',
      path: ['0206', '0306', '0406'],
    }
    expect(refused(start(DAKAR), launch)).toEqual({
      rule: '4.12',
      message:
        'No air unit may enter 0406 from 0306 (Dakar from Morocco): that entry is barred to air units (4.12).',
    })
    expect(pendingOf(play(PLAIN, [launch]).state, 'move').flight).toBeDefined()
  })

  it('the path search goes around the barred entry: 4 MP into Dakar instead of 3, never through 0306 → 0406; leaving Dakar is free', () => {
    const plain = contextOf(PLAIN).map
    const map = contextOf(DAKAR).map
    const straight = labels(PLAIN, plain.path(loc(PLAIN, '0106'), loc(PLAIN, '0406')))!
    expect(straight.slice(1)).toEqual(['0306', '0406']) // without the bar: 3 MP, through Morocco
    const around = labels(DAKAR, map.path(loc(DAKAR, '0106'), loc(DAKAR, '0406')))!
    expect(around).toHaveLength(4)
    expect(around.at(-1)).toBe('0406')
    expect(around.at(-2)).not.toBe('0306')
    expect(map.costFrom(loc(DAKAR, '0106'))[loc(DAKAR, '0406')]).toBe(4)
    expect(map.costFrom(loc(DAKAR, '0306'))[loc(DAKAR, '0406')]).toBe(2) // next to it, yet two steps away
    expect(labels(DAKAR, map.path(loc(DAKAR, '0406'), loc(DAKAR, '0306')))).toEqual(['0306']) // out of Dakar into Morocco: allowed
    expect(map.moveCost(loc(DAKAR, '0306'), loc(DAKAR, '0406'))).toBe(-1)
    expect(map.moveCost(loc(DAKAR, '0406'), loc(DAKAR, '0306'))).toBe(1)
  })

  it('an automatic route flies around it: a launch at Dakar with no path is accepted and avoids the barred step', () => {
    const r = play(DAKAR, [{ type: 'launch', base: 'a', units: ['well'], mission: 'fly', target: '0406' }])
    const f = Object.values(r.state.flights)[0]
    const planned = labels(DAKAR, [...f.path, ...f.plan])
    const i = planned!.indexOf('0406')
    expect(i).toBeGreaterThan(0)
    expect(planned![i - 1]).not.toBe('0306')
  })

  it('a barred entry from a hex not next to the hex entered is refused by name', () => {
    const json = JSON.parse(
      JSON.stringify({ ...DAKAR, map: { ...DAKAR.map, barredEntries: [{ into: '0406', from: ['0106'] }] } }),
    )
    const r = parseScenario(json)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.errors).toContainEqual({
        path: 'map.barredEntries[0].from[0]',
        message:
          'hex 0106 is not next to 0406: an air unit enters 0406 only from a hex next to it, so list those (4.12)',
      })
  })
})
