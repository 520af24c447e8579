// APTO Small Fighters ("o") and Floatplanes (APTO 4.0, 4.2, 4.3, 4.4, 4.6, 4.8; spec §5.2 D1, D16,
// D17, D18, D20, D24, D27). Rule text: "Any air unit marked with an "o" symbol … is exempt from any
// airbase capacity limits (and thus over-stacking restrictions). No more than 4 "exempt" air units
// may be stacked in the same airbase or airstrip hex" (4.2, 4.8); Floatplanes "are exempt from any
// airbase capacity limits (and overstacking restrictions) if based at any port airbase" (4.2) and
// "While on land, Floatplanes can only be based at port locations" (4.0); "any single floatplane
// Naval-Air unit with a combat strength rating of "0" can be based aboard … a BBCV, CA or SS naval
// unit with a printed airbase capacity rating" (4.4); "a Small Fighter type air unit … is
// equivalent to a 1/2 step Fighter. Floatplanes, however, may never be ferried" (4.6).
// Fixture: smallFightersScenario (Hull full with 2 chits + 3 Buffalo "o"; Lexington docked there).
import { describe, expect, it } from 'vitest'
import { smallFightersScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { GameState } from '../types'
import { act, eventsOf, refused, start } from '../testing/play'
import { carrierLoad, hasRoom, isOperational, isOverStacked, mayOverStack, operationalSet } from '../bases'
import { contextOf } from '../context'
import { tx } from './core'
import { launchableAt } from './movement'
import { rebaseDestinations } from './forcedRebase'
import { legalActions } from './legal'
import { sinkShip } from '../naval/shipLosses'
import { beginDraft } from './draft'

function data(change: (d: ScenarioData) => void = () => {}): ScenarioData {
  const d = smallFightersScenario()
  change(d)
  return d
}

function game(d: ScenarioData = data()): GameState {
  const sc = parseScenario(d)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return start(sc.scenario)
}

const errors = (d: ScenarioData) => {
  const r = parseScenario(d)
  return r.ok ? [] : r.errors
}

const ids = (s: GameState, base: string) => [...operationalSet(contextOf(s), s, base)].sort()

describe('APTO D16, D27: Small Fighters ("o") take no place at a base, at most 4 per base (4.2, 4.8)', () => {
  it('Hull (capacity 2) holds the Spitfire, the Wellington and three Buffalo "o": all five operational, not over-stacked (D16, D27)', () => {
    const s = game()
    const ctx = contextOf(s)
    expect(ids(s, 'hull')).toEqual(['buffalo-1', 'buffalo-2', 'buffalo-3', 'spit-1', 'wellington-1'])
    expect(isOverStacked(ctx, s, 'hull')).toBe(false)
    // A fourth Buffalo has room, another Spitfire none; only the chits that take a place count for the ×2 limit.
    expect(hasRoom(ctx, s, 'hull', ['spit-2'])).toBe(false)
    expect(mayOverStack(ctx, s, 'hull')).toBe(true) // 2 places taken + 1 ≤ 4
  })
  it('a fourth Buffalo at Hull: accepted; a fifth: refused by the scenario check (never more than 4 exempt units; D16, D27)', () => {
    const four = data((d) =>
      d.airUnits.push({
        ...d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1'),
        id: 'buffalo-4',
        name: 'Buffalo 4',
      }),
    )
    expect(errors(four)).toEqual([])
    const s = game(four)
    expect(hasRoom(contextOf(s), s, 'hull', ['buffalo-4'])).toBe(true)
    const five = data((d) => {
      const b = d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1')
      d.airUnits.push(
        { ...b, id: 'buffalo-4', name: 'Buffalo 4' },
        { ...b, id: 'buffalo-5', name: 'Buffalo 5' },
      )
    })
    expect(errors(five)).toEqual([
      {
        path: 'airUnits[12].base',
        message:
          'base "hull" already holds 4 Small Fighters ("o"): never more than 4 exempt units at one base (4.2, 4.8; APTO D16)',
      },
    ])
  })
  it('the scenario format: "o" only on a Fighter-type, only in APTO', () => {
    expect(errors(data((d) => (d.airUnits[1].small = true)))).toEqual([
      {
        path: 'airUnits[1].small',
        message:
          'only a Fighter-type (F, FB or N) is a Small Fighter ("o", 4.2; APTO D16); this unit is type B',
      },
    ])
    const aeto = data((d) => {
      d.variant = 'aeto'
      d.navalUnits = d.navalUnits.filter((n: { id: string }) => n.id !== 'astoria')
      d.bases = d.bases.filter((b: { id: string }) => b.id !== 'astoria-air')
      d.airUnits = d.airUnits.filter(
        (u: { id: string }) => u.id !== 'seagull' && u.id !== 'buffalo-2' && u.id !== 'buffalo-3',
      )
      d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1').base = 'abbeville'
      d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1').nation = 'germany'
    })
    expect(errors(aeto)).toEqual([
      {
        path: 'airUnits[6].small',
        message: 'Small Fighters ("o") are an APTO unit marking (4.2; APTO D16); this is an AETO scenario',
      },
    ])
  })
  it('a Buffalo changes base into full Hull: accepted, it lands without over-stacking; a plain fighter is refused (D27)', () => {
    // Lympne (Dirt Airstrip, capacity 1) holds spit-2; its Buffalo flies to Hull, already full (2 of 2).
    const s = game(
      data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'buffalo-3').base = 'lympne')),
    )
    const r = act(s, {
      type: 'launch',
      base: 'lympne',
      units: ['buffalo-3'],
      mission: 'changeBase',
      hops: ['hull'],
    })
    let st = r.state
    while (st.pending.kind !== 'plan' || Object.values(st.units).some((u) => u.aloft)) {
      const next = legalActions(st).find((a) => a.type === 'pass') ?? legalActions(st)[0]
      st = act(st, next).state
      if (st.units['buffalo-3'].base === 'hull') break
    }
    expect(st.units['buffalo-3'].base).toBe('hull')
    expect(isOverStacked(contextOf(st), st, 'hull')).toBe(false)
    expect(isOperational(contextOf(st), st, 'buffalo-3')).toBe(true)
    // (the Lexington docked at Hull adds places for Naval-Air units only, 4.5)
    expect(
      refused(s, { type: 'launch', base: 'lympne', units: ['spit-2'], mission: 'changeBase', hops: ['hull'] })
        .message,
    ).toBe(
      'Hull is full for these units: a carrier docked there doubles its capacity, but the places beyond the normal capacity take only Naval-Air units (4.5, 4.8).',
    )
  })
  it('a fifth Small Fighter may not end its Change Base at a base holding four (D16, D27)', () => {
    const s = game(
      data((d) => {
        const b = d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1')
        d.airUnits.push(
          { ...b, id: 'buffalo-4', name: 'Buffalo 4' },
          { ...b, id: 'buffalo-5', name: 'Buffalo 5', base: 'lympne' },
        )
      }),
    )
    expect(
      refused(s, {
        type: 'launch',
        base: 'lympne',
        units: ['buffalo-5'],
        mission: 'changeBase',
        hops: ['hull'],
      }),
    ).toMatchObject({
      rule: '4.2',
      message:
        'Hull already holds 4 Small Fighters ("o"): never more than 4 exempt units at one base (APTO 4.2, 4.8).',
    })
  })
  it('an over-stacked base still flies its Small Fighters: below the over-stacked chit they launch on any mission', () => {
    // Hull holds 3 chits that take a place for its capacity 2 (the Hurricane is over-stacked, last); the Buffalos below it are exempt.
    const s = game(
      data((d) => {
        d.airUnits.push({
          id: 'hurri',
          name: 'Hurricane',
          nation: 'uk',
          type: 'F',
          front: '3-4/2',
          back: '1-4/2',
          base: 'hull',
        })
        const i = d.airUnits.findIndex((u: { id: string }) => u.id === 'hurri')
        const [h] = d.airUnits.splice(i, 1)
        d.airUnits.splice(2, 0, h) // spit-1, wellington-1, hurri, then the Buffalos
      }),
    )
    const ctx = contextOf(s)
    expect(isOverStacked(ctx, s, 'hull')).toBe(true)
    expect(isOperational(ctx, s, 'hurri')).toBe(false)
    expect(launchableAt(tx(s), 'allies', 'hull').map((u) => u.id)).toEqual([
      'spit-1',
      'wellington-1',
      'buffalo-1',
      'buffalo-2',
      'buffalo-3',
    ])
  })
})

