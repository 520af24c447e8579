// The selection in one or two sentences, for the live region.
import type { GameState } from '../rules/systems/aeto'
import type { Viewer } from '../rules/systems/aeto/view'
import { hexView, unitRow, unitsInHex, WHERE_NAMES } from './situation'
import { TERRAIN_TEXT } from './format'

/** What `viewer` may know of the selection (null: all open): enemy ships not located are counted, not named (4.10). */
export function selectionText(
  state: GameState,
  hex: string | null,
  unit: string | null,
  route: readonly string[] | null,
  viewer: Viewer = null,
): string {
  const parts: string[] = []
  if (route)
    parts.push(route.length ? `Route: ${route.join(', ')}.` : 'Tracing a route: choose the first hex.')
  if (hex) {
    const h = hexView(state, hex, viewer)
    if (h) {
      const units = unitsInHex(h)
      const where = [
        TERRAIN_TEXT[h.terrain],
        h.placeName,
        ...h.bases.map((b) => `${b.name} (${b.side.name})`),
      ]
        .filter(Boolean)
        .join(', ')
      const ships = h.naval.map((n) => `${n.side.name}: ${n.inPort ? 'in port, ' : ''}${n.text}`).join('; ')
      parts.push(
        `Hex ${hex}: ${where}; ${units.length ? `${units.length} air unit${units.length === 1 ? '' : 's'}` : 'no air units'}${ships ? `; ships — ${ships}` : ''}.`,
      )
    }
  }
  if (unit && state.units[unit]) {
    const r = unitRow(state, unit, viewer)
    parts.push(
      `Unit ${r.name}, ${r.side.name}, ${r.type} ${r.notation}${r.reduced ? ' reduced' : ''}, ${WHERE_NAMES[r.where].toLowerCase()}${r.loc ? ` at ${r.loc}` : ''}.`,
    )
  }
  return parts.length ? parts.join(' ') : 'Nothing selected.'
}
