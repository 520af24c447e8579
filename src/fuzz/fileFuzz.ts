// The file fuzzer: structure-aware mutations of scenario and save files (drop, duplicate and
// retype fields, edge numbers, control characters, deep nesting, huge strings, duplicate keys in
// the text, truncation), each fed to BOTH loaders:
//   - the runner (`airops validate`, `play`, `legal --mission-targets`, in-process, its stdout,
//     stderr and exit code captured);
//   - the browser's (loadGameFileText, and the store's loadGameFile over a game in progress).
// Checked for every input: nothing throws; the runner never exits 1 (internal error); a refused
// file gets `path: message` errors from the browser loader and "invalid … file" from the runner;
// both loaders agree on accepting it; the store's game is untouched after a refused load; and
// each input takes less than `budgetMs` (a hang shows as a slow input: the loaders are
// synchronous, so an input cannot be cut short in-process).
import { main } from '../cli/runner'
import { makeSave, saveToText } from '../rules/systems/aeto/save'
import { newGame, apply, type Action, type GameState } from '../rules/systems/aeto'
import { randomAction, seededRng, type Rng } from '../rules/systems/aeto/testing/randomPlay'
import { loadGameFileText } from '../store/saveFile'
import { createSortieStore } from '../store/store'
import type { FuzzScenario } from './fuzzer'

export interface FileSeed {
  kind: 'scenario' | 'save'
  name: string
  json: unknown
}

export interface FileFuzzOptions {
  seeds: readonly FileSeed[]
  /** Mutated files to try. */
  inputs: number
  seed: number
  /** Longest time one input may take, in ms, before it counts as a hang (default 5,000). */
  budgetMs?: number
  now?: () => number
  onProgress?: (done: number) => void
}

export interface FileFuzzFailure {
  problem: string
  seedFile: string
  mutations: string[]
  text: string
}

export interface FileFuzzReport {
  inputs: number
  /** Inputs refused with an error (by both loaders). */
  refused: number
  /** Inputs that still loaded. */
  loaded: number
  byMutation: Record<string, number>
  slowestMs: number
  ms: number
  failure: FileFuzzFailure | null
}

// ---------------------------------------------------------------------------------------------
// Seeds: the shipped scenarios and saves of short random games on them
// ---------------------------------------------------------------------------------------------

/** A save of a short random game of `sc` (legal actions only). */
export function randomSaveJson(sc: FuzzScenario, seed: number, actions: number): unknown {
  const rng = seededRng(seed)
  let state: GameState = newGame(sc.scenario, { seed })
  const played: Action[] = []
  for (let i = 0; i < actions && state.pending.kind !== 'over'; i++) {
    const a = randomAction(state, rng)
    const r = apply(state, a)
    if (!r.ok) break
    played.push(a)
    state = r.state
  }
  return JSON.parse(saveToText(makeSave(sc.json, seed, undefined, played, state)))
}

export function fileSeeds(scenarios: readonly FuzzScenario[]): FileSeed[] {
  const out: FileSeed[] = []
  for (const sc of scenarios) {
    out.push({ kind: 'scenario', name: `${sc.id}.json`, json: sc.json })
    out.push({ kind: 'save', name: `${sc.id}.save.json`, json: randomSaveJson(sc, 7, 30) })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type Container = Json[] | { [k: string]: Json }

const EDGE_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31),
  4294967296,
  1e-300,
  99999999,
]
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u001b',
  '\u007f',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\n',
  '\t',
]

function containers(v: Json, out: Container[] = []): Container[] {
  if (v !== null && typeof v === 'object') {
    out.push(v)
    for (const c of Array.isArray(v) ? v : Object.values(v)) containers(c, out)
  }
  return out
}

function randomValue(rng: Rng, depth = 0): Json {
  switch (rng.int(depth > 1 ? 5 : 7)) {
    case 0:
      return null
    case 1:
      return rng.next() < 0.5
    case 2:
      return EDGE_NUMBERS[rng.int(EDGE_NUMBERS.length)]
    case 3:
      return ['', 'x', 'allies', 'A01', '0101', 'fighter', CONTROL[rng.int(CONTROL.length)]][rng.int(7)]
    case 4:
      return String(EDGE_NUMBERS[rng.int(EDGE_NUMBERS.length)])
    case 5:
      return [randomValue(rng, depth + 1)]
    default:
      return { x: randomValue(rng, depth + 1) }
  }
}

