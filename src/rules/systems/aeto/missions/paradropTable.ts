// The paradrop die (4.24; spec §12.2 step 3): one d6, cumulative modifiers, and the result bands.
// Pure: the mission (paradrop.ts) gathers the facts of the drop hex. The printed minus signs are
// lost in the rulebook (A-10: every hindrance is a penalty) and "< 2" reads "≤ 2".
import type { Modifier } from '../types'
import type { ParadropChoice } from './types'
import { terrainEffects } from '../terrainEffects'

export type ParadropResult = 'eliminated' | 'depleted' | 'intact'

export interface ParadropFacts {
  /** The Blitzkrieg Bonus (AETO) or the Sneak Attack Bonus (APTO D82) applies to this drop [EXTERNAL 10.2]. */
  surprise: boolean
  /** Which bonus it is, for the modifier's label. */
  surpriseName: string
  gliders: boolean
  /** Air superiority in the drop hex after all air combat (4.22), seen from the paratrooper's side. */
  superiority: 'friendly' | 'enemy' | 'none'
  /** Printed terrain of the drop hex. */
  terrain: string
  /** Inclement weather with air effects in the drop hex (W1). */
  inclement: boolean
  /** A friendly land unit (or an earlier paratrooper not eliminated) is adjacent to the drop hex. */
  adjacentFriendly: boolean
}

const RULE = '4.24'

/** Every modifier that applies, each with its rule (4.24). */
export function paradropModifiers(f: ParadropFacts): Modifier[] {
  const out: Modifier[] = []
  if (f.surprise) out.push({ value: 1, rule: RULE, label: f.surpriseName })
  if (f.gliders) out.push({ value: 1, rule: RULE, label: 'Gliders' })
  if (f.superiority === 'friendly')
    out.push({ value: 2, rule: '4.24, 4.22', label: 'friendly air superiority in the drop hex' })
  const hard = terrainEffects(f.terrain).hardDrop // woods/forest, swamp, mountain; jungle, jungle-mountain (APTO D79)
  if (hard) out.push({ value: -1, rule: hard.rule, label: `${f.terrain} drop hex` })
  if (f.superiority === 'enemy')
    out.push({ value: -2, rule: '4.24, 4.22; A-10', label: 'enemy air superiority in the drop hex' })
  if (f.inclement)
    out.push({ value: -1, rule: `${RULE}; A-10`, label: 'inclement weather (air effects) in the drop hex' })
  if (!f.adjacentFriendly)
    out.push({ value: -1, rule: `${RULE}; A-10`, label: 'no friendly land unit adjacent to the drop hex' })
  return out
}

/** The result of a modified die (4.24; A-11): 2 or less eliminated, 3–4 depleted, 5 or more intact. */
export function paradropBand(modified: number): ParadropResult {
  if (modified <= 2) return 'eliminated'
  if (modified <= 4) return 'depleted'
  return 'intact'
}

/** One choice with its exact odds: how many of the six faces give each result. */
export function paradropChoice(gliders: boolean, modifiers: Modifier[]): ParadropChoice {
  const total = modifiers.reduce((n, m) => n + m.value, 0)
  const sixths = { eliminated: 0, depleted: 0, intact: 0 }
  for (let d = 1; d <= 6; d++) sixths[paradropBand(d + total)]++
  return { gliders, modifiers, total, sixths }
}

/** "4/6 (67%)" */
export function sixthsText(n: number): string {
  return `${n}/6 (${Math.round((n / 6) * 100)}%)`
}
