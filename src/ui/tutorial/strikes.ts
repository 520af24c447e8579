// The tutorial's second chapter (scenario tutorial-strikes): a strafing raid with its evacuation,
// the Offensive Phase, a bombing raid on the Bombing Table, and a Land Offensive whose land combat
// the Typhoons support, winning air superiority. One note per decision, keyed by the pending
// decision and where the game stands.
import { evacuationChance, LAND_STEP_NAMES, type GameEvent, type GameState } from '../../rules/systems/aeto'
import type { TutorialNote } from './noteForKind'

function rolls(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => {
    if (!e.roll) return []
    if (e.type === 'evacuation')
      return [
        `The evacuation die showed ${e.roll.natural}: ${e.roll.result === 'evacuated' ? 'the unit got away' : 'too high, the unit stays on the ground'} (4.14).`,
      ]
    if (e.type === 'strafeAttack')
      return [
        `The strafing die showed ${e.roll.natural}, plus 1 for strafing: ${e.roll.result}${e.roll.result === 'abort' ? ', which does nothing on the ground' : ''} (4.14).`,
      ]
    if (e.type === 'bombingRoll')
      return [
        `The bombing dice totalled ${e.roll.natural}: table result ${e.roll.modified} against target number ${e.roll.target} — ${e.roll.result} (4.26).`,
      ]
    return []
  })
}

/** What to do at Vaux's evacuation, from the units there now: the Ju-88 evacuates to Sarrebourg if it is still at Vaux and may. */
function evacuationAdvice(p: Extract<GameState['pending'], { kind: 'evacuation' }>): string {
  const ju88 = p.units.find((u) => u.id === 'de-ju88-1')
  if (ju88?.destinations.includes('sarrebourg'))
    return 'Sarrebourg has room for one: send the Ju-88 there, and let the others ride it out.'
  const gone = 'The Ju-88 got away to Sarrebourg in the strafing raid'
  return p.units.some((u) => u.destinations.length > 0)
    ? `${gone}. Evacuate or ride it out as you like: the dialog lists where each unit may go.`
    : `${gone}, and no base in reach has room left: the units at Vaux ride it out.`
}

