// A click with each tool: painting by brush, placing a base, a library copy (refused where there
// is no base of the unit's side), a ship docked in a friendly port.
import { describe, expect, it } from 'vitest'
import { newDraft } from './draft'
import { saveType } from './pieces'
import { createEditorStore } from './store'
import { applyTool } from './tools'

const ME109 = {
  name: 'Me-109',
  nation: 'germany',
  type: 'F' as const,
  front: { strength: 4, range: 4, quality: 2, underscored: false, circled: false },
  back: null,
}

describe('a click on a hex', () => {
  it('paints with the brush, one undo step for the whole brush', () => {
    const s = createEditorStore(newDraft(6, 6))
    s.getState().setTool({ kind: 'terrain', code: 'm' })
    s.getState().setBrush(1)
    applyTool(s, '0303')
    expect(s.getState().draft.map.terrain.join('')).toContain('mmm')
    expect(s.getState().status).toBe('Mountain painted at 0303 (7 hexes).')
    s.getState().undo()
    expect(s.getState().draft.map.terrain.join('')).not.toContain('m')
  })

  it('places a base, then a copy of a library type on it; a copy is refused where no base of its side stands', () => {
    const s = createEditorStore(newDraft(6, 6))
    s.getState().setForm('base', { kind: 'SmallAirbase', nation: 'uk', name: 'Kestrel' })
    s.getState().setTool({ kind: 'base' })
    applyTool(s, '0202')
    s.getState().editDoc((doc) => ({ ...doc, library: saveType(doc.library, ME109) }))
    s.getState().setTool({ kind: 'air', typeKey: 'germany/Me-109' })
    applyTool(s, '0202')
    expect(s.getState().status).toBe(
      "Kestrel at 0202 is not a base of germany's side: a unit is never based at an enemy base.",
    )
    applyTool(s, '0505')
    expect(s.getState().status).toBe(
      'There is no base at 0505: place a base there first (an air unit stands at a base).',
    )
    s.getState().setForm('base', { kind: 'LargeAirbase', nation: 'germany', name: 'Dunenfeld' })
    s.getState().setTool({ kind: 'base' })
    applyTool(s, '0505')
    s.getState().setTool({ kind: 'air', typeKey: 'germany/Me-109' })
    applyTool(s, '0505')
    expect(s.getState().draft.airUnits).toEqual([
      {
        id: 'germany-me-109',
        name: 'Me-109',
        nation: 'germany',
        type: 'F',
        front: ME109.front,
        back: null,
        base: 'dunenfeld',
      },
    ])
    expect(s.getState().status).toBe('Me-109 placed at Dunenfeld (0505).')
  })

  it('docks a ship placed at a friendly port on land, and leaves one at sea undocked', () => {
    const s = createEditorStore(newDraft(6, 6, '~'))
    s.getState().edit((d) => ({
      ...d,
      map: { ...d.map, terrain: d.map.terrain.map((r, i) => (i === 1 ? `.${r.slice(1)}` : r)) },
    }))
    s.getState().setForm('base', { kind: 'MinorPort', nation: 'uk', name: 'Dover' })
    s.getState().setTool({ kind: 'base' })
    applyTool(s, '0102')
    s.getState().setForm('ship', { name: 'Ajax', nation: 'uk', type: 'CL' })
    s.getState().setTool({ kind: 'ship' })
    applyTool(s, '0102')
    applyTool(s, '0303')
    expect(s.getState().draft.navalUnits?.map((u) => [u.id, u.hex, u.inPort ?? false])).toEqual([
      ['uk-ajax', '0102', true],
      ['uk-ajax-2', '0303', false],
    ])
  })

  it('says so for a hex off the map', () => {
    const s = createEditorStore(newDraft(6, 6))
    applyTool(s, '0909')
    expect(s.getState().status).toBe('Hex 0909 is not on this 6×6 map.')
  })
})
