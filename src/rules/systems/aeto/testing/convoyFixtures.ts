// A small APTO map for the Strategic Warfare interdiction tests (2.10–2.13, 2.21–2.26): Japanese land
// on the west (Rabaul 0205, the resource hex 0208), Australian land on the east (Darwin 1405), sea
// between; the Indian Ocean (MP 10, the UK's, open) borders column 5, the Coral Sea (MP 3,
// Australia's) column 9; the Red Merchant Shipping Route runs 0607–0807 to Japan's resource hex.
// Japanese ships may be put in the two areas (the surface raiders of 2.21–2.23, T07).
// The game starts in the Strategic Warfare Phase of June 1942, Japan first.
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'

export type ConvoyUnit = ScenarioInput['airUnits'][number]

export const KI21_A: ConvoyUnit = {
  id: 'ki21-a',
  name: 'Ki-21 A',
  nation: 'JP',
  type: 'B',
  front: '9-14',
  back: '4-14',
  base: 'rabaul',
}
export const KI21_B: ConvoyUnit = {
  id: 'ki21-b',
  name: 'Ki-21 B',
  nation: 'JP',
  type: 'B',
  front: '8-14',
  back: '4-14',
  base: 'rabaul',
}
export const G4M_A: ConvoyUnit = {
  id: 'g4m-a',
  name: 'G4M Betty A',
  nation: 'JP',
  type: 'B',
  front: '6-14',
  back: '3-14',
  base: 'rabaul',
}
export const G4M_B: ConvoyUnit = {
  id: 'g4m-b',
  name: 'G4M Betty B',
  nation: 'JP',
  type: 'B',
  front: '6-14',
  back: '3-14',
  base: 'rabaul',
}
export const ZERO: ConvoyUnit = {
  id: 'zero',
  name: 'A6M Zero',
  nation: 'JP',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'rabaul',
}
export const KATE: ConvoyUnit = {
  id: 'kate',
  name: 'B5N Kate',
  nation: 'JP',
  type: 'N',
  front: '3-8/2',
  back: '1-8/2',
  base: 'rabaul',
}
export const B17: ConvoyUnit = {
  id: 'b17',
  name: 'B-17',
  nation: 'US',
  type: 'B',
  front: '_12_-20[2]',
  back: '_6_-20[2]',
  base: 'darwin',
}
export const B17_2: ConvoyUnit = { ...B17, id: 'b17-2', name: 'B-17 II' }
export const P40: ConvoyUnit = {
  id: 'p40',
  name: 'P-40',
  nation: 'AU',
  type: 'F',
  front: '3-6/2',
  back: '1-6/2',
  base: 'darwin',
}
export const SWORDFISH: ConvoyUnit = {
  id: 'swordfish',
  name: 'Fulmar',
  nation: 'UK',
  type: 'N',
  front: '3-4/2',
  back: '1-4/2',
  base: 'hermes-air',
}

export type ConvoyShip = NonNullable<ScenarioInput['navalUnits']>[number]

const cl = (id: string, name: string, seaArea: string): ConvoyShip => ({
  id,
  name,
  nation: 'JP',
  type: 'CL',
  front: { armor: 2, gunnery: 1 },
  back: { armor: 1, gunnery: 1 },
  seaArea,
})
/** APTO T07 (2.23): eight Japanese light cruisers (gunnery 1), the battleship Mutsu (gunnery 4) and the heavy cruiser Kinugasa (gunnery 2), spread over the Indian Ocean (5 CL and Mutsu: the UK's) and the Coral Sea (3 CL and Kinugasa: Australia's). */
export const T07_SHIPS: ConvoyShip[] = [
  cl('tenryu', 'Tenryu', 'indian'),
  cl('tatsuta', 'Tatsuta', 'indian'),
  cl('kuma', 'Kuma', 'indian'),
  cl('tama', 'Tama', 'indian'),
  cl('kiso', 'Kiso', 'indian'),
  cl('nagara', 'Nagara', 'coral'),
  cl('natori', 'Natori', 'coral'),
  cl('yura', 'Yura', 'coral'),
  {
    id: 'mutsu',
    name: 'Mutsu',
    nation: 'JP',
    type: 'BB',
    named: true,
    front: { armor: 8, gunnery: 4 },
    back: { armor: 4, gunnery: 2 },
    seaArea: 'indian',
  },
  {
    id: 'kinugasa',
    name: 'Kinugasa',
    nation: 'JP',
    type: 'CA',
    named: true,
    front: { armor: 4, gunnery: 2 },
    back: { armor: 2, gunnery: 1 },
    seaArea: 'coral',
  },
]
/** The Japanese carrier Zuikaku in the Indian Ocean (T07 [derived]) and its Naval-Air unit aboard. */
export const ZUIKAKU: ConvoyShip = {
  id: 'zuikaku',
  name: 'Zuikaku',
  nation: 'JP',
  type: 'CV',
  named: true,
  front: { armor: 4, gunnery: 1, aircraftCapacity: 6 },
  back: { armor: 2, gunnery: 1, aircraftCapacity: 3 },
  seaArea: 'indian',
}
export const ZUIKAKU_KATE: ConvoyUnit = {
  id: 'zuikaku-kate',
  name: 'B5N Kate (Zuikaku)',
  nation: 'JP',
  type: 'N',
  front: '4-8/2',
  back: '2-8/2',
  base: 'zuikaku-air',
}

