// Air Transport (14.9) through the engine: the declaration in a Movement Segment to a friendly air
// base, each plane's range option (14.9e A–C), combined and half capacities (14.9a–b), the
// unloading limit (14.9f), Interception and Flak inside an enemy Patrol Zone (14.4a, 14.5) and the
// cargo recalculated after a loss (14.4g, with the seed's own example), the bot, legal, and replay.
import { describe, expect, it } from 'vitest'
import { ocsBot } from './bot'
import { aircraft, situation, type AircraftSpec } from './fixtures'
import { ocsSystem } from './system'
import { answerLookups, ocsGame, play } from './testing'
import type { OcsAction, OcsState } from './types'

interface TptSpec extends AircraftSpec {
  cap: string
  reducedCap?: string
}
/** A Transport (parenthesized rating, no barrage worth naming): test data, not a game's counter. */
const tpt = (t: TptSpec) => {
  const a = aircraft({ ...t, types: ['Tpt'], acr: 0 })
  return {
    ...a,
    full: { ...a.full, transportCap: t.cap },
    reduced: { ...a.reduced, transportCap: t.reducedCap ?? t.cap },
  }
}
const sp = (id: string, t: number, hex = '0210') => ({ id, side: 'soviet', name: id, kind: 'sp', t, hex })
const game = (planes: object[], cargo: object[], dice: number[] = [], extra: object = {}) =>
  ocsGame({ ...situation([]), aircraft: planes, cargo, ...extra }, dice)
const transport = (hex: string, ...ids: string[]): OcsAction => ({
  type: 'mission',
  mission: 'transport',
  hex,
  aircraft: ids,
})
const load = (options: Record<string, 'A' | 'B' | 'C'>, ...cargo: string[]): OcsAction => ({
  type: 'load',
  options,
  cargo,
})
const END: OcsAction = { type: 'endSegment' }
const refusal = (s: OcsState, a: OcsAction) => {
  const r = ocsSystem.apply(s, a)
  return r.ok ? null : r.violation
}
const texts = (ev: { text: string }[]) => ev.map((e) => e.text)

