// The bot's land reconnaissance (4.11): between Offensives, or in its Air Offensive, it reconnoitres
// an enemy land stack it cannot inspect (more chits than the top one it sees, none of its land
// units next to it) when its best unit there has at least an even chance; reconnaissance neither
// moves nor commits the unit. When the enemy reconnoitres one of its hexes with a fort chit it
// conceals its strongest land chit there (D-RECON-CONCEAL).
import type { LandReconTarget } from '../engine/landRecon'
import type { GameState, Pending, SideId } from '../types'
import { landSeenBy } from '../view'
import { nameOf, pc } from './format'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** The land reconnaissance worth making now, or null. */
export function landReconProposal(
  state: GameState,
  side: SideId,
  targets: readonly LandReconTarget[] | undefined,
  pol: Policy,
): BotDecision | null {
  if (!targets?.length) return null
  const seen = landSeenBy(state, side)
  const hidden = (hex: string) =>
    seen.some((x) => x.hex === hex && x.side !== side && x.units.length < x.chits && x.seen === 'top')
  const best = targets
    .filter((r) => hidden(r.hex) && r.units[0].chance >= 0.5)
    .sort(
      (a, b) =>
        b.units[0].chance - a.units[0].chance || b.chits - a.chits || pol.rank(a.hex) - pol.rank(b.hex),
    )[0]
  if (!best) return null
  const u = best.units[0]
  return {
    action: { type: 'reconnoitreLand', side, hex: best.hex, unit: u.id },
    reasoning: [
      `Reconnoitre ${best.hex} (${best.chits} enemy land chits, only the top one seen) with ${nameOf(state, u.id)}: ${pc(u.chance)} to see them${u.modifiers.length ? ` (${u.modifiers.map((m) => `${m.value} ${m.label}`).join('; ')})` : ''}; the unit is neither moved nor committed (4.11).`,
    ],
  }
}

/** D-RECON-CONCEAL: hide the strongest land chit under the fort chit (4.11). */
export function decideConceal(_state: GameState, p: P<'reconConceal'>): BotDecision[] {
  const strongest = [...p.units].sort((a, b) => b.strength - a.strength || a.id.localeCompare(b.id))[0]
  if (!strongest)
    return [
      {
        action: { type: 'concealLand', side: p.side, unit: null },
        reasoning: ['No land chit of ours there may be concealed (the top one is always seen) (4.11).'],
        secret: true,
      },
    ]
  return [
    {
      action: { type: 'concealLand', side: p.side, unit: strongest.id },
      reasoning: [
        `Conceal ${strongest.name} (strength ${strongest.strength}), our strongest land chit at ${p.hex} but the top one: the enemy then underrates the hex (4.11).`,
      ],
      secret: true,
    },
  ]
}
