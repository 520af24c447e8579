// The one Zustand store of the client, built from slices: `game` (the record of play), `ui`
// (selection and map interaction), `session` (settings). Vanilla store so the Pixi map can
// read and subscribe outside React; React components use `useSortie(selector)`.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { Action, RuleViolation, SideId } from '../rules/systems/aeto'
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import { isUnverified, UNVERIFIED_SAVE } from '../rules/systems/aeto/save/load'
import { parseScenarioText, type ScenarioError } from '../rules/systems/aeto/scenario/validate'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { currentState, playAction, startGame, type GameRecord } from './game'
import type { AutosaveStatus } from './autosave'
import * as history from './history'
import { currentRecord, newTimeline, type DiceChoice, type LineSummary, type Timeline } from './history'
import { loadGameFileText } from './saveFile'
import { checkScenarioOfSystem, otherSystemJson } from './systemScenario'
import { pathBetween, routeHead, traceStatus, type Tracing } from './tracing'
export type { Tracing } from './tracing'
import {
  clampPos,
  lastPos,
  nextPos,
  posKey,
  prevPos,
  REPLAY_START,
  stateIndex,
  type ReplayPos,
} from './replay'

export interface UiSlice {
  selectedHex: string | null
  selectedUnit: string | null
  hoverHex: string | null
  showCoords: boolean
  /** The hex whose stack is shown expanded on the map. */
  expandedStack: string | null
  tracing: Tracing | null
  /** Why the last traced hex was refused (rule + sentence), shown until the next change. */
  traceRefusal: string | null
  overlays: { range: boolean; interceptionZone: boolean; engagements: boolean }
  /** A request to centre the map on a hex (e.g. from the log); `seq` makes repeats distinct. */
  /** A request to the map: centre on a hex, or ('show') pan as little as needed to show it. */
  centreOn: { hex: string; seq: number; how?: 'centre' | 'show' | 'decision' } | null
  /**
   * View-only replay (docs/guide.md, "Replay"): while set, the map and panels show the state at `cursor` (see
   * replay.ts) and nothing changes the game (play, undo, rewind are refused). Null: the live game.
   */
  replay?: { cursor: ReplayPos } | null
  /**
   * Whose view the map and panels render (design §7, rules/view.ts): the side at the screen, or
   * null (absent) for everything open. Set by the shell from the players and the session settings.
   */
  viewer?: SideId | null
}

export interface SessionSlice {
  /** Hide the map between sides when the deciding side changes (hot-seat). */
  handOver: boolean
  /**
   * When the hand-over screen comes (docs/guide.md, "Hot-seat"): 'private' (default) only before a
   * decision the other side must not see made: a side's own planning (the turn passing) and a
   * hidden choice; 'everyChange' at every change of the deciding side.
   */
  handOverWhen?: 'private' | 'everyChange'
  undoPolicy: 'hotSeat' | 'exploration'
  diceMode: 'seeded' | 'manual'
  seed: number
  /** Exploration: playing from an earlier point keeps the recorded dice or rolls afresh. */
  branchDice?: DiceChoice
  /**
   * "All open (show hidden information)": every side's secrets on the screen (design §7). Absent:
   * the default, on for solo exploration and off in hot-seat or against the automatic opponent
   * (ui/viewer.ts).
   */
  allOpen?: boolean
  /** Skip the dice's brief animation and show each roll's result at once (a remembered setting). */
  skipDiceAnimation?: boolean
}

export interface SortieState {
  /**
   * The game's identity: a new id for every new game (a scenario started or restarted, a file
   * loaded), kept when a saved game is resumed. Each game autosaves under its own id.
   */
  gameId: string | null
  /**
   * Why this page may not play the game now (another tab has taken it over), or null. While set,
   * nothing changes the game here.
   */
  suspended: string | null
  /** The record of the line being played: always currentRecord(timeline) (derived, for readers). */
  game: GameRecord | null
  /** Every line of the game (a hot-seat game, or one never rewound, has one line). */
  timeline: Timeline | null
  /** The autosave's last status (null until the page wires an autosaver). */
  autosave: AutosaveStatus | null
  scenarioId: string | null
  loadErrors: ScenarioError[] | null
  /** What the last failed load was (a file name or a scenario title), for the error message. */
  loadErrorsFrom: string | null
  /** A warning about the last file loaded (an unverified save), until dismissed or the next load. */
  loadWarning: string | null
  lastViolation: RuleViolation | null
  ui: UiSlice
  session: SessionSlice

