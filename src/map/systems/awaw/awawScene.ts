// The AWAW map scene: the shared hex board (map/hexBoardScene.ts) drawing an AwawMapSnapshot. Free
// of rules: each air base as a counter in its side's colour with its AAF and NAS, each port as a
// ring, each naval force as a hull with its task forces' count, the air fight in progress ringed,
// and the hexes the decision offers outlined.
import { Container, Graphics } from 'pixi.js'
import type { HexGeometry } from '../../geometry'
import {
  createHexBoardScene,
  hexCentre,
  label,
  polygon,
  type HexBoardScene,
  type HexBoardSceneOptions,
} from '../../hexBoardScene'
import { COMBAT, INK, PAPER, SELECTION } from '../../palette'
import type { AwawMapSnapshot } from './awawSnapshot'

/** The sides' colours, in play order. */
export const AWAW_SIDE_COLOURS: readonly number[] = [0xb3261e, 0x35577d]
/** The sea of the blank AWAW map (the scenario gives no terrain: rule 23 reads only distances). */
const SEA = 0xdbe7ee

export type AwawScene = HexBoardScene<AwawMapSnapshot>

export function awawSideColour(snap: AwawMapSnapshot, side: string): number {
  const i = snap.sides.findIndex((s) => s.id === side)
  return AWAW_SIDE_COLOURS[i < 0 ? 0 : i % AWAW_SIDE_COLOURS.length]
}

function drawAwawPieces(s: AwawMapSnapshot, g: HexGeometry, highlight: readonly string[]): Container {
  const root = new Container({ label: 'awaw pieces' })
  const marks = new Graphics({ label: 'highlight' })
  for (const h of highlight) {
    const o = g.parse(h)
    if (o) polygon(marks, g, o.col, o.row, 2).stroke({ width: 3, color: SELECTION })
  }
  root.addChild(marks)
  const fight = s.fight ? hexCentre(g, s.fight.hex) : null
  if (fight) {
    const ring = new Graphics({ label: 'air fight' })
    ring.circle(fight.x, fight.y, 30).stroke({ width: 3, color: COMBAT })
    root.addChild(ring)
  }
  for (const p of s.ports) {
    const c = hexCentre(g, p.hex)
    if (!c) continue
    const ring = new Graphics()
    ring.circle(c.x + 20, c.y - 14, 6).stroke({ width: 2, color: awawSideColour(s, p.side) })
    root.addChild(ring)
  }
  // Air bases: the counter with its AAF and NAS (23.11, 23.13).
  for (const b of s.bases) {
    const c = hexCentre(g, b.hex)
    if (!c) continue
    const colour = awawSideColour(s, b.side)
    const box = new Graphics()
    box
      .roundRect(c.x - 18, c.y + 2, 36, 20, 3)
      .fill(PAPER)
      .stroke({ width: 2, color: colour })
    root.addChild(box)
    const t = label(`${b.aaf} AAF`, 7, INK)
    t.position.set(c.x - t.width / 2, c.y + 3)
    const aas = b.aas.search + b.aas.cover + b.aas.attack
    const n = label(`${aas ? `${aas} AAS ` : ''}${b.nas ? `${b.nas} NAS` : ''}`.trim() || '·', 6, INK)
    n.position.set(c.x - n.width / 2, c.y + 12)
    root.addChild(t, n)
  }
  // Naval forces: a hull in the side's colour, the number of task forces on it.
  for (const f of s.forces) {
    const c = hexCentre(g, f.hex)
    if (!c) continue
    const colour = awawSideColour(s, f.side)
    const hull = new Graphics()
    const x = c.x
    const y = c.y - 12
    hull
      .poly([x - 18, y - 6, x + 12, y - 6, x + 20, y, x + 12, y + 6, x - 18, y + 6], true)
      .fill(colour)
      .stroke({ width: 1, color: INK })
    root.addChild(hull)
    const t = label(`TF ×${f.taskForces.length}`, 7, 0xffffff)
    t.position.set(x - t.width / 2 - 2, y - 5)
    root.addChild(t)
  }
  return root
}

export function createAwawScene(host: HTMLElement, options: HexBoardSceneOptions = {}): Promise<AwawScene> {
  return createHexBoardScene(host, { name: 'awaw', land: SEA, pieces: drawAwawPieces }, options)
}
