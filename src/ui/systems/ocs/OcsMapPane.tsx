// The map of an OCS game: the hex grid of the scenario, air bases and the aircraft on them, each
// side's Patrol Zones, the mission in flight. It draws the side's view (the OCS system's `view`)
// through a snapshot (map/systems/ocs) and never decides a rule; the hover text says what is in a
// hex and the rule that applies. Owns its Pixi scene as the AETO/APTO map does (map/ownedScene.ts:
// made on mount, destroyed on unmount; a scene still starting at cleanup is destroyed when ready).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { ocsSystem, type OcsState } from '../../../rules/systems/ocs'
import { ocsHoverLines } from '../../../map/systems/ocs/ocsHover'
import { ocsMapSnapshot, type OcsMapSnapshot, type OcsView } from '../../../map/systems/ocs/ocsSnapshot'
import { createOcsScene, OCS_SIDE_COLOURS, type OcsScene } from '../../../map/systems/ocs/ocsScene'
import type { RendererPreference } from '../../../map/scene'
import { css } from '../../../map/palette'
import { useOwnedScene } from '../../../map/ownedScene'

export interface OcsMapPaneProps {
  /** The game's state; the pane shows only what `viewer` may see of it. */
  state: OcsState
  /** The side at the screen, or null for everyone (solo, replay). */
  viewer: string | null
  onHexClick?: (hex: string) => void
  /** Hexes to mark (the choices of the decision due, a selection). */
  highlight?: readonly string[]
  preference?: RendererPreference
}

/** What the page's tests read of the OCS map (window.__sortieOcsMap). */
export interface OcsMapTestHook {
  frames(): number
  hexToClient(hex: string): { x: number; y: number } | null
  snapshot(): OcsMapSnapshot | null
}

declare global {
  interface Window {
    __sortieOcsMap?: OcsMapTestHook
  }
}

const NO_HIGHLIGHT: readonly string[] = []

export function OcsMapPane({
  state,
  viewer,
  onHexClick,
  highlight = NO_HIGHLIGHT,
  preference = 'webgl',
}: OcsMapPaneProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  const snap = useMemo(
    () => ocsMapSnapshot(ocsSystem.view(state, viewer) as OcsView, viewer),
    [state, viewer],
  )
  // What the scene's callbacks read: the latest snapshot and click handler (set after each render).
  const latest = useRef({ snap, onHexClick })
  useLayoutEffect(() => {
    latest.current = { snap, onHexClick }
  }, [snap, onHexClick])

  // The scene (map/ownedScene.ts) is made again only for another renderer.
  const make = useCallback(
    (host: HTMLElement) =>
      createOcsScene(host, {
        preference,
        onClick: (hex) => latest.current.onHexClick?.(hex),
        onHover: (hex, x, y) => {
          const el = tipRef.current
          if (!el) return
          el.hidden = hex === null
          if (hex === null) return
          el.textContent = ocsHoverLines(latest.current.snap, hex).join('\n')
          const r = host.getBoundingClientRect()
          el.style.left = `${Math.min(x - r.left + 14, Math.max(0, r.width - el.offsetWidth - 4))}px`
          el.style.top = `${y - r.top + 18}px`
        },
      }),
    [preference],
  )
  // The e2e's hook on the map while its scene is up (`snapshot`: the pane's latest).
  const attach = useCallback((s: OcsScene) => {
    window.__sortieOcsMap = {
      frames: () => s.frames(),
      hexToClient: (hex) => s.hexToClient(hex),
      snapshot: () => latest.current.snap,
    }
    return () => {
      delete window.__sortieOcsMap
    }
  }, [])
  const { scene, error } = useOwnedScene(hostRef, make, attach)

  useEffect(() => scene?.draw(snap, highlight), [scene, snap, highlight])

  const sideName = (id: string) => snap.sides.find((s) => s.id === id)?.name ?? id
  return (
    <div className="map ocs-map">
      <div className="map-tools" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => scene?.fit()} disabled={!scene}>
          Fit map
        </button>
        <ul className="ocs-map-legend" aria-label="Patrol Zones" data-testid="ocs-zones">
          {snap.sides.map((side, i) => {
            const zones = snap.zones.filter((z) => z.side === side.id)
            return (
              <li key={side.id}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: '0.8em',
                    height: '0.8em',
                    marginRight: '0.3em',
                    background: css(OCS_SIDE_COLOURS[i % OCS_SIDE_COLOURS.length]),
                  }}
                />
                {side.name}:{' '}
                {zones.length
                  ? `Patrol Zones around ${zones.map((z) => z.base).join(', ')}`
                  : 'no Patrol Zone'}{' '}
                (14.4c)
              </li>
            )
          })}
        </ul>
        {snap.mission && (
          <span data-testid="ocs-mission">
            Mission {snap.mission.n} of the {sideName(snap.mission.side)} over {snap.mission.hex}
          </span>
        )}
      </div>
      {/* A floor for the map's height: in a slot that is no flex column it would otherwise be 0. */}
      <div className="map-stage" style={{ minHeight: '16rem' }}>
        <div
          ref={hostRef}
          className="map-canvas"
          data-testid="ocs-map"
          role="application"
          aria-label="OCS map"
          aria-describedby="ocs-map-help"
          aria-busy={scene === null && error === null}
        />
        <div
          ref={tipRef}
          className="map-hover"
          data-testid="ocs-map-hover"
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
        <p id="ocs-map-help" className="visually-hidden">
          Drag to pan, wheel or pinch to zoom; hover a hex to read what is there and the rule. Each air base
          shows its Level; the counter above it is its Active aircraft, the one below its Inactive ones, with
          their number when more than one. The coloured outline around a base with an Active Fighter is its
          Patrol Zone (10 hexes, 14.4c).
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
