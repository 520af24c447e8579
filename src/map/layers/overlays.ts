// Highlights, drawn from the rules module's answers in the snapshot: range (filled, solid edge)
// and return range (dashed edge) of the selected unit, interception zones (hatched by how many
// units could intercept), the route being traced (a line from the base, waypoints and an arrow)
// with the legal next hexes (green, inset ring), the engagement stack (numbered dashed hexes),
// the last combat (a marker and its results), the selection, the hover and a refused hex's flash.
// What the pending decision is about has a layer of its own, redrawn only when it
// changes: a dashed double ring on the hexes, a mat with a dashed edge under the piles of the units, the
// legal next hexes of a move (the trace's look: click one) and interceptors' automatic path
// (dashed). An interceptor route being traced continues dashed along its automatic rest.
// Area highlights go under the pieces, lines and markers over them.
import { BitmapText, Container, Graphics } from 'pixi.js'
import { CORNER_X, CORNER_Y, type HexGeometry } from '../geometry'
import { NAME_FONT } from '../fonts'
import { CHIT } from '../layout'
import type { MapBoard, MapInvolved, MapOverlays } from '../model'
import { outlineOf } from '../outline'
import {
  COMBAT,
  ENGAGEMENT,
  HOVER,
  INK,
  INTERCEPT,
  INVOLVED,
  NEXT,
  PAPER,
  RANGE,
  REFUSED,
  SELECTION,
  TRACE,
} from '../palette'
import { edgePath } from './board'
import { placeCentre } from './pieces'

function hexPoly(g: Graphics, x: number, y: number, r: number): Graphics {
  return g.poly([
    x + CORNER_X[0] * r,
    y + CORNER_Y[0] * r,
    x + CORNER_X[1] * r,
    y + CORNER_Y[1] * r,
    x + CORNER_X[2] * r,
    y + CORNER_Y[2] * r,
    x + CORNER_X[3] * r,
    y + CORNER_Y[3] * r,
    x + CORNER_X[4] * r,
    y + CORNER_Y[4] * r,
    x + CORNER_X[5] * r,
    y + CORNER_Y[5] * r,
  ])
}

type Point = { x: number; y: number }
export type Rect = { x: number; y: number; w: number; h: number }

/** A dashed polyline through `pts`: dashes of `on` and gaps of `off` world pixels, running on across the corners. */
function dashedLine(g: Graphics, pts: readonly Point[], on: number, off: number): Graphics {
  let drawing = true
  let left = on
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]
    const b = pts[i]
    const len = Math.hypot(b.x - a.x, b.y - a.y)
    let t = 0
    while (t < len) {
      const step = Math.min(left, len - t)
      if (drawing)
        g.moveTo(a.x + ((b.x - a.x) * t) / len, a.y + ((b.y - a.y) * t) / len).lineTo(
          a.x + ((b.x - a.x) * (t + step)) / len,
          a.y + ((b.y - a.y) * (t + step)) / len,
        )
      t += step
      left -= step
      if (left <= 0) {
        drawing = !drawing
        left = drawing ? on : off
      }
    }
  }
  return g
}

/** The six edges of each hex, as edgePath takes them. */
function ringEdges(hexes: readonly number[]): number[] {
  const out: number[] = []
  for (const h of hexes) for (let d = 0; d < 6; d++) out.push(h, d)
  return out
}

function text(t: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text: t, style: { fontFamily: NAME_FONT, fontSize: size } })
  b.tint = tint
  return b
}

export class OverlayLayer {
  /** Under the pieces: filled areas. */
  readonly under = new Container({ label: 'overlays under' })
  /** Over the pieces: lines, markers, selection. */
  readonly over = new Container({ label: 'overlays over' })
  private readonly areas = new Graphics({ label: 'areas' })
  private readonly lines = new Graphics({ label: 'lines' })
  private readonly marks = new Container({ label: 'marks' })
  private readonly selection = new Graphics({ label: 'selection' })
  private readonly hover = new Graphics({ label: 'hover' })
  private readonly flashG = new Graphics({ label: 'flash' })
  private readonly involvedAreas = new Graphics({ label: 'involved areas' })
  private readonly involvedG = new Graphics({ label: 'involved' })
  private readonly hexCount: number

