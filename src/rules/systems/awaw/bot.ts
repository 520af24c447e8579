// The automatic opponent of AWAW rule 23: one simple, legal answer to each decision it may take,
// with the line that explains it. It strikes the task force with the most carrier NAS (else the
// first) with every squadron in reach; covers with every squadron in reach and the full CAP;
// engages with as many defenders as it may; meets them with its attack AAS, keeping its NAS;
// sends damaged ships to a base; removes excess AAF from the first base offered. The outside events (naval movement, rules
// 21–22), results read off a player's own chart and dice rolled by hand are the players' (null).
import type { BotAnswer } from '../../kernel/registry'
import { legalAwaw } from './legal'
import { takeOff } from './strikeFire'
import type { AwawAction, AwawEvent, AwawState } from './types'
import { baseOf, capNas, sideName, taskForce } from './world'

const why = (s: AwawState, text: string): AwawEvent[] => [
  { type: 'botReasoning', text, side: s.pending.side, privateTo: s.pending.side },
]

export function awawBot(s: AwawState): BotAnswer<AwawAction, AwawEvent> | null {
  const p = s.pending
  const me = sideName(s, p.side)
  const legal = legalAwaw(s)
  switch (p.kind) {
    case 'strike': {
      const strikes = legal.filter(
        (a): a is Extract<AwawAction, { type: 'strike' }> => a.type === 'strike' && a.attacks.length > 0,
      )
      if (!strikes.length)
        return {
          action: { type: 'strike', attacks: [] },
          reasoning: why(s, `${me}: no squadron in reach; the force passes (23.24).`),
        }
      const best = [...strikes].sort((a, b) => capNas(s, b.attacks[0].tf) - capNas(s, a.attacks[0].tf))[0]
      return {
        action: best,
        reasoning: why(
          s,
          `${me}: every squadron in reach attacks ${taskForce(s, best.attacks[0].tf)!.name}, the task force with the most carrier air (23.24C).`,
        ),
      }
    }
    case 'cover': {
      const c = legal[legal.length - 1] as Extract<AwawAction, { type: 'cover' }>
      return {
        action: c,
        reasoning: why(
          s,
          `${me}: every squadron in reach covers the force (${c.from.map((d) => `${d.count} from ${baseOf(s, d.base)!.name}`).join(', ') || 'none'}), and the full CAP flies (23.22, 23.33).`,
        ),
      }
    }
    case 'engage': {
      const max = [...legal].sort((a, b) => {
        const x = a as Extract<AwawAction, { type: 'engage' }>
        const y = b as Extract<AwawAction, { type: 'engage' }>
        return y.cap + y.cover - (x.cap + x.cover) || y.cap - x.cap
      })[0] as Extract<AwawAction, { type: 'engage' }>
      return {
        action: max,
        reasoning: why(
          s,
          `${me}: ${max.cap + max.cover} defenders engage (${max.cap} CAP, ${max.cover} cover), as many as may (23.415A).`,
        ),
      }
    }
    case 'engagers': {
      // Losses fall on the engaging squadrons first (23.416A): attack AAS meet the defenders, and
      // the NAS, + 1 against ships at sea (23.441C), are kept for the attack.
      const from = takeOff(
        [...p.from.filter((d) => d.kind !== 'nas'), ...p.from.filter((d) => d.kind === 'nas')],
        p.count,
      ).taken
      return {
        action: { type: 'engagers', from },
        reasoning: why(
          s,
          `${me}: ${from.map((d) => `${d.count} ${d.kind === 'nas' ? 'NAS' : 'attack AAS'} from ${baseOf(s, d.base)!.name}`).join(', ')} meet the defenders; they take the losses first (23.416A), and NAS attacking alone add 1 against ships at sea (23.441C).`,
        ),
      }
    }
    case 'damaged': {
      // A damaged named ship is one hit short of its factors: the next hit sinks it (23.443A).
      return {
        action: { type: 'detach', ships: [...p.ships] },
        reasoning: why(
          s,
          `${me}: the damaged ship${p.ships.length === 1 ? '' : 's'} leave${p.ships.length === 1 ? 's' : ''} for a base: one more hit sinks a damaged ship, and leaving takes it out of the strikes still to come here (23.443A).`,
        ),
      }
    }
    case 'targets': {
      // The named ship with the most factors, carriers first; else the light ships.
      const ships = p.targets
        .map((t) => taskForce(s, p.tf)!.ships.find((sh) => sh.id === t))
        .filter((sh) => sh !== undefined)
        .sort((a, b) => Number(b.nas !== undefined) - Number(a.nas !== undefined) || b.factors - a.factors)
      const t = ships[0]?.id ?? p.targets[0]
      return {
        action: { type: 'targets', assign: { [t]: p.squadrons } },
        reasoning: why(
          s,
          `${me}: all ${p.squadrons} squadrons at ${ships[0]?.name ?? 'the light ships'}, ${ships[0] ? 'the largest named target, carriers first' : 'the only target'} (23.43).`,
        ),
      }
    }
    case 'removeAaf':
      return {
        action: { type: 'removeAaf', base: p.choices[0] },
        reasoning: why(s, `${me}: the excess AAF comes off ${baseOf(s, p.choices[0])!.name} (23.142C).`),
      }
    case 'outside':
    case 'chartLookup':
    case 'roll':
    case 'over':
      return null
  }
}
