// Map frame time on a large scenario, measured in headless Chromium (Debian's, via Playwright).
// PLACEHOLDER: a later issue adds it. It should render the stress scenario (generateStressScenario,
// 200 × 150, 2,000 air units) in the built client, pan/zoom for a few seconds and report the
// median and p95 frame time (target: 16.7 ms, i.e. 60 fps), returning Timing rows like the other
// benchmarks; run.ts prints whatever this returns and the "pending" line until then.
import type { Timing } from './stats'

/** null = not implemented yet (printed as a pending row). */
export async function mapBenchmarks(): Promise<Timing[] | null> {
  return null
}
