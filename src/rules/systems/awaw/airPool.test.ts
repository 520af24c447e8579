// AAF ⇄ AAS through the rules module: an AAF breaks into one squadron of each role when it first
// flies at sea (23.131–23.133); at the end of the player turn the squadrons at each base recombine
// (23.141C, 23.142A), inverted unless one uninverted squadron of each role (23.144), and the AAF in
// play are held to the force pool, the owner choosing where the excess goes (23.142C, 23.143).
import { describe, expect, it } from 'vitest'
import { aafFromAas, poolCap } from './airPool'
import { plainTf, situation } from './fixtures'
import { awawSystem } from './system'
import { awawGame, play, refusal } from './testing'
import type { AwawState, Squadrons } from './types'

const GB = { id: 'britain', name: 'Britain' }
const AX = { id: 'axis', name: 'Axis' }

function britain(aaf: number[]): AwawState {
  return awawGame(
    situation({
      theater: 'europe',
      sides: [GB, AX],
      forcePool: { britain: aaf.reduce((a, b) => a + b, 0), axis: 0 },
      airBases: aaf.map((n, i) => ({
        id: `b${i + 1}`,
        side: 'britain',
        name: `base ${i + 1}`,
        hex: `${String(i + 2).padStart(2, '0')}02`,
        nationality: 'britain',
        aaf: n,
      })),
      forceHex: '1010',
      taskForces: [plainTf('tf', 'britain')],
    }),
  )
}

/** The squadrons left at each base after a battle (the AAF broken down in the designated area). */
function after(s: AwawState, left: Partial<Squadrons>[], designated: number): AwawState {
  const bases = { ...s.bases }
  left.forEach((l, i) => {
    bases[`b${i + 1}`] = {
      aaf: 0,
      aafInverted: 0,
      ready: { search: 0, cover: 0, attack: 0, nas: 0, ...l },
      inverted: { search: 0, cover: 0, attack: 0, nas: 0 },
    }
  })
  return { ...s, bases, designated: { ...s.designated, britain: designated } }
}

describe('AAS back into AAF (23.141C, 23.142)', () => {
  it('A2: one AAS is eliminated; two, three or four make one AAF; five, six or seven make two', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(aafFromAas)).toEqual([0, 1, 1, 1, 2, 2, 2])
    for (const [n, aaf] of [
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 2],
      [6, 2],
      [7, 2],
    ]) {
      const s = after(britain([3]), [{ attack: n }], 3)
      const r = play(s, [{ type: 'endTurn' }])
      expect(r.state.bases.b1.aaf + r.state.bases.b1.aafInverted).toBe(aaf)
      expect(r.events.find((e) => e.type === 'recombine')!.rule).toBe('23.142')
    }
  })

  it('A1: five AAF broken into fifteen AAS lose nine; two AAS in each of three hexes make three AAF, one above the pool: Britain removes one where it likes', () => {
    const s = after(britain([2, 2, 1]), [{ cover: 1, attack: 1 }, { search: 2 }, { cover: 1, search: 1 }], 5)
    expect(poolCap(0, 6)).toBe(2)
    const r = play(s, [{ type: 'endTurn' }])
    expect(r.state.pending).toMatchObject({
      kind: 'removeAaf',
      side: 'britain',
      excess: 1,
      choices: ['b1', 'b2', 'b3'],
      rule: '23.142C',
    })
    expect(r.events.map((e) => e.text)).toContain(
      "Britain: 3 AAF in play against a force pool of 2 (0 never broken down, and 6 surviving AAS count for 2; how squadron losses reduce the designated area is not in the seed, so Sortie counts the survivors together, as 23.143's example does): 1 AAF must be removed (23.142C).",
    )
    // Each re-formed AAF is inverted: none is one uninverted squadron of each role (23.144).
    expect(r.state.bases.b1).toMatchObject({ aaf: 0, aafInverted: 1 })
    expect(refusal(r.state, { type: 'removeAaf', base: 'b9' })).toMatchObject({ rule: '23.142C' })
    expect(awawSystem.legal(r.state)).toEqual(['b1', 'b2', 'b3'].map((base) => ({ type: 'removeAaf', base })))
    const done = play(r.state, [{ type: 'removeAaf', base: 'b3' }]).state
    expect(['b1', 'b2', 'b3'].map((b) => done.bases[b].aaf + done.bases[b].aafInverted)).toEqual([1, 1, 0])
    expect(done.pool.britain).toBe(2)
    expect(done.designated.britain).toBe(0)
    expect(done.pending).toMatchObject({ kind: 'outside', side: 'axis' })
    expect(done.turn).toBe(2)
  })

  it('an AAF re-formed of one uninverted squadron of each role is uninverted (23.144)', () => {
    const r = play(after(britain([1]), [{ search: 1, cover: 1, attack: 1 }], 1), [{ type: 'endTurn' }])
    expect(r.state.bases.b1).toMatchObject({ aaf: 1, aafInverted: 0 })
    expect(r.state.pending.kind).toBe('outside')
  })
})

describe('AAF into AAS (23.131–23.133)', () => {
  it('an AAF breaks into three AAS, one of each role, its counter parked in the designated area, when it first covers ships', () => {
    const json = situation({
      theater: 'europe',
      sides: [GB, AX],
      forcePool: { britain: 2, axis: 2 },
      airBases: [
        { id: 'malta', side: 'britain', name: 'Malta', hex: '1011', nationality: 'britain', aaf: 2 },
        { id: 'sicily', side: 'axis', name: 'Sicily', hex: '1005', nationality: 'germany', aaf: 2, range: 8 },
      ],
      forceHex: '1009',
      taskForces: [plainTf('tf', 'britain')],
    })
    const r = play(awawGame(json, [1, 1, 1, 1]), [
      { type: 'enterHex', force: 'force', hex: '1010' },
      { type: 'strike', attacks: [{ tf: 'tf', from: [{ base: 'sicily', kind: 'attack', count: 1 }] }] },
      { type: 'cover', from: [{ base: 'malta', kind: 'cover', count: 1 }], extra: [], cap: {} },
      { type: 'engage', cap: 0, cover: 0 },
      { type: 'targets', assign: { 'light:tf': 1 } },
    ])
    expect(r.state.bases.malta).toMatchObject({ aaf: 1, ready: { search: 1, cover: 1, attack: 1 } })
    expect(r.state.bases.sicily).toMatchObject({ aaf: 1, ready: { search: 1, cover: 1, attack: 1 } })
    expect(r.state.designated).toEqual({ britain: 1, axis: 1 })
    // At the end of the turn each side's three squadrons make one uninverted AAF again.
    const end = play(r.state, [{ type: 'endTurn' }]).state
    expect(end.bases.malta).toMatchObject({ aaf: 2, aafInverted: 0 })
    expect(end.bases.sicily).toMatchObject({ aaf: 2, aafInverted: 0 })
    expect(end.pool).toEqual({ britain: 2, axis: 2 })
  })
})
