// The editor's store and edits: a scenario built from nothing passes the validator files go
// through; undo and redo step through edits; library copies are units of their type.
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import {
  brushHexes,
  nationAt,
  toggleLargeSeaBorder,
  newDraft,
  paintNation,
  paintTerrain,
  resizeMap,
  setFeature,
  terrainAt,
  toggleFlag,
  toggleSeaArea,
} from './draft'
import { checkDraft, hexOfError, previewScenario } from './check'
import { exportText } from './io'
import {
  libraryOf,
  placeBase,
  placeCopy,
  placeLandUnit,
  placeShip,
  removeBase,
  saveType,
  updateComponent,
  updateSide,
} from './pieces'
import { createEditorStore, UNDO_LIMIT } from './store'

const SPITFIRE = {
  name: 'Spitfire',
  nation: 'uk',
  type: 'F' as const,
  front: { strength: 4, range: 4, quality: 3, underscored: false, circled: false },
  back: { strength: 2, range: 4, quality: 3, underscored: false, circled: false },
}
const ME109 = {
  name: 'Me-109',
  nation: 'germany',
  type: 'F' as const,
  front: { strength: 4, range: 4, quality: 2, underscored: false, circled: false },
  back: null,
}

/** A 10×8 map: sea in columns 5–6, two bases, a unit of each side. */
function smallScenario() {
  const s = createEditorStore(newDraft(10, 8))
  const sea = Array.from({ length: 8 }, (_, r) => [
    `05${String(r + 1).padStart(2, '0')}`,
    `06${String(r + 1).padStart(2, '0')}`,
  ]).flat()
  s.getState().edit((d) => paintTerrain(d, sea, '~'))
  s.getState().edit((d) => placeBase(d, '0204', { kind: 'LargeAirbase', nation: 'uk', name: 'Kestrel' }))
  s.getState().edit((d) =>
    placeBase(d, '0904', { kind: 'SmallAirbase', nation: 'germany', name: 'Dunenfeld' }),
  )
  s.getState().editDoc((doc) => ({ ...doc, library: saveType(saveType(doc.library, SPITFIRE), ME109) }))
  const [spit, me] = s.getState().library
  s.getState().edit((d) => placeCopy(d, spit, 'kestrel'))
  s.getState().edit((d) => placeCopy(d, spit, 'kestrel'))
  s.getState().edit((d) => placeCopy(d, me, 'dunenfeld'))
  return s
}

