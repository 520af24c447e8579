// What differs between AETO and APTO Part 4 for the procedures played so far: data, not if-chains.
import type { FeatureInstallation } from './scenario/schema'

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
  /** In the Offensive Phase a carrier on neither Standby nor Active launches nothing in the enemy's Offensives either: no (AETO reading A-50: only via its own side's Offensive) / yes (APTO C5). */
  carrierStatusForEnemyOffensives: boolean
  /** The nation role whose fighters get the first-turn surprise bonus: Blitzkrieg (AETO) or Sneak Attack (APTO), 4.18. */
  surpriseRole: 'german' | 'japanese'
  /** Italian bombers attack ships at −1 in 1939–1941 (AETO 4.20; removed in APTO, D63). */
  italianNavalPenalty: boolean
  /** A port's bombing target number (4.26): its own capacity plus the hex's (AETO A-35) / the hex's airbase capacity, or 1 (APTO D86). */
  portTargetNumber: 'portPlusHex' | 'hexCapacity'
  /** The bombing side orders its attacks and each target number is recomputed after a success in the same mission (APTO D89). */
  bombingRecomputation: boolean
  /** "(Current)" markers are cleared only at the end of the last Air Movement Step of the Naval and Air Phase (APTO D94). */
  currentClearedAtLastAirStep: boolean
  /** A unit that switched from the Bomber to the Fighter role in combat on its way is not eligible to continue toward the target: it stays in the hex (APTO example of 4.15; D50). AETO's example never switches, and its units fly on as fighters. */
  switchedRoleStops: boolean
  /** The owner may add a false type or name to a sighting report that does not call for them (APTO D32). */
  falseReporting: boolean
  /** The enemy Naval and Air Phase's third mission, the Counterstrike: an FB or N intercepts as a bomber, then strikes a located flotilla (APTO 4.1; D7). */
  counterstrike: boolean
  /** What the texts call the forward airstrip of 4.3 (base kind GrassAirfield): a grass airfield (AETO) / a Dirt Airstrip (APTO D18, D98). */
  airstrip: AirstripWords
  /** APTO 1.5, 1.7: a flight keeps the worst weather of every place it has been, never enters a grounded zone, and strength halving reaches air-naval attacks and bombing (APTO spec §2.3). */
  weatherAirEffects: boolean
  /** A submarine at sea is found only by an air search (B or FB, 1d6) and struck once, never by sea reconnaissance; in a functioning fortified port it is immune (APTO [3.29]). */
  submarineAirSearch: boolean
  /** Activated ships of a Sea Offensive bombard the installations of their coastal hex (APTO [3.28]): the default of option navalBombardment. */
  navalBombardment: boolean
  /** STPs carry fighter-type air units by normal transport: embarked in a port in the Naval and Air Phase, debarked for an Air Offensive or in the Movement Phase (APTO [3.21]–[3.24]); AETO's naval transport is its Part 3, outside Sortie. */
  navalTransport: boolean
  /** The installations of map.features that may be bombed (4.26): forts, Mulberries, radar and rocket sites (AETO) / forts and the Burma Railway (APTO D86). */
  featureTargets: readonly FeatureInstallation[]
}

/** The words for the forward airstrip of 4.3, as a sentence needs them. */
export interface AirstripWords {
  /** In running text: "grass airfield" / "Dirt Airstrip". */
  name: string
  /** At the start of a sentence or a label: "Grass airfield" / "Dirt Airstrip". */
  Name: string
  /** "grass airfields" / "Dirt Airstrips". */
  names: string
  /** "Grass airfields" / "Dirt Airstrips". */
  Names: string
  /** Short, after "airbase or": "airfield" / "airstrip". */
  short: string
  /** "airfields" / "airstrips". */
  shorts: string
  /** The letter on the map's base plate: "G" / "D". */
  letter: string
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
    carrierStatusForEnemyOffensives: false,
    surpriseRole: 'german',
    italianNavalPenalty: true,
    portTargetNumber: 'portPlusHex',
    bombingRecomputation: false,
    currentClearedAtLastAirStep: false,
    switchedRoleStops: false,
    falseReporting: false,
    counterstrike: false,
    airstrip: {
      name: 'grass airfield',
      Name: 'Grass airfield',
      names: 'grass airfields',
      Names: 'Grass airfields',
      short: 'airfield',
      shorts: 'airfields',
      letter: 'G',
    },
    weatherAirEffects: false,
    submarineAirSearch: false,
    navalBombardment: false,
    navalTransport: false,
    featureTargets: ['fort', 'mulberry', 'radar', 'rocketSite'],
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
    carrierStatusForEnemyOffensives: true,
    surpriseRole: 'japanese',
    italianNavalPenalty: false,
    portTargetNumber: 'hexCapacity',
    bombingRecomputation: true,
    currentClearedAtLastAirStep: true,
    switchedRoleStops: true,
    falseReporting: true,
    counterstrike: true,
    airstrip: {
      name: 'Dirt Airstrip',
      Name: 'Dirt Airstrip',
      names: 'Dirt Airstrips',
      Names: 'Dirt Airstrips',
      short: 'airstrip',
      shorts: 'airstrips',
      letter: 'D',
    },
    weatherAirEffects: true,
    submarineAirSearch: true,
    navalBombardment: true,
    navalTransport: true,
    featureTargets: ['fort', 'burmaRailway'],
  },
}

/**
 * The words of a scenario for the forward airstrip (4.3): its variant's, or AETO's "grass airfield"
 * when option `dirtAirstripName` is false (a game saved before APTO's words, APTO D18, D98).
 */
export function airstripWords(scenario: {
  variant: 'aeto' | 'apto'
  options: { dirtAirstripName?: boolean }
}): AirstripWords {
  const dirt = scenario.options.dirtAirstripName ?? scenario.variant === 'apto'
  return VARIANTS[dirt ? 'apto' : 'aeto'].airstrip
}
