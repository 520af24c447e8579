// The pieces, per chunk: bases (airfield symbol, name plate with type and "used/capacity", a red
// "!" and hatching when over-stacked), piles of air unit chits at base with a count badge, and
// flights aloft offset up-right with a flight tag, the naval chits as the viewer may see them
// (rules/view.ts: an unlocated enemy stack is a plain marker with its chit count). One container per location, rebuilt only when
// what it shows changes (keyed by look), so an action redraws a few hexes, not the map. Zoomed out
// below AGGREGATE_BELOW, where chits and names would be unreadable dots, each location shows one
// marker per side instead (side letter and number of units; a ring for units aloft), drawn at a
// constant size on screen.
import { BitmapText, Container, Graphics, Sprite, type Texture } from 'pixi.js'
import type { CanvasAtlas } from '../atlas'
import { chitFace, chitKey, drawChit } from '../chitLook'
import type { ChunkGrid } from '../chunks'
import { NAME_FONT } from '../fonts'
import type { HexGeometry } from '../geometry'
import { CHIT, PEEK, badgeAt, placeLayout, type Pile, type PlaceLayout } from '../layout'
import type { MapBoard, MapChit, MapPieces, MapPlace } from '../model'
import { INK, OVERSTACK, PAPER, inkOn } from '../palette'
import { hexCentre, navalChit, platePosition } from './board'

export function chitTexture(atlas: CanvasAtlas, c: MapChit): Texture {
  return atlas.get(chitKey(c), (g) => drawChit(g, chitFace(c)))
}

/** World position of a location's pieces: the hex centre, or just under a large sea area's plate. */
export function placeCentre(
  geom: HexGeometry,
  board: MapBoard,
  loc: number,
): { x: number; y: number } | null {
  if (loc < board.cols * board.rows) return hexCentre(geom, loc)
  const sea = board.largeSeaAreas.find((a) => a.loc === loc)
  if (!sea) return null
  const p = platePosition(geom, sea.anchor)
  return { x: p.x, y: p.y + 26 }
}

function placeKey(p: MapPlace): string {
  const parts: string[] = []
  for (const b of p.bases)
    parts.push(`${b.id}:${b.used}/${b.capacity}${b.overStacked ? '!' : ''}${b.status ?? ''}`)
  parts.push('|')
  for (const c of p.atBase) parts.push(chitKey(c))
  for (const f of p.flights) {
    parts.push(`F${f.number}${f.setAside ? 'sa' : ''}`)
    for (const c of f.chits) parts.push(chitKey(c))
  }
  parts.push('|')
  for (const n of p.naval)
    parts.push(`${n.side.id}${n.inPort ? 'p' : ''}:${n.type}/${n.count}${n.carrier ? 'c' : ''}`)
  if (p.wrecked) parts.push('|', ...p.wrecked)
  return parts.join(';')
}

function label(t: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text: t, style: { fontFamily: NAME_FONT, fontSize: size } })
  b.tint = tint
  return b
}

function pill(t: string, x: number, y: number, fill: number, ink = 0xffffff): Container {
  const c = new Container()
  const b = label(t, 8, ink)
  const w = Math.max(11, b.width + 5)
  c.addChild(new Graphics().roundRect(0, 0, w, 10, 5).fill(fill).stroke({ width: 1, color: PAPER }))
  b.position.set((w - b.width) / 2, (10 - b.height) / 2)
  c.addChild(b)
  c.position.set(x, y)
  return c
}

function drawPile(node: Container, chits: readonly MapChit[], pile: Pile, atlas: CanvasAtlas): void {
  for (let i = pile.shown - 1; i >= 0; i--) {
    const s = new Sprite(chitTexture(atlas, chits[i]))
    s.position.set(pile.x + i * PEEK, pile.y + i * PEEK)
    node.addChild(s)
  }
  if (pile.count > 1) {
    const at = badgeAt(pile)
    node.addChild(pill(`×${pile.count}`, at.x, at.y, INK))
  }
}

function airfieldSymbol(colour: number): Graphics {
  return new Graphics()
    .circle(0, -5, 10)
    .fill(PAPER)
    .stroke({ width: 3, color: colour })
    .moveTo(-6, -1)
    .lineTo(6, -9)
    .stroke({ width: 3, color: INK, cap: 'round' })
}

