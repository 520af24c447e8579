// Editing an interceptor group's path while its launch waits (4.13): the legal next hexes, the
// automatic rest of the path, and the launch along the edited path.
import { describe, expect, it } from 'vitest'
import { flightStatus, traceInterceptors, type GameState } from './index'
import { fixture } from './testing/fixtures'
import { act, pendingOf, play, refused } from './testing/play'
import { buildMapIndex } from '../../kernel/hex'

const sc = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies' },
    { id: 'x1', hex: '1004', owner: 'axis' },
  ],
  units: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]', base: 'ab' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
  ],
})
const map = buildMapIndex({ cols: 20, rows: 12 })
const dist = (a: string, b: string) => map.hexDistance(map.parseLoc(a)!, map.parseLoc(b)!)

/** The B-17 flies 0207 → 0707; the Axis declares the Me-109 at the first hex it may (4.13). */
function declared(): GameState {
  let { state } = play(sc, [
    {
      type: 'launch',
      base: 'ab',
      units: ['b17'],
      mission: 'fly',
      target: '0707',
      path: ['0307', '0407', '0507', '0607', '0707'],
    },
  ])
  while (state.pending.kind === 'declare') {
    state = act(
      state,
      state.pending.interceptors.length
        ? { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }
        : { type: 'pass' },
    ).state
    if (state.pending.kind === 'launchInterceptors') break
  }
  return state
}

describe('interceptor path editing (4.13)', () => {
  const s = declared()
  const p = pendingOf(s, 'launchInterceptors')
  const target = s.engagements[p.engagement]
  const hex = map.locLabel(target.loc)

  it('the engagement is at 0707, within the Me-109’s interception range max(4, 4/2) = 4 of 1004', () => {
    expect(hex).toBe('0707')
    expect(dist('1004', hex)).toBeLessThanOrEqual(4)
  })

  it('with nothing traced, the rest is the automatic path and the next hexes keep the engagement within range', () => {
    const t = traceInterceptors(s, p.engagement, 'x1', [])
    expect(t.error).toBeNull()
    expect(t.rest).toEqual(p.bases[0].autoPath)
    const expected = map.labels.filter((l) => dist(l, '1004') === 1 && 1 + dist(l, hex) <= 4)
    expect(new Set(t.next)).toEqual(new Set(expected))
    expect(t.units).toEqual([{ id: 'me109', name: 'Me-109', used: 0, left: 4 }])
  })

  it('a detour that leaves the engagement out of reach is refused with the rule; a legal one reports MP and the rest', () => {
    const away = map.labels.find((l) => dist(l, '1004') === 1 && 1 + dist(l, hex) > 4)
    expect(away, 'a neighbour of 1004 out of reach exists').toBeDefined()
    expect(traceInterceptors(s, p.engagement, 'x1', [away!]).error).toMatch(/4\.13/)
    const step = traceInterceptors(s, p.engagement, 'x1', []).next[0]
    const t = traceInterceptors(s, p.engagement, 'x1', [step])
    expect(t.error).toBeNull()
    expect(t.units[0]).toMatchObject({ used: 1, left: 3 })
    expect(t.rest[t.rest.length - 1]).toBe(hex)
    expect(t.rest.length).toBe(dist(step, hex))
  })

  it('launching along the edited path flies it; a path through a non-adjacent hex is refused and nothing changes', () => {
    const step = traceInterceptors(s, p.engagement, 'x1', []).next.at(-1)!
    const rest = traceInterceptors(s, p.engagement, 'x1', [step]).rest
    const after = act(s, { type: 'launchInterceptors', base: 'x1', path: [step, ...rest] }).state
    const f = Object.values(after.flights).find((x) => x.units.includes('me109'))!
    expect(f.path.map((l) => map.locLabel(l)).slice(0, 2)).toEqual(['1004', step])
    const far = map.labels.find((l) => dist(l, '1004') === 3)!
    expect(refused(s, { type: 'launchInterceptors', base: 'x1', path: [far] }).rule).toBe('4.12')
  })

  it('a malformed path is refused even when no declared unit is left to fly it (4.12)', () => {
    // The Me-109 eliminated between its declaration and its launch (e.g. in another combat).
    const gone: GameState = { ...s, units: { ...s.units, me109: { ...s.units.me109, eliminated: true } } }
    expect(refused(gone, { type: 'launchInterceptors', base: 'x1', path: ['nowhere'] }).rule).toBe('4.12')
    expect(
      act(gone, { type: 'launchInterceptors', base: 'x1' }).state.engagements[p.engagement].groups[0]
        .launched,
    ).toBe(true)
  })

  it('an unknown base or engagement gives a sentence, not a crash', () => {
    expect(traceInterceptors(s, p.engagement, 'ab', []).error).toMatch(/No interceptors wait/)
    expect(traceInterceptors(s, 'nope', 'x1', []).error).toMatch(/No interceptors wait/)
  })
})

describe('flightStatus: destination and MP per unit of a flight aloft (4.12, 4.13)', () => {
  it('the B-17 flying to 0707 has spent 5 of its 20 MP; the Me-109 launched for 0707 has 4 MP of interception range, none spent', () => {
    const s = declared()
    const b17 = Object.values(s.flights).find((f) => f.units.includes('b17'))!
    expect(flightStatus(s, b17.id)).toEqual({
      destination: '0707',
      units: [{ id: 'b17', used: 5, left: 15 }],
    })
    const after = act(s, { type: 'launchInterceptors', base: 'x1' }).state
    const me = Object.values(after.flights).find((f) => f.units.includes('me109'))!
    expect(flightStatus(after, me.id)?.destination).toBe('0707')
    expect(flightStatus(after, 'nope')).toBeNull()
  })
})
