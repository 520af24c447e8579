// What a procedure of the game provides to the scheduler (engine/flow.ts). A procedure is one
// registered object (procedures/index.ts): the pending decisions it raises, the actions each one
// accepts and how they are carried out, the legal actions of each, and the die it may await. The
// scheduler owns no rule: it asks the procedures, in their registered order, who decides next, and
// hands an action to the owner of the pending decision.
import type { Tx } from '../core'
import type { Action, ActionType, GameState, Pending, PendingKind, SideId, UnitId } from '../../types'

/** Options of the legal-action lists (engine/legal.ts). */
export interface LegalOptions {
  maxSubsetUnits?: number
  /** Enumerate mission launches: every target hex in range for `plan`, and before combat the flights that may join the intercepted mission. Off by default: it is large. */
  missionTargets?: boolean
  /** Enumerate the results of naval combat the players may enter at the plan (every ship afloat, damaged or sunk; Part 3). Off by default. */
  outsideEvents?: boolean
}

export type PendingOf<K extends PendingKind> = Extract<Pending, { kind: K }>
export type ActionOf<A extends ActionType> = Extract<Action, { type: A }>

/** Carries out one action for the decision `p` (refuses with `refuse` when it is illegal). */
export type Handler<K extends PendingKind, A extends ActionType> = (
  t: Tx,
  a: ActionOf<A>,
  p: PendingOf<K>,
) => void

/** One kind of pending decision: the actions it accepts, each with its handler, and its legal actions. */
export interface Decision<K extends PendingKind> {
  accepts: { [A in ActionType]?: Handler<K, A> }
  legal(state: GameState, p: PendingOf<K>, opts: LegalOptions): Action[]
}

export type Decisions = { [K in PendingKind]?: Decision<K> }

/** What a die awaited by a procedure is rolled for: the `roll` decision asked when the players roll real dice. */
export interface AwaitedDie {
  side: SideId
  /** What it is rolled for, in words ("air combat attack", "weather determination"…). */
  purpose: string
  rule: string
  prompt: string
  loc?: string
  engagement?: string
  /** The air combat or strafing attack the die is for, shown beside it (not part of the decision). */
  attack?: { attacker: UnitId; target: UnitId; atn: number; drm: number }
}

export type DieSource = 'seeded' | 'scripted' | 'manual'

/** A die a procedure waits for: drawn from the dice source, or asked of a player (procedures/roll.ts). */
export interface Die {
  awaited(t: Tx): AwaitedDie | null
  resolve(t: Tx, natural: number, source: DieSource): void
}

export type Decided = Pending | 'progress' | null

/**
 * What a field of an action holds, checked before the rules read it (actionFields.ts): an id or a
 * hex as text, a whole number, yes/no, a list of ids, a list of units each named once.
 */
export type FieldKind = 'text' | 'number' | 'boolean' | 'texts' | 'units'

/**
 * Every field of the action `A` but `type` and `side`, with its kind, or null where only the rules
 * check its value (with their own messages). The compiler asks for each field and refuses one the
 * action does not have; the order written is the order a message lists them in.
 */
export type ActionFields<A extends ActionType> = {
  readonly [F in Exclude<keyof ActionOf<A>, 'type' | 'side'>]-?: FieldKind | null
}

/** The action types a procedure declares (types.ts `ActionByType`), each with its fields. */
export type ActionDeclarations = { [A in ActionType]?: ActionFields<A> }

/**
 * Actions that answer no decision: either side may play them at any decision but the end of the
 * game, each with its handler (the players entering a chart, charts.ts). The scheduler lets them
 * past the check of the pending decision and its side; the handler refuses what is ill-formed.
 */
export type AnyTime = { [A in ActionType]?: (t: Tx, a: ActionOf<A>, p: Pending) => void }

export interface Procedure {
  /** A stable name: the owner of a `roll` is reported by it. */
  id: string
  /** The pending kinds it raises. */
  decisions: Decisions
  /**
   * The action types it declares beside its pending kinds (one procedure each, though several
   * decisions may accept one), with their fields: saves and the runner refuse an unknown field by
   * name and a value of the wrong kind before the rules see the action (actionFields.ts).
   */
  actions?: ActionDeclarations
  /** The actions it accepts at any decision, answering none (see `AnyTime`). */
  anyTime?: AnyTime
  /** Its die, when it may await one: taken before `decide` at each of its places in the order. */
  die?: Die
  /** Its next decision at its place in the order; 'progress' when it changed the state without one; null when it has nothing to do. */
  decide?(t: Tx): Decided
}

/** A place in the order of the procedures; by default the procedure's die, then its decision. */
export interface Step {
  procedure: Procedure
  /** Only the procedure's die is taken at this place (its decision comes later in the order). */
  dieOnly?: true
}
