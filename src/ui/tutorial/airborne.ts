// The tutorial's fourth chapter (scenario tutorial-airborne): an airborne operation. A Land
// Offensive's land combat, the paradrop launched first in the ground support alternation with its
// fighter escort, the Me-109's interception that may not touch the escorted ATP, D-PARA-DROP with
// its exact odds, and the result for the land combat at the table. One note per decision.
import type { GameEvent, GameState } from '../../rules/systems/aeto'
import type { TutorialNote } from './noteForKind'

function rolls(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => {
    if (!e.roll) return []
    if (e.type === 'paradrop')
      return [
        `The paradrop die showed ${e.roll.natural}, modified ${e.roll.modified}: ${e.roll.result} — 2 or less eliminated, 3–4 depleted, 5 or more intact (4.24; A-11).`,
      ]
    if (e.type === 'attack')
      return [
        `The attack die showed ${e.roll.natural} against target number ${e.roll.target}: ${e.roll.result} (4.16).`,
      ]
    return []
  })
}

export function airborneNote(state: GameState, last: readonly GameEvent[], _played: number): TutorialNote {
  const p = state.pending
  const lines = rolls(last)
  const land = state.offensivePhase?.current?.land
  const dropped = land?.combats.some((c) => c.paradrops?.length)
  switch (p.kind) {
    case 'offensive':
      if (p.side === 'axis' || dropped || state.offensivePhase?.used.allies)
        return {
          title: 'Pass',
          lines: [
            ...lines,
            'The airborne operation is over. Pass: the Offensive Phase ends when every side has passed in a row, and with it the chapter (4.25).',
          ],
        }
      return {
        title: 'Declare a Land Offensive',
        lines: [
          ...lines,
          'Choose “Land Offensive” and declare it. A paradrop is flown only in your own Land Offensive, launched in the ground support of one of its land combats (4.22, 4.24).',
        ],
      }
    case 'landCombat':
      if (land?.combats.length)
        return {
          title: 'End the Steps',
          lines: [
            ...lines,
            'The land combat at 0907 is played at the table with the result shown: the paradrop’s outcome, air superiority and the bomber strength. End the Breakthrough, Combat and Exploitation Steps (4.22).',
          ],
        }
      return {
        title: 'Declare the land combat',
        lines: [
          ...lines,
          'The 51st Highland in its bridgehead at 0807 attacks the 352nd Infantry at 0907. Declare that land combat: then both sides may fly ground support, the attacker first (4.22).',
        ],
      }
    case 'groundSupport':
      if (p.side === 'allies' && p.paradrops?.length)
        return {
          title: 'Launch the paradrop first',
          lines: [
            ...lines,
            'The 1st Airborne began the Offensive Phase at Netherby beside an uncommitted Dakota: it may drop (4.24). The ATP must launch before any of your supporting bombers. Keep the Spitfire ticked as its escort and launch the paradrop to 0907.',
            'An escorted ATP cannot be attacked by enemy fighters until every escort has been attacked that round (4.23).',
          ],
        }
      return {
        title: p.side === 'axis' ? 'The Axis may defend' : 'More ground support?',
        lines: [
          ...lines,
          'The sides take turns, the attacker first; the first decline after a launch ends the launching (4.22; A-24). Decline now.',
        ],
      }
    case 'declare':
      return {
        title: 'The Me-109 may intercept',
        lines: [
          ...lines,
          'The Dakota and its Spitfire fly within the Me-109’s interception range. Intercept them with the Me-109 (you play both sides): watch which target it may attack (4.13, 4.23).',
        ],
      }
    case 'launchInterceptors':
      return {
        title: 'Launch the interceptor',
        lines: [...lines, 'The Me-109 takes off from Vaux and flies to the Allied flight (4.13).'],
      }
    case 'preCombat':
      return { title: 'Before combat', lines: [...lines, 'Both sides pass: the air combat begins (4.16).'] }
    case 'attack':
      return {
        title: 'Air combat',
        lines: [
          ...lines,
          'The Spitfire attacks the Me-109. The Me-109 may attack only the Spitfire: the Dakota is a legal target only once every escorting fighter has been attacked this round (4.23; T-18).',
        ],
      }
    case 'dumpOrdnance':
    case 'designate':
    case 'voluntaryAbort':
    case 'remain':
      return {
        title: 'Air combat',
        lines: [
          ...lines,
          'Keep the default answer: nobody aborts voluntarily; whoever may stay for Round 2 stays (4.16).',
        ],
      }
    case 'continue':
      return {
        title: 'Fly on',
        lines: [
          ...lines,
          'The air combat is over: the Dakota and its escort continue to the drop hex (4.13).',
        ],
      }
    case 'paradrop': {
      const plain = p.choices.find((c) => !c.gliders)
      const gliders = p.choices.find((c) => c.gliders)
      return {
        title: 'Drop or cancel',
        lines: [
          ...lines,
          `The Dakota is over 0907 after the air combat. Without Gliders the modifier is ${plain?.total ?? 0}${gliders ? `, with Gliders ${gliders.total}` : ''}: the dialog lists each modifier with its rule and the chances of each result.`,
          'Drop with Gliders: +1 to the die, and one Dakota point is lost after the roll whatever the result (4.24).',
        ],
      }
    }
    case 'returnToBase':
      return { title: 'Return to base', lines: [...lines, 'The flights return to base (4.2).'] }
    case 'over':
      return {
        title: 'Chapter complete',
        lines: [
          ...lines,
          'You have flown a paradrop: launched before the bombers, escorted, intercepted, dropped with the exact odds on the screen (4.24).',
        ],
      }
    default:
      return { title: 'Go on', lines: [...lines, p.prompt] }
  }
}
