// Intensive Air-Naval Attacks (4.28; spec §10.6; D-AN-INTENSIVE): an Italian cruiser force makes a
// successful naval interception (entered by the players) in the hex of a British carrier; both sides
// are located there (4.10); the carrier's Swordfish — though Current from an earlier flight — attack
// the cruisers without reconnaissance, and only them; afterwards they are back aboard at once.
import { describe, expect, it } from 'vitest'
import { fixture } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused } from '../testing/play'
import { legalActions } from './legal'

const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const sc = fixture({
  terrain: COAST,
  phasingSide: 'axis',
  bases: [{ id: 'gib', hex: '0205', owner: 'allies' }],
  moreBases: [
    { id: 'ark-air', name: 'Ark Royal', carrier: 'ark', owner: 'allies', components: [{ kind: 'Carrier' }] },
  ],
  units: [
    {
      id: 'swordfish',
      name: 'Swordfish',
      nation: 'UK',
      type: 'N',
      front: '3-5/1',
      back: '1-5/1',
      base: 'ark-air',
    },
    {
      id: 'wellington',
      name: 'Wellington',
      nation: 'UK',
      type: 'B',
      front: '4-12',
      back: '2-12',
      base: 'gib',
    },
  ],
  navalUnits: [
    {
      id: 'ark',
      name: 'Ark Royal',
      nation: 'UK',
      type: 'CV',
      named: true,
      front: { armor: 6, gunnery: 2, aircraftCapacity: 4 },
      back: { armor: 4, gunnery: 1, aircraftCapacity: 2 },
      hex: '1205',
      flotilla: 'force-h',
    },
    {
      id: 'trento',
      name: 'Trento',
      nation: 'IT',
      type: 'CA',
      named: true,
      front: { armor: 7, gunnery: 3 },
      back: { armor: 5, gunnery: 2 },
      hex: '1305',
      flotilla: 'cruisers',
    },
    {
      id: 'it-dd',
      name: 'Lanciere',
      nation: 'IT',
      type: 'DD',
      named: false,
      front: { armor: 2, gunnery: 1 },
      back: null,
      hex: '1205',
      flotilla: 'escort',
    },
  ],
})

describe('Intensive Air-Naval Attack (4.28)', () => {
  /** The cruisers enter the carrier's hex (the British window there is answered with a pass). */
  const atCarrier = () => {
    let r = play(sc, [{ type: 'moveFlotilla', flotilla: 'cruisers', to: '1205' }])
    while (r.state.pending.kind === 'navalWindow') r = act(r.state, { type: 'pass' })
    return r.state
  }

  it('a successful naval interception locates both sides and offers the carrier’s Naval-Air units, not the land-based bomber', () => {
    const r = act(atCarrier(), { type: 'navalInterception', flotilla: 'cruisers' })
    expect(eventsOf(r.events, 'navalInterception')[0].text).toBe(
      "Axis's flotilla of 1 naval chit makes a successful naval interception at 1205 (entered by the players; Part 3): both sides are located there (4.10).",
    )
    expect(r.state.naval!.located.allies).toContain('trento')
    expect(r.state.naval!.located.axis).toEqual(['ark'])
    const p = pendingOf(r.state, 'intensive')
    expect(p).toMatchObject({
      side: 'allies',
      loc: '1205',
      ships: ['trento'],
      bases: [{ base: 'ark-air', units: [{ id: 'swordfish', needsRole: true, range: 5 }] }],
    })
    expect(legalActions(r.state)).toEqual([
      { type: 'pass', side: 'allies' },
      {
        type: 'launch',
        side: 'allies',
        base: 'ark-air',
        units: ['swordfish'],
        mission: 'airNaval',
        roles: { swordfish: 'bomber' },
      },
    ])
    expect(
      refused(r.state, { type: 'launch', base: 'gib', units: ['wellington'], mission: 'airNaval' }).message,
    ).toBe('"gib" is not a carrier of yours at 1205 with Naval-Air units ready (4.28).')
  })

  it('the Swordfish, Current from an earlier flight, strike the intercepting cruiser only (3 attacks), then are back aboard at once, Current', () => {
    const s0 = atCarrier()
    // The Swordfish already flew this Step (Current): still eligible (never if Previous).
    const s = {
      ...s0,
      units: {
        ...s0.units,
        swordfish: { ...s0.units.swordfish, commitment: 'current' as const, clearsAt: 'endOfStep' as const },
      },
    }
    let r = act(act(s, { type: 'navalInterception', flotilla: 'cruisers' }).state, {
      type: 'launch',
      base: 'ark-air',
      units: ['swordfish'],
      mission: 'airNaval',
    })
    expect(eventsOf(r.events, 'launch')[0].text).toBe(
      'Swordfish launches from Ark Royal (1205) to attack the located ships at 1205 (4.1).',
    )
    const attacks = pendingOf(r.state, 'navalAttack')
    expect(attacks).toMatchObject({
      side: 'allies',
      bombers: [{ id: 'swordfish', left: 3 }],
      ships: ['trento'],
    }) // not the Lanciere, which did not intercept
    r = act(r.state, { type: 'endNavalAttacks' })
    expect(eventsOf(r.events, 'return')[0].text).toBe('Swordfish returns to its carrier at once (4.28).')
    expect(r.state.units.swordfish).toMatchObject({ aloft: null, base: 'ark-air', commitment: 'current' })
    // Ark Royal's aircraft have made their attack: the window closes, the Axis plans again.
    expect(pendingOf(r.state, 'plan').side).toBe('axis')
  })

  it("Previous units may not; only a flotilla of one's own afloat makes the interception", () => {
    const s0 = atCarrier()
    const previous = {
      ...s0,
      units: { ...s0.units, swordfish: { ...s0.units.swordfish, commitment: 'previous' as const } },
    }
    expect(
      pendingOf(act(previous, { type: 'navalInterception', flotilla: 'cruisers' }).state, 'plan').side,
    ).toBe('axis')
    expect(refused(s0, { type: 'navalInterception', flotilla: 'force-h' }).message).toBe(
      '"force-h" is not a flotilla of Axis afloat.',
    )
  })

  it('a reactive naval interception in the window closes it: no air-naval interception there after one (4.15)', () => {
    const w = play(sc, [{ type: 'moveFlotilla', flotilla: 'cruisers', to: '1205' }]).state
    expect(pendingOf(w, 'navalWindow')).toMatchObject({ side: 'allies', loc: '1205' })
    const r = act(w, { type: 'navalInterception', flotilla: 'force-h' })
    expect(r.state.naval!.window).toBeNull()
    expect(r.state.naval!.located.axis).toEqual(['ark'])
    expect(pendingOf(r.state, 'plan').side).toBe('axis') // no Axis carrier there: no Intensive attack either
  })
})
