// Installations that are no base (map.features; 4.26) within reach of both sides' bombers: forts of
// each kind (one never destroyed), and in AETO a Mulberry, radar and rocket sites, in APTO the Burma
// Railway and ships that may bombard the coast ([3.28]). For the property tests, the fuzzer and the e2e.
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'
import { fixture, type FixtureUnit } from './fixtures'

type Feature = NonNullable<ScenarioInput['map']['features']>[number]

const UNITS: FixtureUnit[] = [
  {
    id: 'well1',
    name: 'Wellington',
    nation: 'UK',
    type: 'B',
    front: '_5_-22',
    back: '_3_-22',
    base: 'marsham',
  },
  {
    id: 'well2',
    name: 'Wellington',
    nation: 'UK',
    type: 'B',
    front: '_5_-22',
    back: '_3_-22',
    base: 'marsham',
  },
  {
    id: 'typhoon',
    name: 'Typhoon',
    nation: 'UK',
    type: 'FB',
    front: '4-7/2',
    back: '2-7/2',
    base: 'marsham',
  },
  { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-6/3', back: '2-6/3', base: 'marsham' },
  { id: 'ju88', name: 'Ju-88', nation: 'DE', type: 'B', front: '_5_-9', back: '_3_-9', base: 'dunenfeld' },
  {
    id: 'he111',
    name: 'He-111',
    nation: 'DE',
    type: 'B',
    front: '_6_-12',
    back: '_3_-12',
    base: 'dunenfeld',
  },
  { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'dunenfeld' },
]

/**
 * A 14 × 8 map, sea from column 11: the Allies' Marsham (0204, a large airbase) with a radar site
 * (AETO) and a coastal fort at 0304; the Axis's Dunenfeld (1004, a small airbase and a minor port on
 * the coast) with a fortification, a radar site (AETO) or the Burma Railway (APTO); a Mulberry and a
 * rocket site (AETO) or the Burma Railway (APTO) at 0806 and 0906; a permanent fort never destroyed
 * at 0702. Starts in the Offensive Phase.
 */
export function installationsScenario(variant: 'aeto' | 'apto' = 'aeto'): Scenario {
  const aeto = variant === 'aeto'
  const features: Feature[] = [
    { hex: '0304', nation: 'UK', fort: 'coastal', name: 'Dover' },
    { hex: '1004', nation: 'DE', fort: 'fort', ...(aeto ? { radar: true } : { burmaRailway: true }) },
    {
      hex: '0806',
      nation: 'DE',
      name: 'Arromanches',
      ...(aeto ? { mulberry: true } : { burmaRailway: true }),
    },
    {
      hex: '0906',
      nation: 'DE',
      name: 'Peenemünde',
      ...(aeto ? { rocketSite: true } : { burmaRailway: true, fort: 'coastal' }),
    },
    { hex: '0702', nation: 'DE', fort: 'permanent', fortIndestructible: true, name: 'Festung' },
  ]
  if (aeto) features.push({ hex: '0205', nation: 'UK', radar: true, name: 'Chain Home' })
  const sc = fixture({
    variant,
    cols: 14,
    rows: 8,
    terrain: Array.from({ length: 8 }, () => '.'.repeat(10) + '~'.repeat(4)),
    bases: [{ id: 'marsham', hex: '0204', owner: 'allies' }],
    moreBases: [
      {
        id: 'dunenfeld',
        name: 'Dunenfeld',
        hex: '1004',
        owner: 'axis',
        components: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }],
      },
    ],
    units: UNITS,
    features,
    navalUnits: aeto
      ? undefined
      : [
          {
            id: 'warspite',
            name: 'Warspite',
            nation: 'UK',
            type: 'BB',
            named: true,
            front: { armor: 10, gunnery: 4 },
            back: { armor: 5, gunnery: 2 },
            hex: '1104',
            flotilla: 'force-h',
          },
        ],
    context: { initiativeSide: 'allies' },
  })
  const input = JSON.parse(
    JSON.stringify({ ...sc, start: { ...sc.start, phase: 'offensive' } }),
  ) as ScenarioInput
  input.id = `installations-${variant}`
  input.title = aeto ? 'Forts, a Mulberry, radar and rocket sites' : 'Forts and the Burma Railway'
  const r = parseScenario(input)
  if (!r.ok)
    throw new Error(
      `the installations fixture does not load: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
    )
  return r.scenario
}