function keysOf(c: Container): (string | number)[] {
  return Array.isArray(c) ? c.map((_, i) => i) : Object.keys(c)
}

function get(c: Container, k: string | number): Json {
  return (c as Record<string | number, Json>)[k]
}
function put(c: Container, k: string | number, v: Json) {
  ;(c as Record<string | number, Json>)[k] = v
}

/** The structure-aware mutations: each changes one place of the (cloned) JSON tree. */
const TREE_MUTATIONS: Record<string, (root: Json, rng: Rng) => boolean> = {
  drop(root, rng) {
    const cs = containers(root).filter((c) => keysOf(c).length)
    if (!cs.length) return false
    const c = cs[rng.int(cs.length)]
    const ks = keysOf(c)
    const k = ks[rng.int(ks.length)]
    if (Array.isArray(c)) c.splice(k as number, 1)
    else delete c[k as string]
    return true
  },
  duplicate(root, rng) {
    const cs = containers(root).filter((c) => Array.isArray(c) && c.length) as Json[][]
    if (!cs.length) return false
    const c = cs[rng.int(cs.length)]
    const i = rng.int(c.length)
    c.splice(i, 0, structuredClone(c[i]))
    return true
  },
  retype(root, rng) {
    const cs = containers(root).filter((c) => keysOf(c).length)
    if (!cs.length) return false
    const c = cs[rng.int(cs.length)]
    const ks = keysOf(c)
    put(c, ks[rng.int(ks.length)], randomValue(rng))
    return true
  },
  edgeNumber(root, rng) {
    const spots = containers(root).flatMap((c) =>
      keysOf(c)
        .filter((k) => typeof get(c, k) === 'number')
        .map((k) => [c, k] as const),
    )
    if (!spots.length) return false
    const [c, k] = spots[rng.int(spots.length)]
    put(c, k, EDGE_NUMBERS[rng.int(EDGE_NUMBERS.length)])
    return true
  },
  controlChars(root, rng) {
    const spots = containers(root).flatMap((c) =>
      keysOf(c)
        .filter((k) => typeof get(c, k) === 'string')
        .map((k) => [c, k] as const),
    )
    if (!spots.length) return false
    const [c, k] = spots[rng.int(spots.length)]
    const s = get(c, k) as string
    const at = rng.int(s.length + 1)
    put(c, k, s.slice(0, at) + CONTROL[rng.int(CONTROL.length)] + s.slice(at))
    return true
  },
  hugeString(root, rng) {
    const spots = containers(root).flatMap((c) =>
      keysOf(c)
        .filter((k) => typeof get(c, k) === 'string')
        .map((k) => [c, k] as const),
    )
    if (!spots.length) return false
    const [c, k] = spots[rng.int(spots.length)]
    put(c, k, 'W'.repeat(1 + rng.int(200_000)))
    return true
  },
  deepNesting(root, rng) {
    const cs = containers(root).filter((c) => keysOf(c).length)
    if (!cs.length) return false
    const c = cs[rng.int(cs.length)]
    const ks = keysOf(c)
    let v: Json = 1
    const depth = [10, 63, 64, 65, 200][rng.int(5)]
    for (let i = 0; i < depth; i++) v = rng.next() < 0.5 ? [v] : { a: v }
    put(c, ks[rng.int(ks.length)], v)
    return true
  },
  extraField(root, rng) {
    const cs = containers(root).filter((c) => !Array.isArray(c))
    if (!cs.length) return false
    // defineProperty: a plain assignment to "__proto__" would set the prototype, not a field.
    Object.defineProperty(
      cs[rng.int(cs.length)],
      ['extra', '__proto__', 'constructor', 'id', 'type'][rng.int(5)],
      { value: randomValue(rng), enumerable: true, writable: true, configurable: true },
    )
    return true
  },
}

