// The tutorial's third chapter (scenario tutorial-fleet): finding and striking a task force. The
// Italian squadron sails from 1209 toward the convoy at 1010, one hex at a time; the British find
// it by reconnaissance from Malta and strike it with the Beauforts as it moves (an air-naval
// interception, 4.15); at the convoy it makes a successful naval interception, and Eagle's
// Swordfish make an Intensive Air-Naval Attack (4.28). One note per decision, keyed by the pending
// decision and where the squadron is.
import { contextOf, type GameEvent, type GameState } from '../../rules/systems/aeto'
import type { TutorialNote } from './noteForKind'

/** The squadron's ships still afloat, in the scenario's order. */
function squadronAfloat(state: GameState): string[] {
  return state.scenario.navalUnits
    .filter((d) => d.flotilla === 'squadra' && !state.naval?.ships[d.id]?.sunk)
    .map((d) => d.id)
}

/** The squadron's hex now, or null once every ship of it is sunk. */
function squadronAt(state: GameState): string | null {
  const first = squadronAfloat(state)[0]
  if (first === undefined) return null
  const loc = state.naval?.ships[first]?.loc
  return loc === undefined
    ? (state.scenario.navalUnits.find((d) => d.id === first)?.hex ?? '1209')
    : contextOf(state).map.locLabel(loc)
}

function rolls(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => {
    if (!e.roll) return []
    if (e.type === 'reconRoll')
      return [
        `The reconnaissance dice totalled ${e.roll.natural}, ${e.roll.modified} with the modifiers, against ${e.roll.target}: ${e.roll.result} (4.10).`,
      ]
    if (e.type === 'navalAttack')
      return [`The attack dice totalled ${e.roll.natural}: ${e.roll.result} (4.20).`]
    return []
  })
}

/** The Trento has been hit: damaged or sunk (4.20). */
function trentoStruck(state: GameState): boolean {
  const t = state.naval?.ships['it-trento']
  return t?.face === 'back' || t?.sunk === true
}

