// What the panels show of air units aboard STPs (APTO 3.21): the hex panel lists them under their
// ships with the STP points used, the order of battle says "Aboard STPs" where the ships are, the
// unit card why it cannot fly; another side reads only "aboard ships".
import { describe, expect, it } from 'vitest'
import { unitStatus } from '../rules/systems/aeto'
import { play, start } from '../rules/systems/aeto/testing/play'
import { seaTransportScenario } from '../rules/systems/aeto/testing/seaTransportFixture'
import { hexView, unitRow, unitsInHex, WHERE_NAMES } from './situation'

const aboard = () =>
  play(start(seaTransportScenario()), [{ type: 'embarkStp', flotilla: 'convoy', unit: 'spit-1' }]).state

describe('air units aboard STPs on the panels (APTO 3.21)', () => {
  it('the hex panel lists them under the docked STPs, with the STP points used; Tab reaches them', () => {
    const h = hexView(aboard(), '0203', 'allies')!
    expect(h.bases[0].units.map((u) => u.id)).toEqual(['wellington-1', 'buffalo'])
    expect(h.naval.map((n) => [n.side.id, n.inPort, n.aboard?.map((u) => u.name), n.loads])).toEqual([
      ['allies', true, ['Spitfire #1'], [{ flotilla: 'convoy', points: 3, load: 2 }]],
    ])
    expect(unitsInHex(h).map((u) => u.id)).toContain('spit-1')
    expect(hexView(start(seaTransportScenario()), '0203')!.naval[0].aboard).toBeUndefined()
  })

  it('the order of battle says where, the unit card why it cannot fly; the enemy reads "aboard ships"', () => {
    const s = aboard()
    expect(unitRow(s, 'spit-1', 'allies')).toMatchObject({
      where: 'aboard',
      baseName: 'aboard the STPs Transports A and Transports B',
      loc: '0203',
    })
    expect(WHERE_NAMES.aboard).toBe('Aboard STPs')
    expect(unitRow(s, 'spit-1', 'axis')).toMatchObject({ where: 'aboard', baseName: 'aboard ships' })
    expect(unitStatus(s, 'spit-1')).toMatchObject({
      where: 'Aboard the STPs Transports A and Transports B in port at 0203 (flotilla convoy)',
      canLaunch: {
        ok: false,
        rule: '3.24',
        why: 'Aboard STPs: it debarks in a friendly port, for an Air Offensive or in the Movement Phase (3.24).',
      },
    })
  })
})