describe('a scenario built in the editor', () => {
  it('a new map is valid as it is: two sides, a nation each, every hex of the chosen terrain', () => {
    const d = newDraft(7, 5)
    expect(d.map.terrain).toEqual(Array(5).fill('.......'))
    expect(checkDraft(d).errors).toEqual([])
  })

  it('built from nothing (terrain, two bases, three copies of two library types), it passes parseScenario and exports as it is', () => {
    const s = smallScenario()
    const { draft } = s.getState()
    expect(draft.map.terrain[0]).toBe('....~~....')
    expect(draft.bases.map((b) => [b.id, b.hex, b.owner, b.components])).toEqual([
      ['kestrel', '0204', 'allies', [{ kind: 'LargeAirbase' }]],
      ['dunenfeld', '0904', 'axis', [{ kind: 'SmallAirbase' }]],
    ])
    expect(draft.airUnits.map((u) => [u.id, u.base, u.name])).toEqual([
      ['uk-spitfire', 'kestrel', 'Spitfire'],
      ['uk-spitfire-2', 'kestrel', 'Spitfire'],
      ['germany-me-109', 'dunenfeld', 'Me-109'],
    ])
    const out = exportText(draft)
    expect(out.ok).toBe(true)
    if (!out.ok) return
    const r = parseScenario(JSON.parse(out.text))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    // the copies are units of their type: the faces as entered, the blank back kept
    expect(r.scenario.airUnits[1].front).toEqual(SPITFIRE.front)
    expect(r.scenario.airUnits[2].back).toBeNull()
    expect(out.name).toBe('my-scenario.json')
  })

  it('a base on the sea is an error at its hex, with the validator’s path and message; the preview leaves it out; export is refused', () => {
    const s = smallScenario()
    s.getState().edit((d) => placeBase(d, '0503', { kind: 'SmallAirbase', nation: 'uk', name: 'Wet' }))
    const { draft } = s.getState()
    const { errors } = checkDraft(draft)
    expect(errors).toEqual([
      { path: 'bases[2].hex', message: 'hex 0503 is sea; a land base must be on land' },
    ])
    expect(hexOfError(draft, errors[0].path)).toBe('0503')
    expect(previewScenario(draft)?.bases.map((b) => b.id)).toEqual(['kestrel', 'dunenfeld'])
    expect(exportText(draft)).toEqual({ ok: false, errors })
  })

  it('a unit at a removed base goes with it; the preview also drops units whose base is in error', () => {
    const s = smallScenario()
    s.getState().edit((d) => removeBase(d, 0))
    expect(s.getState().draft.airUnits.map((u) => u.id)).toEqual(['germany-me-109'])
    s.getState().undo()
    // the Axis base painted over with sea: the base is in error, and so the preview has neither it nor its unit
    s.getState().edit((d) => paintTerrain(d, ['0904'], '~'))
    const p = previewScenario(s.getState().draft)
    expect(p?.bases.map((b) => b.id)).toEqual(['kestrel'])
    expect(p?.airUnits.map((u) => u.id)).toEqual(['uk-spitfire', 'uk-spitfire-2'])
  })

  it('4.1: a fixed transfer of an AETO draft checks clean and the preview keeps it; one naming no base is an error at its path, and the preview leaves the transfers out and still draws the map', () => {
    const s = smallScenario()
    const route = {
      id: 'africa',
      name: 'Trans-African transfer',
      side: 'allies',
      from: ['kestrel'],
      to: ['dunenfeld'],
    }
    s.getState().edit((d) => ({ ...d, transfers: [route] }))
    expect(checkDraft(s.getState().draft).errors).toEqual([])
    expect(previewScenario(s.getState().draft)?.transfers).toEqual([
      { ...route, minRange: 0, weather: 'permitting' },
    ])
    s.getState().edit((d) => ({ ...d, transfers: [{ ...route, to: ['nowhere'] }] }))
    const { draft } = s.getState()
    expect(checkDraft(draft).errors.map((e) => e.path)).toEqual(['transfers[0].to[0]'])
    const p = previewScenario(draft)
    expect(p?.transfers).toBeUndefined()
    expect(p?.bases.map((b) => b.id)).toEqual(['kestrel', 'dunenfeld'])
  })

  it('a second installation clicked on a base’s hex becomes a component of that base (4.2)', () => {
    let d = smallScenario().getState().draft
    d = placeBase(d, '0204', { kind: 'City', nation: 'uk' })
    d = updateComponent(d, 0, 0, { capacity: 3, fortified: true })
    expect(d.bases[0].components).toEqual([
      { kind: 'LargeAirbase', capacity: 3, fortified: true },
      { kind: 'City' },
    ])
    expect(checkDraft(d).errors).toEqual([])
  })

  it('a carrier placed at sea gets its Carrier base, on which N units of its nation embark (4.4)', () => {
    let d = smallScenario().getState().draft
    d = placeShip(
      d,
      '0502',
      {
        name: 'Illustrious',
        nation: 'uk',
        type: 'CV',
        armor: 3,
        gunnery: 1,
        aircraftCapacity: 2,
        back: { armor: 2, gunnery: 1, aircraftCapacity: 1 },
      },
      false,
    )
    expect(d.bases.at(-1)).toEqual({
      id: 'uk-illustrious-deck',
      name: 'Illustrious',
      carrier: 'uk-illustrious',
      owner: 'allies',
      nation: 'uk',
      components: [{ kind: 'Carrier' }],
    })
    expect(d.navalUnits?.[0]).toMatchObject({ id: 'uk-illustrious', named: true, hex: '0502' })
    d = placeCopy(
      d,
      {
        key: 'uk/Swordfish',
        name: 'Swordfish',
        nation: 'uk',
        type: 'N',
        front: { strength: 2, range: 6, quality: 0, underscored: false, circled: false },
        back: null,
      },
      'uk-illustrious-deck',
    )
    d = placeLandUnit(d, '0905', { name: '7th Army', nation: 'germany', strength: 6, kind: 'infantry' })
    expect(checkDraft(d).errors).toEqual([])
  })

  it('terrain, nations (borders), flags, sea areas: painted by brush', () => {
    let d = newDraft(6, 6, '~')
    expect(brushHexes(d, '0303', 1).sort()).toEqual(['0202', '0203', '0302', '0303', '0304', '0402', '0403'])
    d = paintTerrain(d, brushHexes(d, '0303', 1), 'f')
    expect(terrainAt(d, '0402')).toBe('f')
    expect(terrainAt(d, '0404')).toBe('~')
    d = paintNation(d, ['0303', '0302'], 'uk')
    d = paintNation(d, ['0402'], 'germany')
    expect([nationAt(d, '0303'), nationAt(d, '0402'), nationAt(d, '0101')]).toEqual(['uk', 'germany', null])
    expect(d.map.nations?.legend).toEqual({ U: 'uk', G: 'germany' })
    d = toggleFlag(d, ['0303'], 'radar')
    d = setFeature(d, '0303', { name: 'Dover' })
    expect(d.map.features).toEqual([{ hex: '0303', radar: true, name: 'Dover' }])
    d = toggleFlag(d, ['0303'], 'radar')
    expect(d.map.features).toEqual([{ hex: '0303', name: 'Dover' }])
    d = { ...d, map: { ...d.map, seaAreas: [{ id: 'north', name: 'North Sea', hexes: [] }] } }
    d = toggleSeaArea(d, ['0101', '0201'], 'north')
    expect(d.map.seaAreas?.[0].hexes).toEqual(['0101', '0201'])
    d = toggleSeaArea(d, ['0101'], 'north')
    expect(d.map.seaAreas?.[0].hexes).toEqual(['0201'])
    expect(checkDraft(d).errors).toEqual([])
    // a sea area on land is the validator's error at that hex
    d = toggleSeaArea(d, ['0303'], 'north')
    const errs = checkDraft(d).errors
    expect(errs).toEqual([
      {
        path: 'map.seaAreas[0].hexes[1]',
        message: 'hex 0303 is forest, not sea; a sea area holds only sea hexes',
      },
    ])
    expect(hexOfError(d, errs[0].path)).toBe('0303')
  })

  it('a large sea area is entered from the hexes of its border (4.12); an empty border is the validator’s error', () => {
    let d = newDraft(6, 6, '~')
    d = { ...d, map: { ...d.map, largeSeaAreas: [{ id: 'atlantic', name: 'Atlantic', mp: 2, border: [] }] } }
    expect(checkDraft(d).errors).toEqual([
      { path: 'map.largeSeaAreas[0].border', message: 'must have at least 1 item (got 0)' },
    ])
    d = toggleLargeSeaBorder(d, ['0101', '0102'], 'atlantic')
    expect(d.map.largeSeaAreas?.[0].border).toEqual(['0101', '0102'])
    expect(checkDraft(d).errors).toEqual([])
    d = toggleLargeSeaBorder(d, ['0101'], 'atlantic')
    expect(d.map.largeSeaAreas?.[0].border).toEqual(['0102'])
  })

  it('renaming a side follows it everywhere it is named', () => {
    const d = updateSide(smallScenario().getState().draft, 0, { id: 'west' })
    expect(d.nations[0].side).toBe('west')
    expect(d.bases[0].owner).toBe('west')
    expect(d.start.phasingSide).toBe('west')
    expect(checkDraft(d).errors).toEqual([])
  })

  it('resizing keeps the painted hexes and names what falls off the map', () => {
    const s = smallScenario()
    s.getState().edit((d) => resizeMap(d, 8, 8))
    const { errors } = checkDraft(s.getState().draft)
    expect(errors.map((e) => e.path)).toEqual(['bases[1].hex'])
    expect(errors[0].message).toContain('off the map')
    expect(s.getState().draft.map.terrain[0]).toBe('....~~..')
  })
})

