// The runner and APTO's naval rules that air touches: a submarine search and its one attack
// (3.29), a naval bombardment in a Sea Offensive (3.28), on the property tests' APTO naval fixture.
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { namedScenarios } from '../scenarios/shipped'
import { memoryIo } from './io'
import { main } from './runner'

function run(argv: string[], files: Record<string, string> = {}) {
  const fixture = namedScenarios().find((n) => n.id === 'fixture-apto-naval')!.scenario
  const m = memoryIo({ 'naval.json': JSON.stringify(fixture), ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

describe('airops and the APTO naval rules that air touches (3.28, 3.29)', () => {
  it('legal lists the submarine search of the B-25 and the P-38; play searches (4 + 1 = 5: not found) and narrates it (3.29)', () => {
    const legal = run(['legal', 'naval.json'])
    expect(legal.code).toBe(0)
    const actions = JSON.parse(legal.stdout).legal as {
      mission?: string
      units?: string[]
      target?: string
    }[]
    expect(
      actions.filter((a) => a.mission === 'submarineSearch').map((a) => `${a.units!.join()}→${a.target}`),
    ).toEqual(['b25→1205', 'p38→1205'])
    const r = run(['play', 'naval.json', '--actions', 'a.json', '--dice', '4', '--narrate'], {
      'a.json': JSON.stringify([
        {
          type: 'launch',
          base: 'henderson',
          units: ['b25', 'f4f'],
          mission: 'submarineSearch',
          target: '1205',
        },
      ]),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Search for the submarine at 1205: roll 4 + 1 = 5 against 7 — not found; the searchers are committed all the same (3.29).',
    )
  })

  it('a bombard action with a misspelt field is refused by name; one naming a ship of no flotilla that may bombard names the rule (3.28)', () => {
    const misspelt = run(['play', 'naval.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'bombard', flotilla: 'tf64', allocations: {} }]),
    })
    expect(misspelt.code).toBe(2)
    expect(misspelt.stderr).toContain(
      'unknown field "allocations" in a "bombard" action (it has: type, side, flotilla, allocation)',
    )
    const early = run(['play', 'naval.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:0': ['washington'] } },
      ]),
    })
    expect(early.code).toBe(3)
    expect(early.stderr).toContain(
      '3.28: Ships bombard installations only in their own Sea Offensive (3.28).',
    )
  })
})
