// Deterministic random scenarios for property tests and benchmarks: a map with two coasts and a
// sea between, bases of every kind (over-stacked ones included), a mix of F / FB / N / B (heavy
// or not) / ATP units on both faces, weather zones, a large sea area, off-map blanks, radar and
// sometimes a third side. Same options + seed → same scenario.
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { seededRng, pick, type Rng } from './randomPlay'

export interface RandomScenarioOptions {
  seed: number
  cols?: number
  rows?: number
  /** Bases per side (default 4). */
  basesPerSide?: number
  /** Air units in all (default 16). */
  units?: number
  variant?: 'aeto' | 'apto'
  /** 2 or 3 sides (default: 3 one time in five). */
  sides?: 2 | 3
  /** Weather zones, radar, a large sea area, blanks, Blitzkrieg (default: at random). */
  extras?: boolean
  /** Start with some units committed and depleted (default: at random). */
  mixedStart?: boolean
  /** Hexes air units may not enter, in the sea between the coasts (default: with extras). */
  forbiddenHexes?: boolean
}

type AirUnitInput = ScenarioInput['airUnits'][number]
type BaseInput = ScenarioInput['bases'][number]

const SIDES = [
  { id: 'allies', name: 'Western Allies', letter: 'A', colour: '#3060c0', nations: ['UK', 'US'] },
  { id: 'axis', name: 'Axis', letter: 'X', colour: '#808080', nations: ['DE', 'IT', 'FI'] },
  { id: 'soviets', name: 'Soviet Union', letter: 'S', colour: '#c03030', nations: ['SU'] },
]

function pad(n: number, digits: number): string {
  return String(n).padStart(digits, '0')
}

