// (d) Map frame time in headless Chromium (Debian's, via Playwright): the map on the stress
// scenario against a bare-Pixi page drawing the same hexes and sprites (src/bench/map/run.ts
// prints its own table: JS ms per frame, the ratio to bare Pixi, long tasks over 50 ms).
import { existsSync } from 'node:fs'
import type { Timing } from './stats'
import { runMapBench } from './map/run'

/** Runs the map benchmark; null (printed as pending) when Chromium is not installed. */
export async function mapBenchmarks(): Promise<Timing[] | null> {
  if (!existsSync('/usr/bin/chromium')) return null
  console.log('')
  await runMapBench()
  return []
}
