// A large, valid, deterministic scenario for benchmarks (rules throughput, map frame time).
// Same options → byte-identical output: the only randomness is a seeded mulberry32.
import { hexLabel, hexNeighbours, inBounds, labelDigits } from '../rules/kernel/hex/coords'
import type { ScenarioInput } from '../rules/systems/aeto/scenario/schema'

export interface StressOptions {
  cols?: number // default 200
  rows?: number // default 150
  /** Air units (default 2000); bases are added to hold them within capacity. */
  units?: number
  navalUnits?: number // default 200
  landUnits?: number // default 300
  seed?: number // default 1
}

/** mulberry32: a small, fast, seeded PRNG returning [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIGHTERS: [string, string, string][] = [
  ['Spitfire', '4-4/3', '2-4/3'],
  ['Me-109', '4-4/3', '2-4/3'],
  ['Fw-190', '4-5/4', '2-5/4'],
  ['P-51', '5-10/3', '3-10/3'],
  ['Re 2001', '3-6/2', '2-6/2'],
]
const FIGHTER_BOMBERS: [string, string, string][] = [
  ['P-38', '4-8/3', '2-8/3'],
  ['Me-110', '3-6/2', '2-6/2'],
]
const BOMBERS: [string, string, string | null][] = [
  ['B-17', '_12_-20[2]', '_6_-20[2]'],
  ['Wellington', '_5_-22', '_3_-22'],
  ['He-111', '_6_-12', '_3_-12'],
  ['Ju-88', '_5_-9', '_3_-9'],
  ['Hampden', '4-10', '2-10'],
  ['Blenheim', '2-14', null],
]
const NAVAL_AIR: [string, string, string | null][] = [
  ['Swordfish', '2-5/0', null],
  ['Beaufort', '3-8/1', '1-8/1'],
]
const SHIPS: [string, number, number][] = [
  ['DD', 2, 0],
  ['CL', 4, 1],
  ['CA', 6, 3],
  ['BB', 12, 5],
]

/** Builds a valid scenario of the given size; throws RangeError if the map is too small for it. */
export function generateStressScenario(opts: StressOptions = {}): ScenarioInput {
  const cols = opts.cols ?? 200
  const rows = opts.rows ?? 150
  const unitCount = opts.units ?? 2000
  const navalCount = opts.navalUnits ?? 200
  const landCount = opts.landUnits ?? 300
  const seed = opts.seed ?? 1
  if (cols < 8 || rows < 4 || cols > 300 || rows > 300)
    throw new RangeError('the map must be between 8×4 and 300×300 hexes')
  const rand = mulberry32(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]
  const digits = labelDigits(cols, rows)
  const label = (c: number, r: number) => hexLabel(c, r, digits)

  // Terrain: west land (side A), a winding sea band, east land (side B).
  const seaWidth = Math.max(2, Math.round(cols / 10))
  const terrain: string[] = []
  const sideOf: ('a' | 'b' | null)[][] = []
  for (let r = 0; r < rows; r++) {
    const west = Math.floor(cols / 2 - seaWidth / 2 + 3 * Math.sin(r / 7))
    let line = ''
    const sides: ('a' | 'b' | null)[] = []
    for (let c = 0; c < cols; c++) {
      if (c >= west && c < west + seaWidth) {
        line += '~'
        sides.push(null)
        continue
      }
      const x = rand()
      line += x < 0.1 ? 'f' : x < 0.14 ? 'm' : x < 0.16 ? 's' : x < 0.18 ? 'd' : x < 0.19 ? 'c' : '.'
      sides.push(c < west ? 'a' : 'b')
    }
    terrain.push(line)
    sideOf.push(sides)
  }
  const landOf = { a: [] as [number, number][], b: [] as [number, number][] }
  const sea: [number, number][] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const s = sideOf[r]?.[c]
      if (s) landOf[s].push([c, r])
      else sea.push([c, r])
    }
  }
  const nationRows = sideOf.map((line, r) =>
    line
      .map((s) => (s === null ? '-' : s === 'a' ? (r < rows / 2 ? 'A' : 'a') : r < rows / 2 ? 'B' : 'b'))
      .join(''),
  )

  // Distinct random hexes from a pool (partial Fisher–Yates, deterministic).
  const draw = (pool: [number, number][], n: number, what: string): [number, number][] => {
    if (n > pool.length)
      throw new RangeError(`the map has ${pool.length} hexes for ${n} ${what}; make it larger`)
    const copy = pool.slice()
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(rand() * (copy.length - i))
      const tmp = copy[i]
      copy[i] = copy[j]
      copy[j] = tmp
    }
    return copy.slice(0, n)
  }

  const nationFor = (side: 'a' | 'b', r: number) =>
    side === 'a' ? (r < rows / 2 ? 'a-north' : 'a-south') : r < rows / 2 ? 'b-north' : 'b-south'

  // Bases: Large airbase + City = capacity 3 (placeholder values), enough for every unit.
  const perSide = { a: Math.ceil(unitCount / 2), b: Math.floor(unitCount / 2) }
  const bases: ScenarioInput['bases'] = []
  const airUnits: ScenarioInput['airUnits'] = []
  for (const side of ['a', 'b'] as const) {
    const baseCount = Math.ceil(perSide[side] / 3)
    const hexes = draw(landOf[side], baseCount, `side ${side} bases`)
    hexes.forEach(([c, r], i) => {
      bases.push({
        id: `${side}-base-${i + 1}`,
        name: `${side.toUpperCase()} Base ${i + 1}`,
        hex: label(c, r),
        owner: side === 'a' ? 'side-a' : 'side-b',
        nation: nationFor(side, r),
        components: [{ kind: 'LargeAirbase' }, { kind: 'City' }],
      })
    })
    for (let i = 0; i < perSide[side]; i++) {
      const baseIndex = Math.floor(i / 3)
      const [, r] = hexes[baseIndex]
      const x = rand()
      const id = `${side}-air-${i + 1}`
      const nation = nationFor(side, r)
      const base = `${side}-base-${baseIndex + 1}`
      const face = rand() < 0.1 ? 'back' : 'front'
      if (x < 0.4) {
        const [name, front, back] = pick(FIGHTERS)
        airUnits.push({ id, name, nation, type: 'F', front, back, base, face })
      } else if (x < 0.55) {
        const [name, front, back] = pick(FIGHTER_BOMBERS)
        airUnits.push({ id, name, nation, type: 'FB', front, back, base, face })
      } else if (x < 0.85) {
        const [name, front, back] = pick(BOMBERS)
        airUnits.push({
          id,
          name,
          nation,
          type: 'B',
          front,
          back,
          base,
          face: back === null ? 'front' : face,
        })
      } else if (x < 0.95) {
        const [name, front, back] = pick(NAVAL_AIR)
        airUnits.push({
          id,
          name,
          nation,
          type: 'N',
          front,
          back,
          base,
          face: back === null ? 'front' : face,
        })
      } else {
        airUnits.push({
          id,
          name: 'Ju-52',
          nation,
          type: 'ATP',
          front: 'X-7',
          back: null,
          base,
          atpPoints: rand() < 0.5 ? 1 : 2,
        })
      }
    }
  }

  const navalUnits: ScenarioInput['navalUnits'] = draw(sea, navalCount, 'naval units').map(([c, r], i) => {
    const side = i % 2 === 0 ? 'a' : 'b'
    const [type, armor, gunnery] = pick(SHIPS)
    return {
      id: `${side}-ship-${i + 1}`,
      name: `${type} ${i + 1}`,
      nation: nationFor(side, r),
      type,
      named: type !== 'DD' && type !== 'CL',
      front: { armor, gunnery },
      back: type === 'DD' ? null : { armor: Math.ceil(armor / 2), gunnery: Math.floor(gunnery / 2) },
      hex: label(c, r),
      flotilla: `${side}-flotilla-${1 + (i % 25)}`,
    }
  })
  // The ships of one flotilla are in one hex: the hex of its first ship.
  const flotillaHex = new Map<string, string>()
  for (const u of navalUnits) {
    const at = flotillaHex.get(u.flotilla!)
    if (at === undefined) flotillaHex.set(u.flotilla!, u.hex!)
    else u.hex = at
  }

  const landUnits: ScenarioInput['landUnits'] = []
  for (let i = 0; i < landCount; i++) {
    const side = i % 2 === 0 ? 'a' : 'b'
    const [c, r] = pick(landOf[side])
    landUnits.push({
      id: `${side}-land-${i + 1}`,
      name: `Corps ${i + 1}`,
      nation: nationFor(side, r),
      hex: label(c, r),
      strength: 1 + Math.floor(rand() * 8),
    })
  }

  // UK-style radar sites on side A's coast.
  const coastA = landOf.a.filter(([c, r]) =>
    hexNeighbours(c, r).some(
      (n) => inBounds(n.col, n.row, cols, rows) && terrain[n.row]?.charAt(n.col) === '~',
    ),
  )
  const radar = draw(coastA, Math.min(20, coastA.length), 'radar sites')

  return {
    format: 'sortie-scenario',
    version: 1,
    id: `stress-${cols}x${rows}-${unitCount}-${seed}`,
    title: `Stress test ${cols}×${rows}, ${unitCount} air units`,
    description: 'Generated for benchmarks: not a playable situation.',
    variant: 'aeto',
    sides: [
      { id: 'side-a', name: 'Side A', letter: 'A', colour: '#2f5fb3' },
      { id: 'side-b', name: 'Side B', letter: 'B', colour: '#6b6b6b' },
    ],
    nations: [
      { id: 'a-north', name: 'A North', side: 'side-a' },
      { id: 'a-south', name: 'A South', side: 'side-a' },
      { id: 'b-north', name: 'B North', side: 'side-b' },
      { id: 'b-south', name: 'B South', side: 'side-b' },
    ],
    map: {
      cols,
      rows,
      terrain,
      nations: { legend: { A: 'a-north', a: 'a-south', B: 'b-north', b: 'b-south' }, rows: nationRows },
      features: radar.map(([c, r], i) => ({ hex: label(c, r), radar: true, name: `Radar ${i + 1}` })),
      seaAreas: [{ id: 'the-sea', name: 'The Sea', hexes: sea.map(([c, r]) => label(c, r)) }],
      largeSeaAreas: [
        {
          id: 'ocean',
          name: 'Ocean',
          mp: 10,
          border: sea.filter(([, r]) => r === 0).map(([c, r]) => label(c, r)),
          weatherZone: 'north',
        },
      ],
    },
    weather: {
      defaultZone: 'south',
      zones: [
        { id: 'south', name: 'South', condition: 'clear' },
        { id: 'north', name: 'North', condition: 'halfStrength' },
      ],
    },
    bases,
    airUnits,
    navalUnits,
    landUnits,
    start: { year: 1943, month: 6, phase: 'navalAndAir', phasingSide: 'side-a' },
  }
}
