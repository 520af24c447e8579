// Hip Shoots (14.7d) and spotters (10.0b) through the engine, on the complex example's situation
// (a built-in scenario, its stand-ins marked) with the players' data a Hip Shoot reads: which
// aircraft the game-specific rules let hip shoot, and which hexes a correct spotter sees.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsSystem } from './system'
import { answerLookups, ocsScenario, play } from './testing'
import type { OcsAction, OcsState } from './types'

type Json = Record<string, unknown> & { aircraft: Record<string, unknown>[] }
const example = (): Json => readBuiltIn('ocs-barrage-complex-example') as Json
/** hurricane-1 may hip shoot (test data: the game's own rules list the nationalities). */
function withHipShoot(spotters: Record<string, string[]> = { allied: ['1406'] }): Json {
  const j = example()
  return {
    ...j,
    aircraft: j.aircraft.map((a) => (a.id === 'hurricane-1' ? { ...a, hipShoot: true } : a)),
    spotters,
  }
}
const game = (json: Json, dice: number[]): OcsState => ocsSystem.newGame(ocsScenario(json), { seed: 1, dice })
const hip = (hex: string, ...aircraft: string[]): OcsAction => ({
  type: 'mission',
  mission: 'hipShoot',
  hex,
  aircraft,
})
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}
const END: OcsAction = { type: 'endSegment' }
const DECLINE: OcsAction = { type: 'intercept', aircraft: null }
const texts = (r: { events: { text: string }[] }) => r.events.map((e) => e.text)

describe('Hip Shoots (14.7d)', () => {
  it('14.7d: flown in a Movement Segment, not a Barrage Segment', () => {
    const s = game(withHipShoot(), [])
    expect(refusal(s, hip('1406', 'hurricane-1'))).toMatchObject({ rule: '14.7d' })
    expect(ocsSystem.legal(s)).not.toContainEqual(hip('1406', 'hurricane-1'))
    const m = play(s, [END]).state
    expect(refusal(m, hip('1406', 'hurricane-1'))).toBeNull()
    expect(ocsSystem.legal(m)).toContainEqual(hip('1406', 'hurricane-1'))
  })

  it('14.7d B: one aircraft only, of a nationality the game lists; 14.1e B: never a Strategic Bomber', () => {
    const m = play(game(withHipShoot(), []), [END]).state
    expect(refusal(m, hip('1406', 'hurricane-1', 'hurricane-2'))).toEqual({
      rule: '14.7d',
      message: 'aircraft: got 2 aircraft, expected one: a Hip Shoot is made by a single aircraft (14.7d B).',
    })
    expect(refusal(m, hip('1406', 'hurricane-2'))).toMatchObject({ rule: '14.7d' })
    expect(refusal(m, hip('1406', 'hurricane-2'))!.message).toContain('not of a nationality')
    const legal = ocsSystem.legal(m).filter((a) => a.type === 'mission' && a.mission === 'hipShoot')
    expect(legal).toEqual([hip('1406', 'hurricane-1')])
    // A Strategic Bomber marked able to hip shoot is refused when the scenario is read.
    const j = example()
    const bad = {
      ...j,
      aircraft: j.aircraft.map((a) => (a.id === 'blenheim' ? { ...a, types: ['S'], hipShoot: true } : a)),
    }
    const r = ocsSystem.parseScenario(bad)
    expect(r.ok ? [] : r.errors).toContainEqual({
      path: 'aircraft[0].hipShoot',
      message: 'got true, expected false for a Strategic Bomber: it never hip shoots (14.1e B)',
    })
  })

  it('14.7d C: a correct spotter is required (the scenario names the hexes its spotters see)', () => {
    const m = play(game(withHipShoot({ allied: ['1405'] }), []), [END]).state
    expect(refusal(m, hip('1406', 'hurricane-1'))).toEqual({
      rule: '14.7d',
      message:
        "hex: no correct spotter of the Allies sees 1406; a Hip Shoot requires one (14.7d C, 10.0b; the scenario's `spotters`).",
    })
    expect(
      ocsSystem.legal(m).some((a) => a.type === 'mission' && a.mission === 'hipShoot' && a.hex === '1406'),
    ).toBe(false)
  })

  it('14.7d A: Hip Shoots do not count against one barrage a hex a phase; Flak always (14.4a); resolved like a barrage (14.7)', () => {
    const j = withHipShoot()
    const both = {
      ...j,
      aircraft: j.aircraft.map((a) => (a.id === 'hurricane-2' ? { ...a, hipShoot: true } : a)),
    }
    // Flak 1 + 1, the Barrage Table 1 + 1, twice.
    const m = play(game(both, [1, 1, 1, 1, 1, 1, 1, 1]), [END]).state
    const first = play(m, [hip('1406', 'hurricane-1'), DECLINE])
    const read = answerLookups(first.state, { 'ocs-flak-modifiers': '0', 'ocs-barrage': '-' })
    const log = [...texts(first), ...texts(read)]
    // Flak is rolled against the Hip Shoot (14.4a: "Always: Barrage, Hip Shoot, and Trainbusting").
    expect(log.some((t) => t.startsWith('E) Flak against Hurricane II (hurricane-1): roll 1 + 1 = 2'))).toBe(
      true,
    )
    // Spotted (10.0b): the 4 RE shift only, no "no spotter" shift.
    expect(log).toContain(
      'F) Hurricane II (hurricane-1) barrages (a hip shoot): strength 3 (14.7), column 3–4; 4 RE in the target hex: 1 right (10.0); net 1 right: column 5–7; roll 1 + 1 = 2: - (Barrage Table (placeholder table), from your own chart): no effect; an air barrage costs no supply (14.7, 14.7a).',
    )
    expect(log.join('\n')).not.toContain('no spotter')
    expect(read.state.barraged).toEqual([])
    expect(read.state.pending.kind).toBe('phase')
    // The same hex again, by the other aircraft, in the same phase.
    expect(ocsSystem.legal(read.state)).toContainEqual(hip('1406', 'hurricane-2'))
    expect(refusal(read.state, hip('1406', 'hurricane-2'))).toBeNull()
  })

  it('10.0b: a spotted barrage takes no "no spotter" shift; the same hex unspotted does (the complex example: 3 left)', () => {
    // Flak 1 + 1 (no loss), the Barrage Table 6 + 6.
    const dice = [1, 1, 6, 6, 5]
    const barrage: OcsAction = {
      type: 'mission',
      mission: 'barrage',
      hex: '1406',
      aircraft: ['blenheim', 'hurricane-1', 'hurricane-2'],
    }
    const line = (json: Json) => {
      const r = play(game(json, dice), [barrage, DECLINE])
      // A cell the placeholder table leaves empty is read off the players' chart ("-", test data).
      const read = answerLookups(r.state, { 'ocs-barrage': '-' })
      return [...texts(r), ...texts(read)].find((t) => t.startsWith('F) ') && t.includes('column 8–11')) ?? ''
    }
    // 10 barrage points (no loss): 8–11; unspotted three left, 4 RE one right; spotted, one right.
    expect(line(example())).toContain(
      'no spotter: 3 left (10.0), 4 RE in the target hex: 1 right (10.0); net 2 left: column 3–4',
    )
    expect(line(withHipShoot())).toContain('4 RE in the target hex: 1 right (10.0); net 1 right')
    expect(line(withHipShoot())).not.toContain('no spotter')
  })
})
