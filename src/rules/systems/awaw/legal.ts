// The actions the rules accept at the decision due (the runner's `legal`, the generic panel's
// buttons, the fuzzer). Outside events: each naval force into each hex next to it, and the end of
// the player turn. A strike or a cover assignment is any split of the squadrons in reach; the list
// gives the whole of them against each task force (and letting the force pass), every other
// well-formed split is accepted too.
import { capMax } from './world'
import { neighbours } from '../../kernel/hex'
import { ACT_OUTCOMES } from './charts/airCombatTable'
import type { AwawAction, AwawState, Draw } from './types'
import { available, coverBases, forceOf, strikeBases } from './world'

function draws(
  s: AwawState,
  bases: { id: string }[],
  kinds: readonly ('attack' | 'cover' | 'nas')[],
): Draw[] {
  return bases.flatMap((b) =>
    kinds.flatMap((kind) => {
      const n = available(s, b.id, kind)
      return n ? [{ base: b.id, kind, count: n }] : []
    }),
  )
}

export function legalAwaw(s: AwawState): AwawAction[] {
  const p = s.pending
  switch (p.kind) {
    case 'outside':
      return [
        ...s.scenario.navalForces.flatMap((f) =>
          neighbours(s.forces[f.id].hex, s.scenario.map).map((hex): AwawAction => ({
            type: 'enterHex',
            force: f.id,
            hex,
          })),
        ),
        { type: 'endTurn' },
      ]
    case 'strike': {
      const all = draws(s, strikeBases(s, s.entry!.attacker, p.hex), ['attack', 'nas'])
      const tfs = forceOf(s, p.force)!.taskForces.map((t) => t.id)
      return [
        { type: 'strike', attacks: [] },
        ...(all.length
          ? tfs.map((tf): AwawAction => ({ type: 'strike', attacks: [{ tf, from: all }] }))
          : []),
      ]
    }
    case 'cover': {
      const f = forceOf(s, p.force)!
      const tfs = f.taskForces.map((t) => t.id)
      const all = draws(s, coverBases(s, f.side, p.hex), ['cover', 'nas'])
      const total = all.reduce((a, d) => a + d.count, 0)
      const odd = total % tfs.length
      const extra = [...p.attacked, ...tfs.filter((t) => !p.attacked.includes(t))].slice(0, odd)
      const cap = Object.fromEntries(tfs.map((t) => [t, capMax(s, t)]))
      const none = Object.fromEntries(tfs.map((t) => [t, 0]))
      const out: AwawAction[] = [{ type: 'cover', from: [], extra: [], cap: none }]
      if (tfs.some((t) => cap[t] > 0)) out.push({ type: 'cover', from: [], extra: [], cap })
      if (total) {
        out.push({ type: 'cover', from: all, extra, cap: none })
        if (tfs.some((t) => cap[t] > 0)) out.push({ type: 'cover', from: all, extra, cap })
      }
      return out
    }
    case 'engage': {
      const out: AwawAction[] = []
      for (let cap = 0; cap <= p.max.cap; cap++)
        for (let cover = 0; cover <= p.max.cover && cap + cover <= p.max.total; cover++)
          out.push({ type: 'engage', cap, cover })
      return out
    }
    case 'chartLookup':
      return ACT_OUTCOMES.map((result) => ({ type: 'chart', result }))
    case 'targets':
      // Every squadron at one target; any other split is accepted too (23.43).
      return p.targets.map((t) => ({ type: 'targets', assign: { [t]: p.squadrons } }))
    case 'removeAaf':
      return p.choices.map((base) => ({ type: 'removeAaf', base }))
    case 'over':
      return []
  }
}
