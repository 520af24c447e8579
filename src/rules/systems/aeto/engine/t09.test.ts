// APTO T09 [3.9] "Carrier Intrepid under repeated strikes (N&A Phase)", as one narrative, each of
// its thirteen steps in order (apto-air-spec.md §15 T09; 4.4, 4.10, 4.15, 4.16). The Intrepid
// sails west to east past three Japanese atolls; its F4F meets each strike and comes back aboard
// at each new hex; the cruiser Maya reacts, is struck, and intercepts. Dice are entered by hand
// (manual dice), each one stated where it is rolled.
//
// One reading is ours: in the engine a move ends the located status (4.10; APTO §4.3 "valid only
// for the current hex"), so each of Japan's strikes follows a reconnaissance in the same window —
// the example's "Japan has already located the Intrepid" becomes the first of them. Evasion (step
// 10) is naval combat: outside Part 4.
import { describe, expect, it } from 'vitest'
import { fixture, fixtureShip } from '../testing/fixtures'
import { narrate, pendingOf, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'
import { contextOf } from '../context'

// Sea everywhere but three Japanese atolls in column 14 (Wotje 1404, Kwajalein 1408, Jaluit 1410).
const TERRAIN = Array.from({ length: 12 }, (_, r) =>
  Array.from({ length: 20 }, (_, c) => (c === 13 && (r === 3 || r === 7 || r === 9) ? '.' : '~')).join(''),
)

const INTREPID = fixtureShip('intrepid', '1006', {
  nation: 'US',
  name: 'Intrepid',
  type: 'CV',
  named: true,
  front: { armor: 8, gunnery: 0, aircraftCapacity: 3 },
  back: { armor: 4, gunnery: 0, aircraftCapacity: 1 },
  flotilla: 'intrepid',
})
const MAYA = fixtureShip('maya', '1202', {
  nation: 'IT',
  name: 'Maya',
  type: 'CA',
  named: true,
  front: { armor: 6, gunnery: 2 },
  back: { armor: 3, gunnery: 1 },
  flotilla: 'maya',
})

// (The fixture's Axis nations stand in for Japan.)
const T09 = fixture({
  variant: 'apto',
  terrain: TERRAIN,
  phasingSide: 'allies',
  bases: [
    { id: 'kwajalein', hex: '1408', owner: 'axis' },
    { id: 'wotje', hex: '1404', owner: 'axis' },
    { id: 'jaluit', hex: '1410', owner: 'axis' },
  ],
  moreBases: [
    {
      id: 'intrepid-air',
      name: 'Intrepid',
      owner: 'allies',
      carrier: 'intrepid',
      components: [{ kind: 'Carrier' }],
    },
  ],
  units: [
    { id: 'f4f', name: 'F4F', nation: 'US', type: 'N', front: '3-4/3', back: '1-4/3', base: 'intrepid-air' },
    { id: 'g4m', name: 'G4M', nation: 'IT', type: 'B', front: '3-18', back: '1-18', base: 'kwajalein' },
    { id: 'g3m', name: 'G3M', nation: 'IT', type: 'B', front: '2-14', back: '1-14', base: 'wotje' },
    { id: 'h6k', name: 'H6K', nation: 'IT', type: 'B', front: '2-20', back: '1-20', base: 'jaluit' },
  ],
  navalUnits: [INTREPID, MAYA],
})

describe('APTO T09 — Carrier Intrepid under repeated strikes (N&A Phase; 4.4, 4.10, 4.15)', () => {
  let s: GameState = start(T09, [], { manualDice: true })
  let events: GameEvent[] = []
  const texts = () => events.map((e) => e.text)

  /** Plays `action` with `dice`, the US intercepting each strike with the F4F (`narrate`). */
  function play(action: Action, dice: number[] = [], until?: (st: GameState) => boolean): void {
    const r = narrate(s, action, dice, { interceptor: 'allies', until })
    s = r.state
    events = r.events
  }
  const label = (loc: number) => contextOf(s).map.locLabel(loc)

  it('1–2. the Intrepid enters 1106; Japan finds it (6 + 6 = 12, 10 needed) and strikes with the G4M; the F4F intercepts and hits (1): the G4M is depleted and aborted, the strike ends, the F4F stays aloft', () => {
    play({ type: 'moveFlotilla', flotilla: 'intrepid', to: '1106' })
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', loc: '1106', located: [] })
    play({ type: 'reconnoitre', target: '1106', units: ['g4m'] }, [6, 6, /* the US's secret report die */ 6])
    expect(texts()).toContain('Reconnaissance of 1106: roll 6 + 6 = 12 against 10 — success (4.10).')
    expect(pendingOf(s, 'navalWindow').located).toEqual(['intrepid'])
    // The Intrepid halts while the strike flies.
    play({ type: 'launch', base: 'kwajalein', units: ['g4m'], mission: 'airNaval' }, [1])
    expect(texts()).toContain(
      'Western Allies declares an interception of G4M at 1307: F4F from Intrepid (4.13).',
    )
    expect(texts()).toContain('Round 1: F4F attacks G4M: target number 6, roll 1: hit (4.16).')
    expect(texts()).toContain('G4M is hit: depleted and aborted (4.17).')
    expect(s.units.g4m).toMatchObject({ face: 'back', aborted: true })
    expect(s.units.f4f.aloft).toMatchObject({ underway: true }) // launched during the Intrepid's naval movement
    expect(events.some((e) => e.type === 'navalAttack' || /attacks Intrepid/.test(e.text))).toBe(false)
  })

  it('3. the US continues the move: entering 1105, the F4F is back aboard, uncommitted, and may launch again', () => {
    play({ type: 'pass' }) // Japan lets the Intrepid go on
    expect(s.pending.kind).toBe('plan')
    play({ type: 'moveFlotilla', flotilla: 'intrepid', to: '1105' })
    expect(texts()).toContain('F4F lands on Intrepid as it moves on (4.4).')
    expect(s.units.f4f).toMatchObject({ aloft: null, commitment: 'none', interceptedThisStep: false })
  })

  it('4. Japan reconnoitres again (+1: located earlier this Phase) and strikes with the G3M; the F4F intercepts: the G3M is depleted and aborted', () => {
    play({ type: 'reconnoitre', target: '1105', units: ['g3m'] }, [6, 6, 6])
    expect(texts()[0]).toBe(
      'G3M reconnoitres 1105: distance 3, 8 needed on 2d6, +1 (located earlier this Phase) (4.10). The units are not moved or committed.',
    )
    play({ type: 'launch', base: 'wotje', units: ['g3m'], mission: 'airNaval' }, [1])
    expect(texts()).toContain(
      'Western Allies declares an interception of G3M at 1305: F4F from Intrepid (4.13).',
    )
    expect(texts()).toContain('G3M is hit: depleted and aborted (4.17).')
  })

  it('5. the Intrepid moves on to 1104 and the F4F returns aboard', () => {
    play({ type: 'pass' })
    play({ type: 'moveFlotilla', flotilla: 'intrepid', to: '1104' })
    expect(texts()).toContain('F4F lands on Intrepid as it moves on (4.4).')
  })

  it('6. the third strike, by the H6K: the F4F misses in Round 1 (a natural 6); two-step, it fights Round 2 and aborts the H6K (1)', () => {
    play({ type: 'reconnoitre', target: '1104', units: ['h6k'] }, [6, 6, 6])
    play({ type: 'launch', base: 'jaluit', units: ['h6k'], mission: 'airNaval' }, [6, 1])
    expect(texts()).toContain(
      'Round 1: F4F attacks H6K: target number 6, roll 6: miss (a natural 6 always misses (4.16)) (4.16).',
    )
    expect(texts()).toContain('Round 2 at 1305 (4.16).')
    expect(texts()).toContain('Round 2: F4F attacks H6K: target number 6, roll 1: hit (4.16).')
    expect(texts()).toContain('H6K is hit: depleted and aborted (4.17).')
  })

  it('7. the Intrepid moves one more hex, to 1103, which recovers the F4F', () => {
    // Japan has no bomber left, but its Maya, 2 hexes off, may react: the window stays open for it.
    expect(pendingOf(s, 'navalWindow').prompt).toBe(
      'An enemy flotilla (1 naval chit, located) has entered 1104 and halts: react with your ships, or let it go on.',
    )
    play({ type: 'pass' })
    play({ type: 'moveFlotilla', flotilla: 'intrepid', to: '1103' })
    expect(texts()).toContain('F4F lands on Intrepid as it moves on (4.4).')
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', loc: '1103', recon: null, bases: [] })
  })

  it('8. Japan reacts with the Maya (a reactive naval move to 1203); the US reconnoitres it (distance 1: automatic) and Japan reports a CA, the Maya', () => {
    play({ type: 'moveFlotilla', flotilla: 'maya', to: '1203' })
    // APTO locates no flotilla by proximity (D30): the US must reconnoitre it, in the window of the Maya's move.
    expect(s.naval!.located.allies ?? []).toEqual([])
    expect(pendingOf(s, 'navalWindow')).toMatchObject({
      side: 'allies',
      mover: 'axis',
      flotilla: 'maya',
      loc: '1203',
    })
    play({ type: 'reconnoitre', target: '1203', units: ['f4f'] }, [/* Japan's secret report die */ 6])
    expect(texts()).toContain('F4F reconnoitres 1203: distance 1 — automatic success (4.10).')
    expect(texts()).toContain(
      'Flotilla Sighting Report from Axis for 1203: 1 naval chit: 1 CA (Maya) (4.10).',
    )
  })

  it('9. before the Maya arrives, the US launches the F4F as a bomber against it: three attacks, 1 + 1 + 3 = 5 against armor 6 each, no damage', () => {
    play({
      type: 'launch',
      base: 'intrepid-air',
      units: ['f4f'],
      mission: 'airNaval',
      roles: { f4f: 'bomber' },
    })
    for (let k = 0; k < 3; k++) play({ type: 'navalAttack', bomber: 'f4f', ship: 'maya' }, [1, 1])
    expect(texts()).toContain('F4F attacks Maya: roll 1 + 1 + 3 = 5 against armor 6 — a miss (4.20, 4.21).')
    expect(texts()).toContain('The air-naval attacks at 1203 are over (4.20).')
    expect(s.naval!.ships.maya.face).toBe('front')
    // The window of the Maya's move is over; Japan's window on the Intrepid at 1103 comes back.
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', flotilla: 'intrepid', loc: '1103' })
  })

  it('10. the Maya enters the Intrepid’s hex and intercepts successfully (entered by the players): both are located there; evasion is naval combat', () => {
    play({ type: 'moveFlotilla', flotilla: 'maya', to: '1103' })
    // The US may not answer the Maya's second move with anything (its F4F is aloft): its window is skipped.
    expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'axis', flotilla: 'intrepid', loc: '1103' })
    play({ type: 'navalInterception', flotilla: 'maya' })
    expect(texts()[0]).toBe(
      "Axis's flotilla of 1 naval chit makes a successful naval interception at 1103 (entered by the players; Part 3): both sides are located there (4.10).",
    )
    expect(s.naval!.located).toMatchObject({ axis: ['intrepid'], allies: ['maya'] })
  })

  it('11–12. the US ends the Intrepid’s move; the F4F stays aloft; no Japanese air-naval interception is flown in that hex again (a naval interception happened there)', () => {
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'allies' })
    expect(s.naval!.window).toBeNull()
    expect(s.naval!.interceptedAt!.map(label)).toEqual(['1103'])
    expect(s.units.f4f.aloft).not.toBeNull()
  })

  it('13. the F4F and every Japanese bomber launched stay aloft until the end of the Air Movement Step, then return', () => {
    expect(['f4f', 'g4m', 'g3m', 'h6k'].every((id) => s.units[id].aloft !== null)).toBe(true)
    play({ type: 'endStep' }, [], (st) => st.pending.kind === 'plan' || st.pending.kind === 'over')
    expect(['f4f', 'g4m', 'g3m', 'h6k'].map((id) => [id, s.units[id].aloft, s.units[id].base])).toEqual([
      ['f4f', null, 'intrepid-air'],
      ['g4m', null, 'kwajalein'],
      ['g3m', null, 'wotje'],
      ['h6k', null, 'jaluit'],
    ])
  })
})
