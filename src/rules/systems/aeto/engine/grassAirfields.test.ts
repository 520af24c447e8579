// Grass airfields (4.3; spec §4.2, D-BASE-GRASS, T-20): built as an Offensive option for 1
// Offensive + 1 EP, in a clear, friendly hex outside enemy ZOC with no city, resource or airbase
// chit, where the building nation has a combat unit; under construction until the End Phase;
// one fighter-type unit, never a bomber or an ATP; demolished by its owner for 1 EP.
import { describe, expect, it } from 'vitest'
import { libya } from '../testing/basingFixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import { contextOf } from '../context'
import { capacityNow } from '../installations'
import { legalActions } from './legal'
import type { GameState } from '../types'

const AFRIKA = { id: 'dak', name: '15th Panzer', nation: 'DE', hex: '0208', strength: 4 }

function texts(events: { text: string }[]): string[] {
  return events.map((e) => e.text)
}

describe('Building a grass airfield (4.3, D-BASE-GRASS)', () => {
  it('T-20: Germany may not build in Libya with no German combat unit there; with one, it may', () => {
    const s = start(libya())
    // Only Italy has a unit in Libya (the MC.202 at x1).
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0506', nation: 'DE' })).toEqual({
      rule: '4.3',
      message:
        'Germany has no combat unit of its own in Libya: it may not build a grass airfield there (4.3; T-20).',
    })
    const withGerman = start(libya({ landUnits: [AFRIKA] }))
    // Two nations may build there: the action names one.
    expect(refused(withGerman, { type: 'buildGrassAirfield', hex: '0506' }).message).toBe(
      'Say which nation builds it ("nation"): "DE" or "IT" — with its own Offensive and EP (4.3).',
    )
    const r = act(withGerman, { type: 'buildGrassAirfield', hex: '0506', nation: 'DE' })
    expect(texts(r.events)).toEqual([
      'Axis (Germany) spends its Offensive option: 1 Offensive and 1 EP (its EP Track is kept at the table: not counted here); a grass airfield is placed under construction at 0506 and completes in the End Phase of this turn (4.3).',
    ])
    expect(r.state.basing?.built).toEqual([
      {
        id: 'grass-0506-1',
        name: 'Grass airfield 0506',
        hex: '0506',
        owner: 'axis',
        nation: 'DE',
        complete: false,
        placed: 1943 * 12 + 5,
      },
    ])
    // Under construction: no capacity yet (4.3); the Offensive is spent and the option passes to the Allies.
    expect(capacityNow(contextOf(r.state), r.state, 'grass-0506-1')).toBe(0)
    expect(r.state.offensivePhase?.used).toEqual({ axis: 1 })
    expect(pendingOf(r.state, 'offensive').side).toBe('allies')
  })

  it('only a legal hex: clear, friendly, outside enemy ZOC, no city, resource or airbase chit even under construction', () => {
    const s = start(
      libya({ landUnits: [{ id: 'nz', name: '2nd NZ', nation: 'UK', hex: '0902', strength: 3 }] }),
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0706' }).message).toBe(
      '0706 is forest terrain: a grass airfield is built in clear terrain only (4.3).',
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '1206' }).message).toBe(
      '1206 is not a friendly hex (4.3).',
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0306' }).message).toBe(
      '0306 already has x1: never a grass airfield in a hex with a city, a resource or any airbase or airfield chit, even under construction (4.3).',
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0903' }).message).toBe(
      "0903 is in an enemy land unit's zone of control (not a rule: default used — its hex and the six next to it; Part 5) (4.3).",
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '9999' }).message).toBe(
      '"9999" is not a hex of the map (a hex label like "1203").',
    )
    // Placed at 0506 (by Italy, the only builder): no second chit there, even under construction.
    const built = act(s, { type: 'buildGrassAirfield', hex: '0506' }).state
    let back = act(built, { type: 'passOffensive' }).state // the Allies pass; the Axis may declare again
    expect(refused(back, { type: 'buildGrassAirfield', hex: '0506' }).message).toBe(
      '0506 already has Grass airfield 0506: never a grass airfield in a hex with a city, a resource or any airbase or airfield chit, even under construction (4.3).',
    )
    // The legal list offers every legal hex but those.
    const hexes = legalActions(back).flatMap((a) => (a.type === 'buildGrassAirfield' ? [a.hex] : []))
    expect(hexes).toContain('0101')
    expect(hexes).not.toContain('0506')
    expect(hexes).not.toContain('0706')
    expect(hexes).not.toContain('0903')
    expect(hexes).not.toContain('1101')
    back = act(back, { type: 'buildGrassAirfield', hex: '0101' }).state
    // Two Offensives spent (the default Offensive Track of 2): greyed with why.
    back = act(back, { type: 'passOffensive' }).state
    expect(pendingOf(back, 'offensive').options.find((o) => o.kind === 'grass')).toEqual({
      kind: 'grass',
      name: 'Build a grass airfield',
      rule: '4.3',
      available: false,
      reason: 'Axis has no Offensive left this turn (the Offensive Track).',
    })
  })

  it('EP counted when the scenario gives them (context.eps): 1 EP each, none left refused', () => {
    const s = start(libya({ context: { eps: { axis: 1 } } }))
    const r = act(s, { type: 'buildGrassAirfield', hex: '0506' })
    expect(r.events[0].text).toContain('1 Offensive and 1 EP (0 left)')
    const back = act(r.state, { type: 'passOffensive' }).state
    expect(pendingOf(back, 'offensive').options.find((o) => o.kind === 'grass')).toMatchObject({
      available: false,
      reason: 'Axis has no EP left (a grass airfield costs 1 Offensive + 1 EP, 4.3).',
    })
    expect(refused(back, { type: 'buildGrassAirfield', hex: '0101' }).message).toBe(
      'Axis has no EP left to build a grass airfield (the scenario gives it 1).',
    )
  })

  it('completed in the End Phase of the same turn; then one fighter-type unit, never a bomber', () => {
    let s = start(libya())
    s = act(s, { type: 'buildGrassAirfield', hex: '0506' }).state
    // Under construction: nothing may change base into it yet.
    s = act(s, { type: 'passOffensive' }).state
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    expect(
      refused(s, { type: 'launch', base: 'x1', units: ['mc'], mission: 'changeBase', hops: ['grass-0506-1'] })
        .message,
    ).toBe(
      'Grass airfield 0506 has room for 0 more unit(s): the final base of a Change Base must not be full.',
    )
    s = act(s, { type: 'endStep' }).state
    s = act(s, { type: 'passOffensive' }).state
    const r = act(s, { type: 'passOffensive' })
    expect(texts(r.events)).toContain(
      'End Phase: the grass airfield at 0506 is completed; it may base one fighter-type unit (4.3).',
    )
    s = r.state
    expect(s.basing?.built?.[0].complete).toBe(true)
    expect(capacityNow(contextOf(s), s, 'grass-0506-1')).toBe(1)
    // The next month's Naval and Air Phase: the Axis (the phasing side) plays first.
    expect(pendingOf(s, 'plan').side).toBe('axis')
    expect(
      refused(s, { type: 'launch', base: 'x1', units: ['sm'], mission: 'changeBase', hops: ['grass-0506-1'] })
        .message,
    ).toBe('SM.79 cannot base at a grass airfield: only fighter-types can.')
    s = act(s, {
      type: 'launch',
      base: 'x1',
      units: ['mc'],
      mission: 'changeBase',
      hops: ['grass-0506-1'],
    }).state
    while (s.pending.kind === 'declare') s = act(s, { type: 'pass' }).state
    expect(s.units.mc.base).toBe('grass-0506-1')
  })

  it('demolished by its owner for 1 EP, only when empty; the option off leaves the Offensive Phase as before', () => {
    let s = start(libya({ context: { eps: { axis: 3 } } }))
    s = act(s, { type: 'buildGrassAirfield', hex: '0506' }).state
    expect(refused(s, { type: 'demolishGrassAirfield', base: 'grass-0506-1' }).message).toBe(
      "Grass airfield 0506 is not Western Allies's: only its owner demolishes a grass airfield (4.3).",
    )
    s = act(s, { type: 'passOffensive' }).state
    const r = act(s, { type: 'demolishGrassAirfield', base: 'grass-0506-1' })
    expect(texts(r.events)).toEqual([
      'Axis demolishes Grass airfield 0506 for 1 EP (1 left): it is removed from the map (4.3; 8.6).',
    ])
    expect(r.state.installations?.['grass-0506-1:0']).toEqual({ removed: true })
    // A new one may be built there later (4.3).
    expect(legalActions(r.state).some((a) => a.type === 'buildGrassAirfield' && a.hex === '0506')).toBe(true)

    const off = start(libya({ options: { grassAirfields: false } }))
    expect(pendingOf(off, 'offensive').options.map((o) => o.kind)).toEqual(['air', 'land', 'sea'])
    expect(refused(off, { type: 'buildGrassAirfield', hex: '0506' }).message).toBe(
      'This game is played without grass airfield construction (scenario option "grassAirfields").',
    )
  })

  it('refuses to demolish one that bases a unit', () => {
    let s: GameState = start(libya())
    s = act(s, { type: 'buildGrassAirfield', hex: '0506' }).state
    s = act(s, { type: 'passOffensive' }).state
    s = act(s, { type: 'passOffensive' }).state // End Phase: completed; a new month, the Axis first
    s = act(s, {
      type: 'launch',
      base: 'x1',
      units: ['mc'],
      mission: 'changeBase',
      hops: ['grass-0506-1'],
    }).state
    while (s.pending.kind === 'declare') s = act(s, { type: 'pass' }).state
    expect(refused(s, { type: 'demolishGrassAirfield', base: 'grass-0506-1' }).message).toBe(
      'Grass airfield 0506 bases a unit: change its base first (not a rule: Sortie demolishes only an empty grass airfield).',
    )
  })
})

