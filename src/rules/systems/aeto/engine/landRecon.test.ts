// Land reconnaissance (4.11; spec §6.2; D-RECON-LAND, D-RECON-CONCEAL): one test per
// sentence of the rule — the Offensive Phase only, who may reconnoitre, one attempt per enemy hex
// per Offensive Phase, exclusive with sea reconnaissance, each modifier with its die, the fort chit's
// concealment — and what each side then sees of the enemy land stacks (view.ts).
import { describe, expect, it } from 'vitest'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture, fixtureShip, type FixtureUnit } from '../testing/fixtures'
import { act, eventsOf, pendingOf, play, refused, start, withUnits } from '../testing/play'
import { legalActions } from './legal'
import { landSeenBy, landStackWords } from '../view'
import { botDecision } from '../bot'
import type { Action } from '../types'

const BLEN: FixtureUnit = {
  id: 'blen',
  name: 'Blenheim',
  nation: 'UK',
  type: 'B',
  front: '2-10',
  back: '1-10',
  base: 'ab',
}
const HURR: FixtureUnit = {
  id: 'hurr',
  name: 'Hurricane',
  nation: 'UK',
  type: 'F',
  front: '3-5/2',
  back: '1-5/2',
  base: 'ab',
}
const TYPH: FixtureUnit = {
  id: 'typh',
  name: 'Typhoon',
  nation: 'UK',
  type: 'FB',
  front: '3-5/2',
  back: '1-5/2',
  base: 'ab',
}
const DAK: FixtureUnit = {
  id: 'dak',
  name: 'Dakota',
  nation: 'UK',
  type: 'ATP',
  front: 'X-8',
  base: 'ab',
  atpPoints: 1,
}
/** Far from the target (1405 → 0505: 9 hexes, range 4): no −1 for an enemy fighter in range. */
const ME: FixtureUnit = {
  id: 'me',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}

/** Two German chits at 0505, 4 hexes from the allied base at 0105; the Grenadiers are the top chit. */
const LAND: ScenarioInput['landUnits'] = [
  { id: 'gren', name: 'Grenadiers', nation: 'DE', hex: '0505', strength: 3, kind: 'infantry' },
  { id: 'pz', name: '15th Panzer', nation: 'DE', hex: '0505', strength: 6, kind: 'armor' },
  { id: 'lone', name: 'Alpini', nation: 'IT', hex: '0307', strength: 2 },
  { id: 'tommies', name: '50th Infantry', nation: 'UK', hex: '0110', strength: 4 },
]

function scenario(
  o: {
    units?: FixtureUnit[]
    options?: ScenarioInput['options']
    terrain?: string[]
    features?: ScenarioInput['map']['features']
    weather?: ScenarioInput['weather']
    phase?: 'offensive' | 'navalAndAir'
    variant?: 'aeto' | 'apto'
    land?: ScenarioInput['landUnits']
    moreBases?: ScenarioInput['bases']
    navalUnits?: ScenarioInput['navalUnits']
  } = {},
): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0105', owner: 'allies' },
      { id: 'x1', hex: '1405', owner: 'axis' },
    ],
    units: o.units ?? [BLEN, HURR, TYPH, DAK, ME],
    landUnits: o.land ?? LAND,
    options: o.options,
    terrain: o.terrain,
    features: o.features,
    weather: o.weather,
    variant: o.variant,
    moreBases: o.moreBases,
    navalUnits: o.navalUnits,
  })
  return { ...sc, start: { ...sc.start, phase: o.phase ?? 'offensive' } }
}

/** A 20 × 12 clear map with one terrain code at 0505 (column 5, row 5). */
function terrainAt0505(code: string): string[] {
  return Array.from({ length: 12 }, (_, r) =>
    Array.from({ length: 20 }, (_, c) => (r === 4 && c === 4 ? code : '.')).join(''),
  )
}

const recon = (hex: string, unit: string): Action => ({ type: 'reconnoitreLand', hex, unit })

