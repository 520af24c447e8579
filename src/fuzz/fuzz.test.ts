// The short version of `npm run fuzz` (2,000 actions), the fuzzer's own checks shown to fail on
// engines broken on purpose, the regressions it found, and the command line.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apply as realApply } from '../rules'
import { checkInvariants } from '../rules/properties/invariants'
import type { Action, ApplyResult, GameState } from '../rules/types'
import { loadSaveText } from '../store/saveFile'
import { formatFailure, formatSummary, runFuzz, type FuzzOptions, type FuzzReport } from './fuzzer'
import { shippedScenarios } from './scenarios'

const SCENARIOS = shippedScenarios()

function expectClean(r: FuzzReport) {
  if (r.failure) throw new Error(formatFailure(r.failure))
}

describe('fuzz (short): 2,000 random actions, legal and illegal, on every shipped scenario', () => {
  it('reads every scenario shipped in src/scenarios', () => {
    expect(SCENARIOS.map((s) => s.file)).toEqual(['src/scenarios/channel-1943.json', 'src/scenarios/t11-whitley.json', 'src/scenarios/tutorial.json'])
  })

  it('no exception, every invariant holds, every illegal action is refused and changes nothing', () => {
    const r = runFuzz({ scenarios: SCENARIOS, actions: 2000, seed: 20240606, maxGameLength: 250 })
    expectClean(r)
    expect(r.actions).toBe(2000)
    expect(r.legal + r.illegal).toBe(2000)
    expect(Object.values(r.refusedByRule).reduce((a, b) => a + b, 0)).toBe(r.illegal)
    for (const s of SCENARIOS) {
      const t = r.byScenario[s.id]
      expect(t.games, s.id).toBeGreaterThan(0)
      expect(t.legal, s.id).toBeGreaterThan(0)
      expect(t.illegal, s.id).toBeGreaterThan(0)
    }
    expect(r.steps).toBeGreaterThan(0)
  })

  it('is deterministic: the same seed plays the same run', () => {
    const a = runFuzz({ scenarios: SCENARIOS, actions: 200, seed: 5, now: () => 0 })
    const b = runFuzz({ scenarios: SCENARIOS, actions: 200, seed: 5, now: () => 0 })
    expect(a).toEqual(b)
    expect(runFuzz({ scenarios: SCENARIOS, actions: 200, seed: 6, now: () => 0 })).not.toEqual(a)
  })
})

describe('the fuzzer catches broken engines', () => {
  const tutorial = SCENARIOS.filter((s) => s.id === 'tutorial')
  const sabotaged = (apply: FuzzOptions['apply']) => runFuzz({ scenarios: tutorial, actions: 1500, seed: 11, apply })

  it('an illegal action accepted', () => {
    const r = sabotaged((s, a) => {
      const real = realApply(s, a)
      return real.ok ? real : { ok: true, state: s, events: [] }
    })
    expect(r.failure?.kind).toBe('illegal accepted')
    expect(r.failure?.problem).toMatch(/^apply accepted an illegal action \(.+\) at pending \w+$/)
  })

  it('a refusal without a rule number', () => {
    const r = sabotaged((s, a) => {
      const real = realApply(s, a)
      return real.ok ? real : { ok: false, violation: { rule: '', message: real.violation.message } }
    })
    expect(r.failure?.kind).toBe('illegal refused badly')
  })

  it('an exception', () => {
    const r = sabotaged((s, a) => {
      if (a && typeof a === 'object' && (a as Action).type === 'endStep') throw new Error('sabotage: endStep')
      return realApply(s, a)
    })
    expect(r.failure).toMatchObject({ kind: 'exception', problem: 'apply threw on a legal action at pending plan: sabotage: endStep', action: { type: 'endStep' } })
  })

  it('a refusal that writes to the state (the states are frozen)', () => {
    const r = sabotaged((s, a) => {
      const real = realApply(s, a)
      if (!real.ok) (s.counters as { flight: number }).flight++
      return real
    })
    expect(r.failure?.kind).toBe('exception')
    expect(r.failure?.problem).toMatch(/^apply threw on an illegal action .*Cannot assign to read only property 'flight'/)
  })

  it('a broken invariant', () => {
    const r = sabotaged((s, a): ApplyResult => {
      const real = realApply(s, a)
      if (!real.ok || (a as Action).type !== 'endStep') return real
      const units = Object.values(real.state.units)
      const u = units[0]
      return { ...real, state: { ...real.state, units: { ...real.state.units, [u.id]: { ...u, eliminated: true } } } }
    })
    expect(r.failure?.kind).toBe('invariant')
    expect(r.failure?.problem).toContain('eliminated but still in the stack of')
  })

  it('a failure carries a reproduction: scenario, game seed, dice, the actions played and the failing one', () => {
    const r = sabotaged((s, a) => {
      if ((a as Action)?.type === 'endStep') throw new Error('sabotage: endStep')
      return realApply(s, a)
    })
    const f = r.failure!
    const text = formatFailure(f, 'src/scenarios/tutorial.json')
    expect(text.split('\n').slice(0, 3)).toEqual([
      `fuzz failure (exception) in scenario tutorial (src/scenarios/tutorial.json), game seed ${f.gameSeed}, seeded dice`,
      'apply threw on a legal action at pending plan: sabotage: endStep',
      `after ${f.actions.length} legal actions:`,
    ])
    expect(JSON.parse(text.split('\n')[3])).toEqual(f.actions)
    // The actions replay from the game's seed to the state before the failure.
    expect(f.state).not.toBeNull()
  })
})

