// A Change Base onto an aircraft carrier (4.1, 4.4, 4.5; APTO D19). "Naval-Air units are the only
// air units that may transfer to and/or from an aircraft carrier … only if in doing so the Naval-Air
// unit does not exceed the aircraft carrier's aircraft capacity" (4.1); "a player may voluntarily
// deplete any full-strength Naval-Air unit (in flight) … allowing it to fit onto the aircraft
// carrier" (4.4); a damaged carrier recovers no Naval-Air unit (4.4); a carrier in port never
// recovers an aloft Naval-Air unit (4.4, 4.5).
import { describe, expect, it } from 'vitest'
import { arkRoyalScenario, smallFightersScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { Action, GameState } from '../types'
import { act, eventsOf, passWindows, play, playUntil, refused, start } from '../testing/play'
import { carrierLoad } from '../bases'
import { contextOf } from '../context'
import { carrierLandingRefusal, carrierRoom } from './carrierLanding'
import { emptyNaval } from '../naval/ships'

/**
 * T-04's Ark Royal (CV, capacity 4, damaged 2) at sea in 0303, empty; its UK Swordfish (3-5/1,
 * depleted 1-5/1) at Hull (0203: small airbase and Minor Port) with the depleted Spitfire; the
 * Wellington left out so that Hull is not over-stacked.
 */
function arkAtSea(change: (d: ScenarioData) => void = () => {}): GameState {
  const d = arkRoyalScenario()
  d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'wellington-1')
  const ark = d.navalUnits.find((n: { id: string }) => n.id === 'ark')!
  ark.inPort = false
  ark.hex = '0303'
  const sword = d.airUnits.find((u: { id: string }) => u.id === 'swordfish-ark')!
  sword.base = 'hull'
  sword.back = '1-5/1'
  change(d)
  const sc = parseScenario(d)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return start(sc.scenario)
}

const ONTO_ARK: Action = {
  type: 'launch',
  base: 'hull',
  units: ['swordfish-ark'],
  mission: 'changeBase',
  hops: ['ark-air'],
  roles: { 'swordfish-ark': 'bomber' },
}

