// The AWAW rule 23 screens: the page of an AWAW game (AwawApp.tsx, fetched in its own chunk with
// its dialogs, dialogTable.ts, and its map), so that a game of another system never loads them.
import { lazy } from 'react'
import { AWAW_SYSTEM_ID } from '../../../rules/systems'
import type { SystemScreens } from '../screens'

export const awawScreens: SystemScreens = {
  systemId: AWAW_SYSTEM_ID,
  App: lazy(() => import('./AwawApp')),
}
