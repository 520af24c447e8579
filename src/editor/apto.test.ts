// An APTO scenario's weather and fixed transfers edited in the editor (apto.ts): each edit gives what
// the format reads (docs/scenario-format.md, `weather`, `transfers`), the game the file makes plays
// it (a Weather Phase first; a transfer offered), and what the validator refuses is named at its path.
import { describe, expect, it } from 'vitest'
import { legalActions, newGame } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import {
  addTransfer,
  parseHops,
  removeTransfer,
  removeZone,
  setDetermined,
  setFirstMonth,
  setTransfer,
  setTurnTrackBox,
  setZoneCondition,
  setZoneSeverity,
  toggleTransferBase,
} from './apto'
import { checkDraft } from './check'
import { newDraft, type Draft } from './draft'

/** An APTO draft with two weather zones: Severe on the top row, Moderate (the default) elsewhere. */
function pacific(): Draft {
  const d = newDraft(6, 4, '.')
  return {
    ...d,
    variant: 'apto',
    nations: [
      { id: 'us', name: 'United States', side: 'allies', role: 'american' },
      { id: 'japan', name: 'Japan', side: 'axis', role: 'japanese' },
    ],
    map: {
      ...d.map,
      features: [
        { hex: '0101', weatherZone: 'severe' },
        { hex: '0201', weatherZone: 'severe', name: 'Kiska' },
      ],
    },
    weather: {
      defaultZone: 'moderate',
      zones: [
        { id: 'severe', name: 'North' },
        { id: 'moderate', name: 'South' },
      ],
    },
    bases: [
      { id: 'kiska', name: 'Kiska', hex: '0201', owner: 'allies', components: [{ kind: 'LargeAirbase' }] },
      { id: 'midway', name: 'Midway', hex: '0504', owner: 'allies', components: [{ kind: 'LargeAirbase' }] },
      { id: 'truk', name: 'Truk', hex: '0604', owner: 'axis', components: [{ kind: 'LargeAirbase' }] },
    ],
    airUnits: [
      { id: 'b17', name: 'B-17', nation: 'us', type: 'B', front: '5-12', back: '2-12', base: 'kiska' },
    ],
  }
}

describe('the weather of an APTO scenario (Part 1)', () => {
  it('determined each month: the APTO zones, the Turn Track’s boxes and the start month make a game that opens on its Weather Phase', () => {
    let d = setDetermined(pacific(), true)
    expect(d.weather?.determined).toEqual({ turnTrack: {} })
    // An empty Turn Track and zones without their APTO zone are named where they are wrong.
    expect(checkDraft(d).errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['weather.determined.turnTrack']),
    )
    d = setZoneSeverity(setZoneSeverity(d, 'severe', 'severe'), 'moderate', 'moderate')
    d = setTurnTrackBox(setTurnTrackBox(d, '6', 'W1-4 F5-6'), '1943-06', ' M ')
    d = setFirstMonth(d, 'roll')
    expect(d.weather).toEqual({
      defaultZone: 'moderate',
      zones: [
        { id: 'severe', name: 'North', severity: 'severe' },
        { id: 'moderate', name: 'South', severity: 'moderate' },
      ],
      determined: { turnTrack: { '6': 'W1-4 F5-6', '1943-06': 'M' }, firstMonth: 'roll' },
    })
    expect(checkDraft(d).errors).toEqual([])
    const r = parseScenario(d)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(newGame(r.scenario, { seed: 1 }).pending.kind).toBe('weather') // June 1943: its own box, M
    // An unreadable box is refused at its key; an emptied box leaves the track; off takes the track away.
    expect(checkDraft(setTurnTrackBox(d, '7', 'Q')).errors.map((e) => e.path)).toEqual([
      'weather.determined.turnTrack["7"]',
    ])
    expect(setTurnTrackBox(d, '1943-06', '').weather?.determined?.turnTrack).toEqual({ '6': 'W1-4 F5-6' })
    expect(setFirstMonth(d, undefined).weather?.determined).toEqual({
      turnTrack: { '6': 'W1-4 F5-6', '1943-06': 'M' },
    })
    expect(setDetermined(d, false).weather).toEqual({ defaultZone: 'moderate', zones: d.weather!.zones })
  })

  it('a zone’s weather for the whole game; a removed zone gives its hexes back to the default zone', () => {
    let d = setZoneCondition(pacific(), 'severe', 'grounded')
    expect(d.weather?.zones[0]).toEqual({ id: 'severe', name: 'North', condition: 'grounded' })
    const r = parseScenario(d)
    expect(r.ok && newGame(r.scenario, { seed: 1 }).scenario.weather?.zones[0].condition).toBe('grounded')
    d = removeZone(d, 'severe')
    expect(d.weather).toEqual({ defaultZone: 'moderate', zones: [{ id: 'moderate', name: 'South' }] })
    expect(d.map.features).toEqual([{ hex: '0201', name: 'Kiska' }]) // the bare one goes, the named one stays
    expect(checkDraft(d).errors).toEqual([])
    expect('weather' in removeZone(d, 'moderate')).toBe(false) // the last zone takes the weather away
  })
})

