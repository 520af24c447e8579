// botDecision: the automatic opponent's answer to the pending decision, with its reasoning.
// Each kind of decision proposes its choices in order of preference (e.g. the whole route, then
// one hex; a mission with escorts, then alone); the first one the rules accept (checked with
// `apply` itself) is returned, so the answer is always legal.
import { decideInitiative } from './initiative'
import { decideWeather } from './weather'
import { apply } from '../engine/flow'
import { legalActions } from '../engine/legal'
import type { Action, ApplyResult, GameEvent, GameState } from '../types'
import {
  decideAcceptCancel,
  decideAttack,
  decideDeclare,
  decideDesignate,
  decideDump,
  decideLaunchInterceptors,
  decidePreCombat,
  decideRemain,
  decideVoluntaryAbort,
} from './combat'
import { decideCollect, decideContinue, decideMove, decidePlan, decideReturn } from './missions'
import { decideStrafeEvacuation, decideStrafeTarget } from './strafe'
import { decideOffensive } from './offensive'
import { decideGroundSupport, decideLandCombat } from './groundSupport'
import { decideParadrop } from './paradrop'
import { decideBombAllocation, decideForcedRebase, decideLoss, decideUcep } from './bombing'
import { decideAtpLoss } from './airTransport'
import { decideCargoLoss } from './seaTransport'
import {
  decideCounterstrike,
  decideIntensive,
  decideNavalAttack,
  decideNavalWindow,
  decideSightingReport,
  decideSubmarineAttack,
} from './naval'
import { decideConceal } from './landRecon'
import { decideChain, decideStackOrder } from './basing'
import { decideConvoyAa, decideConvoyAttack, decideSurfaceRaiders } from './interdiction'
import { decideRaidAa, decideRaidAssign, decideRaidAttacks } from './strategic'
import { BotError, policyOf, type BotDecision, type BotOptions, type Policy } from './policy'

/** Whether the bot can answer the pending decision (every kind but a physical die roll, a result read off a player's printed chart, and the end of the scenario). */
export function botCanDecide(state: GameState): boolean {
  return (
    state.pending.kind !== 'roll' && state.pending.kind !== 'chartLookup' && state.pending.kind !== 'over'
  )
}

function proposals(state: GameState, pol: Policy): BotDecision[] {
  const p = state.pending
  switch (p.kind) {
    case 'plan':
      return decidePlan(state, p, pol)
    case 'move':
      return decideMove(state, p)
    case 'collect':
      return decideCollect(state, p)
    case 'declare':
      return decideDeclare(state, p, pol)
    case 'launchInterceptors':
      return decideLaunchInterceptors(state, p)
    case 'preCombat':
      return decidePreCombat(state, p, pol)
    case 'acceptCancel':
      return decideAcceptCancel(state, p, pol)
    case 'dumpOrdnance':
      return decideDump(state, p)
    case 'designate':
      return decideDesignate(state, p, pol)
    case 'attack':
      return decideAttack(state, p, pol)
    case 'voluntaryAbort':
      return decideVoluntaryAbort(state, p, pol)
    case 'remain':
      return decideRemain(state, p, pol)
    case 'continue':
      return decideContinue(state, p)
    case 'returnToBase':
      return decideReturn(state, p)
    case 'roll':
      throw new BotError(
        `The bot does not roll dice: this game uses physical dice, and the ${p.purpose} roll (${p.rule}) must be entered by a player. Play bot games with seeded or scripted dice.`,
      )
    case 'over':
      throw new BotError(`${p.prompt} The bot has nothing to decide.`)
    case 'chartLookup':
      throw new BotError(
        `The bot has no printed chart: the ${p.chart.name} entered in this game leaves ${p.chart.cell} empty, and a player must read the result off their own chart (${p.rule}). Enter that cell in the game's charts, or answer this decision.`,
      )
    case 'evacuation':
      return decideStrafeEvacuation(state, p)
    case 'strafeTarget':
      return decideStrafeTarget(state, p, pol)
    case 'offensive':
      return decideOffensive(state, p, pol)
    case 'initiative':
      return decideInitiative(state, p)
    case 'bombAllocation':
      return decideBombAllocation(state, p)
    case 'bombAa':
    case 'bombCollateral':
      return decideLoss(state, p)
    case 'forcedRebase':
      return decideForcedRebase(state, p)
    case 'stackOrder':
      return decideStackOrder(state, p)
    case 'baseChain':
      return decideChain(state, p)
    case 'bombUcep':
      return decideUcep(state, p)
    case 'landCombat':
      return decideLandCombat(state, p)
    case 'groundSupport':
      return decideGroundSupport(state, p, pol)
    case 'sightingReport':
      return decideSightingReport(state, p)
    case 'reconConceal':
      return decideConceal(state, p)
    case 'navalAttack':
      return decideNavalAttack(state, p)
    case 'navalWindow':
      return decideNavalWindow(state, p)
    case 'counterstrike':
      return decideCounterstrike(state, p)
    case 'intensive':
      return decideIntensive(state, p)
    case 'paradrop':
      return decideParadrop(state, p, pol)
    case 'atpLoss':
      return decideAtpLoss(state, p)
    case 'seaCargoLoss':
      return decideCargoLoss(state, p)
    case 'submarineAttack':
      return decideSubmarineAttack(state, p)
    case 'convoyAttack':
      return decideConvoyAttack(state, p)
    case 'convoyAa':
      return decideConvoyAa(state, p)
    case 'surfaceRaiders':
      return decideSurfaceRaiders(state, p)
    case 'raidAssign':
      return decideRaidAssign(state, p)
    case 'raidAttacks':
      return decideRaidAttacks(state, p)
    case 'raidAa':
      return decideRaidAa(state, p)
    case 'weather':
      return decideWeather(state, p)
  }
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
  for (const d of proposals(state, pol)) {
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
