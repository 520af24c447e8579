// Random play of the Europa draft (the fuzzer of this system): from each built-in example and a
// test situation, games of random legal actions (a fixed generator, so each run is the same) until
// the game ends. Every action listed is accepted, and after each the state keeps its invariants:
// each unit in one place, aloft only in an operation in progress or paused, no ARP pool below zero,
// no airbase past its capacity (20.C.1.a), at most one operation at a time (20.D(7)); replaying the
// actions gives the same hash.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../../../scenarios/files'
import { europaSystem } from './system'
import { europaGame, situation, unit } from './testing'
import type { EuropaState } from './types'

function lcg(seed: number) {
  let x = seed >>> 0
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return x / 2 ** 32
  }
}

function invariants(s: EuropaState): string[] {
  const out: string[] = []
  const flying = new Set([...(s.op ? [s.op] : []), ...s.paused].flatMap((o) => o.flights.map((f) => f.unit)))
  for (const [id, u] of Object.entries(s.units)) {
    if ((u.where.kind === 'aloft') !== flying.has(id))
      out.push(`${id}: aloft ${u.where.kind === 'aloft'}, in an operation ${flying.has(id)}`)
    if (u.x < 0) out.push(`${id}: ${u.x} X markers`)
    if (u.face === 'operative' && u.x > 0) out.push(`${id}: operative with X`)
    if (u.where.kind !== 'aloft' && u.marker) out.push(`${id}: marker ${u.marker} outside flight`)
  }
  for (const [side, n] of Object.entries(s.arp)) if (n < 0) out.push(`${side}: ${n} ARP`)
  for (const b of s.scenario.airbases)
    if ((s.capacityUsed[b.id] ?? 0) > b.capacity)
      out.push(`${b.id}: ${s.capacityUsed[b.id]} capacity used of ${b.capacity}`)
  return out
}

const SOURCES: [string, () => EuropaState][] = [
  ['the capacity example', () => europaGame(JSON.parse(builtInText('europa-capacity-20-c-1-a')))],
  [
    'the strategic-bombing example',
    () => europaGame(JSON.parse(builtInText('europa-strategic-bombing-20-b-1-c'))),
  ],
  [
    'a situation with fighters and bombers on both sides',
    () =>
      europaGame(
        situation({
          capacity: [2, 1],
          units: [
            unit('af', 'a'),
            unit('af2', 'a', 'F', { face: 'inoperative', marker: 'X' }),
            unit('ab', 'a', 'HB'),
            unit('bf', 'b'),
            unit('bb', 'b', 'HB', { face: 'inoperative' }),
          ],
          more: { playerTurns: 3 },
        }),
      ),
  ],
]

describe('random play of the Europa draft', () => {
  for (const [name, start] of SOURCES)
    it(`plays ${name} to the end 8 times, every state keeping its invariants, the replay giving the same hash`, () => {
      for (let game = 0; game < 8; game++) {
        const rnd = lcg(game + 1)
        let s = start()
        const actions = []
        for (let i = 0; i < 600 && s.pending.kind !== 'over'; i++) {
          const legal = europaSystem.legal(s)
          expect(legal.length, `${s.pending.kind} has no legal action`).toBeGreaterThan(0)
          const a = legal[Math.floor(rnd() * legal.length)]
          const r = europaSystem.apply(s, a)
          if (!r.ok) throw new Error(`${JSON.stringify(a)} at ${s.pending.kind}: ${r.violation.message}`)
          s = r.state
          actions.push(a)
          expect(invariants(s)).toEqual([])
        }
        expect(s.pending.kind).toBe('over')
        let again = start()
        for (const a of actions) {
          const r = europaSystem.apply(again, a)
          if (!r.ok) throw new Error('the replay refused an action')
          again = r.state
        }
        expect(europaSystem.hash(again)).toBe(europaSystem.hash(s))
      }
    })
})