/** "[W] Kestrel Field  L 3/4", red and hatched with a "!" when over-stacked (4.8); "destroyed", "damaged" or "building" after it in red (4.26). */
function basePlate(p: MapPlace, top: number): Container {
  const side = p.bases[0].side
  const over = p.bases.some((b) => b.overStacked)
  const plate = new Container({ label: 'plate' })
  const letter = label(side.letter, 9, inkOn(side.colour))
  const name = label(p.bases.map((b) => b.name).join(' / '), 9, INK)
  const hit = p.bases.some((b) => b.status === 'destroyed' || b.status === 'damaged')
  const cap = label(
    p.bases.map((b) => `${b.kind} ${b.used}/${b.capacity}${b.status ? ` ${b.status}` : ''}`).join(' · '),
    8,
    over || hit ? OVERSTACK : INK,
  )
  const boxW = Math.max(10, letter.width + 4)
  const bang = over ? 11 : 0
  const width = boxW + name.width + cap.width + 12 + bang
  const left = -width / 2
  const h = 12
  const bg = new Graphics().roundRect(left, top, width, h, 3).fill({ color: PAPER, alpha: 0.95 })
  if (over) {
    for (let x = left + 4; x < left + width; x += 5) bg.moveTo(x, top + h).lineTo(x + 4, top)
    bg.stroke({ width: 1, color: OVERSTACK, alpha: 0.35 })
  }
  bg.roundRect(left, top, width, h, 3).stroke({
    width: over ? 2 : 1.25,
    color: over ? OVERSTACK : side.colour,
  })
  bg.roundRect(left, top, boxW, h, 3).fill(side.colour)
  plate.addChild(bg)
  letter.position.set(left + (boxW - letter.width) / 2, top + (h - letter.height) / 2)
  name.position.set(left + boxW + 3, top + (h - name.height) / 2)
  cap.position.set(left + boxW + name.width + 9, top + (h - cap.height) / 2)
  plate.addChild(letter, name, cap)
  if (over) {
    const x = left + width - 6.5
    const mark = new Graphics()
      .circle(x, top + h / 2, 5.5)
      .fill(OVERSTACK)
      .stroke({ width: 1, color: PAPER })
    const t = label('!', 9, 0xffffff)
    t.position.set(x - t.width / 2, top + (h - t.height) / 2)
    plate.addChild(mark, t)
  }
  return plate
}

export function buildPlace(
  geom: HexGeometry,
  p: MapPlace,
  at: { x: number; y: number },
  atlas: CanvasAtlas,
  layout: PlaceLayout,
): Container {
  const node = new Container({ label: `place ${p.loc}` })
  node.position.set(at.x, at.y)
  addNaval(node, geom, p)
  buildDetail(node, geom, p, atlas, layout)
  return node
}

/** The naval chits, left of the air units and under them, drawn at every zoom (as the board's decorations are). */
function addNaval(node: Container, geom: HexGeometry, p: MapPlace): void {
  const top = p.loc < geom.cols * geom.rows ? -7 : -21 // a large sea area's pieces sit under its plate
  p.naval.forEach((n, k) => {
    const chit = navalChit(n)
    chit.label = 'naval'
    chit.position.set(-33 + k * 4, top + k * 4)
    node.addChild(chit)
  })
}

function buildDetail(
  node: Container,
  geom: HexGeometry,
  p: MapPlace,
  atlas: CanvasAtlas,
  layout: PlaceLayout,
): void {
  if (p.bases.length && !layout.base) node.addChild(airfieldSymbol(p.bases[0].side.colour))
  if (layout.base) drawPile(node, p.atBase, layout.base, atlas)
  p.flights.forEach((f, i) => drawPile(node, f.chits, layout.flights[i], atlas))
  // flight tags last, so a later flight's chits never hide an earlier flight's number
  p.flights.forEach((f, i) => {
    const pile = layout.flights[i]
    node.addChild(pill(`F${f.number}`, pile.x - 3 - 6 * i, pile.y - 8, f.setAside ? 0x777777 : 0x263238))
  })
  if (p.bases.length) node.addChild(basePlate(p, geom.hexHeight / 2 - 13))
  if (p.wrecked) node.addChild(wreckedTag(p.wrecked, -geom.hexHeight / 2 + 14))
}

/** "Radar site destroyed" in red on paper, under the hex's installation tags (4.26). */
function wreckedTag(names: readonly string[], top: number): Container {
  const c = new Container({ label: 'wrecked' })
  const t = label(`${names.join(' · ')} destroyed`, 8, OVERSTACK)
  const w = t.width + 6
  c.addChild(
    new Graphics()
      .roundRect(-w / 2, top, w, 11, 2)
      .fill({ color: PAPER, alpha: 0.95 })
      .stroke({ width: 1, color: OVERSTACK }),
  )
  t.position.set(-t.width / 2, top + (11 - t.height) / 2)
  c.addChild(t)
  return c
}

