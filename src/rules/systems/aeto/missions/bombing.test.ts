// Bombing installations (4.26; spec §13.2, T-19, A-26, A-34, A-35, A-36): only in an Air Offensive,
// target numbers, the Bombing Table column of the bombers' total strength, 2d6 per installation,
// asterisk losses, collateral losses chosen in turn, and the odds before the roll.
import { describe, expect, it } from 'vitest'
import { bombingPreview, capacityNow, contextOf } from '..'
import type { Scenario } from '../scenario/schema'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, raidOverTarget, refused, start } from '../testing/play'
import type { Action } from '../types'
import { PLACEHOLDER_TABLE, columnFor, resultOf } from './bombingTable'

const WELL1: FixtureUnit = {
  id: 'w1',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '_5_-22',
  back: '_3_-22',
  base: 'ab',
}
const WELL2: FixtureUnit = { ...WELL1, id: 'w2' }
const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'ab',
}
const ATP: FixtureUnit = {
  id: 'ju52',
  name: 'Ju-52',
  nation: 'DE',
  type: 'ATP',
  front: 'X-7',
  back: null,
  base: 'x1',
  atpPoints: 1,
}
const ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}
const ME109B: FixtureUnit = { ...ME109, id: 'me109b', name: 'Me-109 B' }

/** T-19: a fortified small airbase x1 at 0906; the Wellingtons at ab (0106). Starts in the Offensive Phase. */
function t19(units: FixtureUnit[] = [WELL1, WELL2, ATP], patch: Partial<Scenario> = {}): Scenario {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', kind: 'SmallAirbase', capacity: 2 },
    ],
    units,
  })
  return {
    ...sc,
    start: { ...sc.start, phase: 'offensive' },
    bases: sc.bases.map((b) =>
      b.id === 'x1' ? { ...b, components: b.components.map((c) => ({ ...c, fortified: true })) } : b,
    ),
    ...patch,
  }
}

