// The readings where rule 23 is silent (23.441): each is an option of the scenario file with its
// default; a file naming an unknown reading or choice is refused as `path: got …, expected …`.
import { describe, expect, it } from 'vitest'
import { situation } from './fixtures'
import { AWAW_READINGS } from './readings'
import { parseAwawScenario } from './scenario'
import { lightGroup, navalAttackModifiers } from './strikeFire'
import { awawGame } from './testing'

const AX = { id: 'axis', name: 'Axis' }
const AL = { id: 'allies', name: 'Allies' }

/** An Allied light group (a British cruiser, NNC 2; a French destroyer, NNC 1) and a named British BB; Axis air from a German and an Italian base. */
function game(readings?: object) {
  const json = situation({
    theater: 'europe',
    sides: [AL, AX],
    forcePool: { allies: 0, axis: 2 },
    airBases: [
      {
        id: 'de',
        side: 'axis',
        name: 'Catania',
        hex: '1005',
        nationality: 'germany',
        aaf: 1,
        nas: 1,
        range: 8,
      },
      { id: 'it', side: 'axis', name: 'Comiso', hex: '1004', nationality: 'italy', aaf: 1, range: 8 },
    ],
    forceHex: '1009',
    taskForces: [
      {
        id: 'tf',
        name: 'Force H',
        ships: [
          { id: 'ca', name: 'Sheffield', type: 'cruiser', nationality: 'britain', factors: 1 },
          { id: 'dd', name: 'Le Fantasque', type: 'DD', nationality: 'france', factors: 1 },
          { id: 'bb', name: 'Warspite', type: 'BB', nationality: 'britain', factors: 4 },
        ],
      },
    ],
  })
  // Italy's row of the Air Nationality Chart is the players' (the scan lost it): 1 here, a test value.
  return awawGame({
    ...json,
    airNationalityRows: { italyRussiaFrance: 1 },
    ...(readings ? { readings } : {}),
  })
}
const de = { base: 'de', kind: 'attack' as const, count: 1 }
const deNas = { base: 'de', kind: 'nas' as const, count: 1 }
const it_ = { base: 'it', kind: 'attack' as const, count: 1 }

describe('the readings of 23.441 as options', () => {
  it('defaults: the lowest Air Nationality DRM (German 2, Italian 1: 1), the highest of a mixed light group (British 2, French 1: 2), the +1 only for NAS alone', () => {
    expect(Object.fromEntries(Object.entries(AWAW_READINGS).map(([k, r]) => [k, r.default]))).toEqual({
      mixedAirDrm: 'lowest',
      mixedLightDrm: 'highest',
      nasBonus: 'allNas',
    })
    const s = game()
    const m = navalAttackModifiers(s, 'tf', lightGroup('tf'), [de, it_])
    expect([m.air.drm, m.naval, m.nas, m.total]).toEqual([1, 2, 0, -1])
    expect(m.air.words).toBe(
      "mixed air (germany, italy): the lowest, + 1, a reading: mixed-nationality strikes are rule 19's",
    )
    expect(navalAttackModifiers(s, 'tf', 'bb', [deNas, de]).nas).toBe(0)
    expect(navalAttackModifiers(s, 'tf', 'bb', [deNas]).nas).toBe(1)
  })

  it('the other readings, chosen in the file: the highest air DRM, the lowest naval DRM, the +1 with any NAS', () => {
    const s = game({ mixedAirDrm: 'highest', mixedLightDrm: 'lowest', nasBonus: 'anyNas' })
    const m = navalAttackModifiers(s, 'tf', lightGroup('tf'), [de, it_])
    expect([m.air.drm, m.naval, m.total]).toEqual([2, 1, 1])
    expect(navalAttackModifiers(s, 'tf', 'bb', [deNas, de]).nas).toBe(1)
  })

  it('a file naming an unknown reading or choice is refused', () => {
    const r = parseAwawScenario({ ...game().scenario, readings: { nasBonus: 'some', surprise: 'table' } })
    expect(r.ok ? [] : r.errors).toEqual([
      { path: 'readings.nasBonus', message: 'got "some", expected "allNas" or "anyNas" (23.441C)' },
      {
        path: 'readings.surprise',
        message: 'got "surprise", expected one of "mixedAirDrm", "mixedLightDrm", "nasBonus"',
      },
    ])
    expect(parseAwawScenario({ ...game().scenario, readings: [] }).ok).toBe(false)
  })
})
