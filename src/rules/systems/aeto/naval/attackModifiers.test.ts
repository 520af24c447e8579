// The die modifiers of one air-naval attack that depend on the game (4.20): the surprise naval
// strike (AETO German Naval-Air under the Blitzkrieg; APTO Japanese under the Sneak Attack, D65)
// and the Italian −1 before 1942 (AETO only; removed in APTO, D63).
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { fixture, fixtureShip } from '../testing/fixtures'
import { start } from '../testing/play'
import type { Scenario } from '../scenario/schema'
import { navalAA, navalAttackModifiers } from './ships'
import { parseScenario } from '../scenario/validate'

function game(
  variant: 'aeto' | 'apto',
  opts: {
    roles?: Record<string, 'german' | 'japanese' | 'italian'>
    year?: number
    surprise?: boolean
    target?: Partial<ReturnType<typeof fixtureShip>>
  } = {},
) {
  const surprise = opts.surprise ? { invaded: ['UK'], firstTurn: true } : undefined
  const sc = fixture({
    variant,
    year: opts.year ?? 1943,
    cols: 20,
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    phasingSide: 'axis',
    bases: [{ id: 'x', hex: '0805', owner: 'axis' }],
    units: [
      { id: 'n1', name: 'Naval air', nation: 'DE', type: 'N', front: '2-5/0', base: 'x' },
      { id: 'it1', name: 'SM.79', nation: 'IT', type: 'B', front: '3-12', base: 'x' },
    ],
    navalUnits: [fixtureShip('dd', '1205', { nation: 'UK', ...opts.target })],
  })
  // Roles and the surprise context set after validation, which wants a Japanese nation for a Sneak Attack.
  const roles = opts.roles ?? {}
  const context = {
    ...sc.context,
    ...(variant === 'aeto' ? { blitzkrieg: surprise } : { sneakAttack: surprise }),
  }
  const scenario: Scenario = {
    ...sc,
    context,
    nations: sc.nations.map((n) => (roles[n.id] ? { ...n, role: roles[n.id] } : n)),
  }
  const s = start(scenario)
  const ctx = contextOf(s)
  return (unit: string) =>
    navalAttackModifiers(ctx, s, s.units[unit], 'dd', false).map(
      (m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`,
    )
}

describe('the surprise naval strike (4.20; APTO D65)', () => {
  it('AETO: German Naval-Air in the first month of a Blitzkrieg invasion attacks at +1; not otherwise', () => {
    expect(game('aeto', { surprise: true })('n1')).toEqual([
      '+1 German naval air, first turn of a Blitzkrieg invasion',
    ])
    expect(game('aeto', { surprise: false })('n1')).toEqual([])
  })

  it('APTO: Japanese Naval-Air under the Sneak Attack gets the +1, German Naval-Air never does (APTO D65)', () => {
    expect(game('apto', { surprise: true, roles: { DE: 'japanese' } })('n1')).toEqual([
      '+1 Japanese naval air, first turn of a Sneak Attack invasion (APTO D65)',
    ])
    expect(game('apto', { surprise: true })('n1')).toEqual([])
    expect(game('apto', { surprise: false, roles: { DE: 'japanese' } })('n1')).toEqual([])
  })
})

describe('Italian bombers against ships before 1942 (4.20; APTO D63)', () => {
  it('AETO: −1 in 1941, nothing in 1942', () => {
    expect(game('aeto', { year: 1941, roles: { IT: 'italian' } })('it1')).toEqual([
      '-1 Italian bomber before 1942',
    ])
    expect(game('aeto', { year: 1942, roles: { IT: 'italian' } })('it1')).toEqual([])
  })

  it('APTO: no Italian −1, even in 1941 (APTO D63)', () => {
    expect(game('apto', { year: 1941, roles: { IT: 'italian' } })('it1')).toEqual([])
  })
})

describe('Japanese air units against a submarine (4.20; APTO D62)', () => {
  it('APTO: −1 for a Japanese air unit attacking a submarine; none against a destroyer, none in AETO', () => {
    expect(game('apto', { roles: { DE: 'japanese' }, target: { type: 'Submarine' } })('n1')).toEqual([
      '-1 Japanese air unit against a submarine (APTO D62)',
    ])
    expect(game('apto', { roles: { DE: 'japanese' } })('n1')).toEqual([])
    expect(game('aeto', { roles: { DE: 'japanese' }, target: { type: 'Submarine' } })('n1')).toEqual([])
  })
})

describe('"A" light cruisers count as destroyers for anti-aircraft (4.21; APTO D67)', () => {
  function aaOf(variant: 'aeto' | 'apto', ship: Partial<ReturnType<typeof fixtureShip>>) {
    const sc = fixture({
      variant,
      cols: 20,
      terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
      bases: [{ id: 'x', hex: '0805', owner: 'axis' }],
      units: [{ id: 'b', name: 'B', nation: 'DE', type: 'B', front: '3-12', base: 'x' }],
      navalUnits: [
        fixtureShip('cl', '1205', { nation: 'US', type: 'CL', front: { armor: 7, gunnery: 1 }, ...ship }),
      ],
    })
    const s = start(sc)
    const ctx = contextOf(s)
    return navalAA(ctx, s, ctx.map.parseLoc('1205')!, false, 'allies')
  }
  it('D-3: a lone CL (gunnery 1) has AA 0 and no snake-eyes hit; an APTO "A" CL alone has +1 and the snake-eyes hit, like a DD', () => {
    expect(aaOf('apto', {})).toMatchObject({ value: 0, destroyers: false })
    expect(aaOf('apto', { countsAsDestroyer: true })).toMatchObject({ value: 1, destroyers: true })
  })
  it('only an APTO CL may count as a destroyer: the validator names the field', () => {
    const bad = (variant: 'aeto' | 'apto', type: string) => {
      const sc = JSON.parse(
        JSON.stringify(
          fixture({
            variant,
            cols: 20,
            terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
            bases: [{ id: 'x', hex: '0805', owner: 'axis' }],
            units: [],
          }),
        ),
      )
      sc.navalUnits = [{ ...fixtureShip('s', '1205', { nation: 'US', type }), countsAsDestroyer: true }]
      const r = parseScenario(sc)
      return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
    }
    expect(bad('aeto', 'CL')).toEqual([
      'navalUnits[0].countsAsDestroyer: only an APTO "A" light cruiser (type CL) counts as a destroyer for anti-aircraft (4.21; APTO D67); this is an AETO scenario',
    ])
    expect(bad('apto', 'CA')).toContain(
      'navalUnits[0].countsAsDestroyer: only an APTO "A" light cruiser (type CL) counts as a destroyer for anti-aircraft (4.21; APTO D67); this is a CA',
    )
    expect(bad('apto', 'CL')).toEqual([])
  })
})

describe('the BBCV is a named ship in APTO (4.20; APTO D64)', () => {
  it('an APTO BBCV must be named; an AETO one must not', () => {
    const errors = (variant: 'aeto' | 'apto', named: boolean) => {
      const sc = JSON.parse(
        JSON.stringify(
          fixture({
            variant,
            cols: 20,
            terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
            bases: [{ id: 'x', hex: '0805', owner: 'axis' }],
            units: [],
          }),
        ),
      )
      sc.navalUnits = [{ ...fixtureShip('ise', '1205', { nation: 'DE', type: 'BBCV' }), named }]
      const r = parseScenario(sc)
      return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
    }
    expect(errors('apto', true)).toEqual([])
    expect(errors('apto', false)).toEqual([
      'navalUnits[0].named: a BBCV is a named ship (CV, CVL, BB, BBCV, CA and Raider are, 4.20): set named to true',
    ])
    expect(errors('aeto', true)).toEqual([
      'navalUnits[0].named: only CV, CVL, BB, CA and Raider are named ships (4.20); this is a BBCV',
    ])
  })
})

describe('enlarged ports count as Major Ports for anti-aircraft (4.21; APTO D68)', () => {
  /** A US CL (gunnery 1) docked at Allied port 0807: AA = 0 (gunnery 1 ÷ 10) + the port bonus. */
  function portAA(port: Record<string, unknown>, variant: 'aeto' | 'apto' = 'apto') {
    const sc = fixture({
      variant,
      cols: 20,
      terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
      bases: [{ id: 'x', hex: '0805', owner: 'axis' }],
      units: [{ id: 'b', name: 'B', nation: 'DE', type: 'B', front: '3-12', base: 'x' }],
      navalUnits: [fixtureShip('cl', '0807', { nation: 'US', type: 'CL', front: { armor: 7, gunnery: 1 } })],
    })
    const raw = JSON.parse(JSON.stringify(sc))
    raw.navalUnits[0].inPort = true
    raw.bases.push({
      id: 'pt',
      name: 'Port',
      hex: '0807',
      owner: 'allies',
      components: [{ kind: 'MinorPort', ...port }],
    })
    const r = parseScenario(raw)
    if (!r.ok) return r.errors.map((e) => `${e.path}: ${e.message}`)
    const s = start(r.scenario)
    const ctx = contextOf(s)
    const aa = navalAA(ctx, s, ctx.map.parseLoc('0807')!, true, 'allies')
    return [aa.value, ...aa.parts.slice(1).map((m) => `+${m.value} ${m.label}`)]
  }

  it('APTO D68: a ship docked in an enlarged Minor Port gets the +2 of a Major Port; an ordinary Minor Port gives +1 (A-49)', () => {
    expect(portAA({ enlarged: true })).toEqual([2, '+2 docked in a friendly enlarged port (APTO D68)'])
    expect(portAA({})).toEqual([1, '+1 docked in a friendly minor port (A-49)'])
  })

  it('only an APTO Minor Port may be enlarged: the validator names the field', () => {
    expect(portAA({ enlarged: true }, 'aeto')).toEqual([
      'bases[1].components[0].enlarged: enlarged ports are an APTO rule ([10.43]; APTO D68): set "variant": "apto" or remove enlarged',
    ])
    expect(portAA({ kind: 'MajorPort', enlarged: true })).toEqual([
      'bases[1].components[0].enlarged: only a Minor Port is enlarged ([10.43]; a MajorPort cannot be); remove enlarged',
    ])
  })
})
