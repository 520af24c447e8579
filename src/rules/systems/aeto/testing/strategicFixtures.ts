// A small APTO map for the strategic bombing tests (Part 2): the rulebook's own hex numbers (Manila
// W 3021, Okinawa W 3825, the carrier's sea hex W 3826, Kure W 4428, Kyoto W 4530, Calcutta W 3503),
// whose distances on Sortie's grid are the rulebook's (Manila–Okinawa 8, W 3826–Kure 6, Kyoto–Kure
// 3). The scenario starts in the Strategic Warfare Phase of April 1945 with the Allies to raid.
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'

export const COLS = 50
export const ROWS = 34

/**
 * A test Bombing Table with the APTO columns the rulebook names (2-5, 7-11, 12-16, 17-24, 25-39,
 * 40-59; 6 and 60+ assumed, APTO S1): result = roll − 6 + the column's number (0 for 2-5 … 7 for
 * 60+), at least 0; an asterisk on 2, 3 and 12. Not the real table (a Player Aid Card).
 */
export const APTO_TEST_TABLE: NonNullable<ScenarioInput['bombingTable']> = {
  provenance: 'placeholder',
  columns: [2, 6, 7, 12, 17, 25, 40, 60].map((from, k) => ({
    from,
    results: Array.from({ length: 11 }, (_, i) => {
      const roll = i + 2
      return `${Math.max(0, roll - 6 + k)}${roll <= 3 || roll === 12 ? '*' : ''}`
    }),
  })),
}

type Unit = NonNullable<ScenarioInput['airUnits']>[number]
type Base = ScenarioInput['bases'][number]

export const B29 = (id: string, base: string): Unit => ({
  id,
  name: `B-29 ${id}`,
  nation: 'US',
  type: 'B',
  front: '_20_-20[4]',
  back: '_10_-20[4]',
  base,
  b29: true,
})
export const A6M = (id: string, base: string): Unit => ({
  id,
  name: `A6M ${id}`,
  nation: 'JP',
  type: 'F',
  front: '4-10/3',
  back: '2-10/3',
  base,
})
export const F6F = (id: string, base: string): Unit => ({
  id,
  name: `F6F ${id}`,
  nation: 'US',
  type: 'N',
  front: '3-5/4',
  back: '1-5/4',
  base,
})
export const LANCASTER = (id: string, base: string): Unit => ({
  id,
  name: `Lancaster ${id}`,
  nation: 'UK',
  type: 'B',
  front: '9-12/2',
  back: '4-12/2',
  base,
})
export const G4M = (id: string, base: string): Unit => ({
  id,
  name: `G4M ${id}`,
  nation: 'JP',
  type: 'B',
  front: '3-18',
  back: '1-18',
  base,
})

export const airbase = (id: string, hex: string, owner: 'allies' | 'japan', capacity = 4): Base => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  hex,
  owner,
  components: [{ kind: 'LargeAirbase', capacity }],
})

/** The US carrier at W 3826 and its base (the F6F of the 2.2 example is aboard it). */
export const CARRIER: { ship: NonNullable<ScenarioInput['navalUnits']>[number]; base: Base } = {
  ship: {
    id: 'essex',
    name: 'Essex',
    nation: 'US',
    type: 'CV',
    named: true,
    front: { armor: 11, gunnery: 2, aircraftCapacity: 9 },
    back: null,
    hex: '3826',
  },
  base: {
    id: 'essex-air',
    name: 'Essex',
    carrier: 'essex',
    owner: 'allies',
    components: [{ kind: 'Carrier' }],
  },
}

/** Land everywhere but the sea hexes around W 3826. */
function terrain(): string[] {
  const sea = new Set(['3826', '3827', '3727', '3728'])
  return Array.from({ length: ROWS }, (_, r) =>
    Array.from({ length: COLS }, (_, c) =>
      sea.has(String(c + 1).padStart(2, '0') + String(r + 1).padStart(2, '0')) ? '~' : '.',
    ).join(''),
  )
}

export const TARGETS: NonNullable<ScenarioInput['strategicBombing']>['targets'] = [
  { hex: '4428', name: 'Kure', kind: 'cityResource' },
  { hex: '4831', name: 'Tokyo', kind: 'cityResource', capital: true },
  { hex: '4227', name: 'Sasebo', kind: 'city' },
  { hex: '4328', name: 'Ube', kind: 'resource' },
  { hex: '3503', name: 'Calcutta', kind: 'cityResource', nation: 'IN', heldBy: 'JP' },
  { hex: '4122', name: 'Mukden', kind: 'cityResource', rail: true },
  { hex: '1614', name: 'Palembang', kind: 'resource', oil: true, nation: 'NEI', heldBy: 'JP' },
]

/** Kure, Kyoto, Tokyo… with their nations; Calcutta and Palembang held by Japan, Okinawa by the Allies. */
export const FEATURES: ScenarioInput['map']['features'] = [
  { hex: '4428', nation: 'JP', name: 'Kure' },
  { hex: '4530', nation: 'JP', name: 'Kyoto' },
  { hex: '4831', nation: 'JP', name: 'Tokyo' },
  { hex: '4227', nation: 'JP' },
  { hex: '4328', nation: 'JP' },
  { hex: '3503', nation: 'IN', control: 'japan', name: 'Calcutta' },
  { hex: '3403', nation: 'IN', name: 'Chittagong' },
  { hex: '4122', nation: 'MK', name: 'Mukden' },
  { hex: '4023', nation: 'KR', name: 'Seoul' },
  { hex: '1614', nation: 'NEI', control: 'japan', name: 'Palembang' },
  { hex: '3021', nation: 'US', name: 'Manila' },
  { hex: '3825', nation: 'JP', control: 'allies', name: 'Okinawa' },
]

