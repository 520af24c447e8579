// Trainbusting (14.8) through the engine: a Barrage Segment mission (14.8d) once per hex and phase
// (14.8), Flak always (14.4a), the Barrage vs Facility Table read off the players' chart (no cell
// in the seed), a marker on an asterisk and one marker a hex at most (14.8a).
import { describe, expect, it } from 'vitest'
import { situation } from './fixtures'
import { ocsSystem } from './system'
import { answerLookups, ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

const PHASES = [
  { name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['barrage', 'movement'] },
  { name: 'Soviet Exploitation Phase', side: 'soviet', kind: 'exploitation', segments: ['barrage'] },
]
/** Two Soviet Tactical bombers, barrage 2 each at full strength (test data). */
const game = (dice: number[]) =>
  ocsGame(
    situation(
      [
        { id: 'il2', base: '0210', types: ['T'] },
        { id: 'pe2', base: '0210', types: ['T'] },
      ],
      { phases: PHASES, terrain: { '0612': 'woods' } },
    ),
    dice,
  )
const bust = (hex: string, ...ids: string[]): OcsAction => ({
  type: 'mission',
  mission: 'trainbusting',
  hex,
  aircraft: ids,
})
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}
const flakReads = { 'ocs-flak-modifiers': '0' }

describe('Trainbusting (14.8)', () => {
  it('14.8d: flies in a Barrage Segment; 14.4a: draws Flak even outside a Patrol Zone', () => {
    const s = game([3, 3, 4, 3])
    expect(refusal(play(s, [{ type: 'endSegment' }]).state, bust('0612', 'il2'))).toMatchObject({
      rule: '14.8d',
    })
    expect(ocsSystem.legal(s)).toContainEqual(bust('0612', 'il2', 'pe2'))
    let r = play(s, [bust('0612', 'il2', 'pe2')])
    // The Flak chart's lines are read off the players' chart: 0 each (test data).
    while (r.state.pending.kind === 'chartLookup' && r.state.pending.chart.table === 'ocs-flak-modifiers') {
      const next = play(r.state, [{ type: 'chart', result: '0' }])
      r = { state: next.state, events: [...r.events, ...next.events] }
    }
    expect(r.events.some((e) => e.type === 'flak' && e.text.includes('roll 3 + 3 = 6'))).toBe(true)
    // The Barrage vs Facility Table has no cell in the seed: the column for 4 points, row 7, is asked.
    expect(r.state.pending).toMatchObject({
      kind: 'chartLookup',
      chart: { table: 'ocs-barrage-vs-facility', row: '7', column: '4' },
    })
  })

  it('14.8a: an asterisk places a marker; no asterisk, no effect; one marker a hex; one mission a hex a phase', () => {
    const s = game([3, 3, 4, 3, 3, 3, 5, 5])
    const first = answerLookups(play(s, [bust('0612', 'il2')]).state, {
      ...flakReads,
      'ocs-barrage-vs-facility': '1*',
    })
    expect(first.events.map((e) => e.text).join('\n')).toContain(
      'F) Trainbusting of 0612 by il2: 2 barrage points, roll 4 + 3 = 7 on the Barrage vs Facility Table (from your own chart): "1*": an asterisk: a Trainbusting marker is placed in 0612.',
    )
    expect(first.state.trainbusting).toEqual(['0612'])
    const back = play(first.state, [{ type: 'returnBase', aircraft: 'il2', base: '0210' }]).state
    expect(refusal(back, bust('0612', 'pe2'))).toEqual({
      rule: '14.8',
      message:
        'hex: 0612 has been the target of a Trainbusting mission this phase; only one per hex per phase.',
    })
    // Next phase: the hex may be trainbusted again, but holds its one marker.
    const next = play(back, [{ type: 'endSegment' }, { type: 'endSegment' }]).state
    const again = answerLookups(play(next, [bust('0612', 'pe2')]).state, {
      ...flakReads,
      'ocs-barrage-vs-facility': '*',
    })
    expect(again.events.map((e) => e.text).join('\n')).toContain(
      'an asterisk, but 0612 holds a Trainbusting marker already: one a hex (14.8).',
    )
    expect(again.state.trainbusting).toEqual(['0612'])
  })

  it('14.8, 14.2d: legal offers every hex within range, rail or not, once per hex and phase', () => {
    // Range 12 from 0210 (test data): 1410 is 12 hexes away, 1510 is 13.
    const s = game([3, 3, 4, 3])
    const busting = ocsSystem
      .legal(s)
      .filter((a) => a.type === 'mission' && a.mission === 'trainbusting')
      .map((a) => (a as Extract<OcsAction, { type: 'mission' }>).hex)
    expect(busting).toContain('1410')
    expect(busting).not.toContain('1510')
    expect(refusal(s, bust('1510', 'il2'))).toMatchObject({ rule: '14.2d' })
    // 0101 has no terrain in the scenario: it is offered all the same, with each set of planes.
    expect(ocsSystem.legal(s)).toContainEqual(bust('0101', 'il2'))
    expect(ocsSystem.legal(s)).toContainEqual(bust('0101', 'il2', 'pe2'))
    const hexes = new Set(busting)
    // Every hex within 12 of 0210 on the 30 × 20 map, and no other.
    let within = 0
    for (let c = 1; c <= 30; c++)
      for (let r = 1; r <= 20; r++) {
        const hex = `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`
        if (!refusal(s, bust(hex, 'il2'))) {
          within++
          expect(hexes.has(hex), hex).toBe(true)
        }
      }
    expect(hexes.size).toBe(within)
    // Once flown against, the hex is not offered again this phase.
    const flown = answerLookups(play(s, [bust('0101', 'il2')]).state, {
      ...flakReads,
      'ocs-barrage-vs-facility': '2',
    })
    const back = play(flown.state, [{ type: 'returnBase', aircraft: 'il2', base: '0210' }]).state
    const later = ocsSystem.legal(back).filter((a) => a.type === 'mission' && a.mission === 'trainbusting')
    expect(later).not.toContainEqual(bust('0101', 'pe2'))
    expect(later).toContainEqual(bust('0102', 'pe2'))
  })

  it('14.8a: a result without an asterisk has no effect', () => {
    const r = answerLookups(play(game([3, 3, 4, 3]), [bust('0612', 'il2')]).state, {
      ...flakReads,
      'ocs-barrage-vs-facility': '2',
    })
    expect(r.events.map((e) => e.text).join('\n')).toContain('"2": no asterisk, no effect (14.8a).')
    expect(r.state.trainbusting).toBeUndefined()
  })
})
