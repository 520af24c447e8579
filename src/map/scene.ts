// The map scene: one Pixi Application (WebGL pinned) drawing a MapSnapshot, with a camera (drag
// to pan, wheel or pinch to zoom, fit, centre) and hits reported to the caller. Imperative and
// free of rules: it draws what it is given and says what was clicked. Frames are rendered on
// demand, never on a ticker. The board is cut into chunks; each chunk of each layer is a render
// group drawn once, and panning only moves the world (one render group transform) and culls whole
// chunks, so a frame's JavaScript does not grow with the number of hexes or chits.
import { Application, Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js'
import { CanvasAtlas } from './atlas'
import {
  centreOn,
  fitCamera,
  frameBox,
  panToShow,
  toScreen,
  toWorld,
  zoomAt,
  zoomLimits,
  type Camera,
} from './camera'
import { createChunkGrid, overlaps, type ChunkGrid } from './chunks'
import { installFonts } from './fonts'
import { HEX_RADIUS, createHexGeometry, type HexGeometry } from './geometry'
import { attachPointerInput } from './input'
import { CHIT } from './layout'
import type { MapBoard, MapSnapshot } from './model'
import { BACKGROUND, FONT_FAMILY, PAPER } from './palette'
import {
  DIGIT_WIDTH,
  DIGIT_HEIGHT,
  buildDecorChunk,
  buildLabelChunk,
  buildTerrainChunk,
  indexBoard,
  platePosition,
} from './layers/board'
import { OverlayLayer, type Rect } from './layers/overlays'
import { StackPanel } from './layers/panel'
import { PiecesLayer, placeCentre } from './layers/pieces'
import { tileSize } from './terrainTiles'

/** Below this zoom hex coordinates are too small to read and are not drawn. */
export const LABEL_MIN_SCALE = 0.55
/** Canvas pixels per world pixel in the chit and terrain atlases (crisp up to MAX_SCALE). */
const ATLAS_RESOLUTION = 4
/** How long a refused hex flashes. */
const FLASH_MS = 700
/**
 * With more chunks than this in view (a big map zoomed far out, chits a few pixels wide), the map
 * shows its overview instead: the terrain as one picture and each location's pieces as a dot.
 */
const OVERVIEW_CHUNKS = 40
/** Largest side of the overview picture, in pixels. */
const OVERVIEW_PIXELS = 2048

export type RendererPreference = 'webgl' | 'webgpu' | 'canvas'

/** What is under a point of the canvas. */
export interface MapHit {
  /** The location (hex or large sea area), or null off the map. */
  loc: number | null
  /** The unit whose chit is there (a pile's top, or a chit of the expanded stack), or null. */
  unit: string | null
  /** The point is on the expanded stack panel. */
  inPanel: boolean
}

export interface MapSceneOptions {
  /** Renderer to ask Pixi for; 'webgl' unless told otherwise (webgpu fails in headless Chromium). */
  preference?: RendererPreference
  /** A click (never a drag) at a canvas point. */
  onClick?: (hit: MapHit) => void
  /** The pointer hovers over a location (null: off the map or left it), at canvas point (x, y). */
  onHover?: (loc: number | null, x: number, y: number) => void
}

export interface MapSceneStats {
  chunks: number
  visibleChunks: number
  /** The far-zoom overview is shown instead of the chunks. */
  overview: boolean
  /** Locations are drawn as aggregated markers (zoomed out below AGGREGATE_BELOW). */
  aggregated: boolean
  labelChunksBuilt: number
  chitLooks: number
  terrainTiles: number
  placesRebuilt: number
  lastRenderMs: number
}

export interface MapScene {
  /** The renderer Pixi actually uses: 'webgl', 'webgpu' or 'canvas'. */
  readonly renderer: string
  /** The Pixi application, for benchmarks and tests (extract pixels, inspect); draw through the scene. */
  readonly app: Application
  readonly canvas: HTMLCanvasElement
  /** Draws a snapshot; only the parts that are new objects are redrawn. A new board re-fits. */
  setSnapshot(snapshot: MapSnapshot): void
  readonly snapshot: MapSnapshot | null
  camera(): Camera
  /** Puts the camera back where it was (the scenario editor redraws its board after every edit). */
  setCamera(camera: Camera): void
  /** Shows the whole map; `byPlayer`: the player asked (a decision then does not move the camera for a while). */
  fit(byPlayer?: boolean): void
  /** Zoom about a canvas point (default: the centre of the view). */
  zoomBy(factor: number, at?: { x: number; y: number }): void
  panBy(dx: number, dy: number): void
  /** Centre the view on a location. */
  centreOn(loc: number): void
  /** Pan as little as needed to show a location. */
  ensureVisible(loc: number): void
  /** Show these locations, readable (camera.ts frameBox); true if the camera moved. */
  frame(locs: readonly number[]): boolean
  /** Screen pixels at the right of the map hidden under something (a side panel lying over it): fitting and framing use the rest. */
  setObscuredRight(px: number): void
  /** performance.now() of the player's last own pan or zoom (drag, wheel, pinch, keys, buttons); -Infinity if none. */
  lastPlayerMove(): number
  /** What is under a canvas point. */
  hitAt(x: number, y: number): MapHit
  /** Viewport (client) CSS pixel position of a location's centre, or null. */
  locToClient(loc: number): { x: number; y: number } | null
  /** Viewport position of a unit's chit (in the expanded stack if shown there, else its pile), or null. */
  unitToClient(unit: string): { x: number; y: number } | null
  /** Flash a location (a refused trace). */
  flash(loc: number): void
  /** The location of a hex label or large sea area id on the drawn board, or null. */
  locOfLabel(label: string): number | null
  /** Called after every frame; returns an unsubscribe function. */
  onFrame(listener: () => void): () => void
  /** Renders now, synchronously (benchmarks); returns the JavaScript milliseconds spent. */
  renderNow(): number
  stats(): MapSceneStats
  /**
   * Moves the scene into another host element, with new click and hover handlers: the app's map
   * takes over the board the first screen drew (ui/firstBoard.ts) instead of starting Pixi again.
   */
  adopt(host: HTMLElement, handlers: Pick<MapSceneOptions, 'onClick' | 'onHover'>): void
  destroy(): void
}

interface BoardLayers {
  board: MapBoard
  geom: HexGeometry
  grid: ChunkGrid
  terrainRoot: Container
  decorRoot: Container
  piecesRoot: Container
  labelRoot: Container
  terrain: Container[]
  decor: Container[]
  /** Built the first time their chunk is in view with the hex numbers on. */
  labels: (Container | null)[]
  pieces: PiecesLayer
  overlays: OverlayLayer
  visible: Uint8Array
  labelLookup: Map<string, number>
  /** Built the first time the view needs it. */
  overview: { root: Container; dots: Graphics; pieces: MapSnapshot['pieces'] | null } | null
  overviewOn: boolean
}

const callListener = (l: () => void) => l()

export async function createMapScene(
  firstHost: HTMLElement,
  options: MapSceneOptions = {},
): Promise<MapScene> {
  let host = firstHost
  const handlers: Pick<MapSceneOptions, 'onClick' | 'onHover'> = {
    onClick: options.onClick,
    onHover: options.onHover,
  }
  installFonts()
  const app = new Application()
  await app.init({
    resizeTo: host,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: options.preference ?? 'webgl',
    antialias: false, // MSAA is costly under software WebGL; the atlases are drawn antialiased
    background: BACKGROUND,
    autoStart: false,
    // Pixi's browser extensions (accessibility tree, DOM, events, filters) are not fetched: the map
    // computes its own hits, reads the page's own labels and uses no filter or mask.
    skipExtensionImports: true,
  })
  app.ticker.stop()
  const canvas = app.canvas
  canvas.style.display = 'block'
  canvas.style.touchAction = 'none' // pinch and drag are the map's, not the page's
  host.appendChild(canvas)
  app.stage.eventMode = 'none' // hits are computed from the camera, not by Pixi's hit-testing
  app.stage.interactiveChildren = false

  const chitAtlas = new CanvasAtlas(CHIT, CHIT, 2, ATLAS_RESOLUTION, 'chits')
  const digitAtlas = new CanvasAtlas(DIGIT_WIDTH, DIGIT_HEIGHT, 1, 6, 'digits')
  let tileAtlas: CanvasAtlas | null = null
  // world: the map under the camera, one render group so panning never re-transforms its children
  const world = new Container({ label: 'world', isRenderGroup: true })
  const screen = new Container({ label: 'screen' })
  const panel = new StackPanel(chitAtlas)
  const traceInfo = new Container({ label: 'trace info' })
  const combatInfo = new Container({ label: 'combat results' })
  screen.addChild(combatInfo, traceInfo, panel.root)
  app.stage.addChild(world, screen)

  let layers: BoardLayers | null = null
  let snap: MapSnapshot | null = null
  const cam: Camera = { x: 0, y: 0, scale: 1 }
  let userMovedCamera = false
  let playerMovedAt = -Infinity
  let obscuredRight = 0
  let pending = 0
  let destroyed = false
  let flashTimer: ReturnType<typeof setTimeout> | null = null
  const stats: MapSceneStats = {
    chunks: 0,
    visibleChunks: 0,
    overview: false,
    aggregated: false,
    labelChunksBuilt: 0,
    chitLooks: 0,
    terrainTiles: 0,
    placesRebuilt: 0,
    lastRenderMs: 0,
  }
  const frameListeners = new Set<() => void>()

  const view = () => ({ width: app.screen.width, height: app.screen.height })
  /** The part of the view nobody covers: what fitting and framing aim at. */
  const openView = () => ({
    width: Math.max(120, app.screen.width - obscuredRight),
    height: app.screen.height,
  })
  /** Moves the camera (numbers, not an object: panning allocates nothing). */
  const moveCamera = (x: number, y: number, scale: number) => {
    cam.x = x
    cam.y = y
    cam.scale = scale
    world.position.set(x, y)
    world.scale.set(scale)
    layers?.pieces.setScale(scale) // only a change of scale does anything there
    requestRender()
  }
  const setCamera = (next: Camera) => moveCamera(next.x, next.y, next.scale)
  function requestRender() {
    if (!pending && !destroyed) pending = requestAnimationFrame(onAnimationFrame)
  }
  function onAnimationFrame() {
    pending = 0
    if (!destroyed) renderNow()
  }

  /**
   * Puts the chunks in view (L.visible) in the scene graph and takes the others out. Out, not
   * culled: Pixi visits every render group in the graph each frame, culled or not, so a chunk off
   * screen costs nothing only when it is detached. Runs only when the set in view changes.
   */
  function attachVisible(L: BoardLayers) {
    const roots: [Container, readonly (Container | null)[]][] = [
      [L.terrainRoot, L.terrain],
      [L.decorRoot, L.decor],
      [L.labelRoot, L.labels],
      [L.piecesRoot, L.pieces.chunks],
    ]
    for (const [root, chunks] of roots) {
      root.removeChildren()
      for (let i = 0; i < chunks.length; i++) {
        const c = chunks[i]
        if (c && L.visible[i]) root.addChild(c)
      }
    }
  }

  /** The overview: the terrain rendered once to a picture, and a dot per location with pieces (a white centre for flights). */
  function ensureOverview(L: BoardLayers) {
    if (!L.overview) {
      const { width, height } = L.geom
      const resolution = Math.min(1, OVERVIEW_PIXELS / Math.max(width, height))
      const picture = new Container()
      L.terrainRoot.removeChildren()
      for (const c of L.terrain) L.terrainRoot.addChild(c) // all of it into the picture; detached again just after
      const texture = app.renderer.generateTexture({
        target: L.terrainRoot,
        frame: new Rectangle(0, 0, width, height),
        resolution,
        antialias: false,
      })
      picture.addChild(new Sprite(texture))
      const dots = new Graphics({ label: 'overview dots' })
      const root = new Container({ label: 'overview' })
      root.addChild(picture, dots)
      world.addChildAt(root, 1)
      L.overview = { root, dots, pieces: null }
    }
    const o = L.overview
    if (snap && o.pieces !== snap.pieces) {
      o.pieces = snap.pieces
      const d = o.dots.clear()
      for (const p of snap.pieces.places) {
        const c = placeCentre(L.geom, L.board, p.loc)
        const side = p.bases[0]?.side ?? p.atBase[0]?.side ?? p.flights[0]?.side ?? p.naval[0]?.side
        if (!c || !side) continue
        const n = p.atBase.length + p.flights.reduce((k, f) => k + f.chits.length, 0)
        const r = n ? 34 + Math.min(n, 8) * 3 : 22 // a few screen pixels at the zoom the overview is for
        d.rect(c.x - r, c.y - r, 2 * r, 2 * r)
          .fill(side.colour)
          .stroke({ width: 8, color: 0x1d1d1b })
        if (p.flights.length) d.circle(c.x, c.y, r * 0.5).fill(0xffffff)
      }
    }
  }

  /**
   * Culls whole chunks against the view, builds coordinate chunks coming into view, and switches
   * to the overview when too many chunks are in view. Allocates nothing unless something is built.
   */
  function cull() {
    if (!layers) return
    const L = layers
    const w = app.screen.width
    const h = app.screen.height
    const x0 = -cam.x / cam.scale
    const y0 = -cam.y / cam.scale
    const x1 = (w - cam.x) / cam.scale
    const y1 = (h - cam.y) / cam.scale
    let n = 0
    for (let i = 0; i < L.grid.count; i++) if (overlaps(L.grid.rects[i], x0, y0, x1, y1)) n++
    stats.visibleChunks = n
    const overview = n > OVERVIEW_CHUNKS
    if (overview) {
      ensureOverview(L)
      if (!L.overviewOn) {
        L.visible.fill(0)
        attachVisible(L)
        L.overview!.root.visible = true
        L.labelRoot.visible = false
        L.overviewOn = true
      }
      stats.overview = true
      return
    }
    if (L.overviewOn) {
      L.overview!.root.visible = false
      L.overviewOn = false
    }
    stats.overview = false
    const showLabels = snap !== null && snap.ui.showCoords && cam.scale >= LABEL_MIN_SCALE
    L.labelRoot.visible = showLabels
    let changed = false
    for (let i = 0; i < L.grid.count; i++) {
      const vis = overlaps(L.grid.rects[i], x0, y0, x1, y1) ? 1 : 0
      if (vis !== L.visible[i]) {
        L.visible[i] = vis
        changed = true
      }
      if (vis && showLabels && !L.labels[i]) {
        L.labels[i] = buildLabelChunk(L.geom, L.grid, i, L.board.labels, digitAtlas)
        stats.labelChunksBuilt++
        changed = true
      }
    }
    if (changed) attachVisible(L)
  }

  /** Screen-space things that follow a world point: the expanded stack and the trace info box. */
  function placeScreenItems() {
    if (!layers || !snap) return
    if (panel.visible && snap.ui.expandedLoc !== null) {
      const c = placeCentre(layers.geom, layers.board, snap.ui.expandedLoc)
      if (c)
        panel.place(
          { x: c.x * cam.scale + cam.x, y: c.y * cam.scale + cam.y },
          app.screen,
          Math.max(24, (layers.geom.hexHeight / 2) * cam.scale + 6),
        )
    }
    const combat = snap.overlays.lastCombat
    if (combatInfo.visible && combat) {
      const c = placeCentre(layers.geom, layers.board, combat.loc)
      if (c) {
        // beside the hex, below right (left when it would run off the view), always inside it
        const v = app.screen
        const r = HEX_RADIUS * cam.scale
        const w = combatInfo.width
        const h = combatInfo.height
        const sx = c.x * cam.scale + cam.x
        const sy = c.y * cam.scale + cam.y
        const x = sx + r + w + 4 <= v.width ? sx + r : sx - r - w
        combatInfo.position.set(
          Math.round(Math.max(4, Math.min(v.width - w - 4, x))),
          Math.round(Math.max(4, Math.min(v.height - h - 4, sy + r * 0.4))),
        )
      }
    }
    const trace = snap.overlays.trace
    if (traceInfo.visible && trace && trace.route.length) {
      const c = placeCentre(layers.geom, layers.board, trace.route[trace.route.length - 1])
      if (c)
        traceInfo.position.set(
          Math.round(c.x * cam.scale + cam.x + 18),
          Math.round(c.y * cam.scale + cam.y + 14),
        )
    }
  }

  function renderNow(): number {
    const t0 = performance.now()
    if (pending) {
      cancelAnimationFrame(pending)
      pending = 0
    }
    if (destroyed) return 0
    chitAtlas.flush()
    digitAtlas.flush()
    tileAtlas?.flush()
    cull()
    placeScreenItems()
    app.render()
    const ms = performance.now() - t0
    stats.lastRenderMs = ms
    if (frameListeners.size) frameListeners.forEach(callListener)
    return ms
  }

  const fit = (byPlayer = false) => {
    userMovedCamera = false
    if (byPlayer) playerMovedAt = performance.now()
    if (layers) setCamera(fitCamera(layers.geom, openView()))
  }
  const onResize = () => {
    if (userMovedCamera) requestRender()
    else fit()
  }
  app.renderer.on('resize', onResize)
  // Pixi's resizeTo only follows window resizes; the host also changes size with the layout.
  const observer = new ResizeObserver(() => app.queueResize())
  observer.observe(host)

  function destroyLayers() {
    if (!layers) return
    world.removeChildren()
    for (const c of [...layers.terrain, ...layers.decor, ...layers.labels]) c?.destroy({ children: true })
    for (const c of [layers.terrainRoot, layers.decorRoot, layers.labelRoot, layers.piecesRoot]) c.destroy()
    if (layers.overview) {
      for (const s of layers.overview.root.children[0].children) (s as Sprite).texture.destroy(true)
      layers.overview.root.destroy({ children: true })
    }
    layers.pieces.destroy()
    layers.overlays.under.destroy({ children: true })
    layers.overlays.over.destroy({ children: true })
    layers = null
  }

  function buildBoard(board: MapBoard) {
    destroyLayers()
    const geom = createHexGeometry(board.cols, board.rows)
    const grid = createChunkGrid(geom)
    if (!tileAtlas) {
      const t = tileSize(geom.radius)
      tileAtlas = new CanvasAtlas(t.width, t.height, 1, ATLAS_RESOLUTION, 'terrain', 'nearest') // it covers the screen: the cheaper filter
    }
    const ix = indexBoard(board, grid)
    const terrainRoot = new Container({ label: 'terrain' })
    const decorRoot = new Container({ label: 'decor' })
    const labelRoot = new Container({ label: 'coordinates' })
    const piecesRoot = new Container({ label: 'pieces' })
    const terrain: Container[] = []
    const decor: Container[] = []
    for (let i = 0; i < grid.count; i++) {
      terrain.push(terrainRoot.addChild(buildTerrainChunk(geom, grid, i, board, tileAtlas)))
      decor.push(decorRoot.addChild(buildDecorChunk(geom, i, ix)))
    }
    const pieces = new PiecesLayer(geom, grid, board, chitAtlas)
    for (const c of pieces.chunks) piecesRoot.addChild(c)
    const overlays = new OverlayLayer(geom, board)
    world.addChild(terrainRoot, decorRoot, labelRoot, overlays.under, piecesRoot, overlays.over)
    const labelLookup = new Map<string, number>()
    board.largeSeaAreas.forEach((a) => labelLookup.set(a.id, a.loc))
    layers = {
      board,
      geom,
      grid,
      terrainRoot,
      decorRoot,
      piecesRoot,
      terrain,
      decor,
      labels: new Array<Container | null>(grid.count).fill(null),
      labelRoot,
      pieces,
      overlays,
      visible: new Uint8Array(grid.count).fill(1),
      labelLookup,
      overview: null,
      overviewOn: false,
    }
    stats.chunks = grid.count
    stats.labelChunksBuilt = 0
    stats.terrainTiles = tileAtlas.size
  }

  /** The results of a combat still under way, in screen pixels (readable at any zoom). */
  function drawCombatInfo(s: MapSnapshot) {
    for (const c of combatInfo.removeChildren()) c.destroy({ children: true })
    const combat = s.overlays.lastCombat
    combatInfo.visible = combat !== null && combat.open
    if (!combat || !combat.open) return
    const label = new Text({
      text: combat.lines.join('\n'),
      style: { fontFamily: FONT_FAMILY, fontSize: 12, fill: 0x1b1b1b, lineHeight: 16 },
    })
    label.position.set(7, 5)
    combatInfo.addChild(
      new Graphics()
        .roundRect(0, 0, label.width + 14, label.height + 10, 4)
        .fill({ color: PAPER, alpha: 0.96 })
        .stroke({ width: 1.5, color: 0xb71c1c }),
      label,
    )
  }

  function drawTraceInfo(s: MapSnapshot) {
    for (const c of traceInfo.removeChildren()) c.destroy({ children: true })
    const t = s.overlays.trace
    traceInfo.visible = t !== null
    if (!t) return
    const lines = t.error ? [t.error] : t.units.map((u) => `${u.name}: ${u.used} MP used, ${u.left} left`)
    if (!t.error && t.route.length <= 1)
      lines.unshift('Click a green hex, or a hex further on for the shortest path')
    const label = new Text({
      text: lines.join('\n'),
      style: { fontFamily: FONT_FAMILY, fontSize: 11, fill: 0xffffff, lineHeight: 14 },
    })
    label.position.set(6, 4)
    traceInfo.addChild(
      new Graphics()
        .roundRect(0, 0, label.width + 12, label.height + 8, 4)
        .fill({ color: 0x263238, alpha: 0.9 })
        .stroke({ width: 1, color: PAPER }),
      label,
    )
  }

  /** World bounds of each pile holding a unit the pending decision is about, each pile once. */
  function involvedPiles(s: MapSnapshot): Rect[] {
    const inv = s.overlays.involved
    if (!layers || !inv) return []
    const seen = new Set<string>()
    const out: Rect[] = []
    for (const id of inv.units) {
      const loc = s.pieces.unitLoc.get(id)
      const r = loc !== undefined ? layers.pieces.pileBounds(id, loc) : null
      if (!r || seen.has(`${r.x},${r.y}`)) continue
      seen.add(`${r.x},${r.y}`)
      out.push(r)
    }
    return out
  }

  function selectedChit(s: MapSnapshot): { x: number; y: number } | null {
    if (!layers || s.ui.selectedUnit === null) return null
    const loc = s.pieces.unitLoc.get(s.ui.selectedUnit)
    return loc === undefined ? null : layers.pieces.topChitOf(s.ui.selectedUnit, loc)
  }

  function caption(loc: number): string {
    if (!layers) return ''
    const p = layers.pieces.place(loc)
    const name = p?.bases.map((b) => b.name).join(' / ')
    return `${layers.board.labels[loc]}${name ? ` ${name}` : ''}`
  }

  function locOfLabel(label: string): number | null {
    if (!layers) return null
    const sea = layers.labelLookup.get(label)
    if (sea !== undefined) return sea
    const at = layers.geom.parse(label)
    return at ? at.row * layers.geom.cols + at.col : null
  }

  function hitAt(x: number, y: number): MapHit {
    const inPanel = panel.hit(x, y)
    if (inPanel !== null)
      return { loc: inPanel ? (snap?.ui.expandedLoc ?? null) : null, unit: inPanel || null, inPanel: true }
    if (!layers) return { loc: null, unit: null, inPanel: false }
    const w = toWorld(cam, { x, y })
    for (const a of layers.board.largeSeaAreas) {
      const p = platePosition(layers.geom, a.anchor)
      if (Math.abs(w.x - p.x) < 60 && w.y > p.y - 9 && w.y < p.y + 46)
        return { loc: a.loc, unit: layers.pieces.unitAt(a.loc, w.x, w.y), inPanel: false }
    }
    const at = layers.geom.hexAt(w)
    if (!at) return { loc: null, unit: null, inPanel: false }
    const loc = at.row * layers.geom.cols + at.col
    return { loc, unit: layers.pieces.unitAt(loc, w.x, w.y), inPanel: false }
  }

  const detachInput = attachPointerInput(canvas, {
    click(x, y) {
      handlers.onClick?.(hitAt(x, y))
    },
    drag(dx, dy) {
      userMovedCamera = true
      playerMovedAt = performance.now()
      moveCamera(cam.x + dx, cam.y + dy, cam.scale)
    },
    zoom(x, y, factor) {
      if (!layers) return
      userMovedCamera = true
      playerMovedAt = performance.now()
      setCamera(zoomAt(cam, { x, y }, factor, zoomLimits(layers.geom, view())))
    },
    hover(x, y) {
      const onHover = handlers.onHover
      if (!onHover) return
      if (x === null || y === null) return onHover(null, 0, 0)
      const h = hitAt(x, y)
      onHover(h.inPanel ? null : h.loc, x, y)
    },
  })

  const clientOf = (p: { x: number; y: number }) => {
    const r = canvas.getBoundingClientRect()
    return { x: r.left + p.x, y: r.top + p.y }
  }

  const scene: MapScene = {
    renderer: app.renderer.name,
    app,
    canvas,
    get snapshot() {
      return snap
    },
    setSnapshot(s) {
      const prev = snap
      snap = s
      if (!layers || s.board !== layers.board) {
        // The same map with land units moved (air transport, 4.23): redrawn where the camera is.
        const sameMap = layers !== null && s.board.terrain === layers.board.terrain
        buildBoard(s.board)
        if (!sameMap) fit()
      }
      const L = layers!
      if (!prev || prev.board !== s.board || prev.pieces !== s.pieces) {
        stats.placesRebuilt = L.pieces.update(s.pieces)
        stats.chitLooks = chitAtlas.size
      }
      if (!prev || prev.board !== s.board || prev.overlays !== s.overlays) {
        L.overlays.setOverlays(s.overlays)
        drawTraceInfo(s)
        drawCombatInfo(s)
      }
      // the pending decision's layer: only when its part (or where the piles are) is new
      const involvedChanged =
        !prev || prev.board !== s.board || prev.overlays.involved !== s.overlays.involved
      if (involvedChanged || prev.pieces !== s.pieces)
        L.overlays.setInvolved(s.overlays.involved, involvedPiles(s))
      if (!prev || prev.board !== s.board || prev.pieces !== s.pieces || prev.ui !== s.ui) {
        L.overlays.setUi(s.ui.selectedLoc, selectedChit(s), s.ui.hoverLoc)
        const expanded = s.ui.expandedLoc
        if (!prev || prev.ui.expandedLoc !== expanded || prev.pieces !== s.pieces || prev.board !== s.board)
          panel.show(
            expanded !== null ? L.pieces.place(expanded) : null,
            expanded !== null ? caption(expanded) : '',
          )
        panel.select(s.ui.selectedUnit)
      }
      if (involvedChanged) panel.mark(new Set(s.overlays.involved?.units ?? []))
      requestRender()
    },
    camera: () => ({ ...cam }),
    setCamera: (c) => setCamera(c),
    fit,
    zoomBy(factor, at) {
      if (!layers) return
      userMovedCamera = true
      playerMovedAt = performance.now()
      const v = view()
      setCamera(zoomAt(cam, at ?? { x: v.width / 2, y: v.height / 2 }, factor, zoomLimits(layers.geom, v)))
    },
    panBy(dx, dy) {
      userMovedCamera = true
      playerMovedAt = performance.now()
      moveCamera(cam.x + dx, cam.y + dy, cam.scale)
    },
    centreOn(loc) {
      if (!layers) return
      const c = placeCentre(layers.geom, layers.board, loc)
      if (!c) return
      userMovedCamera = true
      setCamera(centreOn(cam, c, view()))
    },
    ensureVisible(loc) {
      if (!layers) return
      const c = placeCentre(layers.geom, layers.board, loc)
      if (!c) return
      const next = panToShow(cam, c, view(), 80 * Math.min(1, cam.scale) + 20)
      if (next.x !== cam.x || next.y !== cam.y) {
        userMovedCamera = true
        setCamera(next)
      }
    },
    frame(locs) {
      if (!layers || !locs.length) return false
      const L = layers
      const r = HEX_RADIUS
      let box: { x0: number; y0: number; x1: number; y1: number } | null = null
      for (const loc of locs) {
        const c = placeCentre(L.geom, L.board, loc)
        if (!c) continue
        box = box
          ? {
              x0: Math.min(box.x0, c.x - r),
              y0: Math.min(box.y0, c.y - r),
              x1: Math.max(box.x1, c.x + r),
              y1: Math.max(box.y1, c.y + r),
            }
          : { x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r }
      }
      if (!box) return false
      const v = openView()
      const next = frameBox(cam, box, v, zoomLimits(L.geom, view()))
      if (next === cam) return false
      userMovedCamera = true // a resize keeps the framing instead of fitting the whole map
      setCamera(next)
      return true
    },
    lastPlayerMove: () => playerMovedAt,
    setObscuredRight(px) {
      const next = Math.max(0, Math.round(px))
      if (next === obscuredRight) return
      obscuredRight = next
      if (!userMovedCamera) fit()
    },
    hitAt,
    locToClient(loc) {
      if (!layers) return null
      const c = placeCentre(layers.geom, layers.board, loc)
      return c ? clientOf(toScreen(cam, c)) : null
    },
    unitToClient(unit) {
      if (!layers || !snap) return null
      const inPanel = panel.unitPosition(unit)
      if (inPanel) return clientOf(inPanel)
      const loc = snap.pieces.unitLoc.get(unit)
      if (loc === undefined) return null
      const p = layers.pieces.unitPosition(unit, loc)
      return p ? clientOf(toScreen(cam, p)) : null
    },
    flash(loc) {
      if (!layers) return
      layers.overlays.flash(loc)
      requestRender()
      if (flashTimer) clearTimeout(flashTimer)
      flashTimer = setTimeout(() => {
        flashTimer = null
        layers?.overlays.flash(null)
        requestRender()
      }, FLASH_MS)
    },
    onFrame(listener) {
      frameListeners.add(listener)
      return () => frameListeners.delete(listener)
    },
    renderNow,
    stats: () => ({ ...stats, aggregated: layers?.pieces.isAggregated ?? false }),
    locOfLabel,
    adopt(newHost, h) {
      handlers.onClick = h.onClick
      handlers.onHover = h.onHover
      observer.unobserve(host)
      host = newHost
      newHost.appendChild(canvas)
      app.resizeTo = newHost
      observer.observe(newHost)
      app.queueResize()
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (pending) cancelAnimationFrame(pending)
      if (flashTimer) clearTimeout(flashTimer)
      detachInput()
      observer.disconnect()
      frameListeners.clear()
      app.renderer.off('resize', onResize)
      destroyLayers()
      chitAtlas.destroy()
      digitAtlas.destroy()
      tileAtlas?.destroy()
      app.destroy({ removeView: true }, { children: true })
    },
  }
  return scene
}
