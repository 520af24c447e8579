// Structure-aware fuzzing of the files users hand to Sortie (issue 10, point 13): scenarios and
// saves are mutated as JSON trees (fields dropped, duplicated, retyped; numbers at their edges;
// control characters, invisible and huge strings; deep nesting; keys given twice in the text;
// truncation and stray bytes) and fed to BOTH loaders: the runner (`airops validate`, in-process,
// and `airops legal` on what validates) and the browser's store (`loadGameFile`, the Load game and
// drop path). Each input must give, in bounded time and without an exception: either a loaded
// game, or an error naming where and what ("path: message"), with the game in the store untouched.
import { builtInScenarios } from '../scenarios'
import { memoryIo } from '../cli/io'
import { main } from '../cli/runner'
import { makeSave, saveToText } from '../rules/save'
import { newGame } from '../rules/engine/newGame'
import { parseScenario } from '../rules/scenario/validate'
import { randomAction, seededRng, type Rng } from '../rules/testing/randomPlay'
import { apply, type Action, type GameState } from '../rules'
import { createSortieStore } from '../store/store'

/** Longest a single input may take in one loader before it counts as a hang (ms). */
export const HANG_MS = 5000

export interface FileFuzzOptions {
  inputs: number
  seed: number
  /** The runner's entry point (tests pass a broken one to see the fuzzer catch it). */
  runner?: typeof main
}

export interface FileFuzzFailure {
  input: number
  kind: 'scenario' | 'save'
  mutation: string
  where: 'runner' | 'browser'
  problem: string
  /** The mutated file (cut to 2,000 characters for the report). */
  text: string
}

export interface FileFuzzReport {
  inputs: number
  loaded: number
  refused: number
  byMutation: Record<string, number>
  slowestMs: number
  failure: FileFuzzFailure | null
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]

const EDGE_VALUES: Json[] = [0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53, 99, 100, 300, 301, '', ' ', '\u200b', 'x'.repeat(5000), null, true, [], {}, '__proto__', 'constructor', '0101', '9999']
const HOSTILE_TEXT = ['\n#9 forged line', '\u001b[31mred', '\u0007', '\u202eevil', '\ud800', '<script>alert(1)</script>', '\u0000', 'é\u0301', '🛩️']

/** Every path to a value of the tree (bounded), for picking a place to mutate. */
function paths(root: Json, max = 4000): (string | number)[][] {
  const out: (string | number)[][] = []
  const walk = (v: Json, p: (string | number)[]) => {
    if (out.length >= max) return
    out.push(p)
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]))
    else if (v && typeof v === 'object') for (const k of Object.keys(v)) walk(v[k], [...p, k])
  }
  walk(root, [])
  return out
}

function getAt(root: Json, p: readonly (string | number)[]): Json {
  let v: Json = root
  for (const k of p) v = (v as Record<string, Json>)[k as string]
  return v
}

function setAt(root: Json, p: readonly (string | number)[], value: Json | undefined): void {
  const parent = getAt(root, p.slice(0, -1)) as Record<string, Json> | Json[]
  const k = p[p.length - 1]
  if (Array.isArray(parent)) {
    if (value === undefined) parent.splice(k as number, 1)
    else parent[k as number] = value
  } else if (value === undefined) delete parent[k as string]
  else parent[k as string] = value
}

