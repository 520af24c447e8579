// The built-in scenarios of the rule systems other than AETO/APTO, for the systems' random player
// (systemFuzz.ts): every JSON file in public/scenarios/<system>/, read with fs and loaded like a
// user's file.
import { readdirSync, readFileSync } from 'node:fs'
import { BUILT_IN_DIR } from '../scenarios/files'
import type { SystemFuzzScenario } from './systemFuzz'

export function systemScenarios(system: string, dir: URL = BUILT_IN_DIR): SystemFuzzScenario[] {
  const folder = new URL(`${system}/`, dir)
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const json: unknown = JSON.parse(readFileSync(new URL(f, folder), 'utf8'))
      const id = (json as { id?: unknown }).id
      return { id: typeof id === 'string' ? id : f, json, file: `public/scenarios/${system}/${f}` }
    })
}

/** Hex labels of an OCS position's map, for illegal actions that name a hex (every tenth one). */
export function ocsHexValues(state: object): string[] {
  const scenario = (state as { scenario?: unknown }).scenario
  const map = (scenario as { map?: { cols: number; rows: number } } | undefined)?.map
  if (!map) return []
  const out: string[] = []
  for (let c = 1; c <= map.cols; c += 3)
    for (let r = 1; r <= map.rows; r += 3)
      out.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`)
  return out
}
