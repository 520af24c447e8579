// The OCS random player: games of random legal actions (seeded, so a failure replays) on a small
// made-up situation where every mission can fly. Each position's legal actions are accepted by
// `apply` (a sample of them), the game reaches its end, the actions replay to the same state hash,
// and over the games every decision kind and mission type comes up.
import { describe, expect, it } from 'vitest'
import { aircraft, situation } from './fixtures'
import { ocsSystem } from './system'
import { ocsScenario } from './testing'
import type { OcsAction, OcsState } from './types'

/** A small linear congruential generator: the tests' own randomness, seeded. */
function rng(seed: number) {
  let x = seed >>> 0 || 1
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return x % n
  }
}

const tpt = (id: string, base: string) => {
  const a = aircraft({ id, base, types: ['Tpt'], acr: 0, range: 10 })
  return { ...a, full: { ...a.full, transportCap: '1T' }, reduced: { ...a.reduced, transportCap: '1/2T' } }
}
/** Test data: made-up counters, cargo, terrain and gliders, not a game's. */
const SCENARIO = ocsScenario({
  ...situation([]),
  aircraft: [
    aircraft({ id: 'yak', base: '0410', acr: 3 }),
    aircraft({ id: 'lagg', base: '0210', acr: 2 }),
    aircraft({ id: 'il2', base: '0410', types: ['T'] }),
    tpt('li2', '0210'),
    tpt('li2b', '0210'),
    aircraft({ id: 'bf', base: '1210', acr: 4 }),
    aircraft({ id: 'stuka', base: '1210', types: ['T'] }),
    aircraft({ id: 'fw', base: '2210', acr: 3 }),
  ],
  cargo: [
    { id: 'sp', side: 'soviet', name: 'SP', kind: 'sp', t: 2, hex: '0210' },
    { id: 'para', side: 'soviet', name: 'Para Bn', kind: 'unit', t: 1, hex: '0210', para: true },
    { id: 'rifle', side: 'soviet', name: 'Rifle Bn', kind: 'unit', t: 2, hex: '0210' },
  ],
  dropPlans: [{ cargo: 'para', hex: '0215', phase: 'Soviet Movement Phase' }],
  terrain: { '0215': 'clear', '0612': 'woods' },
  gliders: { '0210': 2 },
  phases: [
    { name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['barrage', 'movement'] },
    { name: 'German Reaction Phase', side: 'german', kind: 'reaction', segments: ['barrage', 'movement'] },
    {
      name: 'Soviet Exploitation Phase',
      side: 'soviet',
      kind: 'exploitation',
      segments: ['barrage', 'movement'],
    },
    { name: 'Aircraft Refit Phase', side: 'soviet', kind: 'refit' },
  ],
})

function randomGame(seed: number, manualDice: boolean) {
  const pick = rng(seed)
  let s: OcsState = ocsSystem.newGame(SCENARIO, { seed, manualDice })
  const actions: OcsAction[] = []
  const kinds = new Set<string>()
  const missions = new Set<string>()
  for (let n = 0; n < 400 && s.pending.kind !== 'over'; n++) {
    kinds.add(s.pending.kind)
    const legal = ocsSystem.legal(s)
    expect(legal.length, `seed ${seed}, step ${n}: ${s.pending.kind} has no legal action`).toBeGreaterThan(0)
    for (let k = 0; k < 3; k++) {
      const a = legal[pick(legal.length)]
      const r = ocsSystem.apply(s, a)
      expect(r.ok ? null : r.violation, `seed ${seed}, step ${n}: ${JSON.stringify(a)}`).toBeNull()
    }
    // Missions are flown more often than the segment is ended (in a Barrage Segment less often, so
    // the Transports are still free for the Movement Segment), so every kind gets its turn.
    // The mission type is drawn first, so one with many targets (Trainbusting: any hex) does not
    // crowd out the others.
    const types = [...new Set(legal.flatMap((a) => (a.type === 'mission' ? [a.mission] : [])))]
    const type = types.length ? types[pick(types.length)] : null
    // In a Barrage Segment the Transports stay home, free for the Movement Segment's missions.
    const flying = legal.filter(
      (a) =>
        a.type === 'mission' &&
        a.mission === type &&
        (s.pending.kind !== 'phase' ||
          s.pending.segment !== 'barrage' ||
          a.aircraft.every((id) => !id.startsWith('li2'))),
    )
    const a =
      s.pending.kind === 'phase' && flying.length && pick(4) > (s.pending.segment === 'barrage' ? 2 : 0)
        ? flying[pick(flying.length)]
        : s.pending.kind === 'phase'
          ? { type: 'endSegment' as const }
          : legal[pick(legal.length)]
    if (a.type === 'mission') missions.add(a.mission)
    const r = ocsSystem.apply(s, a)
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
    actions.push(a)
  }
  return { s, actions, kinds, missions }
}

describe('the OCS random player', () => {
  it('plays random legal games to their end; each replays to the same hash; every kind comes up', () => {
    const kinds = new Set<string>()
    const missions = new Set<string>()
    for (let seed = 1; seed <= 40; seed++) {
      const manual = seed % 3 === 0
      const g = randomGame(seed, manual)
      expect(g.s.pending.kind, `seed ${seed}`).toBe('over')
      let again: OcsState = ocsSystem.newGame(SCENARIO, { seed, manualDice: manual })
      for (const a of g.actions) {
        const r = ocsSystem.apply(again, a)
        if (!r.ok) throw new Error(r.violation.message)
        again = r.state
      }
      expect(ocsSystem.hash(again)).toBe(ocsSystem.hash(g.s))
      g.kinds.forEach((k) => kinds.add(k))
      g.missions.forEach((m) => missions.add(m))
    }
    expect([...missions].sort()).toEqual([
      'barrage',
      'drop',
      'sweep',
      'trainbusting',
      'transfer',
      'transport',
    ])
    expect([...kinds].sort()).toEqual([
      'cargoLoss',
      'chartLookup',
      'flakLoss',
      'intercept',
      'load',
      'phase',
      'pickAttacker',
      'pickDefender',
      'postAbort',
      'preAbort',
      'returnBase',
      'roll',
    ])
  })
})
