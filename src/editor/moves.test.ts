// Placing and moving units by a drop on the map (moves.ts): an air unit goes to a base of its side
// at the hex (4.2), a ship to a hex (docked at a friendly port, 4.5) or a large sea area (4.12) with
// its whole flotilla, a land unit to a hex. Every result passes the validator; refusals say why.
import { describe, expect, it } from 'vitest'
import { checkDraft } from './check'
import { newDraft, paintTerrain, type Draft } from './draft'
import { copyTypeTo, moveUnitTo, placeOf, shipTo, type Outcome } from './moves'
import { placeBase, placeLandUnit, saveType } from './pieces'
import { applyOutcome, applyTool } from './tools'
import { createEditorStore } from './store'

const SPITFIRE = {
  name: 'Spitfire',
  nation: 'uk',
  type: 'F' as const,
  front: { strength: 4, range: 4, quality: 3, underscored: false, circled: false },
  back: null,
}
const AJAX = { name: 'Ajax', nation: 'uk', type: 'CL', armor: 1, gunnery: 2, back: null, flotilla: 'force-h' }

/** 8×6: sea in columns 5–8, a British port-airbase at 0203 (coastal: 0303 is land, 0403 land, 0503 sea), Kestrel at 0205, a German base at 0402; a large sea area "atlantic" bordering 0801. */
function draft(): Draft {
  let d = newDraft(8, 6)
  const sea = Array.from({ length: 6 }, (_, r) =>
    ['05', '06', '07', '08'].map((c) => `${c}${String(r + 1).padStart(2, '0')}`),
  ).flat()
  d = paintTerrain(d, sea, '~')
  d = placeBase(d, '0403', { kind: 'MinorPort', nation: 'uk', name: 'Dover' })
  d = placeBase(d, '0403', { kind: 'SmallAirbase', nation: 'uk' })
  d = placeBase(d, '0205', { kind: 'LargeAirbase', nation: 'uk', name: 'Kestrel' })
  d = placeBase(d, '0402', { kind: 'LargeAirbase', nation: 'germany', name: 'Dunenfeld' })
  d = {
    ...d,
    map: { ...d.map, largeSeaAreas: [{ id: 'atlantic', name: 'Atlantic', mp: 2, border: ['0801'] }] },
  }
  return d
}

function done(o: Outcome): Draft {
  if (!o.ok) throw new Error(o.say)
  expect(checkDraft(o.draft).errors).toEqual([])
  return o.draft
}

const TYPE = { ...SPITFIRE, key: 'uk/Spitfire' }

