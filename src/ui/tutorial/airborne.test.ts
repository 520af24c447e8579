// The tutorial's fourth chapter (tutorial-airborne) played as its notes say, with scripted dice:
// the note shown at every decision, in order, and the paradrop's result checked against the state.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../scenarios/files'
import {
  apply,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
  landUnitNow,
} from '../../rules/systems/aeto'
import { passiveAnswer } from '../../rules/systems/aeto/testing/play'
import { parseScenario } from '../../rules/systems/aeto/scenario/validate'
import { airborneNote } from './airborne'

const parsed = parseScenario(readBuiltIn('tutorial-airborne'))
if (!parsed.ok) throw new Error('tutorial-airborne does not load')

/** What the notes tell the player to do at each decision. */
function follow(s: GameState): Action {
  const p = s.pending
  switch (p.kind) {
    case 'offensive':
      return s.offensivePhase?.used.allies || p.side === 'axis'
        ? { type: 'passOffensive' }
        : { type: 'declareOffensive', offensive: 'land' }
    case 'landCombat':
      return s.offensivePhase?.current?.land?.combats.length
        ? { type: 'endLandStep' }
        : { type: 'declareLandCombat', hex: '0907', attackers: ['uk-51-highland'] }
    case 'groundSupport':
      return p.paradrops?.length
        ? {
            type: 'launch',
            base: 'netherby',
            units: ['uk-dakota-1', 'uk-spitfire-1'],
            mission: 'paradrop',
            paratrooper: 'uk-1-airborne',
          }
        : { type: 'declineSupport' }
    case 'declare':
      return { type: 'declare', groups: [{ base: 'vaux', units: ['de-me109-1'] }] }
    case 'launchInterceptors':
      return { type: 'launchInterceptors', base: 'vaux' }
    case 'paradrop':
      return { type: 'paradrop', gliders: true }
    default: {
      const a = passiveAnswer(p)
      if (!a) throw new Error(`the chapter does not expect a ${p.kind} decision`)
      return a
    }
  }
}

describe('tutorial chapter 4: an airborne operation', () => {
  it('walks through a Land Offensive with an escorted paradrop, intercepted on the way, dropped with Gliders, a note at each step', () => {
    // Dice: the Spitfire attacks the Me-109: 1 (hit: depleted and aborted); the Me-109 attacks the
    // Spitfire (the Dakota is escorted): 6 (miss); the paradrop: 3 + 1 Gliders + 2 air superiority = 6, intact.
    let s = newGame(parsed.ok ? parsed.scenario : (undefined as never), { seed: 1, dice: [1, 6, 3] })
    let last: GameEvent[] = []
    const titles: string[] = []
    let dropNote = ''
    let afterDrop = ''
    for (let i = 0; i < 200; i++) {
      const note = airborneNote(s, last, i)
      if (titles[titles.length - 1] !== note.title) titles.push(note.title)
      if (s.pending.kind === 'paradrop') dropNote = note.lines.join(' ')
      if (last.some((e) => e.type === 'paradrop')) afterDrop = note.lines.join(' ')
      if (s.pending.kind === 'over') break
      const r = apply(s, follow(s))
      if (!r.ok) throw new Error(`${s.pending.kind}: ${r.violation.message}`)
      s = r.state
      last = r.events
    }
    expect(titles).toEqual([
      'Declare a Land Offensive',
      'Declare the land combat',
      'Launch the paradrop first',
      'The Me-109 may intercept',
      'Launch the interceptor',
      'Before combat',
      'Air combat',
      'Fly on',
      'Drop or cancel',
      'End the Steps',
      'Pass',
      'Chapter complete',
    ])
    expect(dropNote).toContain('Without Gliders the modifier is 2, with Gliders 3')
    expect(afterDrop).toContain('The paradrop die showed 3, modified 6: intact')
    // The chapter ends after the Offensive Phase: the paratrooper stays where it dropped, and its Activation lasted that phase only (4.24).
    expect(landUnitNow(s, 'uk-1-airborne')).toMatchObject({ hex: '0907', depleted: false, activated: false })
    expect(s.units['uk-dakota-1']).toMatchObject({ atpPoints: 1, eliminated: false, base: 'netherby' })
    expect(s.units['de-me109-1']).toMatchObject({ face: 'back' })
  })
})
