// Naval bombardment of installations in a Sea Offensive (APTO 3.28; spec §4.10): the Activated
// ships at sea in a coastal hex, gunnery on the Bombing Table against the air bombing target
// numbers, collateral losses by the physical roll, the Forced Rebase, a Dirt Airstrip removed, an
// installation under construction; option navalBombardment (pinned false for version 7 saves).
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../scenario/validate'
import type { Scenario, ScenarioInput } from '../scenario/schema'
import { fixture } from '../testing/fixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'
import { tx } from '../engine/core'
import { installationsAt } from '../installations'
import { bombardmentOdds } from './navalBombardment'
import { botDecision } from '../bot/decide'
import { randomAction, seededRng } from '../testing/randomPlay'
import { migrateSave, V8_PINS } from '../save/migrate'
import { legalActions } from '../engine/legal'

/** Columns 1–8 land, 9–20 sea: 0805 is a coastal land hex. */
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
type Ship = NonNullable<ScenarioInput['navalUnits']>[number]
const us = (
  id: string,
  name: string,
  type: string,
  gunnery: number,
  back: number | null,
  hex = '0905',
): Ship => ({
  id,
  name,
  nation: 'US',
  type,
  named: type !== 'DD',
  front: { armor: 10, gunnery },
  back: back === null ? null : { armor: 8, gunnery: back },
  hex,
  flotilla: 'tf64',
})

type Component = NonNullable<ScenarioInput['bases']>[number]['components'][number]

/**
 * An APTO game in the Offensive Phase, the Allies to declare: Task Force 64 (BB Washington gunnery
 * 4, CA San Francisco 3, DD Walke 0) at sea at 0905, next to the Japanese base Munda (0805) with
 * two Bettys on the ground; Rabaul (0509) is Japan's other base.
 */
