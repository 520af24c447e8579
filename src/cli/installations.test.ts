// The runner bombs an installation that is no base (4.26): a script names it by its id
// "<hex>:<feature>" in allocateBombers; `legal` lists it; a misspelt id is refused by name.
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { installationsScenario } from '../rules/systems/aeto/testing/installationFixtures'
import { memoryIo } from './io'
import { main } from './runner'

function run(argv: string[], files: Record<string, string>) {
  const m = memoryIo(files, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const sc = JSON.stringify(installationsScenario('aeto'))
// The Allies declare an Air Offensive and send both Wellingtons to the Mulberry at 0806; the Axis does not intercept (three windows on the way).
const toAllocation = [
  { type: 'declareOffensive', offensive: 'air' },
  { type: 'launch', base: 'marsham', units: ['well1', 'well2'], mission: 'bombing', target: '0806' },
  { type: 'pass', side: 'axis' },
  { type: 'pass', side: 'axis' },
  { type: 'pass', side: 'axis' },
]

describe('airops: bombing a Mulberry by its id (4.26)', () => {
  it('legal lists the Mulberry at the allocation; the script bombs it: 5 + 4 = 9 → 3 against 2, destroyed', () => {
    const legal = run(['legal', 'sc.json', '--actions', 'a.json'], {
      'sc.json': sc,
      'a.json': JSON.stringify(toAllocation),
    })
    expect(legal.code).toBe(0)
    const out = JSON.parse(legal.stdout) as {
      pending: { kind: string; installations: unknown[] }
      legal: unknown[]
    }
    expect(out.pending.kind).toBe('bombAllocation')
    expect(out.pending.installations).toEqual([
      { id: '0806:mulberry', name: 'Arromanches Mulberry', targetNumber: 2 },
    ])
    expect(out.legal).toContainEqual({
      type: 'allocateBombers',
      side: 'allies',
      allocation: { '0806:mulberry': ['well1', 'well2'] },
    })
    const script = [
      ...toAllocation,
      { type: 'allocateBombers', allocation: { '0806:mulberry': ['well1', 'well2'] } },
    ]
    const r = run(['play', 'sc.json', '--actions', 'a.json', '--dice', '5,4', '--narrate'], {
      'sc.json': sc,
      'a.json': JSON.stringify(script),
    })
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' })
    expect(r.stdout.split('\n')).toContain(
      '#5 Arromanches Mulberry is destroyed: it does not function until repaired (4.26); what it does for supply and landings belongs to other parts of the game, not played in Sortie.',
    )
  })

  it('a misspelt installation id is refused by name', () => {
    const script = [...toAllocation, { type: 'allocateBombers', allocation: { '0806:mulbery': ['well1'] } }]
    const r = run(['play', 'sc.json', '--actions', 'a.json'], {
      'sc.json': sc,
      'a.json': JSON.stringify(script),
    })
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain('"0806:mulbery" is not an installation to bomb at 0806.')
  })
})
