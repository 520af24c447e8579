// What differs between AETO and APTO Part 4 for the procedures played so far: data, not if-chains.
export interface VariantRules {
  id: 'aeto' | 'apto'
  /** Interception range = max(this, floor(range / 2)) (4.13; APTO D37). */
  interceptRangeMin: number
  /** Default of the return-fire trigger option: hit or abort (AETO A-05) / hit only (APTO A3). */
  returnFireOnAbort: boolean
  radarBonus: boolean // (4.18) AETO only
  blitzkrieg: boolean // (4.18) AETO German −1
  finnishVsSoviet: boolean // (4.18) AETO only
  sneakAttack: boolean // APTO Japanese −1 (D56)
  elitePilots: boolean // APTO optional 11.49 (D58)
  /** APTO W2: strength-halving weather halves combat strength before the +1 bonuses. */
  weatherHalvesCombatStrength: boolean
  /** A flotilla moving within 1 hex of an enemy unit able to reconnoitre is located at once (AETO 4.10; removed in APTO, D30). */
  autoLocateWithinOneHex: boolean
  /** The nation role whose fighters get the first-turn surprise bonus: Blitzkrieg (AETO) or Sneak Attack (APTO), 4.18. */
  surpriseRole: 'german' | 'japanese'
  /** Italian bombers attack ships at −1 in 1939–1941 (AETO 4.20; removed in APTO, D63). */
  italianNavalPenalty: boolean
}

export const VARIANTS: Record<'aeto' | 'apto', VariantRules> = {
  aeto: {
    id: 'aeto',
    interceptRangeMin: 4,
    returnFireOnAbort: true,
    radarBonus: true,
    blitzkrieg: true,
    finnishVsSoviet: true,
    sneakAttack: false,
    elitePilots: false,
    weatherHalvesCombatStrength: false,
    autoLocateWithinOneHex: true,
    surpriseRole: 'german',
    italianNavalPenalty: true,
  },
  apto: {
    id: 'apto',
    interceptRangeMin: 2,
    returnFireOnAbort: false,
    radarBonus: false,
    blitzkrieg: false,
    finnishVsSoviet: false,
    sneakAttack: true,
    elitePilots: true,
    weatherHalvesCombatStrength: true,
    autoLocateWithinOneHex: false,
    surpriseRole: 'japanese',
    italianNavalPenalty: false,
  },
}
