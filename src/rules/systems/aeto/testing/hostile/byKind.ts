// The makers of hostile actions, keyed by pending kind: every decision gets the generic ones
// (generic.ts), then those of its kind. A kind's makers live beside their siblings in the file
// named after the procedure that raises it (hostile/<procedure>.ts, as
// engine/procedures/<procedure>.ts). A kind with no entry gets the generic makers only, which
// already send it every action type it does not accept (read from its procedure), so a new
// decision kind needs nothing here; give it an entry for ill-formed fields of its own actions.
// The table is optional per kind (see random/byKind.ts for why); the compiler still refuses an
// entry for a kind that does not exist.
import type { PendingKind } from '../../types'
import { none, type HostileFiles, type HostileMakers } from './context'
import { airCombatMakers } from './airCombat'
import { counterstrikeMakers } from './counterstrike'
import { engagementMakers } from './engagements'
import { flightMovementMakers } from './flightMovement'
import { interceptionWindowMakers } from './interceptionWindows'
import { missionMakers } from './missions'
import { navalWindowMakers } from './navalWindow'
import { offensiveMakers } from './offensive'
import { planMakers } from './plan'
import { returnToBaseMakers } from './returnToBase'
import { rollMakers } from './rollDecision'
import { seaTransportMakers } from './seaTransport'
import { surfaceRaiderMakers } from './surfaceRaiders'

/** The makers of each procedure's file (randomPlay.test.ts: no kind in two files). */
export const HOSTILE_FILES = {
  airCombat: airCombatMakers,
  counterstrike: counterstrikeMakers,
  engagements: engagementMakers,
  flightMovement: flightMovementMakers,
  interceptionWindows: interceptionWindowMakers,
  missions: missionMakers,
  navalWindow: navalWindowMakers,
  offensive: offensiveMakers,
  plan: planMakers,
  returnToBase: returnToBaseMakers,
  rollDecision: rollMakers,
  seaTransport: seaTransportMakers,
  surfaceRaiders: surfaceRaiderMakers,
}

/** The kinds with hostile actions of their own, each with its makers. */
export const HOSTILE = {
  ...airCombatMakers,
  ...counterstrikeMakers,
  ...engagementMakers,
  ...flightMovementMakers,
  ...interceptionWindowMakers,
  ...missionMakers,
  ...navalWindowMakers,
  ...offensiveMakers,
  ...planMakers,
  ...returnToBaseMakers,
  ...rollMakers,
  ...seaTransportMakers,
  ...surfaceRaiderMakers,
} satisfies HostileFiles

/** The makers of hostile actions of kind `kind`'s own: its entry, else none. */
export function hostileMakersFor<K extends PendingKind>(kind: K): HostileMakers<K> {
  return ((HOSTILE as HostileFiles)[kind] as HostileMakers<K> | undefined) ?? none
}
