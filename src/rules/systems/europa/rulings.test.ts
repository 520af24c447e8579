// House rulings (holes.ts, rulings.ts): a hole met in play with no ruling becomes the decision "rule
// on this"; the ruling is saved with the game, the action that met it is played again under it,
// each use is counted, and the export lists every hole with its ruling and how often it arose.
import { describe, expect, it } from 'vitest'
import { HOLES } from './holes'
import { rulingsMarkdown } from './rulings'
import { europaSystem } from './system'
import { europaGame, passUntil, play, refusal, situation, texts, unit } from './testing'
import type { EuropaAction } from './types'

const game = (rulings: object = {}) =>
  europaGame(
    situation({ units: [unit('af', 'a'), unit('ab', 'a', 'HB'), unit('bf', 'b')], more: { rulings } }),
  )
const transport: EuropaAction = {
  type: 'initiate',
  kind: 'transport',
  hex: '0505',
  flights: [{ unit: 'ab', mission: 'transport' }],
}
const inMovement = (s: ReturnType<typeof game>) =>
  s.phase === 'movement' && s.pending.kind === 'operationOrPass'

describe('house rulings', () => {
  it('the catalogue holds the sixteen holes of the draft (H1–H16), its unmarked gaps and its ambiguities', () => {
    expect(HOLES.filter((h) => /^H\d+$/.test(h.id)).map((h) => h.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => `H${i + 1}`),
    )
    expect(HOLES.map((h) => h.id)).toEqual(
      expect.arrayContaining(['AC', 'MR', 'EXT', 'CAPR', 'REPE', 'A1', 'A2', 'A3', 'A4', 'A7']),
    )
  })

  it('a hole met with no ruling asks the players, then plays the action under their ruling (20.C, H8)', () => {
    const s = passUntil(game(), inMovement)
    const asked = europaSystem.apply(s, transport)
    if (!asked.ok) throw new Error(asked.violation.message)
    expect(asked.state.pending).toMatchObject({
      kind: 'ruling',
      side: 'a',
      key: 'H8:movement:transport',
      hole: 'H8',
      answerKind: 'choice',
      options: ['yes', 'no'],
    })
    expect(asked.state.op).toBeNull()
    expect(europaSystem.legal(asked.state)).toEqual([
      { type: 'rule', key: 'H8:movement:transport', answer: 'yes' },
      { type: 'rule', key: 'H8:movement:transport', answer: 'no' },
    ])
    const { state, events } = play(asked.state, [
      { type: 'rule', key: 'H8:movement:transport', answer: 'yes' },
    ])
    expect(texts(events)[0]).toBe(
      'House ruling on H8 (The air missions rule and the AIR MISSION CHART, 20.C): May this kind of air operation be flown in this phase? (movement, transport) → “yes”.',
    )
    expect(state.rulings['H8:movement:transport']).toEqual({ answer: 'yes', by: 'players' })
    expect(state.op).toMatchObject({ kind: 'transport', hex: '0505' })
    expect(state.uses['H8:movement:transport']).toBe(1)
  })

  it('a ruling "no" records the ruling and refuses the action: the decision is due again', () => {
    const s = passUntil(game(), inMovement)
    const asked = play(s, [transport]).state
    const { state, events } = play(asked, [{ type: 'rule', key: 'H8:movement:transport', answer: 'no' }])
    expect(state.pending).toMatchObject({
      kind: 'operationOrPass',
      side: 'a',
      kinds: ['CAP', 'strategicBombing'],
    })
    expect(state.rulings['H8:movement:transport'].answer).toBe('no')
    expect(texts(events)[1]).toBe(
      'Under that ruling the action is refused: kind: got "transport", expected an operation the Movement Phase allows: by house ruling H8 it allows no transport operation (20.C).',
    )
  })

  it('rulings in the scenario are used without asking, and counted each time', () => {
    let s = passUntil(game({ 'H8:movement:transport': 'yes' }), inMovement)
    s = play(s, [
      transport,
      { type: 'intercept', interceptors: [], cap: [] },
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'landed' },
    ]).state
    expect(s.uses['H8:movement:transport']).toBe(1)
    expect(s.rulings['H8:movement:transport'].by).toBe('scenario')
  })

  it('a ruling may be given before its hole arises, and once made it stands', () => {
    const s = game()
    const { state } = play(s, [{ type: 'rule', key: 'REPE', answer: 2 }])
    expect(state.pending).toEqual(s.pending)
    expect(state.rulings.REPE).toEqual({ answer: 2, by: 'players' })
    expect(refusal(state, { type: 'rule', key: 'REPE', answer: 3 }).message).toBe(
      'key: got "REPE", expected a hole not ruled on yet: a ruling once made stands',
    )
    expect(refusal(s, { type: 'rule', key: 'REPE', answer: 'two' }).message).toBe(
      'answer: got "two", expected a number of ARP from 0, in halves',
    )
    expect(refusal(s, { type: 'rule', key: 'AC', answer: 'x' }).message).toMatch(
      /^key: got "AC", expected a ruling key of a hole the players rule on/,
    )
    expect(refusal(s, { type: 'rule', key: 'H8:lunch:CAP', answer: 'yes' }).message).toMatch(
      /^key: got "H8:lunch:CAP", expected "H8:<phase>:<operation kind>"/,
    )
  })

  it('the export lists each hole, its ruling and how often it arose (the results the players decided too)', () => {
    let s = passUntil(game({ 'H8:movement:transport': 'yes', H12: 'within 6 hexes' }), inMovement)
    s = play(s, [
      transport,
      { type: 'intercept', interceptors: ['bf'], cap: [] },
      { type: 'results', results: {} },
      { type: 'results', results: {} },
      { type: 'missionResult', outcome: 'landed' },
    ]).state
    const md = rulingsMarkdown(s)
    expect(md.split('\n').slice(0, 3)).toEqual([
      '# House rulings: Test situation (stand-ins)',
      '',
      'Draft rules "20. Air Rules Introduction" (V10.11.25), not published. Each hole of the draft,',
    ])
    expect(md).toContain(
      '## H8 · The air missions rule and the AIR MISSION CHART (20.C)\n\nMay this kind of air operation be flown in this phase?\n\nHandling: house ruling.\n\n- May this kind of air operation be flown in this phase? (movement, transport): ruling (in the scenario): “yes”; arose once.',
    )
    expect(md).toContain('## H12 · The interception mission (20.D.2)')
    expect(md).toContain('- ruling (in the scenario): “within 6 hexes”; arose once.')
    expect(md).toContain(
      '## AC · Air combat (20.D.3)\n\nHow is air combat resolved (and the penalties of inoperative and X units)?\n\nHandling: decided by the players case by case, from the results the draft defines.\n\n- no ruling; arose once.',
    )
    expect(md).toContain(
      '## H6 · The strategic air war (20.B.3.b)\n\nHow do players call on their strategic air assets?\n\nHandling: not played by Sortie.\n\nDid not arise in this game.',
    )
    expect(europaSystem.documents!(s)).toEqual([{ name: 'rulings', title: 'House rulings', text: md }])
  })
})