describe('regressions found by the fuzzer', () => {
  it('a quality-0 target gives a target-number part of 0, not -0 (which JSON cannot keep)', () => {
    const dir = new URL('./regressions/', import.meta.url)
    const save = loadSaveText(readFileSync(new URL('minus-zero-target-quality.save.json', dir), 'utf8'))
    if (!save.ok) throw new Error(save.message)
    const [next] = JSON.parse(readFileSync(new URL('minus-zero-target-quality.next.json', dir), 'utf8')) as Action[]
    const r = realApply(save.record.states[save.record.cursor], next)
    if (!r.ok) throw new Error(r.violation.message)
    const parts = r.state.combat!.roll!.targetParts
    expect(parts.at(-1)).toEqual({ value: 0, rule: '4.16', label: 'target quality' })
    expect(Object.is(parts.at(-1)!.value, -0)).toBe(false)
    expect(checkInvariants(r.state as GameState)).toEqual([])
  })
})

describe('the summary', () => {
  it('prints the counts, the time and the verdict', () => {
    const report: FuzzReport = {
      seed: 1,
      actions: 100000,
      legal: 65000,
      illegal: 35000,
      games: 400,
      steps: 12000,
      byScenario: { tutorial: { games: 400, actions: 100000, legal: 65000, illegal: 35000, steps: 12000 } },
      refusedByRule: { '4.1': 20000, '4.16': 15000 },
      coverage: { deepestDeclaration: 3, declarationsByDepth: { 1: 900, 2: 120, 3: 7 }, round2Combats: 310, scenariosEnded: 25 },
      ms: 32000,
      failure: null,
    }
    expect(formatSummary(report)).toBe(
      [
        'sortie fuzz: seed 1, 100,000 actions over 1 scenarios (tutorial)',
        '  legal    65,000: accepted, invariants checked after each',
        '  illegal  35,000: refused with a rule and a sentence, state unchanged',
        '  games    400; Air Movement Steps completed 12,000',
        '  depth    declarations by depth 1: 900, 2: 120, 3: 7 (3 = counter-counter-interception); 310 combats reached Round 2; 25 games played to the scenario\'s end',
        '    tutorial: 100,000 actions (65,000 legal, 35,000 illegal), 400 games, 12,000 Steps',
        '  refused by rule: 4.1 ×20,000, 4.16 ×15,000',
        '  time     32.0 s (3,125 actions/s)',
        'ok: no exception, every invariant held, every illegal action refused',
        '',
      ].join('\n'),
    )
  })
})

