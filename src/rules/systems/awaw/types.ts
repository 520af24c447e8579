// The data of A World at War, rule 23 (air-naval operations): air bases with their army air
// factors and squadrons, task forces with their ships and carriers, ports, the force pool, and the
// state of a game in progress. Plain JSON, so a state hashes and saves as it is. Rule 23 rests on
// rules 17–22 (air units, ranges, the naval system), which are not in the rules text Sortie has:
// what they would decide is entered by the players (docs/awaw.md).
import type { DiceState } from '../../kernel/dice'
import type { ChartQuestion } from '../../kernel/chartLookup'
import type { SideId } from '../../kernel/ids'
import type { PendingEnvelope } from '../../kernel/pending'
import type { AwawReadings } from './readings'

export const AWAW_SYSTEM_ID = 'awaw'

/** Europe (cover within four hexes) or the Pacific (three) (23.22). */
export type AwawTheater = 'europe' | 'pacific'

/** The three army air squadrons an AAF breaks into (23.132). */
export type AasRole = 'search' | 'cover' | 'attack'
export const AAS_ROLES: readonly AasRole[] = ['search', 'cover', 'attack']

/** Ship types rule 23 reads (the air defence level, CAP, the Naval Nationality DRM). */
export type ShipType = 'BB' | 'CV' | 'CVL' | 'CVB' | 'CVE' | 'cruiser' | 'DD' | 'transport' | 'sub'
export const SHIP_TYPES: readonly ShipType[] = [
  'BB',
  'CV',
  'CVL',
  'CVB',
  'CVE',
  'cruiser',
  'DD',
  'transport',
  'sub',
]
/** Carriers whose NAS fly CAP; CVEs contribute none (23.36). */
export const CAP_CARRIERS: readonly ShipType[] = ['CV', 'CVL', 'CVB']

/** Squadrons counted per kind: the three AAS roles and the naval air squadrons. */
export type SquadronKind = AasRole | 'nas'

export interface AwawShip {
  id: string
  name: string
  type: ShipType
  nationality: string
  /** Naval factors (20.x, not in the seed: the scenario's). */
  factors: number
  /** NAS on board: a carrier's air (23.3). */
  nas?: number
}

export interface AwawTaskForce {
  id: string
  name: string
  ships: AwawShip[]
}

export interface AwawNavalForce {
  id: string
  side: SideId
  name: string
  /** Where it is now (its path is announced outside the rules, 21.x). */
  hex: string
  taskForces: AwawTaskForce[]
}

export interface AwawAirBase {
  id: string
  side: SideId
  name: string
  hex: string
  nationality: string
  /** Army air factors here, uninverted and inverted (23.13). */
  aaf: number
  aafInverted?: number
  /** Land-based naval air squadrons here (23.11). */
  nas?: number
  /**
   * Hexes within which its air may attack ships at sea: rule 17's ranges are not in the seed, so
   * the scenario's author gives it (a stand-in when `rangeStandIn`). Absent: its air attacks
   * nothing at sea.
   */
  range?: number
  rangeStandIn?: boolean
  /**
   * A Pacific one-hex island with no city, port, airbase or artificial port: its NAS may fly cover,
   * but it is no air base for the share of cover that engages (23.22A).
   */
  notAirBase?: boolean
}

export interface AwawPort {
  hex: string
  side: SideId
  name: string
}

/**
 * The Air Nationality Chart's two rows the scan lost (19.31A): the players enter them from their
 * own chart; Sortie never fills them in.
 */
export interface EnteredNationalityRows {
  /** Italy, Russia, France. */
  italyRussiaFrance?: number
  /** Every minor country but Finland, Sweden and Australia. */
  minors?: number
}

export interface AwawScenario {
  system: typeof AWAW_SYSTEM_ID
  id: string
  title: string
  description?: string
  theater: AwawTheater
  /** The two sides, the phasing one first. */
  sides: { id: SideId; name: string }[]
  map: { cols: number; rows: number }
  /** AAF of each side's force pool in play (23.133, 23.142C). */
  forcePool: Record<SideId, number>
  airBases: AwawAirBase[]
  ports: AwawPort[]
  navalForces: AwawNavalForce[]
  airNationalityRows?: EnteredNationalityRows
  /** The readings chosen where the seed is silent or reads two ways (readings.ts); absent: the defaults. */
  readings?: AwawReadings
  /** Research results each side has achieved that rule 23 reads (23.4213, 23.74122B). */
  research?: Record<SideId, { airDefense?: number; radar?: number }>
  notes?: string[]
}

/** Squadrons at one base, by kind: uninverted and inverted. */
export type Squadrons = Record<SquadronKind, number>

export interface AwawBaseState {
  aaf: number
  aafInverted: number
  /** AAS and NAS ready. */
  ready: Squadrons
  /** AAS and NAS inverted (23.164). */
  inverted: Squadrons
}

/** Squadrons drawn from one base for one role. */
export interface Draw {
  base: string
  kind: SquadronKind
  count: number
}

