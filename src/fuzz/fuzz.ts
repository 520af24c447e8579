// `npm run fuzz [-- --actions N --seed N --illegal-rate R --out DIR]`: applies random actions,
// legal and illegal, across every shipped scenario (see fuzzer.ts), prints a summary, and on a
// failure prints a reproduction, writes it as files the runner can play, and exits 1.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeSave, saveToText } from '../rules/systems/aeto/save'
import { formatFailure, formatSummary, runFuzz, type FuzzFailure } from './fuzzer'
import { randomScenarios, shippedScenarios, stressScenario } from './scenarios'
import { formatOpsSummary, runRunnerFuzz, runStoreFuzz } from './opsFuzz'
import { fileSeeds, formatFileSummary, runFileFuzz } from './fileFuzz'

const USAGE = `Usage: npm run fuzz [-- options]
  --actions N       actions to apply, legal and illegal (default 100000)
  --seed N          seed of the run: the same seed plays the same run (default 1)
  --illegal-rate R  share of illegal actions, 0 to 1 (default 0.35)
  --random N        also play N random scenarios, 4 to 120 units (default 8; 0 = shipped only)
  --stress N        also play the stress scenario at N air units (e.g. 20000; slow: apply is slow there)
  --every-position  throw an illegal action at every position too (not only at the --illegal-rate share)
  --files N         mutated scenario and save files fed to both loaders (default 1000; 0 = none)
  --runner N        random airops command lines run in-process (default 500; 0 = none)
  --store N         random sequences of 60 store operations (default 50; 0 = none)
  --out DIR         where to write a reproduction on failure (default: a folder in the system's temp dir)
`

function parseArgs(argv: readonly string[]): {
  actions: number
  seed: number
  illegalRate: number
  files: number
  runner: number
  store: number
  random: number
  stress: number
  everyPosition: boolean
  out: string | null
} {
  const o = {
    actions: 100_000,
    seed: 1,
    illegalRate: 0.35,
    files: 1000,
    runner: 500,
    store: 50,
    random: 8,
    stress: 0,
    everyPosition: false,
    out: null as string | null,
  }
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined) throw new Error(`${name} needs a value`)
      return v
    }
    const whole = (v: string, max: number) => {
      if (!/^\d+$/.test(v) || Number(v) > max)
        throw new Error(`${name} must be a whole number from 0 to ${max} (got ${JSON.stringify(v)})`)
      return Number(v)
    }
    switch (name) {
      case '--actions':
        o.actions = whole(value(), 100_000_000)
        break
      case '--seed':
        o.seed = whole(value(), 0xffffffff)
        break
      case '--illegal-rate': {
        const v = value()
        const r = Number(v)
        if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(v) || !(r >= 0 && r <= 1))
          throw new Error(`--illegal-rate must be a number from 0 to 1 (got ${JSON.stringify(v)})`)
        o.illegalRate = r
        break
      }
      case '--runner':
        o.runner = whole(value(), 100_000_000)
        break
      case '--store':
        o.store = whole(value(), 100_000_000)
        break
      case '--random':
        o.random = whole(value(), 1000)
        break
      case '--stress':
        o.stress = whole(value(), 100_000)
        break
      case '--every-position':
        o.everyPosition = true
        break
      case '--files':
        o.files = whole(value(), 100_000_000)
        break
      case '--out':
        o.out = value()
        break
      default:
        throw new Error(`unknown option ${JSON.stringify(argv[i])}`)
    }
  }
  return o
}

