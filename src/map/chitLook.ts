// How an air unit's chit looks, like the board game's: side letter (and colour), type letter,
// strength-range, quality (circled for a heavy bomber), the strength underscored when printed so,
// the depleted face in the side's colour with a paper band and a cut corner (never white: the side
// stays readable on both faces), commitment markers (C current, P previous),
// a double frame while aloft, and greyed "SA"/"AB" stamps for set-aside and aborted units.
// chitKey names a look: sprites with the same key share one texture.
import { CHIT } from './layout'
import type { MapChit } from './model'
import {
  FONT_FAMILY,
  COMMIT_CURRENT,
  COMMIT_PREVIOUS,
  DEPLETED_FACE,
  INK,
  OVERSTACK,
  PAPER,
  css,
  inkOn,
} from './palette'

export interface ChitFace {
  sideLetter: string
  type: string
  strength: string
  underscored: boolean
  range: string
  quality: string
  circled: boolean
  /** "o" between strength and range: a Small Fighter (APTO 4.2). */
  small: boolean
  marker: 'C' | 'P' | null
  stamp: 'SA' | 'AB' | null
  background: number
  band: number | null
  ink: number
  cutCorner: boolean
  aloft: boolean
  greyed: boolean
  hatched: boolean
}

/** What a chit prints, derived from the unit; the texture is drawn from this alone. */
export function chitFace(c: MapChit): ChitFace {
  const background = c.side.colour
  return {
    sideLetter: c.side.letter,
    type: c.floatplane ? `${c.type}~` : c.type, // a Floatplane's sea-wave icon (APTO 4.0)
    strength: c.strength === null ? 'X' : String(c.strength),
    underscored: c.underscored && c.strength !== null,
    range: String(c.range),
    quality: c.quality > 0 || c.circled ? String(c.quality) : '',
    circled: c.circled,
    small: c.small === true,
    marker: c.commitment === 'current' ? 'C' : c.commitment === 'previous' ? 'P' : null,
    stamp: c.aborted ? 'AB' : c.setAside ? 'SA' : null,
    background,
    band: c.depleted ? DEPLETED_FACE : null,
    ink: inkOn(background),
    cutCorner: c.depleted,
    aloft: c.aloft,
    greyed: c.setAside || c.aborted,
    hatched: !c.operational,
  }
}

/** The texture key of a chit's look: equal keys, identical pictures. */
export function chitKey(c: MapChit): string {
  const f = chitFace(c)
  return [
    f.sideLetter,
    f.background.toString(16),
    f.band?.toString(16) ?? '',
    f.type,
    f.strength,
    f.underscored ? '_' : '',
    f.range,
    f.quality,
    f.circled ? 'o' : '',
    f.small ? 'small' : '',
    f.marker ?? '',
    f.stamp ?? '',
    f.aloft ? 'air' : '',
    f.hatched ? 'x' : '',
  ].join('|')
}

const font = (px: number, weight = 'bold') =>
  `${weight} ${px}px ${FONT_FAMILY.map((f) => (f.includes(' ') ? `"${f}"` : f)).join(', ')}`

