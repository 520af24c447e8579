import { describe, expect, it } from 'vitest'
import { AUTOSAVE_VERSION, autosaveEntry, gameKey, memoryStore } from './autosave'
import { newTimeline } from './history'
import { journalKey, memorySyncStorage } from './journal'
import { problemInWords } from './problemWords'
import { listSavedGames, restoreSavedGame } from './savedGames'
import { chainGame } from './testGames'

const T0 = '2026-11-25T01:00:00.000Z'

describe('an unreadable saved game is explained in words, the reader’s text kept as details', () => {
  it('each reason the readers give today gets its sentence; no field path or validator text is in the words', async () => {
    const kv = memoryStore()
    const storage = memorySyncStorage()
    const entry = autosaveEntry(newTimeline(chainGame(4)), T0, {}, { gameId: 'x', rev: 1 })
    await kv.set(gameKey('future'), { ...entry, gameId: 'future', version: AUTOSAVE_VERSION + 1 })
    const broken = structuredClone(entry) as unknown as { gameId: string; lines: { id: unknown }[] }
    broken.gameId = 'broken'
    broken.lines[0].id = 7 // the validator says "lines.0.id: Invalid input…"
    await kv.set(gameKey('broken'), broken)
    const edited = autosaveEntry(newTimeline(chainGame(6)), T0, {}, { gameId: 'edited', rev: 1 })
    edited.lines[0].save.seed = 99
    await kv.set(gameKey('edited'), edited)
    storage.setItem(journalKey('torn'), '{"format":"sortie-journal","vers')

    const { games } = await listSavedGames(kv, storage)
    const reason = async (id: string) => {
      const g = games.find((x) => x.gameId === id)!
      const r = await restoreSavedGame(kv, storage, g, () => undefined)
      if (r.ok) throw new Error(`${id} restored`)
      return r.reason
    }
    const said = Object.fromEntries(
      await Promise.all(
        ['future', 'broken', 'edited', 'torn'].map(async (id) => [id, problemInWords(await reason(id))]),
      ),
    ) as Record<string, { words: string; details: string }>
    expect(said.future.words).toBe(
      'It was saved by a newer version of Sortie, which this version cannot read.',
    )
    expect(said.broken.details).toMatch(/^it is not a Sortie autosave \(lines\.0\.id: Invalid input/)
    expect(said.broken.words).toBe(
      'Its stored copy is damaged: it is not in the form Sortie writes (it may have been cut short or changed outside Sortie).',
    )
    expect(said.torn.words).toBe(said.broken.words)
    expect(said.edited.details).toMatch(/state hash does not match/)
    expect(said.edited.words).toBe(
      'It no longer replays to the position it was saved in: the rules have changed since, or the stored copy was edited.',
    )
    for (const s of Object.values(said)) expect(s.words).not.toMatch(/\.\d+\.|Invalid|hash|:\s*$/)
  })

  it('a reason no reader gives yet still gets a plain sentence', () => {
    expect(problemInWords('something new')).toEqual({
      words: 'Sortie could not read it back as a game.',
      details: 'something new',
    })
  })
})