/** Below this camera scale a location's chits and name plate give way to its aggregated markers. */
export const AGGREGATE_BELOW = 0.45

/** One pill per side present: "W 3" in the side's colour; a white ring when some of them are aloft. */
function aggregateMarker(p: MapPlace): Container {
  const sides = new Map<string, { side: MapChit['side']; n: number; aloft: boolean }>()
  const add = (c: MapChit, aloft: boolean) => {
    const e = sides.get(c.side.letter) ?? { side: c.side, n: 0, aloft: false }
    e.n++
    e.aloft ||= aloft
    sides.set(c.side.letter, e)
  }
  for (const c of p.atBase) add(c, false)
  for (const f of p.flights) for (const c of f.chits) add(c, true)
  const m = new Container({ label: 'aggregate' })
  const pills: Container[] = []
  for (const e of sides.values()) {
    const c = new Container()
    const t = label(`${e.side.letter} ${e.n}`, 11, inkOn(e.side.colour))
    const w = t.width + 10
    c.addChild(
      new Graphics()
        .roundRect(0, 0, w, 16, 8)
        .fill(e.side.colour)
        .stroke({ width: e.aloft ? 2.5 : 1.25, color: e.aloft ? 0xffffff : INK }),
    )
    t.position.set(5, (16 - t.height) / 2)
    c.addChild(t)
    pills.push(c)
  }
  if (!pills.length && p.bases.length) {
    // an empty base: its airfield ring in the owner's colour
    m.addChild(
      new Graphics().circle(0, 0, 5).fill(PAPER).stroke({ width: 2.5, color: p.bases[0].side.colour }),
    )
    return m
  }
  const width = pills.reduce((w, c) => w + c.width, 0) + 3 * (pills.length - 1)
  let x = -width / 2
  for (const c of pills) {
    c.position.set(x, -8)
    x += c.width + 3
    m.addChild(c)
  }
  return m
}

interface PlaceNode {
  key: string
  node: Container
  /** The chits, tags and plate (shown when readable). */
  detail: Container
  /** Built on first need: the aggregated markers (shown when zoomed out). */
  marker: Container | null
  chunk: number
  place: MapPlace
  layout: PlaceLayout
  centre: { x: number; y: number }
}

export class PiecesLayer {
  readonly chunks: Container[]
  private readonly nodes = new Map<number, PlaceNode>()
  private pieces: MapPieces | null = null
  private scale = 1
  private aggregated = false

  constructor(
    private readonly geom: HexGeometry,
    private readonly grid: ChunkGrid,
    private readonly board: MapBoard,
    private readonly atlas: CanvasAtlas,
  ) {
    this.chunks = Array.from(
      { length: grid.count },
      (_, i) => new Container({ label: `pieces ${i}`, isRenderGroup: true }),
    )
  }

  private chunkOfLoc(loc: number): number {
    if (loc < this.board.cols * this.board.rows) return this.grid.chunkOf(loc)
    const sea = this.board.largeSeaAreas.find((a) => a.loc === loc)
    return sea ? this.grid.chunkOf(sea.anchor) : 0
  }

  /** Redraws the locations whose look changed; returns how many were rebuilt. */
  update(pieces: MapPieces): number {
    if (pieces === this.pieces) return 0
    this.pieces = pieces
    let rebuilt = 0
    const seen = new Set<number>()
    for (const p of pieces.places) {
      seen.add(p.loc)
      const key = placeKey(p)
      const old = this.nodes.get(p.loc)
      if (old && old.key === key) {
        old.place = p // same look; ids may have moved (order is part of the key)
        continue
      }
      const centre = placeCentre(this.geom, this.board, p.loc)
      if (!centre) continue
      const layout = placeLayout(
        p.atBase.length,
        p.flights.map((f) => f.chits.length),
      )
      const node = new Container({ label: `place ${p.loc}` })
      node.position.set(centre.x, centre.y)
      addNaval(node, this.geom, p)
      const detail = new Container({ label: 'detail' })
      buildDetail(detail, this.geom, p, this.atlas, layout)
      node.addChild(detail)
      const chunk = this.chunkOfLoc(p.loc)
      if (old) {
        old.node.parent?.removeChild(old.node)
        old.node.destroy({ children: true })
      }
      this.chunks[chunk].addChild(node)
      const n: PlaceNode = { key, node, detail, marker: null, chunk, place: p, layout, centre }
      this.nodes.set(p.loc, n)
      this.show(n)
      rebuilt++
    }
    for (const [loc, old] of this.nodes) {
      if (seen.has(loc)) continue
      old.node.parent?.removeChild(old.node)
      old.node.destroy({ children: true })
      this.nodes.delete(loc)
      rebuilt++
    }
    return rebuilt
  }

