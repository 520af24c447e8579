// Air cover and CAP outside naval combat, played through the rules module: the seed's examples of
// 23.22A (the share of cover that engages by the distance to the nearest air base), 23.24C (cover
// shared among task forces), 23.33 (CAP up to a third of the carriers' NAS), 23.415A (at most eight
// defenders) and 23.416 (the effects of the air combat).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { capLimit, coverShare, effectiveCover, MAX_DEFENDERS } from './cover'
import { situation, plainTf } from './fixtures'
import { awawSystem, viewAwaw } from './system'
import { atFirstTarget, awawGame, play, refusal } from './testing'
import type { AwawAction, AwawState } from './types'
import { dist } from './world'

const JP = { id: 'japan', name: 'Japan' }
const US = { id: 'usa', name: 'United States' }
const GB = { id: 'britain', name: 'Britain' }
const AX = { id: 'axis', name: 'Axis' }

const strikeOn = (tf: string, base: string, count: number): AwawAction => ({
  type: 'strike',
  attacks: [{ tf, from: [{ base, kind: 'attack', count }] }],
})

describe('air cover by distance (23.22A)', () => {
  it('A5: a Japanese TF two hexes from its airbase with three AAF and one NAS: four may cover, three engage', () => {
    const s0 = awawGame(readBuiltIn('awaw-air-cover-23-22a'))
    expect(s0.pending).toMatchObject({ kind: 'outside', side: 'japan', rule: '23.24' })
    const { state: s1, events } = play(s0, [
      { type: 'enterHex', force: 'jp-force', hex: '0506' },
      strikeOn('jp-tf', 'us-base', 4),
    ])
    expect(events[0]).toMatchObject({ type: 'outside', outside: true })
    expect(events[0].text).toContain('rules 21–22')
    expect(dist(s1, '0508', '0506')).toBe(2)
    expect(s1.pending).toMatchObject({ kind: 'cover', side: 'japan', attacked: ['jp-tf'] })
    // The three cover AAS come from breaking the three AAF (23.131C), the NAS is land-based.
    const over = refusal(s1, {
      type: 'cover',
      from: [{ base: 'jp-base', kind: 'cover', count: 4 }],
      extra: [],
      cap: {},
    })
    expect(over).toMatchObject({ rule: '23.22' })
    expect(over.message).toContain('got 4 cover AAS from Japanese airbase, expected at most the 3')
    const r = play(s1, [
      {
        type: 'cover',
        from: [
          { base: 'jp-base', kind: 'cover', count: 3 },
          { base: 'jp-base', kind: 'nas', count: 1 },
        ],
        extra: [],
        cap: {},
      },
    ])
    expect(r.state.designated.japan).toBe(3)
    expect(r.state.bases['jp-base']).toMatchObject({
      aaf: 0,
      ready: { search: 3, cover: 0, attack: 3, nas: 0 },
    })
    expect(r.state.pending).toMatchObject({
      kind: 'engage',
      side: 'japan',
      tf: 'jp-tf',
      max: { cap: 0, cover: 3, total: 8 },
    })
    expect(r.events.find((e) => e.type === 'cover')!.text).toContain(
      '2 hexes away, so 2/3, rounded up, may engage (23.22A)',
    )
    expect(refusal(r.state, { type: 'engage', cap: 0, cover: 4 })).toMatchObject({ rule: '23.22A' })
  })

  it('A6: NAS on two one-hex islands three hexes away make six cover squadrons, of which four engage: the islands are no air bases', () => {
    const json = readBuiltIn('awaw-air-cover-23-22a') as { airBases: unknown[] }
    json.airBases.push(
      {
        id: 'isle-1',
        side: 'japan',
        name: 'island 1',
        hex: '0509',
        nationality: 'japan',
        aaf: 0,
        nas: 1,
        notAirBase: true,
      },
      {
        id: 'isle-2',
        side: 'japan',
        name: 'island 2',
        hex: '0804',
        nationality: 'japan',
        aaf: 0,
        nas: 1,
        notAirBase: true,
      },
    )
    const s = awawGame(json)
    expect([dist(s, '0509', '0506'), dist(s, '0804', '0506')]).toEqual([3, 3])
    const r = play(s, [
      { type: 'enterHex', force: 'jp-force', hex: '0506' },
      strikeOn('jp-tf', 'us-base', 4),
      {
        type: 'cover',
        from: [
          { base: 'jp-base', kind: 'cover', count: 3 },
          { base: 'jp-base', kind: 'nas', count: 1 },
          { base: 'isle-1', kind: 'nas', count: 1 },
          { base: 'isle-2', kind: 'nas', count: 1 },
        ],
        extra: [],
        cap: {},
      },
    ])
    expect(r.state.pending).toMatchObject({ kind: 'engage', max: { cover: 4 } })
  })

  it('the shares: all within one hex, two-thirds at two, one-third at three or more, each rounded up (23.22A)', () => {
    expect([0, 1, 2, 3, 7].map((d) => effectiveCover(4, d))).toEqual([4, 4, 3, 2, 2])
    expect([0, 1, 2, 3, 7].map((d) => effectiveCover(6, d))).toEqual([6, 6, 4, 2, 2])
    expect(coverShare(2)).toEqual({ num: 2, den: 3 })
    expect(coverShare(3)).toEqual({ num: 1, den: 3 })
  })

  it('cover squadrons must be based within three hexes in the Pacific (23.22)', () => {
    const json = readBuiltIn('awaw-air-cover-23-22a') as { airBases: { hex: string }[] }
    const r = play(awawGame(json), [
      { type: 'enterHex', force: 'jp-force', hex: '0504' },
      strikeOn('jp-tf', 'us-base', 1),
    ])
    expect(dist(r.state, '0508', '0504')).toBe(4)
    // No Japanese air within three hexes and no carrier: no cover is offered, the strike goes on.
    expect(r.events.find((e) => e.type === 'noCover')!.text).toBe(
      'Japan has no air to cover Japanese naval force in 0504 (23.22, 23.33).',
    )
    expect(r.state.pending.kind).not.toBe('cover')
  })
})

