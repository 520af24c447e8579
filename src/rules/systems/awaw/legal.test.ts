// Every action `legal` lists is accepted, through a long walk over the example of 23.22A (the next
// action picked by a fixed sequence, so the walk is the same each run), and the state's hash and
// the view never fail; a game in which both sides' air fly in turn ends each turn with its
// squadrons recombined (23.141C).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { awawSystem, viewAwaw } from './system'
import { awawGame } from './testing'
import type { AwawState } from './types'

describe('the legal actions of AWAW (23.24)', () => {
  it('are each accepted, along walks of 300 decisions from three seeds', () => {
    const kinds = new Set<string>()
    for (const seed of [7, 8, 9]) walk(seed, kinds)
    // Every decision of a strike is reached (the removal of excess AAF only when the pool overflows).
    expect([...kinds].filter((k) => k !== 'removeAaf').sort()).toEqual([
      'chartLookup',
      'cover',
      'damaged',
      'engage',
      'outside',
      'strike',
      'targets',
    ])
  })
})

function walk(seed: number, kinds: Set<string>): void {
  let s: AwawState = awawGame(readBuiltIn('awaw-air-cover-23-22a'), [], seed)
  let pick = seed
  for (let i = 0; i < 300; i++) {
    const legal = awawSystem.legal(s)
    expect(legal.length, s.pending.kind).toBeGreaterThan(0)
    for (const a of legal.slice(0, 8)) expect(awawSystem.apply(s, a).ok, JSON.stringify(a)).toBe(true)
    pick = (pick * 1103515245 + 12345) >>> 0
    // A strike, and the whole cover, fly whenever they may (the first choices are to let them be).
    const r = awawSystem.apply(
      s,
      s.pending.kind === 'strike' || s.pending.kind === 'cover'
        ? legal[legal.length - 1]
        : legal[pick % legal.length],
    )
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
    kinds.add(s.pending.kind)
    expect(awawSystem.hash(s)).toMatch(/\S/)
    viewAwaw(s, 'usa')
  }
}
