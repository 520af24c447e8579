// The data of OCS air power (series rules 14.0): aircraft, air bases, the scenario's phase list,
// and the state of a game in progress. Plain JSON, so a state hashes and saves as it is.
import type { DiceState } from '../../kernel/dice'
import type { ChartQuestion } from '../../kernel/chartLookup'
import type { SideId } from '../../kernel/ids'
import type { PendingEnvelope } from '../../kernel/pending'
import type { ChartEntry } from './charts/chartEntry'

export const OCS_SYSTEM_ID = 'ocs'

/** Fighter, Tactical bomber, Strategic bomber, Transport (14.1); a Combo unit has two of them. */
export type OcsAirType = 'F' | 'T' | 'S' | 'Tpt'
export const OCS_AIR_TYPES: readonly OcsAirType[] = ['F', 'T', 'S', 'Tpt']

/** Above (Active) or below (Inactive) the Air Base counter (14.1a). */
export type OcsMode = 'active' | 'inactive'

/** The values printed on one side of a counter. */
export interface OcsRatings {
  /** Air Combat Rating (14.3e C). */
  acr: number
  /** A parenthesized rating cannot initiate Air Combat (14.3a). */
  acrParen: boolean
  /** Barrage Strength (14.7). */
  barrage: number
  /** Transport capacity ("1/2T", "1T", "2T"…; 14.9a), or null when the counter carries none. */
  transportCap: string | null
}

/** The fields of an aircraft the seed may not print: a scenario marks those it made up. */
export const STAND_IN_FIELDS = ['range', 'full', 'reduced', 'barrage', 'transportCap', 'base'] as const
export type OcsStandInField = (typeof STAND_IN_FIELDS)[number]

export interface OcsAircraft {
  id: string
  side: SideId
  /** The counter's name ("Bf 109f"); one counter is roughly 45 planes (14.1). */
  name: string
  /** One type, or two for a Combo (14.1). */
  types: OcsAirType[]
  /** Hexes, out to the mission hex and back (14.2d). */
  range: number
  /** The full-strength side of the counter. */
  full: OcsRatings
  /** The reduced side (14.1b). */
  reduced: OcsRatings
  /** Steps left at the start: 2 (full) or 1 (reduced) (14.1b). */
  steps: 1 | 2
  mode: OcsMode
  /** The hex label of its friendly air base. */
  base: string
  /**
   * The fields whose values the rules text does not give and the scenario's author put in to make
   * the situation playable: stand-ins, not the game's data ("range", "reduced", …).
   */
  standIn: OcsStandInField[]
  /** Its nationality is one the game-specific rules list as able to hip shoot (14.7d B). */
  hipShoot?: boolean
}

export interface OcsAirBase {
  hex: string
  side: SideId
  /** Air Base Level: the Active limit is 4 + Level (14.2a). */
  level: number
  /** The level is a stand-in (not given by the source of the situation). */
  levelStandIn?: boolean
  /**
   * RE of the ground units in the hex, for the density line of the barrage's shift chart (10.0,
   * 14.7); absent: no such line is read. The air rules need nothing else of the units there.
   */
  re?: number
}

/** The kinds of phase of the sequence of play (not in the seed: the scenario lists them). */
export type OcsPhaseKind = 'movement' | 'exploitation' | 'reaction' | 'refit' | 'other'
export const OCS_PHASE_KINDS: readonly OcsPhaseKind[] = [
  'movement',
  'exploitation',
  'reaction',
  'refit',
  'other',
]
/** Phases in which Active planes fly missions (14.1g). */
export const MISSION_PHASES: readonly OcsPhaseKind[] = ['movement', 'exploitation', 'reaction']

/** Barrage missions fly in Barrage Segments (14.7b), sweeps in Movement Segments (14.6). */
export type OcsSegment = 'barrage' | 'movement'

export interface OcsPhase {
  name: string
  /** The phasing player: the side whose aircraft fly missions in it. */
  side: SideId
  kind: OcsPhaseKind
  /** Its segments in order (mission phases); none for the others. */
  segments: OcsSegment[]
}

/** The missions this version plays (14.2e). */
export type OcsMissionType =
  'sweep' | 'barrage' | 'hipShoot' | 'transfer' | 'transport' | 'drop' | 'trainbusting'
export const OCS_MISSION_TYPES: readonly OcsMissionType[] = [
  'sweep',
  'barrage',
  'hipShoot',
  'transfer',
  'transport',
  'drop',
  'trainbusting',
]

/** The range options of an Air Transport, chosen per plane (14.9e): A twice, B normal, C half range. */
export type OcsRangeOption = 'A' | 'B' | 'C'

/**
 * A load the players list for Air Transport (14.9c): Supply Points or a combat unit, its size in T
 * (transport equivalents, 4.7, as the players' game gives them: 4.7 is not in the seed). Ground units are outside the air rules: this is the
 * players' data, which Sortie moves and logs but does not check against the ground rules (Move
 * Mode, the 10-MP limit of 14.9c).
 */
