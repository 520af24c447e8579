// Import, export and autosave of the editor: every file of the corpus imports with its errors
// shown (or is refused, saying why) and never throws; what is imported is the file's JSON, all of
// it; the built-in scenarios import with no error and export as the validator accepts them.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { builtInIndex } from '../scenarios/index'
import { memoryStore } from '../store/autosave'
import { checkDraft, hexOfError, previewScenario } from './check'
import { newDraft, paintTerrain } from './draft'
import { EDITOR_DRAFT_KEY, exportText, importScenario, startEditorAutosave } from './io'
import { libraryOf } from './pieces'
import { createEditorStore } from './store'

const CORPUS = new URL('../../corpus/', import.meta.url)
const corpusFiles = (dir: string) => readdirSync(new URL(`${dir}/`, CORPUS)).map((f) => `${dir}/${f}`)

describe('import', () => {
  it.each([...corpusFiles('scenario'), ...corpusFiles('save')])(
    '%s imports with its errors, or is refused saying why; never throws',
    (file) => {
      const bytes = new Uint8Array(readFileSync(new URL(file, CORPUS)))
      const r = importScenario(bytes)
      if (!r.ok) {
        expect(r.errors.length).toBeGreaterThan(0)
        expect(r.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true)
        return
      }
      // nothing lost: the draft is the file's JSON, all of it
      const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '')
      expect(r.draft).toEqual(JSON.parse(text))
      // what the editor does with it next never throws either
      const check = checkDraft(r.draft)
      expect(check.errors).toEqual(r.errors.length > 0 ? r.errors : [])
      for (const e of check.errors) hexOfError(r.draft, e.path)
      previewScenario(r.draft)
      libraryOf(r.draft)
    },
  )

  it('a file with errors the editor can show is opened with every error listed (not the file loader’s first 20)', () => {
    const d = newDraft(4, 4)
    const bad = {
      ...d,
      bases: Array.from({ length: 25 }, (_, i) => ({
        id: `b${i}`,
        name: `B${i}`,
        hex: '0909',
        owner: 'allies',
        components: [{ kind: 'SmallAirbase' }],
      })),
    }
    const r = importScenario(JSON.stringify(bad))
    expect(r.ok).toBe(true)
    if (r.ok) expect(r.errors.filter((e) => e.message.includes('off the map'))).toHaveLength(25)
  })

  it('a save file is refused, with the validator’s word for it', () => {
    const r = importScenario(readFileSync(new URL('save/unknown-field.json', CORPUS)))
    expect(r.ok).toBe(false)
  })

  it.each(builtInIndex.map((e) => e.id))(
    'built-in %s imports with no error and exports as the runner accepts it',
    (id) => {
      const text = readFileSync(new URL(`../../public/scenarios/${id}.json`, import.meta.url), 'utf8')
      const r = importScenario(text)
      expect(r.ok && r.errors).toEqual([])
      if (!r.ok) return
      const out = exportText(r.draft)
      expect(out.ok).toBe(true)
      if (out.ok) {
        expect(JSON.parse(out.text)).toEqual(JSON.parse(text))
        expect(parseScenario(JSON.parse(out.text)).ok).toBe(true)
      }
    },
  )
})

describe('autosave', () => {
  it('writes the draft and library after an edit, and a new store (a reload) reads them back', async () => {
    const kv = memoryStore()
    const a = createEditorStore(newDraft(5, 5))
    const stop = await startEditorAutosave(a, kv, 1)
    a.getState().edit((d) => paintTerrain(d, ['0303'], 'm'))
    await new Promise((r) => setTimeout(r, 20))
    stop()
    expect(
      (kv.data.get(EDITOR_DRAFT_KEY) as { draft: { map: { terrain: string[] } } }).draft.map.terrain[2],
    ).toBe('..m..')
    const b = createEditorStore()
    await startEditorAutosave(b, kv, 1)
    expect(b.getState().draft.map.terrain[2]).toBe('..m..')
    expect(b.getState().restored).toBe(true)
    expect(b.getState().status).toBe('Your scenario in progress is restored.')
  })

  it('a storage that cannot be read leaves the editor working, and says the draft will not be kept', async () => {
    const kv = { ...memoryStore(), get: async () => Promise.reject(new Error('no')) }
    const s = createEditorStore(newDraft(3, 3))
    await startEditorAutosave(s, kv, 1)
    expect(s.getState().restored).toBe(true)
    expect(s.getState().status).toContain('will not be kept')
  })

  it('an autosaved entry the editor cannot show is ignored', async () => {
    const kv = memoryStore()
    await kv.set(EDITOR_DRAFT_KEY, {
      format: 'sortie-editor-draft',
      version: 1,
      draft: { map: 3 },
      library: [],
    })
    const s = createEditorStore(newDraft(3, 3))
    await startEditorAutosave(s, kv, 1)
    expect(s.getState().draft.map.cols).toBe(3)
  })
})
