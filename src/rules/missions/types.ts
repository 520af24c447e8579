// The mission seam (spec §3.2): each kind of mission is one procedure module with its own state,
// pending decisions, actions and events. Movement, interception and combat call the hooks below
// and know nothing of any particular mission. See src/rules/README.md.
import type { BaseId, Modifier, UnitId } from '../types'

/**
 * Every mission of the mission table (§3.2). `fly` (to a hex, striking nothing) and `changeBase`
 * and `strafe` are played; the others are listed in the plan decision, greyed out with the reason.
 * `interception` is the mission of interceptor flights (4.13).
 */
export type MissionKind =
  | 'fly'
  | 'strafe'
  | 'changeBase'
  | 'airNaval'
  | 'airTransport'
  | 'bombing'
  | 'groundSupport'
  | 'paradrop'
  | 'seaRecon'
  | 'landRecon'
  | 'interception'

/** A die a mission waits for (drawn from the dice source, or entered by a player). */
export type StrafeRoll =
  | { kind: 'evacuation'; unit: UnitId; to: BaseId }
  | { kind: 'strafe'; attacker: UnitId; target: UnitId; atn: number; drm: number; modifiers: Modifier[]; targetParts: Modifier[] }

/** A strafing mission under way (4.14, spec §9.2). Absent on every other mission. */
export interface StrafeState {
  /** outbound → evacuation (D-STRAFE-EVAC) → rolls → over the target (interceptions) → attacks → done. */
  stage: 'outbound' | 'evacuation' | 'rolls' | 'overTarget' | 'attacks' | 'done'
  /** Index in the flight's path where each collected unit joined it (4.9), for the evacuation count. */
  joined: Record<UnitId, number>
  /** The evacuation number N (4.14; A-19), once the strafers are over the target. */
  n: number | null
  /** Units attempting to evacuate and where to, in unit order; removed as their dice are rolled. */
  evacuating: { unit: UnitId; to: BaseId }[]
  /** Units whose evacuation failed: no own-airbase bonus this Step (4.14, 4.18). */
  failed: UnitId[]
  /** Strafers that made an air combat attack in this mission: they may not strafe (4.14). */
  fought: UnitId[]
  /** Strafers that have made their strafing attack (one each, 4.14). */
  done: UnitId[]
  roll: StrafeRoll | null
}

/** Per-mission state kept on the Mission record; each field belongs to one mission module. */
export interface MissionState {
  strafe?: StrafeState
}

export interface StrafeTargetOption {
  id: UnitId
}

/** The pending decisions the mission modules add (spec §14.2). */
export type MissionPending =
  | {
      kind: 'strafeEvacuation'
      mission: string
      /** The evacuation number: a unit evacuates on a d6 ≤ n (4.14). */
      n: number
      /** Units at the target base that may try to evacuate, with their legal destinations. */
      units: { id: UnitId; destinations: BaseId[] }[]
      /** Units at the target base that must ride it out, and why. */
      stay: { id: UnitId; reason: string }[]
    }
  | {
      kind: 'strafeTarget'
      mission: string
      /** Strafers that have not attacked yet; each attacks one unit on the ground (4.14). */
      strafers: UnitId[]
      targets: UnitId[]
    }

export type MissionAction =
  | { type: 'evacuate'; moves: Record<UnitId, BaseId> }
  | { type: 'strafe'; attacker: UnitId; target: UnitId }
  | { type: 'holdFire' }
