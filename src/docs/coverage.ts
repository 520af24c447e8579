// The rules coverage table, kept by hand: what Sortie plays of AETO Part 4, section by
// section, and of each APTO difference (D1–D98 of the APTO specification, §5.2). docs/coverage.md
// is generated from these rows and the test titles (coverageTable.ts, `npm run -s coverage`).
//
// Each row's status is on its first line: changing it is a one-line change (then adjust or drop
// `missing`, and run `npm run -s coverage`). Tests whose title cites the rule ("(4.13)", "APTO
// D37") are found by themselves; `tests` names the others: a file and a piece of a title of an
// it/test/describe in it.

/**
 * played — the rules module does it all and tests show it; partly — `missing` says what is not
 * played; not played — Sortie does not do it yet (or leaves it to the table); nothing to play —
 * an APTO difference that changes nothing Sortie plays (wording, an example, or the removal of
 * something that is only scenario data or is not played in AETO either): `missing` says why.
 */
export type Status = 'played' | 'partly' | 'not played' | 'nothing to play'

export interface TestRef {
  /** Repository path of the test file. */
  file: string
  /** A piece of the title of an it/test/describe in that file. */
  title: string
}

export interface CoverageRow {
  /** "4.13" or "D37". */
  id: string
  status: Status
  /** The section's title (AETO) or the difference's topic (APTO). */
  title: string
  /** The APTO rule the difference is in ("4.13", "global"). */
  rule?: string
  /** One sentence: what is not played and why (every status but `played`). */
  missing?: string
  /** Tests that prove the row without citing it in their title. */
  tests?: TestRef[]
}

const STRAFE = 'src/rules/systems/aeto/missions/strafe.test.ts'
const AIR_TN = 'src/rules/systems/aeto/combat/airTargetNumber.test.ts'
const ATTACK = 'src/rules/systems/aeto/combat/attackResult.test.ts'
const RETURN_FIRE = 'src/rules/systems/aeto/combat/returnFire.test.ts'
const T09 = 'src/rules/systems/aeto/engine/t09.test.ts'
const GS = 'src/rules/systems/aeto/missions/groundSupportResult.test.ts'

export const AETO_SECTIONS: CoverageRow[] = [
  { id: '4.0', status: 'played', title: 'Using Air Units' },
  {
    id: '4.1', status: 'partly', title: 'Applicable Phases',
    missing:
      'Not played in AETO: the Strategic Warfare missions of its Part 2 (strategic bombing, convoy interdiction and escort — there the phase only flies and commits; APTO’s are played, D5), the Convoy Duty Escort Assignment. The Trans-Atlantic and Trans-African transfers are played from the scenario’s `transfers` (its author enters the bases of each end: the UK proper, North Africa and the Middle East; the bases within 16 hexes of Gibraltar are found from its hex), at once with no path and no interception, each stop a hop; and the Trans-Atlantic’s third hop, an ordinary hop from the Iceland Box in the same Change Base, is flown as a launch (traced, interceptable; the Iceland Box only passed). Going west, the ordinary hop into the Iceland Box before the two to the boxes is not offered in the same Change Base: a unit flies it as a Change Base of its own first.',
  },
  {
    id: '4.2', status: 'partly', title: 'Air Basing (on Land)',
    missing: 'The base capacities of Player Aid Card “I” are a placeholder (spec §16), marked as one in the hex panel and the Charts dialog, unless the scenario gives each component’s own capacity or the players enter the printed ones (the Charts dialog; checked against the grass airfield’s 1, 4.3, the UK Transfer Hex’s 1, 4.1, and a small airbase plus a Minor Port holding two, 4.2).',
  },
  {
    id: '4.3', status: 'partly', title: 'Grass Airfields',
    missing: 'Built, completed, demolished, bombed and captured as the rule says, but what other parts of the game decide is a default: every hex counts as supplied, an enemy zone of control is a land unit’s hex and the six next to it (“uninhibited” is not modelled), and EP are counted only when the scenario gives them (context.eps); Sortie plays no Seasonal Turn nor Combined, Joint or Impromptu Offensive, so those bans never arise.',
  },
  {
    id: '4.4', status: 'played', title: 'Naval-Air Basing (on Aircraft Carriers)',
    tests: [{ file: 'src/rules/systems/aeto/missions/carrierChangeBase.test.ts', title: 'rebases from Hull onto Ark Royal at sea' }, { file: 'src/rules/systems/aeto/missions/carrierChangeBase.test.ts', title: 'refused when full' }],
  },
  { id: '4.5', status: 'played', title: 'Naval-Air Basing (In Port)' },
  { id: '4.6', status: 'played', title: 'Aircraft Carriers as Air Unit Ferries' },
  {
    id: '4.7', status: 'played', title: 'Forced Rebases',
  },
  {
    id: '4.8', status: 'played', title: 'Over-stacking on Airbases',
  },
  { id: '4.9', status: 'played', title: 'Stacking in the Air' },
  {
    id: '4.10', status: 'partly', title: 'Air Reconnaissance (Sea)',
    missing: 'The AETO Flotilla Sighting Report table of Player Aid Card “I” is a placeholder (spec §16), marked as one in the report’s dialog, the log and the Charts dialog, until the players enter the printed one there (a report per die from a closed list; some row must allow ±50 %, as 4.10’s example does); APTO’s printed table is played (D31).',
  },
  { id: '4.11', status: 'played', title: 'Air Reconnaissance (Land)' },
  {
    id: '4.12', status: 'partly', title: 'Moving Air Units',
    missing: 'The ban on entering Dakar from Morocco is the scenario’s data (`map.barredEntries`), and Switzerland and the other hexes closed to air units its `noAir` hexes: no shipped map reaches Dakar.',
    tests: [{ file: 'src/rules/systems/aeto/properties/engineBugs.test.ts', title: 'cannot fly around forbidden hexes' }],
  },
  { id: '4.13', status: 'played', title: 'Air Interception' },
  {
    id: '4.14', status: 'played', title: 'Strafing Airbases and Airfields',
  },
  {
    id: '4.15', status: 'partly', title: 'Air-Naval Interception',
    missing: 'Ships on Convoy Duty Escort, which are never air-naval intercepted, do not exist in Sortie (convoy duty is Part 2).',
  },
  { id: '4.16', status: 'played', title: 'Air-to-Air Combat' },
  { id: '4.17', status: 'played', title: 'Air-to-Air Combat Results' },
  { id: '4.18', status: 'played', title: 'Air-to-Air Combat Modifiers' },
  { id: '4.19', status: 'played', title: 'Heavy Bomber "Return Fire"' },
  { id: '4.20', status: 'played', title: 'Air-Naval Attacks' },
  { id: '4.21', status: 'played', title: 'Naval Anti-Aircraft Effects' },
  {
    id: '4.22', status: 'partly', title: 'Ground Support',
    missing: 'The land combat it supports is Part 5, resolved at the table with the air superiority and bomber strength Sortie computes.',
  },
  {
    id: '4.23', status: 'partly', title: 'Air Transport',
    missing: 'ATP points are not interchanged or composed between chits at a base (each chit keeps its points); a delivered Air Supply chit is recorded and shown, its use is Part 7.',
  },
  {
    id: '4.24', status: 'partly', title: 'Paratroopers and Paradrops',
    missing: 'A lone drop (away from the combat hex) is made only inside a declared land combat’s ground support; the airborne Generals (Student, Urquhart, McAuliffe) do not drop; the Command Agent’s Activation range is not checked; what follows the landing (the land combat, the free Air Supply chit, no land movement for the month) is told to the players, not enforced (Parts 5 and 7).',
  },
  {
    id: '4.25', status: 'partly', title: 'Air Offensives',
    missing: 'The carriers’ Standby or Active status is entered by the players as an outside event (Part 3), a carrier given none being on Standby by default; which nations are minor partners is the scenario’s (`minor`), and the Offensives are counted per side, a Combined Air Offensive spending one of its side’s for each power.',
  },
  {
    id: '4.26', status: 'partly', title: 'Bombing Installations (inside 4.25 in AETO)',
    missing: 'U-boats docked in a destroyed port lose nothing; repairs are not played; what a destroyed Mulberry, rocket site or fort no longer does outside the air rules (supply, landings, rocket attacks, land combat) is left to the table, the map and hex panel showing it; the Bombing Table is a placeholder, marked as one wherever its result is shown, unless the scenario gives it or the players enter the printed one (the Charts dialog; a cell they leave empty is read off their own chart).',
  },
  { id: '4.27', status: 'played', title: 'Committing Air Units' },
  { id: '4.28', status: 'played', title: 'Intensive Air-Naval Attacks' },
  { id: '4.29', status: 'played', title: 'Commitment Irrelevancies' },
]

