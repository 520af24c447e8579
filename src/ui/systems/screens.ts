// The screens of each rule system, by system id (RuleSystem.id, kernel/registry.ts). What is the
// same for every system (the scenario bar, undo, the hand-over, the generic decision panel) reads
// the rules through the registry; what belongs to one system (its dialogs, its map snapshot, its
// scenario editor, or its whole page) is registered here under its id, in `ui/systems/<id>/`. A
// game whose system has no screens is shown by the generic panel (NoScreens.tsx), never by another
// system's.
import type { ComponentType, ReactNode } from 'react'
import type { SortieState } from '../../store/store'

/**
 * The dialog of one pending decision kind, as a page renders it: the game's state and the decision.
 * Each system types its own table by its kinds (`satisfies`, so a forgotten kind is a compile
 * error); here a dialog is held whatever its props, and the page gives it the pending of its kind.
 */
export type KindDialogComponent = (props: { state: never; p: never }) => ReactNode

export interface SystemScreens {
  /** The rule system's id ("aeto-apto"). */
  systemId: string
  /**
   * The dialog of each pending decision kind (null: the decision panel shows something else), for
   * the AETO/APTO page shell. Absent for a system whose own page (`App`) holds its dialogs, so that
   * they come in that page's chunk.
   */
  dialogs?: Readonly<Record<string, KindDialogComponent | null>>
  /** A memoised selector of what the map draws (map/systems/…), for the map controller; absent: no map yet. */
  createMapSnapshotSelector?: () => (s: SortieState) => unknown
  /** The scenario editor, fetched when first opened (its own chunk); absent: no editor yet. */
  editor?: () => Promise<unknown>
  /**
   * The system's own page (App.tsx shows it for a game of this system; a lazy component, so its
   * chunk is fetched when first needed). Absent: the AETO/APTO page shell around its dialogs.
   */
  App?: ComponentType
}

const screens = new Map<string, SystemScreens>()

/** Adds a system's screens; a second entry under the same id is an error in the program. */
export function registerScreens(entry: SystemScreens): void {
  const had = screens.get(entry.systemId)
  if (had && had !== entry) throw new Error(`two sets of screens are registered for "${entry.systemId}"`)
  screens.set(entry.systemId, entry)
}

/** The screens of a rule system, or undefined when it has none yet. */
export function screensFor(systemId: string): SystemScreens | undefined {
  return screens.get(systemId)
}
