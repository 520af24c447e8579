// What the printed terrain of a hex does to the air rules: land reconnaissance (4.11), bombers in
// ground support (4.22) and paradrops (4.24). Data, one row per terrain that does something; the
// jungle and jungle-mountain of APTO maps are rows like the others (APTO D34, D72, D79), read
// literally: jungle-mountain is neither a mountain for 4.11 ("mountain (not a jungle-mountain)")
// nor a jungle for 4.22, whose list is "forest, jungle or swamp".
import type { Terrain } from './scenario/schema'

export interface TerrainEffects {
  /** Land reconnaissance die modifier of a target in this terrain (4.11; A-10: a penalty). */
  landRecon?: { value: number; rule: string }
  /** Bombers supporting a land combat here are halved (4.22): the rule, and the reason as the results say it. */
  halvesGroundSupport?: { rule: string; why: string }
  /** A paradrop here takes −1 (4.24): the rule. */
  hardDrop?: { rule: string }
}

export const TERRAIN_EFFECTS: Readonly<Partial<Record<Terrain, TerrainEffects>>> = {
  forest: {
    landRecon: { value: -2, rule: '4.11' },
    halvesGroundSupport: { rule: '4.22', why: 'forest hex' },
    hardDrop: { rule: '4.24; A-10' },
  },
  swamp: { halvesGroundSupport: { rule: '4.22', why: 'swamp hex' }, hardDrop: { rule: '4.24; A-10' } },
  mountain: { landRecon: { value: -1, rule: '4.11' }, hardDrop: { rule: '4.24; A-10' } },
  jungle: {
    landRecon: { value: -2, rule: '4.11; APTO D34' },
    halvesGroundSupport: { rule: '4.22; APTO D72', why: 'jungle hex, APTO D72' },
    hardDrop: { rule: '4.24; A-10; APTO D79' },
  },
  'jungle-mountain': {
    landRecon: { value: -2, rule: '4.11; APTO D34' },
    hardDrop: { rule: '4.24; A-10; APTO D79' },
  },
}

/** The effects of a terrain (none for a name that is not a terrain with effects). */
export function terrainEffects(terrain: string): TerrainEffects {
  return Object.hasOwn(TERRAIN_EFFECTS, terrain)
    ? (TERRAIN_EFFECTS as Record<string, TerrainEffects>)[terrain]
    : {}
}
