// The OCS example of 14.3e through the store and the generic decision panel, the list the OCS page
// falls back to for a decision its dialogs do not know (ui/systems/ocs): the deciding side sees its
// choices as buttons, the other side waits, a refusal comes back with its rule, and undo stops at
// the dice.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ocsSystem, OCS_SYSTEM_ID } from '../rules/systems/all'
import { builtInScenarios } from '../scenarios/files'
import { readBuiltIn } from '../scenarios/files'
import { currentState } from '../store/game'
import { loadSaveText, saveText } from '../store/saveFile'
import { createSortieStore, gameState, undoReason } from '../store/store'
import { GenericDecisionPanel } from './NoScreens'
import { screensFor, screensOfScenario } from './systems'

function panel(state: Parameters<typeof GenericDecisionPanel>[0]['state'], viewer: string | null): string {
  return renderToStaticMarkup(
    createElement(GenericDecisionPanel, { system: ocsSystem, state, viewer, onAction: () => {} }),
  )
}
const buttons = (html: string) =>
  [...html.matchAll(/<button type="button">([^<]*)<\/button>/g)].map((m) => m[1].replaceAll('&quot;', '"'))

describe('an OCS game on the generic panel', () => {
  it('plays the example of 14.3e through the store', () => {
    expect(builtInScenarios.some((b) => b.id === 'ocs-air-combat-14-3e')).toBe(false) // listed apart: otherSystemsIndex
    const json = readBuiltIn('ocs-air-combat-14-3e')
    expect(screensOfScenario(json)).toBe(screensFor(OCS_SYSTEM_ID)) // its own page (ui/systems/ocs)
    const store = createSortieStore()
    store.getState().setSession({ undoPolicy: 'hotSeat' })
    expect(
      store.getState().loadScenario(json, 'builtin:ocs-air-combat-14-3e', { seed: 1, dice: [4, 5, 3] }),
    ).toBe(true)
    const s0 = gameState(store.getState())!
    const soviets = panel(s0, 'soviet')
    expect(soviets).toContain('<p data-testid="stage">Soviet Movement Phase · Barrage Segment</p>')
    // Trainbusting may strike any hex in range (14.8): those buttons are left out here.
    expect(buttons(soviets).filter((b) => !b.includes('trainbusting'))).toEqual([
      'mission: mission barrage, hex 1006, aircraft ["lagg3"]',
      'mission: mission barrage, hex 1006, aircraft ["lagg3","il2"]',
      'mission: mission barrage, hex 1006, aircraft ["il2"]',
      'endSegment',
    ])
    expect(buttons(panel(s0, 'german'))).toEqual([])

    const d = (a: object) => store.getState().dispatch(a as never)
    expect(d({ type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] })).toBeNull()
    expect(d({ type: 'abort', aircraft: [] })).toBeNull()
    expect(d({ type: 'abort', aircraft: [] })).toBeNull()
    expect(d({ type: 'pick', aircraft: 'il2' })).toMatchObject({ rule: '14.3a' })
    expect(d({ type: 'pick', aircraft: 'lagg3' })).toBeNull()
    const s1 = gameState(store.getState())!
    expect(buttons(panel(s1, 'german'))).toEqual([
      'pick: aircraft bf109f',
      'pick: aircraft stuka-1',
      'pick: aircraft stuka-2',
    ])
    expect(d({ type: 'pick', aircraft: 'bf109f' })).toBeNull()
    // No table entered: the Soviets read row 7 off their chart; only "both abort" is offered there.
    const s2 = gameState(store.getState())!
    expect(s2.pending).toMatchObject({ kind: 'chartLookup', side: 'soviet' })
    expect(buttons(panel(s2, 'soviet'))).toEqual(['chart: result both abort'])
    expect(d({ type: 'chart', result: 'both abort' })).toBeNull()
    expect(undoReason(store.getState())).toContain('Round 1 over 1006: LaGG-3 2 attacks Bf 109f 4')
    expect(d({ type: 'abort', aircraft: [] })).toBeNull()
    expect(d({ type: 'abort', aircraft: [] })).toBeNull()
    // The IL-2's barrage: its Flak line and the Barrage Table cell read off the chart (14.4e, 14.7).
    expect(d({ type: 'chart', result: '0' })).toBeNull()
    expect(d({ type: 'chart', result: '-' })).toBeNull()
    const end = gameState(store.getState()) as unknown as { aircraft: Record<string, { mode: string }> }
    expect(end.aircraft.lagg3.mode).toBe('inactive')
    expect(end.aircraft.bf109f.mode).toBe('inactive')
    expect(end.aircraft.il2.mode).toBe('inactive')
    // Saved and loaded back: replayed by the OCS rules to the same state hash.
    const text = saveText(store.getState().game!)
    const back = loadSaveText(text)
    if (!back.ok) throw new Error(back.message)
    expect(ocsSystem.hash(currentState(back.record) as never)).toBe(
      ocsSystem.hash(gameState(store.getState()) as never),
    )
    expect((JSON.parse(text) as { actions: unknown[] }).actions).toHaveLength(10)
  })
})