describe('fixed long-distance transfers (APTO 4.1, D8)', () => {
  it('a transfer between Kiska and Midway is offered to the B-17 there; a removed one leaves the file', () => {
    let d = addTransfer(pacific(), 'aleutian', 'Aleutian transfer')
    expect(checkDraft(d).errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['transfers[0].from', 'transfers[0].to']),
    )
    d = toggleTransferBase(toggleTransferBase(d, 0, 'from', 'kiska'), 0, 'to', 'midway')
    d = setTransfer(d, 0, { minRange: 10, weather: 'any' })
    expect(d.transfers).toEqual([
      {
        id: 'aleutian',
        name: 'Aleutian transfer',
        side: 'allies',
        from: ['kiska'],
        to: ['midway'],
        minRange: 10,
        weather: 'any',
      },
    ])
    expect(checkDraft(d).errors).toEqual([])
    const r = parseScenario(d)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(legalActions(newGame(r.scenario, { seed: 1 }))).toContainEqual(
      expect.objectContaining({ type: 'fixedTransfer', transfer: 'aleutian', units: ['b17'], to: 'midway' }),
    )
    // A base at both ends is refused at its path; a ticked base ticked again goes.
    expect(checkDraft(toggleTransferBase(d, 0, 'to', 'kiska')).errors.map((e) => e.path)).toEqual([
      'transfers[0].to[1]',
    ])
    expect(toggleTransferBase(d, 0, 'from', 'kiska').transfers?.[0].from).toEqual([])
    expect('transfers' in removeTransfer(d, 0)).toBe(false)
  })
})

describe('AETO fixed transfers with stops (4.1)', () => {
  it('a route Kiska – Midway (stop) – Dutch Harbor, a hop each, supplied units only, and the bases near 0101: the file reads it and the B-17 may stop at Midway', () => {
    const base = pacific()
    let d: Draft = {
      ...base,
      variant: 'aeto',
      bases: [
        ...base.bases,
        {
          id: 'dutch',
          name: 'Dutch Harbor',
          hex: '0604',
          owner: 'allies',
          components: [{ kind: 'LargeAirbase' as const }],
        },
      ].filter((b) => b.id !== 'truk'),
    }
    d = addTransfer(d, 'africa', 'Trans-African transfer')
    d = toggleTransferBase(d, 0, 'from', 'kiska')
    d = toggleTransferBase(d, 0, 'stops', 'midway')
    d = toggleTransferBase(d, 0, 'to', 'dutch')
    expect(checkDraft(d).errors.map((e) => `${e.path}: ${e.message}`)).toContain(
      'transfers[0].hops: a transfer with stops gives the hops of each of its 2 legs, e.g. [1, 1, 1] (4.1)',
    )
    expect(parseHops('1, 1')).toEqual([1, 1])
    expect(parseHops('')).toBeUndefined()
    expect(parseHops('one')).toBeNull()
    d = setTransfer(d, 0, { hops: [1, 1], supplied: true, fromNear: { hex: '0101', hexes: 16 } })
    expect(d.transfers?.[0]).toMatchObject({
      stops: ['midway'],
      hops: [1, 1],
      supplied: true,
      fromNear: { hex: '0101', hexes: 16 },
    })
    expect(checkDraft(d).errors).toEqual([])
    const r = parseScenario(d)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(legalActions(newGame(r.scenario, { seed: 1 }))).toContainEqual(
      expect.objectContaining({ type: 'fixedTransfer', transfer: 'africa', units: ['b17'], to: 'midway' }),
    )
    // Back at their defaults, the optional fields leave the file; the last stop unticked takes the list away.
    const bare = setTransfer(toggleTransferBase(d, 0, 'stops', 'midway'), 0, {
      hops: undefined,
      supplied: false,
      fromNear: undefined,
    }).transfers?.[0]
    expect(bare && ['stops', 'hops', 'supplied', 'fromNear'].filter((k) => k in bare)).toEqual([])
  })
})
