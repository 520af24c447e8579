// End to end: the runner plays, from a script with forced dice, a mission that is intercepted,
// counter-intercepted and counter-counter-intercepted, fights the engagements last-declared-first
// (4.13) through both rounds (4.16), and its events narrate every step with rule numbers.
// The scenario and the script are in testdata/ (also the README example); the expected narrative
// is testdata/chain-narrative.txt, the output of `play … --narrate`.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../rules/systems/aeto'
import { memoryIo } from './io'
import { main } from './runner'

const read = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8')
const files = {
  'src/cli/testdata/chain-scenario.json': read('chain-scenario.json'),
  'src/cli/testdata/chain-actions.json': read('chain-actions.json'),
}
const DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
const ARGV = [
  'play',
  'src/cli/testdata/chain-scenario.json',
  '--actions',
  'src/cli/testdata/chain-actions.json',
  '--dice',
  DICE.join(','),
]

type Ev = GameEvent & { action: number }

function play(extra: string[] = []) {
  const m = memoryIo(files)
  const code = main([...ARGV, ...extra], m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr() }
}

/** The events of each air combat, from its "combat" event to its "combatOver", in play order. */
function combats(events: readonly Ev[]): { engagement: string; loc: string; events: Ev[] }[] {
  const out: { engagement: string; loc: string; events: Ev[] }[] = []
  let open: { engagement: string; loc: string; events: Ev[] } | null = null
  for (const e of events) {
    if (e.type === 'combat') {
      expect(open).toBeNull() // combats never interleave
      open = { engagement: e.engagement!, loc: e.loc!, events: [] }
    }
    if (open) open.events.push(e)
    if (e.type === 'combatOver') {
      expect(open?.engagement).toBe(e.engagement)
      out.push(open!)
      open = null
    }
  }
  expect(open).toBeNull()
  return out
}

describe('the interception chain, end to end through the runner', () => {
  const r = play()
  const out = JSON.parse(r.stdout) as {
    state: {
      units: Record<string, { face: string; aloft: unknown; base: string }>
      dice: { scriptPos: number; count: number }
    }
    pending: { kind: string; side: string }
    events: Ev[]
  }
  const events = out.events

  it('plays the whole script without a refusal', () => {
    expect(r.code).toBe(0)
    expect(r.stderr).toBe('')
    expect(new Set(events.map((e) => e.action))).toEqual(new Set(Array.from({ length: 41 }, (_, i) => i))) // every action is narrated
  })

  it('declares an interception, a counter-interception and a counter-counter-interception', () => {
    const declared = events.filter((e) => e.type === 'declare')
    expect(declared.map((e) => [e.action, e.engagement, e.loc, e.text])).toEqual([
      [1, 'E1', '0605', 'Axis declares an interception of B-17 at 0605: Me-109 from Dunenfeld (4.13).'],
      [
        3,
        'E2',
        '1004',
        'Western Allies declares a counter-interception of Me-109 at 1004: Spitfire from Kestrel Field (4.13).',
      ],
      [
        5,
        'E3',
        '0702',
        'Axis declares a counter-counter-interception of Spitfire at 0702: Fw-190 from Waldheim (4.13).',
      ],
    ])
  })

  it('fights the three engagements last declared, first resolved: the deepest first (4.13)', () => {
    const fought = combats(events)
    expect(fought.map((c) => [c.engagement, c.loc, c.events[0].text])).toEqual([
      ['E3', '0702', 'Air combat at 0702: Western Allies (Spitfire) against Axis (Fw-190) (4.16).'],
      ['E2', '1004', 'Air combat at 1004: Axis (Me-109) against Western Allies (Spitfire) (4.16).'],
      ['E1', '0605', 'Air combat at 0605: Western Allies (B-17) against Axis (Me-109) (4.16).'],
    ])
    // Each combat is over before the next declared-earlier one begins, and after every declaration.
    const lastDeclaration = Math.max(...events.flatMap((e, i) => (e.type === 'declare' ? [i] : [])))
    const starts = fought.map((c) => events.indexOf(c.events[0]))
    const ends = fought.map((c) => events.indexOf(c.events[c.events.length - 1]))
    expect(starts[0]).toBeGreaterThan(lastDeclaration)
    expect(starts[1]).toBeGreaterThan(ends[0])
    expect(starts[2]).toBeGreaterThan(ends[1])
  })

  it('every combat goes through both rounds', () => {
    for (const c of combats(events)) {
      const rounds = c.events.filter((e) => e.type === 'attack').map((e) => e.text.slice(0, 8))
      expect(rounds[0]).toBe('Round 1:')
      expect(rounds[rounds.length - 1]).toBe('Round 2:')
      expect(c.events.filter((e) => e.type === 'round').map((e) => e.text)).toEqual([
        `Round 2 at ${c.loc} (4.16).`,
      ])
    }
  })

  it('every combat event carries its rule number, in the event and in its sentence', () => {
    const all = combats(events).flatMap((c) => c.events)
    expect(all).toHaveLength(42) // 13 + 13 + 16: attacks, voluntary aborts, Round 2, remain, return fire, results
    for (const e of all) {
      expect(e.rule, `${e.type}: ${e.text}`).toMatch(/^4\.\d+$/)
      expect(e.text, e.type).toContain(e.rule!)
    }
    // The declarations, launches, continues and returns of the chain say their rule too.
    for (const e of events.filter((x) =>
      ['declare', 'launchInterceptors', 'continue', 'setAside', 'return', 'endStep'].includes(x.type),
    )) {
      expect(e.text).toMatch(/\(4\.\d+\)\.$/)
    }
  })

  it('rolls exactly the forced dice, in order, each recorded with its rule', () => {
    const rolls = events.filter((e) => e.roll)
    expect(rolls.map((e) => e.roll!.natural)).toEqual(DICE)
    expect(rolls.every((e) => e.roll!.source === 'scripted')).toBe(true)
    expect(rolls.map((e) => `${e.engagement} ${e.rule} ${e.roll!.result}`)).toEqual([
      'E3 4.16 miss',
      'E3 4.16 miss',
      'E3 4.16 miss',
      'E3 4.16 miss',
      'E2 4.16 miss',
      'E2 4.16 miss',
      'E2 4.16 miss',
      'E2 4.16 miss',
      'E1 4.16 miss',
      'E1 4.16 abort',
      'E1 4.19 hit',
    ])
    expect(out.state.dice).toMatchObject({ scriptPos: 11, count: 11 })
  })

  it('ends with every unit home and the Axis to plan its Step', () => {
    expect(out.pending).toMatchObject({ kind: 'plan', side: 'axis', rule: '4.1' })
    expect(
      Object.fromEntries(Object.entries(out.state.units).map(([id, u]) => [id, [u.face, u.aloft, u.base]])),
    ).toEqual({
      'us-b17': ['front', null, 'marsham'],
      'uk-spitfire': ['front', null, 'kestrel'],
      'de-me109': ['back', null, 'dunenfeld'],
      'de-fw190': ['front', null, 'waldheim'],
    })
  })

  it('narrates the game exactly (testdata/chain-narrative.txt)', () => {
    const narrated = play(['--narrate'])
    expect(narrated.code).toBe(0)
    expect(narrated.stdout).toBe(read('chain-narrative.txt'))
  })
})
