// The air search for a submarine at sea and its one attack (APTO 3.29; spec §4.8, §7.7 N3, N4):
// found on a modified d6 of 7, struck once, searchers committed whatever the outcome; a submarine
// at sea is never found by sea reconnaissance, one in a fortified port is immune (APTO).
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture } from '../testing/fixtures'
import { act, pendingOf, play, refused, sightingReport, start } from '../testing/play'
import type { Action } from '../types'
import { tx } from '../engine/core'
import { searchChance, searchOdds, submarineTargetList } from './submarineSearch'
import { botDecision } from '../bot/decide'
import { legalActions } from '../engine/legal'
import { randomAction, seededRng } from '../testing/randomPlay'
import { V8_PINS } from '../save/migrate'

/** Columns 1–8 land, 9–20 sea: 0805 is a coastal hex (land next to the sea), 1205 open sea. */
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
type Ship = NonNullable<ScenarioInput['navalUnits']>[number]
const sub = (id: string, nation: string, hex: string, extra: Partial<Ship> = {}): Ship => ({
  id,
  name: id === 'i17' ? 'I-17' : id === 'gato' ? 'Gato' : id,
  nation,
  type: 'Sub',
  named: false,
  front: { armor: 5, gunnery: 1 },
  back: { armor: 3, gunnery: 0 },
  hex,
  ...extra,
})

/**
 * An APTO game, June 1943, the Allies phasing: US B-25s (4-10, back 2-10) and a P-38 (FB) at
 * Henderson (0505); Japan (the fixture's DE, role japanese) has G4M Bettys at Rabaul (0509) and
 * the submarine I-17 at sea at 1205, four hexes from Henderson.
 */