/** An example difference whose APTO example is a test too (the worked examples below). */
const EXAMPLE_TESTED = (rule: string, example: string) => `An example: the rule it illustrates is the same in both games (${rule}); the APTO example is a test too (APTO ${example}).`

export const APTO_DIFFERENCES: CoverageRow[] = [
  { id: 'D1', status: 'played', rule: '4.0', title: 'Number of types (Floatplanes)' },
  { id: 'D2', status: 'nothing to play', rule: '4.0', title: 'Example chits (scale)', missing: 'Examples; each unit’s range is its own data in the scenario file, at whatever scale the map has.' },
  { id: 'D3', status: 'nothing to play', rule: '4.1', title: 'Basing sentence', missing: 'Wording: the sentence moved to the Player Aid Card; the basing rules are 4.2–4.8.' },
  { id: 'D4', status: 'nothing to play', rule: '4.1', title: 'Mixed-nation restriction example', missing: 'A cross-reference; cooperation restrictions between nations are not modelled in either game.' },
  {
    id: 'D5', status: 'partly', rule: '4.1', title: 'Strategic Warfare missions',
    missing: 'Played in an APTO scenario with Part 2 data: the Strategic Bombing Step’s raids (2.0–2.9: Rail Capacity, the B-29, night raids), then each side’s step with the air interdiction of Convoy Routes, the Allied carriers’ Combat Air Patrol and the per-area cap (2.13, T06), and of the Japanese Merchant Shipping Routes (2.26); after Japan’s, its Surface Raider Step (2.21–2.23, T07): Japan designates its undamaged ships in enemy Convoy Route areas, each for fixed EP outside the air cap, a raiding carrier’s Naval-Air uncommitted, submarines only under option submarineRaiders (optional [11.49]), the raiders’ flotillas unable to move or intercept for the rest of the month, a ship that entered the area in the previous End Phase barred; EP are shown, not kept on a track. Not played: the Auxiliary Cruisers’ automatic deployment (2.22) and keeping raiders at sea (EP), the Allies’ +1 to intercept a raider (3.6: naval interception is the players’), the Allied submarines and Okinawa of 2.26, the Seasonal Turn, and any Strategic Warfare mission in AETO.',
    tests: [
      { file: 'src/rules/systems/aeto/engine/surfaceRaiders.test.ts', title: 'APTO T07' },
      { file: 'src/rules/systems/aeto/engine/surfaceRaiders.test.ts', title: 'raiders are Active' },
      { file: 'src/rules/systems/aeto/missions/convoyInterdiction.test.ts', title: 'APTO T06' },
      { file: 'src/rules/systems/aeto/missions/convoyInterdiction.test.ts', title: 'Combat Air Patrol and commitment' },
      { file: 'src/rules/systems/aeto/missions/merchantInterdiction.test.ts', title: 'a full-strength bomber on the Red route' },
      { file: 'src/rules/systems/aeto/missions/strategicRaid.test.ts', title: 'APTO T02 (2.2): the B-29 raid on Kure with collection' },
    ],
  },
  { id: 'D6', status: 'nothing to play', rule: '4.1', title: 'Friendly N&A missions (no Convoy Duty Escort)', missing: 'Convoy Duty Escort is not played in AETO either, so its removal changes nothing.' },
  { id: 'D7', status: 'played', rule: '4.1', title: 'Enemy N&A missions (Counterstrike)' },
  {
    id: 'D8', status: 'partly', rule: '4.1', title: 'Fixed long-distance transfers',
    missing: 'APTO’s [A] (United States Box ↔ Hawaii, range 5 or more, weather permitting) and [C] (↔ Alaska or Panama, any weather) are played from the scenario’s `transfers`, a Change Base of three hops at once with no path and no interception; [B], [D] and [E] join the AETO or AOI maps of a Combined or Conjoined Game, which Sortie does not play; [C]’s destination counts as supplied (every hex does). The automatic opponent transfers a unit only when no enemy base is within its range where it is and one is from the other end (bot/transfer.ts).',
  },
  {
    id: 'D9', status: 'played', rule: '4.1', title: 'Aborted Change Base (Dirt Airstrip)',
    tests: [{ file: 'src/rules/systems/aeto/engine/step.test.ts', title: 'aborted on the first hop, a Change Base unit returns to its starting base' }, { file: 'src/rules/systems/aeto/engine/stackOrder.test.ts', title: 'a Change Base never passes through a full grass airfield' }],
  },
  {
    id: 'D10', status: 'played', rule: '4.1', title: 'Change Base and weather (within; grounded zones)',
    tests: [{ file: 'src/rules/systems/aeto/engine/step.test.ts', title: 'and when an intermediate base is in the zone' }, { file: 'src/rules/systems/aeto/engine/movement.test.ts', title: 'no launch from a base whose weather grounds air units' }],
  },
  { id: 'D11', status: 'played', rule: '4.1', title: 'Air Transport wording (return to origin only)', tests: [{ file: 'src/rules/systems/aeto/missions/airTransport.test.ts', title: 'or returns to Rome once the chit is unloaded' }] },
  { id: 'D12', status: 'played', rule: '4.1', title: 'Air Offensive air transport (no Air Supply chits)' },
  { id: 'D13', status: 'nothing to play', rule: '4.1', title: 'Friendly Land Offensive (wording)', missing: 'Wording: the three Steps spelled out; Sortie plays them as in AETO (4.22).' },
  {
    id: 'D14', status: 'played', rule: '4.1', title: 'Defending air commitment note (Enemy Land Offensive)',
    tests: [{ file: 'src/rules/systems/aeto/engine/landOffensive.test.ts', title: 'an uncommitted unit defending only unactivated units stays uncommitted' }],
  },
  { id: 'D15', status: 'nothing to play', rule: '4.2', title: 'Cairo/Suez capacity', missing: 'Cairo/Suez’s capacity 2 is the scenario’s `capacityOverride`, which an APTO map does not need.' },
  { id: 'D16', status: 'played', rule: '4.2', title: 'Capacity exemption ("o" units)' },
  { id: 'D17', status: 'played', rule: '4.2', title: 'Floatplane basing' },
  {
    id: 'D18', status: 'played', rule: '4.3', title: 'Dirt Airstrips (AETO: Grass Airfields)',
    tests: [{ file: 'src/rules/systems/aeto/scenario/validate.test.ts', title: 'never over-stacks a grass airfield' }, { file: 'src/rules/systems/aeto/engine/grassAirfields.test.ts', title: 'T-20' }],
  },
  {
    id: 'D19', status: 'played', rule: '4.4', title: 'Naval-Air strength for capacity (depleted side)',
    tests: [{ file: 'src/rules/systems/aeto/engine/ferry.test.ts', title: 'with an N unit of strength 4: refused, no spare point' }, { file: 'src/rules/systems/aeto/missions/carrierChangeBase.test.ts', title: 'APTO D19' }],
  },
  { id: 'D20', status: 'played', rule: '4.4', title: 'Floatplanes on ships' },
  { id: 'D21', status: 'nothing to play', rule: '4.4', title: 'Naval-Air with no base ("if not cbr")', missing: 'Sortie has no force pool nor “cbr” marking: the unit is eliminated in both games (4.4, 4.7).' },
  { id: 'D22', status: 'nothing to play', rule: '4.4', title: 'Example (Akagi)', missing: EXAMPLE_TESTED('4.4, tested with the Furious of T-03', 'T19') },
  {
    id: 'D23', status: 'played', rule: '4.5', title: 'Carrier docking (Naval-Air ashore and aboard)',
    tests: [{ file: 'src/rules/systems/aeto/engine/portNaval.test.ts', title: 'D-BASE-PORTNAVAL: ashore and aboard' }],
  },
  { id: 'D24', status: 'played', rule: '4.6', title: 'Ferry eligibility (Small Fighters; no floatplanes)' },
  { id: 'D25', status: 'nothing to play', rule: '4.6', title: 'Example (Lexington)', missing: EXAMPLE_TESTED('4.6, tested with the Ark Royal of T-04', 'T20') },
  { id: 'D26', status: 'nothing to play', rule: '4.8', title: 'UK Transfer Hex removed', missing: 'The UK Transfer Hex is a base kind of the scenario file, which an APTO map does not have.' },
  { id: 'D27', status: 'played', rule: '4.8', title: 'Over-stacking exemption ("o" units)' },
  {
    id: 'D28', status: 'played', rule: '4.8', title: 'Strafing over-stacked units (as a bomber of quality 0)',
    tests: [{ file: AIR_TN, title: 'an ATP or over-stacked ground target has quality 0' }],
  },
  {
    id: 'D29', status: 'played', rule: '4.10', title: 'Sea reconnaissance table (2d6)',
    tests: [{ file: 'src/rules/systems/aeto/engine/seaRecon.test.ts', title: 'APTO: 2 → 6 … 13+ → 20' }, { file: 'src/scenarios/coralSea.test.ts', title: 'the Allied reconnaissance reads APTO’s table' }],
  },
  {
    id: 'D30', status: 'played', rule: '4.10', title: 'No automatic location by proximity',
    tests: [{ file: T09, title: '8. Japan reacts with the Maya' }],
  },
  {
    id: 'D31', status: 'played', rule: '4.10', title: 'Flotilla Sighting Report table printed',
    tests: [{ file: T09, title: '8. Japan reacts with the Maya' }],
  },
  { id: 'D32', status: 'played', rule: '4.10', title: 'False Reporting' },
  { id: 'D33', status: 'nothing to play', rule: '4.10', title: 'Examples (Wellington; Darwin–Timor)', missing: EXAMPLE_TESTED('4.10, tested with T-05 to T-08', 'T21 to T23') },
  { id: 'D34', status: 'played', rule: '4.11', title: 'Land reconnaissance modifiers (jungle)', tests: [{ file: 'src/rules/systems/aeto/engine/landRecon.test.ts', title: 'APTO: the same penalties' }] },
  { id: 'D35', status: 'played', rule: '4.11', title: 'Fort concealment', tests: [{ file: 'src/rules/systems/aeto/engine/landRecon.test.ts', title: 'after a success the owner decides in secret' }] },
  { id: 'D36', status: 'nothing to play', rule: '4.12', title: 'Movement exceptions (Dakar, Switzerland) removed', missing: 'Hexes closed to air units are the scenario’s `noAir` data, which an APTO map leaves empty; the Dakar ban is not modelled in AETO either.' },
  {
    id: 'D37', status: 'played', rule: '4.13', title: 'Interception range max(2, ½ range)',
    tests: [{ file: 'src/rules/systems/aeto/engine/interception.test.ts', title: 'APTO: interception range max(2, half range)' }, { file: 'src/rules/systems/aeto/engine/interception.test.ts', title: 'collecting interceptors en route, APTO ranges' }],
  },
  {
    id: 'D38', status: 'played', rule: '4.14', title: 'Coordinated strafing (collected)',
    tests: [{ file: STRAFE, title: 'a unit collected on the way entered fewer defender hexes' }],
  },
  { id: 'D39', status: 'played', rule: '4.14', title: 'Strafing once per Phase' },
  { id: 'D40', status: 'played', rule: '4.14', title: 'Evacuation: a 6 always fails' },
  { id: 'D41', status: 'played', rule: '4.14', title: 'Evacuation commitment in inclement weather' },
  {
    id: 'D42', status: 'played', rule: '4.14', title: 'Evacuation restrictions',
    tests: [{ file: STRAFE, title: 'evacuating units may not over-stack their destination together' }, { file: STRAFE, title: 'evacuation (4.14, D-STRAFE-EVAC)' }],
  },
  { id: 'D43', status: 'played', rule: '4.14', title: 'Surprise rule (Sneak Attack: no evacuation)' },
  { id: 'D44', status: 'played', rule: '4.14', title: 'Strafing immunity (Nation Boxes)' },
  {
    id: 'D45', status: 'played', rule: '4.14', title: 'Strafing penalty exceptions (Hawaii, December 1941)',
    tests: [{ file: AIR_TN, title: 'no strafing penalty vs US units on Hawaii in Dec 1941' }],
  },
  {
    id: 'D46', status: 'played', rule: '4.14', title: 'Clarifications (air combat in the target hex)',
    tests: [{ file: STRAFE, title: 'a strafer that made an air combat attack may not strafe' }],
  },
  { id: 'D47', status: 'nothing to play', rule: '4.15', title: 'Convoy Duty Escort exception removed', missing: 'Convoy Duty Escort is not played in AETO either.' },
  { id: 'D48', status: 'played', rule: '4.15', title: 'U-boats (submarines not intercepted while moving)' },
  { id: 'D49', status: 'nothing to play', rule: '4.15', title: 'Large-sea-area example (H6K)', missing: EXAMPLE_TESTED('4.15, tested with the Blenheim of T-10', 'T25') },
  {
    id: 'D50', status: 'played', rule: '4.15', title: 'Air-naval example (Mosquito, Liberator)',
    tests: [
      { file: 'src/rules/systems/aeto/aptoExamples.test.ts', title: 'the role switch ends the Mosquito’s strike' },
      { file: 'src/rules/systems/aeto/aptoExamples.test.ts', title: 'D50: the Mosquito that switched to the Fighter role' },
    ],
  },
  {
    id: 'D51', status: 'played', rule: '4.16', title: 'Heavy Bomber return-fire trigger ("if hit")',
    tests: [{ file: RETURN_FIRE, title: 'APTO default: only a hit triggers return fire' }, { file: 'src/rules/systems/aeto/combat/roundDistribution.test.ts', title: 'APTO default (hit only, A3)' }],
  },
  { id: 'D52', status: 'played', rule: '4.16', title: 'Kamikaze (immune to aborts)' },
  {
    id: 'D53', status: 'played', rule: '4.16', title: 'Natural 5/6 unmodifiable',
    tests: [{ file: ATTACK, title: 'attackResult — APTO reading' }, { file: 'src/rules/systems/aeto/combat/attackDistribution.test.ts', title: 'ATN 5 with Sneak Attack −1 (APTO)' }],
  },
  { id: 'D54', status: 'nothing to play', rule: '4.16', title: 'Targeting sentence (complete)', missing: 'Wording: the AETO sentence is garbled; Sortie plays the complete one in both games (4.16).' },
  {
    id: 'D55', status: 'played', rule: '4.18', title: 'Own-airbase bonus (Dirt Airstrip; Hawaii, December 1941)',
    tests: [{ file: AIR_TN, title: 'APTO: US fighter-types get no own-base bonus over Hawaii' }, { file: 'src/rules/systems/aeto/engine/airCombat.test.ts', title: 'no own-airbase bonus over a grass airfield' }],
  },
  {
    id: 'D56', status: 'played', rule: '4.18', title: 'Surprise air bonus (Sneak Attack)',
    tests: [{ file: AIR_TN, title: 'APTO: Sneak Attack −1, Elite Pilots' }, { file: AIR_TN, title: 'APTO has no Blitzkrieg' }],
  },
  {
    id: 'D57', status: 'played', rule: '4.18', title: 'National bonuses removed (Finnish, Radar)',
    tests: [{ file: 'src/rules/systems/aeto/engine/airCombat.test.ts', title: 'no radar modifier in APTO' }],
  },
  {
    id: 'D58', status: 'played', rule: '4.18', title: 'Elite Pilots (optional 11.49)',
    tests: [{ file: AIR_TN, title: 'APTO: Sneak Attack −1, Elite Pilots +1 strength' }, { file: 'src/rules/systems/aeto/scenario/validate.test.ts', title: 'refuses elite pilots outside APTO' }],
  },
  {
    id: 'D59', status: 'played', rule: '4.19', title: 'Example (Ki-84 vs B-29)',
    tests: [{ file: RETURN_FIRE, title: 'T27: B-29 [4] vs Ki-84 4-8/4' }, { file: AIR_TN, title: 'T27: Ki-84 4-8/4 vs B-29' }],
  },
  { id: 'D60', status: 'partly', rule: '4.20', title: 'AA timing (Kamikaze, Torpedo Bonus)', missing: 'A Kamikaze takes its anti-aircraft hits at once; the AOI Torpedo Bonus is optional rule [11.29] of AOI (the East Africa expansion), whose text is not in the APTO booklet: [4.20] says only that its anti-aircraft hits apply at once, not what the bonus is nor which units may use it, so it cannot be modelled.' },
  { id: 'D61', status: 'played', rule: '4.20', title: 'Attack count (Kamikaze fighter-types)' },
  { id: 'D62', status: 'played', rule: '4.20', title: 'Modifiers added (+2 Kamikaze; −1 Japanese vs a submarine)' },
  { id: 'D63', status: 'played', rule: '4.20', title: 'Italian −1 removed' },
  { id: 'D64', status: 'played', rule: '4.20', title: 'Named-target list (BBCV)' },
  { id: 'D65', status: 'played', rule: '4.20', title: 'Surprise naval strike (Japanese, Sneak Attack)' },
  { id: 'D66', status: 'nothing to play', rule: '4.21', title: 'AA location (no Convoy Escort exclusion)', missing: 'Convoy Duty Escort is not played in AETO either: all the ships of the location fire in both games (4.21).' },
  { id: 'D67', status: 'played', rule: '4.21', title: 'DD-equivalents ("A" CLs)' },
  { id: 'D68', status: 'played', rule: '4.21', title: 'Port bonus (enlarged ports)' },
  { id: 'D69', status: 'played', rule: '4.21', title: 'Kamikaze AA (at once)' },
  { id: 'D70', status: 'nothing to play', rule: '4.21', title: 'Example (two G4M)', missing: EXAMPLE_TESTED('4.21, tested with the two He-111 of T-15', 'T30') },
  {
    id: 'D71', status: 'played', rule: '4.22', title: 'Ground-support halving rounds down',
    tests: [{ file: GS, title: 'bomber strength halvings (4.22; APTO E2)' }, { file: GS, title: 'APTO T31: a 4-2 infantry across a river' }],
  },
  {
    id: 'D72', status: 'played', rule: '4.22', title: 'Terrain halving (jungle)',
    tests: [{ file: GS, title: 'a Heavy Bomber of strength 5 in a jungle hex' }],
  },
  { id: 'D73', status: 'nothing to play', rule: '4.22', title: 'Wording (offensively or defensively)', missing: 'Wording and an example: ground support is flown by both sides in both games (4.22); the 4-2 infantry of T31 is a test.' },
  { id: 'D74', status: 'played', rule: '4.23', title: 'ATP capacity (by strength points)' },
  { id: 'D75', status: 'played', rule: '4.23', title: 'Activation (a carried unit is not Activated)', tests: [{ file: 'src/rules/systems/aeto/missions/airTransport.test.ts', title: 'a one-step infantry unit flies to Tripoli: its hex changes, it is not Activated' }] },
  { id: 'D76', status: 'played', rule: '4.23', title: 'Return restriction (origin only)', tests: [{ file: 'src/rules/systems/aeto/missions/airTransport.test.ts', title: 'or returns to Rome once the chit is unloaded' }] },
  { id: 'D77', status: 'nothing to play', rule: '4.23', title: 'Example (Japanese X-9)', missing: 'An example: the same flight as T-17 (Rome to Tripoli), which is a test, as the X-9’s is (APTO T32).' },
  { id: 'D78', status: 'played', rule: '4.24', title: 'Gliders' },
  { id: 'D79', status: 'played', rule: '4.24', title: 'Paradrop terrain −1 (jungle)', tests: [{ file: 'src/rules/systems/aeto/missions/paradrop.test.ts', title: '−1 forest drop hex' }] },
  { id: 'D80', status: 'nothing to play', rule: '4.24', title: 'Participatory Generals removed', missing: 'No General drops with a paratrooper in either game in Sortie (see 4.24).' },
  { id: 'D81', status: 'nothing to play', rule: '4.24', title: 'Lone paradrop attack', missing: 'A rule of the land combat ([5.19] step loss), which the players resolve at the table.' },
  { id: 'D82', status: 'played', rule: '4.24', title: 'Surprise (Sneak Attack +1)' },
  { id: 'D83', status: 'nothing to play', rule: '4.25', title: 'Mission definitions', missing: 'Wording: an Air Offensive flies up to two missions of these kinds in both games (4.25).' },
  { id: 'D84', status: 'played', rule: '4.25', title: 'Combined Air Offensive' },
  { id: 'D85', status: 'nothing to play', rule: '4.26', title: 'Section header', missing: 'Wording: Sortie cites bombing as 4.26 in both games.' },
  { id: 'D86', status: 'played', rule: '4.26', title: 'Target list (port formula, Burma Railway)' },
  { id: 'D87', status: 'played', rule: '4.26', title: 'Indestructible targets (Addu Atoll)' },
  { id: 'D88', status: 'played', rule: '4.26', title: 'Bonus excluded (B-29)' },
  { id: 'D89', status: 'played', rule: '4.26', title: 'Recomputation after each success' },
  { id: 'D90', status: 'played', rule: '4.26', title: 'Collateral damage by physical roll' },
  { id: 'D91', status: 'nothing to play', rule: '4.26', title: 'Port collateral (none)', missing: 'Sortie inflicts no collateral loss on ships in a destroyed port in either game.' },
  {
    id: 'D92', status: 'played', rule: '4.27', title: 'Previously Committed (considered aloft)',
    tests: [{ file: STRAFE, title: 'APTO C1: Previously Committed units count as aloft all month' }],
  },
  { id: 'D93', status: 'played', rule: '4.27', title: 'Change Base commitment (until the friendly Air Step ends)' },
  { id: 'D94', status: 'played', rule: '4.27', title: 'Clearing "(Current)" (last Air Movement Step only)' },
  {
    id: 'D95', status: 'played', rule: '4.27', title: 'End Phase (strikes only on ships that moved into range)',
    tests: [{ file: 'src/rules/systems/aeto/engine/endPhase.test.ts', title: 'a force that began out of range and moved into it may be struck' }],
  },
  {
    id: 'D96', status: 'played', rule: '4.28', title: 'After an Intensive attack (not aloft)',
    tests: [{ file: 'src/rules/systems/aeto/engine/intensive.test.ts', title: 'then are back aboard at once, Current' }],
  },
  { id: 'D97', status: 'nothing to play', rule: '4.29', title: 'After a ≤ 2-ship strike (wording)', missing: 'Same meaning in both games (4.29).' },
  { id: 'D98', status: 'played', rule: 'global', title: 'Terms (Dirt Airstrip, Sneak Attack)', tests: [{ file: STRAFE, title: 'D43: a nation under the Sneak Attack Bonus may not evacuate' }] },
]

