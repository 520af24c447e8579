// Naval bombardment (APTO [3.28]): the options of the plan, imported by types.ts, so they import nothing above.
import type { BombInstallationOption } from '../missions/types'

/** One flotilla that may bombard now: where, its ships that may (gunnery now), the enemy installations there. */
export interface BombardmentOption {
  flotilla: string
  hex: string
  ships: { id: string; name: string; gunnery: number }[]
  installations: BombInstallationOption[]
}