  loadScenario(json: unknown, id: string, opts?: { seed?: number; dice?: number[] }): boolean
  /** Loads a scenario file's text (JSON syntax errors are reported like validation errors). */
  loadScenarioText(content: FileContent, id: string, source: string): boolean
  dismissLoadErrors(): void
  dismissLoadWarning(): void
  /** Starts the loaded scenario again from its beginning with the session's dice mode and seed. */
  restart(): boolean
  dispatch(action: Action): RuleViolation | null
  /** Undo one action within session.undoPolicy (hot-seat stops at barriers; exploration rewinds one step). */
  undo(): void
  /** Hot-seat: back to the start of the deciding side's decision (its last barrier); exploration: since the other side decided. */
  undoToDecisionStart(): void
  redo(): void
  /** Moves the current line's cursor to `index` (exploration and replay); false if out of range. */
  rewindTo(index: number): boolean
  /** Makes line `id` the current one; false if there is no such line. */
  switchLine(id: string): boolean
  /** Restores a whole timeline (an autosave, a loaded save): the game `gameId`, or a new game. */
  restoreTimeline(timeline: Timeline, scenarioId: string, gameId?: string): void
  /** Stops (a reason) or allows (null) play in this page. */
  setSuspended(reason: string | null): void
  /**
   * Loads a dropped or chosen file: a save restores its game, a scenario starts a new one.
   * A bad file sets loadErrors (naming the problem) and leaves the game in progress untouched.
   */
  loadGameFile(
    content: FileContent,
    name: string,
  ): { ok: true; kind: 'save' | 'scenario'; migratedFrom: number | null } | { ok: false; message: string }
  setAutosaveStatus(status: AutosaveStatus | null): void
  select(sel: { hex?: string | null; unit?: string | null }): void
  hover(hex: string | null): void
  setUi(patch: Partial<UiSlice>): void
  /** Asks the map to centre on a hex ('show': to pan only as far as needed to show it). */
  /** 'decision': frame the hexes and units of the decision due (as the map's Show me does); `hex` is then unused. */
  centreMap(hex: string, how?: 'centre' | 'show' | 'decision'): void
  /** Tracing a mission route: start with units of one base, add hexes one at a time, confirm. */
  startTracing(
    base: string,
    units: string[],
    mission?: 'fly' | 'changeBase' | 'strafe' | 'bombing' | 'groundSupport' | 'strategicRaid',
    night?: boolean,
  ): void
  /** Adds a hex to the route if the rules allow it; otherwise keeps the route and says why. */
  /** Starts editing the path of the interceptors declared at `base` for `engagement` (4.13). */
  startInterceptorPath(engagement: string, base: string): void
  traceTo(hex: string): boolean
  traceBack(): void
  cancelTracing(): void
  /** Launches the traced mission (the last hex is the target). */
  confirmTracing(roles?: Record<string, 'fighter' | 'bomber'>): RuleViolation | null
  /** Sets the FB/N roles of the mission being traced. */
  setTracingRoles(roles: Record<string, 'fighter' | 'bomber'>): void
  setSession(patch: Partial<SessionSlice>): void
  clearViolation(): void
  /** Opens the view-only replay at `at` (default: the start); false without a game. */
  startReplay(at?: ReplayPos): boolean
  /** Moves the replay to `at` (clamped into the game as played). */
  replayTo(at: ReplayPos): void
  /** Moves the replay one event forward (1) or back (-1); false when it cannot move. */
  replayStep(dir: 1 | -1): boolean
  /** Back to the live game, unchanged. */
  exitReplay(): void
}

const REPLAYING: RuleViolation = { rule: '', message: 'A replay is open: exit the replay to play.' }

