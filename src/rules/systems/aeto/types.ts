// The game state, actions, pending decisions and events of the rules module.
// Plain JSON-serialisable data; ids are strings; locations are integer ids from the map index
// (hexes 0..cols*rows-1, then large sea areas). Every hex shown to players is a printed label.
import type { Scenario, Phase } from './scenario/schema'
import type { MissionKind, MissionState } from './missions/types'

export type { BaseId, Commitment, EngagementId, FlightId, Loc, Modifier, Role, SideId, UnitId } from './ids'
import type { BaseId, Commitment, EngagementId, FlightId, Loc, Modifier, Role, SideId, UnitId } from './ids'
import type { DiceState } from '../../kernel/dice'
export type { DiceState } from '../../kernel/dice'

export interface UnitState {
  id: UnitId
  side: SideId
  face: 'front' | 'back' // back = depleted (4.17)
  eliminated: boolean
  base: BaseId // assigned base, even while aloft (4.2)
  /** null = at its base. */
  /** underway: launched from its carrier during the carrier's naval movement — taken back aboard when it moves on (4.4). */
  aloft: { loc: Loc; flight: FlightId; setAside: boolean; underway?: true } | null
  role: Role | null // FB/N role for this mission (4.0); F is always 'fighter', B 'bomber'
  dumpedOrdnance: boolean // switched Bomber → Fighter this mission (4.16, A-66)
  commitment: Commitment // (4.27)
  clearsAt: 'return' | 'endOfStep' | 'endOfPhase' | 'endOfNavalAndAir' | null // endOfNavalAndAir: the last Air Movement Step of the Naval and Air Phase (APTO D94)
  interceptedThisStep: boolean // one interception attempt per Step (4.13)
  mp: number // movement points spent on the current leg (4.12)
  /** Last base occupied during a Change Base; where an aborted unit goes back to (4.1). */
  lastBase: BaseId
  /** Set when the unit was hit or aborted in an engagement: out of this mission (4.17). */
  aborted: boolean
  atpPoints?: number
}

export type FlightStatus = 'moving' | 'halted' | 'arrived' | 'stopped' | 'setAside'

export interface Flight {
  id: FlightId
  side: SideId
  mission: string
  purpose: 'mission' | 'interception'
  engagement: EngagementId | null // interceptors: the engagement they fly to
  units: UnitId[]
  loc: Loc
  path: Loc[] // every location entered, launch location first (4.13)
  plan: Loc[] // locations still to enter on the owner's planned route
  status: FlightStatus
  haltedBy: EngagementId | null
  arrivalSeq: number | null // who was first in a location (4.16)
  launchBase: BaseId
  /** Entered a hex with friendly bases whose units may be collected (4.9): decided before the interception window opens. */
  collectPending: boolean
}

export interface Mission extends MissionState {
  id: string
  side: SideId
  kind: MissionKind
  target: Loc | null
  /** Change Base: the bases of each hop, in order; `hop` is the index of the hop under way. */
  hops: BaseId[]
  hop: number
  basesLaunched: BaseId[]
}

export interface InterceptorGroup {
  base: BaseId
  units: UnitId[]
  launched: boolean
  flight: FlightId | null
}

export type EngagementStatus = 'gathering' | 'preCombat' | 'combat' | 'postCombat' | 'resolved' | 'dissolved'

export interface Engagement {
  id: EngagementId
  seq: number
  loc: Loc
  kind: 'interception' | 'missionHex'
  declaringSide: SideId | null
  targetSide: SideId
  targetFlights: FlightId[]
  groups: InterceptorGroup[]
  depth: number // 1 interception, 2 counter, 3 counter-counter …
  status: EngagementStatus
  /** Pre-combat window: whose turn and how many consecutive passes (4.16 Round 1 step 1). */
  preCombatTurn: SideId | null
  passes: number
  cancelProposedBy: SideId | null
  /**
   * Sides whose proposal to cancel was refused: each side proposes to cancel an engagement at
   * most once (4.13, decision D-CANCEL-ONCE). Absent until a refusal, so older saves hash alike.
   */
  cancelRefused?: SideId[]
  /** APTO Counterstrike (4.1; D7): interceptors declared flying as bombers, to strike a located flotilla after the combat. Absent: none. */
  counterstrike?: UnitId[]
  /** The Counterstrike's survivors have been offered their strike (flown or not). */
  counterstrikeOver?: true
}

