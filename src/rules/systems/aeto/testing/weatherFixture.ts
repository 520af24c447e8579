// An APTO scenario whose weather is determined each month (APTO Part 1): the three Pacific zones in
// bands across a 20 × 12 land map — the Severe zone in rows 1–3, the Mild zone in rows 10–12, the
// Moderate zone (the default) between — with bases and units in each. For the weather tests, the
// property tests and the e2e.
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, type FixtureBase, type FixtureUnit } from './fixtures'

/** Every hex of rows `from`..`to` (1-based) in a zone. */
function band(
  zone: string,
  from: number,
  to: number,
  cols = 20,
): NonNullable<ScenarioInput['map']['features']> {
  const out: NonNullable<ScenarioInput['map']['features']> = []
  for (let r = from; r <= to; r++)
    for (let c = 1; c <= cols; c++)
      out.push({ hex: `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`, weatherZone: zone })
  return out
}

export const WEATHER_ZONES: NonNullable<ScenarioInput['weather']>['zones'] = [
  { id: 'severe', name: 'Pacific Severe Zone', severity: 'severe' },
  { id: 'moderate', name: 'Pacific Moderate Zone', severity: 'moderate' },
  { id: 'mild', name: 'Pacific Mild Zone', severity: 'mild' },
]

export const WEATHER_BASES: FixtureBase[] = [
  { id: 'kiska', hex: '0502', owner: 'allies' }, // Severe
  { id: 'rabaul', hex: '0506', owner: 'allies' }, // Moderate
  { id: 'darwin', hex: '0511', owner: 'allies' }, // Mild
  { id: 'truk', hex: '1506', owner: 'axis' }, // Moderate
  { id: 'lae', hex: '1511', owner: 'axis' }, // Mild
  { id: 'paramushiro', hex: '1502', owner: 'axis' }, // Severe
]

export const WEATHER_UNITS: FixtureUnit[] = [
  { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '8-12', back: '4-12', base: 'kiska' },
  { id: 'p40', name: 'P-40', nation: 'US', type: 'F', front: '3-6/2', back: '1-6/2', base: 'rabaul' },
  { id: 'sbd', name: 'SBD', nation: 'US', type: 'FB', front: '4-8/1', back: '2-8/1', base: 'darwin' },
  { id: 'a6m', name: 'A6M', nation: 'DE', type: 'F', front: '4-10/3', back: '2-10/3', base: 'truk' },
  { id: 'g4m', name: 'G4M', nation: 'DE', type: 'B', front: '6-14', back: '3-14', base: 'lae' },
  { id: 'ki43', name: 'Ki-43', nation: 'DE', type: 'F', front: '3-8/2', back: '1-8/2', base: 'paramushiro' },
]

/** The scenario, its Turn Track by default June M, July "W1-4 F5-6", August F (June 1943 start, Naval and Air Phase). */
export function weatherFixture(
  o: {
    turnTrack?: Record<string, string>
    firstMonth?: 'roll' | 'asGiven'
    conditions?: Partial<Record<string, 'clear' | 'halfStrength' | 'halfStrengthAndRange' | 'grounded'>>
    determined?: boolean
    units?: FixtureUnit[]
    options?: ScenarioInput['options']
  } = {},
): Scenario {
  const zones = WEATHER_ZONES.map((z) => ({ ...z, condition: o.conditions?.[z.id] ?? 'clear' }))
  return fixture({
    variant: 'apto',
    bases: WEATHER_BASES,
    units: o.units ?? WEATHER_UNITS,
    features: [...band('severe', 1, 3), ...band('mild', 10, 12)],
    options: o.options,
    weather: {
      defaultZone: 'moderate',
      zones,
      ...(o.determined === false
        ? {}
        : {
            determined: {
              turnTrack: o.turnTrack ?? { '6': 'M', '7': 'W1-4 F5-6', '8': 'F' },
              ...(o.firstMonth ? { firstMonth: o.firstMonth } : {}),
            },
          }),
    },
  })
}
