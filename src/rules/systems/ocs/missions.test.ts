// The mission sequence (14.2e–f), its limits and refusals, Interception (14.5) inside a Patrol
// Zone (14.4c), the phase list, and the system's contract: legal actions, the bot, the view, the hash.
import { describe, expect, it } from 'vitest'
import { ocsBot } from './bot'
import { situation, type AircraftSpec } from './fixtures'
import { ocsSystem, viewOcs } from './system'
import { answerLookups, ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

const TABLE = { '6': 'attacker aborts', '7': 'both abort', '8': 'defender aborts' }
const game = (planes: AircraftSpec[], dice: number[] = []) =>
  ocsGame(situation(planes, { airCombatTable: TABLE }), dice)
const mission = (type: 'sweep' | 'barrage' | 'transfer', hex: string, ...aircraft: string[]): OcsAction => ({
  type: 'mission',
  mission: type,
  hex,
  aircraft,
})
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}
const END: OcsAction = { type: 'endSegment' }
/** Cells read off the players' own charts: Flak modifiers of 0, barrage shifts none, results "-". */
const READS = {
  'ocs-flak-modifiers': '0',
  'ocs-barrage-shifts': 'none',
  'ocs-barrage': '-',
  'ocs-mission-loss': '#1',
  'ocs-half-results': 'rounds down',
}
/** The mission flown through Flak and the barrage's result, its chart cells read off the players' chart. */
const flown = (s: OcsState, a: OcsAction) => answerLookups(play(s, [a]).state, READS).state

describe('declaring a mission (14.2e–f)', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, base: i < 3 ? '0210' : '0410' }))

  it('14.2a: at most four aircraft fly a mission together, from any bases', () => {
    const s = game(five)
    expect(refusal(s, mission('barrage', '1210', 'a', 'b', 'c', 'd', 'e'))).toMatchObject({ rule: '14.2a' })
    expect(refusal(s, mission('barrage', '1210', 'a', 'b', 'd', 'e'))).toBeNull()
    expect(refusal(s, mission('barrage', '1210'))).toMatchObject({ rule: '14.2a' })
  })

  it('14.2d: the mission hex lies within each aircraft’s range of its base', () => {
    const s = game([
      { id: 'ten', base: '0210', range: 10 },
      { id: 'nine', base: '0210', range: 9 },
    ])
    expect(refusal(s, mission('barrage', '1210', 'ten'))).toBeNull()
    expect(refusal(s, mission('barrage', '1210', 'nine'))).toEqual({
      rule: '14.2d',
      message: 'nine at 0210 is 10 hexes from 1210, beyond its range of 9.',
    })
    expect(refusal(s, mission('barrage', '9910', 'ten'))).toMatchObject({ rule: '14.2d' })
  })

  it('14.1a, 14.2e, 14.1g: only the phasing player’s Active aircraft, once per phase', () => {
    const s = game([
      { id: 'f1', base: '0210', mode: 'inactive' },
      { id: 'f2', base: '0210' },
      { id: 'g1', base: '1210' },
    ])
    expect(refusal(s, mission('barrage', '1210', 'f1'))).toMatchObject({ rule: '14.1a' })
    expect(refusal(s, mission('barrage', '1210', 'g1'))).toMatchObject({ rule: '14.1g' })
    const flown = { ...s, aircraft: { ...s.aircraft, f2: { ...s.aircraft.f2, flown: true } } }
    expect(refusal(flown, mission('barrage', '1210', 'f2'))).toEqual({
      rule: '14.2e',
      message: 'f2 has flown a mission this phase: one mission per phase.',
    })
  })

  it('14.7, 14.7b, 14.6: barrages in the Barrage Segment, once per hex and phase; sweeps in the Movement Segment, at Active enemy aircraft', () => {
    const s = game(
      [
        { id: 'f1', base: '0410' },
        { id: 'f2', base: '0410' },
        { id: 'stuka', base: '2210', types: ['T'] },
      ],
      [],
    )
    expect(refusal(s, mission('sweep', '2210', 'f1'))).toMatchObject({ rule: '14.6' })
    const once = play(flown(s, mission('barrage', '1210', 'f1')), [
      { type: 'returnBase', aircraft: 'f1', base: '0410' },
    ]).state
    expect(once.pending.kind).toBe('phase')
    expect(refusal(once, mission('barrage', '1210', 'f2'))).toEqual({
      rule: '14.7',
      message: 'hex: 1210 has been barraged this phase; a hex can be barraged just once in a phase.',
    })
    const movement = play(once, [END]).state
    expect(movement.pending).toMatchObject({ kind: 'phase', segment: 'movement' })
    expect(refusal(movement, mission('barrage', '2210', 'f2'))).toMatchObject({ rule: '14.7b' })
    expect(refusal(movement, mission('sweep', '1210', 'f2'))).toMatchObject({ rule: '14.6' }) // no Active enemy there
  })

  it('14.1g: no mission in a refit phase; the phases run in the scenario’s order, then the game ends', () => {
    let s = game([{ id: 'f1', base: '0410' }])
    s = play(s, [END, END, END, END]).state
    expect(s.pending).toMatchObject({ kind: 'phase', side: 'soviet', rule: '14.1d' })
    expect(ocsSystem.stage(s)).toBe('Aircraft Refit Phase')
    expect(refusal(s, mission('barrage', '1210', 'f1'))).toMatchObject({ rule: '14.1g' })
    s = play(s, [END]).state
    expect(s.pending.kind).toBe('over')
    expect(refusal(s, END)).toMatchObject({ message: 'The scenario is over: no action is accepted.' })
  })
})

