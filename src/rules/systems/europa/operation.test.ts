// Air operations (20.C, 20.D): the windows and their alternation, the target-hex limits, the steps
// of an operation and what is refused during one, CAP flown and returning, DAS and OGS paused for
// ground combat.
import { describe, expect, it } from 'vitest'
import { europaSystem } from './system'
import { europaGame, passUntil, play, refusal, situation, texts, unit } from './testing'
import type { EuropaAction, EuropaState } from './types'

const units = () => [
  unit('af', 'a'),
  unit('af2', 'a'),
  unit('ab', 'a', 'HB'),
  unit('bf', 'b'),
  unit('bb', 'b', 'HB'),
]
const RULINGS = {
  'H8:movement:transport': 'yes',
  'H8:movement:strategicBombing': 'yes',
  'H8:exploitation:strategicBombing': 'no',
  H2: 'one movement group per operation',
  H11: 'escorts fly with their group to the target hex',
  H12: 'fighters within 10 hexes',
  CAPR: 'within 4 hexes of its CAP hex',
  A1: 'one air operation per target hex per phase',
  A2: 'halved from the full factor, then halved again',
  A8: 'it returns to base with the operation',
  A3: 'the pool gains ½ ARP, as written',
}
const game = (more: object = {}) =>
  europaGame(situation({ units: units(), more: { rulings: RULINGS, ...more } }))

const bomb = (hex: string, u = 'ab'): EuropaAction => ({
  type: 'initiate',
  kind: 'strategicBombing',
  hex,
  flights: [{ unit: u, mission: 'strategicBombing' }],
})
const noInterceptors: EuropaAction = { type: 'intercept', interceptors: [], cap: [] }
const inMovement = (s: EuropaState) => s.phase === 'movement' && s.pending.kind === 'operationOrPass'

describe('the CAP window of the initial phase (20.C.1.b)', () => {
  it('both players fly CAP one at a time, alternating from the phasing player, until both pass in a row (20.C.1.b)', () => {
    let s = game()
    expect(s.pending).toMatchObject({
      kind: 'operationOrPass',
      airWindow: 'capWindow',
      side: 'a',
      kinds: ['CAP'],
    })
    s = play(s, [
      { type: 'initiate', kind: 'CAP', hex: '0303', flights: [{ unit: 'af', mission: 'CAP' }] },
      noInterceptors,
      { type: 'results', results: {} },
    ]).state
    expect(s.units.af.where).toEqual({ kind: 'cap', hex: '0303' })
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', airWindow: 'capWindow', side: 'b' })
    s = play(s, [{ type: 'pass' }]).state
    expect(s.pending).toMatchObject({ airWindow: 'capWindow', side: 'a' })
    s = play(s, [{ type: 'pass' }]).state
    expect(s.pending).toMatchObject({ airWindow: 'onDemand', side: 'a' })
  })

  it('only fighters fly CAP, and only CAP is flown in the CAP window (20.C.1.b, 20.B.2.b)', () => {
    const s = game()
    expect(
      refusal(s, { type: 'initiate', kind: 'CAP', hex: '0303', flights: [{ unit: 'ab', mission: 'CAP' }] }),
    ).toEqual({
      rule: '20.B.2.b',
      message:
        'flights[0].mission: got "CAP" for a bomber, expected a fighter: only fighters fly it (20.B.2.b–c)',
    })
    expect(refusal(s, bomb('0808')).message).toBe(
      'kind: got "strategicBombing", expected CAP: the Initial Phase allows only those now (20.C.1.b)',
    )
  })

  it('the fighters still on CAP of both players return to base at the end of the player turn (20.C.10)', () => {
    let s = game({ phases: ['initial', 'supplyMovement'] })
    s = play(s, [
      { type: 'initiate', kind: 'CAP', hex: '0303', flights: [{ unit: 'af', mission: 'CAP' }] },
      noInterceptors,
      { type: 'results', results: {} },
      { type: 'initiate', kind: 'CAP', hex: '0707', flights: [{ unit: 'bf', mission: 'CAP' }] },
      noInterceptors,
      { type: 'results', results: {} },
    ]).state
    expect(s.units.bf.where).toEqual({ kind: 'cap', hex: '0707' })
    const { state, events } = play(s, [
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
    ])
    expect(texts(events)).toContain(
      'End of the player turn: every fighter still flying CAP returns to base (20.C.10).',
    )
    expect(state.units.af).toMatchObject({
      where: { kind: 'base', base: 'a-base' },
      face: 'inoperative',
      x: 0,
    })
    expect(state.units.bf).toMatchObject({
      where: { kind: 'base', base: 'b-base' },
      face: 'inoperative',
      x: 0,
    })
    expect(state.turn).toBe(2)
    expect(state.phasing).toBe('b')
  })

  it('a fighter on CAP intercepts; under ruling A8 it returns with the operation (20.D.2)', () => {
    let s = game()
    s = play(s, [
      { type: 'pass' },
      { type: 'initiate', kind: 'CAP', hex: '0707', flights: [{ unit: 'bf', mission: 'CAP' }] },
      noInterceptors,
      { type: 'results', results: {} },
    ]).state
    s = passUntil(s, inMovement)
    const { state, events } = play(s, [bomb('0808'), { type: 'intercept', interceptors: [], cap: ['bf'] }])
    expect(texts(events)).toContain(
      'Side B declares 1 interceptor over 0808 (1 from CAP): the number, not their strengths (20.D.2).',
    )
    expect(state.pending).toMatchObject({ kind: 'airCombat', side: 'a', units: ['ab', 'bf'] })
    const done = play(state, [
      { type: 'results', results: { ab: 'R' } },
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'no effect' },
    ])
    expect(done.state.units.bf.where).toEqual({ kind: 'base', base: 'b-base' })
    expect(done.state.units.ab).toMatchObject({ face: 'inoperative', x: 1 })
    expect(done.state.uses).toMatchObject({ CAPR: 1, A8: 1, AC: 1, H13: 2, MR: 1 })
  })
})

