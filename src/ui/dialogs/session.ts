// The dialogs' own session settings, kept apart from the game store: which sides the automatic
// opponent plays, its reasoning per action played (the log of the bot), and the tutorial notes.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { GameEvent } from '../../rules/systems/aeto'

export interface DialogSession {
  /** Sides played by the automatic opponent. */
  botSides: string[]
  /** The bot's reasoning, keyed by the index of the action it played in the game record. */
  botLog: Record<number, GameEvent[]>
  /** Why the bot stopped (a physical die to enter, an error), or null. */
  botStopped: string | null
  tutorial: boolean
  /** The new-game dialog, open for a built-in scenario or to restart the one played (NewGameDialog). */
  newGame: NewGameRequest | null
  /** The briefing of the scenario played, opened on demand. */
  briefing: boolean
  /** The in-app help (the player's guide), opened from "?" in the header. */
  help: boolean
  /** The Charts dialog, open on this table (ChartsDialog), or null. */
  charts: string | null
}

export type NewGameRequest =
  | { kind: 'builtIn'; id: string }
  | { kind: 'restart' }
  /** A what-if from the position of the game played (docs/guide.md, "A what-if from here"): its scenario, and what it could not carry. */
  | { kind: 'position'; json: unknown; notes: string[] }
  /** "Play this scenario" in the editor: the scenario it made, and the file name it would export. */
  | { kind: 'editor'; json: unknown; name: string }
  /** The scenario played with the charts the players entered in its Charts form (OCS). */
  | { kind: 'charts'; json: unknown; name: string }

export const dialogSession = createStore<DialogSession>()(() => ({
  botSides: [],
  botLog: {},
  botStopped: null,
  tutorial: true,
  newGame: null,
  briefing: false,
  help: false,
  charts: null,
}))

export function useDialogSession<T>(sel: (s: DialogSession) => T): T {
  return useStore(dialogSession, sel)
}