/** Britain's force of three TFs at 1010, four cover AAS (four AAF) one hex away; the Axis attacks from 1005. */
function britishForce(): AwawState {
  return awawGame(
    situation({
      theater: 'europe',
      sides: [GB, AX],
      forcePool: { britain: 4, axis: 6 },
      airBases: [
        { id: 'malta', side: 'britain', name: 'Malta', hex: '1011', nationality: 'britain', aaf: 4 },
        {
          id: 'sicily',
          side: 'axis',
          name: 'Sicily',
          hex: '1005',
          nationality: 'germany',
          aaf: 6,
          range: 8,
          rangeStandIn: true,
        },
      ],
      forceHex: '1009',
      taskForces: [plainTf('tf1', 'britain'), plainTf('tf2', 'britain'), plainTf('tf3', 'britain')],
    }),
  )
}
const fourCover = { base: 'malta', kind: 'cover' as const, count: 4 }

describe('cover shared among task forces (23.24C)', () => {
  it('A7: four squadrons over three TFs; one TF attacked: it is the one with two', () => {
    const s = play(britishForce(), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      strikeOn('tf2', 'sicily', 3),
    ]).state
    expect(refusal(s, { type: 'cover', from: [fourCover], extra: ['tf1'], cap: {} })).toMatchObject({
      rule: '23.24C',
    })
    expect(refusal(s, { type: 'cover', from: [fourCover], extra: [], cap: {} }).message).toContain(
      'expected 1 different task force',
    )
    const r = play(s, [{ type: 'cover', from: [fourCover], extra: ['tf2'], cap: {} }])
    expect(r.state.entry!.cover!.byTf).toEqual({ tf1: 1, tf2: 2, tf3: 1 })
    expect(r.state.pending).toMatchObject({ kind: 'engage', tf: 'tf2', max: { cover: 2 } })
  })

  it('A7: two TFs attacked: after the attack sizes are announced, Britain decides which has two', () => {
    const s = play(britishForce(), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      {
        type: 'strike',
        attacks: [
          { tf: 'tf1', from: [{ base: 'sicily', kind: 'attack', count: 2 }] },
          { tf: 'tf3', from: [{ base: 'sicily', kind: 'attack', count: 4 }] },
        ],
      },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'cover', attacked: ['tf1', 'tf3'] })
    for (const tf of ['tf1', 'tf3']) {
      const r = play(s, [{ type: 'cover', from: [fourCover], extra: [tf], cap: {} }])
      expect(r.state.entry!.cover!.byTf[tf]).toBe(2)
      expect(r.state.entry!.cover!.byTf.tf2).toBe(1)
    }
    expect(refusal(s, { type: 'cover', from: [fourCover], extra: ['tf2'], cap: {} }).message).toContain(
      'attacked task forces (tf1, tf3) first',
    )
  })

  it('the cover and CAP stay secret to the attacker until the defenders engage (23.25A)', () => {
    const s = play(britishForce(), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      strikeOn('tf2', 'sicily', 3),
    ]).state
    const r = play(s, [{ type: 'cover', from: [fourCover], extra: ['tf2'], cap: {} }])
    const axis = viewAwaw(r.state, 'axis') as unknown as AwawState & { entry: { cover: unknown } }
    expect(axis.entry.cover).toBe('secret')
    // The Axis sees Malta as before the cover flew, and not how many defenders may engage.
    expect(r.state.bases.malta).toMatchObject({ aaf: 0, ready: { cover: 0 } })
    expect(axis.bases.malta).toMatchObject({ aaf: 4, ready: { search: 0, cover: 0, attack: 0 } })
    expect(axis.designated.britain).toBe(0)
    expect(axis.pending).toEqual({ kind: 'engage', side: 'britain', rule: '23.415', tf: 'tf2', prompt: '' })
    expect(JSON.stringify(axis)).not.toContain('"max"')
    expect((viewAwaw(r.state, 'britain') as { entry: { cover: unknown } }).entry.cover).toMatchObject({
      byTf: { tf2: 2 },
    })
    const shown = r.events.filter((e) => !e.privateTo || e.privateTo === 'axis').map((e) => e.text)
    expect(shown).toEqual(['Britain has assigned its air cover and CAP over the force, in secret (23.25A).'])
  })
})

