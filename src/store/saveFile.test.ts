import { describe, expect, it } from 'vitest'
import type { Action } from '../rules/systems/aeto'
import {
  HASH_MISMATCH,
  SAVE_FORMAT,
  SAVE_MIGRATIONS,
  SAVE_VERSION,
  stateHash,
  type SaveMigration,
} from '../rules/systems/aeto/save'
import { playAction } from './game'
import { branchRecord, undoOne } from './history'
import {
  gameToSave,
  loadGameFileText,
  loadSave,
  loadSaveText,
  looksLikeSave,
  saveFileName,
  saveText,
} from './saveFile'
import { CHAIN_ACTIONS, CHAIN_DICE, CHAIN_SCENARIO_TEXT, chainGame, interceptionGame } from './testGames'

const SAVED_AT = '2024-06-06T06:30:00.000Z'

describe('gameToSave', () => {
  it('writes scenario, seed, dice, the actions and the hash of the state at the cursor', () => {
    const g = chainGame()
    expect(gameToSave(g, { savedAt: SAVED_AT })).toEqual({
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      scenario: JSON.parse(CHAIN_SCENARIO_TEXT),
      seed: 1,
      dice: CHAIN_DICE,
      actions: CHAIN_ACTIONS,
      savedAt: SAVED_AT,
      stateHash: stateHash(g.states[41]),
    })
  })

  it('an undone redo line is not part of the saved game', () => {
    const g = undoOne(interceptionGame(6), 'hotSeat')
    const save = gameToSave(g, { savedAt: SAVED_AT })
    expect(save.actions).toHaveLength(5)
    expect(save.stateHash).toBe(stateHash(g.states[5]))
    expect(save).not.toHaveProperty('dice') // seeded only
  })

  it('saveText is the save as indented JSON ending with a newline', () => {
    const text = saveText(chainGame(3), { savedAt: SAVED_AT })
    expect(text.endsWith('}\n')).toBe(true)
    expect(JSON.parse(text)).toEqual(gameToSave(chainGame(3), { savedAt: SAVED_AT }))
  })

  it('saveFileName names the scenario and the time, safely', () => {
    expect(saveFileName(chainGame(0), new Date(SAVED_AT))).toBe('sortie-chain-2024-06-06-0630.json')
    const odd = { ...chainGame(0), scenario: { ...chainGame(0).scenario, id: '../<script>' } }
    expect(saveFileName(odd, new Date(SAVED_AT))).toBe('sortie--script--2024-06-06-0630.json')
  })
})

