// Spec §15 T-11 (the Whitley / Spitfire / Hampden example of 4.15), the air part only. The engine
// has no naval movement yet, so the UK's air-naval interception of the German task force is
// played as a UK mission flown in its own Air Movement Step to the task force's hex "TF" (1008),
// and reconnaissance (step 2) and the air-naval attacks (step 11) are left out.
//
// Map 20 × 14, odd-q: the hexes of printed row 08 are a straight line.
//   Liverpool 0108: Whitley 7-16 (B)       Hull 0308: Spitfire 4-4/3 (F)     Scapa Flow 0601: Hampden 4-10 (B)
//   German fighters: Me-109 "Yellow" at gx1 1208 (4 from 0808), Me-109 "Black" at gx2 1005 (4 from 0708 and 0808).
import { legalActions } from './legal'
import { describe, expect, it } from 'vitest'
import { rowRoute } from '../testing/engineScenarios'
import { fixture } from '../testing/fixtures'
import { act, brief, eventsOf, hexDist, pendingOf, play, type Played } from '../testing/play'

const sc = fixture({
  cols: 20,
  rows: 14,
  bases: [
    { id: 'liverpool', hex: '0108', owner: 'allies' },
    { id: 'hull', hex: '0308', owner: 'allies' },
    { id: 'scapa', hex: '0601', owner: 'allies' },
    { id: 'gx1', hex: '1208', owner: 'axis' },
    { id: 'gx2', hex: '1005', owner: 'axis' },
  ],
  units: [
    {
      id: 'whitley',
      name: 'Whitley',
      nation: 'UK',
      type: 'B',
      front: '7-16',
      back: '3-16',
      base: 'liverpool',
    },
    {
      id: 'spitfire',
      name: 'Spitfire',
      nation: 'UK',
      type: 'F',
      front: '4-4/3',
      back: '2-4/3',
      base: 'hull',
    },
    { id: 'hampden', name: 'Hampden', nation: 'UK', type: 'B', front: '4-10', back: '2-10', base: 'scapa' },
    {
      id: 'yellow',
      name: 'Me-109 Yellow',
      nation: 'DE',
      type: 'F',
      front: '4-4/3',
      back: '2-4/3',
      base: 'gx1',
    },
    {
      id: 'black',
      name: 'Me-109 Black',
      nation: 'DE',
      type: 'F',
      front: '4-4/3',
      back: '2-4/3',
      base: 'gx2',
    },
  ],
})
const TF = '1008'
const dice = [6, 6] // every German attack rolls a natural 6

/** Steps 3–5: the Whitley launches, collects the Spitfire over Hull; the Spitfire stops at 0708. */
function toSpitfireStop(): Played {
  const launched = play(
    sc,
    [
      {
        type: 'launch',
        base: 'liverpool',
        units: ['whitley'],
        mission: 'fly',
        target: TF,
        path: rowRoute(1, 10, '08'),
      },
    ],
    dice,
  )
  const flight = pendingOf(launched.state, 'collect').flight
  const collected = act(launched.state, { type: 'collect', flight, units: ['spitfire'] })
  // German window as the flight enters 0708 (Me-109 Black is 4 hexes away): pass
  const passed = act(collected.state, { type: 'pass' })
  return { state: passed.state, events: [...launched.events, ...collected.events, ...passed.events] }
}

/** Steps 6–7: the Whitley enters 0808; Germany intercepts with both fighters; they arrive. */
function toPreCombat(): Played {
  const p = toSpitfireStop()
  const r = play(p.state, [
    { type: 'pass' }, // the German window for the stopped Spitfire
    {
      type: 'declare',
      groups: [
        { base: 'gx1', units: ['yellow'] },
        { base: 'gx2', units: ['black'] },
      ],
    },
    { type: 'launchInterceptors', base: 'gx1' },
    { type: 'launchInterceptors', base: 'gx2' },
  ])
  return { state: r.state, events: [...p.events, ...r.events] }
}

/** Step 8: Germany passes; the UK launches the Hampden from Scapa Flow for the same mission. */
function hampdenLaunched(): Played {
  const p = toPreCombat()
  const r = play(p.state, [
    { type: 'pass' },
    { type: 'launch', base: 'scapa', units: ['hampden'], mission: 'fly' },
  ])
  return { state: r.state, events: [...p.events, ...r.events] }
}

/** Steps 9–10: both pass; Round 1: both Me-109s attack the Whitley (6s, misses); the UK aborts it. */
function combatDone(): Played {
  const p = hampdenLaunched()
  const r = play(p.state, [
    { type: 'pass' }, // Germany
    { type: 'pass' }, // UK
    { type: 'designate', units: ['yellow', 'black'] },
    { type: 'attack', attacker: 'yellow', target: 'whitley' },
    { type: 'attack', attacker: 'black', target: 'whitley' },
    { type: 'voluntaryAbort', units: ['whitley'] }, // UK (first side)
    { type: 'voluntaryAbort', units: [] }, // Germany
  ])
  return { state: r.state, events: [...p.events, ...r.events] }
}

