// The die modifiers of one air-naval attack that depend on the game (4.20): the surprise naval
// strike (AETO German Naval-Air under the Blitzkrieg; APTO Japanese under the Sneak Attack, D65)
// and the Italian −1 before 1942 (AETO only; removed in APTO, D63).
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { fixture, fixtureShip } from '../testing/fixtures'
import { start } from '../testing/play'
import type { Scenario } from '../scenario/schema'
import { navalAttackModifiers } from './ships'

function game(variant: 'aeto' | 'apto', opts: { roles?: Record<string, 'german' | 'japanese' | 'italian'>; year?: number; surprise?: boolean } = {}) {
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
    navalUnits: [fixtureShip('dd', '1205', { nation: 'UK' })],
  })
  // Roles and the surprise context set after validation, which wants a Japanese nation for a Sneak Attack.
  const roles = opts.roles ?? {}
  const context = { ...sc.context, ...(variant === 'aeto' ? { blitzkrieg: surprise } : { sneakAttack: surprise }) }
  const scenario: Scenario = { ...sc, context, nations: sc.nations.map((n) => (roles[n.id] ? { ...n, role: roles[n.id] } : n)) }
  const s = start(scenario)
  const ctx = contextOf(s)
  return (unit: string) => navalAttackModifiers(ctx, s, s.units[unit], 'dd', false).map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`)
}

describe('the surprise naval strike (4.20; APTO D65)', () => {
  it('AETO: German Naval-Air in the first month of a Blitzkrieg invasion attacks at +1; not otherwise', () => {
    expect(game('aeto', { surprise: true })('n1')).toEqual(['+1 German naval air, first turn of a Blitzkrieg invasion'])
    expect(game('aeto', { surprise: false })('n1')).toEqual([])
  })

  it('APTO: Japanese Naval-Air under the Sneak Attack gets the +1, German Naval-Air never does (APTO D65)', () => {
    expect(game('apto', { surprise: true, roles: { DE: 'japanese' } })('n1')).toEqual(['+1 Japanese naval air, first turn of a Sneak Attack invasion (APTO D65)'])
    expect(game('apto', { surprise: true })('n1')).toEqual([])
    expect(game('apto', { surprise: false, roles: { DE: 'japanese' } })('n1')).toEqual([])
  })
})

describe('Italian bombers against ships before 1942 (4.20; APTO D63)', () => {
  it('AETO: −1 in 1941, nothing in 1942', () => {
    expect(game('aeto', { year: 1941, roles: { IT: 'italian' } })('it1')).toEqual(['-1 Italian bomber before 1942'])
    expect(game('aeto', { year: 1942, roles: { IT: 'italian' } })('it1')).toEqual([])
  })

  it('APTO: no Italian −1, even in 1941 (APTO D63)', () => {
    expect(game('apto', { year: 1941, roles: { IT: 'italian' } })('it1')).toEqual([])
  })
})
