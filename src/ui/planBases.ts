// A base in the plan's forms: its name and hex as the player reads them, and selecting it on the map.
import { contextOf, type GameState } from '../rules/systems/aeto'
import { sortieStore } from '../store/store'

export function baseLabel(state: GameState, base: string): { name: string; hex: string | null } {
  const ctx = contextOf(state)
  const loc = ctx.baseLoc.get(base)
  return { name: ctx.baseDefs.get(base)?.name ?? base, hex: loc === undefined ? null : ctx.map.locLabel(loc) }
}

export function selectBase(hex: string): void {
  const st = sortieStore.getState()
  st.select({ hex, unit: null })
  st.centreMap(hex, 'show') // pan only if it is off screen: the enemy's bases stay in view (docs/guide.md, "The camera follows the game")
}
