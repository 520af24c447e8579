// The runner and AETO's fixed transfers (4.1): the plan lists them among the legal actions, a
// Trans-African transfer from London to Cairo is played from an actions file, and a bad one is
// refused with the rule and the bases the route leads to.
import { describe, expect, it } from 'vitest'
import { aetoTransferScenario } from '../rules/systems/aeto/testing/transferFixtures'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { main } from './runner'

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'transfers.json': JSON.stringify(aetoTransferScenario()), ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

describe('airops and the Trans-Atlantic and Trans-African transfers (4.1)', () => {
  it('legal lists each transfer of the plan', () => {
    const r = run(['legal', 'transfers.json'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      '{"type":"fixedTransfer","side":"allies","transfer":"atlantic","units":["hudson"],"to":"iceland"}',
    )
    expect(r.stdout).toContain(
      '{"type":"fixedTransfer","side":"allies","transfer":"africa","units":["b24"],"to":"cairo"}',
    )
  })

  it('play: the Liberator goes from London to Cairo by the UK Transfer Hex and Capetown, three hops at once', () => {
    const r = run(['play', 'transfers.json', '--actions', 'a.json', '--narrate'], {
      'a.json': JSON.stringify([{ type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'cairo' }]),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Liberator makes the Trans-African transfer from london to cairo by UK Transfer Hex, Capetown: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27).',
    )
  })

  it('a Trans-Atlantic transfer to a base it does not lead to is refused with its rule and the bases it leads to', () => {
    const r = run(['play', 'transfers.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        { type: 'fixedTransfer', transfer: 'atlantic', units: ['hudson'], to: 'london' },
      ]),
    })
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain('The Trans-Atlantic transfer from United States Box ends at Iceland Box.')
    expect(r.stderr).toContain('4.1')
  })
})
