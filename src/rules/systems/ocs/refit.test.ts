// Refit (14.1d; rule 15.0 is not in the seed): in an Aircraft Refit Phase, Inactive aircraft become
// Active within the numbers the scenario gives each air base (the players' own 15.0) and the base's
// Active limit of 4 + Level (14.2a); without numbers no refit is offered, never a made-up default.
import { describe, expect, it } from 'vitest'
import { situation, type AircraftSpec } from './fixtures'
import { ocsBot } from './bot'
import { ocsSystem } from './system'
import { ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

const REFIT_ONLY = [{ name: 'Soviet Aircraft Refit Phase', side: 'soviet', kind: 'refit' }]
/** Three Inactive Soviet fighters at 0210 (Level 1), one at 0410 (test data). */
const PLANES = [
  { id: 'a', base: '0210', mode: 'inactive' as const },
  { id: 'b', base: '0210', mode: 'inactive' as const },
  { id: 'c', base: '0210', mode: 'inactive' as const },
  { id: 'd', base: '0410', mode: 'inactive' as const },
  { id: 'g', base: '1210', mode: 'inactive' as const },
]
const game = (extra: Record<string, unknown>, planes: AircraftSpec[] = PLANES) =>
  ocsGame(situation(planes, { phases: REFIT_ONLY, ...extra }))
const refit = (aircraft: string): OcsAction => ({ type: 'refit', aircraft })
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}

describe('Refit (14.1d, 15.0 as the scenario gives it)', () => {
  it('no refit numbers in the scenario: nothing refits, and the phase says why', () => {
    const s = game({})
    expect(ocsSystem.legal(s)).toEqual([{ type: 'endSegment' }])
    expect(s.pending.prompt).toContain('this scenario gives no refit numbers')
    expect(refusal(s, refit('a'))).toMatchObject({ rule: '15.0' })
  })

  it('refits Inactive aircraft up to the base number, logging the rule and that 15.0 is the players’', () => {
    const s = game({ refit: { '0210': 2, '0410': 1 } })
    expect(s.pending).toMatchObject({ kind: 'phase', rule: '15.0' })
    expect(ocsSystem.legal(s)).toEqual([
      refit('a'),
      refit('b'),
      refit('c'),
      refit('d'),
      { type: 'endSegment' },
    ])
    const r = play(s, [refit('a')])
    expect(r.state.aircraft.a.mode).toBe('active')
    expect(r.events[0]).toMatchObject({
      type: 'refit',
      rule: '15.0',
      text: "a refits at 0210 and becomes Active (14.1d); 1 of the 2 refits the scenario gives this base (15.0 is not in the rules text Sortie has: the numbers are the players', and so is the supply it costs).",
    })
    const two = play(r.state, [refit('b')]).state
    // 0210's two are used; 0410's one is still there.
    expect(refusal(two, refit('c'))).toEqual({
      rule: '15.0',
      message: '0210 has refit 2 of the 2 aircraft the scenario gives it this phase.',
    })
    expect(ocsSystem.legal(two)).toEqual([refit('d'), { type: 'endSegment' }])
    // Active already; the other side's; an unknown id.
    expect(refusal(two, refit('a'))).toMatchObject({ rule: '14.1d' })
    expect(refusal(two, refit('g'))).toMatchObject({ rule: '15.0' })
    expect(refusal(two, refit('zz'))!.message).toBe(
      'aircraft: got "zz", expected the id of an aircraft of the scenario.',
    )
  })

  it('14.2a: refit stops at the base’s Active limit of 4 + Level', () => {
    // Level 1: five Active at most; four Active already at 0210, two Inactive.
    const planes = [
      ...['p', 'q', 'r', 's'].map((id) => ({ id, base: '0210' })),
      { id: 'a', base: '0210', mode: 'inactive' as const },
      { id: 'b', base: '0210', mode: 'inactive' as const },
    ]
    const s = game({ refit: { '0210': 9 } }, planes)
    const one = play(s, [refit('a')]).state
    expect(refusal(one, refit('b'))).toEqual({
      rule: '14.2a',
      message: '0210 holds 5 Active aircraft, its limit of 5 (four plus Level 1).',
    })
  })

  it('only in an Aircraft Refit Phase; the count starts again in the next one', () => {
    const phases = [
      { name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['movement'] },
      ...REFIT_ONLY,
      { name: 'Soviet Aircraft Refit Phase 2', side: 'soviet', kind: 'refit' },
    ]
    const s = ocsGame(situation(PLANES, { phases, refit: { '0210': 1 } }))
    expect(refusal(s, refit('a'))).toMatchObject({ rule: '14.1d' })
    const first = play(s, [{ type: 'endSegment' }, refit('a')]).state
    expect(refusal(first, refit('b'))).toMatchObject({ rule: '15.0' })
    const second = play(first, [{ type: 'endSegment' }]).state
    expect(second.refitted).toEqual([])
    expect(refusal(second, refit('b'))).toBeNull()
  })

  it('a bad refit field is refused as path: message', () => {
    const r = ocsSystem.parseScenario(situation(PLANES, { refit: { '0210': -1, '0909': 1 } }))
    expect(r.ok ? [] : r.errors).toEqual([
      { path: 'refit.0210', message: 'got -1, expected a whole number from 0 to 999' },
      {
        path: 'refit.0909',
        message:
          'got "0909", expected the hex of an air base listed in airBases: aircraft refit at an air base (15.0)',
      },
    ])
    const spot = ocsSystem.parseScenario(
      situation(PLANES, { spotters: { martian: ['0101'], soviet: ['9999'] } }),
    )
    expect(spot.ok ? [] : spot.errors.map((e) => e.path)).toEqual(['spotters.martian', 'spotters.soviet[0]'])
  })

  it('the automatic opponent refits what it may, then ends the phase', () => {
    let s = game({ refit: { '0210': 1 } })
    const first = ocsBot(s)!
    expect(first.action).toEqual(refit('a'))
    s = play(s, [first.action]).state
    expect(ocsBot(s)!.action).toEqual({ type: 'endSegment' })
  })
})