/** One worked example of the APTO booklet (APTO specification §6, T01–T32). */
export interface WorkedExample {
  /** "T12". */
  id: string
  /** The rule it illustrates: "3.17". */
  rule: string
  title: string
  /** It shows something air units do (its own numbers or its [derived] check). */
  air: boolean
  /** Why no unit test plays it: what it shows is not played by Sortie. Absent: tests cite it ("APTO T12"). */
  reason?: string
  /** Tests that play it without citing it in their title. */
  tests?: TestRef[]
}

const NAVAL = (what: string) => `A naval rule of Part 3 (${what}), no air unit in it: naval movement and combat are the players’, entered as outside events (a ship moved, damaged or sunk).`

/** The worked examples of the APTO booklet (spec §6), in order: which touch air units, and their tests or why there is none. */
export const APTO_EXAMPLES: WorkedExample[] = [
  { id: 'T01', rule: '1.7', title: 'Weather carries over from the base', air: true },
  { id: 'T02', rule: '2.2', title: 'B-29 raid with collection', air: true },
  { id: 'T03', rule: '2.3', title: 'Column shifts', air: true },
  { id: 'T04', rule: '2.4', title: 'Non-home target and conquest cap', air: true },
  { id: 'T05', rule: '2.6', title: 'Rail Capacity reduced to zero', air: true },
  { id: 'T06', rule: '2.13', title: 'Per-area cap on air interdiction', air: true },
  { id: 'T07', rule: '2.23', title: 'Surface-raider EP sum', air: true },
  { id: 'T08', rule: '3.6', title: 'Search groups', air: false, reason: NAVAL('search groups of a naval interception') },
  { id: 'T09', rule: '3.9', title: 'Carrier Intrepid under repeated strikes (N&A Phase)', air: true },
  { id: 'T10', rule: '3.13', title: 'Carrier Illustrious in the Offensive Phase', air: true },
  { id: 'T11', rule: '3.17', title: 'Gunnery order within a round', air: false, reason: NAVAL('gunnery sub-rounds of naval combat') },
  { id: 'T12', rule: '3.17', title: 'Damage during movement', air: false, reason: NAVAL('naval movement points after damage') },
  // Naval transport of air units by STPs is played (APTO [3.21]–[3.24], engine/seaTransport.ts): the air cargo of T13 and T14's [derived] air check; land units, Generals, HQs and Amphibious Assaults stay naval (Part 3).
  { id: 'T13', rule: '3.18', title: 'Losing STPs and cargo', air: true },
  { id: 'T14', rule: '3.23', title: 'Amphibious transport cost', air: true },
  { id: 'T15', rule: '3.14', title: 'Refuel over-spending', air: false, reason: NAVAL('EP paid to refuel ships') },
  { id: 'T16', rule: '3.15', title: 'Sunk ships in port', air: false, reason: 'A port’s capacity for ships (Part 3), which Sortie does not keep: a carrier docks in any friendly port (4.5), whose air capacity is not what the example changes.' },
  { id: 'T17', rule: '4.2', title: 'Capacities add up', air: true },
  { id: 'T18', rule: '4.3', title: 'Dirt Airstrip: own units present', air: true },
  { id: 'T19', rule: '4.4', title: 'Akagi loading', air: true },
  { id: 'T20', rule: '4.6', title: 'Lexington as ferry', air: true },
  { id: 'T21', rule: '4.10', title: 'Reconnaissance attempt limits', air: true },
  { id: 'T22', rule: '4.10', title: 'Reconnaissance range', air: true },
  { id: 'T23', rule: '4.10', title: 'Flotilla Sighting rounding', air: true },
  { id: 'T24', rule: '4.13', title: 'Interception range', air: true },
  { id: 'T25', rule: '4.15', title: 'Striking into a large sea area', air: true },
  { id: 'T26', rule: '4.15', title: 'Coordinated strike and role switch', air: true },
  { id: 'T27', rule: '4.19', title: 'Return fire', air: true },
  { id: 'T28', rule: '4.20', title: 'Armor above 12', air: true },
  { id: 'T29', rule: '4.20', title: 'Number of attacks', air: true },
  { id: 'T30', rule: '4.21', title: 'AA value', air: true },
  { id: 'T31', rule: '4.22', title: 'Cap on Bomber ground support', air: true },
  { id: 'T32', rule: '4.23', title: 'ATP flight', air: true },
]

