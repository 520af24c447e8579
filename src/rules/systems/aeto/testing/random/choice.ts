// What the random player's answer to one kind of pending decision is given, and what those answers
// share. Each kind's answer lives beside its siblings in the file named after the procedure that
// raises it (engine/procedures/<procedure>.ts → random/<procedure>.ts); byKind.ts collects them.
import { legalActions } from '../../engine/legal'
import type { PendingOf } from '../../engine/procedures/procedure'
import type { Action, GameState, PendingKind } from '../../types'
import { chance, pick, type Rng } from './rng'

export interface RandomPlayOptions {
  /** Passed to legalActions (default 6). */
  maxSubsetUnits?: number
  /** Missions a side launches in a Step before it is very likely to end it (default ~3). */
  endStepBias?: number
  /**
   * 0 to 1 (default 0): how much more often the sides declare, add interceptors and fight on
   * rather than pass or cancel, so games reach counter-counter-interceptions and Round 2.
   */
  aggression?: number
}

/** The decision due, as the random player's answer to it sees it. */
export interface Choosing<K extends PendingKind> {
  state: GameState
  p: PendingOf<K>
  rng: Rng
  opts: RandomPlayOptions
  /** The legal actions of the decision (`legalActions` with `opts.maxSubsetUnits`); never empty. */
  legal: Action[]
}

/** The random player's answer to one kind of pending decision: a legal action, biased so games make progress. */
export type Choose<K extends PendingKind> = (c: Choosing<K>) => Action

/** Some kinds' answers, keyed by pending kind (one file's share of byKind.ts). */
export type Choices = { [K in PendingKind]?: Choose<K> }

/** The legal actions of one type. */
export function ofType<T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type)
}

/** Any legal action, uniformly: the answer to a decision the random player has no bias for. */
export function anyLegal<K extends PendingKind>({ rng, legal }: Choosing<K>): Action {
  return pick(rng, legal)
}

/** With chance `p`, the deciding side's land units capture an enemy base (outside event, 4.7). */
export function randomCapture(state: GameState, rng: Rng, p: number): Action | null {
  if (!chance(rng, p)) return null
  const captures = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
    (a) => a.type === 'captureBase',
  )
  return captures.length ? pick(rng, captures) : null
}
