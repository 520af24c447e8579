// The worked examples of APTO Part 4 (APTO specification §6, T17–T32) that had no test of their
// own, each played through the rules module with the book's numbers. T27 (returnFire.test.ts,
// airTargetNumber.test.ts), T30 (kamikaze.test.ts) and T31 (groundSupportResult.test.ts) are
// where their rules are; T09 and T10 have their own files (engine/t09.test.ts, engine/t10.test.ts).
import { describe, expect, it } from 'vitest'
import { contextOf } from './context'
import { carrierLoad, isOverStacked, operationalSet } from './bases'
import { capacityNow } from './installations'
import { interceptRange } from './units'
import { fixture, type FixtureUnit } from './testing/fixtures'
import { act, eventsOf, pendingOf, play, playUntil, refused, sightingReport, start } from './testing/play'
import { emptyNaval, navalAttackCount, navalAttackModifiers, navalAttackOutcome } from './naval/ships'
import { reconTargets } from './engine/seaRecon'
import { tx } from './engine/core'
import { returnBases } from './engine/step'
import { rowRoute } from './testing/engineScenarios'
import { parseScenario } from './scenario/validate'
import { smallFightersScenario, validScenario, type ScenarioData } from './scenario/fixtures'
import type { Scenario, ScenarioInput } from './scenario/schema'
import type { Action } from './types'

const errorsOf = (d: ScenarioData) => {
  const r = parseScenario(d)
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
}
const scenarioOf = (d: ScenarioData): Scenario => {
  const r = parseScenario(d)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}

describe('APTO T17 [4.2] capacities add up: a Small Airbase in a Minor Port hex bases 2 chits', () => {
  it('the hex holds two units operational; a third is over-stacked (placeholder capacities 1 + 1, Player Aid Card I)', () => {
    const unit = (id: string): FixtureUnit => ({
      id,
      name: id,
      nation: 'US',
      type: 'F',
      front: '3-4/2',
      back: '1-4/2',
      base: 'port',
    })
    const base = [
      {
        id: 'port',
        name: 'Port Moresby',
        hex: '0505',
        owner: 'allies' as const,
        components: [{ kind: 'SmallAirbase' as const }, { kind: 'MinorPort' as const }],
      },
    ]
    const two = start(
      fixture({ variant: 'apto', bases: [], moreBases: base, units: [unit('p39'), unit('p40')] }),
    )
    expect(capacityNow(contextOf(two), two, 'port')).toBe(2)
    expect(isOverStacked(contextOf(two), two, 'port')).toBe(false)
    const three = start(
      fixture({
        variant: 'apto',
        bases: [],
        moreBases: base,
        units: [unit('p39'), unit('p40'), unit('p400')],
      }),
    )
    expect(isOverStacked(contextOf(three), three, 'port')).toBe(true)
    expect([...operationalSet(contextOf(three), three, 'port')]).toEqual(['p39', 'p40'])
  })
})

