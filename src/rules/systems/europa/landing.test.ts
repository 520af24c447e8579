// Landing (20.B.1.c–g, 20.D.6): the marker level from the flight and its result, and what the unit
// lands as; the draft's strategic-bombing example played through the rules module.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../../../scenarios/files'
import { landingLevel, raise, REPAIR_ARP } from './landing'
import { europaGame, passUntil, play, situation, texts, unit } from './testing'
import type { EuropaAction, EuropaState, Flight } from './types'

const flight = (o: Partial<Flight> = {}) => ({ extended: false, priorX: 0, wasInoperative: false, ...o })

describe('the marker ladder and the landing level (20.B.1.c–g)', () => {
  it('each level one above the last: X < R < D < A < E, and E stays E (20.B.1.c(iii))', () => {
    expect(['X', 'R', 'D', 'A', 'E'].map((m) => raise(m as 'X'))).toEqual(['R', 'D', 'A', 'E', 'E'])
  })

  it('an operative unit with no result on a mission that is not extended lands inoperative, no marker (20.D.6)', () => {
    expect(landingLevel(flight(), null).level).toBe('none')
  })

  it('the example (20.B.1.c(iii)): unaffected on strategic bombing, an extended mission: X', () => {
    expect(landingLevel(flight({ extended: true }), null).level).toBe('X')
  })

  it('the example (20.B.1.c(iii)): a D from AA on an extended mission rises to A', () => {
    expect(landingLevel(flight({ extended: true }), 'D')).toEqual({
      level: 'A',
      why: ['result D', 'extended mission: raised to A (20.B.1.c(iii))'],
    })
  })

  it('R on an extended mission becomes D (20.B.1.d note)', () => {
    expect(landingLevel(flight({ extended: true }), 'R').level).toBe('D')
  })

  it('an X carried before raises any marker one more level, the extended mission’s X too (20.B.1.c note)', () => {
    expect(landingLevel(flight({ priorX: 1, wasInoperative: true }), 'D').level).toBe('A')
    expect(landingLevel(flight({ priorX: 1, wasInoperative: true, extended: true }), 'D').level).toBe('E')
    expect(landingLevel(flight({ priorX: 1, wasInoperative: true, extended: true }), null).level).toBe('R')
  })

  it('a unit that took off inoperative lands with X (20.D.6)', () => {
    expect(landingLevel(flight({ wasInoperative: true }), null).level).toBe('X')
  })

  it('the ARP a repair costs: ½ for D (20.B.1.e), 1 for A (20.B.1.c(iii) example)', () => {
    expect(REPAIR_ARP).toEqual({ D: 0.5, A: 1 })
  })
})

const EXAMPLE = () => europaGame(JSON.parse(builtInText('europa-strategic-bombing-20-b-1-c')))

/** The bomber's strategic bombing operation up to the AA step. */
function toAa(): EuropaState {
  const s = passUntil(EXAMPLE(), (x) => x.phase === 'movement')
  return play(s, [
    {
      type: 'initiate',
      kind: 'strategicBombing',
      hex: '1010',
      flights: [{ unit: 'hb', mission: 'strategicBombing', extended: true }],
    },
    { type: 'intercept', interceptors: [], cap: [] },
  ]).state
}

const finish = (s: EuropaState, aa: EuropaAction) =>
  play(s, [aa, { type: 'missionResult', outcome: 'no effect' }])

describe('the strategic-bombing landing example (20.B.1.c(iii))', () => {
  it('unaffected by AA or air combat, the operative bomber lands inoperative with an X (20.B.1.c(iii))', () => {
    const { state, events } = finish(toAa(), { type: 'results', results: {} })
    expect(state.units.hb).toMatchObject({
      face: 'inoperative',
      x: 1,
      where: { kind: 'base', base: 'home' },
      marker: null,
    })
    expect(texts(events)).toContain(
      'Heavy bomber (stand-in) returns to base inoperative with X (no result; extended mission: X (20.B.1.c(ii))).',
    )
    expect(state.arp.bomber).toBe(1)
  })

  it('with a D from AA: the D rises to A; spend 1 ARP and land inoperative with X (20.B.1.c(iii))', () => {
    const { state } = finish(toAa(), { type: 'results', results: { hb: 'D' } })
    expect(state.pending).toMatchObject({
      kind: 'landing',
      side: 'bomber',
      unit: 'hb',
      level: 'A',
      cost: 1,
      canPay: true,
    })
    const repaired = play(state, [{ type: 'land', unit: 'hb', choice: 'repair' }])
    expect(repaired.state.units.hb).toMatchObject({
      face: 'inoperative',
      x: 1,
      where: { kind: 'base', base: 'home' },
    })
    expect(repaired.state.arp.bomber).toBe(0)
    expect(texts(repaired.events)[0]).toBe(
      'Heavy bomber (stand-in) is repaired for 1 ARP (0 left): inoperative with X (20.B.1.f).',
    )
  })

  it('with a D from AA: or the A sends it to the aborted box, the pool untouched (20.B.1.c(iii), 20.B.1.f)', () => {
    const { state } = finish(toAa(), { type: 'results', results: { hb: 'D' } })
    const boxed = play(state, [{ type: 'land', unit: 'hb', choice: 'box' }]).state
    expect(boxed.units.hb.where).toEqual({ kind: 'box', box: 'aborted' })
    expect(boxed.arp.bomber).toBe(1)
  })

  it('the choices offered are exactly the example’s two (20.B.1.c(iii))', async () => {
    const { state } = finish(toAa(), { type: 'results', results: { hb: 'D' } })
    const { europaSystem } = await import('./system')
    expect(europaSystem.legal(state)).toEqual([
      { type: 'land', unit: 'hb', choice: 'repair' },
      { type: 'land', unit: 'hb', choice: 'box' },
    ])
  })
})