export function strikesNote(state: GameState, last: readonly GameEvent[], _played: number): TutorialNote {
  const p = state.pending
  const lines = rolls(last)
  const offensive = state.offensivePhase
  switch (p.kind) {
    case 'plan':
      if (offensive?.current) {
        if (offensive.current.missions.length)
          return {
            title: 'End the Air Offensive',
            lines: [
              ...lines,
              'Your raid is over. An Air Offensive may fly a second mission; here, end it: every unit aloft returns to base, and the Axis may declare an Offensive of its own (4.25).',
            ],
          }
        return {
          title: 'Plan the bombing raid',
          lines: [
            ...lines,
            'Select Redmoor (0208), tick both Wellingtons, choose “Bomb installations”, then Vaux 1006 in the target list; the route is traced for you. Launch (4.26).',
            'Only bombing, Change Base, air transport and air-naval attacks may be flown in an Air Offensive: the other missions are greyed, each with its reason.',
          ],
        }
      }
      if (p.side === 'axis')
        return {
          title: 'The Axis Naval and Air Phase',
          lines: [
            ...lines,
            'Now the Axis plans. You play both sides here: end the Axis Air Movement Step. The Offensive Phase comes next (§16 (viii)).',
          ],
        }
      if (Object.values(state.missions).some((m) => m.kind === 'strafe'))
        return {
          title: 'End the Step',
          lines: [
            ...lines,
            'The strafing is over. End the Allied Air Movement Step: the Typhoons return to base (4.13).',
          ],
        }
      return {
        title: 'Plan the strafing raid',
        lines: [
          'Select Hawkbury (0306) and tick both Typhoons. In the mission list choose “Strafe an airbase”: fighter-types flying as fighters strafe enemy airbases in your own Naval and Air Phase (4.14). Then choose Vaux 1006 in the target list; the route is traced for you. Launch.',
          'The other missions are listed too: the ones you cannot fly now are greyed, each with its reason and rule.',
        ],
      }
    case 'move':
    case 'collect':
      return {
        title: 'On the way',
        lines: [
          ...lines,
          'The flight moves hex by hex; each hex entered gives the enemy a chance to intercept (4.13).',
        ],
      }
    case 'declare':
      return {
        title: p.loc === '1006' ? 'Interception over the target' : 'Interception on the way',
        lines: [
          ...lines,
          p.loc === '1006'
            ? 'Over the target, after the evacuation, the defender may intercept with the units that stayed, over their own base (+1 strength, 4.18). Here, pass.'
            : 'The defender may intercept the raid here. Pass: this chapter is about the strike itself.',
        ],
      }
    case 'evacuation': {
      const faces = evacuationChance(state, p.n)
      return {
        title: 'Evacuate or ride it out',
        lines: [
          ...lines,
          `The strikers have entered Vaux. Before any interception there, the Axis chooses for each unit on the ground: evacuate to another friendly base within twice its range that has room, or ride it out (4.14). The evacuation number is ${p.n}: the land hexes the Axis controls that the raid flew through, Vaux included; each evacuation succeeds on a die of ${faces} or less.`,
          evacuationAdvice(p),
        ],
      }
    }
    case 'strafeTarget':
      return {
        title: 'Strafe',
        lines: [
          ...lines,
          'Each strafer that made no air combat attack now attacks one unit on the ground: an air combat attack with +1 added to the die, where only a hit counts and nothing fires back (4.14). The dialog shows the air target number and the exact chance before you roll.',
        ],
      }
    case 'offensive':
      if (p.side === 'allies' && offensive?.used.allies === 1)
        return {
          title: 'A Land Offensive',
          lines: [
            ...lines,
            'The 51st Highland holds a bridgehead at 0807, next to the 352nd Infantry at 0907. Choose “Land Offensive” and declare it: three Steps — Breakthrough, Combat, Exploitation — each with land combats that both sides may support from the air (4.22).',
          ],
        }
      return p.side === 'allies' && !offensive?.used.allies
        ? {
            title: 'The Offensive Phase',
            lines: [
              ...lines,
              'After both Naval and Air Phases the sides take turns: declare one Offensive or pass; the phase ends when every side has passed in a row (§16 (viii)). Declare an Air Offensive: up to two missions, here a bombing raid (4.25).',
            ],
          }
        : {
            title: 'Pass',
            lines: [
              ...lines,
              p.side === 'axis' && offensive?.used.allies === 1
                ? 'The Axis passes here: you play both sides. The Allies have not passed, so the Offensive Phase goes on: they declare the Land Offensive next (§16 (viii)).'
                : 'Pass: when every side has passed in a row the Offensive Phase, and this chapter, is over.',
            ],
          }
    case 'bombAllocation':
      return {
        title: 'Drop the bombs',
        lines: [
          ...lines,
          'Assign each bomber to one installation. Each installation bombed is one 2d6 roll on the Bombing Table, in the column of the bombers’ total strength (two Wellingtons: 10, column 7–11); a result at or above the target number destroys it (4.26). The dialog shows the chance of destruction, of an anti-aircraft loss and of collateral losses before the roll. The table is a labelled placeholder until the real one is entered.',
        ],
      }
    case 'bombAa':
      return {
        title: 'Anti-aircraft loss',
        lines: [
          ...lines,
          'The result had an asterisk: one bomber of that attack loses a step; the side with the Initiative chooses which (4.26).',
        ],
      }
    case 'bombCollateral':
      return {
        title: 'Collateral losses',
        lines: [
          ...lines,
          'Vaux is destroyed: the units that rode it out lose a step for each even total above the least roll that would have destroyed it. The sides choose in turn, the defender first (4.26).',
        ],
      }
    case 'landCombat': {
      const combats = offensive?.current?.land?.combats ?? []
      const done = combats[combats.length - 1]
      if (!combats.length)
        return {
          title: 'Declare the land combat',
          lines: [
            ...lines,
            'Attack 0907 with the 51st Highland. Land combat itself is played at the table (Part 5): here you enter who attacks, which defenders are Activated this Offensive Phase (leave the 352nd unticked: it is not) and whether the hex is fortified (it is not). Declare it.',
          ],
        }
      if (done?.result && done.step === p.step) {
        const r = done.result
        return {
          title: 'Air superiority',
          lines: [
            ...lines,
            `Only your Typhoons are over 0907 after the air combat, with strength 8: that is at least 2, so the Allies hold air superiority — ${r.airSuperiority === 'attacker' ? '+1' : 'no modifier'} to the land combat die in their favour (4.22). Flying as bombers they add their strength, ${r.bomberStrength.attacker}: never more than the land strength of the units they support, the 51st Highland's 5 (4.22).`,
            `Play the land combat at the table with these, then end the ${LAND_STEP_NAMES[p.step]}.`,
          ],
        }
      }
      return {
        title: 'End the Step',
        lines: [
          ...lines,
          `One land combat is enough for this chapter: end the ${LAND_STEP_NAMES[p.step]}. After the Exploitation Step the Land Offensive is over.`,
        ],
      }
    }
    case 'groundSupport':
      return p.side === 'allies'
        ? {
            title: 'Ground support',
            lines: [
              ...lines,
              'Both sides may now fly ground support to 0907, the attacker first, in turn until a side declines (4.22). Launch both Typhoons from Hawkbury flying as bombers: they add their strength to the land combat, and any combat air units over the hex count for air superiority. The dialog forecasts the result.',
            ],
          }
        : {
            title: 'The defender’s turn',
            lines: [
              ...lines,
              'The Axis may answer with its own ground support: the Ju-88 at Sarrebourg reaches 0907. You play both sides: decline. The first decline after a launch ends the launching; every air combat over the hex is then fought before ground support counts (4.22).',
            ],
          }
    case 'returnToBase':
      return {
        title: 'Return to base',
        lines: [...lines, 'Everyone aloft lands; each unit’s own base is pre-selected (4.2).'],
      }
    case 'over':
      return {
        title: 'Chapter complete',
        lines: [
          ...lines,
          'You have strafed an airbase with its evacuation, bombed an installation in an Air Offensive, and won air superiority over a land combat with ground support in a Land Offensive. The summary shows what each side lost.',
        ],
      }
    default:
      return {
        title: 'Air combat',
        lines: [
          ...lines,
          'The interceptor and the raid fight two rounds of air combat (4.16); the dialogs show the odds of every attack.',
        ],
      }
  }
}
