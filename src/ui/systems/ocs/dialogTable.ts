// The dialog of each OCS decision kind, by kind (ui/systems/screens.ts registers it for the page).
import type { ComponentType } from 'react'
import type { OcsPending } from '../../../rules/systems/ocs'
import { CargoLossDialog, LoadDialog } from './CargoDialogs'
import {
  AbortDialog,
  ChartLookupDialog,
  FlakLossDialog,
  InterceptDialog,
  PhaseDialog,
  PickDialog,
  ReturnBaseDialog,
  RollDialog,
  type OcsDialogProps,
} from './OcsDialogs'

/**
 * The dialog of each OCS decision kind; `satisfies` makes the compiler name a kind the rules add
 * and this table forgets. null: the page shows something else (the game's end).
 */
export const OCS_DIALOGS = {
  phase: PhaseDialog,
  preAbort: AbortDialog,
  postAbort: AbortDialog,
  pickAttacker: PickDialog,
  pickDefender: PickDialog,
  roll: RollDialog,
  chartLookup: ChartLookupDialog,
  intercept: InterceptDialog,
  returnBase: ReturnBaseDialog,
  flakLoss: FlakLossDialog,
  load: LoadDialog,
  cargoLoss: CargoLossDialog,
  over: null,
} satisfies Record<OcsPending['kind'], ComponentType<OcsDialogProps<never>> | null>

/** The dialog registered for a kind, or undefined for a kind this table does not know. */
export function ocsDialogFor(kind: string): ComponentType<OcsDialogProps> | null | undefined {
  return (OCS_DIALOGS as Record<string, ComponentType<OcsDialogProps> | null>)[kind]
}
