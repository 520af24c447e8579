// The scenarios the fuzzer plays: every JSON file shipped in src/scenarios, read with fs (Node
// cannot import JSON without import attributes) and loaded like a user's file.
import { readdirSync, readFileSync } from 'node:fs'
import { parseScenario, parseScenarioText, formatScenarioErrors } from '../rules/scenario/validate'
import { randomScenarioInput } from '../rules/testing/randomScenario'
import type { FuzzScenario } from './fuzzer'

export const SCENARIOS_DIR = new URL('../scenarios/', import.meta.url)

export function shippedScenarios(dir: URL = SCENARIOS_DIR): FuzzScenario[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  return files.map((f) => {
    const url = new URL(f, dir)
    const text = readFileSync(url, 'utf8')
    const r = parseScenarioText(text)
    if (!r.ok) throw new Error(`shipped scenario ${f} does not load:\n${formatScenarioErrors(r.errors)}`)
    return { id: r.scenario.id, scenario: r.scenario, json: JSON.parse(text), file: `src/scenarios/${f}` }
  })
}

/**
 * `n` random scenarios for the fuzzer, small to large (up to 60 × 40 hexes and 400 air units),
 * with weather, radar, forbidden hexes and three sides at random (randomScenario.ts).
 */
export function randomFuzzScenarios(n: number, seed: number): FuzzScenario[] {
  const sizes = [
    { cols: 18, rows: 10, units: 16 },
    { cols: 24, rows: 16, units: 40 },
    { cols: 40, rows: 30, units: 160 },
    { cols: 60, rows: 40, units: 400 },
  ]
  return Array.from({ length: n }, (_, i) => {
    const size = sizes[i % sizes.length]
    const json = randomScenarioInput({ seed: (seed * 7919 + i) >>> 0, ...size, basesPerSide: Math.max(4, Math.round(size.units / 12)) })
    const r = parseScenario(json)
    if (!r.ok) throw new Error(`random scenario ${i} does not load:\n${formatScenarioErrors(r.errors)}`)
    return { id: `random-${i + 1}-${size.cols}x${size.rows}`, scenario: r.scenario, json, file: `(random scenario ${i + 1}, ${size.cols}×${size.rows}, ${size.units} units)` }
  })
}
