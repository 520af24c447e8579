// The AWAW scenario file: the built-in example loads; bad fields are refused as `path: got …, expected …`.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { systemOfScenario } from '../../kernel/registry'
import '../all' // every system registered, AWAW with them
import { parseAwawScenario } from './scenario'

type Json = Record<string, unknown> & {
  airBases: Record<string, unknown>[]
  navalForces: { taskForces: { ships: Record<string, unknown>[] }[] }[]
}
const example = () => readBuiltIn('awaw-air-cover-23-22a') as Json

const errors = (json: unknown) => {
  const r = parseAwawScenario(json)
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
}

describe('the AWAW scenario format', () => {
  it('loads the example of 23.22A under the system "awaw"', () => {
    const json = example()
    const found = systemOfScenario(json)
    expect(found.ok && found.system.id).toBe('awaw')
    const r = parseAwawScenario(json)
    expect(r.ok).toBe(true)
    if (r.ok) expect(r.scenario).toMatchObject({ theater: 'pacific', forcePool: { japan: 3, usa: 4 } })
  })

  it('names each bad field, what it got and what it expects', () => {
    const json = example()
    json.theater = 'atlantic'
    json.airBases[0].aaf = -1
    json.airBases[1].nationality = 'USA'
    json.navalForces[0].taskForces[0].ships[0].type = 'BC'
    json.navalForces[0].taskForces[0].ships[1].nas = 2
    json.airNationalityRows = { italyRussiaFrance: 'two' }
    expect(errors(json)).toEqual([
      'theater: got "atlantic", expected "europe" or "pacific" (cover within four or three hexes, 23.22)',
      'airBases[0].aaf: got -1, expected a whole number from 0 to 999',
      'airBases[1].nationality: got "USA", expected a nationality in lower case ("japan", "usa", "britain", …)',
      'navalForces[0].taskForces[0].ships[0].type: got "BC", expected one of "BB", "CV", "CVL", "CVB", "CVE", "cruiser", "DD", "transport", "sub"',
      'navalForces[0].taskForces[0].ships[1].nas: got 2, expected nothing: a cruiser carries no naval air squadrons',
      'airNationalityRows.italyRussiaFrance: got "two", expected the DRM printed on your Air Nationality Chart, a whole number from -3 to 3',
    ])
  })

  it('holds the AAF in play to the force pool, and an island that is no air base to NAS (23.142C, 23.22A)', () => {
    const json = example()
    json.forcePool = { japan: 2, usa: 4 }
    json.airBases.push({
      id: 'isle',
      side: 'japan',
      name: 'isle',
      hex: '0101',
      nationality: 'japan',
      aaf: 1,
      notAirBase: true,
    })
    expect(errors(json)).toEqual([
      'airBases[2].aaf: got 1, expected 0: a one-hex island that is no air base holds only NAS (23.22A)',
      "forcePool.japan: got 2, expected at least the 4 AAF the side's air bases hold (23.142C)",
    ])
  })
})
