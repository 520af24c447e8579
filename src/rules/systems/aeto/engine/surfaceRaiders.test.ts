// The Japanese Surface Raider Step of the Strategic Warfare Phase (APTO [viii] step 3, 2.21–2.23;
// spec §1.2 P2 step 3, §3.10, T07): after Japan's own step, Japan designates which of its undamaged
// ships in open enemy Convoy Route areas raid them (D-RAIDERS); each inflicts fixed EP, no die —
// 1 per gunnery point for CL/CA/BB/BBCV/Auxiliary Cruiser, 8 for a carrier with its Naval-Air aboard
// (not committed by it), 1 for a submarine under optional [11.49] — outside the air interdiction cap;
// the raiders' flotillas are Active (no move) for the rest of the month; a ship that entered the area
// in the previous End Phase may not raid.
import { describe, expect, it } from 'vitest'
import { interdictionResults } from '..'
import { botDecision } from '../bot'
import { act, pendingOf, refused, start } from '../testing/play'
import {
  B17,
  convoyScenario,
  G4M_A,
  G4M_B,
  KI21_A,
  KI21_B,
  T07_SHIPS,
  ZERO,
  type ConvoyFixture,
  type ConvoyShip,
} from '../testing/convoyFixtures'
import type { Action, GameEvent, GameState } from '../types'
import { legalActions } from './legal'
import { lostThisPhase } from '../missions/interdiction'

const T07_IDS = T07_SHIPS.map((s) => s.id)

/** A game of the fixture with these Japanese ships, at Japan's D-RAIDERS (Japan's own step ended with no mission). */
function atRaiderStep(o: ConvoyFixture, dice: number[] = []): { state: GameState; events: GameEvent[] } {
  const r = act(start(convoyScenario({ units: [ZERO, B17], ...o }), dice), { type: 'endStep' })
  pendingOf(r.state, 'surfaceRaiders')
  return r
}

const texts = (events: readonly GameEvent[]) => events.map((e) => e.text)

/** Answers every plan and Offensive decision by ending or passing, until another kind of decision is due. */
function passUntilDecision(s: GameState, stop: (s: GameState) => boolean): GameState {
  for (let guard = 0; guard < 50 && !stop(s); guard++) {
    const p = s.pending
    const a: Action | null =
      p.kind === 'plan'
        ? { type: 'endStep' }
        : p.kind === 'offensive'
          ? { type: 'passOffensive' }
          : p.kind === 'surfaceRaiders'
            ? { type: 'raidConvoys', ships: [] }
            : p.kind === 'navalWindow'
              ? { type: 'pass' }
              : null
    if (!a) throw new Error(`unexpected decision ${p.kind}: ${p.prompt}`)
    s = act(s, a).state
  }
  return s
}

