// The bot in the Offensive Phase (4.25): it declares an Air Offensive when it has a mission worth
// flying in one, and otherwise passes.
import type { GameState, Pending } from '../types'
import type { BotDecision, Policy } from './policy'
import { decideAirOffensive } from './bombing'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

export function decideOffensive(state: GameState, p: P<'offensive'>, pol: Policy): BotDecision[] {
  const raid = decideAirOffensive(state, p, pol)
  const air = p.options.find((o) => o.kind === 'air')
  const why = air?.available ? 'no mission of an Air Offensive is worth flying now' : (air?.reason ?? 'no Air Offensive is possible').replace(/\.$/, '')
  return [...(raid ?? []), { action: { type: 'passOffensive', side: p.side }, reasoning: [`Pass: ${why} (4.25).`] }]
}
