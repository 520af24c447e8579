// A second rule system plays through the store's game record (store/game.ts): the test system
// "Duel" (src/rules/testing/duelSystem.ts), found in the registry by its scenario's `system`,
// with its two decisions and its die, seeded or entered by hand; and AETO/APTO still plays the
// same way through the same functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSystem, unregisterSystem } from '../rules/systems'
import { duelSystem, DUEL_SYSTEM_ID, type DuelAction, type DuelState } from '../rules/testing/duelSystem'
import type { RuleEvent } from '../rules/kernel/events'
import { allEvents, currentState, playAction, replay, startGame, systemOf } from './game'
import { drawDie, newDice } from '../rules/kernel/dice'
import { barrierAt, decisionStart, undoBlock, undoOne } from './history'
import { gameToSave, loadSave, loadSaveText, saveText } from './saveFile'
import { createSortieStore } from './store'
import { HASH_MISMATCH, SAVE_VERSION } from '../rules/systems/aeto/save'
import type { GameRecord } from './game'

const json = { system: 'test-duel', id: 'duel-1', title: 'A duel', sides: { red: 'Red', blue: 'Blue' } }

function scenario() {
  const r = duelSystem.parseScenario(json)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}

describe('a second rule system through the store', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  it('the store finds the system by the scenario and plays the duel’s aim, die and answer', () => {
    const sc = scenario()
    expect(systemOf(sc)).toBe(duelSystem)
    let g = startGame<DuelState, DuelAction, RuleEvent>({
      scenario: sc,
      scenarioJson: json,
      seed: 1,
      dice: [4],
    })
    expect(currentState(g).pending).toMatchObject({ kind: 'aim', side: 'red', rule: 'D1' })
    const aim = playAction(g, { type: 'aim', at: 4 })
    if (!('game' in aim)) throw new Error(aim.violation.message)
    g = aim.game
    // The scripted 4 is drawn at once: 4 ≥ 4 hits (D2); Blue answers.
    expect(currentState(g)).toMatchObject({
      aim: 4,
      die: 4,
      pending: { kind: 'answer', side: 'blue', hit: true },
    })
    const refused = playAction(g, { type: 'aim', at: 2 })
    expect(refused).toEqual({
      violation: {
        rule: 'D3',
        message: 'The answer decision is due; got the action "aim", expected "answer".',
      },
    })
    const answer = playAction(g, { type: 'answer', choice: 'fight' })
    if (!('game' in answer)) throw new Error(answer.violation.message)
    g = answer.game
    expect(currentState(g).pending).toMatchObject({ kind: 'over', winner: 'red' })
    expect(allEvents(g).map((e) => [e.rule, e.text])).toEqual([
      ['D1', 'Red aims at 4 (D1).'],
      ['D2', 'Red rolls 4 against an aim of 4: a hit (D2).'],
      ['D3', 'Blue chooses to fight: Red wins (D3).'],
    ])
    expect(allEvents(g)[0].privateTo).toBe('red') // Blue does not see the aim (D1)
    expect(duelSystem.view(currentState(g), 'blue')).toMatchObject({ aim: 4 }) // shown once rolled
  })

  it('a seeded die is the dice source’s; a manual one is a roll decision; undo barriers at the roll', async () => {
    const sc = scenario()
    const seeded = replay<DuelState, DuelAction, RuleEvent>({ scenario: sc, scenarioJson: json, seed: 99 }, [
      { type: 'aim', at: 2 },
    ])
    if (!('game' in seeded) || 'violation' in seeded) throw new Error('refused')
    const expected = drawDie(newDice(99))!.value
    expect(currentState(seeded.game).die).toBe(expected)
    const manual = replay<DuelState, DuelAction, RuleEvent>(
      { scenario: sc, scenarioJson: json, seed: 99, manualDice: true },
      [{ type: 'aim', at: 5 }],
    )
    if ('violation' in manual) throw new Error(manual.violation.message)
    const s1 = currentState(manual.game)
    expect(s1.pending).toMatchObject({ kind: 'roll', side: 'red', rule: 'D2' })
    expect(duelSystem.view(s1, 'blue')).toMatchObject({ aim: null }) // not rolled: hidden from Blue
    const bad = playAction(manual.game, { type: 'roll', value: 7 })
    expect(bad).toEqual({
      violation: { rule: 'D2', message: 'value: got 7, expected a die face from 1 to 6.' },
    })
    const r = duelSystem.apply(s1, { type: 'roll', value: 3 })
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.state.pending).toMatchObject({ kind: 'answer', hit: false })
    expect(duelSystem.barrier!(s1, { type: 'roll', value: 3 }, r.state, r.events)).toEqual({
      kind: 'roll',
      reason: 'Red rolled 3 (D2).',
    })
    // The bot answers a miss by fighting, which wins for Blue (D3); a physical die is never the bot's.
    const bot = await duelSystem.bot()
    expect(bot(s1)).toBeNull()
    expect(bot(r.state)).toEqual({ action: { type: 'answer', choice: 'fight' }, reasoning: [] })
  })

  it('hot-seat undo stops where the duel’s own barrier says (its die), and at a hand-over', () => {
    const sc = scenario()
    const r = replay<DuelState, DuelAction, RuleEvent>(
      { scenario: sc, scenarioJson: json, seed: 7, manualDice: true },
      [
        { type: 'aim', at: 4 },
        { type: 'roll', value: 5 },
        { type: 'answer', choice: 'fight' },
      ],
    )
    if ('violation' in r) throw new Error(r.violation.message)
    const g = r.game
    // The aim leaves the decision with Red (the die is hers to roll): no barrier, undo goes back.
    expect(barrierAt(g, 0)).toBeNull()
    // The die is the system's barrier (RuleSystem.barrier), with its own reason.
    expect(barrierAt(g, 1)).toEqual({ index: 1, kind: 'roll', reason: 'Red rolled 5 (D2).' })
    // 5 ≥ 4 hits and Blue fights: Red wins (D3), so the decision passes from Blue to Red.
    expect(currentState(g).pending).toMatchObject({ kind: 'over', winner: 'red' })
    expect(barrierAt(g, 2)).toEqual({
      index: 2,
      kind: 'handOver',
      reason: 'The decision passed from Blue to Red: a hot-seat game cannot undo a hand-over.',
    })
    expect(undoBlock(g, 'hotSeat')).toBe(
      'The decision passed from Blue to Red: a hot-seat game cannot undo a hand-over.',
    )
    expect(undoOne(g, 'hotSeat')).toBe(g)
    expect(undoOne(g, 'exploration').cursor).toBe(2)
    const afterRoll = { ...g, cursor: 2 }
    expect(undoBlock(afterRoll, 'hotSeat')).toBe('Red rolled 5 (D2).')
    const afterAim = { ...g, cursor: 1 }
    expect(undoBlock(afterAim, 'hotSeat')).toBeNull()
    expect(undoOne(afterAim, 'hotSeat').cursor).toBe(0)
    expect(decisionStart(afterAim, 'hotSeat')).toBe(0)
    expect(decisionStart(afterRoll, 'hotSeat')).toBe(2)
  })

  it('the same actions replay to the same hash; another die, another hash', () => {
    const sc = scenario()
    const play = (dice: number[]) => {
      const r = replay<DuelState, DuelAction, RuleEvent>(
        { scenario: sc, scenarioJson: json, seed: 5, dice },
        [
          { type: 'aim', at: 3 },
          { type: 'answer', choice: 'yield' },
        ],
      )
      if ('violation' in r) throw new Error(r.violation.message)
      return duelSystem.hash(currentState(r.game))
    }
    expect(play([6])).toBe(play([6]))
    expect(play([6])).not.toBe(play([1]))
    expect(play([6])).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('a save of a second rule system', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  const played = () => {
    const r = replay<DuelState, DuelAction, RuleEvent>(
      { scenario: scenario(), scenarioJson: json, seed: 3, dice: [2] },
      [{ type: 'aim', at: 5 }],
    )
    if ('violation' in r) throw new Error(r.violation.message)
    return r.game as unknown as GameRecord
  }

  it('is written with its system’s hash and loads back to the same game, by that system', () => {
    const g = played()
    const duelNow = (r: GameRecord) => currentState(r) as unknown as DuelState
    const save = gameToSave(g, { savedAt: '2026-12-07T10:00:00.000Z' })
    expect(save).toEqual({
      format: 'sortie-save',
      version: SAVE_VERSION,
      scenario: json,
      seed: 3,
      dice: [2],
      actions: [{ type: 'aim', at: 5 }],
      savedAt: '2026-12-07T10:00:00.000Z',
      stateHash: duelSystem.hash(duelNow(g)),
    })
    const back = loadSaveText(saveText(g))
    if (!back.ok) throw new Error(back.message)
    expect(back.migratedFrom).toBeNull()
    // Red rolled the scripted 2 against an aim of 5: a miss (D2); Blue answers.
    expect(currentState(back.record)).toMatchObject({
      aim: 5,
      die: 2,
      pending: { kind: 'answer', hit: false },
    })
    expect(duelSystem.hash(duelNow(back.record))).toBe(save.stateHash)
    // The store restores it from a file, like any save.
    const store = createSortieStore()
    expect(store.getState().loadGameFile(new TextEncoder().encode(saveText(g)), 'duel-save.json')).toEqual({
      ok: true,
      kind: 'save',
      migratedFrom: null,
    })
    expect(store.getState().game!.actions).toEqual([{ type: 'aim', at: 5 }])
  })

  it('a save that no longer matches is refused naming the field', () => {
    const save = gameToSave(played())
    const tampered = loadSave({ ...save, stateHash: '0000000000000000' })
    expect(tampered.ok).toBe(false)
    if (!tampered.ok) expect(tampered.errors).toEqual([{ path: 'stateHash', message: HASH_MISMATCH }])
    const bad = loadSave({ ...save, actions: [{ type: 'aim', at: 9 }] })
    if (bad.ok) throw new Error('accepted')
    expect(bad.errors).toEqual([
      { path: 'actions[0]', message: 'no longer replays: D1 at: got 9, expected one of 2, 3, 4, 5.' },
    ])
    const unknown = loadSave({ ...save, scenario: { ...json, system: 'gurps-air' } })
    if (unknown.ok) throw new Error('accepted')
    expect(unknown.errors[0]).toEqual({
      path: 'scenario.system',
      message:
        'got "gurps-air", expected one of the rule systems "aeto-apto", "ocs", "awaw", "europa-draft", "test-duel"',
    })
  })
})