export interface PacificOptions {
  units: Unit[]
  bases?: Base[]
  navalUnits?: ScenarioInput['navalUnits']
  strategic?: Partial<NonNullable<ScenarioInput['strategicBombing']>>
  context?: ScenarioInput['context']
  weather?: ScenarioInput['weather']
  features?: ScenarioInput['map']['features']
  month?: number
  table?: boolean
}

/** The scenario file (as written) of the test map with these units. */
export function pacificInput(
  o: PacificOptions & { id?: string; title?: string; description?: string },
): ScenarioInput {
  return {
    format: 'sortie-scenario',
    version: 1,
    id: o.id ?? 'pacific-raids',
    title: o.title ?? 'Pacific raids (test)',
    ...(o.description ? { description: o.description } : {}),
    variant: 'apto',
    sides: [
      { id: 'allies', name: 'Allies', letter: 'A', colour: '#3060c0' },
      { id: 'japan', name: 'Japan', letter: 'J', colour: '#c03030' },
    ],
    nations: [
      { id: 'US', name: 'United States', side: 'allies', role: 'american' },
      { id: 'UK', name: 'United Kingdom', side: 'allies', role: 'british' },
      { id: 'IN', name: 'India', side: 'allies' },
      { id: 'NEI', name: 'Netherlands East Indies', side: 'allies' },
      { id: 'JP', name: 'Japan', side: 'japan', role: 'japanese' },
      { id: 'MK', name: 'Manchukuo', side: 'japan' },
      { id: 'KR', name: 'Korea', side: 'japan' },
    ],
    map: {
      cols: COLS,
      rows: ROWS,
      terrain: terrain(),
      features: o.features ?? FEATURES,
    },
    ...(o.weather ? { weather: o.weather } : {}),
    bases: o.bases ?? [
      airbase('manila', '3021', 'allies'),
      airbase('okinawa', '3825', 'allies'),
      airbase('kyoto', '4530', 'japan'),
    ],
    airUnits: o.units,
    navalUnits: o.navalUnits ?? [],
    start: { year: 1945, month: o.month ?? 4, phase: 'strategicWarfare', phasingSide: 'allies' },
    ...(o.table === false ? {} : { bombingTable: APTO_TEST_TABLE }),
    strategicBombing: {
      targets: TARGETS,
      minorNations: ['IN', 'NEI', 'MK', 'KR'],
      conquestEps: { IN: 2 },
      railCapacity: { MK: 4 },
      ...o.strategic,
    },
    options: { strategicWarfarePhase: true },
    ...(o.context ? { context: o.context } : {}),
  }
}

export function pacific(o: PacificOptions): Scenario {
  const r = parseScenario(pacificInput(o))
  if (!r.ok)
    throw new Error(`pacific fixture invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
  return r.scenario
}

/**
 * Both sides raiding (the property tests, the fuzzer): B-29s at Okinawa with P-47 escorts, a B-25
 * at Manila, the Essex's F6F, a Lancaster at Chittagong; Japanese A6Ms and G4Ms at Kyoto and an
 * A6M at Calcutta; a US airbase on Iwo Jima (the B-29 +1 optional); Japan holds the Initiative.
 */
export function raidsScenario(): Scenario {
  const p47 = (id: string, base: string): Unit => ({
    id,
    name: `P-47 ${id}`,
    nation: 'US',
    type: 'FB',
    front: '4-6/3',
    back: '2-6/3',
    base,
  })
  return pacific({
    units: [
      B29('b1', 'okinawa'),
      B29('b2', 'okinawa'),
      p47('p1', 'okinawa'),
      { id: 'b25', name: 'B-25', nation: 'US', type: 'B', front: '6-12', back: '3-12', base: 'manila' },
      p47('p2', 'manila'),
      F6F('f6f', 'essex-air'),
      LANCASTER('lanc', 'chittagong'),
      A6M('z1', 'kyoto'),
      A6M('z2', 'kyoto'),
      G4M('g1', 'kyoto'),
      G4M('g2', 'kyoto'),
      A6M('z3', 'calcutta-ab'),
    ],
    bases: [
      airbase('manila', '3021', 'allies'),
      airbase('okinawa', '3825', 'allies'),
      airbase('iwo', '3733', 'allies'),
      airbase('chittagong', '3403', 'allies'),
      airbase('kyoto', '4530', 'japan', 6),
      airbase('calcutta-ab', '3503', 'japan'),
      CARRIER.base,
    ],
    navalUnits: [CARRIER.ship],
    strategic: {
      targets: [
        ...TARGETS!,
        { hex: '3021', name: 'Manila', kind: 'city' },
        { hex: '3403', name: 'Chittagong', kind: 'city', nation: 'IN' },
      ],
      railCapacity: { MK: 4, JP: 6, IN: 3 },
      income: { JP: 30, US: 60 },
      iwoJima: ['3733'],
    },
    context: { initiativeSide: 'japan' },
  })
}
