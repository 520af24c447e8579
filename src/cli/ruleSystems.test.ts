// The headless runner plays a scenario of another rule system, found in the registry by its
// `system`: the test system "Duel" (src/rules/testing/duelSystem.ts), with its decisions and its
// die; an unknown system is refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSystem, unregisterSystem } from '../rules/systems'
import { duelSystem, DUEL_SYSTEM_ID } from '../rules/testing/duelSystem'
import { memoryIo } from './io'
import { EXIT_ILLEGAL, EXIT_INPUT, EXIT_OK, main } from './runner'

const duel = JSON.stringify({
  system: 'test-duel',
  id: 'duel-1',
  title: 'A duel',
  sides: { red: 'Red', blue: 'Blue' },
})

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo({ 'duel.json': duel, ...files })
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

describe('the runner and a second rule system', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  it('validates the file with its own system', () => {
    expect(run(['validate', 'duel.json'])).toEqual({
      code: EXIT_OK,
      stdout: 'ok: scenario duel-1 (A duel) of the rule system Duel (a test system)\n',
      stderr: '',
    })
  })

  it('plays the actions with the dice given, and prints the state, the decision and the events', () => {
    const actions = JSON.stringify([
      { type: 'aim', at: 5 },
      { type: 'answer', choice: 'yield' },
    ])
    const r = run(['play', 'duel.json', '--actions', 'a.json', '--dice', '2'], { 'a.json': actions })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(EXIT_OK)
    const out = JSON.parse(r.stdout)
    expect(out.system).toBe('test-duel')
    expect(out.state).toMatchObject({ aim: 5, die: 2, scenario: { id: 'duel-1', title: 'A duel' } })
    expect(out.pending).toMatchObject({ kind: 'over', winner: 'red', rule: 'D3' }) // a miss and yield: Red wins
    expect(out.events.map((e: { action: number; text: string }) => [e.action, e.text])).toEqual([
      [0, 'Red aims at 5 (D1).'],
      [0, 'Red rolls 2 against an aim of 5: a miss (D2).'],
      [1, 'Blue chooses to yield: Red wins (D3).'],
    ])
    expect(out.hash).toMatch(/^[0-9a-f]{16}$/)
  })

  it('--as blue: the view and the events Blue may see (not the aim)', () => {
    const r = run(['play', 'duel.json', '--actions', 'a.json', '--as', 'blue'], {
      'a.json': JSON.stringify([]),
    })
    expect(r.code).toBe(EXIT_OK)
    expect(JSON.parse(r.stdout).view).toEqual({
      pending: expect.objectContaining({ kind: 'aim', side: 'red' }),
      aim: null,
      die: null,
    })
    const aimed = run(['play', 'duel.json', '--actions', 'a.json', '--as', 'blue', '--dice', '6'], {
      'a.json': JSON.stringify([{ type: 'aim', at: 3 }]),
    })
    const texts = JSON.parse(aimed.stdout).events.map((e: { text: string }) => e.text)
    expect(texts).toEqual(['Red rolls 6 against an aim of 3: a hit (D2).'])
  })

  it('lists the legal actions of the decision due', () => {
    const r = run(['legal', 'duel.json'])
    expect(r.code).toBe(EXIT_OK)
    const out = JSON.parse(r.stdout)
    expect(out.pending).toMatchObject({ kind: 'aim', rule: 'D1' })
    expect(out.legal).toEqual([2, 3, 4, 5].map((at) => ({ type: 'aim', at })))
  })

  it('a refused action: exit 3 with its rule; an unknown system: exit 2 naming the field', () => {
    const bad = run(['play', 'duel.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([{ type: 'aim', at: 9 }]),
    })
    expect(bad).toMatchObject({
      code: EXIT_ILLEGAL,
      stderr: 'action #0 (aim): D1: at: got 9, expected one of 2, 3, 4, 5.\n',
    })
    const unknown = run(['play', 'x.json'], { 'x.json': JSON.stringify({ system: 'gurps-air', id: 'x' }) })
    expect(unknown.code).toBe(EXIT_INPUT)
    expect(unknown.stderr).toContain(
      'system: got "gurps-air", expected one of the rule systems "aeto-apto", "ocs", "awaw", "europa-draft", "test-duel"',
    )
    const wrong = run(['validate', 'y.json'], { 'y.json': JSON.stringify({ system: 'test-duel', id: '' }) })
    expect(wrong.code).toBe(EXIT_INPUT)
    expect(wrong.stderr).toContain('  id: got "", expected a text')
  })
})
