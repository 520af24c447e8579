// Land reconnaissance (4.11): state shapes, imported by types.ts, so they import nothing above.
import type { Modifier, SideId, UnitId } from '../ids'

/** An attempt under way: its die, then (a fort chit there) the owner's concealment. */
export interface LandReconAttempt {
  side: SideId
  unit: UnitId
  hex: string
  modifiers: Modifier[]
  /** The natural die once rolled. */
  die: number | null
  /** Success with a fort chit in the hex: the owner conceals one land chit or none (D-RECON-CONCEAL). */
  conceal: { owner: SideId } | null
}

/** What a side has seen of an enemy hex this Offensive Phase (4.11): the land units shown it then. */
export interface LandReconSeen {
  side: SideId
  hex: string
  /** The land units shown; a unit that leaves the hex is no longer shown there. */
  units: string[]
  /** One land chit was concealed under the hex's fort chit (4.11). */
  concealed: boolean
}

/** Land reconnaissance this Offensive Phase (4.11); absent until a side makes one (or a sea reconnaissance in it). */
export interface LandReconState {
  /** One attempt per enemy hex per side per Offensive Phase (4.11). */
  tried: { side: SideId; hex: string }[]
  /** Units that made a land reconnaissance this Offensive Phase: no sea reconnaissance for them (4.11). */
  land: UnitId[]
  /** Units that made a sea reconnaissance this Offensive Phase: no land reconnaissance for them (4.11). */
  sea: UnitId[]
  seen: LandReconSeen[]
  current: LandReconAttempt | null
}

/** One unit that may reconnoitre a hex, with its modifiers and the exact chance. */
export interface LandReconUnit {
  id: UnitId
  distance: number
  modifiers: Modifier[]
  /** Sum of the modifiers; success on a modified 2 or more (4.11). */
  drm: number
  chance: number
}

/** An enemy land hex a side may reconnoitre now (4.11). */
export interface LandReconTarget {
  hex: string
  /** Enemy land chits there (their number is seen, as the stack is). */
  chits: number
  /** A fort chit is there: a success lets the owner conceal one land chit (4.11). */
  fort: boolean
  units: LandReconUnit[]
}
