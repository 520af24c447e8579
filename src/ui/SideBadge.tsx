import type { SideRef } from './sideRef'

/**
 * A side's letter on its colour, with the side's name for tooltips and screen readers (unless
 * `decorative`, where the name is already in the text next to it).
 */
export function SideBadge({ side, decorative = false }: { side: SideRef; decorative?: boolean }) {
  return (
    <span
      className="side-badge"
      style={{ backgroundColor: side.colour }}
      data-dark={isDark(side.colour)}
      title={side.name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{side.letter}</span>
      {!decorative && <span className="visually-hidden">{side.name}</span>}
    </span>
  )
}

function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  const luminance = (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
  return luminance <= 0.55
}
