// An Air Offensive's limits (4.25: two missions, four kinds) bind the side whose Offensive it is,
// not the other side answering a flotilla's move in that Offensive (4.15).
import { describe, expect, it } from 'vitest'
import { tx } from '../engine/core'
import { launchOptions } from '../engine/movement'
import { fixture } from '../testing/fixtures'
import { start } from '../testing/play'
import { MISSIONS, missionUnavailable } from '.'

const sc = fixture({
  bases: [
    { id: 'ab', hex: '0205', owner: 'allies' },
    { id: 'xb', hex: '1005', owner: 'axis' },
  ],
  units: [
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
    { id: 'ju88', name: 'Ju-88', nation: 'DE', type: 'B', front: '4-10', back: '2-10', base: 'xb' },
  ],
})

describe('the Air Offensive’s limits are its own side’s (4.25)', () => {
  it('after two missions of the Axis Air Offensive, the Axis may fly no more; the Allies are not bound by it', () => {
    const s0 = start(sc)
    const s = {
      ...s0,
      offensivePhase: {
        turn: 'axis',
        passes: 0,
        used: { axis: 1 },
        current: { kind: 'air' as const, side: 'axis', missions: ['M1', 'M2'] },
      },
    }
    const t = tx(s)
    const fly = MISSIONS.find((m) => m.kind === 'changeBase')!
    expect(missionUnavailable(t, fly, 'axis', launchOptions(t, 'axis'))).toEqual({
      rule: '4.25',
      reason: 'This Air Offensive has launched its two missions (4.25).',
    })
    expect(missionUnavailable(t, fly, 'allies', launchOptions(t, 'allies'))?.rule).not.toBe('4.25')
  })
})
