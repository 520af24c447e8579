// Carriers as ferries (4.6; spec §4.5, D-BASE-FERRY, §15 T-04) and room on a carrier (4.4,
// D-BASE-CARRIER). "Any undamaged named aircraft carrier … may be used to ferry one 1/2 step
// Fighter or Fighter-Bomber unit. However, the aircraft carrier must retain at least 1 unused spare
// aircraft capacity point in excess of the points needed to carry its Naval-Air unit."
import { describe, expect, it } from 'vitest'
import { arkRoyalScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { Action, GameState } from '../types'
import { act, eventsOf, passWindows, play, refused, start } from '../testing/play'
import { legalActions } from './legal'
import { carrierLoad, isOperational } from '../bases'
import { contextOf } from '../context'
import { tx } from './core'
import { interceptorOptions } from './interception'
import { beginDraft, mutUnit } from './draft'
import { returnBases } from './step'
import { changeBaseOnly, ferryChoices, unitStatus } from '..'

/** T-04's Ark Royal docked at Hull with its 3-point Swordfish, the depleted Spitfire at Hull (arkRoyalScenario); `change` edits the data before it is validated. */
function arkRoyal(change: (d: ScenarioData) => void = () => {}): ScenarioData {
  const d = arkRoyalScenario()
  change(d)
  return d
}

function game(d: ScenarioData): GameState {
  const sc = parseScenario(d)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return start(sc.scenario)
}

const errors = (d: ScenarioData) => {
  const r = parseScenario(d)
  return r.ok ? [] : r.errors
}

const EMBARK: Action = { type: 'ferry', carrier: 'ark-air', unit: 'spit-1', embark: true }

describe('T-04 Ferrying — Ark Royal, in the scenario file (4.6)', () => {
  it('the depleted Spitfire starts ferried aboard with the 3-point Swordfish: accepted (load 3 + 1 = 4)', () => {
    const d = arkRoyal((x) => (x.airUnits[0].base = 'ark-air'))
    expect(errors(d)).toEqual([])
    const s = game(d)
    expect(carrierLoad(contextOf(s), s, 'ark-air')).toBe(4)
  })
  it('a second ferried unit: rejected (never more than one)', () => {
    const d = arkRoyal((x) => {
      x.airUnits[0].base = 'ark-air'
      x.airUnits.push({
        id: 'hurri',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '1-4/2',
        back: null,
        base: 'ark-air',
      })
    })
    expect(errors(d)).toEqual([
      {
        path: 'airUnits[7].base',
        message: 'carrier "ark" already ferries "spit-1": never more than one ferried unit per carrier (4.6)',
      },
    ])
  })
  it('with an N unit of strength 4 aboard: the ferry is rejected, no spare point', () => {
    const d = arkRoyal((x) => ((x.airUnits[0].base = 'ark-air'), (x.airUnits[6].front = '4-5/1')))
    expect(errors(d)).toEqual([
      {
        path: 'airUnits[0].base',
        message:
          'carrier "ark" has capacity 4 and its N units use 4: no spare point for a ferried unit, which uses 1 (4.6)',
      },
    ])
  })
  it('a damaged Ark Royal: rejected (a 1-point Swordfish fits its damaged capacity 2, the ferried unit does not)', () => {
    const d = arkRoyal(
      (x) => (
        (x.airUnits[0].base = 'ark-air'),
        (x.navalUnits[2].face = 'back'),
        (x.airUnits[6].front = '1-5/1')
      ),
    )
    expect(errors(d)).toEqual([
      {
        path: 'airUnits[0].base',
        message: 'carrier "ark" is damaged: a damaged carrier never ferries an air unit (4.6)',
      },
    ])
  })
  it('an unnamed carrier, and a full-strength fighter: rejected', () => {
    expect(
      errors(
        arkRoyal(
          (x) => (
            (x.airUnits[0].base = 'ark-air'),
            (x.navalUnits[2].type = 'CVE'),
            (x.navalUnits[2].named = false)
          ),
        ),
      ),
    ).toEqual([
      {
        path: 'airUnits[0].base',
        message: 'carrier "ark" is not named: only a named carrier ferries an air unit (4.6)',
      },
    ])
    expect(
      errors(arkRoyal((x) => ((x.airUnits[0].base = 'ark-air'), (x.airUnits[0].face = 'front')))),
    ).toEqual([
      {
        path: 'airUnits[0].base',
        message:
          'an F on a carrier is ferried, and only a single-step (depleted) unit is ferried (4.6): this one is at full strength (set face "back")',
      },
    ])
  })
})

describe('T-04 Ferrying — Ark Royal, embarking in a functioning port (D-BASE-FERRY, 4.6)', () => {
  it('the depleted Spitfire at Hull embarks: accepted, logged with 4.6, load becomes 4', () => {
    const s = game(arkRoyal())
    expect(legalActions(s)).toContainEqual({ ...EMBARK, side: 'allies' })
    const r = act(s, EMBARK)
    expect(r.state.units['spit-1'].base).toBe('ark-air')
    expect(carrierLoad(contextOf(r.state), r.state, 'ark-air')).toBe(4)
    expect(eventsOf(r.events, 'ferry').map((e) => [e.rule, e.text])).toEqual([
      [
        '4.6',
        'Spitfire embarks at Hull on Ark Royal, ferried: it uses 1 aircraft capacity point and flies only a Change Base from the carrier (4.6).',
      ],
    ])
  })
  it('a second ferried unit: refused (max one)', () => {
    const d = arkRoyal((x) =>
      x.airUnits.push({
        id: 'hurri',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '1-4/2',
        back: null,
        base: 'hull',
      }),
    )
    const s = act(game(d), EMBARK).state
    expect(refused(s, { ...EMBARK, unit: 'hurri' })).toEqual({
      rule: '4.6',
      message: 'Ark Royal already ferries Spitfire: never more than one ferried unit per carrier (4.6).',
    })
  })
  it('with an N unit of strength 4: refused, no spare point — D-BASE-CARRIER offers to deplete or dump it', () => {
    const s = game(arkRoyal((x) => ((x.airUnits[6].front = '4-5/1'), (x.airUnits[6].back = '2-5/1'))))
    expect(refused(s, EMBARK)).toEqual({
      rule: '4.6',
      message:
        'Ark Royal has 4 aircraft capacity points and its Naval-Air units use 4: a ferried unit needs 1 spare point (4.6). Deplete or dump a Naval-Air unit to make room (4.4).',
    })
    const legal = legalActions(s).filter((a) => ['ferry', 'depleteNaval', 'dumpOverboard'].includes(a.type))
    expect(legal).toEqual([
      { type: 'depleteNaval', side: 'allies', unit: 'swordfish-ark' },
      { type: 'dumpOverboard', side: 'allies', unit: 'swordfish-ark' },
    ])
    // Depleted to 2 points (4.4), the Swordfish leaves room: the Spitfire embarks, load 3.
    const r = play(s, [{ type: 'depleteNaval', unit: 'swordfish-ark' }, EMBARK])
    expect(eventsOf(r.events, 'depleteNaval').map((e) => [e.rule, e.text])).toEqual([
      [
        '4.4',
        'Western Allies depletes Swordfish to make room on Ark Royal: its load goes from 4 to 2 of 4 points (4.4).',
      ],
    ])
    expect(carrierLoad(contextOf(r.state), r.state, 'ark-air')).toBe(3)
  })
  it('a damaged Ark Royal: refused', () => {
    const s = game(arkRoyal((x) => ((x.navalUnits[2].face = 'back'), (x.airUnits[6].front = '1-5/1'))))
    expect(refused(s, EMBARK)).toEqual({
      rule: '4.6',
      message: 'Ark Royal is damaged: a damaged carrier never ferries an air unit (4.6).',
    })
  })
  it('a full-strength fighter, a bomber, or Ark Royal at sea: refused', () => {
    const s = game(arkRoyal((x) => (x.airUnits[0].face = 'front')))
    expect(refused(s, EMBARK)).toEqual({
      rule: '4.6',
      message: 'Spitfire is at full strength: only a single-step (depleted) unit is ferried (4.6).',
    })
    expect(refused(s, { ...EMBARK, unit: 'wellington-1' })).toEqual({
      rule: '4.6',
      message: 'Wellington is type B: a carrier ferries only a Fighter or Fighter-Bomber (4.6).',
    })
    const atSea = game(arkRoyal((x) => ((x.navalUnits[2].inPort = false), (x.navalUnits[2].hex = '0303'))))
    expect(refused(atSea, EMBARK)).toEqual({
      rule: '4.6',
      message:
        'Ark Royal is not docked in port: air units embark and disembark only in a functioning port, as with an STP (4.6).',
    })
    expect(legalActions(atSea).some((a) => a.type === 'ferry')).toBe(false)
  })
  it('disembarks at Hull, which has room again', () => {
    const s = act(game(arkRoyal()), EMBARK).state
    expect(legalActions(s).filter((a) => a.type === 'ferry')).toEqual([
      { type: 'ferry', side: 'allies', carrier: 'ark-air', unit: 'spit-1', embark: false, to: 'hull' },
    ])
    const r = act(s, { type: 'ferry', carrier: 'ark-air', unit: 'spit-1', embark: false })
    expect(r.state.units['spit-1'].base).toBe('hull')
    expect(eventsOf(r.events, 'ferry').map((e) => e.text)).toEqual([
      'Spitfire disembarks from Ark Royal at Hull (4.6).',
    ])
  })
})

describe('a ferried unit at sea (4.6)', () => {
  /** Ark Royal at sea in 0303 with the depleted Spitfire ferried aboard; Hull (0203) has room. */
  const atSea = () =>
    game(
      arkRoyal(
        (x) => (
          (x.navalUnits[2].inPort = false),
          (x.navalUnits[2].hex = '0303'),
          (x.airUnits[0].base = 'ark-air')
        ),
      ),
    )

  it('never launches on a mission, never intercepts; its carrier launches its Naval-Air unit as before', () => {
    const s = atSea()
    const p = s.pending.kind === 'plan' ? s.pending : null
    expect(p?.bases.find((b) => b.base === 'ark-air')?.units.map((u) => u.id)).toEqual(['swordfish-ark'])
    expect(
      refused(s, { type: 'launch', base: 'ark-air', units: ['spit-1'], mission: 'fly', target: '0304' }),
    ).toEqual({
      rule: '4.6',
      message:
        'Spitfire is ferried aboard HMS Ark Royal: a ferried unit never launches on any mission except a Change Base from its carrier (4.6).',
    })
    expect(isOperational(contextOf(s), s, 'spit-1')).toBe(false)
    const t = tx(s)
    expect(
      interceptorOptions(t, 'allies', t.ctx.map.parseLoc('0303')!).flatMap((g) => g.units.map((u) => u.id)),
    ).not.toContain('spit-1')
  })

  it("the unit card and the plan's form say why (4.6)", () => {
    const s = atSea()
    expect(unitStatus(s, 'spit-1').canLaunch).toEqual({
      ok: false,
      why: 'Ferried aboard HMS Ark Royal: it may fly only a Change Base from the carrier.',
      rule: '4.6',
    })
    expect(unitStatus(s, 'spit-1').canIntercept).toEqual({
      ok: false,
      why: 'A ferried unit never intercepts.',
      rule: '4.6',
    })
    expect(changeBaseOnly(s)).toEqual({ 'ark-air': ['spit-1'] })
    expect(ferryChoices(s)).toEqual({ moves: [], aboard: [{ carrier: 'ark-air', unit: 'spit-1' }], room: [] })
  })

  it('flies a Change Base from the carrier to Hull and lands there', () => {
    // (The Axis Me-109 at Abbeville declines each interception window.)
    const r = passWindows(
      play(atSea(), [
        { type: 'launch', base: 'ark-air', units: ['spit-1'], mission: 'changeBase', hops: ['hull'] },
      ]),
    )
    expect(r.state.units['spit-1'].base).toBe('hull')
    expect(r.state.units['spit-1'].aloft).toBeNull()
  })

  it('aborted on its Change Base: never back aboard, nor to its destination — another base with room within 2 × range (carrier → unit → base); none: nowhere', () => {
    // Ark Royal at 0503; the Spitfire (range 4) launches for Hull (0203) and flies its first hex, 0403.
    const aborted = (change: (d: ScenarioData) => void) => {
      const s = game(
        arkRoyal(
          (x) => (
            (x.navalUnits[2].inPort = false),
            (x.navalUnits[2].hex = '0503'),
            (x.airUnits[0].base = 'ark-air'),
            change(x)
          ),
        ),
      )
      const r = passWindows(
        act(s, {
          type: 'launch',
          base: 'ark-air',
          units: ['spit-1'],
          mission: 'changeBase',
          hops: ['hull'],
          path: ['0403'],
        }),
      )
      expect(r.state.pending.kind).toBe('move')
      expect(r.state.units['spit-1'].aloft?.loc).toBe(contextOf(r.state).map.parseLoc('0403'))
      // (The state as it would be had an interceptor aborted it there: set by hand.)
      const t = tx(beginDraft(r.state))
      mutUnit(t.s, 'spit-1').aborted = true
      return returnBases(t, t.s.units['spit-1'])
    }
    // Lympne (0101, grass airfield) is full with spit-2, Hull is the destination, Furious a carrier: none.
    expect(aborted(() => {})).toEqual([])
    // Lympne empty: 1 (0503 → 0403) + 3 (0403 → 0101) = 4 ≤ 8.
    expect(
      aborted((x) => (x.airUnits = x.airUnits.filter((u: { id: string }) => u.id !== 'spit-2'))),
    ).toEqual(['lympne'])
  })

  it('is eliminated when its carrier is sunk or damaged (4.6)', () => {
    const sunk = act(atSea(), { type: 'navalCombat', ship: 'ark', result: 'sunk' })
    expect(sunk.state.units['spit-1'].eliminated).toBe(true)
    expect(eventsOf(sunk.events, 'eliminated').map((e) => [e.rule, e.text])).toEqual([
      ['4.6', 'Spitfire, ferried aboard Ark Royal, is lost as the carrier is sunk (4.6).'],
      ['4.4', 'Swordfish goes down with Ark Royal (4.4).'],
    ])
    const damaged = act(atSea(), { type: 'navalCombat', ship: 'ark', result: 'damaged' })
    expect(damaged.state.units['spit-1'].eliminated).toBe(true)
    expect(damaged.state.units['swordfish-ark'].eliminated).toBe(false)
    expect(eventsOf(damaged.events, 'eliminated').map((e) => [e.rule, e.text])).toEqual([
      ['4.6', 'Spitfire, ferried aboard Ark Royal, is lost as the carrier is damaged (4.6).'],
    ])
  })

  it('may be dumped overboard at any time (4.6): listed in the plan, eliminated, logged', () => {
    const s = atSea()
    expect(legalActions(s).filter((a) => a.type === 'dumpOverboard')).toEqual([
      { type: 'dumpOverboard', side: 'allies', unit: 'spit-1' },
    ])
    const r = act(s, { type: 'dumpOverboard', unit: 'spit-1' })
    expect(r.state.units['spit-1'].eliminated).toBe(true)
    expect(r.state.stacks['ark-air']).toEqual(['swordfish-ark'])
    expect(eventsOf(r.events, 'dumpOverboard').map((e) => [e.rule, e.text])).toEqual([
      ['4.6', 'Western Allies dumps Spitfire overboard from Ark Royal: eliminated (4.6).'],
    ])
    expect(refused(s, { type: 'dumpOverboard', unit: 'wellington-1' })).toEqual({
      rule: '4.6',
      message:
        "Wellington is not a unit of Western Allies on a carrier: only a ferried unit or a carrier's Naval-Air unit may be dumped overboard (4.6).",
    })
  })
})
