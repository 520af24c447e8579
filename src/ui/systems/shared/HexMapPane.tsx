// The map pane of a system's own page (OCS, AWAW): it owns the Pixi scene of the shared hex board
// (map/hexBoardScene.ts) through map/ownedScene.ts (made on mount, destroyed on unmount; a scene still
// starting at cleanup is destroyed when it is ready), draws the snapshot it is given (the side's
// view, made by map/systems/<id>), shows the hover text the system writes for a hex, and reports
// clicks. It decides no rule. Its test hook (window[hookName]) lets the e2e find hexes and frames.
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import type { HexBoardScene, HexBoardSceneOptions } from '../../../map/hexBoardScene'
import type { RendererPreference } from '../../../map/scene'
import { useOwnedScene } from '../../../map/ownedScene'

/** What the page's tests read of a system's map (window.__sortieOcsMap, window.__sortieAwawMap). */
export interface HexMapTestHook<S> {
  frames(): number
  hexToClient(hex: string): { x: number; y: number } | null
  snapshot(): S | null
}

export interface HexMapPaneProps<S extends { cols: number; rows: number }> {
  /** The system's short name: the CSS class "<name>-map" and the test ids "<name>-map", "<name>-map-hover". */
  name: string
  /** The map's accessible name ("OCS map"). */
  title: string
  snap: S
  createScene(host: HTMLElement, options: HexBoardSceneOptions): Promise<HexBoardScene<S>>
  hover(snap: S, hex: string): string[]
  /** The test hook's key on window. */
  hookName: '__sortieOcsMap' | '__sortieAwawMap'
  /** The legend and notes next to "Fit map". */
  tools?: ReactNode
  /** How to read the map, for a screen reader. */
  help: string
  onHexClick?: (hex: string) => void
  highlight: readonly string[]
  preference?: RendererPreference
}

export function HexMapPane<S extends { cols: number; rows: number }>({
  name,
  title,
  snap,
  createScene,
  hover,
  hookName,
  tools,
  help,
  onHexClick,
  highlight,
  preference = 'webgl',
}: HexMapPaneProps<S>) {
  const hostRef = useRef<HTMLDivElement>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  // What the scene's callbacks read: the latest snapshot, hover words and click handler.
  const latest = useRef({ snap, onHexClick, hover })
  useLayoutEffect(() => {
    latest.current = { snap, onHexClick, hover }
  }, [snap, onHexClick, hover])

  // The scene (map/ownedScene.ts) is made again only for another renderer or scene maker.
  const make = useCallback(
    (host: HTMLElement) =>
      createScene(host, {
        preference,
        onClick: (hex) => latest.current.onHexClick?.(hex),
        onHover: (hex, x, y) => {
          const el = tipRef.current
          if (!el) return
          el.hidden = hex === null
          if (hex === null) return
          el.textContent = latest.current.hover(latest.current.snap, hex).join('\n')
          const r = host.getBoundingClientRect()
          el.style.left = `${Math.min(x - r.left + 14, Math.max(0, r.width - el.offsetWidth - 4))}px`
          el.style.top = `${y - r.top + 18}px`
        },
      }),
    [preference, createScene],
  )
  // The e2e's hook on the map while its scene is up (`snapshot`: the pane's latest).
  const attach = useCallback(
    (s: HexBoardScene<S>) => {
      const hook: HexMapTestHook<S> = {
        frames: () => s.frames(),
        hexToClient: (hex) => s.hexToClient(hex),
        snapshot: () => latest.current.snap,
      }
      const w = window as unknown as Record<string, unknown>
      w[hookName] = hook
      return () => {
        delete w[hookName]
      }
    },
    [hookName],
  )
  const { scene, error } = useOwnedScene(hostRef, make, attach)

  useEffect(() => scene?.draw(snap, highlight), [scene, snap, highlight])

  return (
    <div className={`map ${name}-map`}>
      <div className="map-tools" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => scene?.fit()} disabled={!scene}>
          Fit map
        </button>
        {tools}
      </div>
      {/* A floor for the map's height: in a slot that is no flex column it would otherwise be 0. */}
      <div className="map-stage" style={{ minHeight: '16rem' }}>
        <div
          ref={hostRef}
          className="map-canvas"
          data-testid={`${name}-map`}
          role="application"
          aria-label={title}
          aria-describedby={`${name}-map-help`}
          aria-busy={scene === null && error === null}
        />
        <div
          ref={tipRef}
          className="map-hover"
          data-testid={`${name}-map-hover`}
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
            whiteSpace: 'pre-line',
          }}
        />
        <p id={`${name}-map-help`} className="visually-hidden">
          {help}
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
