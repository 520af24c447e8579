import { describe, expect, it } from 'vitest'
import type { GameState } from '../rules/systems/aeto'
import { overPrompt } from './ScenarioOver'

/** The parts of a finished game the sentence reads. */
const over = (phase: 'offensive' | null) =>
  ({
    scenario: {
      title: 'Channel, August 1943',
      end: phase ? { phase, year: 1943, month: 8 } : { afterPhases: 2 },
    },
    turn: { ended: phase !== null },
  }) as unknown as GameState

describe('why the scenario is over, in a sentence (4.1)', () => {
  it('its last phase played: "after N Naval and Air Phases" only when there were some', () => {
    expect(overPrompt(over('offensive'), 0)).toBe(
      'Channel, August 1943: its last phase (Offensive Phase, August 1943) has been played',
    )
    expect(overPrompt(over('offensive'), 1)).toBe(
      'Channel, August 1943: its last phase (Offensive Phase, August 1943) has been played, after 1 Naval and Air Phase',
    )
  })

  it('its Naval and Air Phases played', () => {
    expect(overPrompt(over(null), 2)).toBe(
      'Channel, August 1943: its 2 Naval and Air Phases have been played',
    )
  })
})