/** Draws a chit face into a CHIT x CHIT box at (0, 0) of a context already scaled to world pixels. */
export function drawChit(g: CanvasRenderingContext2D, f: ChitFace): void {
  const S = CHIT
  const ink = css(f.ink)
  g.save()
  // face and frame
  g.beginPath()
  if (f.cutCorner) {
    g.moveTo(0.5, 0.5)
    g.lineTo(S - 9, 0.5)
    g.lineTo(S - 0.5, 9)
    g.lineTo(S - 0.5, S - 0.5)
    g.lineTo(0.5, S - 0.5)
    g.closePath()
  } else g.roundRect(0.5, 0.5, S - 1, S - 1, 3)
  g.fillStyle = css(f.background)
  g.fill()
  if (f.band !== null) {
    g.save()
    g.clip()
    g.fillStyle = css(f.band)
    g.fillRect(0, 0, 5, S)
    g.restore()
  }
  if (f.aloft) {
    // aloft: a white frame inside a dark one, like a chit lifted off the map
    g.lineWidth = 3
    g.strokeStyle = css(PAPER)
    g.stroke()
    g.lineWidth = 1
    g.strokeStyle = css(INK)
    g.stroke()
  } else {
    g.lineWidth = 1
    g.strokeStyle = css(INK)
    g.stroke()
  }
  g.textBaseline = 'alphabetic'
  // side letter, top left (right of the band on a depleted face)
  g.fillStyle = f.band !== null ? css(inkOn(f.band)) : ink
  g.font = font(7.5)
  g.textAlign = 'left'
  g.fillText(f.sideLetter, f.band !== null ? 0.8 : 3, 9)
  g.fillStyle = ink
  // type letter, centre
  g.textAlign = 'center'
  g.font = font(f.type.length > 2 ? 8 : f.type.length > 1 ? 10 : 12)
  g.fillText(f.type, S / 2 + (f.band !== null ? 1.5 : 0), 19)
  // strength-range and quality, bottom
  g.font = font(8)
  const sr = `${f.strength}${f.small ? 'o' : '-'}${f.range}` // a Small Fighter's "o" (APTO 4.2)
  const q = f.quality
  const srW = g.measureText(sr).width
  const qW = q ? g.measureText(q).width + (f.circled ? 4 : 3) : 0
  const total = srW + qW
  const scale = Math.min(1, (S - 6) / total)
  const left = S / 2 + (f.band !== null ? 1.5 : 0) - (total * scale) / 2
  g.save()
  g.translate(left, S - 4)
  g.scale(scale, 1)
  g.textAlign = 'left'
  g.fillText(sr, 0, 0)
  if (f.underscored) {
    const w = g.measureText(f.strength).width
    g.fillRect(0, 1.2, w, 0.9)
  }
  if (q) {
    const x = srW + (f.circled ? 4 : 3) / 2 + g.measureText(q).width / 2
    if (f.circled) {
      g.beginPath()
      g.arc(x, -2.8, 4.1, 0, Math.PI * 2)
      g.lineWidth = 0.9
      g.strokeStyle = ink
      g.stroke()
    } else {
      g.fillText('/', srW - 0.5, 0) // "4-4/3"
    }
    g.textAlign = 'center'
    g.fillText(q, f.circled ? x : x + 1, 0)
  }
  g.restore()
  // commitment marker, top right
  if (f.marker) {
    g.beginPath()
    g.arc(S - 6.5, 6.5, 5, 0, Math.PI * 2)
    g.fillStyle = css(f.marker === 'C' ? COMMIT_CURRENT : COMMIT_PREVIOUS)
    g.fill()
    g.lineWidth = 0.8
    g.strokeStyle = css(PAPER)
    g.stroke()
    g.fillStyle = css(f.marker === 'C' ? PAPER : INK)
    g.font = font(7)
    g.textAlign = 'center'
    g.fillText(f.marker, S - 6.5, 9)
  }
  // not operational (over-stacked beyond capacity): red hatching
  if (f.hatched) {
    g.save()
    g.beginPath()
    g.rect(1, 1, S - 2, S - 2)
    g.clip()
    g.strokeStyle = css(OVERSTACK)
    g.globalAlpha = 0.55
    g.lineWidth = 1
    for (let d = -S; d < S; d += 6) {
      g.beginPath()
      g.moveTo(d, S)
      g.lineTo(d + S, 0)
      g.stroke()
    }
    g.restore()
  }
  // set aside / aborted: greyed, with a stamp
  if (f.greyed) {
    g.fillStyle = 'rgba(120,120,120,0.55)'
    g.fillRect(0.5, 0.5, S - 1, S - 1)
  }
  if (f.stamp) {
    g.fillStyle = css(PAPER)
    g.strokeStyle = css(INK)
    g.lineWidth = 1
    g.beginPath()
    g.roundRect(S / 2 - 9, 7, 18, 10, 2)
    g.fill()
    g.stroke()
    g.fillStyle = css(INK)
    g.font = font(7.5)
    g.textAlign = 'center'
    g.fillText(f.stamp, S / 2, 15)
  }
  g.restore()
}
