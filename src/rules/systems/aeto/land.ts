// Land units as they are now. The scenario places them; air transport and paradrops (4.23, 4.24)
// move, deplete or eliminate some, kept in `state.land` (absent until one changes). Land combat
// itself is played at the table (Part 5): Sortie only moves what the air rules move.
import type { Scenario } from './scenario/schema'

export type LandUnitDef = Scenario['landUnits'][number]

/** What the land units are read from: the scenario's placement and the changes since (`GameState`'s fields). */
export interface LandHolder {
  scenario: Scenario
  land?: Record<string, LandUnitState>
}

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

// Cached per scenario (no unit has changed) and per `state.land` record: every write replaces the
// record (paradrop.ts, airTransport.ts, markActivated, clearPhaseMarks copy it), so a record object
// never changes once made. Callers only read the list.
const cache = new WeakMap<object, LandUnitNow[]>()
const ofLand = new WeakMap<object, { scenario: Scenario; out: LandUnitNow[] }>()

/** Every land unit in play now (the eliminated ones left out), in scenario order. */
export function landUnitsNow(s: LandHolder): LandUnitNow[] {
  const known = s.land ? ofLand.get(s.land) : undefined
  const hit = s.land ? (known?.scenario === s.scenario ? known.out : undefined) : cache.get(s.scenario)
  if (hit) return hit
  const out: LandUnitNow[] = []
  for (const l of s.scenario.landUnits) {
    const now = s.land?.[l.id]
    if (now?.eliminated) continue
    out.push({
      ...l,
      hex: now?.hex ?? l.hex,
      strength: now?.strength ?? l.strength,
      depleted: now?.depleted ?? false,
      activated: now?.activated ?? false,
      moved: now?.moved ?? false,
    })
  }
  if (s.land) ofLand.set(s.land, { scenario: s.scenario, out })
  else cache.set(s.scenario, out)
  return out
}

/** One land unit now, or undefined when it is eliminated or unknown. */
export function landUnitNow(s: LandHolder, id: string): LandUnitNow | undefined {
  return landUnitsNow(s).find((l) => l.id === id)
}

/** Marks land units Activated this Offensive Phase (the attackers of a land combat, its Activated defenders): air transport may not carry them in it (4.23). Copy-on-write of `state.land`. */
export function markActivated(s: LandHolder, ids: readonly string[]): void {
  if (!ids.length) return
  const land = { ...(s.land ?? {}) }
  for (const id of ids) land[id] = { ...(land[id] ?? {}), activated: true }
  s.land = land
}

/** The Offensive Phase is over: no land unit is Activated or moved in it any more (4.23, 4.24). */
export function clearPhaseMarks(s: LandHolder): void {
  if (!s.land || !Object.values(s.land).some((l) => l.activated || l.moved)) return
  const land: Record<string, LandUnitState> = {}
  for (const [id, l] of Object.entries(s.land)) {
    const { activated: _a, moved: _m, ...rest } = l
    land[id] = rest
  }
  s.land = land
}