describe('APTO T18 [4.3] a Dirt Airstrip needs the nation’s own units present', () => {
  /** Indochina (columns 1–10, Japanese-held) and China (11–20); Japan's only air unit is at Canton, in China. */
  function indochina(landUnits: ScenarioInput['landUnits'] = []): Scenario {
    const sc = fixture({
      variant: 'apto',
      phasingSide: 'axis',
      nations: [
        { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
        { id: 'IC', name: 'Indochina', side: 'axis' },
        { id: 'CN', name: 'China', side: 'allies' },
      ],
      bases: [
        { id: 'canton', hex: '1505', owner: 'axis' },
        { id: 'kunming', hex: '1810', owner: 'allies' },
      ],
      units: [
        {
          id: 'zero',
          name: 'A6M Zero',
          nation: 'JP',
          type: 'F',
          front: '4-10/3',
          back: '2-10/3',
          base: 'canton',
        },
        { id: 'p40', name: 'P-40', nation: 'CN', type: 'F', front: '3-4/2', back: '1-4/2', base: 'kunming' },
      ],
      landUnits,
    })
    return {
      ...sc,
      start: { ...sc.start, phase: 'offensive' },
      map: {
        ...sc.map,
        nations: {
          legend: { I: 'IC', C: 'CN' },
          rows: Array.from({ length: 12 }, () => 'I'.repeat(10) + 'C'.repeat(10)),
        },
      },
    }
  }

  it('no Japanese combat air or land unit in Indochina: illegal; a Japanese division there: legal, and placed', () => {
    const none = start(indochina())
    expect(refused(none, { type: 'buildGrassAirfield', hex: '0505' })).toEqual({
      rule: '4.3',
      message:
        'Axis has no combat unit of the building nation in Indochina: a nation builds a Dirt Airstrip only in a nation or colony where it has a combat air or land unit of its own, partisans aside (4.3).',
    })
    expect(pendingOf(none, 'offensive').options.find((o) => o.kind === 'grass')).toMatchObject({
      available: false,
    })
    const present = start(
      indochina([{ id: 'jp-div', name: '5th Division', nation: 'JP', hex: '0307', strength: 4 }]),
    )
    const r = act(present, { type: 'buildGrassAirfield', hex: '0505' })
    expect(r.state.basing?.built).toEqual([
      {
        id: 'grass-0505-1',
        name: 'Dirt Airstrip 0505',
        hex: '0505',
        owner: 'axis',
        nation: 'JP',
        complete: false,
        placed: 1943 * 12 + 5,
      },
    ])
  })
})

describe('APTO T19 [4.4] Akagi loading: capacity 4 in strength points of Japanese Naval-Air', () => {
  /** validScenario made APTO, with the Japanese carrier Akagi (capacity 4) at sea in 0402 and these N units aboard. */
  function akagi(strengths: number[], face: 'front' | 'back' = 'front'): ScenarioData {
    const d = validScenario()
    d.variant = 'apto'
    d.nations.push({ id: 'japan', name: 'Japan', side: 'axis', role: 'japanese' })
    d.navalUnits.push({
      id: 'akagi',
      name: 'Akagi',
      nation: 'japan',
      type: 'CV',
      named: true,
      front: { armor: 6, gunnery: 2, aircraftCapacity: 4 },
      back: { armor: 4, gunnery: 1, aircraftCapacity: 2 },
      hex: '0402',
    })
    d.bases.push({
      id: 'akagi-air',
      name: 'Akagi',
      owner: 'axis',
      carrier: 'akagi',
      components: [{ kind: 'Carrier' }],
    })
    strengths.forEach((n, i) =>
      d.airUnits.push({
        id: `n${i + 1}`,
        name: `B5N ${i + 1}`,
        nation: 'japan',
        type: 'N',
        front: `${n}-4/2`,
        back: `${Math.max(1, n - 2)}-4/2`,
        base: 'akagi-air',
        face,
      }),
    )
    return d
  }

  it('2 + 2 and 3 + 1: accepted, load 4; 3 + 2: refused, load 5 > 4', () => {
    expect(errorsOf(akagi([2, 2]))).toEqual([])
    expect(errorsOf(akagi([3, 1]))).toEqual([])
    const s = start(scenarioOf(akagi([3, 1])))
    expect(carrierLoad(contextOf(s), s, 'akagi-air')).toBe(4)
    expect(errorsOf(akagi([3, 2]))).toEqual([
      'airUnits[7].base: carrier "akagi" holds at most 4 strength points of N units (4.4); with this unit it would hold 5',
    ])
  })

  it('APTO D19: a depleted unit counts its back side: 5-4/2 depleted (3) + 1 fits', () => {
    const d = akagi([5, 3], 'back') // backs 3 and 1
    expect(errorsOf(d)).toEqual([])
  })
})

describe('APTO T20 [4.6] Lexington as ferry: capacity 5 with a 3-point F4F aboard', () => {
  const EMBARK = { type: 'ferry' as const, carrier: 'lex-air', unit: 'spit-1', embark: true }
  /** smallFightersScenario: the Lexington docked at Hull with its F4F (3 points); the Spitfire at Hull depleted (a half-step unit). */
  function lexington(change: (d: ScenarioData) => void = () => {}) {
    const d = smallFightersScenario()
    d.airUnits[0].face = 'back'
    change(d)
    return start(scenarioOf(d))
  }

  it('2 points spare: it ferries one half-step F, which uses 1 point (load 4); never a second, even with a point left', () => {
    const r = act(lexington(), EMBARK)
    expect(r.state.units['spit-1'].base).toBe('lex-air')
    expect(carrierLoad(contextOf(r.state), r.state, 'lex-air')).toBe(4)
    expect(eventsOf(r.events, 'ferry')[0].text).toBe(
      'Spitfire embarks at Hull on Lexington, ferried: it uses 1 aircraft capacity point and flies only a Change Base from the carrier (4.6).',
    )
    expect(refused(r.state, { ...EMBARK, unit: 'buffalo-1' })).toEqual({
      rule: '4.6',
      message: 'Lexington already ferries Spitfire: never more than one ferried unit per carrier (4.6).',
    })
  })

  it('[derived] with 3 + 2 Naval-Air aboard (5 points) no ferry is possible', () => {
    const full = lexington((d) =>
      d.airUnits.push({
        id: 'sbd',
        name: 'SBD',
        nation: 'us',
        type: 'N',
        front: '2-4/1',
        back: '1-4/1',
        base: 'lex-air',
      }),
    )
    expect(carrierLoad(contextOf(full), full, 'lex-air')).toBe(5)
    expect(refused(full, EMBARK).message).toBe(
      'Lexington has 5 aircraft capacity points and its Naval-Air units use 5: a ferried unit needs 1 spare point (4.6). Deplete or dump a Naval-Air unit to make room (4.4).',
    )
  })
})

// Columns 1–8 land, 9–20 sea: column 08 is the coastal column.
const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const JAPAN: NonNullable<ScenarioInput['nations']> = [
  { id: 'UK', name: 'United Kingdom', side: 'allies', role: 'british' },
  { id: 'AU', name: 'Australia', side: 'allies' },
  { id: 'US', name: 'United States', side: 'allies', role: 'american' },
  { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
]
const jpShip = (
  id: string,
  hex: string,
  extra: Partial<NonNullable<ScenarioInput['navalUnits']>[number]> = {},
): NonNullable<ScenarioInput['navalUnits']>[number] => ({
  id,
  name: id,
  nation: 'JP',
  type: 'CA',
  named: true,
  front: { armor: 8, gunnery: 2 },
  back: { armor: 6, gunnery: 1 },
  hex,
  ...extra,
})

describe('APTO T21 [4.10] reconnaissance attempt limits: one attempt per flotilla per location and Phase', () => {
  // The South China Sea: a large sea area (MP 2) bordered by 0905–0906; Singapore (0505) is 4 hexes from it: distance 6, 12 needed.
  const sc = fixture({
    variant: 'apto',
    nations: JAPAN,
    terrain: COAST,
    phasingSide: 'axis',
    largeSeaAreas: [{ id: 'scs', name: 'South China Sea', mp: 2, border: ['0905', '0906'] }],
    bases: [{ id: 'singapore', hex: '0505', owner: 'allies' }],
    units: [
      {
        id: 'wellington',
        name: 'Wellington',
        nation: 'UK',
        type: 'B',
        front: '5-11',
        back: '2-11',
        base: 'singapore',
      },
    ],
    navalUnits: [
      jpShip('tf-ca', '0905', { flotilla: 'tf' }),
      jpShip('kongo', '0906', {
        type: 'BB',
        front: { armor: 12, gunnery: 4 },
        back: { armor: 10, gunnery: 3 },
        flotilla: 'bb',
      }),
    ],
  })

  it('the Wellington fails on the task force: no unit may try it again while it stays in the area; the battleship entering later is a different flotilla, tried once', () => {
    let r = play(sc, [{ type: 'moveFlotilla', flotilla: 'tf', to: 'scs' }], [1, 1, 6, 6, 3])
    expect(pendingOf(r.state, 'navalWindow').recon).toMatchObject({
      loc: 'scs',
      flotilla: 'tf',
      needed: 12,
      units: [{ id: 'wellington', distance: 6 }],
    })
    r = play(r.state, [{ type: 'reconnoitre', target: 'scs', flotilla: 'tf', units: ['wellington'] }])
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 2,
      target: 12,
      result: 'not found',
    })
    // Nothing left to do in the window: back to Japan, whose task force stops inside the area.
    expect(pendingOf(r.state, 'plan').side).toBe('axis')
    r = play(r.state, [{ type: 'moveFlotilla', flotilla: 'bb', to: 'scs' }])
    expect(pendingOf(r.state, 'navalWindow').recon).toMatchObject({ loc: 'scs', flotilla: 'bb' })
    expect(reconTargets(tx(r.state), 'allies').map((x) => x.flotilla)).toEqual(['bb']) // the task force: not again this Phase
    r = play(r.state, [{ type: 'reconnoitre', target: 'scs', flotilla: 'bb', units: ['wellington'] }])
    expect(eventsOf(r.events, 'reconRoll')[0].roll).toMatchObject({ natural: 12, result: 'located' })
    expect(r.state.naval!.located.allies).toEqual(['kongo'])
    // Japan reports the sighting; the UK strikes nothing; Japan ends its Air Movement Step. The UK's own Naval and Air Phase is a new Phase: the task force may be tried again.
    r = play(r.state, [sightingReport(r.state, 1)])
    if (r.state.pending.kind === 'navalWindow') r = play(r.state, [{ type: 'pass' }])
    r = play(r.state, [{ type: 'endStep' }])
    expect(pendingOf(r.state, 'plan').recon!.map((x) => x.flotilla)).toEqual(['tf', 'bb'])
  })
})

