// The page of a game whose rule system has no screens of its own yet (the Europa draft): the
// scenario bar with Save, Load and Saved games, Undo and Redo, the decision due through the
// registry alone (NoScreens.tsx), the documents the system lets the players export (the draft's
// house rulings), and the log as the side at the screen may read it. Loaded on demand (App.tsx),
// so the first page of the other systems does not carry it.
import { useEffect, useMemo } from 'react'
import { downloadText } from '../../../common/download'
import type { RuleEvent } from '../../../rules/kernel/events'
import { systemOf } from '../../../store/game'
import { gameState, sortieStore, useSortie, type SortieState } from '../../../store/store'
import { startAutoplay } from '../../dialogs/autoplay'
import { useDialogSession } from '../../dialogs/session'
import { useHistoryKeys } from '../../historyKeys'
import { NewGameDialog, ResumeDialog, SaveMenu, StorageBanner } from '../../laterParts'
import { GenericDecisionPanel, actionLabel } from '../../NoScreens'
import { LoadErrors, LoadWarning, ScenarioPicker } from '../../ScenarioPicker'
import { History } from './History'
import { logGroups } from './logGroups'
import { SystemLog } from './SystemLog'

/** The events `viewer` may read: none private to another side (kernel/events.ts, privateTo). */
export function eventsSeen(events: readonly RuleEvent[], viewer: string | null): RuleEvent[] {
  return events.filter((e) => e.privateTo === undefined || viewer === null || e.privateTo === viewer)
}

export default function GenericApp() {
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const violation = useSortie((s) => s.lastViolation)
  const botLog = useDialogSession((s) => s.botLog)
  useEffect(() => startAutoplay(), [])
  useHistoryKeys()
  const system = state ? systemOf(state.scenario) : null
  const groups = useMemo(() => {
    if (!game || !system) return []
    const sides = system.sides(game.scenario) as { id: string; name: string }[]
    const sideName = (id: string) => sides.find((x) => x.id === id)?.name ?? id
    return logGroups<{ pending: { side: string } }, { type: string }, RuleEvent>(
      game,
      {
        sideOf: (before) => sideName(before.pending.side),
        describe: (_before, action) => actionLabel(action),
        seen: eventsSeen,
      },
      viewer,
      botLog,
    )
  }, [game, system, viewer, botLog])
  if (!state || !system) return null
  const documents = system.documents?.(state) ?? []
  return (
    <div className="app generic-app" data-system={system.id}>
      <header className="app-header">
        <h1>Sortie</h1>
        <ScenarioPicker />
        <SaveMenu />
        <History />
      </header>
      <div className="app-notices">
        <ResumeDialog />
        <StorageBanner />
        <LoadErrors />
        <LoadWarning />
      </div>
      <main className="app-main generic-main">
        <GenericDecisionPanel
          system={system}
          state={state}
          viewer={viewer}
          onAction={(a) => sortieStore.getState().dispatch(a as Parameters<SortieState['dispatch']>[0])}
          refusal={violation ? `${violation.message} (${violation.rule})` : null}
        />
        {documents.length > 0 && (
          <section className="generic-documents" aria-label="Documents">
            <h2>Documents</h2>
            <ul className="plain">
              {documents.map((d) => (
                <li key={d.name}>
                  <button
                    type="button"
                    data-testid={`export-${d.name}`}
                    onClick={() => downloadText(`${d.name}.md`, d.text, 'text/markdown')}
                  >
                    Export {d.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <SystemLog groups={groups} className="generic-log" />
      </main>
      <NewGameDialog />
    </div>
  )
}
