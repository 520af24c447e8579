// The mission seam (spec §3.2): each kind of mission is one procedure module with its own state,
// pending decisions, actions and events. Movement, interception and combat call the hooks below
// and know nothing of any particular mission. See src/rules/README.md.
import type { BaseId, Loc, Modifier, UnitId } from '../ids'
import type { CargoItem } from './cargo'

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
  | 'submarineSearch'
  | 'navalBombardment'
  | 'convoyInterdiction'
  | 'merchantInterdiction'
  | 'strategicRaid'

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
  queue: {
    installation: string
    bombers: UnitId[]
    /** APTO D89: its target number when the bombers were allocated, to say when a success changed it. */ allocatedTarget?: number
  }[]
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
  /** Units flying this mission as Kamikazes (APTO 4.16, 4.20, 4.21), declared at launch; absent: none. */
  kamikaze?: UnitId[]
  /** A Kamikaze's number of attacks, fixed when an anti-aircraft hit first depletes it: it goes on attacking, depleted (APTO D69). */
  attacksOf?: Record<UnitId, number>
  /** An APTO Counterstrike (4.1; D7): its strike leg from the combat hex (`from`), `mp` long; absent: an ordinary strike. */
  counterstrike?: { from: Loc; mp: number }
}

/** A paradrop (4.24; spec §12.2): the paratrooper aboard the ATP, from launch to the drop die. */
export interface ParadropState {
  /** The land unit aboard (one ATP point carries it, 4.23). */
  paratrooper: string
  atp: UnitId
  /** Where it took off: it returns there with the ATP if the drop is not made. */
  fromHex: string
  /** outbound → (D-PARA-DROP) → rolling → done. */
  stage: 'outbound' | 'rolling' | 'done'
  gliders: boolean
  /** The ATP's points at launch, then as last seen: a point lost in flight is the empty one (the owner's choice, 4.23). */
  points: number
  /** The die modifiers of the chosen drop, fixed when it is announced (4.24). */
  modifiers: Modifier[]
}

/** An air transport mission (4.23; spec §12.1): its ATPs, their cargo, and whether they stay at the destination. */
export interface AirTransportState {
  origin: BaseId
  /** The ATPs of the plan (escorts are the mission's other units). */
  atps: UnitId[]
  cargo: CargoItem[]
  /** Stay at the destination airbase (true) or return to the origin (4.1, 4.23). */
  stay: boolean
  /** Points each ATP has lost in air combat, by point number (4.23). */
  lostPoints: Record<UnitId, (1 | 2)[]>
  /** A 2-point ATP hit with cargo on both points: its owner chooses which point is lost (D-AC-ATPLOSS). */
  lossDue: UnitId[]
}

/** An air search for a submarine at sea and its one attack (APTO [3.29]; spec §4.8). */
export interface SubmarineSearchState {
  /** waiting (flying there) → search (its d6) → attack (D-SUB-ATTACK, then its 2d6) → done. */
  stage: 'waiting' | 'search' | 'attack' | 'done'
  /** The search die's modifiers, fixed when the searchers are over the submarine. */
  modifiers: Modifier[]
  /** The searchers counted (B and FB flying as bombers; N too with option submarineSearchByNavalAir). */
  searchers: UnitId[]
  /** The enemy submarines at sea the search found: the one attack's possible targets. */
  found: string[]
  /** The one attack under way: its bomber, the submarine, its dice. */
  roll: NavalAttackRoll | null
}

/** Japanese air interdiction of a Convoy Route sea area (APTO 2.13): the rolls of its bomber groups. */
export interface ConvoyInterdictionState {
  /** The large sea area id. */
  area: string
  /** waiting (flying, fighting) → attacks (groups roll one at a time) → done. */
  stage: 'waiting' | 'attacks' | 'done'
  /** Bombers that have made their interdiction attack (one each, 2.13). */
  attacked: UnitId[]
  /** The group rolling now, and its dice. */
  roll: { bombers: UnitId[]; dice: number[] } | null
  /** An asterisk: one bomber of that group loses a step, chosen by the route's side (2.13; D-CONVOY-AA). */
  aa: { bombers: UnitId[] } | null
}