describe('Base Transfer (14.11)', () => {
  const transfer = (hex: string, ...ids: string[]) => mission('transfer', hex, ...ids)
  const moving = (planes: AircraftSpec[]) => play(game(planes), [END]).state

  it('reaches twice the range; a Fighter within its normal range stays Active, beyond it goes Inactive', () => {
    // 0210 to 0219 is 9 hexes.
    const s = moving([
      { id: 'nine', base: '0210', range: 9 },
      { id: 'five', base: '0210', range: 5 },
      { id: 'four', base: '0210', range: 4 },
      { id: 'stuka', base: '0210', types: ['T'], range: 9 },
    ])
    expect(refusal(s, transfer('0219', 'four'))).toEqual({
      rule: '14.11',
      message: 'four at 0210 is 9 hexes from 0219, beyond twice its range of 4.',
    })
    const r = play(s, [transfer('0219', 'nine', 'five', 'stuka')])
    expect(r.state.aircraft.nine).toEqual({
      steps: 2,
      mode: 'active',
      base: '0219',
      flying: null,
      flown: true,
    })
    expect(r.state.aircraft.five).toMatchObject({ mode: 'inactive', base: '0219' })
    expect(r.state.aircraft.stuka).toMatchObject({ mode: 'inactive', base: '0219' }) // not a Fighter
    expect(r.events.map((e) => e.text)).toContain(
      'F) five transfers from 0210 to 0219 (9 hexes, range 5): it becomes Inactive (14.11).',
    )
    // It has flown its mission of the phase, though Active (14.2e).
    expect(refusal(r.state, transfer('0210', 'nine'))).toMatchObject({ rule: '14.2e' })
  })

  it('goes to a friendly air base, in a Movement Segment, within the Active limit of the base (14.2a)', () => {
    const full = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, base: '0219' }))
    const s = moving([...full, { id: 'f1', base: '0210', range: 9 }, { id: 'f2', base: '0210', range: 5 }])
    expect(refusal(s, transfer('0219', 'f1'))).toEqual({
      rule: '14.2a',
      message:
        '0219 holds 5 Active aircraft; 1 more staying Active would pass its limit of 5 (four plus Level 1).',
    })
    expect(refusal(s, transfer('0219', 'f2'))).toBeNull() // 9 hexes on a range of 5: it arrives Inactive
    expect(refusal(s, transfer('1210', 'f1'))).toMatchObject({ rule: '14.11' })
    expect(refusal(game([{ id: 'f1', base: '0210' }]), transfer('0410', 'f1'))).toMatchObject({
      rule: '14.2e',
    })
  })

  it('is intercepted only inside an enemy Patrol Zone (14.4a)', () => {
    // 0410 lies 8 hexes from the German Fighter at 1210; 0219 lies 14 from it.
    const planes = [
      { id: 'f1', base: '0210' },
      { id: 'g1', base: '1210' },
    ]
    expect(play(moving(planes), [transfer('0410', 'f1')]).state.pending).toMatchObject({
      kind: 'intercept',
      choices: ['g1'],
    })
    const out = play(moving(planes), [transfer('0219', 'f1')])
    expect(out.state.pending).toMatchObject({ kind: 'phase' })
    expect(out.state.aircraft.f1).toMatchObject({ base: '0219', mode: 'active' })
  })

  it('draws Flak inside an enemy Patrol Zone (14.4a, 14.4e): 6 + 5 + 0 + 1 = 12 reduces the lone aircraft, which lands Active', () => {
    const planes = [
      { id: 'f1', base: '0210' },
      { id: 'g1', base: '1210' },
    ]
    const s = play(game(planes, [6, 5]), [END, transfer('0410', 'f1'), { type: 'intercept', aircraft: null }])
    // The one-aircraft line is not in the seed: the Germans, who roll Flak, read it off their chart.
    expect(s.state.pending).toMatchObject({ kind: 'chartLookup', side: 'german', rule: '14.4e' })
    const r = play(s.state, [{ type: 'chart', result: '0' }])
    expect(r.events.map((e) => e.text)).toEqual([
      'Germans: "0" read off the Flak modifiers, column Flak modifier, row 1 mission aircraft, from your own chart (14.4e).',
      'E) Flak against f1: roll 6 + 5 = 11 + 0 (1 mission aircraft, from your own chart, 14.4e) + 1 (Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft, 14.4e) = 12 — Flak modifiers (placeholder table): 11 or more, one mission aircraft step is lost (14.4e).',
      'E) f1 takes the Flak loss: the only mission aircraft (14.4f).',
      'E) f1 is reduced and finishes the mission with its reduced values (14.4f).',
      'F) f1 transfers from 0210 to 0410 (2 hexes, range 12): a Fighter within its normal range, it stays Active (14.11).',
      'Mission 1 over 0410 is over (14.2f G).',
    ])
    expect(r.state.aircraft.f1).toMatchObject({ steps: 1, base: '0410', mode: 'active' })
  })
})