describe('T-11 Whitley / Spitfire / Hampden (4.9, 4.13, 4.15, 4.16; spec §15)', () => {
  it('geometry: Hull is 2 hexes from Liverpool; 0708 is the 4th hex beyond Hull; gx1 and gx2 are 4 from 0808; Scapa is 9 from the task force', () => {
    expect(hexDist(20, 14, '0108', '0308')).toBe(2)
    expect(hexDist(20, 14, '0308', '0708')).toBe(4)
    expect([
      hexDist(20, 14, '1208', '0808'),
      hexDist(20, 14, '1005', '0808'),
      hexDist(20, 14, '1005', '0708'),
      hexDist(20, 14, '1208', '0708'),
    ]).toEqual([4, 4, 4, 5])
    expect(hexDist(20, 14, '0601', TF)).toBe(9)
  })

  it('step 3–4: the Whitley launches from Liverpool (no German window: no fighter in range) and is offered the Spitfire over Hull (4.9)', () => {
    const r = play(sc, [
      {
        type: 'launch',
        base: 'liverpool',
        units: ['whitley'],
        mission: 'fly',
        target: TF,
        path: rowRoute(1, 10, '08'),
      },
    ])
    expect(eventsOf(r.events, 'noInterception')).toHaveLength(0)
    expect(pendingOf(r.state, 'collect')).toMatchObject({
      side: 'allies',
      loc: '0308',
      units: [{ id: 'spitfire', base: 'hull', needsRole: false }],
    })
  })

  it('step 5: the Spitfire, collected at Hull, stops after the 4th hex beyond Hull (0708) with 4 MP = its range; the Whitley flies on (4.9, 4.15)', () => {
    const p = toSpitfireStop()
    expect(eventsOf(p.events, 'collect')[0].text).toBe(
      'Spitfire joins the flight over 0308 (collected, 4.9).',
    )
    expect(eventsOf(p.events, 'stop')[0].text).toBe(
      'Spitfire reaches the limit of its range and stops at 0708 (4.12, 4.15).',
    )
    expect(p.state.units.spitfire.mp).toBe(4)
    // the German window for the stopped Spitfire comes first, for the Spitfire's flight only
    const w = pendingOf(p.state, 'declare')
    expect(w).toMatchObject({
      side: 'axis',
      trigger: 'stop',
      loc: '0708',
      targets: [p.state.units.spitfire.aloft!.flight],
    })
  })

  it('step 6: the Whitley enters 0808 and Germany intercepts with all its eligible fighters: E1, depth 1; the Whitley is halted (4.13)', () => {
    const p = toSpitfireStop()
    const w = act(p.state, { type: 'pass' })
    const d = pendingOf(w.state, 'declare')
    expect(d).toMatchObject({ loc: '0808', trigger: 'enter' })
    expect(d.interceptors.map((g) => [g.base, g.units.map((u) => u.id)])).toEqual([
      ['gx1', ['yellow']],
      ['gx2', ['black']],
    ])
    const r = act(w.state, {
      type: 'declare',
      groups: [
        { base: 'gx1', units: ['yellow'] },
        { base: 'gx2', units: ['black'] },
      ],
    })
    expect(r.state.engagements.E1).toMatchObject({ depth: 1, status: 'gathering' })
    expect(r.state.flights[r.state.units.whitley.aloft!.flight].status).toBe('halted')
  })

  it('step 7–8: no UK window while the German fighters fly (no eligible UK fighter); when both have arrived Germany decides first before combat (4.13, 4.16)', () => {
    const p = toPreCombat()
    expect(eventsOf(p.events, 'arrive').map((e) => e.text)).toEqual([
      'Me-109 Yellow arrives at 0808 to intercept (4.13).',
      'Me-109 Black arrives at 0808 to intercept (4.13).',
    ])
    expect(pendingOf(p.state, 'preCombat')).toMatchObject({
      side: 'axis',
      engagement: 'E1',
      interceptors: [],
    })
    const uk = pendingOf(act(p.state, { type: 'pass' }).state, 'preCombat')
    expect(uk).toMatchObject({ side: 'allies', joinMissionFor: 'M1' })
    expect(uk.launch).toEqual([{ base: 'scapa', units: [{ id: 'hampden', needsRole: false, range: 10 }] }])
  })

  it('step 8: legalActions with mission launches lists the Hampden joining the mission, and the rules accept it (A-21)', () => {
    const uk = act(toPreCombat().state, { type: 'pass' }).state
    const joins = legalActions(uk, { missionTargets: true }).filter((a) => a.type === 'launch')
    expect(joins).toEqual([
      { type: 'launch', side: 'allies', base: 'scapa', units: ['hampden'], mission: 'fly' },
    ])
    expect(legalActions(uk).some((a) => a.type === 'launch')).toBe(false)
    expect(act(uk, joins[0]).state.missions.M1.basesLaunched).toEqual(['liverpool', 'hull', 'scapa'])
  })

  it('step 8: the Hampden is launched from Scapa Flow as part of the same mission (A-21) and reaches the task force hex unopposed; E1 still waits (4.13)', () => {
    const p = hampdenLaunched()
    expect(p.state.missions.M1.basesLaunched).toEqual(['liverpool', 'hull', 'scapa'])
    expect(eventsOf(p.events, 'arrive').pop()!.text).toMatch(/^Hampden arrives over the target 1008\b/)
    expect(p.state.stack).toEqual(['E1'])
    // Germany has no eligible interceptor left: no window on the Hampden's way
    expect(eventsOf(p.events, 'noInterception').filter((e) => e.side === 'axis')).toHaveLength(2) // only the two passes at 0708
    expect(pendingOf(p.state, 'preCombat').side).toBe('axis')
  })

  it('step 9: every German fighter attacks the Whitley (its only target) with natural 6s: all miss; the Whitley cannot attack (4.16)', () => {
    const p = hampdenLaunched()
    const r = play(p.state, [{ type: 'pass' }, { type: 'pass' }])
    expect(eventsOf(r.events, 'combat')[0].text).toBe(
      'Air combat at 0808: Western Allies (Whitley) against Axis (Me-109 Yellow and Me-109 Black) (4.16).',
    )
    const d = play(r.state, [{ type: 'designate', units: ['yellow', 'black'] }])
    const attack = pendingOf(d.state, 'attack')
    expect(attack.side).toBe('axis')
    expect(attack.attackers.map((a) => [a.id, a.targets.map((x) => x.id)])).toEqual([
      ['yellow', ['whitley']],
      ['black', ['whitley']],
    ])
    const done = combatDone()
    expect(eventsOf(done.events, 'attack').map((e) => e.roll)).toMatchObject([
      { natural: 6, target: 7, result: 'miss' },
      { natural: 6, target: 7, result: 'miss' },
    ])
  })

  it('step 10: the UK aborts the Whitley voluntarily; Round 2 is skipped; E1 is resolved and the German fighters are set aside (4.13, 4.16)', () => {
    const p = combatDone()
    expect(eventsOf(p.events, 'voluntaryAbort')[0].text).toBe('Western Allies aborts Whitley (4.16).')
    expect(eventsOf(p.events, 'round')).toHaveLength(0)
    expect(p.state.engagements.E1.status).toBe('resolved')
    expect(p.state.stack).toEqual([])
    expect(eventsOf(p.events, 'setAside').map((e) => e.units)).toEqual([['yellow'], ['black']])
    expect(pendingOf(p.state, 'plan').side).toBe('allies')
  })

  it('end state: Whitley aborted, undamaged, Current; Spitfire aloft and idle at 0708; German fighters set aside, Current; Hampden over the task force', () => {
    const { state: s } = combatDone()
    expect(brief(s, 'whitley')).toMatchObject({
      face: 'front',
      aborted: true,
      aloft: { setAside: true },
      commitment: 'current',
    })
    expect(brief(s, 'spitfire')).toMatchObject({
      aborted: false,
      aloft: { setAside: false },
      commitment: 'current',
    })
    expect(s.flights[s.units.spitfire.aloft!.flight].status).toBe('stopped')
    expect(s.units.spitfire.aloft!.loc).toBe(s.flights[s.units.spitfire.aloft!.flight].path.at(-1))
    for (const id of ['yellow', 'black'])
      expect(brief(s, id)).toMatchObject({ aloft: { setAside: true }, commitment: 'current', aborted: false })
    expect(brief(s, 'hampden')).toMatchObject({ aborted: false, commitment: 'current' })
    expect(s.flights[s.units.hampden.aloft!.flight].status).toBe('arrived')
  })

  it('the end of the Step returns everybody: Whitley to a bomber-launch base (Liverpool or Scapa Flow), Spitfire to Hull; all uncommitted again (4.2, 4.27)', () => {
    const { state } = combatDone()
    const e = act(state, { type: 'endStep' })
    const uk = pendingOf(e.state, 'returnToBase')
    expect(uk.units.map((u) => [u.id, u.bases])).toEqual([
      ['whitley', ['liverpool', 'scapa']],
      ['spitfire', ['hull']],
      ['hampden', ['scapa', 'liverpool']],
    ])
    const r = play(e.state, [{ type: 'returnToBase', assignments: { whitley: 'scapa' } }])
    const g = pendingOf(r.state, 'returnToBase')
    expect(g.side).toBe('axis')
    const done = act(r.state, { type: 'returnToBase' })
    const s = done.state
    expect(
      ['whitley', 'spitfire', 'hampden', 'yellow', 'black'].map((id) => [
        s.units[id].base,
        s.units[id].aloft,
        s.units[id].commitment,
      ]),
    ).toEqual([
      ['scapa', null, 'none'],
      ['hull', null, 'none'],
      ['scapa', null, 'none'],
      ['gx1', null, 'none'],
      ['gx2', null, 'none'],
    ])
    expect(s.units.whitley.face).toBe('front')
    expect(pendingOf(s, 'plan').side).toBe('axis')
  })
})
