// What the makers of hostile actions for one kind of pending decision are given: the decision,
// the side's and the enemy's units, the legal actions, hostile ids and shapes, and `add`, which
// registers one maker. The makers of a kind live beside their siblings in the file named after the
// procedure that raises it (engine/procedures/<procedure>.ts → hostile/<procedure>.ts); byKind.ts
// collects them. The order in which makers are added is part of a seed's game: the fuzzer picks
// one by its index.
import { contextOf, type ScenarioContext } from '../../context'
import { recordValues } from '../../engine/persistentRecord'
import { legalActions } from '../../engine/legal'
import type { PendingOf } from '../../engine/procedures/procedure'
import type { Action, GameState, PendingKind, SideId, UnitId } from '../../types'
import { chance, pick, someOf, type Rng } from '../random/rng'

export interface IllegalAction {
  /** What was done to make it illegal (for failure messages). */
  mutation: string
  /** Typed loosely on purpose: many of these are not even well-formed actions. */
  action: Action
}

/** One way of building an action the rules must refuse; null when the state offers nothing to build it from. */
export type Maker = () => IllegalAction | null

export const asAction = (x: unknown): Action => x as Action
/** Keys every plain object answers to: an engine indexing a record with them must still refuse. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const UNKNOWN_IDS = ['no-such-unit', '', 'U1 ']

/** The decision due, as the makers of hostile actions for it see it. */
export interface Hostile<K extends PendingKind> {
  state: GameState
  p: PendingOf<K>
  rng: Rng
  ctx: ScenarioContext
  side: SideId
  sides: SideId[]
  /** The other sides' units still in play. */
  enemyUnits: UnitId[]
  /** The deciding side's units, eliminated ones included. */
  ownUnits: UnitId[]
  /** The legal actions (`legalActions` with at most 3 units a subset). */
  legal: Action[]
  /** An unknown id or a prototype key. */
  hostile: () => string
  /** An enemy unit now and then, else a hostile id. */
  badUnit: () => string
  /** Something that is not a list. */
  notAList: () => unknown
  /** A record whose own key is `__proto__`, as JSON.parse makes it. */
  protoRecord: (value: unknown) => Record<string, unknown>
  /** Adds a maker: `build` returns the action (anything) or null when it has none. */
  add: (mutation: string, build: () => unknown) => void
  /** Makers for an action's `units` list: not a list, an unknown or enemy unit, one twice, one of ours not allowed. */
  unitLists: (type: Action['type'], allowed: readonly UnitId[], extra?: Record<string, unknown>) => void
}

/** The makers of hostile actions for one kind of pending decision: each `add`s its makers. */
export type HostileMakers<K extends PendingKind> = (h: Hostile<K>) => void

/** Some kinds' makers, keyed by pending kind (one file's share of byKind.ts). */
export type HostileFiles = { [K in PendingKind]?: HostileMakers<K> }

/** The context of the pending decision of `state`; `add` pushes onto `makers`. */
export function hostileContext(state: GameState, rng: Rng, makers: Maker[]): Hostile<PendingKind> {
  const p = state.pending
  const ctx = contextOf(state)
  const side = p.side
  const sides = state.scenario.sides.map((s) => s.id)
  const enemyUnits = recordValues(state.units)
    .filter((u) => u.side !== side && !u.eliminated)
    .map((u) => u.id)
  const ownUnits = recordValues(state.units)
    .filter((u) => u.side === side)
    .map((u) => u.id)
  const legal = legalActions(state, { maxSubsetUnits: 3 })
  const hostile = () => pick(rng, [...UNKNOWN_IDS, ...PROTOTYPE_KEYS])
  const badUnit = () => (enemyUnits.length && chance(rng, 0.4) ? pick(rng, enemyUnits) : hostile())
  const notAList = () => pick(rng, [null, 'u1', 3, { 0: 'u1' }, undefined])
  const protoRecord = (value: unknown) =>
    JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`) as Record<string, unknown>
  const add = (mutation: string, build: () => unknown) =>
    makers.push(() => {
      const action = build()
      return action === null ? null : { mutation, action: asAction(action) }
    })
  const unitLists = (
    type: Action['type'],
    allowed: readonly UnitId[],
    extra: Record<string, unknown> = {},
  ) => {
    add(`${type}: units is not a list`, () => ({ type, side, ...extra, units: notAList() }))
    add(`${type}: an unknown or enemy unit`, () => ({
      type,
      side,
      ...extra,
      units: [...someOf(rng, [...allowed, 'x']).filter((x) => x !== 'x'), badUnit()],
    }))
    if (allowed.length)
      add(`${type}: a unit listed twice`, () => ({ type, side, ...extra, units: [allowed[0], allowed[0]] }))
    const others = ownUnits.filter((id) => !allowed.includes(id))
    if (others.length)
      add(`${type}: a unit of ours that is not an option`, () => ({
        type,
        side,
        ...extra,
        units: [pick(rng, others)],
      }))
  }
  return {
    state,
    p,
    rng,
    ctx,
    side,
    sides,
    enemyUnits,
    ownUnits,
    legal,
    hostile,
    badUnit,
    notAList,
    protoRecord,
    add,
    unitLists,
  }
}

/** No hostile actions of a kind's own: the generic ones (generic.ts) only. */
export function none<K extends PendingKind>(_h: Hostile<K>): void {}