describe('land reconnaissance: when and who (4.11)', () => {
  it('the Offensive Phase decision lists each enemy land hex in range with each unit that may try, its modifiers and its exact chance', () => {
    const p = pendingOf(start(scenario()), 'offensive')
    expect(p.landRecon!.map((r) => r.hex)).toEqual(['0307', '0505'])
    const t = p.landRecon!.find((r) => r.hex === '0505')!
    expect(t).toMatchObject({ chits: 2, fort: false })
    // Blenheim and Typhoon: no modifier, 2–6 succeed (5/6); Hurricane, a pure Fighter: −1, 3–6 (4/6). The Dakota (ATP) is not listed.
    expect(t.units).toEqual([
      { id: 'blen', distance: 4, modifiers: [], drm: 0, chance: 5 / 6 },
      { id: 'typh', distance: 4, modifiers: [], drm: 0, chance: 5 / 6 },
      {
        id: 'hurr',
        distance: 4,
        modifiers: [
          { value: -1, rule: '4.11', label: 'the reconnoitring unit is a Fighter (not a Fighter-Bomber)' },
        ],
        drm: -1,
        chance: 4 / 6,
      },
    ])
  })

  it('die 2: success — the unit is neither moved nor committed, and the side sees every land unit in the hex', () => {
    const r = play(scenario(), [recon('0505', 'blen')], [2])
    expect(eventsOf(r.events, 'landRecon')[0].text).toBe(
      'Blenheim reconnoitres 0505 (2 enemy land chits), distance 4: 2 or more needed on 1d6, 5 in 6 (4.11). The unit is not moved or committed.',
    )
    const roll = eventsOf(r.events, 'landReconRoll')[0]
    expect(roll.text).toBe('Land reconnaissance of 0505: roll 2 = 2, 2 needed — success (4.11).')
    expect(roll.roll).toMatchObject({
      purpose: 'land reconnaissance',
      natural: 2,
      modified: 2,
      target: 2,
      result: 'seen',
    })
    expect(eventsOf(r.events, 'landRevealed')[0].text).toBe(
      'Western Allies sees the land units at 0505: Grenadiers (3), 15th Panzer (6); no naval unit is seen this way (4.11).',
    )
    expect(r.state.units.blen).toMatchObject({ aloft: null, commitment: 'none', base: 'ab' })
    expect(r.state.landRecon!.seen).toEqual([
      { side: 'allies', hex: '0505', units: ['gren', 'pz'], concealed: false },
    ])
    // Back to the same decision: the Offensive Phase goes on; the hex is not offered again.
    expect(pendingOf(r.state, 'offensive').landRecon!.map((x) => x.hex)).toEqual(['0307'])
  })

  it('die 1: failure — nothing is seen', () => {
    const r = play(scenario(), [recon('0505', 'blen')], [1])
    expect(eventsOf(r.events, 'landReconRoll')[0].roll).toMatchObject({
      natural: 1,
      modified: 1,
      result: 'not seen',
    })
    expect(eventsOf(r.events, 'landReconFailed')[0].text).toBe(
      'Western Allies learns nothing of 0505; no unit may try it again this Offensive Phase (4.11).',
    )
    expect(r.state.landRecon!.seen).toEqual([])
  })

  it('one attempt per enemy hex per Offensive Phase, whatever the number of units; another hex may be tried by the same unit', () => {
    const s = play(scenario(), [recon('0505', 'blen')], [1]).state
    expect(refused(s, recon('0505', 'typh'))).toEqual({
      rule: '4.11',
      message:
        '0505 has been reconnoitred once this Offensive Phase: one attempt per enemy hex per Offensive Phase, whatever the number of units (4.11).',
    })
    const r = act(s, recon('0307', 'blen'))
    expect(eventsOf(r.events, 'landReconRoll')).toHaveLength(1)
  })

  it('what was tried and seen ends with the Offensive Phase', () => {
    let s = play(scenario(), [recon('0505', 'blen')], [2]).state
    s = act(s, { type: 'passOffensive' }).state
    expect(s.landRecon).toBeDefined()
    s = act(s, { type: 'passOffensive' }).state // every side has passed: the phase is over
    expect(s.turn.phase).not.toBe('offensive')
    expect(s.landRecon).toBeUndefined()
  })

  it('only in the Offensive Phase: greyed in the Naval and Air Phase, and refused', () => {
    const s = start(scenario({ phase: 'navalAndAir' }))
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'landRecon')).toEqual({
      kind: 'landRecon',
      name: 'Land reconnaissance',
      rule: '4.11',
      available: false,
      reason: 'Land reconnaissance is flown only in the Offensive Phase (4.11).',
    })
    expect(refused(s, recon('0505', 'blen'))).toEqual({
      rule: '4.11',
      message: 'Land reconnaissance is made only in the Offensive Phase (4.11).',
    })
  })

  it('a committed unit may not reconnoitre', () => {
    const s = start(withUnits(scenario(), { blen: { commitment: 'current' } }))
    expect(pendingOf(s, 'offensive').landRecon![0].units.map((u) => u.id)).not.toContain('blen')
    expect(refused(s, recon('0505', 'blen'))).toEqual({
      rule: '4.11',
      message: 'Blenheim is committed (Current): only an uncommitted unit reconnoitres (4.11, 4.27).',
    })
  })

  it('an ATP may not reconnoitre: only a combat unit', () => {
    expect(refused(start(scenario()), recon('0505', 'dak'))).toEqual({
      rule: '4.11',
      message: 'Dakota is an Air Transport Point: only a combat unit reconnoitres (4.11).',
    })
  })

  it('an unsupplied unit may not reconnoitre', () => {
    expect(
      refused(start(withUnits(scenario(), { blen: { outOfSupply: true } })), recon('0505', 'blen')).message,
    ).toBe('Blenheim is out of supply: only a supplied unit reconnoitres (4.11).')
  })

  it('the target must be in range: a Hurricane (range 5) does not reach 0510 (distance 6 from 0105)', () => {
    const sc = scenario({
      land: [...LAND, { id: 'far', name: 'Far', nation: 'DE', hex: '0710', strength: 1 }],
    })
    const far = pendingOf(start(sc), 'offensive').landRecon!.find((r) => r.hex === '0710')!
    expect(far.units.map((u) => u.id)).toEqual(['blen'])
    expect(refused(start(sc), recon('0710', 'hurr')).message).toBe(
      'Hurricane cannot reconnoitre 0710: it must be at a base it may fly from, operational, with 0710 within its range (4.11).',
    )
  })

  it('an own or empty hex is no target', () => {
    expect(refused(start(scenario()), recon('0110', 'blen')).message).toBe(
      'There is no enemy land unit at 0110 to reconnoitre (4.11).',
    )
    expect(refused(start(scenario()), recon('0909', 'blen')).message).toBe(
      'There is no enemy land unit at 0909 to reconnoitre (4.11).',
    )
  })

  it('with physical dice the reconnoitring side enters the die', () => {
    let s = act(start(scenario(), [], { manualDice: true }), recon('0505', 'blen')).state
    expect(pendingOf(s, 'roll')).toMatchObject({
      side: 'allies',
      purpose: 'land reconnaissance',
      rule: '4.11',
    })
    s = act(s, { type: 'roll', value: 2 }).state
    expect(s.landRecon!.seen[0].units).toEqual(['gren', 'pz'])
  })

  it('legalActions lists each hex with each unit that may try it', () => {
    const legal = legalActions(start(scenario())).filter((a) => a.type === 'reconnoitreLand')
    expect(legal).toContainEqual({ type: 'reconnoitreLand', side: 'allies', hex: '0505', unit: 'hurr' })
    expect(legal).toHaveLength(6) // 2 hexes × 3 units
  })
})