describe('Air Transport (14.9)', () => {
  it('14.9, 14.9e B: flies in a Movement Segment to a friendly air base, unloads, returns within range, Inactive', () => {
    const s0 = game([tpt({ id: 'ju52', base: '0210', range: 10, cap: '1T' })], [sp('sp1', 1)])
    expect(refusal(s0, transport('0219', 'ju52'))).toMatchObject({ rule: '14.9' }) // Barrage Segment
    const s1 = play(s0, [END]).state
    expect(refusal(s1, transport('1210', 'ju52'))).toMatchObject({ rule: '14.9e' }) // an enemy base
    const declared = play(s1, [transport('0219', 'ju52')]).state
    expect(declared.pending).toMatchObject({ kind: 'load', options: { ju52: ['B', 'A'] }, cargo: ['sp1'] })
    // 9 hexes out of a range of 10: half range (5) is not reached, so no double capacity (14.9e C).
    expect(refusal(declared, load({ ju52: 'C' }, 'sp1'))).toEqual({
      rule: '14.9e',
      message:
        'options.ju52: got "C", expected one of "B", "A" for ju52 9 hexes from 0219 with range 10 (14.9e).',
    })
    const r = play(declared, [load({ ju52: 'B' }, 'sp1')])
    expect(texts(r.events)).toContain(
      "Mission 1: ju52 flies option B (14.9e); it carries sp1 (1T), 1T in all (14.9a; the cargo is the players' data).",
    )
    expect(texts(r.events)).toContain(
      'F) Air Transport to 0219: ju52 unloads 1T. sp1 (1T) arrives at 0219; the players move the units and supply there (14.9, 14.9d).',
    )
    // Outside every enemy Patrol Zone: no Interception, no Flak (14.4a).
    expect(r.events.filter((e) => e.type === 'flak' || e.type === 'intercept')).toEqual([])
    expect(r.state.pending).toMatchObject({
      kind: 'returnBase',
      aircraft: 'ju52',
      choices: ['0219', '0210', '0410'],
    })
    const back = play(r.state, [{ type: 'returnBase', aircraft: 'ju52', base: '0210' }]).state
    expect(back.aircraft.ju52).toMatchObject({ base: '0210', mode: 'inactive', flown: true })
    expect(back.cargo!.sp1).toEqual({ hex: '0219', destroyed: false })
  })

  it('14.9e A: at twice its range the plane stays at the destination, Inactive', () => {
    const s = play(game([tpt({ id: 'ju52', base: '0210', range: 5, cap: '1T' })], [sp('sp1', 1)]), [
      END,
    ]).state
    const d = play(s, [transport('0219', 'ju52')]).state // 9 hexes: beyond 5, within 10
    expect(d.pending).toMatchObject({ kind: 'load', options: { ju52: ['A'] } })
    const r = play(d, [load({ ju52: 'A' }, 'sp1')])
    expect(r.state.aircraft.ju52).toMatchObject({ base: '0219', mode: 'inactive', flying: null })
    expect(r.state.mission).toBeNull()
    expect(texts(r.events).join('\n')).toContain('ju52 unloads 1T and stays at 0219, Inactive (14.9e A)')
    // Beyond twice the range: refused.
    const far = play(game([tpt({ id: 'ju52', base: '0210', range: 4, cap: '1T' })], [sp('sp1', 1)]), [
      END,
    ]).state
    expect(refusal(far, transport('0219', 'ju52'))).toEqual({
      rule: '14.9e',
      message: 'ju52 at 0210 is 9 hexes from 0219, beyond twice its range of 4 (14.9e A).',
    })
  })

  it('14.9b, 14.9e C: a 1/2T plane carries 1T only at half range, doubled, and returns within half its range', () => {
    const s = play(game([tpt({ id: 'half', base: '0210', range: 18, cap: '1/2T' })], [sp('sp1', 1)]), [
      END,
    ]).state
    const d = play(s, [transport('0219', 'half')]).state // 9 hexes: half of 18
    expect(d.pending).toMatchObject({ kind: 'load', options: { half: ['C', 'B', 'A'] } })
    expect(refusal(d, load({ half: 'B' }, 'sp1'))).toEqual({
      rule: '14.9b',
      message:
        'cargo: at 0210, half: 0.5T: cannot carry the 1T load (a ½T is never rounded up, 14.9b) (14.9a).',
    })
    const r = play(d, [load({ half: 'C' }, 'sp1')])
    expect(texts(r.events).join('\n')).toContain('half unloads 1T')
    // Back to a base within half its range of 18 (9 hexes): 0410 is 10 away, so not offered.
    expect(r.state.pending).toMatchObject({ kind: 'returnBase', choices: ['0219', '0210'] })
    expect(r.state.pending.prompt).toContain('half its range (9 hexes, 14.9e C)')
    // One hex more than half its range: no double capacity, so a lone 1/2T plane has nothing to carry.
    const s17 = play(game([tpt({ id: 'half', base: '0210', range: 17, cap: '1/2T' })], [sp('sp1', 1)]), [
      END,
    ]).state
    expect(refusal(s17, transport('0219', 'half'))).toMatchObject({ rule: '14.9a' })
  })

  it('14.9a: two 1/2T Transports at the same base combine to carry 1T; one alone cannot', () => {
    const s = play(
      game(
        [
          tpt({ id: 'h1', base: '0210', range: 10, cap: '1/2T' }),
          tpt({ id: 'h2', base: '0210', range: 10, cap: '1/2T' }),
        ],
        [sp('bn', 1)],
      ),
      [END],
    ).state
    expect(refusal(s, transport('0219', 'h1'))).toEqual({
      rule: '14.9a',
      message: 'aircraft: no cargo of Soviets waits at 0210 that these Transports can carry (14.9a, 14.9c).',
    })
    const legal = ocsSystem.legal(s).filter((a) => a.type === 'mission' && a.mission === 'transport')
    expect(legal).toContainEqual(transport('0219', 'h1', 'h2'))
    expect(legal).not.toContainEqual(transport('0219', 'h1'))
    const r = play(s, [transport('0219', 'h1', 'h2'), load({ h1: 'B', h2: 'B' }, 'bn')])
    expect(texts(r.events).join('\n')).toContain('h1 unloads 0.5T; h2 unloads 0.5T. bn (1T) arrives at 0219')
  })

  it('14.9f: a base unloads 2T × its Level per Movement Segment; a Transport beyond it stays, Inactive', () => {
    const s = play(
      game(
        [
          tpt({ id: 't1', base: '0210', range: 10, cap: '2T' }),
          tpt({ id: 't2', base: '0210', range: 10, cap: '2T' }),
        ],
        [sp('a', 2), sp('b', 2)],
      ),
      [END],
    ).state
    const r = play(s, [transport('0219', 't1', 't2'), load({ t1: 'B', t2: 'B' }, 'a', 'b')])
    expect(texts(r.events).join('\n')).toContain(
      "t1 unloads 2T; t2 unloads 2T beyond the base's limit of 2T (2T × Level 1) this segment, so it stays at 0219, Inactive (14.9f)",
    )
    expect(r.state.aircraft.t2).toMatchObject({ base: '0219', mode: 'inactive' })
    expect(r.state.pending).toMatchObject({ kind: 'returnBase', aircraft: 't1' })
    expect(r.state.unloaded).toEqual({ '0219': 2 })
    // A Level 2 base takes both: 4T (the limit is 2T times the Level).
    const l2 = {
      airBases: situation([]).airBases.map((b) => (b.hex === '0219' ? { ...b, level: 2 } : b)),
    }
    const s2 = play(
      game(
        [
          tpt({ id: 't1', base: '0210', range: 10, cap: '2T' }),
          tpt({ id: 't2', base: '0210', range: 10, cap: '2T' }),
        ],
        [sp('a', 2), sp('b', 2)],
        [],
        l2,
      ),
      [END],
    ).state
    const r2 = play(s2, [transport('0219', 't1', 't2'), load({ t1: 'B', t2: 'B' }, 'a', 'b')])
    expect(r2.state.aircraft.t2.base).toBe('0210')
    expect(r2.state.unloaded).toEqual({ '0219': 4 })
  })
})