describe('APTO D18, D98: the forward airstrip is a Dirt Airstrip in the texts', () => {
  /** The Libya fixture as an APTO game, its forest hex 0706 printed as jungle; the Offensive Phase opens on the Axis' option (no Initiative choice first, APTO [viii]). */
  function aptoLibya(options: NonNullable<Parameters<typeof libya>[0]>['options'] = {}) {
    const sc = libya({ options: { initiativeChoices: false, ...options } })
    return {
      ...sc,
      variant: 'apto' as const,
      map: { ...sc.map, terrain: sc.map.terrain.map((row) => row.replace('f', 'j')) },
    }
  }

  it('the Offensive option, the refusals, the log lines and the built base say "Dirt Airstrip" (and "airstrip" chit)', () => {
    let s = start(aptoLibya())
    expect(pendingOf(s, 'offensive').options.find((o) => o.kind === 'grass')).toEqual({
      kind: 'grass',
      name: 'Build a Dirt Airstrip',
      rule: '4.3',
      available: true,
    })
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0706' }).message).toBe(
      '0706 is jungle terrain: a Dirt Airstrip is built in clear terrain only (4.3).',
    )
    expect(refused(s, { type: 'buildGrassAirfield', hex: '0306' }).message).toBe(
      '0306 already has x1: never a Dirt Airstrip in a hex with a city, a resource or any airbase or airstrip chit, even under construction (4.3).',
    )
    const r = act(s, { type: 'buildGrassAirfield', hex: '0506' })
    expect(texts(r.events)).toEqual([
      'Axis (Italy) spends its Offensive option: 1 Offensive and 1 EP (its EP Track is kept at the table: not counted here); a Dirt Airstrip is placed under construction at 0506 and completes in the End Phase of this turn (4.3).',
    ])
    expect(r.state.basing?.built?.[0]).toMatchObject({ id: 'grass-0506-1', name: 'Dirt Airstrip 0506' })
    s = act(act(r.state, { type: 'passOffensive' }).state, { type: 'passOffensive' }).state // End Phase: completed; a new month
    expect(s.basing?.built?.[0].complete).toBe(true)
    expect(
      refused(s, { type: 'launch', base: 'x1', units: ['sm'], mission: 'changeBase', hops: ['grass-0506-1'] })
        .message,
    ).toBe('SM.79 cannot base at a Dirt Airstrip: only fighter-types can.')
  })

  it('the End Phase completes "the Dirt Airstrip"; scenario option dirtAirstripName false (a version 7 save) keeps "grass airfield"', () => {
    let s = act(start(aptoLibya()), { type: 'buildGrassAirfield', hex: '0506' }).state
    s = act(s, { type: 'passOffensive' }).state
    expect(texts(act(s, { type: 'passOffensive' }).events)).toContain(
      'End Phase: the Dirt Airstrip at 0506 is completed; it may base one fighter-type unit (4.3).',
    )
    const pinned = start(aptoLibya({ dirtAirstripName: false }))
    expect(pendingOf(pinned, 'offensive').options.find((o) => o.kind === 'grass')?.name).toBe(
      'Build a grass airfield',
    )
    expect(act(pinned, { type: 'buildGrassAirfield', hex: '0506' }).state.basing?.built?.[0].name).toBe(
      'Grass airfield 0506',
    )
  })
})

