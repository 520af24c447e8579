// The page's test hook, window.__sortie, for Playwright. It is published when the map renders its
// first frame with a scenario on it; until then (or if the map fails, see window.__sortieError) it
// is absent.
import { fetchBuiltIn } from '../scenarios/fetch'
import { markFirstGameDrawn } from './startMarks'
import type { SortieStore } from '../store/store'
import type { Camera } from './camera'
import type { MapController } from './controller'
import type { MapScene, MapSceneStats } from './scene'

/** Labels of what each overlay highlights now (from the snapshot the map last drew). */
export interface OverlayLabels {
  range: string[]
  returnRange: string[]
  interception: string[]
  /** Side ids whose interceptors the zone shows. */
  interceptionSides: string[]
  /** Launch hex then the traced hexes. */
  route: string[]
  /** Legal next hexes of the route. */
  next: string[]
  /** MP used/left per unit of the route, as shown by the map. */
  mp: { id: string; used: number; left: number }[]
  /** Engagement stack hexes, bottom first. */
  engagements: string[]
  lastCombat: { hex: string; lines: string[] } | null
  /** Automatic rest of an interceptor group's traced route. */
  rest: string[]
  /** What the pending decision is about, or null. */
  involved: { kind: string; hexes: string[]; units: string[]; next: string[]; path: string[] } | null
  selectedHex: string | null
  selectedUnit: string | null
  hoverHex: string | null
  expandedStack: string | null
}

/** How the map shows one unit (from the snapshot it last drew). */
export interface UnitLook {
  hex: string
  aloft: boolean
  flight: number | null
  setAside: boolean
  aborted: boolean
  depleted: boolean
  commitment: string
  operational: boolean
}

export interface SortieTestHook {
  /** True once the map has rendered a frame with a scenario on it. */
  readonly ready: boolean
  /** Renderer Pixi uses: 'webgl' expected; 'canvas' means a silent fallback. */
  readonly renderer: string | null
  /** Id of the scenario the map has drawn (updated when a frame with it is rendered). */
  readonly scenarioId: string | null
  /** Label of the selected hex ("4015") or null. */
  readonly selectedHex: string | null
  /** Frames rendered so far with a scenario on them. */
  readonly frames: number
  /** The page's store (read state, start tracing, dispatch). */
  readonly store: SortieStore | null
  /** Viewport CSS pixel position of a hex centre (or large sea area plate), or null. */
  hexToScreen(label: string): { x: number; y: number } | null
  /** Viewport position of a unit's chit (in the expanded stack when shown there), or null. */
  unitToScreen(id: string): { x: number; y: number } | null
  overlay(): OverlayLabels | null
  /** Hexes (or large sea area ids) the map highlights as involved in the pending decision, sorted. */
  involvedHexes(): string[]
  /** Units the map marks as involved in the pending decision, sorted. */
  involvedUnits(): string[]
  /** How a unit is drawn, or null if it is not on the map. */
  unit(id: string): UnitLook | null
  /** The weather zones' plates the map last drew ("Pacific Severe Zone weather: Monsoon, strength halved"). */
  weatherPlates(): string[]
  camera(): Camera | null
  stats(): MapSceneStats | null
  /** Loads a built-in scenario into the store (as the scenario picker would); false if unknown, unreachable or invalid. */
  loadScenario(id: string): Promise<boolean>
}

declare global {
  interface Window {
    __sortie?: SortieTestHook
    __sortieError?: string
  }
}

const state = {
  scene: null as MapScene | null,
  controller: null as MapController | null,
  frames: 0,
  scenarioId: null as string | null,
}