describe('the modifiers, all penalties (4.11; A-10): a modified 1 or less fails, 2 or more succeeds', () => {
  const tryWith = (sc: Scenario, unit: string, die: number) => {
    const r = play(sc, [recon('0505', unit)], [die])
    return eventsOf(r.events, 'landReconRoll')[0].roll!
  }

  it('−2 forest: die 3 → 1 fails, die 4 → 2 succeeds', () => {
    const sc = scenario({ terrain: terrainAt0505('f') })
    expect(tryWith(sc, 'blen', 3)).toMatchObject({
      natural: 3,
      modified: 1,
      result: 'not seen',
      modifiers: [{ value: -2, rule: '4.11', label: 'the target is a forest hex' }],
    })
    expect(tryWith(sc, 'blen', 4)).toMatchObject({ modified: 2, result: 'seen' })
  })

  it('−2 any inclement weather (the target hex or the unit’s base): die 3 → 1 fails', () => {
    const weather = {
      defaultZone: 'ok',
      zones: [
        { id: 'ok', name: 'Clear', condition: 'clear' as const },
        { id: 'rain', name: 'Rain', condition: 'halfStrength' as const },
      ],
    }
    const sc = scenario({ weather, features: [{ hex: '0505', weatherZone: 'rain' }] })
    expect(tryWith(sc, 'blen', 3)).toMatchObject({
      modified: 1,
      result: 'not seen',
      modifiers: [{ value: -2, rule: '4.11', label: 'inclement weather' }],
    })
    const atBase = scenario({ weather, features: [{ hex: '0105', weatherZone: 'rain' }] })
    expect(tryWith(atBase, 'blen', 4)).toMatchObject({
      modified: 2,
      result: 'seen',
      modifiers: [{ value: -2, label: 'inclement weather' }],
    })
  })

  it('−1 mountain: die 2 → 1 fails, die 3 succeeds', () => {
    const sc = scenario({ terrain: terrainAt0505('m') })
    expect(tryWith(sc, 'blen', 2)).toMatchObject({
      modified: 1,
      result: 'not seen',
      modifiers: [{ value: -1, label: 'the target is a mountain hex' }],
    })
    expect(tryWith(sc, 'blen', 3)).toMatchObject({ modified: 2, result: 'seen' })
  })

  it('−1 city and/or resource: city terrain, or a printed City or Resource there (once even with both)', () => {
    expect(tryWith(scenario({ terrain: terrainAt0505('c') }), 'blen', 2)).toMatchObject({
      modified: 1,
      modifiers: [{ value: -1, label: 'the target is a city and/or resource hex' }],
    })
    const res = scenario({
      moreBases: [
        {
          id: 'res',
          name: 'Ploesti',
          hex: '0505',
          owner: 'axis',
          components: [{ kind: 'Resource' }, { kind: 'City' }],
        },
      ],
    })
    expect(tryWith(res, 'blen', 2)).toMatchObject({
      modified: 1,
      modifiers: [{ value: -1, label: 'the target is a city and/or resource hex' }],
    })
  })

  it('−1 a Fighter (not a Fighter-Bomber): Hurricane die 2 → 1 fails; Typhoon die 2 succeeds', () => {
    expect(tryWith(scenario(), 'hurr', 2)).toMatchObject({ modified: 1, result: 'not seen' })
    expect(tryWith(scenario(), 'typh', 2)).toMatchObject({ modified: 2, result: 'seen', modifiers: [] })
  })

  it('−1 an enemy Fighter-type within range of the hex (a Naval-Air unit counts); range as weather reduces it (A-41)', () => {
    // Me-109 range 4 at 0905: 4 hexes from 0505.
    const near: FixtureUnit = { ...ME, base: 'x2' }
    const x2 = {
      id: 'x2',
      name: 'x2',
      hex: '0905',
      owner: 'axis',
      components: [{ kind: 'LargeAirbase' as const, capacity: 6 }],
    }
    expect(tryWith(scenario({ units: [BLEN, near], moreBases: [x2] }), 'blen', 2)).toMatchObject({
      modified: 1,
      result: 'not seen',
      modifiers: [
        { value: -1, rule: '4.11; A-41', label: 'an enemy Fighter-type unit is within range of the hex' },
      ],
    })
    const navalAir: FixtureUnit = {
      id: 'fulmar',
      name: 'Ju-87R',
      nation: 'DE',
      type: 'N',
      front: '2-4',
      back: '1-4',
      base: 'x2',
    }
    expect(tryWith(scenario({ units: [BLEN, navalAir], moreBases: [x2] }), 'blen', 2)).toMatchObject({
      modified: 1,
    })
    // Half Strength and Range at the fighter's base: range 2, 0505 is out of it — no modifier (and the weather is not at the target or the reconnoitring base).
    const weather = {
      defaultZone: 'ok',
      zones: [
        { id: 'ok', name: 'Clear', condition: 'clear' as const },
        { id: 'storm', name: 'Storm', condition: 'halfStrengthAndRange' as const },
      ],
    }
    expect(
      tryWith(
        scenario({
          units: [BLEN, near],
          moreBases: [x2],
          weather,
          features: [{ hex: '0905', weatherZone: 'storm' }],
        }),
        'blen',
        2,
      ),
    ).toMatchObject({ modified: 2, modifiers: [] })
  })

  it('cumulative: forest, mountain-free, city, Fighter — Hurricane over a forest city... (−2 forest, −1 city, −1 F = −4): die 6 → 2 succeeds, die 5 fails', () => {
    const sc = scenario({
      terrain: terrainAt0505('f'),
      moreBases: [
        { id: 'res', name: 'Mine', hex: '0505', owner: 'axis', components: [{ kind: 'Resource' }] },
      ],
    })
    expect(
      pendingOf(start(sc), 'offensive')
        .landRecon!.find((r) => r.hex === '0505')!
        .units.find((u) => u.id === 'hurr'),
    ).toMatchObject({ drm: -4, chance: 1 / 6 })
    expect(tryWith(sc, 'hurr', 5)).toMatchObject({ modified: 1, result: 'not seen' })
    expect(tryWith(sc, 'hurr', 6)).toMatchObject({ modified: 2, result: 'seen' })
  })

  it('APTO: the same penalties (5.0.9), Offensive Phase only', () => {
    const sc = scenario({ variant: 'apto', terrain: terrainAt0505('f') })
    expect(tryWith(sc, 'hurr', 4)).toMatchObject({ modified: 1, result: 'not seen' })
    expect(
      refused(start(scenario({ variant: 'apto', phase: 'navalAndAir' })), recon('0505', 'blen')).message,
    ).toBe('Land reconnaissance is made only in the Offensive Phase (4.11).')
  })

  it('APTO D34: −2 jungle — Blenheim die 3 → 1 fails, die 4 → 2 succeeds; the log line cites D34', () => {
    const sc = scenario({ variant: 'apto', terrain: terrainAt0505('j') })
    const jungle = { value: -2, rule: '4.11; APTO D34', label: 'the target is a jungle hex' }
    expect(
      pendingOf(start(sc), 'offensive')
        .landRecon!.find((r) => r.hex === '0505')!
        .units.find((u) => u.id === 'blen'),
    ).toEqual({ id: 'blen', distance: 4, modifiers: [jungle], drm: -2, chance: 3 / 6 })
    expect(tryWith(sc, 'blen', 3)).toMatchObject({
      natural: 3,
      modified: 1,
      result: 'not seen',
      modifiers: [jungle],
    })
    expect(tryWith(sc, 'blen', 4)).toMatchObject({ natural: 4, modified: 2, result: 'seen' })
    // The log shows the roll's modifiers with their rules: "natural 3 −2 the target is a jungle hex (4.11; APTO D34) = 1".
    expect(eventsOf(play(sc, [recon('0505', 'blen')], [3]).events, 'landReconRoll')[0].roll).toMatchObject({
      natural: 3,
      modifiers: [jungle],
      modified: 1,
      target: 2,
    })
  })

  it('APTO D34: jungle-mountain −2 only (a mountain "not a jungle-mountain" gives the −1): Hurricane −2 −1 F = −3, die 4 → 1 fails, die 5 succeeds', () => {
    const sc = scenario({ variant: 'apto', terrain: terrainAt0505('J') })
    const u = pendingOf(start(sc), 'offensive')
      .landRecon!.find((r) => r.hex === '0505')!
      .units.find((x) => x.id === 'hurr')!
    expect(u.modifiers.map((m) => `${m.value} ${m.label} (${m.rule})`)).toEqual([
      '-2 the target is a jungle-mountain hex (4.11; APTO D34)',
      '-1 the reconnoitring unit is a Fighter (not a Fighter-Bomber) (4.11)',
    ])
    expect(tryWith(sc, 'hurr', 4)).toMatchObject({ modified: 1, result: 'not seen' })
    expect(tryWith(sc, 'hurr', 5)).toMatchObject({ modified: 2, result: 'seen' })
  })
})

