// Shared vocabulary of the procedures: the working draft, events, violations, labels.
import { contextOf, type ScenarioContext } from '../context'
import { baseName } from '../bases'
import { unitName } from '../units'
import type { GameEvent, GameState, Loc, RuleViolation, SideId, UnitId } from '../types'

/** One `apply` in progress: the draft state, the scenario facts and the events so far. */
export interface Tx {
  ctx: ScenarioContext
  s: GameState
  ev: GameEvent[]
}

export function tx(s: GameState): Tx {
  return { ctx: contextOf(s), s, ev: [] }
}

/** Thrown inside a procedure to refuse an action; `apply` turns it into a RuleViolation. */
export class Refusal extends Error {
  constructor(readonly violation: RuleViolation) {
    super(violation.message)
  }
}

export function refuse(rule: string, message: string): never {
  throw new Refusal({ rule, message })
}

export function emit(t: Tx, event: GameEvent): void {
  t.ev.push(event)
}

export function label(t: Tx, loc: Loc): string {
  return t.ctx.map.locLabel(loc)
}

export function names(t: Tx, ids: readonly UnitId[]): string {
  const list = ids.map((id) => unitName(t.ctx, id))
  if (list.length <= 1) return list.join('')
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
}

export function sideName(t: Tx, side: SideId): string {
  return t.ctx.sideName.get(side) ?? side
}

export function baseLabel(t: Tx, base: string): string {
  return baseName(t.ctx, base)
}

/** Whether a player-supplied id names an air unit (own properties only: "constructor" is no unit). */
export function isUnitId(t: Tx, id: unknown): id is UnitId {
  return typeof id === 'string' && Object.hasOwn(t.s.units, id)
}

/** A unit's name for a message about a player-supplied id that may name nothing. */
export function nameOrId(t: Tx, id: unknown): string {
  return isUnitId(t, id) ? unitName(t.ctx, id) : JSON.stringify(String(id))
}

export function opponentsOf(t: Tx, side: SideId): SideId[] {
  return t.s.scenario.sides.map((x) => x.id).filter((x) => x !== side)
}

export function parseLocOrRefuse(t: Tx, text: string, rule = '4.12'): Loc {
  const loc = typeof text === 'string' ? t.ctx.map.parseLoc(text) : null
  if (loc === null) refuse(rule, `"${String(text)}" is not a hex or sea area of this map.`)
  return loc
}

/** Verb agreement for narrative: one unit "launches", several "launch". */
export function verb(ids: readonly unknown[], singular: string, plural: string): string {
  return ids.length === 1 ? singular : plural
}

/** A value from an action, described for a message: "a text", "the number 805", "an object"… */
export function describeValue(v: unknown): string {
  if (v === null) return 'null'
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`
  if (typeof v === 'number') return `the number ${String(v)}`
  if (typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return 'a list'
  if (typeof v === 'object') return 'an object'
  return typeof v
}
