import { describe, expect, it } from 'vitest'
import { scenarioBoard } from '../map/scenarioBoard'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { builtInScenarios } from '../scenarios/files'
import { boardScenario, firstScenarioId } from './firstBoardScenario'

describe('the first screen (a lighter first load; docs/architecture.md, "Shell and dialogs")', () => {
  it('draws the built-in scenario the page opens on; none for an address or the editor', () => {
    expect(firstScenarioId('')).toBe('tutorial')
    expect(firstScenarioId('?scenario=coral-sea-1942&seed=4')).toBe('coral-sea-1942')
    expect(firstScenarioId('?scenario=no-such-id')).toBe('tutorial') // the app shows the default too, with a notice
    expect(firstScenarioId('?scenario=club/raid.json')).toBeNull()
    expect(firstScenarioId('?scenario=ocs-air-combat-14-3e')).toBeNull() // OCS: its own page, no AETO board first
    expect(firstScenarioId('?editor')).toBeNull()
    expect(firstScenarioId('?scenario=channel-1943&editor')).toBeNull()
  })

  for (const sc of builtInScenarios) {
    it(`${sc.id}: the board drawn from the raw file is the board of the game (validated, defaults filled)`, () => {
      const parsed = parseScenario(sc.data)
      if (!parsed.ok) throw new Error(parsed.errors[0].message)
      const raw = boardScenario(structuredClone(sc.data))
      expect(raw).not.toBeNull()
      expect(scenarioBoard(raw!)).toEqual(scenarioBoard(parsed.scenario))
    })
  }

  it('a file not shaped like a scenario draws nothing (the app says what is wrong)', () => {
    for (const json of [
      null,
      3,
      'x',
      [],
      {},
      { map: { cols: 3, rows: 2 } },
      { map: { cols: 3, rows: 2, terrain: ['...', '...'] }, sides: [] },
    ])
      expect(boardScenario(json)).toBeNull()
  })
})
