// The random player's tables (random/byKind.ts, hostile/byKind.ts): each kind it steers, or has
// hostile actions of its own for, is in exactly one file and is a kind some procedure raises (the
// compiler refuses a kind that does not exist; this also catches an entry given twice, one file's
// entry overwritten by another's, and an entry left behind by a kind no procedure raises any
// more). A kind with no entry gets any legal action and the generic hostile actions. And a seed
// replays its game exactly.
import { describe, expect, it } from 'vitest'
import { namedScenarios } from '../../../../scenarios/shipped'
import { apply } from '../engine/flow'
import { newGame } from '../engine/newGame'
import { procedures } from '../engine/procedures'
import type { Action, PendingKind } from '../types'
import { anyLegal } from './random/choice'
import { CHOICE_FILES, CHOICES, choiceFor } from './random/byKind'
import { none } from './hostile/context'
import { HOSTILE, HOSTILE_FILES, hostileMakersFor } from './hostile/byKind'
import { randomAction, randomIllegalAction, seededRng, type IllegalAction } from './randomPlay'

const RAISED = procedures()
  .flatMap((p) => Object.keys(p.decisions))
  .sort()

/** For each pending kind, the files whose table has an entry for it. */
function filesOf(tables: Record<string, object>): Map<string, string[]> {
  const where = new Map<string, string[]>()
  for (const [file, table] of Object.entries(tables))
    for (const kind of Object.keys(table)) where.set(kind, [...(where.get(kind) ?? []), file])
  return where
}

function expectOneFilePerKind(tables: Record<string, object>, merged: object): void {
  const where = filesOf(tables)
  for (const [kind, files] of where) expect(files, kind).toHaveLength(1)
  expect([...where.keys()].filter((kind) => !RAISED.includes(kind))).toEqual([])
  expect(Object.keys(merged).sort()).toEqual([...where.keys()].sort())
  for (const [kind, [file]] of where)
    expect((merged as Record<string, unknown>)[kind], kind).toBe(
      (tables[file] as Record<string, unknown>)[kind],
    )
}

describe('the random player', () => {
  it('steers each kind in exactly one file, and only kinds a procedure raises', () => {
    expect(RAISED.length).toBeGreaterThan(40)
    expect(Object.keys(CHOICES).length).toBeGreaterThan(10)
    expectOneFilePerKind(CHOICE_FILES, CHOICES)
  })

  it('has the hostile actions of each kind in exactly one file, and only of kinds a procedure raises', () => {
    expect(Object.keys(HOSTILE).length).toBeGreaterThan(15)
    expectOneFilePerKind(HOSTILE_FILES, HOSTILE)
  })

  it('answers every kind a procedure raises: its entry, else any legal action and the generic hostile actions', () => {
    for (const kind of RAISED as PendingKind[]) {
      const entry = (CHOICES as Record<string, unknown>)[kind]
      expect(choiceFor(kind), kind).toBe(entry ?? anyLegal)
      const makers = (HOSTILE as Record<string, unknown>)[kind]
      expect(hostileMakersFor(kind), kind).toBe(makers ?? none)
    }
    expect(choiceFor('plan')).toBe(CHOICE_FILES.plan.plan)
    expect(choiceFor('weather')).toBe(anyLegal)
  })

  it('plays the same game, and builds the same hostile actions, from the same seeds', () => {
    const { scenario } = namedScenarios().find((n) => n.id === 'channel-1943')!
    const play = () => {
      const rng = seededRng(11)
      const bad = seededRng(12)
      const out: (Action | IllegalAction | PendingKind)[] = []
      let s = newGame(scenario, { seed: 3 })
      for (let i = 0; i < 80 && s.pending.kind !== 'over'; i++) {
        out.push(s.pending.kind, randomIllegalAction(s, bad))
        const a = randomAction(s, rng)
        out.push(a)
        const r = apply(s, a)
        if (!r.ok)
          throw new Error(`the random player's ${JSON.stringify(a)} was refused: ${r.violation.message}`)
        s = r.state
      }
      return out
    }
    const first = play()
    expect(new Set(first.filter((x) => typeof x === 'string')).size).toBeGreaterThan(3)
    expect(play()).toEqual(first)
  })
})
