// The scenario's Convoy Routes and Merchant Shipping Routes (APTO 2.10, 2.12, 2.25, 2.26): optional
// data, checked with a path and a sentence naming what is wrong.
import { describe, expect, it } from 'vitest'
import { convoyScenarioInput } from '../testing/convoyFixtures'
import { parseScenario } from './validate'
import type { ScenarioInput } from './schema'

function errors(change: (s: ScenarioInput) => void): { path: string; message: string }[] {
  const input = convoyScenarioInput()
  change(input)
  const r = parseScenario(input)
  return r.ok ? [] : r.errors
}

describe('Convoy Routes and Merchant Shipping Routes in a scenario (2.10, 2.12, 2.26)', () => {
  it('the fixture is valid: the Indian Ocean route open, the South Pacific route open by default', () => {
    const r = parseScenario(convoyScenarioInput())
    expect(r.ok && r.scenario.convoyRoutes).toEqual([
      {
        id: 'indian-route',
        name: 'Indian Ocean Convoy Route',
        nation: 'UK',
        seaAreas: ['indian'],
        indianOcean: true,
        open: true,
      },
      { id: 'south-pacific', name: 'South Pacific Convoy Route', nation: 'AU', seaAreas: ['coral'] },
    ])
  })

  it('they are APTO rules: refused in an AETO scenario', () => {
    expect(errors((s) => (s.variant = 'aeto'))).toEqual([
      {
        path: 'convoyRoutes',
        message:
          'Convoy Routes (2.10–2.13) are APTO rules (Part 2); this scenario\'s variant is "aeto": remove convoyRoutes or make the variant "apto"',
      },
      {
        path: 'merchantRoutes',
        message:
          'Japanese Merchant Shipping Routes (2.26) are APTO rules (Part 2); this scenario\'s variant is "aeto": remove merchantRoutes or make the variant "apto"',
      },
    ])
  })

  it('a route names large sea areas that exist, each in one route, and a nation that exists', () => {
    expect(
      errors((s) => {
        s.convoyRoutes![0].seaAreas = ['indian', 'atlantic']
        s.convoyRoutes![1].seaAreas = ['coral', 'indian']
        s.convoyRoutes![1].nation = 'NZ'
      }),
    ).toEqual([
      {
        path: 'convoyRoutes[0].seaAreas[1]',
        message:
          'large sea area "atlantic" does not exist (large sea areas: indian, coral); a Convoy Route is made of large sea areas (2.10)',
      },
      { path: 'convoyRoutes[1].nation', message: 'nation "NZ" does not exist (nations: JP, UK, AU, US)' },
      {
        path: 'convoyRoutes[1].seaAreas[1]',
        message:
          'large sea area "indian" is already in Convoy Route "indian-route"; each area has one silhouette (2.10)',
      },
    ])
  })

  it('only the Indian Ocean route may be closed (2.10, 2.12)', () => {
    expect(errors((s) => (s.convoyRoutes![1].open = false))).toEqual([
      {
        path: 'convoyRoutes[1].open',
        message:
          'only the Indian Ocean Convoy Route may be closed (2.10, 2.12): remove "open": false, or mark the route "indianOcean": true',
      },
    ])
  })

  it('a merchant route’s hexes are on the map; route ids are unique', () => {
    expect(
      errors((s) => {
        s.merchantRoutes![0].hexes = ['0607', '2207']
        s.merchantRoutes!.push({ ...s.merchantRoutes![0], id: 'indian-route', hexes: ['0607'] })
      }),
    ).toEqual([
      { path: 'merchantRoutes[0].hexes[1]', message: 'hex "2207" is off the map (column 22 is not in 1–16)' },
      { path: 'merchantRoutes[1].id', message: 'duplicate route id "indian-route" (also convoyRoutes[0])' },
    ])
  })
})
