// The layers point one way (docs/architecture.md, "The layers"): rules ← store ← map ← ui. The rules module imports
// none of store, map or ui; the store imports neither map nor ui; the map does not import the ui;
// no import cycle runs through the store. Every source file is read (tests included), type-only
// imports count. Hand-written on purpose: dependency-cruiser (the usual library for this) parses
// TypeScript only through the TypeScript 5 compiler API or swc, and neither works here (TypeScript
// 7 has no such API; its swc reader does not take .tsx); eslint-plugin-boundaries needs the same.
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

/** The relative imports of a file (static, type-only, re-exports and dynamic), resolved to repository paths without extension. */
export function importsOf(file: string, text: string): string[] {
  const out: string[] = []
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g
  for (const m of text.matchAll(re))
    out.push(normalize(join(dirname(file), m[1])).replace(/\.(tsx?|js)$/, ''))
  return out
}

const layer = (path: string) => /^src\/(rules|store|map|ui|editor)\//.exec(path)?.[1] ?? null
/** Layers each layer must not import. The scenario editor sits beside the ui: only the ui opens it (a dynamic import). */
const FORBIDDEN: Record<string, string[]> = {
  rules: ['store', 'map', 'ui', 'editor'],
  store: ['map', 'ui', 'editor'],
  map: ['ui', 'editor'],
  ui: [],
  editor: [],
}

function graph() {
  const edges = new Map<string, string[]>()
  for (const f of sources())
    edges.set(f.replace(/\.tsx?$/, ''), importsOf(f, readFileSync(join(ROOT, f), 'utf8')))
  return edges
}

describe('layering', () => {
  const edges = graph()

  it('reads the whole source tree, and sees the imports that go the right way', () => {
    expect(edges.size).toBeGreaterThan(200)
    expect(edges.get('src/ui/App')).toContain('src/store/store') // ui → store: allowed, and seen
    expect(
      importsOf(
        'src/map/x.ts',
        "import type { A } from '../store/store'\nexport * from './y'\nconst m = await import('../ui/z')",
      ),
    ).toEqual(['src/store/store', 'src/map/y', 'src/ui/z'])
  })

  it('no import points against the layers', () => {
    const against: string[] = []
    for (const [from, tos] of edges) {
      const l = layer(from)
      if (!l) continue
      for (const to of tos) if (FORBIDDEN[l].includes(layer(to) ?? '')) against.push(`${from} → ${to}`)
    }
    expect(against).toEqual([])
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