/** A fresh game id (random: two tabs, or two visits, never pick the same). */
export function newGameId(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

export function createSortieStore() {
  return createStore<SortieState>()((set, get) => {
    /** The fields that follow a new timeline: the timeline and its current record. */
    const onTimeline = (timeline: Timeline) => ({ timeline, game: currentRecord(timeline) })
    /** Moves the current line to `record` (the same line, another cursor). */
    /** The timeline, kept in step with `game` should anything set `game` alone. */
    const synced = (): Timeline | null => {
      const { game, timeline } = get()
      if (!game) return null
      return timeline ? history.withCurrentRecord(timeline, game) : newTimeline(game)
    }
    const moveTo = (record: GameRecord) => {
      const t = synced()
      if (!t || record === get().game) return
      set({ ...onTimeline(history.withCurrentRecord(t, record)), lastViolation: null })
    }
    return {
      game: null,
      timeline: null,
      autosave: null,
      gameId: null,
      suspended: null,
      scenarioId: null,
      loadErrors: null,
      loadErrorsFrom: null,
      loadWarning: null,
      lastViolation: null,
      ui: {
        selectedHex: null,
        selectedUnit: null,
        hoverHex: null,
        showCoords: true, // the tutorial's notes and the dialogs name hexes
        expandedStack: null,
        tracing: null,
        traceRefusal: null,
        overlays: { range: true, interceptionZone: false, engagements: true },
        centreOn: null,
        replay: null,
      },
      session: {
        handOver: false,
        undoPolicy: 'exploration',
        diceMode: 'seeded',
        seed: 1,
        branchDice: 'keep',
      },

      loadScenario(json, id, opts = {}) {
        const r = checkScenarioOfSystem(json) // the system the scenario names (absent: AETO/APTO)
        if (!r.ok) {
          set({ loadErrors: r.errors, loadErrorsFrom: null }) // the game in progress stays untouched
          return false
        }
        const seed = opts.seed ?? get().session.seed
        // The record is typed on AETO/APTO's game; another system's game plays through the same
        // functions (game.ts), and the screens ask ui/systems for its screens before reading it.
        const game = startGame({
          scenario: r.scenario as Scenario,
          scenarioJson: json,
          seed,
          dice: opts.dice,
          manualDice: get().session.diceMode === 'manual',
        })
        set({
          gameId: newGameId(),
          game,
          timeline: newTimeline(game),
          scenarioId: id,
          loadErrors: null,
          loadErrorsFrom: null,
          lastViolation: null,
          ui: {
            ...get().ui,
            selectedHex: null,
            selectedUnit: null,
            expandedStack: null,
            tracing: null,
            traceRefusal: null,
            replay: null,
          },
        })
        return true
      },

      loadScenarioText(content, id, source) {
        const other = otherSystemJson(content) // a file of another rule system: its own parser
        if (other) {
          const ok = get().loadScenario(other.json, id)
          if (!ok) set({ loadErrorsFrom: source })
          return ok
        }
        const r = parseScenarioText(content)
        const decoded = decodeUtf8(content, 'a scenario')
        if (!r.ok || !decoded.ok) {
          set({
            loadErrors: r.ok ? [{ path: '', message: decoded.ok ? '' : decoded.message }] : r.errors,
            loadErrorsFrom: source,
          }) // the game in progress stays untouched
          return false
        }
        const text = decoded.text
        const json: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
        const ok = get().loadScenario(json, id)
        if (!ok) set({ loadErrorsFrom: source })
        return ok
      },

      dismissLoadErrors() {
        set({ loadErrors: null, loadErrorsFrom: null })
      },

      dismissLoadWarning() {
        set({ loadWarning: null })
      },

      restart() {
        const { game, scenarioId } = get()
        if (!game || scenarioId === null) return false
        return get().loadScenario(game.scenarioJson, scenarioId)
      },

      dispatch(action) {
        const suspended = get().suspended
        if (suspended) {
          const v = { rule: '', message: suspended }
          set({ lastViolation: v })
          return v
        }
        if (get().ui.replay) {
          set({ lastViolation: REPLAYING })
          return REPLAYING
        }
        const { game: g, session } = get()
        const t = synced()
        if (!g || !t) return { rule: '', message: 'No game is loaded.' }
        if (session.undoPolicy === 'hotSeat') {
          // Hot-seat: one line; playing after an undo drops the undone actions.
          const r = playAction(g, action)
          if ('violation' in r) {
            set({ lastViolation: r.violation })
            return r.violation
          }
          set({ ...onTimeline(history.withCurrentRecord(t, r.game)), lastViolation: null })
          return null
        }
        // Exploration: at the end of the line it extends it; from an earlier point it makes a branch.
        const r = history.play(t, action, { dice: session.branchDice ?? 'keep' })
        if (!r.ok) {
          set({ lastViolation: r.violation })
          return r.violation
        }
        set({ ...onTimeline(r.timeline), lastViolation: null })
        return null
      },

      undo() {
        if (get().ui.replay || get().suspended) return
        const { game: g, session } = get()
        if (g) moveTo(history.undoOne(g, session.undoPolicy))
      },

      undoToDecisionStart() {
        if (get().ui.replay || get().suspended) return
        const { game: g, session } = get()
        if (g) moveTo(history.undoToDecisionStart(g, session.undoPolicy))
      },

      redo() {
        if (get().ui.replay || get().suspended) return
        const g = get().game
        if (g) moveTo(history.redo(g))
      },

      rewindTo(index) {
        if (get().ui.replay || get().suspended) return false
        const g = get().game
        if (!g || !Number.isInteger(index) || index < 0 || index > g.actions.length) return false
        moveTo(g.cursor === index ? g : { ...g, cursor: index })
        return true
      },

      switchLine(id) {
        if (get().ui.replay || get().suspended) return false
        const t = synced()
        if (!t || !t.lines.some((l) => l.id === id)) return false
        if (id !== t.current) set({ ...onTimeline(history.switchLine(t, id)), lastViolation: null })
        return true
      },

      restoreTimeline(timeline, scenarioId, gameId) {
        set({
          gameId: gameId ?? newGameId(),
          ...onTimeline(timeline),
          scenarioId,
          loadErrors: null,
          loadErrorsFrom: null,
          lastViolation: null,
          ui: {
            ...get().ui,
            selectedHex: null,
            selectedUnit: null,
            expandedStack: null,
            tracing: null,
            traceRefusal: null,
            replay: null,
          },
        })
      },

      loadGameFile(content, name) {
        const r = loadGameFileText(content)
        if (!r.ok) {
          set({
            loadErrors: r.errors.length ? r.errors : [{ path: '', message: r.message }],
            loadErrorsFrom: name,
          }) // the game in progress stays untouched
          return { ok: false, message: r.message }
        }
        if (r.kind === 'save') {
          get().restoreTimeline(newTimeline(r.record), `save:${name}`) // the picker says "saved game <name>"
          set({ loadWarning: isUnverified(r.save) ? `“${name}”: ${UNVERIFIED_SAVE}.` : null })
          return { ok: true, kind: 'save', migratedFrom: r.migratedFrom }
        }
        const ok = get().loadScenario(r.json, `file:${name}`)
        if (!ok) {
          set({ loadErrorsFrom: name })
          return { ok: false, message: 'The scenario could not be loaded.' }
        }
        set({ loadWarning: null })
        return { ok: true, kind: 'scenario', migratedFrom: null }
      },

      setAutosaveStatus(status) {
        set({ autosave: status })
      },

      setSuspended(reason) {
        if (get().suspended !== reason) set({ suspended: reason })
      },

      select(sel) {
        const ui = get().ui
        set({
          ui: {
            ...ui,
            selectedHex: sel.hex !== undefined ? sel.hex : ui.selectedHex,
            selectedUnit: sel.unit !== undefined ? sel.unit : ui.selectedUnit,
          },
        })
      },

      hover(hex) {
        if (get().ui.hoverHex !== hex) set({ ui: { ...get().ui, hoverHex: hex } })
      },

      setUi(patch) {
        set({ ui: { ...get().ui, ...patch } })
      },

      centreMap(hex, how = 'centre') {
        set({ ui: { ...get().ui, centreOn: { hex, seq: (get().ui.centreOn?.seq ?? 0) + 1, how } } })
      },

      startTracing(base, units, mission = 'fly', night) {
        set({
          ui: {
            ...get().ui,
            tracing: { base, units: [...units], mission, route: [], ...(night ? { night: true } : {}) },
            traceRefusal: null,
          },
        })
      },

      startInterceptorPath(engagement, base) {
        const state = gameState(get())
        const g = state?.engagements[engagement]?.groups.find((x) => x.base === base && !x.launched)
        if (!g) return
        set({
          ui: {
            ...get().ui,
            tracing: { base, units: [...g.units], mission: 'fly', route: [], engagement },
            traceRefusal: null,
          },
        })
      },

      traceTo(hex) {
        const { ui } = get()
        const state = gameState(get())
        if (!ui.tracing || !state) return false
        let route = [...ui.tracing.route, hex]
        const refusal = traceStatus(state, ui.tracing, route).error
        if (refusal) {
          // Beyond the next hexes: the shortest path there, if the rules accept every hex of it.
          const head = routeHead(state, ui.tracing)
          const path = head !== null && !ui.tracing.route.includes(hex) ? pathBetween(state, head, hex) : null
          const longer = path && path.length > 1 ? [...ui.tracing.route, ...path] : null
          if (!longer || traceStatus(state, ui.tracing, longer).error) {
            set({ ui: { ...ui, traceRefusal: refusal } })
            return false
          }
          route = longer
        }
        set({ ui: { ...ui, tracing: { ...ui.tracing, route }, traceRefusal: null } })
        return true
      },

      traceBack() {
        const { ui } = get()
        if (ui.tracing)
          set({
            ui: {
              ...ui,
              tracing: { ...ui.tracing, route: ui.tracing.route.slice(0, -1) },
              traceRefusal: null,
            },
          })
      },

      cancelTracing() {
        set({ ui: { ...get().ui, tracing: null, traceRefusal: null } })
      },

      confirmTracing(roles) {
        const tr = get().ui.tracing
        if (tr?.engagement) {
          const state = gameState(get())
          const rest = state ? traceStatus(state, tr).rest : []
          const v = get().dispatch({
            type: 'launchInterceptors',
            base: tr.base,
            path: [...tr.route, ...rest],
          })
          if (!v) set({ ui: { ...get().ui, tracing: null, traceRefusal: null } })
          return v
        }
        if (!tr || !tr.route.length) return { rule: '4.1', message: 'Trace the route to the target first.' }
        const v = get().dispatch({
          type: 'launch',
          base: tr.base,
          units: tr.units,
          mission: tr.mission,
          target: tr.route[tr.route.length - 1],
          path: tr.route,
          ...((roles ?? tr.roles) ? { roles: roles ?? tr.roles } : {}),
          ...(tr.night ? { night: true } : {}),
        })
        if (!v) set({ ui: { ...get().ui, tracing: null, traceRefusal: null } })
        return v
      },

      setTracingRoles(roles) {
        const { ui } = get()
        if (ui.tracing) set({ ui: { ...ui, tracing: { ...ui.tracing, roles: { ...roles } } } })
      },

      setSession(patch) {
        set({ session: { ...get().session, ...patch } })
      },

      clearViolation() {
        set({ lastViolation: null })
      },

      startReplay(at = REPLAY_START) {
        const g = get().game
        if (!g) return false
        set({
          ui: { ...get().ui, tracing: null, traceRefusal: null, replay: { cursor: clampPos(g, at) } },
          lastViolation: null,
        })
        return true
      },

      replayTo(at) {
        const g = get().game
        if (!g || !get().ui.replay) return
        set({ ui: { ...get().ui, replay: { cursor: clampPos(g, at) } } })
      },

      replayStep(dir) {
        const g = get().game
        const r = get().ui.replay
        if (!g || !r) return false
        const p = dir === 1 ? nextPos(g, r.cursor) : prevPos(g, r.cursor)
        if (!p) return false
        set({ ui: { ...get().ui, replay: { cursor: p } } })
        return true
      },

      exitReplay() {
        if (get().ui.replay) set({ ui: { ...get().ui, replay: null } })
      },
    }
  })
}

export type SortieStore = ReturnType<typeof createSortieStore>

/** The page's store. */
export const sortieStore = createSortieStore()

export function useSortie<T>(selector: (s: SortieState) => T): T {
  return useStore(sortieStore, selector)
}

/** The state the page shows: the replayed one while a replay is open, else the live one. */
export function gameState(s: SortieState) {
  if (!s.game) return null
  const r = s.ui.replay
  return r ? s.game.states[Math.min(s.game.cursor, stateIndex(r.cursor))] : currentState(s.game)
}

/** The live game's state, whatever the replay shows. */
export function liveState(s: SortieState) {
  return s.game ? currentState(s.game) : null
}

/** Whether the view-only replay is open. */
export function replaying(s: SortieState): boolean {
  return !!s.ui.replay
}

/** The log key ("<action>.<event>") of the replay's current event, or null (no replay, the start, an action without events). */
export function replayLogKey(s: SortieState): string | null {
  return s.game && s.ui.replay ? posKey(s.game, s.ui.replay.cursor) : null
}

/** The last position of the replay (the end of the game as played). */
export function replayEnd(s: SortieState): ReplayPos | null {
  return s.game ? lastPos(s.game) : null
}

/** Why undo is not possible now under the session's policy (history.ts's barriers), or null. */
export function undoReason(s: SortieState): string | null {
  return s.game ? history.undoBlock(s.game, s.session.undoPolicy) : 'Nothing to undo.'
}

/** The lines of the game, with their lengths, for the line picker. */
export function timelineLines(s: SortieState): LineSummary[] {
  return s.timeline ? history.lines(s.timeline) : []
}