describe('a grass airfield bombed (4.3, 4.26)', () => {
  it('one under construction, hit, is eliminated: removed from the map, never repaired', () => {
    const W = {
      id: 'w',
      name: 'Wellington',
      nation: 'UK',
      type: 'B' as const,
      front: '_5_-22',
      back: '_3_-22',
      base: 'ab',
    }
    const MC = {
      id: 'mc',
      name: 'MC.202',
      nation: 'IT',
      type: 'F' as const,
      front: '3-4/2',
      back: '1-4/2',
      base: 'x1',
    }
    let s = start(libya({ units: [MC, W] }), [4, 4]) // 2d6 = 8: result 1 on column 1–6 (placeholder), target number 1
    s = act(s, { type: 'buildGrassAirfield', hex: '0906' }).state
    s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
    s = act(s, { type: 'launch', base: 'ab', units: ['w'], mission: 'bombing', target: '0906' }).state
    while (s.pending.kind === 'declare' || s.pending.kind === 'evacuation')
      s = act(s, s.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} }).state
    const r = act(s, { type: 'allocateBombers', allocation: { 'grass-0906-1:0': ['w'] } })
    expect(r.state.installations?.['grass-0906-1:0']).toEqual({ removed: true })
    expect(texts(r.events).filter((t) => t.includes('Grass airfield 0906'))).toEqual([
      'Western Allies bombs Grass airfield 0906 grass airfield (under construction) with Wellington (4.26).',
      'Wellington bombs Grass airfield 0906 grass airfield (under construction): strength 5, column 1–6 (placeholder table), roll 4 + 4 = 8: result 1 against target number 1 — destroyed (4.26).',
      'Grass airfield 0906 grass airfield (under construction) is destroyed and removed (4.26).',
    ])
    // Gone: a new one may be built in that hex later (4.3).
    expect(capacityNow(contextOf(r.state), r.state, 'grass-0906-1')).toBe(0)
  })
})
