// What a mission module provides to the engine (spec §3.2, §14.2). Only `kind`, `name`, `rule`
// and `unavailable` are required: a mission that is listed but not played yet has nothing else.
import type { Tx } from '../engine/core'
import type { ActionDeclarations } from '../engine/procedures/procedure'
import type {
  Action,
  ActionType,
  BaseId,
  Flight,
  LaunchOption,
  Loc,
  Mission,
  Pending,
  Role,
  SideId,
  UnitId,
  UnitState,
} from '../types'
import type { MissionKind, MissionState } from './types'

export type LaunchAction = Extract<Action, { type: 'launch' }>

export interface Unavailable {
  rule: string
  reason: string
}

export interface PlannedMission extends MissionState {
  target: Loc | null
  hops?: BaseId[]
}

export interface MissionProcedure {
  kind: MissionKind
  /** What the plan dialog calls it, e.g. "Strafe an airbase". */
  name: string
  rule: string
  /** Whether the plan lists it at all (default: always). A mission that needs scenario data (Convoy Routes, APTO 2.13) is left out of games without it, so their decisions stay as they were. */
  listed?(t: Tx): boolean
  /** Why `side` may not fly it now (phase, eligible units…), or null. `bases` = the plan's launch options. */
  unavailable(t: Tx, side: SideId, bases: readonly LaunchOption[]): Unavailable | null
  /** Why this unit may not fly it (4.14: fighter-role only…), or null. */
  unitRefused?(t: Tx, u: UnitState, role: Role | undefined): Unavailable | null
  /** Replaces "uncommitted" as the test of who may launch or be collected for it (ground support, §3.4). */
  mayLaunch?(t: Tx, u: UnitState): boolean
  /** The commitment a unit takes at take-off, seen before it changes (default: Current, 4.27). */
  onTakeOff?(t: Tx, m: Mission, u: UnitState): Pick<UnitState, 'commitment' | 'clearsAt'>
  /** Flown in the Strategic Bombing Step of a scenario with Strategic Targets; every other mission is greyed there (APTO 2.2). */
  strategicWarfare?: true
  /** No further launch joins it before combat: one base's group and what it collects (APTO 2.2). */
  noJoining?: true
  /** Whether a flight of the mission may collect this unit over a friendly base (4.9; a raid's Bomber must reach the target, APTO 2.2). Default: yes. */
  mayCollect?(t: Tx, f: Flight, m: Mission, u: UnitState): boolean
  /** Its flights are never intercepted (a night raid, APTO 2.8). */
  uninterceptable?(t: Tx, m: Mission): boolean
  /** Checks the launch's own fields (target, hops…) and gives the mission's fields. Refuses when illegal. */
  plan?(
    t: Tx,
    a: LaunchAction,
    side: SideId,
    units: readonly UnitId[],
    from: Loc,
    base: BaseId,
  ): PlannedMission
  /** Where the mission's flights fly now (default: the target). */
  destination?(t: Tx, m: Mission): Loc | null
  /** MP a unit may spend per leg, as a multiple of its range (Change Base: 2, 4.1). */
  rangeFactor?: number
  /** Its flights never collect other units on the way (Change Base, 4.1). */
  noCollecting?: boolean
  /** This mission's flights collect no unit on the way, when the mission says so (an APTO Counterstrike's strike leg, 4.1). */
  refusesCollecting?(m: Mission): boolean
  /** MP a unit may spend on its leg, when the mission says (an APTO Counterstrike's strike leg, 4.1); null: range × rangeFactor. */
  mpLimit?(t: Tx, m: Mission, u: UnitState): number | null
  /** A flight of the mission entered a location. True: the mission opens the interception windows itself later. */
  onEnter?(t: Tx, f: Flight, m: Mission): boolean
  /** Units collected into a flight of the mission (4.9). */
  onCollect?(t: Tx, f: Flight, m: Mission, units: readonly UnitId[]): void
  /** A flight of the mission reached its destination. True: handled (no "arrives over the target"). */
  onArrive?(t: Tx, f: Flight, m: Mission): boolean
  /** What the launch log line says the units fly to do (default: "fly to <target>"). */
  describe?(t: Tx, m: Mission): string
  /** An ATP of the mission lost a point in air combat, or was eliminated (4.23: its cargo). */
  onAtpHit?(t: Tx, m: Mission, atp: UnitId, eliminated: boolean): void
  /** A decision of the mission (its `urgent`) is due before the air combat under way goes on (D-AC-ATPLOSS, 4.23). */
  interruptsCombat?(t: Tx, m: Mission): boolean
  /** Where a unit of the mission may land at the end of the Step, or null for the usual bases (4.2; ATPs 4.23). */
  returnBases?(t: Tx, m: Mission, u: UnitState): BaseId[] | null
  /** A unit of the mission has landed at `base` at the end of the Step. */
  onLand?(t: Tx, m: Mission, unit: UnitId, base: BaseId): void
  /** A unit of the mission made an air combat attack (4.14: it then may not strafe). */
  onAirAttack?(t: Tx, m: Mission, attacker: UnitId, loc: Loc): void
  /** The own-airbase bonus is denied to this unit this Step (4.14, 4.18: a failed evacuation). */
  deniesOwnAirbase?(t: Tx, m: Mission, unit: UnitId): boolean
  /** A decision due before any interception window opens; 'progress' when it changed the state without one; null for nothing. */
  urgent?(t: Tx, m: Mission): Pending | 'progress' | null
  /** The same, once nothing moves or fights any more (strafing attacks after all interceptions, 4.14). */
  settled?(t: Tx, m: Mission): Pending | 'progress' | null
  /** The die this mission waits for, if any: the purpose and rule of the roll decision. */
  awaitedRoll?(
    t: Tx,
    m: Mission,
  ): {
    purpose: string
    rule: string
    prompt: string
    side: SideId
    /** The attack the die is for, shown beside the die (a strafing attack, 4.14). */
    attack?: { attacker: UnitId; target: UnitId; atn: number; drm: number }
  } | null
  /** A die for the awaited roll. */
  resolveRoll?(t: Tx, m: Mission, natural: number, source: 'seeded' | 'scripted' | 'manual'): void
  /** The player answered the chart question the mission asked (`Mission.chart`): roll again with its dice, reading the answer (chartRoll.ts). */
  resumeChart?(t: Tx, m: Mission): void
  /** The action types this mission declares (types.ts `ActionByType`), with their fields (`Procedure.actions`). */
  actions?: ActionDeclarations
  /** The pending kinds this mission adds, with the action types each accepts. */
  decisions?: Record<string, ActionType[]>
  /** Carries out one of its actions for the decision `p`. */
  act?(t: Tx, a: Action, p: Pending, m: Mission): void
  /** Every legal action of one of its decisions (fuzzer, bot, runner `legal`). */
  legal?(state: import('../types').GameState, p: Pending): Action[]
}