describe('Air Transport inside an enemy Patrol Zone (14.4a, 14.4g, 14.5)', () => {
  // A German Fighter at 1210 puts 0410 (8 hexes) in its Patrol Zone (14.4c).
  const bf = { ...aircraft({ id: 'bf', base: '1210', acr: 4 }) }
  const READS = { 'ocs-flak-modifiers': '0', 'ocs-mission-loss': '#1' }

  it('14.4g: the seed’s example: a 1T plane reduced to 1/2T still delivers its 1T', () => {
    const s = play(
      game(
        [tpt({ id: 'ju52', base: '0210', range: 10, cap: '1T', reducedCap: '1/2T' }), bf],
        [sp('sp1', 1)],
        [6, 5, 1],
      ),
      [END],
    ).state
    const d = play(s, [transport('0410', 'ju52'), load({ ju52: 'B' }, 'sp1')]).state
    expect(d.pending).toMatchObject({ kind: 'intercept', side: 'german', choices: ['bf'] })
    const f = answerLookups(play(d, [{ type: 'intercept', aircraft: null }]).state, READS)
    const log = texts(f.events).join('\n')
    expect(log).toContain('roll 6 + 5 = 11') // a step lost (14.4e)
    expect(f.state.aircraft.ju52.steps).toBe(1)
    expect(log).toContain('ju52 unloads 1T. sp1 (1T) arrives at 0410')
    expect(f.state.cargo!.sp1).toEqual({ hex: '0410', destroyed: false })
  })

  it('14.4g: cargo beyond the new capacity is destroyed, the player choosing which, and no more', () => {
    const s = play(
      game(
        [tpt({ id: 'ju52', base: '0210', range: 10, cap: '2T', reducedCap: '1T' }), bf],
        [sp('a', 1), sp('b', 1)],
        [6, 6, 1],
      ),
      [END],
    ).state
    const d = play(s, [
      transport('0410', 'ju52'),
      load({ ju52: 'B' }, 'a', 'b'),
      { type: 'intercept', aircraft: null },
    ]).state
    const f = answerLookups(d, READS).state
    expect(f.pending).toMatchObject({ kind: 'cargoLoss', side: 'soviet', choices: ['a', 'b'], keep: 1 })
    expect(refusal(f, { type: 'cargoLoss', cargo: ['a', 'b'] })).toEqual({
      rule: '14.4g',
      message:
        'cargo: got ["a","b"], expected only the portion that exceeds the capacity: a (1T) still fits (14.4g).',
    })
    expect(refusal(f, { type: 'cargoLoss', cargo: [] })).toMatchObject({ rule: '14.4g' })
    expect(ocsSystem.legal(f)).toEqual([
      { type: 'cargoLoss', cargo: ['a'] },
      { type: 'cargoLoss', cargo: ['b'] },
    ])
    const r = play(f, [{ type: 'cargoLoss', cargo: ['b'] }])
    expect(r.state.cargo).toEqual({
      a: { hex: '0410', destroyed: false },
      b: { hex: '0210', destroyed: true },
    })
    expect(texts(r.events).join('\n')).toContain('Destroyed: b (1T) (14.4g; the players remove it).')
  })
})