describe('loadSaveText', () => {
  it('restores the game exactly: every snapshot, every event, the cursor at the end', () => {
    const g = chainGame()
    const r = loadSaveText(saveText(g))
    if (!r.ok) throw new Error(r.message)
    expect(r.migratedFrom).toBe(null)
    expect(r.record.cursor).toBe(41)
    expect(r.record.actions).toEqual(CHAIN_ACTIONS)
    expect(r.record.dice).toEqual(CHAIN_DICE)
    expect(r.record.scenarioJson).toEqual(JSON.parse(CHAIN_SCENARIO_TEXT))
    expect(r.record.states.map(stateHash)).toEqual(g.states.map(stateHash))
    expect(r.record.events).toEqual(g.events)
  })

  it('a save made in the middle of a combat round restores the same pending decision', () => {
    const g = chainGame(21) // Round 1 at 1004: the Me-109 attacked; the Spitfire attacks now
    const r = loadSaveText(saveText(g))
    if (!r.ok) throw new Error(r.message)
    expect(r.record.states[21].pending).toEqual(g.states[21].pending)
    expect(r.record.states[21].pending).toMatchObject({ kind: 'attack', side: 'allies' })
    expect(r.record.states[21].combat).toEqual(g.states[21].combat)
  })

  it('a branch is an ordinary game: it saves and loads to the same state', () => {
    const c = chainGame()
    let b = branchRecord(c, 20, 'afresh', 99)
    const r1 = playAction(b, CHAIN_ACTIONS[20])
    if ('violation' in r1) throw new Error(r1.violation.message)
    b = r1.game
    const r = loadSaveText(saveText(b))
    if (!r.ok) throw new Error(r.message)
    expect(r.save.seed).toBe(99)
    expect(stateHash(r.record.states[21])).toBe(stateHash(b.states[21]))
  })

  it('a game with dice rolled by hand saves its rolls as actions', () => {
    const g0 = { ...interceptionGame(0) }
    const manual = loadSaveText(JSON.stringify({ ...gameToSave(g0), manualDice: true, stateHash: undefined }))
    if (!manual.ok) throw new Error(manual.message)
    let g = manual.record
    const script: Action[] = [
      { type: 'launch', side: 'axis', base: 'x1', units: ['he111'], mission: 'fly', target: '0406' },
      { type: 'declare', side: 'allies', groups: [{ base: 'a1', units: ['spit1', 'spit2'] }] },
      { type: 'launchInterceptors', side: 'allies', base: 'a1' },
      { type: 'pass', side: 'allies' },
      { type: 'pass', side: 'axis' },
      { type: 'designate', side: 'allies', units: ['spit1', 'spit2'] },
      { type: 'attack', side: 'allies', attacker: 'spit1', target: 'he111' },
      { type: 'roll', side: 'allies', value: 3 },
    ]
    for (const a of script) {
      const p = playAction(g, a)
      if ('violation' in p) throw new Error(p.violation.message)
      g = p.game
    }
    const r = loadSaveText(saveText(g))
    if (!r.ok) throw new Error(r.message)
    expect(r.save.manualDice).toBe(true)
    expect(r.record.events[7].map((e) => e.text)).toEqual([
      'Round 1: Spitfire attacks He-111: target number 7, roll 3: hit (4.16).',
    ])
    expect(stateHash(r.record.states[8])).toBe(stateHash(g.states[8]))
  })

  describe('explains what is wrong, and nothing is loaded', () => {
    const save = gameToSave(chainGame(), { savedAt: SAVED_AT })
    const text = (patch: Record<string, unknown>) => JSON.stringify({ ...save, ...patch })
    const cases: [string, string, string][] = [
      [
        'malformed JSON, with line and column',
        '{"format": "sortie-save",\n "version": 1,,}',
        'this is not valid JSON: expected a property name in double quotes, found "," (line 2, column 15)',
      ],
      [
        'a scenario file',
        text({ format: 'sortie-scenario' }),
        'format: this is a Sortie scenario file, not a save file (start a new game with it instead)',
      ],
      [
        'another format',
        text({ format: 'chess-pgn' }),
        'format: must be "sortie-save" (got "chess-pgn"); this is not a Sortie save file',
      ],
      [
        'a newer version',
        text({ version: 12 }),
        'version: save version 12 is newer than this Sortie understands (11)',
      ],
      [
        'an older version without an upgrade',
        text({ version: 0 }),
        'version: save version 0 is older than this Sortie can read (it reads versions 1 to 11)',
      ],
      [
        'a scenario error, with its path',
        text({
          scenario: {
            ...(save.scenario as Record<string, unknown>),
            start: { year: 1943, month: 13, phase: 'navalAndAir', phasingSide: 'allies' },
          },
        }),
        'scenario.start.month: must be at most 12 (got 13)',
      ],
      [
        'bad envelope fields',
        text({ seed: -1, dice: [7] }),
        'seed: must be at least 0 (got -1)\ndice[0]: must be at most 6 (got 7)',
      ],
      ['a state hash mismatch', text({ stateHash: '0123456789abcdef' }), `stateHash: ${HASH_MISMATCH}`],
      [
        'binary junk',
        '\u0000\u0001PK',
        'this is not a text file: it contains a NUL byte (line 1, column 1); a save file is a JSON text file',
      ],
    ]
    for (const [what, input, message] of cases)
      it(what, () => {
        const r = loadSaveText(input)
        expect(r.ok).toBe(false)
        if (!r.ok) expect(r.message).toBe(message)
      })

    it('an action that no longer replays, with its index', () => {
      const actions = CHAIN_ACTIONS.map((a) => ({ ...a }))
      actions[5] = { type: 'declare', side: 'axis', groups: [{ base: 'waldheim', units: ['de-me109'] }] }
      const r = loadSaveText(text({ actions }))
      expect(r).toEqual({
        ok: false,
        message: 'actions[5]: no longer replays: 4.13 Me-109 cannot intercept: it is not based at Waldheim.',
        errors: [
          {
            path: 'actions[5]',
            message: 'no longer replays: 4.13 Me-109 cannot intercept: it is not based at Waldheim.',
          },
        ],
      })
    })
  })

  it('upgrades an older version with the migrations it is given', () => {
    const v0: SaveMigration = { from: 0, to: 1, what: 'test', up: (s) => ({ ...s, version: 1 }) }
    const r = loadSaveText(JSON.stringify({ ...gameToSave(chainGame(4)), version: 0 }), {
      migrations: [v0, ...SAVE_MIGRATIONS],
    })
    expect(r.ok && r.migratedFrom).toBe(0)
    expect(r.ok && r.record.cursor).toBe(4)
  })

  it('loadSave takes parsed data (an autosave)', () => {
    const r = loadSave(gameToSave(chainGame(9)))
    expect(r.ok && stateHash(r.record.states[9])).toBe(stateHash(chainGame(9).states[9]))
    expect(loadSave(null)).toEqual({
      ok: false,
      message: 'a save file must be a JSON object {…} (got null)',
      errors: [{ path: '', message: 'a save file must be a JSON object {…} (got null)' }],
    })
  })
})

describe('loadGameFileText (drag and drop: a save or a scenario)', () => {
  it('tells saves from scenarios like airops does', () => {
    const saveT = saveText(chainGame(2))
    expect(looksLikeSave(saveT)).toBe(true)
    expect(looksLikeSave(CHAIN_SCENARIO_TEXT)).toBe(false)
    const s = loadGameFileText(saveT)
    expect(s.ok && s.kind).toBe('save')
    expect(s.ok && s.kind === 'save' && s.record.cursor).toBe(2)
    const sc = loadGameFileText(CHAIN_SCENARIO_TEXT)
    expect(sc.ok && sc.kind === 'scenario' && sc.scenario.id).toBe('chain')
    expect(sc.ok && sc.kind === 'scenario' && sc.json).toEqual(JSON.parse(CHAIN_SCENARIO_TEXT))
  })

  it('a file that is neither is judged as a scenario', () => {
    expect(loadGameFileText('[1, 2')).toEqual({
      ok: false,
      kind: 'scenario',
      message:
        'this is not valid JSON: the JSON data ends too early (is the file truncated?) (line 1, column 6)',
      errors: [
        {
          path: '',
          message:
            'this is not valid JSON: the JSON data ends too early (is the file truncated?) (line 1, column 6)',
        },
      ],
    })
  })
})
