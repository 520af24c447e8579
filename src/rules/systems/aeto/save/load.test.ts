import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { newGame } from '../engine/newGame'
import { parseScenario } from '../scenario/validate'
import type { Action, GameState } from '../types'
import { SAVE_VERSION } from './schema'
import { stateHash, stateWithoutScenario } from './hash'
import { HASH_MISMATCH, makeSave, parseSave, parseSaveText, saveToText } from './load'
import { replayActions } from './replay'

// The three-deep interception chain of the runner's end-to-end test (src/cli/testdata).
const scenarioText = readFileSync(
  new URL('../../../../cli/testdata/chain-scenario.json', import.meta.url),
  'utf8',
)
const actions: Action[] = JSON.parse(
  readFileSync(new URL('../../../../cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
const SAVED_AT = '2024-06-06T06:30:00.000Z'

function scenarioJson(): Record<string, unknown> {
  return JSON.parse(scenarioText)
}

function play(acts: readonly Action[], seed = 1, dice: number[] | undefined = DICE): GameState {
  const p = parseScenario(scenarioJson())
  if (!p.ok) throw new Error('the chain scenario is invalid')
  const r = replayActions(newGame(p.scenario, { seed, dice }), acts)
  if (r.failure) throw new Error(`action ${r.failure.index} refused`)
  return r.state
}

function saveText(overrides: Record<string, unknown> = {}): string {
  const save = makeSave(scenarioJson(), 1, DICE, actions, play(actions), { savedAt: SAVED_AT })
  return JSON.stringify({ ...save, ...overrides })
}

describe('makeSave', () => {
  it('writes the scenario, dice, actions and the hash of the final state', () => {
    const state = play(actions)
    const save = makeSave(scenarioJson(), 1, DICE, actions, state, { savedAt: SAVED_AT })
    expect(save.format).toBe('sortie-save')
    expect(save.version).toBe(SAVE_VERSION)
    expect(save.seed).toBe(1)
    expect(save.dice).toEqual(DICE)
    expect(save.actions).toEqual(actions)
    expect(save.savedAt).toBe(SAVED_AT)
    expect(save.stateHash).toBe(stateHash(state))
    expect(save.stateHash).toMatch(/^[0-9a-f]{16}$/)
    expect(save.manualDice).toBeUndefined()
  })

  it('leaves out empty dice and records manual dice', () => {
    const state = play([])
    const save = makeSave(scenarioJson(), 7, [], [], state, { manualDice: true, savedAt: SAVED_AT })
    expect('dice' in save).toBe(false)
    expect(save.manualDice).toBe(true)
  })
})

describe('parseSaveText', () => {
  it('round trip: make → text → parse gives the same state and state hash', () => {
    const state = play(actions)
    const text = saveToText(makeSave(scenarioJson(), 1, DICE, actions, state, { savedAt: SAVED_AT }))
    const r = parseSaveText(text)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(stateHash(r.state)).toBe(stateHash(state))
    expect(stateWithoutScenario(r.state)).toEqual(stateWithoutScenario(state))
    expect(r.save.actions).toEqual(actions)
    expect(r.save.savedAt).toBe(SAVED_AT)
    expect(r.scenario.id).toBe('chain')
    expect(r.state.pending.kind).toBe('plan')
    expect(r.state.pending.side).toBe('axis')
  })

  it('a save without a state hash is replayed and accepted', () => {
    const { stateHash: _h, ...rest } = JSON.parse(saveText())
    const r = parseSave(rest)
    expect(r.ok).toBe(true)
  })

  it('a tampered save (the seed edited) fails the hash check', () => {
    expect(parseSaveText(saveText({ seed: 2 }))).toEqual({
      ok: false,
      errors: [{ path: 'stateHash', message: HASH_MISMATCH }],
    })
    expect(HASH_MISMATCH).toBe(
      "the save's state hash does not match its replay: the file was edited or saved by a different rules version",
    )
  })

  it('a tampered save (a die changed) fails the hash check', () => {
    expect(parseSaveText(saveText({ dice: [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5] }))).toEqual({
      ok: false,
      errors: [{ path: 'stateHash', message: HASH_MISMATCH }],
    })
  })

  it('a newer version is refused before anything else is checked', () => {
    expect(parseSaveText(JSON.stringify({ format: 'sortie-save', version: 12, whatever: true }))).toEqual({
      ok: false,
      errors: [{ path: 'version', message: 'save version 12 is newer than this Sortie understands (11)' }],
    })
    expect(parseSaveText(saveText({ version: '1' }))).toEqual({
      ok: false,
      errors: [{ path: 'version', message: 'unknown save version "1"; this Sortie understands version 11' }],
    })
  })

  it('an action that no longer replays is named by its index, with the rule and the reason', () => {
    const edited = actions.map((a, i): Action =>
      i === 3 ? { type: 'attack', side: 'allies', attacker: 'uk-spitfire', target: 'de-me109' } : a,
    )
    expect(parseSaveText(saveText({ actions: edited }))).toEqual({
      ok: false,
      errors: [
        {
          path: 'actions[3]',
          message:
            'no longer replays: 4.13 "attack" is not possible now: Western Allies must decide — Enemy flight (1 unit) takes off at 1004: intercept or pass.',
        },
      ],
    })
  })

  it('reports problems of the embedded scenario under "scenario."', () => {
    const sc = scenarioJson()
    const units = sc.airUnits as Record<string, unknown>[]
    sc.airUnits = [{ ...units[0], base: 'nowhere' }, ...units.slice(1)]
    expect(parseSaveText(saveText({ scenario: sc }))).toEqual({
      ok: false,
      errors: [{ path: 'scenario.airUnits[0].base', message: 'base "nowhere" does not exist' }],
    })
  })

  it('reports every problem of the envelope with its path', () => {
    const text = saveText({ seed: 1.5, dice: [1, 7], actions: [{ type: 'pass' }, 3, {}], extra: 1 })
    expect(parseSaveText(text)).toEqual({
      ok: false,
      errors: [
        { path: 'seed', message: 'must be a whole number (got 1.5)' },
        { path: 'dice[1]', message: 'must be at most 6 (got 7)' },
        { path: 'actions[1]', message: 'must be an object {…} (got 3)' },
        { path: 'actions[2].type', message: 'is required' },
        {
          path: 'extra',
          message:
            'unknown field "extra" (allowed: format, version, scenario, seed, dice, manualDice, actions, savedAt, stateHash)',
        },
      ],
    })
    expect(parseSaveText(JSON.stringify({ format: 'sortie-save', version: 4 }))).toEqual({
      ok: false,
      errors: [
        { path: 'scenario', message: 'is required' },
        { path: 'seed', message: 'is required' },
        { path: 'actions', message: 'is required' },
      ],
    })
    expect(parseSaveText(saveText({ stateHash: 'xyz' }))).toEqual({
      ok: false,
      errors: [
        { path: 'stateHash', message: 'a state hash is 16 hexadecimal digits (0-9, a-f) (got "xyz")' },
      ],
    })
  })

  it('tells a scenario file from a save file', () => {
    expect(parseSaveText(scenarioText)).toEqual({
      ok: false,
      errors: [
        {
          path: 'format',
          message: 'this is a Sortie scenario file, not a save file (start a new game with it instead)',
        },
      ],
    })
    expect(parseSaveText('[]')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'a save file must be a JSON object {…} (got a list of 0 items)' }],
    })
    expect(parseSaveText('{"version": 1}')).toEqual({
      ok: false,
      errors: [{ path: 'format', message: 'is required: a save file starts with "format": "sortie-save"' }],
    })
  })

  it('never throws on broken text: truncated, binary, deep, huge', () => {
    const text = saveText()
    expect(parseSaveText(text.slice(0, 200))).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message:
            'this is not valid JSON: the JSON data ends inside a string (is the file truncated?) (line 1, column 201)',
        },
      ],
    })
    expect(parseSaveText('{"format":"sortie-save",\u0000}')).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message:
            'this is not a text file: it contains a NUL byte (line 1, column 25); a save file is a JSON text file',
        },
      ],
    })
    const deep = `{"format":"sortie-save","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`
    expect(parseSaveText(deep)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'the data is nested more than 65 levels deep (line 1, column 93)' }],
    })
    expect(parseSaveText(' '.repeat(30 * 1024 * 1024))).toEqual({
      ok: false,
      errors: [{ path: '', message: 'the file is too large (30.0 MB); a save file may be at most 24.0 MB' }],
    })
    expect(parseSaveText('')).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message: 'this is not valid JSON: the file has no JSON data (it is empty) (line 1, column 1)',
        },
      ],
    })
  })

  it('never throws on odd values', () => {
    expect(parseSave(null)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'a save file must be a JSON object {…} (got null)' }],
    })
    expect(parseSaveText(42 as unknown as string)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'a save file must be text' }],
    })
  })
})
