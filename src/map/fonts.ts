// Bitmap fonts for the many small texts of the map (base names, stack counts, flight tags). They
// are drawn white once, at 3x their usual size, and tinted per text; they outlive any one
// Application, so they are installed once per page.
import { BitmapFont } from 'pixi.js'
import { FONT_FAMILY } from './palette'

export const NAME_FONT = 'SortieName'
export const ITALIC_FONT = 'SortieItalic'

let installed = false

export function installFonts(): void {
  if (installed) return
  installed = true
  BitmapFont.install({
    name: NAME_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 9, fontWeight: 'bold', fill: 0xffffff },
    chars: [
      [' ', '~'],
      ['\u00a0', '\u017f'],
    ], // ASCII and Latin-1/Extended-A: place names of Europe
    resolution: 3,
    skipKerning: true,
  })
  BitmapFont.install({
    name: ITALIC_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 9, fontStyle: 'italic', fontWeight: 'bold', fill: 0xffffff },
    chars: [
      [' ', '~'],
      ['\u00a0', '\u017f'],
    ],
    resolution: 3,
    skipKerning: true,
  })
}
