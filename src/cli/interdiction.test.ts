// The runner and APTO interdiction in the Strategic Warfare Phase (2.13, 2.26): the launch, the
// Allies' Combat Air Patrol window, the groups' rolls with the per-area cap (T06), and `legal`
// listing the interdiction launches and the decisions.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { main } from './runner'

const SCENARIO = readFileSync(
  new URL('../../e2e/scenarios/convoy-interdiction.json', import.meta.url),
  'utf8',
)

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'convoy.json': SCENARIO, ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const RAID = {
  type: 'launch',
  base: 'rabaul',
  units: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
  mission: 'convoyInterdiction',
  target: 'indian',
}

describe('airops and air interdiction (2.13, 2.26)', () => {
  it('APTO T06 from a script: the Allies let the CAP pass; 8 + 5 rolled, the UK loses 10 (2.13)', () => {
    const actions = [
      RAID,
      { type: 'pass' },
      { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] },
      { type: 'interdict', bombers: ['g4m-a', 'g4m-b'] },
    ]
    const r = run(['play', 'convoy.json', '--actions', 'a.json', '--dice', '6,6,5,5', '--narrate'], {
      'a.json': JSON.stringify(actions),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (placeholder table), roll 6 + 6 = 12: result 8 — United Kingdom loses 8 EP (8 of at most 10 in Indian Ocean this Phase) (2.13).',
    )
    expect(r.stdout).toContain(
      'Air interdiction has cost United Kingdom 10 EP in Indian Ocean this Phase (at most 10, 2.13).',
    )
  })

  it('legal lists the interdiction launches with --mission-targets, then each group and the stop', () => {
    const plan = JSON.parse(run(['legal', 'convoy.json', '--mission-targets']).stdout)
    expect(plan.legal).toContainEqual({
      type: 'launch',
      side: 'japan',
      base: 'rabaul',
      units: ['g4m-a'],
      mission: 'convoyInterdiction',
      target: 'indian',
    })
    expect(plan.legal).toContainEqual({
      type: 'launch',
      side: 'japan',
      base: 'rabaul',
      units: ['g4m-a'],
      mission: 'convoyInterdiction',
      target: 'coral',
    })
    const attack = JSON.parse(
      run(['legal', 'convoy.json', '--actions', 'a.json'], {
        'a.json': JSON.stringify([{ ...RAID, units: ['g4m-a', 'g4m-b'] }, { type: 'pass' }]),
      }).stdout,
    )
    expect(attack.pending).toMatchObject({ kind: 'convoyAttack', side: 'japan', area: 'indian', capLeft: 10 })
    expect(attack.legal).toEqual([
      { type: 'endInterdiction', side: 'japan' },
      { type: 'interdict', side: 'japan', bombers: ['g4m-a', 'g4m-b'] },
      { type: 'interdict', side: 'japan', bombers: ['g4m-a'] },
      { type: 'interdict', side: 'japan', bombers: ['g4m-b'] },
    ])
  })

  it('a misspelt field of the new actions is refused by name', () => {
    const r = run(['play', 'convoy.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([RAID, { type: 'pass' }, { type: 'interdict', units: ['g4m-a'] }]),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('unknown field "units" in a "interdict" action (it has: type, side, bombers)')
  })
})

describe('airops and a Bombing Table cell left to the player’s chart (2.13; design §8)', () => {
  // The placeholder's columns as entered, the 12 of the 17–21 column left empty.
  const columns = [
    ['0*', '0*', '0', '0', '0', '0', '1', '2', '3', '4', '5'],
    ['0*', '0*', '0', '0', '0', '1', '2', '3', '4', '5', '6'],
    ['0*', '0*', '0', '0', '1', '2', '3', '4', '5', '6', '7'],
    ['0*', '0*', '0', '1', '2', '3', '4', '5', '6', '7', null],
    ['0*', '0*', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  ]
  const ENTER = {
    type: 'enterTable',
    table: 'bombing',
    columns: ['1', '7', '12', '17', '22'],
    cells: Array.from({ length: 11 }, (_, r) => columns.map((c) => c[r])),
    provenance: 'userEntered',
  }
  const upToRoll = [ENTER, { ...RAID, units: ['ki21-a', 'ki21-b'] }, { type: 'pass' }]

  it('the script stops at the look-up with the dice logged; the answer in the script is used, from the player’s own chart', () => {
    const asked = run(['play', 'convoy.json', '--actions', 'a.json', '--dice', '6,6', '--narrate'], {
      'a.json': JSON.stringify([...upToRoll, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] }]),
    })
    expect(asked.stderr).toBe('')
    expect(asked.code).toBe(0)
    expect(asked.stdout).toContain(
      "Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean (strength 17): roll 6 + 6 = 12, Bombing Table column 17–21, row 12: this game's table has no value there; the player looks the result up on their own chart (4.26).",
    )
    const legal = JSON.parse(
      run(['legal', 'convoy.json', '--actions', 'a.json', '--dice', '6,6'], {
        'a.json': JSON.stringify([...upToRoll, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] }]),
      }).stdout,
    ) as { pending: unknown; legal: unknown[] }
    expect(legal.pending).toMatchObject({
      kind: 'chartLookup',
      side: 'japan',
      chart: { cell: 'column 17–21, row 12', dice: [6, 6] },
    })
    expect(legal.legal).toContainEqual({ type: 'chartResult', side: 'japan', result: '8' })
    const answered = run(['play', 'convoy.json', '--actions', 'a.json', '--dice', '6,6', '--narrate'], {
      'a.json': JSON.stringify([
        ...upToRoll,
        { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] },
        { type: 'chartResult', result: '8' },
      ]),
    })
    expect(answered.stderr).toBe('')
    expect(answered.stdout).toContain(
      'Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (entered table, not verified), roll 6 + 6 = 12: result 8, from your own chart — United Kingdom loses 8 EP (8 of at most 10 in Indian Ocean this Phase) (2.13).',
    )
  })
})
