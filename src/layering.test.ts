// The layers point one way (docs/architecture.md, "The layers"): rules ← store ← map ← ui, with the scenario editor beside the ui and the
// tools (cli, bench, fuzz, docs) on top. Inside the rules module no import circle (a strongly
// connected component of more than one file), no Node module, no package of the screens; outside
// it, only the entry points listed below reach the rules. Every source file is read (tests
// included), type-only imports count. Hand-written on purpose: dependency-cruiser (and
// eslint-plugin-boundaries) read TypeScript only through the TypeScript 5 compiler API or swc, and
// neither works here (TypeScript 7 has no such API; its swc reader does not take .tsx).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(dirname(new URL(import.meta.url).pathname))
const ROOT = dirname(SRC)

/** Every .ts/.tsx file under src, as paths relative to the repository ("src/ui/App.tsx"). */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [relative(ROOT, join(dir, e.name))]
        : [],
  )
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

/** The relative imports of a file (static, type-only, re-exports and dynamic), resolved to repository paths without extension. */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = []
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g
  for (const m of text.matchAll(re))
    out.push(normalize(join(dirname(file), m[1])).replace(/\.(tsx?|js)$/, ''))
  return out
}

/** The package and Node module imports of a file ("node:fs", "react", "zod"…). */
export function packagesOf(text: string): string[] {
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g
  return [...text.matchAll(re)].map((m) => m[1])
}

/** The side-effect-only imports of a file (`import '../ui/boot'`: nothing of it is used), resolved like importsOf. */
export function bareImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(/^import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) =>
    normalize(join(dirname(file), m[1])).replace(/\.(tsx?|js)$/, ''),
  )
}

/** A folder import ("../rules", "./save") names the folder's index. */
function resolveIn(known: ReadonlySet<string>, path: string): string {
  return known.has(path) || !known.has(`${path}/index`) ? path : `${path}/index`
}

/** The strongly connected components of more than one node (Tarjan), each sorted: the import circles. */
export function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const c: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      c.push(w)
    } while (w !== v)
    if (c.length > 1) out.push(c.sort())
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return out
}

const LAYERS = [
  'rules',
  'common',
  'scenarios',
  'store',
  'map',
  'ui',
  'editor',
  'cli',
  'bench',
  'fuzz',
  'docs',
]
const layer = (path: string) => new RegExp(`^src/(${LAYERS.join('|')})/`).exec(path)?.[1] ?? null

/**
 * What each layer may import besides itself. The rules import nothing outside; what the ui and the
 * editor both use is in common/; the ui opens the editor only by a dynamic import (its own chunk);
 * the tools sit on top.
 */
const ALLOWED: Record<string, string[]> = {
  rules: [],
  common: ['rules'],
  scenarios: ['rules'],
  store: ['rules', 'scenarios'],
  map: ['rules', 'scenarios', 'store'],
  ui: ['rules', 'scenarios', 'store', 'map', 'common'],
  editor: ['rules', 'scenarios', 'store', 'map', 'common', 'ui'], // ui: side-effect imports only, checked below
  cli: ['rules', 'scenarios'],
  fuzz: ['rules', 'scenarios', 'store', 'cli'],
  bench: ['rules', 'scenarios', 'store', 'map'],
  docs: [],
}

/**
 * The entry points of the rules module (src/rules/README.md, "Entry points"): the only rules files
 * that code outside src/rules imports. `testing/` and `properties/` (fixtures, the random player,
 * the invariants) only for tests and the tools.
 */
const AETO = 'src\\/rules\\/systems\\/aeto'
const RULES_ENTRY = [
  /^src\/rules\/kernel\/.*$/,
  /^src\/rules\/systems\/index$/,
  /^src\/rules\/systems\/all$/, // every system loaded at once, for Node (the runner, tools, tests)
  /^src\/rules\/systems\/ocs\/index$/,
  ...['index', 'board', 'view(\\/.*)?', 'scenario\\/.*', 'save\\/.*', 'bot\\/index'].map(
    (e) => new RegExp(`^${AETO}\\/${e}$`),
  ),
  /^src\/rules\/systems\/ocs\/index$/, // the OCS map and charts form read its re-exports
  /^src\/rules\/systems\/awaw\/index$/, // the AWAW page, dialogs and map read its re-exports
]
const RULES_TEST_ENTRY = [
  /^src\/rules\/testing\/.*$/,
  new RegExp(`^${AETO}\\/testing\\/.*$`),
  new RegExp(`^${AETO}\\/properties\\/.*$`),
]
const TOOLS = ['cli', 'bench', 'fuzz', 'docs', 'scenarios']

