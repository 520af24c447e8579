// The static board, per chunk: terrain tiles (sprites sharing the terrain atlas), then the
// decorations fixed for the game (nation borders, sea area outlines and names, large sea area
// plates with their MP cost, radar sites, place names, cities/ports/resources and land units;
// ships move and sink, so they are pieces, layers/pieces.ts), then the printed hex coordinates (built only when first shown). Each chunk is
// its own render group: drawn once, then only moved and culled.
import { BitmapText, Container, Graphics, Mesh, MeshGeometry } from 'pixi.js'
import type { Terrain } from '../../rules/systems/aeto/scenario/schema'
import type { AtlasFrame, CanvasAtlas } from '../atlas'
import type { ChunkGrid } from '../chunks'
import { CORNER_X, CORNER_Y, edgeCorners, type HexGeometry } from '../geometry'
import { ITALIC_FONT, NAME_FONT } from '../fonts'
import type { Edges, MapBoard, MapLand, MapNaval, MapSide } from '../model'
import { FONT_FAMILY, INK, LABEL_INK, PAPER, css, inkOn } from '../palette'
import { drawTerrainTile, tileSize } from '../terrainTiles'

const NATION_LINE = 0x6d214f
const SEA_LINE = 0x2b5d8a

/** The board's drawings bucketed by chunk, computed once per board. */
export interface BoardIndex {
  board: MapBoard
  nation: number[][]
  /** Hexsides air units may not cross (4.12). */
  barred: number[][]
  sea: number[][]
  largeSea: number[][]
  weather: number[][]
  weatherNames: { hex: number; text: string }[][]
  seaNames: { hex: number; name: string }[][]
  plates: { hex: number; text: string; loc: number }[][]
  radar: number[][]
  /** Forts, Mulberries, rocket sites, the Burma Railway (4.26). */
  sites: { hex: number; text: string }[][]
  names: { hex: number; name: string }[][]
  installations: MapBoard['installations'][]
  land: MapLand[][]
}

export function indexBoard(board: MapBoard, grid: ChunkGrid): BoardIndex {
  const buckets = <T>(): T[][] => Array.from({ length: grid.count }, () => [])
  const edges = (into: number[][], list: Edges) => {
    for (let i = 0; i < list.length; i += 2) into[grid.chunkOf(list[i])].push(list[i], list[i + 1])
  }
  const ix: BoardIndex = {
    board,
    nation: buckets(),
    barred: buckets(),
    sea: buckets(),
    largeSea: buckets(),
    weather: buckets(),
    weatherNames: buckets(),
    seaNames: buckets(),
    plates: buckets(),
    radar: buckets(),
    sites: buckets(),
    names: buckets(),
    installations: buckets(),
    land: buckets(),
  }
  edges(ix.nation, board.nationEdges)
  for (const b of board.barred ?? []) edges(ix.barred, b.edges)
  for (const a of board.seaAreas) {
    edges(ix.sea, a.outline)
    ix.seaNames[grid.chunkOf(a.anchor)].push({ hex: a.anchor, name: a.name })
  }
  for (const a of board.largeSeaAreas) {
    edges(ix.largeSea, a.outline)
    ix.plates[grid.chunkOf(a.anchor)].push({
      hex: a.anchor,
      text: `${a.name} · MP = ${a.mp}${a.weather ? ` · weather: ${a.weather}` : ''}`,
      loc: a.loc,
    })
  }
  for (const z of board.weatherZones) {
    edges(ix.weather, z.outline)
    ix.weatherNames[grid.chunkOf(z.anchor)].push({ hex: z.anchor, text: `${z.name} weather: ${z.condition}` })
  }
  for (const h of board.radar) ix.radar[grid.chunkOf(h)].push(h)
  for (const x of board.sites ?? []) ix.sites[grid.chunkOf(x.hex)].push(x)
  for (const n of board.names) ix.names[grid.chunkOf(n.hex)].push(n)
  for (const i of board.installations) ix.installations[grid.chunkOf(i.hex)].push(i)
  for (const l of board.land) ix.land[grid.chunkOf(l.hex)].push(l)
  return ix
}

// ------------------------------------------------------------------ terrain

