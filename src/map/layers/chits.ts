// Air unit chits, drawn like the board game's: the side's colour AND letter (top left), the
// type letter, and the strength-range/quality line. One texture per distinct look, shared by
// every sprite showing it. Several units in a hex show the top chit over the edges of the
// next ones and a count badge.
import { BitmapText, Container, Graphics, Rectangle, Sprite, Text, type Renderer, type Texture } from 'pixi.js'
import type { HexGeometry } from '../geometry'
import type { MapChit, MapStack } from '../snapshot'
import { FONT_FAMILY, NAME_FONT } from '../fonts'
import { INK, PAPER, inkOn } from '../palette'

/** Chit side in world pixels. */
export const CHIT = 32
/** The chit sits a little above the hex centre, leaving room for the base name plate. */
const CHIT_DY = -5
/** Extra resolution of chit textures so they stay sharp when zoomed in. */
const CHIT_RESOLUTION = 3

export class ChitTextures {
  private readonly cache = new Map<string, Texture>()
  constructor(private readonly renderer: Renderer) {}

  get(chit: MapChit): Texture {
    const key = [chit.side.colour, chit.side.letter, chit.typeLetter, chit.notation, chit.reduced].join('|')
    let tex = this.cache.get(key)
    if (!tex) {
      const face = drawChit(chit)
      tex = this.renderer.generateTexture({
        target: face,
        frame: new Rectangle(0, 0, CHIT, CHIT),
        resolution: CHIT_RESOLUTION,
        antialias: true,
      })
      face.destroy({ children: true })
      this.cache.set(key, tex)
    }
    return tex
  }

  destroy(): void {
    for (const tex of this.cache.values()) tex.destroy(true)
    this.cache.clear()
  }
}

function drawChit(chit: MapChit): Container {
  const ink = inkOn(chit.side.colour)
  const face = new Container()
  const bg = new Graphics().roundRect(0.5, 0.5, CHIT - 1, CHIT - 1, 3).fill(chit.side.colour).stroke({ width: 1, color: INK })
  if (chit.reduced) bg.poly([CHIT - 11, 0.5, CHIT - 0.5, 0.5, CHIT - 0.5, 11]).fill(PAPER) // reduced: a cut corner
  face.addChild(bg)
  const text = (s: string, size: number) =>
    new Text({ text: s, style: { fontFamily: FONT_FAMILY, fontSize: size, fontWeight: 'bold', fill: ink }, resolution: CHIT_RESOLUTION })
  const side = text(chit.side.letter, 8)
  side.position.set(3, 1)
  const type = text(chit.typeLetter, 11)
  type.anchor.set(0.5, 0.5)
  type.position.set(CHIT / 2, CHIT / 2 - 2)
  const values = text(chit.notation.replaceAll('_', ''), 9)
  values.anchor.set(0.5, 1)
  values.scale.set(Math.min(1, (CHIT - 4) / values.width))
  values.position.set(CHIT / 2, CHIT - 1)
  face.addChild(side, type, values)
  if (chit.notation.startsWith('_')) {
    // an underscored strength (4.20): underline the digits before the dash
    const digits = chit.notation.slice(1, chit.notation.indexOf('_', 1))
    const w = (values.width * digits.length) / chit.notation.replaceAll('_', '').length
    const x0 = CHIT / 2 - values.width / 2
    face.addChild(new Graphics().rect(x0, CHIT - 2.5, w, 1).fill(ink))
  }
  return face
}

export function buildStacks(geom: HexGeometry, stacks: readonly MapStack[], textures: ChitTextures): Container {
  const layer = new Container({ label: 'air units' })
  for (const stack of stacks) {
    const at = geom.parse(stack.hex)
    if (!at || stack.chits.length === 0) continue
    const { x, y } = geom.centre(at.col, at.row)
    const pile = new Container({ label: `stack ${stack.hex}` })
    pile.position.set(x - CHIT / 2, y - CHIT / 2 + CHIT_DY)
    // up to two chits peek out from under the top one, down and to the right
    const shown = stack.chits.slice(0, 3)
    for (let i = shown.length - 1; i >= 0; i--) {
      const sprite = new Sprite(textures.get(shown[i]))
      sprite.width = CHIT
      sprite.height = CHIT
      sprite.position.set(i * 2.5, i * 2.5)
      pile.addChild(sprite)
    }
    if (stack.chits.length > 1) pile.addChild(countBadge(stack.chits.length, CHIT + (shown.length - 1) * 2.5 + 1))
    pile.cullable = true
    layer.addChild(pile)
  }
  return layer
}

/** "×3" beside the top chit, clear of the hex label and the base name. */
function countBadge(n: number, x: number): Container {
  const badge = new Container({ label: 'count' })
  const label = new BitmapText({ text: `×${n}`, style: { fontFamily: NAME_FONT, fontSize: 9 } })
  label.tint = 0xffffff
  const w = Math.max(12, label.width + 5)
  badge.addChild(new Graphics().roundRect(0, 0, w, 11, 5.5).fill(INK).stroke({ width: 1, color: PAPER }))
  label.position.set((w - label.width) / 2, (11 - label.height) / 2)
  badge.addChild(label)
  badge.position.set(x, 0)
  return badge
}
