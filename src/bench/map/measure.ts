// In-page measurement shared by the two benchmark pages: pan for N frames, time the JavaScript of
// each frame (the scene's update + render, around performance.now), collect long tasks.

export interface PanPlan {
  frames: number
  /** Screen pixels the view moves per frame. */
  dx: number
  dy: number
}

export interface PanResult {
  frames: number
  /** JavaScript milliseconds per frame: median, 95th percentile, mean, max. */
  jsMedian: number
  jsP95: number
  jsMean: number
  jsMax: number
  /** Milliseconds between animation frames (what a player sees, GPU included). */
  frameMedian: number
  /** Long tasks (over 50 ms) seen during the run, and the longest. */
  longTasks: number
  longestTask: number
}

export interface BenchPage {
  ready: boolean
  error?: string
  /** Milliseconds from navigation start until the page could draw its first frame. */
  setupMs: number
  /** What is drawn (counts), for the report. */
  info: Record<string, number | string>
  /** Puts the camera at (x, y) world pixels at the view's top-left, at this scale. */
  setView(x: number, y: number, scale: number): void
  /** World size, to plan pans. */
  world: { width: number; height: number }
  run(plan: PanPlan): Promise<PanResult>
}

declare global {
  interface Window {
    __bench?: BenchPage
  }
}

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN

/** Runs `frame` once per animation frame, `plan.frames` times; `frame` pans by (dx, dy) and renders synchronously. */
export async function measurePan(plan: PanPlan, frame: (dx: number, dy: number) => void): Promise<PanResult> {
  const long: number[] = []
  let observer: PerformanceObserver | null = null
  try {
    observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) long.push(e.duration)
    })
    observer.observe({ type: 'longtask' })
  } catch {
    observer = null // no Long Tasks API: reported as 0
  }
  const js: number[] = []
  const stamps: number[] = []
  const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r))
  await nextFrame()
  for (let i = 0; i < plan.frames; i++) {
    stamps.push(await nextFrame())
    const t0 = performance.now()
    frame(plan.dx, plan.dy)
    js.push(performance.now() - t0)
  }
  await nextFrame()
  await new Promise((r) => setTimeout(r, 50)) // let the observer deliver
  observer?.disconnect()
  const sorted = [...js].sort((a, b) => a - b)
  const gaps = stamps
    .slice(1)
    .map((t, i) => t - stamps[i])
    .sort((a, b) => a - b)
  return {
    frames: plan.frames,
    jsMedian: q(sorted, 0.5),
    jsP95: q(sorted, 0.95),
    jsMean: js.reduce((a, b) => a + b, 0) / js.length,
    jsMax: sorted[sorted.length - 1] ?? NaN,
    frameMedian: q(gaps, 0.5),
    longTasks: long.length,
    longestTask: long.length ? Math.max(...long) : 0,
  }
}