/** One mutation of the file: its name and the resulting text (or bytes). */
function mutate(rng: Rng, base: Json): { name: string; content: string | Uint8Array } {
  const tree = structuredClone(base)
  const ps = paths(tree).filter((p) => p.length > 0)
  const p = pick(rng, ps)
  const text = () => JSON.stringify(tree, null, 1)
  const r = rng.next()
  if (r < 0.15) {
    setAt(tree, p, undefined)
    return { name: 'drop a field', content: text() }
  }
  if (r < 0.3) {
    setAt(tree, p, pick(rng, EDGE_VALUES))
    return { name: 'edge value', content: text() }
  }
  if (r < 0.4) {
    const v = getAt(tree, p)
    setAt(tree, p, typeof v === 'string' ? `${v}${pick(rng, HOSTILE_TEXT)}` : pick(rng, HOSTILE_TEXT))
    return { name: 'hostile text', content: text() }
  }
  if (r < 0.5) {
    const v = getAt(tree, p)
    setAt(tree, p, Array.isArray(v) ? { ...v } : typeof v === 'object' && v !== null ? [v] : String(v))
    return { name: 'retype', content: text() }
  }
  if (r < 0.58) {
    const parent = getAt(tree, p.slice(0, -1))
    if (Array.isArray(parent)) parent.push(structuredClone(parent[p[p.length - 1] as number]))
    return { name: 'duplicate an item', content: text() }
  }
  if (r < 0.65) {
    let deep: Json = 1
    for (let i = 0; i < 20 + Math.floor(rng.next() * 200); i++) deep = [deep]
    setAt(tree, p, deep)
    return { name: 'deep nesting', content: text() }
  }
  if (r < 0.72) {
    // A key given twice, in the text (JSON.stringify cannot write one).
    const t = text()
    const m = /\n( *)"([A-Za-z]+)": ([^\n]*?),?\n/.exec(t.slice(Math.floor(rng.next() * t.length * 0.8)))
    if (!m) return { name: 'duplicate key', content: t }
    return { name: 'duplicate key', content: t.replace(m[0], `\n${m[1]}"${m[2]}": ${m[3]},\n${m[1]}"${m[2]}": ${m[3]},\n`) }
  }
  if (r < 0.8) {
    const t = text()
    return { name: 'truncate', content: t.slice(0, Math.floor(rng.next() * t.length)) }
  }
  if (r < 0.88) {
    const bytes = new TextEncoder().encode(text())
    const at = Math.floor(rng.next() * bytes.length)
    bytes[at] = pick(rng, [0x00, 0xff, 0xc0, 0x80, 0xed])
    return { name: 'stray byte', content: bytes }
  }
  if (r < 0.94) {
    setAt(tree, p, 'x'.repeat(100_000 + Math.floor(rng.next() * 400_000)))
    return { name: 'huge string', content: text() }
  }
  ;(tree as Record<string, Json>)[pick(rng, ['weapons', 'Format', '__proto__', 'version '])] = 1
  return { name: 'unknown field', content: text() }
}

/** A save of a random game on a shipped scenario: what the file mutations start from. */
function randomSave(rng: Rng): Json {
  const b = pick(rng, builtInScenarios)
  const sc = parseScenario(b.data)
  if (!sc.ok) throw new Error(b.id)
  const seed = Math.floor(rng.next() * 1000)
  let s: GameState = newGame(sc.scenario, { seed })
  const actions: Action[] = []
  const n = Math.floor(rng.next() * 30)
  for (let i = 0; i < n && s.pending.kind !== 'over'; i++) {
    const a = randomAction(s, rng)
    const r = apply(s, a)
    if (!r.ok) break
    s = r.state
    actions.push(a)
  }
  return JSON.parse(saveToText(makeSave(b.data, seed, [], actions, s))) as Json
}

/** Lines "path: message" (or a message alone for the whole file), as the runner prints them. */
const ERROR_LINE = /^ {2}\S/