describe('exclusive with sea reconnaissance in the same Offensive Phase (4.11)', () => {
  // Columns 9–13 sea; a German destroyer at 0905, 8 hexes from the allied base at 0105.
  const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(5) + '.'.repeat(7))
  const sc = () => scenario({ terrain: TERRAIN, navalUnits: [fixtureShip('z1', '0905', { flotilla: 'f1' })] })

  it('a unit that reconnoitred a land hex makes no sea reconnaissance (the Air Offensive’s plan leaves it out, and refuses it)', () => {
    let s = play(sc(), [recon('0505', 'blen')], [1]).state
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    const p = pendingOf(s, 'plan')
    // Only the Blenheim reaches 0905: sea reconnaissance is greyed.
    expect(p.recon).toBeUndefined()
    expect(p.missions.find((m) => m.kind === 'seaRecon')).toMatchObject({ available: false })
    expect(refused(s, { type: 'reconnoitre', target: '0905', units: ['blen'] })).toEqual({
      rule: '4.11',
      message:
        'Blenheim made a land reconnaissance this Offensive Phase: it may make no sea reconnaissance in it (4.11).',
    })
  })

  it('a unit that made a sea reconnaissance makes no land one; another unit may', () => {
    let s = start(sc(), [1, 1])
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'landRecon')).toMatchObject({
      available: true,
    })
    s = act(s, { type: 'reconnoitre', target: '0905', units: ['blen'] }).state
    expect(s.landRecon!.sea).toEqual(['blen'])
    expect(
      pendingOf(s, 'plan')
        .landRecon!.find((r) => r.hex === '0505')!
        .units.map((u) => u.id),
    ).toEqual(['typh', 'hurr'])
    expect(refused(s, recon('0505', 'blen')).message).toBe(
      'Blenheim made a sea reconnaissance this Offensive Phase: it may make no land reconnaissance in it (4.11).',
    )
    expect(act(s, recon('0505', 'typh')).state.landRecon!.tried).toEqual([{ side: 'allies', hex: '0505' }])
  })

  it('a sea reconnaissance in the Naval and Air Phase does not bar a land one', () => {
    const s = start(
      scenario({
        terrain: TERRAIN,
        phase: 'navalAndAir',
        navalUnits: [fixtureShip('z1', '0905', { flotilla: 'f1' })],
      }),
      [1, 1],
    )
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'landRecon')).toMatchObject({
      available: false,
      reason: 'Land reconnaissance is flown only in the Offensive Phase (4.11).',
    })
    const r = act(s, { type: 'reconnoitre', target: '0905', units: ['blen'] })
    expect(r.state.landRecon).toBeUndefined()
  })
})

