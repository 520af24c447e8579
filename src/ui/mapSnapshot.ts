// Builds the map's snapshot from a scenario's starting position. Later the game state will be
// the source; the map itself never reads scenarios or rules.
import type { Scenario } from '../rules/scenario/schema'
import { parseColour, terrainGrid, type MapChit, type MapSide, type MapBase, type MapSnapshot } from '../map/snapshot'
import { chitNotation } from './format'

/** The map picture of a scenario's starting position: bases, and air units stacked at their base's hex. */
export function snapshotFromScenario(s: Scenario): MapSnapshot {
  const sides = new Map<string, MapSide>(s.sides.map((d) => [d.id, { id: d.id, letter: d.letter, colour: parseColour(d.colour) }]))
  const unknownSide: MapSide = { id: '?', letter: '?', colour: 0x808080 }
  const sideOf = (id: string | undefined) => (id !== undefined ? sides.get(id) : undefined) ?? unknownSide
  const nationSide = new Map(s.nations.map((n) => [n.id, n.side]))
  const navalHex = new Map(s.navalUnits.map((n) => [n.id, n.hex]))

  const baseHex = new Map<string, string>()
  const bases: MapBase[] = []
  for (const b of s.bases) {
    const hex = b.hex ?? (b.carrier !== undefined ? navalHex.get(b.carrier) : undefined)
    if (hex === undefined) continue // a carrier in a large sea area has no hex to draw in
    baseHex.set(b.id, hex)
    bases.push({ id: b.id, name: b.name, hex, side: sideOf(b.owner) })
  }

  const stacks = new Map<string, MapChit[]>()
  for (const u of s.airUnits) {
    const hex = baseHex.get(u.base)
    if (hex === undefined) continue
    const face = u.face === 'back' && u.back ? u.back : u.front
    const chit: MapChit = {
      id: u.id,
      side: sideOf(nationSide.get(u.nation)),
      typeLetter: u.type,
      notation: chitNotation(face, u.type),
      reduced: u.face === 'back' && u.back !== null,
    }
    const list = stacks.get(hex)
    if (list) list.push(chit)
    else stacks.set(hex, [chit])
  }

  return {
    cols: s.map.cols,
    rows: s.map.rows,
    terrain: terrainGrid(s.map.cols, s.map.rows, s.map.terrain),
    bases,
    stacks: [...stacks].map(([hex, chits]) => ({ hex, chits })),
  }
}
