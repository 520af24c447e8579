// The data of the Europa-family draft "20. Air Rules Introduction" (V10.11.25): airbases with their
// current capacity, air units with their face (operative or inoperative), X markers and boxes, the
// phases of a player turn (20.C), the ARP pools, the air operation in progress (20.D) and the house
// rulings the players made where the draft is silent (holes.ts). Plain JSON, so a state hashes and
// saves as it is. The draft has no resolution rules (air combat, AA, missions): the players decide
// those results from the closed set it defines (docs/europa.md).
import type { SideId } from '../../kernel/ids'
import type { PendingEnvelope } from '../../kernel/pending'

export const EUROPA_SYSTEM_ID = 'europa-draft'

/** The badge every screen of this system shows: the rules are a draft, not a published game. */
export const DRAFT_BADGE = 'draft rules: not published'

/** The three categories (20.A.1). */
export type Category = 'fighter' | 'bomber' | 'transport'
export const CATEGORIES: readonly Category[] = ['fighter', 'bomber', 'transport']

/** The markers of the ladder, lowest first (20.B.1.c–g): each "one level" above the last. */
export type Marker = 'X' | 'R' | 'D' | 'A' | 'E'
export const MARKERS: readonly Marker[] = ['X', 'R', 'D', 'A', 'E']
/** A result the players enter for one unit: no effect, or a marker (20.B.1.c(i), d–g). */
export type UnitResult = 'none' | Marker
export const UNIT_RESULTS: readonly UnitResult[] = ['none', ...MARKERS]

/** The off-map boxes (20.B.4.a–c, 20.B.5). */
export type Box = 'aborted' | 'eliminated' | 'strategic' | 'garrison' | 'holding'
export const BOXES: readonly Box[] = ['aborted', 'eliminated', 'strategic', 'garrison', 'holding']

export type Face = 'operative' | 'inoperative'

/** The phases of a player turn, in the draft's order (20.C.1–20.C.11). */
export type PhaseId =
  | 'initial'
  | 'reinforcement'
  | 'initialEngineering'
  | 'movement'
  | 'reaction'
  | 'initialCombat'
  | 'exploitation'
  | 'exploitationCombat'
  | 'secondaryEngineering'
  | 'supplyMovement'
  | 'replacement'

/** The kinds of air operation Sortie lets a player initiate, each named in the draft. */
export type OpKind = 'CAP' | 'DAS' | 'OGS' | 'strategicBombing' | 'transport'
export const OP_KINDS: readonly OpKind[] = ['CAP', 'DAS', 'OGS', 'strategicBombing', 'transport']

/** The missions the draft names (20.B.2, 20.C, 20.D). */
export type Mission = 'CAP' | 'escort' | 'interception' | 'DAS' | 'GS' | 'strategicBombing' | 'transport'

export interface EuropaAirbase {
  id: string
  side: SideId
  name: string
  hex: string
  /** Its current capacity (20.C.1.a; the capacity of each kind of airbase is not in the draft). */
  capacity: number
}

export interface EuropaAirUnit {
  id: string
  side: SideId
  name: string
  /** Its type on the UNIT DESCRIPTION CHART ("F", "HF", "HB"; 20.A.1). */
  type: string
  category: Category
  /** Prefixes: "J" (jet) makes a type F a JF (20.A.2). */
  prefixes: string[]
  /** Codes: "M" (anti-ship missiles) on a type HB (20.A.3). */
  codes: string[]
  face: Face
  /** X markers on it (20.B.1.c). */
  x: number
  /** An airbase id, or a box. */
  at: { airbase: string } | { box: Box }
}

/** A ruling given in the file or in play: a choice, a number or a sentence (holes.ts). */
export type RulingAnswer = string | number

export interface EuropaScenario {
  system: typeof EUROPA_SYSTEM_ID
  id: string
  title: string
  description?: string
  notes?: string[]
  /** The two sides, the first phasing first. */
  sides: { id: SideId; name: string }[]
  map: { cols: number; rows: number }
  airbases: EuropaAirbase[]
  airUnits: EuropaAirUnit[]
  /** The phases of each player turn, in the draft's order (20.C); the whole list when absent. */
  phases: PhaseId[]
  /** Each side's ARP pool (in halves: 20.B.1.e pays ½ ARP). */
  arp: Record<SideId, number>
  /** How many player turns the game lasts. */
  playerTurns: number
  /** House rulings made before play, by ruling key (holes.ts). */
  rulings: Record<string, RulingAnswer>
}

/** Where a unit is now. */
export type Where =
  | { kind: 'base'; base: string }
  | { kind: 'box'; box: Box }
  | { kind: 'aloft'; op: number }
  | { kind: 'cap'; hex: string }

export interface UnitState {
  face: Face
  x: number
  where: Where
  /** The airbase it flew from, where it lands (the draft does not say where a unit returns). */
  home: string | null
  /** A result marker carried in flight (20.B.1.c(i), d–g), resolved on landing. */
  marker: Marker | null
  /** While on CAP: the flight it flew there, read when it lands. */
  flight?: Flight
}

