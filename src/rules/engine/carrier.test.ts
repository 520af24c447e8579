// A carrier docked in port or damaged launches no Naval-Air unit (4.4, 4.5): "A Naval-Air unit may
// never be launched from an aircraft carrier that is docked in port"; "If an aircraft carrier is
// damaged … it cannot be launched from that aircraft carrier". Such missions were accepted (issue 10).
import { describe, expect, it } from 'vitest'
import { unitStatus } from '..'
import { validScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { Action } from '../types'
import { apply } from './flow'
import { newGame } from './newGame'

function game(change: (s: ScenarioData) => void) {
  const data = validScenario()
  change(data)
  const sc = parseScenario(data)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return newGame(sc.scenario, { seed: 1 })
}
const LAUNCH: Action = { type: 'launch', base: 'furious-air', units: ['swordfish-1'], mission: 'fly', target: '0402', roles: { 'swordfish-1': 'bomber' } }

describe('missions from a carrier (4.4, 4.5)', () => {
  it('at sea and undamaged: the Swordfish launches', () => {
    const r = apply(game(() => {}), LAUNCH)
    expect(r.ok).toBe(true)
  })

  it('docked in port: refused with 4.5, not offered, and the unit card says why', () => {
    const s = game((d) => ((d.navalUnits[0].hex = '0203'), (d.navalUnits[0].inPort = true)))
    const r = apply(s, LAUNCH)
    expect(!r.ok && r.violation).toEqual({ rule: '4.5', message: 'Furious is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).' })
    expect(s.pending.kind === 'plan' && s.pending.bases.some((b) => b.base === 'furious-air')).toBe(false)
    expect(unitStatus(s, 'swordfish-1').canLaunch).toEqual({ ok: false, why: 'Furious is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).', rule: '4.5' })
  })

  it('damaged (on its back face): refused with 4.4', () => {
    // (A damaged Furious carries 1 strength point: the Swordfish on board is a 1-point one.)
    const s = game((d) => ((d.navalUnits[0].face = 'back'), (d.airUnits[4].front = '1-5/0')))
    const r = apply(s, LAUNCH)
    expect(!r.ok && r.violation).toEqual({ rule: '4.4', message: 'Furious is damaged: no Naval-Air unit launches from a damaged carrier (4.4).' })
  })
})
