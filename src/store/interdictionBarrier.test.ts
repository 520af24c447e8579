// Hot-seat undo and APTO interdiction (2.13): the launch may be taken back until the enemy decides;
// each group's roll is luck and a barrier; the anti-aircraft choice hands the decision over.
import { describe, expect, it } from 'vitest'
import { convoyScenario, G4M_A, G4M_B } from '../rules/systems/aeto/testing/convoyFixtures'
import { barrierAt, undoBlock } from './history'
import { replay } from './game'

const scenario = convoyScenario({ units: [G4M_A, G4M_B] })

describe('interdiction barriers (hot-seat, 2.13)', () => {
  it('the roll of a group is a barrier; choosing the group before the dice is not undone apart from it', () => {
    const r = replay({ scenario, scenarioJson: scenario, seed: 1, dice: [1, 1, 4, 4] }, [
      {
        type: 'launch',
        base: 'rabaul',
        units: ['g4m-a', 'g4m-b'],
        mission: 'convoyInterdiction',
        target: 'indian',
      },
      { type: 'interdict', bombers: ['g4m-a', 'g4m-b'] },
      { type: 'chooseLoss', unit: 'g4m-a' },
    ])
    if ('violation' in r) throw new Error(r.violation.message)
    expect(barrierAt(r.game, 0)).toBeNull() // no enemy in reach: the flight arrives, Japan still decides
    expect(barrierAt(r.game, 1)).toEqual({
      index: 1,
      kind: 'roll',
      reason: 'A die was rolled: a hot-seat game never undoes luck.',
    })
    expect(barrierAt(r.game, 2)?.kind).toBe('handOver') // the Allies chose the loss; Japan decides again
    expect(undoBlock({ ...r.game, cursor: 2 }, 'hotSeat')).toBe(
      'A die was rolled: a hot-seat game never undoes luck.',
    )
  })
})
