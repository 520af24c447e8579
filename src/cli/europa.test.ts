// The runner on the Europa draft's strategic-bombing example (20.B.1.c): validate, legal, play
// through the operation and the landing choice, a refused action with its rule, and the export of
// the house rulings.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../scenarios/files'
import { memoryIo } from './io'
import { EXIT_ILLEGAL, EXIT_INPUT, EXIT_OK, main } from './runner'

const EXAMPLE = builtInText('europa-strategic-bombing-20-b-1-c')

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'eu.json': EXAMPLE, ...files })
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const ACTIONS = [
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' },
  {
    type: 'initiate',
    kind: 'strategicBombing',
    hex: '1010',
    flights: [{ unit: 'hb', mission: 'strategicBombing', extended: true }],
  },
  { type: 'intercept', interceptors: [], cap: [] },
  { type: 'results', results: { hb: 'D' } },
  { type: 'missionResult', outcome: 'no effect' },
  { type: 'land', unit: 'hb', choice: 'repair' },
]

describe('the runner on a Europa draft scenario', () => {
  it('validates it with the draft rules, and names a bad field', () => {
    expect(run(['validate', 'eu.json'])).toEqual({
      code: EXIT_OK,
      stdout:
        'ok: scenario europa-strategic-bombing-20-b-1-c (Europa draft example (20.B.1.c): a strategic bomber lands from an extended mission) of the rule system Europa-family draft air rules (20, V10.11.25)\n',
      stderr: '',
    })
    const bad = JSON.parse(EXAMPLE) as { airbases: { capacity: unknown }[] }
    bad.airbases[0].capacity = 'big'
    const r = run(['validate', 'bad.json'], { 'bad.json': JSON.stringify(bad) })
    expect(r.code).toBe(EXIT_INPUT)
    expect(r.stderr).toContain('  airbases[0].capacity: got "big", expected a whole number from 0 to 99')
  })

  it('legal: the CAP window comes first (20.C.1.b); with no fighter the bomber’s side may only pass', () => {
    const out = JSON.parse(run(['legal', 'eu.json']).stdout) as { pending: object; legal: unknown[] }
    expect(out.pending).toMatchObject({
      kind: 'operationOrPass',
      side: 'bomber',
      airWindow: 'capWindow',
      rule: '20.C.1.b',
    })
    expect(out.legal).toEqual([{ type: 'pass' }])
  })

  it('plays the example: the D from AA rises to A, 1 ARP pays for it, and the bomber lands inoperative with X (20.B.1.c(iii))', () => {
    const r = run(['play', 'eu.json', '--actions', 'a.json'], { 'a.json': JSON.stringify(ACTIONS) })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(EXIT_OK)
    const out = JSON.parse(r.stdout) as {
      system: string
      state: { units: Record<string, object>; arp: Record<string, number> }
      events: { text: string }[]
    }
    expect(out.system).toBe('europa-draft')
    expect(out.state.units.hb).toMatchObject({
      face: 'inoperative',
      x: 1,
      where: { kind: 'base', base: 'home' },
    })
    expect(out.state.arp.bomber).toBe(0)
    expect(out.events.map((e) => e.text)).toContain(
      'Heavy bomber (stand-in) is repaired for 1 ARP (0 left): inoperative with X (20.B.1.f).',
    )
  })

  it('refuses an action the draft does not allow, with its rule', () => {
    const r = run(['play', 'eu.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        {
          type: 'initiate',
          kind: 'strategicBombing',
          hex: '1010',
          flights: [{ unit: 'hb', mission: 'strategicBombing' }],
        },
      ]),
    })
    expect(r.code).toBe(EXIT_ILLEGAL)
    expect(r.stderr).toBe(
      'action #0 (initiate): 20.C.1.b: kind: got "strategicBombing", expected CAP: the Initial Phase allows only those now (20.C.1.b)\n',
    )
  })

  it('rulings: prints the house rulings in Markdown, each hole with its ruling and how often it arose', () => {
    const r = run(['rulings', 'eu.json', '--actions', 'a.json'], { 'a.json': JSON.stringify(ACTIONS) })
    expect(r.code).toBe(EXIT_OK)
    expect(r.stdout.split('\n')[0]).toBe(
      '# House rulings: Europa draft example (20.B.1.c): a strategic bomber lands from an extended mission',
    )
    expect(r.stdout).toContain(
      "- ruling (in the scenario): “strategic bombing is an extended mission, as in the draft's example (20.B.1.c(iii))”; arose once.",
    )
    expect(r.stdout).toContain('## H13 · Anti-aircraft fire (20.D.4)')
    expect(run(['rulings', 'aeto.json'], { 'aeto.json': '{"id":"x"}' }).stderr).toMatch(
      /^rulings needs a scenario file of a rule system that keeps house rulings/,
    )
  })
})
