// The shipped scenarios: each parses, and the geometry their descriptions promise holds.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_DIR, PUBLIC_DIR, builtInScenarios } from '../../../../scenarios/files'
import { generateStressScenario } from '../../../../scenarios/stress'
import { hexDistance, parseHexLabel } from '../../../kernel/hex/coords'
import { scenarioJsonSchemaText } from './jsonSchema'
import type { Scenario } from './schema'
import { capacityOf, formatScenarioErrors, parseScenario, parseScenarioText } from './validate'

function load(id: string): Scenario {
  const entry = builtInScenarios.find((s) => s.id === id)
  if (!entry) throw new Error(`no built-in scenario ${id}`)
  const r = parseScenario(entry.data)
  if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
  return r.scenario
}

/** Hexes between two labels on the scenario's map (the start hex not counted). */
function dist(s: Scenario, a: string, b: string): number {
  const p = parseHexLabel(a, s.map.cols, s.map.rows)
  const q = parseHexLabel(b, s.map.cols, s.map.rows)
  if (!p || !q) throw new Error(`bad hex ${a} or ${b}`)
  return hexDistance(p.col, p.row, q.col, q.row)
}
const interceptRange = (range: number) => Math.max(4, Math.floor(range / 2)) // (4.13)
function baseHex(s: Scenario, id: string): string {
  const hex = s.bases.find((b) => b.id === id)?.hex
  if (!hex) throw new Error(`no base ${id}`)
  return hex
}
function isPath(s: Scenario, path: string[]): boolean {
  return path.every((h, i) => i === 0 || dist(s, path[i - 1], h) === 1)
}
function terrainAt(s: Scenario, label: string): string {
  const p = parseHexLabel(label, s.map.cols, s.map.rows)
  if (!p) throw new Error(`bad hex ${label}`)
  return s.map.terrain[p.row]?.charAt(p.col) ?? ''
}

describe('built-in scenarios', () => {
  it('all parse, from their data and from their JSON text, with unique ids', () => {
    expect(builtInScenarios.map((s) => s.id)).toEqual([
      'tutorial',
      'tutorial-strikes',
      'tutorial-fleet',
      'tutorial-airborne',
      't11-whitley',
      'channel-1943',
      'coral-sea-1942',
      'malta-convoy-1942',
      'pearl-harbor-1941',
      'marianas-1944',
    ])
    for (const entry of builtInScenarios) {
      const r = parseScenarioText(JSON.stringify(entry.data))
      if (!r.ok) throw new Error(`${entry.id}: ${formatScenarioErrors(r.errors)}`)
      expect(r.scenario.id).toBe(entry.id)
      expect(r.scenario.title).toBe(entry.title)
      expect(entry.description.length).toBeGreaterThan(20)
      expect(r.scenario.description.length).toBeGreaterThan(100)
    }
  })

  it('the index the client bundles lists every file of public/scenarios', () => {
    const files = readdirSync(BUILT_IN_DIR).filter((f) => f.endsWith('.json'))
    expect(files.sort()).toEqual(builtInScenarios.map((s) => `${s.id}.json`).sort())
  })
})

