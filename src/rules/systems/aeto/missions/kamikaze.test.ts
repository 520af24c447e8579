// Japanese air units flying as Kamikazes (APTO 4.16, 4.17, 4.20, 4.21; APTO D52, D60, D61, D62,
// D69; spec §6 T30 [derived]). The scenario marks the units that may; the launch declares them.
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { navalAttackCount, navalAttackModifiers, emptyNaval } from '../naval/ships'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState, Pending } from '../types'
import { airNavalOdds } from './airNaval'
import { tx } from '../engine/core'
import { advance } from '../engine/flow'
import { attackPreview, navalAttackPreview, roundPreview } from '../index'
import { botDecision } from '../bot/decide'
import { randomAction, seededRng } from '../testing/randomPlay'

const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
type Ship = NonNullable<ScenarioInput['navalUnits']>[number]
const us = (id: string, type: string, armor: number, gunnery: number, extra: Partial<Ship> = {}): Ship => ({
  id,
  name: id,
  nation: 'US',
  type,
  named: ['BB', 'CA', 'CV', 'CVL'].includes(type),
  front: { armor, gunnery },
  back: { armor: Math.max(1, armor - 2), gunnery: Math.floor(gunnery / 2) },
  hex: '1205',
  flotilla: 'tf58',
  ...extra,
})

/** T30's US task force: BBs Tennessee, Nevada, Idaho (gunnery 4), CA New Orleans (2), seven CLs (1), four DDs (0): gunnery 21 → AA 2. */
const T30_FLEET: Ship[] = [
  us('tennessee', 'BB', 14, 4),
  us('nevada', 'BB', 14, 4),
  us('idaho', 'BB', 14, 4),
  us('new-orleans', 'CA', 9, 2),
  ...Array.from({ length: 7 }, (_, i) => us(`cl${i + 1}`, 'CL', 7, 1)),
  ...Array.from({ length: 4 }, (_, i) => us(`dd${i + 1}`, 'DD', 5, 0)),
]

/**
 * An APTO game, 1943 (no US 1944 AA modifier, as in T30): Japan (the fixture's axis, nation DE
 * given the Japanese role) at Kanoya 0805; the units listed in `kamikaze` may fly as Kamikazes.
 */
