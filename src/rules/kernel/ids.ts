// The ids every rule system shares: a side, and a location of the map index (hexes
// 0..cols*rows-1, then large sea areas; kernel/hex/mapIndex.ts). Strings and numbers, so that a
// state stays plain JSON.
export type SideId = string
export type Loc = number