  constructor(
    private readonly geom: HexGeometry,
    private readonly board: MapBoard,
  ) {
    this.hexCount = board.cols * board.rows
    this.under.addChild(this.areas, this.involvedAreas)
    this.over.addChild(this.lines, this.involvedG, this.marks, this.hover, this.selection, this.flashG)
  }

  private centre(loc: number): { x: number; y: number } | null {
    return placeCentre(this.geom, this.board, loc)
  }

  /** A hex, or a round patch on a large sea area's plate. */
  private patch(g: Graphics, loc: number, inset = 0): boolean {
    const c = this.centre(loc)
    if (!c) return false
    if (loc < this.hexCount) hexPoly(g, c.x, c.y, this.geom.radius * (1 - inset))
    else g.roundRect(c.x - 30, c.y - 36, 60, 24, 6)
    return true
  }

  setOverlays(o: MapOverlays): void {
    const g = this.areas.clear()
    const { cols, rows } = this.board
    // range and return range (4.12)
    if (o.range.length) {
      for (const loc of o.range) this.patch(g, loc)
      g.fill({ color: RANGE, alpha: 0.13 })
      edgePath(g, this.geom, outlineOf(o.range, cols, rows))
      g.stroke({ width: 2.5, color: RANGE, alpha: 0.9 })
    }
    if (o.returnRange.length) {
      edgePath(g, this.geom, outlineOf(o.returnRange, cols, rows), 5)
      g.stroke({ width: 2, color: RANGE, alpha: 0.9 })
    }
    // interception zones (4.13): hatching, denser where more units could come
    if (o.interception.length) {
      const inner = this.geom.hexHeight * 0.36
      for (const { loc, count } of o.interception) {
        const c = this.centre(loc)
        if (!c || loc >= this.hexCount) continue
        const n = Math.min(count, 3) + 1
        for (let k = 0; k < n; k++) {
          const off = ((k + 0.5) / n - 0.5) * 2 * inner * 0.8
          const half = Math.sqrt(Math.max(0, inner * inner - off * off))
          // lines running up-right, offset along the down-right normal
          const nx = Math.SQRT1_2 * off
          const ny = Math.SQRT1_2 * off
          g.moveTo(c.x + nx - Math.SQRT1_2 * half, c.y + ny + Math.SQRT1_2 * half).lineTo(
            c.x + nx + Math.SQRT1_2 * half,
            c.y + ny - Math.SQRT1_2 * half,
          )
        }
      }
      g.stroke({ width: 1.6, color: INTERCEPT, alpha: 0.7 })
      edgePath(
        g,
        this.geom,
        outlineOf(
          o.interception.map((z) => z.loc),
          cols,
          rows,
        ),
      )
      g.stroke({ width: 2, color: INTERCEPT, alpha: 0.85 })
    }
    // legal next hexes while tracing
    if (o.trace?.next.length) {
      for (const loc of o.trace.next) this.patch(g, loc)
      g.fill({ color: NEXT, alpha: 0.22 })
    }

    const l = this.lines.clear()
    for (const m of this.marks.removeChildren()) m.destroy({ children: true })
    if (o.trace) {
      for (const loc of o.trace.next) this.patch(l, loc, 0.12)
      if (o.trace.next.length) l.stroke({ width: 2.5, color: NEXT, alpha: 0.95 })
      const pts = o.trace.route
        .map((loc) => this.centre(loc))
        .filter((p): p is { x: number; y: number } => p !== null)
      if (pts.length) {
        l.circle(pts[0].x, pts[0].y, 14)
          .stroke({ width: 4, color: INK, alpha: 0.55 })
          .circle(pts[0].x, pts[0].y, 14)
          .stroke({ width: 2.5, color: TRACE })
      }
      if (pts.length > 1) {
        const path = (w: number, color: number, alpha: number) => {
          l.moveTo(pts[0].x, pts[0].y)
          for (const p of pts.slice(1)) l.lineTo(p.x, p.y)
          l.stroke({ width: w, color, alpha, cap: 'round', join: 'round' })
        }
        path(8, INK, 0.55)
        path(4.5, TRACE, 1)
        for (const p of pts.slice(1, -1)) l.circle(p.x, p.y, 4).fill(TRACE).stroke({ width: 1.5, color: INK })
        const a = pts[pts.length - 2]
        const b = pts[pts.length - 1]
        const ang = Math.atan2(b.y - a.y, b.x - a.x)
        const tip = (d: number, da: number) => [b.x + Math.cos(ang + da) * d, b.y + Math.sin(ang + da) * d]
        l.poly([...tip(4, 0), ...tip(16, Math.PI - 0.5), ...tip(16, Math.PI + 0.5)])
          .fill(TRACE)
          .stroke({ width: 1.5, color: INK })
      }
      // an interceptor group's route: the automatic rest to the engagement, dashed (4.13)
      const rest = [pts[pts.length - 1], ...o.trace.rest.map((loc) => this.centre(loc))].filter(
        (p): p is Point => p !== null && p !== undefined,
      )
      if (o.trace.rest.length && rest.length > 1) {
        dashedLine(l, rest, 9, 6).stroke({ width: 7, color: INK, alpha: 0.5, cap: 'round' })
        dashedLine(l, rest, 9, 6).stroke({ width: 3.5, color: TRACE, cap: 'round' })
      }
    }
    for (const e of o.engagements) {
      const c = this.centre(e.loc)
      if (!c) continue
      if (e.loc < this.hexCount) {
        edgePath(l, this.geom, outlineOf([e.loc], cols, rows), 4, 0.06)
        l.stroke({ width: 3, color: ENGAGEMENT })
      }
      const badge = new Container({ label: `engagement ${e.n}` })
      badge.addChild(new Graphics().circle(0, 0, 8).fill(ENGAGEMENT).stroke({ width: 1.5, color: PAPER }))
      const t = text(String(e.n), 10, 0xffffff)
      t.position.set(-t.width / 2, -t.height / 2)
      badge.addChild(t)
      badge.position.set(c.x - 22 + (e.n - 1) * 3, c.y - 19)
      this.marks.addChild(badge)
    }
    if (o.lastCombat) {
      const c = this.centre(o.lastCombat.loc)
      if (c) {
        const m = new Container({ label: 'last combat' })
        // crossed swords: an X in a circle
        m.addChild(
          new Graphics()
            .circle(0, 0, 9)
            .fill(COMBAT)
            .stroke({ width: 1.5, color: PAPER })
            .moveTo(-4.5, -4.5)
            .lineTo(4.5, 4.5)
            .moveTo(4.5, -4.5)
            .lineTo(-4.5, 4.5)
            .stroke({ width: 2, color: 0xffffff, cap: 'round' }),
        )
        m.position.set(c.x + 24, c.y + 14) // bottom right: clear of the piles, the badges and the tags; the results box is the scene's, in screen pixels
        this.marks.addChild(m)
      }
    }
  }