export type CombatStage = 'dump' | 'designate' | 'attacks' | 'volabort' | 'remain' | 'continue' | 'done'

export interface NotedResult {
  unit: UnitId
  result: 'hit' | 'abort'
  by: UnitId
  kind: 'attack' | 'returnFire'
}

export interface PendingRoll {
  kind: 'attack' | 'returnFire'
  attacker: UnitId
  target: UnitId
  atn: number
  drm: number
  modifiers: Modifier[] // die modifiers
  targetParts: Modifier[] // the air target number's parts
}

export interface CombatState {
  engagement: EngagementId
  round: 1 | 2
  first: SideId // side with the first unit in the location (4.16)
  second: SideId
  stage: CombatStage
  stageSide: SideId
  /** Units still in the engagement this round (not hit/aborted in an earlier round). */
  inRound: UnitId[]
  /** Over-stacked ground units that may be attacked as bombers (4.8). */
  ground: UnitId[]
  designated: UnitId[] // fighter-role units designated to attack bomber-role units this round
  attackedBy: Record<UnitId, UnitId[]> // target → attackers this round (both sides)
  hasAttacked: UnitId[]
  noted: NotedResult[]
  roll: PendingRoll | null
  volabort: Record<SideId, UnitId[] | null>
}

export interface InterceptionWindow {
  loc: Loc
  side: SideId // the side that may intercept
  trigger: 'launch' | 'enter' | 'stop' | 'continue'
  flights: FlightId[] // opposing flights in the location
}

export interface TurnState {
  year: number
  month: number
  phase: Phase
  phasingSide: SideId
  sideOrder: SideId[]
  /** Naval and Air Phases played so far this game (one Air Movement Step each); `end.afterPhases` counts them. */
  step: number
  /** Set once the phase named by the scenario's `end` is over. Absent until then. */
  ended?: true
}

/** What bombing did to one installation (4.26); keyed "<base>:<component index>". */
export interface InstallationState {
  destroyed?: true
  /** A Major Port destroyed once: a Minor Port until repaired (4.26). */
  reduced?: true
  /** A grass airfield destroyed, or an installation under construction eliminated: gone (4.26). */
  removed?: true
}

/** An Offensive under way (4.22, 4.25; spec §16 (viii)): an Air Offensive, or a Land Offensive with its ground support. */
export interface Offensive {
  kind: 'air' | 'land' | 'sea'
  side: SideId
  /** The missions it has launched (an Air Offensive: at most two, 4.25). */
  missions: string[]
  /** A Land Offensive's Steps and land combats (4.22); absent for an Air Offensive. */
  land?: LandOffensiveState
  /** A Sea Offensive: the flotilla it Activated with its first move (null until then); launched: its carrier launched aircraft, so it moves no more. */
  sea?: {
    flotilla: string | null
    launched?: true
    /** Ships that have bombarded installations in this Sea Offensive: once each (APTO [3.28]). */ bombarded?: string[]
  }
  /** An Air Offensive (4.25; APTO D84): the nations whose air units fly in it — one power, or two or more major powers in a Combined Air Offensive; absent: not named yet (its first launch names it), or not played. */
  powers?: string[]
}

export type LandStep = 'breakthrough' | 'combat' | 'exploitation'

