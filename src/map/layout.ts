// Where things go inside a hex and in the expanded stack panel. Pure maths, no Pixi: positions
// are world pixels relative to the hex centre (piles) or screen pixels relative to the panel.

/** Chit side in world pixels (the hex is 72 wide, 62 high). */
export const CHIT = 32
/** How far each chit under the top one peeks out, down and right. */
export const PEEK = 2.5
/** At most this many chits peek out under the top one. */
export const MAX_PEEK = 2

export interface Pile {
  /** Top-left corner of the top chit. */
  x: number
  y: number
  /** Chits drawn: the top one and up to MAX_PEEK under it. */
  shown: number
  /** Chits in the pile. */
  count: number
}

export interface PlaceLayout {
  /** Units at the bases of the hex, or null. */
  base: Pile | null
  /** One pile per flight aloft, in the order given. */
  flights: Pile[]
}

function pile(cx: number, cy: number, count: number): Pile {
  return { x: cx - CHIT / 2, y: cy - CHIT / 2, shown: Math.min(count, MAX_PEEK + 1), count }
}

/**
 * Units at base sit a little above the centre (the base name plate is below); flights aloft are
 * offset up and to the right (and the base pile moves left to make room), each further flight a
 * little more, so a flight never hides the units at base exactly.
 */
export function placeLayout(atBase: number, flights: readonly number[]): PlaceLayout {
  const both = atBase > 0 && flights.length > 0
  return {
    base: atBase > 0 ? pile(both ? -8 : 0, -5, atBase) : null,
    flights: flights.map((n, i) => pile((both ? 9 : 3) + 5 * i, (both ? -12 : -8) - 5 * i, n)),
  }
}

/** Where the count badge goes: right of the pile's top edge. */
export function badgeAt(p: Pile): { x: number; y: number } {
  return { x: p.x + CHIT + (p.shown - 1) * PEEK + 1, y: p.y }
}

// ------------------------------------------------------------------ the expanded stack panel

export interface PanelOptions {
  /** Chit size on screen. */
  size: number
  gap: number
  pad: number
  perRow: number
  /** Height of the caption line above the chits, and of a flight tag above a chit. */
  caption: number
}

export const PANEL: PanelOptions = { size: 44, gap: 6, pad: 8, perRow: 6, caption: 16 }

export interface PanelLayout {
  width: number
  height: number
  /** Top-left of each chit, relative to the panel. */
  items: { x: number; y: number }[]
}

export function panelLayout(n: number, o: PanelOptions = PANEL): PanelLayout {
  const cols = Math.max(1, Math.min(n, o.perRow))
  const rows = Math.max(1, Math.ceil(n / o.perRow))
  const cell = o.size + o.gap
  const items = Array.from({ length: n }, (_, i) => ({
    x: o.pad + (i % o.perRow) * cell,
    y: o.pad + o.caption + Math.floor(i / o.perRow) * (cell + o.caption) + o.caption,
  }))
  return {
    width: 2 * o.pad + cols * cell - o.gap,
    height: 2 * o.pad + o.caption + rows * (o.size + o.caption) + (rows - 1) * o.gap,
    items,
  }
}

/** Panel position: centred above the hex's screen point, else below it, kept inside the view. */
export function panelOrigin(
  at: { x: number; y: number },
  layout: PanelLayout,
  view: { width: number; height: number },
  clearance = 30,
): { x: number; y: number } {
  let y = at.y - clearance - layout.height
  if (y < 4) y = at.y + clearance
  const x = Math.min(Math.max(4, at.x - layout.width / 2), Math.max(4, view.width - layout.width - 4))
  return { x, y: Math.min(Math.max(4, y), Math.max(4, view.height - layout.height - 4)) }
}

/** Index of the chit under a screen point, -1 inside the panel but on no chit, null outside it. */
export function panelHit(
  layout: PanelLayout,
  origin: { x: number; y: number },
  px: number,
  py: number,
  size = PANEL.size,
): number | null {
  const x = px - origin.x
  const y = py - origin.y
  if (x < 0 || y < 0 || x > layout.width || y > layout.height) return null
  return layout.items.findIndex((it) => x >= it.x && x <= it.x + size && y >= it.y && y <= it.y + size)
}
