// The tutorial's second chapter (tutorial-strikes) played as its notes say, with scripted dice: the
// note shown at every decision, in order, and the numbers it quotes checked against the state.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../scenarios/files'
import {
  apply,
  contextOf,
  landUnitsNow,
  legalActions,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
} from '../../rules/systems/aeto'
import { parseScenario } from '../../rules/systems/aeto/scenario/validate'
import { strikesNote } from './strikes'

const chapterJson = readBuiltIn('tutorial-strikes')

const parsed = parseScenario(chapterJson)
if (!parsed.ok) throw new Error('tutorial-strikes does not load')

/** What the notes tell the player to do at each decision. */
function follow(s: GameState): Action {
  const p = s.pending
  switch (p.kind) {
    case 'plan':
      if (s.offensivePhase?.current)
        return s.offensivePhase.current.missions.length
          ? { type: 'endStep' }
          : {
              type: 'launch',
              base: 'redmoor',
              units: ['uk-wellington-1', 'uk-wellington-2'],
              mission: 'bombing',
              target: '1006',
            }
      if (p.side === 'axis' || Object.values(s.missions).some((m) => m.kind === 'strafe'))
        return { type: 'endStep' }
      return {
        type: 'launch',
        base: 'hawkbury',
        units: ['uk-typhoon-1', 'uk-typhoon-2'],
        mission: 'strafe',
        target: '1006',
        roles: { 'uk-typhoon-1': 'fighter', 'uk-typhoon-2': 'fighter' },
      }
    case 'declare':
      return { type: 'pass' }
    case 'evacuation':
      return {
        type: 'evacuate',
        moves: p.units.some((u) => u.id === 'de-ju88-1') ? { 'de-ju88-1': 'sarrebourg' } : {},
      }
    case 'strafeTarget':
      return { type: 'strafe', attacker: p.strafers[0], target: p.targets[0] }
    case 'offensive':
      if (p.side === 'axis' || s.offensivePhase?.used.allies === 2) return { type: 'passOffensive' }
      return { type: 'declareOffensive', offensive: s.offensivePhase?.used.allies ? 'land' : 'air' }
    case 'landCombat':
      return s.offensivePhase?.current?.land?.combats.length
        ? { type: 'endLandStep' }
        : { type: 'declareLandCombat', hex: '0907', attackers: ['uk-51-highland'] }
    case 'groundSupport':
      return p.side === 'allies'
        ? {
            type: 'launch',
            base: 'hawkbury',
            units: ['uk-typhoon-1', 'uk-typhoon-2'],
            mission: 'groundSupport',
            target: '0907',
            roles: { 'uk-typhoon-1': 'bomber', 'uk-typhoon-2': 'bomber' },
          }
        : { type: 'declineSupport' }
    case 'bombAllocation':
      return { type: 'allocateBombers', allocation: { [p.installations[0].id]: [...p.bombers] } }
    case 'bombCollateral':
    case 'bombAa':
      return { type: 'chooseLoss', unit: p.kind === 'bombAa' ? p.bombers[0] : p.units[0] }
    case 'returnToBase':
      return { type: 'returnToBase' }
    default:
      throw new Error(`the chapter does not expect a ${p.kind} decision`)
  }
}

