// The scenario being edited, drawn by the game's own map renderer (src/map): the draft's preview
// (check.ts previewOf: the draft less the items in error) is turned into a game's first state and
// drawn like a game; the hexes with errors are ringed as the hexes a decision concerns are. A click
// on a hex applies the chosen tool (tools.ts); with the Select tool an air unit's chit is dragged to
// another hex (drag.ts, moves.ts), and a drag from the panels drops on the hex under the pointer
// (setMapDropTarget). The camera stays where the player put it across edits.
import { useEffect, useRef, useState } from 'react'
import { newGame, type GameState } from '../rules/systems/aeto'
import { boardOf, piecesOf } from '../map/mapSnapshot'
import { NO_OVERLAYS, type MapSnapshot } from '../map/model'
import type { MapScene, createMapScene } from '../map/scene'
import { checkOf, hexOfError, previewOf } from './check'
import type { Draft } from './draft'
import type { EditorStore } from './store'
import { applyOutcome, applyTool } from './tools'
import { followPress, setMapDropTarget } from './drag'
import { moveUnitTo, placeOf } from './moves'

declare global {
  interface Window {
    /** The editor's map, for e2e tests. */
    __sortieEditor?: {
      readonly ready: boolean
      hexToScreen(label: string): { x: number; y: number } | null
      /** Where a unit's chit is drawn (the top of its pile), or null. */
      unitToScreen(id: string): { x: number; y: number } | null
      errorHexes(): string[]
      store: EditorStore
    }
  }
}

const states = new WeakMap<object, GameState | null>()

/** The game state the map draws for a draft: the first state of a game on its preview. */
function stateOf(d: Draft): GameState | null {
  if (states.has(d)) return states.get(d)!
  let s: GameState | null = null
  const p = previewOf(d)
  if (p) {
    try {
      s = newGame(p, { seed: 1 })
    } catch {
      s = null
    }
  }
  states.set(d, s)
  return s
}

/** Labels of the hexes that have an error. */
export function errorHexes(d: Draft): string[] {
  return [
    ...new Set(
      checkOf(d)
        .errors.map((e) => hexOfError(d, e.path))
        .filter((h): h is string => h !== null),
    ),
  ].sort()
}

function snapshotOf(d: Draft, selectedHex: string | null, showCoords: boolean): MapSnapshot | null {
  const state = stateOf(d)
  if (!state) return null
  const board = boardOf(state)
  const locOf = new Map(board.labels.map((l, i) => [l, i]))
  const locs = errorHexes(d)
    .map((h) => locOf.get(h))
    .filter((x): x is number => x !== undefined)
  return {
    board,
    pieces: piecesOf(state, null),
    overlays: {
      ...NO_OVERLAYS,
      involved: locs.length ? { kind: 'errors', locs, units: [], next: [], path: [] } : null,
    },
    ui: {
      selectedLoc: selectedHex === null ? null : (locOf.get(selectedHex) ?? null),
      selectedUnit: null,
      hoverLoc: null,
      showCoords,
      expandedLoc: null,
    },
  }
}

/** A unit's name for the ghost chit and the status line. */
function nameOfUnit(d: Draft, id: string): string {
  const u = [...d.airUnits, ...(d.navalUnits ?? []), ...(d.landUnits ?? [])].find((x) => x.id === id)
  return typeof u?.name === 'string' ? u.name : id
}

/** A chit's size in world units (map/layout.ts CHIT; not imported: the editor's chunk keeps out of the renderer's modules). */
const CHIT = 32

/** How the map keys zoom (map/keyboard.ts ZOOM_STEP). */
const ZOOM_STEP = 1.25

/** The game's map scene factory (map/scene.ts), passed in by the page: the editor's chunk does not import the renderer, which the page has loaded already. */
export type CreateScene = typeof createMapScene

