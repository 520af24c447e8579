// Interdiction results kept for the players (2.13, 2.21, 2.26): a state shape, imported by types.ts, so it imports nothing above.
import type { UnitId } from '../ids'

/** One interdiction result, kept for the players: a Convoy Route roll (2.13), a Merchant Shipping Route bomber (2.26) or a surface raider (2.21, 2.23). */
export interface InterdictionResult {
  kind: 'convoy' | 'merchant' | 'surface'
  /** The Strategic Warfare Phase: its month. */
  year: number
  month: number
  /** The large sea area id (convoy) or the merchant route id. */
  where: string
  /** The nation that loses the EP (2.25, 2.26). */
  nation: string
  /** The EP lost, after the per-area cap (2.13). */
  eps: number
  /** Convoy: the Bombing Table's result before the cap; its 2d6 total and column. */
  rolled?: number
  roll?: number
  column?: string
  units: UnitId[]
  /** Surface: the raiding ship (naval unit id), in the Japanese Surface Raider Step (2.21, 2.23). */
  ship?: string
}