  /** What the pending decision is about; `piles`: world bounds of the piles holding its units. */
  setInvolved(inv: MapInvolved | null, piles: readonly Rect[]): void {
    const a = this.involvedAreas.clear()
    const g = this.involvedG.clear()
    if (!inv) return
    // the legal next hexes of a move decision look like a traced route's: click one to go (4.12)
    if (inv.next.length) {
      for (const loc of inv.next) this.patch(a, loc)
      a.fill({ color: NEXT, alpha: 0.22 })
      for (const loc of inv.next) this.patch(g, loc, 0.12)
      g.stroke({ width: 2.5, color: NEXT, alpha: 0.95 })
    }
    // interceptors' automatic path from their base to the engagement (4.13), dashed
    const path = inv.path.map((loc) => this.centre(loc)).filter((p): p is Point => p !== null)
    if (path.length > 1) {
      dashedLine(g, path, 8, 6).stroke({ width: 6, color: INK, alpha: 0.5, cap: 'round' })
      dashedLine(g, path, 8, 6).stroke({ width: 3, color: INVOLVED, cap: 'round' })
      const p = path[path.length - 1]
      g.circle(p.x, p.y, 5).fill(INVOLVED).stroke({ width: 1.5, color: INK })
    }
    // under the pieces, so piles, tags and base plates stay readable on top:
    // a dashed double ring on each location (unlike the selection's solid ring or the engagement's single one)
    const hexes = inv.locs.filter((loc) => loc < this.hexCount)
    for (const inset of [0.03, 0.13]) {
      edgePath(a, this.geom, ringEdges(hexes), 4, inset)
      a.stroke({ width: 4, color: INK, alpha: 0.5 })
      edgePath(a, this.geom, ringEdges(hexes), 4, inset)
      a.stroke({ width: 2, color: INVOLVED })
    }
    for (const loc of inv.locs) {
      const c = loc >= this.hexCount ? this.centre(loc) : null
      if (!c) continue
      for (const pad of [4, 8])
        a.roundRect(c.x - 30 - pad, c.y - 36 - pad, 60 + 2 * pad, 24 + 2 * pad, 6 + pad)
          .stroke({ width: 4, color: INK, alpha: 0.5 })
          .roundRect(c.x - 30 - pad, c.y - 36 - pad, 60 + 2 * pad, 24 + 2 * pad, 6 + pad)
          .stroke({ width: 2, color: INVOLVED })
    }
    // a mat with a dashed edge under each pile holding a unit involved (a collapsed stack: the whole pile)
    for (const r of piles) {
      const x0 = r.x - 5
      const y0 = r.y - 5
      const x1 = r.x + r.w + 5
      const y1 = r.y + r.h + 5
      a.roundRect(x0, y0, x1 - x0, y1 - y0, 4).fill({ color: INVOLVED, alpha: 0.9 })
      dashedLine(
        a,
        [
          { x: x0, y: y0 },
          { x: x1, y: y0 },
          { x: x1, y: y1 },
          { x: x0, y: y1 },
          { x: x0, y: y0 },
        ],
        4,
        3,
      ).stroke({ width: 2, color: INK })
    }
  }