export function terrainFrame(
  atlas: CanvasAtlas,
  terrain: Terrain,
  noAir: boolean,
  radius: number,
): AtlasFrame {
  return atlas.frame(`${terrain}${noAir ? '|noair' : ''}`, (g) => drawTerrainTile(g, terrain, noAir, radius))
}

/**
 * A chunk's terrain as one mesh: each hex is 6 triangles from its centre to its corners, textured
 * from its terrain's tile. The geometry is exactly the hex, so neighbours meet without seams.
 */
export function buildTerrainChunk(
  geom: HexGeometry,
  grid: ChunkGrid,
  chunk: number,
  board: MapBoard,
  atlas: CanvasAtlas,
): Container {
  const { c0, r0, c1, r1 } = grid.span(chunk)
  const n = (c1 - c0) * (r1 - r0)
  const positions = new Float32Array(n * 14)
  const uvs = new Float32Array(n * 14)
  const indices = new Uint32Array(n * 18)
  const R = geom.radius
  const tile = tileSize(R)
  let page: AtlasFrame['page'] | null = null
  let k = 0
  for (let row = r0; row < r1; row++) {
    for (let col = c0; col < c1; col++, k++) {
      const h = row * geom.cols + col
      const f = terrainFrame(atlas, board.terrain[h], board.noAir[h] === 1, R)
      page ??= f.page
      const x = geom.cx(col)
      const y = geom.cy(col, row)
      const du = (f.u1 - f.u0) / tile.width
      const dv = (f.v1 - f.v0) / tile.height
      const uc = (f.u0 + f.u1) / 2
      const vc = (f.v0 + f.v1) / 2
      const p = k * 14
      positions[p] = x
      positions[p + 1] = y
      uvs[p] = uc
      uvs[p + 1] = vc
      for (let i = 0; i < 6; i++) {
        positions[p + 2 + 2 * i] = x + CORNER_X[i] * R
        positions[p + 3 + 2 * i] = y + CORNER_Y[i] * R
        uvs[p + 2 + 2 * i] = uc + CORNER_X[i] * R * du
        uvs[p + 3 + 2 * i] = vc + CORNER_Y[i] * R * dv
        const t = k * 18 + 3 * i
        indices[t] = k * 7
        indices[t + 1] = k * 7 + 1 + i
        indices[t + 2] = k * 7 + 1 + ((i + 1) % 6)
      }
    }
  }
  // One unbatched mesh: not a render group of its own (the world's group never re-transforms it,
  // and culling it only adds or drops one draw).
  const mesh = new Mesh({
    geometry: new MeshGeometry({ positions, uvs, indices }),
    texture: page ?? undefined,
    label: `terrain ${chunk}`,
  })
  return mesh
}

// ------------------------------------------------------------------ decorations

/** Centre of a hex id. */
export function hexCentre(geom: HexGeometry, hex: number): { x: number; y: number } {
  const col = hex % geom.cols
  const row = (hex - col) / geom.cols
  return { x: geom.cx(col), y: geom.cy(col, row) }
}

/** Draws edges as segments (solid, or dashed with `dash` > 0) into the current Graphics path. */
export function edgePath(
  g: Graphics,
  geom: HexGeometry,
  list: readonly number[] | Edges,
  dash = 0,
  inset = 0,
): void {
  const r = geom.radius * (1 - inset)
  for (let i = 0; i < list.length; i += 2) {
    const { x, y } = hexCentre(geom, list[i])
    const [a, b] = edgeCorners(list[i + 1])
    const x0 = x + CORNER_X[a] * r
    const y0 = y + CORNER_Y[a] * r
    const x1 = x + CORNER_X[b] * r
    const y1 = y + CORNER_Y[b] * r
    if (dash <= 0) {
      g.moveTo(x0, y0).lineTo(x1, y1)
      continue
    }
    const len = Math.hypot(x1 - x0, y1 - y0)
    const n = Math.max(1, Math.round(len / (2 * dash)))
    for (let k = 0; k < n; k++) {
      const t0 = (k + 0.25) / n
      const t1 = (k + 0.75) / n
      g.moveTo(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0).lineTo(x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)
    }
  }
}

function text(t: string, font: string, size: number, tint: number): BitmapText {
  const b = new BitmapText({ text: t, style: { fontFamily: font, fontSize: size } })
  b.tint = tint
  return b
}

