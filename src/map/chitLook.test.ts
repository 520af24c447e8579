import { describe, expect, it } from 'vitest'
import { chitFace, chitKey } from './chitLook'
import type { MapChit } from './model'
import { DEPLETED_FACE } from './palette'

const allies = { id: 'allies', name: 'Western Allies', letter: 'W', colour: 0x2f5fb3 }
const axis = { id: 'axis', name: 'Axis', letter: 'A', colour: 0x6b6b6b }
const chit = (over: Partial<MapChit> = {}): MapChit => ({
  id: 'u1',
  name: 'Spitfire',
  side: allies,
  type: 'F',
  strength: 4,
  range: 4,
  quality: 3,
  circled: false,
  underscored: false,
  depleted: false,
  commitment: 'none',
  aloft: false,
  flight: null,
  setAside: false,
  aborted: false,
  operational: true,
  ...over,
})

describe('chit look', () => {
  it('prints strength-range/quality, side letter and type', () => {
    const f = chitFace(chit())
    expect([f.sideLetter, f.type, f.strength, f.range, f.quality, f.circled, f.underscored]).toEqual([
      'W',
      'F',
      '4',
      '4',
      '3',
      false,
      false,
    ])
    expect(f.marker).toBeNull()
    expect(f.stamp).toBeNull()
  })

  it('circles a heavy bomber quality and underscores its strength; an ATP has strength X', () => {
    const b17 = chitFace(
      chit({ type: 'B', strength: 12, range: 20, quality: 2, circled: true, underscored: true }),
    )
    expect([b17.strength, b17.quality, b17.circled, b17.underscored]).toEqual(['12', '2', true, true])
    const atp = chitFace(chit({ type: 'ATP', strength: null, quality: 0, underscored: true }))
    expect([atp.strength, atp.quality, atp.underscored]).toEqual(['X', '', false])
  })

  it('APTO D16, D1: a Small Fighter prints "o" between strength and range, a Floatplane its type "N~"', () => {
    expect(chitFace(chit({ small: true })).small).toBe(true)
    expect(chitFace(chit()).small).toBe(false)
    expect(chitFace(chit({ type: 'N', floatplane: true, strength: 0 })).type).toBe('N~')
  })

  it("shows the depleted face in the side's colour with a paper band and a cut corner", () => {
    const f = chitFace(chit({ depleted: true, strength: 2 }))
    expect(f.background).toBe(allies.colour)
    expect(f.band).toBe(DEPLETED_FACE)
    expect(f.cutCorner).toBe(true)
  })

  it('marks commitment with a letter and set-aside / aborted units with a stamp', () => {
    expect(chitFace(chit({ commitment: 'current' })).marker).toBe('C')
    expect(chitFace(chit({ commitment: 'previous' })).marker).toBe('P')
    expect(chitFace(chit({ setAside: true, aloft: true })).stamp).toBe('SA')
    expect(chitFace(chit({ aborted: true, setAside: true, aloft: true })).stamp).toBe('AB')
    expect(chitFace(chit({ aborted: true })).greyed).toBe(true)
  })

  it('gives equal keys to equal looks and different keys to any visible difference', () => {
    expect(chitKey(chit({ id: 'a', name: 'Spitfire I' }))).toBe(
      chitKey(chit({ id: 'b', name: 'Spitfire II' })),
    )
    expect(chitKey(chit({ aloft: true, flight: 1 }))).toBe(chitKey(chit({ aloft: true, flight: 7 }))) // the flight number is a tag, not the face
    const variants: Partial<MapChit>[] = [
      { side: axis },
      { type: 'FB' },
      { strength: 5 },
      { range: 5 },
      { quality: 2 },
      { circled: true },
      { underscored: true },
      { depleted: true },
      { commitment: 'current' },
      { commitment: 'previous' },
      { aloft: true },
      { setAside: true },
      { aborted: true },
      { operational: false },
      { small: true },
      { type: 'N', floatplane: true },
    ]
    const keys = new Set([chitKey(chit()), ...variants.map((v) => chitKey(chit(v)))])
    expect(keys.size).toBe(variants.length + 1)
  })
})