describe('Interception (14.5) inside a Patrol Zone', () => {
  const planes: AircraftSpec[] = [
    { id: 'f1', base: '0410' },
    { id: 'f2', base: '0410', range: 20 },
    { id: 'i1', base: '2210' },
  ]

  it('a barrage within 10 hexes of a base with an Active Fighter may be intercepted by it; 11 hexes is outside (14.4c, 14.5)', () => {
    const s = play(game(planes), [mission('barrage', '1210', 'f1')]).state
    expect(s.pending).toMatchObject({ kind: 'intercept', side: 'german', choices: ['i1'] })
    const far = flown(
      game([
        { id: 'f1', base: '0410' },
        { id: 'i1', base: '2310' },
      ]),
      mission('barrage', '1210', 'f1'),
    )
    expect(far.pending).toMatchObject({ kind: 'returnBase', aircraft: 'f1' })
  })

  it('a sweep is never intercepted (14.4a), though it flies inside the Patrol Zone of i1', () => {
    const s = game([...planes, { id: 'stuka', base: '1210', types: ['T'] }], [4, 4, 1])
    const r = play(s, [
      END,
      mission('sweep', '1210', 'f1'),
      { type: 'pick', aircraft: 'f1' },
      { type: 'pick', aircraft: 'stuka' },
      { type: 'abort', aircraft: [] },
    ])
    expect(r.events.map((e) => e.text)).toContain(
      'F) The Fighter Sweep over 1210 is over: win or lose, its aircraft abort to a base within range (14.6).',
    )
    expect(r.state.pending).toMatchObject({ kind: 'returnBase', aircraft: 'f1' })
  })

  it('the winner stays Active at its base, has flown no mission, and may intercept again this phase', () => {
    let r = play(game(planes, [4, 4, 1]), [
      mission('barrage', '1210', 'f1'),
      { type: 'intercept', aircraft: 'i1' },
    ])
    expect(r.state.pending).toMatchObject({ kind: 'pickAttacker', side: 'german', choices: ['i1'] })
    r = play(r.state, [
      { type: 'pick', aircraft: 'i1' },
      { type: 'pick', aircraft: 'f1' },
      { type: 'abort', aircraft: [] },
    ])
    expect(r.events.map((e) => e.text)).toContain(
      'i1 wins the Interception: it stays Active at 2210, has flown no mission and may intercept again this phase (14.5).',
    )
    expect(r.state.aircraft.i1).toEqual({
      steps: 2,
      mode: 'active',
      base: '2210',
      flying: null,
      flown: false,
    })
    expect(r.events.map((e) => e.text)).toContain(
      'F) No mission aircraft is left over 1210: the barrage is not flown.',
    )
    r = play(r.state, [
      { type: 'returnBase', aircraft: 'f1', base: '0410' },
      mission('barrage', '2310', 'f2'),
    ])
    expect(r.state.pending).toMatchObject({ kind: 'intercept', choices: ['i1'] })
  })

  it('the loser becomes Inactive at the base it came from; declining is allowed', () => {
    const r = play(game(planes, [3, 4, 1]), [
      mission('barrage', '1210', 'f1'),
      { type: 'intercept', aircraft: 'i1' },
      { type: 'pick', aircraft: 'i1' },
      { type: 'pick', aircraft: 'f1' },
    ])
    expect(r.state.aircraft.i1).toEqual({
      steps: 2,
      mode: 'inactive',
      base: '2210',
      flying: null,
      flown: false,
    })
    const declined = play(game(planes), [
      mission('barrage', '1210', 'f1'),
      { type: 'intercept', aircraft: null },
    ])
    expect(declined.events.map((e) => e.text)).toContain('Germans: no Interception (14.5).')
    expect(
      refusal(play(game(planes), [mission('barrage', '1210', 'f1')]).state, {
        type: 'intercept',
        aircraft: 'f1',
      }),
    ).toMatchObject({
      rule: '14.5',
    })
  })
})

