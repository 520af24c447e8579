// The runner on an AWAW file (the built-in example of 23.22A): validate, legal (the outside events),
// play through the cover and the air combat, --as (the cover is secret to the attacker), and a
// refused action with its rule.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../scenarios/files'
import { memoryIo } from './io'
import { EXIT_ILLEGAL, EXIT_INPUT, EXIT_OK, main } from './runner'

const EXAMPLE = builtInText('awaw-air-cover-23-22a')

interface Out {
  system: string
  pending: Record<string, unknown>
  legal: unknown[]
  state: { bases: Record<string, unknown> }
  events: { text: string }[]
  view: { entry: { cover: unknown } | null }
}
const parse = (text: string) => JSON.parse(text) as Out

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'awaw.json': EXAMPLE, ...files })
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

const ACTIONS = [
  { type: 'enterHex', force: 'jp-force', hex: '0506' },
  { type: 'strike', attacks: [{ tf: 'jp-tf', from: [{ base: 'us-base', kind: 'attack', count: 4 }] }] },
  {
    type: 'cover',
    from: [
      { base: 'jp-base', kind: 'cover', count: 3 },
      { base: 'jp-base', kind: 'nas', count: 1 },
    ],
    extra: [],
    cap: {},
  },
  { type: 'engage', cap: 0, cover: 3 },
  { type: 'chart', result: '1/2' },
  { type: 'chart', result: '1/1' },
  { type: 'targets', assign: { 'jp-bb': 1 } },
]

describe('the runner on an AWAW scenario', () => {
  it('validates it with the AWAW rules, and names a bad field', () => {
    expect(run(['validate', 'awaw.json'])).toEqual({
      code: EXIT_OK,
      stdout:
        'ok: scenario awaw-air-cover-23-22a (AWAW rules example (23.22A): a Japanese task force two hexes from its airbase) of the rule system A World at War, rule 23 (air-naval operations)\n',
      stderr: '',
    })
    const bad = JSON.parse(EXAMPLE) as { airBases: { range: number }[] }
    bad.airBases[1].range = -2
    const r = run(['validate', 'bad.json'], { 'bad.json': JSON.stringify(bad) })
    expect(r.code).toBe(EXIT_INPUT)
    expect(r.stderr).toContain('  airBases[1].range: got -2, expected a whole number from 0 to 999')
  })

  it('legal: the outside events the players enter (each hex next to the force, the end of the turn)', () => {
    const out = parse(run(['legal', 'awaw.json']).stdout)
    expect(out.pending).toMatchObject({ kind: 'outside', side: 'japan', rule: '23.24' })
    expect(out.legal).toContainEqual({ type: 'enterHex', force: 'jp-force', hex: '0506' })
    expect(out.legal[out.legal.length - 1]).toEqual({ type: 'endTurn' })
    expect(out.legal).toHaveLength(7)
  })

  it('plays the example: four cover squadrons, three engage; the Japanese 1/2 leaves one American squadron, which hits the battleship twice', () => {
    const r = run(['play', 'awaw.json', '--actions', 'a.json', '--dice', '1,1,6,6'], {
      'a.json': JSON.stringify(ACTIONS),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(EXIT_OK)
    const out = parse(r.stdout)
    expect(out.system).toBe('awaw')
    expect(out.events.map((e) => e.text)).toContain(
      "The defender's result 1/2: 1 attacking squadron eliminated, 2 aborted; 1 of the 4 may go on to attack Japanese TF, those that engaged included (23.416A).",
    )
    expect(out.events.map((e) => e.text)).toContain(
      '1 squadron attack battleship (stand-in): dice 6 + 6 = 12 + 2 (usa air + 2, 23.441A) − 3 (Naval Nationality DRM 3, 23.441B) = 11; Naval Attack Table row AS 1, column 11: 2 hits (table reconstructed from a damaged scan, not verified): battleship (stand-in) (4 factors) has 2 hits: the hits stay with it until it returns to port (23.44, 23.443A, 23.444).',
    )
    expect(out.state.bases['jp-base']).toMatchObject({ ready: { cover: 2, nas: 1 } })
    expect(out.pending).toMatchObject({ kind: 'outside' })
  })

  it('--as usa: the Japanese cover stays secret while the fight is on', () => {
    const r = run(['play', 'awaw.json', '--actions', 'a.json', '--as', 'usa'], {
      'a.json': JSON.stringify(ACTIONS.slice(0, 3)),
    })
    expect(r.code).toBe(EXIT_OK)
    expect(parse(r.stdout).view.entry!.cover).toBe('secret')
    const jp = run(['play', 'awaw.json', '--actions', 'a.json', '--as', 'japan'], {
      'a.json': JSON.stringify(ACTIONS.slice(0, 3)),
    })
    expect(parse(jp.stdout).view.entry!.cover).toMatchObject({ byTf: { 'jp-tf': 4 } })
  })

  it('a refused action: exit 3 with its rule', () => {
    const r = run(['play', 'awaw.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'enterHex', force: 'jp-force', hex: '0508' }]),
    })
    expect(r).toMatchObject({
      code: EXIT_ILLEGAL,
      stderr:
        'action #0 (enterHex): 23.24A: hex: got "0508", expected a hex next to 0505: a naval force enters each hex of its path in turn (23.24A)\n',
    })
  })
})
