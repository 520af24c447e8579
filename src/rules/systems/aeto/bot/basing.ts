// The bot's basing choices (4.8): D-BASE-STACKORDER — the units it keeps operational at an
// over-stacked base are its fighter-types first, then the strongest; D-BASE-CHAIN — the residents
// worth least change base out of a full base to the nearest base with room.
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { chainDestinations } from '../engine/baseChain'
import { legalActions } from '../engine/legal'
import type { GameState, Pending, UnitId } from '../types'
import { faceOf, isFighterClass } from '../units'
import { nameOf } from './format'
import type { BotDecision } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** A unit's worth to keep operational: fighter-types (they intercept) first, then strength. */
function worth(state: GameState, id: UnitId): number {
  const ctx = contextOf(state)
  return (isFighterClass(ctx, id) ? 100 : 0) + faceOf(ctx, state.units[id]).strength
}

/** D-BASE-STACKORDER: the arriving unit goes above the first unit it is worth more than (else at the bottom). */
export function decideStackOrder(state: GameState, p: P<'stackOrder'>): BotDecision[] {
  const mine = worth(state, p.unit)
  let position = p.stack.findIndex((id) => worth(state, id) < mine)
  if (position < 0) position = p.stack.length
  const operational = position < p.capacity
  return [
    {
      action: { type: 'stackOrder', side: p.side, position },
      reasoning: [
        operational
          ? `Place the ${nameOf(state, p.unit)} ${position + 1} of ${p.stack.length + 1}: it is worth more than the ${nameOf(state, p.stack[position])} (fighter-types first, then strength), so it stays operational (4.8).`
          : `Place the ${nameOf(state, p.unit)} at the bottom: every unit there is worth as much or more (fighter-types first, then strength); it flies only a Change Base later (4.8).`,
      ],
    },
  ]
}

/** D-BASE-CHAIN: the residents worth least leave (fighter-types stay), to the nearest base with room. */
export function decideChain(state: GameState, p: P<'baseChain'>): BotDecision[] {
  const t = tx(state)
  const leaving = [...p.residents].sort((a, b) => worth(state, a) - worth(state, b)).slice(0, p.needed)
  const to = chainDestinations(t, p.side, p.base, leaving)[0]
  if (!to)
    return legalActions(state).map((action) => ({
      action,
      reasoning: ['Change base out with the first units that can leave (4.8).'],
    }))
  return [
    {
      action: { type: 'chainChangeBase', side: p.side, units: leaving, hops: [to.base] },
      reasoning: [
        `Change base out with the ${leaving.map((id) => nameOf(state, id)).join(', ')} (worth least here: fighter-types stay) to ${contextOf(state).baseDefs.get(to.base)?.name ?? to.base}, ${to.distance} hexes away, the nearest base with room (4.8).`,
      ],
    },
  ]
}