describe('a fort chit: the owner may conceal one land chit (4.11; D-RECON-CONCEAL)', () => {
  const fort = () => scenario({ features: [{ hex: '0505', fort: true }] })

  it('after a success the owner decides in secret: it may conceal any chit but the top one, which is always seen', () => {
    const s = play(fort(), [recon('0505', 'blen')], [4]).state
    expect(pendingOf(s, 'reconConceal')).toMatchObject({
      side: 'axis',
      hex: '0505',
      reconnoitring: 'allies',
      units: [{ id: 'pz', name: '15th Panzer', strength: 6 }],
      rule: '4.11',
    })
    expect(refused(s, { type: 'concealLand', unit: 'gren' }).message).toBe(
      '"gren" is not one of your land chits at 0505 that may be concealed: "pz", or none (null); the top chit is always seen (4.11).',
    )
    const r = act(s, { type: 'concealLand', unit: 'pz' })
    expect(eventsOf(r.events, 'landConcealed')[0]).toMatchObject({
      text: 'Axis conceals 15th Panzer under the fort chit at 0505 (4.11).',
      privateTo: 'axis',
    })
    expect(eventsOf(r.events, 'landRevealed')[0].text).toBe(
      'Western Allies sees the land units at 0505: Grenadiers (3), and one land chit concealed under the fort chit; no naval unit is seen this way (4.11).',
    )
    expect(r.state.landRecon!.seen).toEqual([
      { side: 'allies', hex: '0505', units: ['gren'], concealed: true },
    ])
    const seen = landSeenBy(r.state, 'allies').find((x) => x.hex === '0505')!
    expect(landStackWords(seen)).toBe(
      'Grenadiers, strength 3 and 1 land chit concealed under the fort chit (4.11)',
    )
    expect(pendingOf(r.state, 'offensive').side).toBe('allies')
  })

  it('concealing nothing shows every chit', () => {
    const s = play(fort(), [recon('0505', 'blen'), { type: 'concealLand', unit: null }], [4]).state
    expect(s.landRecon!.seen[0]).toEqual({
      side: 'allies',
      hex: '0505',
      units: ['gren', 'pz'],
      concealed: false,
    })
  })

  it('no decision when the fort hex has only its top chit, or on a failure', () => {
    const one = scenario({ features: [{ hex: '0307', fort: true }] })
    expect(play(one, [recon('0307', 'blen')], [4]).state.pending.kind).toBe('offensive')
    expect(play(fort(), [recon('0505', 'blen')], [1]).state.pending.kind).toBe('offensive')
  })

  it('the bot conceals its strongest chit but the top one, in secret', () => {
    const s = play(fort(), [recon('0505', 'blen')], [4]).state
    const d = botDecision(s)
    expect(d.action).toMatchObject({ type: 'concealLand', unit: 'pz' })
    expect(d.secret).toBe(true)
    expect(d.reasoning[0]).toBe(
      'Conceal 15th Panzer (strength 6), our strongest land chit at 0505 but the top one: the enemy then underrates the hex (4.11).',
    )
  })
})

