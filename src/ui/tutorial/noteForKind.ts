// The tutorial's notes: short explanations for a newcomer, one entry per kind of pending decision
// the tutorial reaches (`NOTE_FOR_KIND`; a kind without one shows no note, and
// ui/decisionKinds.test.ts checks that every kind the tutorial scenario reaches has one), worded
// by the situation (how deep the engagement stack is, which round, what the last roll was).
import {
  contextOf,
  declarationDepth,
  engagementStack,
  type GameEvent,
  type GameState,
  type Pending,
} from '../../rules/systems/aeto'

export interface TutorialNote {
  title: string
  lines: string[]
}

/** "an interception", "a counter-interception", "a counter-counter-interception", … for an engagement depth (1 = interception). */
const depthName = (depth: number) =>
  depth === 1 ? 'an interception' : `a ${'counter-'.repeat(depth - 1)}interception`

/** One explanation per die of the last action: an attack (4.16) or a Heavy Bomber's return fire (4.19). */
function rollLines(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => {
    const roll = e.roll
    if (!roll) return []
    const shown = `${roll.natural}${roll.modified !== roll.natural ? ` (modified to ${roll.modified})` : ''}${roll.target !== undefined ? ` against a target number of ${roll.target}` : ''}: ${roll.result}`
    if (e.type === 'evacuation')
      return [
        `The evacuation die showed ${roll.natural}: a unit evacuates on a die no higher than the evacuation number (4.14).`,
      ]
    if (e.type === 'returnFire')
      return [
        `The return-fire die showed ${shown}. A Heavy Bomber fires back at the fighter that attacked it: the die plus the bomber's quality minus the fighter's quality hits above the fighter's quality, aborts it when equal, misses below; a natural 6 always hits and a natural 1 always misses (4.19).`,
      ]
    return [
      `The last die showed ${shown}. A roll under the air target number hits, a roll equal to it makes the target abort, a higher roll misses; but a 6 always misses, a 5 never hits (abort instead) and a 1 never misses (abort instead) (4.16).`,
    ]
  })
}

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** What a note may quote: the decision, the explanations of the last action's dice, the engagement stack, the combat round. */
interface NoteContext<K extends Pending['kind']> {
  state: GameState
  p: P<K>
  /** One explanation per die of the last action (`rollLines`). */
  lines: string[]
  /** How many actions were played. */
  played: number
  stack: ReturnType<typeof engagementStack>
  round: number
}

/** The tutorial's note for a decision of kind K. */
export type NoteFor<K extends Pending['kind']> = (c: NoteContext<K>) => TutorialNote

/** A note that explains the last action's dice first, then `text`. */
const afterRolls =
  (title: string, text: string) =>
  ({ lines }: { lines: string[] }): TutorialNote => ({ title, lines: [...lines, text] })

/** A note of `text` alone: at this decision the last action's dice are not explained. */
const alone = (title: string, text: string) => (): TutorialNote => ({ title, lines: [text] })

function planNote({ state, lines, played }: NoteContext<'plan'>): TutorialNote {
  if (played > 0 && state.stack.length === 0 && Object.keys(state.engagements).length > 0)
    return {
      title: 'Tutorial complete',
      lines: [
        ...lines,
        'Every engagement has been fought, last declared first resolved. You have seen an interception, a counter-interception, a counter-counter-interception and both combat rounds. End the Step to send the survivors home.',
      ],
    }
  return {
    title: 'Launch a mission',
    lines: [
      'Tick the Wellington and the B-17 at Marsham (0207), trace the route 0307, 0407, 0507 (Kestrel Field, where a Spitfire can join), 0606, 0706, then launch (4.1, 4.12).',
    ],
  }
}

const flyTheMission = alone(
  'Fly the mission',
  'The flight moves one hex at a time; at a friendly base it may collect escorts (4.9). Each hex entered gives the enemy a chance to intercept (4.13).',
)

function declareNote({ state, p, lines, stack }: NoteContext<'declare'>): TutorialNote {
  const d = declarationDepth(state, p.targets)
  const before = stack.find((e) => e.id === d.before)
  const min = contextOf(state).variant.interceptRangeMin
  return {
    title: `Declare ${depthName(d.depth)}`,
    lines: [
      ...lines,
      !before
        ? `An enemy flight has entered a hex your fighters can reach: interception range is max(${min}, half the printed range) from their base (4.13). Tick the fighters to send, or pass.`
        : `Enemy interceptors are on their way: you may intercept them in turn. This one would be fought before the ${before.name.toLowerCase()} at ${before.hex}: the last declared is the first resolved (4.13).`,
    ],
  }
}

