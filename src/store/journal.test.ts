import { describe, expect, it } from 'vitest'
import { stateHash } from '../rules/systems/aeto/save'
import { newTimeline, play, rewind } from './history'
import {
  journalIds,
  journalKey,
  journalOf,
  memorySyncStorage,
  parseJournal,
  removeJournal,
  restoreJournal,
  writeJournal,
  JOURNAL_VERSION,
} from './journal'
import { CHAIN_ACTIONS, chainGame } from './testGames'

const HEADER = {
  gameId: 'g1',
  rev: 3,
  savedAt: '2026-11-25T02:00:00.000Z',
  scenarioId: 'chain',
  title: 'Chain',
}

describe('the write-ahead journal (docs/guide.md, "Never lose a game")', () => {
  it('writes synchronously and restores the same game, mid-combat: every line, cursor and state', () => {
    const storage = memorySyncStorage()
    const g = chainGame(21)
    let t = newTimeline(g)
    t = rewind(t, 15)
    const p = play(t, CHAIN_ACTIONS[15], { dice: 'afresh' })
    if (!p.ok) throw new Error(p.violation.message)
    t = p.timeline
    expect(writeJournal(storage, journalOf(HEADER, t, { undoPolicy: 'exploration' }))).toEqual({ ok: true })
    // Written at once: nothing to wait for.
    expect(journalIds(storage)).toEqual(['g1'])
    const read = parseJournal(storage.getItem(journalKey('g1'))!)
    if (!read.ok) throw new Error(read.reason)
    expect(read.journal.rev).toBe(3)
    const r = restoreJournal(read.journal, JSON.parse(JSON.stringify(g.scenarioJson)))
    if (!r.ok) throw new Error(r.reason)
    expect(r.dropped).toEqual([])
    expect(r.timeline.current).toBe(t.current)
    expect(
      r.timeline.lines.map((l) => [l.id, l.parent, l.dice, l.record.cursor, l.record.actions.length]),
    ).toEqual(t.lines.map((l) => [l.id, l.parent, l.dice, l.record.cursor, l.record.actions.length]))
    for (let i = 0; i < t.lines.length; i++)
      expect(r.timeline.lines[i].record.states.map(stateHash)).toEqual(
        t.lines[i].record.states.map(stateHash),
      )
    removeJournal(storage, 'g1')
    expect(journalIds(storage)).toEqual([])
  })

  it('a storage that refuses the write (full) is reported, not thrown', () => {
    const storage = memorySyncStorage()
    storage.setItem = () => {
      const e = new Error('full')
      e.name = 'QuotaExceededError'
      throw e
    }
    const r = writeJournal(storage, journalOf(HEADER, newTimeline(chainGame(3)), {}))
    expect(r.ok).toBe(false)
    expect(!r.ok && (r.error as Error).name).toBe('QuotaExceededError')
  })

  it('a newer journal, a malformed one and one whose current line no longer replays are refused with the reason', () => {
    const j = journalOf(HEADER, newTimeline(chainGame(5)), {})
    expect(parseJournal(JSON.stringify({ ...j, version: JOURNAL_VERSION + 1 }))).toEqual({
      ok: false,
      reason: `it was written by a newer Sortie (journal version ${JOURNAL_VERSION + 1}; this one reads ${JOURNAL_VERSION})`,
    })
    expect(parseJournal('{"format":')).toEqual({ ok: false, reason: 'its quick-storage copy is not JSON' })
    const bad = parseJournal(JSON.stringify({ ...j, lines: [] }))
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.reason).toMatch(/^its quick-storage copy is not a Sortie journal \(lines: /)
    const edited = {
      ...j,
      lines: [
        {
          ...j.lines[0],
          actions: [
            { type: 'attack' as const, attacker: 'nobody', target: 'nothing' },
            ...j.lines[0].actions,
          ],
        },
      ],
    }
    const r = restoreJournal(edited, chainGame(0).scenarioJson)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.reason).toMatch(/^action 1 of line main no longer applies/)
  })
})