const hook: SortieTestHook = {
  get ready() {
    return state.scene !== null && state.frames > 0
  },
  get renderer() {
    return state.scene?.renderer ?? null
  },
  get scenarioId() {
    return state.scenarioId
  },
  get selectedHex() {
    return state.controller?.store.getState().ui.selectedHex ?? null
  },
  get frames() {
    return state.frames
  },
  get store() {
    return state.controller?.store ?? null
  },
  hexToScreen(label) {
    const loc = state.scene?.locOfLabel(label)
    return loc === null || loc === undefined ? null : (state.scene?.locToClient(loc) ?? null)
  },
  unitToScreen(id) {
    return state.scene?.unitToClient(id) ?? null
  },
  weatherPlates() {
    return state.scene?.snapshot?.board.weatherZones.map((z) => `${z.name} weather: ${z.condition}`) ?? []
  },
  overlay() {
    const s = state.scene?.snapshot
    if (!s) return null
    const l = (locs: readonly number[]) => locs.map((x) => s.board.labels[x])
    const one = (x: number | null) => (x === null ? null : s.board.labels[x])
    const o = s.overlays
    return {
      range: l(o.range),
      returnRange: l(o.returnRange),
      interception: l(o.interception.map((z) => z.loc)),
      interceptionSides: [...o.interceptionSides],
      route: l(o.trace?.route ?? []),
      next: l(o.trace?.next ?? []),
      mp: (o.trace?.units ?? []).map((u) => ({ id: u.id, used: u.used, left: u.left })),
      engagements: l(o.engagements.map((e) => e.loc)),
      lastCombat: o.lastCombat
        ? { hex: s.board.labels[o.lastCombat.loc], lines: [...o.lastCombat.lines] }
        : null,
      rest: l(o.trace?.rest ?? []),
      involved: o.involved
        ? {
            kind: o.involved.kind,
            hexes: l(o.involved.locs),
            units: [...o.involved.units],
            next: l(o.involved.next),
            path: l(o.involved.path),
          }
        : null,
      selectedHex: one(s.ui.selectedLoc),
      selectedUnit: s.ui.selectedUnit,
      hoverHex: one(s.ui.hoverLoc),
      expandedStack: one(s.ui.expandedLoc),
    }
  },
  involvedHexes() {
    const s = state.scene?.snapshot
    return (s?.overlays.involved?.locs ?? []).map((x) => s!.board.labels[x]).sort()
  },
  involvedUnits() {
    return [...(state.scene?.snapshot?.overlays.involved?.units ?? [])].sort()
  },
  unit(id) {
    const s = state.scene?.snapshot
    const loc = s?.pieces.unitLoc.get(id)
    if (!s || loc === undefined) return null
    const p = s.pieces.places.find((x) => x.loc === loc)
    const c = [...(p?.atBase ?? []), ...(p?.flights.flatMap((f) => f.chits) ?? [])].find((x) => x.id === id)
    if (!c) return null
    return {
      hex: s.board.labels[loc],
      aloft: c.aloft,
      flight: c.flight,
      setAside: c.setAside,
      aborted: c.aborted,
      depleted: c.depleted,
      commitment: c.commitment,
      operational: c.operational,
    }
  },
  camera() {
    return state.scene?.camera() ?? null
  },
  stats() {
    return state.scene?.stats() ?? null
  },
  async loadScenario(id) {
    const store = state.controller?.store
    const r = await fetchBuiltIn(id)
    // Its system's rules too (not imported here: this module is on the page's first-map path).
    if (r.ok && (await (await import('../store/systemScenario')).fetchRulesOf({ json: r.json }))) return false
    return r.ok && store !== undefined && store.getState().loadScenario(r.json, id)
  },
}

/** Attach the hook to a scene and its controller; returns the detach function. */
export function attachTestHook(scene: MapScene, controller: MapController): () => void {
  state.scene = scene
  state.controller = controller
  state.frames = 0
  const off = scene.onFrame(() => {
    // nothing drawn yet, or only the first screen's board (ui/firstBoard.ts): the game is still loading
    if (!scene.snapshot || controller.store.getState().game === null) return
    markFirstGameDrawn()
    state.frames++
    state.scenarioId = controller.store.getState().scenarioId
    window.__sortie = hook
  })
  return () => {
    off()
    if (state.scene === scene) {
      state.scene = null
      state.controller = null
      delete window.__sortie
    }
  }
}

export function reportError(error: unknown): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  window.__sortieError ??= text
}
