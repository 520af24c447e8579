// The one Zustand store of the client, built from slices: `game` (the record of play), `ui`
// (selection and map interaction), `session` (settings). Vanilla store so the Pixi map can
// read and subscribe outside React; React components use `useSortie(selector)`.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { traceLaunch, type Action, type RuleViolation } from '../rules'
import { parseScenario, type ScenarioError } from '../rules/scenario/validate'
import { currentState, playAction, startGame, type GameRecord } from './game'

/** A mission route being traced hex by hex on the map before launch (D-MSN-PLAN). */
export interface Tracing {
  base: string
  units: string[]
  mission: 'fly' | 'changeBase'
  route: string[]
}

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
  centreOn: { hex: string; seq: number } | null
}

export interface SessionSlice {
  /** Hide the map between sides when the deciding side changes (hot-seat). */
  handOver: boolean
  undoPolicy: 'hotSeat' | 'exploration'
  diceMode: 'seeded' | 'manual'
  seed: number
}

export interface SortieState {
  game: GameRecord | null
  scenarioId: string | null
  loadErrors: ScenarioError[] | null
  lastViolation: RuleViolation | null
  ui: UiSlice
  session: SessionSlice

  loadScenario(json: unknown, id: string, opts?: { seed?: number; dice?: number[] }): boolean
  dispatch(action: Action): RuleViolation | null
  undo(): void
  redo(): void
  select(sel: { hex?: string | null; unit?: string | null }): void
  hover(hex: string | null): void
  setUi(patch: Partial<UiSlice>): void
  centreMap(hex: string): void
  /** Tracing a mission route: start with units of one base, add hexes one at a time, confirm. */
  startTracing(base: string, units: string[], mission?: 'fly' | 'changeBase'): void
  /** Adds a hex to the route if the rules allow it; otherwise keeps the route and says why. */
  traceTo(hex: string): boolean
  traceBack(): void
  cancelTracing(): void
  /** Launches the traced mission (the last hex is the target). */
  confirmTracing(roles?: Record<string, 'fighter' | 'bomber'>): RuleViolation | null
  setSession(patch: Partial<SessionSlice>): void
  clearViolation(): void
}

export function createSortieStore() {
  return createStore<SortieState>()((set, get) => ({
    game: null,
    scenarioId: null,
    loadErrors: null,
    lastViolation: null,
    ui: {
      selectedHex: null,
      selectedUnit: null,
      hoverHex: null,
      showCoords: false,
      expandedStack: null,
      tracing: null,
      traceRefusal: null,
      overlays: { range: true, interceptionZone: false, engagements: true },
      centreOn: null,
    },
    session: { handOver: false, undoPolicy: 'exploration', diceMode: 'seeded', seed: 1 },

    loadScenario(json, id, opts = {}) {
      const r = parseScenario(json)
      if (!r.ok) {
        set({ loadErrors: r.errors }) // the game in progress stays untouched
        return false
      }
      const seed = opts.seed ?? get().session.seed
      const game = startGame({ scenario: r.scenario, scenarioJson: json, seed, dice: opts.dice, manualDice: get().session.diceMode === 'manual' })
      set({
        game,
        scenarioId: id,
        loadErrors: null,
        lastViolation: null,
        ui: { ...get().ui, selectedHex: null, selectedUnit: null, expandedStack: null, tracing: null, traceRefusal: null },
      })
      return true
    },

    dispatch(action) {
      const g = get().game
      if (!g) return { rule: '', message: 'No game is loaded.' }
      const r = playAction(g, action)
      if ('violation' in r) {
        set({ lastViolation: r.violation })
        return r.violation
      }
      set({ game: r.game, lastViolation: null })
      return null
    },

    undo() {
      const g = get().game
      if (g && g.cursor > 0) set({ game: { ...g, cursor: g.cursor - 1 }, lastViolation: null })
    },

    redo() {
      const g = get().game
      if (g && g.cursor < g.actions.length) set({ game: { ...g, cursor: g.cursor + 1 }, lastViolation: null })
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

    centreMap(hex) {
      set({ ui: { ...get().ui, centreOn: { hex, seq: (get().ui.centreOn?.seq ?? 0) + 1 } } })
    },

    startTracing(base, units, mission = 'fly') {
      set({ ui: { ...get().ui, tracing: { base, units: [...units], mission, route: [] }, traceRefusal: null } })
    },

    traceTo(hex) {
      const { ui } = get()
      const state = gameState(get())
      if (!ui.tracing || !state) return false
      const route = [...ui.tracing.route, hex]
      const status = traceLaunch(state, ui.tracing.base, ui.tracing.units, route)
      if (status.error) {
        set({ ui: { ...ui, traceRefusal: status.error } })
        return false
      }
      set({ ui: { ...ui, tracing: { ...ui.tracing, route }, traceRefusal: null } })
      return true
    },

    traceBack() {
      const { ui } = get()
      if (ui.tracing) set({ ui: { ...ui, tracing: { ...ui.tracing, route: ui.tracing.route.slice(0, -1) }, traceRefusal: null } })
    },

    cancelTracing() {
      set({ ui: { ...get().ui, tracing: null, traceRefusal: null } })
    },

    confirmTracing(roles) {
      const tr = get().ui.tracing
      if (!tr || !tr.route.length) return { rule: '4.1', message: 'Trace the route to the target first.' }
      const v = get().dispatch({
        type: 'launch',
        base: tr.base,
        units: tr.units,
        mission: tr.mission,
        target: tr.route[tr.route.length - 1],
        path: tr.route,
        ...(roles ? { roles } : {}),
      })
      if (!v) set({ ui: { ...get().ui, tracing: null, traceRefusal: null } })
      return v
    },

    setSession(patch) {
      set({ session: { ...get().session, ...patch } })
    },

    clearViolation() {
      set({ lastViolation: null })
    },
  }))
}

export type SortieStore = ReturnType<typeof createSortieStore>

/** The page's store. */
export const sortieStore = createSortieStore()

export function useSortie<T>(selector: (s: SortieState) => T): T {
  return useStore(sortieStore, selector)
}

export function gameState(s: SortieState) {
  return s.game ? currentState(s.game) : null
}
