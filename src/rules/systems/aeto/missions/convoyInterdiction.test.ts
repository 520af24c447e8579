// Japanese Air Interdiction of Convoy Routes (APTO 2.10–2.13, 2.25; spec §3.9–3.10, T06): in the
// Strategic Warfare Phase only, bombers (B) only, into an open enemy Convoy Route area they reach
// and enter; escorts stop where their range ends; the carriers' Naval-Air units in the area may
// intercept there (Combat Air Patrol); groups roll 2d6 on the Bombing Table with exact odds shown
// before; an asterisk costs a step chosen by the convoys' side; the per-area cap; everyone
// Previously Committed; the EP kept for the players in state.interdiction.
import { describe, expect, it } from 'vitest'
import { interdictionPreview, interdictionResults, convoyTargets } from '..'
import { botDecision } from '../bot'
import { act, pendingOf, refused, start } from '../testing/play'
import {
  convoyScenario,
  G4M_A,
  G4M_B,
  KATE,
  KI21_A,
  KI21_B,
  ZERO,
  type ConvoyFixture,
} from '../testing/convoyFixtures'
import type { Action, GameEvent, GameState } from '../types'
import { interdictionOdds } from './interdiction'
import { PLACEHOLDER_TABLE } from './bombingTable'
import { scenarioFromPosition } from '../scenario/fromPosition'

const RAID: Action = {
  type: 'launch',
  base: 'rabaul',
  units: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
  mission: 'convoyInterdiction',
  target: 'indian',
}

/** Launches `launch` and lets the Allies pass every window, up to the first decision that is neither a window nor the flight's. */
function overArea(
  o: ConvoyFixture,
  dice: number[] = [],
  launch: Action = RAID,
  opts: { manualDice?: boolean } = {},
): { state: GameState; events: GameEvent[] } {
  let s = start(convoyScenario(o), dice, opts)
  const events: GameEvent[] = []
  let r = act(s, launch)
  events.push(...r.events)
  s = r.state
  while (s.pending.kind === 'declare') {
    r = act(s, { type: 'pass' })
    events.push(...r.events)
    s = r.state
  }
  return { state: s, events }
}

const texts = (events: readonly GameEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.text)