/** A land combat declared in a Step of a Land Offensive, with its ground support (4.22; spec §11). */
export interface LandCombat {
  hex: string
  /** The attacker's land units (strength halved for those in `halved`: across a river or from a peninsula). */
  attackers: string[]
  halved: string[]
  /** The defending land units in the hex, and which of them are Activated (Part 5; §3.4). */
  defenders: string[]
  activated: string[]
  /** The attack is on a fortified hex (halves bomber strength, 4.22). */
  fortified: boolean
  /** D-GS-LAUNCH: whose launch it is, each side's launches, and who has declined (4.22; A-24). */
  turn: SideId
  launches: Record<SideId, number>
  declined: SideId[]
  stage: 'launching' | 'airCombat' | 'done'
  /** Defender units that were Currently Committed when they launched: they add strength only to Activated units (4.27). */
  wasCurrent: UnitId[]
  result: GroundSupportResult | null
  /** The paradrops made into this combat's Step (4.24), for the results panel; absent when none. */
  paradrops?: ParadropOutcome[]
}

/** What became of one paradrop (4.24): kept on the land combat it was launched in. */
export interface ParadropOutcome {
  paratrooper: string
  hex: string
  result: 'eliminated' | 'depleted' | 'intact' | 'cancelled' | 'aborted' | 'lost'
  gliders: boolean
  /** The natural die and the modified result, when rolled. */
  natural?: number
  modified?: number
  /** One sentence for the players (the land combat's +1, the Air Supply chit…). */
  text: string
}

/** A paratrooper and an ATP that may make a paradrop from their airbase now (4.24). */
export interface ParadropOption {
  base: BaseId
  atp: UnitId
  paratrooper: string
  /** The ATP's range from its base, and the hexes to the combat hex. */
  range: number
  distance: number
  /** The paratrooper's nation may use Gliders (4.24; APTO D78). */
  gliders: boolean
}

/** What the air battle over a land combat gives to the land combat (4.22; spec §11.4). */
export interface GroundSupportResult {
  airSuperiority: 'attacker' | 'defender' | 'none'
  /** Why (threshold, both present, weather…). */
  superiorityWhy: string
  bomberStrength: { attacker: number; defender: number }
  /** One line per side: each bomber's strength, halvings and the cap. */
  lines: { attacker: string[]; defender: string[] }
}

export interface LandOffensiveState {
  step: LandStep
  /** Combats of this Offensive in order; the last one may be under way. */
  combats: (LandCombat & { step: LandStep })[]
  /** Air units launched in an earlier Step of this Land Offensive: they may launch again in a later Step (4.1, 4.17). */
  flown: UnitId[]
  /** Air units launched in this Step: one combat hex per Step (4.22). */
  flownThisStep: UnitId[]
}

/** What air attacks did to one ship (4.20); absent: as the scenario sets it. */
export interface ShipState {
  face: 'front' | 'back'
  sunk?: true
  /** Where naval movement (an outside event the players enter) has taken it; absent: where the scenario puts it. */
  loc?: Loc
  inPort?: boolean
}

/**
 * D-AN-INTENSIVE (4.28; spec §10.6): a surface force has made a successful naval interception at
 * `loc`; each opposing side's carrier-based Naval-Air units there may attack it, without
 * reconnaissance, before any naval combat. The sides answer in turn.
 */
export interface IntensiveWindow {
  loc: Loc
  /** The intercepting force's ships: the only targets (4.28). */
  ships: string[]
  sides: SideId[]
  /** Carriers whose aircraft have made their Intensive attack on this force. */
  flown: BaseId[]
}

/**
 * D-NAVAL-AIRWINDOW (spec §10.3 step 1; 4.10, 4.15): an enemy flotilla has entered a location;
 * the sides opposing it may reconnoitre it or, once it is located, fly an air-naval interception
 * against it, while it halts. The sides answer in turn.
 */
export interface NavalWindow {
  mover: SideId
  flotilla: string
  loc: Loc
  inPort: boolean
  /** The sides still to answer, the one deciding first. */
  sides: SideId[]
  /** The window a reactive naval move interrupted (a flotilla of the side deciding there moved): it resumes when this one closes. */
  outer?: NavalWindow
  /** The flotillas with a carrier that docked in a reactive move made in this window: their Naval-Air may go ashore at once (4.5; APTO D23). Absent until one docks. */
  docked?: string[]
}