  /** Follows the camera's scale: aggregated markers below AGGREGATE_BELOW, at a constant screen size. */
  setScale(scale: number): void {
    if (scale === this.scale) return
    this.scale = scale
    const agg = scale < AGGREGATE_BELOW
    if (!agg && !this.aggregated) return
    this.aggregated = agg
    for (const n of this.nodes.values()) this.show(n)
  }

  /** Whether locations are drawn as aggregated markers now. */
  get isAggregated(): boolean {
    return this.aggregated
  }

  private show(n: PlaceNode): void {
    n.detail.visible = !this.aggregated
    if (!this.aggregated) {
      if (n.marker) n.marker.visible = false
      return
    }
    if (!n.marker) {
      n.marker = aggregateMarker(n.place)
      n.node.addChild(n.marker)
    }
    n.marker.visible = true
    n.marker.scale.set(1 / this.scale)
  }

  /** Where a unit's chit is drawn: the centre of its own chit when it is a pile's top, else of the pile's top chit. */
  unitPosition(unit: string, loc: number): { x: number; y: number } | null {
    const n = this.nodes.get(loc)
    if (!n) return null
    const at = (pile: Pile) => ({ x: n.centre.x + pile.x + CHIT / 2, y: n.centre.y + pile.y + CHIT / 2 })
    if (n.layout.base && n.place.atBase.some((c) => c.id === unit)) return at(n.layout.base)
    const i = n.place.flights.findIndex((f) => f.chits.some((c) => c.id === unit))
    return i >= 0 ? at(n.layout.flights[i]) : null
  }

  /** World bounds of the pile that holds a unit (the whole pile: a collapsed stack is marked as one), or null. */
  pileBounds(unit: string, loc: number): { x: number; y: number; w: number; h: number } | null {
    const n = this.nodes.get(loc)
    if (!n) return null
    const rect = (pile: Pile) => {
      const size = CHIT + (pile.shown - 1) * PEEK
      return { x: n.centre.x + pile.x, y: n.centre.y + pile.y, w: size, h: size }
    }
    if (n.layout.base && n.place.atBase.some((c) => c.id === unit)) return rect(n.layout.base)
    const i = n.place.flights.findIndex((f) => f.chits.some((c) => c.id === unit))
    return i >= 0 ? rect(n.layout.flights[i]) : null
  }

  /** The unit a click at a world point picks in a location: a flight's top chit under the point, else the top unit at base, else the first flight's. */
  unitAt(loc: number, x: number, y: number): string | null {
    const n = this.nodes.get(loc)
    if (!n) return null
    const inside = (pile: Pile) => {
      const px = x - n.centre.x
      const py = y - n.centre.y
      return (
        px >= pile.x &&
        px <= pile.x + CHIT + (pile.shown - 1) * PEEK &&
        py >= pile.y &&
        py <= pile.y + CHIT + (pile.shown - 1) * PEEK
      )
    }
    for (let i = n.place.flights.length - 1; i >= 0; i--)
      if (inside(n.layout.flights[i])) return n.place.flights[i].chits[0]?.id ?? null
    return n.place.atBase[0]?.id ?? n.place.flights[0]?.chits[0]?.id ?? null
  }

  place(loc: number): MapPlace | null {
    return this.nodes.get(loc)?.place ?? null
  }

  /** Top-left of a unit's pile's top chit, if the unit is its top. */
  topChitOf(unit: string, loc: number): { x: number; y: number } | null {
    const n = this.nodes.get(loc)
    if (!n) return null
    if (n.layout.base && n.place.atBase[0]?.id === unit)
      return { x: n.centre.x + n.layout.base.x, y: n.centre.y + n.layout.base.y }
    const i = n.place.flights.findIndex((f) => f.chits[0]?.id === unit)
    return i >= 0 ? { x: n.centre.x + n.layout.flights[i].x, y: n.centre.y + n.layout.flights[i].y } : null
  }

  destroy(): void {
    for (const c of this.chunks) c.destroy({ children: true })
    this.nodes.clear()
  }
}
