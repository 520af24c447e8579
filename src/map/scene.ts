// The map scene: one Pixi Application drawing a MapSnapshot, with a camera (drag to pan, wheel
// to zoom, fit) and hex clicks reported to the caller. Imperative and free of rules: it draws
// what it is given and says which hex was clicked. Frames are rendered on demand, not on a
// ticker: the map only changes when the snapshot, the selection or the camera does.
import { Application, Container, Culler, Graphics } from 'pixi.js'
import { fitCamera, panBy, toScreen, toWorld, wheelFactor, zoomAt, zoomLimits, type Camera } from './camera'
import { createHexGeometry, type HexGeometry } from './geometry'
import { installFonts } from './fonts'
import { attachPointerInput } from './input'
import { buildBases } from './layers/bases'
import { ChitTextures, buildStacks } from './layers/chits'
import { drawSelection } from './layers/selection'
import { buildLabels, buildTerrain } from './layers/terrain'
import { BACKGROUND } from './palette'
import type { MapSnapshot } from './snapshot'

/** Below this zoom hex labels are too small to read and are not drawn. */
const LABEL_MIN_SCALE = 0.55

export type RendererPreference = 'webgl' | 'webgpu' | 'canvas'

export interface MapSceneOptions {
  /** Renderer to ask Pixi for; 'webgl' unless told otherwise (webgpu fails in headless Chromium). */
  preference?: RendererPreference
  /** Called with the label of a clicked hex ("4015"). Drags never click. */
  onHexClick?: (label: string) => void
}

export interface MapScene {
  /** The renderer Pixi actually uses: 'webgl', 'webgpu' or 'canvas'. */
  readonly renderer: string
  readonly canvas: HTMLCanvasElement
  /** Draw this snapshot. A new map size or terrain re-fits the camera. */
  setSnapshot(snapshot: MapSnapshot): void
  /** Outline one hex (by label), or none. */
  setSelected(label: string | null): void
  setLabelsVisible(visible: boolean): void
  fit(): void
  /** Zoom about the centre of the view. */
  zoomBy(factor: number): void
  panBy(dx: number, dy: number): void
  /** Viewport (client) CSS pixel position of a hex centre, or null if not on the map. */
  hexToClient(label: string): { x: number; y: number } | null
  /** Called after every frame the scene renders; returns an unsubscribe function. */
  onFrame(listener: () => void): () => void
  destroy(): void
}

