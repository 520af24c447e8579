// AETO's Trans-Atlantic and Trans-African transfers (4.1), played as fixed transfers of the
// scenario (`transfers`): Trans-Atlantic, a unit of printed range 7 or more between the United
// States or Canada Box and the Iceland Box, two hops; Trans-African, a supplied Allied unit of range
// 16 or more between the UK proper or a friendly base within 16 hexes of Gibraltar (even an Axis
// Gibraltar) and North Africa or the Middle East, by the UK Transfer Hex and Capetown, a hop each.
// The UK Transfer Hex holds one Allied unit, except while a transfer passes it (4.1, 4.8).
import { describe, expect, it } from 'vitest'
import { fixedTransferChoices } from '..'
import { aetoTransferScenario, B } from '../testing/transferFixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import { parseScenario } from '../scenario/validate'
import { legalActions } from './legal'
import { transferMoves, transferProposals } from '../bot/transfer'

function game(o: Parameters<typeof aetoTransferScenario>[0] = {}): ReturnType<typeof start> {
  const r = parseScenario(aetoTransferScenario(o))
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return start(r.scenario)
}

const unitsAt = (s: ReturnType<typeof start>, transfer: string, from: string) =>
  fixedTransferChoices(s).find((o) => o.transfer === transfer && o.from === from)?.units

describe('Trans-Atlantic transfers (4.1)', () => {
  it('a unit of printed range 7 in the United States Box goes to the Iceland Box; range 6 may not; the Iceland Box sends back to either box', () => {
    const s = game()
    expect(unitsAt(s, 'atlantic', 'us-box')?.map((u) => ({ id: u.id, to: u.to }))).toEqual([
      { id: 'hudson', to: ['iceland'] },
    ])
    expect(unitsAt(s, 'atlantic', 'canada-box')).toBeUndefined()
    expect(unitsAt(s, 'atlantic', 'iceland')).toEqual([{ id: 'catalina', to: ['us-box', 'canada-box'] }])
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'atlantic', units: ['anson'], to: 'iceland' }),
    ).toEqual({
      rule: '4.1',
      message:
        'Anson has a printed range of 6: the Trans-Atlantic transfer takes units of range 7 or more (4.1).',
    })
    expect(legalActions(s).filter((a) => a.type === 'fixedTransfer' && a.transfer === 'atlantic')).toEqual([
      { type: 'fixedTransfer', side: 'allies', transfer: 'atlantic', units: ['hudson'], to: 'iceland' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'atlantic', units: ['catalina'], to: 'us-box' },
      { type: 'fixedTransfer', side: 'allies', transfer: 'atlantic', units: ['catalina'], to: 'canada-box' },
    ])
  })

  it('the Hudson is in the Iceland Box at once, as two hops, Currently Committed; the log cites 4.1', () => {
    const r = act(game(), { type: 'fixedTransfer', transfer: 'atlantic', units: ['hudson'], to: 'iceland' })
    expect(r.state.units.hudson).toMatchObject({ base: 'iceland', aloft: null, commitment: 'current' })
    expect(r.state.stacks.iceland).toEqual(['catalina', 'hudson'])
    expect(r.state.flights).toEqual({})
    expect(r.events.map((e) => [e.rule, e.text])).toEqual([
      [
        '4.1',
        'Hudson makes the Trans-Atlantic transfer from United States Box to Iceland Box: a Change Base of two hops at once, no path traced, no interception; Currently Committed (4.1, 4.27).',
      ],
    ])
  })
})