export interface ConvoyFixture {
  units?: ConvoyUnit[]
  /** The UK's Hermes with its Naval-Air unit in the Indian Ocean (the Combat Air Patrol, 2.13). */
  carrier?: boolean
  /** The Indian Ocean route's declaration for the season (2.12); default open. */
  indianOpen?: boolean
  /** Who holds Japan's resource hex 0208 (2.26); default Japan. */
  resourceHeldBy?: 'japan' | 'allies'
  bombingTable?: ScenarioInput['bombingTable']
  weather?: ScenarioInput['weather']
  features?: NonNullable<ScenarioInput['map']['features']>
  /** More bases, after Rabaul and Darwin. */
  bases?: ScenarioInput['bases']
  /** Japanese ships (the surface raiders of 2.21), after the Hermes. */
  ships?: ConvoyShip[]
  /** The Japanese carrier Zuikaku in the Indian Ocean with its B5N Kate aboard (2.21; T07 [derived]). */
  japaneseCarrier?: boolean
  /** More scenario options. */
  options?: ScenarioInput['options']
}

const COLS = 16
const ROWS = 10
const hex = (c: number, r: number) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`
const column = (c: number) => Array.from({ length: ROWS }, (_, r) => hex(c, r + 1))

export function convoyScenarioInput(o: ConvoyFixture = {}): ScenarioInput {
  const units = o.units ?? [KI21_A, KI21_B, G4M_A, G4M_B, ZERO, B17, P40]
  const terrain = Array.from({ length: ROWS }, () => '.'.repeat(4) + '~'.repeat(8) + '.'.repeat(4))
  const input: ScenarioInput = {
    format: 'sortie-scenario',
    version: 1,
    id: 'convoy-fixture',
    title: 'Convoy fixture',
    variant: 'apto',
    sides: [
      { id: 'japan', name: 'Japan', letter: 'J', colour: '#c03030' },
      { id: 'allies', name: 'Allies', letter: 'A', colour: '#3060c0' },
    ],
    nations: [
      { id: 'JP', name: 'Japan', side: 'japan', role: 'japanese' },
      { id: 'UK', name: 'United Kingdom', side: 'allies', role: 'british' },
      { id: 'AU', name: 'Australia', side: 'allies' },
      { id: 'US', name: 'United States', side: 'allies', role: 'american' },
    ],
    map: {
      cols: COLS,
      rows: ROWS,
      terrain,
      features: [
        {
          hex: '0208',
          nation: 'JP',
          name: 'Oil field',
          ...(o.resourceHeldBy === 'allies' ? { control: 'allies' } : {}),
        },
        ...(o.features ?? []),
      ],
      largeSeaAreas: [
        { id: 'indian', name: 'Indian Ocean', mp: 10, border: column(5) },
        { id: 'coral', name: 'Coral Sea', mp: 3, border: column(9) },
      ],
    },
    ...(o.weather ? { weather: o.weather } : {}),
    bases: [
      {
        id: 'rabaul',
        name: 'Rabaul',
        hex: '0205',
        owner: 'japan',
        nation: 'JP',
        components: [{ kind: 'LargeAirbase', capacity: 8 }],
      },
      {
        id: 'darwin',
        name: 'Darwin',
        hex: '1405',
        owner: 'allies',
        nation: 'AU',
        components: [{ kind: 'LargeAirbase', capacity: 6 }],
      },
      ...(o.bases ?? []),
      ...(o.carrier
        ? [
            {
              id: 'hermes-air',
              name: 'HMS Hermes',
              owner: 'allies',
              carrier: 'hermes',
              components: [{ kind: 'Carrier' as const }],
            },
          ]
        : []),
      ...(o.japaneseCarrier
        ? [
            {
              id: 'zuikaku-air',
              name: 'Zuikaku',
              owner: 'japan',
              carrier: 'zuikaku',
              components: [{ kind: 'Carrier' as const }],
            },
          ]
        : []),
    ],
    airUnits: [...units, ...(o.carrier ? [SWORDFISH] : []), ...(o.japaneseCarrier ? [ZUIKAKU_KATE] : [])],
    navalUnits: [
      ...(o.carrier
        ? [
            {
              id: 'hermes',
              name: 'Hermes',
              nation: 'UK',
              type: 'CV',
              named: true,
              front: { armor: 4, gunnery: 1, aircraftCapacity: 3 },
              back: { armor: 2, gunnery: 1, aircraftCapacity: 1 },
              seaArea: 'indian',
            },
          ]
        : []),
      ...(o.ships ?? []),
      ...(o.japaneseCarrier ? [ZUIKAKU] : []),
    ],
    convoyRoutes: [
      {
        id: 'indian-route',
        name: 'Indian Ocean Convoy Route',
        nation: 'UK',
        seaAreas: ['indian'],
        indianOcean: true,
        open: o.indianOpen ?? true,
      },
      { id: 'south-pacific', name: 'South Pacific Convoy Route', nation: 'AU', seaAreas: ['coral'] },
    ],
    merchantRoutes: [
      {
        id: 'red',
        name: 'Red route',
        nation: 'JP',
        hexes: ['0607', '0707', '0807'],
        resourceHexes: ['0208'],
      },
    ],
    ...(o.bombingTable ? { bombingTable: o.bombingTable } : {}),
    start: { year: 1942, month: 6, phase: 'strategicWarfare', phasingSide: 'japan' },
    options: { strategicWarfarePhase: true, ...o.options },
  }
  return input
}

export function convoyScenario(o: ConvoyFixture = {}): Scenario {
  const r = parseScenario(convoyScenarioInput(o))
  if (!r.ok)
    throw new Error(`convoy fixture invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
  return r.scenario
}