/** Where a large sea area's plate goes: over its anchor hex, pushed off the map when the anchor is on an edge. */
export function platePosition(geom: HexGeometry, hex: number): { x: number; y: number } {
  const c = hexCentre(geom, hex)
  const col = hex % geom.cols
  const row = (hex - col) / geom.cols
  const push = geom.hexHeight * 0.45
  if (row === 0) return { x: c.x, y: c.y - push }
  if (row === geom.rows - 1) return { x: c.x, y: c.y + push }
  if (col === 0) return { x: c.x - push, y: c.y }
  if (col === geom.cols - 1) return { x: c.x + push, y: c.y }
  return c
}

function sideChit(
  side: MapSide,
  label: string,
  w: number,
  h: number,
  count: number,
  showOne = false,
): Container {
  const c = new Container()
  const g = new Graphics().roundRect(0, 0, w, h, 2).fill(side.colour).stroke({ width: 1, color: INK })
  c.addChild(g)
  const t = text(label, NAME_FONT, 8, inkOn(side.colour))
  t.position.set((w - t.width) / 2, (h - t.height) / 2)
  c.addChild(t)
  if (count > 1 || showOne) {
    const n = text(String(count), NAME_FONT, 7, 0xffffff)
    const bw = Math.max(8, n.width + 3)
    c.addChild(new Graphics().roundRect(w - bw / 2, -5, bw, 9, 4.5).fill(INK))
    n.position.set(w - n.width / 2, -5 + (9 - n.height) / 2)
    c.addChild(n)
  }
  return c
}

/** A side's naval chits at a location: its largest identified type, or a plain flotilla marker with its chit count when none is identified (4.10). */
export function navalChit(n: MapNaval): Container {
  const c = sideChit(n.side, n.type, 20, 13, n.count, n.ships.length === 0)
  // a hull line under the type: a ship, not an air unit; a carrier gets its flight deck
  const hull = new Graphics()
  hull
    .moveTo(2, 11)
    .lineTo(18, 11)
    .stroke({ width: 1, color: inkOn(n.side.colour) })
  if (n.carrier) hull.rect(3, 1.5, 14, 1.5).fill(inkOn(n.side.colour))
  c.addChild(hull)
  return c
}

function landChit(l: MapLand): Container {
  const c = sideChit(l.side, `${l.kind}${l.strength}`, 18, 12, l.count)
  // a land unit's box symbol: two diagonals would hide the text, so a bar on top
  c.addChild(new Graphics().rect(1, 1, 16, 1.5).fill(inkOn(l.side.colour)))
  return c
}

function radarIcon(): Graphics {
  return new Graphics()
    .circle(0, 0, 6)
    .fill({ color: PAPER, alpha: 0.85 })
    .arc(0, -1, 4, Math.PI * 0.15, Math.PI * 0.85, true)
    .stroke({ width: 1.4, color: INK })
    .moveTo(0, -1)
    .lineTo(0, 4)
    .moveTo(-2.5, 4)
    .lineTo(2.5, 4)
    .stroke({ width: 1.2, color: INK })
}

function installationIcons(i: MapBoard['installations'][number]): Graphics {
  const g = new Graphics()
  let x = 0
  const bg = (w: number) => g.roundRect(x - 1, -4.5, w + 2, 9, 1.5).fill({ color: PAPER, alpha: 0.85 })
  if (i.city) {
    bg(7)
    g.rect(x, -1, 3, 4)
      .rect(x + 3.5, -3.5, 3.5, 6.5)
      .fill(INK)
    x += 10
  }
  if (i.port) {
    bg(7)
    g.circle(x + 3.5, -2.5, 1.2).stroke({ width: 0.9, color: INK })
    g.moveTo(x + 3.5, -1.3)
      .lineTo(x + 3.5, 3.2)
      .stroke({ width: 1, color: INK })
    g.arc(x + 3.5, 0.5, 3, Math.PI * 0.1, Math.PI * 0.9).stroke({ width: 1, color: INK })
    if (i.port === 'major')
      g.moveTo(x + 1.5, -0.8)
        .lineTo(x + 5.5, -0.8)
        .stroke({ width: 0.9, color: INK })
    x += 10
  }
  if (i.resource) {
    bg(7)
    g.poly([x + 3.5, -3.5, x + 7, 0, x + 3.5, 3.5, x, 0]).fill(INK)
    x += 10
  }
  if (i.fortified) {
    bg(7)
    g.poly([
      x,
      3,
      x,
      -1,
      x + 1.75,
      -1,
      x + 1.75,
      -3,
      x + 3.5,
      -3,
      x + 3.5,
      -1,
      x + 5.25,
      -1,
      x + 5.25,
      -3,
      x + 7,
      -3,
      x + 7,
      3,
    ]).fill(INK)
  }
  return g
}