describe('Japanese air interdiction of Convoy Routes (2.13)', () => {
  it('APTO T06: rolls of 8 and 5 EP in the Indian Ocean (MP 10) cost the UK 10 EP, not 13: the per-area cap (2.13)', () => {
    const { state } = overArea({}, [6, 6, 5, 5])
    const p = pendingOf(state, 'convoyAttack')
    expect(p).toMatchObject({
      side: 'japan',
      area: 'indian',
      nation: 'UK',
      cap: 10,
      capLeft: 10,
      bombers: [
        { id: 'ki21-a', strength: 9 },
        { id: 'ki21-b', strength: 8 },
        { id: 'g4m-a', strength: 6 },
        { id: 'g4m-b', strength: 6 },
      ],
    })
    const first = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] })
    expect(texts(first.events, 'interdictionRoll')).toEqual([
      'Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (placeholder table), roll 6 + 6 = 12: result 8 — United Kingdom loses 8 EP (8 of at most 10 in Indian Ocean this Phase) (2.13).',
    ])
    expect(pendingOf(first.state, 'convoyAttack')).toMatchObject({
      capLeft: 2,
      bombers: [{ id: 'g4m-a' }, { id: 'g4m-b' }],
    })
    const second = act(first.state, { type: 'interdict', bombers: ['g4m-a', 'g4m-b'] })
    expect(second.events.map((e) => e.text)).toEqual([
      'G4M Betty A and G4M Betty B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 12, column 12–16 (placeholder table), roll 5 + 5 = 10: result 5 — United Kingdom loses 2 EP — 5 rolled, but air interdiction may cost Indian Ocean at most 10 EP this Phase (its MP): 10 of 10 now (2.13).',
      'Every bomber over Indian Ocean has made its attack. Air interdiction has cost United Kingdom 10 EP in Indian Ocean this Phase (at most 10, 2.13).',
    ])
    expect(second.state.interdiction).toEqual([
      {
        kind: 'convoy',
        where: 'indian',
        nation: 'UK',
        eps: 8,
        rolled: 8,
        roll: 12,
        column: '17–21',
        units: ['ki21-a', 'ki21-b'],
        year: 1942,
        month: 6,
      },
      {
        kind: 'convoy',
        where: 'indian',
        nation: 'UK',
        eps: 2,
        rolled: 5,
        roll: 10,
        column: '12–16',
        units: ['g4m-a', 'g4m-b'],
        year: 1942,
        month: 6,
      },
    ])
    expect(interdictionResults(second.state).map((r) => [r.whereName, r.nationName, r.eps])).toEqual([
      ['Indian Ocean', 'United Kingdom', 8],
      ['Indian Ocean', 'United Kingdom', 2],
    ])
    // The area is capped for the rest of the Phase: greyed, with why; the Coral Sea is still open.
    const more = convoyTargets(second.state, 'rabaul', ['zero'])
    expect(more.map((x) => [x.area, x.capLeft, x.refused])).toEqual([
      [
        'indian',
        0,
        'Indian Ocean has lost 10 EP to air interdiction this Phase, its printed MP: the cap is reached (2.13).',
      ],
      ['coral', 3, null],
    ])
  })

  it('once the cap is reached no roll could cost more: the bombers left make no attack (2.13)', () => {
    const { state } = overArea({}, [6, 6, 6, 6])
    const a = act(state, { type: 'interdict', bombers: ['g4m-a'] }) // strength 6 → column 1–6, 12 → 5
    const b = act(a.state, { type: 'interdict', bombers: ['g4m-b'] }) // 5 more: 10 of 10
    expect(b.events.map((e) => e.text)).toEqual([
      'G4M Betty B interdicts the Indian Ocean Convoy Route in Indian Ocean: strength 6, column 1–6 (placeholder table), roll 6 + 6 = 12: result 5 — United Kingdom loses 5 EP (10 of at most 10 in Indian Ocean this Phase) (2.13).',
      'Ki-21 A and Ki-21 B make no attack: the cap is reached, no roll could cost more. Air interdiction has cost United Kingdom 10 EP in Indian Ocean this Phase (at most 10, 2.13).',
    ])
    expect(b.state.pending.kind).toBe('plan')
  })
})

