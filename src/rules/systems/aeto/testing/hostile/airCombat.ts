// Hostile actions at air combat's decisions (engine/procedures/airCombat.ts): ill-formed unit
// lists for dumping, designating, aborting and remaining, and attacks by or on the wrong units
// (4.16–4.19).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const airCombatMakers = {
  dumpOrdnance: ({ p, unitLists }) => unitLists(p.kind, p.units),
  designate: ({ p, unitLists }) => unitLists(p.kind, p.units),
  attack: ({ state, p, rng, side, ownUnits, hostile, badUnit, add }) => {
    const a = p.attackers[0]
    const c = state.combat!
    const mine = c.inRound.filter((id) => state.units[id].side === side)
    add('attack: attacker not ours / not in combat', () => ({
      type: 'attack',
      side,
      attacker: badUnit(),
      target: a.targets[0].id,
    }))
    add('attack: target of our own side', () => ({
      type: 'attack',
      side,
      attacker: a.id,
      target: pick(rng, [...mine, ...ownUnits]),
    }))
    add('attack: unknown target', () => ({ type: 'attack', side, attacker: a.id, target: hostile() }))
    const illegalTarget = p.attackers.flatMap((x) =>
      x.targets.filter((t) => !t.legal).map((t) => ({ attacker: x.id, target: t.id })),
    )
    if (illegalTarget.length)
      add('attack: a target marked illegal', () => ({ type: 'attack', side, ...pick(rng, illegalTarget) }))
    if (c.hasAttacked.length) {
      const done = c.hasAttacked.filter((id) => state.units[id].side === side && c.inRound.includes(id))
      if (done.length)
        add('attack: attacker has already attacked', () => ({
          type: 'attack',
          side,
          attacker: pick(rng, done),
          target: a.targets[0].id,
        }))
    }
  },
  voluntaryAbort: ({ p, unitLists }) => unitLists(p.kind, p.units),
  remain: ({ p, unitLists }) => unitLists(p.kind, p.units),
} satisfies HostileFiles