describe('undo and redo', () => {
  it('steps back and forth through the edits, and a new edit drops the redo line', () => {
    const s = smallScenario()
    const full = s.getState().draft
    s.getState().undo() // the Me-109
    s.getState().undo() // the second Spitfire
    expect(s.getState().draft.airUnits.map((u) => u.id)).toEqual(['uk-spitfire'])
    s.getState().redo()
    expect(s.getState().draft.airUnits.map((u) => u.id)).toEqual(['uk-spitfire', 'uk-spitfire-2'])
    s.getState().redo()
    expect(s.getState().draft).toBe(full)
    s.getState().redo()
    expect(s.getState().status).toBe('Nothing to redo.')
    s.getState().undo()
    s.getState().edit((d) => paintTerrain(d, ['0101'], 'm'))
    expect(s.getState().future).toEqual([])
    s.getState().redo()
    expect(s.getState().draft.airUnits).toHaveLength(2)
  })

  it('undoes a library entry with the edit that made it, and an edit that changes nothing is no step', () => {
    const s = createEditorStore(newDraft(4, 4))
    s.getState().editDoc((doc) => ({ ...doc, library: saveType(doc.library, SPITFIRE) }))
    s.getState().edit((d) => paintTerrain(d, ['0101'], '.')) // already clear
    expect(s.getState().past).toHaveLength(1)
    s.getState().undo()
    expect(s.getState().library).toEqual([])
    expect(s.getState().status).toBe('Undone.')
  })

  it('keeps at most UNDO_LIMIT steps', () => {
    const s = createEditorStore(newDraft(20, 20))
    for (let i = 0; i < UNDO_LIMIT + 5; i++)
      s.getState().edit((d) =>
        paintTerrain(
          d,
          [`${String((i % 20) + 1).padStart(2, '0')}${String(Math.floor(i / 20) + 1).padStart(2, '0')}`],
          'f',
        ),
      )
    expect(s.getState().past).toHaveLength(UNDO_LIMIT)
  })

  it('a replaced draft (import) is one step, and its air units fill the library', () => {
    const s = smallScenario()
    const imported = s.getState().draft
    const t = createEditorStore(newDraft(3, 3))
    t.getState().replace(imported, 'Imported.')
    expect(t.getState().library.map((x) => x.key)).toEqual(['uk/Spitfire', 'germany/Me-109'])
    t.getState().undo()
    expect(t.getState().draft.map.cols).toBe(3)
  })
})

describe('the unit library', () => {
  it('reads the types of a scenario’s air units, chit notation included', () => {
    const d = {
      ...newDraft(4, 4),
      airUnits: [
        {
          id: 'a',
          name: 'B-17',
          nation: 'us',
          type: 'B' as const,
          front: '_12_-20[2]',
          back: '_6_-20[2]',
          base: 'x',
        },
      ],
    }
    expect(libraryOf(d)).toEqual([
      {
        key: 'us/B-17',
        name: 'B-17',
        nation: 'us',
        type: 'B',
        front: { strength: 12, range: 20, quality: 2, underscored: true, circled: true },
        back: { strength: 6, range: 20, quality: 2, underscored: true, circled: true },
      },
    ])
  })
})
