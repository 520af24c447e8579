// The Europa draft's landing example (20.B.1.c) through the store and the generic decision panel
// (the draft has no screens of its own yet): the badge "draft rules: not published" is always
// there, the deciding side sees the prompt with its rule and its choices, the other side waits, a
// hole with no ruling becomes the decision "rule on this", and a save replays to the same hash.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { europaSystem } from '../rules/systems/all'
import { readBuiltIn } from '../scenarios/files'
import { currentState } from '../store/game'
import { loadSaveText, saveText } from '../store/saveFile'
import { createSortieStore, gameState } from '../store/store'
import { GenericDecisionPanel } from './NoScreens'
import { screensOfScenario } from './systems'

function panel(state: Parameters<typeof GenericDecisionPanel>[0]['state'], viewer: string | null): string {
  return renderToStaticMarkup(
    createElement(GenericDecisionPanel, { system: europaSystem, state, viewer, onAction: () => {} }),
  )
}
const buttons = (html: string) =>
  [...html.matchAll(/<button type="button">([^<]*)<\/button>/g)].map((m) => m[1].replaceAll('&quot;', '"'))

describe('a Europa draft game on the generic panel', () => {
  it('plays the strategic-bombing example (20.B.1.c) through the store, with the draft badge, a ruling and a save', () => {
    const json = readBuiltIn('europa-strategic-bombing-20-b-1-c') as { rulings: Record<string, string> }
    delete json.rulings['H8:movement:strategicBombing']
    expect(screensOfScenario(json)).toBeUndefined()
    const store = createSortieStore()
    store.getState().setSession({ undoPolicy: 'hotSeat' })
    expect(
      store.getState().loadScenario(json, 'builtin:europa-strategic-bombing-20-b-1-c', { seed: 1 }),
    ).toBe(true)
    const d = (a: object) => store.getState().dispatch(a as never)
    const s0 = gameState(store.getState())!
    const first = panel(s0, 'bomber')
    expect(first).toContain('data-testid="system-badge">draft rules: not published</strong>')
    expect(first).toContain('(20.C.1.b)')
    expect(buttons(first)).toEqual(['pass'])
    expect(buttons(panel(s0, 'target'))).toEqual([])
    expect(panel(s0, 'target')).toContain('waiting for Bomber&#x27;s side')
    for (let i = 0; i < 4; i++) expect(d({ type: 'pass' })).toBeNull()
    const bomb = {
      type: 'initiate',
      kind: 'strategicBombing',
      hex: '1010',
      flights: [{ unit: 'hb', mission: 'strategicBombing', extended: true }],
    }
    expect(d(bomb)).toBeNull()
    const asked = gameState(store.getState())!
    const html = panel(asked, 'bomber')
    expect(html).toContain(
      'Rule on this: the draft is silent (H8, The air missions rule and the AIR MISSION CHART, 20.C).',
    )
    expect(buttons(html)).toEqual([
      'rule: key H8:movement:strategicBombing, answer yes',
      'rule: key H8:movement:strategicBombing, answer no',
    ])
    expect(html).toContain('draft rules: not published')
    expect(d({ type: 'rule', key: 'H8:movement:strategicBombing', answer: 'yes' })).toBeNull()
    expect(d({ type: 'intercept', interceptors: [], cap: [] })).toBeNull()
    expect(d({ type: 'results', results: { hb: 'D' } })).toBeNull()
    expect(d({ type: 'missionResult', outcome: 'no effect' })).toBeNull()
    const landing = gameState(store.getState())!
    expect(buttons(panel(landing, 'bomber'))).toEqual([
      'land: unit hb, choice repair',
      'land: unit hb, choice box',
    ])
    expect(d({ type: 'land', unit: 'hb', choice: 'lunch' })).toMatchObject({
      rule: '20.B.1.f',
      message: 'choice: got "lunch", expected "repair" or "box"',
    })
    expect(d({ type: 'land', unit: 'hb', choice: 'repair' })).toBeNull()
    const text = saveText(store.getState().game!)
    const back = loadSaveText(text)
    if (!back.ok) throw new Error(back.message)
    const replayed = currentState(back.record) as never
    expect(europaSystem.hash(replayed)).toBe(europaSystem.hash(gameState(store.getState()) as never))
    expect((replayed as { rulings: object }).rulings).toMatchObject({
      'H8:movement:strategicBombing': { answer: 'yes', by: 'players' },
    })
  })

  it('the automatic opponent answers with a legal choice and its reason', async () => {
    const bot = await europaSystem.bot()
    const parsed = europaSystem.parseScenario(readBuiltIn('europa-capacity-20-c-1-a'))
    if (!parsed.ok) throw new Error('the example does not load')
    let s = europaSystem.newGame(parsed.scenario, { seed: 1 })
    for (let i = 0; i < 60 && s.pending.kind !== 'over'; i++) {
      const a = bot(s)
      if (!a) throw new Error(`no answer at ${s.pending.kind}`)
      expect(a.reasoning[0].text.length).toBeGreaterThan(10)
      expect(europaSystem.legal(s)).toContainEqual(a.action)
      const r = europaSystem.apply(s, a.action)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    expect(s.pending.kind).toBe('over')
    expect(s.units.inop.face).toBe('operative')
  })
})