const raid: Action = { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' }

/** Declares the Air Offensive, flies the raid (the defender never intercepts) up to the allocation. */
const overTarget = (sc: Scenario, dice: number[] = [], launch: Action = raid) =>
  raidOverTarget(sc, launch, dice)

describe('the Bombing Table placeholder (§16) reproduces the rulebook’s data point', () => {
  it('column 7–11, roll 9 → result 3; 13 → column 12–16; asterisk on 2 and 3', () => {
    const c10 = columnFor(PLACEHOLDER_TABLE, 10)!
    expect(c10.label).toBe('7–11')
    expect(resultOf(c10.column, 9)).toEqual({ result: 3, asterisk: false })
    expect(columnFor(PLACEHOLDER_TABLE, 13)!.label).toBe('12–16')
    expect(columnFor(PLACEHOLDER_TABLE, 30)!.label).toBe('22+')
    expect(resultOf(c10.column, 3)).toEqual({ result: 0, asterisk: true })
    expect(columnFor(PLACEHOLDER_TABLE, 0)).toBeNull()
  })
})

describe('bombing installations (4.26)', () => {
  it('only in an Air Offensive, only with a bomber, only at an enemy installation', () => {
    const sc = t19()
    const naval = start({ ...sc, start: { ...sc.start, phase: 'navalAndAir' } })
    expect(refused(naval, raid)).toEqual({
      rule: '4.25',
      message:
        'Bomb installations (Air Offensive): Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
    })
    const s = act(start(t19([WELL1, WELL2, SPIT, ATP])), { type: 'declareOffensive', offensive: 'air' }).state
    expect(refused(s, { ...raid, units: ['spit'] })).toEqual({
      rule: '4.26',
      message:
        'A bombing mission needs at least one unit flying as a bomber; fighters may go with it as escort (4.26).',
    })
    expect(refused(s, { ...raid, target: '0506' })).toEqual({
      rule: '4.26',
      message:
        'There is no enemy installation to bomb at 0506 (airbases, airfields, ports, forts, Mulberries, radar sites and rocket sites, 4.26).',
    })
  })

  it('4.26 target numbers of airbases: a large airbase 2 (4 fortified), a small one 1 (3 fortified), read at the allocation', () => {
    const kinds = (kind: 'LargeAirbase' | 'SmallAirbase', fortified: boolean) => {
      const sc = t19()
      const patched = {
        ...sc,
        bases: sc.bases.map((b) =>
          b.id === 'x1'
            ? { ...b, components: [{ kind, capacity: 2, ...(fortified ? { fortified } : {}) }] }
            : b,
        ),
      } as Scenario
      const { state } = overTarget(patched, [6, 6])
      const odds = bombingPreview(state, 'x1:0', ['w1', 'w2'])
      return [pendingOf(state, 'bombAllocation').installations[0].targetNumber, odds.targetParts]
    }
    expect(kinds('LargeAirbase', false)).toEqual([2, ['large airbase 2']])
    expect(kinds('LargeAirbase', true)).toEqual([4, ['large airbase 2', 'fortified +2']])
    expect(kinds('SmallAirbase', false)).toEqual([1, ['small airbase 1']])
    expect(kinds('SmallAirbase', true)).toEqual([3, ['small airbase 1', 'fortified +2']])
  })

  it('T-19: two Wellingtons on a fortified small airbase — target 3, strength 10, column 7–11, least roll 9; 12 destroys it with 2 collateral steps', () => {
    const { state } = overTarget(t19(), [6, 6])
    const p = pendingOf(state, 'bombAllocation')
    expect(p).toMatchObject({
      side: 'allies',
      bombers: ['w1', 'w2'],
      installations: [{ id: 'x1:0', name: 'x1 small airbase', targetNumber: 3 }],
    })
    const odds = bombingPreview(state, 'x1:0', ['w1', 'w2'])
    expect(odds).toMatchObject({
      strength: 10,
      column: '7–11',
      targetNumber: 3,
      targetParts: ['small airbase 1', 'fortified +2'],
      minRoll: 9,
      placeholder: true,
    })
    expect(odds.destroyed).toBeCloseTo(10 / 36, 12)
    expect(odds.aaLoss).toBeCloseTo(3 / 36, 12)
    expect(odds.collateral.map((x) => Math.round(x * 36))).toEqual([30, 5, 1])
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    expect(r.events.map((e) => e.text)).toEqual([
      'Western Allies bombs x1 small airbase with Wellington and Wellington (4.26).',
      'Wellington and Wellington bomb x1 small airbase: strength 10, column 7–11 (placeholder table), roll 6 + 6 = 12: result 6 against target number 3 — destroyed (4.26).',
      'x1 small airbase is destroyed: it does not function until repaired (4.26).',
      // Even totals above 9 up to 12: 10 and 12 → two steps; the defender's pick takes the only ATP point, then nothing is left.
      'Ju-52 is eliminated: collateral loss in the destroyed airbase (4.26).',
      'No unit is left at x1 to take the 1 remaining collateral loss (4.26).',
      'The bombing of 0906 is over (4.26).',
    ])
    expect(r.state.installations).toEqual({ 'x1:0': { destroyed: true } })
    expect(capacityNow(contextOf(r.state.scenario), r.state, 'x1')).toBe(0)
    expect(r.state.units.ju52.eliminated).toBe(true)
    expect(pendingOf(r.state, 'plan').side).toBe('allies')
  })

  it('a roll below the least destroying roll has no effect; an asterisk costs one participating bomber a step, chosen by the Initiative (A-36)', () => {
    const { state } = overTarget(
      t19([WELL1, WELL2, ATP], { context: { ...t19().context, initiativeSide: 'axis' } }),
      [1, 2],
    )
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    expect(r.events[1].text).toBe(
      'Wellington and Wellington bomb x1 small airbase: strength 10, column 7–11 (placeholder table), roll 1 + 2 = 3: result 0* against target number 3 — no effect (4.26).',
    )
    const aa = pendingOf(r.state, 'bombAa')
    expect(aa).toMatchObject({ side: 'axis', bombers: ['w1', 'w2'] })
    expect(refused(r.state, { type: 'chooseLoss', unit: 'ju52' }).message).toBe(
      'Ju-52 did not take part in that bombing attack.',
    )
    const after = act(r.state, { type: 'chooseLoss', unit: 'w2' })
    expect(after.events[0].text).toBe('Wellington loses a step: anti-aircraft fire (asterisk) (4.26).')
    expect(after.state.units.w2.face).toBe('back')
    expect(after.state.installations).toBeUndefined()
  })

  it('collateral losses alternate, defender first (4.26)', () => {
    const { state } = overTarget(t19([WELL1, WELL2, ME109, ME109B]), [6, 6]) // the Me-109s ride it out
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    const first = pendingOf(r.state, 'bombCollateral')
    expect(first).toMatchObject({ side: 'axis', units: ['me109', 'me109b'], left: 2 })
    const second = act(r.state, { type: 'chooseLoss', unit: 'me109b' }).state
    expect(pendingOf(second, 'bombCollateral')).toMatchObject({ side: 'allies', left: 1 })
    const done = act(second, { type: 'chooseLoss', unit: 'me109' }).state
    expect([done.units.me109.face, done.units.me109b.face]).toEqual(['back', 'back'])
    expect(done.pending.kind).toBe('plan')
  })

  it('each bomber bombs once; an allocation to no installation drops no bomb', () => {
    const { state } = overTarget(t19())
    expect(refused(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w1'] } }).message).toBe(
      'Wellington takes part in one bombing attack only (4.26).',
    )
    expect(refused(state, { type: 'allocateBombers', allocation: { 'x9:0': ['w1'] } }).message).toBe(
      '"x9:0" is not an installation to bomb at 0906.',
    )
    const none = act(state, { type: 'allocateBombers', allocation: {} })
    expect(none.events.map((e) => e.text)).toEqual([
      'Western Allies drops no bomb (4.26).',
      'The bombing of 0906 is over (4.26).',
    ])
  })

  it('a port: its own capacity plus the hex’s (A-35); a Major Port destroyed becomes a Minor Port', () => {
    const sc = t19()
    const port: Scenario = {
      ...sc,
      bases: sc.bases.map((b) =>
        b.id === 'x1'
          ? {
              ...b,
              components: [
                { kind: 'MajorPort', fortified: false, destroyed: false, underConstruction: false },
              ],
            }
          : b,
      ),
      airUnits: sc.airUnits.filter((u) => u.id !== 'ju52'),
    }
    const { state } = overTarget(port, [6, 6])
    const p = pendingOf(state, 'bombAllocation')
    expect(p.installations).toEqual([{ id: 'x1:0', name: 'x1 major port', targetNumber: 4 }]) // 2 + hex capacity 2
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    expect(r.events.map((e) => e.text)).toContain(
      'x1 major port is destroyed: a Minor Port until repaired (4.26).',
    )
    expect(r.state.installations).toEqual({ 'x1:0': { reduced: true } })
    expect(capacityNow(contextOf(r.state.scenario), r.state, 'x1')).toBe(1)
  })

  describe('D-BOMB-UCEP: an installation under construction destroyed (4.26)', () => {
    const building = (options: Partial<Scenario['options']> | null = null): Scenario => {
      const sc = t19([WELL1, WELL2])
      return {
        ...sc,
        ...(options ? { options: { ...sc.options, ...options } } : {}),
        bases: sc.bases.map((b) =>
          b.id === 'x1'
            ? {
                ...b,
                components: b.components.map((c) => ({ ...c, fortified: false, underConstruction: true })),
              }
            : b,
        ),
      }
    }
    const bombed = (sc: Scenario, dice: number[]) =>
      act(overTarget(sc, dice).state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    it('its owner pays 1 EP: no roll; it is destroyed for now and completes when repaired', () => {
      const r = bombed(building(), [6, 6, 1, 1])
      const p = pendingOf(r.state, 'bombUcep')
      expect(p).toMatchObject({
        side: 'axis',
        installation: 'x1:0',
        name: 'x1 small airbase (under construction)',
      })
      const paid = act(r.state, { type: 'payEp' })
      expect(paid.events.map((e) => e.text)).toContain(
        'Axis pays 1 EP from its Economic Reserve: no roll; x1 small airbase (under construction) is destroyed for now and completes normally when repaired (4.26).',
      )
      expect(paid.state.installations).toEqual({ 'x1:0': { destroyed: true } })
      expect(paid.state.dice.scriptPos).toBe(2) // the doubles dice were never rolled
    })
    it('the owner does not pay: the bombing side rolls 2d6, doubles eliminate it', () => {
      const r = act(bombed(building(), [6, 6, 3, 3]).state, { type: 'declineEp' })
      expect(r.events.map((e) => e.text)).toContain(
        'Under construction: roll 3 and 3: doubles — it is eliminated and will not be completed (4.26).',
      )
      expect(r.state.installations).toEqual({ 'x1:0': { removed: true } })
      const no = act(bombed(building(), [6, 6, 3, 4]).state, { type: 'declineEp' })
      expect(no.state.installations).toEqual({ 'x1:0': { destroyed: true } })
    })
    it('games saved before the decision existed (options.epToSaveConstruction false) roll at once', () => {
      const r = bombed(building({ epToSaveConstruction: false }), [6, 6, 2, 2])
      expect(r.state.pending.kind).not.toBe('bombUcep')
      expect(r.state.installations).toEqual({ 'x1:0': { removed: true } })
    })
  })

  it('a scenario may give the real Bombing Table', () => {
    const table = {
      columns: [{ from: 1, results: ['0*', '0', '0', '0', '0', '0', '0', '0', '0', '0', '9'] }],
    }
    const { state } = overTarget(t19([WELL1, WELL2, ATP], { bombingTable: table }))
    expect(bombingPreview(state, 'x1:0', ['w1', 'w2'])).toMatchObject({
      column: '1+',
      minRoll: 12,
      placeholder: false,
    })
  })
})

describe('APTO collateral damage by the physical roll (APTO D90)', () => {
  it('T-19 in APTO: least roll 9 still destroys, but 10 → 1 step, 11 → 2, 12 → 3 (AETO: one per even total above 9)', () => {
    const { state } = overTarget(t19(undefined, { variant: 'apto' }), [6, 5])
    const odds = bombingPreview(state, 'x1:0', ['w1', 'w2'])
    expect(odds).toMatchObject({ minRoll: 9 })
    // 9: 4/36 destroys with no loss; 10: 3/36 → 1; 11: 2/36 → 2; 12: 1/36 → 3.
    expect(odds.collateral.map((x) => Math.round(x * 36))).toEqual([30, 3, 2, 1])
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1', 'w2'] } })
    expect(r.events.map((e) => e.text).slice(2, 5)).toEqual([
      'x1 small airbase is destroyed: it does not function until repaired (4.26).',
      'Ju-52 is eliminated: collateral loss in the destroyed airbase (4.26).',
      'No unit is left at x1 to take the 1 remaining collateral loss (4.26).',
    ])
  })
})

/** x1 at 0906 holds a small airbase (capacity 1) and a Major Port (capacity 2): hex capacity 3. No unit on the ground there. */
function portAndAirbase(options: Scenario['options'] | Record<string, unknown> = {}): Scenario {
  const sc = t19([WELL1, WELL2], { variant: 'apto' })
  return {
    ...sc,
    options: { ...sc.options, ...options },
    bases: sc.bases.map((b) =>
      b.id === 'x1'
        ? {
            ...b,
            components: [
              {
                kind: 'SmallAirbase',
                capacity: 1,
                fortified: false,
                destroyed: false,
                underConstruction: false,
              },
              { kind: 'MajorPort', fortified: false, destroyed: false, underConstruction: false },
            ],
          }
        : b,
    ),
  }
}

describe('APTO bombing targets: the port formula (APTO D86) and the recomputation after each success (APTO D89)', () => {
  it('APTO D86: a port’s target number is the hex’s airbase capacity (3), not its own capacity plus the hex’s (AETO A-35: 2 + 3 = 5)', () => {
    const apto = pendingOf(overTarget(portAndAirbase()).state, 'bombAllocation')
    expect(apto.installations).toEqual([
      { id: 'x1:0', name: 'x1 small airbase', targetNumber: 1 },
      { id: 'x1:1', name: 'x1 major port', targetNumber: 3 },
    ])
    expect(bombingPreview(overTarget(portAndAirbase()).state, 'x1:1', ['w2']).targetParts).toEqual([
      'hex airbase capacity 3 (APTO D86)',
    ])
    const aeto = pendingOf(overTarget({ ...portAndAirbase(), variant: 'aeto' }).state, 'bombAllocation')
    expect(aeto.installations.map((i) => i.targetNumber)).toEqual([1, 5])
  })

  it('APTO D86: a port hex with no airbase capacity left has target number 1; fortified adds 2 to the capacity', () => {
    const sc = portAndAirbase()
    const gone: Scenario = {
      ...sc,
      bases: sc.bases.map((b) =>
        b.id === 'x1' ? { ...b, components: [{ ...b.components[1], capacity: 0 }] } : b,
      ),
    }
    expect(pendingOf(overTarget(gone).state, 'bombAllocation').installations).toEqual([
      { id: 'x1:0', name: 'x1 major port', targetNumber: 1 },
    ])
    const fortified: Scenario = {
      ...sc,
      bases: sc.bases.map((b) =>
        b.id === 'x1' ? { ...b, components: b.components.map((c) => ({ ...c, fortified: true })) } : b,
      ),
    }
    expect(
      pendingOf(overTarget(fortified).state, 'bombAllocation').installations.map((i) => i.targetNumber),
    ).toEqual([3, 5]) // 1 + 2; 3 + 2
  })

  it('APTO D89: the airbase bombed first (roll 5 + 4 = 9 → 2 ≥ 1, destroyed), the port’s target number falls from 3 to 2 and the same roll destroys it', () => {
    const { state } = overTarget(portAndAirbase(), [5, 4, 5, 4])
    const p = pendingOf(state, 'bombAllocation')
    expect(p.ordered).toBe(true)
    expect(p.prompt).toContain('in the order you give')
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:0': ['w1'], 'x1:1': ['w2'] } })
    const texts = r.events.map((e) => e.text)
    expect(texts[0]).toBe(
      'Western Allies bombs x1 small airbase with Wellington; then x1 major port with Wellington, each target number recomputed after a success (4.26; APTO D89).',
    )
    expect(texts).toContain(
      'Wellington bombs x1 small airbase: strength 5, column 1–6 (placeholder table), roll 5 + 4 = 9: result 2 against target number 1 — destroyed (4.26).',
    )
    expect(texts).toContain(
      'Wellington bombs x1 major port: strength 5, column 1–6 (placeholder table), roll 5 + 4 = 9: result 2 against target number 2 (recomputed after an earlier success: it was 3, APTO D89) — destroyed (4.26).',
    )
    expect(r.state.installations).toEqual({ 'x1:0': { destroyed: true }, 'x1:1': { reduced: true } })
  })

  it('APTO D89: in the other order the port is rolled first against 3 and the same 9 (result 2) has no effect', () => {
    const { state } = overTarget(portAndAirbase(), [5, 4, 5, 4])
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:1': ['w2'], 'x1:0': ['w1'] } })
    const texts = r.events.map((e) => e.text)
    expect(texts[0]).toBe(
      'Western Allies bombs x1 major port with Wellington; then x1 small airbase with Wellington, each target number recomputed after a success (4.26; APTO D89).',
    )
    expect(texts).toContain(
      'Wellington bombs x1 major port: strength 5, column 1–6 (placeholder table), roll 5 + 4 = 9: result 2 against target number 3 — no effect (4.26).',
    )
    expect(r.state.installations).toEqual({ 'x1:0': { destroyed: true } })
  })

  it('version 7 saves (options portTargetNumber "portPlusHex", bombingRecomputation false) bomb as before: AETO’s port formula, the installations’ order, no D89 note', () => {
    const { state } = overTarget(
      portAndAirbase({ portTargetNumber: 'portPlusHex', bombingRecomputation: false }),
      [5, 4, 6, 6],
    )
    const p = pendingOf(state, 'bombAllocation')
    expect(p.ordered).toBeUndefined()
    expect(p.installations.map((i) => i.targetNumber)).toEqual([1, 5])
    const r = act(state, { type: 'allocateBombers', allocation: { 'x1:1': ['w2'], 'x1:0': ['w1'] } })
    const texts = r.events.map((e) => e.text)
    expect(texts[0]).toBe(
      'Western Allies bombs x1 small airbase with Wellington; x1 major port with Wellington (4.26).',
    )
    // The port is rolled second, against the target number of the hex as it is then (capacity 2 + 2 = 4): 6 + 6 = 12 → 5.
    expect(texts).toContain(
      'Wellington bombs x1 major port: strength 5, column 1–6 (placeholder table), roll 6 + 6 = 12: result 5 against target number 4 — destroyed (4.26).',
    )
  })
})
