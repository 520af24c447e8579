// The runner on an OCS file (the built-in example of 14.3e): validate, legal (the mission
// choices), play with scripted dice, --as, and a refused action with its rule.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../scenarios/files'
import { memoryIo } from './io'
import { EXIT_ILLEGAL, EXIT_INPUT, EXIT_OK, main } from './runner'

const EXAMPLE = builtInText('ocs-air-combat-14-3e')

/** The runner's JSON output, as these tests read it. */
interface Out {
  system: string
  pending: Record<string, unknown>
  legal: unknown[]
  state: { aircraft: Record<string, unknown> }
  events: { text: string }[]
  view: { dice: unknown }
}
const parse = (text: string) => JSON.parse(text) as Out

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'ocs.json': EXAMPLE, ...files })
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

describe('the runner on an OCS scenario', () => {
  it('validates it with the OCS rules', () => {
    expect(run(['validate', 'ocs.json'])).toEqual({
      code: EXIT_OK,
      stdout:
        'ok: scenario ocs-air-combat-14-3e (OCS rules example (14.3e): Air Combat over a German air base) of the rule system OCS air power (series rules 14.0)\n',
      stderr: '',
    })
    const bad = JSON.parse(EXAMPLE) as { aircraft: { range: number }[] }
    bad.aircraft[0].range = -1
    const r = run(['validate', 'bad.json'], { 'bad.json': JSON.stringify(bad) })
    expect(r.code).toBe(EXIT_INPUT)
    expect(r.stderr).toContain('  aircraft[0].range: got -1, expected a whole number from 1 to 999')
  })

  it('legal: the missions the Soviets may declare in the Barrage Segment, and the end of the segment', () => {
    const r = run(['legal', 'ocs.json'])
    expect(r.code).toBe(EXIT_OK)
    const out = parse(r.stdout)
    expect(out.pending).toMatchObject({ kind: 'phase', side: 'soviet', segment: 'barrage', rule: '14.2e' })
    const legal = out.legal as { type: string; mission?: string; hex?: string }[]
    expect(legal.filter((a) => a.mission !== 'trainbusting')).toEqual([
      { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3'] },
      { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] },
      { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['il2'] },
      { type: 'endSegment' },
    ])
    // Trainbusting may strike any hex in range (14.8), the German air base's among them.
    expect(legal).toContainEqual({ type: 'mission', mission: 'trainbusting', hex: '1006', aircraft: ['il2'] })
  })

  it('plays the example with the dice of the rules (9, then a loss die of 3) and a result read off the chart', () => {
    const actions = [
      { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] },
      { type: 'abort', aircraft: [] },
      { type: 'abort', aircraft: [] },
      { type: 'pick', aircraft: 'lagg3' },
      { type: 'pick', aircraft: 'bf109f' },
      { type: 'chart', result: 'both abort' },
      { type: 'abort', aircraft: [] },
      { type: 'abort', aircraft: [] },
      // The IL-2's barrage: Flak 3 + 4 and the one-aircraft line, then the Barrage Table 2 + 3 beyond
      // the placeholder's columns, both read off the player's chart (14.4e, 14.7).
      { type: 'chart', result: '0' },
      { type: 'chart', result: '-' },
    ]
    const r = run(['play', 'ocs.json', '--actions', 'a.json', '--dice', '4,5,3,3,4,2,3'], {
      'a.json': JSON.stringify(actions),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(EXIT_OK)
    const out = parse(r.stdout)
    expect(out.system).toBe('ocs')
    expect(out.state.aircraft.lagg3).toEqual({
      steps: 2,
      mode: 'inactive',
      base: '0306',
      flying: null,
      flown: true,
    })
    expect(out.state.aircraft.bf109f).toEqual({
      steps: 2,
      mode: 'inactive',
      base: '1006',
      flying: null,
      flown: false,
    })
    expect(out.events.map((e) => e.text)).toContain(
      'Round 1 over 1006: LaGG-3 2 attacks Bf 109f 4; dice 4 + 5 = 9, + 2 − 4 = 7: both abort (from your own chart); loss die 3: no loss (14.3e C).',
    )
    expect(out.pending).toMatchObject({ kind: 'phase', segment: 'barrage' })
    // --as german: the view leaves the dice generator out.
    const german = run(['play', 'ocs.json', '--actions', 'a.json', '--as', 'german', '--dice', '4,5,3'], {
      'a.json': JSON.stringify(actions.slice(0, 1)),
    })
    expect(german.code).toBe(EXIT_OK)
    expect(parse(german.stdout).view.dice).toEqual({ mode: 'scripted', count: 0 })
  })

  it('a refused action: exit 3 with its rule', () => {
    const r = run(['play', 'ocs.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'mission', mission: 'sweep', hex: '1006', aircraft: ['lagg3'] }]),
    })
    expect(r).toMatchObject({
      code: EXIT_ILLEGAL,
      stderr:
        'action #0 (mission): 14.6: mission: a sweep flies in a Movement Segment; this is the barrage segment.\n',
    })
  })

  it('legal and play on a file with cargo: the load choices of an Air Transport, and the cargo moved (14.9)', () => {
    const file = JSON.stringify({
      system: 'ocs',
      id: 'tpt',
      title: 'Air Transport (made-up values)',
      sides: [
        { id: 'soviet', name: 'Soviets' },
        { id: 'german', name: 'Germans' },
      ],
      map: { cols: 30, rows: 20 },
      airBases: [
        { hex: '0210', side: 'soviet', level: 1 },
        { hex: '0219', side: 'soviet', level: 1 },
      ],
      aircraft: [
        {
          id: 'li2',
          side: 'soviet',
          name: 'Li-2',
          types: ['Tpt'],
          range: 10,
          full: { acr: 0, acrParen: true, barrage: 0, transportCap: '1T' },
          reduced: { acr: 0, acrParen: true, barrage: 0, transportCap: '1/2T' },
          steps: 2,
          mode: 'active',
          base: '0210',
          standIn: ['range', 'full', 'reduced', 'transportCap'],
        },
      ],
      cargo: [{ id: 'sp1', side: 'soviet', name: '1 SP', kind: 'sp', t: 1, hex: '0210' }],
      phases: [{ name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['movement'] }],
    })
    const declare = [{ type: 'mission', mission: 'transport', hex: '0219', aircraft: ['li2'] }]
    const legal = run(['legal', 't.json', '--actions', 'a.json'], {
      't.json': file,
      'a.json': JSON.stringify(declare),
    })
    expect(legal.code).toBe(EXIT_OK)
    expect(parse(legal.stdout).legal).toEqual([
      { type: 'load', options: { li2: 'B' }, cargo: ['sp1'] },
      { type: 'load', options: { li2: 'A' }, cargo: ['sp1'] },
    ])
    const played = run(['play', 't.json', '--actions', 'a.json'], {
      't.json': file,
      'a.json': JSON.stringify([...declare, { type: 'load', options: { li2: 'A' }, cargo: ['sp1'] }]),
    })
    expect(played.code).toBe(EXIT_OK)
    const out = parse(played.stdout) as Out & { state: { cargo: unknown } }
    expect(out.state.cargo).toEqual({ sp1: { hex: '0219', destroyed: false } })
    expect(out.events.map((e) => e.text)).toContain(
      'F) Air Transport to 0219: Li-2 unloads 1T and stays at 0219, Inactive (14.9e A). 1 SP (1T) arrives at 0219; the players move the units and supply there (14.9, 14.9d).',
    )
  })
})