function rolesNote({ lines, round }: { lines: string[]; round: number }): TutorialNote {
  return {
    title: `Round ${round}: roles`,
    lines: [
      ...lines,
      'Fighter-bombers may dump their bombs and fight as fighters; fighters designated against bombers may attack only bombers (4.16).',
    ],
  }
}

function attackNote({ lines, round }: NoteContext<'attack'>): TutorialNote {
  return {
    title: `Round ${round}: attacks`,
    lines: [
      ...lines,
      'Choose an attacker and a target. Greyed targets are illegal, with the reason. Before the roll you see the air target number, every modifier with its rule, and the exact chance of hit, abort and miss (4.16).',
    ],
  }
}

function continueNote({ lines, stack }: NoteContext<'continue'>): TutorialNote {
  return {
    title: 'After combat',
    lines: [
      ...lines,
      `This engagement is over. ${stack.length > 1 ? `Next, the engagement below it on the stack is resolved: ${stack[stack.length - 2].name.toLowerCase()} at ${stack[stack.length - 2].hex}.` : 'The surviving flights may continue to their target.'} (4.13)`,
    ],
  }
}

function evacuationNote({ p, lines }: NoteContext<'evacuation'>): TutorialNote {
  return {
    title: 'Evacuate or ride it out',
    lines: [
      ...lines,
      `Enemy strafers are over your airbase. Each unit on the ground may try to evacuate to another friendly base within twice its range that has room; it succeeds on a die of ${p.n} or less, where ${p.n} is the number of your land hexes the strafers flew through, the target included (4.14). A fighter that fails loses its own-airbase bonus this Step; units that stay may still intercept the strafers.`,
    ],
  }
}

function navalWindowNote({ p, lines }: NoteContext<'navalWindow'>): TutorialNote {
  return {
    title: 'An enemy flotilla moves',
    lines: [
      ...lines,
      p.located.length
        ? 'The enemy flotilla you have located halts where it entered: bombers at base that reach it may fly an air-naval interception now, escorted by fighters; every bomber must have the range to reach it (4.15). Or let it go on.'
        : 'An enemy flotilla has entered a location and halts: reconnoitre it now (its units are neither moved nor committed) — only a located flotilla may be attacked (4.10, 4.15). Or let it go on.',
    ],
  }
}

