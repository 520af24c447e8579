// Hostile actions at D-RAIDERS (engine/procedures/surfaceRaiders.ts; APTO 2.21): ships not a list,
// a ship that may not raid, one listed twice.
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const surfaceRaiderMakers = {
  surfaceRaiders: ({ state, p, rng, side, hostile, notAList, add }) => {
    // APTO 2.21: a list that is not one, a ship that may not raid (enemy, ineligible, unknown), one listed twice.
    const ids = p.raiders.map((r) => r.ship)
    const others = state.scenario.navalUnits.map((n) => n.id).filter((id) => !ids.includes(id))
    add('raidConvoys: ships is not a list', () => ({ type: 'raidConvoys', side, ships: notAList() }))
    add('raidConvoys: a ship that may not raid', () => ({
      type: 'raidConvoys',
      side,
      ships: [pick(rng, [...others, hostile()])],
    }))
    add('raidConvoys: a ship listed twice', () => ({ type: 'raidConvoys', side, ships: [ids[0], ids[0]] }))
  },
} satisfies HostileFiles
