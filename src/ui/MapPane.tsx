// The map in the page. The map module draws the store's game and selects, traces and centres
// through the store itself; this is the one place the shell mounts it. Below 1000 px the side
// panel lies over the map's right part: the map is told how much, so that it fits and frames the
// decision in the part left visible (docs/guide.md, "Window").
import { useEffect, useState } from 'react'
import { MapView } from '../map/MapView'
import { createMapScene, type MapScene, type MapSceneOptions } from '../map/scene'
import { takeFirstScene } from './firstBoard'
import { dialogSession } from './dialogs/session'

const botSides = () => dialogSession.getState().botSides

/** Width of the side panel where it lies over the map (positioned absolutely), else 0. */
function overlaidPanelWidth(): number {
  const panel = document.getElementById('panels')
  if (!panel || getComputedStyle(panel).position !== 'absolute') return 0
  return panel.getBoundingClientRect().width
}

function useOverlaidPanelWidth(): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const update = () => setWidth(overlaidPanelWidth())
    update()
    const panel = document.getElementById('panels')
    const observer = new ResizeObserver(update)
    if (panel) observer.observe(panel)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
    }
  }, [])
  return width
}

export function MapPane() {
  return <MapView botSides={botSides} obscuredRight={useOverlaidPanelWidth()} createScene={firstSceneOrNew} />
}

/** The first screen's scene if the page drew one (ui/firstBoard.ts), else a new one. */
function firstSceneOrNew(host: HTMLElement, options: MapSceneOptions): Promise<MapScene> {
  const scene = takeFirstScene(host, options)
  return scene ? Promise.resolve(scene) : createMapScene(host, options)
}
