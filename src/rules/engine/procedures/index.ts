// The registry of the procedures and their order. The scheduler (engine/flow.ts) asks the steps of
// `order()` in turn who decides next; the first with a decision (or a die to ask for) wins, and
// any step that changed the state ('progress') makes it ask again from the top. The order is the
// priority of the rules: dice first, interceptions before the flight moves on, the engagement on
// top of the stack before missions that wait for quiet, the plan last. Every pending kind has
// exactly one owner in `procedures()`; what the engine accepts is derived from the owners.
// How to add a procedure: src/rules/README.md, "Procedures: the seam".
import type { Action, ActionType, Pending, PendingKind } from '../../types'
import type { Tx } from '../core'
import type { Decision, Procedure, Step } from './procedure'
import { weather } from './weather'
import { seaTransport } from './seaTransport'
import { airCombat } from './airCombat'
import { seaRecon } from './seaRecon'
import { landRecon } from './landRecon'
import { missionProcedures, missionsBeforeWindows, missionsOnceSettled } from './missions'
import { counterstrike } from './counterstrike'
import { interceptionWindows } from './interceptionWindows'
import { flightMovement } from './flightMovement'
import { engagements } from './engagements'
import { baseChain } from './baseChain'
import { stackOrder } from './stackOrder'
import { forcedRebase } from './forcedRebase'
import { intensive } from './intensive'
import { navalWindow } from './navalWindow'
import { returnToBase } from './returnToBase'
import { gameOver } from './gameOver'
import { surfaceRaiders } from './surfaceRaiders'
import { initiative } from './initiative'
import { offensive } from './offensive'
import { landOffensive } from './landOffensive'
import { plan } from './plan'
import { roll } from './roll'

let steps: readonly Step[] | null = null

/** The order in which the procedures are asked for the next decision (built on first use: the procedure modules import one another's engines). */
export function order(): readonly Step[] {
  return (steps ??= [
    { procedure: weather }, // the Weather Phase of a month: D-WEATHER, its dice, then the month's first phase (APTO viii, Part 1)
    { procedure: seaTransport }, // cargo of sunk STPs lost at once; End Phase debarking (APTO 3.18, 3.24)
    { procedure: airCombat, dieOnly: true }, // the die of an air combat attack or return fire (4.16, 4.19)
    { procedure: seaRecon }, // a sea reconnaissance: its dice, then the Flotilla Sighting Report (4.10)
    { procedure: landRecon }, // a land reconnaissance: its die, then the owner's concealment (4.11)
    { procedure: missionsBeforeWindows }, // a mission's die, or its decision due before any interception (evacuation, 4.14)
    { procedure: counterstrike }, // a Counterstrike's survivors may strike a located flotilla (APTO 4.1; D7)
    { procedure: interceptionWindows }, // interception windows, skipped when no interceptor may answer (4.13)
    { procedure: airCombat }, // air combat in progress (4.16)
    { procedure: flightMovement }, // the moving flight (4.9, 4.12)
    { procedure: engagements }, // the engagement on top of the stack: last declared, first resolved (4.13)
    { procedure: missionsOnceSettled }, // missions whose work waits until nothing moves or fights (strafing attacks, 4.14)
    { procedure: baseChain }, // a Change Base landed at a full base: residents change base out (4.8; D-BASE-CHAIN)
    { procedure: stackOrder }, // a unit arrived at a base it over-stacks: its owner places it in the stack (4.8)
    { procedure: forcedRebase }, // units of a lost base make their Forced Rebase (4.7)
    { procedure: intensive }, // a successful naval interception: the carriers there may strike the force (4.28)
    { procedure: navalWindow }, // a flotilla has moved: the sides opposing it may reconnoitre or intercept it (4.10, 4.15)
    { procedure: returnToBase }, // the end of the Step: return to base (4.2)
    { procedure: gameOver }, // the scenario has ended after its last phase (4.1)
    { procedure: surfaceRaiders }, // the Japanese Surface Raider Step (APTO 2.21)
    { procedure: initiative }, // the Initiative side chooses who goes first (APTO [viii])
    { procedure: offensive }, // the Offensive Phase between Offensives: declare one or pass (4.25)
    { procedure: landOffensive }, // a Land Offensive: its land combats and their ground support (4.22)
    { procedure: plan }, // the phasing side plans its next mission (4.1): always a decision
  ])
}

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

/** Carries out `a` for the pending decision `p` through its owner (the caller checked that `p` accepts it). */
export function actOn(t: Tx, a: Action, p: Pending): void {
  const handler = ownerOf(p.kind).decision.accepts[a.type] as
    ((t: Tx, a: Action, p: Pending) => void) | undefined
  if (!handler) throw new Error(`the decision ${p.kind} has no handler for ${a.type}`)
  handler(t, a, p)
}

/** The action types each pending kind accepts, for every kind the procedures raise (the random player's illegal play, tests). */
export function acceptedByKind(): Partial<Record<PendingKind, ActionType[]>> {
  return Object.fromEntries([...ownerTable().keys()].map((kind) => [kind, accepted(kind)]))
}
