// The ids and the rule-cited modifier every state shape uses: the bottom of the rules module, importing only the kernel.
// Ids are strings; locations are integer ids from the map index (hexes 0..cols*rows-1, then large sea areas).
// A side and a location are the kernel's (every rule system has them).
export type { Loc, SideId } from '../../kernel/ids'
export type UnitId = string
export type BaseId = string
export type FlightId = string
export type EngagementId = string
export type Role = 'fighter' | 'bomber'
export type Commitment = 'none' | 'current' | 'previous'

export interface Modifier {
  value: number
  rule: string
  label: string
}