export function EditorMap({ store, createScene }: { store: EditorStore; createScene: CreateScene }) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [scene, setScene] = useState<MapScene | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [blank, setBlank] = useState(false)
  const [hover, setHover] = useState<string | null>(null)
  const [showCoords, setShowCoords] = useState(true)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let cancelled = false
    let current: MapScene | null = null
    const labelAt = (loc: number | null) => {
      const b = current?.snapshot?.board
      return loc === null || !b ? null : (b.labels[loc] ?? null) // a hex, or a large sea area's id
    }
    // A unit's chit pressed with the Select tool is dragged to another hex (a press that does not
    // move is the map's click); anywhere else a press pans the map as in the game.
    const onPress = (e: PointerEvent) => {
      const s = current
      if (!s || store.getState().tool.kind !== 'select' || e.isPrimary === false) return
      const r = s.canvas.getBoundingClientRect()
      const hit = s.hitAt(e.clientX - r.left, e.clientY - r.top)
      const unit = hit.unit
      if (unit === null || hit.inPanel) return
      // on the chit itself (its pile), not anywhere in its hex: elsewhere a press still pans
      const chit = s.unitToClient(unit)
      const reach = CHIT * s.camera().scale * 0.75
      if (!chit || Math.abs(chit.x - e.clientX) > reach || Math.abs(chit.y - e.clientY) > reach) return
      e.stopPropagation() // not the map's pan
      const name = nameOfUnit(store.getState().draft, unit)
      followPress(e, {
        text: name,
        onStart: () => store.getState().say(`Moving ${name}: drop it on a hex (Escape: cancel).`),
        onDrop: (label) => {
          const d = store.getState().draft
          const place = placeOf(d, label)
          if (place) applyOutcome(store, moveUnitTo(d, unit, place), label)
        },
        onCancel: (why) =>
          store
            .getState()
            .say(why === 'escape' ? `${name} not moved.` : `${name} not moved: dropped off the map.`),
        onClick: (x, y) => {
          const label = labelAt(s.hitAt(x - r.left, y - r.top).loc)
          if (label) applyTool(store, label)
        },
      })
    }
    host.addEventListener('pointerdown', onPress, true)
    createScene(host, {
      onClick: (hit) => {
        const label = labelAt(hit.loc)
        if (label) applyTool(store, label)
      },
      onHover: (loc) => setHover(labelAt(loc)),
    })
      .then((s) => {
        if (cancelled) return s.destroy()
        current = s
        setScene(s)
        setMapDropTarget((x, y) => {
          const r = s.canvas.getBoundingClientRect()
          if (x < r.left || y < r.top || x > r.right || y > r.bottom) return null
          return labelAt(s.hitAt(x - r.left, y - r.top).loc)
        })
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      cancelled = true
      host.removeEventListener('pointerdown', onPress, true)
      setMapDropTarget(null)
      current?.destroy()
      current = null
      setScene(null)
    }
  }, [store, createScene])

  useEffect(() => {
    if (!scene) return
    let frame = 0
    let frames = 0
    const draw = () => {
      frame = 0
      const { draft, selectedHex } = store.getState()
      const snap = snapshotOf(draft, selectedHex, showCoords)
      setBlank(snap === null)
      if (!snap) return
      const prev = scene.snapshot?.board
      const cam = scene.camera()
      scene.setSnapshot(snap)
      if (prev && prev.cols === snap.board.cols && prev.rows === snap.board.rows) scene.setCamera(cam)
      // a hex selected elsewhere (a problem's "Show hex", the list of bases) is brought into view
      if (selectedHex !== shown && selectedHex !== null && snap.ui.selectedLoc !== null)
        scene.ensureVisible(snap.ui.selectedLoc)
      shown = selectedHex
    }
    let shown: string | null = store.getState().selectedHex
    draw()
    const unsubscribe = store.subscribe((s, p) => {
      if ((s.draft !== p.draft || s.selectedHex !== p.selectedHex) && !frame)
        frame = requestAnimationFrame(draw)
    })
    const offFrame = scene.onFrame(() => frames++)
    window.__sortieEditor = {
      get ready() {
        return frames > 0 && scene.snapshot !== null
      },
      hexToScreen(label) {
        const loc = scene.locOfLabel(label)
        return loc === null ? null : scene.locToClient(loc)
      },
      unitToScreen: (id) => scene.unitToClient(id),
      errorHexes: () => errorHexes(store.getState().draft),
      store,
    }
    return () => {
      unsubscribe()
      offFrame()
      if (frame) cancelAnimationFrame(frame)
      delete window.__sortieEditor
    }
  }, [scene, store, showCoords])

  return (
    <div className="map editor-map">
      <div className="map-tools" role="toolbar" aria-label="Editor map view">
        <button type="button" onClick={() => scene?.zoomBy(ZOOM_STEP)} disabled={!scene} aria-label="Zoom in">
          +
        </button>
        <button
          type="button"
          onClick={() => scene?.zoomBy(1 / ZOOM_STEP)}
          disabled={!scene}
          aria-label="Zoom out"
        >
          −
        </button>
        <button type="button" onClick={() => scene?.fit(true)} disabled={!scene}>
          Fit map
        </button>
        <label>
          <input type="checkbox" checked={showCoords} onChange={(e) => setShowCoords(e.target.checked)} /> Hex
          numbers
        </label>
        <span className="editor-hover" aria-live="off">
          {hover ? `Hex ${hover}` : ''}
        </span>
      </div>
      <div className="map-stage">
        <div
          ref={hostRef}
          className="map-canvas"
          data-testid="editor-map"
          role="img"
          aria-label="The scenario's map: click a hex to apply the chosen tool; with Select a hex, drag an air unit's chit to another base"
          aria-busy={scene === null && error === null}
        />
        {blank && (
          <p className="map-error" role="status">
            The map cannot be drawn until the problems with its size, its rows or its sides are fixed (see
            Problems).
          </p>
        )}
        {error !== null && (
          <p className="map-error" role="alert">
            The map could not start: {error}
          </p>
        )}
      </div>
    </div>
  )
}
