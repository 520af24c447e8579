// Map frame-time benchmark: the real map on the stress scenario (200 × 150 hexes, 3,000
// air units) against a bare-Pixi page drawing the same hexes and sprites, both in headless
// Debian Chromium driven by Playwright, while panning programmatically. Prints JS time per frame
// (performance.now around the scene's update + render), long tasks over 50 ms, the frame interval,
// and the map/bare ratio. Figures only: nothing is asserted (this machine renders WebGL in
// software, so the frame interval says little about a real GPU; the JS time does).
//
//   npx tsx src/bench/map/run.ts [--frames 240]
//   import { runMapBench } from './map/run'   (npm run bench)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { build, preview } from 'vite'
import type { PanPlan, PanResult } from './measure'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../../e2e/chromium'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')

export { CHROMIUM_ARGS }

export interface MapBenchOptions {
  /** Frames measured per run (after 20 warm-up frames). */
  frames?: number
  /** Print the table (default true). */
  print?: boolean
}

export interface MapBenchRow {
  view: string
  page: string
  result: PanResult & Record<string, number>
  setupMs: number
  info: Record<string, number | string>
}

export interface MapBenchReport {
  rows: MapBenchRow[]
  /** Map JS ms/frame (median) over bare JS ms/frame (median), per view. */
  ratios: { view: string; ratio: number; against: string }[]
}

interface ViewPlan {
  name: string
  /** World top-left and scale, from the world size and the view size. */
  start(world: { width: number; height: number }): { x: number; y: number; scale: number }
  pan: Omit<PanPlan, 'frames'>
  query?: string
}

const VIEW = { width: 1024, height: 700 }

const VIEWS: ViewPlan[] = [
  // playing zoom: hexes at their natural size, panning across several chunks
  { name: 'pan at zoom 1', start: () => ({ x: 2000, y: 1500, scale: 1 }), pan: { dx: -10, dy: -3 } },
  // the whole map in view (every chunk drawn)
  {
    name: 'pan, whole map',
    start: (w) => {
      const scale = Math.min(VIEW.width / w.width, VIEW.height / w.height)
      return { x: 0, y: 0, scale }
    },
    pan: { dx: -1, dy: -0.5 },
  },
]

async function measure(
  browser: Browser,
  url: string,
  view: ViewPlan,
  frames: number,
): Promise<Omit<MapBenchRow, 'view' | 'page'>> {
  const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: 1 })
  const page = await context.newPage()
  try {
    await page.goto(url + (view.query ?? ''))
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 180_000 })
    const error = await page.evaluate(() => window.__bench!.error)
    if (error) throw new Error(`${url}: ${error}`)
    const world = await page.evaluate(() => ({
      width: window.__bench!.world.width,
      height: window.__bench!.world.height,
    }))
    const start = view.start(world)
    await page.evaluate((s) => window.__bench!.setView(s.x, s.y, s.scale), start)
    await page.evaluate((p) => window.__bench!.run(p), { frames: 20, ...view.pan }) // warm-up
    await page.evaluate((s) => window.__bench!.setView(s.x, s.y, s.scale), start)
    const result = (await page.evaluate((p) => window.__bench!.run(p), {
      frames,
      ...view.pan,
    })) as PanResult & Record<string, number>
    const { setupMs, info } = await page.evaluate(() => ({
      setupMs: window.__bench!.setupMs,
      info: window.__bench!.info,
    }))
    return { result, setupMs, info }
  } finally {
    await context.close()
  }
}

const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '—')

function printReport(r: MapBenchReport, frames: number): void {
  const lines: string[][] = [
    ['view', 'page', 'JS ms/frame med', 'p95', 'max', 'frame ms med', 'long tasks', 'longest', 'setup ms'],
  ]
  for (const row of r.rows) {
    const x = row.result
    lines.push([
      row.view,
      row.page,
      f(x.jsMedian),
      f(x.jsP95),
      f(x.jsMax),
      f(x.frameMedian, 1),
      String(x.longTasks),
      x.longTasks ? f(x.longestTask, 0) : '—',
      f(row.setupMs, 0),
    ])
  }
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)))
  const fmt = (l: string[]) =>
    l.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')
  console.log(
    `map benchmark: stress scenario 200 × 150 hexes, 3,000 air units; ${frames} frames per run, viewport ${VIEW.width}×${VIEW.height}`,
  )
  console.log(fmt(lines[0]))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const l of lines.slice(1)) console.log(fmt(l))
  console.log('')
  for (const q of r.ratios) console.log(`ratio map/${q.against}, ${q.view}: ${f(q.ratio)} (goal ≤ 1.25)`)
  const map = r.rows.filter((x) => x.page === 'map')
  console.log(
    `map JS ms/frame (median): ${map.map((x) => `${x.view} ${f(x.result.jsMedian)}`).join(', ')} (goal ≤ 4)`,
  )
  console.log(
    `map long tasks over 50 ms while panning: ${map.reduce((n, x) => n + x.result.longTasks, 0)} (goal none)`,
  )
  const info = r.rows.find((x) => x.page === 'map')?.info
  if (info)
    console.log(
      `map page: ${Object.entries(info)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    )
  console.log(
    'bare = Pixi defaults: hex Graphics + one sprite per unit, no culling; bare+rg = the same with the world as a render group.',
  )
}

/** Builds the benchmark pages, serves them, measures both in headless Chromium, prints and returns the figures. */
export async function runMapBench(opts: MapBenchOptions = {}): Promise<MapBenchReport> {
  const frames = opts.frames ?? 240
  const outDir = mkdtempSync(join(tmpdir(), 'sortie-map-bench-'))
  let server: Awaited<ReturnType<typeof preview>> | null = null
  let browser: Browser | null = null
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        chunkSizeWarningLimit: 4000,
        rolldownOptions: {
          input: { map: join(ROOT, 'src/bench/map/bench.html'), bare: join(ROOT, 'src/bench/map/bare.html') },
        },
      },
    })
    server = await preview({
      configFile: false,
      root: ROOT,
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 4297, strictPort: false },
    })
    const base = server.resolvedUrls?.local[0]
    if (!base) throw new Error('vite preview gave no URL')
    browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
    const pages = [
      { name: 'map', url: `${base}src/bench/map/bench.html` },
      { name: 'bare', url: `${base}src/bench/map/bare.html` },
      { name: 'bare+rg', url: `${base}src/bench/map/bare.html?rg=1` },
    ]
    const rows: MapBenchRow[] = []
    for (const view of VIEWS) {
      for (const p of pages)
        rows.push({ view: view.name, page: p.name, ...(await measure(browser, p.url, view, frames)) })
    }
    const ratios = VIEWS.flatMap((v) => {
      const map = rows.find((r) => r.view === v.name && r.page === 'map')!
      return ['bare', 'bare+rg'].map((against) => {
        const other = rows.find((r) => r.view === v.name && r.page === against)!
        return { view: v.name, against, ratio: map.result.jsMedian / other.result.jsMedian }
      })
    })
    // hex numbers on: coordinate chunks are built as they come into view (map only)
    rows.push({
      view: 'pan at zoom 1, hex numbers',
      page: 'map',
      ...(await measure(browser, pages[0].url, { ...VIEWS[0], query: '?coords=1' }, frames)),
    })
    const report = { rows, ratios }
    if (opts.print !== false) printReport(report, frames)
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
  const i = process.argv.indexOf('--frames')
  runMapBench({ frames: i > 0 ? Number(process.argv[i + 1]) : undefined }).catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}
