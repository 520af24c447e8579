// The page of a game whose rule system has no screens of its own yet (the Europa draft): the
// scenario bar with Save, Load and Saved games, Undo and Redo, the decision due through the
// registry alone (NoScreens.tsx), the documents the system lets the players export (the draft's
// house rulings), and the log as the side at the screen may read it. In hot-seat the screen is
// handed over at each change of the person deciding (shared/atScreen.ts). Loaded on demand (App.tsx),
// so the first page of the other systems does not carry it.
import { useEffect, useMemo, useState } from 'react'
import { downloadText } from '../../../common/download'
import type { RuleEvent } from '../../../rules/kernel/events'
import { GAME_OVER } from '../../../rules/kernel/pending'
import { systemOf } from '../../../store/game'
import { gameState, sortieStore, useSortie, type SortieState } from '../../../store/store'
import { startAutoplay } from '../../dialogs/autoplay'
import { useDialogSession } from '../../dialogs/session'
import { useHistoryKeys } from '../../historyKeys'
import { HandOver, NewGameDialog, ResumeDialog, SaveMenu, StorageBanner } from '../../laterParts'
import { GenericDecisionPanel, actionLabel } from '../../NoScreens'
import { LoadErrors, LoadWarning, ScenarioPicker } from '../../ScenarioPicker'
import { atScreenViewer, handOverDue } from './atScreen'
import { History } from './History'
import { logGroups } from './logGroups'
import { SystemLog } from './SystemLog'

/** The events `viewer` may read: none private to another side (kernel/events.ts, privateTo). */
export function eventsSeen(events: readonly RuleEvent[], viewer: string | null): RuleEvent[] {
  return events.filter((e) => e.privateTo === undefined || viewer === null || e.privateTo === viewer)
}

/** Colours of the hand-over screen for a scenario whose file names none, first side first. */
const SIDE_COLOURS = ['#b03a2e', '#1f4e8c']

export default function GenericApp() {
  const state = useSortie(gameState)
  const game = useSortie((s) => s.game)
  const firstState = useSortie((s) => s.game?.states[0] ?? null)
  const handOverOn = useSortie((s) => s.session.handOver)
  const violation = useSortie((s) => s.lastViolation)
  const botLog = useDialogSession((s) => s.botLog)
  const botSides = useDialogSession((s) => s.botSides)
  const [atScreen, setAtScreen] = useState<string | null>(() => state?.pending.side ?? null)
  useEffect(() => startAutoplay(), [])
  useHistoryKeys()
  // A new game: whoever decides first is at the screen (set while rendering, as React advises for
  // state that follows a prop).
  const [seenFirst, setSeenFirst] = useState(firstState)
  if (seenFirst !== firstState) {
    setSeenFirst(firstState)
    setAtScreen(state?.pending.side ?? null)
  }
  const system = state ? systemOf(state.scenario) : null
  const sides = useMemo(
    () => (system && state ? (system.sides(state.scenario) as { id: string; name: string }[]) : []),
    [system, state],
  )
  const pendingSide = state?.pending.side ?? null
  const over = state?.pending.kind === GAME_OVER
  const handOver =
    state !== null && handOverDue({ handOver: handOverOn, pendingSide, atScreen, botSides, over })
  // Without the hand-over screen, the side deciding is at the screen.
  if (!handOverOn && pendingSide !== null && !botSides.includes(pendingSide) && pendingSide !== atScreen)
    setAtScreen(pendingSide)
  const viewer = atScreenViewer({
    handOver: handOverOn,
    pendingSide,
    atScreen,
    botSides,
    sides: sides.map((x) => x.id),
  })
  // The store's viewer follows (the scenario bar's save and the announcer read it).
  useEffect(() => {
    if ((sortieStore.getState().ui.viewer ?? null) !== viewer) sortieStore.getState().setUi({ viewer })
  }, [viewer])
  const groups = useMemo(() => {
    if (!game) return []
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
  }, [game, sides, viewer, botLog])
  if (!state || !system) return null
  const documents = system.documents?.(state) ?? []
  const sideIndex = sides.findIndex((x) => x.id === pendingSide)
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
      <main
        className="app-main generic-main"
        inert={handOver || undefined}
        aria-hidden={handOver || undefined}
      >
        {!handOver && (
          <>
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
          </>
        )}
      </main>
      {handOver && pendingSide !== null && (
        <HandOver
          to={{
            id: pendingSide,
            name: sides[sideIndex]?.name ?? pendingSide,
            letter: (sides[sideIndex]?.name ?? pendingSide).slice(0, 1).toUpperCase(),
            colour: SIDE_COLOURS[sideIndex] ?? '#808080',
          }}
          kind={state.pending.kind}
          onReady={() => setAtScreen(pendingSide)}
        />
      )}
      <NewGameDialog />
    </div>
  )
}
