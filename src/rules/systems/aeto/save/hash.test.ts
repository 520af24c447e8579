import { describe, expect, it } from 'vitest'
import { apply } from '../engine/flow'
import { newGame } from '../engine/newGame'
import { fixture } from '../testing/fixtures'
import type { GameState } from '../types'
import { canonicalJson, fnv1a64, stateHash } from './hash'

const scenario = () =>
  fixture({
    bases: [
      { id: 'ab', hex: '0207', owner: 'allies' },
      { id: 'x1', hex: '1004', owner: 'axis' },
    ],
    units: [
      {
        id: 'b17',
        name: 'B-17',
        nation: 'US',
        type: 'B',
        front: '_12_-20[2]',
        back: '_6_-20[2]',
        base: 'ab',
      },
      { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    ],
  })

/** The same data with every object's keys in reverse order. */
function reversedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversedKeys)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .reverse()
        .map((k) => [k, reversedKeys((v as Record<string, unknown>)[k])]),
    )
  return v
}

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325')
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c')
    expect(fnv1a64('foobar')).toBe('85944171f73967e8')
  })

  it('hashes the UTF-8 bytes of the text (checked against a BigInt FNV-1a over TextEncoder bytes)', () => {
    expect(fnv1a64('é€😀')).toBe('0a289ca40199fa06')
    // A lone surrogate is encoded as U+FFFD, as TextEncoder does.
    expect(fnv1a64('\ud800')).toBe(fnv1a64('\ufffd'))
  })
})

describe('canonicalJson', () => {
  it('sorts keys, keeps array order and drops undefined like JSON', () => {
    expect(canonicalJson({ b: 1, a: [3, 1, { d: undefined, c: null }], e: 'x' })).toBe(
      '{"a":[3,1,{"c":null}],"b":1,"e":"x"}',
    )
    expect(canonicalJson([undefined, NaN, -0])).toBe('[null,null,0]')
  })
})

describe('stateHash', () => {
  it('equal states hash equal, whatever the key order; the scenario is not part of it', () => {
    const a = newGame(scenario(), { seed: 3 })
    const b = newGame(scenario(), { seed: 3 })
    expect(stateHash(a)).toBe(stateHash(b))
    const shuffled = { ...(reversedKeys({ ...a, scenario: undefined }) as GameState), scenario: a.scenario }
    expect(stateHash(shuffled)).toBe(stateHash(a))
    const other = { ...a, scenario: { ...a.scenario, title: 'Another title' } }
    expect(stateHash(other)).toBe(stateHash(a))
  })

  it('changes with the seed and with every action', () => {
    const a = newGame(scenario(), { seed: 3 })
    expect(stateHash(newGame(scenario(), { seed: 4 }))).not.toBe(stateHash(a))
    const r = apply(a, { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' })
    if (!r.ok) throw new Error(r.violation.message)
    expect(stateHash(r.state)).not.toBe(stateHash(a))
    expect(stateHash(r.state)).toMatch(/^[0-9a-f]{16}$/)
  })
})
