// The dialog of each kind of pending decision (spec §7.9, §8.10, §14.2): one entry per kind
// (`DIALOG_FOR_KIND`, so a new kind without one is a compile error). Each dialog builds the action
// from the player's choices and dispatches it; the rules module says whether it is legal. The decision
// panel finds this table through the AETO/APTO screens (ui/systems/aeto/screens.ts), by the game's system.
import type { ReactNode } from 'react'
import type { GameState, Pending } from '../../rules/systems/aeto'
import type { P } from './common'
import './dialogs.css'
import { ContinueDialog, ReturnDialog } from './AfterCombatDialogs'
import { AttackDialog, UnitsChoiceDialog } from './AirCombatDialogs'
import { AtpLossDialog } from './AtpLossDialog'
import { BaseChainDialog, StackOrderDialog } from './BasingDialogs'
import { BombAllocationDialog, ForcedRebaseDialog, LossDialog, UcepDialog } from './BombingDialogs'
import { ChartLookupDialog } from './ChartDialogs'
import { CollectDialog } from './CollectDialog'
import { GroundSupportDialog, LandCombatDialog } from './GroundSupportDialogs'
import { InitiativeDialog } from './InitiativeDialog'
import { AcceptCancelDialog, DeclareDialog, PreCombatDialog } from './InterceptionDialogs'
import { ConvoyAaDialog, ConvoyAttackDialog } from './InterdictionDialogs'
import { ReconConcealDialog } from './LandReconDialogs'
import { LaunchInterceptorsDialog } from './LaunchDialog'
import { MoveDialog } from './MoveDialog'
import { CounterstrikeDialog } from './CounterstrikeDialogs'
import { IntensiveDialog } from './IntensiveDialog'
import { NavalAttackDialog, SubmarineAttackDialog } from './NavalAttackDialogs'
import { NavalWindowDialog } from './NavalWindowDialog'
import { SightingReportDialog } from './SightingReportDialog'
import { OffensiveDialog } from './OffensiveDialog'
import { ParadropDialog } from './ParadropDialog'
import { RollDialog } from './RollDialog'
import { SeaCargoLossDialog } from './SeaTransportDialogs'
import { StrafeEvacuationDialog, StrafeTargetDialog } from './StrafeDialogs'
import { RaidAaDialog, RaidAssignDialog, RaidAttacksDialog } from './StrategicDialogs'
import { SurfaceRaidersDialog } from './SurfaceRaidersDialog'
import { WeatherDialog } from './WeatherDialog'

/** The dialog of a decision of kind K, or null where the decision panel shows something else. */
export type DialogFor<K extends Pending['kind']> =
  ((props: { state: GameState; p: P<K> }) => ReactNode) | null

export const DIALOG_FOR_KIND = {
  /** The plan is the decision panel's own chooser (missions, routes, reconnaissance). */
  plan: null,
  /** The scenario is over: the panel's list of legal actions, which is empty. */
  over: null,
  move: MoveDialog,
  collect: CollectDialog,
  declare: DeclareDialog,
  launchInterceptors: LaunchInterceptorsDialog,
  preCombat: PreCombatDialog,
  acceptCancel: AcceptCancelDialog,
  dumpOrdnance: UnitsChoiceDialog,
  designate: UnitsChoiceDialog,
  voluntaryAbort: UnitsChoiceDialog,
  remain: UnitsChoiceDialog,
  attack: AttackDialog,
  roll: RollDialog,
  continue: ContinueDialog,
  returnToBase: ReturnDialog,
  evacuation: StrafeEvacuationDialog,
  strafeTarget: StrafeTargetDialog,
  offensive: OffensiveDialog,
  bombAllocation: BombAllocationDialog,
  bombAa: LossDialog,
  bombCollateral: LossDialog,
  bombUcep: UcepDialog,
  chartLookup: ChartLookupDialog,
  forcedRebase: ForcedRebaseDialog,
  stackOrder: StackOrderDialog,
  baseChain: BaseChainDialog,
  landCombat: LandCombatDialog,
  groundSupport: GroundSupportDialog,
  navalAttack: NavalAttackDialog,
  submarineAttack: SubmarineAttackDialog,
  sightingReport: SightingReportDialog,
  reconConceal: ReconConcealDialog,
  navalWindow: NavalWindowDialog,
  counterstrike: CounterstrikeDialog,
  intensive: IntensiveDialog,
  paradrop: ParadropDialog,
  atpLoss: AtpLossDialog,
  seaCargoLoss: SeaCargoLossDialog,
  initiative: InitiativeDialog,
  convoyAttack: ConvoyAttackDialog,
  convoyAa: ConvoyAaDialog,
  raidAssign: RaidAssignDialog,
  raidAttacks: RaidAttacksDialog,
  raidAa: RaidAaDialog,
  weather: WeatherDialog,
  surfaceRaiders: SurfaceRaidersDialog,
} satisfies { [K in Pending['kind']]: DialogFor<K> }

/** The kinds that have a dialog of their own (the others: the plan chooser or the legal actions in words). */
export const DIALOG_KINDS: readonly Pending['kind'][] = (
  Object.keys(DIALOG_FOR_KIND) as Pending['kind'][]
).filter((k) => DIALOG_FOR_KIND[k] !== null)
