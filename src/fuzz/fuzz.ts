// `npm run fuzz [-- --actions N --seed N --illegal-rate R --out DIR]`: applies random actions,
// legal and illegal, across every shipped scenario (see fuzzer.ts), prints a summary, and on a
// failure prints a reproduction, writes it as files the runner can play, and exits 1.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeSave, saveToText } from '../rules/save'
import { formatFileFailure, formatFileReport, runFileFuzz } from './fileFuzz'
import { formatOpsReport, runOpsFuzz } from './opsFuzz'
import { formatFailure, formatSummary, runFuzz, type FuzzFailure } from './fuzzer'
import { randomFuzzScenarios, shippedScenarios } from './scenarios'

const USAGE = `Usage: npm run fuzz [-- options]
  --actions N       actions to apply, legal and illegal (default 100000)
  --seed N          seed of the run: the same seed plays the same run (default 1)
  --illegal-rate R  share of illegal actions, 0 to 1 (default 0.35)
  --out DIR         where to write a reproduction on failure (default: a folder in the system's temp dir)
  --random N        random scenarios played besides the shipped ones, 18×10 to 60×40 hexes, 16 to 400 units (default 4)
  --ops N           random store operations (undo, redo, rewind, lines, save/load…) and N/2 random runner command lines (default 2000)
  --files N         mutated scenario and save files fed to the runner and the browser loader (default 500)
`

function parseArgs(argv: readonly string[]): { actions: number; seed: number; illegalRate: number; out: string | null; files: number; random: number; ops: number } {
  const o = { actions: 100_000, seed: 1, illegalRate: 0.35, out: null as string | null, files: 500, random: 4, ops: 2000 }
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined) throw new Error(`${name} needs a value`)
      return v
    }
    const whole = (v: string, max: number) => {
      if (!/^\d+$/.test(v) || Number(v) > max) throw new Error(`${name} must be a whole number from 0 to ${max} (got ${JSON.stringify(v)})`)
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
        if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(v) || !(r >= 0 && r <= 1)) throw new Error(`--illegal-rate must be a number from 0 to 1 (got ${JSON.stringify(v)})`)
        o.illegalRate = r
        break
      }
      case '--out':
        o.out = value()
        break
      case '--files':
        o.files = whole(value(), 10_000_000)
        break
      case '--ops':
        o.ops = whole(value(), 10_000_000)
        break
      case '--random':
        o.random = whole(value(), 1000)
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
    writeFileSync(save, saveToText(makeSave(scenarioJson, f.gameSeed, undefined, f.actions, f.state, { manualDice: f.manualDice })))
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
  const scenarios = [...shippedScenarios(), ...randomFuzzScenarios(args.random, args.seed)]
  process.stderr.write(`fuzzing ${args.actions.toLocaleString('en-US')} actions, seed ${args.seed}…\n`)
  const report = runFuzz({
    scenarios,
    actions: args.actions,
    seed: args.seed,
    illegalRate: args.illegalRate,
    onProgress: (done, r) => process.stderr.write(`  ${done.toLocaleString('en-US')} actions, ${r.games} games, ${(r.ms / 1000).toFixed(1)} s\n`),
  })
  process.stdout.write(formatSummary(report))
  if (args.ops > 0 && !report.failure) {
    process.stderr.write(`fuzzing ${args.ops.toLocaleString('en-US')} store operations and ${Math.ceil(args.ops / 2).toLocaleString('en-US')} command lines, seed ${args.seed}…\n`)
    const ops = runOpsFuzz(args.ops, Math.ceil(args.ops / 2), args.seed)
    process.stdout.write(formatOpsReport(ops))
    if (ops.failure) {
      process.stderr.write(`the whole run again: npm run fuzz -- --seed ${args.seed} --ops ${args.ops}\n`)
      return 1
    }
  }
  if (args.files > 0 && !report.failure) {
    process.stderr.write(`fuzzing ${args.files.toLocaleString('en-US')} mutated files, seed ${args.seed}…\n`)
    const files = runFileFuzz({ inputs: args.files, seed: args.seed })
    process.stdout.write(formatFileReport(files))
    if (files.failure) {
      process.stderr.write(`\n${formatFileFailure(files.failure)}the whole run again: npm run fuzz -- --seed ${args.seed} --files ${args.files}\n`)
      return 1
    }
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
  process.stderr.write(`the whole run again: npm run fuzz -- --seed ${args.seed} --actions ${report.actions}${args.illegalRate !== 0.35 ? ` --illegal-rate ${args.illegalRate}` : ''}\n`)
  return 1
}

process.exitCode = main(process.argv.slice(2))
