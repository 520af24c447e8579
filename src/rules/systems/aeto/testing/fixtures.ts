// Small hand-built scenarios for rule tests: an all-land map and a few bases and units.
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'

export interface FixtureUnit {
  id: string
  name: string
  nation: string
  type: 'ATP' | 'B' | 'F' | 'FB' | 'N'
  front: string
  back?: string | null
  base: string
  atpPoints?: 1 | 2
}

export interface FixtureBase {
  id: string
  hex: string
  owner: 'allies' | 'axis'
  kind?: 'SmallAirbase' | 'LargeAirbase' | 'GrassAirfield'
  capacity?: number
}

export function fixture(opts: {
  cols?: number
  rows?: number
  variant?: 'aeto' | 'apto'
  bases: FixtureBase[]
  units: FixtureUnit[]
  phasingSide?: 'allies' | 'axis'
  features?: ScenarioInput['map']['features']
  options?: ScenarioInput['options']
  context?: ScenarioInput['context']
  terrain?: string[]
  weather?: ScenarioInput['weather']
  landUnits?: ScenarioInput['landUnits']
  navalUnits?: ScenarioInput['navalUnits']
  /** Bases written out in full (ports, carriers), after `bases`. */
  moreBases?: ScenarioInput['bases']
  largeSeaAreas?: ScenarioInput['map']['largeSeaAreas']
  year?: number
  /** The start month (default June). */
  month?: number
  /** The nations, instead of UK, US (allies), DE, IT (axis). */
  nations?: ScenarioInput['nations']
}): Scenario {
  const cols = opts.cols ?? 20
  const rows = opts.rows ?? 12
  const input: ScenarioInput = {
    format: 'sortie-scenario',
    version: 1,
    id: 'fixture',
    title: 'Fixture',
    variant: opts.variant ?? 'aeto',
    sides: [
      { id: 'allies', name: 'Western Allies', letter: 'A', colour: '#3060c0' },
      { id: 'axis', name: 'Axis', letter: 'X', colour: '#808080' },
    ],
    nations: opts.nations ?? [
      { id: 'UK', name: 'United Kingdom', side: 'allies' },
      { id: 'US', name: 'United States', side: 'allies' },
      { id: 'DE', name: 'Germany', side: 'axis', role: 'german' },
      { id: 'IT', name: 'Italy', side: 'axis' },
    ],
    map: {
      cols,
      rows,
      terrain: opts.terrain ?? Array.from({ length: rows }, () => '.'.repeat(cols)),
      features: opts.features ?? [],
      ...(opts.largeSeaAreas ? { largeSeaAreas: opts.largeSeaAreas } : {}),
    },
    weather: opts.weather,
    bases: opts.bases
      .map((b) => ({
        id: b.id,
        name: b.id,
        hex: b.hex,
        owner: b.owner,
        components: [{ kind: b.kind ?? 'LargeAirbase', capacity: b.capacity ?? 6 }],
      }))
      .concat((opts.moreBases ?? []) as never[]),
    airUnits: opts.units.map((u) => ({
      id: u.id,
      name: u.name,
      nation: u.nation,
      type: u.type,
      front: u.front,
      back: u.back === undefined ? null : u.back,
      base: u.base,
      ...(u.atpPoints ? { atpPoints: u.atpPoints } : {}),
    })),
    ...(opts.landUnits ? { landUnits: opts.landUnits } : {}),
    ...(opts.navalUnits ? { navalUnits: opts.navalUnits } : {}),
    start: {
      year: opts.year ?? 1943,
      month: opts.month ?? 6,
      phase: 'navalAndAir',
      phasingSide: opts.phasingSide ?? 'allies',
    },
    options: opts.options,
    context: opts.context,
  }
  const r = parseScenario(input)
  if (!r.ok) throw new Error(`fixture invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
  return r.scenario
}

/** The interception chain (a B-17, a Spitfire, a Me-109 and a Fw-190) of the LIFO tests, the
 *  property tests and the runner's example: every depth of interception can be declared. */
export const chainFixture: Scenario = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies' },
    { id: 'a1', hex: '0702', owner: 'allies' },
    { id: 'x1', hex: '1004', owner: 'axis' },
    { id: 'x2', hex: '1101', owner: 'axis' },
  ],
  units: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]', base: 'ab' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a1' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    { id: 'fw190', name: 'Fw-190', nation: 'DE', type: 'F', front: '4-5/4', back: '2-5/4', base: 'x2' },
  ],
})

export type FixtureShip = NonNullable<ScenarioInput['navalUnits']>[number]

/** A German destroyer at `hex` (armor 6, gunnery 1, no damaged side), with `extra` overriding any field. */
export function fixtureShip(id: string, hex: string, extra: Partial<FixtureShip> = {}): FixtureShip {
  return {
    id,
    name: id,
    nation: 'DE',
    type: 'DD',
    named: false,
    front: { armor: 6, gunnery: 1 },
    back: null,
    hex,
    ...extra,
  }
}
