// The map of an OCS game: the hex grid of the scenario, air bases and the aircraft on them, each
// side's Patrol Zones, the mission in flight. It draws the side's view (the OCS system's `view`)
// through a snapshot (map/systems/ocs) in the shared map pane (shared/HexMapPane.tsx) and never
// decides a rule; the hover text says what is in a hex and the rule that applies.
import { useMemo } from 'react'
import { ocsSystem, type OcsState } from '../../../rules/systems/ocs'
import { ocsHoverLines } from '../../../map/systems/ocs/ocsHover'
import { ocsMapSnapshot, type OcsMapSnapshot, type OcsView } from '../../../map/systems/ocs/ocsSnapshot'
import { createOcsScene, OCS_SIDE_COLOURS } from '../../../map/systems/ocs/ocsScene'
import { HexMapPane, type HexMapTestHook } from '../shared/HexMapPane'
import type { RendererPreference } from '../../../map/scene'
import { css } from '../../../map/palette'

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
export type OcsMapTestHook = HexMapTestHook<OcsMapSnapshot>

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
  const snap = useMemo(
    () => ocsMapSnapshot(ocsSystem.view(state, viewer) as OcsView, viewer),
    [state, viewer],
  )
  const sideName = (id: string) => snap.sides.find((s) => s.id === id)?.name ?? id
  return (
    <HexMapPane
      name="ocs"
      title="OCS map"
      snap={snap}
      createScene={createOcsScene}
      hover={ocsHoverLines}
      hookName="__sortieOcsMap"
      onHexClick={onHexClick}
      highlight={highlight}
      preference={preference}
      help="Drag to pan, wheel or pinch to zoom; hover a hex to read what is there and the rule. Each air base shows its Level; the counter above it is its Active aircraft, the one below its Inactive ones, with their number when more than one. The coloured outline around a base with an Active Fighter is its Patrol Zone (10 hexes, 14.4c)."
      tools={
        <>
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
        </>
      }
    />
  )
}
