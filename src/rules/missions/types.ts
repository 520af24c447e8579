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

/** The evacuation before a strike on an airbase (4.14, 4.26; spec §9.2). Strafing and bombing missions have one. */
export interface EvacuationState {
  by: 'strafers' | 'bombers'
  /** outbound → choosing (D-STRAFE-EVAC) → rolls → over the target (interceptions there, then the strike). */
  stage: 'outbound' | 'choosing' | 'rolls' | 'overTarget'
  /** Index in the flight's path where each collected unit joined it (4.9), for the evacuation count. */
  joined: Record<UnitId, number>
  /** The evacuation number N (4.14; A-19), once the strikers are over the target. */
  n: number | null
  /** Units attempting to evacuate and where to, in unit order; removed as their dice are rolled. */
  evacuating: { unit: UnitId; to: BaseId }[]
  /** Units whose evacuation failed: no own-airbase bonus this Step (4.14, 4.18). */
  failed: UnitId[]
  roll: { unit: UnitId; to: BaseId } | null
}

/** A strafing attack waiting for its die (4.14). */
export interface StrafeRoll {
  attacker: UnitId
  target: UnitId
  atn: number
  drm: number
  modifiers: Modifier[]
  targetParts: Modifier[]
}

/** A strafing mission's attacks (4.14, spec §9.2 step 5). */
export interface StrafeState {
  stage: 'waiting' | 'attacks' | 'done'
  /** Strafers that made an air combat attack in this mission: they may not strafe (4.14). */
  fought: UnitId[]
  /** Strafers that have made their strafing attack (one each, 4.14). */
  done: UnitId[]
  roll: StrafeRoll | null
}

/** A bombing mission's attacks on installations (4.26, spec §13.2). */
export interface BombingState {
  stage: 'waiting' | 'allocate' | 'resolving' | 'done'
  /** Installations still to roll for, with their bombers, in order. */
  queue: { installation: string; bombers: UnitId[] }[]
  /** The dice of the 2d6 roll under way. */
  dice: number[]
  /** An asterisk: one of these bombers loses a step (D-BOMB-AA). */
  aa: { bombers: UnitId[] } | null
  /** Collateral losses at a destroyed airbase still to take, and who chooses the next (D-BOMB-COLLATERAL). */
  collateral: { base: BaseId; left: number; chooser: string; taken: number } | null
  /** An installation under construction destroyed: the 2d6 roll for doubles (4.26), once its owner has declined to pay 1 EP (D-BOMB-UCEP). */
  ucep: { installation: string; dice: number[]; declined?: true } | null
}

/** An air-naval attack under way: its bomber, target ship and dice (4.20). */
export interface NavalAttackRoll {
  bomber: UnitId
  ship: string
  dice: number[]
}

/** An air-naval mission's attacks on the located ships of one location (4.20, 4.21; spec §10.4). */
export interface AirNavalState {
  /** Attack the ships docked in port there, or those at sea (4.15, 4.21: separate targets). */
  inPort: boolean
  stage: 'waiting' | 'attacks' | 'done'
  /** Attacks each bomber has made (at most its attack count, 4.20). */
  made: Record<UnitId, number>
  /** Anti-aircraft hits noted on each bomber, applied after all attacks (4.21). */
  aaHits: Record<UnitId, number>
  roll: NavalAttackRoll | null
  /** Enemy naval chits in the location when the attacks began (4.29). */
  chits: number
  /** An Intensive Air-Naval Attack: the ships of the force that made a successful naval interception, its only targets (4.28). */
  intensive?: string[]
}

/** Per-mission state kept on the Mission record; each field belongs to one mission module. */
export interface MissionState {
  evacuation?: EvacuationState
  strafe?: StrafeState
  bombing?: BombingState
  airNaval?: AirNavalState
  /** Change Base to a full base: how many residents change base out when it arrives (4.8; D-BASE-CHAIN). */
  chain?: number
}

/** The pending decisions the mission modules add (spec §14.2). */
export type MissionPending =
  | {
      kind: 'evacuation'
      mission: string
      /** The evacuation number: a unit evacuates on a d6 ≤ n (4.14). */
      n: number
      /** Units on the ground at the target that may try to evacuate, with their legal destinations. */
      units: { id: UnitId; destinations: BaseId[] }[]
      /** Units at the target base that must ride it out, and why. */
      stay: { id: UnitId; reason: string }[]
    }
  | { kind: 'bombAllocation'; mission: string; bombers: UnitId[]; installations: BombInstallationOption[] }
  | { kind: 'bombAa'; mission: string; bombers: UnitId[] }
  | { kind: 'bombCollateral'; mission: string; units: UnitId[]; left: number }
  /** D-BOMB-UCEP: the owner of an installation under construction just destroyed pays 1 EP to cancel its roll, or not (4.26). */
  | { kind: 'bombUcep'; mission: string; installation: string; name: string }
  /** D-AN-ATTACK: the next air-naval attack (bomber and target ship), or stop (4.20). */
  | { kind: 'navalAttack'; mission: string; bombers: { id: UnitId; left: number }[]; ships: string[]; aa: number }
  | {
      kind: 'strafeTarget'
      mission: string
      /** Strafers that have not attacked yet; each attacks one unit on the ground (4.14). */
      strafers: UnitId[]
      targets: UnitId[]
    }

export interface BombInstallationOption {
  id: string
  name: string
  targetNumber: number
}

export type MissionAction =
  | { type: 'evacuate'; moves: Record<UnitId, BaseId> }
  | { type: 'strafe'; attacker: UnitId; target: UnitId }
  | { type: 'holdFire' }
  | { type: 'allocateBombers'; allocation: Record<string, UnitId[]> }
  | { type: 'chooseLoss'; unit: UnitId }
  | { type: 'payEp' }
  | { type: 'declineEp' }
  | { type: 'navalAttack'; bomber: UnitId; ship: string }
  | { type: 'endNavalAttacks' }
