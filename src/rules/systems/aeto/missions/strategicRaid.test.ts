// APTO strategic bombing raids (Part 2, 2.0–2.9; spec §3.1–3.8): the rulebook's examples T02–T05
// played through the rules module with exact dice, and the rules around them: the Strategic
// Bombing Step's alternation, night raids, the B-29, anti-aircraft losses, the caps on EP lost,
// weather, Indonesian oil hexes, the exact odds, and what the launch refuses.
import { describe, expect, it } from 'vitest'
import { legalActions, raidPreview, railMovementRefusal, strategicResults } from '..'
import { tx } from '../engine/core'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { chainFixture } from '../testing/fixtures'
import { act, pendingOf, play, refused, start } from '../testing/play'
import {
  A6M,
  airbase,
  B29,
  CARRIER,
  F6F,
  FEATURES,
  G4M,
  LANCASTER,
  pacific,
  TARGETS,
  type PacificOptions,
} from '../testing/strategicFixtures'
import type { Action, GameEvent, GameState } from '../types'
import { attackFigures, targetAt } from './strategicTargets'

const MANILA_TO_OKINAWA = ['3122', '3222', '3323', '3423', '3524', '3624', '3725', '3825']
const TO_KURE = ['3926', '4026', '4127', '4227', '4328', '4428']
const texts = (events: readonly GameEvent[]) => events.map((e) => e.text)

/** Passes every interception window and pre-combat decision until another kind of decision is due. */
function passWindows(r: { state: GameState; events: GameEvent[] }): {
  state: GameState
  events: GameEvent[]
} {
  let { state } = r
  const events = [...r.events]
  while (state.pending.kind === 'declare' || state.pending.kind === 'preCombat') {
    const x = act(state, { type: 'pass' })
    state = x.state
    events.push(...x.events)
  }
  return { state, events }
}

function t02(): Scenario {
  return pacific({
    units: [B29('b1', 'manila'), B29('b2', 'okinawa'), F6F('f6f', 'essex-air'), A6M('zero', 'kyoto')],
    bases: [
      airbase('manila', '3021', 'allies'),
      airbase('okinawa', '3825', 'allies'),
      airbase('kyoto', '4530', 'japan'),
      CARRIER.base,
    ],
    navalUnits: [CARRIER.ship],
  })
}

describe('APTO T02 (2.2): the B-29 raid on Kure with collection', () => {
  // Dice: round 1 the A6M hits B-29 b1 (1), b1's return fire misses (1); round 2 it hits b2 (1), b2's return fire hits it (4).
  const actions: Action[] = [
    {
      type: 'launch',
      base: 'manila',
      units: ['b1'],
      mission: 'strategicRaid',
      target: '4428',
      path: [...MANILA_TO_OKINAWA, '3826', ...TO_KURE],
    },
    { type: 'collect', flight: 'F1', units: ['b2'] }, // over Okinawa
    { type: 'collect', flight: 'F1', units: ['f6f'], roles: { f6f: 'fighter' } }, // over the carrier's sea hex W 3826
    { type: 'pass' }, // 4127: Japan does not intercept on the approach
    { type: 'pass' }, // 4227
    { type: 'pass' }, // 4328
    { type: 'pass' }, // 4328: the F6F stops there, at the end of its range
    { type: 'declare', groups: [{ base: 'kyoto', units: ['zero'] }] }, // Kure: only the B-29s are there
    { type: 'launchInterceptors', base: 'kyoto' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'designate', units: ['zero'] },
    { type: 'attack', attacker: 'zero', target: 'b1' },
    { type: 'voluntaryAbort', units: [] },
    { type: 'voluntaryAbort', units: [] },
    { type: 'remain', units: ['b2'] },
    { type: 'remain', units: ['zero'] },
    { type: 'designate', units: ['zero'] },
    { type: 'attack', attacker: 'zero', target: 'b2' },
  ]
  const dice = [1, 1, 1, 4]

  it('b1 collects b2 at Okinawa, both collect the F6F over W 3826; the F6F stops one hex short of Kure; Japan intercepts the B-29s alone at Kure', () => {
    const { state, events } = play(t02(), actions.slice(0, 8), dice)
    const log = texts(events)
    expect(log).toContain('B-29 b1 launches from Manila (3021) to raid Kure (4428) (4.1).')
    expect(log).toContain('B-29 b2 joins the flight over 3825 (collected, 4.9).')
    expect(log).toContain('F6F f6f joins the flight over 3826 (collected, 4.9).')
    expect(log).toContain('F6F f6f reaches the limit of its range and stops at 4328 (4.12, 4.15).')
    expect(log).toContain(
      'Japan declares an interception of B-29 b1 and B-29 b2 at 4428: A6M zero from Kyoto (4.13).',
    )
    expect(state.units.f6f.aloft?.loc).toBe(tx(state).ctx.map.parseLoc('4328'))
  })

  it('both B-29s are hit, depleted and aborted, so there is no bombing; b2’s return fire hits the fighter in round 2; all return Previously Committed', () => {
    const { state, events } = play(t02(), actions, dice)
    const log = texts(events)
    expect(log).toContain('Round 1: A6M zero attacks B-29 b1: target number 3, roll 1: hit (4.16).')
    expect(log).toContain('B-29 b1 returns fire at A6M zero: roll 1 + 4 − 3 = 2 against 3: miss (4.19).')
    expect(log).toContain('Round 2: A6M zero attacks B-29 b2: target number 3, roll 1: hit (4.16).')
    expect(log).toContain('B-29 b2 returns fire at A6M zero: roll 4 + 4 − 3 = 5 against 3: hit (4.19).')
    expect(log).toContain(
      'No bomber of the raid is left over Kure (4428) to bomb: aborted Bombers never bomb (2.2).',
    )
    expect(state.strategic?.results).toEqual([])
    // Back at their bases (b1 chooses Manila or Okinawa: both launched Bombers this raid), Previously Committed for the month (2.1, 4.27).
    const back = act(state, { type: 'returnToBase', assignments: { b1: 'manila' } })
    for (const id of ['b1', 'b2', 'f6f', 'zero'])
      expect(back.state.units[id]).toMatchObject({ aloft: null, commitment: 'previous' })
    expect(back.state.units.b1.face).toBe('back')
    expect(back.state.units.b2.face).toBe('back')
    expect(back.state.units.zero.face).toBe('back')
    expect(back.state.units.f6f.base).toBe('essex-air')
    // Nobody can raid any more: the Strategic Bombing Step is over and the Naval and Air Phase begins (2.5).
    expect(texts(back.events)).toContain('Every side has declined: the Strategic Bombing Step is over (2.5).')
    expect(back.state.turn.phase).toBe('navalAndAir')
    expect(back.state.strategic?.step).toBeNull()
  })

  it('the escort may not intercept, nor join the combat in the next hex (2.2): the interception names only the flight over Kure', () => {
    const s = play(t02(), actions.slice(0, 7), dice).state
    const p = pendingOf(s, 'declare')
    expect(p.loc).toBe('4428')
    expect(p.targets.map((f) => s.flights[f].units)).toEqual([['b1', 'b2']])
  })
})

