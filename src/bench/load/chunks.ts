// What a production build makes the browser download: the gzipped size of each emitted chunk and
// the static import graph from index.html's entry, read from Vite's manifest (dist/.vite/
// manifest.json; `imports` are static, `dynamicImports` load on demand). Node only.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The page's entry chunk and every chunk it imports statically, as emitted file names. */
export function staticFiles(manifest: Manifest, entry = 'index.html'): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const k of chunk.imports ?? []) visit(k)
  }
  visit(entry)
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
}

/** Bytes of a file once gzipped (zlib's default level, as a web server sends it). */
export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file))).length
}

/** Every JavaScript file of the build, relative to distDir (assets/…). */
export function allJsFiles(distDir: string): string[] {
  return readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
}

export function gzipTotal(distDir: string, files: readonly string[]): number {
  return files.reduce((n, f) => n + gzipBytes(distDir, f), 0)
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
