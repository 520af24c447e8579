// The tutorial's third chapter (tutorial-fleet) played as its notes say, with scripted dice: the note
// shown at every decision, in order, and what the rules did at each step.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../scenarios/files'
import {
  apply,
  contextOf,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
} from '../../rules/systems/aeto'
import { parseScenario } from '../../rules/systems/aeto/scenario/validate'
import { fleetNote } from './fleet'

const chapterJson = readBuiltIn('tutorial-fleet')

const parsed = parseScenario(chapterJson)
if (!parsed.ok) throw new Error(`tutorial-fleet does not load: ${JSON.stringify(parsed.errors)}`)

/** What the notes tell the player to do at each decision. */
function follow(s: GameState): Action {
  const p = s.pending
  const trento = s.naval?.ships['it-trento']?.loc
  const at = trento === undefined ? '1209' : contextOf(s).map.locLabel(trento)
  switch (p.kind) {
    case 'plan':
      if (p.side === 'allies') return { type: 'endStep' }
      if (at === '1209') return { type: 'moveFlotilla', flotilla: 'squadra', to: '1109' }
      if (at === '1109') return { type: 'moveFlotilla', flotilla: 'squadra', to: '1110' }
      if (at === '1110') return { type: 'moveFlotilla', flotilla: 'squadra', to: '1010' }
      if (!s.naval?.intensive && !Object.values(s.missions).some((m) => m.airNaval?.intensive))
        return { type: 'navalInterception', flotilla: 'squadra' }
      return { type: 'endStep' }
    case 'navalWindow':
      if (p.recon) return { type: 'reconnoitre', target: p.recon.loc, units: p.recon.units.map((u) => u.id) }
      if (p.loc === '1109' && !Object.values(s.missions).some((m) => m.kind === 'airNaval'))
        return {
          type: 'launch',
          base: 'malta',
          units: ['uk-beaufort-1', 'uk-beaufort-2'],
          mission: 'airNaval',
        }
      return { type: 'pass' }
    case 'sightingReport':
      return { type: 'reportSighting', count: p.report.count.min }
    case 'declare':
      return { type: 'pass' }
    case 'navalAttack':
      if (
        !s.naval?.intensive &&
        !Object.values(s.missions).some((m) => m.airNaval?.intensive) &&
        s.naval?.ships['it-trento']?.face === 'back'
      )
        return { type: 'endNavalAttacks' }
      return p.ships.includes('it-trento')
        ? { type: 'navalAttack', bomber: p.bombers[0].id, ship: 'it-trento' }
        : { type: 'navalAttack', bomber: p.bombers[0].id, ship: p.ships[0] }
    case 'intensive':
      return { type: 'launch', base: 'eagle-air', units: ['uk-swordfish-1'], mission: 'airNaval' }
    case 'returnToBase':
      return { type: 'returnToBase' }
    default:
      throw new Error(`the chapter does not expect a ${p.kind} decision`)
  }
}

describe('tutorial chapter 3: find and strike a task force', () => {
  it('the squadron is found, struck as it moves, and met by the Swordfish as it intercepts the convoy; a note at each step', () => {
    const scenario = parsed.ok ? parsed.scenario : (undefined as never)
    // Dice: the reconnaissance 4 + 3 (needed 4 at 2 hexes from the Swordfish aboard Eagle), the sighting
    // report 2 (exact); a Beaufort's attack on the Trento 3 + 2 + 2 = 7 against armor 7: damaged, and the
    // Beauforts stop; the Swordfish's Intensive attacks: 2 + 1 + 5 against the damaged Trento's 5: sunk,
    // then 4 + 2 + 3 against a destroyer's 2: sunk.
    const dice = [4, 3, 2, 3, 2, 2, 1, 4, 2]
    let s = newGame(scenario, { seed: 1, dice })
    let last: GameEvent[] = []
    const titles: string[] = []
    const log: string[] = []
    for (let i = 0; i < 200; i++) {
      const note = fleetNote(s, last, i)
      if (titles[titles.length - 1] !== note.title) titles.push(note.title)
      if (s.pending.kind === 'over') break
      const r = apply(s, follow(s))
      if (!r.ok)
        throw new Error(`${s.pending.kind}: ${r.violation.message}\n${titles.join(' / ')}\n${log.join('\n')}`)
      log.push(...r.events.map((e) => e.text))
      s = r.state
      last = r.events
    }
    // (the sighting report die 2 gives the exact count: reported without a decision; the strike flies its route)
    expect(titles).toEqual([
      'Sail the squadron',
      'Find the squadron',
      'Strike it as it moves',
      'The Beauforts attack',
      'Hold the Swordfish',
      'Close on the convoy',
      'Hold the Swordfish',
      'Close on the convoy',
      'Hold the Swordfish',
      'The naval interception',
      'Intensive Air-Naval Attack',
      'The Swordfish attack',
      'End the Axis Step',
      'Chapter complete',
    ])
    expect(s.naval!.ships['it-trento']).toMatchObject({ face: 'back', sunk: true })
    expect(log.filter((l) => / is sunk: /.test(l))).toHaveLength(2)
    expect(s.units['uk-swordfish-1']).toMatchObject({ base: 'eagle-air', aloft: null })
  })
})