describe('Air Transport: the bot, legal actions, replay, validation', () => {
  it('the bot flies the transport at its best capacity and loads the most that fits, with its reasons', () => {
    const s = play(
      game([tpt({ id: 'half', base: '0210', range: 18, cap: '1/2T' })], [sp('big', 2), sp('one', 1)]),
      [END],
    ).state
    const a1 = ocsBot(s)!
    expect(a1.action).toEqual(transport('0219', 'half'))
    const d = play(s, [a1.action]).state
    const a2 = ocsBot(d)!
    expect(a2.action).toEqual(load({ half: 'C' }, 'one'))
    expect(a2.reasoning[0].text).toContain('half C')
    expect(ocsSystem.legal(d)).toContainEqual(a2.action)
  })

  it('replays to the same hash; a scenario without cargo keeps its old state shape', () => {
    const json = {
      ...situation([]),
      aircraft: [tpt({ id: 'ju52', base: '0210', range: 10, cap: '1T' })],
      cargo: [sp('sp1', 1)],
    }
    const actions: OcsAction[] = [END, transport('0219', 'ju52'), load({ ju52: 'B' }, 'sp1')]
    const a = play(ocsGame(json), actions).state
    const b = play(ocsGame(json), actions).state
    expect(ocsSystem.hash(a)).toBe(ocsSystem.hash(b))
    expect('cargo' in ocsGame(situation([{ id: 'f', base: '0210' }]))).toBe(false)
  })

  it('refuses bad cargo with path: got …, expected …', () => {
    const r = ocsSystem.parseScenario({
      ...situation([]),
      cargo: [
        { id: 'x', side: 'soviet', name: 'x', kind: 'sp', t: 0, hex: '0210' },
        { id: 'x', side: 'finn', name: 'y', kind: 'tank', t: 1.25, hex: '9999' },
      ],
    })
    expect(r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'cargo[0].t: got 0, expected its size in T (transport equivalents, 4.7): more than 0, in halves',
      'cargo[1].id: got "x", expected an id not given to another cargo',
      'cargo[1].kind: got "tank", expected "sp" (Supply Points) or "unit" (a combat unit) (14.9c)',
      'cargo[1].t: got 1.25, expected its size in T (transport equivalents, 4.7): more than 0, in halves',
      'cargo[1].side: got "finn", expected one of the sides "soviet", "german"',
      'cargo[1].hex: got "9999", expected a hex label on the 30 × 20 map (column then row, e.g. "0101")',
    ])
  })
})
