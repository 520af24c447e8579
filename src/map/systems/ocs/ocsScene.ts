// The OCS map scene: the shared hex board (map/hexBoardScene.ts: the grid, camera, input, frames on
// demand) drawing an OcsMapSnapshot. Free of rules: it draws what the snapshot says (bases, stacks,
// Patrol Zones, the mission in flight); the board reports the hex under a click or the pointer.
import { Container, Graphics } from 'pixi.js'
import type { HexGeometry } from '../../geometry'
import {
  createHexBoardScene,
  label,
  outline,
  polygon,
  type HexBoardScene,
  type HexBoardSceneOptions,
} from '../../hexBoardScene'
import { COMBAT, INK, PAPER, REFUSED, SELECTION, shade } from '../../palette'
import type { OcsMapPlane, OcsMapSnapshot } from './ocsSnapshot'

/** The sides' colours, in play order. */
export const OCS_SIDE_COLOURS: readonly number[] = [0xb3261e, 0x35577d]
/** The land of the blank OCS map (the scenario gives no terrain: the air rules read none). */
const LAND = 0xe8e3cf
/** Side of an aircraft counter, in world pixels (a hex is 72 wide). */
const CHIT = 20

export type OcsSceneOptions = HexBoardSceneOptions
export type OcsScene = HexBoardScene<OcsMapSnapshot>

export function sideColour(snap: OcsMapSnapshot, side: string): number {
  const i = snap.sides.findIndex((s) => s.id === side)
  return OCS_SIDE_COLOURS[i < 0 ? 0 : i % OCS_SIDE_COLOURS.length]
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

function drawOcsPieces(s: OcsMapSnapshot, g: HexGeometry, highlight: readonly string[]): Container {
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

export function createOcsScene(host: HTMLElement, options: OcsSceneOptions = {}): Promise<OcsScene> {
  return createHexBoardScene(host, { name: 'ocs', land: LAND, pieces: drawOcsPieces }, options)
}
