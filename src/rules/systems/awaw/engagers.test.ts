// The attacker's choice of the squadrons that meet the engaged defenders (23.415B): asked only when
// he has more than engaged and they differ; exactly as many as engaged; they take the defender's
// result first, the others go on (23.416A).
import { describe, expect, it } from 'vitest'
import { awawBot } from './bot'
import { plainTf, situation } from './fixtures'
import { awawGame, play, refusal } from './testing'
import type { AwawAction, AwawState } from './types'

const JP = { id: 'japan', name: 'Japan' }
const US = { id: 'usa', name: 'United States' }

/** A Japanese cruiser TF entering 1010, two cover AAS a hex away; Henderson with two AAF and two NAS. */
const json = situation({
  theater: 'pacific',
  sides: [JP, US],
  forcePool: { japan: 2, usa: 2 },
  airBases: [
    { id: 'jp', side: 'japan', name: 'Rabaul', hex: '1011', nationality: 'japan', aaf: 2 },
    { id: 'us', side: 'usa', name: 'Henderson', hex: '1005', nationality: 'usa', aaf: 2, nas: 2, range: 8 },
  ],
  forceHex: '1009',
  taskForces: [plainTf('tf', 'japan')],
})
const aas = { base: 'us', kind: 'attack' as const, count: 2 }
const nas = { base: 'us', kind: 'nas' as const, count: 2 }

function engaged(strike: (typeof aas | typeof nas)[], cover = 2): AwawState {
  return play(awawGame(json, [1, 1]), [
    { type: 'enterHex', force: 'force', hex: '1010' },
    { type: 'strike', attacks: [{ tf: 'tf', from: strike }] },
    { type: 'cover', from: [{ base: 'jp', kind: 'cover', count: 2 }], extra: [], cap: {} },
    { type: 'engage', cap: 0, cover },
  ]).state
}

const goesOn = (s: AwawState, actions: AwawAction[]) =>
  play(s, actions).events.find((e) => e.type === 'strikeGoesOn')!.text

describe('the squadrons that engage (23.415B, 23.416A)', () => {
  it('the attacker chooses as many as the defenders engaged, from the squadrons of the strike', () => {
    const s = engaged([aas, nas])
    expect(s.pending).toMatchObject({
      kind: 'engagers',
      side: 'usa',
      rule: '23.415B',
      count: 2,
      from: [aas, nas],
    })
    expect(refusal(s, { type: 'engagers', from: [aas, { ...nas, count: 1 }] }).message).toBe(
      'from: got 3 squadrons, expected 2, as many as the defenders engaged: the attacker may not commit more, nor fewer (23.415B)',
    )
    expect(refusal(s, { type: 'engagers', from: [{ ...nas, count: 3 }] }).message).toBe(
      'from[0].count: got 3, expected 1 to the 2 NAS from Henderson in the strike not chosen yet',
    )
    expect(refusal(s, { type: 'engagers', from: [{ base: 'jp', kind: 'cover', count: 2 }] })).toMatchObject({
      rule: '23.415B',
    })
  })

  it("those chosen take the defender's 1/1 first: the NAS engaged, the two attack AAS go on; chosen the other way, the NAS go on", () => {
    const s = engaged([aas, nas])
    const rest = [
      { type: 'chart', result: '1/1' },
      { type: 'chart', result: '0' },
    ] as AwawAction[]
    expect(goesOn(s, [{ type: 'engagers', from: [nas] }, ...rest])).toBe(
      '2 squadrons (2 attack AAS from Henderson) go on to attack tf; they may not call the attack off (23.423).',
    )
    expect(goesOn(s, [{ type: 'engagers', from: [aas] }, ...rest])).toBe(
      '2 squadrons (2 NAS from Henderson) go on to attack tf; they may not call the attack off (23.423).',
    )
    expect(
      goesOn(s, [
        {
          type: 'engagers',
          from: [
            { ...aas, count: 1 },
            { ...nas, count: 1 },
          ],
        },
        ...rest,
      ]),
    ).toBe(
      '2 squadrons (1 attack AAS from Henderson, 1 NAS from Henderson) go on to attack tf; they may not call the attack off (23.423).',
    )
  })

  it("the attacker's air combat question names the engaging squadrons, whose Air Nationality DRM counts", () => {
    const s = play(engaged([aas, nas]), [
      { type: 'engagers', from: [nas] },
      { type: 'chart', result: '1/1' },
    ]).state
    expect(s.pending.kind).toBe('chartLookup')
    expect(s.pending.prompt).toContain(
      '2 engaging squadrons, 2 NAS from Henderson, whose Air Nationality DRM counts (23.415B),',
    )
  })

  it('no choice when all must engage (no more attackers than defenders), or all are alike', () => {
    expect(
      engaged([
        { ...aas, count: 1 },
        { ...nas, count: 1 },
      ]).pending.kind,
    ).toBe('chartLookup')
    expect(engaged([{ ...aas, count: 2 }]).pending.kind).toBe('chartLookup')
    expect(engaged([aas, nas], 0).pending.kind).not.toBe('engagers')
  })

  it('the bot meets the defenders with its attack AAS and keeps its NAS for the attack', () => {
    const answer = awawBot(engaged([nas, aas]))!
    expect(answer.action).toEqual({ type: 'engagers', from: [aas] })
    expect(answer.reasoning[0].text).toContain('NAS attacking alone add 1 against ships at sea (23.441C)')
  })
})