describe('who interdicts, where and when (2.10, 2.12, 2.13)', () => {
  it('only in the Strategic Warfare Phase; in the Naval and Air Phase the mission is greyed with why', () => {
    const sc = convoyScenario()
    const s = start({ ...sc, start: { ...sc.start, phase: 'navalAndAir' } })
    expect(pendingOf(s, 'plan').missions.find((m) => m.kind === 'convoyInterdiction')).toEqual({
      kind: 'convoyInterdiction',
      name: 'Interdict a Convoy Route (Strategic Warfare)',
      rule: '2.13',
      available: false,
      reason: 'Convoy Routes are interdicted from the air in the Strategic Warfare Phase (2.13).',
    })
    expect(refused(s, RAID)).toEqual({
      rule: '2.13',
      message:
        'Interdict a Convoy Route (Strategic Warfare): Convoy Routes are interdicted from the air in the Strategic Warfare Phase (2.13).',
    })
  })

  it('bombers only: a fighter-type flies as escort, never as an interdictor; at least one bomber', () => {
    const s = start(convoyScenario({ units: [KI21_A, ZERO, KATE] }))
    expect(refused(s, { ...RAID, units: ['kate'], roles: { kate: 'bomber' } })).toEqual({
      rule: '2.13',
      message:
        'B5N Kate may only escort: fighters, fighter-bombers and naval air never interdict a Convoy Route; launch it as a fighter (2.13).',
    })
    expect(refused(s, { ...RAID, units: ['zero', 'kate'], roles: { kate: 'fighter' } })).toEqual({
      rule: '2.13',
      message:
        'Interdicting a Convoy Route needs at least one bomber (B); fighter-types may go with it as escort (2.13).',
    })
    expect(act(s, { ...RAID, units: ['ki21-a', 'kate'], roles: { kate: 'fighter' } }).events[0].text).toBe(
      'Ki-21 A and B5N Kate launch from Rabaul (0205) to interdict the Indian Ocean Convoy Route in Indian Ocean (United Kingdom loses the EP; at most 10 this Phase, 10 left, 2.13) (4.1).',
    )
  })

  it('every bomber must reach and enter the area, paying its MP; an escort stops where its range ends', () => {
    const short = { ...KI21_A, front: '9-12', back: '4-12' }
    const s = start(convoyScenario({ units: [short, ZERO] }))
    expect(refused(s, { ...RAID, units: ['ki21-a'] })).toEqual({
      rule: '2.13',
      message:
        'Ki-21 A cannot reach and enter Indian Ocean: 13 MP away (its 10 MP to enter included), range 12; every bomber must (2.13).',
    })
    const { events } = overArea({ units: [KI21_A, ZERO] }, [], { ...RAID, units: ['ki21-a', 'zero'] })
    expect(texts(events, 'stop')).toEqual([
      'A6M Zero reaches the limit of its range and stops at 0504 (4.12, 4.15).',
    ])
  })

  it('the Indian Ocean route is closed unless the UK declared it open for the season (2.12); a Convoy Route of one’s own side is never interdicted', () => {
    const s = start(convoyScenario({ indianOpen: false }))
    expect(refused(s, RAID)).toEqual({
      rule: '2.12',
      message: 'Indian Ocean Convoy Route is closed this season: the UK has not declared it open (2.12).',
    })
    expect(pendingOf(act(s, { ...RAID, target: 'coral' }).state, 'convoyAttack')).toMatchObject({
      area: 'coral',
      nation: 'AU',
      cap: 3,
      capLeft: 3,
    })
    expect(refused(s, { ...RAID, target: '0705' })).toEqual({
      rule: '2.13',
      message: '"0705" is not a Convoy Route sea area (enemy Convoy Route areas: "indian", "coral") (2.10).',
    })
    const allies = start({ ...convoyScenario(), start: { ...convoyScenario().start, phasingSide: 'allies' } })
    expect(pendingOf(allies, 'plan').missions.find((m) => m.kind === 'convoyInterdiction')).toMatchObject({
      available: false,
      reason: 'No enemy Convoy Route is on the map (2.10).',
    })
  })

  it('a scenario without Convoy Routes lists no interdiction mission: its plan decisions are as before', () => {
    const sc = convoyScenario()
    const s = start({ ...sc, convoyRoutes: undefined, merchantRoutes: undefined })
    expect(pendingOf(s, 'plan').missions.map((m) => m.kind)).not.toContain('convoyInterdiction')
    expect(pendingOf(s, 'plan').missions.map((m) => m.kind)).not.toContain('merchantInterdiction')
  })
})

