// The OCS air rules' screens: the page of an OCS game (OcsApp.tsx, fetched in its own chunk) and
// the dialog of each pending decision kind (OcsDialogs.tsx). The map and the charts form are
// added beside them (map/systems/ocs).
import { lazy } from 'react'
import { OCS_SYSTEM_ID } from '../../../rules/systems'
import type { SystemScreens } from '../screens'
import { OCS_DIALOGS } from './dialogTable'

export const ocsScreens: SystemScreens = {
  systemId: OCS_SYSTEM_ID,
  dialogs: OCS_DIALOGS,
  App: lazy(() => import('./OcsApp')),
}
