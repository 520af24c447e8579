// The short version of `npm run fuzz` (2,000 actions), the fuzzer's own checks shown to fail on
// engines broken on purpose, the regressions it found, and the command line.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apply as realApply, type Action, type ApplyResult, type GameState } from '../rules/systems/aeto'
import { checkInvariants } from '../rules/systems/aeto/properties/invariants'
import { loadSaveText } from '../store/saveFile'
import { formatFailure, formatSummary, runFuzz, type FuzzOptions, type FuzzReport } from './fuzzer'
import { randomScenarios, shippedScenarios, stressScenario } from './scenarios'
import { runRunnerFuzz, runStoreFuzz } from './opsFuzz'
import { checkFileInput, fileSeeds, mutateFile, runFileFuzz } from './fileFuzz'
import { seededRng } from '../rules/systems/aeto/testing/randomPlay'

const SCENARIOS = shippedScenarios()

function expectClean(r: FuzzReport) {
  if (r.failure) throw new Error(formatFailure(r.failure))
}

describe('fuzz (short): 2,000 random actions, legal and illegal, on every shipped scenario', () => {
  it('reads every scenario shipped in public/scenarios', () => {
    expect(SCENARIOS.map((s) => s.file)).toEqual([
      'public/scenarios/channel-1943.json',
      'public/scenarios/coral-sea-1942.json',
      'public/scenarios/malta-convoy-1942.json',
      'public/scenarios/marianas-1944.json',
      'public/scenarios/pearl-harbor-1941.json',
      'public/scenarios/t11-whitley.json',
      'public/scenarios/tutorial-airborne.json',
      'public/scenarios/tutorial-fleet.json',
      'public/scenarios/tutorial-strikes.json',
      'public/scenarios/tutorial.json',
    ])
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

describe('fuzz (short): random scenarios, aggressive players, an illegal action at every position', () => {
  it('plays random scenarios of 4 to 120 units with no failure', () => {
    const random = randomScenarios(4, 9)
    const r = runFuzz({
      scenarios: random,
      actions: 2500,
      seed: 31,
      maxGameLength: 400,
      illegalEveryPosition: true,
    })
    expectClean(r)
    expect(r.actions).toBe(2500)
    expect(r.legal + r.illegal).toBe(2500)
    for (const s of random) expect(r.byScenario[s.id].legal, s.id).toBeGreaterThan(0)
    // Every position gets an illegal action: at least one per legal action played.
    expect(r.illegal).toBeGreaterThanOrEqual(r.legal)
  })

  it('aggressive players reach counter-counter-interceptions and Round 2 on the shipped scenarios', () => {
    const r = runFuzz({ scenarios: SCENARIOS, actions: 3000, seed: 1, aggression: 1, illegalRate: 0.1 })
    expectClean(r)
    expect(r.reached.counterCounter).toBeGreaterThan(0)
    expect(r.reached.round2).toBeGreaterThan(0)
    expect(r.reached.groundSupport).toBeGreaterThan(0) // Land Offensives with ground support (4.22) on channel-1943
  })

  it('builds the stress scenario at a given unit count', () => {
    const s = stressScenario(300)
    expect(s.id).toBe('stress-300')
    const r = runFuzz({ scenarios: [s], actions: 60, seed: 2 })
    expectClean(r)
  })
})

describe('file fuzz (short): mutated scenario and save files through the runner and the browser loaders', () => {
  const seeds = fileSeeds(SCENARIOS)

  it('no exception, no hang, a path: message error for each refused file, the game in progress untouched', () => {
    const r = runFileFuzz({ seeds, inputs: 150, seed: 20240607 })
    if (r.failure)
      throw new Error(`${r.failure.problem}\nfrom ${r.failure.seedFile} by ${r.failure.mutations.join(', ')}`)
    expect(r.inputs).toBe(150)
    expect(r.refused + r.loaded).toBe(150)
    expect(r.refused).toBeGreaterThan(100)
    for (const m of [
      'drop',
      'duplicate',
      'retype',
      'edgeNumber',
      'controlChars',
      'hugeString',
      'deepNesting',
      'extraField',
      'duplicateKey',
      'truncate',
    ])
      expect(r.byMutation[m], m).toBeGreaterThan(0)
  })

  it('seeds both kinds of file, and one seed mutates the same way', () => {
    expect(new Set(seeds.map((s) => s.kind))).toEqual(new Set(['scenario', 'save']))
    expect(mutateFile(seeds[1], seededRng(4))).toEqual(mutateFile(seeds[1], seededRng(4)))
  })

  it('an unmutated file loads; a broken one is caught by the checks', () => {
    const base = seeds[0].json
    for (const s of seeds)
      expect(checkFileInput(JSON.stringify(s.json), seededRng(1), base), s.name).toBeNull()
    expect(checkFileInput('{', seededRng(1), base)).toBeNull()
  })
})

describe('runner options and store operations fuzz (short)', () => {
  const scenarios = [...SCENARIOS, ...randomScenarios(2, 3)]

  it('random airops command lines: never a throw nor exit 1, each exit code with its output', () => {
    const r = runRunnerFuzz({ scenarios, runs: 150, seed: 4 })
    if (r.failure) throw new Error(`${r.failure.problem}\n${r.failure.input}`)
    expect(r.runs).toBe(150)
    expect(r.byExit['0']).toBeGreaterThan(10)
    expect(r.byExit['2']).toBeGreaterThan(10)
    expect(r.byExit['3']).toBeGreaterThan(0)
  })

  it('random store operation sequences: nothing throws, the record stays whole, every invariant holds', () => {
    const r = runStoreFuzz({ scenarios, sequences: 8, length: 60, seed: 5 })
    if (r.failure) throw new Error(`${r.failure.problem}\n${r.failure.input}`)
    expect(r.runs).toBe(480)
    for (const op of ['dispatch', 'illegal', 'undo', 'redo', 'rewind', 'restart', 'loadSave', 'loadBad'])
      expect(r.byExit[op], op).toBeGreaterThan(0)
  })
})

describe('the fuzzer catches broken engines', () => {
  const tutorial = SCENARIOS.filter((s) => s.id === 'tutorial')
  const sabotaged = (apply: FuzzOptions['apply']) =>
    runFuzz({ scenarios: tutorial, actions: 1500, seed: 11, apply })

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
    expect(r.failure).toMatchObject({
      kind: 'exception',
      problem: 'apply threw on a legal action at pending plan: sabotage: endStep',
      action: { type: 'endStep' },
    })
  })

  it('a refusal that writes to the state (the states are frozen)', () => {
    const r = sabotaged((s, a) => {
      const real = realApply(s, a)
      if (!real.ok) (s.counters as { flight: number }).flight++
      return real
    })
    expect(r.failure?.kind).toBe('exception')
    expect(r.failure?.problem).toMatch(
      /^apply threw on an illegal action .*Cannot assign to read only property 'flight'/,
    )
  })

  it('a broken invariant', () => {
    const r = sabotaged((s, a): ApplyResult => {
      const real = realApply(s, a)
      if (!real.ok || (a as Action).type !== 'endStep') return real
      const units = Object.values(real.state.units)
      const u = units[0]
      return {
        ...real,
        state: { ...real.state, units: { ...real.state.units, [u.id]: { ...u, eliminated: true } } },
      }
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
    const [next] = JSON.parse(
      readFileSync(new URL('minus-zero-target-quality.next.json', dir), 'utf8'),
    ) as Action[]
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
      reached: {
        interception: 300,
        counter: 120,
        counterCounter: 40,
        combat: 250,
        round2: 60,
        groundSupport: 7,
      },
      refusedByRule: { '4.1': 20000, '4.16': 15000 },
      ms: 32000,
      failure: null,
    }
    expect(formatSummary(report)).toBe(
      [
        'sortie fuzz: seed 1, 100,000 actions over 1 scenarios (tutorial)',
        '  legal    65,000: accepted, invariants checked after each',
        '  illegal  35,000: refused with a rule and a sentence, state unchanged',
        '  games    400; Air Movement Steps completed 12,000',
        '  reached  interceptions in 300 games, counter-interceptions 120, counter-counter (depth 3+) 40, combat 250, Round 2 60, ground support results 7',
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
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/fuzz/fuzz.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
    })

  it('runs, prints the summary and exits 0', () => {
    const r = run(
      '--actions',
      '200',
      '--seed',
      '3',
      '--files',
      '10',
      '--random',
      '0',
      '--runner',
      '5',
      '--store',
      '1',
    )
    expect(r.stderr).toBe('fuzzing 200 actions, seed 3…\n')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(
      /^sortie fuzz: seed 3, 200 actions over 10 scenarios \(channel-1943, coral-sea-1942, malta-convoy-1942, marianas-1944, pearl-harbor-1941, t11-whitley, tutorial-airborne, tutorial-fleet, tutorial-strikes, tutorial\)\n/,
    )
    expect(r.stdout).toContain('\nok: no exception, every invariant held, every illegal action refused\n')
    expect(r.stdout).toContain('\nfile fuzz: 10 mutated scenario and save files')
    expect(r.stdout).toContain(
      '\nok: no exception, no hang, every refusal a path: message error, the game in progress untouched\n',
    )
    expect(r.stdout).toMatch(
      /\nrunner options fuzz: airops command lines: 5 runs .*\nok\nstore fuzz: .*: 60 runs .*\nok\n$/,
    )
  })

  it('refuses bad options with exit code 2', () => {
    const r = run('--actions', 'many')
    expect(r.status).toBe(2)
    expect(r.stderr.split('\n')[0]).toBe('--actions must be a whole number from 0 to 100000000 (got "many")')
  })
})