/** One operation of side a's unit `u` to 0505 with the given AA result (a transport, not extended). */
function flyWith(json: object, u: string, aa: string, extended = false) {
  const s = passUntil(europaGame(json), (x) => x.phase === 'movement')
  return play(s, [
    {
      type: 'initiate',
      kind: 'transport',
      hex: '0505',
      flights: [{ unit: u, mission: 'transport', extended }],
    },
    { type: 'intercept', interceptors: [], cap: [] },
    { type: 'results', results: { [u]: aa as 'D' } },
    { type: 'missionResult', outcome: 'delivered' },
  ])
}

const rulings = (more: object = {}) => ({ 'H8:movement:transport': 'yes', EXT: 'by range', ...more })
const transportSituation = (more: object = {}, x?: string) =>
  situation({
    units: [
      unit('t', 'a', 'T', { category: 'transport', ...(x ? { face: 'inoperative', marker: 'X' } : {}) }),
      unit('f', 'b'),
    ],
    more: { rulings: rulings(more), phases: ['initial', 'movement'] },
  })

describe('D, A and E on landing (20.B.1.e–g)', () => {
  it('a D costs ½ ARP to repair (20.B.1.e)', () => {
    const { state } = flyWith(transportSituation(), 't', 'D')
    expect(state.pending).toMatchObject({ kind: 'landing', level: 'D', cost: 0.5 })
    const after = play(state, [{ type: 'land', unit: 't', choice: 'repair' }]).state
    expect(after.arp.a).toBe(1.5)
    expect(after.units.t).toMatchObject({ face: 'inoperative', x: 1 })
  })

  it('a D sent to the aborted box adds ½ ARP to the pool under the literal ruling of A3 (20.B.1.e)', () => {
    const { state } = flyWith(transportSituation({ A3: 'the pool gains ½ ARP, as written' }), 't', 'D')
    const after = play(state, [{ type: 'land', unit: 't', choice: 'box' }])
    expect(after.state.arp.a).toBe(2.5)
    expect(after.state.units.t.where).toEqual({ kind: 'box', box: 'aborted' })
    expect(after.state.uses.A3).toBe(1)
  })

  it('an E costs what house ruling REPE says, or goes to the eliminated box (20.B.1.g)', () => {
    const { state } = flyWith(transportSituation({ REPE: 2 }), 't', 'E')
    expect(state.pending).toMatchObject({ kind: 'landing', level: 'E', cost: 2, canPay: true })
    expect(play(state, [{ type: 'land', unit: 't', choice: 'repair' }]).state.arp.a).toBe(0)
    expect(play(state, [{ type: 'land', unit: 't', choice: 'box' }]).state.units.t.where).toEqual({
      kind: 'box',
      box: 'eliminated',
    })
  })

  it('a unit the pool cannot repair goes to its box at once (20.B.1.g)', () => {
    const { state, events } = flyWith(transportSituation({ REPE: 3 }), 't', 'E')
    expect(state.units.t.where).toEqual({ kind: 'box', box: 'eliminated' })
    expect(texts(events)).toContain(
      't lands with E (result E); Side A has 2 ARP, short of the 3 a repair costs.',
    )
  })

  it('an R lands as an X (20.B.1.d)', () => {
    const { state } = flyWith(transportSituation(), 't', 'R')
    expect(state.units.t).toMatchObject({ face: 'inoperative', x: 1, marker: null })
  })

  it('X markers add up only under that reading of A4 (20.B.1.c)', () => {
    const merge = flyWith(
      transportSituation({ A4: 'no: the earlier X raised the level and the unit carries one X' }, 'X'),
      't',
      'none',
    )
    expect(merge.state.units.t.x).toBe(1)
    const stack = flyWith(transportSituation({ A4: 'yes: the X markers add up' }, 'X'), 't', 'none')
    expect(stack.state.units.t.x).toBe(2)
  })
})