describe('APTO T22 [4.10] reconnaissance range: Darwin to the nearest Timor coastal hex, 3 hexes', () => {
  const darwin = fixture({
    variant: 'apto',
    nations: JAPAN,
    terrain: COAST,
    bases: [{ id: 'darwin', hex: '0505', owner: 'allies' }],
    units: [
      { id: 'hudson', name: 'Hudson', nation: 'AU', type: 'B', front: '2-8', back: '1-8', base: 'darwin' },
    ],
    navalUnits: [jpShip('ashigara', '0805', { flotilla: 'timor' })],
  })

  it('2d6 must reach 8, +1 for the coastal hex: a natural 7 succeeds (21 in 36), a 6 fails', () => {
    expect(pendingOf(start(darwin), 'plan').recon).toEqual([
      {
        loc: '0805',
        inPort: false,
        chits: 1,
        units: [{ id: 'hudson', distance: 3 }],
        needed: 8,
        drm: 1,
        chance: 21 / 36,
      },
    ])
    const seen = play(darwin, [{ type: 'reconnoitre', target: '0805', units: ['hudson'] }], [3, 4, 3])
    expect(eventsOf(seen.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 7,
      modified: 8,
      target: 8,
      result: 'located',
      modifiers: [{ value: 1, rule: '4.10', label: 'the target is in a coastal hex' }],
    })
    const missed = play(darwin, [{ type: 'reconnoitre', target: '0805', units: ['hudson'] }], [3, 3])
    expect(eventsOf(missed.events, 'reconRoll')[0].roll).toMatchObject({
      natural: 6,
      modified: 7,
      result: 'not found',
    })
  })
})

