// A scenario of a rule system that has no screens does not crash the page: the store loads and
// plays it through the registry, the page finds no screens for it (ui/systems) and shows the
// generic decision panel, which offers the deciding side its legal actions and nobody else. The
// test system "Duel" (src/rules/testing/duelSystem.ts) plays the part.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AETO_SYSTEM_ID, registerSystem, unregisterSystem } from '../rules/systems'
import { duelSystem, DUEL_SYSTEM_ID } from '../rules/testing/duelSystem'
import { createSortieStore, gameState, undoReason } from '../store/store'
import { DIALOG_FOR_KIND } from './dialogs/dialogForKind'
import { actionLabel, GenericDecisionPanel } from './NoScreens'
import { screensFor, screensOfScenario } from './systems'
import { tutorialStore } from './testGame'

const duel = { system: 'test-duel', id: 'duel-1', title: 'A duel', sides: { red: 'Red', blue: 'Blue' } }

function panel(state: Parameters<typeof GenericDecisionPanel>[0]['state'], viewer: string | null): string {
  return renderToStaticMarkup(
    createElement(GenericDecisionPanel, { system: duelSystem, state, viewer, onAction: () => {} }),
  )
}

describe('a rule system without screens', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  it('AETO/APTO has its screens (its dialog table); the duel has none', () => {
    expect(screensFor(AETO_SYSTEM_ID)?.dialogs).toBe(DIALOG_FOR_KIND)
    expect(screensOfScenario(tutorialStore().getState().game!.scenario)).toBe(screensFor(AETO_SYSTEM_ID))
    expect(screensOfScenario(duel)).toBeUndefined()
  })

  it('the store loads the duel through the registry; the generic panel shows its decisions', () => {
    const store = createSortieStore()
    store.getState().setSession({ undoPolicy: 'hotSeat' })
    expect(store.getState().loadScenario(duel, 'file:duel.json', { seed: 1, dice: [4] })).toBe(true)
    const s0 = gameState(store.getState())!
    expect(s0.pending).toMatchObject({ kind: 'aim', side: 'red', rule: 'D1' })
    const red = panel(s0, 'red')
    expect(red).toContain('The rule system “Duel (a test system)” has no screens yet')
    expect(red).toContain('<p data-testid="stage">Duel · aim</p>')
    expect(red).toContain('Red decides (D1): Red aims, in secret, at a number from 2 to 5.')
    expect([...red.matchAll(/<button type="button">([^<]*)<\/button>/g)].map((m) => m[1])).toEqual([
      'aim: at 2',
      'aim: at 3',
      'aim: at 4',
      'aim: at 5',
    ])
    // Blue at the screen sees that Red decides, not Red's choices (D1: the aim is secret).
    const blue = panel(s0, 'blue')
    expect(blue).toContain('Red decides (D1): waiting for Red.')
    expect(blue).not.toContain('<button')

    // Aim 4; the scripted 4 is drawn at once: a hit (D2), Blue answers. Undo stops at the die.
    expect(store.getState().dispatch({ type: 'aim', at: 4 } as never)).toBeNull()
    const s1 = gameState(store.getState())!
    expect(s1.pending).toMatchObject({ kind: 'answer', side: 'blue' })
    expect(undoReason(store.getState())).toBe('Red rolled 4 (D2).')
    expect(panel(s1, 'blue')).toContain('<button type="button">answer: choice yield</button>')
    const refused = store.getState().dispatch({ type: 'aim', at: 2 } as never)
    expect(refused).toEqual({
      rule: 'D3',
      message: 'The answer decision is due; got the action "aim", expected "answer".',
    })
    expect(store.getState().dispatch({ type: 'answer', choice: 'fight' } as never)).toBeNull()
    const over = panel(gameState(store.getState())!, null)
    expect(over).toContain('The game is over. The duel is over.')
    expect(over).not.toContain('<button')
  })

  it('a scenario naming an unknown system is refused naming the field; the game in progress stays', () => {
    const store = createSortieStore()
    expect(store.getState().loadScenario(duel, 'file:duel.json')).toBe(true)
    const before = store.getState().game
    expect(store.getState().loadScenario({ ...duel, system: 'gurps-air' }, 'file:gurps-air.json')).toBe(false)
    expect(store.getState().loadErrors).toEqual([
      {
        path: 'system',
        message:
          'got "gurps-air", expected one of the rule systems "aeto-apto", "ocs", "awaw", "europa-draft", "test-duel"',
      },
    ])
    expect(store.getState().game).toBe(before)
  })

  it('a duel file opened from disk is read by its own system, not by the AETO/APTO parser', () => {
    const store = createSortieStore()
    const r = store.getState().loadGameFile(JSON.stringify(duel), 'duel.json')
    expect(r).toEqual({ ok: true, kind: 'scenario', migratedFrom: null })
    expect(gameState(store.getState())!.pending.kind).toBe('aim')
    expect(store.getState().loadScenarioText(JSON.stringify({ ...duel, title: '' }), 'x', 'bad.json')).toBe(
      false,
    )
    expect(store.getState().loadErrors).toEqual([{ path: 'title', message: 'got "", expected a text' }])
    expect(store.getState().loadErrorsFrom).toBe('bad.json')
  })

  it('an action is labelled by its type and fields', () => {
    expect(actionLabel({ type: 'endStep' })).toBe('endStep')
    expect(actionLabel({ type: 'aim', at: 3 } as { type: string })).toBe('aim: at 3')
  })
})
