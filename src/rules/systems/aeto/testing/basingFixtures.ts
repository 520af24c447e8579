// Scenarios for the basing rules' tests (4.3, 4.7, 4.8).
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, type FixtureUnit } from './fixtures'

const MC: FixtureUnit = {
  id: 'mc',
  name: 'MC.202',
  nation: 'IT',
  type: 'F',
  front: '3-4/2',
  back: '1-4/2',
  base: 'x1',
}
const SM: FixtureUnit = {
  id: 'sm',
  name: 'SM.79',
  nation: 'IT',
  type: 'B',
  front: '3-12',
  back: '1-12',
  base: 'x1',
}
const HU: FixtureUnit = {
  id: 'hu',
  name: 'Hurricane',
  nation: 'UK',
  type: 'F',
  front: '3-4/2',
  back: '1-4/2',
  base: 'ab',
}

/** Libya (axis, columns 1–10) and Egypt (allies, columns 11–20); x1 is an Italian airbase at 0306; forest at 0706. */
export function libya(
  opts: {
    units?: FixtureUnit[]
    landUnits?: ScenarioInput['landUnits']
    context?: ScenarioInput['context']
    options?: ScenarioInput['options']
  } = {},
): Scenario {
  const terrain = Array.from({ length: 12 }, (_, r) => (r === 5 ? '......f.............' : '.'.repeat(20)))
  const sc = fixture({
    bases: [
      { id: 'x1', hex: '0306', owner: 'axis', capacity: 3 },
      { id: 'ab', hex: '1806', owner: 'allies' },
    ],
    units: opts.units ?? [MC, SM, HU],
    terrain,
    landUnits: opts.landUnits,
    context: { initiativeSide: 'axis', ...opts.context },
    options: opts.options,
  })
  return {
    ...sc,
    start: { ...sc.start, phase: 'offensive', phasingSide: 'axis' },
    nations: [
      ...sc.nations,
      { id: 'LY', name: 'Libya', side: 'axis' },
      { id: 'EG', name: 'Egypt', side: 'allies' },
    ],
    map: {
      ...sc.map,
      nations: {
        legend: { L: 'LY', E: 'EG' },
        rows: Array.from({ length: 12 }, () => 'L'.repeat(10) + 'E'.repeat(10)),
      },
    },
  }
}
