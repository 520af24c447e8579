// What a click on a hex (or "Apply at hex" from the keyboard) does with the chosen tool: paint
// with the brush, or place a base, a copy of a library type, a ship, a land unit, a supply source.
import { brushHexes, featureAt, offsetOf, paintNation, paintTerrain, paintWeatherZone, terrainAt, toggleFlag, toggleLargeSeaBorder, toggleSeaArea } from './draft'
import { baseAt, carrierBasesAt, placeBase, placeCopy, placeLandUnit, placeShip, sideOfNation, toggleSupply } from './pieces'
import type { EditorStore } from './store'
import { TERRAIN_NAMES } from './words'

export function applyTool(store: EditorStore, hex: string): void {
  const st = store.getState()
  const d = st.draft
  if (!offsetOf(d, hex)) return st.say(`Hex ${hex} is not on this ${d.map.cols}×${d.map.rows} map.`)
  const tool = st.tool
  const hexes = brushHexes(d, hex, st.brush)
  const many = hexes.length > 1 ? ` (${hexes.length} hexes)` : ''
  switch (tool.kind) {
    case 'select':
      st.select(hex)
      return st.say(`Hex ${hex} selected.`)
    case 'terrain':
      return st.edit((x) => paintTerrain(x, hexes, tool.code), `${TERRAIN_NAMES[tool.code]} painted at ${hex}${many}.`)
    case 'nation':
      return st.edit((x) => paintNation(x, hexes, tool.nation), `${tool.nation ?? 'No nation'} at ${hex}${many}.`)
    case 'flag': {
      const on = !featureAt(d, hex)?.[tool.flag]
      return st.edit((x) => toggleFlag(x, hexes, tool.flag), `${FLAG_NAMES[tool.flag]} ${on ? 'set' : 'cleared'} at ${hex}${many}.`)
    }
    case 'seaArea':
      return st.edit((x) => toggleSeaArea(x, hexes, tool.id), `Sea area ${tool.id} changed at ${hex}${many}.`)
    case 'largeSeaArea':
      return st.edit((x) => toggleLargeSeaBorder(x, hexes, tool.id), `Border of large sea area ${tool.id} changed at ${hex}${many}.`)
    case 'weather':
      return st.edit((x) => paintWeatherZone(x, hexes, tool.zone), `Weather zone ${tool.zone} at ${hex}${many}.`)
    case 'base': {
      const form = st.forms.base
      const here = baseAt(d, hex)
      st.select(hex)
      return st.edit((x) => placeBase(x, hex, form), here ? `${form.kind} added to ${here.name} at ${hex}.` : `Base ${form.name?.trim() || `Base ${hex}`} placed at ${hex}.`)
    }
    case 'air': {
      const t = st.library.find((x) => x.key === tool.typeKey)
      if (!t) return st.say('Choose a unit type in the library first.')
      const side = sideOfNation(d, t.nation)
      const bases = [baseAt(d, hex), ...carrierBasesAt(d, hex)].filter((b) => b !== undefined)
      if (bases.length === 0) return st.say(`There is no base at ${hex}: place a base there first (an air unit stands at a base).`)
      const base = bases.find((b) => b.owner === side)
      if (!base) return st.say(`${bases[0].name} at ${hex} is not a base of ${t.nation}'s side: a unit is never based at an enemy base.`)
      st.select(hex)
      return st.edit((x) => placeCopy(x, t, base.id), `${t.name} placed at ${base.name} (${hex}).`)
    }
    case 'ship': {
      const form = st.forms.ship
      const side = sideOfNation(d, form.nation)
      const port = baseAt(d, hex)
      const inPort = terrainAt(d, hex) !== '~' && !!port && port.owner === side && port.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')
      st.select(hex)
      return st.edit((x) => placeShip(x, hex, form, inPort), `${form.type} ${form.name} placed at ${hex}${inPort ? ', in port' : ''}.`)
    }
    case 'land': {
      const form = st.forms.land
      st.select(hex)
      return st.edit((x) => placeLandUnit(x, hex, form), `${form.name} placed at ${hex}.`)
    }
    case 'supply':
      return st.edit((x) => toggleSupply(x, hex, tool.side), `Supply source of ${tool.side} changed at ${hex}.`)
  }
}

export const FLAG_NAMES = { radar: 'Radar site', noAir: 'No-air hex', neutral: 'Neutral hex' } as const
