// APTO T10 [3.13] "Carrier Illustrious in the Offensive Phase", as one narrative, its eight steps
// in order (apto-air-spec.md §15 T10; the booklet's example under [3.13]; 4.4, 4.25, 4.27, 4.28).
// The Illustrious's Swordfish sinks two cruisers docked at Singapore in a British Air Offensive,
// intercepts a G4M in the Japanese one, strikes the cruisers that react to the Illustrious's Sea
// Offensive, and sinks the Mogami in an Intensive Air-Naval Attack. Dice are entered by hand.
//
// Our readings: the Swordfish has range 5 (the example's "2-2/0" could not reach Singapore from
// five hexes; ours is two hexes south); a flotilla moves whole in Sortie, so the damaged Nachi
// follows the Mogami into the Illustrious's hex instead of staying behind; the example's
// "located earlier" is the G4M's reconnaissance in the same Air Offensive; evasion is naval.
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip } from '../testing/fixtures'
import { narrate, pendingOf, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'
import type { Scenario } from '../scenario/schema'

// Sea everywhere but Singapore (0904, a Japanese airbase and port) and a Japanese airfield at 1305.
const TERRAIN = Array.from({ length: 12 }, (_, r) =>
  Array.from({ length: 20 }, (_, c) => ((c === 8 && r === 3) || (c === 12 && r === 4) ? '.' : '~')).join(''),
)
const CA = (id: string, name: string, hex: string, extra: Partial<Parameters<typeof fixtureShip>[2]> = {}) =>
  fixtureShip(id, hex, {
    nation: 'IT',
    name,
    type: 'CA',
    named: true,
    front: { armor: 6, gunnery: 2 },
    back: { armor: 4, gunnery: 1 },
    ...extra,
  })
const FIXTURE = fixture({
  variant: 'apto',
  terrain: TERRAIN,
  phasingSide: 'allies',
  context: { offensives: { allies: 3, axis: 2 } }, // (the Offensive Track: a third British Offensive for step 8)
  bases: [{ id: 'saigon', hex: '1305', owner: 'axis' }],
  moreBases: [
    {
      id: 'singapore',
      name: 'Singapore',
      hex: '0904',
      owner: 'axis',
      components: [{ kind: 'SmallAirbase' }, { kind: 'MinorPort' }],
    },
    {
      id: 'illustrious-air',
      name: 'Illustrious',
      owner: 'allies',
      carrier: 'illustrious',
      components: [{ kind: 'Carrier' }],
    },
  ],
  units: [
    {
      id: 'swordfish',
      name: 'Swordfish',
      nation: 'UK',
      type: 'N',
      front: '2-5/0',
      back: '1-5/0',
      base: 'illustrious-air',
    },
    { id: 'g4m', name: 'G4M', nation: 'IT', type: 'B', front: '3-18', back: '1-18', base: 'saigon' },
  ],
  navalUnits: [
    fixtureShip('illustrious', '0907', {
      nation: 'UK',
      name: 'Illustrious',
      type: 'CV',
      named: true,
      front: { armor: 8, gunnery: 1, aircraftCapacity: 3 },
      back: { armor: 4, gunnery: 0, aircraftCapacity: 1 },
      flotilla: 'force-z',
    }),
    CA('kako', 'Kako', '0904', { inPort: true }),
    CA('aoba', 'Aoba', '0904', { inPort: true }),
    CA('tone', 'Tone', '1207', { flotilla: 'cruisers' }),
    CA('mogami', 'Mogami', '1207', { flotilla: 'cruisers' }),
    CA('nachi', 'Nachi', '1207', { flotilla: 'cruisers' }),
  ],
})
const T10: Scenario = { ...FIXTURE, start: { ...FIXTURE.start, phase: 'offensive' } } // (the fixture's Axis nations stand in for Japan)

describe('APTO T10 — Carrier Illustrious in the Offensive Phase (4.4, 4.25, 4.27, 4.28)', () => {
  let s: GameState = start(T10, [], { manualDice: true })
  let events: GameEvent[] = []
  const texts = () => events.map((e) => e.text)
  /** Plays `action` with `dice`, the British intercepting with the Swordfish (`narrate`). */
  function play(action: Action, dice: number[] = []): void {
    const r = narrate(s, action, dice, { interceptor: 'allies' })
    s = r.state
    events = r.events
  }
  const swordfish = () => s.units.swordfish

  it('1. a British Air Offensive: the Swordfish sinks both cruisers docked at Singapore, each with doubles (+2 in port, +3 named CAs), and returns aboard Currently Committed', () => {
    play({ type: 'declareOffensive', offensive: 'air' })
    play(
      { type: 'reconnoitre', target: '0904', inPort: true, units: ['swordfish'] },
      [/* Japan's report */ 6],
    )
    play({
      type: 'launch',
      base: 'illustrious-air',
      units: ['swordfish'],
      mission: 'airNaval',
      target: '0904',
      inPort: true,
      roles: { swordfish: 'bomber' },
    })
    expect(pendingOf(s, 'navalAttack').bombers).toEqual([{ id: 'swordfish', left: 2 }]) // strength 2: two attacks
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'kako' }, [3, 3])
    expect(texts()).toContain(
      'Swordfish attacks Kako: roll 3 + 3 + 5 = 11 against armor 6 — a hit with doubles: sunk (4.20, 4.21).',
    )
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'aoba' }, [4, 4])
    expect(texts()).toContain('Aoba (CA) is sunk: doubles that hit (4.20).')
    play({ type: 'endStep' })
    expect(texts()).toContain('Swordfish returns from 0904 to Illustrious (4.2).')
    expect(swordfish()).toMatchObject({ aloft: null, commitment: 'current', clearsAt: 'endOfPhase' })
  })

  it('2. a Japanese Air Offensive: the G4M finds the Illustrious and strikes it; the Currently Committed Swordfish intercepts and aborts it, and is not newly committed', () => {
    play({ type: 'declareOffensive', offensive: 'air' })
    play({ type: 'reconnoitre', target: '0907', units: ['g4m'] }, [6, 6, /* the British report */ 6])
    play(
      { type: 'launch', base: 'saigon', units: ['g4m'], mission: 'airNaval', target: '0907' },
      [/* the Swordfish's attack */ 1],
    )
    expect(texts()).toContain(
      'Western Allies declares an interception of G4M at 1106: Swordfish from Illustrious (4.13).',
    )
    expect(texts()).toContain('G4M is hit: depleted and aborted (4.17).')
    play({ type: 'endStep' })
    expect(swordfish()).toMatchObject({ aloft: null, commitment: 'current', clearsAt: 'endOfPhase' })
  })

  it('3. a British Sea Offensive Activates the Illustrious: it moves east and its Swordfish is uncommitted', () => {
    expect(pendingOf(s, 'offensive').options.find((o) => o.kind === 'sea')).toMatchObject({ available: true })
    play({ type: 'declareOffensive', offensive: 'sea' })
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'airNaval')).toMatchObject({
      available: false,
      rule: '4.15',
    })
    play({ type: 'moveFlotilla', flotilla: 'force-z', to: '1007' })
    expect(texts()).toContain(
      'Swordfish aboard Illustrious is uncommitted again: the Activated carrier has moved (4.4, 4.25).',
    )
    expect(swordfish().commitment).toBe('none')
    expect(s.offensivePhase!.active).toEqual(['force-z'])
  })

  it('4. Japan reacts with its cruisers (the Illustrious halts); the British reconnoitre them: Tone, Mogami, Nachi', () => {
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', flotilla: 'force-z', loc: '1007' })
    play({ type: 'moveFlotilla', flotilla: 'cruisers', to: '1107' })
    play({ type: 'reconnoitre', target: '1107', units: ['swordfish'] }, [/* Japan's report */ 6])
    expect(texts()).toContain(
      'Flotilla Sighting Report from Axis for 1107: 3 naval chits: 3 CA (Tone, Mogami, Nachi) (4.10).',
    )
  })

  it('5. the Swordfish strikes them: the Tone sunk (3 + 3), the Nachi damaged (2 + 3); it is committed, back aboard, and the Illustrious moves no more this Offensive Phase', () => {
    play({
      type: 'launch',
      base: 'illustrious-air',
      units: ['swordfish'],
      mission: 'airNaval',
      roles: { swordfish: 'bomber' },
    })
    expect(texts()).toContain(
      'Illustrious has launched its aircraft: its flotilla moves no more this Offensive Phase (Part 3).',
    )
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'tone' }, [3, 3])
    expect(texts()).toContain('Tone (CA) is sunk: doubles that hit (4.20).')
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'nachi' }, [2, 3])
    expect(texts()).toContain(
      'Swordfish attacks Nachi: roll 2 + 3 + 3 = 8 against armor 6 — a hit: damaged (4.20, 4.21).',
    )
    expect(texts()).toContain('Swordfish returns to its carrier at once (4.4).')
    expect(swordfish()).toMatchObject({ aloft: null, commitment: 'current' })
  })

  it('6. the cruisers enter the Illustrious’s hex and intercept it successfully (entered by the players); it cannot evade', () => {
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', flotilla: 'force-z', loc: '1007' })
    play({ type: 'moveFlotilla', flotilla: 'cruisers', to: '1007' })
    play({ type: 'navalInterception', flotilla: 'cruisers' })
    expect(pendingOf(s, 'intensive')).toMatchObject({
      side: 'allies',
      ships: ['mogami', 'nachi'],
      bases: [{ base: 'illustrious-air', units: [{ id: 'swordfish' }] }],
    })
  })

  it('7. the Swordfish makes an Intensive Air-Naval Attack though committed, and sinks the Mogami (a hit, then a hit on the damaged ship)', () => {
    play({ type: 'launch', base: 'illustrious-air', units: ['swordfish'], mission: 'airNaval' })
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'mogami' }, [2, 3])
    play({ type: 'navalAttack', bomber: 'swordfish', ship: 'mogami' }, [4, 5])
    expect(texts()).toContain('Mogami (CA) is sunk: a hit on a damaged ship (4.20).')
    expect(texts()).toContain('Swordfish returns to its carrier at once (4.28).')
  })

  it('8. the Illustrious stays put for the rest of the Offensive Phase; the Swordfish stays committed: no other mission, but it may intercept in an enemy Air Offensive', () => {
    expect(pendingOf(s, 'plan').side).toBe('allies')
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'force-z', to: '1008' }).message).toBe(
      'Flotilla force-z has launched its carrier’s aircraft: it moves no more this Offensive Phase (Part 3).',
    )
    play({ type: 'endStep' })
    expect(texts()).toContain('Western Allies’ Sea Offensive is over (4.15).')
    expect(swordfish()).toMatchObject({ commitment: 'current', clearsAt: 'endOfPhase' })
    // Japan passes; the British may not Activate the Illustrious again, nor fly the Swordfish in an Air Offensive.
    play({ type: 'passOffensive' })
    expect(pendingOf(s, 'offensive').options.find((o) => o.kind === 'sea')).toMatchObject({
      available: false,
      reason: 'Western Allies has no flotilla afloat that has not been Activated this phase (Part 3).',
    })
    play({ type: 'declareOffensive', offensive: 'air' })
    expect(pendingOf(s, 'plan').bases).toEqual([])
  })
})