describe('the roll, its odds and the anti-aircraft loss (2.13)', () => {
  it('exact odds before the roll: strength 12 with 2 EP left under the cap — 0 EP 10/36, 1 EP 5/36, 2 EP 21/36; asterisk 3/36', () => {
    const o = interdictionOdds(12, 10, 2, PLACEHOLDER_TABLE)
    expect(o.column).toBe('12–16')
    expect(o.eps.map((x) => Math.round(x * 36))).toEqual([10, 5, 21])
    expect(o.expected).toBeCloseTo(47 / 36, 12)
    expect(o.aaLoss).toBeCloseTo(3 / 36, 12)
    const { state } = overArea({})
    const preview = interdictionPreview(state, ['ki21-a', 'ki21-b'])
    expect(preview).toMatchObject({ strength: 17, column: '17–21', cap: 10, capLeft: 10, placeholder: true })
    // Column 17–21 of the placeholder: result = roll − 4 (0 below 5), asterisk on 2 and 3.
    expect(preview.eps.map((x) => Math.round(x * 36))).toEqual([6, 4, 5, 6, 5, 4, 3, 2, 1])
  })

  it('halving weather at the base or in the area halves each bomber’s strength, rounded down; nothing else shifts the column (APTO S7, W3)', () => {
    const weather = {
      defaultZone: 'fair',
      zones: [
        { id: 'fair', name: 'Fair', condition: 'clear' as const },
        { id: 'rain', name: 'Rain', condition: 'halfStrength' as const },
      ],
    }
    const { state } = overArea({ weather, features: [{ hex: '0205', weatherZone: 'rain' }] })
    expect(pendingOf(state, 'convoyAttack').bombers).toEqual([
      { id: 'ki21-a', strength: 4 },
      { id: 'ki21-b', strength: 4 },
      { id: 'g4m-a', strength: 3 },
      { id: 'g4m-b', strength: 3 },
    ])
  })

  it('an asterisk: the convoys’ side chooses which bomber of that roll loses a step; a lone bomber loses it at once', () => {
    const { state } = overArea({}, [1, 1, 2, 1]) // 2 and 3: no EP, asterisk
    const r = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] })
    expect(texts(r.events, 'interdictionRoll')).toEqual([
      'Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (placeholder table), roll 1 + 1 = 2: result 0* — no effect (2.13).',
    ])
    const aa = pendingOf(r.state, 'convoyAa')
    expect(aa).toMatchObject({ side: 'allies', bombers: ['ki21-a', 'ki21-b'] })
    expect(refused(r.state, { type: 'chooseLoss', unit: 'g4m-a' })).toEqual({
      rule: '2.13',
      message:
        'G4M Betty A did not roll in that interdiction attack: choose one of Ki-21 A and Ki-21 B (2.13).',
    })
    const loss = act(r.state, { type: 'chooseLoss', unit: 'ki21-b' })
    expect(loss.events.map((e) => e.text)).toEqual([
      'Ki-21 B loses a step: anti-aircraft fire over the convoy (asterisk, 2.13).',
    ])
    expect(loss.state.units['ki21-b'].face).toBe('back')
    const lone = act(loss.state, { type: 'interdict', bombers: ['g4m-a'] })
    expect(lone.events.map((e) => e.text).slice(0, 2)).toEqual([
      'G4M Betty A interdicts the Indian Ocean Convoy Route in Indian Ocean: strength 6, column 1–6 (placeholder table), roll 2 + 1 = 3: result 0* — no effect (2.13).',
      'G4M Betty A loses a step: anti-aircraft fire over the convoy (asterisk, 2.13).',
    ])
  })

  it('a group is chosen from the bombers still to attack, each once; stopping leaves the others out', () => {
    const { state } = overArea({}, [4, 4])
    expect(refused(state, { type: 'interdict', bombers: [] })).toEqual({
      rule: '2.13',
      message: 'Choose the bombers that roll together: at least one (2.13).',
    })
    expect(refused(state, { type: 'interdict', bombers: ['zero'] })).toEqual({
      rule: '2.13',
      message: 'A6M Zero is not a bomber over indian that may still attack (2.13).',
    })
    expect(refused(state, { type: 'interdict', bombers: ['g4m-a', 'g4m-a'] })).toEqual({
      rule: '2.13',
      message: 'G4M Betty A is listed twice: each bomber makes one attack (2.13).',
    })
    const a = act(state, { type: 'interdict', bombers: ['g4m-a'] }) // 8 → column 1–6: 1 EP
    expect(refused(a.state, { type: 'interdict', bombers: ['g4m-a'] }).message).toBe(
      'G4M Betty A is not a bomber over indian that may still attack (2.13).',
    )
    const end = act(a.state, { type: 'endInterdiction' })
    expect(end.events.map((e) => e.text)).toEqual([
      'Japan stops: Ki-21 A, Ki-21 B and G4M Betty B make no attack. Air interdiction has cost United Kingdom 1 EP in Indian Ocean this Phase (at most 10, 2.13).',
    ])
  })

  it('with real dice the players roll both dice of each group (2.13)', () => {
    const { state } = overArea({}, [], RAID, { manualDice: true })
    const r = act(state, { type: 'interdict', bombers: ['ki21-a'] })
    expect(pendingOf(r.state, 'roll')).toMatchObject({
      side: 'japan',
      purpose: 'convoy interdiction',
      rule: '2.13',
      prompt: 'Roll die 1 of 2 for the interdiction by Ki-21 A and enter the value (1–6).',
    })
    const two = act(act(r.state, { type: 'roll', value: 5 }).state, { type: 'roll', value: 6 })
    expect(texts(two.events, 'interdictionRoll')).toEqual([
      'Ki-21 A interdicts the Indian Ocean Convoy Route in Indian Ocean: strength 9, column 7–11 (placeholder table), roll 5 + 6 = 11: result 5 — United Kingdom loses 5 EP (5 of at most 10 in Indian Ocean this Phase) (2.13).',
    ])
    expect(two.events.find((e) => e.type === 'interdictionRoll')!.roll).toEqual({
      purpose: 'convoy interdiction',
      natural: 11,
      modifiers: [],
      modified: 5,
      result: '5 EP',
      source: 'manual',
      table: { table: 'bombing', name: 'Bombing Table', provenance: 'placeholder', verified: false }, // the Last rolls panel names it
    })
  })
})