  /** Selected hex ring, a frame round the selected unit's chit when it is drawn on top, the hover ring. */
  setUi(
    selectedLoc: number | null,
    unitTopLeft: { x: number; y: number } | null,
    hoverLoc: number | null,
  ): void {
    const s = this.selection.clear()
    if (selectedLoc !== null && this.patch(s, selectedLoc)) {
      s.stroke({ width: 5, color: INK, alignment: 0.5, join: 'round' })
      this.patch(s, selectedLoc)
      s.stroke({ width: 2.5, color: SELECTION, alignment: 0.5, join: 'round' })
    }
    if (unitTopLeft) {
      s.roundRect(unitTopLeft.x - 2.5, unitTopLeft.y - 2.5, CHIT + 5, CHIT + 5, 4)
        .stroke({ width: 4, color: INK })
        .roundRect(unitTopLeft.x - 2.5, unitTopLeft.y - 2.5, CHIT + 5, CHIT + 5, 4)
        .stroke({ width: 2, color: SELECTION })
    }
    const h = this.hover.clear()
    if (hoverLoc !== null && hoverLoc !== selectedLoc && this.patch(h, hoverLoc, 0.05))
      h.stroke({ width: 2, color: HOVER, alpha: 0.9 })
  }

  flash(loc: number | null): void {
    const f = this.flashG.clear()
    if (loc !== null && this.patch(f, loc))
      f.fill({ color: REFUSED, alpha: 0.45 }).stroke({ width: 3, color: REFUSED })
  }
}
