// Carriers in port (4.5): which Naval-Air units are ashore and which aboard is the owner's secret
// ("Players are never required to reveal which aircraft carriers in a port still retain any
// Naval-Air units"). The log shows the other side only that a secret choice was made.
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { arkRoyalScenario } from '../rules/systems/aeto/scenario/fixtures'
import { playAction, startGame, type GameRecord } from '../store/game'
import { logGroups } from './log'
import { hexView, unitCard } from './situation'
import { piecesOf } from '../map/mapSnapshot'
import { act, start } from '../rules/systems/aeto/testing/play'
import { type GameState, emptyNaval } from '../rules/systems/aeto'

function game(): GameRecord {
  const data = arkRoyalScenario()
  const r = parseScenario(data)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  const g = startGame({ scenario: r.scenario, scenarioJson: JSON.stringify(data), seed: 1 })
  const played = playAction(g, { type: 'portNaval', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true })
  if (!('game' in played)) throw new Error(played.violation.message)
  return played.game
}

describe('the log of a Naval-Air unit going ashore (4.5, D-BASE-PORTNAVAL)', () => {
  it('its owner reads the action and the event', () => {
    const [g] = logGroups(game(), 'allies')
    expect(g.action).toBe('Put Swordfish ashore from HMS Ark Royal')
    expect(g.entries.map((e) => [e.hidden, e.rule, e.text])).toEqual([
      [
        false,
        '4.5',
        'Swordfish goes ashore from Ark Royal at Hull: based there, it operates normally (4.5). Secret: the other side is not told.',
      ],
    ])
  })
  it('the other side reads only that a secret choice was made: no unit, carrier or port named', () => {
    const [g] = logGroups(game(), 'axis')
    expect(g.action).toBe('A hidden choice')
    expect(g.entries.map((e) => [e.hidden, e.rule, e.loc, e.text])).toEqual([
      [true, '4.5', null, 'Western Allies has rolled or chosen in secret (4.5).'],
    ])
    expect(JSON.stringify(g)).not.toMatch(/Swordfish|Ark Royal|Hull/)
  })
})

describe('the other side’s view of a port with a carrier docked (4.5)', () => {
  /** Ark Royal docked at Hull and located by the Axis; its Swordfish ashore, a Skua aboard. */
  function docked() {
    const data = arkRoyalScenario()
    data.airUnits.push({
      id: 'skua',
      name: 'Skua',
      nation: 'uk',
      type: 'N',
      front: '1-4/1',
      back: null,
      base: 'ark-air',
    })
    const r = parseScenario(data)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const s0 = start(r.scenario)
    const s = act(s0, { type: 'portNaval', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true }).state
    return { ...s, naval: { ...(s.naval ?? emptyNaval()), located: { axis: ['ark'] } } } as GameState
  }

  it('the hex panel lists the Naval-Air units ashore and aboard together at the port, the carrier with none', () => {
    const s = docked()
    const axis = hexView(s, '0203', 'axis')!
    expect(axis.bases.map((b) => [b.id, b.units.map((u) => [u.id, u.baseName])])).toEqual([
      [
        'hull',
        [
          ['spit-1', 'Hull'],
          ['wellington-1', 'Hull'],
          ['swordfish-ark', 'Hull'],
          ['skua', 'Hull'],
        ],
      ],
      ['ark-air', []],
    ])
    const allies = hexView(s, '0203', 'allies')!
    expect(allies.bases.map((b) => [b.id, b.units.map((u) => u.id)])).toEqual([
      ['hull', ['spit-1', 'wellington-1', 'swordfish-ark']],
      ['ark-air', ['skua']],
    ])
  })

  it('the unit cards of the one ashore and the one aboard read the same; the map plates count them at the port', () => {
    const s = docked()
    const ashore = unitCard(s, 'swordfish-ark', 'axis')!
    const aboard = unitCard(s, 'skua', 'axis')!
    for (const card of [ashore, aboard]) {
      expect(card.base.name).toBe('Hull')
      expect(card.status.where).toBe(
        'In port at Hull: ashore or aboard a carrier there, the owner does not tell (4.5)',
      )
      expect(JSON.stringify(card)).not.toMatch(/Ark Royal|ark-air/)
    }
    expect(unitCard(s, 'skua', 'allies')!.base.name).toBe('HMS Ark Royal')
    const plates = (viewer: string | null) =>
      piecesOf(s, viewer).places.flatMap((p) => p.bases.map((b) => [b.id, b.used]))
    expect(plates('axis').filter(([id]) => id === 'hull' || id === 'ark-air')).toEqual([
      ['hull', 4],
      ['ark-air', 0],
    ])
    expect(plates('allies').filter(([id]) => id === 'hull' || id === 'ark-air')).toEqual([
      ['hull', 3],
      ['ark-air', 1],
    ])
  })
})
