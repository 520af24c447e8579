// The one-line description of a location shown while hovering it: the hex, its terrain, the
// bases (owner letter, type, used/capacity, over-stacked) and the units there, ships as the
// viewer may see them. Pure.
import type { MapNaval, MapSnapshot } from './model'

const chits = (n: number) => `${n} naval chit${n === 1 ? '' : 's'}`

/** "Furious and 1 more ship", "2 naval chits, not located", "3 naval chits, located, not identified" (4.10). */
function navalWords(n: MapNaval): string {
  const unknown =
    n.located === 0
      ? 'not located'
      : n.located === n.unidentified
        ? 'located, not identified'
        : `${n.located} located, not identified; the others not located`
  if (!n.ships.length) return `${chits(n.count)}, ${unknown}`
  const lead =
    n.ships.length > 1
      ? `${n.ships[0].name} and ${n.ships.length - 1} more ship${n.ships.length > 2 ? 's' : ''}`
      : n.ships[0].name
  return n.unidentified ? `${lead} and ${chits(n.unidentified)} ${unknown}` : lead
}

export function hoverText(s: MapSnapshot, loc: number): string {
  const b = s.board
  const hexCount = b.cols * b.rows
  const parts: string[] = []
  const sea = loc >= hexCount ? b.largeSeaAreas.find((a) => a.loc === loc) : undefined
  parts.push(
    sea
      ? `${sea.name} (MP = ${sea.mp})`
      : `${b.labels[loc]} ${b.terrain[loc]}${b.noAir[loc] ? ', no air units' : ''}`,
  )
  for (const x of b.barred ?? []) if (x.into === loc) parts.push(x.text)
  const place = s.pieces.places.find((p) => p.loc === loc)
  for (const base of place?.bases ?? [])
    parts.push(
      `${base.name} (${base.side.letter}, ${base.kind} ${base.used}/${base.capacity}${base.overStacked ? ', over-stacked' : ''})`,
    )
  const atBase = place?.atBase.length ?? 0
  if (atBase) parts.push(`${atBase} air unit${atBase > 1 ? 's' : ''} at base`)
  for (const f of place?.flights ?? [])
    parts.push(
      `flight F${f.number} (${f.side.letter}): ${f.chits.map((c) => c.name).join(', ')}${f.setAside ? ', set aside' : ''}`,
    )
  for (const n of place?.naval ?? [])
    parts.push(
      `${navalWords(n)} (${n.side.letter}${n.inPort ? ', in port' : ''}${n.aboard ? `, ${n.aboard} air unit${n.aboard > 1 ? 's' : ''} aboard` : ''})`,
    )
  for (const l of b.land)
    if (l.hex === loc) parts.push(`${l.count} land unit${l.count > 1 ? 's' : ''} (${l.side.letter})`)
  return parts.join(' · ')
}
