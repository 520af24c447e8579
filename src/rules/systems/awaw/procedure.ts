// What a procedure of AWAW rule 23 gives the engine (engine.ts, design §8): the pending decisions it
// raises, the actions each accepts with their handlers, the legal actions of each, and the steps it
// takes by itself at its places in the engine's order. The engine owns no rule: it hands an action
// to the owner of the decision due, then asks the steps, in order, who decides next.
import type { RuleViolation } from '../../kernel/events'
import type { AwawAction, AwawEvent, AwawPending, AwawState } from './types'

export type AwawKind = AwawPending['kind']
export type AwawActionType = AwawAction['type']
export type PendingOf<K extends AwawKind> = Extract<AwawPending, { kind: K }>
export type ActionOf<T extends AwawActionType> = Extract<AwawAction, { type: T }>

/**
 * What a handler gives back: the state and its events, and the decision it raises itself when it
 * names one; without one, the engine's order of steps decides what comes next.
 */
export type Handled =
  | { ok: true; state: AwawState; events: AwawEvent[]; pending?: AwawPending }
  | { ok: false; violation: RuleViolation }

export type Handler<K extends AwawKind, T extends AwawActionType> = (
  s: AwawState,
  a: ActionOf<T>,
  p: PendingOf<K>,
) => Handled

/** One kind of decision: the actions it accepts (in the order a refusal lists them), and its legal actions. */
export interface Decision<K extends AwawKind> {
  accepts: { [T in AwawActionType]?: Handler<K, T> }
  legal(s: AwawState, p: PendingOf<K>): AwawAction[]
}

/**
 * A step the rules take by themselves: the decision now due, or the state moved on without one
 * (it must have changed), or null when the step has nothing to do.
 */
export type Step = (s: AwawState, ev: AwawEvent[]) => { state: AwawState; pending?: AwawPending } | null

export interface AwawProcedure {
  id: string
  decisions: { [K in AwawKind]?: Decision<K> }
}

export const refuse = (rule: string, message: string): Handled => ({
  ok: false,
  violation: { rule, message },
})