/** One air attack on one task force in the hex a naval force entered (23.24, 23.415). */
export interface AwawStrike {
  tf: string
  /** The attacking squadrons as declared, in the order their losses are taken (19.6 is not in the seed). */
  from: Draw[]
  /** Defenders engaging: CAP and cover squadrons (23.415A, C). */
  engaged: { cap: number; cover: number } | null
  /**
   * The attacking squadrons the attacker chose to meet them, when he had more than engaged and of
   * more than one kind or base (23.415B); they take the defender's result first (23.416A).
   */
  engagers?: Draw[]
  /** The defender's air combat result against the attackers, then the attacker's (23.416). */
  defenderResult: string | null
  attackerResult: string | null
  /** The squadrons that got through the air defence roll (23.42), once it is made. */
  attacking: Draw[] | null
  /** The attacker's squadrons at each target (23.43), once assigned, until the attack rolls are made. */
  assign?: Record<string, number>
  done: boolean
}

/** The defender's cover and CAP over the hex (secret to the attacker, 23.25A). */
export interface AwawCover {
  from: Draw[]
  /** Cover squadrons assigned to each task force (23.24C). */
  byTf: Record<string, number>
  /** CAP over each task force (23.31, 23.33). */
  cap: Record<string, number>
  /** Defenders lost so far this hex, by task force: cover, then CAP (19.6 is not in the seed). */
  lost: Record<string, { cover: number; cap: number }>
  /** The owner's bases and designated area before the cover flew: what the enemy still sees (23.25A). */
  before: { bases: Record<string, AwawBaseState>; designated: number }
}

/** A naval force entering a hex, and the air fighting over it (23.24, 23.34). */
export interface AwawHexEntry {
  force: string
  hex: string
  attacker: SideId
  strikes: AwawStrike[]
  cover: AwawCover | null
  /** Dice the players rolled by hand and entered, kept until the roll they are for is made (23.42, 23.44). */
  faces?: number[]
  /** Named ships the last strike damaged, whose owner says whether they stay or leave (23.443A). */
  damaged?: string[]
}

export type AwawPending =
  | (PendingEnvelope & { kind: 'outside' })
  | (PendingEnvelope & { kind: 'strike'; force: string; hex: string })
  | (PendingEnvelope & { kind: 'cover'; force: string; hex: string; attacked: string[] })
  | (PendingEnvelope & { kind: 'engage'; tf: string; max: { cap: number; cover: number; total: number } })
  /** The attacker picks `count` of the strike's squadrons (`from`) to meet the defenders (23.415B). */
  | (PendingEnvelope & { kind: 'engagers'; tf: string; count: number; from: Draw[] })
  | (PendingEnvelope & { kind: 'chartLookup'; chart: ChartQuestion })
  | (PendingEnvelope & { kind: 'targets'; tf: string; targets: string[]; squadrons: number })
  | (PendingEnvelope & { kind: 'removeAaf'; excess: number; choices: string[] })
  /** The owner of ships just damaged at sea says which leave for a base; the others stay (23.443A). */
  | (PendingEnvelope & { kind: 'damaged'; ships: string[] })
  /** Dice the players roll by hand (manual dice): `count` faces for `what`. */
  | (PendingEnvelope & { kind: 'roll'; count: number; what: string })
  | (PendingEnvelope & { kind: 'over' })

export interface AwawState {
  scenario: AwawScenario
  dice: DiceState
  /** The side whose player turn it is. */
  phasing: SideId
  turn: number
  bases: Record<string, AwawBaseState>
  /** Where each naval force is. */
  forces: Record<string, { hex: string }>
  /** NAS aboard each carrier (by ship id). */
  carriers: Record<string, number>
  /** Hits on named ships at sea, which add up until they return to port (23.443A, 23.444). */
  ships: Record<string, { hits: number; damaged: boolean; sunk: boolean; detached?: true }>
  /** AAF parked in each side's designated area while broken into AAS (23.133). */
  designated: Record<SideId, number>
  /** AAF each side has in play under its force pool (23.142C). */
  pool: Record<SideId, number>
  entry: AwawHexEntry | null
  pending: AwawPending
}

/** An action the players enter for what rules 21–22 decide (outside the seed). */
export type AwawOutsideAction = { type: 'enterHex'; force: string; hex: string } | { type: 'endTurn' }

export type AwawAction =
  | AwawOutsideAction
  | { type: 'strike'; attacks: { tf: string; from: Draw[] }[] }
  | { type: 'cover'; from: Draw[]; extra: string[]; cap: Record<string, number> }
  | { type: 'engage'; cap: number; cover: number }
  | { type: 'engagers'; from: Draw[] }
  | { type: 'chart'; result: string }
  | { type: 'targets'; assign: Record<string, number> }
  | { type: 'removeAaf'; base: string }
  | { type: 'roll'; values: number[] }
  | { type: 'detach'; ships: string[] }

export interface AwawEvent {
  type: string
  text: string
  rule?: string
  side?: SideId
  privateTo?: SideId
  /** Entered by the players for a rule outside the seed (naval movement, rules 21–22). */
  outside?: true
  /** The dice faces this event shows (drawn or entered by hand): undo stops behind them. */
  dice?: number[]
}