/** The test files of the OCS rule system (a title citing "14.3" counts under OCS 14.3 only there). */
export const OCS_TEST_FILE = /^src\/(rules\/systems\/ocs\/|cli\/ocs\.test|ui\/noScreensOcs\.test|ui\/systems\/ocs\/)/

const OCS_EXAMPLE = 'src/rules/systems/ocs/example14_3e.test.ts'

/** OCS series rules 14.0 Air Power (seed 004; other-systems.md §3), section by section. */
export const OCS_SECTIONS: CoverageRow[] = [
  {
    id: '14.0', status: 'partly', title: 'Air Power',
    missing: 'Every mission of 14.2e flies from Active aircraft and leaves them Inactive; Inactive aircraft become Active again by refit in the Aircraft Refit Phase only within the numbers a scenario gives (`refit`): rule 15.0 is not in the seed, and Sortie never makes up its numbers or its supply cost.',
    tests: [{ file: OCS_EXAMPLE, title: 'with the Air Combat Table entered' }],
  },
  {
    id: '14.1', status: 'partly', title: 'Aircraft & Basic Handling',
    missing: 'Types, Active and Inactive, two steps, aborts and the return to a base within range are played; refit (14.1d) makes Inactive aircraft Active in the Aircraft Refit Phase within the numbers the scenario gives each base and the Active limit (15.0 is not in the seed: the supply it costs is the players’); a Strategic Bomber makes a barrage unspotted, takes away its short-range shift and never hip shoots (14.1e A–C); anti-ship barrages (18.3) and weather (14.1f) are not played.',
  },
  {
    id: '14.2', status: 'partly', title: 'Aircraft Movement',
    missing: 'The Active limit of 4 + Level is checked when a scenario loads, and the mission sequence A–G runs for every mission of 14.2e (sweeps, barrages, Hip Shoots, Trainbusting, transfers, Air Transports and Air Drops) with at most four aircraft in range, once per phase; a base captured by ground units (9.14f) is not played.',
  },
  { id: '14.3', status: 'played', title: 'Air Combat' },
  {
    id: '14.4', status: 'partly', title: 'Flak',
    missing: 'Flak is rolled in step E against barrages, and against transfers and Air Transports in an enemy Patrol Zone (14.4a): 2d6 and the lines of the Flak chart (the mission’s size, the Patrol Zone) against 11, the Mission Loss Table (a choice among equals is the owner’s), the step lost (14.4e–f); each cell the seed does not print is read off the players’ own chart. Not yet: a scenario carries no entered charts (Sortie’s placeholders hold only the seed’s fixed points), no HQ, printed Flak or ships (the chart’s other lines, Flak points); the cargo recalculation of 14.4g is played for Air Transport (the player picks the cargo destroyed, only the excess, rounded in favour of the cargo), and applied likewise when a Transport aborts in Air Combat (14.4g names only Flak).',
  },
  { id: '14.5', status: 'played', title: 'Interception' },
  { id: '14.6', status: 'played', title: 'Fighter Sweep' },
  {
    id: '14.7', status: 'partly', title: 'Barrage & Hip Shoots',
    missing: 'A barrage of an enemy air base is declared in the Barrage Segment, once per hex and phase, flies through Air Combat, Interception and Flak, and is resolved in step F: the barrage points, the Barrage Table column, the shifts (no spotter, the RE the scenario gives for the hex, short range 14.7c, Strategic Bombers 14.1e), 2d6 and the half-result die; the ground effect (steps, DG) is logged for the players to apply. Spotters are the players’ data (`spotters`: the hexes a correct spotter of each side sees, 10.0b): a spotted barrage takes no “no spotter” shift. Hip Shoots (14.7d) are declared in a Movement Segment by one aircraft the scenario marks able to (`hipShoot`, never a Strategic Bomber) against a spotted hex, any number a hex a phase, through Flak, and resolved as a barrage. Not yet: regular barrages of targets other than enemy air bases (OCS scenarios hold no ground units), anti-ship barrages (18.3).',
  },
  {
    id: '14.8', status: 'partly', title: 'Trainbusting',
    missing: 'Declared in a Barrage Segment against any hex in range, once per hex and phase; Flak always; the mission’s barrage points and 2d6 on the Barrage vs Facility Table (read off the players’ chart); an asterisk places a marker, one a hex (14.8a, 14.8d). The zone’s effects (14.8b–c) are ground movement, and the marker’s removal in the next enemy Clean Up Phase (14.8d) is not a phase Sortie knows: both are the players’. The legal list offers every hex in range not trainbusted this phase. No shift is read for the Barrage vs Facility Table (10.0 is not in the seed).',
  },
  {
    id: '14.9', status: 'partly', title: 'Air Transport',
    missing: 'Declared in a Movement Segment to a friendly air base with cargo the scenario lists (the players’ data, sizes in T): each plane’s range option (14.9e A–C), capacities combined per base and a ½T never rounded up (14.9a–b), Interception and Flak in an enemy Patrol Zone, the cargo lost with capacity (14.4g), the unloading limit of 2T × Level per segment (14.9f), the return within range or half range. Gliders as 14.10e gives them. Not checked: what the cargo may be and how far units move before or after (14.9c–d, ground rules: the players’); integral gliders (14.10f) are not modelled.',
  },
  {
    id: '14.10', status: 'partly', title: 'Air Drop',
    missing: 'Declared in a Movement Segment over a hex whose terrain the scenario gives, on option B or C: Supply Points, and combat units on a Drop Plan the scenario lists for that hex and Movement Phase, a "Para" unit by parachute or any unit by glider (14.10a–b); Flak, then a roll per unit or 1T of supply on the Air Transport Success Table (read off the players’ chart) with its modifiers (the lines the scenario’s `dropModifiers` names for the hex, their values entered or read off the chart), landed or destroyed (14.10d); gliders towed from the base’s Glider Points, used once, 2T or 4T, outside the unloading limit, the glider column, a tow hit down to 1T (14.10e A–F). Not yet: Drop Plans made or cancelled during play (14.10b–c: Sortie has no game turns, so plans are the scenario’s, made before the game), building gliders (14.10e A, Eq), integral gliders (14.10f); a drop on enemy combat units is left to the players (no ground units).',
  },
  { id: '14.11', status: 'played', title: 'Base Transfer' },
]