/** A Japanese combat group of four CVs with three NAS each at 1010; US attack AAS at 1005 (ten AAF). */
function carrierGroup(dice: number[] = []): AwawState {
  return awawGame(
    situation({
      theater: 'pacific',
      sides: [JP, US],
      forcePool: { japan: 0, usa: 10 },
      airBases: [
        {
          id: 'us',
          side: 'usa',
          name: 'American airbase',
          hex: '1005',
          nationality: 'usa',
          aaf: 10,
          range: 8,
          rangeStandIn: true,
        },
      ],
      forceHex: '1009',
      taskForces: [
        {
          id: 'kido',
          name: 'Kido Butai',
          ships: ['akagi', 'kaga', 'soryu', 'hiryu'].map((id) => ({
            id,
            name: id,
            type: 'CV',
            nationality: 'japan',
            factors: 3,
            nas: 3,
          })),
        },
      ],
    }),
    dice,
  )
}

describe('combat air patrol (23.33) and the defenders that engage (23.415A)', () => {
  it('A8: four CVs of three NAS: CAP up to 4; after three NAS are lost, up to 3 in the next hex (23.33)', () => {
    expect([12, 9, 10, 1, 0].map(capLimit)).toEqual([4, 3, 4, 1, 0])
    // The air defence roll 1 + 1 (level 2: "0") and the attack roll 1 + 1 on the Akagi.
    const s = play(carrierGroup([1, 1, 1, 1]), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      strikeOn('kido', 'us', 10),
    ]).state
    expect(refusal(s, { type: 'cover', from: [], extra: [], cap: { kido: 5 } })).toMatchObject({
      rule: '23.33',
    })
    const fought = play(s, [
      { type: 'cover', from: [], extra: [], cap: { kido: 4 } },
      { type: 'engage', cap: 4, cover: 0 },
      { type: 'chart', result: '2/1' },
      { type: 'chart', result: '3/0' },
    ])
    const r = { state: atFirstTarget(fought.state).state, events: fought.events }
    expect(r.state.carriers).toEqual({ akagi: 0, kaga: 3, soryu: 3, hiryu: 3 })
    expect(r.events.map((e) => e.text)).toContain(
      "The attacker's result 3/0: 3 defending squadrons eliminated (0 cover, 3 CAP: 19.6 is not in the seed, so cover squadrons are lost first), the aborts ignored; 1 stay over Kido Butai for later strikes (23.416B).",
    )
    const next = play(r.state, [
      { type: 'enterHex', force: 'force', hex: '1011' },
      strikeOn('kido', 'us', 2),
    ]).state
    expect(refusal(next, { type: 'cover', from: [], extra: [], cap: { kido: 4 } }).message).toContain(
      'expected 0 to 3',
    )
  })

  it('CAP alone keeps its DRM; with cover in the combat it is lost (23.415D)', () => {
    const s = play(carrierGroup(), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      strikeOn('kido', 'us', 4),
      { type: 'cover', from: [], extra: [], cap: { kido: 4 } },
      { type: 'engage', cap: 2, cover: 0 },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'chartLookup', side: 'japan' })
    expect(s.pending.prompt).toContain('CAP alone: the favourable 1-point CAP DRM applies (23.415D)')
  })

  it('at most eight defenders engage in one air combat (23.415A)', () => {
    // Twelve NAS on board and six cover AAS within one hex: four CAP and six cover are over the TF.
    const json = situation({
      theater: 'pacific',
      sides: [JP, US],
      forcePool: { japan: 6, usa: 10 },
      airBases: [
        { id: 'jp', side: 'japan', name: 'Japanese airbase', hex: '1011', nationality: 'japan', aaf: 6 },
        {
          id: 'us',
          side: 'usa',
          name: 'American airbase',
          hex: '1005',
          nationality: 'usa',
          aaf: 10,
          range: 8,
        },
      ],
      forceHex: '1009',
      taskForces: [
        {
          id: 'kido',
          name: 'Kido Butai',
          ships: ['akagi', 'kaga', 'soryu', 'hiryu'].map((id) => ({
            id,
            name: id,
            type: 'CV',
            nationality: 'japan',
            factors: 3,
            nas: 3,
          })),
        },
      ],
    })
    const s = play(awawGame(json), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      strikeOn('kido', 'us', 10),
      { type: 'cover', from: [{ base: 'jp', kind: 'cover', count: 6 }], extra: [], cap: { kido: 4 } },
    ]).state
    expect(s.pending).toMatchObject({ kind: 'engage', max: { cap: 4, cover: 6, total: MAX_DEFENDERS } })
    expect(refusal(s, { type: 'engage', cap: 3, cover: 6 })).toMatchObject({ rule: '23.415A' })
    expect(refusal(s, { type: 'engage', cap: 4, cover: 5 }).message).toContain(
      'no more than eight defending squadrons',
    )
    expect(play(s, [{ type: 'engage', cap: 2, cover: 6 }]).state.pending).toMatchObject({
      kind: 'chartLookup',
    })
    expect(awawSystem.legal(s).every((a) => a.type === 'engage' && a.cap + a.cover <= 8)).toBe(true)
  })
})

