// A game of a system whose state holds no dice (the Europa draft: its results are decided by the
// players) branches after an undo like any other: no face to script, the same replay.
import { describe, expect, it } from 'vitest'
import { europaSystem } from '../rules/systems/all'
import type { Action } from '../rules/systems/aeto'
import { readBuiltIn } from '../scenarios/files'
import { currentState, playAction, startGame, type GameRecord } from './game'
import { currentRecord, newTimeline, play, rewind, rolledFaces } from './history'

describe('a game without dice in its state', () => {
  it('rolls no face, and a new action after an undo starts a branch that replays (20.C.1.b)', () => {
    const json = readBuiltIn('europa-strategic-bombing-20-b-1-c')
    const r = europaSystem.parseScenario(json)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    // The store's record is typed on AETO/APTO; it holds whichever system's game it plays.
    let g: GameRecord = startGame({ scenario: r.scenario as never, scenarioJson: json, seed: 1, dice: [] })
    for (let i = 0; i < 2; i++) {
      const legal = europaSystem.legal(currentState(g) as never)
      const p = playAction(g, legal[0] as Action)
      if (!('game' in p)) throw new Error(p.violation.message)
      g = p.game
    }
    expect(rolledFaces(g)).toEqual([])
    // Back one action, then a different choice: a branch, made from the recorded actions.
    const t = rewind(newTimeline(g), 1)
    const before = currentRecord(t)
    const choices = europaSystem.legal(before.states[1] as never) as Action[]
    const other = choices.find((a) => JSON.stringify(a) !== JSON.stringify(g.actions[1])) ?? choices[0]
    const out = play(t, other)
    if (!out.ok) throw new Error(out.violation.message)
    expect(out.branched).toBe(true)
    expect(currentRecord(out.timeline).actions).toEqual([g.actions[0], other])
  })
})
