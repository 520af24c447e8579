// A flotilla the scenario says is bound somewhere (a convoy) is sailed there by the bot, one
// location at a time, the way spread over its side's Naval and Air Phases left, and docked on
// arrival in a friendly port (naval movement, entered by the bot; 4.15).
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip } from '../testing/fixtures'
import { act, start } from '../testing/play'
import type { Action, GameState } from '../types'
import type { Scenario } from '../scenario/schema'
import { contextOf } from '../context'
import { shipPosition } from '../naval/ships'
import { botDecision } from './index'

// Columns 01–08 land, 09–20 sea; a British port at 0806 on the coast.
const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const convoy = (afterPhases: number): Scenario => ({
  ...fixture({
    terrain: COAST,
    phasingSide: 'allies',
    bases: [{ id: 'kiel', hex: '0210', owner: 'axis' }],
    moreBases: [
      { id: 'valletta', name: 'Valletta', hex: '0806', owner: 'allies', components: [{ kind: 'MajorPort' }] },
    ],
    units: [
      { id: 'me110', name: 'Me-110', nation: 'DE', type: 'F', front: '3-5', back: '1-5', base: 'kiel' },
    ],
    navalUnits: [
      fixtureShip('merchantmen', '1306', {
        nation: 'UK',
        name: 'Merchantmen',
        type: 'STP',
        flotilla: 'convoy',
        bound: '0806',
      }),
      fixtureShip('escort', '1306', {
        nation: 'UK',
        name: 'Escort',
        type: 'DD',
        flotilla: 'convoy',
        bound: '0806',
      }),
    ],
  }),
  end: { afterPhases },
})

/** The bot's decisions for the British until it ends its Step; the moves it made. */
function britishStep(s0: GameState): { s: GameState; moves: string[]; reasons: string[] } {
  let s = s0
  const moves: string[] = []
  const reasons: string[] = []
  for (let guard = 0; guard < 40; guard++) {
    if (s.pending.side !== 'allies' || s.pending.kind !== 'plan') {
      s = act(
        s,
        s.pending.kind === 'navalWindow' ? ({ type: 'pass' } as Action) : botDecision(s).action,
      ).state
      continue
    }
    const d = botDecision(s)
    if (d.action.type !== 'moveFlotilla') break
    moves.push(`${d.action.to}${d.action.inPort ? ' port' : ''}`)
    reasons.push(...d.reasoning)
    s = act(s, d.action).state
  }
  return { s, moves, reasons }
}

describe('a convoy bound for a port (the scenario’s navalUnits[].bound)', () => {
  it('with one British Phase left (two Naval and Air Phases in all, the British first), it sails the whole way, 5 locations, always closer, then docks in the friendly port', () => {
    const { s, moves, reasons } = britishStep(start(convoy(2)))
    expect(moves).toHaveLength(6)
    expect(moves.at(-1)).toBe('0806 port')
    const map = contextOf(s).map
    const steps = moves.slice(0, -1).map((m) => map.hexDistance(map.parseLoc(m)!, map.parseLoc('0806')!))
    expect(steps).toEqual([4, 3, 2, 1, 0])
    expect(shipPosition(contextOf(s), s, 'merchantmen')).toEqual({ loc: map.parseLoc('0806'), inPort: true })
    expect(reasons[0]).toMatch(
      /^Sail the flotilla bound for 0806 from 1306 to \d{4}: 4 more locations to go, 5 this Phase \(4\.15\)\.$/,
    )
    expect(reasons.at(-1)).toBe('Dock the flotilla in the port of 0806, where it is bound (4.15).')
    expect(s.naval!.moved).toEqual({ convoy: 6 })
  })

  it('with two British Phases left (four in all), it sails 3 of the 5 locations now (the way spread over them), then ends its Step', () => {
    const { s, moves } = britishStep(start(convoy(4)))
    expect(moves).toHaveLength(3)
    expect(botDecision(s).action.type).toBe('endStep')
  })
})