/** A sea reconnaissance attempt (4.10; spec §6.1): the target and, until rolled, its dice. */
export interface SeaRecon {
  side: SideId
  /** The primary unit first, then the additional units (+1 each). */
  units: UnitId[]
  loc: Loc
  inPort: boolean
  /** The flotillas the attempt is made on (in a large sea area: the one named). */
  flotillas: string[]
  needed: number
  modifiers: Modifier[]
  dice: number[]
  /** Set once successful: the Flotilla Sighting Report its owner gives (D-RECON-REPORT). */
  report: SightingReportState | null
}

export interface SightingReportState {
  owner: SideId
  /** The owner's secret d6 on the Flotilla Sighting Report table; null until rolled. */
  roll: number | null
  ships: string[]
}

/** The naval war as the air rules see it (4.10, 4.20, 4.29); absent until a ship is found or hit. */
export interface NavalState {
  ships: Record<string, ShipState>
  /** Per side: the enemy ships it has located, which it may attack this Phase (4.10). */
  located: Record<SideId, string[]>
  /** Reconnaissance attempts this Phase: one per enemy flotilla per location (4.10). */
  tried: { side: SideId; flotilla: string; loc: Loc; inPort: boolean }[]
  /** Units freed by 4.29, with the ships they attacked (which they may not attack again this Phase). */
  spent: { unit: UnitId; ships: string[] }[]
  recon: SeaRecon | null
  /** Per side: enemy ships it had located this Phase until they moved on (+1 to find them again, 4.10). */
  lost?: Record<SideId, string[]>
  /** Per side: located enemy ships a Flotilla Sighting Report named as the roll asked (APTO's 6, or an entered table's line with names): the side identifies them while they stay located (4.10); absent until any. */
  named?: Record<SideId, string[]>
  /** An enemy surface force's successful naval interception, while the carriers' aircraft there may strike it (4.28). */
  intensive?: IntensiveWindow | null
  /** The air window a flotilla's move opened, until every opposing side has passed. */
  window?: NavalWindow | null
  /** Locations (at sea) where a naval interception happened this Phase: no air-naval interception there any more (4.15). */
  interceptedAt?: Loc[]
  /** Carriers (ship ids) that have moved this Phase: their naval movement is under way (4.4). */
  underway?: string[]
  /** Locations each flotilla has entered this Phase (naval movement entered by the players). */
  moved?: Record<string, number>
  /** Where each ship afloat was when the End Phase began: only ships that then moved into a bomber's range may be struck (4.1, 4.15). */
  endStart?: Record<string, Loc>
  /** Ships that entered a Convoy Route area in the End Phase of monthly turn `turn` (year * 12 + month - 1): they may not raid in the next Strategic Warfare Phase (APTO 2.21 NOTE); absent until one does. */
  endEntered?: { turn: number; ships: string[] }
}

/** A carrier's naval status (Part 3; APTO [3.4], [3.12]): its Naval-Air may launch via an Offensive only on Standby or Active (4.25). */
export type CarrierStatus = 'standby' | 'active' | 'none'

/** The Offensive Phase: sides alternate, one Offensive at a time, until every side has passed in a row (§16 (viii)). */
export interface OffensivePhase {
  /** The side to declare an Offensive or pass. */
  turn: SideId
  /** Passes in a row. */
  passes: number
  /** Offensives each side has declared this phase. */
  used: Record<SideId, number>
  current: Offensive | null
  /** Flotillas Activated by a Sea Offensive this phase ("Active"): they move no more, nor intercept, until the phase ends. */
  active?: string[]
}

