// The bot in the Offensive Phase (4.22, 4.25): it declares an Air Offensive when it has a mission
// worth flying in one, else a Land Offensive when one of its land units can attack at odds of at
// least 1 to 1, and otherwise passes.
import { tx } from '../engine/core'
import { landCombatCandidates } from '../engine/landOffensive'
import type { GameState, Pending } from '../types'
import type { BotDecision, Policy } from './policy'
import { decideAirOffensive } from './bombing'
import { bestLandCombat } from './groundSupport'
import { landReconProposal } from './landRecon'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

function decideLandOffensive(state: GameState, p: P<'offensive'>): BotDecision | null {
  if (!p.options.some((o) => o.kind === 'land' && o.available)) return null
  const best = bestLandCombat(state, landCombatCandidates(tx(state), p.side))
  if (!best || best.att < best.def) return null
  return {
    action: { type: 'declareOffensive', side: p.side, offensive: 'land' },
    reasoning: [`Declare a Land Offensive: my land units next to ${best.c.hex} attack at ${best.att} to ${best.def}, with ground support (4.22).`],
  }
}

export function decideOffensive(state: GameState, p: P<'offensive'>, pol: Policy): BotDecision[] {
  const recon = landReconProposal(state, p.side, p.landRecon, pol) // it costs nothing: before any Offensive (4.11)
  if (recon) return [recon, ...decideOffensive(state, { ...p, landRecon: undefined }, pol)]
  const raid = decideAirOffensive(state, p, pol)
  const land = decideLandOffensive(state, p)
  const air = p.options.find((o) => o.kind === 'air')
  const why = air?.available ? 'no mission of an Air Offensive is worth flying now' : (air?.reason ?? 'no Air Offensive is possible').replace(/\.$/, '')
  return [...(raid ?? []), ...(land ? [land] : []), { action: { type: 'passOffensive', side: p.side }, reasoning: [`Pass: ${why}, and no land attack is worth it (4.22, 4.25).`] }]
}