export const NOTE_FOR_KIND = {
  plan: planNote,
  move: flyTheMission,
  collect: flyTheMission,
  declare: declareNote,
  launchInterceptors: alone(
    'Launch the interceptors',
    'Interceptors take off one base at a time and fly the automatic path to the engagement; each take-off is a new chance for the other side to intercept them (4.13).',
  ),
  preCombat: afterRolls(
    'Before combat',
    'Each side in turn may add interceptors, launch more of the mission, propose to cancel, or pass; two passes in a row start the combat (4.16).',
  ),
  acceptCancel: alone(
    'Cancel?',
    'The other side proposes to call the engagement off; if you accept, no combat is fought here (4.13).',
  ),
  dumpOrdnance: rolesNote,
  designate: rolesNote,
  attack: attackNote,
  roll: alone('Roll the die', 'Roll a real die and type its value (1–6).'),
  voluntaryAbort: afterRolls(
    'End of Round 1: abort?',
    'Each side secretly chooses units to leave the combat; the choices are revealed together (4.16). On a hot-seat screen the other player does not see yours.',
  ),
  remain: afterRolls('Round 2', 'Choose who stays for the second and last round; the others abort (4.16).'),
  continue: continueNote,
  returnToBase: alone('Return to base', 'Everyone aloft lands; each unit’s own base is pre-selected (4.2).'),
  over: alone(
    'Scenario over',
    'The scenario’s last Naval and Air Phase has been played: its summary shows what each side lost. Restart it to try other choices, or undo in exploration mode (4.1).',
  ),
  evacuation: evacuationNote,
  bombAllocation: afterRolls(
    'Bombing: allocate the bombers',
    'Assign each bomber over the target to one installation. Each installation bombed is one 2d6 roll on the Bombing Table, in the column of the bombers’ total strength: a result at or above its target number destroys it. The dialog shows the exact chance before the roll (4.26).',
  ),
  bombAa: afterRolls(
    'Anti-aircraft loss',
    'The table result had an asterisk: one bomber of that attack loses a step; the side with the Initiative chooses which (4.26).',
  ),
  bombCollateral: afterRolls(
    'Collateral losses',
    'The airbase was destroyed: the units that rode it out lose one step for each even total above the least roll that would have destroyed it; the sides choose in turn, defender first (4.26).',
  ),
  initiative: afterRolls(
    'The Initiative',
    'The side holding the Initiative decides which side performs its Naval and Air Phase first — naval movement and Air Movement Step —, and which performs the first Offensive of the Offensive Phase; in the End Phase it always moves its ships first (APTO sequence of play [viii]).',
  ),
  offensive: afterRolls(
    'The Offensive Phase',
    'The sides take turns: each declares one Offensive or passes, and the phase ends when every side has passed in a row. An Air Offensive flies up to two missions: bombing installations, Change Base, air transport or air-naval attacks; the enemy may intercept with uncommitted or Current fighters, which this does not commit (4.25).',
  ),
  seaCargoLoss: afterRolls(
    'STPs lost under their cargo',
    'STPs carrying air units were sunk or hit: the STPs left cannot carry them all. Choose the air units lost, just enough for the rest to fit; a fighter-type needs 2 STP points, a Small Fighter none (3.18, 3.23).',
  ),
  forcedRebase: afterRolls(
    'Forced Rebase',
    'The base was lost: each unit on the ground flies one hop, at most twice its range, to a friendly base — one with room if any is in reach, closer to supply if it can. It cannot be intercepted and is Previously Committed for the month (4.7).',
  ),
  baseChain: afterRolls(
    'Change Base into a full base',
    'The Change Base ended at a full base: as the newcomers arrive, enough units based there change base out, on their own Change Base, which the enemy may intercept (4.8).',
  ),
  stackOrder: afterRolls(
    'Stack order',
    'A unit arrives at a base it over-stacks: its owner places it in the stack. The top units up to capacity are operational; those below may fly only a Change Base in a later phase. The order then stays as it is: a vacancy promotes the topmost over-stacked unit (4.8; A-69).',
  ),
  bombUcep: afterRolls(
    'Under construction',
    'An installation under construction was destroyed: its owner may pay 1 EP from the Economic Reserve (kept at the table) to cancel the roll; otherwise the bombing side rolls 2d6 and doubles eliminate it for good (4.26).',
  ),
  chartLookup: ({ p, lines }) => ({
    title: 'Look it up on your chart',
    lines: [
      ...lines,
      `The ${p.chart.name} entered in this game leaves ${p.chart.cell} empty. The dice are rolled and logged; read the printed chart and enter the result there. The log says it came from your own chart, and the game's record keeps it, so a replay gives the same result (${p.rule}).`,
    ],
  }),
  landCombat: afterRolls(
    'A Land Offensive',
    'A Land Offensive has three Steps: Breakthrough, Combat and Exploitation. In each you declare land combats: the hex attacked, your land units next to it, and which defenders are Activated (the land game decides that). For each combat both sides may then fly ground support (4.22).',
  ),
  groundSupport: afterRolls(
    'Ground support',
    'The sides take turns to launch flights to the combat hex, the attacker first, until a side declines; interceptions come on the way and every air combat over the hex is fought first. A side alone over the hex with strength 2 or more holds air superiority (±1 to the land combat die), and each bomber adds its strength to its land units, halved for forts, forest, swamp, heavy bombers or bad weather, and never more than the land units’ own strength (4.22).',
  ),
  weather: afterRolls(
    'The Weather Phase',
    'A new month begins with its weather: the Turn Track gives the month’s letter (a die chooses when it shows several), then each zone that is not Fair rolls two dice for its air effects — strength halved, strength and range halved, or grounded (APTO Part 1).',
  ),
  reconConceal: afterRolls(
    'Land reconnaissance: a fort chit',
    'The enemy has reconnoitred a hex of yours with a fort chit: you may conceal one of your land chits there from it, in secret; it sees the others (4.11).',
  ),
  sightingReport: afterRolls(
    'Flotilla Sighting Report',
    'Your ships were found. You rolled in secret on the Flotilla Sighting Report table: it says what you must tell the enemy — here a number of naval chits you may falsify within the latitude shown (4.10).',
  ),
  intensive: afterRolls(
    'Intensive Air-Naval Attack',
    'An enemy surface force has made a successful naval interception where your carriers are. Their Naval-Air units may attack it now, before the naval combat, even if they already flew this Step (not if Previous); no reconnaissance is needed, and only the intercepting force may be attacked. The enemy may intercept them as usual; afterwards they return to their carriers at once (4.28).',
  ),
  counterstrike: afterRolls(
    'Counterstrike',
    'Your fighter-bombers and Naval-Air units that flew the interception as bombers came through its combat, neither eliminated nor aborted: they may fly on from that hex to strike a located enemy flotilla within their range of their base, an Air-Naval attack; they may be intercepted again on the way. Or let them be: they stay set aside until the end of the Step (APTO 4.1).',
  ),
  navalWindow: navalWindowNote,
  navalAttack: afterRolls(
    'Air-naval attacks',
    'Each bomber makes as many attacks as its strength (halved if underscored, at most 4), one at a time: 2d6 plus the modifiers against the ship’s armor hits (12 always hits armor above 12). A hit damages a ship, or sinks it if already damaged; doubles that hit sink it outright. Every attack’s natural roll is also the ships’ anti-aircraft fire: at or under the AA value (and a natural 2) the bomber takes a hit, applied after all attacks (4.20, 4.21).',
  ),
  submarineAttack: afterRolls(
    'The submarine is found',
    'However many units searched, the submarine takes exactly one air-naval attack: choose the searcher that makes it (or none). 2d6 plus the modifiers against its armor hits; a hit damages it, or sinks it if already damaged; doubles that hit sink it. A submarine’s gunnery never counts for anti-aircraft fire (3.29, 4.20, 4.21).',
  ),
  paradrop: afterRolls(
    'The paradrop',
    'The ATP is over the drop hex after the air combat. Drop the paratrooper — one die with the modifiers shown: 2 or less eliminates it, 3–4 depletes it, 5 or more lands it intact (4.24) — with Gliders for +1 at the cost of one ATP point, or cancel: the ATP then returns with it (Previously Committed) and the paratrooper is marked Active.',
  ),
  convoyAttack: afterRolls(
    'Convoy interdiction',
    'The bombers in the Convoy Route area roll in groups of your choosing: each group’s total strength gives its Bombing Table column and 2d6 the EP the route’s nation loses; an asterisk costs one bomber of the group a step. Air interdiction costs one area at most its printed MP per Strategic Warfare Phase (2.13).',
  ),
  surfaceRaiders: afterRolls(
    'Japanese Surface Raider Step',
    'Your undamaged ships in enemy Convoy Route areas may raid them: Auxiliary Cruisers, CL, CA, BB and BBCV inflict 1 EP per gunnery point, a carrier with its Naval-Air aboard 8 EP, with no die and outside the cap of air interdiction (2.23). A raider stays Active: it may not move for the rest of the month; a carrier’s Naval-Air is not committed (2.21).',
  ),
  convoyAa: afterRolls(
    'Anti-aircraft over the convoy',
    'The table result had an asterisk: one bomber of that roll loses a step; the side of the convoys chooses which (2.13).',
  ),
  raidAssign: afterRolls(
    'Assign the bombers',
    'Before any combat in the target hex, each bomber attacks either the Strategic Target (EP) or the nation’s Rail Capacity, never both (2.2, 2.6).',
  ),
  raidAttacks: afterRolls(
    'Strategic Bombing Attacks',
    'The bombers that were not aborted bomb: in one group or several, one 2d6 roll each on the Bombing Table column of their total strength, shifted for the target (2.3, 2.5).',
  ),
  raidAa: afterRolls(
    'Anti-aircraft fire',
    'An asterisk: one bomber of that attack loses a step; the side with the Initiative chooses which (2.5).',
  ),
  atpLoss: afterRolls(
    'An ATP is hit',
    'Each hit on an ATP eliminates one of its points and the load that point carries; the other point flies on. Choose which point, and so which load, is lost (4.23).',
  ),
  strafeTarget: afterRolls(
    'Strafing attacks',
    'Each strafer that made no air combat attack now attacks one unit on the ground: an air combat attack with +1 added to the die (unless the target is out of supply), where only hits count and nothing fires back (4.14).',
  ),
} satisfies { [K in Pending['kind']]?: NoteFor<K> }

/** The tutorial's note for the decision due, or null for a kind the tutorial has no note for. */
export function tutorialNote(
  state: GameState,
  lastEvents: readonly GameEvent[],
  played: number,
): TutorialNote | null {
  const p = state.pending
  const note = (NOTE_FOR_KIND as Partial<Record<Pending['kind'], NoteFor<typeof p.kind>>>)[p.kind]
  if (!note) return null
  return note({
    state,
    p,
    lines: rollLines(lastEvents),
    played,
    stack: engagementStack(state),
    round: state.combat?.round ?? 1,
  })
}
