// Gliders (14.10e) on Air Transport and Air Drop missions: who tows how many Glider Points and what
// they carry (C), used once (A), from the base's stock (B), outside the unloading limit (D), the
// glider column of the drop roll (E), and a tow hit by Flak down to 1T (F, 14.4g).
import { describe, expect, it } from 'vitest'
import { aircraft, situation } from './fixtures'
import { ocsSystem } from './system'
import { answerLookups, ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

/** A 1T Transport of made-up values (test data, not a game's counter). */
const c47 = (id: string, steps: 1 | 2 = 2) => {
  const a = aircraft({ id, base: '0210', types: ['Tpt'], acr: 0, range: 10, steps })
  return { ...a, full: { ...a.full, transportCap: '1T' }, reduced: { ...a.reduced, transportCap: '1/2T' } }
}
const unit = (id: string, t: number, para = false) => ({
  id,
  side: 'soviet',
  name: id,
  kind: 'unit',
  t,
  hex: '0210',
  ...(para ? { para } : {}),
})
const CARGO = [unit('rifle', 2), unit('guards', 2), unit('para', 1, true), unit('big', 4)]
const game = (planes: object[], dice: number[] = [], extra: object = {}) =>
  play(
    ocsGame(
      {
        ...situation([]),
        aircraft: planes,
        cargo: CARGO,
        gliders: { '0210': 2 },
        terrain: { '0215': 'clear' },
        dropPlans: [
          { cargo: 'rifle', hex: '0215', phase: 'Soviet Movement Phase' },
          { cargo: 'para', hex: '0215', phase: 'Soviet Movement Phase' },
        ],
        ...extra,
      },
      dice,
    ),
    [{ type: 'endSegment' }],
  ).state
const mission = (type: 'drop' | 'transport', hex: string, ...ids: string[]): OcsAction => ({
  type: 'mission',
  mission: type,
  hex,
  aircraft: ids,
})
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}