export function runFileFuzz(opts: FileFuzzOptions): FileFuzzReport {
  const rng = seededRng(opts.seed)
  const run = opts.runner ?? main
  const report: FileFuzzReport = { inputs: 0, loaded: 0, refused: 0, byMutation: {}, slowestMs: 0, failure: null }
  const store = createSortieStore()
  store.getState().loadScenario(builtInScenarios[0].data, builtInScenarios[0].id)
  for (let i = 0; i < opts.inputs && !report.failure; i++) {
    const kind = rng.next() < 0.5 ? 'scenario' : 'save'
    const base = (kind === 'scenario' ? structuredClone(pick(rng, builtInScenarios).data) : randomSave(rng)) as Json
    const { name, content } = mutate(rng, base)
    report.inputs++
    report.byMutation[name] = (report.byMutation[name] ?? 0) + 1
    const shown = typeof content === 'string' ? content : new TextDecoder().decode(content)
    const fail = (where: 'runner' | 'browser', problem: string) => {
      report.failure = { input: i, kind, mutation: name, where, problem, text: shown.slice(0, 2000) }
    }

    // The runner: validate (and list the legal actions of what validates).
    const m = memoryIo({}, builtInScenarios)
    m.io.readFile = () => content
    let t0 = performance.now()
    let code: number
    try {
      code = run(['validate', 'f.json'], m.io)
    } catch (e) {
      fail('runner', `validate threw: ${String(e)}`)
      break
    }
    let ms = performance.now() - t0
    report.slowestMs = Math.max(report.slowestMs, ms)
    if (ms > HANG_MS) fail('runner', `validate took ${ms.toFixed(0)} ms`)
    else if (code === 0) {
      report.loaded++
      t0 = performance.now()
      const l = memoryIo({}, builtInScenarios)
      l.io.readFile = () => content
      try {
        const lc = run(['legal', 'f.json'], l.io)
        if (lc !== 0) fail('runner', `legal failed (${lc}) on a file validate accepted: ${l.stderr().slice(0, 300)}`)
      } catch (e) {
        fail('runner', `legal threw: ${String(e)}`)
      }
      if (performance.now() - t0 > HANG_MS) fail('runner', 'legal took too long')
    } else if (code !== 2) fail('runner', `validate exited ${code}: ${m.stderr().slice(0, 300)}`)
    else {
      report.refused++
      const lines = m.stderr().split('\n')
      if (!/^invalid (scenario|save) file f\.json:$/.test(lines[0]) || !lines.slice(1).some((l) => ERROR_LINE.test(l)))
        fail('runner', `the refusal names no problem: ${m.stderr().slice(0, 300)}`)
      if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(m.stderr())) fail('runner', 'the refusal prints a control character raw')
    }
    if (report.failure) break

    // The browser's store: a refused file leaves the game as it was; an accepted one loads.
    const before = store.getState().game
    t0 = performance.now()
    let r: ReturnType<ReturnType<typeof store.getState>['loadGameFile']>
    try {
      r = store.getState().loadGameFile(content, 'f.json')
    } catch (e) {
      fail('browser', `loadGameFile threw: ${String(e)}`)
      break
    }
    ms = performance.now() - t0
    report.slowestMs = Math.max(report.slowestMs, ms)
    if (ms > HANG_MS) fail('browser', `loadGameFile took ${ms.toFixed(0)} ms`)
    else if (r.ok !== (code === 0)) fail('browser', `the browser ${r.ok ? 'loaded' : 'refused'} a file the runner ${code === 0 ? 'accepted' : 'refused'}`)
    else if (!r.ok) {
      const errs = store.getState().loadErrors ?? []
      if (store.getState().game !== before) fail('browser', 'a refused file changed the game in play')
      else if (!errs.length || errs.some((e) => typeof e.message !== 'string' || e.message.length === 0)) fail('browser', 'the refusal names no problem')
      store.getState().dismissLoadErrors()
    }
  }
  return report
}

export function formatFileReport(r: FileFuzzReport): string {
  const muts = Object.entries(r.byMutation)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  return `files: ${r.inputs} mutated scenarios and saves through the runner and the browser loader: ${r.loaded} loaded, ${r.refused} refused with "path: message"; slowest ${r.slowestMs.toFixed(0)} ms\n  mutations: ${muts}\n`
}

export function formatFileFailure(f: FileFuzzFailure): string {
  return `FILE FUZZ FAILURE (input ${f.input}, a ${f.kind}, mutation "${f.mutation}", in the ${f.where}): ${f.problem}\n--- the file (first 2,000 characters) ---\n${f.text}\n`
}