export async function createMapScene(host: HTMLElement, options: MapSceneOptions = {}): Promise<MapScene> {
  installFonts()
  const app = new Application()
  await app.init({
    resizeTo: host,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: options.preference ?? 'webgl',
    antialias: false, // MSAA is costly under software WebGL, and hex fills need none
    background: BACKGROUND,
    autoStart: false,
  })
  app.ticker.stop()
  const canvas = app.canvas
  canvas.style.display = 'block'
  canvas.style.touchAction = 'none'
  host.appendChild(canvas)

  const resolution = app.renderer.resolution
  const textures = new ChitTextures(app.renderer)
  const world = new Container({ label: 'world' })
  const terrainSlot = new Container({ label: 'terrain slot' })
  const labelSlot = new Container({ label: 'label slot' })
  const baseSlot = new Container({ label: 'base slot' })
  const stackSlot = new Container({ label: 'stack slot' })
  const selection = new Graphics({ label: 'selection' })
  world.addChild(terrainSlot, labelSlot, baseSlot, stackSlot, selection)
  app.stage.addChild(world)

  let geom: HexGeometry = createHexGeometry(0, 0)
  let terrainOf: MapSnapshot['terrain'] | null = null
  let labelsVisible = true
  let labelsBuilt = false
  let selected: string | null = null
  let cam: Camera = { x: 0, y: 0, scale: 1 }
  let userMovedCamera = false
  let pending = 0
  let destroyed = false
  const frameListeners = new Set<() => void>()

  const view = () => ({ width: app.screen.width, height: app.screen.height })
  const setCamera = (next: Camera) => {
    cam = next
    world.position.set(cam.x, cam.y)
    world.scale.set(cam.scale)
    requestRender()
  }
  function requestRender() {
    if (!pending && !destroyed) pending = requestAnimationFrame(renderNow)
  }
  function renderNow() {
    pending = 0
    if (destroyed) return
    labelSlot.visible = labelsVisible && cam.scale >= LABEL_MIN_SCALE
    Culler.shared.cull(world, app.screen, false)
    app.render()
    frameListeners.forEach((l) => l())
  }

  const replace = (slot: Container, child: Container | null) => {
    for (const old of slot.removeChildren()) old.destroy({ children: true })
    if (child) slot.addChild(child)
  }
  const ensureLabels = () => {
    if (labelsVisible && !labelsBuilt) {
      replace(labelSlot, buildLabels(geom, resolution))
      labelsBuilt = true
    }
  }
  const fit = () => {
    userMovedCamera = false
    setCamera(fitCamera(geom, view()))
  }
  const onResize = () => {
    if (userMovedCamera) requestRender()
    else fit()
  }
  app.renderer.on('resize', onResize)
  // Pixi's resizeTo only follows window resizes; the host also changes size with the layout.
  const observer = new ResizeObserver(() => app.queueResize())
  observer.observe(host)

  const detachInput = attachPointerInput(canvas, {
    click(x, y) {
      const at = geom.hexAt(toWorld(cam, { x, y }))
      if (at) options.onHexClick?.(geom.label(at.col, at.row))
    },
    drag(dx, dy) {
      userMovedCamera = true
      setCamera(panBy(cam, dx, dy))
    },
    wheel(x, y, deltaY) {
      userMovedCamera = true
      setCamera(zoomAt(cam, { x, y }, wheelFactor(deltaY), zoomLimits(geom, view())))
    },
  })

  return {
    renderer: app.renderer.name,
    canvas,
    setSnapshot(snapshot) {
      if (snapshot.cols !== geom.cols || snapshot.rows !== geom.rows || snapshot.terrain !== terrainOf) {
        geom = createHexGeometry(snapshot.cols, snapshot.rows)
        terrainOf = snapshot.terrain
        replace(terrainSlot, buildTerrain(geom, snapshot.terrain, resolution))
        replace(labelSlot, null)
        labelsBuilt = false
        ensureLabels()
        fit()
      }
      replace(baseSlot, buildBases(geom, snapshot.bases))
      replace(stackSlot, buildStacks(geom, snapshot.stacks, textures))
      drawSelection(selection, geom, selected !== null ? geom.parse(selected) : null)
      requestRender()
    },
    setSelected(label) {
      selected = label
      drawSelection(selection, geom, label !== null ? geom.parse(label) : null)
      requestRender()
    },
    setLabelsVisible(visible) {
      labelsVisible = visible
      ensureLabels()
      requestRender()
    },
    fit,
    zoomBy(factor) {
      userMovedCamera = true
      const v = view()
      setCamera(zoomAt(cam, { x: v.width / 2, y: v.height / 2 }, factor, zoomLimits(geom, v)))
    },
    panBy(dx, dy) {
      userMovedCamera = true
      setCamera(panBy(cam, dx, dy))
    },
    hexToClient(label) {
      const at = geom.parse(label)
      if (!at) return null
      const p = toScreen(cam, geom.centre(at.col, at.row))
      const r = canvas.getBoundingClientRect()
      return { x: r.left + p.x, y: r.top + p.y }
    },
    onFrame(listener) {
      frameListeners.add(listener)
      return () => frameListeners.delete(listener)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (pending) cancelAnimationFrame(pending)
      detachInput()
      observer.disconnect()
      frameListeners.clear()
      app.renderer.off('resize', onResize)
      textures.destroy()
      app.destroy({ removeView: true }, { children: true })
    },
  }
}
