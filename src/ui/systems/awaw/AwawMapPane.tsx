// The map of an AWAW game: the hex grid of the scenario, the air bases with their air, the ports,
// the naval forces where they are, the air fight in progress. It draws the view of the side at the
// screen (the page hands it the rules' view) through a snapshot (map/systems/awaw) in the shared
// map pane and never decides a rule; the hover text says what is in a hex and the rule that applies.
import { useMemo } from 'react'
import { awawHoverLines } from '../../../map/systems/awaw/awawHover'
import { createAwawScene, AWAW_SIDE_COLOURS } from '../../../map/systems/awaw/awawScene'
import {
  awawMapSnapshot,
  type AwawMapSnapshot,
  type AwawMapView,
} from '../../../map/systems/awaw/awawSnapshot'
import { css } from '../../../map/palette'
import { HexMapPane, type HexMapTestHook } from '../shared/HexMapPane'
import type { AwawView } from './words'

declare global {
  interface Window {
    __sortieAwawMap?: HexMapTestHook<AwawMapSnapshot>
  }
}

const NO_HIGHLIGHT: readonly string[] = []

export function AwawMapPane({
  view,
  viewer,
  onHexClick,
  highlight = NO_HIGHLIGHT,
}: {
  /** The side's view (the rules' `view`), never the whole state. */
  view: AwawView
  viewer: string | null
  onHexClick?: (hex: string) => void
  /** Hexes to mark (the choices of the decision due). */
  highlight?: readonly string[]
}) {
  const snap = useMemo(() => awawMapSnapshot(view as unknown as AwawMapView, viewer), [view, viewer])
  return (
    <HexMapPane
      name="awaw"
      title="AWAW map"
      snap={snap}
      createScene={createAwawScene}
      hover={awawHoverLines}
      hookName="__sortieAwawMap"
      onHexClick={onHexClick}
      highlight={highlight}
      help="Drag to pan, wheel or pinch to zoom; hover a hex to read what is there and the rule. Each air base shows its AAF and its squadrons; a hull is a naval force, with the number of its task forces; a ring is a port; the air fight in progress is circled."
      tools={
        <ul className="awaw-map-legend" aria-label="Sides" data-testid="awaw-map-legend">
          {snap.sides.map((side, i) => (
            <li key={side.id}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '0.8em',
                  height: '0.8em',
                  marginRight: '0.3em',
                  background: css(AWAW_SIDE_COLOURS[i % AWAW_SIDE_COLOURS.length]),
                }}
              />
              {side.name}
            </li>
          ))}
          {snap.fight && (
            <li data-testid="awaw-fight">
              Air fight over {snap.fight.hex} (23.24)
              {snap.fight.coverSecret ? ': the cover is secret (23.25A)' : ''}
            </li>
          )}
        </ul>
      }
    />
  )
}
