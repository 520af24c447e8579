// The AWAW example of 23.22A through the store and the generic decision panel (the fallback for a
// decision kind the AWAW page does not know yet; the page itself is ui/systems/awaw): the deciding side sees the prompt with its rule and its choices as buttons, the
// other side waits, the cover stays off the attacker's panel, a refusal comes back with its rule,
// and a save replays to the same hash. The automatic opponent answers the decisions it may take.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { awawSystem } from '../rules/systems/all'
import { readBuiltIn } from '../scenarios/files'
import { currentState } from '../store/game'
import { loadSaveText, saveText } from '../store/saveFile'
import { createSortieStore, gameState } from '../store/store'
import { GenericDecisionPanel } from './NoScreens'
import { screensOfScenario } from './systems'

type AwawState = Parameters<typeof awawSystem.apply>[0]

function panel(state: Parameters<typeof GenericDecisionPanel>[0]['state'], viewer: string | null): string {
  return renderToStaticMarkup(
    createElement(GenericDecisionPanel, { system: awawSystem, state, viewer, onAction: () => {} }),
  )
}
const buttons = (html: string) =>
  [...html.matchAll(/<button type="button">([^<]*)<\/button>/g)].map((m) => m[1].replaceAll('&quot;', '"'))

describe('an AWAW game on the generic panel', () => {
  it('plays the example of 23.22A through the store', () => {
    const json = readBuiltIn('awaw-air-cover-23-22a')
    expect(screensOfScenario(json)?.systemId).toBe('awaw')
    const store = createSortieStore()
    store.getState().setSession({ undoPolicy: 'hotSeat' })
    expect(
      store.getState().loadScenario(json, 'builtin:awaw-air-cover-23-22a', { seed: 1, dice: [1, 1, 6, 6] }),
    ).toBe(true)
    const d = (a: object) => store.getState().dispatch(a as never)
    const s0 = gameState(store.getState())!
    const japan = panel(s0, 'japan')
    expect(japan).toContain('Enter what the naval rules (21–22, not in the rules text Sortie has) decide')
    expect(japan).toContain('23.24')
    expect(buttons(japan)).toContain('enterHex: force jp-force, hex 0506')
    expect(buttons(panel(s0, 'usa'))).toEqual([])

    expect(d({ type: 'enterHex', force: 'jp-force', hex: '0508' })).toMatchObject({ rule: '23.24A' })
    expect(d({ type: 'enterHex', force: 'jp-force', hex: '0506' })).toBeNull()
    expect(
      d({
        type: 'strike',
        attacks: [{ tf: 'jp-tf', from: [{ base: 'us-base', kind: 'attack', count: 4 }] }],
      }),
    ).toBeNull()
    const s1 = gameState(store.getState())!
    expect(panel(s1, 'japan')).toContain('in secret (23.22, 23.24C, 23.33)')
    expect(
      d({
        type: 'cover',
        from: [
          { base: 'jp-base', kind: 'cover', count: 3 },
          { base: 'jp-base', kind: 'nas', count: 1 },
        ],
        extra: [],
        cap: {},
      }),
    ).toBeNull()
    const s2 = gameState(store.getState())!
    expect(panel(s2, 'usa')).not.toContain('jp-base')
    expect(buttons(panel(s2, 'japan'))).toEqual([0, 1, 2, 3].map((n) => `engage: cap 0, cover ${n}`))
    expect(d({ type: 'engage', cap: 0, cover: 3 })).toBeNull()
    expect(d({ type: 'chart', result: '1/2' })).toBeNull()
    expect(d({ type: 'chart', result: '0' })).toBeNull()
    const s3 = gameState(store.getState())!
    expect(panel(s3, 'usa')).toContain('(23.43)')
    expect(buttons(panel(s3, 'usa'))).toEqual([
      'targets: assign {"jp-bb":1}',
      'targets: assign {"light:jp-tf":1}',
    ])
    expect(d({ type: 'targets', assign: { 'jp-bb': 1 } })).toBeNull()
    const text = saveText(store.getState().game!)
    const back = loadSaveText(text)
    if (!back.ok) throw new Error(back.message)
    expect(awawSystem.hash(currentState(back.record) as never)).toBe(
      awawSystem.hash(gameState(store.getState()) as never),
    )
  })

  it('the automatic opponent strikes, covers and engages with its reasons; the players enter outside events and chart results', async () => {
    const awawBot = await awawSystem.bot()
    const parsed = awawSystem.parseScenario(readBuiltIn('awaw-air-cover-23-22a'))
    if (!parsed.ok) throw new Error('the example does not load')
    let s: AwawState = awawSystem.newGame(parsed.scenario, { seed: 1 })
    expect(awawBot(s)).toBeNull()
    s = (awawSystem.apply(s, { type: 'enterHex', force: 'jp-force', hex: '0506' }) as { state: AwawState })
      .state
    for (const kind of ['strike', 'cover', 'engage']) {
      expect(s.pending.kind).toBe(kind)
      const a = awawBot(s)!
      expect(a.reasoning[0].text).toMatch(/\(23\.\d+/)
      const r = awawSystem.apply(s, a.action)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    expect(s.pending.kind).toBe('chartLookup')
    expect(awawBot(s)).toBeNull()
  })
})