/** The test files of the AWAW rule system (a title citing "23.22A" counts under AWAW 23.2 only there). */
export const AWAW_TEST_FILE = /^src\/(rules\/systems\/awaw\/|cli\/awaw\.test|ui\/noScreensAwaw\.test)/

/** A World at War, rule 23 Air-Naval Operations (seed 002; other-systems.md §1), section by section. */
export const AWAW_SECTIONS: CoverageRow[] = [
  {
    id: '23.1', status: 'partly', title: 'Overview',
    missing: 'AAF break into one AAS of each role when they first attack or cover at sea and recombine at the end of the player turn, held to the force pool (23.13–23.14; how losses reduce the designated area is a reading), and land-based air attacks and covers any force that passes within range (23.161). Not yet: search and spotting, counterair against NAS (23.152), the construction phase (23.141B), jets and air transports (23.17–23.18), the commitment bans of 23.162 and the inversion at the end of the redeployment phase (23.164).',
  },
  {
    id: '23.2', status: 'partly', title: 'Air Cover',
    missing: 'Outside naval combat it is played whole (range, the share by distance to the nearest air base, sharing among task forces, secret assignment); during naval combat (23.25) it is not, as naval combat rounds (rule 22) are not in the seed and are not entered yet.',
  },
  {
    id: '23.3', status: 'partly', title: 'Combat Air Patrol',
    missing: 'CAP over each task force outside naval combat, a third of its carriers’ NAS (CVEs not counted), recomputed from the NAS aboard; during naval combat rounds (23.35) it is not played yet.',
  },
  {
    id: '23.4', status: 'partly', title: 'Resolving Air Attacks on Naval Units',
    missing: 'At sea, outside naval combat: the engagement (at most eight defenders, the attacker choosing which of his squadrons meet them, 23.415B), each side’s air combat result read off its own chart (rule 19 is not in the seed), the air defence roll, the targets and the Naval Attack Table with dice drawn or rolled by hand and their odds shown before, hits adding up on named ships, a damaged ship staying or leaving for a base (23.415–23.444). Not yet: spreading hits over light ships (20.551) and mixed forces (23.45), attacks in port (23.411–23.414) and escape (23.46).',
    tests: [{ file: 'src/rules/systems/awaw/charts/charts.test.ts', title: 'the Air Defense Table (23.42)' }],
  },
  { id: '23.5', status: 'not played', title: 'Land-Based Air Attacks on Naval Bases', missing: 'Not played yet: strikes in port need counterair (18.52, not in the seed) and the port attack procedure.' },
  { id: '23.6', status: 'not played', title: 'Carrier Attacks on Enemy Bases', missing: 'Not played yet: they happen in naval combat rounds (rule 22), which are not entered yet.' },
  {
    id: '23.7', status: 'not played', title: 'Attacks on Enemy Naval Units at Sea',
    missing: 'Not played yet beyond the land-based strike of 23.24: naval combat rounds, carrier strikes, surprise (the Surprise Table is transcribed and tested, 23.7413), kamikazes and strike sizes (23.73) wait for the naval combat events.',
    tests: [{ file: 'src/rules/systems/awaw/charts/charts.test.ts', title: 'A16' }],
  },
]

