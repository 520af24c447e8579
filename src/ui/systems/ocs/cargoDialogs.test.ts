// The Air Transport dialogs (14.9): the load offers each plane's range options as the rules give
// them (14.9e) and the cargo waiting at its base (14.9a); the cargo-loss dialog says how much may be
// kept (14.4g). Played on the 14.3e example with a Soviet transport, a second Soviet base and one Supply Point
// added (test data).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ocsSystem } from '../../../rules/systems/all'
import type { OcsState } from '../../../rules/systems/ocs'
import { readBuiltIn } from '../../../scenarios/files'
import { LoadDialog } from './CargoDialogs'
import { ocsDialogFor } from './dialogTable'
import { missionMenu } from './dialogLogic'

function transportGame(): OcsState {
  const json = readBuiltIn('ocs-air-combat-14-3e') as { aircraft: object[]; airBases: object[] }
  const ju52 = {
    id: 'ju52',
    side: 'soviet',
    name: 'Li-2',
    types: ['Tpt'],
    range: 10,
    full: { acr: 0, acrParen: true, barrage: 0, transportCap: '1T' },
    reduced: { acr: 0, acrParen: true, barrage: 0, transportCap: '1/2T' },
    steps: 2,
    mode: 'active',
    base: '0306',
  }
  const cargo = [{ id: 'sp1', side: 'soviet', name: 'Supply', kind: 'sp', t: 1, hex: '0306' }]
  const r = ocsSystem.parseScenario({
    ...json,
    airBases: [...json.airBases, { hex: '0310', side: 'soviet', level: 1 }],
    aircraft: [...json.aircraft, ju52],
    cargo,
  })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  let s = ocsSystem.newGame(r.scenario, { seed: 1 })
  // The Movement Segment of the Soviet Movement Phase (14.9: Air Transport flies in it).
  for (
    let i = 0;
    i < 20 &&
    !(s.pending.kind === 'phase' && s.pending.side === 'soviet' && s.pending.segment === 'movement');
    i++
  ) {
    const r2 = ocsSystem.apply(s, { type: 'endSegment' })
    if (!r2.ok) throw new Error(r2.violation.message)
    s = r2.state
  }
  return s
}

describe('the Air Transport dialogs (14.9)', () => {
  it('the mission order offers Air Transport to a friendly base; the load dialog offers the range options and the cargo', () => {
    const s = transportGame()
    const menu = missionMenu(ocsSystem.legal(s))
    expect([...(menu.missions.get('transport')?.keys() ?? [])]).toContain('0310')
    const declared = ocsSystem.apply(s, {
      type: 'mission',
      mission: 'transport',
      hex: '0310',
      aircraft: ['ju52'],
    })
    if (!declared.ok) throw new Error(declared.violation.message)
    const d = (declared as { state: OcsState }).state
    expect(d.pending.kind).toBe('load')
    expect(ocsDialogFor('load')).toBe(LoadDialog)
    const page = renderToStaticMarkup(
      createElement(LoadDialog as never, {
        state: d,
        pending: d.pending,
        legal: ocsSystem.legal(d),
        act: () => {},
      }),
    )
    expect(page).toContain('Range option of each plane (14.9e)')
    const options = (d.pending as { options: Record<string, string[]> }).options.ju52
    for (const o of options) expect(page).toContain(`value="${o}"`)
    expect(page).toContain('Supply (Supply Points, 1T, at 0306)')
  })
})