describe('tutorial', () => {
  const s = load('tutorial')

  it("starts in the Western Allies' Naval and Air Phase, clear weather, AETO", () => {
    expect(s.variant).toBe('aeto')
    expect(s.start).toMatchObject({ phase: 'navalAndAir', phasingSide: 'allies' })
    expect(s.weather?.zones.map((z) => z.condition)).toEqual(['clear'])
    expect([s.map.cols, s.map.rows]).toEqual([16, 12])
  })

  it('allows interception, counter-interception and counter-counter-interception', () => {
    const marsham = baseHex(s, 'marsham')
    const kestrel = baseHex(s, 'kestrel')
    const dunenfeld = baseHex(s, 'dunenfeld')
    const waldheim = baseHex(s, 'waldheim')
    expect([marsham, kestrel, dunenfeld, waldheim]).toEqual(['0207', '0507', '1106', '1109'])
    const bombers = ['0207', '0307', '0407', '0507', '0606', '0706', '0805', '0905']
    const me109s = ['1106', '1006', '0906', '0806', '0706']
    const counter = ['0507', '0606', '0707', '0806', '0906']
    expect(isPath(s, bombers) && isPath(s, me109s) && isPath(s, counter)).toBe(true)
    expect(s.navalUnits.filter((n) => n.hex === '0905').map((n) => n.id)).toEqual(['de-emden', 'de-z10'])
    // Every fighter here has interception range 4.
    for (const u of s.airUnits.filter((a) => a.type === 'F')) expect(interceptRange(u.front.range)).toBe(4)
    // 1. The Me-109s of Dunenfeld first reach the bombers at 0706; Waldheim never does.
    expect(bombers.findIndex((h) => dist(s, dunenfeld, h) <= 4)).toBe(5)
    expect(bombers.every((h) => dist(s, waldheim, h) > 4)).toBe(true)
    // 2. Kestrel's fighters first reach the Me-109s' path at 0906 (not at launch).
    expect(me109s.findIndex((h) => dist(s, kestrel, h) <= 4)).toBe(2)
    // 3. Waldheim's Fw-190s first reach the counter-interceptors' path at 0707.
    expect(counter.findIndex((h) => dist(s, waldheim, h) <= 4)).toBe(2)
    // The escort Spitfire (range 4) collected at Kestrel reaches the task force.
    expect(dist(s, kestrel, '0905')).toBe(4)
    expect(s.airUnits.filter((u) => u.base === 'kestrel').map((u) => u.id)).toEqual([
      'uk-spitfire-1',
      'uk-spitfire-2',
      'us-p47-1',
    ])
    expect(s.airUnits.filter((u) => u.base === 'dunenfeld').map((u) => u.id)).toEqual([
      'de-me109-1',
      'de-me109-2',
    ])
    expect(s.airUnits.filter((u) => u.base === 'waldheim').map((u) => u.id)).toEqual([
      'de-fw190-1',
      'de-fw190-2',
    ])
    for (const h of [...bombers.slice(4), ...me109s.slice(1), ...counter.slice(1)])
      expect(terrainAt(s, h)).toBe('~')
  })

  it('has the T-02 base: small airbase + Minor Port = 2', () => {
    const b = s.bases.find((x) => x.id === 'dunenfeld')
    expect(b && capacityOf(b)).toBe(2)
  })
})

describe('t11-whitley (4.15, spec T-11)', () => {
  const s = load('t11-whitley')
  const unit = (id: string) => {
    const u = s.airUnits.find((a) => a.id === id)
    if (!u) throw new Error(id)
    return u
  }

  it('has the rulebook chits at the rulebook bases', () => {
    expect(unit('uk-hampden')).toMatchObject({
      type: 'B',
      base: 'scapa-flow',
      front: { strength: 4, range: 10, quality: 0 },
    })
    expect(unit('uk-whitley')).toMatchObject({
      type: 'B',
      base: 'liverpool',
      front: { strength: 7, range: 16 },
    })
    expect(unit('uk-spitfire')).toMatchObject({
      type: 'F',
      base: 'hull',
      front: { strength: 4, range: 4, quality: 3 },
    })
    expect(s.start).toMatchObject({ phase: 'navalAndAir', phasingSide: 'allies' })
  })

  it('reproduces the distances of the narrative', () => {
    const liverpool = baseHex(s, 'liverpool')
    const hull = baseHex(s, 'hull')
    const scapa = baseHex(s, 'scapa-flow')
    const tf = '1613'
    expect([liverpool, hull, scapa]).toEqual(['0519', '1019', '0708'])
    expect(s.navalUnits.filter((n) => n.hex === tf).map((n) => n.id)).toEqual(['de-hipper', 'de-z5', 'de-z6'])
    const whitley = [
      '0519',
      '0619',
      '0719',
      '0819',
      '0919',
      '1019',
      '1119',
      '1118',
      '1217',
      '1317',
      '1316',
      '1415',
      '1515',
      '1514',
      '1613',
    ]
    expect(isPath(s, whitley)).toBe(true)
    expect(whitley.length - 1).toBeLessThanOrEqual(16) // Whitley range 16
    // Spitfire collected at Hull stops after 4 hexes, at 1317.
    expect(whitley.indexOf('1317') - whitley.indexOf(hull)).toBe(4)
    // The Whitley's next hex, 1316, is within 4 of every German fighter base.
    for (const id of ['westerland', 'husum']) expect(dist(s, baseHex(s, id), '1316')).toBeLessThanOrEqual(4)
    const germanFighters = s.airUnits.filter((u) => u.nation === 'germany')
    expect(germanFighters.map((u) => `${u.id}@${u.base}`)).toEqual([
      'de-me109-1@westerland',
      'de-me109-2@westerland',
      'de-me110-1@husum',
    ])
    for (const u of germanFighters)
      expect(dist(s, baseHex(s, u.base), '1316')).toBeLessThanOrEqual(interceptRange(u.front.range))
    // The task force has just entered the Hampden's range: 10 from Scapa Flow (1614 was 11).
    expect(dist(s, scapa, tf)).toBe(10)
    expect(dist(s, scapa, '1614')).toBe(11)
    // No other UK fighter could counter-intercept.
    expect(s.airUnits.filter((u) => u.nation === 'uk' && u.type !== 'B').map((u) => u.id)).toEqual([
      'uk-spitfire',
    ])
    for (const h of whitley.slice(6)) expect(terrainAt(s, h)).toBe('~')
  })
})