function game(
  opts: {
    munda?: Component[]
    options?: ScenarioInput['options']
    variant?: 'aeto' | 'apto'
    ships?: Ship[]
    bettys?: number
  } = {},
): Scenario {
  const sc = fixture({
    variant: opts.variant ?? 'apto',
    terrain: TERRAIN,
    bases: [
      { id: 'henderson', hex: '0502', owner: 'allies' },
      { id: 'rabaul', hex: '0509', owner: 'axis' },
    ],
    moreBases: [
      {
        id: 'munda',
        name: 'Munda',
        hex: '0805',
        owner: 'axis',
        components: opts.munda ?? [{ kind: 'SmallAirbase', capacity: 2 }],
      },
    ],
    units: [
      {
        id: 'f4f',
        name: 'F4F Wildcat',
        nation: 'US',
        type: 'F',
        front: '3-6/2',
        back: '1-6/2',
        base: 'henderson',
      },
      ...Array.from({ length: opts.bettys ?? 2 }, (_, i) => ({
        id: `betty${i + 1}`,
        name: `G4M Betty #${i + 1}`,
        nation: 'DE',
        type: 'B' as const,
        front: '2-14',
        back: '1-14',
        base: 'munda',
      })),
    ],
    navalUnits: opts.ships ?? [
      us('washington', 'Washington', 'BB', 4, 2),
      us('sf', 'San Francisco', 'CA', 3, 1),
      us('walke', 'Walke', 'DD', 0, null),
    ],
    options: opts.options,
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  input.start = { ...input.start, phase: 'offensive' }
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

/** Plays `actions`, passing every Japanese window on the way (reconnaissance, interception). */
function run(s: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  let state = s
  const settle = () => {
    for (
      let i = 0;
      i < 20 &&
      (state.pending.kind === 'navalWindow' || state.pending.kind === 'declare') &&
      state.pending.side === 'axis';
      i++
    ) {
      const r = act(state, { type: 'pass' })
      state = r.state
      events.push(...r.events)
    }
  }
  settle()
  for (const a of actions) {
    const r = act(state, a)
    state = r.state
    events.push(...r.events)
    settle()
  }
  return { state, events }
}

const texts = (events: GameEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.text)

/** The Sea Offensive declared and TF 64 moved to the coast at 0805. */
function atTheCoast(sc: Scenario, dice: number[] = []) {
  return run(start(sc, dice), [
    { type: 'declareOffensive', offensive: 'sea' },
    { type: 'moveFlotilla', flotilla: 'tf64', to: '0805' },
  ])
}

describe('APTO 3.28: who bombards — Activated ships with a gunnery of 1 or more, at sea in a coastal hex, in a Sea Offensive', () => {
  it('the plan lists TF 64 at 0805 with Washington (4) and San Francisco (3), not the destroyer Walke (gunnery 0), and Munda’s airbase with its target number', () => {
    const s = atTheCoast(game()).state
    expect(pendingOf(s, 'plan').bombard).toEqual([
      {
        flotilla: 'tf64',
        hex: '0805',
        ships: [
          { id: 'washington', name: 'Washington', gunnery: 4 },
          { id: 'sf', name: 'San Francisco', gunnery: 3 },
        ],
        installations: [{ id: 'munda:0', name: 'Munda small airbase', targetNumber: 1 }],
      },
    ])
    // Out at sea (0905) or outside a Sea Offensive: no bombardment.
    const before = run(start(game()), [{ type: 'declareOffensive', offensive: 'sea' }]).state
    expect(pendingOf(before, 'plan').bombard).toBeUndefined()
  })

  it('AETO plays no naval bombardment (option navalBombardment: default AETO false), nor a version 7 save of an APTO game (pinned false)', () => {
    const aeto = atTheCoast(game({ variant: 'aeto' })).state
    expect(pendingOf(aeto, 'plan').bombard).toBeUndefined()
    expect(
      refused(aeto, { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:0': ['washington'] } }),
    ).toEqual({
      rule: '3.28',
      message:
        'This game plays no naval bombardment of installations (option navalBombardment; APTO [3.28]).',
    })
    expect(V8_PINS.navalBombardment).toBe(false)
    expect(
      migrateSave({
        format: 'sortie-save',
        version: 7,
        scenario: { id: 'coral', options: {} },
        seed: 1,
        dice: [],
        actions: [],
      }),
    ).toMatchObject({ ok: true, json: { version: 11, scenario: { options: { navalBombardment: false } } } })
  })
})

describe('APTO 3.28: the bombardment roll — gunnery on the Bombing Table, the air bombing target number', () => {
  it('exact odds before the roll: gunnery 7 on the 7–11 column against a large airbase (target 2): destroyed on 8 or more, 15/36; collateral 1, 2, 3 steps on a physical 10, 11, 12', () => {
    const s = atTheCoast(game({ munda: [{ kind: 'LargeAirbase', capacity: 4 }] })).state
    const t = tx(s)
    const inst = installationsAt(t.ctx, s, t.ctx.map.parseLoc('0805')!)[0]
    const o = bombardmentOdds(t, inst, ['washington', 'sf'])
    expect(o).toMatchObject({ strength: 7, column: '7–11', targetNumber: 2, minRoll: 8, placeholder: true })
    expect(o.destroyed).toBeCloseTo(15 / 36, 12)
    expect(o.collateral.map((x) => Math.round(x * 36))).toEqual([30, 3, 2, 1])
  })

  it('5 + 6 = 11 destroys Munda’s airbase: 2 collateral steps chosen defender then attacker, then the Forced Rebase of the survivors; the ships have bombarded', () => {
    let { state: s } = atTheCoast(game(), [5, 6])
    const r1 = act(s, { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:0': ['washington', 'sf'] } })
    expect(texts(r1.events, 'bombard')).toEqual([
      'Western Allies bombards Munda small airbase with Washington, San Francisco (3.28).',
    ])
    expect(texts(r1.events, 'bombardmentRoll')).toEqual([
      'Washington, San Francisco bombard Munda small airbase: gunnery 7, column 7–11 (placeholder table), roll 5 + 6 = 11: result 5 against target number 1 — destroyed (3.28).',
    ])
    expect(r1.events.find((e) => e.type === 'bombardmentRoll')!.roll).toMatchObject({
      purpose: 'naval bombardment',
      natural: 11,
      modified: 5,
      target: 1,
      result: 'destroyed',
      source: 'scripted',
    })
    expect(texts(r1.events, 'bombed')).toEqual([
      'Munda small airbase is destroyed: it does not function until repaired (3.28).',
    ])
    // The defender chooses the first collateral step, the attacker the second (3.28).
    const first = pendingOf(r1.state, 'bombCollateral')
    expect(first).toMatchObject({ side: 'axis', units: ['betty1', 'betty2'], left: 2, rule: '3.28' })
    s = act(r1.state, { type: 'chooseLoss', unit: 'betty1' }).state
    expect(pendingOf(s, 'bombCollateral')).toMatchObject({ side: 'allies', left: 1 })
    const r2 = act(s, { type: 'chooseLoss', unit: 'betty1' })
    expect(texts(r2.events, 'eliminated')).toEqual([
      'G4M Betty #1 is eliminated: collateral loss in the destroyed airbase (3.28).',
    ])
    expect(texts(r2.events, 'bombardmentOver')).toEqual(['The bombardment at 0805 is over (3.28).'])
    // Betty #2 makes its Forced Rebase to Rabaul, the one Japanese base in reach (4.7).
    expect(texts(r2.events, 'forcedRebase')).toEqual([
      'Forced Rebase: G4M Betty #2 flies from Munda to rabaul; it cannot be intercepted and is Previously Committed (4.7).',
    ])
    s = r2.state
    expect(s.units.betty2).toMatchObject({ base: 'rabaul', face: 'front', commitment: 'previous' })
    expect(s.offensivePhase?.current?.sea).toMatchObject({
      flotilla: 'tf64',
      bombarded: ['washington', 'sf'],
    })
    expect(pendingOf(s, 'plan').bombard).toBeUndefined() // each ship bombards once
  })

  it('3 + 3 = 6 on a large airbase (target 2, result 0): no effect; a physical 9 that destroys it makes no collateral loss (3.28)', () => {
    const sc = game({ munda: [{ kind: 'LargeAirbase', capacity: 4 }] })
    const miss = act(atTheCoast(sc, [3, 3]).state, {
      type: 'bombard',
      flotilla: 'tf64',
      allocation: { 'munda:0': ['washington', 'sf'] },
    })
    expect(texts(miss.events, 'bombardmentRoll')[0]).toMatch(
      /roll 3 \+ 3 = 6: result 0 against target number 2 — no effect \(3\.28\)\.$/,
    )
    const hit = act(atTheCoast(sc, [4, 5]).state, {
      type: 'bombard',
      flotilla: 'tf64',
      allocation: { 'munda:0': ['washington', 'sf'] },
    })
    expect(texts(hit.events, 'collateral')).toEqual(['No collateral loss: the roll 9 is below 10 (3.28).'])
  })

  it('each installation is one roll, in the order given, the target number recomputed after a success: the airbase first (hex capacity 3 → 1) lowers the port’s from 3 to 1 (APTO D86)', () => {
    const sc = game({ munda: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }], bettys: 0 })
    const s = atTheCoast(sc, [4, 4, 4, 3]).state
    expect(pendingOf(s, 'plan').bombard![0].installations).toEqual([
      { id: 'munda:0', name: 'Munda small airbase', targetNumber: 1 },
      { id: 'munda:1', name: 'Munda minor port', targetNumber: 3 },
    ])
    const r = act(s, {
      type: 'bombard',
      flotilla: 'tf64',
      allocation: { 'munda:0': ['sf'], 'munda:1': ['washington'] },
    })
    // San Francisco (3, column 1–6: result roll − 7): 8 → 1 ≥ 1 destroyed; Washington (4): 7 → 0 against the port's recomputed 1: no effect.
    expect(texts(r.events, 'bombardmentRoll')).toEqual([
      'San Francisco bombards Munda small airbase: gunnery 3, column 1–6 (placeholder table), roll 4 + 4 = 8: result 1 against target number 1 — destroyed (3.28).',
      'Washington bombards Munda minor port: gunnery 4, column 1–6 (placeholder table), roll 4 + 3 = 7: result 0 against target number 1 — no effect (3.28).',
    ])
  })

  it('a Dirt Airstrip (grass airfield) destroyed is removed from the map; a port destroyed takes no collateral (3.28)', () => {
    const grass = act(
      atTheCoast(game({ munda: [{ kind: 'GrassAirfield', capacity: 1 }], bettys: 0 }), [6, 6]).state,
      { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:0': ['washington'] } },
    )
    expect(texts(grass.events, 'bombed')).toEqual(['Munda Dirt Airstrip is destroyed and removed (3.28).'])
    expect(grass.state.installations?.['munda:0']).toEqual({ removed: true })
    const port = act(
      atTheCoast(game({ munda: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }] }), [6, 6])
        .state,
      { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:1': ['washington', 'sf'] } },
    )
    expect(texts(port.events, 'bombed')).toEqual([
      'Munda minor port is destroyed: it does not function until repaired (3.28).',
    ])
    expect(port.state.pending.kind).toBe('plan') // no collateral decision: a port takes none
    expect(port.state.units.betty1.face).toBe('front')
  })

  it('an airbase under construction destroyed: its owner declines the 1 EP, the bombarding side rolls 2 + 2, doubles: eliminated (3.28)', () => {
    const sc = game({ munda: [{ kind: 'SmallAirbase', capacity: 2, underConstruction: true }], bettys: 0 })
    const r = act(atTheCoast(sc, [6, 6, 2, 2]).state, {
      type: 'bombard',
      flotilla: 'tf64',
      allocation: { 'munda:0': ['washington', 'sf'] },
    })
    expect(pendingOf(r.state, 'bombUcep')).toMatchObject({
      side: 'axis',
      rule: '3.28',
      name: 'Munda small airbase (under construction)',
    })
    const d = act(r.state, { type: 'declineEp' })
    expect(texts(d.events, 'ucepDecision')).toEqual([
      'Axis does not pay: the bombarding side rolls 2d6 for Munda small airbase (under construction); doubles eliminate it (3.28).',
    ])
    expect(texts(d.events, 'underConstruction')).toEqual([
      'Under construction: roll 2 and 2: doubles — it is eliminated and will not be completed (3.28).',
    ])
    expect(d.state.installations?.['munda:0']).toEqual({ removed: true })
  })
})

describe('APTO 3.28: the bombard action refuses what is not allowed, and a bombardment Activates the flotilla', () => {
  it('refusals name what is wrong: a ship of gunnery 0, a ship twice, an unknown installation, an empty allocation', () => {
    const s = atTheCoast(game()).state
    const bombard = (allocation: Record<string, string[]>) =>
      refused(s, { type: 'bombard', flotilla: 'tf64', allocation }).message
    expect(bombard({ 'munda:0': ['walke'] })).toBe(
      '"walke" is not a ship of flotilla tf64 at sea at 0805 with a gunnery of 1 or more that has not bombarded in this Sea Offensive (3.28).',
    )
    expect(bombard({ 'munda:0': ['washington', 'washington'] })).toBe(
      'Washington bombards one installation only (3.28).',
    )
    expect(bombard({ 'rabaul:0': ['washington'] })).toBe(
      '"rabaul:0" is not an enemy installation at 0805; there: munda:0 (Munda small airbase).',
    )
    expect(bombard({})).toBe('Name at least one installation and the ships that bombard it (3.28).')
    expect(
      refused(s, { type: 'bombard', flotilla: 'tf99', allocation: { 'munda:0': ['washington'] } }).message,
    ).toBe('"tf99" is not a flotilla that may bombard now; flotilla tf64 at 0805 may (3.28).')
  })

  it('a flotilla already at the enemy’s coast bombards without moving: the bombardment Activates it', () => {
    const sc = game({ ships: [us('washington', 'Washington', 'BB', 4, 2, '0805')] })
    const s = run(start(sc, [6, 6]), [{ type: 'declareOffensive', offensive: 'sea' }]).state
    expect(pendingOf(s, 'plan').bombard?.map((o) => o.hex)).toEqual(['0805'])
    const r = act(s, { type: 'bombard', flotilla: 'tf64', allocation: { 'munda:0': ['washington'] } })
    expect(texts(r.events, 'activated')).toEqual([
      'Western Allies Activates a flotilla for its Sea Offensive, to bombard: it moves no more this phase once the Offensive is over (Part 3; 3.28).',
    ])
    expect(r.state.offensivePhase?.active).toEqual(['tf64'])
  })
})

describe('APTO 3.28: the bot and the random player', () => {
  it('the bot bombards the installation its ships most likely destroy, with every ship, then ends the Sea Offensive', () => {
    const s = atTheCoast(game(), [5, 6]).state
    const d = botDecision(s)
    expect(d.action).toMatchObject({
      type: 'bombard',
      flotilla: 'tf64',
      allocation: { 'munda:0': ['washington', 'sf'] },
    })
    expect(d.reasoning[0]).toBe(
      'Bombard Munda small airbase with Washington, San Francisco: gunnery 7, column 7–11, target number 1, destroyed 58.3% (3.28).',
    )
  })

  it('the bot declares a Sea Offensive to bombard when a flotilla of its own lies off an enemy coast (destroyed 58.3%), not when it lies out at sea', () => {
    const off = start(
      game({
        ships: [
          us('washington', 'Washington', 'BB', 4, 2, '0805'),
          us('sf', 'San Francisco', 'CA', 3, 1, '0805'),
        ],
      }),
    )
    const d = botDecision(off)
    expect(d.action).toMatchObject({ type: 'declareOffensive', offensive: 'sea' })
    expect(d.reasoning).toEqual([
      'Declare a Sea Offensive to bombard: Bombard Munda small airbase with Washington, San Francisco: gunnery 7, column 7–11, target number 1, destroyed 58.3% (3.28).',
    ])
    expect(botDecision(start(game())).action.type).not.toBe('declareOffensive')
  })

  it('the legal actions offer each installation bombarded by every ship that may', () => {
    const s = atTheCoast(
      game({ munda: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }] }),
    ).state
    expect(legalActions(s).filter((a) => a.type === 'bombard')).toEqual([
      { type: 'bombard', side: 'allies', flotilla: 'tf64', allocation: { 'munda:0': ['washington', 'sf'] } },
      { type: 'bombard', side: 'allies', flotilla: 'tf64', allocation: { 'munda:1': ['washington', 'sf'] } },
    ])
  })

  it('the random player’s bombardments are accepted', () => {
    const s = atTheCoast(game()).state
    const rng = seededRng(3)
    let bombards = 0
    for (let i = 0; i < 60; i++) {
      const a = randomAction(s, rng)
      if (a.type === 'bombard') bombards++
      act(s, a)
    }
    expect(bombards).toBeGreaterThan(0)
  })
})
