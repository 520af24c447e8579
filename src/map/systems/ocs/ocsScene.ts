// The OCS map scene: one Pixi Application drawing an OcsMapSnapshot on a hex grid of the
// scenario's size, with the shared camera (drag to pan, wheel or pinch to zoom, fit) and input.
// Imperative and free of rules: it draws what the snapshot says (bases, stacks, Patrol Zones, the
// mission in flight) and reports the hex under a click or the pointer. Frames are rendered on
// demand. OCS maps are small next to the AETO boards, so the whole map is one set of Graphics.
import { Application, BitmapText, Container, Graphics } from 'pixi.js'
import { hexNeighbours } from '../../../rules/kernel/hex'
import { fitCamera, panBy, toScreen, toWorld, zoomAt, zoomLimits, type Camera } from '../../camera'
import { installFonts, NAME_FONT } from '../../fonts'
import { createHexGeometry, edgeCorners, type HexGeometry } from '../../geometry'
import { attachPointerInput } from '../../input'
import {
  BACKGROUND,
  COMBAT,
  HEX_EDGE,
  HOVER,
  INK,
  LABEL_INK,
  PAPER,
  REFUSED,
  SELECTION,
  shade,
} from '../../palette'
import type { RendererPreference } from '../../scene'
import type { OcsMapPlane, OcsMapSnapshot } from './ocsSnapshot'

/** The sides' colours, in play order. */
export const OCS_SIDE_COLOURS: readonly number[] = [0xb3261e, 0x35577d]
/** The land of the blank OCS map (the scenario gives no terrain: the air rules read none). */
const LAND = 0xe8e3cf
/** Above this many hexes the coordinates are not printed (too small to read at the fitting zoom). */
const MAX_LABELLED_HEXES = 4000
/** Side of an aircraft counter, in world pixels (a hex is 72 wide). */
const CHIT = 20

export interface OcsSceneOptions {
  preference?: RendererPreference
  onClick?(hex: string): void
  /** The hex under the pointer and where it is in the page, or null when it leaves the map. */
  onHover?(hex: string | null, clientX: number, clientY: number): void
}

export interface OcsScene {
  draw(snap: OcsMapSnapshot, highlight: readonly string[]): void
  fit(): void
  /** The page point of a hex's centre (for tooltips and tests), or null when it is not on the map. */
  hexToClient(hex: string): { x: number; y: number } | null
  /** Frames drawn so far. */
  frames(): number
  destroy(): void
}

export function sideColour(snap: OcsMapSnapshot, side: string): number {
  const i = snap.sides.findIndex((s) => s.id === side)
  return OCS_SIDE_COLOURS[i < 0 ? 0 : i % OCS_SIDE_COLOURS.length]
}

function label(text: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text, style: { fontFamily: NAME_FONT, fontSize: size } })
  b.tint = tint
  return b
}

function polygon(g: Graphics, geom: HexGeometry, col: number, row: number, inset = 0) {
  const c = { x: geom.cx(col), y: geom.cy(col, row) }
  const k = (geom.radius - inset) / geom.radius
  const pts = geom.corners(col, row).flatMap((p) => [c.x + (p.x - c.x) * k, c.y + (p.y - c.y) * k])
  return g.poly(pts, true)
}

