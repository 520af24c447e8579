// React owner of the map scene: creates it on mount, destroys it on unmount (ownedScene.ts:
// StrictMode-safe, a scene still starting at cleanup is destroyed when ready) and binds it to the store.
// The scene reads the store and calls store actions itself; React renders only this frame (the
// view toolbar), never the map.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useStore } from 'zustand'
import { currentState } from '../store/game'
import { involvedOf } from './mapInvolved'
import { sortieStore, type SortieStore, type UiSlice } from '../store/store'
import { createMapController, type MapController } from './controller'
import { ZOOM_STEP } from './keyboard'
import { createMapScene, type MapScene, type MapSceneOptions, type RendererPreference } from './scene'
import { attachTestHook, reportError } from './testHook'
import { useOwnedScene } from './ownedScene'

export interface MapViewProps {
  preference?: RendererPreference
  /** Sides the automatic opponent plays (asked at each decision): their decisions are not the player's to click, and the camera leaves them alone. */
  botSides?: () => readonly string[]
  /** Screen pixels at the map's right covered by a panel lying over it: fitting and framing keep clear of them. */
  obscuredRight?: number
  /** The store to draw and drive (default: the page's). */
  store?: SortieStore
  /** Makes the scene (default: a new one); the page passes one that takes over its first screen's board (ui/firstBoard.ts). */
  createScene?: (host: HTMLElement, options: MapSceneOptions) => Promise<MapScene>
  /**
   * @deprecated Ignored: the map draws the store's game and selects through the store. Kept so the
   * shell's mount line compiles until it becomes `<MapView />`.
   */
  snapshot?: unknown
  /** @deprecated Ignored (see snapshot). */
  snapshotId?: unknown
  /** @deprecated Ignored (see snapshot). */
  selectedHex?: unknown
  /** @deprecated Ignored (see snapshot). */
  onHexClick?: unknown
}

const NO_BOTS = () => []

type OverlayKey = keyof UiSlice['overlays']
const OVERLAY_TOGGLES: [OverlayKey, string][] = [
  ['range', 'Range'],
  ['interceptionZone', 'Interception'],
  ['engagements', 'Combat'],
]

export function MapView({
  preference = 'webgl',
  store = sortieStore,
  botSides = NO_BOTS,
  obscuredRight = 0,
  createScene = createMapScene,
}: MapViewProps) {
  const makeScene = useRef(createScene)
  const bots = useRef(botSides)
  bots.current = botSides
  const hostRef = useRef<HTMLDivElement>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  const toolsRef = useRef<HTMLDivElement>(null)
  const [controller, setController] = useState<MapController | null>(null)
  const showCoords = useStore(store, (s) => s.ui.showCoords)
  const overlays = useStore(store, (s) => s.ui.overlays)
  const hasDecision = useStore(
    store,
    (s) => s.game !== null && involvedOf(currentState(s.game), false) !== null,
  )

  // The scene (ownedScene.ts) is made again for another renderer; the controller that binds it to
  // the store comes with it, so another store makes both again.
  const ctlRef = useRef<MapController | null>(null)
  const make = useCallback(
    (host: HTMLElement) =>
      makeScene.current(host, {
        preference,
        onClick: (hit) => ctlRef.current?.click(hit),
        onHover: (loc, x, y) => ctlRef.current?.hover(loc, x, y),
      }),
    [preference],
  )
  const attach = useCallback(
    (s: MapScene) => {
      const tip = (text: string | null, x: number, y: number) => {
        const el = tipRef.current
        const host = hostRef.current
        if (!el || !host) return
        el.hidden = text === null
        if (text === null) return
        el.textContent = text
        const w = host.clientWidth
        el.style.left = `${Math.min(x + 14, Math.max(0, w - el.offsetWidth - 4))}px`
        el.style.top = `${y + 18}px`
      }
      const ctl = createMapController(s, store, {
        hoverInfo: tip,
        leave: () => toolsRef.current?.querySelector('button')?.focus(),
        botSides: () => bots.current(),
      })
      ctlRef.current = ctl
      const detachHook = attachTestHook(s, ctl)
      setController(ctl)
      return () => {
        detachHook()
        ctl.destroy()
        ctlRef.current = null
        setController(null)
      }
    },
    [store],
  )
  const { scene, error } = useOwnedScene(hostRef, make, attach, reportError)

  useEffect(() => scene?.setObscuredRight(obscuredRight), [scene, obscuredRight])

  const onKeyDown = (e: KeyboardEvent) => {
    if (controller?.key(e)) e.preventDefault()
  }
  const setOverlay = (key: OverlayKey, on: boolean) =>
    store.getState().setUi({ overlays: { ...store.getState().ui.overlays, [key]: on } })

  return (
    <div className="map">
      <div ref={toolsRef} className="map-tools" role="toolbar" aria-label="Map view">
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
        <button
          type="button"
          onClick={() => controller?.showDecision()}
          disabled={!controller || !hasDecision}
          title="Bring the hexes and units of the decision due now into view"
        >
          Show me
        </button>
        <label>
          <input
            type="checkbox"
            checked={showCoords}
            onChange={(e) => store.getState().setUi({ showCoords: e.target.checked })}
          />{' '}
          Hex numbers
        </label>
        {OVERLAY_TOGGLES.map(([key, name]) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={overlays[key]}
              onChange={(e) => setOverlay(key, e.target.checked)}
            />{' '}
            {name}
          </label>
        ))}
      </div>
      <div className="map-stage">
        <div
          ref={hostRef}
          className="map-canvas"
          data-testid="map"
          tabIndex={0}
          role="application"
          aria-label="Map"
          aria-describedby="map-help"
          aria-busy={scene === null && error === null}
          onKeyDown={onKeyDown}
        />
        <div
          ref={tipRef}
          className="map-hover"
          aria-hidden="true"
          hidden
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            maxWidth: '26rem',
            padding: '0.15rem 0.4rem',
            background: 'rgba(38, 50, 56, 0.92)',
            color: '#fff',
            font: '12px/1.35 "DejaVu Sans", Arial, sans-serif',
            borderRadius: '3px',
          }}
        />
        <p id="map-help" className="visually-hidden">
          Click a hex to select it and the unit on top; click a stack to spread it out and click a unit in it.
          Drag or use the arrow keys to pan; wheel, pinch, plus and minus to zoom; 0 fits the map. Tab and
          Shift+Tab select the next or previous unit; Enter spreads out the selected stack; Escape clears the
          selection, and with nothing selected leaves the map. While tracing a route: click a green hex (or a
          hex further on: the shortest legal path there is added) or use Tab to pick one and Space to add it,
          Backspace takes the last hex off, Enter confirms, Escape cancels. When your flight moves one hex at
          a time, click a green hex (or a hex further on, to fly the shortest legal path there), or use Tab to
          pick one and Space to move there. The hexes and units the current decision is about are marked: a
          dashed double ring round the hexes, a dashed mat under the units.
        </p>
        <p className="map-focus-hint" aria-hidden="true">
          In the map: arrows pan, Tab picks the next unit, Esc clears the selection and then leaves the map.
        </p>
        {error !== null && (
          <p className="map-error" role="alert">
            The map could not start: {error}
          </p>
        )}
      </div>
    </div>
  )
}
