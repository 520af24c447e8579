// The registry of the procedures and their order. The scheduler (engine/flow.ts) asks the steps of
// `order()` in turn who decides next; the first with a decision (or a die to ask for) wins, and
// any step that changed the state ('progress') makes it ask again from the top. The order is the
// priority of the rules: dice first, interceptions before the flight moves on, the engagement on
// top of the stack before missions that wait for quiet, the plan last. Every pending kind has
// exactly one owner in `procedures()`; what the engine accepts is derived from the owners.
// How to add a procedure: src/rules/README.md, "Procedures: the seam".
import type { Action, ActionType, Pending, PendingKind } from '../../types'
import type { Tx } from '../core'
import type { Decision, FieldKind, Procedure } from './procedure'
import { missionProcedures } from './missions'
import { order } from './order'
import { roll } from './rollDecision'

export { order } from './order'

/** Every registered procedure once, the missions' own decisions included. */
export function procedures(): readonly Procedure[] {
  const seen = new Set<Procedure>()
  for (const s of order()) seen.add(s.procedure)
  return [...seen, ...missionProcedures(), roll]
}

let owners: Map<PendingKind, { procedure: Procedure; decision: Decision<PendingKind> }> | null = null

function ownerTable(): Map<PendingKind, { procedure: Procedure; decision: Decision<PendingKind> }> {
  if (owners) return owners
  const m = new Map<PendingKind, { procedure: Procedure; decision: Decision<PendingKind> }>()
  for (const procedure of procedures())
    for (const [kind, decision] of Object.entries(procedure.decisions) as [
      PendingKind,
      Decision<PendingKind>,
    ][]) {
      const before = m.get(kind)
      if (before)
        throw new Error(
          `the pending kind "${kind}" has two owners: ${before.procedure.id} and ${procedure.id}`,
        )
      m.set(kind, { procedure, decision })
    }
  return (owners = m)
}

/** The procedure that raises the pending kind, and its decision (actions accepted, legal actions). */
export function ownerOf(kind: PendingKind): { procedure: Procedure; decision: Decision<PendingKind> } {
  const o = ownerTable().get(kind)
  if (!o) throw new Error(`no procedure owns the pending kind "${kind}"`)
  return o
}

/** The action types the pending decision `kind` accepts. */
export function accepted(kind: PendingKind): ActionType[] {
  return Object.keys(ownerOf(kind).decision.accepts) as ActionType[]
}

/** Carries out `a` for the pending decision `p` through its owner (the caller checked that `p` accepts it), or an any-time action through its own. */
export function actOn(t: Tx, a: Action, p: Pending): void {
  const anyTime = anyTimeTable().get(a.type)
  if (anyTime) return anyTime.act(t, a, p)
  const handler = ownerOf(p.kind).decision.accepts[a.type] as
    ((t: Tx, a: Action, p: Pending) => void) | undefined
  if (!handler) throw new Error(`the decision ${p.kind} has no handler for ${a.type}`)
  handler(t, a, p)
}

let anyTimeOwners: Map<
  ActionType,
  { procedure: Procedure; act: (t: Tx, a: Action, p: Pending) => void }
> | null = null

function anyTimeTable(): Map<
  ActionType,
  { procedure: Procedure; act: (t: Tx, a: Action, p: Pending) => void }
> {
  if (anyTimeOwners) return anyTimeOwners
  const m = new Map<ActionType, { procedure: Procedure; act: (t: Tx, a: Action, p: Pending) => void }>()
  const byDecision = new Set(
    procedures().flatMap((p) => Object.values(p.decisions).flatMap((d) => Object.keys(d.accepts))),
  )
  for (const procedure of procedures())
    for (const [type, act] of Object.entries(procedure.anyTime ?? {}) as [
      ActionType,
      (t: Tx, a: Action, p: Pending) => void,
    ][]) {
      const before = m.get(type)
      if (before)
        throw new Error(
          `the any-time action "${type}" has two owners: ${before.procedure.id} and ${procedure.id}`,
        )
      if (byDecision.has(type))
        throw new Error(
          `the action "${type}" is accepted at any time (${procedure.id}) and by a decision too`,
        )
      m.set(type, { procedure, act })
    }
  return (anyTimeOwners = m)
}

/** The action types either side may play at any decision, answering none (`Procedure.anyTime`). */
export function anyTimeActions(): ActionType[] {
  return [...anyTimeTable().keys()]
}

/** Whether `type` is accepted at any decision (the scheduler skips the pending decision's checks). */
export function isAnyTime(type: ActionType): boolean {
  return anyTimeTable().has(type)
}

/** The action types each pending kind accepts, for every kind the procedures raise (the random player's illegal play, tests). */
export function acceptedByKind(): Partial<Record<PendingKind, ActionType[]>> {
  return Object.fromEntries([...ownerTable().keys()].map((kind) => [kind, accepted(kind)]))
}

let declarations: Map<
  ActionType,
  { procedure: Procedure; fields: Readonly<Record<string, FieldKind | null>> }
> | null = null

/** Each action type with the procedure that declares it and its fields (`Procedure.actions`); an action type declared twice is refused. */
export function declaredActions(): ReadonlyMap<
  ActionType,
  { procedure: Procedure; fields: Readonly<Record<string, FieldKind | null>> }
> {
  if (declarations) return declarations
  const m = new Map<
    ActionType,
    { procedure: Procedure; fields: Readonly<Record<string, FieldKind | null>> }
  >()
  for (const procedure of procedures())
    for (const [type, fields] of Object.entries(procedure.actions ?? {}) as [
      ActionType,
      Readonly<Record<string, FieldKind | null>>,
    ][]) {
      const before = m.get(type)
      if (before)
        throw new Error(
          `the action "${type}" is declared twice: by ${before.procedure.id} and ${procedure.id}`,
        )
      m.set(type, { procedure, fields })
    }
  return (declarations = m)
}

/** Every pending kind the procedures raise (each has one owner). */
export function pendingKinds(): PendingKind[] {
  return [...ownerTable().keys()]
}

/** Every action type the procedures declare (each declared once, with its fields). */
export function actionTypes(): ActionType[] {
  return [...declaredActions().keys()]
}
