// A hex-board scene for a rule system's own map (OCS, AWAW): one Pixi Application drawing a blank
// hex grid of the scenario's size with the hex numbers, the shared camera (drag to pan, wheel or
// pinch to zoom, fit) and input, and on top what the system draws of its snapshot (its pieces).
// Imperative and free of rules: it reports the hex under a click or the pointer. Frames are
// rendered on demand. These maps are small next to the AETO boards, so the whole map is one set of
// Graphics.
import { Application, BitmapText, Container, Graphics } from 'pixi.js'
import { hexNeighbours } from '../rules/kernel/hex'
import { fitCamera, panBy, toScreen, toWorld, zoomAt, zoomLimits, type Camera } from './camera'
import { installFonts, NAME_FONT } from './fonts'
import { createHexGeometry, edgeCorners, type HexGeometry } from './geometry'
import { attachPointerInput } from './input'
import { BACKGROUND, HEX_EDGE, HOVER, LABEL_INK } from './palette'
import type { RendererPreference } from './scene'

/** Above this many hexes the coordinates are not printed (too small to read at the fitting zoom). */
const MAX_LABELLED_HEXES = 4000

export interface HexBoardSceneOptions {
  preference?: RendererPreference
  onClick?(hex: string): void
  /** The hex under the pointer and where it is in the page, or null when it leaves the map. */
  onHover?(hex: string | null, clientX: number, clientY: number): void
}

export interface HexBoardScene<S> {
  draw(snap: S, highlight: readonly string[]): void
  fit(): void
  /** The page point of a hex's centre (for tooltips and tests), or null when it is not on the map. */
  hexToClient(hex: string): { x: number; y: number } | null
  /** Frames drawn so far. */
  frames(): number
  destroy(): void
}

/** What a system gives the scene: its name (for labels), the board's colour, and its pieces. */
export interface HexBoardSystem<S extends { cols: number; rows: number }> {
  name: string
  /** The colour of a blank hex (the air rules read no terrain). */
  land: number
  pieces(snap: S, geom: HexGeometry, highlight: readonly string[]): Container
}

export function label(text: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text, style: { fontFamily: NAME_FONT, fontSize: size } })
  b.tint = tint
  return b
}

/** A hex's outline path, inset by `inset` world pixels (fill or stroke it). */
export function polygon(g: Graphics, geom: HexGeometry, col: number, row: number, inset = 0) {
  const c = { x: geom.cx(col), y: geom.cy(col, row) }
  const k = (geom.radius - inset) / geom.radius
  const pts = geom.corners(col, row).flatMap((p) => [c.x + (p.x - c.x) * k, c.y + (p.y - c.y) * k])
  return g.poly(pts, true)
}

/** The outline of a set of hexes: every edge whose neighbour is not in the set. */
export function outline(g: Graphics, geom: HexGeometry, hexes: readonly string[]) {
  const inSet = new Set(hexes)
  for (const h of hexes) {
    const o = geom.parse(h)
    if (!o) continue
    const corners = geom.corners(o.col, o.row)
    hexNeighbours(o.col, o.row).forEach((n, d) => {
      const inside =
        n.col >= 0 &&
        n.row >= 0 &&
        n.col < geom.cols &&
        n.row < geom.rows &&
        inSet.has(geom.label(n.col, n.row))
      if (inside) return
      const [a, b] = edgeCorners(d)
      g.moveTo(corners[a].x, corners[a].y).lineTo(corners[b].x, corners[b].y)
    })
  }
}

/** A hex's centre in world pixels, or null when the label is not on the map. */
export function hexCentre(geom: HexGeometry, hex: string): { x: number; y: number } | null {
  const o = geom.parse(hex)
  return o ? { x: geom.cx(o.col), y: geom.cy(o.col, o.row) } : null
}