describe('the Japanese Surface Raider Step (2.21, 2.23)', () => {
  it('APTO T07: eight CLs, Mutsu (gunnery 4) and Kinugasa (gunnery 2) inflict 8 + 4 + 2 = 14 EP, no die (2.23)', () => {
    const { state, events } = atRaiderStep({ ships: T07_SHIPS })
    expect(texts(events)).toContain(
      'Japanese Surface Raider Step: Japan may designate its undamaged ships in enemy Convoy Route areas to interdict them — 10 may: each inflicts fixed EP, no die; raiders are Active and move no more this month (2.21, 2.23).',
    )
    const p = pendingOf(state, 'surfaceRaiders')
    expect(p.side).toBe('japan')
    expect(p.rule).toBe('2.21')
    expect(p.raiders.map((r) => [r.ship, r.area, r.nation, r.eps, r.basis])).toEqual([
      ['tenryu', 'indian', 'UK', 1, 'gunnery 1'],
      ['tatsuta', 'indian', 'UK', 1, 'gunnery 1'],
      ['kuma', 'indian', 'UK', 1, 'gunnery 1'],
      ['tama', 'indian', 'UK', 1, 'gunnery 1'],
      ['kiso', 'indian', 'UK', 1, 'gunnery 1'],
      ['nagara', 'coral', 'AU', 1, 'gunnery 1'],
      ['natori', 'coral', 'AU', 1, 'gunnery 1'],
      ['yura', 'coral', 'AU', 1, 'gunnery 1'],
      ['mutsu', 'indian', 'UK', 4, 'gunnery 4'],
      ['kinugasa', 'coral', 'AU', 2, 'gunnery 2'],
    ])
    expect(p.ineligible).toEqual([])
    const dice = state.dice
    const r = act(state, { type: 'raidConvoys', ships: T07_IDS })
    expect(r.state.dice).toEqual(dice) // no die is drawn
    expect(texts(r.events).slice(0, 11)).toEqual([
      'Tenryu (CL, gunnery 1) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 1 EP (2.21, 2.23).',
      'Tatsuta (CL, gunnery 1) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 1 EP (2.21, 2.23).',
      'Kuma (CL, gunnery 1) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 1 EP (2.21, 2.23).',
      'Tama (CL, gunnery 1) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 1 EP (2.21, 2.23).',
      'Kiso (CL, gunnery 1) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 1 EP (2.21, 2.23).',
      'Nagara (CL, gunnery 1) raids the South Pacific Convoy Route in Coral Sea: Australia loses 1 EP (2.21, 2.23).',
      'Natori (CL, gunnery 1) raids the South Pacific Convoy Route in Coral Sea: Australia loses 1 EP (2.21, 2.23).',
      'Yura (CL, gunnery 1) raids the South Pacific Convoy Route in Coral Sea: Australia loses 1 EP (2.21, 2.23).',
      'Mutsu (BB, gunnery 4) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 4 EP (2.21, 2.23).',
      'Kinugasa (CA, gunnery 2) raids the South Pacific Convoy Route in Coral Sea: Australia loses 2 EP (2.21, 2.23).',
      'Japanese Surface Raider Step: 10 raiders inflict 14 EP — United Kingdom 9, Australia 5 — outside the cap of air interdiction (2.13, 2.23). The raiders are Active: their flotillas may not move for the rest of the month (2.21).',
    ])
    const rows = interdictionResults(r.state)
    expect(rows.reduce((n, x) => n + x.eps, 0)).toBe(14)
    expect(rows.find((x) => x.ship === 'mutsu')).toMatchObject({
      kind: 'surface',
      where: 'indian',
      whereName: 'Indian Ocean',
      nation: 'UK',
      nationName: 'United Kingdom',
      eps: 4,
      year: 1942,
      month: 6,
      units: [],
    })
    // The step is over: the Allies' step of the Strategic Warfare Phase follows (APTO [viii]).
    expect(r.state.raiderStep).toBeUndefined()
    expect(pendingOf(r.state, 'plan').side).toBe('allies')
    expect(r.state.turn.phase).toBe('strategicWarfare')
  })

  it('APTO T07 [derived]: Zuikaku with its Naval-Air aboard adds 8 EP (22 in all), and its B5N Kate stays uncommitted, free to fly in the Naval and Air Phase (2.21)', () => {
    const { state } = atRaiderStep({ ships: T07_SHIPS, japaneseCarrier: true })
    const p = pendingOf(state, 'surfaceRaiders')
    expect(p.raiders.find((r) => r.ship === 'zuikaku')).toMatchObject({
      area: 'indian',
      nation: 'UK',
      eps: 8,
      basis: 'a carrier with its Naval-Air aboard',
    })
    const before = state.units['zuikaku-kate']
    expect(before).toMatchObject({ commitment: 'none', aloft: null })
    const r = act(state, { type: 'raidConvoys', ships: [...T07_IDS, 'zuikaku'] })
    expect(texts(r.events)).toContain(
      'Zuikaku (CV, with its Naval-Air aboard) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 8 EP; its Naval-Air unit is not committed (2.21, 2.23).',
    )
    expect(interdictionResults(r.state).reduce((n, x) => n + x.eps, 0)).toBe(22)
    expect(r.state.units['zuikaku-kate']).toBe(before) // untouched: the same commitment, clearsAt, base
    expect(r.state.units['zuikaku-kate'].commitment).toBe('none')
    // In the Naval and Air Phase the Kate may launch from its carrier.
    const nextPhase = passUntilDecision(r.state, (s) => s.turn.phase === 'navalAndAir')
    const plan = pendingOf(nextPhase, 'plan')
    expect(plan.side).toBe('japan')
    expect(plan.bases.find((b) => b.base === 'zuikaku-air')?.units.map((u) => u.id)).toEqual(['zuikaku-kate'])
  })

  it('Japan chooses its raiders: only Mutsu raids (4 EP); or none, which is logged (2.21)', () => {
    const { state } = atRaiderStep({ ships: T07_SHIPS })
    const one = act(state, { type: 'raidConvoys', ships: ['mutsu'] })
    expect(interdictionResults(one.state).map((x) => [x.ship, x.eps])).toEqual([['mutsu', 4]])
    const none = act(state, { type: 'raidConvoys', ships: [] })
    expect(texts(none.events)[0]).toBe('Japan designates no surface raider this month (2.21).')
    expect(none.state.interdiction).toBeUndefined()
    expect(legalActions(state, { maxSubsetUnits: 2 })).toContainEqual({
      type: 'raidConvoys',
      side: 'japan',
      ships: [],
    })
    expect(legalActions(state, { maxSubsetUnits: 2 })).toContainEqual({
      type: 'raidConvoys',
      side: 'japan',
      ships: T07_IDS,
    })
  })

  it('who may not raid, with why: a damaged ship, a DD, a carrier without Naval-Air, a submarine without optional [11.49], a closed route (2.12, 2.21, 2.23)', () => {
    const ships: ConvoyShip[] = [
      { ...T07_SHIPS[8], face: 'back' },
      {
        id: 'akizuki',
        name: 'Akizuki',
        nation: 'JP',
        type: 'DD',
        front: { armor: 1, gunnery: 1 },
        back: null,
        seaArea: 'coral',
      },
      {
        id: 'hosho',
        name: 'Hosho',
        nation: 'JP',
        type: 'CVL',
        named: true,
        front: { armor: 2, gunnery: 0, aircraftCapacity: 2 },
        back: null,
        seaArea: 'coral',
      },
      {
        id: 'i-17',
        name: 'I-17',
        nation: 'JP',
        type: 'SS',
        front: { armor: 5, gunnery: 1 },
        back: null,
        seaArea: 'coral',
      },
      {
        id: 'aikoku',
        name: 'Aikoku',
        nation: 'JP',
        type: 'Raider',
        named: true,
        front: { armor: 1, gunnery: 1 },
        back: { armor: 1, gunnery: 1 },
        face: 'back',
        seaArea: 'coral',
      },
      T07_SHIPS[0],
    ]
    const { state } = atRaiderStep({ ships, indianOpen: false })
    const p = pendingOf(state, 'surfaceRaiders')
    // An Auxiliary Cruiser has no damaged side: the Aikoku's back is the Hokoku, still a raider (2.22).
    expect(p.raiders.map((r) => [r.ship, r.eps])).toEqual([['aikoku', 1]])
    expect(p.ineligible.map((r) => `${r.name}: ${r.reason}`)).toEqual([
      'Mutsu: the Indian Ocean Convoy Route is closed this season: the UK has not declared it open (2.12).',
      'Akizuki: a DD is no raider: Auxiliary Cruisers, CL, CA, BB and BBCV (gunnery at least 1, never a DD), carriers with Naval-Air raid (2.21, 2.23).',
      'Hosho: it has no Naval-Air unit aboard: a carrier raids only with one (2.21, 2.23).',
      'I-17: a submarine raids only under the optional rule [11.49], which this scenario does not play (option submarineRaiders) (2.23).',
      'Tenryu: the Indian Ocean Convoy Route is closed this season: the UK has not declared it open (2.12).',
    ])
    expect(refused(state, { type: 'raidConvoys', ships: ['i-17'] })).toEqual({
      rule: '2.21',
      message:
        'I-17 may not raid Coral Sea: a submarine raids only under the optional rule [11.49], which this scenario does not play (option submarineRaiders) (2.23).',
    })
    expect(refused(state, { type: 'raidConvoys', ships: ['aikoku', 'aikoku'] }).message).toBe(
      'Aikoku is listed twice.',
    )
    expect(refused(state, { type: 'raidConvoys', ships: ['nobody'] }).message).toBe(
      '"nobody" is not a ship that may raid now; those that may: aikoku (Aikoku) (2.21).',
    )
    expect(refused(state, { type: 'raidConvoys', ships: 'aikoku' } as unknown as Action).message).toBe(
      '"ships" lists the naval units that raid (an empty list: none); got the text "aikoku".',
    )
    // A damaged gunnery ship in an open area: refused for its damage.
    const open = atRaiderStep({ ships: [{ ...T07_SHIPS[8], face: 'back' }, T07_SHIPS[0]] }).state
    expect(pendingOf(open, 'surfaceRaiders').ineligible).toEqual([
      {
        ship: 'mutsu',
        name: 'Mutsu',
        area: 'indian',
        areaName: 'Indian Ocean',
        reason: 'it is damaged: only undamaged ships raid (2.21).',
      },
    ])
  })

  it('optional [11.49] (option submarineRaiders): an undamaged submarine in a Convoy Route area inflicts 1 EP (2.23)', () => {
    const sub: ConvoyShip = {
      id: 'i-17',
      name: 'I-17',
      nation: 'JP',
      type: 'SS',
      front: { armor: 5, gunnery: 1 },
      back: { armor: 3, gunnery: 1 },
      seaArea: 'coral',
    }
    const { state } = atRaiderStep({ ships: [sub], options: { submarineRaiders: true } })
    expect(pendingOf(state, 'surfaceRaiders').raiders).toEqual([
      {
        ship: 'i-17',
        name: 'I-17',
        type: 'SS',
        area: 'coral',
        areaName: 'Coral Sea',
        route: 'South Pacific Convoy Route',
        nation: 'AU',
        nationName: 'Australia',
        eps: 1,
        basis: 'a submarine, optional [11.49]',
      },
    ])
    const r = act(state, { type: 'raidConvoys', ships: ['i-17'] })
    expect(texts(r.events)[0]).toBe(
      'I-17 (SS, a submarine, optional [11.49]) raids the South Pacific Convoy Route in Coral Sea: Australia loses 1 EP (2.21, 2.23).',
    )
  })

  it('no Japanese ship in a Convoy Route area: no step, no line; with only ineligible ones, one line says why (2.21)', () => {
    const r = act(start(convoyScenario({ units: [ZERO, B17] })), { type: 'endStep' })
    expect(pendingOf(r.state, 'plan').side).toBe('allies')
    expect(r.events.some((e) => e.rule === '2.21' || e.rule === '2.23')).toBe(false)
    const dd: ConvoyShip = {
      id: 'akizuki',
      name: 'Akizuki',
      nation: 'JP',
      type: 'DD',
      front: { armor: 1, gunnery: 1 },
      back: null,
      seaArea: 'coral',
    }
    const only = act(start(convoyScenario({ units: [ZERO, B17], ships: [dd] })), { type: 'endStep' })
    expect(pendingOf(only.state, 'plan').side).toBe('allies')
    expect(texts(only.events)).toContain(
      'Japanese Surface Raider Step: no ship of Japan may raid — Akizuki in Coral Sea: a DD is no raider: Auxiliary Cruisers, CL, CA, BB and BBCV (gunnery at least 1, never a DD), carriers with Naval-Air raid (2.21, 2.23).',
    )
  })

  it('the raiders’ EP are outside the air interdiction cap (2.13; APTO T06 note): 10 EP by air, capped, then Mutsu’s 4', () => {
    let s = start(
      convoyScenario({ units: [KI21_A, KI21_B, G4M_A, G4M_B, B17], ships: [T07_SHIPS[8]] }),
      [6, 6, 5, 5],
    )
    s = act(s, {
      type: 'launch',
      base: 'rabaul',
      units: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
      mission: 'convoyInterdiction',
      target: 'indian',
    }).state
    s = act(s, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] }).state
    s = act(s, { type: 'interdict', bombers: ['g4m-a', 'g4m-b'] }).state
    s = passUntilDecision(s, (x) => x.pending.kind === 'surfaceRaiders')
    const r = act(s, { type: 'raidConvoys', ships: ['mutsu'] })
    expect(interdictionResults(r.state).map((x) => [x.kind, x.eps])).toEqual([
      ['convoy', 8],
      ['convoy', 2],
      ['surface', 4],
    ])
    expect(lostThisPhase(r.state, 'indian')).toBe(10) // the cap counts air interdiction only
  })

  it('raiders are Active: their flotillas may not move nor intercept for the rest of the month; the others may; next month they raid again (2.21)', () => {
    const { state } = atRaiderStep({ ships: [T07_SHIPS[8], T07_SHIPS[0]] })
    let s = act(state, { type: 'raidConvoys', ships: ['mutsu'] }).state
    s = passUntilDecision(s, (x) => x.turn.phase === 'navalAndAir')
    expect(pendingOf(s, 'plan').side).toBe('japan')
    const moves = legalActions(s).filter((a) => a.type === 'moveFlotilla')
    expect(moves.length).toBeGreaterThan(0)
    expect(moves.every((a) => a.type === 'moveFlotilla' && a.flotilla === 'tenryu')).toBe(true)
    const to = moves[0].to
    expect(refused(s, { type: 'moveFlotilla', flotilla: 'mutsu', to })).toEqual({
      rule: '2.21',
      message:
        "Flotilla mutsu raided a Convoy Route in this month's Strategic Warfare Phase: its raiders are Active and may not move until the month ends (2.21).",
    })
    expect(refused(s, { type: 'navalInterception', flotilla: 'mutsu' }).rule).toBe('2.21')
    act(s, { type: 'moveFlotilla', flotilla: 'tenryu', to }) // not a raider: it moves
    // The End Phase: still Active. Then a new month: Mutsu, which did not move, may raid again.
    s = passUntilDecision(s, (x) => x.turn.phase === 'end')
    expect(pendingOf(s, 'plan').side).toBe('japan')
    expect(legalActions(s).some((a) => a.type === 'moveFlotilla' && a.flotilla === 'tenryu')).toBe(true)
    expect(legalActions(s).some((a) => a.type === 'moveFlotilla' && a.flotilla === 'mutsu')).toBe(false)
    s = passUntilDecision(s, (x) => x.pending.kind === 'surfaceRaiders')
    expect(s.turn.month).toBe(7)
    expect(pendingOf(s, 'surfaceRaiders').raiders.map((r) => r.ship)).toEqual(['mutsu', 'tenryu'])
  })

  it('a ship that entered a Convoy Route area in the End Phase may not raid in the next Strategic Warfare Phase (2.21 NOTE)', () => {
    const { state } = atRaiderStep({ ships: [T07_SHIPS[0], T07_SHIPS[1]] })
    let s = act(state, { type: 'raidConvoys', ships: [] }).state
    s = passUntilDecision(s, (x) => x.turn.phase === 'end' && x.pending.side === 'japan')
    // Tenryu sails out of the Indian Ocean and back in during the End Phase; Tatsuta stays.
    const out = (
      legalActions(s).find((a) => a.type === 'moveFlotilla' && a.flotilla === 'tenryu') as Extract<
        Action,
        { type: 'moveFlotilla' }
      >
    ).to
    s = act(s, { type: 'moveFlotilla', flotilla: 'tenryu', to: out }).state
    s = passUntilDecision(s, (x) => x.pending.kind === 'plan' && x.naval?.window == null)
    s = act(s, { type: 'moveFlotilla', flotilla: 'tenryu', to: 'indian' }).state
    expect(s.naval?.endEntered).toEqual({ turn: 1942 * 12 + 5, ships: ['tenryu'] })
    s = passUntilDecision(s, (x) => x.pending.kind === 'surfaceRaiders')
    const p = pendingOf(s, 'surfaceRaiders')
    expect(p.raiders.map((r) => r.ship)).toEqual(['tatsuta'])
    expect(p.ineligible).toEqual([
      {
        ship: 'tenryu',
        name: 'Tenryu',
        area: 'indian',
        areaName: 'Indian Ocean',
        reason: 'it entered Indian Ocean in the End Phase of the month before (2.21 NOTE).',
      },
    ])
  })

  it('no naval interception is entered in the Strategic Warfare Phase: no ship moves in it ([viii])', () => {
    const s = start(convoyScenario({ units: [ZERO, B17], carrier: true, japaneseCarrier: true }))
    expect(legalActions(s, { outsideEvents: true }).some((a) => a.type === 'navalInterception')).toBe(false)
    expect(refused(s, { type: 'navalInterception', flotilla: 'zuikaku' })).toEqual({
      rule: '4.28',
      message: 'No naval interception is made in the Strategic Warfare Phase: no ship moves in it ([viii]).',
    })
  })

  it('the bot raids with every eligible ship not bound elsewhere (2.21)', () => {
    const { state } = atRaiderStep({ ships: [T07_SHIPS[8], { ...T07_SHIPS[0], bound: '0605' }] })
    const d = botDecision(state)
    expect(d.action).toEqual({ type: 'raidConvoys', side: 'japan', ships: ['mutsu'] })
    expect(d.reasoning).toEqual([
      'Raid with Mutsu (4 EP): 4 EP for sure, no die; they stay where they are, Active, for the month (2.21, 2.23).',
      'Tenryu is bound elsewhere: a raider would not sail on this month (2.21).',
    ])
  })
})