describe('Trans-Atlantic transfer: the third, ordinary hop from the Iceland Box (4.1)', () => {
  it('the Hudson (range 7) may fly on from the Iceland Box to a friendly base within 14 (London at 14, not Glasgow at 15); the reverse way offers no hop on', () => {
    const s = game()
    const hudson = unitsAt(s, 'atlantic', 'us-box')![0]
    expect(hudson.onward?.iceland).toContain('london')
    expect(hudson.onward?.iceland).not.toContain('glasgow') // 15 hexes: beyond twice its range of 7
    expect(unitsAt(s, 'atlantic', 'iceland')![0].onward).toBeUndefined() // Iceland → a box: the far end is the boxes' own
    expect(
      refused(s, {
        type: 'fixedTransfer',
        transfer: 'atlantic',
        units: ['catalina'],
        to: 'us-box',
        onward: 'london',
      }),
    ).toEqual({
      rule: '4.1',
      message:
        'The Trans-Atlantic transfer flies on from its far end only (Iceland Box): United States Box is not one (4.1).',
    })
  })

  it('two hops at once to the Iceland Box, then the third an ordinary launch traced hex by hex to London: Currently Committed on landing, the log citing 4.1', () => {
    const r = act(game(), {
      type: 'fixedTransfer',
      transfer: 'atlantic',
      units: ['hudson'],
      to: 'iceland',
      onward: 'london',
    })
    expect(r.state.units.hudson).toMatchObject({
      base: 'london',
      lastBase: 'london',
      aloft: null,
      commitment: 'current',
    })
    expect(r.state.stacks.iceland).toEqual(['catalina'])
    const texts = r.events.map((e) => e.text)
    expect(texts[0]).toBe(
      'Hudson makes the Trans-Atlantic transfer from United States Box to Iceland Box: two hops of a Change Base at once, no path traced, no interception; then the third hop, an ordinary one, on to london (4.1).',
    )
    expect(texts[1]).toBe('Hudson launches from Iceland Box (2004) to change base to london (4.1).')
    expect(r.events.filter((e) => e.type === 'move')).toHaveLength(14) // the hop is flown hex by hex: 14 hexes (4.13)
    expect(texts.at(-1)).toBe('Hudson completes its Change Base at london (0603) (4.1).')
  })

  it('the ordinary hop is a Change Base hop: beyond twice the range (Glasgow, 15) is refused, and the Iceland Box may be over-stacked while passed', () => {
    const s = game()
    expect(
      refused(s, {
        type: 'fixedTransfer',
        transfer: 'atlantic',
        units: ['hudson'],
        to: 'iceland',
        onward: 'glasgow',
      }),
    ).toEqual({
      rule: '4.1',
      message: 'Hudson cannot reach glasgow: each hop is at most twice its range (14).',
    })
    // The Iceland Box full (capacity 4): it cannot be the last base, but may be passed (4.1, 4.8).
    const full = game({ extra: ['x1', 'x2', 'x3'].map((id) => B(id, id, 8, 'iceland')) })
    expect(
      refused(full, { type: 'fixedTransfer', transfer: 'atlantic', units: ['hudson'], to: 'iceland' })
        .message,
    ).toMatch(/^Iceland Box has no room for Hudson/)
    const on = act(full, {
      type: 'fixedTransfer',
      transfer: 'atlantic',
      units: ['hudson'],
      to: 'iceland',
      onward: 'london',
    })
    expect(on.state.units.hudson.base).toBe('london')
  })
})