function game(
  opts: { ships?: Ship[]; kamikaze?: string[]; allied?: boolean; variant?: 'aeto' | 'apto' } = {},
): Scenario {
  const sc = fixture({
    variant: opts.variant ?? 'apto',
    terrain: TERRAIN,
    phasingSide: 'axis',
    bases: [
      { id: 'kanoya', hex: '0805', owner: 'axis' },
      ...(opts.allied ? [{ id: 'yontan', hex: '0708', owner: 'allies' as const }] : []),
    ],
    units: [
      {
        id: 'betty1',
        name: 'G4M Betty #1',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'kanoya',
      },
      {
        id: 'betty2',
        name: 'G4M Betty #2',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'kanoya',
      },
      {
        id: 'zero',
        name: 'A6M Zero',
        nation: 'DE',
        type: 'F',
        front: '3-10/2',
        back: '1-10/2',
        base: 'kanoya',
      },
      {
        id: 'frank',
        name: 'Ki-84 Frank',
        nation: 'DE',
        type: 'F',
        front: '5-8/4',
        back: '2-8/4',
        base: 'kanoya',
      },
      ...(opts.allied
        ? [
            {
              id: 'hellcat',
              name: 'F6F Hellcat',
              nation: 'US',
              type: 'F' as const,
              front: '4-8/3',
              back: '2-8/3',
              base: 'yontan',
            },
          ]
        : []),
    ],
    navalUnits: opts.ships ?? T30_FLEET,
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  for (const u of input.airUnits) if (opts.kamikaze?.includes(u.id)) u.kamikaze = true
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

/** The game started with Japan having located every US ship (the reconnaissance is tested elsewhere). */
function located(sc: Scenario, dice: number[] = []): GameState {
  const s = start(sc, dice)
  const t = tx({ ...s, naval: { ...emptyNaval(), located: { axis: sc.navalUnits.map((n) => n.id) } } })
  advance(t) // the plan decision again, now with the air-naval attack available
  return t.s
}

const strike = (
  units: string[],
  kamikaze: string[] = [],
  extra: Partial<Extract<Action, { type: 'launch' }>> = {},
): Action => ({
  type: 'launch',
  base: 'kanoya',
  units,
  mission: 'airNaval',
  target: '1205',
  ...(kamikaze.length ? { kamikaze } : {}),
  ...extra,
})

describe('the scenario marks the units that may fly as Kamikazes (APTO 4.20, 10.7)', () => {
  const errors = (patch: (s: ScenarioInput) => void) => {
    const input = JSON.parse(JSON.stringify(game())) as ScenarioInput
    patch(input)
    const r = parseScenario(input)
    return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
  }
  it('APTO Japanese units only, never an ATP; the validator names the field', () => {
    expect(errors((s) => (s.airUnits[0].kamikaze = true))).toEqual([])
    expect(errors((s) => ((s.airUnits[0].kamikaze = true), (s.variant = 'aeto')))).toEqual([
      'airUnits[0].kamikaze: Kamikazes are an APTO rule (4.16, 4.20, 10.7); this is an AETO scenario',
    ])
    expect(errors((s) => ((s.airUnits[0].kamikaze = true), (s.airUnits[0].nation = 'IT')))).toEqual([
      'airUnits[0].kamikaze: only Japanese air units fly as Kamikazes (4.20); nation "IT" does not have "role": "japanese"',
    ])
  })

  it('the launch declares them: only units of the launch that the scenario marks, on an air-naval attack only', () => {
    const s = located(game({ kamikaze: ['zero'] }))
    expect(refused(s, strike(['betty1'], ['betty1']))).toEqual({
      rule: '4.20',
      message:
        'G4M Betty #1 may not fly as a Kamikaze: the scenario marks the Japanese units that may (APTO 10.7, not in Booklet 1).',
    })
    expect(refused(s, strike(['betty1'], ['zero']))).toEqual({
      rule: '4.20',
      message: 'A6M Zero is not one of the units of this launch: only they may be declared Kamikazes.',
    })
    expect(
      refused(s, {
        type: 'launch',
        base: 'kanoya',
        units: ['zero'],
        mission: 'fly',
        target: '0905',
        kamikaze: ['zero'],
      }),
    ).toEqual({
      rule: '4.20',
      message: 'Only an air-naval attack may be flown as a Kamikaze (APTO 4.20, 10.7).',
    })
    // A fighter strikes ships only as a Kamikaze (APTO D61).
    expect(refused(s, strike(['zero'])).message).toBe(
      'An air-naval attack needs at least one unit flying as a bomber (or as a Kamikaze); fighters may go with it as escort (4.15, 4.20).',
    )
    const r = act(s, strike(['zero'], ['zero']))
    expect(eventsOf(r.events, 'kamikaze').map((e) => e.text)).toEqual([
      'A6M Zero flies as a Kamikaze: immune to aborts in air combat (APTO D52), its attacks on ships at +2 and no other modifier (APTO D62), anti-aircraft hits at once (APTO D60, D69); expended after its attacks (10.7, not in Booklet 1: default used).',
    ])
  })
})

describe('APTO D61: attack count of a Kamikaze fighter-type', () => {
  it('APTO D61: a Kamikaze fighter makes attacks equal to its strength (3-10 → 3; 5-8 → 5, the cap of 4 is for bomber-types); a Kamikaze bomber attacks as a bomber (2-14 → 2)', () => {
    const sc = game({ kamikaze: ['zero', 'frank', 'betty1'] })
    const s = start(sc)
    const ctx = contextOf(s)
    expect(navalAttackCount(ctx, s.units.zero, true)).toBe(3)
    expect(navalAttackCount(ctx, s.units.frank, true)).toBe(5)
    expect(navalAttackCount(ctx, s.units.betty1, true)).toBe(2)
    const p = pendingOf(
      act(located(sc), strike(['zero', 'frank', 'betty1'], ['zero', 'frank', 'betty1'])).state,
      'navalAttack',
    )
    expect(p.bombers).toEqual([
      { id: 'zero', left: 3, kamikaze: true },
      { id: 'frank', left: 5, kamikaze: true },
      { id: 'betty1', left: 2, kamikaze: true },
    ])
  })
})

describe('APTO D62: the Kamikaze +2, combined with no other modifier', () => {
  it('APTO D62: against a named BB a Kamikaze Betty takes +2 alone (not the land-based bomber +2 too); against a submarine +2 alone (not the Japanese −1)', () => {
    const sc = game({
      ships: [...T30_FLEET, us('sub', 'Submarine', 4, 0, { named: false })],
      kamikaze: ['betty1'],
    })
    const s = start(sc)
    const ctx = contextOf(s)
    const mods = (ship: string, k: boolean) =>
      navalAttackModifiers(ctx, s, s.units.betty1, ship, false, k).map(
        (m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`,
      )
    expect(mods('tennessee', true)).toEqual(['+2 Japanese Kamikaze, no other modifier (APTO D62)'])
    expect(mods('tennessee', false)).toEqual(['+2 land-based bomber against a named ship'])
    expect(mods('sub', true)).toEqual(['+2 Japanese Kamikaze, no other modifier (APTO D62)'])
    expect(mods('sub', false)).toEqual(['-1 Japanese air unit against a submarine (APTO D62)'])
  })

  it('APTO D62, exact odds before the roll: a Kamikaze Zero against armor 14 needs 10 on 2d6 (+2 → 12, the 12+ rule): 6/36; against DD armor 5 it needs 3: 35/36; AA 2 hits on a natural 2 or less: 1/36', () => {
    const s = act(located(game({ kamikaze: ['zero'] })), strike(['zero'], ['zero'])).state
    const t = tx(s)
    const m = s.missions[pendingOf(s, 'navalAttack').mission]
    expect(airNavalOdds(t, m, 'zero', 'tennessee')).toMatchObject({
      drm: 2,
      hit: 6 / 36,
      aaHit: 1 / 36,
      aa: 2,
      kamikaze: true,
      aaEliminates: false,
    })
    expect(navalAttackPreview(s, 'zero', 'dd1')).toMatchObject({ drm: 2, hit: 35 / 36, kamikaze: true })
  })
})

describe('APTO T30 [4.21] AA value: two G4M 2-14 against a US task force of gunnery 21', () => {
  it('AA 2 (21 ÷ 10, no DD or carrier bonus); G4M #1 rolls 3 and 7: no AA hit; G4M #2 rolls 2 and 2: two AA hits held until all attacks are done, then it is eliminated — G4M #1 untouched', () => {
    let s = act(located(game(), [1, 2, 3, 4, 1, 1, 1, 1]), strike(['betty1', 'betty2'])).state
    expect(pendingOf(s, 'navalAttack')).toMatchObject({
      aa: 2,
      bombers: [
        { id: 'betty1', left: 2 },
        { id: 'betty2', left: 2 },
      ],
    })
    const texts: string[] = []
    ;['betty1', 'betty1', 'betty2', 'betty2'].forEach((bomber, i) => {
      const r = act(s, { type: 'navalAttack', bomber, ship: 'tennessee' })
      texts.push(...r.events.map((e) => e.text))
      s = r.state
      if (i === 2) expect(s.units.betty2.face).toBe('front') // the first AA hit is held (4.21)
    })
    expect(texts).toEqual([
      'G4M Betty #1 attacks tennessee: roll 1 + 2 + 2 = 5 against armor 14 (12 hits) — a miss (4.20, 4.21).',
      'G4M Betty #1 attacks tennessee: roll 3 + 4 + 2 = 9 against armor 14 (12 hits) — a miss (4.20, 4.21).',
      'G4M Betty #2 attacks tennessee: roll 1 + 1 + 2 = 4 against armor 14 (12 hits) — a miss; anti-aircraft hit on G4M Betty #2 noted (natural 2, AA 2) (4.20, 4.21).',
      'G4M Betty #2 attacks tennessee: roll 1 + 1 + 2 = 4 against armor 14 (12 hits) — a miss; anti-aircraft hit on G4M Betty #2 noted (natural 2, AA 2) (4.20, 4.21).',
      'G4M Betty #2 loses a step: anti-aircraft fire (4.21).',
      'G4M Betty #2 is eliminated: anti-aircraft fire (4.21).',
      'The air-naval attacks at 1205 are over (4.20).',
    ])
    // The attacks are over: the two AA hits take G4M #2's two steps; none passes to G4M #1.
    expect(s.units.betty2.eliminated).toBe(true)
    expect(s.units.betty1).toMatchObject({ face: 'front', eliminated: false })
  })
})

describe('APTO D60, D69: a Kamikaze takes its anti-aircraft hits at once (T30 [derived])', () => {
  it('T30, non-Kamikaze: G4M #2 rolls 1 + 1 and 1 + 1 against AA 2: both hits noted, applied after all attacks', () => {
    let s = act(located(game(), [1, 1, 1, 1]), strike(['betty1'])).state
    s = act(s, { type: 'navalAttack', bomber: 'betty1', ship: 'tennessee' }).state
    expect(s.units.betty1.face).toBe('front') // held until the attacks are over (4.21)
    const r = act(s, { type: 'navalAttack', bomber: 'betty1', ship: 'tennessee' })
    expect(r.state.units.betty1.eliminated).toBe(true)
  })

  it('T30 as a Kamikaze: roll 1 + 1 → depleted at once, one attack left; roll 1 + 1 → eliminated at once (APTO D60, D69)', () => {
    let s = act(located(game({ kamikaze: ['betty2'] }), [1, 1, 1, 1]), strike(['betty2'], ['betty2'])).state
    let r = act(s, { type: 'navalAttack', bomber: 'betty2', ship: 'tennessee' })
    s = r.state
    expect(eventsOf(r.events, 'navalAttack')[0].text).toBe(
      'G4M Betty #2 attacks tennessee: roll 1 + 1 + 2 = 4 against armor 14 (12 hits) — a miss; anti-aircraft hit on G4M Betty #2 applied at once, a Kamikaze (natural 2, AA 2) (4.20, 4.21; APTO D62).',
    )
    expect(eventsOf(r.events, 'hit').map((e) => e.text)).toEqual([
      'G4M Betty #2 loses a step at once: anti-aircraft fire on a Kamikaze (4.21; APTO D60, D69); 1 attack left.',
    ])
    expect(s.units.betty2.face).toBe('back')
    // Depleted, it keeps the attack it had left; the preview says an AA hit would now eliminate it.
    expect(pendingOf(s, 'navalAttack').bombers).toEqual([{ id: 'betty2', left: 1, kamikaze: true }])
    expect(navalAttackPreview(s, 'betty2', 'tennessee')).toMatchObject({ aaEliminates: true, drm: 2 })
    r = act(s, { type: 'navalAttack', bomber: 'betty2', ship: 'tennessee' })
    expect(eventsOf(r.events, 'eliminated').map((e) => e.text)).toEqual([
      'G4M Betty #2 is eliminated at once: anti-aircraft fire on a Kamikaze (4.21; APTO D60, D69).',
    ])
    expect(r.state.units.betty2.eliminated).toBe(true)
    expect(r.state.pending.kind).toBe('plan')
  })

  it('APTO D69: eliminated by its first AA hit (a one-step Zero depleted before), a Kamikaze makes no more attacks', () => {
    const sc = game({ kamikaze: ['zero'] })
    const depleted = {
      ...sc,
      airUnits: sc.airUnits.map((u) => (u.id === 'zero' ? { ...u, face: 'back' as const } : u)),
    }
    const s = act(located(depleted, [1, 1]), strike(['zero'], ['zero'])).state
    expect(pendingOf(s, 'navalAttack').bombers).toEqual([{ id: 'zero', left: 1, kamikaze: true }])
    const r = act(s, { type: 'navalAttack', bomber: 'zero', ship: 'dd1' })
    // 1 + 1 + 2 = 4 misses armor 5; AA hit: eliminated at once; the attacks are over.
    expect(r.state.units.zero.eliminated).toBe(true)
    expect(eventsOf(r.events, 'navalAttacksOver')).toHaveLength(1)
  })
})

describe('a Kamikaze is expended after its attacks (10.7 not in Booklet 1: default used)', () => {
  it('a Zero that made its 3 attacks (DD hit with 3 + 4 + 2 = 9) is eliminated when the attacks are over; an unused Kamikaze is not', () => {
    let s = act(
      located(game({ kamikaze: ['zero', 'frank'] }), [3, 4, 6, 5, 6, 5]),
      strike(['zero', 'frank'], ['zero', 'frank']),
    ).state
    const events: GameEvent[] = []
    for (const ship of ['dd1', 'dd1', 'dd2']) {
      const r = act(s, { type: 'navalAttack', bomber: 'zero', ship })
      s = r.state
      events.push(...r.events)
    }
    const r = act(s, { type: 'endNavalAttacks' })
    events.push(...r.events)
    expect(eventsOf(events, 'navalAttack').map((e) => e.roll!.modified)).toEqual([9, 13, 13])
    expect(eventsOf(events, 'sunk').map((e) => e.text)).toEqual([
      'dd1 (DD) is sunk: a hit on a damaged ship (4.20).',
    ])
    expect(eventsOf(r.events, 'eliminated').map((e) => e.text)).toEqual([
      'A6M Zero has made its Kamikaze attacks and is expended: eliminated (not a rule of Booklet 1: default used, as [10.7] is external).',
    ])
    expect(r.state.units.zero.eliminated).toBe(true)
    expect(r.state.units.frank.eliminated).toBe(false)
  })
})

/** Plays the interception of the Kamikaze flight by the Hellcat; `attackDie` is the Hellcat's die. */
function intercepted(kamikaze: boolean, dice: number[]): { state: GameState; events: GameEvent[] } {
  let s = located(game({ kamikaze: kamikaze ? ['zero'] : [], allied: true }), dice)
  const events: GameEvent[] = []
  const answer = (p: Pending): Action | null => {
    switch (p.kind) {
      case 'declare':
        return p.side === 'allies'
          ? { type: 'declare', groups: [{ base: 'yontan', units: ['hellcat'] }] }
          : { type: 'pass' }
      case 'launchInterceptors':
        return { type: 'launchInterceptors', base: p.bases[0].base }
      case 'preCombat':
        return { type: 'pass' }
      case 'dumpOrdnance':
        return { type: 'dumpOrdnance', units: [] }
      case 'designate':
        return { type: 'designate', units: [] }
      case 'attack':
        return p.side === 'allies' && s.combat?.round === 1 && !s.combat.hasAttacked.includes('hellcat')
          ? { type: 'attack', attacker: 'hellcat', target: 'zero' }
          : { type: 'endAttacks' }
      case 'continue':
        return { type: 'continue', flights: p.flights.map((f) => f.id) }
      case 'voluntaryAbort':
        return { type: 'voluntaryAbort', units: [] }
      case 'remain':
        return { type: 'remain', units: p.units }
      default:
        return null
    }
  }
  const launch = kamikaze ? strike(['zero'], ['zero']) : strike(['zero', 'betty1'], [], {})
  let r = act(s, launch)
  s = r.state
  events.push(...r.events)
  for (let i = 0; i < 40; i++) {
    const a = answer(s.pending)
    if (!a) break
    if (process.env.KDEBUG) console.log(s.pending.kind, s.pending.side, JSON.stringify(a))
    r = act(s, a)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

describe('APTO D52: a Kamikaze is immune to abort results in air combat', () => {
  it('APTO D52: the Hellcat (4 + 3 − 2 = target number 5) rolls 5: an abort, ignored; the Zero flies on and attacks the ships', () => {
    const { state, events } = intercepted(true, [5, 6, 6, 6, 6, 6, 6, 6])
    const attack = eventsOf(events, 'attack')
    expect(attack[0].text).toBe(
      'Round 1: F6F Hellcat attacks A6M Zero: target number 5, roll 5: abort (ignored: a Kamikaze is immune to abort results, APTO D52) (4.16).',
    )
    expect(eventsOf(events, 'aborted')).toEqual([])
    expect(state.units.zero.aborted).toBe(false)
    expect(pendingOf(state, 'navalAttack').bombers).toEqual([{ id: 'zero', left: 3, kamikaze: true }])
  })

  it('APTO D52, D61: the Hellcat rolls 2: a hit depletes the Zero but does not abort it; depleted before its attacks, it makes 1 (its strength now)', () => {
    const { state, events } = intercepted(true, [2, 6, 6, 6, 6, 6, 6, 6])
    expect(eventsOf(events, 'depleted').map((e) => e.text)).toEqual([
      'A6M Zero is hit: depleted, not aborted (a Kamikaze is immune to abort results, APTO D52) (4.17).',
    ])
    expect(state.units.zero).toMatchObject({ face: 'back', aborted: false })
    expect(pendingOf(state, 'navalAttack').bombers).toEqual([{ id: 'zero', left: 1, kamikaze: true }])
  })

  it('without the Kamikaze declaration the same 5 aborts the Zero (4.16, 4.17)', () => {
    const { state, events } = intercepted(false, [5, 6, 6, 6, 6, 6, 6, 6])
    expect(eventsOf(events, 'attack')[0].text).toContain('roll 5: abort')
    expect(state.units.zero.aborted).toBe(true)
  })
})

describe('APTO D52: the previews before the roll', () => {
  it('APTO D52: the attack preview and the round odds count no abort against a Kamikaze', () => {
    let s = act(located(game({ kamikaze: ['zero'], allied: true })), strike(['zero'], ['zero'])).state
    for (let i = 0; i < 20 && !(s.pending.kind === 'attack' && s.pending.side === 'allies'); i++) {
      const p = s.pending
      const a: Action | null =
        p.kind === 'declare'
          ? p.side === 'allies'
            ? { type: 'declare', groups: [{ base: 'yontan', units: ['hellcat'] }] }
            : { type: 'pass' }
          : p.kind === 'launchInterceptors'
            ? { type: 'launchInterceptors', base: p.bases[0].base }
            : p.kind === 'preCombat'
              ? { type: 'pass' }
              : p.kind === 'designate'
                ? { type: 'designate', units: [] }
                : p.kind === 'dumpOrdnance'
                  ? { type: 'dumpOrdnance', units: [] }
                  : p.kind === 'attack' && p.side === 'axis'
                    ? { type: 'endAttacks' }
                    : null
      if (!a) break
      s = act(s, a).state
    }
    const p = pendingOf(s, 'attack')
    expect(p.side).toBe('allies')
    const pv = attackPreview(s, 'hellcat', 'zero')
    expect(pv.atn.atn).toBe(5)
    expect(pv.abortIgnored).toBe('a Kamikaze is immune to abort results, APTO D52')
    // Target number 5: 1–4 hit (4/6), 5 aborts (1/6) — no effect on a Kamikaze — 6 misses.
    const zero = roundPreview(s, [{ attacker: 'hellcat', target: 'zero' }]).units.find(
      (u) => u.id === 'zero',
    )!
    expect(zero).toMatchObject({ hit: 4 / 6, aborted: 0 })
    expect(zero.unharmed).toBeCloseTo(2 / 6, 12)
  })
})

it('an AETO scenario refuses the field, so old games never meet a Kamikaze', () => {
  expect(() => game({ variant: 'aeto', kamikaze: ['zero'] })).toThrow('Kamikazes are an APTO rule')
  expect(play(located(game()), [strike(['betty1'])]).state.pending.kind).toBe('navalAttack')
})

describe('the bot and the random player fly Kamikazes (APTO D61, D62)', () => {
  it('APTO D62: the bot sends the Kamikaze-capable Zero as a Kamikaze against the named battleships, with the Bettys, and says why', () => {
    // The sighting report named the ships (APTO's 6, 4.10): the Japanese identify them.
    const l = located(game({ kamikaze: ['zero'] }))
    const s = { ...l, naval: { ...l.naval!, named: { axis: l.naval!.located.axis } } }
    const d = botDecision(s)
    expect(d.action).toMatchObject({
      type: 'launch',
      mission: 'airNaval',
      target: '1205',
      kamikaze: ['zero'],
    })
    expect((d.action as { units: string[] }).units).toEqual(
      expect.arrayContaining(['betty1', 'betty2', 'zero']),
    )
    expect(d.reasoning.join(' ')).toContain(
      'A6M Zero flies as Kamikaze against a named ship: +2 and no abort, but expended (APTO D52, D62).',
    )
  })

  it('APTO D62: located but not identified (4.10), the battleships are chits to the bot: no Kamikaze, and its reasoning names no ship', () => {
    const s = located(game({ kamikaze: ['zero'] }))
    const d = botDecision(s)
    expect(d.action).toMatchObject({ type: 'launch', mission: 'airNaval', target: '1205' })
    expect((d.action as { kamikaze?: string[] }).kamikaze).toBeUndefined()
    for (const n of s.scenario.navalUnits) expect(d.reasoning.join(' ')).not.toContain(n.name)
  })

  it('against destroyers alone the bot declares no Kamikaze', () => {
    const s = located(game({ ships: [us('dd1', 'DD', 5, 0), us('dd2', 'DD', 5, 0)], kamikaze: ['zero'] }))
    const d = botDecision(s)
    expect(d.action).toMatchObject({ type: 'launch', mission: 'airNaval' })
    expect((d.action as { kamikaze?: string[] }).kamikaze).toBeUndefined()
    expect(act(s, d.action).state.missions.M1.airNaval!.kamikaze).toBeUndefined() // the Zero may go, as an escort
  })

  it('the random player declares Kamikazes its launches may have, and every one it makes is accepted', () => {
    let declared = 0
    for (let seed = 1; seed <= 60; seed++) {
      const s = located(game({ kamikaze: ['zero', 'frank', 'betty1'] }))
      const rng = seededRng(seed)
      const a = randomAction(s, rng)
      if (a.type === 'launch' && a.kamikaze?.length) {
        declared++
        expect(act(s, a).state.missions.M1.airNaval!.kamikaze).toEqual(a.kamikaze)
      }
    }
    expect(declared).toBeGreaterThan(0)
  })
})
