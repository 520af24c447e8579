// Places, flights and roles the hostile actions name: a role for a unit that needs one, a hex next
// to a base, a hex not next to a flight, another flight's id (or a hostile one).
import { contextOf } from '../../context'
import type { GameState, Loc, Role, UnitId } from '../../types'
import { chance, pick, type Rng } from '../random/rng'

export function rolesOf(u: { id: UnitId; needsRole: boolean }): { roles?: Record<UnitId, Role> } {
  return u.needsRole ? { roles: { [u.id]: 'fighter' } } : {}
}

export function targetNear(state: GameState, from: Loc): string {
  const map = contextOf(state).map
  const n = [...map.neighbours(from)].find((l) => !map.forbidden(l))
  return map.locLabel(n ?? from)
}

export function nonAdjacent(state: GameState, here: Loc): Loc | null {
  const map = contextOf(state).map
  const near = new Set([here, ...map.neighbours(here)])
  for (let l = 0; l < map.locCount; l++) if (!near.has(l) && !map.forbidden(l)) return l
  return null
}

export function wrongFlight(state: GameState, current: string, rng: Rng): string {
  const others = Object.keys(state.flights).filter((f) => f !== current)
  return others.length && chance(rng, 0.6) ? pick(rng, others) : pick(rng, ['F999', '__proto__', ''])
}
