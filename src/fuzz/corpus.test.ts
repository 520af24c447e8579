// Every file of the corpus (corpus/index.json) through BOTH `airops validate` (the runner's main
// with its real file reading) and the browser loaders (parseScenarioText for scenarios,
// loadSaveText for saves, and loadGameFileText, the drag-and-drop loader that tells them apart):
// a malformed file gets the same clear message from all of them; a hostile but valid file loads,
// its strings kept as they are (React renders them as text, never as markup). The huge files are
// generated here, in a temporary folder, rather than committed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { readTextFile } from '../cli/io'
import { main } from '../cli/runner'
import { formatScenarioErrors, parseScenarioText } from '../rules/systems/aeto/scenario/validate'
import { loadGameFileText, loadSaveText } from '../store/saveFile'
import type { CorpusEntry } from './makeCorpus'

const CORPUS = new URL('../../corpus/', import.meta.url)
const index: { files: Record<string, CorpusEntry> } = JSON.parse(
  readFileSync(new URL('index.json', CORPUS), 'utf8'),
)
const FILES = Object.entries(index.files)

/** `airops validate <path>` in-process, reading the real file as the command line does. */
function validate(path: string) {
  let stdout = ''
  let stderr = ''
  const code = main(['validate', path], {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    readFile: (p) => readTextFile(p),
  })
  return { code, stdout, stderr }
}

/** What the browser says about a file's text, by the loader for its kind; null when it loads. */
function browserMessage(kind: CorpusEntry['kind'], text: string | Uint8Array): string | null {
  if (kind === 'scenario') {
    const r = parseScenarioText(text)
    return r.ok ? null : formatScenarioErrors(r.errors)
  }
  const r = loadSaveText(text)
  return r.ok ? null : r.message
}

/** The browser reads a dropped file's bytes (File.arrayBuffer), like the runner does. */
const browserText = (path: string) => new Uint8Array(readFileSync(path))

describe('the corpus', () => {
  it('has at least 40 malformed files, scenarios and saves, and hostile valid ones', () => {
    const bad = FILES.filter(([, e]) => !e.valid)
    expect(bad.length).toBeGreaterThanOrEqual(40)
    expect(bad.filter(([, e]) => e.kind === 'scenario').length).toBeGreaterThanOrEqual(20)
    expect(bad.filter(([, e]) => e.kind === 'save').length).toBeGreaterThanOrEqual(15)
    expect(FILES.filter(([, e]) => e.valid).map(([f]) => f)).toEqual([
      'scenario/hostile-strings.json',
      'scenario/byte-order-mark.json',
      'save/hostile-strings.json',
      'save/replacement-character.json',
    ])
    for (const [file, e] of FILES) {
      expect(file.startsWith(`${e.kind}/`), file).toBe(true)
      expect(e.valid === true || (typeof e.expect === 'string' && e.expect.length > 0), file).toBe(true)
      expect(e.what.length, file).toBeGreaterThan(0)
    }
  })
})

describe.each(FILES.filter(([, e]) => !e.valid))('%s', (file, entry) => {
  const path = fileURLToPath(new URL(file, CORPUS))

  it(`airops validate: exit 2 and "${entry.expect}"`, () => {
    const r = validate(path)
    expect(r.stdout).toBe('')
    expect(r.code).toBe(2)
    expect(r.stderr.split('\n')[0]).toBe(`invalid ${entry.kind} file ${path}:`)
    expect(r.stderr).toContain(entry.expect)
  })

  it('browser loaders: the same message, nothing loaded', () => {
    const text = browserText(path)
    expect(browserMessage(entry.kind, text)).toContain(entry.expect)
    const dropped = loadGameFileText(text)
    expect(dropped.ok).toBe(false)
    expect(dropped.kind).toBe(entry.kind)
    if (!dropped.ok) expect(dropped.message).toContain(entry.expect)
  })
})

