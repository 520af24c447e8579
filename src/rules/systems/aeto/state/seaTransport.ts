// Air units carried by sea (APTO 3.18, 3.21, 3.24): state shapes, imported by types.ts, so they import nothing above.
import type { BaseId, UnitId } from '../ids'

/** The air units aboard STPs, in the order they embarked, each with the flotilla whose STPs carry it (3.18, 3.21). */
export interface SeaTransportState {
  cargo: { unit: UnitId; flotilla: string }[]
}

/** The air units one flotilla's STPs may take aboard now (the plan of the owner's Naval and Air Phase). */
export interface EmbarkOption {
  flotilla: string
  /** Hex label of the port. */
  hex: string
  /** The flotilla's STP points and what its air units aboard need now (3.23). */
  points: number
  load: number
  /** Units of the port hex that may embark now, each alone. */
  units: UnitId[]
}

/** The air units aboard one flotilla docked in a friendly port that an Air Offensive may debark there (3.24). */
export interface DebarkOption {
  flotilla: string
  hex: string
  /** Every air unit aboard, in the order they embarked. */
  units: UnitId[]
  /** The friendly bases of the hex with room, each with the units aboard that fit there alone. */
  to: { base: BaseId; units: UnitId[] }[]
  /** The first base with room for every unit aboard together, if any: where `debarkStp` without `units` and `to` puts them. */
  all?: BaseId
}
