// Bases: an airfield symbol at the hex centre (hidden under chits when units are there) and a
// name plate at the bottom of the hex with the owner's letter on the owner's colour.
import { BitmapText, Container, Graphics } from 'pixi.js'
import type { HexGeometry } from '../geometry'
import type { MapBase } from '../snapshot'
import { NAME_FONT } from '../fonts'
import { INK, PAPER, inkOn } from '../palette'

const PLATE_HEIGHT = 12
const NAME_SIZE = 9

export function buildBases(geom: HexGeometry, bases: readonly MapBase[]): Container {
  const layer = new Container({ label: 'bases' })
  const byHex = new Map<string, MapBase[]>()
  for (const b of bases) byHex.set(b.hex, [...(byHex.get(b.hex) ?? []), b])
  for (const [hex, here] of byHex) {
    const at = geom.parse(hex)
    if (!at) continue
    const { x, y } = geom.centre(at.col, at.row)
    const marker = new Container({ label: `base ${hex}` })
    marker.position.set(x, y)
    marker.addChild(airfieldSymbol(here[0].side.colour))
    marker.addChild(namePlate(here, geom.hexHeight / 2 - PLATE_HEIGHT - 1.5))
    marker.cullable = true
    layer.addChild(marker)
  }
  return layer
}

function airfieldSymbol(colour: number): Graphics {
  return new Graphics()
    .circle(0, -3, 10)
    .fill(PAPER)
    .stroke({ width: 3, color: colour })
    .moveTo(-6, 1)
    .lineTo(6, -7)
    .stroke({ width: 3, color: INK, cap: 'round' })
}

/** "[B] Hull", or "[B] Hull / Leconfield" for several bases in one hex. */
function namePlate(bases: readonly MapBase[], top: number): Container {
  const side = bases[0].side
  const plate = new Container()
  const letter = new BitmapText({ text: side.letter, style: { fontFamily: NAME_FONT, fontSize: NAME_SIZE } })
  letter.tint = inkOn(side.colour)
  const name = new BitmapText({ text: bases.map((b) => b.name).join(' / '), style: { fontFamily: NAME_FONT, fontSize: NAME_SIZE } })
  name.tint = INK
  const boxW = Math.max(10, letter.width + 4)
  const width = boxW + name.width + 6
  const left = -width / 2
  const bg = new Graphics()
    .roundRect(left, top, width, PLATE_HEIGHT, 3)
    .fill({ color: PAPER, alpha: 0.95 })
    .stroke({ width: 1.25, color: side.colour })
    .roundRect(left, top, boxW, PLATE_HEIGHT, 3)
    .fill(side.colour)
  letter.position.set(left + (boxW - letter.width) / 2, top + (PLATE_HEIGHT - letter.height) / 2)
  name.position.set(left + boxW + 3, top + (PLATE_HEIGHT - name.height) / 2)
  plate.addChild(bg, letter, name)
  return plate
}