export interface OcsCargo {
  id: string
  side: SideId
  name: string
  kind: 'sp' | 'unit'
  /** Size in T, halves allowed. */
  t: number
  /** The hex it waits in: a friendly air base, where Transports load it (14.9a). */
  hex: string
  /** A combat unit with the "Para" symbol, which may parachute (14.10a). */
  para?: boolean
}

/** A Drop Plan (14.10b), made before the game begins: the players' record of a unit, its drop hex and phase. */
export interface OcsDropPlan {
  cargo: string
  hex: string
  /** The name of the Movement Phase of the scenario in which it drops. */
  phase: string
}

export interface OcsScenario {
  system: typeof OCS_SYSTEM_ID
  id: string
  title: string
  description?: string
  /** The two sides, in play order. */
  sides: { id: SideId; name: string }[]
  map: { cols: number; rows: number }
  airBases: OcsAirBase[]
  aircraft: OcsAircraft[]
  phases: OcsPhase[]
  /**
   * The Air Combat Table as the players entered it from their own chart: modified roll → result.
   * Missing rows are read off the player's chart when a roll lands there.
   */
  airCombatTable?: Record<string, string>
  /**
   * The other OCS charts as the players entered them, by chart id (charts/ocsCharts.ts), each
   * checked against what the seed fixes when the scenario is read; a chart not given is the
   * placeholder, read off the players' own chart cell by cell.
   */
  charts?: Record<string, ChartEntry>
  /** Cargo for Air Transport (14.9), the players' data. */
  cargo?: OcsCargo[]
  /** Drop Plans made before the game begins (14.10b), the players' data. */
  dropPlans?: OcsDropPlan[]
  /** The terrain of the hexes an Air Drop may land in, by hex (the players' data; 14.10d reads it). */
  terrain?: Record<string, string>
  /**
   * The lines of the players' Air Transport Success modifiers chart that hold for a drop into each
   * hex (hex → `other:…` keys; 14.10d "Apply the table's modifiers"), the players' data: the seed
   * names no modifier. A line their entered chart lacks, or leaves empty, is read off their own chart.
   */
  dropModifiers?: Record<string, string[]>
  /** Glider Points at friendly air bases, by hex (14.10e; the players' data). */
  gliders?: Record<string, number>
  /**
   * Hexes a correct spotter of each side sees (10.0b; side id → hexes), the players' data: Sortie
   * keeps no ground units. A Hip Shoot needs one (14.7d C); a barrage of a spotted hex is not
   * shifted as unspotted unless a Strategic Bomber flies in it (14.1e A).
   */
  spotters?: Record<string, string[]>
  /**
   * How many Inactive aircraft each air base may refit in an Aircraft Refit Phase (air base hex →
   * count): refit is rule 15.0, not in the seed, so these are the players' numbers (and the supply
   * it costs, 14.1d, is theirs to pay). Absent: no refit is offered.
   */
  refit?: Record<string, number>
  /** Notes for the players (where the situation comes from, what is a stand-in). */
  notes?: string[]
}

/** What changes of an aircraft during play. */
export interface OcsAircraftState {
  /** 2, 1, or 0: eliminated, in the Dead Pile (14.1b). */
  steps: number
  mode: OcsMode
  base: string
  /** The hex it flies to (a mission or an interception), or null at its base. */
  flying: string | null
  /** It flew a mission this phase (14.2e). */
  flown: boolean
}

export type AirCombatResult = 'attacker aborts' | 'defender aborts' | 'both abort'

export interface OcsRound {
  n: number
  attacker: SideId
  atk: string | null
  def: string | null
  dice: number[] | null
  modified: number | null
  result: AirCombatResult | null
  /** The result came from the player's own chart. */
  fromChart: boolean
  lossDie: number | null
}

export interface OcsCombat {
  hex: string
  /** The side that started it: the mission player, or the interceptor's (14.3c). */
  initiator: SideId
  /** The intercepting fighter, in an Interception (14.5). */
  interceptor: string | null
  /** Aircraft still in the combat. */
  inCombat: string[]
  step: 'preAbort' | 'rounds' | 'postAbort'
  /** The sides that have answered the pre- (or post-) combat abort question, in order. */
  answered: SideId[]
  round: OcsRound | null
  rounds: number
}

export interface OcsMission {
  n: number
  side: SideId
  type: OcsMissionType
  hex: string
  /** The mission aircraft still on the mission. */
  aircraft: string[]
  /** The step of 14.2f reached. */
  step: 'C' | 'D' | 'E' | 'F' | 'G'
  /** Aircraft that left the hex and still choose the base they return to (14.1c), in order. */
  returning: string[]
  /** Steps E (Flak) and F (the barrage) so far. */
  fire: OcsFire
  /** An Air Transport's load, once chosen (14.9a, 14.9e); absent on other missions. */
  load?: OcsLoad | null
}

export interface OcsLoad {
  /** The cargo carried, by id. */
  cargo: string[]
  /** Each plane's range option (14.9e). */
  options: Record<string, OcsRangeOption>
  /** Glider Points each towing plane tows (14.10e C). */
  tow?: Record<string, 1 | 2>
  /** The cargo loaded on the gliders (14.10e C–E). */
  onGliders?: string[]
}