export interface GameState {
  scenario: Scenario // frozen, shared between states
  turn: TurnState
  units: Record<UnitId, UnitState>
  /** Ordered stack per base, top first; the top units up to capacity are operational (4.8). */
  stacks: Record<BaseId, UnitId[]>
  flights: Record<FlightId, Flight>
  missions: Record<string, Mission>
  engagements: Record<EngagementId, Engagement>
  stack: EngagementId[] // unresolved engagements, last = top (4.13)
  active: FlightId[] // flights queued to move; the first moves now
  windows: InterceptionWindow[]
  combat: CombatState | null
  /** Bases that launched Fighter-class / type-B units this Step, per side (4.2). */
  launchBases: Record<SideId, { fighter: BaseId[]; bomber: BaseId[] }>
  stepEnding: { returnQueue: SideId[]; started: boolean; aloft: UnitId[] } | null
  counters: { flight: number; engagement: number; mission: number; arrival: number }
  dice: DiceState
  /** Present during the Offensive Phase only (older saves never have it). */
  offensivePhase?: OffensivePhase
  /** The Initiative side is to choose who goes first in a phase (APTO [viii]); absent otherwise. */
  initiativeChoice?: import('./state/initiative').InitiativeChoice
  /** Installations changed by bombing (4.26); absent until one is. */
  installations?: Record<string, InstallationState>
  /** Ships hit, ships located, reconnaissance this Phase (4.10, 4.20); absent until any. */
  naval?: NavalState
  /** Bases lost whose units make a Forced Rebase, in order (4.7); absent when none. */
  forcedRebase?: import('./state/forcedRebase').ForcedRebaseState[]
  /** Land units moved, depleted or eliminated by air transport and paradrops (4.23, 4.24); absent until one is. */
  land?: Record<string, import('./land').LandUnitState>
  /** Land reconnaissance this Offensive Phase: attempts, what each side saw (4.11); absent until one is made. */
  landRecon?: import('./state/landRecon').LandReconState
  /** Air Supply chits delivered by air transport, by hex (4.23; their use is Part 7); absent until one is. */
  airSupply?: { side: SideId; hex: string }[]
  /** Grass airfields built, bases captured, EP the air rules spent, basing choices due (4.3, 4.7, 4.8); absent until any. */
  basing?: BasingState
  /** What air interdiction of Convoy Routes and Merchant Shipping Routes cost each nation, roll by roll (APTO 2.13, 2.26); absent until any. */
  interdiction?: import('./state/interdiction').InterdictionResult[]
  /** APTO Part 2: the Strategic Bombing Step and what the raids did (2.0–2.9); absent until a scenario with Strategic Targets enters its Strategic Warfare Phase. */
  strategic?: StrategicState
  /** APTO 2.21: the Japanese Surface Raider Step is under way, its decision due (D-RAIDERS); absent otherwise. */
  raiderStep?: { side: SideId }

  /** APTO [3.21]–[3.24]: fighter-type air units aboard STPs (naval transport); absent until one embarks. */
  seaTransport?: import('./state/seaTransport').SeaTransportState

  /** Carriers' status as their side entered it this month, by ship id (4.25; Part 3): absent ones are on Standby by default; absent until one is entered. */
  carrierStatus?: Record<string, CarrierStatus>

  /** APTO Part 1: the month's weather as its Weather Phase determined it; absent while the scenario's zones keep their fixed conditions. */
  weather?: import('./weather/state').WeatherState
  /** Charts the players entered during the game (charts.ts, the `enterTable` action), by table id; absent until one is. */
  tables?: Record<string, import('../../kernel/tables').Table>
  pending: Pending
}

/** APTO Part 2 (2.0–2.9): the raids' alternation and results. EP are not kept on a track: the results are shown. */
export interface StrategicState {
  /** The Strategic Bombing Step under way: the side whose raid it is, the sides that have declined (2.2, 2.5); null outside it. */
  step: { turn: SideId; declined: SideId[] } | null
  /** Every Strategic Bombing Attack rolled, in order: the results panel, the season's EP (the income cap), the month's Rail Capacity and the Strategic Bombing Box (2.4). */
  results: RaidResult[]
}