/** Mutations of the text itself. */
const TEXT_MUTATIONS: Record<string, (text: string, rng: Rng) => string | null> = {
  duplicateKey(text, rng) {
    const keys = [...text.matchAll(/"([A-Za-z_][\w]*)"\s*:\s*("[^"\n]*"|-?\d[\d.eE+-]*|true|false|null)/g)]
    if (!keys.length) return null
    const m = keys[rng.int(keys.length)]
    const at = m.index + m[0].length
    return `${text.slice(0, at)}, "${m[1]}": ${rng.next() < 0.5 ? m[2] : JSON.stringify(randomValue(rng))}${text.slice(at)}`
  },
  truncate(text, rng) {
    return text.slice(0, rng.int(text.length))
  },
  rawControlChar(text, rng) {
    const at = rng.int(text.length + 1)
    return text.slice(0, at) + CONTROL[rng.int(CONTROL.length)] + text.slice(at)
  },
  flipByte(text, rng) {
    const at = rng.int(text.length)
    return (
      text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ (1 << rng.int(7))) + text.slice(at + 1)
    )
  },
  deepNestingText(text, rng) {
    // Deeper than a JSON tree can be built and printed here: written into the text directly.
    const m = [...text.matchAll(/:\s*(-?\d[\d.eE+-]*|true|false|null)/g)]
    if (!m.length) return null
    const hit = m[rng.int(m.length)]
    const depth = [1000, 10_000, 100_000][rng.int(3)]
    const at = hit.index + hit[0].length - hit[1].length
    return `${text.slice(0, at)}${'['.repeat(depth)}${']'.repeat(depth)}${text.slice(at + hit[1].length)}`
  },
  byteOrderMark(text) {
    return `\ufeff${text}`
  },
}

const TREE_NAMES = Object.keys(TREE_MUTATIONS)
const TEXT_NAMES = Object.keys(TEXT_MUTATIONS)

/** One to three mutations of a seed file: tree ones first, then (sometimes) one of the text. */
export function mutateFile(seed: FileSeed, rng: Rng): { text: string; mutations: string[] } {
  const root = structuredClone(seed.json) as Json
  const mutations: string[] = []
  const tree = 1 + rng.int(3)
  for (let i = 0; i < tree; i++) {
    const name = TREE_NAMES[rng.int(TREE_NAMES.length)]
    if (TREE_MUTATIONS[name](root, rng)) mutations.push(name)
  }
  let text = JSON.stringify(root, null, rng.next() < 0.5 ? 2 : undefined)
  if (rng.next() < 0.35 || !mutations.length) {
    const name = TEXT_NAMES[rng.int(TEXT_NAMES.length)]
    const t = TEXT_MUTATIONS[name](text, rng)
    if (t !== null) {
      text = t
      mutations.push(name)
    }
  }
  return { text, mutations }
}

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

const FILE = 'fuzzed.json'

interface RunnerRun {
  code: number
  stdout: string
  stderr: string
}

function runRunner(argv: string[], text: string): RunnerRun {
  let stdout = ''
  let stderr = ''
  const code = main(argv, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    readFile: (p) => {
      if (p === FILE) return text
      throw Object.assign(new Error('no such file'), { code: 'ENOENT' })
    },
  })
  return { code, stdout, stderr }
}

const RUNNER_VARIANTS: readonly (readonly string[])[] = [
  ['play', FILE],
  ['play', FILE, '--narrate'],
  ['legal', FILE],
  ['legal', FILE, '--mission-targets'],
]