/** Packages the rules module may not import: Node's modules, the screens' libraries. */
export function forbiddenInRules(pkg: string): boolean {
  return (
    pkg.startsWith('node:') ||
    /^(fs|path|url|os|child_process|crypto|util|worker_threads|process)(\/|$)/.test(pkg) ||
    /^(react|react-dom|pixi\.js|zustand|idb-keyval)(\/|$)/.test(pkg)
  )
}

function graph() {
  const texts = new Map<string, string>()
  for (const f of sources()) texts.set(f, readFileSync(join(ROOT, f), 'utf8'))
  const known = new Set([...texts.keys()].map((f) => f.replace(/\.tsx?$/, '')))
  const edges = new Map<string, string[]>()
  for (const [f, text] of texts)
    edges.set(
      f.replace(/\.tsx?$/, ''),
      importsOf(f, text).map((p) => resolveIn(known, p)),
    )
  return { texts, edges }
}

/**
 * The files a module loads when it is evaluated: its static value imports, followed (type-only
 * and dynamic imports load nothing then).
 */
function valueClosure(texts: Map<string, string>, start: string): Set<string> {
  const valueImports = (file: string, text: string) =>
    [
      ...text.matchAll(
        /^(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|^import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
      ),
    ].map((m) => normalize(join(dirname(file), m[1] ?? m[2])).replace(/\.(tsx?|js)$/, ''))
  const known = new Set([...texts.keys()].map((f) => f.replace(/\.tsx?$/, '')))
  const fileOf = new Map([...texts.keys()].map((f) => [f.replace(/\.tsx?$/, ''), f]))
  const seen = new Set<string>()
  const stack = [start]
  while (stack.length) {
    const f = stack.pop()!
    if (seen.has(f) || !fileOf.has(f)) continue
    seen.add(f)
    stack.push(...valueImports(fileOf.get(f)!, texts.get(fileOf.get(f)!)!).map((p) => resolveIn(known, p)))
  }
  return seen
}

describe('layering', () => {
  const { texts, edges } = graph()
  const testFiles = new Set([...texts.keys()].filter(isTest).map((f) => f.replace(/\.tsx?$/, '')))

  it('reads the whole source tree, and sees the imports that go the right way', () => {
    expect(edges.size).toBeGreaterThan(200)
    expect(edges.get('src/ui/App')).toContain('src/store/store') // ui → store: allowed, and seen
    expect(
      importsOf(
        'src/map/x.ts',
        "import type { A } from '../store/store'\nexport * from './y'\nconst m = await import('../ui/z')",
      ),
    ).toEqual(['src/store/store', 'src/map/y', 'src/ui/z'])
    expect(edges.get('src/cli/runner')).toContain('src/rules/systems/aeto/index') // "…/aeto" is the folder's index
    expect(packagesOf("import { readFileSync } from 'node:fs'\nimport { z } from 'zod'")).toEqual([
      'node:fs',
      'zod',
    ])
  })

  it('finds an import circle, of two files or more, and none in a chain', () => {
    const g = (pairs: [string, string][]) => {
      const m = new Map<string, string[]>()
      for (const [a, b] of pairs) m.set(a, [...(m.get(a) ?? []), b]).set(b, m.get(b) ?? [])
      return m
    }
    expect(
      circles(
        g([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([])
    expect(
      circles(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']])
  })

  it('no import circle in src/rules (type imports count)', () => {
    const rules = new Map([...edges].filter(([f]) => f.startsWith('src/rules/') && !testFiles.has(f)))
    expect(rules.size).toBeGreaterThan(150)
    expect(circles(rules)).toEqual([])
  })

  it('src/rules imports no Node module, no screen library, nothing outside src/rules', () => {
    const found: string[] = []
    for (const [f, text] of texts) {
      if (!f.startsWith('src/rules/') || isTest(f)) continue
      for (const p of packagesOf(text)) if (forbiddenInRules(p)) found.push(`${f} → ${p}`)
    }
    expect(found).toEqual([])
    expect(forbiddenInRules('node:fs')).toBe(true)
    expect(forbiddenInRules('fs')).toBe(true)
    expect(forbiddenInRules('zod')).toBe(false)
  })

  it('the kernel imports no rule system, and a rule system imports no other', () => {
    const systemOf = (f: string) => /^src\/rules\/systems\/([^/]+)\//.exec(f)?.[1] ?? null
    const wrong: string[] = []
    for (const [from, tos] of edges) {
      if (!from.startsWith('src/rules/') || testFiles.has(from)) continue
      for (const to of tos) {
        if (from.startsWith('src/rules/kernel/') && to.startsWith('src/rules/systems/'))
          wrong.push(`${from} → ${to}`)
        const a = systemOf(from)
        const b = systemOf(to)
        if (a && b && a !== b) wrong.push(`${from} → ${to}`)
      }
    }
    expect(wrong).toEqual([])
    expect(systemOf('src/rules/systems/aeto/engine/flow')).toBe('aeto')
    expect(systemOf('src/rules/systems/index')).toBeNull()
  })

  it('no import points against the layers', () => {
    const against: string[] = []
    for (const [from, tos] of edges) {
      const l = layer(from)
      if (!l) continue
      for (const to of tos) {
        const t = layer(to)
        if (!t || t === l || ALLOWED[l].includes(t)) continue
        if (l === 'ui' && t === 'editor') continue // the dynamic import, checked below
        if (testFiles.has(from) && l === 'rules' && t === 'scenarios') continue // the rules' tests play the shipped files
        against.push(`${from} → ${to}`)
      }
    }
    expect(against).toEqual([])
  })

  it('the ui opens the editor only by a dynamic import, and the editor imports nothing of the ui', () => {
    const stat: string[] = []
    for (const [f, text] of texts) {
      if (!f.startsWith('src/ui/') || isTest(f)) continue
      if (/\bfrom\s*['"](\.\.\/)+editor\//.test(text)) stat.push(f)
    }
    expect(stat).toEqual([])
    expect(edges.get('src/ui/App')).toContain('src/editor/EditorScreen') // the lazy import, seen
    // The editor's only reach into the ui: side-effect imports of the page's shared modules, which
    // keep the bundler from splitting the first map's chunk along the editor's line (nothing used).
    const reach: string[] = []
    for (const [f, text] of texts) {
      if (!f.startsWith('src/editor/')) continue
      const bare = new Set(bareImportsOf(f, text))
      for (const to of edges.get(f.replace(/\.tsx?$/, '')) ?? [])
        if (to.startsWith('src/ui/') && !bare.has(to)) reach.push(`${f} → ${to}`)
    }
    expect(reach).toEqual([])
  })

  it('code outside src/rules reaches the rules only through the entry points', () => {
    const through: string[] = []
    for (const [from, tos] of edges) {
      if (from.startsWith('src/rules/')) continue
      const mayTest = testFiles.has(from) || TOOLS.includes(layer(from) ?? '')
      for (const to of tos) {
        if (!to.startsWith('src/rules/')) continue
        const ok =
          RULES_ENTRY.some((r) => r.test(to)) || (mayTest && RULES_TEST_ENTRY.some((r) => r.test(to)))
        if (!ok) through.push(`${from} → ${to}`)
      }
    }
    expect(through).toEqual([])
  })

  it('the page draws its first map without the rules engine or the validator (static value imports from src/pageEntry.ts)', () => {
    // Type-only and dynamic imports load nothing at start; the rules chunk is fetched once the board is drawn.
    const seen = valueClosure(texts, 'src/pageEntry')
    expect(seen.size).toBeGreaterThan(10)
    expect(seen.has('src/map/scenarioBoard')).toBe(true)
    expect(
      [...seen].filter((f) => /^src\/rules\/systems\/aeto\/(index|engine\/|scenario\/validate)/.test(f)),
    ).toEqual([])
  })

  it("the registry brings no other system's rules onto the page: each is a loader (a dynamic import), AETO/APTO's excepted", () => {
    // A static value import of src/rules/systems/<id>/ from systems/index.ts would put that
    // system's rules in every page's chunk; only its id (its types.ts, which holds no rules) may come.
    const seen = [...valueClosure(texts, 'src/rules/systems/index')]
    expect(seen).toContain('src/rules/systems/aeto/engine/flow')
    expect(
      seen.filter((f) => /^src\/rules\/systems\/(?!aeto\/)[^/]+\//.test(f) && !/\/types$/.test(f)),
    ).toEqual([])
    const loaders = [...texts.get('src/rules/systems/index.ts')!.matchAll(/import\('\.\/([^/]+)\/system'\)/g)]
    expect(loaders.map((m) => m[1])).toEqual(expect.arrayContaining(['ocs', 'awaw']))
  })

  it('no import cycle runs through the store', () => {
    const store = [...edges.keys()].filter((f) => f.startsWith('src/store/'))
    const cycles: string[] = []
    for (const start of store) {
      const seen = new Set<string>()
      const stack = [...(edges.get(start) ?? [])]
      while (stack.length) {
        const f = stack.pop()!
        if (f === start) {
          cycles.push(start)
          break
        }
        if (seen.has(f) || !f.startsWith('src/store/')) continue
        seen.add(f)
        stack.push(...(edges.get(f) ?? []))
      }
    }
    expect(cycles).toEqual([])
  })
})