/** The test files of the Europa draft rule system. */
export const EUROPA_TEST_FILE = /^src\/(rules\/systems\/europa\/|cli\/europa\.test|ui\/noScreensEuropa\.test)/

/** The Europa-family draft "20. Air Rules Introduction" (V10.11.25; seed 003; other-systems.md §2), section by section. */
export const EUROPA_SECTIONS: CoverageRow[] = [
  {
    id: '20.A', status: 'partly', title: 'Air Units',
    missing: 'Types, prefixes and codes are carried as the scenario gives them, and a prefix never changes a type or its category; the UNIT DESCRIPTION CHART is not in the draft, so only F and HF (fighters) and HB (a bomber) are placed by it, and the scenario gives any other type’s category. No rating of a unit is read (the draft has no rule that reads one).',
  },
  {
    id: '20.B', status: 'partly', title: 'Concepts',
    missing: 'The seven statuses (face, X markers, the R–E ladder carried in flight and resolved on landing with the ARP choices), the aborted, eliminated, strategic, garrison and holding boxes, and the terms of an operation are played. Not played: the air OBs by theatre, assignment and organisation, the fronts of the aborted box, the air track and the strategic air assets (holes H3–H7: scenario data or not offered).',
  },
  {
    id: '20.C', status: 'partly', title: 'Air Activities Phasing',
    missing: 'Each phase of the player turn in the draft’s order with its air activities: status improvement within capacity, the CAP window, the on-demand windows, DAS then OGS then ground combat entered by the players, CAP returning at the end of the player turn. Left to the table: reinforcements, engineering and replacements (holes H9, H10); which operations the on-demand windows allow is a house ruling per phase (the AIR MISSION CHART, H8), and "halved again" is a ruling only (A2): Sortie reads no bombing factor.',
  },
  {
    id: '20.D', status: 'partly', title: 'Air Operation Sequence',
    missing: 'The steps of an operation with what is refused during one, the alternation, the target-hex limits, interceptors and CAP declared by number, landing. Air combat, AA fire and mission results are decided by the players from the closed set of results (holes AC, H13, MR); escorts, interception range, CAP range and movement groups are house rulings recorded, not checked (H2, H11, H12, CAPR); units are named only to their owner, but there is no hidden movement (H16).',
  },
  { id: '20.E', status: 'not played', title: 'Air Corps Markers', missing: 'Not played: the Corps/Army markers and sheet are not in the draft (H15); the other side is told the number of units flying and the missions, not which units.' },
]