describe('APTO D18: a Dirt Airstrip bases 1 fighter-type plus Small Fighters (4.3)', () => {
  it('Lympne (capacity 1) holds the Spitfire and a Buffalo: accepted; a second plain fighter: refused', () => {
    expect(
      errors(data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1').base = 'lympne'))),
    ).toEqual([])
    expect(
      errors(
        data((d) =>
          d.airUnits.push({
            id: 'hurri',
            name: 'Hurricane',
            nation: 'uk',
            type: 'F',
            front: '3-4/2',
            back: '1-4/2',
            base: 'lympne',
          }),
        ),
      ),
    ).toEqual([
      {
        path: 'airUnits[11].base',
        message:
          'Dirt Airstrip "lympne" already holds 1 air unit; a Dirt Airstrip is never over-stacked (4.3, 4.8)',
      }, // APTO's words (D98)
    ])
  })
  it('a Buffalo changes base from Hull to Lympne, where the Spitfire is: accepted', () => {
    const s = game()
    const r = act(s, {
      type: 'launch',
      base: 'hull',
      units: ['buffalo-1'],
      mission: 'changeBase',
      hops: ['lympne'],
    })
    expect(r.state.missions[Object.keys(r.state.missions)[0]].hops).toEqual(['lympne'])
    expect(
      refused(s, { type: 'launch', base: 'hull', units: ['spit-1'], mission: 'changeBase', hops: ['lympne'] })
        .message,
    ).toBe('Lympne has room for 0 more unit(s): the final base of a Change Base must not be full.')
  })
})

describe('APTO D24: a carrier ferries a Small Fighter as a half-step unit, never a Floatplane (4.6)', () => {
  const EMBARK = { type: 'ferry', carrier: 'lex-air', unit: 'buffalo-1', embark: true } as const
  it('the full-strength Buffalo embarks on the Lexington (capacity 5, F4F 3): accepted, load 3 + 1 = 4', () => {
    const s = game()
    expect(legalActions(s)).toContainEqual({ ...EMBARK, side: 'allies' })
    const r = act(s, EMBARK)
    expect(r.state.units['buffalo-1'].base).toBe('lex-air')
    expect(carrierLoad(contextOf(r.state), r.state, 'lex-air')).toBe(4)
    expect(eventsOf(r.events, 'ferry').map((e) => e.text)).toEqual([
      'Buffalo 1 embarks at Hull on Lexington, ferried as a Small Fighter ("o"), which counts as a single-step unit (APTO 4.6): it uses 1 aircraft capacity point and flies only a Change Base from the carrier (4.6).',
    ])
  })
  it('the full-strength Spitfire (no "o"): refused; one Buffalo aboard, a second: refused', () => {
    const s = game()
    expect(refused(s, { ...EMBARK, unit: 'spit-1' }).message).toBe(
      'Spitfire is at full strength: only a single-step (depleted) unit or a Small Fighter ("o") is ferried (4.6).',
    )
    const one = act(s, EMBARK).state
    expect(refused(one, { ...EMBARK, unit: 'buffalo-2' }).message).toBe(
      'Lexington already ferries Buffalo 1: never more than one ferried unit per carrier (4.6).',
    )
  })
  it('a full-strength Buffalo ferried in the scenario file: accepted', () => {
    expect(
      errors(data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'buffalo-1').base = 'lex-air'))),
    ).toEqual([])
  })
  it('a Floatplane at Hull never embarks: refused', () => {
    const s = game(data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'seagull').base = 'hull')))
    expect(refused(s, { ...EMBARK, unit: 'seagull' }).message).toBe(
      'SOC Seagull is a Floatplane: a Floatplane is never ferried (APTO 4.6).',
    )
  })
})

