import { describe, expect, it } from 'vitest'
import {
  apply,
  newGame,
  engagementStack,
  interceptionZone,
  rangeOverlay,
  traceLaunch,
  type GameState,
} from './index'
import { fixture } from './testing/fixtures'
import { buildMapIndex } from '../../kernel/hex'

const sc = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies' },
    { id: 'x1', hex: '1004', owner: 'axis' },
  ],
  units: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]', base: 'ab' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
  ],
})
const map = buildMapIndex({ cols: 20, rows: 12 })
const dist = (a: string, b: string) => map.hexDistance(map.parseLoc(a)!, map.parseLoc(b)!)

describe('overlays computed by the rules module', () => {
  it('range overlay of a Spitfire at base: every hex within 4 of its base (4.12)', () => {
    const s = newGame(sc)
    const { range } = rangeOverlay(s, 'spit')
    const expected = map.labels.filter((l) => dist(l, '0207') <= 4)
    expect(new Set(range)).toEqual(new Set(expected))
  })

  it('interception zone of the Axis: hexes within max(4, 4/2) = 4 of Me-109 base (4.13)', () => {
    const s = newGame(sc)
    const zone = interceptionZone(s, 'axis')
    expect(zone.get('1004')).toBe(1)
    expect(zone.has('0605')).toBe(dist('1004', '0605') <= 4)
    expect([...zone.keys()].every((l) => dist(l, '1004') <= 4)).toBe(true)
  })

  it('tracing: legal next hexes shrink to none when the Spitfire alone has spent its 4 MP (4.12)', () => {
    const s = newGame(sc)
    const t1 = traceLaunch(s, 'ab', ['spit'], ['0307', '0407', '0507', '0607'])
    expect(t1.error).toBeNull()
    expect(t1.units).toEqual([{ id: 'spit', name: 'Spitfire', used: 4, left: 0 }])
    expect(t1.next).toEqual([])
    const t2 = traceLaunch(s, 'ab', ['spit'], ['0307', '0507'])
    expect(t2.error).toMatch(/0507 is not next to 0307/)
  })

  it('engagement stack lists the declared interception with its hex', () => {
    let s: GameState = newGame(sc)
    const r = apply(s, { type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' })
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
    expect(s.pending.kind).toBe('declare')
    const r2 = apply(s, { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] })
    if (!r2.ok) throw new Error(r2.violation.message)
    expect(engagementStack(r2.state)).toEqual([
      { id: 'E1', hex: s.pending.loc, depth: 1, name: 'Interception', status: 'gathering' },
    ])
  })
})
