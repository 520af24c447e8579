// The expanded stack: every unit of a location as full chits in a panel above the hex, in screen
// pixels (readable at any zoom). Flights aloft carry their flight tag; the selected unit is framed,
// and the units the pending decision is about carry a dashed frame.
// Clicking a chit here selects that unit.
import { BitmapText, Container, Graphics, Sprite } from 'pixi.js'
import type { CanvasAtlas } from '../atlas'
import { NAME_FONT } from '../fonts'
import { PANEL, panelHit, panelLayout, panelOrigin, type PanelLayout } from '../layout'
import type { MapChit, MapPlace } from '../model'
import { INK, INVOLVED, PAPER, SELECTION } from '../palette'
import { chitTexture } from './pieces'

function text(t: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text: t, style: { fontFamily: NAME_FONT, fontSize: size } })
  b.tint = tint
  return b
}

export class StackPanel {
  readonly root = new Container({ label: 'stack panel' })
  private readonly frame = new Graphics()
  private content = new Container()
  private units: { chit: MapChit; tag: string }[] = []
  private layout: PanelLayout | null = null
  private origin = { x: 0, y: 0 }
  private selected: string | null = null
  private involved: ReadonlySet<string> = new Set()

  constructor(private readonly atlas: CanvasAtlas) {
    this.root.visible = false
    this.root.addChild(this.content, this.frame)
  }

  get visible(): boolean {
    return this.root.visible
  }

  /** Shows a location's units (or hides the panel for null). */
  show(place: MapPlace | null, caption: string): void {
    this.content.destroy({ children: true })
    this.content = new Container()
    this.root.addChildAt(this.content, 0)
    this.units = place
      ? [
          ...place.atBase.map((chit) => ({ chit, tag: '' })),
          ...place.flights.flatMap((f) => f.chits.map((chit) => ({ chit, tag: `F${f.number}` }))),
        ]
      : []
    if (!place || this.units.length === 0) {
      this.root.visible = false
      this.layout = null
      return
    }
    const layout = (this.layout = panelLayout(this.units.length))
    this.content.addChild(
      new Graphics()
        .roundRect(0, 0, layout.width, layout.height, 6)
        .fill({ color: 0x263238, alpha: 0.92 })
        .stroke({ width: 1.5, color: PAPER }),
    )
    const title = text(
      `${caption} · ${this.units.length} unit${this.units.length > 1 ? 's' : ''}`,
      10,
      0xffffff,
    )
    title.scale.set(Math.min(1, (layout.width - 2 * PANEL.pad) / title.width)) // a long base name stays on the panel
    title.position.set(PANEL.pad, PANEL.pad)
    this.content.addChild(title)
    this.units.forEach(({ chit, tag }, i) => {
      const at = layout.items[i]
      const s = new Sprite(chitTexture(this.atlas, chit))
      s.position.set(at.x, at.y)
      s.width = PANEL.size
      s.height = PANEL.size
      this.content.addChild(s)
      const name = text(tag ? `${tag} ${chit.name}` : chit.name, 8, 0xffffff)
      name.scale.set(Math.min(1, (PANEL.size + PANEL.gap - 2) / name.width))
      name.position.set(at.x, at.y - PANEL.caption + 3)
      this.content.addChild(name)
    })
    this.root.visible = true
    this.drawFrames()
  }

  /** Places the panel for a hex at screen point `at`. */
  place(at: { x: number; y: number }, view: { width: number; height: number }, clearance: number): void {
    if (!this.layout) return
    this.origin = panelOrigin(at, this.layout, view, clearance)
    this.root.position.set(Math.round(this.origin.x), Math.round(this.origin.y))
  }

  select(unit: string | null): void {
    this.selected = unit
    this.drawFrames()
  }

  /** The units the pending decision is about (dashed frames). */
  mark(units: ReadonlySet<string>): void {
    this.involved = units
    this.drawFrames()
  }

  private drawFrames(): void {
    const g = this.frame.clear()
    if (this.layout) {
      const layout = this.layout
      this.units.forEach((u, k) => {
        if (!this.involved.has(u.chit.id)) return
        const at = layout.items[k]
        const x0 = at.x - 3
        const y0 = at.y - 3
        const side = PANEL.size + 6
        for (const [w, color] of [
          [3.5, INK],
          [2, INVOLVED],
        ] as const) {
          for (let d = 0; d < side; d += 7) {
            const e = Math.min(d + 4, side)
            g.moveTo(x0 + d, y0)
              .lineTo(x0 + e, y0)
              .moveTo(x0 + d, y0 + side)
              .lineTo(x0 + e, y0 + side)
            g.moveTo(x0, y0 + d)
              .lineTo(x0, y0 + e)
              .moveTo(x0 + side, y0 + d)
              .lineTo(x0 + side, y0 + e)
          }
          g.stroke({ width: w, color })
        }
      })
    }
    const i = this.units.findIndex((u) => u.chit.id === this.selected)
    if (!this.layout || i < 0) return
    const at = this.layout.items[i]
    g.roundRect(at.x - 3, at.y - 3, PANEL.size + 6, PANEL.size + 6, 5)
      .stroke({ width: 4, color: INK })
      .roundRect(at.x - 3, at.y - 3, PANEL.size + 6, PANEL.size + 6, 5)
      .stroke({ width: 2.5, color: SELECTION })
  }

  /** The unit under a screen point; '' inside the panel but on no chit; null outside it. */
  hit(x: number, y: number): string | null {
    if (!this.root.visible || !this.layout) return null
    const i = panelHit(this.layout, this.origin, x, y)
    if (i === null) return null
    return i >= 0 ? this.units[i].chit.id : ''
  }

  /** Screen centre of a unit's chit in the panel, or null. */
  unitPosition(unit: string): { x: number; y: number } | null {
    const i = this.units.findIndex((u) => u.chit.id === unit)
    if (!this.root.visible || !this.layout || i < 0) return null
    const at = this.layout.items[i]
    return {
      x: Math.round(this.origin.x) + at.x + PANEL.size / 2,
      y: Math.round(this.origin.y) + at.y + PANEL.size / 2,
    }
  }
}
