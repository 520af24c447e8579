// The first screen (a lighter first load; docs/architecture.md, "Shell and dialogs"): before React, the store, the rules engine and
// the validator are fetched, the page draws the board of the built-in scenario it opens on, with
// Pixi and the scenario file alone. The app is fetched once that board is drawn; its map then takes
// the scene over (MapView → takeFirstScene), so Pixi starts once, and the pieces appear when the
// game is ready. A scenario named by address, the editor, or any failure here: no first board,
// the app starts as before.
import { markFirstMapDrawn } from '../map/startMarks'
import { NO_OVERLAYS, type MapSnapshot } from '../map/model'
import { createMapScene, type MapScene, type MapSceneOptions } from '../map/scene'
import { scenarioBoard } from '../map/scenarioBoard'
import { fetchBuiltIn } from '../scenarios/fetch'
import { boardScenario, firstScenarioId } from './firstBoardScenario'

let first: { scene: MapScene; screen: HTMLElement } | null = null

/** The first screen's page: the header's bar and the map's area, where the app will have them. */
function firstPage(): { screen: HTMLElement; host: HTMLElement } {
  const screen = document.createElement('div')
  screen.className = 'first-screen'
  screen.setAttribute('aria-hidden', 'true')
  const header = document.createElement('div')
  header.className = 'app-header'
  const title = document.createElement('h1')
  title.textContent = 'Sortie'
  const note = document.createElement('span')
  note.textContent = 'Loading the game…'
  header.append(title, note)
  const host = document.createElement('div')
  host.className = 'first-screen-map'
  screen.append(header, host)
  document.body.appendChild(screen)
  return { screen, host }
}

const EMPTY_PIECES: MapSnapshot['pieces'] = { places: [], unitOrder: [], unitLoc: new Map() }

/**
 * Draws the first board; resolves when it is on screen, or when there is none to draw (never
 * rejects: a failure only means the app starts without it).
 */
export async function drawFirstBoard(search = window.location.search): Promise<void> {
  const id = firstScenarioId(search)
  if (id === null) return
  let screen: HTMLElement | null = null
  try {
    const fetched = await fetchBuiltIn(id)
    const scenario = fetched.ok ? boardScenario(fetched.json) : null
    if (!scenario) return
    const board = scenarioBoard(scenario)
    const page = firstPage()
    screen = page.screen
    const scene = await createMapScene(page.host)
    first = { scene, screen }
    await new Promise<void>((resolve) => {
      const off = scene.onFrame(() => {
        off()
        resolve()
      })
      scene.setSnapshot({
        board,
        pieces: EMPTY_PIECES,
        overlays: NO_OVERLAYS,
        ui: { selectedLoc: null, selectedUnit: null, hoverLoc: null, showCoords: false, expandedLoc: null },
      })
    })
    markFirstMapDrawn()
  } catch (e) {
    console.warn('the first board could not be drawn; the app starts without it', e)
    first?.scene.destroy()
    first = null
    screen?.remove()
  }
}

/**
 * The first screen's scene, moved into the app's map host with the app's handlers, and the first
 * screen taken away; null when there is none (then the app starts its own scene).
 */
export function takeFirstScene(
  host: HTMLElement,
  handlers: Pick<MapSceneOptions, 'onClick' | 'onHover'>,
): MapScene | null {
  if (!first) return null
  const { scene, screen } = first
  first = null
  scene.adopt(host, handlers)
  screen.remove()
  return scene
}