describe('tutorial chapter 2: strikes over land', () => {
  it('walks through a strafing raid with evacuation, the Offensive Phase, a bombing raid and a ground-supported land combat, a note at each step', () => {
    // Dice: Ju-88 evacuation 3 (≤ 4: away); each Typhoon strafes the Me-109: 1 (+1 = 2 < 3: hit), 6 (miss);
    // the Wellingtons' 2d6: 5 + 6 = 11 (result 5 ≥ 2: Vaux destroyed; 10 → one collateral step).
    let s = newGame(parsed.ok ? parsed.scenario : (undefined as never), { seed: 1, dice: [3, 1, 6, 5, 6] })
    let last: GameEvent[] = []
    const titles: string[] = []
    const quoted: string[] = []
    let quotedResult = ''
    for (let i = 0; i < 200; i++) {
      const note = strikesNote(s, last, i)
      if (titles[titles.length - 1] !== note.title) titles.push(note.title)
      if (s.pending.kind === 'evacuation') quoted.push(note.lines.join(' '))
      if (note.title === 'Air superiority') quotedResult = note.lines.join(' ')
      if (s.pending.kind === 'over') break
      const r = apply(s, follow(s))
      if (!r.ok) throw new Error(`${s.pending.kind}: ${r.violation.message}`)
      s = r.state
      last = r.events
    }
    // The Me-109 at Vaux could intercept on the way in (interception range 4): the defender passes.
    expect(titles).toEqual([
      'Plan the strafing raid',
      'Interception on the way',
      'Evacuate or ride it out',
      'Interception over the target',
      'Strafe',
      'End the Step',
      'The Axis Naval and Air Phase',
      'The Offensive Phase',
      'Plan the bombing raid',
      'Interception on the way',
      'Evacuate or ride it out',
      'Interception over the target',
      'Drop the bombs',
      'End the Air Offensive',
      'Pass',
      'A Land Offensive',
      'Declare the land combat',
      'Ground support',
      'The defender’s turn',
      'Air superiority',
      'End the Step',
      'Pass',
      'Chapter complete',
    ])
    expect(quotedResult).toContain(
      'the Allies hold air superiority — +1 to the land combat die in their favour (4.22). Flying as bombers they add their strength, 5',
    )
    // The evacuation number quoted is the rules' own: 0706, 0806, 0906 and Vaux, four Axis land hexes.
    expect(quoted[0]).toContain('The evacuation number is 4')
    expect(s.units['de-ju88-1'].base).toBe('sarrebourg')
    expect(s.installations).toEqual({ 'vaux:0': { destroyed: true } })
    expect(s.units['uk-typhoon-1']).toMatchObject({ aloft: null, commitment: 'none' }) // Current from the Land Offensive until the end of the Offensive Phase (4.27)
    expect(s.units['de-me109-1']).toMatchObject({ face: 'back', eliminated: true }) // hit by a strafer, then the one collateral step (roll 11: total 10)
  })

  it('each note agrees with the state it is shown at: the units and hexes it names, and what comes after', () => {
    let s = newGame(parsed.ok ? parsed.scenario : (undefined as never), { seed: 1, dice: [3, 1, 6, 5, 6] })
    const ctx = contextOf(s)
    const hexOfBase = (b: string) => ctx.map.locLabel(ctx.baseLoc.get(b)!)
    const landAt = (id: string) => landUnitsNow(s).find((l) => l.id === id)?.hex
    let last: GameEvent[] = []
    const shown: { note: string; kind: string; at: number }[] = []
    const played: Action[] = []
    for (let i = 0; i < 200 && s.pending.kind !== 'over'; i++) {
      const note = strikesNote(s, last, i)
      const text = note.lines.join(' ')
      shown.push({ note: text, kind: s.pending.kind, at: played.length })
      const p = s.pending
      if (p.kind === 'evacuation') {
        // "Send the Ju-88 there" only while the Ju-88 is at Vaux and may evacuate to Sarrebourg (4.14).
        const ju88 = p.units.find((u) => u.id === 'de-ju88-1')
        expect(text.includes('send the Ju-88 there')).toBe(ju88?.destinations.includes('sarrebourg') ?? false)
        if (text.includes('got away to Sarrebourg')) expect(s.units['de-ju88-1'].base).toBe('sarrebourg')
        if (text.includes('no base in reach has room'))
          expect(p.units.every((u) => u.destinations.length === 0)).toBe(true)
      }
      if (text.includes('Select Hawkbury (0306) and tick both Typhoons'))
        expect(hexOfBase('hawkbury')).toBe('0306')
      if (text.includes('Select Redmoor (0208), tick both Wellingtons')) {
        expect(hexOfBase('redmoor')).toBe('0208')
        expect(['uk-wellington-1', 'uk-wellington-2'].map((id) => s.units[id].base)).toEqual([
          'redmoor',
          'redmoor',
        ])
      }
      if (text.includes('Vaux 1006')) expect(hexOfBase('vaux')).toBe('1006')
      if (text.includes('The 51st Highland holds a bridgehead at 0807, next to the 352nd Infantry at 0907')) {
        expect(landAt('uk-51-highland')).toBe('0807')
        expect(landAt('de-352-inf')).toBe('0907')
      }
      if (text.includes('the Ju-88 at Sarrebourg reaches 0907')) {
        expect(s.units['de-ju88-1']).toMatchObject({ base: 'sarrebourg', eliminated: false })
        // The rules offer it to the Axis's ground support over 0907 (4.22).
        const offered = legalActions(s).filter((a) => a.type === 'launch' && a.units.includes('de-ju88-1'))
        expect(offered.map((a) => a.type === 'launch' && a.target)).toContain('0907')
      }
      if (text.includes('Only your Typhoons are over 0907 after the air combat, with strength 8')) {
        const r = s.offensivePhase!.current!.land!.combats.at(-1)!.result!
        expect(r.superiorityWhy).toMatch(
          /^Only the attacker has air units over the combat hex, total strength 8 /,
        )
        expect(r.lines.attacker.slice(0, 2)).toEqual(['Typhoon: 4.', 'Typhoon: 4.'])
        expect(text).toContain("the 51st Highland's 5")
        expect(landUnitsNow(s).find((l) => l.id === 'uk-51-highland')?.strength).toBe(5)
      }
      const a = follow(s)
      if (a.type === 'declareLandCombat' && text.includes('leave the 352nd unticked: it is not')) {
        // The 352nd is not Activated this Offensive Phase, and 0907 is not fortified (4.22).
        const r = apply(s, a)
        const combat = r.ok ? r.state.offensivePhase?.current?.land?.combats[0] : undefined
        expect(combat).toMatchObject({
          hex: '0907',
          defenders: ['de-352-inf'],
          activated: [],
          fortified: false,
        })
      }
      const r = apply(s, a)
      if (!r.ok) throw new Error(`${s.pending.kind}: ${r.violation.message}`)
      played.push(a)
      s = r.state
      last = r.events
    }
    // "This chapter is over" only once no Offensive is declared after it (§16 (viii)).
    for (const n of shown.filter((x) => x.note.includes('this chapter, is over')))
      expect(played.slice(n.at).filter((a) => a.type === 'declareOffensive')).toEqual([])
    // The Axis pass before the Land Offensive is told the phase goes on.
    const beforeLand = shown.find((x) => x.note.includes('they declare the Land Offensive next'))!
    expect(played.slice(beforeLand.at).find((a) => a.type === 'declareOffensive')).toEqual({
      type: 'declareOffensive',
      offensive: 'land',
    })
    expect(
      shown.filter((x) => x.kind === 'evacuation').map((x) => x.note.includes('send the Ju-88 there')),
    ).toEqual([true, false])
  })
})