describe('Combat Air Patrol and commitment (2.13, 4.27)', () => {
  it('the Naval-Air unit of a carrier in the area may intercept there at distance 0; every unit launched is Previously Committed, the CAP too', () => {
    let s = act(start(convoyScenario({ units: [KI21_A, G4M_A], carrier: true })), {
      ...RAID,
      units: ['ki21-a', 'g4m-a'],
    }).state
    while (s.pending.kind === 'declare' && s.pending.loc !== 'indian') s = act(s, { type: 'pass' }).state
    const d = pendingOf(s, 'declare')
    expect(d.interceptors).toEqual([
      { base: 'hermes-air', baseHex: 'indian', units: [{ id: 'swordfish', interceptRange: 2, distance: 0 }] },
    ])
    s = act(s, { type: 'declare', groups: [{ base: 'hermes-air', units: ['swordfish'] }] }).state
    for (let i = 0; i < 30 && s.pending.kind !== 'convoyAttack'; i++) {
      const p = s.pending
      s = act(
        s,
        p.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: 'hermes-air' }
          : p.kind === 'designate'
            ? { type: 'designate', units: [] }
            : p.kind === 'attack'
              ? { type: 'endAttacks' }
              : p.kind === 'continue'
                ? { type: 'continue', flights: [] }
                : { type: 'pass' },
      ).state
    }
    expect(pendingOf(s, 'convoyAttack').bombers.map((b) => b.id)).toEqual(['ki21-a', 'g4m-a'])
    expect(['ki21-a', 'g4m-a', 'swordfish'].map((id) => s.units[id].commitment)).toEqual([
      'previous',
      'previous',
      'previous',
    ])
  })
})

describe('the bot (2.13)', () => {
  it('flies the raid with the best exact odds, rolls every bomber in one group, and as the convoys’ side takes the step from the strongest bomber', () => {
    const s = start(convoyScenario({ units: [KI21_A, KI21_B, G4M_A, G4M_B] }))
    const plan = botDecision(s)
    expect(plan.action).toEqual({
      type: 'launch',
      side: 'japan',
      base: 'rabaul',
      units: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
      mission: 'convoyInterdiction',
      target: 'indian',
    })
    expect(plan.reasoning).toEqual([
      'Interdict the Indian Ocean Convoy Route in Indian Ocean with Ki-21 A, Ki-21 B, G4M Betty A and G4M Betty B from Rabaul (0205): strength 29, column 22+; 4.03 EP expected of the 10 the cap still allows, anti-aircraft loss 8.3% (2.13).',
    ])
    const { state } = overArea({ units: [KI21_A, KI21_B, G4M_A, G4M_B] }, [1, 1])
    expect(botDecision(state).action).toEqual({
      type: 'interdict',
      side: 'japan',
      bombers: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'],
    })
    const aa = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b', 'g4m-a', 'g4m-b'] }).state
    expect(botDecision(aa).action).toEqual({ type: 'chooseLoss', side: 'allies', unit: 'ki21-a' })
  })
})

describe('a what-if from the position (2.13)', () => {
  it('keeps the routes, and says that this Phase’s interdiction is not carried', () => {
    const { state } = overArea({}, [6, 6])
    const after = act(state, { type: 'interdict', bombers: ['ki21-a', 'ki21-b'] }).state
    const here = scenarioFromPosition(after)
    expect(here.scenario.convoyRoutes?.map((r) => r.id)).toEqual(['indian-route', 'south-pacific'])
    expect(here.scenario.merchantRoutes?.map((r) => r.id)).toEqual(['red'])
    expect(here.notes).toContain(
      'What air interdiction cost this Strategic Warfare Phase is not carried: each Convoy Route area may lose its full MP again, and each Merchant Shipping Route be interdicted again (2.13, 2.26).',
    )
  })
})