describe('a drop on the map', () => {
  it('names a hex or a large sea area', () => {
    const d = draft()
    expect(placeOf(d, '0403')).toEqual({ hex: '0403' })
    expect(placeOf(d, 'atlantic')).toEqual({ seaArea: 'atlantic' })
    expect(placeOf(d, '0909')).toBeNull()
  })

  it('places a library copy at the base of its side; an enemy base, a hex without base or a sea area is refused with the reason', () => {
    const d = draft()
    const o = copyTypeTo(d, TYPE, { hex: '0205' })
    expect(o.ok && o.say).toBe('Spitfire placed at Kestrel (0205).')
    expect(done(o).airUnits).toEqual([
      {
        id: 'uk-spitfire',
        name: 'Spitfire',
        nation: 'uk',
        type: 'F',
        front: SPITFIRE.front,
        back: null,
        base: 'kestrel',
      },
    ])
    expect(copyTypeTo(d, TYPE, { hex: '0402' })).toEqual({
      ok: false,
      say: "Dunenfeld at 0402 is not a base of uk's side: a unit is never based at an enemy base.",
    })
    expect(copyTypeTo(d, TYPE, { hex: '0101' })).toEqual({
      ok: false,
      say: 'There is no base at 0101: place a base there first (an air unit stands at a base).',
    })
    expect(copyTypeTo(d, TYPE, { seaArea: 'atlantic' })).toEqual({
      ok: false,
      say: 'There is no carrier in large sea area atlantic: an air unit stands at a base.',
    })
  })

  it('moves a placed air unit to another base of its side, never to an enemy base', () => {
    const d = done(copyTypeTo(draft(), TYPE, { hex: '0205' }))
    const o = moveUnitTo(d, 'uk-spitfire', { hex: '0403' })
    expect(o.ok && o.say).toBe('Spitfire moved to Dover (0403).')
    expect(done(o).airUnits[0].base).toBe('dover')
    expect(moveUnitTo(d, 'uk-spitfire', { hex: '0402' }).ok).toBe(false)
    expect(moveUnitTo(d, 'uk-spitfire', { hex: '0205' })).toEqual({
      ok: false,
      say: 'Spitfire is at Kestrel already.',
    })
    expect(moveUnitTo(d, 'nobody', { hex: '0205' })).toEqual({
      ok: false,
      say: 'There is no unit "nobody" in the scenario.',
    })
  })

  it('moves a ship with its flotilla: docked at a friendly port, at sea in a hex, or into a large sea area (4.12) and back', () => {
    let d = done(shipTo(draft(), AJAX, { hex: '0603' }))
    d = done(shipTo(d, { ...AJAX, name: 'Orion' }, { hex: '0603' }))
    d = done(shipTo(d, { ...AJAX, name: 'Lone', flotilla: undefined }, { hex: '0601' }))
    const toPort = moveUnitTo(d, 'uk-ajax', { hex: '0403' })
    expect(toPort.ok && toPort.say).toBe(
      'CL Ajax moved to 0403, in port with its flotilla force-h (2 ships: the ships of one flotilla are in one place).',
    )
    d = done(toPort)
    expect(d.navalUnits?.map((u) => [u.id, u.hex, u.seaArea, u.inPort])).toEqual([
      ['uk-ajax', '0403', undefined, true],
      ['uk-orion', '0403', undefined, true],
      ['uk-lone', '0601', undefined, undefined],
    ])
    const out = moveUnitTo(d, 'uk-orion', { seaArea: 'atlantic' })
    expect(out.ok && out.say).toBe(
      'CL Orion moved to large sea area atlantic with its flotilla force-h (2 ships: the ships of one flotilla are in one place).',
    )
    d = done(out)
    expect(d.navalUnits?.map((u) => [u.id, u.hex, u.seaArea, u.inPort])).toEqual([
      ['uk-ajax', undefined, 'atlantic', undefined],
      ['uk-orion', undefined, 'atlantic', undefined],
      ['uk-lone', '0601', undefined, undefined],
    ])
    d = done(moveUnitTo(d, 'uk-lone', { hex: '0704' }))
    expect(d.navalUnits?.[2].hex).toBe('0704')
  })

  it('places a ship in a large sea area from the form (a click on its plate with the ship tool)', () => {
    const s = createEditorStore(draft())
    s.getState().setForm('ship', { ...AJAX, flotilla: undefined })
    s.getState().setTool({ kind: 'ship' })
    applyTool(s, 'atlantic')
    expect(s.getState().status).toBe('CL Ajax placed in large sea area atlantic.')
    expect(s.getState().draft.navalUnits).toEqual([
      {
        id: 'uk-ajax',
        name: 'Ajax',
        nation: 'uk',
        type: 'CL',
        named: false,
        front: { armor: 1, gunnery: 2 },
        back: null,
        seaArea: 'atlantic',
      },
    ])
    expect(checkDraft(s.getState().draft).errors).toEqual([])
    s.getState().setTool({ kind: 'land' })
    applyTool(s, 'atlantic')
    expect(s.getState().status).toBe(
      'atlantic is a large sea area, off the hexes: only ships are placed there (choose “Place ships”).',
    )
    s.getState().setTool({ kind: 'select' })
    applyTool(s, 'atlantic')
    expect(s.getState().selectedHex).toBe('atlantic')
  })

  it('a Naval-Air copy dropped on a large sea area goes aboard the carrier of its side there (4.4)', () => {
    const d = done(
      shipTo(
        draft(),
        {
          name: 'Ark Royal',
          nation: 'uk',
          type: 'CV',
          armor: 2,
          gunnery: 1,
          aircraftCapacity: 4,
          back: null,
        },
        { seaArea: 'atlantic' },
      ),
    )
    const swordfish = {
      key: 'uk/Swordfish',
      name: 'Swordfish',
      nation: 'uk',
      type: 'N' as const,
      front: { strength: 2, range: 6, quality: 0, underscored: false, circled: false },
      back: null,
    }
    const o = copyTypeTo(d, swordfish, { seaArea: 'atlantic' })
    expect(o.ok && o.say).toBe('Swordfish placed at Ark Royal (atlantic).')
    expect(done(o).airUnits.map((u) => [u.id, u.base])).toEqual([['uk-swordfish', 'uk-ark-royal-deck']])
  })

  it('moves a land unit to a hex, not into a sea area', () => {
    const d = placeLandUnit(draft(), '0101', { name: '7th Armoured', nation: 'uk', strength: 4 })
    expect(done(moveUnitTo(d, 'uk-7th-armoured', { hex: '0302' })).landUnits?.[0].hex).toBe('0302')
    expect(moveUnitTo(d, 'uk-7th-armoured', { seaArea: 'atlantic' })).toEqual({
      ok: false,
      say: '7th Armoured cannot go into large sea area atlantic: a land unit stands in a hex.',
    })
  })

  it('a move is one undo step', () => {
    const s = createEditorStore(done(copyTypeTo(draft(), TYPE, { hex: '0205' })))
    s.getState().editDoc((doc) => ({ ...doc, library: saveType(doc.library, SPITFIRE) }))
    applyOutcome(s, moveUnitTo(s.getState().draft, 'uk-spitfire', { hex: '0403' }), '0403')
    expect(s.getState().draft.airUnits[0].base).toBe('dover')
    expect(s.getState().selectedHex).toBe('0403')
    const before = s.getState().past.length
    applyOutcome(s, moveUnitTo(s.getState().draft, 'uk-spitfire', { hex: '0402' }), '0402')
    expect(s.getState().past.length).toBe(before) // a refusal changes nothing
    expect(s.getState().status).toBe(
      "Dunenfeld at 0402 is not a base of uk's side: a unit is never based at an enemy base.",
    )
    s.getState().undo()
    expect(s.getState().draft.airUnits[0].base).toBe('kestrel')
  })
})