export function fleetNote(state: GameState, last: readonly GameEvent[], _played: number): TutorialNote {
  const p = state.pending
  const lines = rolls(last)
  const at = squadronAt(state)
  const intercepted =
    last.some((e) => e.type === 'navalInterception') ||
    Object.values(state.missions).some((m) => m.airNaval?.intensive)
  switch (p.kind) {
    case 'plan':
      if (p.side === 'allies')
        return {
          title: 'The British Naval and Air Phase',
          lines: [
            ...lines,
            'The Axis Phase is over. End the British Air Movement Step: the chapter ends with this Naval and Air Phase.',
            'Eagle is on Standby by default (“Carriers’ status”): as with naval moves, you enter a carrier’s status from the naval rules. In the Offensive Phase only a carrier on Standby or Active launches its Naval-Air units via your Offensives (4.25).',
          ],
        }
      if (at === null)
        return {
          title: 'The squadron is sunk',
          lines: [
            ...lines,
            'The Beauforts have sunk the whole squadra: it sails no more, and the convoy is safe. End the Axis Air Movement Step.',
          ],
        }
      if (at === '1209')
        return {
          title: 'Sail the squadron',
          lines: [
            'You play the Axis first. Naval movement belongs to the naval rules, so you enter it: in “Naval movement: your flotillas”, move the squadra (Trento, Lanciere, Ascari) to 1109, one hex toward the convoy at 1010.',
            'Each move halts the flotilla and gives the British a chance to find it, and once it is found, to strike it (4.10, 4.15).',
          ],
        }
      if (at === '1109' || at === '1110')
        return {
          title: 'Close on the convoy',
          lines: [
            ...lines,
            `Move the squadra on: to 1110, then into the convoy's hex, 1010. Eagle's aircraft are close now: a force moving within 1 hex of an air unit able to reconnoitre is located at once (4.10).`,
          ],
        }
      if (at === '1010' && !intercepted)
        return {
          title: 'The naval interception',
          lines: [
            ...lines,
            'The squadron has reached the convoy. Naval combat is fought with the naval rules; here you enter what happened first: open “Successful naval interception” and enter it for the squadra. Both sides are then located, and before any gunfire the carrier in the hex may strike the intercepting force (4.10, 4.28).',
          ],
        }
      return {
        title: 'End the Axis Step',
        lines: [
          ...lines,
          'The Intensive attack is over and the Swordfish are back aboard Eagle. End the Axis Air Movement Step.',
        ],
      }
    case 'navalWindow':
      if (p.located.length === 0)
        return {
          title: 'Find the squadron',
          lines: [
            ...lines,
            `Now you are the British. An enemy flotilla of ${p.chits} naval chits has entered ${p.loc} and halts. Only located ships may be attacked: reconnoitre it. Every unit in range takes part — the nearest, Eagle's Swordfish, counts the distance, each other unit adds +1, and so does the convoy within 2 hexes; the dialog shows the 2d6 total needed and the exact chance. The units are neither moved nor committed by it (4.10).`,
          ],
        }
      if (p.loc === '1109' && !Object.values(state.missions).some((m) => m.kind === 'airNaval'))
        return {
          title: 'Strike it as it moves',
          lines: [
            ...lines,
            'Found. Fly an air-naval interception: choose Malta and keep both Beauforts ticked. Located is not identified: you know only what the sighting report told, so the dialog lists the chits, and each ship and the odds of each attack are shown when your bombers reach it and examine it (4.10, 4.20). Every bomber must have the range to reach the squadron (4.15). Intercept.',
          ],
        }
      return {
        title: 'Hold the Swordfish',
        lines: [
          ...lines,
          p.loc === '1109'
            ? 'The Beauforts have struck. Eagle’s Swordfish could strike too, but keep them aboard: let the squadron go on. They will strike it as it intercepts the convoy (4.28).'
            : `The squadron at ${p.loc} is located at once: Eagle's Swordfish are within 1 hex (4.10). They could strike it now, but keep them aboard: let it go on. They will strike it as it intercepts the convoy (4.28).`,
        ],
      }
    case 'sightingReport':
      return {
        title: 'The Flotilla Sighting Report',
        lines: [
          ...lines,
          'Back to the Axis for a moment: your squadron was found, and you rolled in secret on the Flotilla Sighting Report table. It tells what you must report to the British; where it allows it, you may falsify the number of chits within the latitude shown (4.10). Report.',
        ],
      }
    case 'move':
    case 'collect':
      return {
        title: 'On the way',
        lines: [
          ...lines,
          'The strike flies hex by hex; each hex entered gives the enemy a chance to intercept (4.13).',
        ],
      }
    case 'declare':
      return {
        title: 'Interception',
        lines: [...lines, 'The other side may intercept here. Pass: this chapter is about the ships.'],
      }
    case 'navalAttack':
      return {
        title: intercepted ? 'The Swordfish attack' : 'The Beauforts attack',
        lines: [
          ...lines,
          intercepted
            ? 'Choose an attack: the Swordfish has as many attacks as its strength. Only the intercepting force may be attacked, and no reconnaissance was needed (4.28).'
            : trentoStruck(state)
              ? `The Trento is ${state.naval?.ships['it-trento']?.sunk ? 'sunk' : 'damaged'}: stop attacking and keep the Beauforts whole, for every attack risks the squadron’s anti-aircraft fire (4.21).`
              : 'Over the squadron: choose a bomber and a ship for each attack, with its exact odds. Each Beaufort has as many attacks as its strength (at most 4). A hit damages a ship, a hit on a damaged ship sinks it, and doubles that hit sink it outright; every attack also risks the squadron’s anti-aircraft fire, applied after all the attacks (4.20, 4.21). Attack the Trento, the named cruiser (+2); once it is damaged, stop attacking and keep the Beauforts whole.',
        ],
      }
    case 'intensive':
      return {
        title: 'Intensive Air-Naval Attack',
        lines: [
          ...lines,
          'Now the British again: the squadron has made a successful naval interception in Eagle’s hex. Eagle’s Swordfish may attack it at once, before the naval combat, even had they flown already this Step; afterwards they are back aboard (4.28). Attack from HMS Eagle.',
        ],
      }
    case 'returnToBase':
      return {
        title: 'Home',
        lines: [...lines, 'The Step is over: every unit aloft returns to a base (4.2).'],
      }
    case 'over':
      return {
        title: 'Chapter complete',
        lines: [
          ...lines,
          'You found a task force, struck it as it moved, and met its interception of the convoy with the carrier’s aircraft. In a real game the naval combat would follow, with the naval rules.',
        ],
      }
    default:
      return { title: 'Your decision', lines: [...lines, 'Answer as the dialog offers.'] }
  }
}