/** One unit flying in an operation. */
export interface Flight {
  unit: string
  side: SideId
  mission: Mission
  /** Flying an extended air mission (20.B.1.c(ii)–(iii); what makes one is not in the draft). */
  extended: boolean
  /** X markers it carried at take-off (20.B.1.c note). */
  priorX: number
  /** It took off inoperative (20.D.6). */
  wasInoperative: boolean
  /** A fighter already on CAP declared as intercepting (20.D.2), and the hex it patrolled. */
  fromCap?: true
  capHex?: string
}

export type OpStep = 'interceptors' | 'airCombat' | 'aa' | 'mission'

/** An air operation (20.B.2.a, 20.D). */
export interface Operation {
  n: number
  kind: OpKind
  side: SideId
  hex: string
  phase: PhaseId
  flights: Flight[]
  step: OpStep
}

/** A returning unit whose owner chooses: pay ARP, or the box (20.B.1.e–g). */
export interface LandingChoice {
  unit: string
  side: SideId
  level: 'D' | 'A' | 'E'
  /** What the repair costs in ARP (null: the unit cannot be repaired, the pool is short). */
  cost: number
  /** X markers it lands with if repaired. */
  x: number
  /** Why its level is what it is, for the prompt. */
  why: string
}

/** Where a phase is: the draft's sequence inside it. */
export type Stage = 'improve' | 'capWindow' | 'onDemand' | 'das' | 'ogs' | 'groundCombat' | 'outside' | 'over'

export interface RulingRecord {
  answer: RulingAnswer
  /** Given in the scenario file, or by the players in play. */
  by: 'scenario' | 'players'
}

export type EuropaPending =
  | (PendingEnvelope & {
      kind: 'improve'
      /** Capacity left at each airbase of the phasing player, and the cost of the next improvement. */
      bases: { base: string; left: number; cost: number }[]
    })
  | (PendingEnvelope & {
      kind: 'operationOrPass'
      /** The window open (20.C.1.b, 20.C.6, 20.D(1)). */
      airWindow: 'capWindow' | 'onDemand' | 'das' | 'ogs'
      kinds: OpKind[]
    })
  | (PendingEnvelope & { kind: 'interceptors'; op: number; hex: string })
  | (PendingEnvelope & { kind: 'airCombat'; op: number; units: string[] })
  | (PendingEnvelope & { kind: 'aaFire'; op: number; units: string[] })
  | (PendingEnvelope & { kind: 'missionResult'; op: number })
  | (PendingEnvelope & {
      kind: 'landing'
      unit: string
      level: 'D' | 'A' | 'E'
      cost: number
      canPay: boolean
    })
  | (PendingEnvelope & { kind: 'groundCombat'; hexes: string[] })
  | (PendingEnvelope & { kind: 'outsidePhase'; phase: PhaseId })
  | (PendingEnvelope & {
      kind: 'ruling'
      key: string
      hole: string
      answerKind: 'choice' | 'number' | 'sentence'
      options?: string[]
    })
  | (PendingEnvelope & { kind: 'over' })

export type EuropaPendingKind = EuropaPending['kind']

export interface EuropaState {
  scenario: EuropaScenario
  /** Player turns begun (1 = the first). */
  turn: number
  phasing: SideId
  phase: PhaseId
  stage: Stage
  /** The side whose turn it is to initiate or pass in an alternating window (20.C.1.b, 20.D(1)). */
  toAct: SideId
  /** Passes in a row in the window. */
  passes: number
  units: Record<string, UnitState>
  arp: Record<SideId, number>
  /** Capacity spent at each airbase in this initial phase (20.C.1.a). */
  capacityUsed: Record<string, number>
  /** The operations' target hexes this phase (20.B.2.f, 20.C). */
  targeted: { hex: string; kind: OpKind; side: SideId }[]
  /** Each side's previous operation's target hex (20.D(6) note). */
  lastTarget: Record<SideId, string | null>
  op: Operation | null
  /** DAS and OGS operations waiting for their ground combat (20.C.6). */
  paused: Operation[]
  landings: LandingChoice[]
  opCount: number
  rulings: Record<string, RulingRecord>
  /** How often each ruling key (or gap the players fill) arose in play. */
  uses: Record<string, number>
  /** The action that met an unruled hole: played again once the players rule on it. */
  awaiting: EuropaAction | null
  /** The decision that action answered, due again if the action is refused under the ruling. */
  awaitingPending?: EuropaPending
  pending: EuropaPending
}

export type EuropaAction =
  | { type: 'improve'; unit: string }
  | { type: 'improveDone' }
  | {
      type: 'initiate'
      kind: OpKind
      hex: string
      flights: { unit: string; mission: Mission; extended?: boolean }[]
    }
  | { type: 'pass' }
  | { type: 'intercept'; interceptors: string[]; cap: string[] }
  | { type: 'results'; results: Record<string, UnitResult> }
  | { type: 'missionResult'; outcome: string }
  | { type: 'land'; unit: string; choice: 'repair' | 'box' }
  | { type: 'groundCombat'; hex: string }
  | { type: 'endPhase' }
  | { type: 'rule'; key: string; answer: RulingAnswer }

export interface EuropaEvent {
  type: string
  text: string
  rule?: string
  side?: SideId
  privateTo?: SideId
  /** The hole or gap this line fills by the players' decision or ruling. */
  hole?: string
}
