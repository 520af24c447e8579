// The dialog of each AWAW decision kind, by kind (the AWAW page, AwawApp.tsx, reads it).
import type { ComponentType } from 'react'
import type { AwawPending } from '../../../rules/systems/awaw'
import {
  AirCombatResultDialog,
  CoverDialog,
  EngageDialog,
  OutsideDialog,
  RemoveAafDialog,
  StrikeDialog,
  TargetsDialog,
  type AwawDialogProps,
} from './AwawDialogs'
import { DamagedDialog, EngagersDialog, RollDialog } from './StrikeStepDialogs'

/**
 * The dialog of each AWAW decision kind; `satisfies` makes the compiler name a kind the rules add
 * and this table forgets. null: the page shows something else (the game's end). A kind missing at
 * run time (a save of a newer version) falls back to the generic list of legal actions.
 */
export const AWAW_DIALOGS = {
  outside: OutsideDialog,
  strike: StrikeDialog,
  cover: CoverDialog,
  engage: EngageDialog,
  chartLookup: AirCombatResultDialog,
  targets: TargetsDialog,
  removeAaf: RemoveAafDialog,
  engagers: EngagersDialog,
  roll: RollDialog,
  damaged: DamagedDialog,
  over: null,
} satisfies Record<AwawPending['kind'], ComponentType<AwawDialogProps<never>> | null>

/** The dialog registered for a kind, or undefined for a kind this table does not know. */
export function awawDialogFor(kind: string): ComponentType<AwawDialogProps> | null | undefined {
  return (AWAW_DIALOGS as Record<string, ComponentType<AwawDialogProps> | null>)[kind]
}
