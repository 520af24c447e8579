// A placed unit changed after placement (pieces.ts): an air unit's type and faces as on its chit
// (an ATP has points and no combat strength, 4.23; a blank back is a single-step chit, 4.17), a
// ship's faces (an aircraft capacity makes it a carrier with its base, 4.4) and type (named ships,
// 4.20; the APTO BBCV, D64), a land unit's steps. Each result is checked by the validator.
import { describe, expect, it } from 'vitest'
import { checkDraft } from './check'
import { newDraft, paintTerrain, type Draft } from './draft'
import {
  airFaceOf,
  placeBase,
  placeCopy,
  placeLandUnit,
  placeShip,
  saveType,
  setAirFace,
  setAirUnitType,
  setShipFace,
  updateAirUnit,
  updateLandUnit,
  updateShip,
} from './pieces'

const F = (strength: number, range: number, quality = 0) => ({
  strength,
  range,
  quality,
  underscored: false,
  circled: false,
})

function withUnit(): Draft {
  let d = newDraft(6, 4)
  d = paintTerrain(d, ['0501', '0502', '0503', '0504', '0601', '0602', '0603', '0604'], '~')
  d = placeBase(d, '0202', { kind: 'LargeAirbase', nation: 'uk', name: 'Kestrel' })
  const [t] = saveType([], { name: 'Hudson', nation: 'uk', type: 'N', front: F(3, 8, 1), back: F(1, 8, 1) })
  return placeCopy(d, t, 'kestrel')
}

const ok = (d: Draft) => expect(checkDraft(d).errors).toEqual([])

describe('a placed air unit changed', () => {
  it('reads chit notation into the fields it edits', () => {
    expect(airFaceOf('_12_-20[2]')).toEqual({
      strength: 12,
      range: 20,
      quality: 2,
      underscored: true,
      circled: true,
    })
    expect(airFaceOf({ strength: 4, range: 4 })).toEqual(F(4, 4))
    expect(airFaceOf('nonsense')).toBeNull()
  })

  it('to an ATP: 1 point, no combat strength on either face (4.23); back to a bomber: no points', () => {
    let d = setAirUnitType(withUnit(), 0, 'ATP')
    expect(d.airUnits[0]).toMatchObject({ type: 'ATP', atpPoints: 1, front: F(0, 8, 1), back: F(0, 8, 1) })
    ok(d)
    d = setAirUnitType(d, 0, 'B')
    expect(d.airUnits[0].type).toBe('B')
    expect('atpPoints' in d.airUnits[0]).toBe(false)
  })

  it('a blank back makes a depleted unit full strength again (4.17); a stronger back is the validator’s error at the field', () => {
    let d = withUnit()
    d = { ...d, airUnits: [{ ...d.airUnits[0], face: 'back' }] }
    d = setAirFace(d, 0, 'back', null)
    expect(d.airUnits[0]).toMatchObject({ back: null, face: 'front' })
    ok(d)
    d = setAirFace(d, 0, 'back', F(5, 8, 1))
    expect(checkDraft(d).errors).toEqual([
      {
        path: 'airUnits[0].back',
        message: 'the back (depleted) strength 5 is more than the front strength 3',
      },
    ])
    d = setAirFace(d, 0, 'front', F(6, 8, 1))
    ok(d)
  })
})

describe('a placed ship changed', () => {
  const ship = () =>
    placeShip(
      withUnit(),
      '0602',
      { name: 'Hermes', nation: 'uk', type: 'CL', armor: 1, gunnery: 1, back: null },
      false,
    )

  it('given an aircraft capacity it becomes a carrier with its Carrier base; taken away, the base and the aircraft aboard go (4.4)', () => {
    let d = updateShip(ship(), 0, { type: 'CVL' })
    expect(d.navalUnits?.[0].named).toBe(true)
    d = setShipFace(d, 0, 'front', { armor: 1, gunnery: 0, aircraftCapacity: 3 })
    expect(d.bases.map((b) => [b.id, b.carrier, b.components[0].kind])).toEqual([
      ['kestrel', undefined, 'LargeAirbase'],
      ['uk-hermes-deck', 'uk-hermes', 'Carrier'],
    ])
    ok(d)
    d = { ...d, airUnits: [...d.airUnits, { ...d.airUnits[0], id: 'aboard', base: 'uk-hermes-deck' }] }
    ok(d)
    d = setShipFace(d, 0, 'front', { armor: 1, gunnery: 0 })
    expect(d.bases.map((b) => b.id)).toEqual(['kestrel'])
    expect(d.airUnits.map((u) => u.id)).toEqual(['uk-hudson'])
  })

  it('a damaged face taken away makes a damaged ship undamaged', () => {
    let d = setShipFace(ship(), 0, 'back', { armor: 0, gunnery: 1 })
    d = updateShip(d, 0, { face: 'back' })
    ok(d)
    d = setShipFace(d, 0, 'back', null)
    expect(d.navalUnits?.[0]).toMatchObject({ back: null, face: 'front' })
    ok(d)
  })

  it('a BBCV is a named ship in APTO (4.20; APTO D64)', () => {
    const d = updateShip({ ...ship(), variant: 'apto' }, 0, { type: 'BBCV' })
    expect(d.navalUnits?.[0].named).toBe(true)
    ok(d)
  })
})

describe('a placed land unit changed', () => {
  it('one-step or the default two steps; an empty kind is left out', () => {
    let d = placeLandUnit(withUnit(), '0101', { name: 'Commando', nation: 'uk', strength: 1, kind: 'para' })
    d = updateLandUnit(d, 0, { steps: 1, kind: undefined })
    expect(d.landUnits?.[0]).toEqual({
      id: 'uk-commando',
      name: 'Commando',
      nation: 'uk',
      hex: '0101',
      strength: 1,
      steps: 1,
    })
    ok(d)
    d = updateLandUnit(d, 0, { steps: undefined })
    expect('steps' in (d.landUnits?.[0] ?? {})).toBe(false)
  })
})

describe('APTO unit marks set in the editor (APTO D1, D16)', () => {
  it('a Small Fighter passes the validator in APTO and is refused at its field in AETO; a Floatplane away from a port is refused at its base; cleared, the key leaves the file', () => {
    const apto = { ...withUnit(), variant: 'apto' as const }
    ok(updateAirUnit(apto, 0, { small: true }))
    expect(checkDraft(updateAirUnit(withUnit(), 0, { small: true })).errors.map((e) => e.path)).toEqual([
      'airUnits[0].small',
    ])
    expect(checkDraft(updateAirUnit(apto, 0, { floatplane: true })).errors).toEqual([
      {
        path: 'airUnits[0].base',
        message:
          'a Floatplane on land is based only at a port (4.0; APTO D1); base "kestrel" has no Minor or Major Port',
      },
    ])
    const cleared = updateAirUnit(updateAirUnit(apto, 0, { small: true }), 0, { small: undefined })
    expect(Object.keys(cleared.airUnits[0])).not.toContain('small')
    ok(cleared)
  })
})