describe('Trans-African transfers (4.1)', () => {
  it('a supplied unit of range 16 in the UK proper may go to the UK Transfer Hex, Capetown, or a base of North Africa or the Middle East', () => {
    const s = game()
    expect(unitsAt(s, 'africa', 'london')).toEqual([{ id: 'b24', to: ['ukth', 'capetown', 'cairo', 'iraq'] }])
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'africa', units: ['wellington'], to: 'cairo' }),
    ).toEqual({
      rule: '4.1',
      message:
        'Wellington has a printed range of 15: the Trans-African transfer takes units of range 16 or more (4.1).',
    })
  })

  it('a friendly base within 16 hexes of Gibraltar is an end, Gibraltar Axis or not; one 17 hexes away is not', () => {
    const s = game()
    expect(unitsAt(s, 'africa', 'oran')).toEqual([{ id: 'b17', to: ['ukth', 'capetown', 'cairo', 'iraq'] }])
    expect(unitsAt(s, 'africa', 'bizerte')).toEqual([
      { id: 'halifax', to: ['ukth', 'capetown', 'cairo', 'iraq'] },
    ])
    expect(unitsAt(s, 'africa', 'benghazi')).toBeUndefined()
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'africa', units: ['stirling'], to: 'cairo' }).message,
    ).toBe('Stirling is at benghazi, at neither end nor a stop of the Trans-African transfer.')
  })

  it('an Allied unit out of supply may not take it', () => {
    const s = game({ outOfSupply: ['b24'] })
    expect(unitsAt(s, 'africa', 'london')).toBeUndefined()
    expect(refused(s, { type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'cairo' })).toEqual({
      rule: '4.1',
      message: 'Liberator is out of supply: the Trans-African transfer takes supplied units only (4.1).',
    })
  })

  it('London to Cairo by the UK Transfer Hex and Capetown is three hops at once; each stop is a hop', () => {
    const r = act(game(), { type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'cairo' })
    expect(r.state.units.b24).toMatchObject({ base: 'cairo', commitment: 'current' })
    expect(r.events.map((e) => e.text)).toEqual([
      'Liberator makes the Trans-African transfer from london to cairo by UK Transfer Hex, Capetown: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27).',
    ])
    expect(
      act(game(), { type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'capetown' }).events[0]
        .text,
    ).toContain('from london to Capetown by UK Transfer Hex: a Change Base of two hops at once')
    expect(
      act(game(), { type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'ukth' }).events[0].text,
    ).toContain('from london to UK Transfer Hex: a Change Base of one hop at once')
  })

  it('vice versa: from Cairo to the UK by Capetown and the UK Transfer Hex, or from Capetown either way', () => {
    const s = game({ extra: [B('boston', 'Boston', 16, 'cairo'), B('maryland', 'Maryland', 16, 'capetown')] })
    expect(unitsAt(s, 'africa', 'cairo')).toEqual([
      { id: 'boston', to: ['capetown', 'ukth', 'london', 'glasgow', 'oran', 'bizerte'] },
    ])
    const maryland = unitsAt(s, 'africa', 'capetown')!
    expect(maryland.map((u) => ({ id: u.id, to: u.to }))).toEqual([
      { id: 'maryland', to: ['ukth', 'cairo', 'iraq', 'london', 'glasgow', 'oran', 'bizerte'] },
    ])
    // Capetown to Cairo or the Iraq Transit Box is one hop: a Change Base of up to three may fly on (4.1).
    expect(Object.keys(maryland[0].onward ?? {})).toEqual(['cairo', 'iraq'])
    expect(
      act(s, { type: 'fixedTransfer', transfer: 'africa', units: ['boston'], to: 'oran' }).events[0].text,
    ).toBe(
      'Boston makes the Trans-African transfer from cairo to oran by Capetown, UK Transfer Hex: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27).',
    )
  })

  it('the UK Transfer Hex holds one Allied unit: a second may not end there, but may pass it (4.1, 4.8)', () => {
    const s = act(game(), { type: 'fixedTransfer', transfer: 'africa', units: ['b24'], to: 'ukth' }).state
    expect(s.units.b24.base).toBe('ukth')
    expect(unitsAt(s, 'africa', 'oran')).toEqual([{ id: 'b17', to: ['capetown', 'cairo', 'iraq'] }])
    expect(
      refused(s, { type: 'fixedTransfer', transfer: 'africa', units: ['b17'], to: 'ukth' }).message,
    ).toBe(
      'UK Transfer Hex has no room for Fortress: the last base of a Change Base must not be over-stacked (4.1, 4.8).',
    )
    const passed = act(s, { type: 'fixedTransfer', transfer: 'africa', units: ['b17'], to: 'capetown' }).state
    expect(passed.units.b17.base).toBe('capetown')
    expect(passed.stacks.ukth).toEqual(['b24'])
  })

  it('the route is the Allies’: no Axis unit takes it', () => {
    const axis = game()
    expect(
      refused(axis, { type: 'fixedTransfer', transfer: 'africa', units: ['bf109'], to: 'cairo' }).message,
    ).toBe('"bf109" is not an air unit of Western Allies.')
  })

  it('the bot sends a unit with no enemy in its range to the end nearest the enemy, never to a stop; from there it stays', () => {
    // The only Axis base is Derna (1912): 17 hexes from Glasgow, 15 from London, 4 from the Iraq Transit Box (2008), 6 from Cairo.
    const s = game({ axisHex: '1912', extra: [B('lancaster', 'Lancaster', 16, 'glasgow')] })
    expect(transferMoves(s, 'allies').map((m) => [m.units, m.from, m.to, m.onward, m.distance])).toEqual([
      // The Hudson (range 7) has none in the United States Box; by the Iceland Box and one ordinary hop on, Benghazi is 1 from Derna (4.1).
      [['hudson'], 'us-box', 'iceland', 'benghazi', 1],
      [['lancaster'], 'glasgow', 'iraq', undefined, 4],
    ])
    const [h, d] = transferProposals(s, pendingOf(s, 'plan'))
    expect(h.action).toEqual({
      type: 'fixedTransfer',
      side: 'allies',
      transfer: 'atlantic',
      units: ['hudson'],
      to: 'iceland',
      onward: 'benghazi',
    })
    expect(h.reasoning[0]).toContain('then one ordinary hop on to benghazi (1812)')
    // The hop on is flown: the Hudson is aloft from the Iceland Box, and the Bf 109 at Derna may intercept it (4.13).
    const flown = act(s, h.action).state
    expect(flown.units.hudson).toMatchObject({ base: 'iceland', lastBase: 'iceland' })
    expect(flown.units.hudson.aloft).not.toBeNull()
    expect(flown.pending).toMatchObject({ kind: 'declare', side: 'axis' })
    expect(d.action).toEqual({
      type: 'fixedTransfer',
      side: 'allies',
      transfer: 'africa',
      units: ['lancaster'],
      to: 'iraq',
    })
    expect(d.reasoning).toEqual([
      "Transfer Lancaster from glasgow (0502) to Iraq Transit Box (2008) by the Trans-African transfer: no enemy base is within its range where it is; from Iraq Transit Box (2008) the enemy's gib (1912) is 4 hexes away. At once, no interception; Currently Committed this Phase (4.1).",
    ])
    const after = act(s, d.action).state
    expect(after.units.lancaster.base).toBe('iraq')
    expect(transferMoves(after, 'allies').map((m) => m.units)).toEqual([['hudson']]) // the Lancaster stays
  })
})