describe('APTO T03 (2.3): column shifts for one B-29 of strength 20', () => {
  const sc = pacific({ units: [B29('b1', 'okinawa')] })
  const s = start(sc)
  const t = tx(s)
  const column = (hex: string) =>
    attackFigures(t, 'allies', targetAt(t, t.ctx.map.parseLoc(hex)!)!, 'strategic', ['b1'], { night: false })
      .column
  it('a city 17–24, a resource 12–16 (one left), a city/resource 25–39 (one right), a city/resource capital 40–59 (two right)', () => {
    expect(column('4227')).toBe('17–24') // Sasebo, a city only
    expect(column('4328')).toBe('12–16') // Ube, a resource only
    expect(column('4428')).toBe('25–39') // Kure, city/resource
    expect(column('4831')).toBe('40–59') // Tokyo, city/resource capital
  })

  it('a raid on Tokyo rolls on the 40–59 column, with the B-29 +1 (2.3, 2.7)', () => {
    const r = passWindows(
      play(
        sc,
        [{ type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4831' }],
        [3, 4],
      ),
    )
    const p = pendingOf(r.state, 'raidAttacks')
    expect(p.bombers).toEqual(['b1'])
    const done = act(r.state, { type: 'bombStrategic', groups: [['b1']] })
    expect(texts(done.events)).toContain(
      'B-29 b1 bombs Tokyo (4831): strength 20, column 40–59 (a city/resource target: one column right; a national capital, not conquered: one more column right) (placeholder table), roll 3 + 4 = 7 + 1 (B-29, 2.7) = 8: result 8 — Japan loses 8 EP (2.5).',
    )
    expect(texts(done.events)).toContain('Japan loses 8 EP (Tokyo bombed, 2.5): take them off its EP Track.')
  })

  it('shifting beyond the table’s last column stays on it (APTO S1): with the placeholder table, 20 is 17–21 and Tokyo 22+', () => {
    const ph = start(pacific({ units: [B29('b1', 'okinawa')], table: false }))
    const tp = tx(ph)
    const f = (hex: string) =>
      attackFigures(tp, 'allies', targetAt(tp, tp.ctx.map.parseLoc(hex)!)!, 'strategic', ['b1'], {
        night: false,
      })
    expect(f('4227').column).toBe('17–21')
    expect(f('4831').column).toBe('22+')
    expect(f('4831').placeholder).toBe(true)
  })
})

/** Calcutta (W 3503) held by Japan; a UK Lancaster (9) at Chittagong next to it. */
function calcutta(month = 4, extra: Partial<PacificOptions> = {}): Scenario {
  return pacific({
    units: [LANCASTER('lanc', 'chittagong')],
    bases: [airbase('chittagong', '3403', 'allies')],
    month,
    ...extra,
  })
}

/** From a plan of the Allies, plays the turn's other phases to the next Strategic Warfare Phase. */
function nextMonth(s: GameState): GameState {
  let state = s
  for (
    let i = 0;
    i < 20 &&
    !(
      state.turn.phase === 'strategicWarfare' &&
      state.pending.kind === 'plan' &&
      state.turn.month !== s.turn.month
    );
    i++
  ) {
    const p = state.pending
    const a: Action =
      p.kind === 'plan'
        ? { type: 'endStep' }
        : p.kind === 'offensive'
          ? { type: 'passOffensive' }
          : { type: 'pass' }
    state = act(state, a).state
  }
  return state
}

describe('APTO T04 (2.4): a UK raid on Calcutta, held by Japan', () => {
  it('the Lancaster’s 9 is halved to 4 (column 2–5, one right: 6), and the result 6 costs Japan only 2 EP: what occupied India gives it', () => {
    const r = passWindows(
      play(
        calcutta(),
        [{ type: 'launch', base: 'chittagong', units: ['lanc'], mission: 'strategicRaid', target: '3503' }],
        [5, 6],
      ),
    )
    const pre = raidPreview(r.state, 'strategic', ['lanc'])
    expect(pre).toMatchObject({ raw: 9, strength: 4, column: '6', nation: 'JP' })
    expect(pre.halvings.map((h) => h.label)).toEqual(['a non-home target the enemy has conquered'])
    const done = act(r.state, { type: 'bombStrategic', groups: [['lanc']] })
    expect(texts(done.events)).toContain(
      'Lancaster lanc bombs Calcutta (3503): strength 9, halved: a non-home target the enemy has conquered → 4, column 6 (a city/resource target: one column right) (placeholder table), roll 5 + 6 = 11: result 6 — Japan loses 2 EP (at most 2: what Japan gains from occupied India (2.4)) (2.5).',
    )
    expect(done.state.strategic!.results[0]).toMatchObject({ nation: 'JP', result: 6, loss: 2, hex: '3503' })
  })

  it('[derived] bombed successfully in an earlier month of the season: quartered, 9 → 2 (2.4)', () => {
    const april = passWindows(
      play(
        calcutta(4),
        [{ type: 'launch', base: 'chittagong', units: ['lanc'], mission: 'strategicRaid', target: '3503' }],
        [5, 6],
      ),
    )
    const afterRaid = act(april.state, { type: 'bombStrategic', groups: [['lanc']] }).state
    const may = nextMonth(afterRaid)
    expect(may.turn).toMatchObject({ month: 5, phase: 'strategicWarfare' })
    const r = passWindows(
      act(may, {
        type: 'launch',
        base: 'chittagong',
        units: ['lanc'],
        mission: 'strategicRaid',
        target: '3503',
      }),
    )
    const pre = raidPreview(r.state, 'strategic', ['lanc'])
    expect(pre.halvings.map((h) => h.label)).toEqual([
      'a non-home target the enemy has conquered',
      'bombed successfully in an earlier month of this season',
    ])
    expect(pre.strength).toBe(2)
  })

  it('a new season clears the Strategic Bombing Box: bombed in June, only halved in July (2.4)', () => {
    const june = passWindows(
      play(
        calcutta(6),
        [{ type: 'launch', base: 'chittagong', units: ['lanc'], mission: 'strategicRaid', target: '3503' }],
        [5, 6],
      ),
    )
    const july = nextMonth(act(june.state, { type: 'bombStrategic', groups: [['lanc']] }).state)
    const r = passWindows(
      act(july, {
        type: 'launch',
        base: 'chittagong',
        units: ['lanc'],
        mission: 'strategicRaid',
        target: '3503',
      }),
    )
    expect(raidPreview(r.state, 'strategic', ['lanc']).strength).toBe(4)
  })

  it('a "-" result is no success: the hex is not halved again next month (APTO S5)', () => {
    const april = passWindows(
      play(
        calcutta(4),
        [{ type: 'launch', base: 'chittagong', units: ['lanc'], mission: 'strategicRaid', target: '3503' }],
        [2, 2],
      ),
    )
    const may = nextMonth(act(april.state, { type: 'bombStrategic', groups: [['lanc']] }).state)
    const r = passWindows(
      act(may, {
        type: 'launch',
        base: 'chittagong',
        units: ['lanc'],
        mission: 'strategicRaid',
        target: '3503',
      }),
    )
    expect(raidPreview(r.state, 'strategic', ['lanc']).strength).toBe(4)
  })
})

/** Mukden (W 4122), a Manchukuo city/resource hex with a rail line; a B-29 at Okinawa. */
function mukden(capacity: number): Scenario {
  return pacific({ units: [B29('b1', 'okinawa')], strategic: { railCapacity: { MK: capacity } } })
}

describe('APTO T05 (2.6): Manchukuo’s Rail Capacity bombed to zero', () => {
  function railRaid(capacity: number): { state: GameState; events: GameEvent[] } {
    let r = play(
      mukden(capacity),
      [{ type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4122' }],
      [3, 4],
    )
    const assign = pendingOf(r.state, 'raidAssign')
    expect(assign.rail).toEqual({ nation: 'MK', name: 'Manchukuo', capacity })
    r = passWindows(act(r.state, { type: 'assignRaid', rail: ['b1'] }))
    const p = pendingOf(r.state, 'raidAttacks')
    expect(p).toMatchObject({ bombers: [], rail: ['b1'] })
    return act(r.state, { type: 'bombStrategic', groups: [], rail: true })
  }

  it('[derived] a result of 5 costs ceil(5/2) = 3 Rail Capacity: never halved in a minor nation, no shift, no B-29 modifier (2.6)', () => {
    const { state, events } = railRaid(3)
    expect(texts(events)).toContain(
      'B-29 b1 bombs Manchukuo’s Rail Capacity at Mukden (4122): strength 20, column 17–24 (placeholder table), roll 3 + 4 = 7: result 5 — Manchukuo’s Rail Capacity −3 this month (half of 5, rounded up) (2.6).',
    )
    expect(texts(events)).toContain(
      'Manchukuo’s Rail Capacity is 0 for the rest of the month (3 printed, 3 lost): no friendly rail movement within or through it (2.6).',
    )
    expect(strategicResults(state).rail).toEqual([
      { nation: 'MK', name: 'Manchukuo', printed: 3, lost: 3, now: 0 },
    ])
  })

  it('at 0, units in Korea may not rail into or through Manchukuo, even on Korea’s capacity (2.6)', () => {
    const { state } = railRaid(3)
    expect(railMovementRefusal(state, 'KR', ['MK'])).toBe(
      'Manchukuo’s Rail Capacity has been bombed to 0 this month: no rail movement into, within or through it, even on another nation’s capacity (2.6).',
    )
    expect(railMovementRefusal(state, 'MK', [])).toBe(
      'Manchukuo’s Rail Capacity has been bombed to 0 this month: no rail movement within it (2.6).',
    )
  })

  it('reduced but not to 0 (4 → 1): units railing in from Korea are not limited (2.6)', () => {
    const { state } = railRaid(4)
    expect(strategicResults(state).rail[0]).toMatchObject({ printed: 4, lost: 3, now: 1 })
    expect(railMovementRefusal(state, 'KR', ['MK'])).toBeNull()
  })

  it('the same hex’s Rail Capacity is bombed at most once a month (2.6): a second raid there is not asked to assign', () => {
    const sc = pacific({
      units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')],
      strategic: { railCapacity: { MK: 9 } },
    })
    let r = play(
      sc,
      [
        { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4122' },
        { type: 'assignRaid', rail: ['b1'] },
      ],
      [3, 4],
    )
    r = passWindows(r)
    r = play(r.state, [{ type: 'bombStrategic', groups: [], rail: true }])
    // Japan has no bomber: the Allies raid again.
    r = play(r.state, [
      { type: 'launch', base: 'okinawa', units: ['b2'], mission: 'strategicRaid', target: '4122' },
    ])
    expect(r.state.pending.kind).not.toBe('raidAssign')
  })
})

describe('the Strategic Bombing Step (2.2, 2.5)', () => {
  // Japanese G4Ms at Kyoto may raid Manila (a US city); the B-29s at Okinawa may raid Kure.
  const sc = pacific({
    units: [B29('b1', 'okinawa'), B29('b2', 'okinawa'), G4M('g1', 'kyoto'), G4M('g2', 'kyoto')],
    strategic: { targets: [...TARGETS!, { hex: '3021', name: 'Manila', kind: 'city' }] },
  })

  it('the Allies raid first; then the sides alternate one raid at a time (2.2)', () => {
    const s = start(sc, [3, 3, 3, 3])
    expect(pendingOf(s, 'plan').side).toBe('allies')
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'strategicRaid')).toMatchObject({
      available: true,
    })
    let r = passWindows(
      play(s, [{ type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4428' }]),
    )
    r = play(r.state, [{ type: 'bombStrategic', groups: [['b1']] }])
    expect(pendingOf(r.state, 'plan').side).toBe('japan') // Japan's raid
    r = passWindows(
      play(r.state, [
        { type: 'launch', base: 'kyoto', units: ['g1'], mission: 'strategicRaid', target: '3021' },
      ]),
    )
    r = play(r.state, [{ type: 'bombStrategic', groups: [['g1']] }])
    expect(pendingOf(r.state, 'plan').side).toBe('allies') // the Allies' second raid
  })

  it('a side that declines flies no more raids; the other goes on until it declines too (2.5)', () => {
    let r = play(sc, [{ type: 'endStep' }]) // the Allies decline at once
    expect(texts(r.events)).toContain(
      'Allies declines: it flies no more raids this Strategic Warfare Phase (2.5). Japan may go on raiding.',
    )
    expect(pendingOf(r.state, 'plan').side).toBe('japan')
    r = passWindows(
      play(
        r.state,
        [{ type: 'launch', base: 'kyoto', units: ['g1'], mission: 'strategicRaid', target: '3021' }],
        [3, 3],
      ),
    )
    r = play(r.state, [{ type: 'bombStrategic', groups: [['g1']] }])
    expect(pendingOf(r.state, 'plan').side).toBe('japan') // the Allies have declined: Japan again
    r = play(r.state, [{ type: 'endStep' }])
    expect(texts(r.events)).toContain('Every side has declined: the Strategic Bombing Step is over (2.5).')
    expect(r.state.turn.phase).toBe('navalAndAir')
  })

  it('only raids are flown in the step: the other missions are greyed with the rule (2.2)', () => {
    const p = pendingOf(start(sc), 'plan')
    expect(p.missions.find((m) => m.kind === 'fly')).toMatchObject({
      available: false,
      rule: '2.2',
      reason: 'The Strategic Bombing Step flies strategic bombing raids only (2.2).',
    })
    expect(
      refused(start(sc), { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'fly', target: '4428' })
        .message,
    ).toBe('Fly to a hex (no strike): The Strategic Bombing Step flies strategic bombing raids only (2.2).')
  })

  it('a scenario without Strategic Targets lists no raid, as before (its plans and saves are unchanged)', () => {
    const p = pendingOf(start(chainFixture), 'plan')
    expect(p.missions.map((m) => m.kind)).not.toContain('strategicRaid')
  })
})

describe('what a raid may fly (2.0, 2.1, 2.2, 2.8)', () => {
  const sc = pacific({
    units: [
      B29('b1', 'okinawa'),
      { ...A6M('p38', 'okinawa'), nation: 'US', name: 'P-38', type: 'FB', front: '4-8/3', back: '2-8/3' },
      { ...LANCASTER('lanc', 'okinawa') },
      { ...B29('far', 'manila'), name: 'B-25', b29: undefined, front: '6-9', back: '3-9' },
    ],
  })
  const s = start(sc)

  it('fighter-bombers escort as fighters, never bomb (2.0)', () => {
    expect(
      refused(s, {
        type: 'launch',
        base: 'okinawa',
        units: ['b1', 'p38'],
        mission: 'strategicRaid',
        target: '4428',
        roles: { p38: 'bomber' },
      }).message,
    ).toBe('P-38 is a FB: only Bombers (B) bomb in a raid; it may escort as a fighter (2.0, 2.1).')
    act(s, {
      type: 'launch',
      base: 'okinawa',
      units: ['b1', 'p38'],
      mission: 'strategicRaid',
      target: '4428',
      roles: { p38: 'fighter' },
    })
  })

  it('every Bomber launched must reach the target (2.2)', () => {
    expect(
      refused(s, { type: 'launch', base: 'manila', units: ['far'], mission: 'strategicRaid', target: '4428' })
        .message,
    ).toBe(
      'B-25 cannot reach Kure (4428): 14 MP along the route, range 9; every Bomber launched must be able to reach the target (2.2).',
    )
  })

  it('a raid flies to an enemy Strategic Target only (2.3)', () => {
    expect(
      refused(s, { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4530' })
        .message,
    ).toBe(
      'There is no enemy Strategic Target at 4530: a raid flies to a city, resource or city/resource hex the enemy holds (2.2, 2.3).',
    )
  })

  it('a night raid: no fighter-type and no US Bomber (2.8)', () => {
    expect(
      refused(s, {
        type: 'launch',
        base: 'okinawa',
        units: ['b1'],
        mission: 'strategicRaid',
        target: '4428',
        night: true,
      }).message,
    ).toBe('B-29 b1 is American: US Bombers never fly a night raid (2.8).')
    expect(
      refused(s, {
        type: 'launch',
        base: 'okinawa',
        units: ['lanc', 'p38'],
        mission: 'strategicRaid',
        target: '4428',
        night: true,
        roles: { p38: 'fighter' },
      }).message,
    ).toBe('P-38 is not a Bomber: no fighter-type flies in a night raid (2.8).')
  })

  it('an out-of-supply Bomber may not raid (2.1)', () => {
    const oos = pacific({ units: [{ ...B29('b1', 'okinawa'), outOfSupply: true }, B29('b2', 'okinawa')] })
    expect(
      refused(start(oos), {
        type: 'launch',
        base: 'okinawa',
        units: ['b1'],
        mission: 'strategicRaid',
        target: '4428',
      }).message,
    ).toBe('B-29 b1 is marked out of supply: it may not fly in a raid (2.1).')
  })

  it('a Bomber that could not reach the target from its base is not offered for collection (2.2)', () => {
    // The B-25 (range 9) at Manila is overflown on the way from a base further south: Kure is 14 from Manila.
    const sc2 = pacific({
      units: [
        B29('b1', 'south'),
        { ...B29('b25', 'manila'), name: 'B-25', b29: undefined, front: '6-9', back: '3-9' },
        { ...A6M('p47', 'manila'), nation: 'US', name: 'P-47' },
      ],
      bases: [airbase('south', '3020', 'allies'), airbase('manila', '3021', 'allies')],
    })
    const r = play(sc2, [
      {
        type: 'launch',
        base: 'south',
        units: ['b1'],
        mission: 'strategicRaid',
        target: '4428',
        path: ['3021', '3122'],
      },
    ])
    expect(pendingOf(r.state, 'collect').units.map((u) => u.id)).toEqual(['p47'])
  })
})

describe('night raids (2.8)', () => {
  // A Lancaster (9) at Chittagong raids Calcutta at night; an A6M at Calcutta's airbase could intercept.
  const sc = pacific({
    units: [LANCASTER('lanc', 'chittagong'), A6M('zero', 'calcutta-ab')],
    bases: [airbase('chittagong', '3403', 'allies'), airbase('calcutta-ab', '3503', 'japan')],
  })

  it('never intercepted, on the 2-5 column whatever the strength, no shift', () => {
    const r = play(
      sc,
      [
        {
          type: 'launch',
          base: 'chittagong',
          units: ['lanc'],
          mission: 'strategicRaid',
          target: '3503',
          night: true,
        },
      ],
      [6, 6],
    )
    const p = pendingOf(r.state, 'raidAttacks') // no interception window was offered
    expect(p.night).toBe(true)
    const pre = raidPreview(r.state, 'strategic', ['lanc'])
    expect(pre).toMatchObject({ strength: 4, column: '2–5', shifts: [] })
    const done = act(r.state, { type: 'bombStrategic', groups: [['lanc']] })
    expect(texts(done.events)).toContain(
      'Lancaster lanc bombs Calcutta (3503) at night: strength 9, halved: a non-home target the enemy has conquered → 4, column 2–5 (night: the 2-5 column, 2.8) (placeholder table), roll 6 + 6 = 12: result 6* — Japan loses 2 EP (at most 2: what Japan gains from occupied India (2.4)) (2.5).',
    )
    // The asterisk: one step from the only bomber of that attack (2.5).
    expect(texts(done.events)).toContain('Lancaster lanc loses a step: anti-aircraft fire (asterisk, 2.5).')
  })

  it('never on the Rail Capacity: no assignment at Mukden (2.6, 2.8)', () => {
    const m = pacific({ units: [LANCASTER('lanc', 'okinawa')] })
    const r = play(m, [
      {
        type: 'launch',
        base: 'okinawa',
        units: ['lanc'],
        mission: 'strategicRaid',
        target: '4122',
        night: true,
      },
    ])
    expect(pendingOf(r.state, 'raidAttacks').rail).toEqual([])
  })
})

describe('the B-29 (2.7)', () => {
  it('+1 a full-strength B-29 to the roll; above 12 the top row is read (APTO S2): the odds say so', () => {
    const r = passWindows(
      play(pacific({ units: [B29('b1', 'okinawa')] }), [
        { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4428' },
      ]),
    )
    const pre = raidPreview(r.state, 'strategic', ['b1'])
    expect(pre.modifiers).toEqual([{ value: 1, rule: '2.7', label: '1 full-strength B-29: +1 each' }])
    expect(pre.outcomes[10]).toMatchObject({ natural: 12, modified: 13, result: 11, asterisk: true })
    // Asterisks on the rows 2, 3 and 12: with +1, naturals 2, 11 and 12 (1 + 2 + 1 ways in 36).
    expect(pre.chances.aa).toBeCloseTo(4 / 36, 12)
    expect(Object.values(pre.chances.loss).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  it('optional once the US holds a functioning airbase on Iwo Jima: announced before the roll (2.7)', () => {
    const sc = pacific({
      units: [B29('b1', 'okinawa')],
      bases: [
        airbase('okinawa', '3825', 'allies'),
        airbase('iwo', '3733', 'allies'),
        airbase('kyoto', '4530', 'japan'),
      ],
      strategic: { iwoJima: ['3733'] },
    })
    const r = passWindows(
      play(
        sc,
        [{ type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4428' }],
        [3, 4],
      ),
    )
    expect(pendingOf(r.state, 'raidAttacks').b29Optional).toBe(true)
    expect(refused(r.state, { type: 'bombStrategic', groups: [['b1']] }).message).toBe(
      'The US holds an airbase on Iwo Jima: announce whether it adds the B-29 +1 before the roll (b29Bonus true or false, 2.7).',
    )
    const done = act(r.state, { type: 'bombStrategic', groups: [['b1']], b29Bonus: false })
    expect(texts(done.events)).toContain(
      'B-29 b1 bombs Kure (4428): strength 20, column 25–39 (a city/resource target: one column right) (placeholder table), roll 3 + 4 = 7: result 6 — Japan loses 6 EP (2.5).',
    )
  })

  it('APTO D88: never on installation bombing (4.26) — a B-29 bombing an airbase rolls unmodified', () => {
    const sc = pacific({ units: [B29('b1', 'okinawa')] })
    const off: Scenario = { ...sc, start: { ...sc.start, phase: 'offensive' } }
    let s = start(off, [3, 4])
    if (s.pending.kind === 'offensive' && s.pending.side !== 'allies')
      s = act(s, { type: 'passOffensive' }).state
    let r = play(s, [
      { type: 'declareOffensive', offensive: 'air' },
      { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'bombing', target: '4530' },
    ])
    while (r.state.pending.kind === 'declare' || r.state.pending.kind === 'evacuation')
      r = act(
        r.state,
        r.state.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} },
      )
    const alloc = pendingOf(r.state, 'bombAllocation')
    const done = act(r.state, {
      type: 'allocateBombers',
      allocation: { [alloc.installations[0].id]: ['b1'] },
    })
    expect(done.events.find((e) => e.type === 'bombingRoll')?.roll).toMatchObject({
      natural: 7,
      modifiers: [],
    })
  })
})

describe('anti-aircraft losses (2.5)', () => {
  it('an asterisk on a group: the side with the Initiative chooses which of its bombers loses a step', () => {
    const sc = pacific({
      units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')],
      context: { initiativeSide: 'japan' },
    })
    // 40 points, one right of 40–59: the 60+ column; 5 + 5 and +2 for the two B-29s read the row 12, an asterisk.
    const r = passWindows(
      play(
        sc,
        [{ type: 'launch', base: 'okinawa', units: ['b1', 'b2'], mission: 'strategicRaid', target: '4428' }],
        [5, 5],
      ),
    )
    const done = act(r.state, { type: 'bombStrategic', groups: [['b1', 'b2']] })
    const p = pendingOf(done.state, 'raidAa')
    expect(p).toMatchObject({ side: 'japan', bombers: ['b1', 'b2'] })
    expect(refused(done.state, { type: 'chooseLoss', unit: 'zz' }).rule).toBe('2.5')
    const lost = act(done.state, { type: 'chooseLoss', unit: 'b2' })
    expect(lost.state.units.b2.face).toBe('back')
    expect(lost.state.units.b1.face).toBe('front')
  })

  it('bombers in another group are immune: two groups, two rolls, one asterisk', () => {
    const sc = pacific({ units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')] })
    const r = passWindows(
      play(
        sc,
        [{ type: 'launch', base: 'okinawa', units: ['b1', 'b2'], mission: 'strategicRaid', target: '4428' }],
        [1, 1, 3, 4],
      ),
    )
    const done = act(r.state, { type: 'bombStrategic', groups: [['b1'], ['b2']] })
    expect(done.state.units.b1.face).toBe('back') // natural 2 + 1 = row 3: result 2*, its only bomber loses the step
    expect(done.state.units.b2.face).toBe('front')
    expect(done.state.strategic!.results.map((x) => [x.bombers, x.result, x.asterisk])).toEqual([
      [['b1'], 2, true],
      [['b2'], 7, false],
    ])
  })

  it('more groups than bombers is refused; a bomber in two groups too (2.5)', () => {
    const sc = pacific({ units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')] })
    const r = passWindows(
      play(sc, [
        { type: 'launch', base: 'okinawa', units: ['b1', 'b2'], mission: 'strategicRaid', target: '4428' },
      ]),
    )
    expect(refused(r.state, { type: 'bombStrategic', groups: [['b1'], ['b1', 'b2']] }).message).toBe(
      'B-29 b1 takes part in one Strategic Bombing Attack only (2.5).',
    )
    expect(refused(r.state, { type: 'bombStrategic', groups: [[]] }).message).toBe(
      'A group has at least one bomber (2.5).',
    )
  })
})

describe('the caps on EP lost (Part 2)', () => {
  it('never more than the nation’s income at the next Seasonal Turn, over the season', () => {
    const sc = pacific({
      units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')],
      strategic: { income: { JP: 10 } },
    })
    const r = passWindows(
      play(
        sc,
        [{ type: 'launch', base: 'okinawa', units: ['b1', 'b2'], mission: 'strategicRaid', target: '4428' }],
        [3, 4, 3, 4],
      ),
    )
    const done = act(r.state, { type: 'bombStrategic', groups: [['b1'], ['b2']] })
    expect(done.state.strategic!.results.map((x) => [x.result, x.loss])).toEqual([
      [7, 7],
      [7, 3],
    ])
    expect(texts(done.events)).toContain(
      'B-29 b2 bombs Kure (4428): strength 20, column 25–39 (a city/resource target: one column right) (placeholder table), roll 3 + 4 = 7 + 1 (B-29, 2.7) = 8: result 7 — Japan loses 3 EP (at most 3: Japan’s income at the next Seasonal Turn is 10 EP, 7 already lost this season (Part 2)) (2.5).',
    )
    expect(strategicResults(done.state).epThisSeason).toEqual([
      { nation: 'JP', name: 'Japan', lost: 10, income: 10 },
    ])
  })
})

describe('weather and Indonesian oil (2.1, 2.4, 2.9)', () => {
  it('a Bomber based in inclement weather bombs at half strength (1.5, 2.1; APTO W3: per unit, before the 2.4 halvings)', () => {
    const weather: ScenarioInput['weather'] = {
      defaultZone: 'north',
      zones: [
        { id: 'north', name: 'North', condition: 'clear' },
        { id: 'south', name: 'South', condition: 'halfStrength' },
      ],
    }
    const features = FEATURES!.map((f) => (f.hex === '3825' ? { ...f, weatherZone: 'south' } : f))
    const sc = pacific({ units: [B29('b1', 'okinawa')], weather, features })
    const r = passWindows(
      play(sc, [
        { type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4428' },
      ]),
    )
    const pre = raidPreview(r.state, 'strategic', ['b1'])
    expect(pre.strength).toBe(10)
    expect(pre.lines).toEqual([
      'B-29 b1 20 halved to 10: inclement weather at its base, on its path or over the target (1.5, 2.1)',
    ])
  })

  it('an oil hex Japan holds: two columns right, never halved though the Netherlands East Indies are a minor nation (2.9)', () => {
    const s = start(pacific({ units: [LANCASTER('lanc', 'okinawa')] }))
    const t = tx(s)
    const f = attackFigures(t, 'allies', targetAt(t, t.ctx.map.parseLoc('1614')!)!, 'strategic', ['lanc'], {
      night: false,
    })
    expect(f).toMatchObject({ strength: 9, halvings: [], column: '17–24' })
    expect(f.shifts.map((x) => x.value)).toEqual([2])
  })

  it('an oil hex the Allies hold again: Japanese bombing treats it as a minor resource hex, halved and one left (2.9)', () => {
    const sc = pacific({
      units: [G4M('g1', 'kyoto')],
      strategic: { targets: TARGETS!.map((x) => (x.hex === '1614' ? { ...x, heldBy: undefined } : x)) },
      features: FEATURES!.map((f) =>
        f.hex === '1614' ? { hex: '1614', nation: 'NEI', name: 'Palembang' } : f,
      ),
    })
    const s = start(sc)
    const t = tx(s)
    const f = attackFigures(t, 'japan', targetAt(t, t.ctx.map.parseLoc('1614')!)!, 'strategic', ['g1'], {
      night: false,
    })
    expect(f.halvings.map((h) => h.label)).toEqual(['a target in a minor nation'])
    expect(f.shifts.map((x) => x.value)).toEqual([-1])
    expect(f.refusal).toBe(
      'A Strategic Bombing Attack needs a net strength of at least 2 (2.5, 2.8): 1 after the halvings.',
    )
  })
})

describe('legal actions and validation', () => {
  it('the legal raid decisions are accepted by the rules', () => {
    const sc = pacific({
      units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')],
      strategic: { railCapacity: { MK: 4 } },
    })
    const r = play(sc, [
      { type: 'launch', base: 'okinawa', units: ['b1', 'b2'], mission: 'strategicRaid', target: '4122' },
    ])
    for (const a of legalActions(r.state)) act(r.state, a)
    const attacks = passWindows(act(r.state, { type: 'assignRaid', rail: ['b1'] }))
    const legal = legalActions(attacks.state)
    expect(legal.length).toBeGreaterThan(2)
    for (const a of legal) act(attacks.state, a)
  })

  it('strategicBombing is APTO, in a scenario that plays the Strategic Warfare Phase; b29 is for Bombers', () => {
    const base = pacific({ units: [B29('b1', 'okinawa')] })
    const errors = (patch: (s: ScenarioInput) => void) => {
      const input = JSON.parse(JSON.stringify(base)) as ScenarioInput
      patch(input)
      const r = parseScenario(input)
      return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
    }
    expect(errors((s) => (s.options!.strategicWarfarePhase = false))).toContain(
      'strategicBombing: the raids are flown in the Strategic Warfare Phase, which this scenario does not play: set options.strategicWarfarePhase to true',
    )
    expect(errors((s) => (s.airUnits[0].type = 'F'))).toContain(
      'airUnits[0].b29: a B-29 Superfortress is a Bomber (type B, 2.7); this unit is type F',
    )
    expect(
      errors((s) => s.strategicBombing!.targets!.push({ hex: '3826', kind: 'city', nation: 'JP' })),
    ).toContain(
      'strategicBombing.targets[7].hex: hex 3826 is sea; a Strategic Target is a city or resource hex on land (2.3)',
    )
    expect(errors((s) => (s.strategicBombing!.railCapacity = { XX: 3 }))).toContain(
      'strategicBombing.railCapacity.XX: nation "XX" does not exist (nations: US, UK, IN, NEI, JP, MK, KR)',
    )
  })
})

describe('the e2e test scenario (e2e/scenarios/strategic-raid.json)', () => {
  it('validates, and the automatic opponent plays its Strategic Bombing Step to the end: a raid on Kure, then every side declines', async () => {
    const { readFileSync } = await import('node:fs')
    const { botDecision } = await import('../bot')
    const r = parseScenario(
      JSON.parse(
        readFileSync(new URL('../../../../../e2e/scenarios/strategic-raid.json', import.meta.url), 'utf8'),
      ),
    )
    if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
    let s = start(r.scenario, [6, 6, 6, 6, 3, 4])
    const events: GameEvent[] = []
    for (let i = 0; i < 80 && s.turn.phase === 'strategicWarfare'; i++) {
      const x = act(s, botDecision(s).action)
      events.push(...x.events)
      s = x.state
    }
    expect(s.turn.phase).toBe('navalAndAir')
    expect(events.filter((e) => e.type === 'strategicBombing').length).toBeGreaterThan(0)
    expect(texts(events)).toContain('Every side has declined: the Strategic Bombing Step is over (2.5).')
  })
})

describe('legal raids (the runner’s legal --mission-targets)', () => {
  it('in the Strategic Bombing Step: each Bomber alone to each enemy Strategic Target it reaches, every one accepted (2.2)', () => {
    const s = start(pacific({ units: [B29('b1', 'okinawa'), G4M('g1', 'kyoto')] }))
    const raids = legalActions(s, { missionTargets: true }).filter((a) => a.type === 'launch')
    expect(raids.map((a) => (a.type === 'launch' ? a.target : '')).sort()).toEqual([
      '4122',
      '4227',
      '4328',
      '4428',
      '4831',
    ]) // Calcutta and Palembang are beyond its range 20
    for (const a of raids) act(s, a)
  })
})

describe('a what-if from a position with raids', () => {
  it('keeps the scenario’s strategic bombing data and says the raids flown are forgotten', async () => {
    const { scenarioFromPosition } = await import('../scenario/fromPosition')
    const r = passWindows(
      play(
        pacific({ units: [B29('b1', 'okinawa'), B29('b2', 'okinawa')] }),
        [{ type: 'launch', base: 'okinawa', units: ['b1'], mission: 'strategicRaid', target: '4428' }],
        [3, 4],
      ),
    )
    const s = act(r.state, { type: 'bombStrategic', groups: [['b1']] }).state
    const out = scenarioFromPosition(s)
    expect(out.scenario.strategicBombing?.targets).toHaveLength(7)
    expect(out.notes).toContain(
      'The strategic bombing already done is forgotten: no target counts as bombed earlier this season (2.4), the EP lost this season and the Rail Capacity lost this month start again from nothing (Part 2, 2.6).',
    )
    expect(parseScenario(out.scenario).ok).toBe(true)
  })
})
