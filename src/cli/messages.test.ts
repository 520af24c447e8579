// Messages once found unclear, each as a player meets it through `airops`.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { main, parseActionsText } from './runner'
import { parseScenarioText } from '../rules/systems/aeto/scenario/validate'

const chain = readFileSync(new URL('./testdata/chain-scenario.json', import.meta.url), 'utf8')
const chainJson = () => JSON.parse(chain) as Record<string, any>

function run(argv: string[], files: Record<string, string>) {
  const m = memoryIo({ 'chain.json': chain, ...files }, builtInScenarios)
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr(), written: m.written }
}
const LAUNCH = { type: 'launch', base: 'marsham', units: ['us-b17'], mission: 'fly', target: '1807' }

describe('clear messages', () => {
  it('a base of capacity 0 holding two units: says what it may hold and which unit is too many', () => {
    const s = chainJson()
    s.bases[0].components = [{ kind: 'LargeAirbase', capacity: 0 }]
    s.airUnits.push({
      id: 'us-b17b',
      name: 'B-17',
      nation: 'us',
      type: 'B',
      front: '_12_-20[2]',
      back: '_6_-20[2]',
      base: 'marsham',
    })
    const r = run(['validate', 's.json'], { 's.json': JSON.stringify(s) })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'base "marsham" has capacity 0: it can hold no air unit, not even over-stacked (4.8), and this is air unit number 1 placed there',
    )
    expect(r.stderr).not.toContain('already holds 0')
  })

  it('a launch from a grounded base names the weather and its zone', () => {
    const s = chainJson()
    s.weather = {
      defaultZone: 'north',
      zones: [{ id: 'north', name: 'North Sea fog', condition: 'grounded' }],
    }
    const r = run(['play', 's.json', '--actions', 'a.json'], {
      's.json': JSON.stringify(s),
      'a.json': JSON.stringify([LAUNCH]),
    })
    expect(r.code).toBe(3)
    expect(r.stderr).toBe(
      'action #0 (launch): 4.1: No air unit launches from Marsham: the weather of its weather zone (North Sea fog) is Grounded this turn (1.0).\n',
    )
  })

  it('units given as a text or an object, and a target given as a number, are named as such', () => {
    const play = (a: object) =>
      run(['play', 'chain.json', '--actions', 'a.json'], { 'a.json': JSON.stringify([a]) }).stderr
    expect(play({ ...LAUNCH, units: 'us-b17' })).toBe(
      'action #0 (launch): 4.1: "units" must be a list of air unit ids, e.g. ["spit-1"] (got the text "us-b17").\n',
    )
    expect(play({ ...LAUNCH, units: { 'us-b17': true } })).toBe(
      'action #0 (launch): 4.1: "units" must be a list of air unit ids, e.g. ["spit-1"] (got an object).\n',
    )
    expect(play({ ...LAUNCH, target: 1807 })).toBe(
      'action #0 (launch): 4.1: The target is a hex label in quotes, like "0805" (got the number 1807).\n',
    )
  })

  it('an upper-case state hash is told to be lower case', () => {
    const saved = run(['play', 'chain.json', '--save', 'g.json'], {}).written['g.json']
    const save = JSON.parse(saved) as { stateHash: string }
    const r = run(['validate', 'g.json'], {
      'g.json': JSON.stringify({ ...save, stateHash: save.stateHash.toUpperCase().replace(/^[0-9]/, 'A') }),
    })
    expect(r.stderr).toContain(
      'stateHash: a state hash is written in lower case (Sortie writes "0123456789abcdef", not "0123456789ABCDEF")',
    )
  })

  it('a save whose format is capitalised is read as a save and told the exact format', () => {
    const saved = JSON.parse(run(['play', 'chain.json', '--save', 'g.json'], {}).written['g.json']) as object
    const r = run(['validate', 'g.json'], { 'g.json': JSON.stringify({ ...saved, format: 'Sortie-Save' }) })
    expect(r.stderr).toBe(
      'invalid save file g.json:\n  format: must be exactly "sortie-save", in lower case (got "Sortie-Save")\n',
    )
  })

  it('a scenario with a nested "format": "sortie-save" key is a scenario with an unknown field, not a broken save', () => {
    const s = chainJson()
    s.airUnits[0].format = 'sortie-save'
    const r = run(['validate', 's.json'], { 's.json': JSON.stringify(s) })
    expect(r.stderr.split('\n')[0]).toBe('invalid scenario file s.json:')
    expect(r.stderr).toContain('airUnits[0].format: unknown field "format"')
  })

  it('the id "__proto__" is said to be reserved, not to use forbidden characters', () => {
    const s = chainJson()
    s.airUnits[0].id = '__proto__'
    const r = run(['validate', 's.json'], { 's.json': JSON.stringify(s) })
    expect(r.stderr).toContain(
      'airUnits[0].id: the id "__proto__" is reserved (it clashes with a JavaScript built-in name); choose another',
    )
    expect(r.stderr).not.toContain('ids use letters')
  })
})