describe('an air operation (20.D)', () => {
  it('the six steps: initiate and fly, interceptors (their number announced), air combat, AA, mission, return (20.D.1–20.D.6)', () => {
    const s = passUntil(game(), inMovement)
    const one = play(s, [bomb('0808')])
    expect(one.state.pending).toMatchObject({ kind: 'interceptors', side: 'b', hex: '0808' })
    expect(one.events.map((e) => [e.text, e.privateTo])).toEqual([
      [
        'Side A initiates a strategicBombing air operation against 0808: strategicBombing ×1 (20.D.1, 20.D(5)).',
        undefined,
      ],
      ['Flying: ab (strategicBombing).', 'a'],
    ])
    const two = play(one.state, [{ type: 'intercept', interceptors: ['bf'], cap: [] }])
    expect(two.state.pending).toMatchObject({ kind: 'airCombat', units: ['ab', 'bf'] })
    const three = play(two.state, [{ type: 'results', results: { bf: 'A', ab: 'X' } }])
    expect(texts(three.events)).toEqual([
      'Air combat over 0808, as decided by the players (the draft has no air combat rule: hole AC, 20.D.3): ab X, bf A.',
    ])
    expect(three.events[0].hole).toBe('AC')
    expect(three.state.pending).toMatchObject({ kind: 'aaFire', side: 'b', units: ['ab'] })
    const four = play(three.state, [{ type: 'results', results: {} }])
    expect(four.state.pending).toMatchObject({ kind: 'missionResult', side: 'a' })
    const five = play(four.state, [{ type: 'missionResult', outcome: 'two hits on the airbase' }])
    expect(five.state.op).toBeNull()
    expect(five.state.units.ab).toMatchObject({
      face: 'inoperative',
      x: 1,
      where: { kind: 'base', base: 'a-base' },
    })
    expect(five.state.pending).toMatchObject({ kind: 'landing', side: 'b', unit: 'bf', level: 'A', cost: 1 })
    const six = play(five.state, [{ type: 'land', unit: 'bf', choice: 'repair' }])
    expect(six.state.units.bf).toMatchObject({ face: 'inoperative', x: 1 })
    expect(six.state.arp.b).toBe(1)
    // The alternation: the other player may now initiate (20.D(1)).
    expect(six.state.pending).toMatchObject({ kind: 'operationOrPass', side: 'b' })
  })

  it('refuses a second operation, a pass or the end of the phase while one is in progress (20.D(7))', () => {
    const s = play(passUntil(game(), inMovement), [bomb('0808')]).state
    expect(refusal(s, { type: 'pass' })).toEqual({
      rule: '20.D(7)',
      message:
        'type: got "pass", expected "intercept": only one air operation at a time, and all other activity waits until the strategicBombing operation over 0808 is resolved (20.D(7) a–b)',
    })
    expect(refusal(s, bomb('0707', 'bb')).rule).toBe('20.D(7)')
  })

  it('the reacting player flies only fighters from an airbase as interceptors (20.D(4), 20.B.2.c)', () => {
    const s = play(passUntil(game(), inMovement), [bomb('0808')]).state
    expect(refusal(s, { type: 'intercept', interceptors: ['bb'], cap: [] }).message).toBe(
      'interceptors[0]: got "bb", expected a fighter of the reacting player at an airbase ("bf")',
    )
  })

  it('no hex is the target of two operations in a phase (20.B.2.f), and not the player’s previous target (20.D(6))', () => {
    let s = passUntil(game(), inMovement)
    s = play(s, [
      bomb('0808'),
      noInterceptors,
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'none' },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', side: 'b' })
    expect(
      refusal(s, {
        type: 'initiate',
        kind: 'transport',
        hex: '0808',
        flights: [{ unit: 'bb', mission: 'transport' }],
      }),
    ).toEqual({
      rule: '20.B.2.f',
      message:
        'hex: got "0808", expected a hex no other operation targeted in this phase (20.B.2.f, 20.C; house ruling A1)',
    })
    s = play(s, [{ type: 'pass' }]).state
    expect(refusal(s, bomb('0808', 'af'))).toMatchObject({ rule: '20.D(6)' })
  })

  it('the same player may initiate again at once, but not against the same hex (20.D(6) note)', () => {
    let s = passUntil(game(), inMovement)
    s = play(s, [
      bomb('0808'),
      noInterceptors,
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'none' },
      { type: 'pass' },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', side: 'a' })
    expect(
      refusal(s, {
        type: 'initiate',
        kind: 'transport',
        hex: '0808',
        flights: [{ unit: 'af', mission: 'transport' }],
      }).message,
    ).toBe('hex: got "0808", expected another hex: Side A\'s previous operation targeted it (20.D(6))')
    expect(
      play(s, [
        { type: 'initiate', kind: 'transport', hex: '0707', flights: [{ unit: 'af', mission: 'transport' }] },
      ]).state.op,
    ).toMatchObject({ hex: '0707' })
  })

  it('both wish to initiate: the phasing player first, then the other may or may not; the window closes when both pass in a row (20.D(1))', () => {
    let s = passUntil(game(), inMovement)
    expect(s.pending.side).toBe('a')
    s = play(s, [{ type: 'pass' }]).state
    expect(s.pending.side).toBe('b')
    s = play(s, [
      bomb('0202', 'bb'),
      noInterceptors,
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'none' },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', side: 'a', airWindow: 'onDemand' })
    const closed = play(s, [{ type: 'pass' }, { type: 'pass' }])
    expect(texts(closed.events)).toContain(
      'Both players passed in a row: the window closes (20.C.1.b, 20.D(1)).',
    )
  })

  it('a house ruling "no" on the AIR MISSION CHART refuses that operation in that phase (20.C, H8)', () => {
    const s = passUntil(game(), (x) => x.phase === 'exploitation')
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', kinds: ['CAP', 'transport'] })
    expect(refusal(s, bomb('0808')).message).toBe(
      'kind: got "strategicBombing", expected an operation the Exploitation Phase allows: by house ruling H8 it allows no strategicBombing operation',
    )
  })

  it('an escort is a fighter, and escorts need a mission to escort (20.B.2.b)', () => {
    const s = passUntil(game(), inMovement)
    expect(
      refusal(s, {
        type: 'initiate',
        kind: 'strategicBombing',
        hex: '0808',
        flights: [{ unit: 'af', mission: 'escort' }],
      }).message,
    ).toBe('flights: got only escorts, expected a mission for them to escort (20.B.2.b, 20.D.1)')
    const ok = play(s, [
      {
        type: 'initiate',
        kind: 'strategicBombing',
        hex: '0808',
        flights: [
          { unit: 'ab', mission: 'strategicBombing' },
          { unit: 'af', mission: 'escort' },
        ],
      },
    ])
    expect(ok.state.uses).toMatchObject({ H11: 1, H2: 1 })
  })
})

describe('the combat phases: DAS, then OGS, then ground combat (20.C.6)', () => {
  const inCombat = (s: EuropaState) => s.phase === 'initialCombat'

  it('the non-phasing player flies DAS first, then the phasing player only OGS (20.C.6, 20.D(3))', () => {
    const s = passUntil(game(), inCombat)
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', airWindow: 'das', side: 'b', kinds: ['DAS'] })
    const ogs = play(s, [{ type: 'pass' }]).state
    expect(ogs.pending).toMatchObject({ airWindow: 'ogs', side: 'a', kinds: ['OGS'] })
    expect(refusal(ogs, bomb('0808')).message).toBe(
      'kind: got "strategicBombing", expected OGS: the Initial Combat Phase allows only those now (20.C.6)',
    )
    expect(
      refusal(ogs, {
        type: 'initiate',
        kind: 'OGS',
        hex: '0808',
        flights: [{ unit: 'ab', mission: 'strategicBombing' }],
      }).message,
    ).toBe(
      'flights[0].mission: got "strategicBombing", expected GS or escort: a OGS operation holds only those (20.D(3))',
    )
  })

  it('DAS and OGS pause after air combat; as each ground combat is entered, AA, mission and return follow (20.C.6, 20.D.4)', () => {
    let s = passUntil(game(), inCombat)
    s = play(s, [
      { type: 'initiate', kind: 'DAS', hex: '0505', flights: [{ unit: 'bb', mission: 'DAS' }] },
      noInterceptors,
    ]).state
    expect(s.paused.map((o) => o.hex)).toEqual(['0505'])
    expect(s.pending).toMatchObject({ kind: 'operationOrPass', airWindow: 'das', side: 'b' })
    s = play(s, [
      { type: 'pass' },
      { type: 'initiate', kind: 'OGS', hex: '0606', flights: [{ unit: 'ab', mission: 'GS' }] },
      { type: 'intercept', interceptors: ['bf'], cap: [] },
      { type: 'results', results: {} },
      { type: 'pass' },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'groundCombat', side: 'a', hexes: ['0505', '0606'] })
    expect(s.units.ab.where).toEqual({ kind: 'aloft', op: 2 })
    s = play(s, [{ type: 'groundCombat', hex: '0606' }]).state
    expect(s.pending).toMatchObject({ kind: 'aaFire', side: 'b', units: ['ab'] })
    s = play(s, [
      { type: 'results', results: { ab: 'D' } },
      { type: 'missionResult', outcome: 'the attack succeeds' },
      { type: 'land', unit: 'ab', choice: 'box' },
    ]).state
    expect(s.units.ab.where).toEqual({ kind: 'box', box: 'aborted' })
    expect(s.units.bf.where).toEqual({ kind: 'base', base: 'b-base' })
    expect(s.pending).toMatchObject({ kind: 'groundCombat', hexes: ['0505'] })
    s = play(s, [
      { type: 'groundCombat', hex: '0505' },
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'held' },
    ]).state
    expect(s.phase).toBe('exploitation')
  })
})

describe('the runner’s legal list plays', () => {
  it('every listed action is accepted, from the first decision to the end of the game', () => {
    let s = game()
    for (let i = 0; i < 400 && s.pending.kind !== 'over'; i++) {
      const legal = europaSystem.legal(s)
      expect(legal.length).toBeGreaterThan(0)
      const a = legal[i % legal.length]
      const r = europaSystem.apply(s, a)
      if (!r.ok) throw new Error(`${JSON.stringify(a)} at ${s.pending.kind}: ${r.violation.message}`)
      if (r.ok) s = r.state
    }
    expect(s.pending.kind).toBe('over')
  })
})
