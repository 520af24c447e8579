// `npm run bench -- --against <git ref> [--rounds N] [other options]`: the same benchmarks on this
// working tree and on another build, side by side in one run. The ref is checked out in a temporary
// git worktree under the OS temp directory (node_modules: a link to this tree's), and this tree's
// src/bench is copied into it, so both builds run the very same figures and recorded games against
// their own rules module. The two run in turn, alternating which goes first, each in its own process,
// so that a load on the machine that comes and goes falls on both; the table gives the median of
// each figure over the rounds and the ratio. A replay also compares the final state's hash: a
// restructure that changed nothing shows "same".
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ms, quantile, type Timing } from './stats'

type Row = Timing | { name: string; pending: string }

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`)
  return r.stdout.trim()
}

/** The arguments of `npm run bench` without --against and --rounds (and their values). */
function passThrough(argv: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--against' || a === '--rounds') i++
    else if (!a.startsWith('--against=') && !a.startsWith('--rounds=')) out.push(a)
  }
  return out
}

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name)
  return (
    argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1) ?? (i >= 0 ? argv[i + 1] : undefined)
  )
}

export async function runAgainst(argv: readonly string[]): Promise<void> {
  const ref = option(argv, '--against')
  if (!ref || ref.startsWith('--')) throw new Error('--against expects a git ref, e.g. --against main')
  const roundsText = option(argv, '--rounds') ?? '2'
  const rounds = Number(roundsText)
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds expects a whole number of at least 1, got ${JSON.stringify(roundsText)}`)
  const root = git(process.cwd(), 'rev-parse', '--show-toplevel')
  const sha = git(root, 'rev-parse', '--short', `${ref}^{commit}`)
  const here = `${git(root, 'rev-parse', '--short', 'HEAD')}${git(root, 'status', '--porcelain', '--untracked-files=no') ? '+' : ''}`
  const tmp = mkdtempSync(join(tmpdir(), 'sortie-bench-'))
  const other = join(tmp, 'tree')
  const args = passThrough(argv)
  const cleanUp = () => {
    spawnSync('git', ['worktree', 'remove', '--force', other], { cwd: root })
    rmSync(tmp, { recursive: true, force: true })
  }
  const onSignal = () => {
    cleanUp()
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    git(root, 'worktree', 'add', '--detach', other, sha)
    symlinkSync(join(root, 'node_modules'), join(other, 'node_modules'), 'dir')
    if (git(root, 'diff', '--stat', sha, 'HEAD', '--', 'package-lock.json'))
      console.log(
        `note: package-lock.json differs between ${sha} and ${here}; both use this tree's node_modules`,
      )
    const results: Record<'here' | 'there', Row[][]> = { here: [], there: [] }
    for (let r = 0; r < rounds; r++) {
      const order: ('here' | 'there')[] = r % 2 ? ['there', 'here'] : ['here', 'there']
      for (const side of order) {
        const cwd = side === 'here' ? root : other
        // The same benchmarks and recorded games (written by this tree's first run) on both builds.
        if (side === 'there') {
          rmSync(join(other, 'src/bench'), { recursive: true, force: true })
          cpSync(join(root, 'src/bench'), join(other, 'src/bench'), { recursive: true })
        }
        const out = join(tmp, `${side}-${r}.json`)
        const t0 = performance.now()
        const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['src/bench/run.ts', ...args], {
          cwd,
          env: { ...process.env, SORTIE_BENCH_JSON: out },
          stdio: ['ignore', 'pipe', 'inherit'],
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        })
        const name = side === 'here' ? here : `${ref} (${sha})`
        console.log(`round ${r + 1}/${rounds}: ${name} in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
        if (run.status !== 0 || !existsSync(out)) {
          console.log(run.stdout)
          throw new Error(`the benchmarks failed on ${name} (exit ${run.status})`)
        }
        results[side].push(JSON.parse(readFileSync(out, 'utf8')) as Row[])
      }
    }
    console.log(`\nnode ${process.version}, ${process.platform}/${process.arch}; ${rounds} round(s) each\n`)
    printComparison(here, `${ref} (${sha})`, results.here, results.there)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    cleanUp()
  }
}

/** Median over rounds of one figure of the row `name`. */
function over(runs: readonly Row[][], name: string, f: (t: Timing) => number): number {
  const xs = runs
    .map((rows) => rows.find((r) => r.name === name))
    .filter((r): r is Timing => !!r && !('pending' in r))
    .map(f)
    .sort((a, b) => a - b)
  return quantile(xs, 0.5)
}

function checkOf(runs: readonly Row[][], name: string): string | undefined {
  const r = runs[0]?.find((x) => x.name === name)
  return r && 'check' in r ? r.check : undefined
}

function printComparison(here: string, there: string, a: Row[][], b: Row[][]): void {
  const names: string[] = []
  for (const rows of [...a, ...b]) for (const r of rows) if (!names.includes(r.name)) names.push(r.name)
  const lines: string[][] = [
    ['benchmark', `median ${here}`, `median ${there}`, 'ratio', `p95 ${here}`, `p95 ${there}`, 'result'],
  ]
  for (const n of names) {
    const [ma, mb] = [over(a, n, (t) => t.median), over(b, n, (t) => t.median)]
    const [pa, pb] = [over(a, n, (t) => t.p95), over(b, n, (t) => t.p95)]
    const [ca, cb] = [checkOf(a, n), checkOf(b, n)]
    lines.push([
      n,
      ms(ma),
      ms(mb),
      Number.isFinite(ma / mb) ? `${(ma / mb).toFixed(2)}×` : '—',
      ms(pa),
      ms(pb),
      ca === undefined && cb === undefined
        ? ''
        : ca === cb
          ? 'same'
          : `DIFFERS (${ca ?? '—'} / ${cb ?? '—'})`,
    ])
  }
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)))
  for (const [i, l] of lines.entries()) {
    console.log(
      l
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
        .join('  ')
        .trimEnd(),
    )
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
  console.log(`\nratio: the median of ${here} over that of ${there} (below 1: ${here} is faster).`)
}