describe('npm run fuzz (the command line)', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url))
  const run = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/fuzz/fuzz.ts', ...args], { cwd: root, encoding: 'utf8' })

  it('runs, prints the summary and exits 0', () => {
    const r = run('--actions', '200', '--seed', '3', '--files', '30', '--random', '2', '--ops', '40')
    expect(r.stderr).toBe('fuzzing 200 actions, seed 3…\nfuzzing 40 store operations and 20 command lines, seed 3…\nfuzzing 30 mutated files, seed 3…\n')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/^sortie fuzz: seed 3, 200 actions over 5 scenarios \(channel-1943, t11-whitley, tutorial, random-1-18x10, random-2-24x16\)\n/)
    expect(r.stdout).toContain('ok: no exception, every invariant held, every illegal action refused')
    expect(r.stdout).toMatch(/\nfiles: 30 mutated scenarios and saves through the runner and the browser loader: \d+ loaded, \d+ refused with "path: message"/)
  })

  it('refuses bad options with exit code 2', () => {
    const r = run('--actions', 'many')
    expect(r.status).toBe(2)
    expect(r.stderr.split('\n')[0]).toBe('--actions must be a whole number from 0 to 100000000 (got "many")')
  })
})

describe('random scenarios take the games deep (issue 10)', () => {
  it('6,000 actions on random scenarios reach counter-counter-interceptions and Round 2, every check passing', async () => {
    const { randomFuzzScenarios } = await import('./scenarios')
    const r = runFuzz({ scenarios: randomFuzzScenarios(4, 7), actions: 6000, seed: 7 }) // (a seed that goes deep: depth 5)
    expectClean(r)
    expect(r.coverage.deepestDeclaration).toBeGreaterThanOrEqual(3)
    expect(r.coverage.declarationsByDepth[3]).toBeGreaterThan(0)
    expect(r.coverage.round2Combats).toBeGreaterThan(0)
  })
})

describe('store and runner fuzzing (issue 10)', () => {
  it('400 store operations and 300 command lines: nothing throws, the state shown is the replay of its actions', async () => {
    const { runOpsFuzz } = await import('./opsFuzz')
    const r = runOpsFuzz(400, 300, 20261125)
    expect(r.failure).toBeNull()
    expect(r.storeOps).toBe(400)
    for (const op of ['play', 'illegal', 'undo', 'redo', 'rewind', 'save and load']) expect(r.byOp[op], op).toBeGreaterThan(0)
    expect(Object.keys(r.byExit).sort()).toEqual(['0', '2', '3'])
  })
})

describe('file fuzzing (issue 10): mutated scenarios and saves through the runner and the browser loader', () => {
  it('150 mutations: each loads, or is refused with "path: message" and the game in the store untouched, in bounded time', async () => {
    const { runFileFuzz, formatFileFailure } = await import('./fileFuzz')
    const r = runFileFuzz({ inputs: 150, seed: 20261125 })
    if (r.failure) throw new Error(formatFileFailure(r.failure))
    expect(r.inputs).toBe(150)
    expect(r.loaded).toBeGreaterThan(0)
    expect(r.refused).toBeGreaterThan(0)
    expect(Object.keys(r.byMutation).length).toBeGreaterThanOrEqual(8)
  })

  it('catches a runner that throws, and one that refuses a file without saying where', async () => {
    const { runFileFuzz } = await import('./fileFuzz')
    const { main } = await import('../cli/runner')
    const throwing = runFileFuzz({ inputs: 20, seed: 1, runner: () => { throw new Error('boom') } })
    expect(throwing.failure).toMatchObject({ input: 0, where: 'runner', problem: 'validate threw: Error: boom' })
    const mute: typeof main = (argv, io) => {
      const code = main(argv, { ...io, stderr: () => {} })
      if (code === 2) io.stderr('invalid scenario file f.json:\n')
      return code
    }
    const r = runFileFuzz({ inputs: 50, seed: 1, runner: mute })
    expect(r.failure?.problem).toMatch(/^the refusal names no problem/)
  })
})