describe('a field of the wrong kind is named with what it got and what it expects, not taken for a missing one', () => {
  const refused = (a: object) =>
    run(['play', 'chain.json', '--actions', 'a.json'], { 'a.json': JSON.stringify([a]) })

  it.each([
    [
      { type: 'embarkStp', flotilla: 5, unit: 'u' },
      '[0].flotilla: must be text, in quotes (an id, a hex label or a name) (got 5)',
    ],
    [
      { type: 'reconnoitreLand', hex: 1807, unit: 'u' },
      '[0].hex: must be text, in quotes (an id, a hex label or a name) (got 1807)',
    ],
    [
      { type: 'ferry', carrier: 'c', unit: 'u', embark: 'yes' },
      '[0].embark: must be true or false (got "yes")',
    ],
    [
      { type: 'portNaval', carrier: ['c'], unit: 'u', ashore: true },
      '[0].carrier: must be text, in quotes (an id, a hex label or a name) (got a list of 1 item)',
    ],
    [
      { type: 'interdict', bombers: 'b1' },
      '[0].bombers: must be a list of unit ids as text, each once, e.g. ["u1", "u2"] (got "b1")',
    ],
    [{ type: 'interdict', bombers: ['b1', 7] }, '[0].bombers: [1] must be text, an id (got 7)'],
    [
      { type: 'chainChangeBase', units: { u: 1 }, hops: ['x'] },
      '[0].units: must be a list of unit ids as text, each once, e.g. ["u1", "u2"] (got an object)',
    ],
    [
      { ...LAUNCH, mission: 3 },
      '[0].mission: must be text, in quotes (an id, a hex label or a name) (got 3)',
    ],
    [{ type: 'stackOrder', position: 1.5 }, '[0].position: must be a whole number (got 1.5)'],
  ])('%j', (action, message) => {
    const r = refused(action)
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(`invalid actions file a.json:\n  ${message}\n`)
  })

  it('"position": 1e999 is quoted as the number too large it is, not as "null"', () => {
    const r = run(['play', 'chain.json', '--actions', 'a.json'], {
      'a.json': '[{"type": "stackOrder", "position": 1e999}]',
    })
    expect(r.stderr).toBe(
      'invalid actions file a.json:\n  [0].position: must be a whole number (got a number too large to hold (1e999 or the like))\n',
    )
  })

  it('one unit listed 10,000 times is refused, as a launch refuses a unit listed twice', () => {
    const many = Array.from({ length: 10_000 }, () => 'de-ju88')
    for (const a of [
      { type: 'declareLandCombat', hex: '1807', attackers: many },
      { type: 'chainChangeBase', units: many, hops: ['x'] },
    ]) {
      const r = refused(a)
      const field = a.type === 'declareLandCombat' ? 'attackers' : 'units'
      expect(r.stderr).toBe(
        `invalid actions file a.json:\n  [0].${field}: lists "de-ju88" more than once; each unit may be listed once\n`,
      )
    }
  })
})

describe('a file saved as UTF-16 is called so, not "not a text file"', () => {
  it.each([
    [
      'with its byte order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(chain, 'utf16le')]),
      'little-endian',
    ],
    ['big-endian, without a mark', Buffer.from(chain, 'utf16le').swap16(), 'big-endian'],
  ])('%s', (_, bytes, order) => {
    const r = parseScenarioText(new Uint8Array(bytes))
    expect(!r.ok && r.errors[0].message).toBe(
      `this text is saved as UTF-16 (${order}); a scenario is a JSON text file saved as UTF-8: save it again as UTF-8`,
    )
    expect(() =>
      parseActionsText(new Uint8Array(Buffer.from('[{"type":"pass"}]', 'utf16le')), 'a.json'),
    ).toThrow(
      'invalid actions file a.json: this text is saved as UTF-16 (little-endian); an actions file is a JSON text file saved as UTF-8: save it again as UTF-8',
    )
  })
})
