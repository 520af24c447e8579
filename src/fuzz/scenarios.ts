// The scenarios the fuzzer plays: every JSON file shipped in src/scenarios, read with fs (Node
// cannot import JSON without import attributes) and loaded like a user's file.
import { readdirSync, readFileSync } from 'node:fs'
import { parseScenarioText, formatScenarioErrors } from '../rules/scenario/validate'
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
