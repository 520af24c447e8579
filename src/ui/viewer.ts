// Whose view the screen shows (design §7: "Hot-seat switches the view at the hand-over. Solo
// exploration may choose all open"): everything open, the side that took the screen at the last
// hand-over, or — without a hand-over screen — the side deciding, or the one side a person plays
// against the automatic opponent. Pure; App.tsx keeps the store's `ui.viewer` in step with it.
import type { GameState, SideId } from '../rules/systems/aeto'
import { isPrivateDecision, type Viewer } from '../rules/systems/aeto/view'
import type { SessionSlice } from '../store/store'

/**
 * "All open (show hidden information)": the player's choice, else on for solo exploration (the
 * exploration undo policy, no hand-over screen, no automatic opponent) and off otherwise.
 */
export function allOpenNow(
  session: Pick<SessionSlice, 'allOpen' | 'undoPolicy' | 'handOver'>,
  botSides: readonly SideId[],
): boolean {
  return (
    session.allOpen ?? (session.undoPolicy === 'exploration' && !session.handOver && botSides.length === 0)
  )
}

export interface ScreenInputs {
  state: GameState
  botSides: readonly SideId[]
  allOpen: boolean
  /** The hand-over screen is on (hot-seat). */
  handOver: boolean
  /** The side that took the screen at the last hand-over (hot-seat), or null. */
  atScreen: SideId | null
}

export function screenViewer({ state, botSides, allOpen, handOver, atScreen }: ScreenInputs): Viewer {
  if (allOpen) return null
  if (handOver && atScreen !== null && !botSides.includes(atScreen)) return atScreen
  return viewerOf(state, botSides)
}

/**
 * Whether the decision due now needs the screen to itself (a hand-over before it, hot-seat): at
 * every change of side if the players chose so; else a decision the view calls private to its side
 * (rules/viewPending.ts: planning, interception declarations, hidden choices, secret reports, and
 * any decision of a side whose carrier the other side has not located, 4.10).
 */
export function needsPrivacy(state: GameState | null, when: 'private' | 'everyChange'): boolean {
  if (when === 'everyChange') return true
  return state !== null && isPrivateDecision(state)
}

/** Who is at the screen: the side whose decision is due, as in the event log; while the automatic
 *  opponent decides, the one side played by a person (with no person playing, everything shows). */
export function viewerOf(state: GameState, botSides: readonly SideId[]): SideId | null {
  const side = state.pending.side
  if (!botSides.includes(side)) return side
  const people = state.scenario.sides.map((s) => s.id).filter((s) => !botSides.includes(s))
  return people.length === 1 ? people[0] : null
}