/** Where a cargo is now. */
export interface OcsCargoState {
  hex: string
  /** Destroyed with its plane's lost capacity (14.4g) or in its drop (14.10d). */
  destroyed: boolean
  /** T of a supply cargo lost in a drop, one roll per 1T (14.10d). */
  lost?: number
}

/** The dice and chart answers of a mission's Flak (14.4e–f) and barrage (14.7), kept so a replay is exact. */
export interface OcsFire {
  /** The two Flak dice, once rolled (14.4e). */
  flakDice: number[] | null
  /** The Flak roll was resolved and logged: a loss is due (true) or not (false). */
  flakHit: boolean | null
  /** The Mission Loss Table die (14.4f). */
  lossDie: number | null
  /** Flak is over for this mission. */
  flakDone: boolean
  /** The two Barrage Table dice (14.7). */
  barrageDice: number[] | null
  /** The die that rounds a half result (14.0 complex example). */
  halfDie: number | null
  /** The cells the players read off their own charts, by `answerKey` (charts/chartCell.ts). */
  answers: Record<string, string>
  /** The two dice of each drop roll, in order (14.10d); absent on other missions. */
  dropDice?: number[][]
}

export const NO_FIRE: OcsFire = {
  flakDice: null,
  flakHit: null,
  lossDie: null,
  flakDone: false,
  barrageDice: null,
  halfDie: null,
  answers: {},
}

export type OcsPending =
  | (PendingEnvelope & { kind: 'phase'; segment: OcsSegment | null })
  | (PendingEnvelope & { kind: 'preAbort' | 'postAbort'; choices: string[]; keep: number })
  | (PendingEnvelope & { kind: 'pickAttacker' | 'pickDefender'; choices: string[] })
  | (PendingEnvelope & { kind: 'roll'; count: number; what: string })
  | (PendingEnvelope & { kind: 'chartLookup'; chart: ChartQuestion })
  | (PendingEnvelope & { kind: 'intercept'; choices: string[] })
  | (PendingEnvelope & { kind: 'returnBase'; aircraft: string; choices: string[] })
  | (PendingEnvelope & { kind: 'flakLoss'; choices: string[] })
  | (PendingEnvelope & {
      kind: 'load'
      /** The range options open to each plane (14.9e). */
      options: Record<string, OcsRangeOption[]>
      /** The cargo the planes may load: at their bases, of their side (14.9a). */
      cargo: string[]
    })
  | (PendingEnvelope & { kind: 'cargoLoss'; choices: string[]; capacity: number; keep: number })
  | (PendingEnvelope & { kind: 'over' })

export interface OcsState {
  scenario: OcsScenario
  dice: DiceState
  phase: number
  segment: number
  aircraft: Record<string, OcsAircraftState>
  /** Hexes barraged this phase: one regular barrage per hex per phase (14.7). */
  barraged: string[]
  missions: number
  mission: OcsMission | null
  combat: OcsCombat | null
  pending: OcsPending
  /** The cargo of the scenario, where it is (present only when the scenario lists cargo). */
  cargo?: Record<string, OcsCargoState>
  /** T unloaded by Air Transport at each base in this Movement Segment (14.9f). */
  unloaded?: Record<string, number>
  /** Glider Points left at each base (present only when the scenario gives gliders, 14.10e). */
  gliders?: Record<string, number>
  /** Hexes with a Trainbusting marker (14.8a); absent until the first is placed. */
  trainbusting?: string[]
  /** Hexes a Trainbusting mission flew against this phase (14.8); absent until the first. */
  trainbusted?: string[]
  /** Aircraft refit in this Aircraft Refit Phase (15.0); absent until the first. */
  refitted?: string[]
}

export type OcsAction =
  | { type: 'mission'; mission: OcsMissionType; hex: string; aircraft: string[] }
  | { type: 'endSegment' }
  /** In an Aircraft Refit Phase: one Inactive aircraft becomes Active at its base (14.1d, 15.0). */
  | { type: 'refit'; aircraft: string }
  | { type: 'abort'; aircraft: string[] }
  | { type: 'pick'; aircraft: string }
  | { type: 'roll'; values: number[] }
  | { type: 'chart'; result: string }
  | { type: 'intercept'; aircraft: string | null }
  | { type: 'returnBase'; aircraft: string; base: string }
  | { type: 'flakLoss'; aircraft: string }
  | {
      type: 'load'
      options: Record<string, OcsRangeOption>
      cargo: string[]
      /** Glider Points towed by each plane that tows (14.10e C); none when absent. */
      tow?: Record<string, 1 | 2>
      /** The cargo on the gliders (14.10e); the rest rides in the planes. */
      onGliders?: string[]
    }
  | { type: 'cargoLoss'; cargo: string[] }

export interface OcsEvent {
  type: string
  text: string
  rule?: string
  side?: SideId
  privateTo?: SideId
}
