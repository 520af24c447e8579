// The Surprise Table (23.7413): each level's effect includes every lesser one. Level 7's row came
// out of the scan jumbled and says no defending squadron engages, where 23.415E says four fewer: the
// rule's text is the default (`surprise7`), the table's reading an option.
export interface SurpriseEffects {
  /** CAP loses its favourable DRM (level 1+, 23.415D). */
  noCapDrm: boolean
  /** Air defence level −1 (level 2+, 23.4211). */
  adlMinus: number
  /** +1 on the air attack rolls (level 3+, 23.441D). */
  attackDrm: number
  /** Fewer defending squadrons engage (levels 4–7, 23.415E); 'all': none engage. */
  fewerDefenders: number | 'all'
  /** A hit on a named ship triggers a critical-hit roll (level 7+, 20.524, not in the seed). */
  criticalHits: boolean
}

export type Surprise7Reading = 'rule' | 'table'

export function surpriseEffects(level: number, seven: Surprise7Reading = 'rule'): SurpriseEffects {
  return {
    noCapDrm: level >= 1,
    adlMinus: level >= 2 ? 1 : 0,
    attackDrm: level >= 3 ? 1 : 0,
    fewerDefenders: level >= 7 ? (seven === 'table' ? 'all' : 4) : Math.max(0, level - 3),
    criticalHits: level >= 7,
  }
}

/** The level: one die, +1 for two search results, +2 for three or more, −1 per radar result (23.74122). */
export function surpriseLevel(die: number, searchResults: number, radarResults: number): number {
  return die + (searchResults >= 3 ? 2 : searchResults === 2 ? 1 : 0) - radarResults
}
