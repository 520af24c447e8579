// Built-in scenarios shipped with the client. `data` is raw JSON: load it with
// parseScenario(data) from src/rules/scenario/validate.ts, exactly like a user's file.
import channel1943 from './channel-1943.json'
import t11Whitley from './t11-whitley.json'
import tutorial from './tutorial.json'
import tutorialStrikes from './tutorial-strikes.json'
import tutorialFleet from './tutorial-fleet.json'
import coralSea from './coral-sea-1942.json'

export interface BuiltInScenario {
  id: string
  title: string
  /** One line for a scenario picker; the full text is data.description. */
  description: string
  data: unknown
}

export const builtInScenarios: BuiltInScenario[] = [
  {
    id: tutorial.id,
    title: tutorial.title,
    description: 'Small map: Allied bombers intercepted, counter-intercepted and counter-counter-intercepted on the way to an Axis task force.',
    data: tutorial,
  },
  {
    id: tutorialStrikes.id,
    title: tutorialStrikes.title,
    description: 'Second chapter: Typhoons strafe a Luftwaffe airbase whose units may evacuate; then an Air Offensive bombs it on the Bombing Table.',
    data: tutorialStrikes,
  },
  {
    id: tutorialFleet.id,
    title: tutorialFleet.title,
    description: 'Third chapter: find an Italian squadron by reconnaissance, strike it from Malta as it moves, and meet its interception of a convoy with the carrier Eagle’s Swordfish.',
    data: tutorialFleet,
  },
  {
    id: t11Whitley.id,
    title: t11Whitley.title,
    description: 'The rulebook example of (4.15): the Whitley collects a Spitfire at Hull, is intercepted alone, and the Hampden attacks the task force.',
    data: t11Whitley,
  },
  {
    id: channel1943.id,
    title: channel1943.title,
    description: 'Larger map: B-17s with P-47/P-51 escorts against Fw-190s, Me-109s and Me-110s; radar, a carrier, an over-stacked base, two weather zones.',
    data: channel1943,
  },
  {
    id: coralSea.id,
    title: coralSea.title,
    description: 'APTO carrier battle: Lexington and Yorktown against Shokaku and Zuikaku, neither side knowing where the other is; find, move and strike.',
    data: coralSea,
  },
]
