// The built-in demo (public/scenarios/ocs/ocs-demo-air-power.json): fictional, every counter value
// marked a stand-in, and a situation in which the missions its notes suggest can be flown.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsSystem } from './system'
import { ocsScenario, play } from './testing'
import { STAND_IN_FIELDS, type OcsAction } from './types'

const DEMO = () => ocsScenario(readBuiltIn('ocs-demo-air-power'))

describe('the OCS demo scenario (fictional, stand-ins marked)', () => {
  it('loads, and marks every counter value and every base level as a stand-in', () => {
    const sc = DEMO()
    for (const a of sc.aircraft) expect([...a.standIn].sort(), a.id).toEqual([...STAND_IN_FIELDS].sort())
    for (const b of sc.airBases) expect(b.levelStandIn, b.hex).toBe(true)
    expect(sc.notes!.join(' ')).toContain('A fictional demonstration')
  })

  it('a barrage of 1106 may be intercepted (14.5), the transport and the Hip Shoot are offered (14.9, 14.7d), refit too (15.0)', () => {
    const s = ocsSystem.newGame(DEMO(), { seed: 1 })
    const barrage: OcsAction = {
      type: 'mission',
      mission: 'barrage',
      hex: '1106',
      aircraft: ['n-fighter-2', 'n-bomber'],
    }
    expect(ocsSystem.legal(s)).toContainEqual(barrage)
    const r = play(s, [barrage])
    // The Southern fighter at 1406 is Active, so an Air Combat comes first only if Active aircraft
    // sit at 1106 (none do): the interception is offered inside its Patrol Zone.
    expect(r.state.pending).toMatchObject({ kind: 'intercept', side: 'south', choices: ['s-fighter'] })
    const movement = play(s, [{ type: 'endSegment' }]).state
    const legal = ocsSystem.legal(movement)
    expect(legal).toContainEqual({
      type: 'mission',
      mission: 'hipShoot',
      hex: '1008',
      aircraft: ['n-fighter'],
    })
    expect(legal.some((a) => a.type === 'mission' && a.mission === 'transport' && a.hex === '0609')).toBe(
      true,
    )
    const refit = play(s, [
      { type: 'endSegment' },
      { type: 'endSegment' },
      { type: 'endSegment' },
      { type: 'endSegment' },
    ]).state
    expect(refit.pending).toMatchObject({ kind: 'phase', rule: '15.0' })
    expect(ocsSystem.legal(refit)).toEqual([{ type: 'refit', aircraft: 'n-reserve' }, { type: 'endSegment' }])
  })
})
