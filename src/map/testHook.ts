// The page's test hook, window.__sortie, for Playwright. It is published when the map renders its
// first frame; until then (or if the map fails, see window.__sortieError) it is absent.
import type { MapScene } from './scene'

export interface SortieTestHook {
  /** True once the map has rendered a frame. */
  readonly ready: boolean
  /** Renderer Pixi uses: 'webgl' expected; 'canvas' means a silent fallback. */
  readonly renderer: string | null
  /** Id of the scenario the map has drawn (updated once its first frame is rendered). */
  readonly scenarioId: string | null
  /** Label of the selected hex ("4015") or null. */
  readonly selectedHex: string | null
  /** Frames rendered so far. */
  readonly frames: number
  /** Viewport CSS pixel position of a hex centre (what page.mouse.click expects), or null. */
  hexToScreen(label: string): { x: number; y: number } | null
}

declare global {
  interface Window {
    __sortie?: SortieTestHook
    __sortieError?: string
  }
}

const state = {
  scene: null as MapScene | null,
  frames: 0,
  scenarioId: null as string | null,
  drawingScenarioId: null as string | null,
  selectedHex: null as string | null,
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
    return state.selectedHex
  },
  get frames() {
    return state.frames
  },
  hexToScreen(label) {
    return state.scene?.hexToClient(label) ?? null
  },
}

/** Attach the hook to a scene; returns the detach function. */
export function attachTestHook(scene: MapScene): () => void {
  state.scene = scene
  state.frames = 0
  const off = scene.onFrame(() => {
    state.frames++
    state.scenarioId = state.drawingScenarioId
    window.__sortie = hook
  })
  return () => {
    off()
    if (state.scene === scene) {
      state.scene = null
      delete window.__sortie
    }
  }
}

/** The scenario whose snapshot was just handed to the scene; reported after its next frame. */
export function noteScenarioDrawn(id: string | null): void {
  state.drawingScenarioId = id
}

export function noteSelectedHex(label: string | null): void {
  state.selectedHex = label
}

export function reportError(error: unknown): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  window.__sortieError ??= text
}