/** Ten US squadrons against three Japanese cover squadrons within one hex (23.416's example). */
function tenAgainstThree(): AwawState {
  const json = situation({
    theater: 'pacific',
    sides: [JP, US],
    forcePool: { japan: 3, usa: 10 },
    airBases: [
      { id: 'jp', side: 'japan', name: 'Japanese airbase', hex: '1011', nationality: 'japan', aaf: 3 },
      { id: 'us', side: 'usa', name: 'American airbase', hex: '1005', nationality: 'usa', aaf: 10, range: 8 },
    ],
    forceHex: '1009',
    taskForces: [plainTf('tf', 'japan')],
  })
  // The air defence roll 1 + 1 (level 1: "0"), then the attack roll 1 + 1.
  return play(awawGame(json, [1, 1, 1, 1]), [
    { type: 'enterHex', force: 'force', hex: '1010' },
    strikeOn('tf', 'us', 10),
    { type: 'cover', from: [{ base: 'jp', kind: 'cover', count: 3 }], extra: [], cap: {} },
    { type: 'engage', cap: 0, cover: 3 },
  ]).state
}

describe('the effects of the air combat at sea (23.416)', () => {
  it.each([
    ['1/0', 9],
    ['1/2', 7],
    ['2/4', 4],
  ])('A9: the Japanese result %s leaves %i American squadrons to attack', (result, left) => {
    const r = play(tenAgainstThree(), [
      { type: 'chart', result },
      { type: 'chart', result: '0' },
    ])
    expect(r.events.find((e) => e.type === 'strikeGoesOn')!.text).toMatch(new RegExp(`^${left} squadrons`))
    // The aborted and the survivors return to base; the eliminated are gone (23.416A, 23.24D).
    const elim = Number(result.split('/')[0])
    expect(atFirstTarget(r.state).state.bases.us.ready.attack).toBe(10 - elim)
  })

  it('A10: the American result 1/1 leaves two Japanese squadrons over the force (aborts ignored)', () => {
    const r = play(tenAgainstThree(), [
      { type: 'chart', result: '1/2' },
      { type: 'chart', result: '1/1' },
    ])
    expect(r.events.map((e) => e.text)).toContain(
      "The attacker's result 1/1: 1 defending squadron eliminated (1 cover, 0 CAP: 19.6 is not in the seed, so cover squadrons are lost first), the aborts ignored; 2 stay over tf for later strikes (23.416B).",
    )
    expect(atFirstTarget(r.state).state.bases.jp.ready.cover).toBe(2)
  })

  it('refuses a result outside the chart’s closed set, naming the field', () => {
    const v = refusal(tenAgainstThree(), { type: 'chart', result: '1-2' })
    expect(v.message).toMatch(/^result: got "1-2", expected one of the Air Combat Table's results/)
  })
})