function game(
  opts: {
    ships?: Ship[]
    options?: ScenarioInput['options']
    variant?: 'aeto' | 'apto'
    phase?: 'navalAndAir' | 'offensive'
    phasingSide?: 'allies' | 'axis'
    moreBases?: ScenarioInput['bases']
    features?: ScenarioInput['map']['features']
  } = {},
): Scenario {
  const sc = fixture({
    variant: opts.variant ?? 'apto',
    terrain: TERRAIN,
    phasingSide: opts.phasingSide ?? 'allies',
    bases: [
      { id: 'henderson', hex: '0505', owner: 'allies' },
      { id: 'rabaul', hex: '0509', owner: 'axis' },
    ],
    moreBases: opts.moreBases,
    features: opts.features,
    units: [
      {
        id: 'b25a',
        name: 'B-25 #1',
        nation: 'US',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'henderson',
      },
      {
        id: 'b25b',
        name: 'B-25 #2',
        nation: 'US',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'henderson',
      },
      { id: 'p38', name: 'P-38', nation: 'US', type: 'FB', front: '3-8/2', back: '1-8/2', base: 'henderson' },
      {
        id: 'f4f',
        name: 'F4F Wildcat',
        nation: 'US',
        type: 'F',
        front: '3-6/2',
        back: '1-6/2',
        base: 'henderson',
      },
      {
        id: 'sbd',
        name: 'SBD Dauntless',
        nation: 'US',
        type: 'N',
        front: '2-8',
        back: '1-8',
        base: 'henderson',
      },
      {
        id: 'betty1',
        name: 'G4M Betty #1',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'rabaul',
      },
      {
        id: 'betty2',
        name: 'G4M Betty #2',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'rabaul',
      },
    ],
    navalUnits: opts.ships ?? [sub('i17', 'DE', '1205')],
    options: opts.options,
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  if (opts.phase) input.start = { ...input.start, phase: opts.phase }
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

const search = (
  units: string[],
  target = '1205',
  extra: Partial<Extract<Action, { type: 'launch' }>> = {},
): Action => ({ type: 'launch', base: 'henderson', units, mission: 'submarineSearch', target, ...extra })

const texts = (events: { type: string; text: string }[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.text)

describe('APTO 3.29: the search roll — d6, +1 per full-strength searcher, 7 or more finds it (N4: no natural-6 rule)', () => {
  it('N4: one full-strength bomber needs a natural 6 (1 in 6); none can find it without a modifier; six or more always do', () => {
    expect(searchChance(1)).toBe(1 / 6)
    expect(searchChance(0)).toBe(0)
    expect(searchChance(-1)).toBe(0)
    expect(searchChance(3)).toBe(3 / 6)
    expect(searchChance(6)).toBe(1)
    expect(searchChance(8)).toBe(1)
  })

  it('two half-strength searchers count as one full-strength one; a coastal hex +1; Japanese searchers −1 (3.29)', () => {
    const sc = game()
    const s = start(sc)
    const depleted = {
      ...s,
      units: {
        ...s.units,
        b25a: { ...s.units.b25a, face: 'back' as const },
        b25b: { ...s.units.b25b, face: 'back' as const },
      },
    }
    const t = tx(depleted)
    const at = (hex: string) => t.ctx.map.parseLoc(hex)!
    expect(searchOdds(t, ['b25a', 'b25b'], at('1205'))).toMatchObject({ drm: 1, face: 6, chance: 1 / 6 })
    expect(searchOdds(t, ['b25a', 'b25b'], at('1205')).modifiers.map((m) => m.label)).toEqual([
      '0 full-strength searchers, 2 half-strength (two count as one)',
    ])
    expect(searchOdds(t, ['b25a'], at('1205'))).toMatchObject({ drm: 0, face: null, chance: 0 })
    expect(searchOdds(t, ['b25a', 'b25b', 'p38'], at('0805'))).toMatchObject({
      drm: 3,
      face: 4,
      chance: 3 / 6,
    })
    const japan = tx(s)
    expect(
      searchOdds(japan, ['betty1', 'betty2'], at('0805')).modifiers.map(
        (m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`,
      ),
    ).toEqual([
      '+2 2 full-strength searchers',
      '+1 the submarine is in a coastal hex',
      '-1 Japanese searchers',
    ])
  })
})

describe('APTO 3.29: a search in the Air Movement Step of the Naval and Air Phase', () => {
  it('found with 5 + 2 = 7, then one attack by B-25 #1: 4 + 3 = 7 against armor 5 damages I-17; the searchers stay Current; no second attack', () => {
    const s0 = start(game(), [5, 4, 3])
    const p = pendingOf(s0, 'plan')
    expect(p.missions.find((m) => m.kind === 'submarineSearch')).toEqual({
      kind: 'submarineSearch',
      name: 'Search for a submarine and attack it',
      rule: '3.29',
      available: true,
    })
    let r = act(s0, search(['b25a', 'b25b', 'f4f']))
    expect(texts(r.events, 'launch')).toEqual([
      'B-25 #1, B-25 #2 and F4F Wildcat launch from henderson (0505) to search for the enemy submarine at 1205 (4.1).',
    ])
    expect(texts(r.events, 'submarineSearch')).toEqual([
      'B-25 #1 and B-25 #2 search for the submarine at 1205: one die + 2 (+2 2 full-strength searchers), 7 or more finds it — a 5 or more on the die, 2 chances in 6 (3.29).',
    ])
    expect(texts(r.events, 'submarineSearchRoll')).toEqual([
      'Search for the submarine at 1205: roll 5 + 2 = 7 against 7 — found: I-17 (Sub); one air-naval attack may be made on it (3.29).',
    ])
    const attack = pendingOf(r.state, 'submarineAttack')
    expect(attack).toMatchObject({
      bombers: ['b25a', 'b25b'],
      submarines: ['i17'],
      aa: 0,
      rule: '3.29',
      loc: '1205',
    })
    // Every unit of the mission took off Current (N&A Phase, 3.29; the escort as usual, 4.27).
    for (const id of ['b25a', 'b25b', 'f4f'])
      expect(r.state.units[id]).toMatchObject({ commitment: 'current', clearsAt: 'return' })
    r = act(r.state, { type: 'navalAttack', bomber: 'b25a', ship: 'i17' })
    expect(texts(r.events, 'navalAttack')).toEqual([
      'B-25 #1 makes the one attack on I-17: roll 4 + 3 = 7 against armor 5 — a hit: damaged (3.29, 4.20, 4.21).',
    ])
    expect(r.state.naval?.ships.i17?.face).toBe('back')
    expect(r.state.pending.kind).toBe('plan') // exactly one attack, however many searched
    // The found submarine is not located for other air-naval attacks: its one attack has been made.
    expect(r.state.naval?.located.allies ?? []).toEqual([])
  })

  it('not found with 4 + 1 (one full-strength B-25 and two half-strength ones count +2 — here the P-38 flies as escort): the searchers are committed all the same', () => {
    const sc = game()
    const s0 = start(sc, [4])
    const r = act(s0, search(['b25a', 'p38'], '1205', { roles: { p38: 'fighter' } }))
    expect(texts(r.events, 'submarineSearchRoll')).toEqual([
      'Search for the submarine at 1205: roll 4 + 1 = 5 against 7 — not found; the searchers are committed all the same (3.29).',
    ])
    expect(r.state.units.b25a).toMatchObject({ commitment: 'current' })
    expect(r.state.pending.kind).toBe('plan')
    const roll = r.events.find((e) => e.type === 'submarineSearchRoll')!.roll!
    expect(roll).toMatchObject({
      purpose: 'submarine search',
      natural: 4,
      modified: 5,
      target: 7,
      result: 'not found',
      source: 'scripted',
    })
  })

  it('a natural 2 on the one attack with AA 0 and no destroyer: no anti-aircraft hit (a submarine’s gunnery never counts, 4.21); doubles that hit sink it', () => {
    const s = act(start(game(), [6, 1, 1]), search(['b25a'])).state
    expect(pendingOf(s, 'submarineAttack').aa).toBe(0)
    const r = act(s, { type: 'navalAttack', bomber: 'b25a', ship: 'i17' })
    expect(texts(r.events, 'navalAttack')).toEqual([
      'B-25 #1 makes the one attack on I-17: roll 1 + 1 = 2 against armor 5 — a miss (3.29, 4.20, 4.21).',
    ])
    expect(r.state.units.b25a.face).toBe('front')
    const sunk = act(act(start(game(), [6, 3, 3]), search(['b25a'])).state, {
      type: 'navalAttack',
      bomber: 'b25a',
      ship: 'i17',
    })
    expect(texts(sunk.events, 'sunk')).toEqual(['I-17 (Sub) is sunk: doubles that hit (3.29).'])
  })

  it('the attacker may make no attack; a fighter alone may not search; the target must hold an enemy submarine at sea (3.29)', () => {
    const s0 = start(game(), [6])
    expect(refused(s0, search(['f4f']))).toEqual({
      rule: '3.29',
      message:
        'A submarine search needs at least one Bomber, or Fighter-Bomber flying as a bomber; fighters may go with it as escort (3.29).',
    })
    expect(refused(s0, search(['b25a'], '1206')).message).toBe(
      'There is no enemy submarine at sea at 1206 to search for; a submarine docked in port is reconnoitred and attacked like any ship, unless the port is fortified (3.29).',
    )
    const s = act(s0, search(['b25a'])).state
    expect(refused(s, { type: 'navalAttack', bomber: 'f4f', ship: 'i17' }).message).toBe(
      'F4F Wildcat is not a searcher over 1205 that may attack the submarine (3.29).',
    )
    const r = act(s, { type: 'endNavalAttacks' })
    expect(texts(r.events, 'endNavalAttacks')).toEqual([
      'Western Allies makes no attack on the submarine found at 1205 (3.29).',
    ])
    expect(r.state.pending.kind).toBe('plan')
  })

  it('every searcher must be within range of the submarine’s hex (3.29): 1405 is 9 hexes away, in the B-25’s range 10, beyond the P-38’s 8', () => {
    const far = game({ ships: [sub('i17', 'DE', '1405')] })
    const s0 = start(far)
    const t = tx(s0)
    const list = submarineTargetList(t, 'allies', 'henderson', ['b25a', 'p38', 'f4f'], { p38: 'bomber' })
    expect(list).toEqual([
      expect.objectContaining({
        hex: '1405',
        chits: 1,
        coastal: false,
        distance: 9,
        reach: ['b25a'],
        searchers: ['b25a'],
      }),
    ])
    expect(refused(s0, search(['b25a', 'p38'], '1405', { roles: { p38: 'bomber' } })).message).toBe(
      'P-38 cannot reach 1405: 9 MP away, range 8; every searcher must be within range of the submarine’s hex (3.29).',
    )
  })
})

describe('APTO N3: only Bombers and Fighter-Bombers search (option submarineSearchByNavalAir)', () => {
  it('N3: a Naval-Air unit flying as a bomber may not search by default; with the option it searches and counts', () => {
    const s0 = start(game(), [6])
    expect(refused(s0, search(['b25a', 'sbd'], '1205', { roles: { sbd: 'bomber' } }))).toEqual({
      rule: '3.29',
      message:
        'SBD Dauntless is a Naval-Air unit: only Bombers and Fighter-Bombers search for a submarine (3.29; APTO N3, option submarineSearchByNavalAir).',
    })
    const s1 = start(game({ options: { submarineSearchByNavalAir: true } }), [5])
    const r = act(s1, search(['b25a', 'sbd'], '1205', { roles: { sbd: 'bomber' } }))
    expect(texts(r.events, 'submarineSearchRoll')[0]).toBe(
      'Search for the submarine at 1205: roll 5 + 2 = 7 against 7 — found: I-17 (Sub); one air-naval attack may be made on it (3.29).',
    )
    expect(pendingOf(r.state, 'submarineAttack').bombers).toEqual(['b25a', 'sbd'])
  })
})

describe('APTO 3.29: a search as a mission of an Air Offensive', () => {
  it('the searchers are Previously Committed, the escort Current to the end of the phase; Japanese searchers take −1 on the search and on the attack (APTO D62)', () => {
    const sc = game({ ships: [sub('gato', 'US', '0805')], phase: 'offensive', phasingSide: 'axis' })
    let s = start(sc, [5, 5, 6])
    expect(s.pending.kind).toBe('offensive')
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    let r = act(s, {
      type: 'launch',
      base: 'rabaul',
      units: ['betty1', 'betty2'],
      mission: 'submarineSearch',
      target: '0805',
    })
    const events = [...r.events]
    while (r.state.pending.kind === 'declare') {
      r = act(r.state, { type: 'pass' }) // the Allies do not intercept
      events.push(...r.events)
    }
    r = { ...r, events }
    // +2 two searchers, +1 coastal, −1 Japanese: 5 + 2 = 7 finds the Gato.
    expect(texts(r.events, 'submarineSearchRoll')).toEqual([
      'Search for the submarine at 0805: roll 5 + 2 = 7 against 7 — found: Gato (Sub); one air-naval attack may be made on it (3.29).',
    ])
    expect(r.state.units.betty1).toMatchObject({ commitment: 'previous', clearsAt: null })
    expect(r.state.units.betty2).toMatchObject({ commitment: 'previous', clearsAt: null })
    const hit = act(r.state, { type: 'navalAttack', bomber: 'betty2', ship: 'gato' })
    // 5 + 6 − 1 (Japanese air unit against a submarine) = 10 against armor 5: damaged.
    expect(texts(hit.events, 'navalAttack')).toEqual([
      'G4M Betty #2 makes the one attack on Gato: roll 5 + 6 − 1 = 10 against armor 5 — a hit: damaged (3.29, 4.20, 4.21).',
    ])
    expect(hit.state.offensivePhase?.current?.missions).toHaveLength(1) // one of the Air Offensive's two missions (4.25)
  })
})

describe('APTO 3.29: what sea reconnaissance and air-naval attacks do with submarines', () => {
  it('sea reconnaissance never finds a submarine at sea in APTO (the plan lists no such target); in AETO it does (4.10)', () => {
    const apto = start(game())
    expect(pendingOf(apto, 'plan').recon ?? []).toEqual([])
    expect(refused(apto, { type: 'reconnoitre', target: '1205', units: ['b25a'] })).toEqual({
      rule: '3.29',
      message:
        'A submarine at sea is never found by sea reconnaissance: bombers search for it, and strike it once if they find it (3.29).',
    })
    const aeto = start(game({ variant: 'aeto' }))
    expect(pendingOf(aeto, 'plan').recon?.map((r) => r.loc)).toEqual(['1205'])
    // AETO has no air search: the plan does not list the mission at all.
    expect(pendingOf(aeto, 'plan').missions.some((m) => m.kind === 'submarineSearch')).toBe(false)
  })

  it('option submarineAirSearch false (version 7 saves of APTO games): sea reconnaissance finds the submarine at sea and the search is not listed', () => {
    const s = start(game({ options: { submarineAirSearch: false } }))
    expect(pendingOf(s, 'plan').recon?.map((r) => r.loc)).toEqual(['1205'])
    expect(pendingOf(s, 'plan').missions.some((m) => m.kind === 'submarineSearch')).toBe(false)
    expect(V8_PINS.submarineAirSearch).toBe(false)
  })

  it('an APTO scenario without submarines does not list the search; with one docked in port it is listed, greyed: a submarine in port is struck like any ship', () => {
    const none = start(game({ ships: [] }))
    expect(pendingOf(none, 'plan').missions.map((m) => m.kind)).not.toContain('submarineSearch')
    const docked = game({
      ships: [sub('i17', 'DE', '0808', { inPort: true })],
      moreBases: [
        { id: 'truk', name: 'Truk', hex: '0808', owner: 'axis', components: [{ kind: 'MinorPort' }] },
      ],
    })
    const s = start(docked)
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'submarineSearch')).toMatchObject({
      available: false,
      reason:
        'No enemy submarine is at sea: one docked in an unfortified port is reconnoitred and attacked like any ship (3.29).',
    })
    // The port is reconnoitred (automatic success), then the submarine is struck like any ship, every attack of the bomber (3.29; 4.20).
    let r = play(docked, [{ type: 'reconnoitre', target: '0808', inPort: true, units: ['b25a'] }], [3])
    r = play(r.state, [sightingReport(r.state, 1)])
    const strike = act(r.state, {
      type: 'launch',
      base: 'henderson',
      units: ['b25a'],
      mission: 'airNaval',
      target: '0808',
      inPort: true,
    })
    expect(pendingOf(strike.state, 'navalAttack').bombers).toEqual([{ id: 'b25a', left: 4 }])
  })

  it('a submarine docked in a functioning fortified port is immune to air attack, even located (3.29)', () => {
    const fortified = game({
      ships: [sub('i17', 'DE', '0808', { inPort: true })],
      moreBases: [
        {
          id: 'truk',
          name: 'Truk',
          hex: '0808',
          owner: 'axis',
          components: [{ kind: 'MinorPort', fortified: true }],
        },
      ],
    })
    let r = play(fortified, [{ type: 'reconnoitre', target: '0808', inPort: true, units: ['b25a'] }], [3])
    r = play(r.state, [sightingReport(r.state, 1)])
    expect(r.state.naval?.located.allies).toEqual(['i17'])
    expect(pendingOf(r.state, 'plan').missions.find((m) => m.kind === 'airNaval')).toMatchObject({
      available: false,
      reason:
        'The only enemy ships located are submarines docked in a functioning fortified port: immune to air attack (3.29).',
    })
    expect(
      refused(r.state, {
        type: 'launch',
        base: 'henderson',
        units: ['b25a'],
        mission: 'airNaval',
        target: '0808',
        inPort: true,
      }).rule,
    ).toBe('3.29')
  })
})

describe('APTO D48: a submarine is never intercepted as it moves (4.15; 3.29)', () => {
  it('APTO D48: the Japanese move of I-17 opens no air window for the Allies (nothing to reconnoitre or intercept); in AETO only sea reconnaissance is offered, no interception', () => {
    const moved = (sc: Scenario) =>
      act(start(sc, [6, 6, 1]), { type: 'moveFlotilla', side: 'axis', flotilla: 'i17', to: '1206' }).state
    const apto = game({ phasingSide: 'axis' })
    const s = moved(apto)
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'axis' })
    const aeto = moved(game({ phasingSide: 'axis', variant: 'aeto' }))
    const w = pendingOf(aeto, 'navalWindow')
    expect(w.recon?.loc).toBe('1206')
    // Located at once by a 6 + 6 reconnaissance: still no bomber is offered against it (4.15).
    const located = act(aeto, { type: 'reconnoitre', target: '1206', units: ['b25a'] }).state
    const after =
      located.pending.kind === 'sightingReport' ? act(located, sightingReport(located, 1)).state : located
    expect(after.naval?.located.allies).toEqual(['i17'])
    expect(after.pending.kind === 'navalWindow' ? after.pending.bases : []).toEqual([])
  })
})

describe('APTO 3.29: the bot, the random player and the legal actions', () => {
  const sc = game({ ships: [sub('i17', 'DE', '0805')] })

  it('the bot searches when its bombers find the submarine one time in two or better, and makes the one attack with the best odds', () => {
    const s = start(sc, [6, 4, 4])
    const d = botDecision(s)
    expect(d.action).toMatchObject({
      type: 'launch',
      mission: 'submarineSearch',
      target: '0805',
      base: 'henderson',
    })
    expect(d.reasoning[0]).toMatch(
      /^Search for the enemy submarine at 0805 with .* from henderson \(0505\): one die \+ 4, 7 or more finds it — 66\.7%; then one air-naval attack\. The searchers are committed whatever the outcome \(3\.29\)\.$/,
    )
    const found = act(s, d.action).state
    const a = botDecision(found)
    expect(a.action).toMatchObject({ type: 'navalAttack', ship: 'i17' })
    expect(a.reasoning[0]).toMatch(/makes the one attack on I-17: 83\.3% to hit, /)
  })

  it('the legal actions offer each searcher alone; the random player’s launches are legal', () => {
    const s = start(sc)
    const launches = legalActions(s).filter((a) => a.type === 'launch' && a.mission === 'submarineSearch')
    expect(launches).toEqual([
      {
        type: 'launch',
        side: 'allies',
        base: 'henderson',
        units: ['b25a'],
        mission: 'submarineSearch',
        target: '0805',
      },
      {
        type: 'launch',
        side: 'allies',
        base: 'henderson',
        units: ['b25b'],
        mission: 'submarineSearch',
        target: '0805',
      },
      {
        type: 'launch',
        side: 'allies',
        base: 'henderson',
        units: ['p38'],
        mission: 'submarineSearch',
        target: '0805',
        roles: { p38: 'bomber' },
      },
    ])
    const rng = seededRng(7)
    for (let i = 0; i < 40; i++) {
      const a = randomAction(s, rng)
      act(s, a) // every random answer is accepted
    }
  })
})

describe('APTO 3.29: the weather of the month (Part 1)', () => {
  it('−2 for a submarine in the Severe zone in a Monsoon month; nothing in a Wet month, nor in the Moderate zone', () => {
    const sc = game()
    const withZones: Scenario = {
      ...sc,
      weather: {
        defaultZone: 'moderate',
        zones: [
          { id: 'severe', name: 'Pacific Severe Zone', severity: 'severe', condition: 'clear' },
          { id: 'moderate', name: 'Pacific Moderate Zone', severity: 'moderate', condition: 'clear' },
        ],
      },
      map: { ...sc.map, features: [...sc.map.features, { hex: '1205', weatherZone: 'severe' }] },
    }
    const s = start(withZones)
    const month = (letter: 'M' | 'W') => ({
      ...s,
      weather: {
        year: 1943,
        month: 6,
        box: letter,
        letter,
        zones: {
          severe: { condition: letter, effect: 'clear' as const },
          moderate: { condition: letter, effect: 'clear' as const },
        },
      },
    })
    const at = (t: ReturnType<typeof tx>, hex: string) => t.ctx.map.parseLoc(hex)!
    const monsoon = tx(month('M'))
    expect(searchOdds(monsoon, ['b25a', 'b25b'], at(monsoon, '1205'))).toMatchObject({
      drm: 0,
      face: null,
      chance: 0,
    })
    expect(
      searchOdds(monsoon, ['b25a', 'b25b'], at(monsoon, '1205')).modifiers.map(
        (m) => `${m.value} ${m.label}`,
      ),
    ).toEqual(['2 2 full-strength searchers', '-2 a Monsoon month in the Severe zone'])
    expect(searchOdds(monsoon, ['b25a', 'b25b'], at(monsoon, '1206')).drm).toBe(2) // the Moderate zone
    const wet = tx(month('W'))
    expect(searchOdds(wet, ['b25a', 'b25b'], at(wet, '1205')).drm).toBe(2)
  })
})