describe('what a side sees of enemy land stacks (view.ts; 4.11)', () => {
  it('not reconnoitred: the top chit and how many chits; all open and the owner see everything', () => {
    const s = start(scenario())
    const allies = landSeenBy(s, 'allies').find((x) => x.hex === '0505')!
    expect(allies).toMatchObject({ side: 'axis', chits: 2, units: [{ id: 'gren' }], seen: 'top' })
    expect(landStackWords(allies)).toBe(
      'Grenadiers, strength 3 and 1 land chit not inspected: reconnoitre the hex, or be next to it (4.11)',
    )
    expect(
      landSeenBy(s, null)
        .find((x) => x.hex === '0505')!
        .units.map((u) => u.id),
    ).toEqual(['gren', 'pz'])
    expect(landSeenBy(s, 'axis').find((x) => x.hex === '0505')).toMatchObject({
      seen: 'own',
      units: [{ id: 'gren' }, { id: 'pz' }],
    })
  })

  it('a side with land units next to the stack inspects it', () => {
    const s = start(
      scenario({ land: [...LAND, { id: 'next', name: 'Guards', nation: 'UK', hex: '0405', strength: 3 }] }),
    )
    expect(landSeenBy(s, 'allies').find((x) => x.hex === '0505')).toMatchObject({
      seen: 'adjacent',
      units: [{ id: 'gren' }, { id: 'pz' }],
    })
  })

  it('a successful reconnaissance shows the stack to that side for the rest of the Offensive Phase', () => {
    const s = play(scenario(), [recon('0505', 'blen')], [2]).state
    expect(landSeenBy(s, 'allies').find((x) => x.hex === '0505')).toMatchObject({
      seen: 'reconnoitred',
      units: [{ id: 'gren' }, { id: 'pz' }],
    })
  })

  it('a scenario that does not play land reconnaissance shows every stack, as before', () => {
    const s = start(scenario({ options: { landReconnaissance: false } }))
    expect(landSeenBy(s, 'allies').find((x) => x.hex === '0505')).toMatchObject({
      seen: 'open',
      units: [{ id: 'gren' }, { id: 'pz' }],
    })
  })
})

describe('options.landReconnaissance false: as before (saves of version 6)', () => {
  it('the mission stays greyed with its old reason, the Offensive decision offers nothing, the action is refused', () => {
    const sc = scenario({ options: { landReconnaissance: false } })
    let s = start(sc)
    expect(pendingOf(s, 'offensive').landRecon).toBeUndefined()
    expect(refused(s, recon('0505', 'blen'))).toEqual({
      rule: '4.11',
      message: 'This scenario does not play land reconnaissance (options.landReconnaissance is false).',
    })
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'landRecon')).toMatchObject({
      available: false,
      reason:
        'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
    })
    expect(pendingOf(s, 'plan').landRecon).toBeUndefined()
  })
})
