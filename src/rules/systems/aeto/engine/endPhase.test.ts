// The End Phase with ships afloat (4.1, 4.15; spec §3.2 table, §10.2): each side in turn moves its
// ships (entered by the players); the other side may reconnoitre them and strike only those that
// began the End Phase outside a bomber's range and moved into it. No mission is flown otherwise,
// and no naval interception is made.
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start } from '../testing/play'
import type { Scenario } from '../scenario/schema'
import type { Action } from '../types'
import { legalActions } from './legal'

// Columns 01–08 land, 09–20 sea. London (0505) holds a Hampden, range 10.
const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const endPhase = (hex: string, options: Scenario['options'] | undefined = undefined): Scenario => {
  const sc = fixture({
    terrain: COAST,
    phasingSide: 'axis',
    bases: [
      { id: 'london', hex: '0505', owner: 'allies' },
      { id: 'kiel', hex: '0210', owner: 'axis' },
    ],
    units: [
      {
        id: 'hampden',
        name: 'Hampden',
        nation: 'UK',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'london',
      },
      { id: 'me110', name: 'Me-110', nation: 'DE', type: 'F', front: '3-5', back: '1-5', base: 'kiel' },
    ],
    navalUnits: [fixtureShip('z1', hex, { flotilla: 'tf' }), fixtureShip('z2', hex, { flotilla: 'tf' })],
    ...(options ? { options } : {}),
  })
  return { ...sc, start: { ...sc.start, phase: 'end' } }
}

describe('the End Phase with ships afloat (4.1, 4.15)', () => {
  it('each side in turn moves its ships; its plan flies no mission but sea reconnaissance', () => {
    const s = start(endPhase('1205'))
    expect(s.turn.phase).toBe('end')
    const p = pendingOf(s, 'plan')
    expect(p.side).toBe('axis')
    expect(p.missions.find((m) => m.kind === 'fly')).toMatchObject({
      available: false,
      rule: '4.15',
      reason:
        'In the End Phase aircraft strike only enemy ships that move into their range, as they move (4.1, 4.15).',
    })
    expect(legalActions(s)).toContainEqual({ type: 'moveFlotilla', side: 'axis', flotilla: 'tf', to: '1105' })
    expect(refused(s, { type: 'navalInterception', flotilla: 'tf' }).message).toBe(
      'No naval interception is made in the End Phase (Part 3).',
    )
    // The Axis ends its step: the Allies' End Phase step, then a new month.
    const a = act(s, { type: 'endStep' })
    expect(eventsOf(a.events, 'phase').map((e) => e.text)).toEqual([
      "Western Allies End Phase: its ships move; the enemy may strike only those that move into its bombers' range (4.1, 4.15).",
    ])
    const b = act(a.state, { type: 'endStep' })
    expect(eventsOf(b.events, 'turn')[0].text).toBe(
      'A new monthly turn begins: July 1943; every commitment marker is removed (4.27).',
    )
    expect(b.state.naval?.endStart).toBeUndefined()
  })

  it('a force that began the End Phase within the Hampden’s range may be reconnoitred but not struck', () => {
    // 1205 is 7 hexes from London: in range at the start. It moves to 1105; found on 5 + 4 (7 needed), the report die 1.
    const moves: Action[] = [
      { type: 'moveFlotilla', flotilla: 'tf', to: '1105' },
      { type: 'reconnoitre', target: '1105', units: ['hampden'] },
    ]
    const r0 = play(endPhase('1205'), moves, [5, 4, 1])
    expect(r0.state.naval!.located.allies).toEqual(['z1', 'z2'])
    expect(pendingOf(r0.state, 'plan').side).toBe('axis') // nothing may strike it: the window closes
    // (Asked even so, the window offers no base and refuses the Hampden.)
    const r = play(
      endPhase('1205', { askEvenWhenNoInterceptor: true } as Scenario['options']),
      moves,
      [5, 4, 1],
    )
    const p = pendingOf(r.state, 'navalWindow')
    expect(p).toMatchObject({ side: 'allies', located: ['z1', 'z2'], bases: [] })
    expect(
      refused(r.state, { type: 'launch', base: 'london', units: ['hampden'], mission: 'airNaval' }),
    ).toEqual({
      rule: '4.15',
      message:
        "Hampden could already reach the flotilla where it began the End Phase (1205): in the End Phase only ships that moved into a bomber's range may be struck (4.1, 4.15).",
    })
  })

  it('a force that began out of range and moved into it may be struck', () => {
    // 1605 is 11 hexes from London, beyond the Hampden's 10; 1505 is 10: within it.
    const r = play(
      endPhase('1605'),
      [
        { type: 'moveFlotilla', flotilla: 'tf', to: '1505' },
        { type: 'reconnoitre', target: '1505', units: ['hampden'] },
      ],
      [6, 6, 1],
    )
    const p = pendingOf(r.state, 'navalWindow')
    expect(p.bases).toEqual([{ base: 'london', units: [{ id: 'hampden', needsRole: false, range: 10 }] }])
    expect(legalActions(r.state)).toContainEqual({
      type: 'launch',
      side: 'allies',
      base: 'london',
      units: ['hampden'],
      mission: 'airNaval',
      target: '1505',
    })
    expect(
      act(r.state, { type: 'launch', base: 'london', units: ['hampden'], mission: 'airNaval' }).state.missions
        .M1,
    ).toMatchObject({ kind: 'airNaval', side: 'allies' })
  })

  it('a game saved by version 5 passes the End Phase through as it did (options.endPhaseNavalMoves false)', () => {
    const s = start(endPhase('1205', { endPhaseNavalMoves: false } as Scenario['options']))
    expect(s.turn).toMatchObject({ phase: 'navalAndAir', month: 7 })
  })
})
