// The scheduler: after every action it advances automatic work (movement along a planned route,
// skipped windows, dice from the dice source) until a player must decide, and records that decision
// in `state.pending`. One entry point: `apply(state, action)`. It holds no rule of its own: the
// procedures (procedures/) are asked in their registered order who decides next, and an action goes
// to the procedure that owns the pending decision (or, for an action accepted at any decision, to
// the procedure that accepts it so).
import type { Action, ApplyResult, GameState, RuleViolation } from '../types'
import { Refusal, tx, type Tx } from './core'
import { finishDraft } from './derived'
import { beginDraft } from './draft'
import { portsUsingArtificialPlaces, settlePorts } from './portNaval'
import { accepted, actOn, isAnyTime, order } from './procedures'
import { dieOrAsk } from './procedures/roll'
import type { Decided } from './procedures/procedure'

export function apply(state: GameState, action: Action): ApplyResult {
  const p = state.pending
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
    return violation({
      rule: p.rule,
      message: 'An action is an object with a "type", e.g. { "type": "pass" }.',
    })
  if (p.kind === 'over')
    return violation({ rule: p.rule, message: `${p.prompt} No action can be played now.` })
  // An any-time action answers no decision: either side plays it at any decision (procedures/charts.ts).
  const anyTime = isAnyTime(action.type)
  if (!anyTime && !accepted(p.kind).includes(action.type)) {
    const who = state.scenario.sides.find((s) => s.id === p.side)?.name ?? p.side
    return violation({
      rule: p.rule,
      message: `${JSON.stringify(action.type)} is not possible now: ${who} must decide — ${p.prompt}`,
    })
  }
  if (!anyTime && action.side !== undefined && action.side !== p.side) {
    const nameOf = (id: unknown) => state.scenario.sides.find((s) => s.id === id)?.name ?? String(id)
    return violation({
      rule: p.rule,
      message: `It is ${nameOf(p.side)}'s decision now, not ${nameOf(action.side)}'s.`,
    })
  }
  const t = tx(beginDraft(state))
  try {
    const doubled = portsUsingArtificialPlaces(t.ctx, state) // ports basing Naval-Air units in the places a docked carrier adds (4.5)
    actOn(t, action, p)
    const still = settlePorts(t, doubled) // a carrier sailed, damaged or sunk: before the next decision is offered
    advance(t)
    settlePorts(t, still)
    finishDraft(t.s)
  } catch (e) {
    if (e instanceof Refusal) return violation(e.violation)
    throw e
  }
  return { ok: true, state: t.s, events: t.ev }
}

function violation(v: RuleViolation): ApplyResult {
  return { ok: false, violation: v }
}

/** Runs automatic procedure steps until a player must decide; sets `pending`. */
export function advance(t: Tx): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    const p = nextDecision(t)
    if (p === 'progress') continue
    if (p) {
      t.s.pending = p
      return
    }
    throw new Error('no procedure has a decision: the plan always has one')
  }
  throw new Error('the procedure did not reach a decision')
}

/** The first step of the order with a die to take or a decision to ask; 'progress' when one changed the state. */
function nextDecision(t: Tx): Decided {
  for (const step of order()) {
    const die = step.procedure.die ? dieOrAsk(t, step.procedure.die) : null
    if (die) return die
    if (step.dieOnly) continue
    const d = step.procedure.decide?.(t) ?? null
    if (d) return d
  }
  return null
}
