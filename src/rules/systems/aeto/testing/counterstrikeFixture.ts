// The Counterstrike's test scenario (APTO 4.1; D7): land in columns 01–05 (the Allies, base a1 at
// 0405) and 15–20 (the Axis, base x1 at 1605), sea between; the Axis carrier Kaga at 0705. The
// Axis plays its Naval and Air Phase: when the Allies have located Kaga, their SBD Dauntless (N,
// range 6, interception range 3) may intercept an Axis flight as a bomber and then strike it.
// Shared by the rules tests, the property tests and the browser test (e2e/counterstrike.spec.ts).
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, type FixtureUnit } from './fixtures'

export const COUNTERSTRIKE_TERRAIN = Array.from(
  { length: 12 },
  () => '.'.repeat(5) + '~'.repeat(9) + '.'.repeat(6),
)
export const KAGA = {
  id: 'kaga',
  name: 'Kaga',
  nation: 'DE',
  type: 'CV',
  named: true,
  front: { armor: 10, gunnery: 2 },
  back: { armor: 8, gunnery: 1 },
  hex: '0705',
  flotilla: 'kido',
}
export const SBD: FixtureUnit = {
  id: 'sbd',
  name: 'SBD Dauntless',
  nation: 'US',
  type: 'N',
  front: '2-6',
  back: '1-6',
  base: 'a1',
}
export const F4F: FixtureUnit = {
  id: 'f4f',
  name: 'F4F Wildcat',
  nation: 'US',
  type: 'F',
  front: '3-4/3',
  back: '2-4/3',
  base: 'a1',
}
export const G4M: FixtureUnit = {
  id: 'g4m',
  name: 'G4M Betty',
  nation: 'DE',
  type: 'B',
  front: '2-14',
  back: '1-14',
  base: 'x1',
}
export const ZERO: FixtureUnit = {
  id: 'zero',
  name: 'A6M Zero',
  nation: 'DE',
  type: 'F',
  front: '3-14/3',
  back: '2-14/3',
  base: 'x1',
}

export interface CounterstrikeOptions {
  variant?: 'aeto' | 'apto'
  units?: FixtureUnit[]
  options?: ScenarioInput['options']
  ships?: ScenarioInput['navalUnits']
  phasingSide?: 'allies' | 'axis'
  moreBases?: { id: string; hex: string; owner: 'allies' | 'axis' }[]
}

export function counterstrikeScenario(opts: CounterstrikeOptions = {}): Scenario {
  return fixture({
    variant: opts.variant ?? 'apto',
    terrain: COUNTERSTRIKE_TERRAIN,
    phasingSide: opts.phasingSide ?? 'axis',
    bases: [
      { id: 'a1', hex: '0405', owner: 'allies' },
      { id: 'x1', hex: '1605', owner: 'axis' },
      ...(opts.moreBases ?? []),
    ],
    units: opts.units ?? [SBD, F4F, G4M],
    navalUnits: opts.ships ?? [KAGA],
    options: opts.options,
  })
}
