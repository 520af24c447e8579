// The OCS tutorial notes: every decision the built-in OCS scenarios reach has a note, worded by
// the situation, and scenarios they are not written for get none.
import { describe, expect, it } from 'vitest'
import { ocsSystem } from '../../../rules/systems/all'
import type { OcsState } from '../../../rules/systems/ocs'
import { readBuiltIn } from '../../../scenarios/files'
import { OCS_TUTORIAL_SCENARIOS, ocsTutorialNote } from './ocsTutorial'

function start(id: string, manualDice = false): OcsState {
  const r = ocsSystem.parseScenario(readBuiltIn(id))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return ocsSystem.newGame(r.scenario, { seed: 3, manualDice })
}

describe('the OCS tutorial notes', () => {
  it('every decision of the built-in OCS scenarios, played at random, has a note', () => {
    const seen = new Set<string>()
    for (const id of OCS_TUTORIAL_SCENARIOS)
      for (let g = 0; g < 6; g++) {
        let s = start(id, g % 2 === 1)
        let x = g + 1
        for (let n = 0; n < 150 && s.pending.kind !== 'over'; n++) {
          const note = ocsTutorialNote(s)
          expect(note, `${id}: ${s.pending.kind}`).not.toBeNull()
          expect(note!.lines.length).toBeGreaterThan(0)
          seen.add(s.pending.kind)
          const legal = ocsSystem.legal(s)
          // Missions first, then the first answer: a short walk through each kind.
          x = (x * 1103515245 + 12345) % 2147483648
          const flying = legal.filter((a) => a.type === 'mission')
          const a = flying.length && x % 3 ? flying[x % flying.length] : legal[x % legal.length]
          const r = ocsSystem.apply(s, a)
          if (!r.ok) throw new Error(r.violation.message)
          s = r.state
        }
      }
    for (const k of ['phase', 'preAbort', 'pickAttacker', 'pickDefender', 'chartLookup', 'roll', 'intercept'])
      expect(seen.has(k), k).toBe(true)
  })

  it('words the phase by its segment and kind: Barrage Segment, then the Aircraft Refit Phase of 15.0', () => {
    let s = start('ocs-demo-air-power')
    expect(ocsTutorialNote(s)!.title).toBe('A Barrage Segment')
    s = (ocsSystem.apply(s, { type: 'endSegment' }) as { ok: true; state: OcsState }).state
    expect(ocsTutorialNote(s)!.title).toBe('A Movement Segment')
    for (let i = 0; i < 3; i++)
      s = (ocsSystem.apply(s, { type: 'endSegment' }) as { ok: true; state: OcsState }).state
    expect(ocsTutorialNote(s)).toMatchObject({ title: 'The Aircraft Refit Phase' })
    expect(ocsTutorialNote(s)!.lines.join(' ')).toContain(
      'Refit is rule 15.0, which is not in the rules text Sortie has',
    )
  })

  it('a scenario the notes are not written for gets none', () => {
    const s = start('ocs-demo-air-power')
    expect(ocsTutorialNote({ ...s, scenario: { ...s.scenario, id: 'my-own' } })).toBeNull()
  })
})