/** A hexside air units may not cross (4.12): red, doubled on the barred hex's side. */
const BARRED_LINE = 0xb3261e

/** Weather zone borders and labels: amber, apart from sea (blue) and nation (dark) lines. */
const WEATHER_LINE = 0xa0600a

export function buildDecorChunk(geom: HexGeometry, chunk: number, ix: BoardIndex): Container {
  const layer = new Container({ label: `decor ${chunk}` })
  const lines = new Graphics()
  if (ix.largeSea[chunk].length) {
    edgePath(lines, geom, ix.largeSea[chunk], 0, 0.08)
    lines.stroke({ width: 3, color: SEA_LINE, alpha: 0.5 })
  }
  if (ix.sea[chunk].length) {
    edgePath(lines, geom, ix.sea[chunk], 4)
    lines.stroke({ width: 1.6, color: SEA_LINE, alpha: 0.85 })
  }
  if (ix.weather[chunk].length) {
    edgePath(lines, geom, ix.weather[chunk], 6, 0.1)
    lines.stroke({ width: 2.5, color: WEATHER_LINE, alpha: 0.85 })
  }
  if (ix.nation[chunk].length) {
    edgePath(lines, geom, ix.nation[chunk])
    lines.stroke({ width: 3.5, color: NATION_LINE, alpha: 0.75, cap: 'round' })
  }
  if (ix.barred[chunk].length) {
    // Drawn just inside the barred hex, so the side it faces shows which way is closed (4.12).
    edgePath(lines, geom, ix.barred[chunk], 0, 0.12)
    lines.stroke({ width: 3, color: BARRED_LINE, alpha: 0.9 })
    edgePath(lines, geom, ix.barred[chunk], 2.5, 0.2)
    lines.stroke({ width: 2, color: BARRED_LINE, alpha: 0.9 })
  }
  layer.addChild(lines)
  for (const n of ix.seaNames[chunk]) {
    const c = hexCentre(geom, n.hex)
    const t = text(n.name, ITALIC_FONT, 10, SEA_LINE)
    t.position.set(c.x - t.width / 2, c.y + 6)
    layer.addChild(t)
  }
  /** A label on a filled plate centred on `at`: weather zones, large sea areas. */
  const plate = (label: string, at: { x: number; y: number }, colour: number) => {
    const t = text(label, ITALIC_FONT, 10, PAPER)
    const w = t.width + 10
    layer.addChild(
      new Graphics()
        .roundRect(at.x - w / 2, at.y - 8, w, 16, 4)
        .fill({ color: colour, alpha: 0.9 })
        .stroke({ width: 1, color: PAPER }),
    )
    t.position.set(at.x - t.width / 2, at.y - t.height / 2)
    layer.addChild(t)
  }
  for (const w of ix.weatherNames[chunk]) plate(w.text, hexCentre(geom, w.hex), WEATHER_LINE)
  for (const p of ix.plates[chunk]) plate(p.text, platePosition(geom, p.hex), SEA_LINE)
  for (const n of ix.names[chunk]) {
    const c = hexCentre(geom, n.hex)
    const t = text(n.name, NAME_FONT, 8, INK)
    const w = t.width + 4
    layer.addChild(
      new Graphics()
        .roundRect(c.x - w / 2, c.y + geom.hexHeight / 2 - 13, w, 11, 2)
        .fill({ color: PAPER, alpha: 0.7 }),
    )
    t.position.set(c.x - t.width / 2, c.y + geom.hexHeight / 2 - 12.5)
    layer.addChild(t)
  }
  for (const h of ix.radar[chunk]) {
    const c = hexCentre(geom, h)
    const icon = radarIcon()
    icon.position.set(c.x + 20, c.y - 18)
    layer.addChild(icon)
  }
  // Installations that are no base (4.26): a small ink tag at the top of the hex.
  for (const x of ix.sites[chunk]) {
    const c = hexCentre(geom, x.hex)
    const t = text(x.text, NAME_FONT, 7, PAPER)
    const w = t.width + 4
    layer.addChild(
      new Graphics()
        .roundRect(c.x - w / 2, c.y - geom.hexHeight / 2 + 3, w, 10, 2)
        .fill({ color: INK, alpha: 0.8 }),
    )
    t.position.set(c.x - t.width / 2, c.y - geom.hexHeight / 2 + 3.5)
    layer.addChild(t)
  }
  for (const i of ix.installations[chunk]) {
    const c = hexCentre(geom, i.hex)
    const icons = installationIcons(i)
    icons.position.set(c.x - 26, c.y + 12)
    layer.addChild(icons)
  }
  const landAt = new Map<number, number>()
  for (const l of ix.land[chunk]) {
    const c = hexCentre(geom, l.hex)
    const k = landAt.get(l.hex) ?? 0
    landAt.set(l.hex, k + 1)
    const chit = landChit(l)
    chit.position.set(c.x + 15 + k * 4, c.y - 4 + k * 4)
    layer.addChild(chit)
  }
  if (lines.context.instructions.length === 0) layer.removeChild(lines).destroy()
  if (layer.children.length) layer.enableRenderGroup() // an empty chunk stays a plain container: nothing to draw
  return layer
}

