// Starting a game (docs/guide.md, "Pick a scenario"): choosing a scenario in the picker, Restart and "Restart the
// scenario" open this dialog instead of replacing the game at once. It shows the briefing, asks
// who plays each side (a person or the automatic opponent), whether the board is hidden between
// people (on by default when two or more people play), and the dice: a fresh seed for every new
// game, shown and editable to reproduce one. The game it replaces stays in "Saved games…".
// The same dialog, read-only, is the briefing on demand.
import { downloadJson } from '../common/download'
import { useEffect, useRef, useState } from 'react'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { AETO_SYSTEM_ID, systemIdOf, systemOfScenario } from '../rules/systems'
import { sortieStore, useSortie } from '../store/store'
import { freshSeed, loadBuiltIn, setScenarioParam, startBuiltIn } from './boot'
import { BriefingText } from './BriefingText'
import { openEditor } from './editorMode'
import { catalog } from './catalog'
import { dialogSession, useDialogSession, type NewGameRequest } from './dialogs/session'
import { FILE_PREFIX } from './ScenarioPicker'
import { builtInJson } from '../scenarios/fetch'
import { isTutorial } from './tutorial/TutorialNotes'

/**
 * What the dialog shows of a scenario: its id, title and sides, and the AETO/APTO scenario for its
 * full briefing; a scenario of another rule system (OCS) is checked by its own system and briefed
 * by its description and notes.
 */
interface Offered {
  id: string
  title: string
  sides: { id: string; name: string }[]
  aeto: Scenario | null
  description: string | null
  notes: string[]
}

function offeredOf(json: unknown, parsed = false): Offered | null {
  const sys = systemOfScenario(json)
  if (!sys.ok) return null
  if (sys.system.id === AETO_SYSTEM_ID) {
    const sc = parsed
      ? (json as Scenario)
      : (() => {
          const r = parseScenario(json)
          return r.ok ? r.scenario : null
        })()
    return sc && { id: sc.id, title: sc.title, sides: sc.sides, aeto: sc, description: null, notes: [] }
  }
  const r = parsed ? { ok: true as const, scenario: json } : sys.system.parseScenario(json)
  if (!r.ok) return null
  const sc = r.scenario as { id: string; title: string; description?: string; notes?: string[] }
  return {
    id: sc.id,
    title: sc.title,
    sides: sys.system.sides(r.scenario),
    aeto: null,
    description: sc.description ?? null,
    notes: sc.notes ?? [],
  }
}

function scenarioOf(req: NewGameRequest): Offered | null {
  if (req.kind === 'restart') {
    const sc = sortieStore.getState().game?.scenario
    return sc ? offeredOf(sc, true) : null
  }
  if (req.kind === 'position' || req.kind === 'editor' || req.kind === 'charts') return offeredOf(req.json)
  const json = builtInJson(req.id)
  if (!catalog.some((e) => e.id === req.id) || json === undefined) return null
  return offeredOf(json)
}

