// The autosave through the real IndexedDB adapter (idb-keyval), on fake-indexeddb's in-memory
// implementation of the IndexedDB API.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { stateHash } from '../rules/systems/aeto/save'
import { createAutosaver, idbStore, loadAutosave } from './autosave'
import { chainGame } from './testGames'

describe('autosave in IndexedDB', () => {
  it('writes the game and a new page (a new connection) restores it', async () => {
    const g = chainGame(34) // a voluntary abort chosen in secret by the Allies; the Axis choose now
    const saver = createAutosaver({ store: idbStore('sortie-test', 'autosave') })
    saver.changed(g)
    expect(await saver.flush()).toMatchObject({ ok: true, state: 'saved', actions: 34 })

    const r = await loadAutosave(idbStore('sortie-test', 'autosave'))
    if (!r.ok) throw new Error(r.reason)
    expect(r.record.cursor).toBe(34)
    expect(r.record.states[34].pending).toEqual(g.states[34].pending)
    expect(stateHash(r.record.states[34])).toBe(stateHash(g.states[34]))
    expect(r.record.states[34].combat?.volabort).toEqual({ allies: [] }) // the Allies' secret choice survives
  })

  it('nothing saved yet in a fresh database', async () => {
    expect(await loadAutosave(idbStore('sortie-empty', 'autosave'))).toEqual({
      ok: false,
      kind: 'none',
      reason: 'No game is saved in this browser.',
    })
  })

  it('clear deletes the entry', async () => {
    const store = idbStore('sortie-clear', 'autosave')
    const saver = createAutosaver({ store })
    saver.changed(chainGame(2))
    await saver.flush()
    await saver.clear()
    expect((await loadAutosave(store)).ok).toBe(false)
  })
})