/** Allied air interdiction of a Japanese Merchant Shipping Route (APTO 2.26). */
export interface MerchantInterdictionState {
  /** The enemy routes through the target hex; the bomber counts for the first not yet interdicted this Phase when it resolves. */
  routes: string[]
  stage: 'waiting' | 'done'
}

/** A strategic bombing raid of the Strategic Bombing Step (APTO 2.2–2.8; strategicRaid.ts). */
export interface RaidState {
  /** A Night Strategic Bombing Attack: Bombers only, never intercepted, the 2-5 column (2.8). */
  night: boolean
  /** outbound → (assign: D-SB-ASSIGN, before any combat there) → overTarget (its interceptions) → attacks (D-SB-ATTACKS) → rolling → done. */
  stage: 'outbound' | 'assign' | 'overTarget' | 'attacks' | 'rolling' | 'done'
  /** Bombers assigned to the nation's Rail Capacity before any combat in the target hex; the others bomb the Strategic Target (2.2, 2.6). */
  rail: UnitId[]
  /** Index in the flight's path where each unit joined it (launch 0, collected later): weather along its path (2.1). */
  joined: Record<UnitId, number>
  /** The Strategic Bombing Attacks still to roll, in order: one 2d6 each (2.5, 2.6). */
  queue: { target: 'strategic' | 'rail'; bombers: UnitId[] }[]
  /** Whether the US adds the B-29 +1, when it is optional (Iwo Jima held, 2.7). */
  b29Bonus?: boolean
  /** The dice of the roll under way. */
  dice: number[]
  /** An asterisk: one bomber of that attack loses a step, chosen by the side with the Initiative (2.5). */
  aa: { bombers: UnitId[] } | null
}

/** Per-mission state kept on the Mission record; each field belongs to one mission module. */
export interface MissionState {
  evacuation?: EvacuationState
  strafe?: StrafeState
  bombing?: BombingState
  airNaval?: AirNavalState
  paradrop?: ParadropState
  airTransport?: AirTransportState
  submarineSearch?: SubmarineSearchState
  raid?: RaidState
  /** Change Base to a full base: how many residents change base out when it arrives (4.8; D-BASE-CHAIN). */
  chain?: number
  /** Change Base onto a carrier: the full-strength Naval-Air units the owner depletes in flight so that they fit aboard (4.4). */
  depleteAboard?: UnitId[]
  convoy?: ConvoyInterdictionState
  merchant?: MerchantInterdictionState
  /** A roll landed on a cell the players' table leaves empty: the question to them, kept until answered and read (kernel/chartLookup.ts). */
  chart?: import('../../../kernel/chartLookup').ChartQuestion
}

/** One way to drop, with its modifiers and exact odds over one die (4.24; ). */
export interface ParadropChoice {
  gliders: boolean
  modifiers: Modifier[]
  /** Sum of the modifiers. */
  total: number
  /** Chances out of 6 of each result. */
  sixths: { eliminated: number; depleted: number; intact: number }
}

export interface BombInstallationOption {
  id: string
  name: string
  targetNumber: number
}

/** One load ordered in an air transport launch (4.23). */
export interface CargoOrder {
  atp: UnitId
  /** A land unit id, or "airSupply" for an Air Supply chit created at a supply source. */
  load: string
  /** The ATP point (1 or 2); default: the first point with nothing aboard then. */
  point?: 1 | 2
  /** Where it is loaded: the launch base (default) or a stop of the route (`hops`). */
  from?: BaseId
  /** Where it is unloaded: a later stop or the destination (default, the last of `hops`). */
  to?: BaseId
}
