// The procedures own their decisions (procedures/index.ts): every pending kind has exactly one
// owner, every action type is accepted by some decision, and `apply` accepts at each decision
// exactly what its owner lists. A `roll` decision asks for the die of exactly one procedure.
import { describe, expect, it } from 'vitest'
import { apply } from '../flow'
import { legalActions } from '../legal'
import { newGame } from '../newGame'
import { tx } from '../core'
import { beginDraft } from '../draft'
import { namedScenarios } from '../../../../../scenarios/shipped'
import { randomAction, seededRng } from '../../testing/randomPlay'
import type { GameState, PendingKind } from '../../types'
import { ANSWER_FOR_KIND } from '../../bot'
import {
  accepted,
  acceptedByKind,
  actionTypes,
  anyTimeActions,
  declaredActions,
  order,
  pendingKinds,
  procedures,
} from '.'
import { awaitedRoll } from './rollDecision'
import type { Die } from './procedure'

/**
 * Every pending kind the compiler knows: the bot's table is typed over every kind (`satisfies`), so
 * it names each, and no other (src/ui/decisionKinds.test.ts reads the other tables so).
 */
const ALL_KINDS = Object.keys(ANSWER_FOR_KIND) as PendingKind[]
/** Every action type, as the procedures declare them (`Procedure.actions`; the ui's words, typed over every type, are checked against it). */
const ALL_TYPES = actionTypes()

describe('the registry of procedures', () => {
  it('gives every pending kind exactly one owner, and owns no kind that does not exist', () => {
    for (const kind of ALL_KINDS) {
      const owners = procedures().filter((p) => kind in p.decisions)
      expect(
        owners.map((p) => p.id),
        kind,
      ).toHaveLength(1)
    }
    const raised = procedures().flatMap((p) => Object.keys(p.decisions))
    expect([...raised].sort()).toEqual([...ALL_KINDS].sort())
    expect([...pendingKinds()].sort()).toEqual([...ALL_KINDS].sort())
  })

  it('declares every action type once, beside the procedure at home with it, with its fields', () => {
    const declared = procedures().flatMap((p) => Object.keys(p.actions ?? {}))
    expect(new Set(declared).size).toBe(declared.length)
    expect([...declared].sort()).toEqual([...ALL_TYPES].sort())
    expect(ALL_TYPES.length).toBeGreaterThan(60)
    // Where a few live: the plan's launch (4.1), the roll its die (a whole number), a mission's own.
    expect(declaredActions().get('launch')!.procedure.id).toBe('plan')
    expect(declaredActions().get('roll')!.fields).toEqual({ value: 'number' })
    expect(declaredActions().get('interdict')!.procedure.id).toBe('mission:convoyInterdiction')
    expect(Object.keys(declaredActions().get('reconnoitre')!.fields)).toEqual([
      'target',
      'inPort',
      'flotilla',
      'units',
    ])
  })

  it('accepts, over all its owners, every action type the engine has, and nothing else', () => {
    const union = new Set(
      procedures().flatMap((p) => [
        ...Object.values(p.decisions).flatMap((d) => Object.keys(d.accepts)),
        ...Object.keys(p.anyTime ?? {}),
      ]),
    )
    expect([...union].sort()).toEqual([...ALL_TYPES].sort())
    // Entering a chart answers no decision: it is accepted at any (charts.ts, design §8).
    expect(anyTimeActions()).toEqual(['enterTable'])
    expect(Object.keys(acceptedByKind()).sort()).toEqual([...ALL_KINDS].sort())
  })

  it('lists each procedure once, and the plan last: it always has a decision', () => {
    const ids = procedures().map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(order().at(-1)!.procedure.id).toBe('plan')
    expect(order()[0].procedure.id).toBe('weather') // the Weather Phase of a month comes before all else (APTO viii)
  })
})

/** A game of random legal play, `length` actions at most: every state met. */
function states(
  id: string,
  scenario: Parameters<typeof newGame>[0],
  seed: number,
  manualDice: boolean,
  length: number,
): GameState[] {
  const rng = seededRng(seed)
  let s = newGame(scenario, { seed, manualDice })
  const out = [s]
  for (let i = 0; i < length && s.pending.kind !== 'over'; i++) {
    const r = apply(s, randomAction(s, rng))
    if (!r.ok) throw new Error(`${id}: the random player's action was refused: ${r.violation.message}`)
    s = r.state
    out.push(s)
  }
  return out
}

/** The distinct dice the procedures await in `state`. */
function diceAwaited(state: GameState): Die[] {
  const t = tx(beginDraft(state))
  return [...new Set(order().flatMap((st) => (st.procedure.die?.awaited(t) ? [st.procedure.die] : [])))]
}

describe('apply accepts at each decision what its owner lists', () => {
  const met = new Set<PendingKind>()
  // Every shipped scenario and fixture, played by hand-rolled dice so that `roll` decisions are met.
  for (const { id, scenario } of namedScenarios().filter((n) => !n.id.endsWith('(no end)')))
    it(id, () => {
      const wrong: string[] = []
      for (const s of states(id, scenario, 7, true, 100)) {
        const p = s.pending
        met.add(p.kind)
        const mine = accepted(p.kind)
        for (const a of legalActions(s))
          if (!mine.includes(a.type)) wrong.push(`${p.kind} lists ${a.type}, which it does not accept`)
        for (const type of ALL_TYPES) {
          if (mine.includes(type) || p.kind === 'over') continue
          if (anyTimeActions().includes(type)) {
            // Past the decision's checks, whoever plays it: refused here for what it lacks, by field.
            const r = apply(s, { type, side: p.side } as never)
            if (r.ok || !/^table: got/.test(r.violation.message))
              wrong.push(`${type} at ${p.kind}: ${r.ok ? 'accepted with no table' : r.violation.message}`)
            continue
          }
          const r = apply(s, { type, side: p.side } as never)
          if (r.ok || !r.violation.message.includes('is not possible now'))
            wrong.push(
              `${p.kind} does not list ${type}, but apply ${r.ok ? 'accepts it' : `refuses it otherwise: ${r.violation.message}`}`,
            )
        }
        if (p.kind === 'roll') {
          // The die asked for belongs to exactly one procedure, which `awaitedRoll` names.
          expect(diceAwaited(s)).toHaveLength(1)
          expect(awaitedRoll(s)).toMatchObject({
            purpose: p.purpose,
            side: p.side,
            rule: p.rule,
            prompt: p.prompt,
          })
        } else expect(awaitedRoll(s)).toBeNull()
      }
      expect(wrong).toEqual([])
    })
  it('met the decisions of random play, a roll among them', () => {
    expect(met.has('roll')).toBe(true)
    expect(met.size).toBeGreaterThan(15)
  })
})