/** One Strategic Bombing Attack (one 2d6 roll) and what it did (2.5, 2.6). */
export interface RaidResult {
  /** The monthly turn: year * 12 + month - 1. */
  turn: number
  side: SideId
  hex: string
  name: string
  target: 'strategic' | 'rail'
  night?: true
  /** The nation that loses the EP, or whose Rail Capacity is bombed. */
  nation: string
  bombers: UnitId[]
  strength: number
  column: string | null
  /** The 2d6 total, and with the B-29 modifier. */
  natural: number
  modified: number
  /** The table's number, and its asterisk. */
  result: number
  asterisk: boolean
  /** EP lost (after the caps), or Rail Capacity lost this month. */
  loss: number
  /** Why the loss is less than the result (the caps), in words. */
  capped?: string
}

/** The game's own bases and basing choices (4.3, 4.7, 4.8). */
export interface BasingState {
  /** Grass airfields built during the game, in order (4.3). */
  built?: import('./context').BuiltAirfield[]
  /** Bases captured by enemy land units: the side holding each now (4.7). */
  owner?: Record<BaseId, SideId>
  /** EP spent by the air rules (grass airfields, demolitions), per side, when the scenario counts EP (`context.eps`). */
  epSpent?: Record<SideId, number>
  /** D-BASE-STACKORDER: units that arrived at an over-stacked base, to be placed in its stack by their owner (4.8; A-69). */
  placing?: { base: BaseId; unit: UnitId }[]
  /** D-BASE-CHAIN: units a Change Base landed at a full base, and how many residents must change base out (4.8). */
  chain?: { base: BaseId; units: UnitId[]; needed: number }[]
}

// ---------------------------------------------------------------- pending decisions

export interface PendingBase {
  side: SideId
  rule: string
  /** One line: what happens now. */
  prompt: string
  loc?: string // hex label or sea area id the decision is about
  engagement?: EngagementId
  flight?: FlightId
}

export interface LaunchOption {
  base: BaseId
  units: { id: UnitId; needsRole: boolean; range: number }[]
}
export interface InterceptorOption {
  base: BaseId
  baseHex: string
  units: { id: UnitId; interceptRange: number; distance: number }[]
}
/** An interceptor that may fly a Counterstrike (APTO 4.1; D7): an uncommitted FB or N, as a bomber, with the located enemy flotillas within range of its base. */
export interface CounterstrikeOption {
  id: UnitId
  base: BaseId
  targets: { loc: string; inPort: boolean; ships: string[] }[]
}

/** A located enemy flotilla a Counterstrike may strike (APTO 4.1; D7): the units within range of it from their bases, and the MP from the combat hex. */
export interface CounterstrikeTarget {
  loc: string
  inPort: boolean
  ships: string[]
  units: UnitId[]
  mp: number
}

export interface TargetOption {
  id: UnitId
  legal: boolean
  reason?: string
  rule?: string
}

/** One kind of mission in the plan decision: whether it may be flown now, and if not, why (§3.2). */
export interface MissionChoice {
  kind: MissionKind
  name: string
  rule: string
  available: boolean
  reason?: string
}

/** An enemy location `side` may reconnoitre now (4.10), with the units that may try. */
export interface ReconTarget {
  /** Hex label or large sea area id. */
  loc: string
  inPort: boolean
  /** In a large sea area the attempt names one flotilla (4.10). */
  flotilla?: string
  /** How many enemy naval chits are seen there (their number is known, 4.10). */
  chits: number
  units: { id: UnitId; distance: number }[]
  /** 2d6 total needed by the nearest unit, before modifiers; 0 = automatic. */
  needed: number
  /** The modifiers when every unit listed takes part (the nearest as primary), and the exact chance of success then. */
  drm: number
  chance: number
}

/** What one Flotilla Sighting Report must give (4.10; Player Aid Card "I", or its placeholder). */
export interface SightingLatitude {
  /** The table's line, in words. */
  text: string
  placeholder: boolean
  /** The reported number of chits lies in [min, max]; min = max: exact. */
  count: { min: number; max: number; truth: number }
  /** Types must be given (counts by type): exactly, or within `byType` when it is there. */
  types: boolean
  /** Names must be given (APTO 6). */
  names: boolean
  /**
   * APTO 3 and 4 (±50 % / ±25 %, by type): the count of each type present lies in its range; the
   * report names every type and no other, and its count is their sum. Absent: the types, when
   * asked, are the true ones.
   */
  byType?: Record<string, { min: number; max: number; truth: number }>
}

