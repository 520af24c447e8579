// (g) First load: a production build of the client, measured two ways. Statically, from Vite's
// manifest: the gzipped JavaScript of index.html's entry and its static imports, and of the whole
// build. In headless Chromium (Debian's, via Playwright), over several cold loads of the tutorial:
// the JavaScript fetched before the first map is drawn (the entry: the first screen's board with
// Pixi alone, ui/firstBoard.ts; the app waits for that board), the time to that first map, and the
// time to the game drawn (the app and the rules engine loaded, the pieces on the board). Figures only.
//
//   npx tsx src/bench/load/run.ts [--runs 5]
//   import { runLoadBench } from './load/run'   (npm run bench)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { build, preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../../e2e/chromium'
import { allJsFiles, gzipTotal, kb, readManifest, staticFiles } from './chunks'
import { sampleFirstLoad, sumGzip, type FirstLoadSample } from './sample'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
/** The goal for the JavaScript before the first map (docs/architecture.md, "Shell and dialogs"). */
export const FIRST_LOAD_GOAL_KB = 250
/** The goal for the JavaScript before the game is ready to play: its pieces drawn, the app loaded. */
export const READY_GOAL_KB = 350

export interface LoadBenchReport {
  staticGzip: number
  totalGzip: number
  chunks: number
  samples: FirstLoadSample[]
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

function printReport(r: LoadBenchReport): void {
  const first = r.samples[0]
  const before = sumGzip(first.before)
  const times = r.samples.map((s) => s.firstMapMs)
  console.log(
    'first load: production build, gzipped JavaScript (zlib default level), the tutorial in headless Chromium (software WebGL)',
  )
  console.log(
    `  before the first map is drawn: ${kb(before)} in ${first.before.length} files (goal ≤ ${FIRST_LOAD_GOAL_KB} KB: ${before <= FIRST_LOAD_GOAL_KB * 1024 ? 'ok' : 'over'})`,
  )
  for (const f of [...first.before].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${kb(f.gzip).padStart(9)}  ${f.path}`)
  console.log(`  of which index.html's entry and its static imports: ${kb(r.staticGzip)}`)
  console.log(
    `  fetched once the map is drawn: ${kb(sumGzip(first.after))} (${first.after.map((f) => f.path.replace(/^\/assets\//, '')).join(', ') || 'nothing'})`,
  )
  console.log(
    `    of which before the game is drawn (its pieces, the app ready): ${kb(sumGzip(first.beforeGame))}`,
  )
  const ready = before + sumGzip(first.beforeGame)
  console.log(
    `  before the game is ready to play (the first map and then the game drawn): ${kb(ready)} (goal ≤ ${READY_GOAL_KB} KB: ${ready <= READY_GOAL_KB * 1024 ? 'ok' : 'over'})`,
  )
  console.log(`  the whole build: ${kb(r.totalGzip)} in ${r.chunks} chunks`)
  console.log(
    `time to the first drawn map, tutorial, ${times.length} cold loads: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  )
  const games = r.samples.map((s) => s.firstGameMs)
  console.log(
    `time to the game drawn (pieces on the board, the app ready), same loads: median ${median(games).toFixed(0)} ms (min ${Math.min(...games).toFixed(0)}, max ${Math.max(...games).toFixed(0)})`,
  )
}

/** Builds the client, serves it, loads it `runs` times in headless Chromium; prints and returns the figures. */
export async function runLoadBench(opts: { runs?: number; print?: boolean } = {}): Promise<LoadBenchReport> {
  const runs = opts.runs ?? 5
  const outDir = mkdtempSync(join(tmpdir(), 'sortie-load-bench-'))
  let server: Awaited<ReturnType<typeof preview>> | null = null
  let browser: Browser | null = null
  try {
    await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } })
    const manifest = readManifest(outDir)
    const all = allJsFiles(outDir)
    const report: LoadBenchReport = {
      staticGzip: gzipTotal(outDir, staticFiles(manifest)),
      totalGzip: gzipTotal(outDir, all),
      chunks: all.length,
      samples: [],
    }
    server = await preview({
      root: ROOT,
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 4298, strictPort: false },
    })
    const base = server.resolvedUrls?.local[0]
    if (!base) throw new Error('vite preview gave no URL')
    browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 700 },
        deviceScaleFactor: 1,
      })
      try {
        report.samples.push(await sampleFirstLoad(await context.newPage(), `${base}?scenario=tutorial`))
      } finally {
        await context.close()
      }
    }
    if (opts.print !== false) printReport(report)
    return report
  } finally {
    await browser?.close()
    await server?.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  const i = process.argv.indexOf('--runs')
  runLoadBench({ runs: i > 0 ? Number(process.argv[i + 1]) : undefined }).catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}