/** The outline of a set of hexes: every edge whose neighbour is not in the set. */
function outline(g: Graphics, geom: HexGeometry, hexes: readonly string[]) {
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

/**
 * One counter of a stack, with the stack's depth behind it and a count when more than one: the
 * top aircraft's type and rating; a reduced one shows a white band (14.1b); Inactive ones are pale.
 */
function stackChit(planes: readonly OcsMapPlane[], x: number, y: number, colour: number, inFlight: boolean) {
  const c = new Container()
  const g = new Graphics()
  const top = planes[0]
  const face = top.mode === 'inactive' ? shade(colour, 0.45) : colour
  for (let i = Math.min(planes.length, 3) - 1; i > 0; i--)
    g.rect(x - CHIT / 2 + 2 * i, y - CHIT / 2 - 2 * i, CHIT, CHIT)
      .fill(shade(face, 0.8))
      .stroke({ width: 1, color: INK })
  g.rect(x - CHIT / 2, y - CHIT / 2, CHIT, CHIT)
    .fill(face)
    .stroke({ width: inFlight ? 2.5 : 1, color: inFlight ? 0xffffff : INK })
  if (top.reduced) g.rect(x - CHIT / 2 + 1, y + CHIT / 2 - 5, CHIT - 2, 4).fill(0xffffff)
  c.addChild(g)
  const t = label(top.types, 6, 0xffffff)
  t.position.set(x - t.width / 2, y - CHIT / 2 + 1)
  const r = label(top.acr, 7, 0xffffff)
  r.position.set(x - r.width / 2, y - 1)
  c.addChild(t, r)
  if (planes.length > 1) {
    const n = label(String(planes.length), 7, INK)
    const bx = x + CHIT / 2 + 2
    const by = y - CHIT / 2 - 4
    const badge = new Graphics()
      .circle(bx, by + 4, 6)
      .fill(PAPER)
      .stroke({ width: 1, color: INK })
    n.position.set(bx - n.width / 2, by)
    c.addChild(badge, n)
  }
  return c
}

export async function createOcsScene(host: HTMLElement, options: OcsSceneOptions = {}): Promise<OcsScene> {
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
    skipExtensionImports: true, // hits come from the camera, not Pixi's events (as in ../../scene.ts)
  })
  app.ticker.stop()
  const canvas = app.canvas
  canvas.style.display = 'block'
  canvas.style.touchAction = 'none'
  host.appendChild(canvas)
  app.stage.eventMode = 'none'

  const world = new Container({ label: 'ocs world' })
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
    const root = new Container({ label: 'ocs board' })
    const hexes = new Graphics()
    for (let col = 0; col < g.cols; col++)
      for (let row = 0; row < g.rows; row++)
        polygon(hexes, g, col, row).fill(LAND).stroke({ width: 1, color: HEX_EDGE })
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

  function drawPieces(s: OcsMapSnapshot, g: HexGeometry, highlight: readonly string[]): Container {
    const root = new Container({ label: 'ocs pieces' })
    const centre = (hex: string) => {
      const o = g.parse(hex)
      return o ? { x: g.cx(o.col), y: g.cy(o.col, o.row) } : null
    }
    // Patrol Zones (14.4c): a wash over every hex and the zone's outline, in the side's colour.
    const zones = new Graphics({ label: 'patrol zones' })
    for (const z of s.zones) {
      const colour = sideColour(s, z.side)
      for (const h of z.hexes) {
        const o = g.parse(h)
        if (o) polygon(zones, g, o.col, o.row).fill({ color: colour, alpha: 0.1 })
      }
      outline(zones, g, z.hexes)
      zones.stroke({ width: 3, color: colour, alpha: 0.8 })
    }
    root.addChild(zones)
    const marks = new Graphics({ label: 'highlight' })
    for (const h of highlight) {
      const o = g.parse(h)
      if (o) polygon(marks, g, o.col, o.row, 2).stroke({ width: 3, color: SELECTION })
    }
    for (const h of s.barraged) {
      const c = centre(h)
      if (!c) continue
      const x = c.x + 20
      const y = c.y + 16
      marks
        .moveTo(x - 4, y - 4)
        .lineTo(x + 4, y + 4)
        .moveTo(x + 4, y - 4)
        .lineTo(x - 4, y + 4)
      marks.stroke({ width: 2, color: REFUSED })
    }
    root.addChild(marks)
    // Bases: the counter with its level; Active aircraft above it, Inactive below (14.1a).
    for (const b of s.bases) {
      const c = centre(b.hex)
      if (!c) continue
      const colour = sideColour(s, b.side)
      const gb = new Graphics()
      gb.roundRect(c.x - 13, c.y - 6, 26, 12, 3)
        .fill(PAPER)
        .stroke({ width: 2, color: colour })
      root.addChild(gb)
      const t = label(`L${b.level}${b.levelStandIn ? '*' : ''}`, 7, INK)
      t.position.set(c.x - t.width / 2, c.y - 5)
      root.addChild(t)
      if (b.active.length) root.addChild(stackChit(b.active, c.x - 2, c.y - 18, colour, false))
      if (b.inactive.length) root.addChild(stackChit(b.inactive, c.x - 2, c.y + 18, colour, false))
    }
    for (const f of s.strays) {
      const c = centre(f.hex)
      if (c) root.addChild(stackChit(f.planes, c.x, c.y, sideColour(s, f.side), false))
    }
    // The mission in flight: a path from each base it left to the target hex (14.2f), its
    // aircraft over the hex, the barrage target (14.7) and the Air Combat (14.3).
    const flightLines = new Graphics({ label: 'mission' })
    if (s.mission) {
      const to = centre(s.mission.hex)
      const colour = sideColour(s, s.mission.side)
      for (const from of s.mission.from) {
        const a = centre(from)
        if (!a || !to || from === s.mission.hex) continue
        const len = Math.hypot(to.x - a.x, to.y - a.y)
        const ux = (to.x - a.x) / len
        const uy = (to.y - a.y) / len
        const tip = { x: to.x - ux * 18, y: to.y - uy * 18 }
        flightLines.moveTo(a.x, a.y).lineTo(tip.x, tip.y).stroke({ width: 3, color: colour, alpha: 0.9 })
        flightLines
          .poly([
            tip.x,
            tip.y,
            tip.x - ux * 10 - uy * 6,
            tip.y - uy * 10 + ux * 6,
            tip.x - ux * 10 + uy * 6,
            tip.y - uy * 10 - ux * 6,
          ])
          .fill(colour)
      }
    }
    for (const hex of [s.barrageTarget, s.combat]) {
      const c = hex ? centre(hex) : null
      if (!c) continue
      const colour = hex === s.combat && hex !== s.barrageTarget ? COMBAT : REFUSED
      flightLines.circle(c.x, c.y, 28).stroke({ width: 3, color: colour })
      if (hex === s.barrageTarget)
        for (const [dx, dy] of [
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ])
          flightLines.moveTo(c.x + dx * 22, c.y + dy * 22).lineTo(c.x + dx * 33, c.y + dy * 33)
      flightLines.stroke({ width: 3, color: colour })
      if (hex === s.combat) flightLines.circle(c.x, c.y, 24).stroke({ width: 2, color: COMBAT })
    }
    root.addChild(flightLines)
    for (const f of s.flights) {
      const c = centre(f.hex)
      if (!c) continue
      const mine = s.mission?.side === f.side
      root.addChild(stackChit(f.planes, c.x + (mine ? 18 : -18), c.y, sideColour(s, f.side), true))
    }
    return root
  }

  const scene: OcsScene = {
    draw(s, highlight) {
      const sizeChanged = !geom || geom.cols !== s.cols || geom.rows !== s.rows
      if (sizeChanged) {
        geom = createHexGeometry(s.cols, s.rows)
        board?.destroy({ children: true })
        board = drawBoard(geom)
        world.addChildAt(board, 0)
      }
      pieces?.destroy({ children: true })
      pieces = drawPieces(s, geom!, highlight)
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
