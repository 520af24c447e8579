// Saves written by an earlier release must keep loading (issue 10): the state hash covers the whole
// game state, so a new state field, a changed default or a rules change that alters a replay
// breaks every existing save unless a migration (migrate.ts) is added. corpus/release-saves holds
// real saves of every built-in scenario (opening, mid-combat, long games, finished games) written
// by the release at cbc9751; each must load with its state hash verified and reach the same
// pending decision.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSaveText } from './load'

const DIR = new URL('../../../corpus/release-saves/', import.meta.url)
const index = JSON.parse(readFileSync(new URL('index.json', DIR), 'utf8')) as { files: Record<string, { actions: number; pending: string; point: string }> }

describe('saves written by the previous release still load, hash verified', () => {
  it('the corpus lists every file in it, and has a mid-combat save of each scenario that reaches one', () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith('.save.json')).sort()).toEqual(Object.keys(index.files).sort())
    expect(Object.values(index.files).filter((f) => f.point.startsWith('mid-combat')).length).toBeGreaterThanOrEqual(3)
  })
  for (const [name, meta] of Object.entries(index.files)) {
    it(`${name} (${meta.point})`, () => {
      const text = readFileSync(new URL(name, DIR), 'utf8')
      expect(JSON.parse(text).stateHash).toMatch(/^[0-9a-f]{16}$/)
      const r = parseSaveText(text)
      if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
      expect(r.migratedFrom).toBe(1) // written as version 1, upgraded, its version 1 hash checked
      expect(r.save.actions.length).toBe(meta.actions)
      expect(r.state.pending.kind).toBe(meta.pending)
    })
  }
})