export async function createHexBoardScene<S extends { cols: number; rows: number }>(
  host: HTMLElement,
  system: HexBoardSystem<S>,
  options: HexBoardSceneOptions = {},
): Promise<HexBoardScene<S>> {
  installFonts()
  const app = new Application()
  await app.init({
    resizeTo: host,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: options.preference ?? 'webgl',
    antialias: true,
    background: BACKGROUND,
    autoStart: false,
    skipExtensionImports: true, // hits come from the camera, not Pixi's events (as in ./scene.ts)
  })
  app.ticker.stop()
  const canvas = app.canvas
  canvas.style.display = 'block'
  canvas.style.touchAction = 'none'
  host.appendChild(canvas)
  app.stage.eventMode = 'none'

  const world = new Container({ label: `${system.name} world` })
  app.stage.addChild(world)
  const cam: Camera = { x: 0, y: 0, scale: 1 }
  let geom: HexGeometry | null = null
  let board: Container | null = null
  let pieces: Container | null = null
  const hoverMark = new Graphics({ label: 'hover' })
  let hovered: string | null = null
  let userMoved = false
  let pending = 0
  let destroyed = false
  let frames = 0

  const view = () => ({ width: app.screen.width, height: app.screen.height })
  const setCamera = (c: Camera) => {
    cam.x = c.x
    cam.y = c.y
    cam.scale = c.scale
    world.position.set(c.x, c.y)
    world.scale.set(c.scale)
    requestRender()
  }
  function requestRender() {
    if (!pending && !destroyed)
      pending = requestAnimationFrame(() => {
        pending = 0
        if (destroyed) return
        app.render()
        frames++
      })
  }
  const fit = () => {
    userMoved = false
    if (geom) setCamera(fitCamera(geom, view()))
  }
  const onResize = () => (userMoved ? requestRender() : fit())
  app.renderer.on('resize', onResize)
  const observer = new ResizeObserver(() => app.queueResize())
  observer.observe(host)

  const hexAtScreen = (x: number, y: number): string | null => {
    if (!geom) return null
    const o = geom.hexAt(toWorld(cam, { x, y }))
    return o ? geom.label(o.col, o.row) : null
  }
  const clientOf = (p: { x: number; y: number }) => {
    const r = canvas.getBoundingClientRect()
    return { x: r.left + p.x, y: r.top + p.y }
  }
  const markHover = (hex: string | null) => {
    if (hex === hovered) return
    hovered = hex
    hoverMark.clear()
    const o = hex && geom ? geom.parse(hex) : null
    if (o && geom) polygon(hoverMark, geom, o.col, o.row, 1).stroke({ width: 2, color: HOVER })
    requestRender()
  }
  const detachInput = attachPointerInput(canvas, {
    click(x, y) {
      const hex = hexAtScreen(x, y)
      if (hex) options.onClick?.(hex)
    },
    drag(dx, dy) {
      userMoved = true
      setCamera(panBy(cam, dx, dy))
    },
    zoom(x, y, factor) {
      if (!geom) return
      userMoved = true
      setCamera(zoomAt(cam, { x, y }, factor, zoomLimits(geom, view())))
    },
    hover(x, y) {
      const hex = x === null || y === null ? null : hexAtScreen(x, y)
      markHover(hex)
      const c = x === null || y === null ? null : clientOf({ x, y })
      options.onHover?.(hex, c?.x ?? 0, c?.y ?? 0)
    },
  })

  function drawBoard(g: HexGeometry): Container {
    const root = new Container({ label: `${system.name} board` })
    const hexes = new Graphics()
    for (let col = 0; col < g.cols; col++)
      for (let row = 0; row < g.rows; row++)
        polygon(hexes, g, col, row).fill(system.land).stroke({ width: 1, color: HEX_EDGE })
    root.addChild(hexes)
    if (g.cols * g.rows <= MAX_LABELLED_HEXES)
      for (let col = 0; col < g.cols; col++)
        for (let row = 0; row < g.rows; row++) {
          const t = label(g.label(col, row), 6, LABEL_INK)
          t.position.set(g.cx(col) - t.width / 2, g.cy(col, row) - g.hexHeight / 2 + 2)
          root.addChild(t)
        }
    return root
  }

  const scene: HexBoardScene<S> = {
    draw(s, highlight) {
      const sizeChanged = !geom || geom.cols !== s.cols || geom.rows !== s.rows
      if (sizeChanged) {
        geom = createHexGeometry(s.cols, s.rows)
        board?.destroy({ children: true })
        board = drawBoard(geom)
        world.addChildAt(board, 0)
      }
      pieces?.destroy({ children: true })
      pieces = system.pieces(s, geom!, highlight)
      world.addChild(pieces)
      world.addChild(hoverMark) // always on top
      if (sizeChanged && !userMoved) fit()
      else requestRender()
    },
    fit,
    hexToClient(hex) {
      const o = geom?.parse(hex)
      if (!o || !geom) return null
      return clientOf(toScreen(cam, { x: geom.cx(o.col), y: geom.cy(o.col, o.row) }))
    },
    frames: () => frames,
    destroy() {
      if (destroyed) return
      destroyed = true
      if (pending) cancelAnimationFrame(pending)
      detachInput()
      observer.disconnect()
      app.renderer.off('resize', onResize)
      app.destroy({ removeView: true }, { children: true })
    },
  }
  return scene
}
