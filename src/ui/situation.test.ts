import { describe, expect, it } from 'vitest'
import { gameState } from '../store/store'
import {
  filterOrderOfBattle,
  hexView,
  matchesFilter,
  NO_FILTER,
  orderOfBattle,
  unitCard,
  unitRow,
  unitsInHex,
  type UnitRow,
} from './situation'
import { playInterception, tutorialStore } from './testGame'

const start = () => gameState(tutorialStore().getState())!

describe('orderOfBattle', () => {
  it('lists the air units per side with chit notation, base and whereabouts', () => {
    const oob = orderOfBattle(start())
    expect(oob.map((s) => [s.side.name, s.side.letter, s.units.length])).toEqual([
      ['Western Allies', 'W', 5],
      ['Axis', 'A', 4],
    ])
    expect(oob[0].units[1]).toMatchObject({
      name: 'B-17',
      type: 'B',
      notation: '_12_-20[2]',
      baseName: 'Marsham',
      where: 'base',
      loc: '0207',
    })
  })

  it('numbers two air units of one nation and name in the scenario order, as every panel and log line names them', () => {
    const names = orderOfBattle(start()).map((s) => s.units.map((u) => u.name))
    expect(names).toEqual([
      ['Wellington', 'B-17', 'Spitfire #1', 'Spitfire #2', 'P-47'],
      ['Me-109 #1', 'Me-109 #2', 'Fw-190 #1', 'Fw-190 #2'],
    ])
    expect(unitRow(start(), 'de-fw190-2').name).toBe('Fw-190 #2')
    // The filter still finds both by the printed name.
    const found = filterOrderOfBattle(orderOfBattle(start()), { ...NO_FILTER, text: 'fw-190' })
    expect(found.flatMap((s) => s.units.map((u) => u.id))).toEqual(['de-fw190-1', 'de-fw190-2'])
  })

  it('shows a unit aloft where its flight is', () => {
    const s = gameState(playInterception().getState())!
    const b17 = orderOfBattle(s)[0].units.find((u) => u.id === 'us-b17-1')!
    expect(b17).toMatchObject({ where: 'aloft', loc: '0706' })
  })
})

describe('order of battle filters', () => {
  const row = (p: Partial<UnitRow>): UnitRow => ({
    id: 'x',
    name: 'Spitfire',
    type: 'F',
    typeLabel: 'F',
    floatplane: false,
    notation: '4-4/3',
    reduced: false,
    side: { id: 'allies', name: 'Allies', letter: 'A', colour: '#0000ff' },
    baseName: 'Kestrel Field',
    where: 'base',
    loc: '0507',
    ...p,
  })

  it('keeps a row only if every filter matches', () => {
    expect(matchesFilter(row({}), NO_FILTER)).toBe(true)
    expect(matchesFilter(row({}), { ...NO_FILTER, side: 'axis' })).toBe(false)
    expect(matchesFilter(row({}), { ...NO_FILTER, type: 'B' })).toBe(false)
    expect(matchesFilter(row({}), { ...NO_FILTER, where: 'aloft' })).toBe(false)
    expect(matchesFilter(row({ where: 'aloft' }), { ...NO_FILTER, where: 'aloft', type: 'F' })).toBe(true)
  })

  it('searches name, id, base, chit and hex, ignoring case and spaces around', () => {
    for (const q of ['spit', ' KESTREL ', '4-4/3', '0507', 'x'])
      expect(matchesFilter(row({}), { ...NO_FILTER, text: q }), q).toBe(true)
    expect(matchesFilter(row({}), { ...NO_FILTER, text: 'hurricane' })).toBe(false)
  })

  it('filters the whole order of battle; a side filter drops the other sides', () => {
    const oob = orderOfBattle(start())
    const fighters = filterOrderOfBattle(oob, { ...NO_FILTER, type: 'F' })
    expect(fighters.map((s) => s.units.map((u) => u.name))).toEqual([
      ['Spitfire #1', 'Spitfire #2', 'P-47'],
      ['Me-109 #1', 'Me-109 #2', 'Fw-190 #1', 'Fw-190 #2'],
    ])
    const axis = filterOrderOfBattle(oob, { ...NO_FILTER, side: 'axis', text: 'fw' })
    expect(axis.map((s) => [s.side.id, s.units.length])).toEqual([['axis', 2]])
    expect(
      filterOrderOfBattle(oob, { ...NO_FILTER, where: 'eliminated' }).every((s) => s.units.length === 0),
    ).toBe(true)
  })
})

