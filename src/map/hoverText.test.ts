import { describe, expect, it } from 'vitest'
import { newGame } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from '../scenarios/files'
import { mapSnapshot } from './mapSnapshot'
import type { UiSlice } from '../store/store'
import { hoverText } from './hoverText'
import { testUi } from './testUi'
import { play, start } from '../rules/systems/aeto/testing/play'
import { seaTransportScenario } from '../rules/systems/aeto/testing/seaTransportFixture'

const tutorialJson = readBuiltIn('tutorial')

const ui: UiSlice = testUi()

describe('hover text', () => {
  const sc = parseScenario(tutorialJson)
  if (!sc.ok) throw new Error('tutorial does not load')
  const s = newGame(sc.scenario, { seed: 1 })
  const snap = mapSnapshot(s, ui)
  const loc = (label: string) => snap.board.labels.indexOf(label)

  it('names the hex, its terrain, the base with owner, type and used/capacity, and the units', () => {
    expect(hoverText(snap, loc('0507'))).toBe('0507 clear · Kestrel Field (W, L 3/3) · 3 air units at base')
  })

  it('names the task force in a sea hex when everything is open', () => {
    expect(hoverText(snap, loc('0905'))).toBe('0905 sea · Emden and 1 more ship (A)')
  })

  it('counts the chits of a task force the viewer has not located, without a name (4.10)', () => {
    const allied = mapSnapshot(s, { ...ui, viewer: 'allies' })
    expect(hoverText(allied, loc('0905'))).toBe('0905 sea · 2 naval chits, not located (A)')
    expect(hoverText(mapSnapshot(s, { ...ui, viewer: 'axis' }), loc('0905'))).toBe(
      '0905 sea · Emden and 1 more ship (A)',
    )
  })

  it('a partly located task force: counted, the located chits apart, none named (4.10)', () => {
    const partly = {
      ...s,
      naval: { ships: {}, located: { allies: ['de-z10'] }, tried: [], spent: [], recon: null },
    }
    expect(hoverText(mapSnapshot(partly, { ...ui, viewer: 'allies' }), loc('0905'))).toBe(
      '0905 sea · 2 naval chits, 1 located, not identified; the others not located (A)',
    )
  })

  it('counts the air units aboard a stack of STPs (APTO 3.21)', () => {
    const loaded = play(start(seaTransportScenario()), [
      { type: 'embarkStp', flotilla: 'convoy', unit: 'spit-1' },
    ]).state
    const snap2 = mapSnapshot(loaded, ui)
    expect(hoverText(snap2, snap2.board.labels.indexOf('0203'))).toBe(
      '0203 city · Hull (W, S 2/2) · 2 air units at base · Transports A and 1 more ship (W, in port, 1 air unit aboard)',
    )
  })
})