describe('APTO T23 [4.10] Flotilla Sighting rounding: ±50 % of 3 ships', () => {
  it('the report may give any number from 1 (1.5 rounded down) to 5 (4.5 rounded up): 0 and 6 refused, 1 and 5 accepted', () => {
    const sc = fixture({
      variant: 'apto',
      nations: JAPAN,
      terrain: COAST,
      bases: [{ id: 'darwin', hex: '0505', owner: 'allies' }],
      units: [
        { id: 'hudson', name: 'Hudson', nation: 'AU', type: 'B', front: '2-8', back: '1-8', base: 'darwin' },
      ],
      navalUnits: [jpShip('a', '0805'), jpShip('b', '0805'), jpShip('c', '0805')],
    })
    // 6 + 6 locates them; the owner's sighting die 1: ±50 %, no types (APTO's printed table).
    const s = play(sc, [{ type: 'reconnoitre', target: '0805', units: ['hudson'] }], [6, 6, 1]).state
    expect(pendingOf(s, 'sightingReport').report.count).toEqual({ min: 1, max: 5, truth: 3 })
    expect(refused(s, { type: 'reportSighting', count: 0 }).message).toBe(
      'The report may give any whole number from 1 to 5 naval chits on this result (4.10; A-60); 0 is outside it.',
    )
    expect(refused(s, { type: 'reportSighting', count: 6 }).rule).toBe('4.10')
    expect(eventsOf(act(s, { type: 'reportSighting', count: 1 }).events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 1 naval chit (4.10).',
    )
    expect(eventsOf(act(s, { type: 'reportSighting', count: 5 }).events, 'sighting')[0].text).toBe(
      'Flotilla Sighting Report from Axis for 0805: 5 naval chits (4.10).',
    )
  })
})

describe('APTO T24 [4.13] interception range: max(2, ½ printed range, rounded down)', () => {
  const zero = (range: number, weather?: ScenarioInput['weather']) => {
    const sc = fixture({
      variant: 'apto',
      nations: JAPAN,
      weather,
      bases: [{ id: 'rabaul', hex: '0505', owner: 'axis' }],
      units: [
        {
          id: 'a6m',
          name: 'A6M Zero',
          nation: 'JP',
          type: 'F',
          front: `4-${range}/3`,
          back: `2-${range}/3`,
          base: 'rabaul',
        },
      ],
    })
    const s = start(sc)
    return interceptRange(contextOf(s), s.units.a6m, contextOf(s).baseLoc.get('rabaul')!)
  }
  it('A6M range 10 → 5; [derived] 3 → 2, 5 → 2, 20 → 10; under "range halved" weather 10 → 5 → 2', () => {
    expect([10, 3, 5, 20].map((r) => zero(r))).toEqual([5, 2, 2, 10])
    expect(
      zero(10, {
        defaultZone: 'monsoon',
        zones: [{ id: 'monsoon', name: 'Monsoon', condition: 'halfStrengthAndRange' }],
      }),
    ).toBe(2)
  })
})

describe('APTO T25 [4.15] striking into a large sea area: H6K 2-20 from Padang, 9 MP from its edge', () => {
  // The UK task force in the West map edge's large sea area (MP 10), bordered by 1005; Padang (0105) is 9 hexes from 1005.
  const strike = (range: number) => {
    const sc = fixture({
      variant: 'apto',
      nations: JAPAN,
      terrain: Array.from({ length: 12 }, () => '.'.repeat(9) + '~'.repeat(11)),
      phasingSide: 'axis',
      largeSeaAreas: [{ id: 'west', name: 'Indian Ocean (West edge)', mp: 10, border: ['1005'] }],
      bases: [{ id: 'padang', hex: '0105', owner: 'axis' }],
      units: [
        {
          id: 'h6k',
          name: 'H6K',
          nation: 'JP',
          type: 'B',
          front: `2-${range}`,
          back: `1-${range}`,
          base: 'padang',
        },
      ],
      navalUnits: [
        {
          id: 'warspite',
          name: 'Warspite',
          nation: 'UK',
          type: 'BB',
          named: true,
          front: { armor: 13, gunnery: 4 },
          back: { armor: 11, gunnery: 3 },
          seaArea: 'west',
          flotilla: 'force-a',
        },
        {
          id: 'dorsetshire',
          name: 'Dorsetshire',
          nation: 'UK',
          type: 'CA',
          named: true,
          front: { armor: 8, gunnery: 2 },
          back: { armor: 6, gunnery: 1 },
          seaArea: 'west',
          flotilla: 'force-b',
        },
      ],
    })
    // Given: both forces located (APTO's table needs 20 at 19 MP: no Japanese unit here could have done it, D29).
    const s = start(sc)
    return { ...s, naval: { ...emptyNaval(), located: { axis: ['warspite', 'dorsetshire'] } } }
  }

  it('9 + 10 = 19 ≤ range 20: legal, against every located flotilla inside the area; range 18: refused', () => {
    const r = act(strike(20), {
      type: 'launch',
      base: 'padang',
      units: ['h6k'],
      mission: 'airNaval',
      target: 'west',
    })
    expect(r.state.missions.M1).toMatchObject({
      kind: 'airNaval',
      target: contextOf(r.state).map.parseLoc('west'),
    })
    // Over the area, both forces' ships are its targets.
    const there = playUntil(r.state, (p) => p.kind === 'navalAttack')
    expect(pendingOf(there, 'navalAttack').ships.sort()).toEqual(['dorsetshire', 'warspite'])
    expect(
      refused(strike(18), {
        type: 'launch',
        base: 'padang',
        units: ['h6k'],
        mission: 'airNaval',
        target: 'west',
      }),
    ).toEqual({
      rule: '4.15',
      message:
        'H6K cannot reach west: 19 MP away, range 18; every bomber must have the range to reach the target (4.15).',
    })
  })
})

describe('APTO T28 [4.20] armor above 12: a 12 or more always hits', () => {
  it('a Naval-Air unit (+3 against a named ship) rolls 9 against a BB of armor 14: 9 + 3 = 12, a hit; 8 + 3 = 11 misses', () => {
    const sc = fixture({
      variant: 'apto',
      nations: JAPAN,
      terrain: COAST,
      phasingSide: 'axis',
      bases: [{ id: 'truk', hex: '0505', owner: 'axis' }],
      units: [
        { id: 'b5n', name: 'B5N', nation: 'JP', type: 'N', front: '2-5/2', back: '1-5/2', base: 'truk' },
      ],
      navalUnits: [
        {
          id: 'nevada',
          name: 'Nevada',
          nation: 'US',
          type: 'BB',
          named: true,
          front: { armor: 14, gunnery: 4 },
          back: { armor: 12, gunnery: 3 },
          hex: '1005',
        },
      ],
    })
    const s = start(sc)
    const mods = navalAttackModifiers(contextOf(s), s, s.units.b5n, 'nevada', false)
    expect(mods).toEqual([{ value: 3, rule: '4.20', label: 'naval air against a named ship' }])
    expect(navalAttackOutcome([4, 5], 3, 14, false, false, 0, false)).toMatchObject({
      modified: 12,
      hit: true,
      sunk: false,
    })
    expect(navalAttackOutcome([3, 5], 3, 14, false, false, 0, false)).toMatchObject({
      modified: 11,
      hit: false,
    })
  })
})

describe('APTO T29 [4.20] number of attacks', () => {
  it('a 4-7/1 B-25 → 4; a B-29 _20_ → ½ × 20 = 10, capped at 4; a G4M 2-14 → 2', () => {
    const sc = fixture({
      variant: 'apto',
      nations: JAPAN,
      bases: [
        { id: 'b', hex: '0101', owner: 'allies' },
        { id: 'x', hex: '1212', owner: 'axis' },
      ],
      units: [
        { id: 'b25', name: 'B-25', nation: 'US', type: 'B', front: '4-7/1', base: 'b' },
        { id: 'b29', name: 'B-29', nation: 'US', type: 'B', front: '_20_-20[4]', base: 'b' },
        { id: 'g4m', name: 'G4M', nation: 'JP', type: 'B', front: '2-14', base: 'x' },
      ],
    })
    const s = start(sc)
    expect(['b25', 'b29', 'g4m'].map((id) => navalAttackCount(contextOf(s), s.units[id]))).toEqual([4, 4, 2])
  })
})

describe('APTO T32 [4.23] ATP flight: Tokyo to Iwo Jima, then stay or fly straight back — no third airbase', () => {
  // Tokyo 0106, Iwo Jima 0906 (8 hexes: the X-9's range 9 allows it), Chichi Jima 1006 beside it.
  const tokyo = () =>
    fixture({
      variant: 'apto',
      nations: JAPAN,
      phasingSide: 'axis',
      bases: [
        { id: 'tokyo', hex: '0106', owner: 'axis' },
        { id: 'iwo', hex: '0906', owner: 'axis' },
        { id: 'chichi', hex: '1006', owner: 'axis' },
      ],
      units: [
        { id: 'ki57', name: 'Ki-57', nation: 'JP', type: 'ATP', front: 'X-9', base: 'tokyo', atpPoints: 1 },
      ],
    })
  const fly = (stay: boolean) => {
    const sc = tokyo()
    const r = act(start({ ...sc, supplySources: [{ side: 'axis', hex: '0106' }] }), {
      type: 'launch',
      base: 'tokyo',
      units: ['ki57'],
      mission: 'airTransport',
      hops: ['iwo'],
      cargo: [{ atp: 'ki57', load: 'airSupply' }],
      stay,
    })
    return playUntil(r.state, (p) => p.kind === 'plan')
  }

  it('staying, it may land only at Iwo Jima; flying back, only at Tokyo — never at Chichi Jima, though in range and friendly', () => {
    const stayed = fly(true)
    expect(stayed.airSupply).toEqual([{ side: 'axis', hex: '0906' }]) // the Air Supply chit is unloaded at Iwo Jima
    expect(returnBases(tx(stayed), stayed.units.ki57)).toEqual(['iwo'])
    expect(act(stayed, { type: 'endStep' }).state.units.ki57).toMatchObject({ base: 'iwo', aloft: null })
    const back = fly(false)
    expect(returnBases(tx(back), back.units.ki57)).toEqual(['tokyo'])
    expect(act(back, { type: 'endStep' }).state.units.ki57).toMatchObject({ base: 'tokyo', aloft: null })
  })
})

// The map of T26, as T-11's: the hexes of printed row 08 are a straight line; 0908–1108 are sea.
//   Changsha 0108: Mosquito FB 4-9/2      W 3917 0308: Spitfire F 4-2/3      Chungking 0601: Liberator _4_-11[1] (9 from 1008)
//   Kunming 1010: Hudson (2 from 1008: the reconnaissance)      A6Ms at gx1 1208 and gx2 1005 (interception range 5).
describe('APTO T26 [4.15] coordinated strike and role switch: Mosquito, Spitfire, Liberator', () => {
  const terrain = Array.from({ length: 14 }, (_, r) =>
    r === 7 ? '.'.repeat(8) + '~~~' + '.'.repeat(9) : '.'.repeat(20),
  )
  const sc = fixture({
    variant: 'apto',
    cols: 20,
    rows: 14,
    terrain,
    phasingSide: 'axis',
    nations: JAPAN,
    bases: [
      { id: 'changsha', hex: '0108', owner: 'allies' },
      { id: 'w3917', hex: '0308', owner: 'allies' },
      { id: 'chungking', hex: '0601', owner: 'allies' },
      { id: 'kunming', hex: '1010', owner: 'allies' },
      { id: 'gx1', hex: '1208', owner: 'axis' },
      { id: 'gx2', hex: '1005', owner: 'axis' },
    ],
    units: [
      {
        id: 'mosquito',
        name: 'Mosquito',
        nation: 'UK',
        type: 'FB',
        front: '4-9/2',
        back: '2-9/2',
        base: 'changsha',
      },
      {
        id: 'spitfire',
        name: 'Spitfire',
        nation: 'UK',
        type: 'F',
        front: '4-2/3',
        back: '2-2/3',
        base: 'w3917',
      },
      {
        id: 'liberator',
        name: 'Liberator',
        nation: 'UK',
        type: 'B',
        front: '_4_-11[1]',
        back: '_2_-11[1]',
        base: 'chungking',
      },
      { id: 'hudson', name: 'Hudson', nation: 'UK', type: 'B', front: '2-8', back: '1-8', base: 'kunming' },
      { id: 'a6m1', name: 'A6M #1', nation: 'JP', type: 'F', front: '4-10/3', back: '2-10/3', base: 'gx1' },
      { id: 'a6m2', name: 'A6M #2', nation: 'JP', type: 'F', front: '4-10/3', back: '2-10/3', base: 'gx2' },
    ],
    navalUnits: [jpShip('ashigara', '1108', { name: 'Ashigara', flotilla: 'tf' })],
  })

  /** Steps 1–3 of the example: the task force located, the Mosquito (Bomber role) intercepted at 0708 by both A6Ms. */
  function mosquitoIntercepted(dice: number[]) {
    let r = play(sc, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1008' }], dice)
    r = play(r.state, [{ type: 'reconnoitre', target: '1008', units: ['hudson'] }])
    r = play(r.state, [sightingReport(r.state, 1)])
    r = act(r.state, {
      type: 'launch',
      base: 'changsha',
      units: ['mosquito'],
      mission: 'airNaval',
      target: '1008',
      roles: { mosquito: 'bomber' },
      path: rowRoute(1, 10, '08'),
    })
    r = act(r.state, { type: 'collect', flight: pendingOf(r.state, 'collect').flight, units: ['spitfire'] })
    let s = r.state
    while (s.pending.kind === 'declare' && s.pending.loc !== '0708') s = act(s, { type: 'pass' }).state
    return play(s, [
      {
        type: 'declare',
        groups: [
          { base: 'gx1', units: ['a6m1'] },
          { base: 'gx2', units: ['a6m2'] },
        ],
      },
      { type: 'launchInterceptors', base: 'gx1' },
      { type: 'launchInterceptors', base: 'gx2' },
      { type: 'pass' },
      { type: 'pass' },
    ]).state
  }

  it('D50: the Mosquito that switched to the Fighter role and survives both rounds is not eligible to continue toward the task force; one that did not switch flies on', () => {
    // Recon 3 + 3, sighting 2, then two rounds in which every attack misses (natural 6s).
    const dice = [3, 3, 2, 6, 6, 6, 6, 6, 6]
    // One round: the dump stage when offered, the attacks, no voluntary abort on either side (4.16).
    const round = (r: ReturnType<typeof play>, dump: string[]) => {
      const acts: Action[] = []
      // Round 2 opens with each side choosing who stays: everyone (4.16).
      if (r.state.pending.kind === 'remain') {
        r = play(r.state, [{ type: 'remain', units: ['mosquito'] }])
        r = play(r.state, [{ type: 'remain', units: ['a6m1', 'a6m2'] }])
      }
      if (r.state.pending.kind === 'dumpOrdnance') acts.push({ type: 'dumpOrdnance', units: dump })
      r = play(r.state, acts)
      // Against a Bomber-role Mosquito the A6Ms are designated to attack bombers (4.16).
      if (r.state.pending.kind === 'designate')
        r = play(r.state, [{ type: 'designate', units: ['a6m1', 'a6m2'] }])
      const out: Action[] = [
        ...(r.state.units.mosquito.role === 'fighter'
          ? [{ type: 'attack', attacker: 'mosquito', target: 'a6m1' } as Action]
          : []),
        { type: 'attack', attacker: 'a6m1', target: 'mosquito' },
        { type: 'attack', attacker: 'a6m2', target: 'mosquito' },
      ]
      const next = play(r.state, out)
      const events = [...r.events, ...next.events]
      let state = next.state
      for (let i = 0; i < 2 && state.pending.kind === 'voluntaryAbort'; i++) {
        const v = act(state, { type: 'voluntaryAbort', units: [] })
        state = v.state
        events.push(...v.events)
      }
      return { state, events }
    }
    const fight = (dump: string[]) => {
      const one = round({ state: mosquitoIntercepted(dice), events: [] }, dump)
      const two = round(one, [])
      return { state: two.state, events: [...one.events, ...two.events] }
    }
    // Switched: after the combat the Mosquito stays at 0708, set aside; no flight is left to continue.
    const switched = fight(['mosquito'])
    expect(switched.state.units.mosquito).toMatchObject({
      aborted: false,
      role: 'fighter',
      dumpedOrdnance: true,
    })
    expect(switched.state.units.mosquito.aloft).toMatchObject({
      loc: contextOf(sc).map.parseLoc('0708'),
      setAside: true,
    })
    expect(eventsOf(switched.events, 'setAside').map((e) => e.text)).toContain(
      'Mosquito switched to the Fighter role: not eligible to continue toward the target, it stays at 0708 until the end of the Step (4.15, 4.16; APTO D50).',
    )
    expect(switched.state.pending.kind).not.toBe('continue')
    // Not switched: the Mosquito, still a Bomber, may continue toward 1008 (4.13).
    const bomber = fight([])
    expect(pendingOf(bomber.state, 'continue').flights.map((f) => f.units)).toEqual([['mosquito']])
  })

  it('the role switch ends the Mosquito’s strike; the Liberator, launched while that combat waits, flies in unopposed and strikes: 2 attacks, +1 −1', () => {
    // 1. The Japanese task force moves into 1008. The UK locates it with the Hudson, 2 hexes away (6 needed; 3 + 3): the book's Liberator, at 9 hexes, would need 16 on APTO's table (D29), out of reach of 2d6.
    let r = play(sc, [{ type: 'moveFlotilla', flotilla: 'tf', to: '1008' }], [3, 3, 2, 6, 6, 6])
    expect(pendingOf(r.state, 'navalWindow').recon!.units.map((u) => [u.id, u.distance])).toEqual([
      ['hudson', 2],
      ['liberator', 9],
      ['mosquito', 9],
    ])
    r = play(r.state, [{ type: 'reconnoitre', target: '1008', units: ['hudson'] }])
    r = play(r.state, [sightingReport(r.state, 1)])
    expect(pendingOf(r.state, 'navalWindow').located).toEqual(['ashigara'])
    // 2. The Mosquito launches from Changsha as a Bomber; over W 3917 it collects the Spitfire, which stops 2 hexes on, at its range (0508). Japan holds back.
    r = act(r.state, {
      type: 'launch',
      base: 'changsha',
      units: ['mosquito'],
      mission: 'airNaval',
      target: '1008',
      roles: { mosquito: 'bomber' },
      path: rowRoute(1, 10, '08'),
    })
    r = act(r.state, { type: 'collect', flight: pendingOf(r.state, 'collect').flight, units: ['spitfire'] })
    let s = r.state
    while (s.pending.kind === 'declare' && s.pending.loc !== '0708') s = act(s, { type: 'pass' }).state
    expect(s.units.spitfire).toMatchObject({ mp: 2, aloft: { loc: contextOf(s).map.parseLoc('0508') } })
    // 3. Two hexes further on (0708) Japan launches every available fighter against the Mosquito alone.
    expect(
      pendingOf(s, 'declare')
        .interceptors.map((g) => g.units.map((u) => u.id))
        .flat(),
    ).toEqual(['a6m1', 'a6m2'])
    s = play(s, [
      {
        type: 'declare',
        groups: [
          { base: 'gx1', units: ['a6m1'] },
          { base: 'gx2', units: ['a6m2'] },
        ],
      },
      { type: 'launchInterceptors', base: 'gx1' },
      { type: 'launchInterceptors', base: 'gx2' },
      { type: 'pass' },
    ]).state
    // 4. Before that combat, the UK launches the Liberator from Chungking: every Japanese fighter is aloft, so no window opens on its way.
    expect(pendingOf(s, 'preCombat')).toMatchObject({ side: 'allies', joinMissionFor: 'M1' })
    const lib = act(s, { type: 'launch', base: 'chungking', units: ['liberator'], mission: 'airNaval' })
    expect(eventsOf(lib.events, 'arrive').map((e) => e.text)).toContain(
      'Liberator arrives over the target 1008 (4.12).',
    )
    expect(pendingOf(lib.state, 'preCombat').side).toBe('axis') // back to the combat at 0708: nothing asked on the Liberator's way
    // 5. The Mosquito switches to the Fighter role; Round 1: every attack misses (natural 6s); the UK aborts it.
    r = play(lib.state, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'dumpOrdnance', units: ['mosquito'] },
      { type: 'attack', attacker: 'mosquito', target: 'a6m1' },
      { type: 'attack', attacker: 'a6m1', target: 'mosquito' },
      { type: 'attack', attacker: 'a6m2', target: 'mosquito' },
      { type: 'voluntaryAbort', units: ['mosquito'] },
      { type: 'voluntaryAbort', units: [] },
    ])
    expect(eventsOf(r.events, 'attack').map((e) => e.roll!.result)).toEqual(['miss', 'miss', 'miss'])
    expect(r.state.units.mosquito).toMatchObject({ aborted: true, role: 'fighter' })
    // 6. The Liberator strikes: _4_ underscored → 2 attacks; +1 land-based underscored bomber against a named ship, −1 Heavy Bomber.
    expect(pendingOf(r.state, 'navalAttack')).toMatchObject({
      side: 'allies',
      bombers: [{ id: 'liberator', left: 2 }],
      ships: ['ashigara'],
    })
    expect(
      navalAttackModifiers(contextOf(r.state), r.state, r.state.units.liberator, 'ashigara', false).map(
        (m) => `${m.value} ${m.label}`,
      ),
    ).toEqual([
      '1 land-based bomber (underscored strength) against a named ship',
      '-1 land-based Heavy Bomber (A-10)',
    ])
  })
})
