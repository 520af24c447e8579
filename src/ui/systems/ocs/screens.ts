// The OCS air rules' screens: the page of an OCS game (OcsApp.tsx, fetched in its own chunk, with
// the dialog of each pending decision kind, dialogTable.ts, its map and its charts form), so that
// a game of another system never loads them.
import { lazy } from 'react'
import { OCS_SYSTEM_ID } from '../../../rules/systems'
import type { SystemScreens } from '../screens'

export const ocsScreens: SystemScreens = {
  systemId: OCS_SYSTEM_ID,
  App: lazy(() => import('./OcsApp')),
}
