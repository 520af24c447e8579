// Hot-seat undo and saves with strategic bombing raids (APTO Part 2): the bombing roll is a
// barrier; the raider's assignment and grouping are its own choices until then; a save of a game
// with raids reloads with its hash verified, EP results and all.
import { describe, expect, it } from 'vitest'
import { B29, pacific } from '../rules/systems/aeto/testing/strategicFixtures'
import { makeSave, parseSaveText, saveToText } from '../rules/systems/aeto/save/load'
import { pacificInput } from '../rules/systems/aeto/testing/strategicFixtures'
import { barrierAt, undoBlock } from './history'
import { replay } from './game'

const input = pacificInput({ units: [B29('b1', 'okinawa')], strategic: { railCapacity: { MK: 4 } } })
const scenario = pacific({ units: [B29('b1', 'okinawa')], strategic: { railCapacity: { MK: 4 } } })
const actions = [
  {
    type: 'launch' as const,
    base: 'okinawa',
    units: ['b1'],
    mission: 'strategicRaid' as const,
    target: '4122',
  },
  { type: 'assignRaid' as const, rail: [] },
  { type: 'bombStrategic' as const, groups: [['b1']] },
]

describe('strategic bombing raids: barriers and saves', () => {
  it('the raider’s assignment may be undone; the bombing roll is a barrier (2.5)', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [3, 4] }, actions)
    if ('violation' in r) throw new Error(r.violation.message)
    expect(barrierAt(r.game, 1)).toBeNull() // D-SB-ASSIGN: Japan has no interceptor, the raider decides on
    expect(barrierAt(r.game, 2)?.kind).toBe('roll')
    expect(undoBlock(r.game, 'hotSeat')).toBe('A die was rolled: a hot-seat game never undoes luck.')
  })

  it('a save of a game with raids reloads with its hash verified and its results', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [3, 4] }, actions)
    if ('violation' in r) throw new Error(r.violation.message)
    const state = r.game.states[r.game.cursor]
    const text = saveToText(makeSave(input, 1, [3, 4], actions, state))
    const loaded = parseSaveText(text)
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '))
    expect(loaded.state.strategic?.results).toEqual(state.strategic?.results)
    expect(loaded.state.strategic?.results[0]).toMatchObject({
      hex: '4122',
      nation: 'MK',
      target: 'strategic',
      result: 5,
      loss: 5,
    }) // 20 halved in a minor nation, one right: 12–16; 3 + 4 + 1 (B-29)
  })
})
