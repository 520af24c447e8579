// Replaying a list of actions from a state: the fold that turns a saved game (or a script) into
// its current state, with every event numbered by the action that caused it. Never throws: a
// refused action stops the replay with its rule and message, and an exception inside the rules
// engine is reported as a crash at that action. No Node APIs.
import { apply } from '../engine/flow'
import type { Action, GameEvent, GameState, RuleViolation } from '../types'

export type NumberedEvent = { action: number } & GameEvent

export interface ReplayFailure {
  /** Index of the action that could not be applied (0-based, offset included). */
  index: number
  action: Action
  /** The rules refused the action (state unchanged). */
  violation?: RuleViolation
  /** The rules engine threw: a bug, reported with its message. */
  crash?: string
}

export interface ReplayOutcome {
  /** The state after the last action applied (before the failing one, if any). */
  state: GameState
  events: NumberedEvent[]
  failure: ReplayFailure | null
}

export interface ReplayOptions {
  /** Number of the first action (for events and failures), when continuing a longer list. */
  offset?: number
  /** Keep the events (default true). */
  events?: boolean
}

export function replayActions(
  start: GameState,
  actions: readonly Action[],
  opts: ReplayOptions = {},
): ReplayOutcome {
  const offset = opts.offset ?? 0
  const keep = opts.events ?? true
  const events: NumberedEvent[] = []
  let state = start
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]
    const index = offset + i
    let r: ReturnType<typeof apply>
    try {
      r = apply(state, action)
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      return { state, events, failure: { index, action, crash: message.slice(0, 300) } }
    }
    if (!r.ok) return { state, events, failure: { index, action, violation: r.violation } }
    if (keep) for (const ev of r.events) events.push({ action: index, ...ev })
    state = r.state
  }
  return { state, events, failure: null }
}

/** "attack" for an object with a string type, otherwise a short description. */
export function actionTypeOf(action: unknown): string {
  const t = action && typeof action === 'object' ? (action as { type?: unknown }).type : undefined
  return typeof t === 'string' ? t : 'no type'
}
