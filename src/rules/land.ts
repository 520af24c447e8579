// Land units as they are now. The scenario places them; air transport and paradrops (4.23, 4.24)
// move, deplete or eliminate some, kept in `state.land` (absent until one changes). Land combat
// itself is played at the table (Part 5): Sortie only moves what the air rules move.
import type { GameState } from './types'

export type LandUnitDef = GameState['scenario']['landUnits'][number]

export interface LandUnitState {
  hex?: string
  /** Its strength now (a paratrooper depleted by its drop, 4.24). */
  strength?: number
  depleted?: boolean
  eliminated?: boolean
  /** Activated this Offensive Phase (a paratrooper that dropped or cancelled, 4.24), or moved by air transport in it (4.23). */
  activated?: boolean
  moved?: boolean
}

export interface LandUnitNow extends LandUnitDef {
  depleted: boolean
  activated: boolean
  moved: boolean
}

// Only the scenario's placement is cached: `state.land` may be a draft changed in place during apply.
const cache = new WeakMap<object, LandUnitNow[]>()

/** Every land unit in play now (the eliminated ones left out), in scenario order. */
export function landUnitsNow(s: Pick<GameState, 'scenario' | 'land'>): LandUnitNow[] {
  const hit = s.land ? undefined : cache.get(s.scenario)
  if (hit) return hit
  const out: LandUnitNow[] = []
  for (const l of s.scenario.landUnits) {
    const now = s.land?.[l.id]
    if (now?.eliminated) continue
    out.push({ ...l, hex: now?.hex ?? l.hex, strength: now?.strength ?? l.strength, depleted: now?.depleted ?? false, activated: now?.activated ?? false, moved: now?.moved ?? false })
  }
  if (!s.land) cache.set(s.scenario, out)
  return out
}

/** One land unit now, or undefined when it is eliminated or unknown. */
export function landUnitNow(s: Pick<GameState, 'scenario' | 'land'>, id: string): LandUnitNow | undefined {
  return landUnitsNow(s).find((l) => l.id === id)
}