describe('hostile but valid files load, their strings kept as plain text', () => {
  const path = (f: string) => fileURLToPath(new URL(f, CORPUS))
  const inert = (s: string) => renderToStaticMarkup(createElement('span', null, s))

  it('a scenario with markup in its names', () => {
    const p = path('scenario/hostile-strings.json')
    expect(validate(p)).toEqual({
      code: 0,
      stdout: 'ok: scenario chain (<script>alert("title")</script>)\n',
      stderr: '',
    })
    const r = parseScenarioText(browserText(p))
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.title).toBe('<script>alert("title")</script>')
    expect(r.scenario.airUnits[0].name).toBe('<script>alert(1)</script>')
    expect(r.scenario.bases[0].name).toBe('<img src=x onerror=alert(3)>')
    expect(r.scenario.description).toContain('\u202eevil\u202c')
    // Rendered by React as text: escaped, never markup.
    expect(inert(r.scenario.airUnits[0].name)).toBe('<span>&lt;script&gt;alert(1)&lt;/script&gt;</span>')
    expect(inert(r.scenario.airUnits[1].name)).toBe('<span>&quot;&gt;&lt;svg onload=alert(2)&gt;</span>')
    const dropped = loadGameFileText(browserText(p))
    expect(dropped.ok && dropped.kind).toBe('scenario')
  })

  it('a save of that scenario, with actions', () => {
    const p = path('save/hostile-strings.json')
    expect(validate(p)).toEqual({
      code: 0,
      stdout: 'ok: save of scenario chain (<script>alert("title")</script>), 2 actions replayed\n',
      stderr: '',
    })
    const r = loadSaveText(browserText(p))
    if (!r.ok) throw new Error(r.message)
    expect(r.record.cursor).toBe(2)
    expect(r.record.scenario.airUnits[0].name).toBe('<script>alert(1)</script>')
    expect(r.record.events[0][0].text).toBe(
      '<script>alert(1)</script> launches from <img src=x onerror=alert(3)> (0207) to fly to 1807 (4.1).',
    )
    expect(inert(r.record.events[0][0].text)).toBe(
      '<span>&lt;script&gt;alert(1)&lt;/script&gt; launches from &lt;img src=x onerror=alert(3)&gt; (0207) to fly to 1807 (4.1).</span>',
    )
  })

  it('a scenario with a UTF-8 byte order mark', () => {
    const p = path('scenario/byte-order-mark.json')
    expect(validate(p).code).toBe(0)
    expect(parseScenarioText(browserText(p)).ok).toBe(true)
  })
})

describe('generated files: huge, deep, and full of problems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-corpus-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const chain = readFileSync(new URL('scenario/byte-order-mark.json', CORPUS), 'utf8').slice(1)
  const goodSave = readFileSync(new URL('save/hostile-strings.json', CORPUS), 'utf8')

  /** Writes `text`, then checks the runner and the browser loader give `expect`. */
  function check(name: string, kind: CorpusEntry['kind'], text: string, expected: string) {
    const p = join(dir, name)
    writeFileSync(p, text)
    const r = validate(p)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(expected)
    expect(browserMessage(kind, text)).toContain(expected)
    return r
  }

  it('a 21 MB scenario (a scenario file may be at most 20 MB)', () => {
    const text = chain.replace('"description": "', `"description": "${'x'.repeat(21 * 1024 * 1024)}`)
    check(
      'huge-scenario.json',
      'scenario',
      text,
      'the file is too large (21.0 MB); a scenario file may be at most 20.0 MB',
    )
  })

  it('a 25 MB save: the runner does not even read it; the browser refuses it by size', () => {
    const text = goodSave.replace('"savedAt": "', `"savedAt": "${'x'.repeat(25 * 1024 * 1024)}`)
    const p = join(dir, 'huge-save.json')
    writeFileSync(p, text)
    const r = validate(p)
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      `cannot read ${p}: the file is too large (25.0 MB); Sortie reads files of at most 24.0 MB\n`,
    )
    expect(browserMessage('save', text)).toBe(
      'the file is too large (25.0 MB); a save file may be at most 24.0 MB',
    )
  })

  it('a save of more than a million actions', () => {
    const save = JSON.parse(goodSave)
    const text = JSON.stringify({
      ...save,
      stateHash: undefined,
      actions: Array.from({ length: 1_000_001 }, () => ({ type: 'pass' })),
    })
    check('million-actions.json', 'save', text, 'actions: must have at most 1000000 items')
  })

  it('a million nested lists (no stack overflow)', () => {
    check(
      'million-deep.json',
      'scenario',
      `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`,
      'the data is nested more than 64 levels deep (line 1, column 65)',
    )
  })

  it('5,000 units at missing bases: the list of problems is cut short, and says so', () => {
    const s = JSON.parse(chain)
    s.airUnits = Array.from({ length: 5000 }, (_, i) => ({
      ...s.airUnits[0],
      id: `u${i}`,
      base: `nowhere-${i}`,
    }))
    const r = check(
      'many-errors.json',
      'scenario',
      JSON.stringify(s),
      'airUnits[0].base: base "nowhere-0" does not exist',
    )
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('  … and 4991 more problems')
    expect(browserMessage('scenario', JSON.stringify(s))!.split('\n').at(-1)).toBe('… and 4981 more problems')
  })
})