describe('Gliders (14.10e)', () => {
  it('14.10e C: a full-strength Transport tows one Glider Point of 2T; two (4T) only on a double-capacity trip', () => {
    const s = play(game([c47('c47')]), [mission('transport', '0219', 'c47')]).state // 9 hexes: B or A
    expect(
      refusal(s, {
        type: 'load',
        options: { c47: 'B' },
        cargo: ['rifle'],
        tow: { c47: 1 },
        onGliders: ['rifle'],
      }),
    ).toBeNull()
    expect(
      refusal(s, {
        type: 'load',
        options: { c47: 'B' },
        cargo: ['big'],
        tow: { c47: 2 },
        onGliders: ['big'],
      }),
    ).toEqual({
      rule: '14.10e C',
      message:
        'tow.c47: got 2, expected 1: only a Transport that doubles its capacity (option C) tows two Glider Points (14.10e C).',
    })
    expect(
      refusal(s, {
        type: 'load',
        options: { c47: 'B' },
        cargo: ['rifle', 'para'],
        tow: { c47: 1 },
        onGliders: ['rifle'],
      }),
    ).toMatchObject({
      rule: '14.9a', // all of a B trip's 2T is on the glider: nothing left for the plane
    })
    // Two reduced (1/2T) planes combine for the 1T Para unit, but neither may tow.
    const reduced = play(game([c47('r1', 1), c47('r2', 1)]), [mission('transport', '0219', 'r1', 'r2')]).state
    expect(
      refusal(reduced, { type: 'load', options: { r1: 'B', r2: 'B' }, cargo: ['para'], tow: { r1: 1 } }),
    ).toEqual({
      rule: '14.10e C',
      message: 'tow.r1: r1 is reduced; only a full-strength Transport tows a Glider Point (14.10e C).',
    })
    // At half range (0410 is 2 of 10): two points carry 4T, or one point 2T and the plane's 1T besides.
    const c = play(game([c47('c47')]), [mission('transport', '0410', 'c47')]).state
    expect(
      refusal(c, {
        type: 'load',
        options: { c47: 'C' },
        cargo: ['rifle', 'para'],
        tow: { c47: 1 },
        onGliders: ['rifle'],
      }),
    ).toBeNull()
    expect(
      refusal(c, {
        type: 'load',
        options: { c47: 'C' },
        cargo: ['rifle', 'guards'],
        tow: { c47: 1 },
        onGliders: ['rifle', 'guards'],
      }),
    ).toEqual({
      rule: '14.10e C',
      message:
        'onGliders: at 0210, 4T on gliders, expected at most 2T: 2T a Glider Point, 4T on two (14.10e C).',
    })
    expect(
      refusal(c, {
        type: 'load',
        options: { c47: 'C' },
        cargo: ['rifle', 'guards'],
        tow: { c47: 2 },
        onGliders: ['rifle', 'guards'],
      }),
    ).toBeNull()
  })

  it('14.10e A–B: the Glider Points come from the base’s stock and go to the Dead Pile once used', () => {
    const s = play(game([c47('c1'), c47('c2')]), [mission('transport', '0219', 'c1', 'c2')]).state
    expect(
      refusal(s, {
        type: 'load',
        options: { c1: 'B', c2: 'B' },
        cargo: ['rifle'],
        tow: { c1: 1, c2: 1 },
        onGliders: ['rifle'],
      }),
    ).toBeNull()
    const one = game([c47('c1'), c47('c2')], [], { gliders: { '0210': 1 } })
    const d = play(one, [mission('transport', '0219', 'c1', 'c2')]).state
    expect(
      refusal(d, {
        type: 'load',
        options: { c1: 'B', c2: 'B' },
        cargo: ['rifle'],
        tow: { c1: 1, c2: 1 },
        onGliders: ['rifle'],
      }),
    ).toEqual({
      rule: '14.10e B',
      message: 'tow: got 2 Glider Points from 0210, expected at most the 1 there (14.10e B).',
    })
    const r = play(s, [
      { type: 'load', options: { c1: 'B', c2: 'B' }, cargo: ['rifle'], tow: { c1: 1 }, onGliders: ['rifle'] },
    ])
    expect(r.state.gliders).toEqual({ '0210': 1 })
  })

  it('14.10e D: cargo on gliders is not counted against the unloading limit', () => {
    // 0219 is Level 1: 2T a segment. The plane's 1T and the glider's 2T all arrive, the plane returns.
    const two = game([c47('c1'), c47('c2')])
    const r = play(two, [
      mission('transport', '0219', 'c1', 'c2'),
      {
        type: 'load',
        options: { c1: 'B', c2: 'B' },
        cargo: ['rifle', 'para'],
        tow: { c1: 1 },
        onGliders: ['rifle'],
      },
    ])
    expect(r.events.map((e) => e.text)).toContain(
      'F) Air Transport to 0219: c1 unloads 0T; c2 unloads 1T; 2T on gliders, outside the limit (14.10e D). rifle (2T), para (1T) arrive at 0219; the players move the units and supply there (14.9, 14.9d).',
    )
    expect(r.state.unloaded).toEqual({ '0219': 1 })
    expect(r.state.aircraft.c2.base).toBe('0210') // not held at 0219 by the limit: it returns
    expect(r.state.pending).toMatchObject({ kind: 'returnBase', aircraft: 'c1' })
  })

  it('14.10a, 14.10e E: a unit without "Para" drops only by glider, rolled in the glider column', () => {
    const s = play(game([c47('c47')], [5, 4]), [mission('drop', '0215', 'c47')]).state
    expect(refusal(s, { type: 'load', options: { c47: 'C' }, cargo: ['rifle'], tow: { c47: 1 } })).toEqual({
      rule: '14.10a',
      message:
        'onGliders: rifle (2T) has no "Para" symbol, so it drops only by glider (14.10a); expected it in onGliders.',
    })
    const r = play(s, [
      { type: 'load', options: { c47: 'C' }, cargo: ['rifle'], tow: { c47: 1 }, onGliders: ['rifle'] },
    ])
    expect(r.state.pending).toMatchObject({
      kind: 'chartLookup',
      chart: { table: 'ocs-air-transport-success', column: 'glider' },
    })
    const done = answerLookups(r.state, { 'ocs-air-transport-success': '≥9' })
    expect(done.events.map((e) => e.text)).toContain(
      'F) The drop of rifle by glider on clear: roll 5 + 4 = 9, needs ≥9 (Air Transport Success Table (placeholder table), from your own chart): it lands in the drop hex and moves no more this phase (14.10d).',
    )
  })

  it('14.10e F: a tow hit by Flak carries 1T with its glider; the rest is lost per 14.4g', () => {
    const bf = aircraft({ id: 'bf', base: '1210', acr: 4 }) // its Patrol Zone covers 0410 (8 hexes)
    const s = game([c47('c47'), bf], [6, 6, 1])
    const r = play(s, [
      mission('transport', '0410', 'c47'),
      {
        type: 'load',
        options: { c47: 'C' },
        cargo: ['rifle', 'para'],
        tow: { c47: 1 },
        onGliders: ['rifle'],
      },
      { type: 'intercept', aircraft: null },
    ])
    const f = answerLookups(r.state, { 'ocs-flak-modifiers': '0', 'ocs-mission-loss': '#1' })
    // 3T loaded (2T glider + 1T plane); the tow's loss leaves the combination 1T (14.10e F).
    expect(f.state.pending).toMatchObject({ kind: 'cargoLoss', capacity: 1, keep: 1 })
    expect(ocsSystem.legal(f.state)).toEqual([{ type: 'cargoLoss', cargo: ['rifle'] }])
  })
})