function writeReproduction(f: FuzzFailure, dir: string, scenarioJson: unknown): string[] {
  mkdirSync(dir, { recursive: true })
  const lines: string[] = []
  if (f.state) {
    const save = join(dir, 'game.save.json')
    writeFileSync(
      save,
      saveToText(
        makeSave(scenarioJson, f.gameSeed, undefined, f.actions, f.state, { manualDice: f.manualDice }),
      ),
    )
    lines.push(`  the game up to the failure:  ${save}`)
    let next: string | null = null
    try {
      next = f.action === null ? null : JSON.stringify([f.action])
    } catch {
      next = null
    }
    if (next !== null) {
      const file = join(dir, 'next-action.json')
      writeFileSync(file, `${next}\n`)
      lines.push(`  the failing action:          ${file}`)
      lines.push(`  play it:  npm run airops -- play ${save} --actions ${file} --narrate`)
    } else lines.push(`  play the game up to it:  npm run airops -- play ${save} --narrate`)
  }
  writeFileSync(join(dir, 'failure.txt'), formatFailure(f))
  return lines
}

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE)
    return 0
  }
  let args: ReturnType<typeof parseArgs>
  try {
    args = parseArgs(argv)
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`)
    return 2
  }
  const scenarios = [
    ...shippedScenarios(),
    ...randomScenarios(args.random, args.seed),
    ...(args.stress > 0 ? [stressScenario(args.stress, args.seed)] : []),
  ]
  process.stderr.write(`fuzzing ${args.actions.toLocaleString('en-US')} actions, seed ${args.seed}…\n`)
  const report = runFuzz({
    scenarios,
    actions: args.actions,
    seed: args.seed,
    illegalRate: args.illegalRate,
    illegalEveryPosition: args.everyPosition,
    onProgress: (done, r) =>
      process.stderr.write(
        `  ${done.toLocaleString('en-US')} actions, ${r.games} games, ${(r.ms / 1000).toFixed(1)} s\n`,
      ),
  })
  process.stdout.write(formatSummary(report))
  if (!report.failure && args.files > 0) {
    const files = runFileFuzz({ seeds: fileSeeds(scenarios), inputs: args.files, seed: args.seed })
    process.stdout.write(formatFileSummary(files))
    if (files.failure) {
      const dir = args.out ?? join(tmpdir(), `sortie-fuzz-seed-${args.seed}`)
      mkdirSync(dir, { recursive: true })
      const file = join(dir, 'fuzzed-file.json')
      writeFileSync(file, files.failure.text)
      process.stderr.write(
        `\nfile fuzz failure: ${files.failure.problem}\n  from ${files.failure.seedFile} by ${files.failure.mutations.join(', ')}\n  the file: ${file}\n  try it:  npm run airops -- validate ${file}\n`,
      )
      return 1
    }
  }
  if (!report.failure && args.runner > 0) {
    const r = runRunnerFuzz({ scenarios, runs: args.runner, seed: args.seed })
    process.stdout.write(formatOpsSummary('runner options fuzz: airops command lines', r))
    if (r.failure) return 1
  }
  if (!report.failure && args.store > 0) {
    const r = runStoreFuzz({ scenarios, sequences: args.store, length: 60, seed: args.seed })
    process.stdout.write(
      formatOpsSummary('store fuzz: dispatch, undo, redo, rewind, switch line, restart, load, replay', r),
    )
    if (r.failure) return 1
  }
  const f = report.failure
  if (!f) return 0
  const sc = scenarios.find((s) => s.id === f.scenario)
  process.stderr.write(`\n${formatFailure(f, sc?.file)}`)
  const dir = args.out ?? join(tmpdir(), `sortie-fuzz-seed-${args.seed}`)
  try {
    const lines = writeReproduction(f, dir, sc?.json)
    process.stderr.write(`reproduction written to ${dir}:\n${lines.join('\n')}\n`)
  } catch (e) {
    process.stderr.write(`(could not write the reproduction to ${dir}: ${String(e)})\n`)
  }
  process.stderr.write(
    `the whole run again: npm run fuzz -- --seed ${args.seed} --actions ${report.actions}${args.illegalRate !== 0.35 ? ` --illegal-rate ${args.illegalRate}` : ''}\n`,
  )
  return 1
}

process.exitCode = main(process.argv.slice(2))
