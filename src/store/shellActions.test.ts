// The store actions the shell added: loading a scenario file's text, restarting with the
// session's dice, and FB/N roles kept with the traced mission.
import { describe, expect, it } from 'vitest'
import { traceLaunch } from '../rules/systems/aeto'
import { builtInScenarios } from '../scenarios/files'
import { createSortieStore, gameState } from './store'

const text = (id: string) => JSON.stringify(builtInScenarios.find((s) => s.id === id)!.data)

describe('loadScenarioText', () => {
  it('loads a valid file and reports a broken one by name, keeping the game', () => {
    const store = createSortieStore()
    expect(store.getState().loadScenarioText(text('tutorial'), 'file:t.json', 't.json')).toBe(true)
    expect(store.getState().scenarioId).toBe('file:t.json')
    const game = store.getState().game
    expect(store.getState().loadScenarioText('{"format": ', 'file:b.json', 'b.json')).toBe(false)
    expect(store.getState().loadErrorsFrom).toBe('b.json')
    expect(store.getState().loadErrors![0]).toMatchObject({
      path: '',
      message: expect.stringMatching(/not valid JSON/),
    })
    expect(store.getState().game).toBe(game)
    const bad = JSON.parse(text('tutorial'))
    bad.airUnits[0].base = 'atlantis'
    expect(store.getState().loadScenarioText(JSON.stringify(bad), 'file:c.json', 'c.json')).toBe(false)
    expect(store.getState().loadErrorsFrom).toBe('c.json')
    expect(store.getState().loadErrors!.map((e) => e.path)).toContain('airUnits[0].base')
    store.getState().dismissLoadErrors()
    expect(store.getState().loadErrors).toBeNull()
    expect(store.getState().game).toBe(game)
  })
})

describe('restart', () => {
  it('starts the scenario again with the session dice mode and seed', () => {
    const store = createSortieStore()
    store.getState().loadScenario(builtInScenarios[0].data, 'tutorial')
    store.getState().dispatch({ type: 'endStep' })
    store.getState().setSession({ seed: 99, diceMode: 'manual' })
    expect(store.getState().restart()).toBe(true)
    const g = store.getState().game!
    expect([g.cursor, g.seed, g.manualDice, store.getState().scenarioId]).toEqual([0, 99, true, 'tutorial'])
    expect(gameState(store.getState())!.dice.mode).toBe('manual')
  })
})

describe('tracing roles', () => {
  it('launches an FB with the role chosen before tracing', () => {
    const store = createSortieStore()
    store.getState().loadScenario(builtInScenarios.find((s) => s.id === 'channel-1943')!.data, 'channel-1943')
    const state = gameState(store.getState())!
    const option =
      state.pending.kind === 'plan'
        ? state.pending.bases.find((b) => b.units.some((u) => u.id === 'us-p38-1'))
        : undefined
    expect(option, 'the P-38 may launch').toBeDefined()
    store.getState().startTracing(option!.base, ['us-p38-1'])
    store.getState().setTracingRoles({ 'us-p38-1': 'fighter' })
    const tr = store.getState().ui.tracing!
    const hex = traceLaunch(state, tr.base, tr.units, tr.route).next[0]
    expect(store.getState().traceTo(hex)).toBe(true)
    expect(store.getState().confirmTracing()).toBeNull()
    expect(store.getState().game!.actions[0]).toMatchObject({
      type: 'launch',
      units: ['us-p38-1'],
      roles: { 'us-p38-1': 'fighter' },
    })
    expect(gameState(store.getState())!.units['us-p38-1'].role).toBe('fighter')
  })
})

describe('Load game: an unverified save (no state hash) loads with a warning', () => {
  it('sets loadWarning for a save without its hash, clears it for a verified one', async () => {
    const { gameToSave } = await import('./saveFile')
    const { chainGame } = await import('./testGames')
    const store = createSortieStore()
    const save = gameToSave(chainGame(6))
    const { stateHash: _h, ...bare } = save
    const bytes = new TextEncoder().encode(JSON.stringify(bare))
    expect(store.getState().loadGameFile(bytes, 'edited.json')).toMatchObject({ ok: true, kind: 'save' })
    expect(store.getState().game!.cursor).toBe(6)
    expect(store.getState().loadWarning).toMatch(/^“edited\.json”: unverified save: it carries no state hash/)
    expect(store.getState().loadGameFile(JSON.stringify(save), 'good.json')).toMatchObject({
      ok: true,
      kind: 'save',
    })
    expect(store.getState().loadWarning).toBeNull()
  })
})
