// Saves written by an earlier release must keep loading: the state hash covers the whole
// game state, so a new state field, a changed default or a rules change that alters a replay
// breaks every existing save unless a migration (migrate.ts) is added. corpus/release-saves holds
// real saves of every built-in scenario (opening, mid-combat, long games, finished games) written
// by the release at cbc9751; each must load with its state hash verified and reach the same
// pending decision.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSaveText } from './load'
import { SAVE_VERSION } from './schema'

const CORPORA = [
  // Written by the release at cbc9751 as version 1.
  { dir: new URL('../../../../../corpus/release-saves/', import.meta.url), version: 1 },
  // Written by the release at 7cef4cf as version 3, before Land Offensives and D-BOMB-UCEP.
  { dir: new URL('../../../../../corpus/release-saves-v3/', import.meta.url), version: 3 },
  // Written by the release at 2c0c102 as version 6, before air transport, paradrops, land
  // reconnaissance, grass airfield construction and the basing choices.
  { dir: new URL('../../../../../corpus/release-saves-v6/', import.meta.url), version: 6 },
  // Written by the release at bde7351 as version 7 (src/cli/write-release-saves.ts), before the
  // APTO differences (docs/coverage.md).
  { dir: new URL('../../../../../corpus/release-saves-v7/', import.meta.url), version: 7 },
  // Written by the release at cce9cb4 as version 8, before the rest of APTO: while
  // version 8 was current, they guarded every built-in scenario's games against a silent change;
  // the 8 → 9 upgrade pins V9_PINS.
  { dir: new URL('../../../../../corpus/release-saves-v8/', import.meta.url), version: 8 },
]

for (const { dir, version } of CORPORA) {
  const index = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8')) as {
    files: Record<string, { actions: number; pending: string; point: string }>
  }
  describe(`version ${version} saves of an earlier release still load, hash verified`, () => {
    it('the corpus lists every file in it', () => {
      expect(
        readdirSync(dir)
          .filter((f) => f.endsWith('.save.json'))
          .sort(),
      ).toEqual(Object.keys(index.files).sort())
      if (version === 1)
        expect(
          Object.values(index.files).filter((f) => f.point.startsWith('mid-combat')).length,
        ).toBeGreaterThanOrEqual(3)
    })
    for (const [name, meta] of Object.entries(index.files)) {
      it(`${name} (${meta.point})`, () => {
        const text = readFileSync(new URL(name, dir), 'utf8')
        expect(JSON.parse(text).stateHash).toMatch(/^[0-9a-f]{16}$/)
        const r = parseSaveText(text)
        if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
        expect(r.migratedFrom ?? SAVE_VERSION).toBe(version) // upgraded (or current), its hash checked as that version wrote it
        expect(r.save.actions.length).toBe(meta.actions)
        expect(r.state.pending.kind).toBe(meta.pending)
      })
    }
  })
}