describe('the OCS rule system', () => {
  it('legal lists only actions apply accepts, the bot answers each decision with one of them and says why', () => {
    let s = game(
      [
        { id: 'f1', base: '0410' },
        { id: 'f2', base: '0410' },
        { id: 'i1', base: '2210' },
        { id: 'g1', base: '1210' },
      ],
      [4, 4, 1, 3, 4, 5, 2, 2, 6],
    )
    for (let i = 0; i < 60 && s.pending.kind !== 'over'; i++) {
      const legal = ocsSystem.legal(s)
      expect(legal.length).toBeGreaterThan(0)
      for (const a of legal) expect(ocsSystem.apply(s, a).ok, JSON.stringify(a)).toBe(true)
      const answer = ocsBot(s)
      if (!answer) break
      expect(legal).toContainEqual(answer.action)
      expect(answer.reasoning[0].text.length).toBeGreaterThan(10)
      const r = ocsSystem.apply(s, answer.action)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    expect(s.pending.kind).toBe('over')
  })

  it('the bot sweeps with its best Fighter, picks its strongest rating, and leaves a printed chart and a hand-rolled die to the players', () => {
    const s = game([
      { id: 'weak', base: '0410', acr: 2 },
      { id: 'strong', base: '0410', acr: 5 },
      { id: 'g1', base: '1210' },
    ])
    const movement = play(s, [END]).state
    expect(ocsBot(movement)!.action).toEqual(mission('sweep', '1210', 'strong'))
    const noTable = ocsGame(
      situation([
        { id: 'f1', base: '0410' },
        { id: 'g1', base: '1210' },
      ]),
      [1, 1],
    )
    const asked = play(noTable, [
      mission('barrage', '1210', 'f1'),
      { type: 'pick', aircraft: 'f1' },
      { type: 'pick', aircraft: 'g1' },
    ]).state
    expect(asked.pending.kind).toBe('chartLookup')
    expect(ocsBot(asked)).toBeNull()
  })

  it('the view keeps out the dice generator; the hash leaves out the scenario and replays', () => {
    const s = game(
      [
        { id: 'f1', base: '0410' },
        { id: 'g1', base: '1210' },
      ],
      [4, 4, 1],
    )
    const v = viewOcs(s, 'german') as Record<string, unknown>
    expect(v.dice).toEqual({ mode: 'scripted', count: 0 })
    expect(JSON.stringify(v)).not.toContain('"rng"')
    const actions: OcsAction[] = [
      mission('barrage', '1210', 'f1'),
      { type: 'pick', aircraft: 'f1' },
      { type: 'pick', aircraft: 'g1' },
    ]
    const a = play(s, actions).state
    const b = play(
      game(
        [
          { id: 'f1', base: '0410' },
          { id: 'g1', base: '1210' },
        ],
        [4, 4, 1],
      ),
      actions,
    ).state
    expect(ocsSystem.hash(a)).toBe(ocsSystem.hash(b))
    expect(ocsSystem.hash(a)).not.toBe(ocsSystem.hash(s))
  })
})