/** The briefing of a scenario of another rule system: its description and its notes. */
function OtherBriefing({ scenario }: { scenario: Offered }) {
  return (
    <div className="briefing" data-testid="briefing">
      {scenario.description && <p>{scenario.description}</p>}
      {scenario.notes.length > 0 && (
        <ul className="note">
          {scenario.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function NewGameDialog() {
  const req = useDialogSession((s) => s.newGame)
  const briefing = useDialogSession((s) => s.briefing)
  const current = useSortie((s) => {
    const sc = s.game?.scenario
    return sc && systemIdOf(sc) === AETO_SYSTEM_ID ? sc : null
  })
  if (req) {
    const scenario = scenarioOf(req)
    if (!scenario) {
      // A built-in scenario that does not validate: loading it shows why (the game stays).
      if (req.kind === 'position')
        queueMicrotask(
          () => (
            dialogSession.setState({ newGame: null }),
            sortieStore.getState().loadScenario(req.json, 'position')
          ),
        )
      if (req.kind === 'builtIn')
        queueMicrotask(() => (dialogSession.setState({ newGame: null }), void loadBuiltIn(req.id)))
      if (req.kind === 'editor' || req.kind === 'charts')
        queueMicrotask(
          () => (
            dialogSession.setState({ newGame: null }),
            startFromJson(req.json, `${FILE_PREFIX}${req.name}`)
          ),
        )
      return null
    }
    return <NewGameForm key={req.kind === 'builtIn' ? req.id : req.kind} req={req} scenario={scenario} />
  }
  if (briefing && current) return <BriefingOnDemand scenario={current} />
  return null
}

function Modal({
  labelledBy,
  children,
  onEscape,
}: {
  labelledBy: string
  children: React.ReactNode
  onEscape: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [])
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal new-game"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault()
            onEscape()
          }
        }}
      >
        {children}
      </div>
    </div>
  )
}

function BriefingOnDemand({ scenario }: { scenario: Scenario }) {
  const close = () => dialogSession.setState({ briefing: false })
  return (
    <Modal labelledBy="briefing-heading" onEscape={close}>
      <h2 id="briefing-heading">Briefing: {scenario.title}</h2>
      <div className="modal-body">
        <BriefingText scenario={scenario} />
      </div>
      <div className="modal-actions">
        <button type="button" className="primary" data-autofocus onClick={close}>
          Close <kbd>Enter</kbd>
        </button>
      </div>
    </Modal>
  )
}

/** Starts a game on a scenario made in the page (a what-if, the editor's); the game it replaces stays in “Saved games…”. */
function startFromJson(json: unknown, scenarioId: string): boolean {
  const ok = sortieStore.getState().loadScenario(json, scenarioId)
  if (ok) setScenarioParam(null)
  return ok
}

/** Back to the editor with the scenario it was asked to play: Cancel loses none of the work. */
function backToEditor(req: Extract<NewGameRequest, { kind: 'editor' }>): void {
  const title = (req.json as { title?: unknown }).title
  openEditor({ kind: 'edit', json: req.json, title: typeof title === 'string' ? title : req.name })
}

function downloadScenario(json: unknown): void {
  const id = (json as { id?: unknown }).id
  downloadJson(`${typeof id === 'string' ? id : 'scenario'}.json`, `${JSON.stringify(json, null, 2)}\n`)
}

function PositionNotes({ notes }: { notes: string[] }) {
  return (
    <section aria-label="From this position">
      <p className="note">
        Every unit starts where it is now, with its face and commitment; installations as bombing left them;
        ships where they sail. The game starts at the beginning of the current phase.
      </p>
      {notes.length > 0 && (
        <ul className="note">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p className="note">
        “Download the scenario” below saves it as a scenario file: open it later with “Open file…”, or check
        it with the runner.
      </p>
    </section>
  )
}

/** The what-if's own buttons, in the dialog's row of buttons beside Start and Cancel. */
function PositionActions({ json }: { json: unknown }) {
  return (
    <>
      <button type="button" onClick={() => downloadScenario(json)}>
        Download the scenario
      </button>
      <button
        type="button"
        onClick={() => {
          dialogSession.setState({ newGame: null })
          openEditor({
            kind: 'edit',
            json,
            title:
              typeof (json as { title?: unknown }).title === 'string'
                ? (json as { title: string }).title
                : 'What-if',
          })
        }}
      >
        Edit in the editor
      </button>
    </>
  )
}

function NewGameForm({ req, scenario }: { req: NewGameRequest; scenario: Offered }) {
  const session = useSortie((s) => s.session)
  const hasActions = useSortie((s) => (s.game?.actions.length ?? 0) > 0)
  const sideIds = scenario.sides.map((s) => s.id)
  // A tutorial's notes walk the learner through both sides' decisions: people play both sides
  // (isTutorial), one person by default, the hot-seat screen for two.
  const tutorial = isTutorial(scenario.id)
  const [bots, setBots] = useState<string[]>(() =>
    tutorial ? [] : dialogSession.getState().botSides.filter((s) => sideIds.includes(s)),
  )
  const people = sideIds.filter((s) => !bots.includes(s)).length
  const [handOverChoice, setHandOverChoice] = useState<boolean | null>(null)
  const handOver = handOverChoice ?? (!tutorial && people >= 2)
  const [manual, setManual] = useState(session.diceMode === 'manual')
  const [seedText, setSeedText] = useState(() => String(freshSeed()))
  const seed = Number(seedText)
  const seedOk = seedText.trim() !== '' && Number.isSafeInteger(seed) && seed >= 0
  const cancel = () => {
    dialogSession.setState({ newGame: null })
    if (req.kind === 'editor') backToEditor(req)
  }
  const start = () => {
    if (!manual && !seedOk) return
    const st = sortieStore.getState()
    st.setSession({ handOver, diceMode: manual ? 'manual' : 'seeded', ...(manual ? {} : { seed }) })
    dialogSession.setState({ newGame: null })
    const ok =
      req.kind === 'builtIn'
        ? startBuiltIn(req.id)
        : req.kind === 'position'
          ? startFromJson(req.json, 'position')
          : req.kind === 'editor' || req.kind === 'charts'
            ? startFromJson(req.json, `${FILE_PREFIX}${req.name}`) // as a file opened from disk
            : st.restart()
    if (ok) dialogSession.setState({ botSides: bots, botStopped: null })
  }
  const setBot = (side: string, bot: boolean) =>
    setBots((b) => (bot ? [...b.filter((x) => x !== side), side] : b.filter((x) => x !== side)))

  return (
    <Modal labelledBy="new-game-heading" onEscape={cancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          start()
        }}
      >
        <h2 id="new-game-heading">
          {req.kind === 'restart'
            ? 'Restart'
            : req.kind === 'position'
              ? 'New scenario from this position'
              : req.kind === 'editor'
                ? 'Play the scenario from the editor'
                : req.kind === 'charts'
                  ? 'New game with the charts you entered'
                  : 'New game'}
          : {scenario.title}
        </h2>
        <div className="modal-body">
          {req.kind === 'position' && <PositionNotes notes={req.notes} />}
          {scenario.aeto ? <BriefingText scenario={scenario.aeto} /> : <OtherBriefing scenario={scenario} />}
          <fieldset>
            <legend>Who plays</legend>
            {scenario.sides.map((sd) => (
              <div key={sd.id} className="player-choice" role="radiogroup" aria-label={sd.name}>
                <span className="player-side">{sd.name}</span>
                <label>
                  <input
                    type="radio"
                    name={`player-${sd.id}`}
                    checked={!bots.includes(sd.id)}
                    onChange={() => setBot(sd.id, false)}
                  />{' '}
                  A person
                </label>
                <label>
                  <input
                    type="radio"
                    name={`player-${sd.id}`}
                    checked={bots.includes(sd.id)}
                    disabled={tutorial}
                    onChange={() => setBot(sd.id, true)}
                  />{' '}
                  The automatic opponent
                </label>
              </div>
            ))}
            {tutorial && (
              <p className="note" data-testid="tutorial-players">
                The tutorial’s notes walk you through the decisions of both sides, so people play both: you
                alone, or two of you sharing the screen with the board hidden at each hand-over. The automatic
                opponent would make the other side’s decisions for you, and the notes would no longer match
                the game.
              </p>
            )}
            <label>
              <input
                type="checkbox"
                checked={handOver}
                onChange={(e) => setHandOverChoice(e.target.checked)}
              />{' '}
              Hide the board when the screen passes from one person to another (hot-seat)
            </label>
          </fieldset>
          <fieldset>
            <legend>Dice</legend>
            <label>
              <input type="radio" name="new-dice" checked={!manual} onChange={() => setManual(false)} /> The
              computer rolls, from seed{' '}
              <input
                type="text"
                inputMode="numeric"
                aria-label="Seed"
                className="seed-input"
                value={seedText}
                onChange={(e) => setSeedText(e.target.value)}
                aria-invalid={!manual && !seedOk}
                disabled={manual}
              />
            </label>
            {!manual && !seedOk && (
              <p className="notice" role="alert">
                A seed is a whole number, 0 or more.
              </p>
            )}
            <p className="note">
              A new seed is drawn for every game; the same seed and the same choices play the same game again.
            </p>
            <label>
              <input type="radio" name="new-dice" checked={manual} onChange={() => setManual(true)} /> Real
              dice: enter each result
            </label>
          </fieldset>
          {hasActions && <p className="note">The game in progress is kept: “Saved games…” continues it.</p>}
        </div>
        <div className="modal-actions">
          <button type="submit" className="primary" data-autofocus disabled={!manual && !seedOk}>
            Start the game <kbd>Enter</kbd>
          </button>
          {req.kind === 'position' && <PositionActions json={req.json} />}
          <button type="button" onClick={cancel}>
            {req.kind === 'editor' ? 'Back to the editor' : 'Cancel'} <kbd>Esc</kbd>
          </button>
        </div>
      </form>
    </Modal>
  )
}