describe('APTO D1, D17, D20: Floatplanes (4.0, 4.2, 4.4)', () => {
  it('the scenario format: N only, at a port or aboard a ship that carries one, strength 0 aboard, one per ship, never on a carrier', () => {
    const seagull = (d: ScenarioData) => d.airUnits.find((u: { id: string }) => u.id === 'seagull')
    expect(errors(data((d) => (d.airUnits[0].floatplane = true)))).toEqual([
      {
        path: 'airUnits[0].floatplane',
        message: 'a Floatplane is a Naval-Air unit (type N, 4.0; APTO D1); this unit is type F',
      },
    ])
    expect(errors(data((d) => (seagull(d).base = 'lympne')))).toEqual([
      {
        path: 'airUnits[10].base',
        message:
          'a Floatplane on land is based only at a port (4.0; APTO D1); base "lympne" has no Minor or Major Port',
      },
    ])
    expect(errors(data((d) => (seagull(d).base = 'lex-air')))).toEqual([
      {
        path: 'airUnits[10].base',
        message:
          'a Floatplane never bases on an aircraft carrier (CV "lex"): only on a ship printed with a "0" air capacity (carriesFloatplane, 4.4; APTO D1, D20)',
      },
    ])
    expect(errors(data((d) => (seagull(d).front = '1-3')))).toEqual([
      {
        path: 'airUnits[10].base',
        message: 'only a strength-0 Floatplane bases aboard a ship (4.4; APTO D20); this one has strength 1',
      },
    ])
    expect(errors(data((d) => d.airUnits.push({ ...seagull(d), id: 'seagull-2' })))).toEqual([
      {
        path: 'airUnits[11].base',
        message: 'ship "astoria" already carries Floatplane "seagull": never more than one (4.4; APTO D20)',
      },
    ])
    expect(
      errors(
        data((d) =>
          d.airUnits.push({
            id: 'sbd',
            name: 'SBD',
            nation: 'us',
            type: 'N',
            front: '2-4/1',
            back: null,
            base: 'astoria-air',
          }),
        ),
      ),
    ).toEqual([
      {
        path: 'airUnits[11].base',
        message:
          'ship "astoria" (CA) is no aircraft carrier: it carries only one strength-0 Floatplane (4.4; APTO D20)',
      },
    ])
    expect(
      errors(data((d) => (d.navalUnits.find((n: { id: string }) => n.id === 'astoria').type = 'DD'))),
    ).toContainEqual({
      path: 'navalUnits[3].carriesFloatplane',
      message: 'only an APTO BB, BBCV, CA or SS may carry a Floatplane (4.0, 4.4; APTO D20); this is a DD',
    })
  })
  it('at Hull (a port, full) a Floatplane takes no place: operational, Hull not over-stacked (D17)', () => {
    const s = game(data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'seagull').base = 'hull')))
    expect(isOverStacked(contextOf(s), s, 'hull')).toBe(false)
    expect(isOperational(contextOf(s), s, 'seagull')).toBe(true)
  })
  it('a Floatplane at Hull may not change base to Lympne (no port)', () => {
    const s = game(data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'seagull').base = 'hull')))
    expect(
      refused(s, {
        type: 'launch',
        base: 'hull',
        units: ['seagull'],
        roles: { seagull: 'fighter' },
        mission: 'changeBase',
        hops: ['lympne'],
      }),
    ).toMatchObject({
      rule: '4.0',
      message: 'SOC Seagull is a Floatplane: on land it bases only at a port (APTO 4.0).',
    })
  })
  it('the Astoria launches its Floatplane at sea; sinking the Astoria takes the Floatplane aboard down with it', () => {
    const s = game()
    expect(launchableAt(tx(s), 'allies', 'astoria-air').map((u) => u.id)).toEqual(['seagull'])
    const t = tx(beginDraft(s))
    sinkShip(t, 'astoria', 'by a test', 'Part 3', 'axis')
    expect(t.s.units['seagull'].eliminated).toBe(true)
    expect(t.ev.map((e) => e.text)).toContain('SOC Seagull goes down with Astoria (4.4).')
  })
  it('a Forced Rebase sends a Floatplane only to a port, a Small Fighter to a full base without over-stacking it', () => {
    // Lympne's units lose their base: the Seagull (range 3: 6 hexes) would reach Lympne → Hull only.
    const s = game(
      data((d) => (d.airUnits.find((u: { id: string }) => u.id === 'buffalo-3').base = 'lympne')),
    )
    const t = tx(s)
    expect(rebaseDestinations(t, 'buffalo-3', 'lympne')).toEqual([
      { base: 'hull', hex: '0203', distance: 3, overStacks: false },
    ])
    // Lympne emptied: the Spitfire at Hull may rebase there (3 hexes), the Seagull (range 3) may not — no port.
    const f = tx(
      game(
        data(
          (d) => (
            (d.airUnits.find((u: { id: string }) => u.id === 'seagull').base = 'hull'),
            (d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'spit-2'))
          ),
        ),
      ),
    )
    expect(rebaseDestinations(f, 'spit-1', 'hull')).toEqual([
      { base: 'lympne', hex: '0101', distance: 3, overStacks: false },
    ])
    expect(rebaseDestinations(f, 'seagull', 'hull')).toEqual([])
  })
})