describe('Change Base onto a carrier at sea (4.1, 4.4)', () => {
  it('a Swordfish (3 points) rebases from Hull onto Ark Royal at sea in 0303 (capacity 4, empty): accepted, aboard with load 3', () => {
    const s = arkAtSea()
    expect(carrierRoom(contextOf(s), s, 'ark-air')).toBe(4)
    const r = passWindows(play(s, [ONTO_ARK]))
    expect(r.state.units['swordfish-ark'].base).toBe('ark-air')
    expect(r.state.units['swordfish-ark'].aloft).toBeNull()
    expect(r.state.units['swordfish-ark'].commitment).toBe('current') // until the end of the Naval and Air Phase (4.27)
    expect(r.state.stacks['ark-air']).toEqual(['swordfish-ark'])
    expect(carrierLoad(contextOf(r.state), r.state, 'ark-air')).toBe(3)
    expect(eventsOf(r.events, 'launch').map((e) => e.text)).toEqual([
      'Swordfish launches from Hull (0203) to change base to HMS Ark Royal (4.1).',
    ])
    expect(eventsOf(r.events, 'land').map((e) => e.text)).toEqual([
      'Swordfish completes its Change Base at HMS Ark Royal (0303) (4.1).',
    ])
  })

  it('refused onto a damaged Ark Royal: a damaged carrier recovers no Naval-Air unit (4.4)', () => {
    const s = arkAtSea((d) => (d.navalUnits.find((n: { id: string }) => n.id === 'ark')!.face = 'back'))
    expect(refused(s, ONTO_ARK)).toMatchObject({
      rule: '4.4',
      message: 'Ark Royal is damaged: a damaged carrier recovers no Naval-Air unit (4.4).',
    })
  })

  it('refused onto Ark Royal docked in a port: a carrier in port recovers no aloft Naval-Air unit (4.4, 4.5)', () => {
    // The Swordfish at Lympne (0101) instead, Ark Royal docked at Hull (0203).
    const s = arkAtSea((d) => {
      d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'spit-2')
      d.airUnits.find((u: { id: string }) => u.id === 'swordfish-ark')!.base = 'lympne'
      const ark = d.navalUnits.find((n: { id: string }) => n.id === 'ark')!
      ark.hex = '0203'
      ark.inPort = true
    })
    expect(refused(s, { ...ONTO_ARK, base: 'lympne' })).toMatchObject({ rule: '4.5' })
    expect(refused(s, { ...ONTO_ARK, base: 'lympne' }).message).toContain(
      'Ark Royal is docked in port: a carrier in port recovers no Naval-Air unit in flight (4.4, 4.5)',
    )
  })

  it('refused when full: a 2-point Skua aboard leaves 2 of 4 points, the 3-point Swordfish does not fit (4.4); depleted in flight to 1 point it fits, lands depleted, load 3', () => {
    const s = arkAtSea((d) =>
      d.airUnits.push({
        id: 'skua',
        name: 'Skua',
        nation: 'uk',
        type: 'N',
        front: '2-4/1',
        back: null,
        base: 'ark-air',
      }),
    )
    expect(refused(s, ONTO_ARK)).toEqual({
      rule: '4.4',
      message:
        'Ark Royal has room for 2 strength point(s) of Naval-Air (capacity 4, 2 aboard or aloft); these units bring 3: a carrier never takes more than its capacity (4.4). A full-strength unit may be depleted in flight to fit ("deplete").',
    })
    const r = passWindows(play(s, [{ ...ONTO_ARK, deplete: ['swordfish-ark'] }]))
    expect(r.state.units['swordfish-ark'].base).toBe('ark-air')
    expect(r.state.units['swordfish-ark'].face).toBe('back')
    expect(carrierLoad(contextOf(r.state), r.state, 'ark-air')).toBe(3)
    expect(eventsOf(r.events, 'depleteNaval').map((e) => [e.rule, e.text])).toEqual([
      ['4.4', 'Swordfish is depleted in flight to fit aboard HMS Ark Royal (4.4).'],
    ])
  })

  it('"deplete" names only full-strength units of this Change Base onto a carrier', () => {
    const s = arkAtSea()
    expect(refused(s, { ...ONTO_ARK, deplete: ['spit-1'] })).toMatchObject({
      rule: '4.4',
      message: '"deplete" names "spit-1", which is not one of the units of this Change Base.',
    })
    expect(refused(s, { ...ONTO_ARK, hops: ['lympne'], deplete: ['swordfish-ark'] }).rule).toBe('4.4')
  })

  it('only Naval-Air units of the carrier’s nation: the depleted Spitfire (F) and a US Naval-Air unit are refused (4.1, 4.4)', () => {
    const s = arkAtSea((d) => {
      d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'spit-2')
      d.airUnits.push({
        id: 'sbd',
        name: 'SBD',
        nation: 'us',
        type: 'N',
        front: '1-4/1',
        back: null,
        base: 'lympne',
      })
    })
    expect(refused(s, { ...ONTO_ARK, units: ['spit-1'], roles: {} })).toMatchObject({
      rule: '4.4',
      message: expect.stringContaining(
        'Spitfire is no Naval-Air unit: only Naval-Air units change base onto an aircraft carrier (4.1, 4.4)',
      ),
    })
    expect(
      refused(s, { ...ONTO_ARK, base: 'lympne', units: ['sbd'], roles: { sbd: 'bomber' } }),
    ).toMatchObject({
      rule: '4.4',
      message: "SBD is us, Ark Royal is uk: only Naval-Air units of the carrier's nation base aboard (4.4).",
    })
  })

  it('a carrier is never an intermediate base of a Change Base (4.1 NOTE)', () => {
    const s = arkAtSea((d) => (d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'spit-2')))
    expect(refused(s, { ...ONTO_ARK, hops: ['ark-air', 'lympne'] })).toMatchObject({
      rule: '4.1',
      message: expect.stringContaining('never an intermediate base'),
    })
  })

  it('units flying to the carrier count against its room until they land; damaged while they fly, the carrier takes none: they return to the last base occupied (4.1, 4.4)', () => {
    // Ark Royal at 0503: the Swordfish flies 0303 first.
    const s = arkAtSea((d) => (d.navalUnits.find((n: { id: string }) => n.id === 'ark')!.hex = '0503'))
    const r = passWindows(act(s, { ...ONTO_ARK, path: ['0303'] }))
    expect(r.state.pending.kind).toBe('move')
    const ctx = contextOf(r.state)
    expect(carrierRoom(ctx, r.state, 'ark-air')).toBe(1)
    expect(carrierLandingRefusal(ctx, r.state, ['swordfish-ark'], 'ark-air', [])?.rule).toBe('4.4')
    // (Ark Royal damaged by hand while the Swordfish is aloft.)
    const naval = r.state.naval ?? emptyNaval()
    const hit: GameState = {
      ...r.state,
      naval: { ...naval, ships: { ...naval.ships, ark: { ...naval.ships.ark, face: 'back' as const } } },
    }
    const events: import('../types').GameEvent[] = []
    const end = playUntil(
      hit,
      (p) => p.kind === 'plan',
      events,
      (x) =>
        x.pending.kind === 'move' ? { type: 'move', flight: x.pending.flight, path: ['0403', '0503'] } : null,
    )
    expect(events.filter((e) => e.units?.includes('swordfish-ark')).map((e) => e.text)).toContain(
      'Swordfish cannot land on HMS Ark Royal: Ark Royal is damaged: a damaged carrier recovers no Naval-Air unit (4.4). It stays aloft and returns to the last base occupied at the end of the Step (4.1).',
    )
    expect(end.units['swordfish-ark'].base).toBe('hull')
  })
})

