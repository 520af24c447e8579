// botDecision: the automatic opponent's answer to the pending decision, with its reasoning.
// Each kind of decision proposes its choices in order of preference (`answerForKind.ts`; e.g. the
// whole route, then one hex; a mission with escorts, then alone); the first one the rules accept
// (checked with `apply` itself) is returned, so the answer is always legal.
import { apply } from '../engine/flow'
import { legalActions } from '../engine/legal'
import { stateSeenBy } from '../viewState'
import type { Action, ApplyResult, GameEvent, GameState } from '../types'
import { answerFor } from './answerForKind'
import { BotError, policyOf, type BotDecision, type BotOptions, type Policy } from './policy'

/** Whether the bot can answer the pending decision (every kind but a physical die roll, a result read off a player's printed chart, and the end of the scenario). */
export function botCanDecide(state: GameState): boolean {
  return (
    state.pending.kind !== 'roll' && state.pending.kind !== 'chartLookup' && state.pending.kind !== 'over'
  )
}

function proposals(state: GameState, pol: Policy): BotDecision[] {
  return answerFor(state, state.pending, pol)
}

/** Simplest answers, in order, if every proposal were refused (a safety net; tests check it is never needed). */
function fallbacks(state: GameState): Action[] {
  const prefer = [
    'pass',
    'endStep',
    'endAttacks',
    'continue',
    'returnToBase',
    'launchInterceptors',
    'refuseCancel',
  ]
  const legal = legalActions(state, { maxSubsetUnits: 3 })
  const empty = (a: Action) =>
    ('units' in a && Array.isArray(a.units) && a.units.length === 0) ||
    ('flights' in a && a.flights.length === 0)
  return [...legal].sort((a, b) => rankOf(a) - rankOf(b))
  function rankOf(a: Action): number {
    const i = prefer.indexOf(a.type)
    return i >= 0 ? i : empty(a) ? prefer.length : prefer.length + 1
  }
}

/** The decision and the result of applying it (internal: runBotGame uses it to apply once). */
export function decideAndApply(
  state: GameState,
  opts: BotOptions = {},
): { decision: BotDecision; result: Extract<ApplyResult, { ok: true }> } {
  const pol = policyOf(opts)
  const side = state.pending.side
  const refusals: string[] = []
  // The bot proposes from what its side may know (its view, in the state's shape); the rules judge
  // each proposal on the game itself, as they would a player's.
  for (const d of proposals(stateSeenBy(state, side), pol)) {
    const action = { ...d.action, side } as Action
    const result = apply(state, action)
    if (result.ok) return { decision: { ...d, action }, result }
    refusals.push(`${d.action.type} — [${result.violation.rule}] ${result.violation.message}`)
  }
  for (const action of fallbacks(state)) {
    const result = apply(state, action)
    if (result.ok)
      return {
        decision: {
          action,
          reasoning: [
            `Fallback: ${action.type} (every preferred choice was refused: ${refusals.join('; ')}).`,
          ],
        },
        result,
      }
  }
  throw new BotError(
    `The bot found no legal answer to the ${state.pending.kind} decision (${state.pending.prompt}).`,
  )
}

/**
 * The bot's answer to `state.pending`: a legal action (one `apply` accepts) and the reasoning
 * behind it. Pure and deterministic. Throws a BotError for a `roll` decision (physical dice).
 */
export function botDecision(state: GameState, opts: BotOptions = {}): BotDecision {
  return decideAndApply(state, opts).decision
}

/**
 * The bot's reasoning as log events (type "botReasoning", one per line) for the side that decided.
 * A secret choice (voluntary aborts, 4.16) is private to that side until the reveal.
 */
export function reasoningEvents(state: GameState, decision: BotDecision): GameEvent[] {
  const p = state.pending
  return decision.reasoning.map((text) => ({
    type: 'botReasoning',
    text,
    rule: p.rule,
    side: p.side,
    ...(p.loc ? { loc: p.loc } : {}),
    ...(decision.secret ? { privateTo: p.side } : {}),
  }))
}
