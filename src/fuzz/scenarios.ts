// The scenarios the fuzzer plays: every JSON file shipped in public/scenarios, read with fs (Node
// cannot import JSON without import attributes) and loaded like a user's file.
import { readdirSync, readFileSync } from 'node:fs'
import {
  parseScenario,
  parseScenarioText,
  formatScenarioErrors,
} from '../rules/systems/aeto/scenario/validate'
import { randomScenarioInput } from '../rules/systems/aeto/testing/randomScenario'
import { BUILT_IN_DIR } from '../scenarios/files'
import { generateStressScenario } from '../scenarios/stress'
import type { FuzzScenario } from './fuzzer'

export const SCENARIOS_DIR = BUILT_IN_DIR

export function shippedScenarios(dir: URL = SCENARIOS_DIR): FuzzScenario[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  return files.map((f) => {
    const url = new URL(f, dir)
    const text = readFileSync(url, 'utf8')
    const r = parseScenarioText(text)
    if (!r.ok) throw new Error(`shipped scenario ${f} does not load:\n${formatScenarioErrors(r.errors)}`)
    return { id: r.scenario.id, scenario: r.scenario, json: JSON.parse(text), file: `public/scenarios/${f}` }
  })
}

/** Sizes of the random scenarios, small to large (units in all, map size chosen to fit). */
const RANDOM_SIZES = [
  { units: 4, cols: 12, rows: 8 },
  { units: 16 },
  { units: 40, cols: 30, rows: 20 },
  { units: 120, cols: 40, rows: 30 },
]

function loaded(id: string, json: unknown, file: string): FuzzScenario {
  const r = parseScenario(json)
  if (!r.ok) throw new Error(`${file} does not load:\n${formatScenarioErrors(r.errors)}`)
  return { id, scenario: r.scenario, json, file }
}

/**
 * `count` random scenarios (src/rules/systems/aeto/testing/randomScenario.ts): 2 or 3 sides, AETO or APTO,
 * with and without weather, radar and mixed starts, from 4 units to 120.
 */
export function randomScenarios(count: number, seed: number): FuzzScenario[] {
  const out: FuzzScenario[] = []
  for (let i = 0; i < count; i++) {
    const s = (seed * 7919 + i * 104729) >>> 0
    const json = randomScenarioInput({ seed: s, ...RANDOM_SIZES[i % RANDOM_SIZES.length] })
    out.push(loaded(`random-${i}`, json, `randomScenarioInput({ seed: ${s} })`))
  }
  return out
}

/** The stress scenario at `units` air units (src/scenarios/stress.ts; 20,000 is the scale of point 12). */
export function stressScenario(units: number, seed = 1): FuzzScenario {
  const side = Math.min(300, Math.max(60, Math.ceil(Math.sqrt(units * 4))))
  const json = generateStressScenario({ units, cols: side, rows: side, seed })
  return loaded(`stress-${units}`, json, `generateStressScenario({ units: ${units} })`)
}
