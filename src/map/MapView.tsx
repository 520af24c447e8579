// React owner of the map scene: creates it on mount, destroys it on unmount (StrictMode-safe:
// an init still pending at cleanup destroys its app when it resolves) and pushes props into it.
// The scene is imperative; React never re-renders it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { createMapScene, type MapScene, type RendererPreference } from './scene'
import type { MapSnapshot } from './snapshot'
import { attachTestHook, noteScenarioDrawn, noteSelectedHex, reportError } from './testHook'

export interface MapViewProps {
  snapshot: MapSnapshot | null
  /** Id of what the snapshot shows (the scenario id); reported on the test hook. */
  snapshotId: string | null
  selectedHex: string | null
  onHexClick: (label: string) => void
  preference?: RendererPreference
}

const PAN_STEP = 60
const ZOOM_STEP = 1.25

export function MapView({ snapshot, snapshotId, selectedHex, onHexClick, preference = 'webgl' }: MapViewProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const clickRef = useRef(onHexClick)
  clickRef.current = onHexClick
  const [scene, setScene] = useState<MapScene | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [labels, setLabels] = useState(true)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let cancelled = false
    let current: MapScene | null = null
    let detachHook: (() => void) | null = null
    createMapScene(host, { preference, onHexClick: (label) => clickRef.current(label) })
      .then((s) => {
        if (cancelled) {
          s.destroy() // cleaned up while app.init() was pending (StrictMode's double mount)
          return
        }
        current = s
        detachHook = attachTestHook(s)
        setScene(s)
      })
      .catch((e: unknown) => {
        reportError(e)
        if (!cancelled) setError(e instanceof Error ? e.message : String(e))
      })
    return () => {
      cancelled = true
      detachHook?.()
      current?.destroy()
      current = null
      setScene(null)
    }
  }, [preference])

  useEffect(() => {
    if (!scene || !snapshot) return
    noteScenarioDrawn(snapshotId)
    scene.setSnapshot(snapshot)
  }, [scene, snapshot, snapshotId])

  useEffect(() => {
    noteSelectedHex(selectedHex)
    scene?.setSelected(selectedHex)
  }, [scene, selectedHex])

  useEffect(() => {
    scene?.setLabelsVisible(labels)
  }, [scene, labels])

  const onKeyDown = (e: KeyboardEvent) => {
    if (!scene) return
    const actions: Record<string, () => void> = {
      ArrowLeft: () => scene.panBy(PAN_STEP, 0),
      ArrowRight: () => scene.panBy(-PAN_STEP, 0),
      ArrowUp: () => scene.panBy(0, PAN_STEP),
      ArrowDown: () => scene.panBy(0, -PAN_STEP),
      '+': () => scene.zoomBy(ZOOM_STEP),
      '=': () => scene.zoomBy(ZOOM_STEP),
      '-': () => scene.zoomBy(1 / ZOOM_STEP),
      '0': () => scene.fit(),
    }
    const action = actions[e.key]
    if (action) {
      e.preventDefault()
      action()
    }
  }

  return (
    <div className="map">
      <div
        ref={hostRef}
        className="map-canvas"
        tabIndex={0}
        role="application"
        aria-label="Map"
        aria-describedby="map-help"
        aria-busy={scene === null && error === null}
        onKeyDown={onKeyDown}
      />
      <p id="map-help" className="visually-hidden">
        Click a hex to see what is there. Drag or use the arrow keys to pan; wheel, plus and minus to zoom; 0 fits the
        map.
      </p>
      <div className="map-tools" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => scene?.zoomBy(ZOOM_STEP)} disabled={!scene} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => scene?.zoomBy(1 / ZOOM_STEP)} disabled={!scene} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => scene?.fit()} disabled={!scene}>
          Fit map
        </button>
        <label>
          <input type="checkbox" checked={labels} onChange={(e) => setLabels(e.target.checked)} /> Hex labels
        </label>
      </div>
      {error !== null && (
        <p className="map-error" role="alert">
          The map could not start: {error}
        </p>
      )}
    </div>
  )
}
