// A Sea Offensive (Part 3, entered by the players; spec §16): the flotilla it Activated, and whether
// a carrier base belongs to it — its aircraft are back aboard after a strike, and launching halts
// it for the rest of the Offensive Phase (the Illustrious example, APTO [3.13]).
import type { ScenarioContext } from '../context'
import type { BaseId, GameState, SideId } from '../types'
import { flotillaOf } from './ships'

/** The carrier base belongs to the flotilla that `side`'s Sea Offensive has Activated. */
export function activatedCarrier(ctx: ScenarioContext, s: GameState, side: SideId, base: BaseId): boolean {
  const cur = s.offensivePhase?.current
  const ship = ctx.baseDefs.get(base)?.carrier
  return (
    cur?.kind === 'sea' &&
    cur.side === side &&
    !!cur.sea?.flotilla &&
    ship !== undefined &&
    flotillaOf(ctx, ship) === cur.sea.flotilla
  )
}
