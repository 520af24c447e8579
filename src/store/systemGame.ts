// The page's store as one rule system's own page reads it, typed by that system's state and actions.
// The store holds the game of whichever system the scenario names and plays it through the registry
// (game.ts); its fields keep the AETO/APTO types because the AETO/APTO page shell reads most of them.
// A system's own page (ui/systems, SystemScreens.App) reads the game through this narrow slice
// instead of casting: the state only while the game is that system's (checked by its id, so a page
// never takes another system's state for its own), the record with its actions and events, and a
// dispatch that takes that system's actions.
import type { RuleEvent, RuleViolation } from '../rules/kernel/events'
import type { RuleSystem, SystemState } from '../rules/kernel/registry'
import { systemOf, type GameRecord } from './game'
import { gameState, sortieStore, type SortieState } from './store'

export interface SystemGame<S, A, E> {
  /** The state the page shows (the replay's while a replay is open), or null: no game of this system. */
  state(s: SortieState): S | null
  /** The record of the line being played, or null: no game of this system. */
  game(s: SortieState): GameRecord<S, A, E> | null
  /** Plays an action of this system at the cursor, as the store's `dispatch`: the violation, or null. */
  dispatch(action: A): RuleViolation | null
}

/** Whether the store's game is one of `systemId`'s. */
function isOf(s: SortieState, systemId: string): boolean {
  return s.game !== null && systemOf(s.game.scenario).id === systemId
}

/** The store as `system`'s page reads it (make it once, at module level: its selectors are stable). */
export function systemGame<S extends SystemState, A extends { type: string }, E extends RuleEvent>(
  system: RuleSystem<unknown, S, A, E>,
): SystemGame<S, A, E> {
  return {
    // The store's game is typed on the AETO/APTO record; the system check above makes these its own.
    state: (s) => (isOf(s, system.id) ? (gameState(s) as unknown as S) : null),
    game: (s) => (isOf(s, system.id) ? (s.game as unknown as GameRecord<S, A, E>) : null),
    dispatch: (action) => {
      const s = sortieStore.getState()
      if (s.game && !isOf(s, system.id))
        return {
          rule: '',
          message: `The game loaded is not one of ${system.name}: its "${action.type}" cannot be played.`,
        }
      return s.dispatch(action as never)
    },
  }
}
