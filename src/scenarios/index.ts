// The built-in scenarios the client offers, by id and title. Their files are served from
// public/scenarios/<id>.json (fetched when chosen, not bundled); Node reads them with files.ts.
// A test checks that this list and the files agree. Those of another rule system than AETO/APTO
// are listed apart (otherSystemsIndex) and kept in public/scenarios/<system>/.

export interface BuiltInEntry {
  id: string
  title: string
  /** One line for a scenario picker; the full text is the file's description. */
  description: string
  /** The rule system that plays it, when it is not AETO/APTO (the file's `system`). */
  system?: string
}

export const builtInIndex: readonly BuiltInEntry[] = [
  {
    id: 'tutorial',
    title: 'Tutorial: Interception over the Narrow Sea',
    description:
      'Small map: Allied bombers intercepted, counter-intercepted and counter-counter-intercepted on the way to an Axis task force.',
  },
  {
    id: 'tutorial-strikes',
    title: 'Tutorial 2: Strikes over land',
    description:
      'Second chapter: Typhoons strafe a Luftwaffe airbase whose units may evacuate; then an Air Offensive bombs it on the Bombing Table.',
  },
  {
    id: 'tutorial-fleet',
    title: 'Tutorial 3: Find and strike a task force',
    description:
      'Third chapter: find an Italian squadron by reconnaissance, strike it from Malta as it moves, and meet its interception of a convoy with the carrier Eagle’s Swordfish.',
  },
  {
    id: 'tutorial-airborne',
    title: 'Tutorial 4: An airborne operation',
    description:
      'Fourth chapter: a Land Offensive with a paradrop — the Dakota carries the 1st Airborne to the combat hex, escorted by a Spitfire, and drops it with or without Gliders.',
  },
  {
    id: 't11-whitley',
    title: 'Rulebook example (4.15): Whitley, Spitfire and Hampden',
    description:
      'The rulebook example of (4.15): the Whitley collects a Spitfire at Hull, is intercepted alone, and the Hampden attacks the task force.',
  },
  {
    id: 'channel-1943',
    title: 'Channel, August 1943',
    description:
      'Larger map: B-17s with P-47/P-51 escorts against Fw-190s, Me-109s and Me-110s; radar, a carrier, an over-stacked base, two weather zones.',
  },
  {
    id: 'coral-sea-1942',
    title: 'Coral Sea, May 1942 (APTO)',
    description:
      'APTO carrier battle: two American carriers against two Japanese, neither side knowing where the other’s are; find, move and strike.',
  },
  {
    id: 'malta-convoy-1942',
    title: 'Malta convoy, August 1942',
    description:
      'A British convoy and its carrier escort sail for Malta past the Axis airbases of Sardinia and Sicily: find it, strike it through its anti-aircraft fire, and sortie the Italian cruisers.',
  },
  {
    id: 'pearl-harbor-1941',
    title: 'Pearl Harbor, December 1941 (APTO)',
    description:
      'APTO, the first turn of the war: six Japanese carriers with the Sneak Attack Bonus and the Initiative strike Oahu’s airfields and the battleships in port; the Americans hunt the carriers with what survives.',
  },
  {
    id: 'marianas-1944',
    title: 'Superfortresses over Japan, November 1944 (APTO)',
    description:
      'APTO, two months of the strategic air war: the weather over Japan each month, B-29 raids from Saipan on Tokyo, Nagoya and Osaka through the fighters of Iwo Jima and Honshu, and a fast carrier task group striking the Bonins.',
  },
]

/** The built-in scenarios of the other rule systems, each in public/scenarios/<system>/<id>.json. */
export const otherSystemsIndex: readonly BuiltInEntry[] = [
  {
    id: 'ocs-air-combat-14-3e',
    system: 'ocs',
    title: 'OCS rules example (14.3e): Air Combat over a German air base',
    description:
      'OCS air power: a LaGG-3 and an IL-2 barrage a German air base held by a Bf 109f and two Stukas; the Air Combat of the series rules’ example, round by round.',
  },
  {
    id: 'ocs-barrage-complex-example',
    system: 'ocs',
    title: 'OCS rules example (14.0): a barrage through Flak inside a Patrol Zone',
    description:
      'OCS air power: a Blenheim V and two Hurricane IIs barrage an Axis stack inside a Patrol Zone; Flak, the Mission Loss Table and the Barrage Table of the series rules’ complex example.',
  },
  {
    id: 'ocs-demo-air-power',
    system: 'ocs',
    title: 'OCS demo (fictional): a barrage through a Patrol Zone, an air transport, a hip shoot and refit',
    description:
      'OCS air power in a small fictional situation: interception, Flak and a barrage, an Air Transport, a Hip Shoot and the Aircraft Refit Phase. Every counter value is a stand-in.',
  },
  {
    id: 'awaw-air-cover-23-22a',
    system: 'awaw',
    title: 'AWAW rules example (23.22A): a Japanese task force two hexes from its airbase',
    description:
      'A World at War, rule 23: American land-based air attacks a Japanese task force two hexes from its airbase; three cover AAS and one NAS cover it, two-thirds of them engage. Stand-ins marked.',
  },
  {
    id: 'europa-capacity-20-c-1-a',
    system: 'europa-draft',
    title: 'Europa draft example (20.C.1.a): improving status at an airbase of capacity 2',
    description:
      'Draft rules, not published: an airbase of capacity 2 with four operative units, one inoperative and one with an X; each improvement costs 2, so the player makes one. Stand-ins marked.',
  },
  {
    id: 'europa-strategic-bombing-20-b-1-c',
    system: 'europa-draft',
    title: 'Europa draft example (20.B.1.c): a strategic bomber lands from an extended mission',
    description:
      'Draft rules, not published: an operative bomber flies strategic bombing, an extended mission; unharmed it lands inoperative with X, with a D from AA the D rises to A: 1 ARP, or the aborted box. Stand-ins marked.',
  },
]

/** The file's path under public/ (and in the built site). */
export function builtInPath(id: string): string {
  const other = otherSystemsIndex.find((e) => e.id === id)
  return other ? `scenarios/${other.system}/${id}.json` : `scenarios/${id}.json`
}
