// Dice rolled by hand for the strike's rolls (23.42, 23.44): the side that rolls enters them in a
// `roll` decision, each throw checked; the result is the one the same faces give when Sortie draws
// them. The exact odds before each roll, read through the functions the roll uses.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { situation } from './fixtures'
import { airDefenseOdds, navalAttackOdds, TWO_DICE } from './odds'
import { awawSystem } from './system'
import { awawGame, awawScenario, play, refusal } from './testing'
import type { AwawAction, AwawState } from './types'

const JP = { id: 'japan', name: 'Japan' }
const US = { id: 'usa', name: 'United States' }
const ship = (id: string, type: string, factors: number) => ({
  id,
  name: id,
  type,
  nationality: 'japan',
  factors,
})

/** Akagi (CV 3) and Hiei (BB 4) at 1009, American attack AAS at 1005: air defence level 1. */
const json = situation({
  theater: 'pacific',
  sides: [JP, US],
  forcePool: { japan: 0, usa: 8 },
  airBases: [{ id: 'us', side: 'usa', name: 'Henderson', hex: '1005', nationality: 'usa', aaf: 8, range: 8 }],
  forceHex: '1009',
  taskForces: [{ id: 'tf', name: 'Kido Butai', ships: [ship('akagi', 'CV', 3), ship('hiei', 'BB', 4)] }],
})
const enter: AwawAction = { type: 'enterHex', force: 'force', hex: '1010' }
const attack = (n: number): AwawAction => ({
  type: 'strike',
  attacks: [{ tf: 'tf', from: [{ base: 'us', kind: 'attack', count: n }] }],
})
const byHand = (): AwawState => awawSystem.newGame(awawScenario(json), { seed: 1, manualDice: true })
const texts = (events: { type: string; text: string }[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.text)

describe('dice rolled by hand (23.42, 23.44)', () => {
  it('the defender rolls the air defence: two faces from 1 to 6, refused otherwise with the field named', () => {
    const s = play(byHand(), [enter, attack(4)]).state
    expect(s.pending).toMatchObject({ kind: 'roll', side: 'japan', rule: '23.42', count: 2 })
    expect(s.pending.prompt).toBe(
      'Japan: roll two dice for the air defence of Kido Butai and enter them (23.42).',
    )
    expect(refusal(s, { type: 'roll', values: [7, 1] })).toEqual({
      rule: '23.42',
      message:
        'values: got [7,1], expected 2 die faces, each a whole number from 1 to 6, for the air defence of Kido Butai (23.42)',
    })
    expect(refusal(s, { type: 'roll', values: [3] }).message).toMatch(
      /^values: got \[3\], expected 2 die faces/,
    )
    expect(refusal(s, { type: 'targets', assign: { akagi: 4 } }).message).toMatch(
      /^type: got "targets", expected "roll"/,
    )
  })

  it('entered faces give the result the same faces give when drawn: 5 + 6 = 11 at level 1 is "1/1", then one roll per target, the attacker rolling', () => {
    const hand = play(byHand(), [
      enter,
      attack(4),
      { type: 'roll', values: [5, 6] },
      { type: 'targets', assign: { akagi: 1, hiei: 1 } },
    ])
    expect(hand.state.pending).toMatchObject({ kind: 'roll', side: 'usa', rule: '23.44' })
    expect(hand.state.pending.prompt).toBe(
      'United States: roll two dice for the air attack on akagi and enter them (23.44).',
    )
    const first = play(hand.state, [{ type: 'roll', values: [6, 6] }])
    expect(first.state.pending.prompt).toBe(
      'United States: roll two dice for the air attack on hiei and enter them (23.44).',
    )
    const done = play(first.state, [
      { type: 'roll', values: [2, 3] },
      { type: 'detach', ships: [] },
    ])
    expect(done.state.pending.kind).toBe('outside')
    expect(done.state.entry).toBeNull()
    const drawn = play(awawGame(json, [5, 6, 6, 6, 2, 3]), [
      enter,
      attack(4),
      { type: 'targets', assign: { akagi: 1, hiei: 1 } },
    ])
    const all = [...hand.events, ...first.events, ...done.events]
    expect(texts(all, 'airDefense')).toEqual(texts(drawn.events, 'airDefense'))
    expect(texts(all, 'airDefense')[0]).toContain('dice 5 + 6 = 11, Air Defense Table row 1, column 11: 1/1')
    expect(texts(all, 'navalAttack')).toEqual(texts(drawn.events, 'navalAttack'))
    expect(texts(all, 'navalAttack')).toEqual([
      '1 squadron attack akagi: dice 6 + 6 = 12 + 2 (usa air + 2, 23.441A) − 1 (Naval Nationality DRM 1, 23.441B) = 13; Naval Attack Table row AS 1, column 12+: 2 hits (table reconstructed from a damaged scan, not verified): akagi (3 factors) has 2 hits: damaged (23.44, 23.443A, 23.444).',
      '1 squadron attack hiei: dice 2 + 3 = 5 + 2 (usa air + 2, 23.441A) − 3 (Naval Nationality DRM 3, 23.441B) = 4; Naval Attack Table row AS 1, column 4: 0 hits (table reconstructed from a damaged scan, not verified): hiei (4 factors) has 0 hits: the hits stay with it until it returns to port (23.44, 23.443A, 23.444).',
    ])
    expect(texts(all, 'dice')).toEqual([
      'Japan rolls 5 and 6 for the air defence of Kido Butai (23.42).',
      'United States rolls 6 and 6 for the air attack on akagi (23.44).',
      'United States rolls 2 and 3 for the air attack on hiei (23.44).',
    ])
    expect(done.state.ships).toEqual(drawn.state.ships)
    expect(done.state.bases).toEqual(drawn.state.bases)
  })

  it('undo stops behind dice: entered by hand, and the air defence and attack rolls drawn', () => {
    const s = play(byHand(), [enter, attack(4)]).state
    const r = awawSystem.apply(s, { type: 'roll', values: [1, 1] })
    expect(r.ok && awawSystem.barrier!(s, { type: 'roll', values: [1, 1] }, r.state, r.events)).toMatchObject(
      {
        kind: 'roll',
      },
    )
    const d = play(awawGame(json, [1, 1]), [enter]).state
    const a = awawSystem.apply(d, attack(4))
    expect(a.ok && awawSystem.barrier!(d, attack(4), a.state, a.events)?.reason).toContain('dice 1 + 1 = 2')
    const e = awawSystem.apply(byHand(), enter)
    expect(e.ok && awawSystem.barrier!(byHand(), enter, e.state, e.events)).toBeNull()
  })

  it("no air defence roll when no attacking squadron goes on (23.42): the defender's 2/4 stops all four", () => {
    const s = play(awawGame(readBuiltIn('awaw-air-cover-23-22a')), [
      { type: 'enterHex', force: 'jp-force', hex: '0506' },
      { type: 'strike', attacks: [{ tf: 'jp-tf', from: [{ base: 'us-base', kind: 'attack', count: 4 }] }] },
      {
        type: 'cover',
        from: [{ base: 'jp-base', kind: 'cover', count: 3 }],
        extra: [],
        cap: {},
      },
      { type: 'engage', cap: 0, cover: 2 },
      { type: 'chart', result: '2/4' },
      { type: 'chart', result: '0' },
    ])
    expect(s.state.dice.count).toBe(0)
    expect(texts(s.events, 'airDefense')).toEqual([
      'Japanese TF: no attacking squadron goes on, so no air defence roll (23.42).',
    ])
    expect(s.state.pending.kind).toBe('outside')
  })
})

describe('the odds before the roll (23.42, 23.44)', () => {
  it('two dice: 36 throws, 7 the likeliest', () => {
    expect(TWO_DICE.reduce((a, [, w]) => a + w, 0)).toBe(36)
    expect(TWO_DICE.find(([t]) => t === 7)![1]).toBe(6)
  })

  it('air defence at level 1 against four squadrons: 15 ways none, 11 one aborted, 7 one eliminated, 3 one of each', () => {
    const s = awawGame(json)
    expect(airDefenseOdds(s, 'tf', 'japan', 4)).toEqual({
      level: 1,
      outcomes: [
        { eliminated: 0, aborted: 0, through: 4, ways: 15 },
        { eliminated: 0, aborted: 1, through: 3, ways: 11 },
        { eliminated: 1, aborted: 0, through: 3, ways: 7 },
        { eliminated: 1, aborted: 1, through: 2, ways: 3 },
      ],
    })
  })

  it('one American attack AAS on the Akagi: + 1 (USA 2, Japanese CV 3 − 2); hits 0 in 6 ways (2–4), 1 in 24 (5–9), 2 in 6 (10–12); 6 ways damaged, none sunk', () => {
    const s = awawGame(json)
    expect(navalAttackOdds(s, 'tf', 'akagi', [{ base: 'us', kind: 'attack', count: 1 }])).toEqual({
      modifier: 1,
      outcomes: [
        { hits: 0, ways: 6 },
        { hits: 1, ways: 24 },
        { hits: 2, ways: 6 },
      ],
      damaged: 6,
      sunk: 0,
    })
  })

  it('agree with every throw the roll itself makes', () => {
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const r = play(awawGame(json, [1, 1, a, b]), [
          enter,
          attack(1),
          { type: 'targets', assign: { akagi: 1 } },
        ])
        const hits = r.state.ships.akagi.hits
        const odds = navalAttackOdds(awawGame(json), 'tf', 'akagi', [
          { base: 'us', kind: 'attack', count: 1 },
        ])
        expect(odds.outcomes.some((o) => o.hits === hits)).toBe(true)
        expect(navalHitsOf(a + b)).toBe(hits)
      }
  })
})

/** AS 1 row at the modified total (the roll + 1 here). */
function navalHitsOf(natural: number): number {
  const row = [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2]
  return row[Math.min(12, natural + 1) - 2]
}
