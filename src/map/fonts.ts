// Bitmap fonts for the many small texts of the map (hex labels, base names, stack counts). They
// are drawn white once, at 3x their usual size, and tinted per text; they outlive any one
// Application, so they are installed once per page.
import { BitmapFont } from 'pixi.js'

export const FONT_FAMILY = ['DejaVu Sans', 'Arial', 'Helvetica', 'sans-serif']
export const LABEL_FONT = 'SortieHexLabel'
export const NAME_FONT = 'SortieName'

let installed = false

export function installFonts(): void {
  if (installed) return
  installed = true
  BitmapFont.install({
    name: LABEL_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 8, fill: 0xffffff },
    chars: [['0', '9'], ' '],
    resolution: 3,
    skipKerning: true,
  })
  BitmapFont.install({
    name: NAME_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 9, fontWeight: 'bold', fill: 0xffffff },
    chars: [[' ', '~'], ['\u00a0', '\u017f']], // ASCII and Latin-1/Extended-A: place names of Europe
    resolution: 3,
    skipKerning: true,
  })
}
