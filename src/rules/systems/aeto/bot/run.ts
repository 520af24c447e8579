// runBotGame: plays a scenario with bots answering for the listed sides (tests, demos, the
// "automatic opponent finishes a scenario" check), recording every action, its events and the
// bot's reasoning, until N Air Movement Steps are done, the scenario ends or the game cannot go on.
import { apply } from '../engine/flow'
import { newGame } from '../engine/newGame'
import type { Scenario } from '../scenario/schema'
import type { Action, GameEvent, GameState, PendingKind, RuleViolation, SideId } from '../types'
import { decideAndApply } from './decide'
import { BotError, type BotOptions } from './policy'

export interface BotGameOptions extends Omit<BotOptions, 'seed'> {
  /** Sides the bot plays. */
  botSides: SideId[]
  /** newGame seed (seeded dice) and the bot's tie-break seed. */
  seed?: number
  /** Dice faces to use first (then the seeded generator). */
  dice?: number[]
  /** Physical dice: the game stops at the first roll (the bot never rolls). */
  manualDice?: boolean
  /** Stop after this many actions (default 5000). */
  maxActions?: number
  /** Stop once this many Air Movement Steps are done (default 2). */
  steps?: number
  /** Answers the decisions of the other sides; without it the game stops when one of them must decide. */
  others?: (state: GameState) => Action
  /** Start from this state instead of a new game. */
  from?: GameState
}

export interface BotTurn {
  index: number
  side: SideId
  pending: PendingKind
  action: Action
  /** Empty for actions of `others`. */
  reasoning: string[]
  secret: boolean
  events: GameEvent[]
}

/** 'over': the scenario ended (its `end.afterPhases` were played). */
export type BotGameStop = 'steps' | 'over' | 'maxActions' | 'waiting' | 'roll' | 'refused'

export interface BotGameResult {
  state: GameState
  actions: Action[]
  /** Events of each action, in order. */
  events: GameEvent[][]
  /** The bot's reasoning for each action (empty for actions of `others`). */
  reasoning: string[][]
  turns: BotTurn[]
  /** Air Movement Steps completed. */
  steps: number
  stopped: BotGameStop
  /** Why the game stopped early, in a sentence. */
  message?: string
  violation?: RuleViolation
}

export function runBotGame(scenario: Scenario, opts: BotGameOptions): BotGameResult {
  const seed = opts.seed ?? 1
  let state = opts.from ?? newGame(scenario, { seed, dice: opts.dice, manualDice: opts.manualDice })
  const startStep = state.turn.step
  const steps = opts.steps ?? 2
  const maxActions = opts.maxActions ?? 5000
  const botOpts: BotOptions = { seed, aggression: opts.aggression, maxMissions: opts.maxMissions }
  const out: BotGameResult = {
    state,
    actions: [],
    events: [],
    reasoning: [],
    turns: [],
    steps: 0,
    stopped: 'maxActions',
  }
  const finish = (stopped: BotGameStop, message?: string, violation?: RuleViolation): BotGameResult => {
    out.state = state
    out.steps = state.turn.step - startStep
    out.stopped = stopped
    if (message) out.message = message
    if (violation) out.violation = violation
    return out
  }
  for (let i = 0; i < maxActions; i++) {
    const p = state.pending
    if (p.kind === 'over') return finish('over', p.prompt)
    if (state.turn.step - startStep >= steps) return finish('steps')
    let action: Action
    let reasoning: string[] = []
    let secret = false
    let events: GameEvent[]
    if (opts.botSides.includes(p.side)) {
      if (p.kind === 'roll')
        return finish('roll', `A ${p.purpose} roll must be entered by a player: the bot never rolls.`)
      try {
        const { decision, result } = decideAndApply(state, botOpts)
        action = decision.action
        reasoning = decision.reasoning
        secret = !!decision.secret
        state = result.state
        events = result.events
      } catch (e) {
        if (e instanceof BotError) return finish('refused', e.message)
        throw e
      }
    } else {
      if (!opts.others)
        return finish('waiting', `${p.side} must decide (${p.kind}) and is not played by the bot.`)
      action = opts.others(state)
      const r = apply(state, action)
      if (!r.ok) return finish('refused', `The other side's ${action.type} was refused.`, r.violation)
      state = r.state
      events = r.events
    }
    out.actions.push(action)
    out.events.push(events)
    out.reasoning.push(reasoning)
    out.turns.push({ index: i, side: p.side, pending: p.kind, action, reasoning, secret, events })
  }
  return finish(
    state.pending.kind === 'over' ? 'over' : state.turn.step - startStep >= steps ? 'steps' : 'maxActions',
  )
}