describe('APTO: capacity in strength points, a depleted unit on its depleted side (APTO 4.4; D19)', () => {
  /** APTO: the Lexington (CV, capacity 5) at sea in 0303 with its 3-4/3 F4F aboard (load 3); a US SBD 3-4/2 (depleted 1-4/2) at Hull. */
  function lexAtSea(): GameState {
    const d = smallFightersScenario()
    d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'wellington-1')
    d.airUnits.push({
      id: 'sbd',
      name: 'SBD',
      nation: 'us',
      type: 'N',
      front: '3-4/2',
      back: '1-4/2',
      base: 'hull',
    })
    const lex = d.navalUnits.find((n: { id: string }) => n.id === 'lex')!
    lex.inPort = false
    lex.hex = '0303'
    const sc = parseScenario(d)
    if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
    return start(sc.scenario)
  }
  const ONTO_LEX: Action = {
    type: 'launch',
    base: 'hull',
    units: ['sbd'],
    mission: 'changeBase',
    hops: ['lex-air'],
    roles: { sbd: 'bomber' },
  }

  it('APTO D19: the full SBD (3) does not fit beside the F4F (3 of 5); depleted in flight it counts 1 (its depleted side), load 4 of 5', () => {
    const s = lexAtSea()
    expect(refused(s, ONTO_LEX)).toMatchObject({
      rule: '4.4',
      message: expect.stringContaining(
        'Lexington has room for 2 strength point(s) of Naval-Air (capacity 5, 3 aboard or aloft); these units bring 3',
      ),
    })
    const r = passWindows(play(s, [{ ...ONTO_LEX, deplete: ['sbd'] }]))
    expect(r.state.units.sbd.base).toBe('lex-air')
    expect(r.state.units.sbd.face).toBe('back')
    expect(carrierLoad(contextOf(r.state), r.state, 'lex-air')).toBe(4)
  })

  it('APTO D20: a Floatplane never changes base onto a carrier (APTO 4.0, 4.4)', () => {
    const s = lexAtSea()
    expect(
      refused(s, {
        type: 'launch',
        base: 'astoria-air',
        units: ['seagull'],
        mission: 'changeBase',
        hops: ['lex-air'],
        roles: { seagull: 'bomber' },
      }),
    ).toEqual({
      rule: '4.4',
      message: 'SOC Seagull is a Floatplane: it never bases on an aircraft carrier (APTO 4.0, 4.4).',
    })
    // The form and the random player ask the same question before offering Lexington.
    expect(carrierLandingRefusal(contextOf(s), s, ['seagull'], 'lex-air', [])).toEqual({
      rule: '4.4',
      why: 'SOC Seagull is a Floatplane: it never bases on an aircraft carrier (APTO 4.0, 4.4).',
    })
  })
})