describe('channel-1943', () => {
  const s = load('channel-1943')

  it('is a 60×40 map with the promised contents', () => {
    expect([s.map.cols, s.map.rows]).toEqual([60, 40])
    expect(s.map.features.filter((f) => f.radar).length).toBe(6)
    expect(s.map.largeSeaAreas).toEqual([
      expect.objectContaining({ id: 'north-sea', mp: 10, weatherZone: 'north' }),
    ])
    expect(s.weather?.zones.map((z) => `${z.id}:${z.condition}`)).toEqual([
      'south:clear',
      'north:halfStrength',
    ])
    const names = new Set(s.airUnits.map((u) => u.name))
    for (const n of ['B-17', 'P-47', 'P-51', 'Fw-190', 'Me-109', 'Me-110']) expect(names.has(n)).toBe(true)
    expect(s.navalUnits.length).toBeGreaterThanOrEqual(5)
    expect(s.landUnits.length).toBeGreaterThanOrEqual(5)
  })

  it('has an over-stacked base and several capacities', () => {
    const at = (id: string) => s.airUnits.filter((u) => u.base === id).length
    const manston = s.bases.find((b) => b.id === 'manston')
    expect(manston && capacityOf(manston)).toBe(1)
    expect(at('manston')).toBe(2)
    const capacities = new Set(s.bases.map((b) => capacityOf(b)))
    expect([...capacities].sort()).toEqual([1, 2, 3, 4, 6, null])
  })
})

describe('generateStressScenario', () => {
  it('builds a valid 200×150 scenario with 2000 air units and 3-digit labels', () => {
    const data = generateStressScenario({ cols: 200, rows: 150, units: 2000, seed: 42 })
    const r = parseScenario(data)
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.airUnits).toHaveLength(2000)
    expect(r.scenario.bases[0]?.hex).toMatch(/^\d{6}$/)
  })

  it('also holds 3000 units', () => {
    const r = parseScenario(generateStressScenario({ units: 3000, seed: 5 }))
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.airUnits).toHaveLength(3000)
  })

  it('is deterministic for a seed and differs between seeds', () => {
    const a = JSON.stringify(generateStressScenario({ seed: 9, units: 200 }))
    expect(JSON.stringify(generateStressScenario({ seed: 9, units: 200 }))).toBe(a)
    expect(JSON.stringify(generateStressScenario({ seed: 10, units: 200 }))).not.toBe(a)
  })

  it('refuses a map too small for its units', () => {
    expect(() => generateStressScenario({ cols: 8, rows: 4, units: 500 })).toThrow(RangeError)
  })
})

describe('public/schema/scenario.schema.json', () => {
  it('matches the zod schema (run `npm run schema` after changing schema.ts)', () => {
    const committed = readFileSync(new URL('schema/scenario.schema.json', PUBLIC_DIR), 'utf8')
    expect(committed).toBe(scenarioJsonSchemaText())
  })

  it('describes the input format', () => {
    const schema = JSON.parse(scenarioJsonSchemaText())
    expect(schema.title).toBe('Sortie scenario')
    expect(schema.required).toEqual(
      expect.arrayContaining(['format', 'version', 'id', 'sides', 'map', 'bases', 'airUnits', 'start']),
    )
    expect(schema.properties.format).toEqual({ type: 'string', const: 'sortie-scenario' })
    expect(schema.additionalProperties).toBe(false)
  })
})

describe('docs/scenario-format.md', () => {
  it('has an example that parses', () => {
    const doc = readFileSync(new URL('../../../../../docs/scenario-format.md', import.meta.url), 'utf8')
    const block = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1]
    if (!block) throw new Error('no json example in the doc')
    const r = parseScenarioText(block)
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    const marsham = r.scenario.bases.find((b) => b.id === 'marsham')
    expect(marsham && capacityOf(marsham)).toBe(2)
    expect(r.scenario.options.askEvenWhenNoInterceptor).toBe(true)
    expect(r.scenario.options.gsAlternationEnd).toBe('firstDecline')
  })
})
