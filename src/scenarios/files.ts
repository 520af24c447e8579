// The built-in scenarios read from their files, public/scenarios/<id>.json (Node only: the runner,
// tests, benchmarks). `data` is raw JSON: load it with parseScenario, exactly like a user's file.
import { readFileSync } from 'node:fs'
import { builtInIndex, builtInPath, type BuiltInEntry } from './index'

export const PUBLIC_DIR = new URL('../../public/', import.meta.url)
export const BUILT_IN_DIR = new URL('scenarios/', PUBLIC_DIR)

export interface BuiltInScenario extends BuiltInEntry {
  data: unknown
}

export function builtInText(id: string): string {
  return readFileSync(new URL(builtInPath(id), PUBLIC_DIR), 'utf8')
}

export function readBuiltIn(id: string): unknown {
  return JSON.parse(builtInText(id))
}

export const builtInScenarios: readonly BuiltInScenario[] = builtInIndex.map((e) => ({
  ...e,
  data: readBuiltIn(e.id),
}))
