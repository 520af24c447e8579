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

  it('each note agrees with the state it is shown at, also when the Beauforts sink the whole squadron', () => {
    const scenario = parsed.ok ? parsed.scenario : (undefined as never)
    const afloat = (s: GameState) =>
      ['it-trento', 'it-dd-1', 'it-dd-2'].filter((id) => !s.naval?.ships[id]?.sunk)
    const hexOf = (s: GameState, id: string) => {
      const loc = s.naval?.ships[id]?.loc
      return loc === undefined ? '1209' : contextOf(s).map.locLabel(loc)
    }
    // Dice: the reconnaissance 4 + 3, the sighting report 2; then every attack rolls double six: a hit with
    // doubles sinks a ship outright (4.20), so the Beauforts attack on until no ship is left.
    for (const [story, dice, sinkAll] of [
      ['as the notes script it', [4, 3, 2, 3, 2, 2, 1, 4, 2], false],
      ['every attack a double six', [4, 3, 2, ...Array<number>(40).fill(6)], true],
    ] as const) {
      let s = newGame(scenario, { seed: 1, dice: [...dice] })
      let last: GameEvent[] = []
      const titles: string[] = []
      for (let i = 0; i < 200 && s.pending.kind !== 'over'; i++) {
        const note = fleetNote(s, last, i)
        const text = note.lines.join(' ')
        if (titles[titles.length - 1] !== note.title) titles.push(note.title)
        const p = s.pending
        const where = afloat(s).map((id) => hexOf(s, id))
        if (text.includes('Move the squadra on'))
          expect(where.length && ['1109', '1110'].includes(where[0])).toBeTruthy()
        if (text.includes('move the squadra (Trento, Lanciere, Ascari) to 1109'))
          expect([afloat(s), where]).toEqual([
            ['it-trento', 'it-dd-1', 'it-dd-2'],
            ['1209', '1209', '1209'],
          ])
        if (text.includes('The squadron has reached the convoy')) expect(where).toContain('1010')
        if (text.includes('sunk the whole squadra')) expect(afloat(s)).toEqual([])
        if (text.includes('Attack the Trento')) {
          expect(p.kind === 'navalAttack' && p.ships).toContain('it-trento')
          expect(s.naval?.ships['it-trento']?.face ?? 'front').toBe('front')
        }
        if (text.includes('The Trento is damaged'))
          expect(s.naval?.ships['it-trento']).toMatchObject({ face: 'back' })
        if (text.includes('The Trento is sunk'))
          expect(s.naval?.ships['it-trento']).toMatchObject({ sunk: true })
        if (text.includes('The Beauforts have struck'))
          expect(Object.values(s.missions).some((m) => m.kind === 'airNaval')).toBe(true)
        if (text.includes('the Swordfish are back aboard Eagle'))
          expect(s.units['uk-swordfish-1']).toMatchObject({ base: 'eagle-air', aloft: null })
        let a = follow(s)
        if (sinkAll && p.kind === 'navalAttack' && p.ships.length)
          a = { type: 'navalAttack', bomber: p.bombers[0].id, ship: p.ships[0] }
        if (sinkAll && p.kind === 'plan' && p.side === 'axis' && afloat(s).length === 0)
          a = { type: 'endStep' }
        const r = apply(s, a)
        if (!r.ok)
          throw new Error(`${story}: ${s.pending.kind}: ${r.violation.message}\n${titles.join(' / ')}`)
        s = r.state
        last = r.events
      }
      expect(s.pending.kind).toBe('over')
      if (sinkAll) {
        expect(afloat(s)).toEqual([])
        expect(titles).toContain('The squadron is sunk')
        expect(titles).not.toContain('Close on the convoy')
      }
    }
  })
})
