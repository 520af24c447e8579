// The runner and the Japanese Surface Raider Step (APTO 2.21–2.23, T07): the decision after Japan's
// step, `raidConvoys` from a script with the fixed EP narrated, `legal` listing the choices, and a
// misspelt field refused by name.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { main } from './runner'

const SCENARIO = readFileSync(new URL('../../e2e/scenarios/surface-raiders.json', import.meta.url), 'utf8')

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'raiders.json': SCENARIO, ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const T07 = ['tenryu', 'tatsuta', 'kuma', 'tama', 'kiso', 'nagara', 'natori', 'yura', 'mutsu', 'kinugasa']

describe('airops and the Japanese Surface Raider Step (2.21, 2.23)', () => {
  it('APTO T07 from a script: the ten raiders cost 14 EP, Zuikaku 8 more, no die', () => {
    const actions = [{ type: 'endStep' }, { type: 'raidConvoys', ships: [...T07, 'zuikaku'] }]
    const r = run(['play', 'raiders.json', '--actions', 'a.json', '--narrate'], {
      'a.json': JSON.stringify(actions),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Mutsu (BB, gunnery 4) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 4 EP (2.21, 2.23).',
    )
    expect(r.stdout).toContain(
      'Zuikaku (CV, with its Naval-Air aboard) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 8 EP; its Naval-Air unit is not committed (2.21, 2.23).',
    )
    expect(r.stdout).toContain(
      'Japanese Surface Raider Step: 11 raiders inflict 22 EP — United Kingdom 17, Australia 5 — outside the cap of air interdiction (2.13, 2.23).',
    )
  })

  it('legal lists the raiders to choose, with the DD that may not raid in the decision', () => {
    const out = JSON.parse(
      run(['legal', 'raiders.json', '--actions', 'a.json'], {
        'a.json': JSON.stringify([{ type: 'endStep' }]),
      }).stdout,
    )
    expect(out.pending).toMatchObject({ kind: 'surfaceRaiders', side: 'japan', rule: '2.21' })
    expect(out.pending.raiders).toHaveLength(11)
    expect(out.pending.ineligible).toEqual([
      expect.objectContaining({ ship: 'akizuki', reason: expect.stringContaining('a DD is no raider') }),
    ])
    expect(out.legal).toContainEqual({ type: 'raidConvoys', side: 'japan', ships: [] })
    expect(out.legal).toContainEqual({ type: 'raidConvoys', side: 'japan', ships: ['mutsu'] })
    expect(out.legal).toContainEqual({ type: 'raidConvoys', side: 'japan', ships: [...T07, 'zuikaku'] })
  })

  it('a misspelt field of raidConvoys is refused by name', () => {
    const r = run(['play', 'raiders.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'endStep' }, { type: 'raidConvoys', units: ['mutsu'] }]),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('unknown field "units" in a "raidConvoys" action (it has: type, side, ships)')
  })
})
