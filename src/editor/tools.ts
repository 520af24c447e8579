// What a click on a hex (or "Apply at hex" from the keyboard) does with the chosen tool: paint
// with the brush, or place a base, a copy of a library type, a ship, a land unit, a supply source.
import {
  brushHexes,
  featureAt,
  paintNation,
  paintTerrain,
  paintWeatherZone,
  toggleFlag,
  toggleLargeSeaBorder,
  toggleSeaArea,
} from './draft'
import { copyTypeTo, placeOf, shipTo, type Outcome } from './moves'
import { baseAt, placeBase, placeLandUnit, toggleSupply } from './pieces'
import type { EditorStore } from './store'
import { TERRAIN_NAMES } from './words'

export function applyTool(store: EditorStore, hex: string): void {
  const st = store.getState()
  const d = st.draft
  const place = placeOf(d, hex)
  if (!place) return st.say(`Hex ${hex} is not on this ${d.map.cols}×${d.map.rows} map.`)
  const tool = st.tool
  if ('seaArea' in place) return applyToolAtSea(store, place.seaArea)
  const hexes = brushHexes(d, hex, st.brush)
  const many = hexes.length > 1 ? ` (${hexes.length} hexes)` : ''
  switch (tool.kind) {
    case 'select':
      st.select(hex)
      return st.say(`Hex ${hex} selected.`)
    case 'terrain':
      return st.edit(
        (x) => paintTerrain(x, hexes, tool.code),
        `${TERRAIN_NAMES[tool.code]} painted at ${hex}${many}.`,
      )
    case 'nation':
      return st.edit(
        (x) => paintNation(x, hexes, tool.nation),
        `${tool.nation ?? 'No nation'} at ${hex}${many}.`,
      )
    case 'flag': {
      const on = !featureAt(d, hex)?.[tool.flag]
      return st.edit(
        (x) => toggleFlag(x, hexes, tool.flag),
        `${FLAG_NAMES[tool.flag]} ${on ? 'set' : 'cleared'} at ${hex}${many}.`,
      )
    }
    case 'seaArea':
      return st.edit((x) => toggleSeaArea(x, hexes, tool.id), `Sea area ${tool.id} changed at ${hex}${many}.`)
    case 'largeSeaArea':
      return st.edit(
        (x) => toggleLargeSeaBorder(x, hexes, tool.id),
        `Border of large sea area ${tool.id} changed at ${hex}${many}.`,
      )
    case 'weather':
      return st.edit(
        (x) => paintWeatherZone(x, hexes, tool.zone),
        `Weather zone ${tool.zone} at ${hex}${many}.`,
      )
    case 'base': {
      const form = st.forms.base
      const here = baseAt(d, hex)
      st.select(hex)
      return st.edit(
        (x) => placeBase(x, hex, form),
        here
          ? `${form.kind} added to ${here.name} at ${hex}.`
          : `Base ${form.name?.trim() || `Base ${hex}`} placed at ${hex}.`,
      )
    }
    case 'air': {
      const t = st.library.find((x) => x.key === tool.typeKey)
      if (!t) return st.say('Choose a unit type in the library first.')
      return applyOutcome(store, copyTypeTo(d, t, place), hex)
    }
    case 'ship':
      return applyOutcome(store, shipTo(d, st.forms.ship, place), hex)
    case 'land': {
      const form = st.forms.land
      st.select(hex)
      return st.edit((x) => placeLandUnit(x, hex, form), `${form.name} placed at ${hex}.`)
    }
    case 'supply':
      return st.edit(
        (x) => toggleSupply(x, hex, tool.side),
        `Supply source of ${tool.side} changed at ${hex}.`,
      )
  }
}

/** A click on a large sea area's plate: selected, or a ship placed there; nothing else goes there. */
function applyToolAtSea(store: EditorStore, id: string): void {
  const st = store.getState()
  if (st.tool.kind === 'select') {
    st.select(id)
    return st.say(`Large sea area ${id} selected.`)
  }
  if (st.tool.kind === 'ship')
    return applyOutcome(store, shipTo(st.draft, st.forms.ship, { seaArea: id }), id)
  st.say(`${id} is a large sea area, off the hexes: only ships are placed there (choose “Place ships”).`)
}

/** Applies a placing or a move as one undo step and selects where it went; a refusal is only said. */
export function applyOutcome(store: EditorStore, o: Outcome, select: string | null): void {
  const st = store.getState()
  if (!o.ok) return st.say(o.say)
  if (select !== null) st.select(select)
  st.edit(() => o.draft, o.say)
}

export const FLAG_NAMES = {
  radar: 'Radar site',
  noAir: 'No-air hex',
  neutral: 'Neutral hex',
  fort: 'Fort chit',
  neverStrafed: 'Never strafed',
  hawaii: 'Hawaiian Islands (APTO)',
} as const
