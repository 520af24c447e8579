// Air Combat (14.3) rule by rule, played through `apply` with scripted dice on a made-up
// situation (fixtures.ts): the modified roll, each result of the table, the loss die, the second
// step, the roles, the parenthesized sides, the aborts before, during and after, the return.
import { describe, expect, it } from 'vitest'
import { situation, type AircraftSpec } from './fixtures'
import { ocsSystem } from './system'
import { ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

const TABLE = { '6': 'attacker aborts', '7': 'both abort', '8': 'defender aborts' }

function game(planes: AircraftSpec[], dice: number[], table: Record<string, string> | null = TABLE) {
  return ocsGame(situation(planes, table ? { airCombatTable: table } : {}), dice)
}
const barrage = (hex: string, ...aircraft: string[]): OcsAction => ({
  type: 'mission',
  mission: 'barrage',
  hex,
  aircraft,
})
const pick = (aircraft: string): OcsAction => ({ type: 'pick', aircraft })
const texts = (r: { events: { text: string }[] }) => r.events.map((e) => e.text)

describe('Air Combat (14.3)', () => {
  it('14.3e C: 2d6 + the attacker’s rating − the defender’s, a parenthesized defender’s number counting too', () => {
    const s = game(
      [
        { id: 'f1', base: '0410', acr: 4 },
        { id: 'stuka', base: '1210', types: ['T'], acr: 1 },
      ],
      [1, 2],
      null,
    )
    const r = play(s, [barrage('1210', 'f1'), pick('f1'), pick('stuka')])
    expect(r.state.pending).toMatchObject({
      kind: 'chartLookup',
      side: 'soviet',
      chart: { row: '6', dice: [1, 2] },
    })
  })

  it('14.3e C: "attacker aborts" sends the attacking aircraft home, "defender aborts" the defending one', () => {
    const planes = [
      { id: 'f1', base: '0410' },
      { id: 'g1', base: '1210' },
    ]
    const a = play(game(planes, [2, 4, 1]), [barrage('1210', 'f1'), pick('f1'), pick('g1')])
    expect(a.state.aircraft.f1).toMatchObject({ mode: 'inactive', steps: 2 })
    expect(a.state.aircraft.g1).toMatchObject({ mode: 'active', steps: 2 })
    expect(texts(a)).toContain('Only aircraft of Germans remain over 1210: the Air Combat ends (14.3e D).')
    const d = play(game(planes, [4, 4, 1]), [barrage('1210', 'f1'), pick('f1'), pick('g1')])
    expect(d.state.aircraft.f1).toMatchObject({ mode: 'active', flying: '1210' })
    expect(d.state.aircraft.g1).toMatchObject({ mode: 'inactive', base: '1210', flying: null })
    expect(d.state.pending).toMatchObject({ kind: 'postAbort', side: 'soviet', choices: ['f1'] })
  })

  it('14.3e C: the loss die costs every aborted aircraft a step on 5 or 6, none on 4', () => {
    const planes = [
      { id: 'f1', base: '0410' },
      { id: 'g1', base: '1210' },
    ]
    const five = play(game(planes, [3, 4, 5]), [barrage('1210', 'f1'), pick('f1'), pick('g1')]).state
    expect([five.aircraft.f1.steps, five.aircraft.g1.steps]).toEqual([1, 1])
    const four = play(game(planes, [3, 4, 4]), [barrage('1210', 'f1'), pick('f1'), pick('g1')]).state
    expect([four.aircraft.f1.steps, four.aircraft.g1.steps]).toEqual([2, 2])
    // Only the aborted aircraft lose: "defender aborts" and a 6 leave the attacker whole.
    const six = play(game(planes, [4, 4, 6]), [barrage('1210', 'f1'), pick('f1'), pick('g1')]).state
    expect([six.aircraft.f1.steps, six.aircraft.g1.steps]).toEqual([2, 1])
  })

  it('14.1b: a reduced aircraft that loses its second step goes to the Dead Pile and does not return', () => {
    const r = play(
      game(
        [
          { id: 'f1', base: '0410', steps: 1 },
          { id: 'g1', base: '1210', acr: 2 },
        ],
        [3, 5, 6],
      ),
      [barrage('1210', 'f1'), pick('f1'), pick('g1')],
    )
    // f1 reduced: rating 2; 8 + 2 − 2 = 8: defender aborts; g1 loses a step, f1 is untouched.
    expect(r.state.aircraft.g1.steps).toBe(1)
    const both = play(
      game(
        [
          { id: 'f1', base: '0410', steps: 1 },
          { id: 'g1', base: '1210', acr: 2 },
        ],
        [2, 5, 6],
      ),
      [barrage('1210', 'f1'), pick('f1'), pick('g1')],
    )
    expect(both.state.aircraft.f1).toMatchObject({ steps: 0, flying: null })
    expect(texts(both)).toContain('f1 loses its second step: eliminated, to the Dead Pile (14.1b).')
    expect(both.state.mission).toBeNull() // nobody returns: f1 is dead, the mission is over
    expect(both.state.pending.kind).toBe('phase')
  })

  it('14.3a: when every Active aircraft in the hex is parenthesized there is no Air Combat', () => {
    const r = play(
      game(
        [
          { id: 'il2', base: '0410', types: ['T'], acr: 2 },
          { id: 'stuka', base: '1210', types: ['T'], acr: 1 },
        ],
        [],
      ),
      [barrage('1210', 'il2')],
    )
    expect(texts(r)).toContain(
      'Every Active aircraft over 1210 has a parenthesized rating: the two sides ignore each other, there is no Air Combat (14.3a).',
    )
    expect(r.state.combat).toBeNull()
    // The barrage goes on to Flak (14.2f E): the one-aircraft line is read off the players' chart.
    expect(r.state.pending).toMatchObject({ kind: 'chartLookup', side: 'german', rule: '14.4e' })
  })

  it('14.3c: an attacker with only parenthesized ratings hands the attack to the other side', () => {
    const r = play(
      game(
        [
          { id: 'il2', base: '0410', types: ['T'], acr: 2 },
          { id: 'g1', base: '1210' },
        ],
        [],
      ),
      [barrage('1210', 'il2')],
    )
    expect(r.state.pending).toMatchObject({ kind: 'pickAttacker', side: 'german', choices: ['g1'] })
    expect(texts(r)).toContain(
      'Round 1: no aircraft of Soviets left over 1210 has a non-parenthesized rating, so the roles switch and the attacker is Germans (14.3c).',
    )
    const next = play(r.state, [pick('g1')])
    expect(next.state.pending).toMatchObject({ kind: 'pickDefender', side: 'soviet', choices: ['il2'] })
  })

  it('14.3e B: the attacker picks only a non-parenthesized aircraft, the defender any; the same aircraft may fly again', () => {
    const s = game(
      [
        { id: 'f1', base: '0410' },
        { id: 'il2', base: '0410', types: ['T'] },
        { id: 'g1', base: '1210' },
        { id: 'g2', base: '1210' },
      ],
      [4, 4, 1, 4, 4, 1],
    )
    const r = play(s, [
      barrage('1210', 'f1', 'il2'),
      { type: 'abort', aircraft: [] },
      { type: 'abort', aircraft: [] },
    ])
    expect(r.state.pending).toMatchObject({ kind: 'pickAttacker', choices: ['f1'] })
    expect(ocsSystem.apply(r.state, pick('il2'))).toMatchObject({ ok: false, violation: { rule: '14.3a' } })
    // Round 1: f1 against g1, 8: defender aborts. Round 2: f1 again, against g2: defender aborts.
    const two = play(r.state, [pick('f1'), pick('g1'), pick('f1')])
    expect(two.state.pending).toMatchObject({ kind: 'pickDefender', choices: ['g2'] })
    const end = play(two.state, [pick('g2')])
    expect(texts(end)).toContain('Only aircraft of Soviets remain over 1210: the Air Combat ends (14.3e D).')
    expect(end.state.combat!.rounds).toBe(2)
  })

  it('14.3d A: before the combat a side may abort some aircraft but keeps at least one', () => {
    const s = game(
      [
        { id: 'f1', base: '0410' },
        { id: 'f2', base: '0410' },
        { id: 'g1', base: '1210' },
      ],
      [],
    )
    const r = play(s, [barrage('1210', 'f1', 'f2')])
    expect(r.state.pending).toMatchObject({
      kind: 'preAbort',
      side: 'soviet',
      choices: ['f1', 'f2'],
      keep: 1,
    })
    expect(ocsSystem.apply(r.state, { type: 'abort', aircraft: ['f1', 'f2'] })).toMatchObject({
      ok: false,
      violation: { rule: '14.3d A' },
    })
    const one = play(r.state, [{ type: 'abort', aircraft: ['f2'] }])
    expect(one.state.aircraft.f2).toMatchObject({ mode: 'inactive' })
    expect(one.state.mission!.returning).toEqual(['f2'])
    // The lone German fighter has nothing to choose: the rounds start.
    expect(one.state.pending).toMatchObject({ kind: 'pickAttacker', side: 'soviet', choices: ['f1'] })
  })

  it('14.3d B: no voluntary abort once the rounds have started', () => {
    const r = play(
      game(
        [
          { id: 'f1', base: '0410' },
          { id: 'g1', base: '1210' },
        ],
        [],
      ),
      [barrage('1210', 'f1')],
    )
    expect(r.state.pending.kind).toBe('pickAttacker')
    expect(ocsSystem.apply(r.state, { type: 'abort', aircraft: ['f1'] })).toMatchObject({
      ok: false,
      violation: { rule: '14.3d B' },
    })
  })

  it('14.3d C: after the combat an Active aircraft may abort; a mission aircraft then flies home', () => {
    const r = play(
      game(
        [
          { id: 'f1', base: '0410' },
          { id: 'g1', base: '1210' },
        ],
        [4, 4, 1],
      ),
      [barrage('1210', 'f1'), pick('f1'), pick('g1'), { type: 'abort', aircraft: ['f1'] }],
    )
    expect(texts(r)).toContain(
      'f1 aborts voluntarily after the Air Combat: it returns to a friendly air base within range, Inactive (14.1c).',
    )
    expect(texts(r)).toContain('F) No mission aircraft is left over 1210: the barrage is not flown.')
  })

  it('14.1c: an aborted aircraft returns Inactive to a friendly base within its range, chosen by its owner', () => {
    const r = play(
      game(
        [
          { id: 'f1', base: '0410' },
          { id: 'g1', base: '1210' },
        ],
        [2, 4, 1],
      ),
      [barrage('1210', 'f1'), pick('f1'), pick('g1')],
    )
    expect(r.state.pending).toMatchObject({ kind: 'postAbort', side: 'german' })
    const home = play(r.state, [{ type: 'abort', aircraft: [] }])
    // Both Soviet bases are within f1's range of 12 from 1210 (8 and 10 hexes), nearest first.
    expect(home.state.pending).toMatchObject({
      kind: 'returnBase',
      side: 'soviet',
      aircraft: 'f1',
      choices: ['0410', '0210'],
    })
    expect(ocsSystem.apply(home.state, { type: 'returnBase', aircraft: 'f1', base: '2210' })).toMatchObject({
      ok: false,
      violation: { rule: '14.1c' },
    })
    const back = play(home.state, [{ type: 'returnBase', aircraft: 'f1', base: '0210' }])
    expect(back.state.aircraft.f1).toEqual({
      steps: 2,
      mode: 'inactive',
      base: '0210',
      flying: null,
      flown: true,
    })
    // With a range of 9 only 0410 (8 hexes) is in reach: the return is made without asking.
    const short = play(
      game(
        [
          { id: 'f1', base: '0410', range: 9 },
          { id: 'g1', base: '1210' },
        ],
        [2, 4, 1],
      ),
      [barrage('1210', 'f1'), pick('f1'), pick('g1'), { type: 'abort', aircraft: [] }],
    )
    expect(short.state.aircraft.f1).toMatchObject({ base: '0410', mode: 'inactive' })
  })

  it('dice rolled by hand: the players enter the two combat dice, read the table off their chart, then the loss die', () => {
    const sc = ocsSystem.parseScenario(
      situation([
        { id: 'f1', base: '0410' },
        { id: 'g1', base: '1210' },
      ]),
    )
    if (!sc.ok) throw new Error('fixture')
    let s: OcsState = ocsSystem.newGame(sc.scenario, { seed: 1, manualDice: true })
    s = play(s, [barrage('1210', 'f1'), pick('f1'), pick('g1')]).state
    expect(s.pending).toMatchObject({ kind: 'roll', side: 'soviet', count: 2 })
    expect(ocsSystem.apply(s, { type: 'roll', values: [7, 1] })).toMatchObject({ ok: false })
    s = play(s, [{ type: 'roll', values: [5, 5] }]).state
    expect(s.pending).toMatchObject({ kind: 'chartLookup', chart: { row: '10', source: 'manual' } })
    s = play(s, [{ type: 'chart', result: 'defender aborts' }]).state
    expect(s.pending).toMatchObject({ kind: 'roll', count: 1 })
    const end = play(s, [{ type: 'roll', values: [5] }])
    expect(end.state.aircraft.g1).toMatchObject({ steps: 1, mode: 'inactive' })
    expect(ocsSystem.barrier!(s, { type: 'roll', values: [5] }, end.state, end.events)).toMatchObject({
      kind: 'roll',
    })
  })
})