export function randomScenarioInput(o: RandomScenarioOptions): ScenarioInput {
  const rng = seededRng(o.seed ^ 0x5eed)
  const cols = o.cols ?? 18 + rng.int(10)
  const rows = o.rows ?? 10 + rng.int(8)
  const digits = cols > 99 || rows > 99 ? 3 : 2
  const label = (c: number, r: number) => pad(c + 1, digits) + pad(r + 1, digits)
  const nSides = o.sides ?? (rng.int(5) === 0 ? 3 : 2)
  const sides = SIDES.slice(0, nSides)
  const extras = o.extras ?? rng.int(2) === 0
  const variant = o.variant ?? (rng.int(3) === 0 ? 'apto' : 'aeto')

  // Terrain: each side owns a vertical band of land; sea between the bands.
  const bandW = Math.max(2, Math.floor(cols / (2 * nSides - 1)))
  const bandOf = (c: number): number | null => {
    const k = Math.floor(c / bandW)
    return k % 2 === 0 && k / 2 < nSides ? k / 2 : null
  }
  const terrain: string[] = []
  for (let r = 0; r < rows; r++) {
    let line = ''
    for (let c = 0; c < cols; c++)
      line += bandOf(c) === null ? '~' : pick(rng, ['.', '.', '.', 'f', 'm', 'c'])
    // APTO maps print jungle (APTO D34, D72, D79): every other row's forest and mountain (no die drawn, so the scenario is otherwise the same).
    if (variant === 'apto' && r % 2 === 1) line = line.replace(/f/g, 'j').replace(/m/g, 'J')
    terrain.push(line)
  }
  const used = new Set<string>()
  const landHex = (side: number): { c: number; r: number } => {
    for (let tries = 0; tries < 10_000; tries++) {
      const c = side * 2 * bandW + rng.int(bandW)
      const r = rng.int(rows)
      if (c < cols && !used.has(`${c},${r}`) && terrain[r][c] !== 'x') {
        used.add(`${c},${r}`)
        return { c, r }
      }
    }
    throw new Error('randomScenario: the map is too small for its bases')
  }

  // Bases.
  const bases: BaseInput[] = []
  const basesPerSide = o.basesPerSide ?? 4
  sides.forEach((s, si) => {
    for (let i = 0; i < basesPerSide; i++) {
      const h = landHex(si)
      const roll = rng.int(10)
      const kind = roll < 2 ? 'GrassAirfield' : roll < 4 ? 'SmallAirbase' : 'LargeAirbase'
      const capacity = kind === 'GrassAirfield' ? 1 : 1 + rng.int(kind === 'SmallAirbase' ? 2 : 4)
      bases.push({
        id: `${s.id}-b${i}`,
        name: `${s.name} base ${i + 1}`,
        hex: label(h.c, h.r),
        owner: s.id,
        components: [{ kind, capacity }],
      })
    }
  })

  // Air units, spread over their side's bases within 2 × capacity (grass: one fighter-type).
  const nUnits = o.units ?? 16
  const load = new Map<string, number>()
  const mixed = o.mixedStart ?? rng.int(2) === 0
  const airUnits: AirUnitInput[] = []
  for (let i = 0; i < nUnits; i++) {
    const si = i % nSides
    const s = sides[si]
    const nation = pick(rng, s.nations)
    const t = rng.int(20)
    const type = t < 8 ? 'F' : t < 11 ? 'FB' : t < 13 ? 'N' : t < 18 ? 'B' : 'ATP'
    const fighterClass = type === 'F' || type === 'FB' || type === 'N'
    const own = bases.filter((b) => b.owner === s.id)
    const fits = own.filter((b) => {
      const grass = b.components[0].kind === 'GrassAirfield'
      const cap = b.components[0].capacity ?? 1
      const n = load.get(b.id) ?? 0
      return grass ? fighterClass && n < 1 : n < 2 * cap
    })
    if (!fits.length) continue
    const base = pick(rng, fits)
    load.set(base.id, (load.get(base.id) ?? 0) + 1)
    const q = rng.int(4)
    let front: string
    let back: string | null
    if (type === 'ATP') {
      front = `X-${6 + rng.int(8)}`
      back = null
    } else if (type === 'B') {
      const str = 2 + rng.int(12)
      const range = 6 + rng.int(14)
      const heavy = rng.int(3) === 0
      front = heavy ? `_${str}_-${range}[${1 + rng.int(3)}]` : `${str}-${range}${q ? `/${q}` : ''}`
      back =
        rng.int(3) === 0
          ? null
          : heavy
            ? `_${Math.floor(str / 2)}_-${range}[${1 + rng.int(2)}]`
            : `${Math.floor(str / 2)}-${range}`
    } else {
      const str = 1 + rng.int(6)
      const range = 2 + rng.int(type === 'F' ? 7 : 10)
      front = `${str}-${range}${q ? `/${q}` : ''}`
      back = rng.int(4) === 0 ? null : `${Math.max(0, str - 2)}-${range}${q ? `/${Math.max(0, q - 1)}` : ''}`
    }
    const unit: AirUnitInput = {
      id: `u${i}`,
      name: `${nation} ${type} ${i}`,
      nation,
      type,
      front,
      back,
      base: base.id,
    }
    if (type === 'ATP') unit.atpPoints = rng.int(2) === 0 ? 1 : 2
    if (mixed && back !== null && rng.int(5) === 0) unit.face = 'back'
    if (mixed && rng.int(8) === 0) unit.commitment = pick(rng, ['current', 'previous'] as const)
    if (variant === 'apto' && rng.int(6) === 0) unit.elitePilots = true
    airUnits.push(unit)
  }

  const input: ScenarioInput = {
    format: 'sortie-scenario',
    version: 1,
    id: `random-${o.seed >>> 0}`,
    title: `Random scenario ${o.seed >>> 0}`,
    variant,
    sides: sides.map(({ id, name, letter, colour }) => ({ id, name, letter, colour })),
    nations: [
      { id: 'UK', name: 'United Kingdom', side: 'allies' },
      { id: 'US', name: 'United States', side: 'allies' },
      { id: 'DE', name: 'Germany', side: 'axis', role: 'german' },
      { id: 'IT', name: 'Italy', side: 'axis' },
      { id: 'FI', name: 'Finland', side: 'axis', role: 'finnish' },
      { id: 'SU', name: 'Soviet Union', side: nSides === 3 ? 'soviets' : 'allies', role: 'soviet' },
      { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
    ],
    map: { cols, rows, terrain, features: [] },
    bases,
    airUnits,
    start: {
      year: 1942,
      month: 1 + rng.int(12),
      phase: 'navalAndAir', // the only phase played so far (other phases are refused by the validator)
      phasingSide: pick(rng, sides).id,
    },
  }

  if (extras)
    addExtras(input, rng, {
      cols,
      rows,
      label,
      terrain,
      used,
      nSides,
      bandW,
      variant,
      noAir: o.forbiddenHexes ?? true,
    })
  // An APTO December: December 1941, the Allied bases Hawaiian, the US nation American (APTO D45,
  // D55). No die is drawn, so every other scenario is as before.
  if (variant === 'apto' && input.start.month === 12) hawaiiDecember1941(input)
  // An AETO December: a route with a stop, as AETO's Trans-African transfer (4.1). No die is drawn.
  if (variant === 'aeto' && input.start.month === 12) transAfrican(input)
  return input
}

/** The first Allied base to the third and beyond by the second, a hop each, supplied units only, as the UK to North Africa by Capetown (4.1). */
function transAfrican(input: ScenarioInput): void {
  const allied = input.bases.filter((b) => b.owner === 'allies' && b.hex).map((b) => b.id)
  if (allied.length >= 3)
    input.transfers = [
      {
        id: 'trans-african',
        name: 'Trans-African transfer',
        side: 'allies',
        from: [allied[0]],
        stops: [allied[1]],
        to: allied.slice(2),
        hops: [1, 1],
        supplied: true,
        weather: 'any',
      },
    ]
}

function hawaiiDecember1941(input: ScenarioInput): void {
  input.start = { ...input.start, year: 1941 }
  input.nations = input.nations.map((n) => (n.id === 'US' ? { ...n, role: 'american' as const } : n))
  const features = [...(input.map.features ?? [])]
  for (const b of input.bases) {
    if (b.owner !== 'allies' || !b.hex) continue
    const i = features.findIndex((f) => f.hex === b.hex)
    if (i === -1) features.push({ hex: b.hex, hawaii: true })
    else features[i] = { ...features[i], hawaii: true }
  }
  input.map.features = features
  // A fixed transfer (APTO D8) from the first Allied base to the others, as from the United States Box to Hawaii.
  const allied = input.bases.filter((b) => b.owner === 'allies' && b.hex).map((b) => b.id)
  if (allied.length >= 2)
    input.transfers = [
      {
        id: 'trans-hawaiian',
        name: 'Trans-Hawaiian transfer',
        side: 'allies',
        from: [allied[0]],
        to: allied.slice(1),
        minRange: 5,
      },
    ]
}

function addExtras(
  input: ScenarioInput,
  rng: Rng,
  m: {
    cols: number
    rows: number
    label: (c: number, r: number) => string
    terrain: string[]
    used: Set<string>
    nSides: number
    bandW: number
    variant: string
    noAir: boolean
  },
): void {
  const features: NonNullable<ScenarioInput['map']['features']> = []
  const featured = new Set<string>()
  const feature = (c: number, r: number, f: Omit<(typeof features)[number], 'hex'>) => {
    const hex = m.label(c, r)
    if (featured.has(hex)) return
    featured.add(hex)
    features.push({ hex, ...f })
  }
  // Weather: a zone of bad weather over part of the map.
  const condition = pick(rng, ['halfStrength', 'halfStrengthAndRange', 'grounded'] as const)
  input.weather = {
    defaultZone: 'fair',
    zones: [
      { id: 'fair', name: 'Fair', condition: 'clear' },
      { id: 'storm', name: 'Storm', condition },
    ],
  }
  const r0 = rng.int(m.rows)
  for (let r = r0; r < Math.min(m.rows, r0 + 3); r++)
    for (let c = 0; c < m.cols; c++) feature(c, r, { weatherZone: 'storm' })
  // Forbidden hexes in the sea (never where a base is).
  for (let i = 0; i < (m.noAir ? 4 : 0); i++) {
    const c = m.bandW + rng.int(Math.max(1, m.cols - 2 * m.bandW))
    const r = rng.int(m.rows)
    if (!m.used.has(`${c},${r}`) && m.terrain[r][c] === '~') feature(c, r, { noAir: true })
  }
  // Radar in the Allied band (AETO +1 DRM, 4.18).
  for (let i = 0; i < 3; i++) feature(rng.int(m.bandW), rng.int(m.rows), { radar: true, nation: 'UK' })
  input.map.features = features
  // A large sea area bordering a few sea hexes (entered at its MP cost, 4.12).
  const border: string[] = []
  for (let c = m.bandW; c < Math.min(m.cols, 2 * m.bandW); c++) border.push(m.label(c, m.rows - 1))
  if (border.length) input.map.largeSeaAreas = [{ id: 'deep', name: 'The Deep', mp: 2 + rng.int(3), border }]
  // First-turn surprise bonus (Blitzkrieg / Sneak Attack, 4.18).
  if (rng.int(2) === 0) {
    const surprise = { invaded: ['UK'], firstTurn: true }
    input.context = m.variant === 'aeto' ? { blitzkrieg: surprise } : { sneakAttack: surprise }
    input.options = { blitzAirScope: 'anywhere' }
  }
  if (rng.int(3) === 0) input.options = { ...input.options, askEvenWhenNoInterceptor: true }
}

export function randomScenario(o: RandomScenarioOptions): Scenario {
  const r = parseScenario(randomScenarioInput(o))
  if (!r.ok)
    throw new Error(
      `random scenario ${o.seed} is invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
    )
  return r.scenario
}
