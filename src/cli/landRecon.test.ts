// The runner and land reconnaissance (4.11): the actions' fields, the pending decisions, and what
// `--as` shows each side of an enemy land stack before and after a reconnaissance.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { main } from './runner'

/** Channel 1943 with a second German chit at 3426 and a fort chit there. */
function channelWithFort(): string {
  const json = JSON.parse(
    readFileSync(new URL('../../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
  )
  json.landUnits.push({
    id: 'de-352-inf',
    name: '352nd Infantry',
    nation: 'germany',
    hex: '3426',
    strength: 4,
    kind: 'infantry',
  })
  json.map.features.push({ hex: '3426', fort: true })
  return JSON.stringify(json)
}

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'fort.json': channelWithFort(), ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const TO_OFFENSIVE = [{ type: 'endStep' }, { type: 'endStep' }]
const RECON = [...TO_OFFENSIVE, { type: 'reconnoitreLand', hex: '3426', unit: 'uk-wellington-1' }]

describe('airops and land reconnaissance (4.11)', () => {
  it('before: the Allies see only the top chit of the stack at 3426', () => {
    const r = run(['play', 'fort.json', '--actions', 'a.json', '--as', 'allies', '--narrate'], {
      'a.json': JSON.stringify(TO_OFFENSIVE),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'land: axis 3426: LXXXI Corps, strength 5 and 1 land chit not inspected: reconnoitre the hex, or be next to it (4.11)\n',
    )
    expect(r.stdout).not.toContain('352nd')
  })

  it('a success (die 3 − 1 = 2) asks the Axis, in secret, which chit to conceal under the fort; after it the Allies see the rest', () => {
    const asked = run(['play', 'fort.json', '--actions', 'a.json', '--dice', '3', '--narrate'], {
      'a.json': JSON.stringify(RECON),
    })
    expect(asked.code).toBe(0)
    expect(asked.stdout).toContain('Land reconnaissance of 3426: roll 3 − 1 = 2, 2 needed — success (4.11).')
    expect(asked.stdout).toContain('pending: Axis (reconConceal, 4.11 at 3426)')
    const done = run(
      ['play', 'fort.json', '--actions', 'a.json', '--dice', '3', '--as', 'allies', '--narrate'],
      { 'a.json': JSON.stringify([...RECON, { type: 'concealLand', unit: null }]) },
    )
    expect(done.stdout).toContain('land: axis 3426: LXXXI Corps, strength 5; 352nd Infantry, strength 4\n')
    expect(done.stdout).not.toContain('conceals nothing') // the owner's choice stays secret
  })

  it('a misspelt field is refused by name', () => {
    const r = run(['play', 'fort.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        ...TO_OFFENSIVE,
        { type: 'reconnoitreLand', hex: '3426', units: ['uk-wellington-1'] },
      ]),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'unknown field "units" in a "reconnoitreLand" action (it has: type, side, hex, unit)',
    )
  })
})