// ------------------------------------------------------------------ hex coordinates

/** Digit cell of the hex numbers, in world pixels: DejaVu Sans digits all have the same advance. */
export const DIGIT_WIDTH = 4.5
export const DIGIT_HEIGHT = 8.5
const DIGIT_FONT = `7px ${FONT_FAMILY.map((f) => (f.includes(' ') ? `"${f}"` : f)).join(', ')}`

function digitFrame(atlas: CanvasAtlas, d: string): AtlasFrame {
  return atlas.frame(d, (g) => {
    g.font = DIGIT_FONT
    g.fillStyle = css(LABEL_INK)
    g.textAlign = 'center'
    g.textBaseline = 'top'
    g.fillText(d, DIGIT_WIDTH / 2, 0.5)
  })
}

/**
 * Printed hex numbers ("4015") at the top of each hex, as on the board game's map: one mesh of
 * digit quads per chunk (a few hundred hexes in well under a millisecond, where text objects took
 * tens), textured from the digit atlas.
 */
export function buildLabelChunk(
  geom: HexGeometry,
  grid: ChunkGrid,
  chunk: number,
  labels: readonly string[],
  digits: CanvasAtlas,
): Container {
  const { c0, r0, c1, r1 } = grid.span(chunk)
  const n = (c1 - c0) * (r1 - r0) * 2 * geom.digits
  const positions = new Float32Array(n * 8)
  const uvs = new Float32Array(n * 8)
  const indices = new Uint32Array(n * 6)
  let page: AtlasFrame['page'] | null = null
  let q = 0
  for (let row = r0; row < r1; row++) {
    for (let col = c0; col < c1; col++) {
      const text = labels[row * geom.cols + col]
      const x0 = geom.cx(col) - (text.length * DIGIT_WIDTH) / 2
      const y0 = geom.cy(col, row) - geom.hexHeight / 2 + 1.5
      for (let k = 0; k < text.length; k++, q++) {
        const f = digitFrame(digits, text[k])
        page ??= f.page
        const x = x0 + k * DIGIT_WIDTH
        const p = q * 8
        positions.set(
          [x, y0, x + DIGIT_WIDTH, y0, x + DIGIT_WIDTH, y0 + DIGIT_HEIGHT, x, y0 + DIGIT_HEIGHT],
          p,
        )
        uvs.set([f.u0, f.v0, f.u1, f.v0, f.u1, f.v1, f.u0, f.v1], p)
        indices.set([q * 4, q * 4 + 1, q * 4 + 2, q * 4, q * 4 + 2, q * 4 + 3], q * 6)
      }
    }
  }
  const layer = new Container({ label: `labels ${chunk}`, isRenderGroup: true })
  layer.addChild(
    new Mesh({
      geometry: new MeshGeometry({
        positions: positions.subarray(0, q * 8),
        uvs: uvs.subarray(0, q * 8),
        indices: indices.subarray(0, q * 6),
      }),
      texture: page ?? undefined,
    }),
  )
  return layer
}