describe('hexView', () => {
  it('shows a base with its stack, capacity and the ships and names of a hex', () => {
    const h = hexView(start(), '0507')!
    expect(h.terrain).toBe('clear')
    expect(h.bases.map((b) => [b.name, b.side.letter, b.kinds, b.capacity, b.overStacked])).toEqual([
      ['Kestrel Field', 'W', ['Large airbase', 'City'], expect.any(Number), false],
    ])
    expect(unitsInHex(h).map((u) => u.name)).toEqual(['Spitfire #1', 'Spitfire #2', 'P-47'])
    expect(hexView(start(), '0905')!.naval.map((n) => n.text)).toEqual(['Emden (CL), Z 10 (DD)'])
  })

  it('shows an enemy task force the viewer has not located as its number of chits only (4.10)', () => {
    const allied = hexView(start(), '0905', 'allies')!
    expect(allied.naval).toEqual([
      {
        side: expect.objectContaining({ id: 'axis' }),
        inPort: false,
        chits: 2,
        ships: [],
        unidentified: 2,
        text: '2 naval chits, not located',
      },
    ])
    expect(JSON.stringify(allied)).not.toMatch(/Emden|Z 10|de-emden|de-z10/)
    expect(hexView(start(), '0905', 'axis')!.naval[0].ships.map((x) => x.id)).toEqual(['de-emden', 'de-z10'])
  })

  it('shows flights aloft in the hex and units away from their base', () => {
    const s = gameState(playInterception().getState())!
    const h = hexView(s, '0706')!
    expect(h.flights.map((f) => [f.side.id, f.units.map((u) => u.name)])).toEqual([['allies', ['B-17']]])
    expect(hexView(s, '0207')!.bases[0]).toMatchObject({ name: 'Marsham', away: 1 })
    expect(hexView(s, '0207')!.bases[0].units.map((u) => u.name)).toEqual(['Wellington'])
  })

  it('is null off the map', () => {
    expect(hexView(start(), '9999')).toBeNull()
    expect(hexView(start(), 'abcd')).toBeNull()
  })
})

describe('unitCard', () => {
  it('gives both faces, the status with its reasons and the base', () => {
    const c = unitCard(start(), 'us-b17-1')!
    expect(c.front).toMatchObject({
      notation: '_12_-20[2]',
      strength: 12,
      range: 20,
      quality: 2,
      heavy: true,
      underscored: true,
    })
    expect(c.back).toMatchObject({ notation: '_6_-20[2]', strength: 6 })
    expect(c.faceUp).toBe('front')
    expect(c.status.canLaunch.ok).toBe(true)
    expect(c.status.canIntercept).toMatchObject({ ok: false, rule: '4.13' })
    expect(c.base).toMatchObject({ name: 'Marsham', hex: '0207', units: 2, overStacked: false })
  })

  it('explains why an enemy unit cannot launch now', () => {
    const c = unitCard(start(), 'de-me109-1')!
    expect(c.status.canLaunch).toMatchObject({ ok: false, rule: '4.1' })
    expect(c.status.canIntercept.ok).toBe(true)
  })
})

describe('APTO D16, D1: Small Fighters and Floatplanes in the lists', () => {
  it('a Small Fighter reads "2o3/1" (its "o" between strength and range), a Floatplane type "N~"', async () => {
    const { smallFightersScenario } = await import('../rules/systems/aeto/scenario/fixtures')
    const { parseScenario } = await import('../rules/systems/aeto/scenario/validate')
    const { start } = await import('../rules/systems/aeto/testing/play')
    const sc = parseScenario(smallFightersScenario())
    if (!sc.ok) throw new Error('fixture')
    const s = start(sc.scenario)
    expect(unitRow(s, 'buffalo-1')).toMatchObject({
      type: 'F',
      typeLabel: 'F',
      notation: '2o3/1',
      floatplane: false,
    })
    expect(unitRow(s, 'seagull')).toMatchObject({
      type: 'N',
      typeLabel: 'N~',
      notation: '0-3',
      floatplane: true,
    })
  })
})