/** Checks one input; a sentence naming what went wrong, or null. */
export function checkFileInput(text: string, rng: Rng, baseScenario: unknown): string | null {
  // The browser's loader.
  let browser: ReturnType<typeof loadGameFileText>
  try {
    browser = loadGameFileText(text)
  } catch (e) {
    return `loadGameFileText threw: ${e instanceof Error ? e.message : String(e)}`
  }
  if (!browser.ok) {
    if (!browser.errors.length)
      return `loadGameFileText refused the file without a path: message error (message ${JSON.stringify(browser.message.slice(0, 200))})`
    for (const e of browser.errors)
      if (typeof e.path !== 'string' || typeof e.message !== 'string' || e.message.trim().length < 5)
        return `loadGameFileText gave an error without a path and a message: ${JSON.stringify(e).slice(0, 200)}`
  }

  // The runner's validate.
  let v: RunnerRun
  try {
    v = runRunner(['validate', FILE], text)
  } catch (e) {
    return `airops validate threw: ${e instanceof Error ? e.message : String(e)}`
  }
  if (v.code !== 0 && v.code !== 2) return `airops validate exited ${v.code}: ${v.stderr.slice(0, 300)}`
  if (v.code === 2 && !/^invalid (scenario|save) file fuzzed\.json:\n/.test(v.stderr))
    return `airops validate refused the file without an "invalid … file" message: ${JSON.stringify(v.stderr.slice(0, 300))}`
  if ((v.code === 0) !== browser.ok)
    return `the loaders disagree: airops validate ${v.code === 0 ? 'accepted' : 'refused'} the file, loadGameFileText ${browser.ok ? 'accepted' : `refused it (${browser.message.slice(0, 200)})`}`

  // One more runner command on it (play, legal, --mission-targets).
  const argv = [...RUNNER_VARIANTS[rng.int(RUNNER_VARIANTS.length)]]
  let p: RunnerRun
  try {
    p = runRunner(argv, text)
  } catch (e) {
    return `airops ${argv.join(' ')} threw: ${e instanceof Error ? e.message : String(e)}`
  }
  if (p.code === 1) return `airops ${argv.join(' ')} exited 1 (internal error): ${p.stderr.slice(0, 300)}`

  // The store: a game in progress, then the file dropped on it.
  const store = createSortieStore()
  if (!store.getState().loadScenario(baseScenario, 'base'))
    return 'the base scenario does not load in the store'
  const s0 = store.getState()
  let r: ReturnType<typeof s0.loadGameFile>
  try {
    r = s0.loadGameFile(text, FILE)
  } catch (e) {
    return `the store's loadGameFile threw: ${e instanceof Error ? e.message : String(e)}`
  }
  const s1 = store.getState()
  if (r.ok !== browser.ok)
    return `the store's loadGameFile ${r.ok ? 'accepted' : 'refused'} a file loadGameFileText ${browser.ok ? 'accepted' : 'refused'}`
  if (!r.ok) {
    if (s1.game !== s0.game || s1.timeline !== s0.timeline || s1.scenarioId !== s0.scenarioId)
      return 'a refused load changed the game in progress'
    if (!s1.loadErrors?.length) return 'a refused load set no loadErrors'
  }
  return null
}

export function runFileFuzz(opts: FileFuzzOptions): FileFuzzReport {
  const now = opts.now ?? (() => performance.now())
  const budget = opts.budgetMs ?? 5000
  const rng = seededRng(opts.seed ^ 0x1f11e5)
  const baseScenario = opts.seeds.find((s) => s.kind === 'scenario')?.json
  if (!baseScenario) throw new Error('file fuzz: no scenario among the seeds')
  const t0 = now()
  const report: FileFuzzReport = {
    inputs: 0,
    refused: 0,
    loaded: 0,
    byMutation: {},
    slowestMs: 0,
    ms: 0,
    failure: null,
  }
  for (let i = 0; i < opts.inputs; i++) {
    const seed = opts.seeds[rng.int(opts.seeds.length)]
    const { text, mutations } = mutateFile(seed, rng)
    for (const m of mutations) report.byMutation[m] = (report.byMutation[m] ?? 0) + 1
    const t = now()
    const problem = checkFileInput(text, rng, baseScenario)
    const ms = now() - t
    report.inputs++
    report.slowestMs = Math.max(report.slowestMs, ms)
    const fail = problem ?? (ms > budget ? `the input took ${Math.round(ms)} ms (budget ${budget} ms)` : null)
    if (fail) {
      report.failure = { problem: fail, seedFile: seed.name, mutations, text }
      break
    }
    if (loadGameFileText(text).ok) report.loaded++
    else report.refused++
    opts.onProgress?.(report.inputs)
  }
  report.ms = now() - t0
  return report
}

export function formatFileSummary(r: FileFuzzReport): string {
  const muts = Object.entries(r.byMutation)
    .sort((a, b) => b[1] - a[1])
    .map(([m, c]) => `${m} ×${c}`)
    .join(', ')
  return [
    `file fuzz: ${r.inputs} mutated scenario and save files through airops (validate, play, legal) and the browser loaders (loadGameFileText, store.loadGameFile)`,
    `  refused ${r.refused}, still loaded ${r.loaded}; slowest input ${Math.round(r.slowestMs)} ms; ${(r.ms / 1000).toFixed(1)} s`,
    `  mutations: ${muts}`,
    r.failure
      ? `FAILED: ${r.failure.problem}`
      : 'ok: no exception, no hang, every refusal a path: message error, the game in progress untouched',
    '',
  ].join('\n')
}