/** A hex the attacker may attack: enemy land units there, own land units next to it (4.22; Part 5). */
export interface LandCombatCandidate {
  hex: string
  /** Own land units that may attack it (adjacent, not attacked yet this Step). */
  attackers: string[]
  defenders: string[]
}

export interface OffensiveOption {
  kind: 'air' | 'land' | 'sea' | 'grass' | 'combinedAir'
  name: string
  rule: string
  available: boolean
  reason?: string
  /** An Air Offensive (4.25): the nations that may conduct it, when more than one (absent: the side's one nation, or any when not played); a Combined Air Offensive: the major powers that may join it. */
  nations?: { id: string; name: string; minor?: true }[]
}

/**
 * The pending decisions, one entry per kind, keyed by the kind. Each procedure declares its own
 * kinds in its file, beside the code that raises them, by module augmentation:
 *
 *     declare module '../../types' {
 *       interface PendingByKind {
 *         weather: PendingBase & { kind: 'weather'; forecast: WeatherForecast }
 *       }
 *     }
 *
 * so this file (at the bottom of the imports) names no procedure, and a new kind is written in its
 * procedure only. An entry is the decision's whole shape, its `kind` included, so that `Pending`
 * reads and narrows exactly as a union written out here would; `PendingKeysMatch` refuses an entry
 * whose key is not its kind. The kinds' owners: engine/procedures/ and the missions (README).
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- filled by the procedures' augmentations
export interface PendingByKind {}

export type Pending = PendingByKind[keyof PendingByKind]

export type PendingKind = Pending['kind']

// ---------------------------------------------------------------- actions

/**
 * The actions, one entry per type, keyed by the type: declared like `PendingByKind`, each by the
 * procedure at home with it (an action several decisions accept, by one of them), together with its
 * fields (`Procedure.actions`, actionFields.ts). `ActionKeysMatch` refuses an entry whose key is not
 * its type.
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- filled by the procedures' augmentations
export interface ActionByType {}

export type Action = ActionByType[keyof ActionByType] & { side?: SideId }

export type ActionType = Action['type']

/** The keys of `T` whose entry's discriminant `D` is not the key itself (none, when the registry is right). */
type MisKeyed<T, D extends string> = { [K in keyof T]: T[K] extends Record<D, K> ? never : K }[keyof T]
/** Refuses at compile time (naming the key) an entry keyed otherwise than by its discriminant. */
type NoneOf<K extends never> = K
export type PendingKeysMatch = NoneOf<MisKeyed<PendingByKind, 'kind'>>
export type ActionKeysMatch = NoneOf<MisKeyed<ActionByType, 'type'>>

// ---------------------------------------------------------------- events and violations

export interface DieRoll {
  purpose: string
  natural: number
  /** Die modifiers: natural + their sum = modified (unless a natural cannot be modified). */
  modifiers: Modifier[]
  /** What makes up the number the roll is compared with (strength, quality, +1 bonuses …). */
  targetParts?: Modifier[]
  modified: number
  target?: number // the number the roll is compared with (ATN, fighter quality …)
  result: string
  source: 'seeded' | 'scripted' | 'manual'
  /** The table the roll was read on, with its provenance (design §8: every roll line says it). */
  table?: import('../../kernel/tables').TableReading
}

export interface GameEvent {
  type: string
  text: string // narrative sentence with hex labels, e.g. "Spitfire (Hull) intercepts Whitley at 4015 (4.13)"
  rule?: string
  side?: SideId
  loc?: string
  units?: UnitId[]
  engagement?: EngagementId
  roll?: DieRoll
  /** Only this side may see it until revealed (hidden choices, 4.16 voluntary aborts). */
  privateTo?: SideId
}

export type { RuleViolation } from '../../kernel/events'
import type { RuleViolation } from '../../kernel/events'

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; violation: RuleViolation }
