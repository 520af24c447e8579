// A side as the screen names and colours it (small: the top bar and the app shell need it before
// the panels, which bring the rest of situation.ts).
import type { GameState } from '../rules/systems/aeto'

export interface SideRef {
  id: string
  name: string
  letter: string
  colour: string
}

export const UNKNOWN_SIDE: SideRef = { id: '?', name: 'Unknown side', letter: '?', colour: '#808080' }

export function sideRef(state: GameState, id: string | undefined | null): SideRef {
  const d = id ? state.scenario.sides.find((s) => s.id === id) : undefined
  return d ? { id: d.id, name: d.name, letter: d.letter, colour: d.colour } : UNKNOWN_SIDE
}
